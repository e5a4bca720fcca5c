/**
 * `npm run simulate -- --game <slug> --players <n> --seed <s> [--json] [--games N] [--policy bot|random] [--options k=v,...]`
 *
 * Plays whole games with computer players (each game's bot, or uniform random legal play) and prints
 * the result, the number of actions and a hash of the final state. The same seed always gives the
 * same output. With --games N it plays seeds <seed>-0 … <seed>-(N-1) and prints a summary.
 */
import { parseArgs } from 'node:util';
import { playout, type PlayoutReport } from '../src/engine/core/playout.js';
import { GAMES } from '../src/engine/games.js';
import { GameRegistry } from '../src/engine/registry.js';

const { values } = parseArgs({
  options: {
    game: { type: 'string' },
    players: { type: 'string' },
    seed: { type: 'string', default: '1' },
    json: { type: 'boolean', default: false },
    games: { type: 'string', default: '1' },
    policy: { type: 'string', default: 'bot' },
    options: { type: 'string' },
    invariants: { type: 'boolean', default: true },
  },
});

const registry = new GameRegistry(GAMES);
const slugs = registry
  .list()
  .map((m) => m.slug)
  .join(', ');
if (!values.game) {
  process.stderr.write(`--game is required (one of: ${slugs})\n`);
  process.exit(2);
}
const module = registry.get(values.game);
if (!module) {
  process.stderr.write(`unknown game "${values.game}" (one of: ${slugs})\n`);
  process.exit(2);
}
const policy = values.policy === 'random' ? 'random' : 'bot';
const extra: Record<string, unknown> = {};
for (const kv of (values.options ?? '').split(',').filter(Boolean)) {
  const [k, v = ''] = kv.split('=');
  extra[k!] = /^(true|false|-?\d+)$/.test(v) ? JSON.parse(v) : v;
}
const options = { ...(values.players ? { players: Number(values.players) } : {}), ...extra };
const count = Math.max(1, Number(values.games));

function summary(r: PlayoutReport, seed: string) {
  return {
    game: module!.slug,
    seed,
    options,
    policy,
    finished: r.result !== null,
    stuck: r.stuck,
    winners: r.result?.winners ?? [],
    scores: r.result?.scores ?? null,
    reason: r.result?.reason ?? null,
    details: r.result?.details ?? null,
    actions: r.actions,
    hash: r.hash,
  };
}

if (count === 1) {
  const r = playout(module, values.seed, options, { policy, invariants: values.invariants });
  const s = summary(r, values.seed);
  if (values.json) process.stdout.write(`${JSON.stringify(s)}\n`);
  else {
    process.stdout.write(
      `${module.title.en} — seed ${s.seed}, ${s.actions} actions, ${s.finished ? 'finished' : 'NOT finished'}\n` +
        `winners: ${s.winners.join(', ') || '(none)'}  reason: ${s.reason}\n` +
        (s.scores
          ? `scores: ${Object.entries(s.scores)
              .map(([k, v]) => `${k} ${v}`)
              .join(', ')}\n`
          : '') +
        `state hash: ${s.hash}\n`,
    );
  }
  process.exit(s.finished ? 0 : 1);
}

const wins = new Map<string, number>();
const reasons = new Map<string, number>();
let unfinished = 0;
let actions = 0;
const t0 = performance.now();
for (let i = 0; i < count; i++) {
  const seed = `${values.seed}-${i}`;
  const r = playout(module, seed, options, { policy, invariants: values.invariants });
  actions += r.actions;
  if (!r.result) unfinished += 1;
  for (const w of r.result?.winners ?? []) wins.set(w, (wins.get(w) ?? 0) + 1);
  if (r.result && r.result.winners.length === 0) wins.set('(draw)', (wins.get('(draw)') ?? 0) + 1);
  const reason = r.result?.reason ?? 'unfinished';
  reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
}
const ms = performance.now() - t0;
const out = {
  game: module.slug,
  games: count,
  options,
  policy,
  unfinished,
  actions,
  seconds: Math.round(ms) / 1000,
  gamesPerSecond: Math.round((count / ms) * 1000 * 10) / 10,
  wins: Object.fromEntries([...wins.entries()].sort()),
  reasons: Object.fromEntries([...reasons.entries()].sort()),
};
process.stdout.write(values.json ? `${JSON.stringify(out)}\n` : `${JSON.stringify(out, null, 2)}\n`);
process.exit(unfinished === 0 ? 0 : 1);
