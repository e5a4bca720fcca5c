import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { scaled } from '../helpers/slowness.js';

function simulate(args: string[]) {
  return spawnSync('npm', ['run', '--silent', 'simulate', '--', ...args], {
    encoding: 'utf8',
    timeout: scaled(120_000),
    env: { ...process.env, LOG_LEVEL: 'warn' },
  });
}

describe('npm run simulate', () => {
  it('plays a whole bot game and prints the same result, action count and state hash for the same seed', () => {
    const a = simulate(['--game', 'versailles-1919', '--players', '3', '--seed', '11', '--json']);
    const b = simulate(['--game', 'versailles-1919', '--players', '3', '--seed', '11', '--json']);
    const c = simulate(['--game', 'versailles-1919', '--players', '3', '--seed', '12', '--json']);
    expect(a.status).toBe(0);
    const ja = JSON.parse(a.stdout);
    expect(ja).toMatchObject({ game: 'versailles-1919', seed: '11', finished: true });
    expect(ja.actions).toBeGreaterThan(50);
    expect(ja.hash).toMatch(/^[0-9a-f]{16}$/);
    expect(b.stdout).toBe(a.stdout);
    expect(JSON.parse(c.stdout).hash).not.toBe(ja.hash);
  });

  it('names the games it knows when asked for an unknown one', () => {
    const r = simulate(['--game', 'chess']);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/unknown game "chess".*belle-epoque/);
  });
});
