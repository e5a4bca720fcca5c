/**
 * The last resort of `npm start` (#28): an error nothing caught reaches `uncaughtException` or
 * `unhandledRejection`. A lost database connection (a socket reset, node-postgres's "Connection
 * terminated unexpectedly") is logged and the process keeps serving; anything else (a TypeError) is
 * logged and the process exits 1, for its supervisor to restart it. The console table runs as `npm
 * start` runs it, with tests/helpers/throw-on-signal.mjs throwing the error on SIGUSR2 once the console
 * has answered a first command.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { scaled } from '../helpers/slowness.js';

const ROOT = new URL('../..', import.meta.url).pathname;
const HOOK = new URL('../helpers/throw-on-signal.mjs', import.meta.url).href;
const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

/**
 * Starts the console, waits for its answer to `/game list`, sends SIGUSR2, waits for the last-resort
 * handler's log line, then sends `/game list` again and closes its input.
 */
async function throwInto(what: string): Promise<{ status: number | null; stdout: string; stderr: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'chancery-last-resort-'));
  dirs.push(dir);
  const child = spawn(process.execPath, ['--import', HOOK, 'bin/run.mjs', 'main'], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATA_DIR: dir,
      DATABASE_URL: '',
      DISCORD_TOKEN: '',
      LOG_LEVEL: 'warn',
      CHANCERY_TEST_THROW: what,
    },
  });
  let stdout = '';
  let stderr = '';
  const closed = new Promise<number | null>((resolve) => child.on('close', resolve));
  const printed = (text: string, count: number) =>
    new Promise<void>((resolve) => {
      const check = () => {
        if (stdout.split(text).length - 1 >= count) {
          child.stdout.off('data', check);
          resolve();
        }
      };
      child.stdout.on('data', check);
      check();
    });
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  child.stdin.write('/game list\n');
  await Promise.race([printed('No games in this channel', 1), closed]);
  child.kill('SIGUSR2');
  // The handler's word first (or the exit), then the same command again: answered only by a process
  // that is still serving.
  await Promise.race([
    new Promise<void>((resolve) => {
      const check = () => {
        if (/keeps serving|exiting so that/.test(stderr)) {
          child.stderr.off('data', check);
          resolve();
        }
      };
      child.stderr.on('data', check);
    }),
    closed,
  ]);
  child.stdin.end('/game list\n');
  const status = await closed;
  return { status, stdout, stderr };
}

describe('npm start: the last-resort handler', () => {
  for (const what of ['throw:reset', 'reject:terminated', 'throw:terminated']) {
    it(`survives a lost database connection nothing caught (${what})`, { timeout: scaled(120_000) }, async () => {
      const r = await throwInto(what);
      expect(r.stderr).toMatch(/a lost database connection; the process keeps serving/);
      expect(r.stdout.split('No games in this channel').length - 1, r.stderr).toBe(2);
      expect(r.status, r.stderr).toBe(0);
    });
  }

  for (const what of ['throw:bug', 'reject:bug']) {
    it(`exits 1 on any other error nothing caught (${what})`, { timeout: scaled(120_000) }, async () => {
      const r = await throwInto(what);
      expect(r.stderr).toMatch(/exiting so that a supervisor restarts the process/);
      expect(r.stderr).toContain('Cannot read properties of undefined');
      expect(r.status, r.stderr).toBe(1);
    });
  }
});
