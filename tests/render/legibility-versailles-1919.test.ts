/**
 * Issue #18 and #20 for the Versailles 1919 board: read at 550 px wide (Discord's inline size), every
 * text at 9 px or more and every piece at 12 px or more; every text fits its box (nothing cut); every
 * symbol has its key; the Italian board has no English label; the solo board ends with its result;
 * the static-layer cache changes no pixel.
 */
import { describe, expect, it } from 'vitest';
import { playout } from '../../src/engine/core/index.js';
import { versailles1919, type VersaillesState } from '../../src/engine/versailles-1919/index.js';
import { observerView } from '../../src/engine/versailles-1919/view.js';
import { EVENT_NAME_IT, toVersaillesBoardInput } from '../../src/render/versailles-1919/adapter.js';
import type { VersaillesBoardInput } from '../../src/render/versailles-1919/input.js';
import {
  drawVersaillesBoard,
  renderVersaillesBoard,
  VER_DRAW,
  versaillesDrawnTexts,
} from '../../src/render/versailles-1919/render.js';
import { decodeOwnPng } from './png-helpers.js';
import { NATION_LABEL, TOKENS, WORDS } from '../../src/render/versailles-1919/words.js';

const INLINE = 550;
const inline = (px: number) => (px * INLINE) / VER_DRAW.width;

const game = (players: number, actions: number, seed: string) =>
  playout(versailles1919, seed, { players, botLevel: 'baseline' }, { maxActions: actions }).state as VersaillesState;

const boards: Array<[string, () => VersaillesBoardInput]> = [
  ['a 4-player mid-game (en)', () => toVersaillesBoardInput(observerView(game(4, 80, 'leg-ver-4p')), { step: 'bid' })],
  [
    'a 4-player mid-game (it)',
    () => toVersaillesBoardInput(observerView(game(4, 80, 'leg-ver-4p')), { lang: 'it', step: 'Offerte' }),
  ],
  [
    'a finished 3-player game (it)',
    () => toVersaillesBoardInput(observerView(game(3, 100_000, 'leg-ver-3p')), { lang: 'it' }),
  ],
  ['a finished solo game (en)', () => toVersaillesBoardInput(observerView(game(1, 100_000, 'leg-ver-solo')))],
  [
    'a finished solo game (it)',
    () => toVersaillesBoardInput(observerView(game(1, 100_000, 'leg-ver-solo')), { lang: 'it' }),
  ],
];
const cache = new Map<string, VersaillesBoardInput>();
const board = (name: string) => {
  if (!cache.has(name)) cache.set(name, boards.find(([n]) => n === name)![1]());
  return cache.get(name)!;
};

