/**
 * `npm run bench` — speed and scale, measured (never asserted in tests). Prints a readable table
 * and, last, one JSON line with every figure. Options: --quick (fewer repetitions), --json-only,
 * --only bots (just the Diplomacy bots' decision times),
 * --database-url URL (default: a fresh database on the local Postgres at 127.0.0.1:5432 when it is
 * reachable, else PGlite).
 */
import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { createApp, type App } from '../src/app.js';
import { openDb, type DbHandle } from '../src/db/client.js';
import { playout } from '../src/engine/core/playout.js';
import { playMatch } from '../src/engine/diplomacy/bot-match.js';
import type { BaseState } from '../src/engine/core/types.js';
import { GAMES } from '../src/engine/games.js';
import { benchAutocomplete } from '../src/lookup/bench.js';
import { measureGrowth } from './lib/growth.js';
import { benchRenders, renderTable } from './bench-render.js';
import { renderSoak } from './lib/render-soak.js';
import { tallyGame } from '../src/dev/tally-game.js';
import type { Request } from '../src/bot/types.js';
import { DATC_CASES } from '../src/engine/diplomacy/datc/cases.js';
import { runCase } from '../src/engine/diplomacy/datc/harness.js';

const { values } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    'json-only': { type: 'boolean', default: false },
    'database-url': { type: 'string' },
    only: { type: 'string' },
  },
});
const quick = values.quick;
const out: Record<string, unknown> = { node: process.version, cpus: (await import('node:os')).cpus().length, quick };
const say = (s: string) => {
  if (!values['json-only']) process.stdout.write(`${s}\n`);
};

function pct(xs: number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return Math.round(s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]! * 100) / 100;
}
const r2 = (x: number) => Math.round(x * 100) / 100;

// ── Diplomacy bots: decision time per power per phase ─────────────────────────────────────────
// Seven bots of one level play seeded games; each power's choice of its orders for a phase is
// timed in CPU time of this process (retreats and adjustments included; the draw vote and `ready`
// that follow are not), so a busy machine does not inflate the figure.
function benchBots(): void {
  say('\n## Diplomacy bot decisions (orders of one power for one phase, CPU time)');
  say('| level | games | decisions | median ms | p95 ms | max ms |');
  say('|---|---|---|---|---|---|');
  const dipBots: Record<string, unknown> = {};
  const plan = [
    { level: 'baseline', games: quick ? 1 : 3, endYear: 1910 },
    { level: 'standard', games: quick ? 1 : 3, endYear: 1910 },
  ] as const;
  for (const { level, games, endYear } of plan) {
    const times: number[] = [];
    for (let g = 0; g < games; g++) {
      playMatch(
        `bench-bots-${g}`,
        { endYear },
        () => level,
        (power, view, f) => {
          if (view.submitted.includes(power)) return f();
          const t0 = process.cpuUsage();
          const r = f();
          const t = process.cpuUsage(t0);
          times.push((t.user + t.system) / 1000);
          return r;
        },
      );
    }
    dipBots[level] = {
      games,
      endYear,
      decisions: times.length,
      medianMs: pct(times, 50),
      p95Ms: pct(times, 95),
      maxMs: r2(Math.max(...times)),
      load: loadavg().map(r2),
    };
    say(
      `| ${level} | ${games} | ${times.length} | ${pct(times, 50)} | ${pct(times, 95)} | ${r2(Math.max(...times))} |`,
    );
  }
  out.diplomacyBots = dipBots;
}
if (values.only === 'bots') {
  benchBots();
  process.stdout.write(`${JSON.stringify(out)}\n`);
  process.exit(0);
}

