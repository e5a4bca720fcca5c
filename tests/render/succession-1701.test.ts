import { describe, expect, it } from 'vitest';
import { playout } from '../../src/engine/core/index.js';
import { succession1701, type Succession1701State } from '../../src/engine/succession-1701/index.js';
import { viewFor } from '../../src/engine/succession-1701/view.js';
import { MAX_PNG_BYTES } from '../../src/render/common/png.js';
import { toSuccession1701MapInput } from '../../src/render/succession-1701/adapter.js';
import type { S1701MapInput } from '../../src/render/succession-1701/input.js';
import {
  drawSuccession1701Map,
  s1701StackCaption,
  s1701TreasuryName,
  renderSuccession1701Map,
  S1701_THEATRES,
  S1701_WIDTH,
} from '../../src/render/succession-1701/render.js';
import { decodeOwnPng, diffShare, pixelStats, PNG_SIGNATURE } from './png-helpers.js';

const games = new Map<number, Succession1701State>();
function after(actions: number): Succession1701State {
  let s = games.get(actions);
  if (!s) {
    s = playout(succession1701, 'render-1701', {}, { maxActions: actions }).state as Succession1701State;
    games.set(actions, s);
  }
  return s;
}

describe('1701 map', () => {
  it('renders a landscape PNG under 2 MiB that is not blank, the same bytes twice', async () => {
    const input = toSuccession1701MapInput(viewFor(after(80), 'observer'));
    const png = await renderSuccession1701Map(input);
    expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    expect(png.length).toBeLessThan(MAX_PNG_BYTES);
    const img = decodeOwnPng(png);
    expect(img.width).toBe(S1701_WIDTH);
    expect(img.height).toBeGreaterThan(S1701_WIDTH * 0.8);
    const stats = pixelStats(img);
    expect(stats.distinctColours).toBeGreaterThan(100);
    expect(stats.dominantShare).toBeLessThan(0.7);
    expect((await renderSuccession1701Map(input)).equals(png)).toBe(true);
  });

  it('copies towns, roads and armies from the view; every role gives the same map', () => {
    const s = after(80);
    const v = viewFor(s, 'observer');
    const input = toSuccession1701MapInput(v);
    expect(input.towns).toHaveLength(v.towns.length);
    expect(input.roads).toHaveLength(v.roads.length);
    expect(input.armies.map((a) => [a.id, a.town, a.strength])).toEqual(
      v.armies.map((a) => [a.id, a.town, a.strength]),
    );
    for (const role of ['loyalists', 'grand-alliance'])
      expect(toSuccession1701MapInput(viewFor(s, role))).toEqual(input);
  });

  it('draws the armies: removing them changes the picture', async () => {
    const input = toSuccession1701MapInput(viewFor(after(80), 'observer'));
    const a = decodeOwnPng(await renderSuccession1701Map(input));
    const b = decodeOwnPng(await renderSuccession1701Map({ ...input, armies: [] }));
    expect(diffShare(a, b)).toBeGreaterThan(0.002);
  });

  it('marks each town with its revenue, its garrison and the chain of a siege capture', async () => {
    const s = structuredClone(after(80));
    const input = toSuccession1701MapInput(viewFor(s, 'observer'));
    expect(input.towns.find((t) => t.id === 'PARIS')).toMatchObject({ revenue: 6 });
    // an army shut inside the walls reaches the map input as the town's garrison
    const walls = Object.values(s.armies).find((a) => !a.inside)!;
    s.armies[walls.id]!.inside = true;
    const town = toSuccession1701MapInput(viewFor(s, 'observer')).towns.find((t) => t.id === walls.town)!;
    expect(town.garrison).toBeGreaterThanOrEqual(Object.values(walls.brigades).reduce((n, x) => n + x, 0));
    const base = decodeOwnPng(await renderSuccession1701Map(input));
    const noRevenue = decodeOwnPng(
      await renderSuccession1701Map({ ...input, towns: input.towns.map((t) => ({ ...t, revenue: 0 })) }),
    );
    expect(diffShare(base, noRevenue)).toBeGreaterThan(0.001);
    const chained = decodeOwnPng(
      await renderSuccession1701Map({
        ...input,
        towns: input.towns.map((t) => (t.id === 'LILLE' ? { ...t, captured: true } : t)),
      }),
    );
    expect(diffShare(base, chained)).toBeGreaterThan(0);
    const garrisoned = decodeOwnPng(
      await renderSuccession1701Map({
        ...input,
        towns: input.towns.map((t) => (t.id === 'LILLE' ? { ...t, garrison: 3 } : t)),
      }),
    );
    expect(diffShare(base, garrisoned)).toBeGreaterThan(0);
  });

  it('draws the same pixels from the cached land-and-roads layer as drawn in place (issue #20)', () => {
    for (const n of [80, 400]) {
      const input = toSuccession1701MapInput(viewFor(after(n), 'observer'), { lang: n > 100 ? 'it' : 'en' });
      const direct = drawSuccession1701Map(input, { cache: false }).data();
      drawSuccession1701Map(input);
      expect(Buffer.compare(direct, drawSuccession1701Map(input).data())).toBe(0);
    }
  });

  it('draws each theatre larger, with the same pixels from the cached layer, and refuses an unknown one', async () => {
    const input = toSuccession1701MapInput(viewFor(after(400), 'observer'), { lang: 'it' });
    for (const { id } of S1701_THEATRES) {
      const direct = drawSuccession1701Map(input, { theatre: id, cache: false });
      drawSuccession1701Map(input, { theatre: id });
      const cached = drawSuccession1701Map(input, { theatre: id });
      expect(Buffer.compare(direct.data(), cached.data()), id).toBe(0);
      expect(direct.width).toBe(S1701_WIDTH);
    }
    const whole = decodeOwnPng(await renderSuccession1701Map(input));
    const italy = decodeOwnPng(await renderSuccession1701Map(input, { theatre: 'italy' }));
    expect(italy.width).toBe(whole.width);
    expect(italy.height === whole.height && diffShare(whole, italy) < 0.2).toBe(false);
    await expect(renderSuccession1701Map(input, { theatre: 'iberia' })).rejects.toThrow(/iberia/);
  });

  it('renders the same pixels by patching armies and names over cached layers as drawn whole (issue #20)', async () => {
    // render ≡ draw everything afresh, for positions that share layers and parts (so the caches are
    // hit with a different legend, strengths or sieges), a theatre, Italian, sieges and captures
    const same = async (input: S1701MapInput, theatre?: string) => {
      const fast = decodeOwnPng(await renderSuccession1701Map(input, { theatre }));
      const direct = drawSuccession1701Map(input, { theatre, cache: false }).data();
      expect(Buffer.compare(fast.rgba, direct), `${theatre ?? 'all'} ${input.lang ?? 'en'}`).toBe(0);
    };
    const start = toSuccession1701MapInput(viewFor(after(0), 'observer'));
    const mid = toSuccession1701MapInput(viewFor(after(400), 'observer'));
    const sieges: S1701MapInput = {
      ...mid,
      caption: 'sieges',
      towns: mid.towns.map((t, i) =>
        i % 7 === 0 ? { ...t, besieged: true } : i % 11 === 0 ? { ...t, captured: true, garrison: 2 } : t,
      ),
      armies: mid.armies.map((a, i) => (i % 3 === 0 ? { ...a, inside: true } : { ...a, strength: a.strength + 1 })),
    };
    const stronger: S1701MapInput = { ...mid, armies: mid.armies.map((a) => ({ ...a, strength: a.strength + 2 })) };
    for (const input of [start, mid, sieges, stronger, mid]) await same(input);
    await same({ ...mid, calendar: { ...mid.calendar, turn: mid.calendar.turn + 1 } });
    for (const theatre of ['flanders', 'italy']) await same(sieges, theatre);
    const italian = toSuccession1701MapInput(viewFor(after(400), 'observer'), { lang: 'it' });
    await same(italian);
    await same(italian, 'rhine');
    expect(mid.armies.length + sieges.towns.filter((t) => t.besieged).length).toBeGreaterThan(0);
  });

  it('names treasuries in words, not ids, and every army stack (a general or "no general")', () => {
    const v = viewFor(after(80), 'observer');
    for (const id of Object.keys(v.treasuries)) {
      for (const lang of ['en', 'it'] as const) expect(s1701TreasuryName(id, lang), `${id} ${lang}`).not.toBe(id);
    }
    expect(s1701TreasuryName('ENG_HAN')).toBe('England–Hanover');
    expect(s1701StackCaption([{ general: 'Vendôme' }, {}])).toBe('Vendôme · (no general)');
    expect(s1701StackCaption([{}], 'it')).toBe('(senza generale)');
  });

  it('refuses an army in a town it does not know', async () => {
    const input = toSuccession1701MapInput(viewFor(after(0), 'observer'));
    await expect(
      renderSuccession1701Map({
        ...input,
        armies: [{ id: 'x', side: 'loyalists', town: 'ATLANTIS', strength: 1, inside: false }],
      }),
    ).rejects.toThrow(/ATLANTIS/);
  });
});
