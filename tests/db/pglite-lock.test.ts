/**
 * One process per PGlite data directory (issue #16): two processes on one directory used to corrupt
 * it (a lost acknowledged move, then a store that no longer opened). Real child processes run the
 * console table (`src/main.ts`) on one data directory: the second is refused with a message that points
 * to DATABASE_URL, the first keeps playing, and the stored state then equals the replay of the log. A
 * lock left by a dead process is taken over. A data directory reached through a symbolic link takes
 * the lock of the directory it points to (#28). The children are awaited on their output and their exit,
 * never on a fixed deadline (the tests' own timeouts are scaled by the machine's measured slowness).
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app.js';
import { lockPathOf, openDb } from '../../src/db/client.js';
import { runToExit } from '../helpers/run-process.js';
import { scaled } from '../helpers/slowness.js';

const ROOT = new URL('../..', import.meta.url).pathname;
const TSX = join(ROOT, 'node_modules/.bin/tsx');
const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

function freshDataDir(): string {
  const d = mkdtempSync(join(tmpdir(), 'chancery-lock-'));
  dirs.push(d);
  return d;
}

const childEnv = (dataDir: string) => ({
  ...process.env,
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  DISCORD_TOKEN: '',
  LOG_LEVEL: 'warn',
});

/** The console table in a child process, driven line by line. */
class ConsoleChild {
  readonly proc: ChildProcessWithoutNullStreams;
  out = '';
  err = '';
  private marks = 0;
  readonly exited: Promise<number | null>;

  constructor(dataDir: string) {
    this.proc = spawn(TSX, ['src/main.ts'], { cwd: ROOT, env: childEnv(dataDir) });
    this.proc.stdout.on('data', (d: Buffer) => (this.out += d.toString()));
    this.proc.stderr.on('data', (d: Buffer) => (this.err += d.toString()));
    this.exited = new Promise((r) => this.proc.on('exit', (code) => r(code)));
  }

  /** Sends a line and resolves with what it printed: when the mark after it is echoed, or fails if the console exits. */
  async send(line: string): Promise<string> {
    const mark = `# done-${++this.marks}`;
    const from = this.out.length;
    const done = () => this.out.indexOf(`> ${mark}`, from);
    await new Promise<void>((resolve, reject) => {
      const check = () => {
        if (done() < 0) return;
        cleanup();
        resolve();
      };
      const exited = (code: number | null) => {
        cleanup();
        reject(new Error(`the console exited (${code}) before answering ${line}: ${this.err}`));
      };
      const cleanup = () => {
        this.proc.stdout.off('data', check);
        this.proc.off('exit', exited);
      };
      this.proc.stdout.on('data', check);
      this.proc.on('exit', exited);
      this.proc.stdin.write(`${line}\n${mark}\n`);
    });
    return this.out.slice(from, done());
  }

  async quit(): Promise<number | null> {
    this.proc.stdin.end('/quit\n');
    return this.exited;
  }
}

/** Makes one move with the first legal action the autocomplete offers; returns the new output. */
async function move(c: ConsoleChild): Promise<string> {
  const choices = await c.send('/complete /play action:');
  const value = /^\s+(\d+\.\d+)\s+—/m.exec(choices)?.[1];
  if (!value) throw new Error(`no move offered: ${choices}`);
  return c.send(`/play action:${value}`);
}

