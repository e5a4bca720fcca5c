/**
 * Seeded PRNG whose whole state is plain JSON kept in `state.rng` (STYLE §5).
 *
 * Algorithm: sfc32 (Small Fast Counting, 128-bit state), seeded by hashing the seed string with
 * cyrb128. Both are public-domain textbook algorithms, written here from their definitions.
 * Functions take the (already cloned) game state and advance `state.rng` in place.
 */
export type RngState = [number, number, number, number];

export interface HasRng {
  rng: RngState;
}

function cyrb128(str: string): RngState {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < str.length; i++) {
    const k = str.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

/** Initial PRNG state from a seed string. */
export function seedRng(seed: string): RngState {
  const s = cyrb128(seed);
  const holder: HasRng = { rng: s };
  // Warm up so that similar seeds diverge.
  for (let i = 0; i < 15; i++) next(holder);
  return holder.rng;
}

/** Next uint32, advancing the holder's PRNG state. */
export function next(holder: HasRng): number {
  let [a, b, c, d] = holder.rng;
  a >>>= 0;
  b >>>= 0;
  c >>>= 0;
  d >>>= 0;
  const t = (((a + b) >>> 0) + d) >>> 0;
  d = (d + 1) >>> 0;
  a = b ^ (b >>> 9);
  b = (c + (c << 3)) >>> 0;
  c = ((c << 21) | (c >>> 11)) >>> 0;
  c = (c + t) >>> 0;
  holder.rng = [a >>> 0, b >>> 0, c >>> 0, d >>> 0];
  return t >>> 0;
}

/** Uniform integer in [0, n). Unbiased (rejection sampling). */
export function int(holder: HasRng, n: number): number {
  if (!Number.isInteger(n) || n <= 0) throw new Error(`rng.int: bad bound ${n}`);
  const limit = Math.floor(0x100000000 / n) * n;
  for (;;) {
    const x = next(holder);
    if (x < limit) return x % n;
  }
}

/** One die: 1..sides. */
export function die(holder: HasRng, sides = 6): number {
  return int(holder, sides) + 1;
}

/** Fisher–Yates shuffle; returns a new array. */
export function shuffle<T>(holder: HasRng, list: readonly T[]): T[] {
  const out = list.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = int(holder, i + 1);
    const tmp = out[i] as T;
    out[i] = out[j] as T;
    out[j] = tmp;
  }
  return out;
}

/** A random element. */
export function pick<T>(holder: HasRng, list: readonly T[]): T {
  if (list.length === 0) throw new Error('rng.pick: empty list');
  return list[int(holder, list.length)] as T;
}

/**
 * A standalone stream for a bot, derived from the game seed, its role and the state version, so a
 * bot thinking never consumes the game's dice (STYLE §5).
 */
export function botStream(seed: string, role: string, version: number): HasRng {
  return { rng: seedRng(`${seed}/bot/${role}/${version}`) };
}
