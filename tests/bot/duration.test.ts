import { describe, expect, it } from 'vitest';
import { parseDuration } from '../../src/bot/duration.js';
import { Refusal } from '../../src/bot/types.js';

const now = new Date('2026-11-26T12:00:00Z');

describe('deadlines typed as people say them', () => {
  it.each([
    ['90', 90],
    ['90m', 90],
    ['90 min', 90],
    ['48h', 48 * 60],
    ['2d 3h', 2 * 24 * 60 + 180],
    ['1d12h', 36 * 60],
    ['2g 3o', 2 * 24 * 60 + 180],
    ['1.5h', 90],
    ['2 days', 2 * 24 * 60],
    ['3 giorni', 3 * 24 * 60],
    ['2026-11-28', 36 * 60],
    ['2026-11-28 18:00', 54 * 60],
    ['2026-11-26T13:30Z', 90],
    ['2026-11-26T14:30+01:00', 90],
  ])('%s is %i minutes', (text, minutes) => {
    expect(parseDuration(text, now)).toBe(minutes);
  });

  it.each(['soon', '2x', '3 parsecs', '2026-13-45', 'h', '5 5'])('refuses %s with examples', (text) => {
    expect(() => parseDuration(text, now)).toThrow(Refusal);
  });

  it('refuses a moment already past', () => {
    expect(() => parseDuration('2026-11-25', now)).toThrow(/past_deadline/);
  });
});
