/**
 * `npm run tournament -- --game diplomacy --bot <level> --vs <level|random> --games N --seed s
 *   [--end-year 1910] [--seven] [--json-only]`
 *
 * 1-vs-6 games: the tested bot (`--bot`) takes each power in turn (game i plays the i-th power of
 * seven, so 70 games give every power 10 games) against six players of `--vs` (a bot level, or
 * `random` for uniform random legal play). Games end at a solo, an agreed draw or after the end
 * year's adjustments. Prints centres per year (tested power and the others' mean), solos, survivals,
 * largest-power finishes and draws as a table, then one JSON line with every figure.
 *
 * `--seven`: seven players of `--bot` (no `--vs`), ending by 1915 unless `--end-year` says otherwise:
 * how many games reach a solo or an agreed draw, and how often each power is the largest (or solo).
 *
 * Uncertainty (scripts/lib/stats.ts): 95% intervals, a seeded bootstrap over games for means and the
 * ratio of means, Wilson for shares. Opening diversity: the distinct Spring 1901 order sets each power
 * played (the tested power's in 1-vs-6 games, every power's in seven-bot games).
 * The same seed always gives the same output (apart from the timings).
 */
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { playMatch, type Policy } from '../src/engine/diplomacy/bot-match.js';
import { BOT_LEVELS } from '../src/engine/diplomacy/bot.js';
import { POWERS, type PhaseRecord, type Power } from '../src/engine/diplomacy/index.js';
import { formatInterval, meanInterval, ratioInterval, wilson } from './lib/stats.js';

const { values } = parseArgs({
  options: {
    game: { type: 'string', default: 'diplomacy' },
    bot: { type: 'string', default: 'standard' },
    vs: { type: 'string', default: 'baseline' },
    games: { type: 'string', default: '70' },
    seed: { type: 'string', default: 't' },
    'end-year': { type: 'string' },
    seven: { type: 'boolean', default: false },
    'json-only': { type: 'boolean', default: false },
  },
});
const fail = (msg: string): never => {
  process.stderr.write(`${msg}\n`);
  process.exit(2);
};
if (values.game !== 'diplomacy') fail(`--game: only diplomacy has a tournament (got "${values.game}")`);
const policies = [...BOT_LEVELS, 'random'];
const isPolicy = (x: string): x is Policy => policies.includes(x);
if (!isPolicy(values.bot)) fail(`--bot must be one of ${policies.join(', ')}`);
if (!isPolicy(values.vs)) fail(`--vs must be one of ${policies.join(', ')}`);
const bot = values.bot as Policy;
const vs = values.vs as Policy;
const games = Number(values.games);
if (!Number.isInteger(games) || games < 1) fail('--games must be a whole number of at least 1');
const seven = values.seven;
const endYear = Number(values['end-year'] ?? (seven ? 1915 : 1910));
const say = (s: string) => {
  if (!values['json-only']) process.stdout.write(`${s}\n`);
};

const years = Array.from({ length: endYear - 1900 }, (_, i) => 1901 + i);
/** Centre counts at the end of each year (the last phase record of the year). */
function countsByYear(phases: readonly PhaseRecord[]): Map<number, Record<string, number>> {
  const out = new Map<number, Record<string, number>>();
  for (const r of phases) {
    if (r.season === 'spring') continue;
    const c: Record<string, number> = {};
    for (const p of Object.values(r.supplyCenters)) c[p] = (c[p] ?? 0) + 1;
    out.set(r.year, c);
  }
  return out;
}

/** Each power's Spring 1901 orders in a game, as one canonical string per power. */
function openingsOf(phases: readonly PhaseRecord[]): Map<Power, string> {
  const out = new Map<Power, string>();
  const first = phases.find((r) => r.phase === 'movement' && r.year === 1901 && r.season === 'spring');
  if (!first) return out;
  for (const p of POWERS)
    out.set(
      p,
      first.orders
        .filter((o) => o.power === p)
        .map((o) => o.text)
        .sort()
        .join(', '),
    );
  return out;
}
const openings: Record<string, Map<string, number>> = {};
const noteOpening = (p: Power, set: string | undefined) => {
  if (set === undefined) return;
  const m = (openings[p] ??= new Map());
  m.set(set, (m.get(set) ?? 0) + 1);
};
/** Per-game samples for the intervals. */
const testedByGame: number[] = [];
const othersByGame: number[] = [];
const largestByGame: boolean[] = [];
/** seven-bot games: per power, games where it was the largest power (ties included) or soloed */
const topByPower: Record<string, number> = {};

