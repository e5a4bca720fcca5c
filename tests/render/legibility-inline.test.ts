/**
 * Issue #30, a board for the chat: Discord fits an inline image into about 550×350. Each game's inline
 * view must fit that box at a scale of 0.45 or more (Diplomacy, with its legend beside the map, 0.38),
 * and every text it draws must be 8 px or more once fitted (pieces 10 px or more), measured from the
 * real PNG's size and the sizes the renderers drew. Diplomacy's codes keep clear of each other and of
 * every unit's spot. Every final map carries the outcome. Renders are pure: same input, same bytes.
 */
import { describe, expect, it } from 'vitest';
import { playout } from '../../src/engine/core/index.js';
import { belleEpoque, type BelleState } from '../../src/engine/belle-epoque/index.js';
import { viewFor as lbeViewFor } from '../../src/engine/belle-epoque/view.js';
import { GAMES } from '../../src/engine/games.js';
import { viewFor as dipViewFor } from '../../src/engine/diplomacy/view.js';
import { succession1701, type Succession1701State } from '../../src/engine/succession-1701/index.js';
import { viewFor as s1701ViewOf } from '../../src/engine/succession-1701/view.js';
import { versailles1919, type VersaillesState } from '../../src/engine/versailles-1919/index.js';
import { observerView as verObserverView } from '../../src/engine/versailles-1919/view.js';
import { toLbeMapInput } from '../../src/render/belle-epoque/adapter.js';
import {
  drawBelleEpoqueInline,
  LBE_INLINE,
  lbeInlineContinent,
  renderBelleEpoqueInline,
} from '../../src/render/belle-epoque/inline.js';
import { lbeMidGame } from '../../src/render/belle-epoque/samples.js';
import { overlaps, type Box } from '../../src/render/common/labels.js';
import { toDiplomacyMapInput } from '../../src/render/diplomacy/adapter.js';
import { DIP_INLINE, drawDiplomacyInline, renderDiplomacyInline } from '../../src/render/diplomacy/inline.js';
import { DIP_DRAW, diplomacyLabelLayout, diplomacyUnitSpot } from '../../src/render/diplomacy/render.js';
import { dipOrders } from '../../src/render/diplomacy/samples.js';
import { toSuccession1701MapInput } from '../../src/render/succession-1701/adapter.js';
import {
  drawSuccession1701Inline,
  renderSuccession1701Inline,
  S1701_INLINE_MAX_H,
  s1701InlineTheatre,
} from '../../src/render/succession-1701/inline.js';
import { renderSuccession1701Map, S1701_DRAW } from '../../src/render/succession-1701/render.js';
import { toVersaillesBoardInput } from '../../src/render/versailles-1919/adapter.js';
import { drawVersaillesInline, renderVersaillesInline, VER_INLINE } from '../../src/render/versailles-1919/inline.js';
import { decodeOwnPng } from './png-helpers.js';

const BOX = { w: 550, h: 350 };
/** The scale Discord's inline box fits an image of this size at. */
const fitted = (png: Buffer) => {
  const { width, height } = decodeOwnPng(png);
  return { width, height, scale: Math.min(BOX.w / width, BOX.h / height) };
};
const MIN_TEXT = 8;
const MIN_PIECE = 10;

