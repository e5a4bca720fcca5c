/**
 * One incarnation of the crash test's bot process (see src/dev/reliability/crash.ts): drives the load
 * against the shared database until it is killed. Configured by SOAK_* environment variables.
 * On start it resends the requests its dead predecessor sent but never answered, with their
 * interaction ids, as a user clicking again would.
 */
import { createApp } from '../src/app.js';
import type { Request } from '../src/bot/types.js';
import { openDb } from '../src/db/client.js';
import { fastClock, FileJournal, journalNotifier, LoadDriver } from '../src/dev/reliability/harness.js';

const env = (k: string) => {
  const v = process.env[k];
  if (v === undefined) throw new Error(`${k} is not set`);
  return v;
};

const incarnation = env('SOAK_INCARNATION');
const journal = new FileJournal(env('SOAK_JOURNAL'));
const h = await openDb({ databaseUrl: env('SOAK_DB_URL'), poolSize: 12 });
const clock = fastClock(Number(env('SOAK_CLOCK_BASE')), Number(env('SOAK_CLOCK_START')), Number(env('SOAK_SPEED')));
const app = createApp({
  db: h.db,
  images: false,
  clock,
  owner: `worker-${incarnation}`,
  notifier: journalNotifier(journal),
});
const driver = new LoadDriver(
  app,
  {
    games: Number(env('SOAK_GAMES')),
    players: Number(env('SOAK_PLAYERS')),
    actions: Number.MAX_SAFE_INTEGER,
    seconds: 3600,
    seed: `${env('SOAK_SEED')}/${incarnation}`,
    deadlineMinutes: Number(env('SOAK_DEADLINE')),
    tickMs: 150,
    thinkMs: 40,
    iidPrefix: `w${incarnation}`,
    journalRequests: true,
  },
  journal,
);

process.stdout.write(`ready ${incarnation}\n`);

// Requests the previous incarnation sent and never answered: the user clicks again.
const lines = FileJournal.read(journal.path);
const answered = new Set(lines.filter((l) => l.t === 'A' || l.t === 'R').map((l) => l.iid));
const unanswered = lines.filter(
  (l): l is Extract<typeof l, { t: 'S' }> => l.t === 'S' && !answered.has(l.iid) && !!l.req,
);
for (const l of unanswered.slice(-50)) await driver.send('resend-after-restart', l.req as Request, l.game, true);

await driver.run();
