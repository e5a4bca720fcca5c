/**
 * `npm run soak -- [--games 50 --players 200 --actions 20000 --seconds 300 --seed s --database-url URL]`
 * `npm run soak -- --crash 20 [--games 20 --players 80]`
 * `--think MS`: each player pauses 0..MS between requests (0: closed loop, the server saturated).
 *
 * Load: simulated players drive the command router concurrently in games of every registered kind,
 * with legal moves (autocomplete values, the action menu) and illegal input (random JSON, stale
 * values, other seats' moves, resent and double-clicked interactions), deadlines on a fast clock and
 * the scheduler ticking. Afterwards every game's stored state must equal the replay of its log, every
 * accepted interaction must be in the log exactly once, no refused one at all, and no game stuck.
 *
 * Crash: a worker process drives that load and is SIGKILLed at random moments and restarted, `--crash`
 * times; then the same checks, and every timer due fired once.
 *
 * Loopback only. Without --database-url it creates a fresh database on the Postgres at 127.0.0.1:5432
 * (TEST_DATABASE_URL overrides the admin URL) and drops it at the end. Prints a JSON summary; exits
 * non-zero on any violation.
 */
import { parseArgs } from 'node:util';
import { createApp } from '../src/app.js';
import { openDb } from '../src/db/client.js';
import { setLogLevel } from '../src/log.js';
import { runCrashTest } from '../src/dev/reliability/crash.js';
import {
  checkDatabase,
  fastClock,
  journalNotifier,
  LoadDriver,
  MemoryJournal,
  summary,
} from '../src/dev/reliability/harness.js';
import { freshPgDatabase } from '../src/dev/db.js';

const { values } = parseArgs({
  options: {
    games: { type: 'string' },
    players: { type: 'string' },
    actions: { type: 'string', default: '20000' },
    seconds: { type: 'string', default: '300' },
    seed: { type: 'string', default: 'soak-1' },
    'database-url': { type: 'string' },
    crash: { type: 'string' },
    speed: { type: 'string', default: '60' },
    deadline: { type: 'string', default: '2' },
    think: { type: 'string', default: '0' },
    kinds: { type: 'string' },
    'keep-db': { type: 'boolean', default: false },
  },
});

const crash = values.crash ? Number(values.crash) : 0;
const games = Number(values.games ?? (crash ? 20 : 50));
const players = Number(values.players ?? (crash ? 80 : 200));
const url = values['database-url'];
if (url && !/@(127\.0\.0\.1|localhost|\[::1\])[:/]/.test(url)) {
  process.stderr.write('soak: --database-url must point at loopback (127.0.0.1, localhost or [::1])\n');
  process.exit(2);
}
const fresh = url ? null : await freshPgDatabase();
const databaseUrl = url ?? fresh!.url;
setLogLevel('error');
let failed = false;
try {
  if (crash) {
    const report = await runCrashTest({
      databaseUrl,
      kills: crash,
      games,
      players,
      seed: values.seed!,
      minLifeMs: 1500,
      maxLifeMs: 6000,
      speed: Number(values.speed),
      deadlineMinutes: Number(values.deadline),
      log: (m) => process.stderr.write(`${m}\n`),
    });
    failed = report.check.violations.length > 0;
    process.stdout.write(
      `${JSON.stringify({ mode: 'crash', games, players, database: values['keep-db'] ? databaseUrl : undefined, ...report, check: { ...report.check, violations: report.check.violations.slice(0, 50) } }, null, 2)}\n`,
    );
  } else {
    const h = await openDb({ databaseUrl, poolSize: 20 });
    const speed = Number(values.speed);
    const clock = fastClock(Date.parse('2030-01-01T00:00:00Z'), Date.now(), speed);
    const journal = new MemoryJournal();
    const app = createApp({ db: h.db, images: false, clock, owner: 'soak', notifier: journalNotifier(journal) });
    const driver = new LoadDriver(
      app,
      {
        games,
        players,
        actions: Number(values.actions),
        seconds: Number(values.seconds),
        seed: values.seed!,
        deadlineMinutes: Number(values.deadline),
        tickMs: 200,
        thinkMs: Number(values.think),
        kinds: values.kinds?.split(','),
      },
      journal,
    );
    const stats = await driver.run();
    clock.freeze();
    for (let i = 0; i < 200 && (await app.services.scheduler.tick()) > 0; i++);
    // Every timer due by now must have fired.
    const check = await checkDatabase(app, h.db, journal.lines, { now: clock.now() });
    if (stats.apologies.length || stats.thrown.length)
      check.violations.push(
        `${stats.apologies.length} generic apologies and ${stats.thrown.length} rejections past the router`,
      );
    failed = check.violations.length > 0;
    process.stdout.write(
      `${JSON.stringify(summary(stats, { ...check, violations: check.violations.slice(0, 50) }, { mode: 'load', games, players, database: values['keep-db'] ? databaseUrl : undefined }), null, 2)}\n`,
    );
    await h.close();
  }
} finally {
  if (fresh && !values['keep-db']) await fresh.drop();
}
process.exit(failed ? 1 : 0);