const started = Date.now();
const cpu0 = process.cpuUsage();
const perYearTested = years.map(() => 0);
const perYearOthers = years.map(() => 0);
const perYearN = years.map(() => 0);
let solos = 0;
let soloByOthers = 0;
let draws = 0;
let survivals = 0;
let largest = 0;
let soleLargest = 0;
let testedFinal = 0;
let othersFinal = 0;
let refusals = 0;
const endings: Record<string, number> = {};
const byPower: Record<string, { games: number; centres: number; largest: number }> = {};
const seven_: { seed: string; reason: string; year: number }[] = [];

for (let g = 0; g < games; g++) {
  const seed = `${values.seed}-${g}`;
  const tested: Power = POWERS[g % 7]!;
  const r = playMatch(seed, { endYear }, (p) => (seven || p === tested ? bot : vs));
  refusals += r.refusals.length;
  const s = r.state;
  const reason = s.result!.reason.replace('diplomacy.end.', '');
  endings[reason] = (endings[reason] ?? 0) + 1;
  const opened = openingsOf(r.phases);
  if (seven) {
    for (const p of POWERS) noteOpening(p, opened.get(p));
    const fc: Record<string, number> = {};
    for (const p of Object.values(s.supplyCenters)) fc[p] = (fc[p] ?? 0) + 1;
    const most = Math.max(...POWERS.map((p) => fc[p] ?? 0));
    for (const p of POWERS)
      if (reason === 'solo' ? s.result!.winners.includes(p) : (fc[p] ?? 0) === most)
        topByPower[p] = (topByPower[p] ?? 0) + 1;
    seven_.push({ seed, reason, year: s.year });
    const tops = POWERS.filter((p) => (reason === 'solo' ? s.result!.winners.includes(p) : (fc[p] ?? 0) === most));
    say(`${seed}: ${reason} ${s.year} ${JSON.stringify(s.result!.winners)}, largest ${tops.join(' ')} (${most})`);
    continue;
  }
  const yearly = countsByYear(r.phases);
  let last: Record<string, number> = {};
  years.forEach((y, i) => {
    // After a solo the board stays as it was at the end.
    last = yearly.get(y) ?? last;
    const others = POWERS.filter((p) => p !== tested);
    perYearTested[i]! += last[tested] ?? 0;
    perYearOthers[i]! += others.reduce((n, p) => n + (last[p] ?? 0), 0) / others.length;
    perYearN[i]! += 1;
  });
  const final: Record<string, number> = {};
  for (const p of Object.values(s.supplyCenters)) final[p] = (final[p] ?? 0) + 1;
  const mine = final[tested] ?? 0;
  const others = POWERS.filter((p) => p !== tested).map((p) => final[p] ?? 0);
  testedFinal += mine;
  othersFinal += others.reduce((a, b) => a + b, 0) / others.length;
  const solo = reason === 'solo' && s.result!.winners.includes(tested);
  if (solo) solos++;
  else if (reason === 'solo') soloByOthers++;
  if (reason === 'draw') draws++;
  if (mine > 0 || s.units.some((u) => u.power === tested)) survivals++;
  noteOpening(tested, opened.get(tested));
  const top = solo || (reason !== 'solo' && mine >= Math.max(...others));
  if (top) largest++;
  testedByGame.push(mine);
  othersByGame.push(others.reduce((a, b) => a + b, 0) / others.length);
  largestByGame.push(top);
  if (solo || mine > Math.max(...others)) soleLargest++;
  const bp = (byPower[tested] ??= { games: 0, centres: 0, largest: 0 });
  bp.games++;
  bp.centres += mine;
  if (top) bp.largest++;
  say(`${seed} ${tested}: ${reason} ${s.year}, ${mine} centres (others ${others.join(' ')})`);
}

