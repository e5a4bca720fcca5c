/**
 * Issue #18 for La Belle Époque: the map is read in Discord at about 550 px wide. From the renderer's
 * drawing parameters, every text a player reads is at least 9 px and every piece at least 12 px once
 * the image is scaled to 550 px wide; on the whole board and on each continent's view no two labels
 * overlap, and every territory's card is joined by a leader line that starts inside the territory.
 */
import { describe, expect, it } from 'vitest';
import { TERRITORIES } from '../../src/engine/belle-epoque/data/index.js';
import { LBE_SPACE_COUNT, LBE_TERRITORIES } from '../../src/render/belle-epoque/geo.js';
import type { LbeContinent, LbeCubeOwner } from '../../src/render/belle-epoque/input.js';
import { LBE_CUBE_STYLE } from '../../src/render/belle-epoque/palette.js';
import { belleEpoqueLabelLayout, drawBelleEpoqueMap, LBE_DRAW } from '../../src/render/belle-epoque/render.js';
import { lbeMidGame, lbeSetup } from '../../src/render/belle-epoque/samples.js';
import { LBE_WORDS } from '../../src/render/belle-epoque/words.js';
import { overlaps } from '../../src/render/common/labels.js';

const INLINE = 550;
const inline = (px: number) => (px * INLINE) / LBE_DRAW.width;

describe('La Belle Époque at 550 px wide', () => {
  const d = LBE_DRAW;
  it('keeps every text a player reads at 9 px or more', () => {
    // the smallest text is the smallest of the sizes the renderer draws text at
    expect(d.smallestTextPx).toBe(Math.min(d.textPx, d.titlePx));
    expect(inline(d.smallestTextPx)).toBeGreaterThanOrEqual(9);
  });

  it('keeps every piece at 12 px or more (cube, control marker, Fleet chip)', () => {
    const smallest = Math.min(d.spacePx - 2 * d.cubeInset, d.markerPx, d.chipPx);
    expect(d.smallestPiecePx).toBe(smallest);
    expect(inline(smallest)).toBeGreaterThanOrEqual(12);
  });

  it('lays out the cards from the board’s own space counts', () => {
    for (const t of LBE_TERRITORIES) expect(LBE_SPACE_COUNT[t.id], t.id).toBe(TERRITORIES[t.id].spaces);
  });

  const views: Array<[string, 'europe' | 'africa' | 'asia' | undefined, LbeContinent[]]> = [
    ['whole board', undefined, ['EU', 'AF', 'AS']],
    ['Europe', 'europe', ['EU']],
    ['Africa', 'africa', ['AF']],
    ['Asia', 'asia', ['AS']],
  ];
  for (const [name, detail, continents] of views) {
    for (const lang of ['en', 'it'] as const) {
      describe(`${name} (${lang})`, () => {
        const layout = belleEpoqueLabelLayout(detail, lang);

        it('has a card for every territory of its continents', () => {
          const want = LBE_TERRITORIES.filter((t) => continents.includes(t.continent)).map((t) => t.id);
          expect(layout.cards.map((c) => c.id).sort()).toEqual([...want].sort());
        });

        it('places cards and names that do not overlap, inside their panel', () => {
          const all = [...layout.cards.map((c) => ({ id: c.id, box: c.box })), ...layout.others];
          for (const [i, a] of all.entries()) {
            const inPanel = layout.panels.some(
              (v) =>
                a.box.x >= v.x && a.box.y >= v.y && a.box.x + a.box.w <= v.x + v.w && a.box.y + a.box.h <= v.y + v.h,
            );
            expect(inPanel, `${a.id} leaves its panel`).toBe(true);
            for (const b of all.slice(i + 1)) expect(overlaps(a.box, b.box), `${a.id} / ${b.id}`).toBe(false);
          }
        });

        it('joins each card to its territory by a leader line that starts inside the territory', () => {
          for (const c of layout.cards) {
            const [x0, y0, x1, y1] = c.leader;
            expect(layout.territoryAt(x0, y0), c.id).toBe(c.id);
            expect(x1 >= c.box.x - 0.5 && x1 <= c.box.x + c.box.w + 0.5, c.id).toBe(true);
            expect(y1 >= c.box.y - 0.5 && y1 <= c.box.y + c.box.h + 0.5, c.id).toBe(true);
          }
        });

        it('explains every symbol it draws in its key', () => {
          const owners = layout.keyItems.filter((k) => k.kind === 'cube').map((k) => k.owner);
          expect(owners.sort()).toEqual((Object.keys(LBE_CUBE_STYLE) as LbeCubeOwner[]).sort());
          const kinds = new Set(layout.keyItems.map((k) => k.kind));
          for (const k of ['held', 'vp', 'free', 'plain', 'dispute', 'active', 'ruNoFleet'])
            expect(kinds, k).toContain(k);
          if (!detail) for (const k of ['fleet', 'fleetX', 'minorFleet']) expect(kinds, k).toContain(k);
          for (const k of layout.keyItems) expect(k.y + LBE_DRAW.legendRow, k.kind).toBeLessThanOrEqual(layout.height);
        });
      });
    }
  }
});

describe('La Belle Époque control marking (issue #18)', () => {
  it('does not paint a held colony over its whole region: away from its marker and card it looks unheld', () => {
    const layout = belleEpoqueLabelLayout();
    const setup = lbeSetup();
    const mid = lbeMidGame();
    // the same board with and without holders: the regions' pixels must not change
    const held = {
      ...mid,
      territories: mid.territories.map((t) => ({ ...t, spaces: setup.territories.find((s) => s.id === t.id)!.spaces })),
    };
    const unheld = { ...held, territories: held.territories.map((t) => ({ ...t, holder: null })) };
    expect(held.territories.filter((t) => t.holder).length).toBeGreaterThan(10);
    const a = drawBelleEpoqueMap(held).getContext('2d').getImageData(0, 0, LBE_DRAW.width, layout.mapH).data;
    const b = drawBelleEpoqueMap(unheld).getContext('2d').getImageData(0, 0, LBE_DRAW.width, layout.mapH).data;
    const cards = layout.cards.map((c) => c.box);
    let checked = 0;
    for (const id of ['algeria_morocco', 'egypt_sudan', 'ottoman_empire', 'french_guinea', 'china']) {
      const card = layout.cards.find((c) => c.id === id)!;
      for (let y = 4; y < layout.mapH; y += 7) {
        for (let x = 4; x < LBE_DRAW.width; x += 7) {
          if (layout.territoryAt(x, y) !== id) continue;
          if (Math.hypot(x - card.anchor[0], y - card.anchor[1]) < LBE_DRAW.markerPx) continue;
          if (cards.some((c) => x >= c.x - 3 && x <= c.x + c.w + 3 && y >= c.y - 3 && y <= c.y + c.h + 3)) continue;
          // leader lines are drawn the same in both
          const i = (y * LBE_DRAW.width + x) * 4;
          expect([a[i], a[i + 1], a[i + 2]], `${id} at ${x},${y}`).toEqual([b[i], b[i + 1], b[i + 2]]);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(500);
  });
});

describe('La Belle Époque map words', () => {
  it('writes Italian cube codes from the Italian names (no English code on the Italian map)', () => {
    const it_ = LBE_WORDS.it;
    for (const o of Object.keys(LBE_CUBE_STYLE) as LbeCubeOwner[])
      expect(it_.codes[o][0]!.toLowerCase(), o).toBe(it_.owners[o][0]!.toLowerCase());
    expect(new Set(Object.values(it_.codes)).size).toBe(Object.keys(it_.codes).length);
  });
});
