import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { scaled } from '../helpers/slowness.js';

/** The README's promise: `printf '/help\n/game list\n' | npm start` prints help and an empty list, exit 0. */
describe('npm start without a token', () => {
  it('runs the console table on the embedded database and exits 0 at end of input', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'chancery-console-'));
    const env = { ...process.env, DATA_DIR: dataDir, DISCORD_TOKEN: '', DATABASE_URL: '', LOG_LEVEL: 'warn' };
    const run = spawnSync('npm', ['start', '--silent'], {
      input: '/help\n/game list\n',
      env,
      encoding: 'utf8',
      timeout: scaled(60_000),
    });
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('Chancery — historical strategy games in Discord');
    expect(run.stdout).toContain('No games in this channel yet');
  });
});