const ms = Date.now() - started;
const cpuUsed = process.cpuUsage(cpu0);
const cpuS = (cpuUsed.user + cpuUsed.system) / 1e6;
const load = loadavg().map((x) => Math.round(x * 100) / 100);
const diversity = Object.fromEntries(POWERS.filter((p) => openings[p]).map((p) => [p, openings[p]!.size]));
const sayDiversity = () => {
  say('\n| power | distinct Spring 1901 order sets | most played (games) |');
  say('|---|---|---|');
  for (const p of POWERS) {
    const m = openings[p];
    if (m) say(`| ${p} | ${m.size} | ${Math.max(...m.values())} |`);
  }
};
const r2 = (x: number) => Math.round(x * 100) / 100;
const pc = (x: number) => `${r2((100 * x) / games)}%`;
let json: Record<string, unknown>;
if (seven) {
  const decided = seven_.filter((x) => x.reason === 'solo' || x.reason === 'draw').length;
  say(`\n## Seven ${bot} bots, ${games} games to ${endYear}`);
  say('| games | solo | agreed draw | time limit | solo or draw |');
  say('|---|---|---|---|---|');
  say(
    `| ${games} | ${endings.solo ?? 0} | ${endings.draw ?? 0} | ${endings.time_limit ?? 0} | ${formatInterval(wilson(decided, games), 3, true)} |`,
  );
  say('\n| power | largest or solo (ties incl.), 95% Wilson |');
  say('|---|---|');
  for (const p of POWERS)
    say(`| ${p} | ${topByPower[p] ?? 0}: ${formatInterval(wilson(topByPower[p] ?? 0, games), 3, true)} |`);
  sayDiversity();
  json = {
    mode: 'seven',
    bot,
    games,
    seed: values.seed,
    endYear,
    endings,
    decided,
    decidedShare: r2(decided / games),
    decidedInterval: wilson(decided, games),
    largestOrSoloByPower: Object.fromEntries(POWERS.map((p) => [p, wilson(topByPower[p] ?? 0, games)])),
    openingDiversity: diversity,
    ms,
    cpuS: r2(cpuS),
    load,
  };
} else {
  say(`\n## ${bot} (one power) against six ${vs}, ${games} games to ${endYear}, seed ${values.seed}`);
  say('| year | tested bot centres | other powers, mean | ratio |');
  say('|---|---|---|---|');
  years.forEach((y, i) => {
    const a = perYearTested[i]! / perYearN[i]!;
    const b = perYearOthers[i]! / perYearN[i]!;
    say(`| ${y} | ${r2(a)} | ${r2(b)} | ${r2(a / b)} |`);
  });
  say('');
  say('| games | solos | solos by others | draws | survivals | largest (ties incl.) | sole largest | final ratio |');
  say('|---|---|---|---|---|---|---|---|');
  say(
    `| ${games} | ${solos} | ${soloByOthers} | ${draws} | ${survivals} (${pc(survivals)}) | ${largest} (${pc(largest)}) | ${soleLargest} (${pc(soleLargest)}) | ${r2(testedFinal / othersFinal)} |`,
  );
  say('');
  const ratio = ratioInterval(testedByGame, othersByGame);
  const share = wilson(largestByGame.filter(Boolean).length, games);
  say(`95% intervals (bootstrap over games for means and the ratio, Wilson for shares):`);
  say(
    `- tested bot's final centres ${formatInterval(meanInterval(testedByGame))}, others' mean ${formatInterval(meanInterval(othersByGame))}`,
  );
  say(`- ratio ${formatInterval(ratio)}; largest or solo ${formatInterval(share, 3, true)}`);
  say('');
  say('| power | games | mean centres (95%) | largest or solo (95%) |');
  say('|---|---|---|---|');
  const perPower: Record<string, unknown> = {};
  POWERS.forEach((p, k) => {
    const b = byPower[p];
    if (!b) return;
    const idx = testedByGame.map((_, g) => g).filter((g) => g % 7 === k);
    const centres = meanInterval(idx.map((g) => testedByGame[g]!));
    const top = wilson(b.largest, b.games);
    perPower[p] = { games: b.games, centres, largest: top };
    say(`| ${p} | ${b.games} | ${formatInterval(centres)} | ${b.largest}: ${formatInterval(top, 3, true)} |`);
  });
  sayDiversity();
  json = {
    mode: 'one-vs-six',
    bot,
    vs,
    games,
    seed: values.seed,
    endYear,
    centresPerYear: Object.fromEntries(
      years.map((y, i) => [
        y,
        { tested: r2(perYearTested[i]! / perYearN[i]!), othersMean: r2(perYearOthers[i]! / perYearN[i]!) },
      ]),
    ),
    finalTested: r2(testedFinal / games),
    finalOthersMean: r2(othersFinal / games),
    ratio: r2(testedFinal / othersFinal),
    solos,
    soloByOthers,
    draws,
    survivals,
    largest,
    soleLargest,
    largestShare: r2(largest / games),
    ratioInterval: ratio,
    largestInterval: share,
    byPower: perPower,
    openingDiversity: diversity,
    cpuS: r2(cpuS),
    load,
    endings,
    randomRefusals: refusals,
    ms,
  };
}
say(
  `(${r2(ms / 1000)} s wall, ${r2(cpuS)} s CPU, load ${load.join(' ')}; offered actions refused to random players and redrawn: ${refusals})`,
);
process.stdout.write(`${JSON.stringify(json)}\n`);