describe('La Belle Époque inline view', () => {
  const state = playout(belleEpoque, 'inline-lbe', {}, { maxActions: 400 }).state as BelleState;
  const input = toLbeMapInput(lbeViewFor(state, 'observer'), { caption: 'Turn 4 · Action Phase' });

  it.each([
    'EU',
    'AF',
    'AS',
  ] as const)('the %s view fits 550×350 at ≥0.45 with text ≥8 px and pieces ≥10 px', async (c) => {
    const png = await renderBelleEpoqueInline(input, { continent: c });
    const { width, height, scale } = fitted(png);
    expect(width).toBe(LBE_INLINE.width);
    expect(height).toBe(LBE_INLINE.height);
    expect(scale).toBeGreaterThanOrEqual(0.45);
    const { drawn } = drawBelleEpoqueInline(input, { continent: c });
    // every card of the continent is drawn, inside the image
    expect(drawn.cards.length).toBeGreaterThan(0);
    for (const card of drawn.cards) {
      expect(card.box.x).toBeGreaterThanOrEqual(0);
      expect(card.box.x + card.box.w).toBeLessThanOrEqual(width);
      expect(card.box.y + card.box.h).toBeLessThanOrEqual(height);
    }
    // cards do not cover each other
    for (const [i, a] of drawn.cards.entries())
      for (const b of drawn.cards.slice(i + 1)) expect(overlaps(a.box, b.box), `${a.id} / ${b.id}`).toBe(false);
    const smallest = Math.min(LBE_INLINE.smallestTextPx, ...drawn.texts.map((t) => t.px));
    expect(smallest * scale).toBeGreaterThanOrEqual(MIN_TEXT);
    expect(LBE_INLINE.smallestPiecePx * scale).toBeGreaterThanOrEqual(MIN_PIECE);
  });

  it('shows the continent where the move was, and the outcome on a banner', () => {
    const before = lbeMidGame();
    const after = structuredClone(before);
    const congo = after.territories.find((t) => t.id === 'congo')!;
    congo.spaces[5] = { base: 'GB' };
    // a Dispute being resolved shows its continent; else where the board changed
    expect(lbeInlineContinent(before)).toBe('AF');
    const quiet = { ...before, activeDispute: null };
    expect(lbeInlineContinent(quiet, quiet)).toBe('EU');
    const asia = structuredClone(quiet);
    asia.territories.find((t) => t.id === 'japan')!.spaces[5] = { base: 'RU' };
    expect(lbeInlineContinent(asia, quiet)).toBe('AS');
    const { drawn } = drawBelleEpoqueInline(before, { banner: 'Winners: France — France 41' });
    expect(drawn.texts.map((t) => t.text)).toContain('Winners: France — France 41');
  });

  it('is deterministic', async () => {
    const a = await renderBelleEpoqueInline(input, { continent: 'EU' });
    const b = await renderBelleEpoqueInline(structuredClone(input), { continent: 'EU' });
    expect(a.equals(b)).toBe(true);
  });
});

describe('Versailles 1919 inline view', () => {
  const mid = playout(versailles1919, 'inline-ver', { players: 4, botLevel: 'baseline' }, { maxActions: 200 })
    .state as VersaillesState;
  const end = playout(versailles1919, 'inline-ver-end', { players: 3, botLevel: 'baseline' }, { maxActions: 100000 })
    .state as VersaillesState;

  it.each([
    ['mid-game', mid, 'en'],
    ['mid-game in Italian', mid, 'it'],
    ['final', end, 'en'],
  ] as const)('the %s view fits at ≥0.45 with every text ≥8 px, unclipped', async (_, st, lang) => {
    const input = toVersaillesBoardInput(verObserverView(st), { lang });
    const png = await renderVersaillesInline(input);
    const { width, height, scale } = fitted(png);
    expect([width, height]).toEqual([VER_INLINE.width, VER_INLINE.height]);
    expect(scale).toBeGreaterThanOrEqual(0.45);
    const { drawn } = drawVersaillesInline(input);
    expect(drawn.texts.length).toBeGreaterThan(20);
    for (const t of drawn.texts) {
      expect(t.px * scale, t.text).toBeGreaterThanOrEqual(MIN_TEXT);
      expect(t.width, `"${t.text}" wider than its room`).toBeLessThanOrEqual(t.max + 0.5);
    }
    for (const p of drawn.pieces) expect(p * scale).toBeGreaterThanOrEqual(MIN_PIECE);
  });

  it('the final view says the game is over', () => {
    expect(end.ended ?? verObserverView(end).ended).toBeTruthy();
    const { drawn } = drawVersaillesInline(toVersaillesBoardInput(verObserverView(end)), { banner: 'Winners: USA' });
    const texts = drawn.texts.map((t) => t.text);
    expect(texts.some((t) => t.startsWith('Game over'))).toBe(true);
    expect(texts).toContain('Winners: USA');
  });
});

