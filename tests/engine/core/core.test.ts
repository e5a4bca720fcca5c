import { describe, expect, it } from 'vitest';
import {
  botStream,
  die,
  int,
  replay,
  seedRng,
  shuffle,
  stateHash,
  playout,
  canonicalJson,
} from '../../../src/engine/core/index.js';
import { toyGame } from '../../fixtures/toy-game.js';

describe('seeded rng', () => {
  it('gives the same sequence for the same seed and differs between seeds', () => {
    const a = { rng: seedRng('x') };
    const b = { rng: seedRng('x') };
    const c = { rng: seedRng('y') };
    const sa = Array.from({ length: 20 }, () => int(a, 1000));
    const sb = Array.from({ length: 20 }, () => int(b, 1000));
    const sc = Array.from({ length: 20 }, () => int(c, 1000));
    expect(sa).toEqual(sb);
    expect(sa).not.toEqual(sc);
  });
  it('rolls fair-looking dice within bounds', () => {
    const h = { rng: seedRng('dice') };
    const counts = [0, 0, 0, 0, 0, 0];
    for (let i = 0; i < 60_000; i++) counts[die(h) - 1]! += 1;
    for (const n of counts) expect(Math.abs(n - 10_000)).toBeLessThan(600);
  });
  it('shuffles into a permutation and keeps the state plain JSON', () => {
    const h = { rng: seedRng('s') };
    const out = shuffle(h, [1, 2, 3, 4, 5, 6, 7, 8]);
    expect([...out].sort()).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(JSON.parse(JSON.stringify(h))).toEqual(h);
  });
  it('derives bot streams that do not touch the game stream', () => {
    const a = botStream('seed', 'france', 3);
    const b = botStream('seed', 'france', 4);
    expect(int(a, 1e9)).not.toEqual(int(b, 1e9));
  });
});

describe('replay and hashing', () => {
  it('canonical JSON ignores key order', () => {
    expect(canonicalJson({ b: 1, a: { d: 2, c: 3 } })).toBe(canonicalJson({ a: { c: 3, d: 2 }, b: 1 }));
    expect(stateHash({ a: 1 })).not.toBe(stateHash({ a: 2 }));
  });
  it('replays a playout to an identical state', () => {
    const run = playout(toyGame, 'seed-1', { players: 3 }, { policy: 'random' });
    expect(run.result).not.toBeNull();
    const again = replay(
      toyGame,
      { kind: 'toy', seed: 'seed-1', options: { players: 3 }, engineVersion: '1' },
      run.records,
    );
    expect(stateHash(again)).toBe(run.hash);
    expect(playout(toyGame, 'seed-1', { players: 3 }, { policy: 'random' }).hash).toBe(run.hash);
  });
  it('refuses a log with a version gap', () => {
    const run = playout(toyGame, 'seed-2', { players: 2 }, { policy: 'random' });
    const broken = run.records.map((r, i) => (i === 1 ? { ...r, version: 7 } : r));
    expect(() =>
      replay(toyGame, { kind: 'toy', seed: 'seed-2', options: { players: 2 }, engineVersion: '1' }, broken),
    ).toThrow(/version/);
  });
});
