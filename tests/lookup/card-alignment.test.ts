// Every card id in each game's engine data must have a card entry (issue 9: "every card id in the
// game data has a card entry"). Diplomacy has no cards.
import { describe, expect, it } from 'vitest';
import { getEntry, gameRules, type GameSlug } from '../../src/lookup/index.js';
import { EVENT_CARDS, INTRIGUE_CARDS, NATIONAL_CARDS } from '../../src/engine/belle-epoque/data/cards.js';
import { EVENTS, ISSUES, STRATEGY_CARDS as V_STRATEGY } from '../../src/engine/versailles-1919/data/index.js';
import { STRATEGY_CARDS as S_STRATEGY, tacticalDeck } from '../../src/engine/succession-1701/data/index.js';

const ENGINE_CARD_IDS: Array<[GameSlug, string[]]> = [
  ['belle-epoque', [...EVENT_CARDS, ...INTRIGUE_CARDS, ...NATIONAL_CARDS].map((c) => c.id)],
  ['versailles-1919', [...ISSUES, ...EVENTS, ...V_STRATEGY].map((c) => c.id)],
  ['succession-1701', [...S_STRATEGY.map((c) => c.id), ...tacticalDeck('L'), ...tacticalDeck('A')]],
];

describe.each(ENGINE_CARD_IDS)('%s card entries match the engine card data', (game, ids) => {
  it('has a card entry for every engine card id', () => {
    const missing = ids.filter((id) => getEntry(game, id)?.kind !== 'card');
    expect(missing).toEqual([]);
    expect(ids.length).toBeGreaterThan(0);
  });

  it('has no card entry the engine does not know', () => {
    const known = new Set(ids);
    const orphans = gameRules(game).cardEntries.filter((c) => ![c.id, ...(c.aliases ?? [])].some((k) => known.has(k)));
    expect(orphans.map((c) => c.id)).toEqual([]);
  });
});

it('Diplomacy has no cards', () => {
  expect(gameRules('diplomacy').cardEntries).toEqual([]);
});

it('translates every Versailles Issue option label into Italian', async () => {
  const { LABEL_IT } = await import('../../src/engine/versailles-1919/data/rules/cards.js');
  const missing = ISSUES.flatMap((i) => i.options.map((o) => o.label)).filter((l) => !LABEL_IT[l]);
  expect(missing).toEqual([]);
});
