/**
 * The seat tournament for La Belle Époque, Versailles 1919 and 1701 (`npm run tournament -- --game
 * <slug> --bot <level> --vs <level|random|greedy> --games N --seed s [--players n]`): the tested
 * policy takes one seat, rotating through the seats game by game, every other seat plays `--vs`.
 * Reports the tested seat's win share and mean score with 95% intervals, overall and per seat, the
 * shared wins, and the tested bot's CPU per decision (p50, p95). `--solo` plays the one-seat game
 * (Versailles solo, La Belle Époque against the Non-Player Powers) and reports the score distribution.
 */
import { belleEpoque } from '../../src/engine/belle-epoque/index.js';
import type { AnyGameModule } from '../../src/engine/core/index.js';
import { succession1701 } from '../../src/engine/succession-1701/index.js';
import { versailles1919 } from '../../src/engine/versailles-1919/index.js';
import { playMatch, type Scorer } from './match.js';
import { formatInterval, meanInterval, wilson } from './stats.js';

interface GameSpec {
  module: AnyGameModule;
  /** options for `players` seats (the tested game) */
  options(players: number, solo: boolean): Record<string, unknown>;
  defaultPlayers: number;
  score: Scorer;
}

const versaillesScore: Scorer = (m, s, role) => {
  const v = m.view(s, role) as { scores: Record<string, { total: number }> | null; solo: { vp: number } | null };
  if (v.solo) return v.solo.vp;
  const sc = v.scores ?? {};
  const others = Object.entries(sc).filter(([n]) => n !== role);
  return (sc[role]?.total ?? 0) - Math.max(0, ...others.map(([, b]) => b.total));
};

/** Scores of a finished game from its result; unfinished: the view's own tally where the game has one. */
const resultScore: Scorer = (m, s, role) => {
  const r = m.result(s);
  if (r?.scores) {
    const mine = r.scores[role] ?? 0;
    const others = Object.entries(r.scores).filter(([k]) => k !== role);
    return mine - Math.max(0, ...others.map(([, v]) => v as number)) + (r.winners.includes(role) ? 100 : 0);
  }
  const v = m.view(s, role) as Record<string, unknown>;
  const vp = (v.vp ?? v.prestige ?? null) as Record<string, number> | null;
  if (vp && typeof vp === 'object') {
    const mine = vp[role] ?? 0;
    const others = Object.entries(vp).filter(([k]) => k !== role);
    return mine - Math.max(0, ...others.map(([, x]) => Number(x) || 0));
  }
  return 0;
};

export const SPECS: Record<string, GameSpec> = {
  'versailles-1919': {
    module: versailles1919,
    options: (players, solo) => ({ players: solo ? 1 : players }),
    defaultPlayers: 3,
    score: versaillesScore,
  },
  'belle-epoque': {
    module: belleEpoque,
    options: (players, solo) => ({ players: solo ? 1 : players }),
    defaultPlayers: 4,
    score: resultScore,
  },
  'succession-1701': {
    module: succession1701,
    options: () => ({}),
    defaultPlayers: 2,
    score: resultScore,
  },
};

const pct = (x: number) => `${Math.round(1000 * x) / 10}%`;

function quantile(xs: number[], q: number): number {
  if (xs.length === 0) return 0;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))]!;
}

export function runSeatTournament(args: {
  game: string;
  bot: string;
  vs: string;
  games: number;
  seed: string;
  players?: number;
  solo: boolean;
  say: (s: string) => void;
}): Record<string, unknown> {
  const spec = SPECS[args.game];
  if (!spec) throw new Error(`no seat tournament for ${args.game}`);
  const m = spec.module;
  const options = spec.options(args.players ?? spec.defaultPlayers, args.solo);
  const roles = m.roles(m.optionsSchema.parse(options)) as string[];
  const started = Date.now();
  const perSeat: Record<string, { games: number; wins: number; scores: number[] }> = {};
  const scores: number[] = [];
  let wins = 0;
  let shared = 0;
  const cpu: number[] = [];
  const endings: Record<string, number> = {};
  for (let g = 0; g < args.games; g++) {
    const seed = `${args.seed}-${g}`;
    const tested = roles[g % roles.length]!;
    const r = playMatch(m, seed, options, (role) => (role === tested ? args.bot : args.vs), spec.score);
    for (const x of r.cpu[tested] ?? []) cpu.push(x);
    const won = r.winners.includes(tested);
    if (won) wins++;
    if (won && r.winners.length > 1) shared++;
    const sc = r.scores[tested] ?? 0;
    scores.push(sc);
    endings[r.reason] = (endings[r.reason] ?? 0) + 1;
    const ps = (perSeat[tested] ??= { games: 0, wins: 0, scores: [] });
    ps.games++;
    if (won) ps.wins++;
    ps.scores.push(sc);
    args.say(
      `${seed} ${tested}: ${won ? 'won' : 'lost'} ${JSON.stringify(r.scores)} ${r.reason} (${r.actions} actions)`,
    );
  }
  const n = args.games;
  const w = wilson(wins, n);
  const mean = meanInterval(scores);
  args.say(
    `\n## ${args.game}: ${args.bot} in one seat against ${args.vs}${args.solo ? ' (solo)' : ''}, ${n} games, seed ${args.seed}`,
  );
  args.say('| seat | games | wins | win share (95%) | mean score (95%) |');
  args.say('|---|---|---|---|---|');
  args.say(`| all | ${n} | ${wins} | ${formatInterval(w, 1, true)} | ${formatInterval(mean, 1)} |`);
  for (const role of roles) {
    const p = perSeat[role];
    if (!p) continue;
    args.say(
      `| ${role} | ${p.games} | ${p.wins} | ${formatInterval(wilson(p.wins, p.games), 1, true)} | ${formatInterval(meanInterval(p.scores), 1)} |`,
    );
  }
  const sorted = [...scores].sort((a, b) => a - b);
  const median = sorted.length % 2 ? sorted[(n - 1) >> 1]! : (sorted[n / 2 - 1]! + sorted[n / 2]!) / 2;
  args.say(
    `\nshared wins ${shared}; median score ${median}; endings ${JSON.stringify(endings)}; tested bot CPU per decision p50 ${quantile(cpu, 0.5).toFixed(1)} ms, p95 ${quantile(cpu, 0.95).toFixed(1)} ms over ${cpu.length} decisions (chance share ${pct(1 / roles.length)})`,
  );
  return {
    mode: args.solo ? 'solo' : 'one-seat',
    game: args.game,
    bot: args.bot,
    vs: args.vs,
    games: n,
    seed: args.seed,
    wins,
    winShare: w,
    meanScore: mean,
    medianScore: median,
    scores,
    shared,
    perSeat: Object.fromEntries(
      Object.entries(perSeat).map(([k, p]) => [k, { games: p.games, wins: p.wins, winShare: wilson(p.wins, p.games) }]),
    ),
    endings,
    cpuMs: { p50: quantile(cpu, 0.5), p95: quantile(cpu, 0.95), decisions: cpu.length },
    ms: Date.now() - started,
  };
}
