import { describe, expect, it } from 'vitest';
import { autocomplete, getEntry, resolveValue, searchRules } from '../../src/lookup/index.js';
import { QUESTIONS } from '../../src/lookup/questions.js';

describe('searchRules', () => {
  it('puts an exact section number first', () => {
    expect(searchRules('13.4.4', { game: 'belle-epoque' })[0]).toMatchObject({
      game: 'belle-epoque',
      id: '13.4.4',
      kind: 'section',
    });
    expect(searchRules('xii.3', { game: 'diplomacy' })[0]?.id).toBe('XII.3');
  });

  it('ignores accents and case', () => {
    const a = searchRules('città assediata resa', { game: 'succession-1701' }).map((h) => h.id);
    const b = searchRules('CITTA ASSEDIATA RESA', { game: 'succession-1701' }).map((h) => h.id);
    expect(a).toEqual(b);
    expect(a[0]).toBe('22c');
  });

  it('returns titles in the requested language', () => {
    expect(searchRules('8.7', { game: 'belle-epoque', locale: 'it' })[0]?.title).toBe(
      'Risolvere una contesa diplomatica',
    );
    expect(searchRules('8.7', { game: 'belle-epoque', locale: 'en' })[0]?.title).toBe('Resolve a Diplomatic Dispute');
  });

  it('searches every game when none is given', () => {
    const games = new Set(searchRules('convoy', { limit: 5 }).map((h) => h.game));
    expect(games.has('diplomacy')).toBe(true);
    expect(searchRules('convoglio', { limit: 1 })[0]).toMatchObject({ game: 'diplomacy', id: 'XII' });
  });

  it('can be limited to cards', () => {
    const hits = searchRules('Big Stick', { game: 'belle-epoque', kind: 'card', limit: 5 });
    expect(hits.every((h) => h.kind === 'card')).toBe(true);
    expect(
      hits
        .slice(0, 2)
        .map((h) => h.id)
        .sort(),
    ).toEqual(['IC17', 'IC18']);
  });

  it('finds a card by its id', () => {
    expect(searchRules('c21', { limit: 1 })[0]).toMatchObject({ game: 'succession-1701', id: 'c21', kind: 'card' });
    expect(searchRules('IC17', { limit: 1 })[0]).toMatchObject({ game: 'belle-epoque', id: 'IC17' });
  });

  it('copes with whatever Discord sends', () => {
    for (const q of ['', '   ', '(((', '🃏', 'a'.repeat(500), '..', '§8.7', 'è', 'dispute\u0000x', "l'appoggio"]) {
      expect(() => searchRules(q)).not.toThrow();
      expect(autocomplete(q).length).toBeLessThanOrEqual(25);
    }
    expect(searchRules('§8.7', { game: 'belle-epoque' })[0]?.id).toBe('8.7');
  });

  it('returns nothing for nonsense', () => {
    expect(searchRules('qqqzzzxxy', { game: 'diplomacy' })).toEqual([]);
  });
});

describe('getEntry', () => {
  it('finds sections by id and by an alias', () => {
    expect(getEntry('diplomacy', 'XII')?.entry.id).toBe('XII');
    expect(getEntry('diplomacy', '4.7')?.entry.id).toBe('XII');
    expect(getEntry('succession-1701', '5.10')?.entry.id).toBe('22c');
    expect(getEntry('versailles-1919', '4.2')?.entry.id).toBe('place-influence');
  });

  it('finds cards by the engine ids, including per-copy ids', () => {
    expect(getEntry('belle-epoque', 'N_social_policy_GB')).toMatchObject({
      kind: 'card',
      entry: { id: 'N_social_policy' },
    });
    expect(getEntry('succession-1701', 'A-JOKER-2')).toMatchObject({ kind: 'card', entry: { id: 'tactical-JOKER' } });
    expect(getEntry('versailles-1919', 'rhineland')?.kind).toBe('card');
  });

  it('accepts autocomplete values and rejects unknown ids', () => {
    expect(getEntry('belle-epoque', 'belle-epoque:8.7')?.entry.id).toBe('8.7');
    expect(resolveValue('diplomacy:XI')?.entry.id).toBe('XI');
    expect(getEntry('diplomacy', '99.9')).toBeNull();
  });
});

describe('autocomplete', () => {
  it('gives at most 25 Discord-sized choices that resolve back to entries', () => {
    for (const [game, qs] of Object.entries(QUESTIONS)) {
      for (const { q } of qs) {
        for (const locale of ['en', 'it'] as const) {
          const choices = autocomplete(q.slice(0, 6), { game: game as never, locale });
          expect(choices.length).toBeLessThanOrEqual(25);
          for (const c of choices) {
            expect(c.name.length).toBeGreaterThan(0);
            expect(c.name.length).toBeLessThanOrEqual(100);
            expect(c.value.length).toBeLessThanOrEqual(100);
            expect(resolveValue(c.value)).not.toBeNull();
          }
        }
      }
    }
  });

  it('completes a word being typed', () => {
    expect(autocomplete('sell arm', { game: 'belle-epoque' })[0]?.value).toBe('belle-epoque:8.9');
    expect(autocomplete('convogl', { game: 'diplomacy', locale: 'it' })[0]?.value).toMatch(/^diplomacy:XII(\.\d)?$/);
  });

  it('lists top-level sections for an empty query, with the game tag across games', () => {
    const one = autocomplete('', { game: 'diplomacy' });
    expect(one[0]).toEqual({ name: 'I Players and Great Powers', value: 'diplomacy:I' });
    const all = autocomplete('   ', { locale: 'it' });
    expect(all.length).toBe(25);
    expect(all[0]?.name.startsWith('[LBE] ')).toBe(true);
  });

  it('can list cards only', () => {
    const cards = autocomplete('rhin', { game: 'versailles-1919', kind: 'card' });
    expect(cards[0]?.value).toBe('versailles-1919:rhineland');
  });
});