describe('1701 inline view', () => {
  const mid = playout(succession1701, 'inline-1701', {}, { maxActions: 150 }).state as Succession1701State;
  const end = playout(succession1701, 'inline-1701-end', {}, { maxActions: 100000 }).state as Succession1701State;
  const input = toSuccession1701MapInput(s1701ViewOf(mid, 'observer'));

  it.each([
    'flanders',
    'rhine',
    'danube',
    'italy',
  ])('the %s theatre fits at ≥0.45 with names ≥8 px', async (theatre) => {
    const png = await renderSuccession1701Inline(input, { theatre });
    const { height, scale } = fitted(png);
    expect(height).toBeLessThanOrEqual(S1701_INLINE_MAX_H);
    expect(scale).toBeGreaterThanOrEqual(0.45);
    const { drawn } = drawSuccession1701Inline(input, { theatre });
    expect(drawn.mapH / 1100).toBeLessThanOrEqual(1 / 1.8 + 1e-9);
    const smallest = Math.min(S1701_DRAW.smallestTextPx, ...drawn.texts.map((t) => t.px));
    expect(smallest * scale).toBeGreaterThanOrEqual(MIN_TEXT);
    expect(S1701_DRAW.smallestPiecePx * scale).toBeGreaterThanOrEqual(MIN_PIECE);
  });

  it('shows the theatre of the last move', () => {
    const moved = structuredClone(input);
    const army = moved.armies[0]!;
    army.town = 'MILANO';
    expect(s1701InlineTheatre(moved, input)).toBe('italy');
  });

  it('the final map has an outcome banner, on the inline view and on the full board', async () => {
    expect(end.result).toBeTruthy();
    const final = toSuccession1701MapInput(s1701ViewOf(end, 'observer'));
    expect(final.outcome).toMatch(/win|draw/);
    const { drawn } = drawSuccession1701Inline(final);
    expect(drawn.texts.map((t) => t.text)).toContain(final.outcome);
    // the full board draws it too: without it the pixels differ
    const { outcome: _, ...without } = final;
    const a = await renderSuccession1701Map(final, { cache: false });
    const b = await renderSuccession1701Map(without, { cache: false });
    expect(a.equals(b)).toBe(false);
    expect(toSuccession1701MapInput(s1701ViewOf(mid, 'observer')).outcome).toBeUndefined();
  });
});

describe('Diplomacy inline view', () => {
  const dip = GAMES.find((g) => g.slug === 'diplomacy')!;
  const st = playout(dip, 'inline-dip', { endYear: 1905 }, { policy: 'bot', maxActions: 300 }).state;
  const input = toDiplomacyMapInput(dipViewFor(st as never, 'observer') as never, { caption: 'bot game' });

  it.each([
    ['a bot game', input],
    ['orders and results', dipOrders()],
  ])('%s: fits at ≥0.38 with the legend beside the map, codes and legend ≥8 px, units ≥10 px', async (_, inp) => {
    const png = await renderDiplomacyInline(inp);
    const { width, height, scale } = fitted(png);
    expect(width).toBeGreaterThan(height);
    expect(scale).toBeGreaterThanOrEqual(0.38);
    const { drawn } = drawDiplomacyInline(inp);
    expect(width).toBe(1100 + DIP_INLINE.legendW);
    for (const l of drawn.labels) expect(DIP_INLINE.textPx * scale, l.text).toBeGreaterThanOrEqual(MIN_TEXT);
    for (const t of drawn.texts) expect(t.px * scale, t.text).toBeGreaterThanOrEqual(MIN_TEXT);
    expect(Math.min(DIP_DRAW.armyPx, DIP_DRAW.fleetPx) * scale).toBeGreaterThanOrEqual(MIN_PIECE);
  });

  it('keeps every code 4 px clear of the other codes and of every unit spot (no "BOH-GAL", no unit over BUL or CON)', () => {
    const { labels } = diplomacyLabelLayout('inline');
    const gap = (a: Box, b: Box) =>
      Math.max(0, b.x - (a.x + a.w), a.x - (b.x + b.w), b.y - (a.y + a.h), a.y - (b.y + b.h));
    for (const [i, a] of labels.entries())
      for (const b of labels.slice(i + 1)) expect(gap(a.box, b.box), `${a.id}-${b.id}`).toBeGreaterThanOrEqual(3.99);
    const named = new Set(labels.map((l) => l.id));
    for (const id of ['boh', 'gal', 'bul', 'con', 'ser', 'rum', 'gre']) expect(named.has(id), id).toBe(true);
    // a unit drawn at any spot (coasts included) covers no code
    for (const loc of ['bul', 'bul/ec', 'bul/sc', 'con', 'boh', 'gal', 'vie', 'bud', 'ank', 'smy', 'ser', 'rum']) {
      const [x, y] = diplomacyUnitSpot(loc, 'inline');
      const r = DIP_DRAW.fleetPx / 2;
      const unit = { x: x - r, y: y - r, w: 2 * r, h: 2 * r };
      for (const l of labels) expect(overlaps(unit, l.box), `${loc} covers ${l.id}`).toBe(false);
    }
  });

  it('carries the outcome on its banner and is deterministic', async () => {
    const { drawn } = drawDiplomacyInline(input, { banner: 'Winners: France' });
    expect(drawn.texts.map((t) => t.text)).toContain('Winners: France');
    const a = await renderDiplomacyInline(input);
    const b = await renderDiplomacyInline(structuredClone(input));
    expect(a.equals(b)).toBe(true);
  });
});
