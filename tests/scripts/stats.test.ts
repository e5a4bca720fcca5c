import { describe, expect, it } from 'vitest';
import { formatInterval, meanInterval, ratioInterval, wilson } from '../../scripts/lib/stats.js';

describe('tournament intervals', () => {
  it('Wilson matches published values (8 of 10, 0 of 10, 50 of 100)', () => {
    const a = wilson(8, 10);
    expect(a.value).toBe(0.8);
    expect(a.lo).toBeCloseTo(0.4902, 4);
    expect(a.hi).toBeCloseTo(0.9433, 4);
    const b = wilson(0, 10);
    expect(b.lo).toBe(0);
    expect(b.hi).toBeCloseTo(0.2775, 4);
    const c = wilson(50, 100);
    expect(c.lo).toBeCloseTo(0.4038, 4);
    expect(c.hi).toBeCloseTo(0.5962, 4);
    expect(() => wilson(3, 2)).toThrow();
  });

  it('bootstraps a mean: the interval holds the mean, narrows with more games, and repeats exactly', () => {
    const small = [1, 5, 3, 8, 2, 9, 4, 7, 6, 0];
    const big = Array.from({ length: 200 }, (_, i) => small[i % 10]);
    const s = meanInterval(small);
    const b = meanInterval(big);
    expect(s.value).toBeCloseTo(4.5, 10);
    expect(s.lo).toBeLessThan(4.5);
    expect(s.hi).toBeGreaterThan(4.5);
    expect(b.hi - b.lo).toBeLessThan((s.hi - s.lo) / 2);
    expect(meanInterval(small)).toEqual(s);
    expect(meanInterval([3, 3, 3])).toEqual({ value: 3, lo: 3, hi: 3 });
  });

  it('bootstraps a ratio of means over paired games', () => {
    const num = [10, 12, 8, 14, 9, 11, 13, 10];
    const den = [4, 3, 5, 2, 4, 3, 3, 4];
    const r = ratioInterval(num, den);
    expect(r.value).toBeCloseTo(87 / 28, 10);
    expect(r.lo).toBeLessThan(r.value);
    expect(r.hi).toBeGreaterThan(r.value);
    expect(ratioInterval(den, den)).toEqual({ value: 1, lo: 1, hi: 1 });
    expect(() => ratioInterval([1], [1, 2])).toThrow();
    expect(formatInterval({ value: 0.5, lo: 0.25, hi: 0.75 }, 3, true)).toBe('50.0% [25.0%, 75.0%]');
  });
});