// ── Engines ──────────────────────────────────────────────────────────────────────────────────
say('\n## Engines (seeded bot-vs-bot games)');
say('| game | games | actions | actions/s | games/s |  (Diplomacy: games to 1910)');
say('|---|---|---|---|---|');
const engines: Record<string, unknown> = {};
for (const m of GAMES) {
  const n = quick ? 3 : 20;
  let actions = 0;
  const t0 = performance.now();
  // Diplomacy without an end year runs to a solo win (often past 1930): bench the common table choice.
  const options = m.slug === 'diplomacy' ? { endYear: 1910 } : {};
  for (let i = 0; i < n; i++) actions += playout(m, `bench-${i}`, options, { policy: 'bot' }).actions;
  const s = (performance.now() - t0) / 1000;
  engines[m.slug] = { games: n, actions, actionsPerSecond: Math.round(actions / s), gamesPerSecond: r2(n / s) };
  say(`| ${m.slug} | ${n} | ${actions} | ${Math.round(actions / s)} | ${r2(n / s)} |`);
}
out.engines = engines;

// Diplomacy's adjudicator: the whole DATC suite, and the real movement phases of bot games.
{
  const t0 = performance.now();
  const reps = quick ? 3 : 20;
  for (let r = 0; r < reps; r++) for (const c of DATC_CASES) runCase(c, 'datc');
  const datcMs = (performance.now() - t0) / reps;
  const dip = GAMES.find((g) => g.slug === 'diplomacy')!;
  const phases: { units: number; ms: number }[] = [];
  for (let g = 0; g < (quick ? 2 : 10); g++) {
    const run = playout(dip, `bench-dip-${g}`, { endYear: 1915 }, { policy: 'bot' });
    let s = dip.setup(`bench-dip-${g}`, dip.optionsSchema.parse({ endYear: 1915 })) as BaseState & { units: unknown[] };
    for (const rec of run.records) {
      const before = s.step;
      const t1 = performance.now();
      const next = dip.apply(s, rec.role, rec.action).state as typeof s;
      const ms = performance.now() - t1;
      if (before.includes('movement') && next.step !== before) phases.push({ units: s.units.length, ms });
      s = next;
    }
  }
  const big = phases.filter((p) => p.units >= 30);
  const pool = big.length ? big : phases;
  out.diplomacy = {
    datcCases: DATC_CASES.length,
    datcMs: r2(datcMs),
    movementPhases: phases.length,
    largestPhaseUnits: Math.max(...phases.map((p) => p.units)),
    phase30PlusUnitsMedianMs: pct(
      pool.map((p) => p.ms),
      50,
    ),
    phase30PlusUnitsP95Ms: pct(
      pool.map((p) => p.ms),
      95,
    ),
  };
  say(
    `\nDiplomacy: whole DATC suite (${DATC_CASES.length} cases) ${r2(datcMs)} ms; movement phase with 30+ units (up to ${Math.max(...phases.map((p) => p.units))}): median ${pct(
      pool.map((p) => p.ms),
      50,
    )} ms, p95 ${pct(
      pool.map((p) => p.ms),
      95,
    )} ms (${pool.length} phases, whole apply incl. adjudication)`,
  );
}

benchBots();

// ── Rendering ────────────────────────────────────────────────────────────────────────────────
say('\n## Rendering (mid-game map of a seeded bot game: draw + PNG encode, and the encode-only floor)');
say('One position drawn again and again:');
const renderRows = await benchRenders(quick ? 5 : 20);
for (const line of renderTable(renderRows)) say(line);
out.render = Object.fromEntries(renderRows.map(({ game, ...r }) => [game, r]));
say(
  '\nThe positions after it, move by move, each drawn once (what a channel sees; the caches keep only what is unchanged):',
);
const moveRows = await benchRenders(quick ? 10 : 40, undefined, 'moves');
for (const line of renderTable(moveRows)) say(line);
out.renderMoves = Object.fromEntries(moveRows.map(({ game, ...r }) => [game, r]));