describe('PGlite: one process per data directory', () => {
  it(
    'refuses a second process with a clear message; the first keeps working; the store equals the replay',
    async () => {
      const dataDir = freshDataDir();
      const first = new ConsoleChild(dataDir);
      try {
        const created = await first.send('/game new game:succession-1701 seats:1');
        const id = /`([a-z0-9]+)`/.exec(created)?.[1];
        expect(id, created).toBeTruthy();
        await move(first);
        const lock = JSON.parse(readFileSync(lockPathOf(join(dataDir, 'pglite')), 'utf8')) as { pid: number };
        expect(lock.pid, 'the lock names the first process (tsx runs it as its child)').toBeGreaterThan(0);

        // The second process: refused at once, before it touches the directory.
        const second = await runConsole(dataDir, '/game list\n/play action:0.0\n');
        expect(second.status, second.stderr).toBe(2);
        expect(second.stderr).toContain('is already open in process');
        expect(second.stderr).toContain('DATABASE_URL');
        expect(second.stdout, 'the second console never ran a command').not.toContain('/game list');

        // The first keeps working after the refusal.
        for (let i = 0; i < 3; i++) expect(await move(first)).not.toContain('Something went wrong');
        const status = await first.send(`/game status game:${id}`);
        expect(status).toContain(id!);
        expect(await first.quit()).toBe(0);
        expect(existsSync(lockPathOf(join(dataDir, 'pglite'))), 'released at exit').toBe(false);

        // Stored state equals the replay of the log; every acknowledged move is there.
        const h = await openDb({ dataDir: join(dataDir, 'pglite') });
        try {
          const app = createApp({ db: h.db, images: false });
          const verified = await app.services.admin.verify(id!);
          expect(verified.equal).toBe(true);
          const humanMoves = (await app.services.table.repo.actions(id!)).filter((a) => a.userId !== null);
          expect(humanMoves.length).toBe(4);
          console.info(
            `pglite lock: second process exit 2; first made 4 moves; log versions ${verified.versions.at(-1)}; replay equal`,
          );
        } finally {
          await h.close();
        }
      } finally {
        if (first.proc.exitCode === null) first.proc.kill();
      }
    },
    scaled(240_000),
  );

  it(
    'takes over a lock left by a dead process, and refuses one held in this process',
    async () => {
      const dataDir = join(freshDataDir(), 'pglite');
      // A process that has exited: its PID is free.
      const dead = await runConsole(null, '', [process.execPath, '-e', 'process.stdout.write(String(process.pid))']);
      const deadPid = Number(dead.stdout);
      expect(deadPid).toBeGreaterThan(0);
      writeFileSync(
        lockPathOf(dataDir),
        JSON.stringify({ pid: deadPid, host: (await import('node:os')).hostname(), started: null, at: 'earlier' }),
      );
      const h = await openDb({ dataDir });
      try {
        const lock = JSON.parse(readFileSync(lockPathOf(dataDir), 'utf8')) as { pid: number };
        expect(lock.pid).toBe(process.pid);
        // Opening it again in the same process is refused too: two PGlite instances on one directory.
        await expect(openDb({ dataDir })).rejects.toThrow(/already open in process/);
      } finally {
        await h.close();
      }
      expect(existsSync(lockPathOf(dataDir)), 'released on close').toBe(false);
    },
    scaled(120_000),
  );

  it(
    'a data directory reached through a symbolic link shares the lock of the one it points to',
    async () => {
      // DATA_DIR=a holds the store; DATA_DIR=b has `pglite` as a link to a/pglite (and a third goes
      // through a linked parent folder).
      const a = freshDataDir();
      const b = freshDataDir();
      const c = freshDataDir();
      mkdirSync(join(a, 'pglite'));
      symlinkSync(join(a, 'pglite'), join(b, 'pglite'));
      symlinkSync(a, join(c, 'linked'));
      expect(lockPathOf(join(b, 'pglite'))).toBe(lockPathOf(join(a, 'pglite')));
      expect(lockPathOf(join(c, 'linked', 'pglite'))).toBe(lockPathOf(join(a, 'pglite')));
      const h = await openDb({ dataDir: join(a, 'pglite') });
      try {
        // In this process: the second open through the link is refused as already open, never opened twice.
        await expect(openDb({ dataDir: join(b, 'pglite') })).rejects.toThrow(/already open in process/);
        // Another process (the console, as npm start runs it) through the link: refused the same way,
        // with the message about the lock, not "damaged".
        const other = await runConsole(b, '/game list\n');
        expect(other.status, other.stderr).toBe(2);
        expect(other.stderr).toContain(`is already open in process ${process.pid}`);
        expect(other.stderr).not.toMatch(/damaged/);
      } finally {
        await h.close();
      }
      expect(existsSync(lockPathOf(join(a, 'pglite'))), 'released on close').toBe(false);
    },
    scaled(120_000),
  );
});

/** Runs the console on `dataDir` (or `command`) with `input`, to its exit. */
function runConsole(dataDir: string | null, input: string, command: string[] = [TSX, 'src/main.ts']) {
  return runToExit(command, { cwd: ROOT, env: dataDir ? childEnv(dataDir) : process.env, input });
}
