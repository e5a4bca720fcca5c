/**
 * 95% intervals for tournament reports: Wilson for shares (wins, solos, largest-power finishes) and a
 * percentile bootstrap over games for means and ratios of means. The bootstrap draws from its own seeded
 * generator, so a report is the same on every run of the same games.
 */

export interface Interval {
  /** the point estimate */
  value: number;
  lo: number;
  hi: number;
}

const Z95 = 1.959963984540054;

/** Wilson score interval for `k` successes in `n` trials (95%). */
export function wilson(k: number, n: number): Interval {
  if (!Number.isInteger(k) || !Number.isInteger(n) || n < 1 || k < 0 || k > n)
    throw new Error(`wilson: need 0 <= k <= n, n >= 1 (got k=${k}, n=${n})`);
  const p = k / n;
  const z2 = Z95 * Z95;
  const denom = 1 + z2 / n;
  const centre = (p + z2 / (2 * n)) / denom;
  const half = (Z95 * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / denom;
  return { value: p, lo: Math.max(0, centre - half), hi: Math.min(1, centre + half) };
}

/** mulberry32: a small seeded generator, for resampling only. */
function generator(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function percentile(sorted: readonly number[], q: number): number {
  const i = (sorted.length - 1) * q;
  const lo = Math.floor(i);
  const hi = Math.ceil(i);
  return sorted[lo] + (sorted[hi] - sorted[lo]) * (i - lo);
}

const mean = (xs: readonly number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;

/**
 * Percentile bootstrap of a statistic of paired per-game samples: each resample draws whole games with
 * replacement (so the two numbers of one game stay together), `rounds` times.
 */
function bootstrap(
  n: number,
  stat: (picks: readonly number[]) => number,
  rounds: number,
  seed: number,
): [number, number] {
  const rand = generator(seed);
  const stats: number[] = [];
  const picks = new Array<number>(n);
  for (let r = 0; r < rounds; r++) {
    for (let i = 0; i < n; i++) picks[i] = Math.floor(rand() * n);
    const s = stat(picks);
    if (Number.isFinite(s)) stats.push(s);
  }
  stats.sort((a, b) => a - b);
  if (stats.length === 0) return [Number.NaN, Number.NaN];
  return [percentile(stats, 0.025), percentile(stats, 0.975)];
}

/** Mean of per-game values with a 95% bootstrap interval over games. */
export function meanInterval(values: readonly number[], rounds = 4000, seed = 1): Interval {
  if (values.length === 0) throw new Error('meanInterval: no values');
  const [lo, hi] = bootstrap(values.length, (p) => mean(p.map((i) => values[i])), rounds, seed);
  return { value: mean(values), lo, hi };
}

/**
 * Ratio of two means over the same games (e.g. the tested bot's centres over the others' mean
 * centres, one pair per game), with a 95% bootstrap interval that resamples whole games.
 */
export function ratioInterval(
  numerator: readonly number[],
  denominator: readonly number[],
  rounds = 4000,
  seed = 1,
): Interval {
  if (numerator.length !== denominator.length || numerator.length === 0)
    throw new Error('ratioInterval: need two equally long, non-empty lists (one pair per game)');
  const ratio = (idx: readonly number[]) => mean(idx.map((i) => numerator[i])) / mean(idx.map((i) => denominator[i]));
  const all = numerator.map((_, i) => i);
  const [lo, hi] = bootstrap(numerator.length, ratio, rounds, seed);
  return { value: ratio(all), lo, hi };
}

/** `0.62 [0.51, 0.72]` with the given number of decimals; shares as percentages with `percent`. */
export function formatInterval(x: Interval, digits = 2, percent = false): string {
  const f = (v: number) => (percent ? `${(v * 100).toFixed(Math.max(0, digits - 2))}%` : v.toFixed(digits));
  return `${f(x.value)} [${f(x.lo)}, ${f(x.hi)}]`;
}