describe('Versailles 1919 at 550 px wide', () => {
  it('draws text at 9 px or more and pieces at 12 px or more (drawing parameters)', () => {
    expect(inline(VER_DRAW.smallestTextPx)).toBeGreaterThanOrEqual(9);
    expect(inline(VER_DRAW.smallestPiecePx)).toBeGreaterThanOrEqual(12);
  });

  describe.each(boards.map(([n]) => n))('%s', (name) => {
    it('draws no text under the smallest size and no piece under the smallest piece', () => {
      const { texts, pieces } = versaillesDrawnTexts(board(name));
      expect(texts.length).toBeGreaterThan(100);
      const small = texts.filter((t) => t.px < VER_DRAW.smallestTextPx).map((t) => `${t.text} ${t.px}px`);
      expect(small).toEqual([]);
      expect(Math.min(...pieces)).toBeGreaterThanOrEqual(VER_DRAW.smallestPiecePx);
    });

    it('fits every text in its box, measured with the canvas, and cuts none', () => {
      const { texts } = versaillesDrawnTexts(board(name));
      const over = texts
        .filter((t) => t.width > t.max + 0.01)
        .map((t) => `${t.text}: ${t.width.toFixed(1)} > ${t.max}`);
      expect(over).toEqual([]);
      expect(texts.filter((t) => t.text.includes('…')).map((t) => t.text)).toEqual([]);
    });

    it('draws every nation name whole, and a key for every symbol', () => {
      const input = board(name);
      const L = input.lang ?? 'en';
      const drawnTexts = new Set(versaillesDrawnTexts(input).texts.map((t) => t.text));
      const W = WORDS[L];
      for (const label of Object.values(W.key)) {
        if (label === W.key.you && !input.solo) continue;
        expect(drawnTexts.has(label), label).toBe(true);
      }
      for (const p of ['britain', 'france', 'usa', 'italy', 'japan'] as const)
        expect(drawnTexts.has(NATION_LABEL[L][p]), p).toBe(true);
      for (const t of TOKENS) {
        expect(drawnTexts.has(t.name[L]), t.id).toBe(true);
        expect(drawnTexts.has(t.code[L]), t.id).toBe(true);
      }
    });
  });

  it('shows the solo result and the factions’ strength at the end of a solo game, never a bare dash', () => {
    const input = board('a finished solo game (it)');
    expect(input.ended).toBe(true);
    const texts = versaillesDrawnTexts(input).texts.map((t) => t.text);
    const result = input.solo!.vp >= input.solo!.target ? WORDS.it.soloWin : WORDS.it.soloLoss;
    expect(texts.some((t) => t.includes(`${input.solo!.vp} PV su ${input.solo!.target}`) && t.includes(result))).toBe(
      true,
    );
    expect(texts).toContain(WORDS.it.cols.strength);
    for (const n of ['britain', 'france', 'usa'] as const)
      expect(texts).toContain(String(input.scoring![n]!.soloStrength));
  });

  it('has no English label on the Italian board, Event names included', () => {
    const input = board('a 4-player mid-game (it)');
    const texts = versaillesDrawnTexts(input).texts.map((t) => t.text);
    const english = new Set<string>();
    const collect = (en: unknown, it: unknown) => {
      if (typeof en === 'string') {
        if (en !== it && en.length > 2) english.add(en);
      } else if (en && typeof en === 'object')
        for (const k of Object.keys(en)) collect((en as never)[k], (it as never)[k]);
    };
    collect(WORDS.en, WORDS.it);
    expect(texts.filter((t) => english.has(t))).toEqual([]);
    // the Event cards with English words in their names read in Italian
    const faisal = toVersaillesBoardInput(
      {
        ...observerView(game(4, 0, 'leg-ver-4p')),
        table: {
          issues: [],
          event: {
            id: 'prince_faisal',
            number: 33,
            name: 'Prince Faisal',
            influenceIcon: false,
            cube: null,
            crisisLabel: 'strike',
            text: { en: { crisis: '', conference: '' }, it: { crisis: '', conference: '' } },
          },
        },
      } as ReturnType<typeof observerView>,
      { lang: 'it' },
    );
    expect(faisal.tableEvent!.name).toBe(EVENT_NAME_IT.prince_faisal);
  });

  it('gives the same pixels with the static-layer cache on (cold and warm) and off', () => {
    for (const name of ['a 4-player mid-game (it)', 'a finished solo game (en)']) {
      const input = board(name);
      const off = drawVersaillesBoard(input, { cache: false }).data();
      const cold = drawVersaillesBoard(input, { cache: true }).data();
      const warm = drawVersaillesBoard(input, { cache: true }).data();
      expect(cold.equals(off), name).toBe(true);
      expect(warm.equals(off), name).toBe(true);
    }
  });

  it('encodes, with the banded cache (static rows compressed once), the pixels of drawing everything at once', async () => {
    for (const [name] of boards) {
      const input = board(name);
      const whole = decodeOwnPng(await renderVersaillesBoard(input, { cache: false }));
      const cold = await renderVersaillesBoard(input);
      const warm = await renderVersaillesBoard(input);
      expect(warm.equals(cold), name).toBe(true);
      // decoding checks the joined stream's Adler-32 too
      const banded = decodeOwnPng(warm);
      expect([banded.width, banded.height], name).toEqual([whole.width, whole.height]);
      expect(banded.rgba.equals(whole.rgba), name).toBe(true);
    }
  });

  it(
    'encodes move after move from the rectangles kept by their keys, as drawn whole (issue #20)',
    { tags: ['slow'] },
    async () => {
      // consecutive positions change little: most rectangles come from the kept pixels, so a key that
      // leaves out something its part draws (the active delegation, a unit, a card's cubes) shows here
      let checked = 0;
      for (const [players, seed, from] of [
        [4, 'leg-ver-moves-4p', 120],
        [1, 'leg-ver-moves-solo', 60],
      ] as const) {
        const run = playout(versailles1919, seed, { players, botLevel: 'baseline' }, { maxActions: from + 20 });
        let state = versailles1919.setup(
          seed,
          versailles1919.optionsSchema.parse({ players, botLevel: 'baseline' }),
        ) as VersaillesState;
        for (const [i, r] of run.records.entries()) {
          state = versailles1919.apply(state, r.role, r.action as never).state as VersaillesState;
          if (i < from) continue;
          const input = toVersaillesBoardInput(observerView(state), { lang: 'en' });
          const whole = decodeOwnPng(await renderVersaillesBoard(input, { cache: false }));
          const patched = decodeOwnPng(await renderVersaillesBoard(input));
          expect(patched.rgba.equals(whole.rgba), `${players}p move ${i}`).toBe(true);
          checked++;
        }
      }
      expect(checked).toBeGreaterThan(30);
    },
  );

  it(
    'encodes every few moves of a 4-player and a solo game, one after another from the same cache, as drawn whole',
    { tags: ['slow'] },
    async () => {
      // boards in sequence share the cached static blocks and the reused scratch canvas: a piece left
      // out of its rectangle, or a rectangle left over from the board before, shows as static art
      let checked = 0;
      const states: Array<[string, VersaillesState]> = [];
      for (const [players, seed] of [
        [4, 'leg-ver-seq-4p'],
        [1, 'leg-ver-seq-solo'],
      ] as const) {
        const run = playout(versailles1919, seed, { players, botLevel: 'baseline' }, { maxActions: 400 });
        let state = versailles1919.setup(
          seed,
          versailles1919.optionsSchema.parse({ players, botLevel: 'baseline' }),
        ) as VersaillesState;
        run.records.forEach((r, i) => {
          state = versailles1919.apply(state, r.role, r.action as never).state as VersaillesState;
          if (i % 40 === 39) states.push([`${players}p #${i}`, state]);
        });
      }
      for (const [name, state] of states) {
        const lang = checked++ % 3 === 1 ? ('it' as const) : ('en' as const);
        const input = toVersaillesBoardInput(observerView(state), { lang, step: name });
        const whole = decodeOwnPng(await renderVersaillesBoard(input, { cache: false }));
        const patched = decodeOwnPng(await renderVersaillesBoard(input));
        expect(patched.rgba.equals(whole.rgba), `${name} ${lang}`).toBe(true);
      }
      expect(checked).toBeGreaterThan(12);
    },
  );
});
