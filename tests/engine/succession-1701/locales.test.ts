import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { succession1701 as m } from '../../../src/engine/succession-1701/index.js';
import { Action } from '../../../src/engine/succession-1701/actions.js';

const SRC = join(import.meta.dirname, '../../../src/engine/succession-1701');
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? sources(join(dir, e.name))
      : e.name.endsWith('.ts')
        ? [readFileSync(join(dir, e.name), 'utf8')]
        : [],
  );
}
function has(obj: Record<string, unknown>, path: string): boolean {
  let cur: unknown = obj;
  for (const p of path.split('.')) {
    if (!cur || typeof cur !== 'object' || !(p in (cur as object))) return false;
    cur = (cur as Record<string, unknown>)[p];
  }
  return typeof cur === 'string' && cur.length > 0;
}
function keys(obj: unknown, prefix = ''): string[] {
  if (typeof obj !== 'object' || obj === null) return [prefix];
  return Object.entries(obj).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

describe('locales', () => {
  const code = sources(SRC).join('\n');
  const used = new Set<string>();
  for (const [, k] of code.matchAll(/log\(ev, '([a-z_]+)'/g)) used.add(`log.${k}`);
  for (const [, k] of code.matchAll(/refuse\('([a-z_]+)'/g)) used.add(`error.${k}`);
  for (const [, k] of code.matchAll(/'succession-1701\.end\.([a-z_]+)'/g)) used.add(`end.${k}`);
  for (const opt of (Action as unknown as { options: Array<{ shape: { type: { value: string } } }> }).options)
    used.add(`action.${opt.shape.type.value}`);
  for (const r of m.roles(m.optionsSchema.parse({}))) used.add(`role.${r}`);

  it('has English and Italian text for every key the engine uses', () => {
    expect(used.size).toBeGreaterThan(80);
    for (const k of used) {
      expect(has(m.locales.en, k), `en ${k}`).toBe(true);
      expect(has(m.locales.it, k), `it ${k}`).toBe(true);
    }
  });
  it('English and Italian have the same keys', () => {
    expect(keys(m.locales.it).sort()).toEqual(keys(m.locales.en).sort());
  });
  it('describeAction gives a key for every action type', () => {
    expect(
      m.describeAction({ type: 'move', army: 'army-1', to: 'PARIS', then: 'none', forcedOk: false }, 'loyalists'),
    ).toEqual({
      key: 'succession-1701.action.move',
      params: { army: 'army-1', to: 'PARIS', then: 'none', forcedOk: false },
    });
  });
});
