import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { botStream, seedRng, pick } from '../../../src/engine/core/index.js';
import { belleEpoque, BelleAction } from '../../../src/engine/belle-epoque/index.js';
import {
  EVENT_CARDS,
  INTRIGUE_HALVES,
  NATIONAL_CARDS,
  POWERS,
  TERRITORY_IDS,
} from '../../../src/engine/belle-epoque/data/index.js';
import type { BelleState } from '../../../src/engine/belle-epoque/rules/types.js';

const { en, it: itLocale } = belleEpoque.locales as {
  en: Record<string, Record<string, string>>;
  it: Record<string, Record<string, string>>;
};
const has = (loc: Record<string, Record<string, string>>, key: string) => {
  const [, group, name] = key.split('.');
  return typeof loc[group]?.[name] === 'string';
};

function keysOf(o: unknown, prefix = ''): string[] {
  if (typeof o !== 'object' || o === null) return [prefix];
  return Object.entries(o).flatMap(([k, v]) => keysOf(v, prefix ? `${prefix}.${k}` : k));
}

describe('locales', () => {
  it('English and Italian have the same keys', () => {
    expect(keysOf(itLocale).sort()).toEqual(keysOf(en).sort());
  });

  it('name every role, territory, card and action type', () => {
    for (const loc of [en, itLocale]) {
      for (const p of POWERS) expect(loc.role[p]).toBeTruthy();
      for (const t of TERRITORY_IDS) expect(loc.territory[t]).toBeTruthy();
      for (const c of EVENT_CARDS) expect(loc.card[c.id]).toBeTruthy();
      for (const h of Object.keys(INTRIGUE_HALVES)) expect(loc.card[h]).toBeTruthy();
      for (const c of NATIONAL_CARDS) expect(loc.card[c.kind]).toBeTruthy();
      for (const o of BelleAction.options) expect(loc.action[o.shape.type.value]).toBeTruthy();
    }
  });

  it('cover every error code the engine can throw', () => {
    const src = readFileSync(new URL('../../../src/engine/belle-epoque/conductor.ts', import.meta.url), 'utf8');
    const codes = [...src.matchAll(/\brefuse\('([a-z_]+)'/g)].map((m) => `belle-epoque.error.${m[1]}`);
    expect(codes.length).toBeGreaterThan(10);
    for (const c of codes) {
      expect(has(en, c), c).toBe(true);
      expect(has(itLocale, c), c).toBe(true);
    }
  });

  it('cover every log event, prompt and action label met in seeded games', () => {
    const seen = new Set<string>();
    for (let g = 0; g < 6; g++) {
      const options = belleEpoque.optionsSchema.parse({
        players: 2 + (g % 3),
        promoIntrigue: true,
        dreyfus: g % 2 === 0,
      });
      let s = belleEpoque.setup(`loc-${g}`, options) as BelleState;
      const chooser = { rng: seedRng(`loc-${g}`) };
      while (!belleEpoque.result(s)) {
        const role = belleEpoque.activeRoles(s)[0];
        const legal = belleEpoque.legalActions(s, role);
        const a =
          g % 2
            ? pick(chooser, legal)
            : belleEpoque.bot(belleEpoque.view(s, role), role, legal, botStream(`loc-${g}`, role, s.version));
        seen.add(belleEpoque.describeAction(a, role).key);
        const r = belleEpoque.apply(s, role, a);
        for (const e of r.events) seen.add(e.key);
        if (r.state.resolution?.pending) seen.add(r.state.resolution.pending.key);
        s = r.state;
      }
      seen.add(belleEpoque.result(s)!.reason);
    }
    for (const k of seen) {
      expect(has(en, k), k).toBe(true);
      expect(has(itLocale, k), k).toBe(true);
    }
  });
});
