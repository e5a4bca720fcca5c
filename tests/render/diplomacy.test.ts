import { existsSync, readFileSync } from 'node:fs';
import { geoContains } from 'd3-geo';
import { describe, expect, it } from 'vitest';
import { landGeometry } from '../../src/render/common/geo.js';
import { MAX_PNG_BYTES } from '../../src/render/common/png.js';
import { DIP_NULL_LAND, DIP_NULL_SEA, DIP_PROVINCES } from '../../src/render/diplomacy/geo.js';
import { DIP_POWER_STYLE } from '../../src/render/diplomacy/palette.js';
import {
  DIP_WIDTH,
  DIP_ZONES,
  diplomacyLabelLayout,
  drawDiplomacyMap,
  diplomacyDrawnCoasts,
  diplomacyDrawnNeighbours,
  diplomacyUnitSpot,
  renderDiplomacyMap,
} from '../../src/render/diplomacy/render.js';
import { ARMY_ADJ, FLEET_PROV_ADJ, isSea } from '../../src/engine/diplomacy/data/map.js';
import { dipOrders, dipRetreat, dipStart } from '../../src/render/diplomacy/samples.js';
import { decodeOwnPng, diffShare, meanColour, pixelStats, PNG_SIGNATURE } from './png-helpers.js';
import { playout } from '../../src/engine/core/playout.js';
import { OBSERVER } from '../../src/engine/core/types.js';
import { GAMES } from '../../src/engine/games.js';
import type { DiplomacyView } from '../../src/engine/diplomacy/view.js';
import { toDiplomacyMapInput } from '../../src/render/diplomacy/adapter.js';

describe('Diplomacy province geometry (rules §2.2)', () => {
  it('has 75 spaces: 19 seas, 42 coastal, 14 inland, 34 supply centres, 22 of them home centres', () => {
    expect(DIP_PROVINCES).toHaveLength(75);
    const count = (k: string) => DIP_PROVINCES.filter((p) => p.kind === k).length;
    expect([count('sea'), count('coastal'), count('inland')]).toEqual([19, 42, 14]);
    expect(DIP_PROVINCES.filter((p) => p.sc)).toHaveLength(34);
    expect(DIP_PROVINCES.filter((p) => p.home)).toHaveLength(22);
  });

  it('gives the three split provinces their two coasts', () => {
    const coasts = Object.fromEntries(
      DIP_PROVINCES.filter((p) => p.coasts).map((p) => [p.id, Object.keys(p.coasts!).sort()]),
    );
    expect(coasts).toEqual({ bul: ['ec', 'sc'], spa: ['nc', 'sc'], stp: ['nc', 'sc'] });
  });

  it('puts every land seed on Natural Earth land and every sea seed in the sea', () => {
    const land = landGeometry();
    for (const p of DIP_PROVINCES) {
      const onLand = p.kind !== 'sea';
      for (const pt of [p.at, ...(p.seeds ?? [])]) expect(geoContains(land, pt), `${p.id} ${pt}`).toBe(onLand);
      for (const pt of p.waterSeeds ?? []) expect(geoContains(land, pt), `${p.id} water ${pt}`).toBe(false);
      for (const [c, pt] of Object.entries(p.coasts ?? {})) expect(geoContains(land, pt), `${p.id}/${c}`).toBe(true);
    }
    for (const pt of DIP_NULL_LAND) expect(geoContains(land, pt), `null land ${pt}`).toBe(true);
    for (const pt of DIP_NULL_SEA) expect(geoContains(land, pt), `null sea ${pt}`).toBe(false);
  });
});

// shared renders: the machine is small
let start: Promise<Buffer> | null = null;
let orders: Promise<Buffer> | null = null;
const renderStart = () => (start ??= renderDiplomacyMap(dipStart()));
const renderOrders = () => (orders ??= renderDiplomacyMap(dipOrders()));

