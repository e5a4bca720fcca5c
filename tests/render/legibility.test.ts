/**
 * Issue #18: maps are read in Discord at about 550 px wide, where most players never enlarge them.
 * From each renderer's drawing parameters: the smallest text a player must read and the smallest unit
 * symbol, once the image is scaled to 550 px wide (at least 9 px and 12 px); no two labels overlap;
 * every label sits in its province or is joined to it by a leader line. And the power colours:
 * CIEDE2000 ≥ 20 between any two powers and between each and the sea, ≥ 10 under deuteranopia.
 */
import { describe, expect, it } from 'vitest';
import { ciede2000, deltaE, rgbToLab, simulateDeuteranopia } from '../../src/render/common/colour.js';
import { overlaps } from '../../src/render/common/labels.js';
import { DIP_POWER_STYLE, DIP_POWERS, DIP_SEA } from '../../src/render/diplomacy/palette.js';
import { DIP_DRAW, DIP_ZONES, diplomacyLabelLayout } from '../../src/render/diplomacy/render.js';
import { LBE_POWER_STYLE } from '../../src/render/belle-epoque/palette.js';
import { LBE_DRAW } from '../../src/render/belle-epoque/render.js';
import { S1701_DRAW, S1701_SIDE_STYLE } from '../../src/render/succession-1701/render.js';
import { VER_POWER_STYLE } from '../../src/render/versailles-1919/palette.js';
import { VER_DRAW } from '../../src/render/versailles-1919/render.js';

const INLINE = 550;
const inline = (px: number, width: number) => (px * INLINE) / width;

describe('the colour arithmetic', () => {
  // Sharma, Wu and Dalal (2005), table 1: pairs 1, 7, 17, 24 and 34
  it.each([
    [[50, 2.6772, -79.7751], [50, 0, -82.7485], 2.0425],
    [[50, 0, 0], [50, -1, 2], 2.3669],
    [[50, 2.5, 0], [73, 25, -18], 27.1492],
    [[60.2574, -34.0099, 36.2677], [60.4626, -34.1751, 39.4387], 1.2644],
    [[2.0776, 0.0795, -1.135], [0.9033, -0.0636, -0.5514], 0.9082],
  ] as const)('CIEDE2000 of %j and %j is %d', (a, b, want) => {
    expect(ciede2000([...a], [...b])).toBeCloseTo(want, 4);
  });

  it('turns sRGB white and black into L* 100 and 0, and keeps grey grey under deuteranopia', () => {
    expect(rgbToLab([255, 255, 255])[0]).toBeCloseTo(100, 3);
    expect(rgbToLab([0, 0, 0])[0]).toBeCloseTo(0, 3);
    const [r, g, b] = simulateDeuteranopia([128, 128, 128]);
    expect(Math.abs(r - g) + Math.abs(g - b)).toBeLessThan(2);
  });

  it('makes red and green close under deuteranopia (the simulation does something)', () => {
    expect(deltaE('#d00000', '#00a000')).toBeGreaterThan(50);
    expect(deltaE('#d00000', '#00a000', 'deuteranopia')).toBeLessThan(deltaE('#d00000', '#00a000') / 2);
  });
});

describe('Diplomacy power colours', () => {
  const pairs: Array<[string, string, string, string]> = [];
  for (let i = 0; i < DIP_POWERS.length; i++) {
    const a = DIP_POWERS[i]!;
    for (let j = i + 1; j < DIP_POWERS.length; j++) {
      const b = DIP_POWERS[j]!;
      pairs.push([a, b, DIP_POWER_STYLE[a].fill, DIP_POWER_STYLE[b].fill]);
    }
    pairs.push([a, 'sea', DIP_POWER_STYLE[a].fill, DIP_SEA]);
  }
  it.each(pairs)('%s and %s differ by ΔE00 ≥ 20, and ≥ 10 under deuteranopia', (_a, _b, x, y) => {
    expect(deltaE(x, y)).toBeGreaterThanOrEqual(20);
    expect(deltaE(x, y, 'deuteranopia')).toBeGreaterThanOrEqual(10);
  });
});

