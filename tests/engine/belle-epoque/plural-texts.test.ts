/** Counted Fleets and Armies read as a player writes them: "1 Army", "2 Fleets" (seen: "commits 0 Fleets and 1 Armies"). */
import { describe, expect, it } from 'vitest';
import { Texts } from '../../../src/bot/i18n/index.js';
import { belleEpoque } from '../../../src/engine/belle-epoque/index.js';

const texts = new Texts([belleEpoque as never]);

describe('La Belle Époque counts units in the singular and the plural', () => {
  it.each([
    [
      'en',
      'log.units_committed',
      { power: 'France', fleets: 0, armies: 1, cost: 1 },
      'France commits 0 Fleets and 1 Army (£1).',
    ],
    ['en', 'action.commit', { fleets: 1, armies: 2 }, 'Commit 1 Fleet and 2 Armies'],
    ['en', 'log.units_bought', { power: 'Russia', fleets: 1, armies: 1 }, 'Russia buys 1 Army and 1 Fleet.'],
    [
      'it',
      'log.units_committed',
      { power: 'Francia', fleets: 1, armies: 1, cost: 2 },
      'Francia impegna 1 Flotta e 1 Armata (£2).',
    ],
    ['it', 'action.buy_units', { fleets: 2, armies: 3 }, 'Compra 3 Armate e 2 Flotte'],
  ] as const)('%s %s', (locale, key, params, want) => {
    expect(texts.t(locale, `belle-epoque.${key}`, params)).toBe(want);
  });
});