// ── Render memory soak ───────────────────────────────────────────────────────────────────────
const soakRenders = quick ? 400 : 5000;
say(
  `\n## Render memory soak (${soakRenders} positions of the four games through GameUi.renderMap and the render pool; resident MiB of this process + its render workers)`,
);
say('| renders | this process | workers | total | workers retired |');
say('|---|---|---|---|---|');
const soak = await renderSoak(soakRenders, {
  every: quick ? 100 : 500,
  onSample: (x) => say(`| ${x.renders} | ${x.mainMb} | ${x.workersMb} | ${x.totalMb} | ${x.recycled} |`),
});
say(
  `At the half ${soak.halfMb} MiB, at the end ${soak.endMb} MiB, peak ${soak.peakMb} MiB; second half's peak ${soak.growthPct >= 0 ? '+' : ''}${soak.growthPct}% over the first's; per image through the pool: median ${soak.medianMs} ms, p95 ${soak.p95Ms} ms (${soak.seconds} s)`,
);
const { samples: _samples, ...soakSummary } = soak;
out.renderSoak = soakSummary;

// ── Rule lookups ─────────────────────────────────────────────────────────────────────────────
const ac = benchAutocomplete();
out.autocomplete = ac;
say(`\n## Rule lookup autocomplete: ${JSON.stringify(ac)}`);

// ── Command path with Postgres ───────────────────────────────────────────────────────────────
async function database(): Promise<{ h: DbHandle; drop: () => Promise<void>; driver: string }> {
  const admin = values['database-url'] ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const c = new pg.Client({ connectionString: admin, connectionTimeoutMillis: 2000 });
  try {
    await c.connect();
    const name = `chancery_bench_${randomBytes(4).toString('hex')}`;
    await c.query(`create database ${name}`);
    await c.end();
    const url = new URL(admin);
    url.pathname = `/${name}`;
    const h = await openDb({ databaseUrl: url.toString(), poolSize: 20 });
    return {
      h,
      driver: 'pg',
      drop: async () => {
        await h.close();
        const a = new pg.Client({ connectionString: admin });
        await a.connect();
        await a.query(`drop database if exists ${name} with (force)`);
        await a.end();
      },
    };
  } catch {
    await c.end().catch(() => undefined);
    const h = await openDb({ dataDir: ':memory:' });
    return { h, driver: 'pglite', drop: () => h.close() };
  }
}

const { h, drop, driver } = await database();
out.database = driver;
let n = 0;
let seq = 0;
const app: App = createApp({
  db: h.db,
  games: [...GAMES, tallyGame],
  images: false,
  entropy: { gameId: () => `b${++n}`, seed: () => `seed-${n}` },
});
const req = (
  user: string,
  channel: string,
  command: string,
  subcommand: string | undefined,
  options: Request['options'],
): Request => ({
  kind: 'command',
  id: `bench-${++seq}`,
  command,
  subcommand,
  options,
  user: { id: user, name: user },
  locale: 'en',
  guildId: 'bench',
  channelId: channel,
});

say(`\n## Command path (router + ${driver}, no map): interaction in → reply out`);
say('| concurrent games | requests | p50 ms | p95 ms | p99 ms |');
say('|---|---|---|---|---|');
const command: Record<string, unknown> = {};
for (const games of [1, 10, 100]) {
  const ids: string[] = [];
  for (let g = 0; g < games; g++) {
    const channel = `c${games}-${g}`;
    const res = await app.router.handle(req(`u${g}`, channel, 'game', 'new', { game: 'tally', seats: 1 }));
    ids.push(/`([a-z0-9]+)`/.exec(res.replies[0]!.content ?? '')![1]!);
  }
  const perGame = quick ? 10 : 30;
  const lat: number[] = [];
  await Promise.all(
    ids.map(async (id, g) => {
      for (let i = 0; i < perGame; i++) {
        const t0 = performance.now();
        const res = await app.router.handle(
          req(`u${g}`, `c${games}-${g}`, 'play', undefined, { action: '{"type":"add","n":1}', game: id }),
        );
        lat.push(performance.now() - t0);
        if (res.replies[0]?.ephemeral) throw new Error(`bench action refused: ${res.replies[0]?.content}`);
      }
    }),
  );
  command[`${games}`] = { requests: lat.length, p50: pct(lat, 50), p95: pct(lat, 95), p99: pct(lat, 99) };
  say(`| ${games} | ${lat.length} | ${pct(lat, 50)} | ${pct(lat, 95)} | ${pct(lat, 99)} |`);
}
out.commandPath = command;