describe('Diplomacy drawn borders against the rules adjacency (rules §2.4)', () => {
  const key = (a: string, b: string) => [a, b].sort().join('|');
  const drawn = diplomacyDrawnNeighbours();

  it('draws a shared land border exactly for the army adjacencies', () => {
    const rules = new Set(Object.entries(ARMY_ADJ).flatMap(([a, list]) => list.map((b) => key(a, b))));
    // at 1:50m the Strait of Gibraltar is a pixel wide: the cells of Spain and North Africa meet across it
    const drawnLand = drawn.land.filter((k) => k !== 'naf|spa');
    expect([...rules].filter((k) => !drawnLand.includes(k))).toEqual([]);
    expect(drawnLand.filter((k) => !rules.has(k))).toEqual([]);
  });

  it('draws a shared sea border exactly for the sea-to-sea fleet adjacencies', () => {
    const rules = new Set(
      Object.entries(FLEET_PROV_ADJ).flatMap(([a, list]) =>
        list.filter((b) => isSea(a) && isSea(b)).map((b) => key(a, b)),
      ),
    );
    // the same strait seen from the water side: too narrow to sample
    const missing = [...rules].filter((k) => !drawn.sea.includes(k));
    expect(missing).toEqual(['mao|wes']);
    expect(drawn.sea.filter((k) => !rules.has(k))).toEqual([]);
  });

  it('gives each coastal province the coastline of exactly the seas it borders, and inland ones none', () => {
    const rules = new Set(
      Object.entries(FLEET_PROV_ADJ).flatMap(([a, list]) =>
        list.filter((b) => !isSea(a) && isSea(b)).map((b) => `${a}|${b}`),
      ),
    );
    const coasts = diplomacyDrawnCoasts();
    expect([...rules].filter((k) => !coasts.includes(k))).toEqual([]);
    expect(coasts.filter((k) => !rules.has(k))).toEqual([]);
  });
});

