// Where a Power may put a DM cube: 8.2.1 (die-numbered spaces fill lowest first, board data decides which
// spaces carry a die face), and 8.9.2 (Diplomatic Contrasts closes a territory to the other Powers' cubes).
import { describe, expect, it } from 'vitest';
import { belleEpoque } from '../../../src/engine/belle-epoque/index.js';
import type { GameEvent } from '../../../src/engine/core/index.js';
import type { BelleState } from '../../../src/engine/belle-epoque/rules/types.js';
import { npCardStep } from '../../../src/engine/belle-epoque/rules/non-player/np-cards.js';
import { act, owners, position, withBoardData } from './builders.js';

// Russia acts first and needs no Fleet for China (8.2.2); every Power has cubes in its Embassies.
const at = (board: Record<string, string>) =>
  position({ order: ['RU', 'GB', 'FR', 'CE'], board, embassies: { GB: 3, CE: 3, FR: 3, RU: 3 } });
const chinaSends = (s: BelleState) =>
  belleEpoque
    .legalActions(s, 'russia')
    .flatMap((a) => (a.type === 'send_dm' && a.territory === 'china' ? [a.space] : []));

describe('8.2.1 die-numbered spaces fill lowest first; unnumbered spaces are the sender’s choice', () => {
  it('China as printed (8 spaces, 1–6 numbered): the lowest free numbered space, or free space 7 or 8', () => {
    const s = at({ china: 'FR . . . . . . .' });
    // space 1: foment a Dispute on the French cube; 2: lowest free numbered; 7 and 8: unnumbered
    expect(chinaSends(s)).toEqual([1, 2, 7, 8]);
  });

  for (const n of [5, 6, 7, 8, 9]) {
    it(`China with ${n} spaces in the board data: legal actions list every Power's sends without failing`, () => {
      withBoardData('china', { spaces: n, dieSpaces: Math.min(6, n) }, () => {
        const s = at({ china: `FR ${'. '.repeat(n - 1)}` });
        const unnumbered = Array.from({ length: Math.max(0, n - 6) }, (_, k) => 7 + k);
        expect(chinaSends(s)).toEqual([1, 2, ...unnumbered]);
        // every Power with reach into China: the Fleet-less Russia, and Britain with a Fleet in Asia
        const gb = position({
          board: { china: `FR ${'. '.repeat(n - 1)}` },
          fleets: { GB: ['AS'] },
          embassies: { GB: 3 },
        });
        expect(belleEpoque.legalActions(gb, 'great-britain')).toContainEqual({
          type: 'send_dm',
          territory: 'china',
          space: 2,
        });
      });
    });
  }

  it('the board data, not the territory, decides: 7 spaces with only 1–4 numbered', () => {
    withBoardData('china', { spaces: 7, dieSpaces: 4 }, () => {
      const s = at({ china: 'FR FR . . . RU .' });
      expect(chinaSends(s)).toEqual([1, 2, 3, 5, 7]);
    });
  });

  it('once every numbered space is taken, any free space may be chosen', () => {
    const s = at({ china: 'FR FR FR FR FR FR . .' });
    expect(chinaSends(s)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });
});

const choices = (s: BelleState, p: Parameters<typeof belleEpoque.legalActions>[1]) =>
  belleEpoque.legalActions(s, p).map((a) => (a.type === 'choose' ? a.option : a.type));

describe('8.9.2 Diplomatic Contrasts: no other Power may place its DM cubes in the closed territory', () => {
  it('Colonial Concession: a free space in a Colony where Britain has a cube, never the closed Congo', () => {
    let s = position({
      board: { congo: 'belgium belgium GB . . .', namibia: 'portugal GB . . . .' },
      closed: { congo: 'CE' },
      intrigue: { GB: ['IC08'] },
    });
    s = act(s, 'great-britain', { type: 'play_card', card: 'IC08', half: 'I_colonial_concession' }).state;
    expect(choices(s, 'great-britain')).toEqual(['namibia']);
  });

  it('Secret Protocol: a free space in a Minor Nation where Britain has a cube, never the closed Belgium', () => {
    let s = position({
      board: { belgium: 'GB . . .', portugal: 'GB . . .' },
      closed: { belgium: 'FR' },
      intrigue: { GB: ['ICP2'] },
    });
    s = act(s, 'great-britain', { type: 'play_card', card: 'ICP2', half: 'I_secret_protocol' }).state;
    expect(choices(s, 'great-britain')).toEqual(['portugal']);
  });

  it('Subversion: Britain may replace French cubes only outside the closed territory', () => {
    let s = position({
      board: { congo: 'belgium FR . . . .', italy: 'italy FR . . . .' },
      closed: { congo: 'CE' },
      intrigue: { GB: ['IC25'] },
    });
    s = act(s, 'great-britain', { type: 'play_card', card: 'IC25', half: 'I_subversion' }).state;
    s = act(s, 'great-britain', { type: 'choose', option: 'france' }).state;
    expect(choices(s, 'great-britain')).toEqual(['italy:1']);
  });

  it('Bribed Officials: a neutral Minor cube may be replaced only outside the closed territory', () => {
    let s = position({
      board: { congo: 'belgium belgium . . . .', algeria_morocco: 'spain . . . . .' },
      closed: { congo: 'FR' },
      intrigue: { GB: ['IC14'] },
    });
    s = act(s, 'great-britain', { type: 'play_card', card: 'IC14', half: 'I_bribed_officials' }).state;
    const options = choices(s, 'great-britain');
    expect(options).toContain('algeria_morocco:0');
    expect(options.filter((o) => o.startsWith('congo'))).toEqual([]);
  });

  it("the Non-Player's Subversion passes over a territory closed to it (13.4.6)", () => {
    const s = position({
      np: ['FR'],
      board: { belgium: 'CE CE . .', italy: 'italy GB . . . .' },
      closed: { belgium: 'CE' },
    });
    s.powers.france.intrigueHand = ['IC25'];
    const ev: GameEvent[] = [];
    npCardStep(s, 'france', ev);
    expect(owners(s, 'belgium').slice(0, 2)).toEqual(['central-empires', 'central-empires']);
    expect(owners(s, 'italy').slice(0, 2)).toEqual(['italy', 'france']);
  });

  it('the Power that closed the territory still places there', () => {
    let s = position({
      board: { congo: 'belgium belgium GB . . .' },
      closed: { congo: 'GB' },
      intrigue: { GB: ['IC08'] },
    });
    s = act(s, 'great-britain', { type: 'play_card', card: 'IC08', half: 'I_colonial_concession' }).state;
    expect(choices(s, 'great-britain')).toEqual(['congo']);
  });
});
