/**
 * The crash test: a worker process (scripts/soak-worker.ts) drives the load with deadlines on a fast
 * clock and is SIGKILLed at random moments, then restarted, `kills` times. Afterwards this process
 * lets the timers of the dead workers' leases run out, fires what is due, and checks the database
 * against the workers' journal.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApp } from '../../app.js';
import { openDb } from '../../db/client.js';
import { timers as timersTable } from '../../db/schema/index.js';
import {
  checkDatabase,
  fastClock,
  FileJournal,
  journalNotifier,
  Rand,
  sleep,
  type CheckReport,
  type JournalLine,
} from './harness.js';

export const LEASE_MS = 5 * 60_000;
const WORKER = fileURLToPath(new URL('../../../scripts/soak-worker.ts', import.meta.url));
const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

export interface CrashOptions {
  databaseUrl: string;
  kills: number;
  games: number;
  players: number;
  seed: string;
  /** Real ms a worker lives before the kill: uniform in [min, max]. */
  minLifeMs: number;
  maxLifeMs: number;
  /** Clock speed (virtual ms per real ms). */
  speed: number;
  deadlineMinutes: number;
  /** Real ms a worker may take to get ready before it is killed as stuck (default 60 s). */
  startupMs?: number;
  log?: (msg: string) => void;
}

export interface CrashReport {
  kills: number;
  workerRuns: number;
  journal: { sent: number; accepted: number; refused: number; resentAfterRestart: number };
  reminders: { fired: number; posted: number; lost: number; doubled: number };
  deadlines: { fired: number; posted: number; defaultsApplied: number };
  check: CheckReport;
  seconds: number;
}

function runWorker(
  env: Record<string, string>,
  lifeMs: number | null,
  _log: (m: string) => void,
  startupMs = 60_000,
): Promise<{ killed: boolean; code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', WORKER], {
      cwd: ROOT,
      env: { ...process.env, ...env, LOG_LEVEL: 'error' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    let killed = false;
    child.stderr.on('data', (d: Buffer) => {
      stderr = (stderr + d.toString()).slice(-20_000);
    });
    let timer: NodeJS.Timeout | null = null;
    const kill = () => {
      killed = true;
      child.kill('SIGKILL');
    };
    // The clock of a worker's life starts when it is ready (connected, app built): start-up is not the test.
    child.stdout.on('data', (d: Buffer) => {
      const text = d.toString();
      if (text.includes('ready') && lifeMs !== null && !timer) timer = setTimeout(kill, lifeMs);
    });
    // A worker that never gets ready is killed too (and reported by the caller).
    const startup = setTimeout(() => {
      if (!timer) kill();
    }, startupMs);
    child.on('exit', (code) => {
      if (timer) clearTimeout(timer);
      clearTimeout(startup);
      resolve({ killed, code, stderr });
    });
  });
}