describe('renderDiplomacyMap', () => {
  it('renders a landscape PNG under 2 MiB that is not blank', async () => {
    const png = await renderStart();
    expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    expect(png.length).toBeLessThan(MAX_PNG_BYTES);
    const img = decodeOwnPng(png);
    expect(img.width).toBe(DIP_WIDTH);
    expect(img.height).toBe(diplomacyLabelLayout().height);
    const stats = pixelStats(img);
    expect(stats.distinctColours).toBeGreaterThan(200);
    expect(stats.dominantShare).toBeLessThan(0.5);
    expect(stats.lumaStdDev).toBeGreaterThan(15);
  });

  it('gives the same bytes for the same input', async () => {
    const a = await renderOrders();
    const b = await renderDiplomacyMap(dipOrders());
    expect(a.equals(b)).toBe(true);
  });

  it('draws each unit in its power colour at its province spot', async () => {
    const img = decodeOwnPng(await renderStart());
    for (const u of dipStart().units.filter((x) => x.type === 'army')) {
      const [x, y] = diplomacyUnitSpot(u.location);
      const [r, g, b] = meanColour(img, Math.round(x) - 11, Math.round(y) - 1, 2, 2);
      const want = DIP_POWER_STYLE[u.power].fill;
      const wr = parseInt(want.slice(1, 3), 16);
      const wg = parseInt(want.slice(3, 5), 16);
      const wb = parseInt(want.slice(5, 7), 16);
      expect(Math.abs(r - wr) + Math.abs(g - wg) + Math.abs(b - wb), `${u.power} army at ${u.location}`).toBeLessThan(
        40,
      );
    }
  });

  it('draws orders: the same units with orders differ from the bare position', async () => {
    const withOrders = dipOrders();
    const bare = { ...withOrders, orders: [] };
    const a = decodeOwnPng(await renderOrders());
    const b = decodeOwnPng(await renderDiplomacyMap(bare));
    expect(diffShare(a, b)).toBeGreaterThan(0.002);
  });

  it('renders a retreat phase with a dislodged unit', async () => {
    const png = await renderDiplomacyMap(dipRetreat());
    expect(png.length).toBeLessThan(MAX_PNG_BYTES);
    expect(pixelStats(decodeOwnPng(png)).dominantShare).toBeLessThan(0.5);
  });

  it('draws the same pixels from the cached static layer as drawn directly (issue #20)', () => {
    for (const input of [dipOrders(), dipRetreat(), { ...dipOrders(), lang: 'it' as const }]) {
      for (const zone of ['all', 'balkans']) {
        const direct = drawDiplomacyMap(input, { zone, cache: false }).data();
        drawDiplomacyMap(input, { zone }); // fills the cache
        const cached = drawDiplomacyMap(input, { zone }).data();
        expect(Buffer.compare(direct, cached), `${zone} ${input.caption}`).toBe(0);
      }
    }
  });

  it('encodes a position without orders from its base picture with the pixels of drawing it whole (issue #20)', async () => {
    const start = dipStart();
    // a crowded position: every unit of the order sample, no orders; and one with a centre changed
    const crowded = { ...dipOrders(), orders: [], caption: 'crowded' };
    const moved = { ...crowded, supplyCentres: { ...crowded.supplyCentres, par: 'germany' as const } };
    for (const input of [start, crowded, moved, { ...crowded, lang: 'it' as const }]) {
      for (const zone of ['all', 'balkans', 'low-countries']) {
        const whole = decodeOwnPng(await renderDiplomacyMap(input, { zone, cache: false }));
        const cold = await renderDiplomacyMap(input, { zone });
        const warm = await renderDiplomacyMap(input, { zone });
        expect(warm.equals(cold), `${zone} ${input.caption}`).toBe(true);
        // decoding checks the joined stream's Adler-32 too
        const patched = decodeOwnPng(warm);
        expect([patched.width, patched.height]).toEqual([whole.width, whole.height]);
        expect(patched.rgba.equals(whole.rgba), `${zone} ${input.caption}`).toBe(true);
      }
    }
  });

  it(
    'draws every position of a bot game, one after another from the same base pictures, as drawn whole (issue #20)',
    { tags: ['slow'] },
    async () => {
      // positions in sequence share the cached base and the reused scratch canvas: a unit left out of
      // its rectangle, or a rectangle left over from the previous position, shows as a pixel of the base
      const dip = GAMES.find((g) => g.slug === 'diplomacy')!;
      const run = playout(dip, 'render-sequence', { endYear: 1903 }, { policy: 'bot' });
      let state = dip.setup('render-sequence', dip.optionsSchema.parse({ endYear: 1903 }));
      const seen = new Set<string>();
      let checked = 0;
      for (const r of run.records) {
        state = dip.apply(state, r.role, r.action).state;
        const input = toDiplomacyMapInput(dip.view(state, OBSERVER) as DiplomacyView, { caption: `v${checked}` });
        const key = JSON.stringify([input.units, input.supplyCentres]);
        if (seen.has(key)) continue;
        seen.add(key);
        for (const zone of checked % 3 === 2 ? ['balkans', 'low-countries'] : ['all']) {
          const lang = checked % 4 === 3 ? ('it' as const) : ('en' as const);
          const whole = decodeOwnPng(await renderDiplomacyMap({ ...input, lang }, { zone, cache: false }));
          const patched = decodeOwnPng(await renderDiplomacyMap({ ...input, lang }, { zone }));
          expect(patched.rgba.equals(whole.rgba), `position ${checked} ${zone} ${lang}`).toBe(true);
        }
        checked++;
      }
      expect(checked).toBeGreaterThan(8);
    },
  );

  it('keeps a different static layer for a different centre ownership', () => {
    const a = dipOrders();
    const b = { ...a, supplyCentres: { ...a.supplyCentres, par: 'germany' as const } };
    drawDiplomacyMap(a);
    const direct = drawDiplomacyMap(b, { cache: false }).data();
    expect(Buffer.compare(drawDiplomacyMap(b).data(), direct)).toBe(0);
    expect(Buffer.compare(drawDiplomacyMap(a).data(), direct)).not.toBe(0);
  });

  it('draws each zone larger with every province of the zone named', async () => {
    for (const z of DIP_ZONES) {
      const layout = diplomacyLabelLayout(z.id);
      expect(layout.dropped, z.id).toEqual([]);
      const named = new Set(layout.labels.map((l) => l.id));
      for (const id of z.provinces) expect(named.has(id), `${z.id} names ${id}`).toBe(true);
      const png = await renderDiplomacyMap(dipOrders(), { zone: z.id });
      expect(decodeOwnPng(png).width).toBe(DIP_WIDTH);
    }
  });

  it('refuses an unknown zone', async () => {
    await expect(renderDiplomacyMap(dipStart(), { zone: 'atlantis' })).rejects.toThrow(/atlantis/);
  });

  it('refuses an unknown location', async () => {
    await expect(
      renderDiplomacyMap({ ...dipStart(), units: [{ power: 'france', type: 'army', location: 'xyz' }] }),
    ).rejects.toThrow(/xyz/);
  });

  it('matches the stored sample image within a small tolerance', async () => {
    const stored = 'docs/maps/diplomacy-orders.png';
    expect(existsSync(stored)).toBe(true);
    const img = decodeOwnPng(await renderOrders());
    // regenerate with `npx tsx tests/render/write-samples.ts` after an intended change
    expect(diffShare(img, decodeOwnPng(readFileSync(stored)))).toBeLessThan(0.005);
  });
});
