import { describe, expect, it } from 'vitest';
import { playout } from '../../src/engine/core/index.js';
import { versailles1919, type VersaillesState } from '../../src/engine/versailles-1919/index.js';
import { observerView, view } from '../../src/engine/versailles-1919/view.js';
import { MAX_PNG_BYTES } from '../../src/render/common/png.js';
import { toVersaillesBoardInput } from '../../src/render/versailles-1919/adapter.js';
import { renderVersaillesBoard, VER_WIDTH } from '../../src/render/versailles-1919/render.js';
import { decodeOwnPng, diffShare, pixelStats, PNG_SIGNATURE } from './png-helpers.js';

const games = new Map<number, VersaillesState>();
function versaillesAfter(actions: number): VersaillesState {
  let s = games.get(actions);
  if (!s) {
    s = playout(versailles1919, 'render-versailles', { botLevel: 'baseline' }, { maxActions: actions })
      .state as VersaillesState;
    games.set(actions, s);
  }
  return s;
}

describe('Versailles 1919 board diagram', () => {
  it('renders a tall PNG (for a phone, issue #18) under 2 MiB that is not blank, the same bytes twice', async () => {
    const input = toVersaillesBoardInput(observerView(versaillesAfter(60)));
    const png = await renderVersaillesBoard(input);
    expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    expect(png.length).toBeLessThan(MAX_PNG_BYTES);
    const img = decodeOwnPng(png);
    expect(img.width).toBe(VER_WIDTH);
    expect(img.height).toBeGreaterThan(img.width);
    const stats = pixelStats(img);
    expect(stats.distinctColours).toBeGreaterThan(100);
    expect(stats.dominantShare).toBeLessThan(0.8);
    expect((await renderVersaillesBoard(input)).equals(png)).toBe(true);
  });

  it('copies the public board: cards, cubes, regions and happiness', () => {
    const s = versaillesAfter(60);
    const v = observerView(s);
    const input = toVersaillesBoardInput(v);
    expect(input.table).toHaveLength(v.table.issues.length);
    expect(input.waitingRoom).toHaveLength(v.waitingRoom.issues.length);
    const cubesOnCards = (cards: typeof input.table) =>
      cards.reduce((a, c) => a + Object.values(c?.cubes ?? {}).reduce((x, y) => x + (y ?? 0), 0), 0);
    const viewCubes = Object.values(v.nations).reduce((a, n) => a + n.cubes.onIssues, 0);
    expect(cubesOnCards(input.table) + cubesOnCards(input.waitingRoom)).toBe(viewCubes);
    expect(input.regions.map((r) => r.unrest)).toEqual(v.regions.map((r) => r.unrest));
    expect(input.happiness).toEqual(v.happiness);
    // every role sees the same board
    for (const role of ['britain', 'france', 'usa', 'italy'])
      expect(toVersaillesBoardInput(view(s, role))).toEqual(input);
  });

  it('draws a different picture later in the game', async () => {
    const a = decodeOwnPng(await renderVersaillesBoard(toVersaillesBoardInput(observerView(versaillesAfter(0)))));
    const b = decodeOwnPng(await renderVersaillesBoard(toVersaillesBoardInput(observerView(versaillesAfter(120)))));
    expect(diffShare(a, b)).toBeGreaterThan(0.005);
  });
});

describe('Versailles 1919 board at the table (labels, scores, tokens, solo)', () => {
  const game = (players: number, actions: number, seed: string) =>
    playout(versailles1919, seed, { players, botLevel: 'baseline' }, { maxActions: actions }).state as VersaillesState;

  it('carries the scoring side of each delegation: Strategy card, tokens, flags and score', () => {
    const s = game(3, 100_000, 'render-versailles-end');
    const v = observerView(s);
    const input = toVersaillesBoardInput(v, { lang: 'it', step: 'x' });
    expect(input.ended).toBe(true);
    for (const n of ['britain', 'france', 'usa'] as const) {
      expect(input.scoring![n]!.score).toBe((v.scores as Record<string, { total: number }>)[n]!.total);
      const tokens = v.nations[n]!.settled.reduce((a, x) => a + x.tokens.length, 0);
      expect(Object.values(input.scoring![n]!.tokens).reduce((a, b) => a + (b ?? 0), 0)).toBe(tokens);
      if (v.nations[n]!.strategyCard) expect(input.scoring![n]!.strategyCard).toBe(v.nations[n]!.strategyCard!.name.it);
    }
    expect(input.treaty).toEqual(v.treaty);
  });

  it('renders a finished 3-player game, a 4-player start in Italian and a solo game: PNG, < 2 MiB, not blank, repeatable', async () => {
    const inputs = [
      toVersaillesBoardInput(observerView(game(3, 100_000, 'render-versailles-end')), { lang: 'en' }),
      toVersaillesBoardInput(observerView(game(4, 0, 'render-versailles-4p')), {
        lang: 'it',
        step: 'Azioni politica e militare',
      }),
      toVersaillesBoardInput(observerView(game(1, 90, 'render-versailles-solo')), { lang: 'it' }),
    ];
    const pngs: Buffer[] = [];
    for (const input of inputs) {
      const png = await renderVersaillesBoard(input);
      expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
      expect(png.length).toBeLessThan(MAX_PNG_BYTES);
      const img = decodeOwnPng(png);
      expect(img.width).toBe(VER_WIDTH);
      const stats = pixelStats(img);
      expect(stats.distinctColours).toBeGreaterThan(100);
      expect(stats.dominantShare).toBeLessThan(0.8);
      expect((await renderVersaillesBoard(input)).equals(png)).toBe(true);
      pngs.push(png);
    }
    // the language changes the picture, not only the data
    const en = await renderVersaillesBoard({ ...inputs[1]!, lang: 'en' });
    expect(diffShare(decodeOwnPng(en), decodeOwnPng(pngs[1]!))).toBeGreaterThan(0.001);
    if (process.env.VR_WRITE_MAPS) {
      const { writeFileSync } = await import('node:fs');
      ['end-3p', 'start-4p-it', 'solo-it'].forEach((name, i) =>
        writeFileSync(`docs/maps/versailles-1919-${name}.png`, pngs[i]!),
      );
    }
  });
});