export async function runCrashTest(o: CrashOptions): Promise<CrashReport> {
  const log = o.log ?? (() => {});
  const t0 = Date.now();
  const dir = mkdtempSync(join(tmpdir(), 'chancery-crash-'));
  const journalPath = join(dir, 'journal.jsonl');
  // Migrate once, before any worker (workers open the same database and find it migrated).
  const h0 = await openDb({ databaseUrl: o.databaseUrl, poolSize: 2 });
  await h0.close();
  const clockBase = Date.parse('2030-01-01T00:00:00Z');
  const clockStart = Date.now();
  const rand = new Rand(`${o.seed}/kills`);
  const env = {
    SOAK_DB_URL: o.databaseUrl,
    SOAK_JOURNAL: journalPath,
    SOAK_CLOCK_BASE: String(clockBase),
    SOAK_CLOCK_START: String(clockStart),
    SOAK_SPEED: String(o.speed),
    SOAK_GAMES: String(o.games),
    SOAK_PLAYERS: String(o.players),
    SOAK_SEED: o.seed,
    SOAK_DEADLINE: String(o.deadlineMinutes),
  };
  let runs = 0;
  for (let k = 0; k < o.kills; k++) {
    const life = o.minLifeMs + rand.int(Math.max(1, o.maxLifeMs - o.minLifeMs));
    const r = await runWorker({ ...env, SOAK_INCARNATION: String(k) }, life, log, o.startupMs);
    runs += 1;
    log(`worker ${k}: ${r.killed ? `SIGKILL after ${life} ms` : `exited ${r.code}`}`);
    if (!r.killed) throw new Error(`worker ${k} exited by itself (${r.code}) before its kill:\n${r.stderr}`);
  }
  // Recovery: a fresh process takes over the dead workers' timers once their leases run out.
  const h = await openDb({ databaseUrl: o.databaseUrl, poolSize: 5 });
  const clock = fastClock(clockBase, clockStart, o.speed);
  const journal = new FileJournal(journalPath);
  const app = createApp({ db: h.db, images: false, clock, owner: 'recovery', notifier: journalNotifier(journal) });
  try {
    const until = Date.now() + (LEASE_MS / o.speed) * 1.2 + 500;
    while (Date.now() < until) {
      await app.services.scheduler.tick();
      await sleep(100);
    }
    // Whatever is due now must go; the clock stops so that the timers can settle.
    clock.freeze();
    for (let i = 0; i < 200 && (await app.services.scheduler.tick()) > 0; i++);
    const now = clock.now();
    const lines = FileJournal.read(journalPath);
    const check = await checkDatabase(app, h.db, lines, { now, leaseMs: 0 });
    const all = await h.db.select().from(timersTable);
    const gamesOf = (kind: 'reminder' | 'deadline') => {
      const m = new Map<string, number>();
      for (const t of all) if (t.kind === kind && t.firedAt) m.set(t.gameId, (m.get(t.gameId) ?? 0) + 1);
      return m;
    };
    const posts = (kind: 'reminder' | 'deadline') => {
      const m = new Map<string, number>();
      for (const l of lines) if (l.t === 'N' && l.kind === kind && l.game) m.set(l.game, (m.get(l.game) ?? 0) + 1);
      return m;
    };
    const firedRem = gamesOf('reminder');
    const postedRem = posts('reminder');
    let lost = 0;
    let doubled = 0;
    for (const g of new Set([...firedRem.keys(), ...postedRem.keys()])) {
      const f = firedRem.get(g) ?? 0;
      const p = postedRem.get(g) ?? 0;
      // A reminder to a table whose players all moved in the meantime posts nothing: count only excess.
      if (p > f) doubled += p - f;
      else lost += f - p;
    }
    if (doubled) check.violations.push(`${doubled} reminder post(s) more than reminder timers fired`);
    const firedDl = gamesOf('deadline');
    const postedDl = posts('deadline');
    for (const [g, p] of postedDl)
      if (p > (firedDl.get(g) ?? 0))
        check.violations.push(`game ${g}: ${p} deadline posts for ${firedDl.get(g) ?? 0} fired deadlines`);
    const count = (t: JournalLine['t']) => lines.filter((l) => l.t === t).length;
    return {
      kills: o.kills,
      workerRuns: runs,
      journal: {
        sent: count('S'),
        accepted: count('A'),
        refused: count('R'),
        resentAfterRestart: lines.filter((l) => l.t === 'S' && l.op === 'resend-after-restart').length,
      },
      reminders: {
        fired: [...firedRem.values()].reduce((a, b) => a + b, 0),
        posted: [...postedRem.values()].reduce((a, b) => a + b, 0),
        lost,
        doubled,
      },
      deadlines: {
        fired: [...firedDl.values()].reduce((a, b) => a + b, 0),
        posted: [...postedDl.values()].reduce((a, b) => a + b, 0),
        defaultsApplied: check.deadlineDefaults,
      },
      check,
      seconds: (Date.now() - t0) / 1000,
    };
  } finally {
    await h.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
