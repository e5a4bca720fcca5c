import { describe, expect, it } from 'vitest';
import { describeEffects, describeHalf, localizeParams, optionLabel } from '../../src/commands/belle-epoque/names.js';
import { LBE_TEXT } from '../../src/commands/belle-epoque/text.js';
import { namingContext } from '../../src/commands/belle-epoque/present.js';
import type { Context } from '../../src/bot/types.js';
import {
  EVENT_CARDS,
  INTRIGUE_HALVES,
  NATIONAL_CARDS,
  TERRITORY_IDS,
} from '../../src/engine/belle-epoque/data/index.js';

/** The table's words: every card half and effect reads as text in both languages, with no key left showing. */
const LEFTOVER = /\{\{|effect\.|ui\.|undefined|\[object/;

function keys(o: unknown, prefix = ''): string[] {
  if (typeof o !== 'object' || o === null) return [prefix];
  return Object.entries(o).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

describe('La Belle Époque table words', () => {
  it('has the same keys in English and Italian', () => {
    expect(keys(LBE_TEXT.it).sort()).toEqual(keys(LBE_TEXT.en).sort());
  });

  it.each(['en', 'it'] as const)('describes every Intrigue half, National card and Event in %s', (locale) => {
    for (const half of Object.keys(INTRIGUE_HALVES)) expect(describeHalf(locale, half)).not.toMatch(LEFTOVER);
    for (const c of NATIONAL_CARDS) expect(describeEffects(locale, c.effects)).not.toMatch(LEFTOVER);
    for (const e of EVENT_CARDS) expect(describeEffects(locale, e.effects)).not.toMatch(LEFTOVER);
  });

  it('names ids in event parameters and card prompts', () => {
    expect(
      localizeParams('it', {
        power: 'great-britain',
        territory: 'ottoman_empire',
        owner: 'boer',
        to: 'AS',
        card: 'IC05',
      }),
    ).toEqual({
      power: 'Gran Bretagna',
      territory: 'Impero Ottomano',
      owner: 'Stati Boeri',
      to: 'Asia',
      card: 'Campagna di stampa / Trattato segreto',
    });
    expect(optionLabel('en', 'china:6')).toBe('China, space 7');
    expect(optionLabel('en', 'card:1', ['IC01', 'IC02'])).toContain('Consular Network');
    for (const t of TERRITORY_IDS) expect(optionLabel('it', t)).not.toBe(t);
  });
});

describe('La Belle Époque table words: what the channel never reads', () => {
  it('never names the Intrigue card an Ottoman ally keeps', () => {
    const ctx = {
      locale: 'en' as const,
      t: (k: string, p?: Record<string, unknown>) => `${k} ${JSON.stringify(p ?? {})}`,
      has: () => true,
    } as unknown as Context;
    const text = namingContext(ctx).t('belle-epoque.action.keep_intrigue', { card: 'IC05' });
    expect(text).not.toContain('IC05');
    expect(text).not.toContain('Press Campaign');
    expect(text).toContain('Keeps one');
  });
});

describe('the log in words (console play, issue #18)', () => {
  it("names the Powers a non-player's tie-break chose among, never their ids", () => {
    const p = localizeParams('en', {
      power: 'russia',
      die: 6,
      chosen: 'france',
      among: 'great-britain,central-empires,france',
    });
    expect(p.chosen).toBe('France');
    expect(p.among).toBe('Great Britain, Central Empires, France');
    expect(localizeParams('it', { chosen: 'central-empires', among: 'central-empires,russia' }).among).not.toMatch(/-/);
  });

  it('tells everyone the option a Power chose in the third person, with the right plural', () => {
    for (const [locale, own, its] of [
      ['en', /your Embassies/, /^\+3 DM cubes in its Embassies$/],
      ['it', /tue Ambasciate/, /^\+3 cubi MD nelle sue Ambasciate$/],
    ] as const) {
      const params = { power: 'france', option: 'embassy', card: 'N_social_policy_FR', half: '' };
      expect(optionLabel(locale, 'embassy', null, null, { card: params.card, half: '' })).toMatch(own);
      expect(String(localizeParams(locale, params).option)).toMatch(its);
    }
  });
});