// ── Scale: a log growing to 10,000 actions; storage; memory ───────────────────────────────────
say('\n## Scale');
const scale: Record<string, unknown> = {};
{
  const res = await app.router.handle(req('grower', 'grow', 'game', 'new', { game: 'tally', seats: 1 }));
  const id = /`([a-z0-9]+)`/.exec(res.replies[0]!.content ?? '')![1]!;
  const checkpoints = quick ? [100, 1000] : [100, 1000, 10000];
  // Table.act takes a user's action only with the game as the request resolved it, as commands do.
  const where = req('grower', 'grow', 'play', undefined, {});
  const act = async () =>
    app.services.play.act({
      gameId: id,
      userId: 'grower',
      action: { type: 'add', n: 1 },
      interactionId: null,
      loaded: await app.services.table.loadFor(where, id),
    });
  const rows: unknown[] = [];
  let done = 0;
  for (const target of checkpoints) {
    while (done < target) {
      await act();
      done += 1;
    }
    const t0 = performance.now();
    for (let i = 0; i < 20; i++) await app.services.table.load(id);
    const loadMs = (performance.now() - t0) / 20;
    const t1 = performance.now();
    for (let i = 0; i < 20; i++) await act();
    done += 20;
    const saveMs = (performance.now() - t1) / 20;
    rows.push({ actions: target, loadMs: r2(loadMs), actMs: r2(saveMs) });
    say(`log of ${target} actions: load ${r2(loadMs)} ms, load for the request+apply+save ${r2(saveMs)} ms`);
  }
  scale.logGrowth = rows;
  const size = await h.db.execute(
    sql`select pg_total_relation_size('games') as games, pg_total_relation_size('game_actions') as actions, (select count(*) from games) as ngames, (select count(*) from game_actions) as nactions`,
  );
  const r = (size as unknown as { rows: Record<string, string>[] }).rows[0]!;
  scale.storage = {
    bytesPerGame: Math.round(Number(r.games) / Number(r.ngames)),
    bytesPerAction: Math.round(Number(r.actions) / Number(r.nactions)),
    games: Number(r.ngames),
    actions: Number(r.nactions),
  };
  say(`storage: ${JSON.stringify(scale.storage)}`);
}
{
  const lbe = GAMES.find((g) => g.slug === 'belle-epoque');
  const count = quick ? 100 : 1000;
  const before = process.memoryUsage().rss;
  const t0 = performance.now();
  for (let g = 0; g < count; g++) {
    await app.router.handle(
      req(`m${g}`, `mem-${g}`, 'game', 'new', { game: lbe ? 'belle-epoque' : 'tally', seats: lbe ? 4 : 1, bots: 3 }),
    );
  }
  const created = performance.now() - t0;
  // Touch every game once more, as a busy bot would.
  for (let g = 0; g < count; g++) await app.router.handle(req(`m${g}`, `mem-${g}`, 'game', 'status', {}));
  const after = process.memoryUsage().rss;
  scale.memory = {
    activeGames: count,
    rssMiB: Math.round(after / 2 ** 20),
    growthMiB: Math.round((after - before) / 2 ** 20),
    createSecondsTotal: r2(created / 1000),
  };
  say(
    `memory with ${count} active games: rss ${scale.memory && (scale.memory as { rssMiB: number }).rssMiB} MiB (+${Math.round((after - before) / 2 ** 20)} MiB); the bot keeps no game in memory between interactions`,
  );
}
out.scale = scale;

// ── Cost per move as a real game grows (#20) ─────────────────────────────────────────────────
out.growth = await measureGrowth(app, say);
await drop();
process.stdout.write(`${JSON.stringify(out)}\n`);