describe('Diplomacy at 550 px wide', () => {
  const d = DIP_DRAW;
  it('keeps every text a player reads at 9 px or more', () => {
    for (const px of [d.labelPx, d.legendPx, d.captionPx]) expect(inline(px, d.width)).toBeGreaterThanOrEqual(9);
  });

  it('keeps every unit symbol at 12 px or more (army disc, ship, dislodged unit)', () => {
    const smallest = Math.min(d.armyPx, d.fleetPx * 0.9, d.dislodgedPx);
    expect(inline(smallest, d.width)).toBeGreaterThanOrEqual(12);
  });

  for (const zone of ['all', ...DIP_ZONES.map((z) => z.id)]) {
    describe(zone === 'all' ? 'whole board' : `zone ${zone}`, () => {
      const layout = diplomacyLabelLayout(zone);
      it('places labels that do not overlap, inside the map', () => {
        expect(layout.labels.length).toBeGreaterThan(8);
        for (const [i, a] of layout.labels.entries()) {
          expect(a.box.y + a.box.h, a.id).toBeLessThanOrEqual(layout.mapH);
          for (const b of layout.labels.slice(i + 1)) expect(overlaps(a.box, b.box), `${a.id} / ${b.id}`).toBe(false);
        }
      });

      it('puts each name in its province, or joins it to the province by a leader line', () => {
        for (const l of layout.labels) {
          const cx = l.box.x + l.box.w / 2;
          const cy = l.box.y + l.box.h / 2;
          if (layout.provinceAt(cx, cy) === l.id) continue;
          expect(l.leader, `${l.id} is outside its province without a leader`).toBeDefined();
          const [x0, y0, x1, y1] = l.leader!;
          // the line starts in the province and ends on the label's box
          expect(layout.provinceAt(x0, y0), l.id).toBe(l.id);
          expect(x1 >= l.box.x - 0.5 && x1 <= l.box.x + l.box.w + 0.5, l.id).toBe(true);
          expect(y1 >= l.box.y - 0.5 && y1 <= l.box.y + l.box.h + 0.5, l.id).toBe(true);
        }
      });
    });
  }

  it('names every supply centre on the whole board', () => {
    const { labels } = diplomacyLabelLayout('all');
    const named = new Set(labels.map((l) => l.id));
    const centres = [
      'ank',
      'bel',
      'ber',
      'bre',
      'bud',
      'bul',
      'con',
      'den',
      'edi',
      'gre',
      'hol',
      'kie',
      'lon',
      'lvp',
      'mar',
      'mos',
      'mun',
      'nap',
      'nwy',
      'par',
      'por',
      'rom',
      'rum',
      'ser',
      'sev',
      'smy',
      'spa',
      'stp',
      'swe',
      'tri',
      'tun',
      'ven',
      'vie',
      'war',
    ];
    expect(centres.filter((c) => !named.has(c))).toEqual([]);
  });
});

/** Every renderer reads at 550 px (each has its own layout tests in legibility-<game>.test.ts). */
describe('every map at 550 px wide (issue #18)', () => {
  for (const [name, d] of [
    ['La Belle Époque', LBE_DRAW],
    ['1701', S1701_DRAW],
    ['Versailles 1919', VER_DRAW],
  ] as const) {
    it(`${name}: text at 550 px is ${inline(d.smallestTextPx, d.width).toFixed(1)} px, pieces ${inline(d.smallestPiecePx, d.width).toFixed(1)} px`, () => {
      expect(inline(d.smallestTextPx, d.width)).toBeGreaterThanOrEqual(9);
      expect(inline(d.smallestPiecePx, d.width)).toBeGreaterThanOrEqual(12);
    });
  }
});

/** The other games' Power colours, read on cards and blocks rather than on a sea, keep the same distances. */
describe('Power colours of La Belle Époque, Versailles 1919 and 1701', () => {
  const pairs: Array<[string, string, string, string, string]> = [];
  for (const [game, styles] of [
    ['La Belle Époque', LBE_POWER_STYLE],
    ['Versailles 1919', VER_POWER_STYLE],
    ['1701', S1701_SIDE_STYLE],
  ] as const) {
    const e = Object.entries(styles as Record<string, { fill: string }>);
    for (let i = 0; i < e.length; i++)
      for (let j = i + 1; j < e.length; j++) pairs.push([game, e[i]![0], e[j]![0], e[i]![1].fill, e[j]![1].fill]);
  }
  it.each(pairs)('%s: %s and %s differ by ΔE00 ≥ 20, and ≥ 10 under deuteranopia', (_g, _a, _b, x, y) => {
    expect(deltaE(x, y)).toBeGreaterThanOrEqual(20);
    expect(deltaE(x, y, 'deuteranopia')).toBeGreaterThanOrEqual(10);
  });
});
