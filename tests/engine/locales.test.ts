import { describe, expect, it } from 'vitest';
import { GAMES } from '../../src/engine/games.js';

function keys(obj: unknown, prefix = ''): string[] {
  if (obj === null || typeof obj !== 'object') return [prefix];
  return Object.entries(obj as Record<string, unknown>).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

describe.each(GAMES.map((m) => [m.slug, m] as const))('%s texts', (_slug, m) => {
  it('has every English key in Italian and the other way round', () => {
    const en = new Set(keys(m.locales.en));
    const it_ = new Set(keys(m.locales.it));
    expect([...en].filter((k) => !it_.has(k))).toEqual([]);
    expect([...it_].filter((k) => !en.has(k))).toEqual([]);
    expect(en.size).toBeGreaterThan(10);
  });
  it('names every role in both languages', () => {
    const roles = m.roles(m.optionsSchema.parse({}));
    for (const r of roles) {
      expect((m.locales.en as { role?: Record<string, string> }).role?.[r], `en role.${r}`).toBeTruthy();
      expect((m.locales.it as { role?: Record<string, string> }).role?.[r], `it role.${r}`).toBeTruthy();
    }
  });
});
