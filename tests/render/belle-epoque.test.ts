import { readFileSync, existsSync } from 'node:fs';
import { geoContains } from 'd3-geo';
import { describe, expect, it } from 'vitest';
import { country } from '../../src/render/common/geo.js';
import { MAX_PNG_BYTES } from '../../src/render/common/png.js';
import { LBE_TERRITORIES } from '../../src/render/belle-epoque/geo.js';
import {
  belleEpoqueLabelLayout,
  composeBelleEpoqueMap,
  drawBelleEpoqueMap,
  LBE_WIDTH,
  renderBelleEpoqueMap,
} from '../../src/render/belle-epoque/render.js';
import { lbeMidGame, lbeSetup } from '../../src/render/belle-epoque/samples.js';
import { decodeOwnPng, diffShare, pixelStats, PNG_SIGNATURE } from './png-helpers.js';

describe('La Belle Époque map data', () => {
  it('has the 26 territories of reconstruction §1.2, each with its own id', () => {
    const ids = LBE_TERRITORIES.map((t) => t.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(lbeMidGame().territories.map((t) => t.id));
  });

  it('draws every territory from Natural Earth countries that exist, with a provenance note', () => {
    for (const t of LBE_TERRITORIES) {
      expect(t.provenance.length).toBeGreaterThan(10);
      for (const p of t.parts) expect(() => country(p.country), `${t.id}: ${p.country}`).not.toThrow();
    }
  });

  it('puts each mainland anchor inside its own region', () => {
    for (const t of LBE_TERRITORIES.filter((x) => !x.islands)) {
      const inside = t.parts.some((p) => geoContains(country(p.country), t.anchor));
      expect(inside, t.id).toBe(true);
    }
  });
});

// the mid-game board is rendered once and shared by the tests below (the machine is small)
let midGame: Promise<Buffer> | null = null;
const renderMidGame = () => (midGame ??= renderBelleEpoqueMap(lbeMidGame()));

describe('renderBelleEpoqueMap', () => {
  it('renders a PNG 1100 px wide, under 1 MiB, that is not blank', async () => {
    const png = await renderMidGame();
    expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    expect(png.length).toBeLessThan(Math.min(MAX_PNG_BYTES, 1024 * 1024));
    const img = decodeOwnPng(png);
    expect([img.width, img.height]).toEqual([LBE_WIDTH, belleEpoqueLabelLayout().height]);
    const stats = pixelStats(img);
    expect(stats.distinctColours).toBeGreaterThan(200);
    expect(stats.dominantShare).toBeLessThan(0.5);
    expect(stats.lumaStdDev).toBeGreaterThan(15);
  });

  it('gives the same bytes for the same input', async () => {
    const a = await renderMidGame();
    const b = await renderBelleEpoqueMap(lbeMidGame());
    expect(a.equals(b)).toBe(true);
  });

  it('draws a different picture for a different position', async () => {
    const a = decodeOwnPng(await renderMidGame());
    const b = decodeOwnPng(await renderBelleEpoqueMap(lbeSetup()));
    expect(diffShare(a, b)).toBeGreaterThan(0.01);
  });

  it.each(['europe', 'africa', 'asia'] as const)('renders the %s detail view', async (detail) => {
    const png = await renderBelleEpoqueMap(lbeMidGame(), { detail });
    const img = decodeOwnPng(png);
    expect(png.length).toBeLessThan(1024 * 1024);
    expect([img.width, img.height]).toEqual([LBE_WIDTH, belleEpoqueLabelLayout(detail).height]);
    expect(pixelStats(img).dominantShare).toBeLessThan(0.6);
    // a different picture from the whole board's (compared over the rows both have)
    const full = decodeOwnPng(await renderMidGame());
    const rows = Math.min(img.height, full.height);
    const crop = (x: typeof img) => ({ width: x.width, height: rows, rgba: x.rgba.subarray(0, rows * x.width * 4) });
    expect(diffShare(crop(img), crop(full))).toBeGreaterThan(0.2);
  });

  it('draws the same pixels from the cached panel maps as drawn in place (issue #20)', () => {
    const mid = lbeMidGame();
    const changed = {
      ...mid,
      territories: mid.territories.map((t, i) => (i === 0 ? { ...t, holder: t.holder ? null : ('FR' as const) } : t)),
    };
    for (const [input, detail] of [
      [mid, undefined],
      [{ ...mid, lang: 'it' as const }, undefined],
      [mid, 'europe' as const],
      [changed, undefined],
    ] as const) {
      const direct = drawBelleEpoqueMap(input, { ...(detail ? { detail } : {}), cache: false }).data();
      drawBelleEpoqueMap(input, detail ? { detail } : {});
      const cached = drawBelleEpoqueMap(input, detail ? { detail } : {}).data();
      expect(Buffer.compare(direct, cached), `${detail} ${input.lang}`).toBe(0);
    }
    // a different holder is a different picture (its card and marker), not a stale copy
    expect(Buffer.compare(drawBelleEpoqueMap(changed).data(), drawBelleEpoqueMap(mid).data())).not.toBe(0);
  });

  it.each([
    undefined,
    'asia',
  ] as const)('composes the PNG from kept pixels and sprites as the canvas draws it (%s; issue #20)', (detail) => {
    const input = { ...lbeMidGame(), lang: 'it' as const };
    const opts = detail ? { detail } : {};
    const drawn = drawBelleEpoqueMap(input, opts).data();
    const { width, height, raw } = composeBelleEpoqueMap(input, opts);
    expect(raw.length).toBe(height * (width * 4 + 1));
    expect(width * height * 4).toBe(drawn.length);
    let off = 0;
    for (let y = 0; y < height; y++) {
      expect(raw[y * (width * 4 + 1)], 'filter byte').toBe(0);
      for (let i = 0; i < width * 4; i++)
        if (Math.abs(drawn[y * width * 4 + i]! - raw[y * (width * 4 + 1) + 1 + i]!) > 2) off++;
    }
    expect(off).toBe(0);
  });

  it('refuses a territory it has no geography for', async () => {
    const input = lbeMidGame();
    input.territories[0] = { ...input.territories[0], id: 'atlantis' as never };
    await expect(renderBelleEpoqueMap(input)).rejects.toThrow(/atlantis/);
  });

  it('matches the stored sample image within a small tolerance', async () => {
    const stored = 'docs/maps/belle-epoque-midgame.png';
    expect(existsSync(stored)).toBe(true);
    const img = decodeOwnPng(await renderMidGame());
    // regenerate with `npx tsx tests/render/write-samples.ts` after an intended change
    expect(diffShare(img, decodeOwnPng(readFileSync(stored)))).toBeLessThan(0.005);
  });
});
