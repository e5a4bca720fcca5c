import { describe, expect, it } from 'vitest';
import { playout } from '../../src/engine/core/index.js';
import { belleEpoque, BelleOptions, type BelleState } from '../../src/engine/belle-epoque/index.js';
import { viewFor } from '../../src/engine/belle-epoque/view.js';
import { TERRITORY_LIST } from '../../src/engine/belle-epoque/data/index.js';
import { toLbeMapInput } from '../../src/render/belle-epoque/adapter.js';
import {
  composeBelleEpoqueMap,
  drawBelleEpoqueMap,
  renderBelleEpoqueMap,
} from '../../src/render/belle-epoque/render.js';
import { decodeOwnPng, pixelStats } from './png-helpers.js';

describe('toLbeMapInput', () => {
  it('shows the Minor Nation setup cubes of a new game and nothing else', () => {
    const state = belleEpoque.setup('render-adapter', BelleOptions.parse({}));
    const input = toLbeMapInput(viewFor(state, 'observer'));
    expect(input.territories.map((t) => t.id)).toEqual(TERRITORY_LIST.map((t) => t.id));
    for (const t of TERRITORY_LIST) {
      const drawn = input.territories.find((x) => x.id === t.id)!;
      expect(drawn.spaces).toHaveLength(t.spaces);
      const cubes = drawn.spaces.filter((s) => s.base !== null).length;
      expect(cubes, t.id).toBe(t.setupMinorCubes.reduce((n, c) => n + c.n, 0));
    }
  });

  it('copies every cube, Dispute and Fleet of a game in progress, the same for every viewer', async () => {
    const report = playout(belleEpoque, 'render-adapter-2', {}, { maxActions: 400 });
    const state = report.state as BelleState;
    const observer = viewFor(state, 'observer');
    const input = toLbeMapInput(observer);
    for (const role of belleEpoque.roles(BelleOptions.parse({})))
      expect(toLbeMapInput(viewFor(state, role))).toEqual(input);
    let viewCubes = 0;
    let viewTops = 0;
    for (const spaces of Object.values(observer.board)) {
      for (const s of spaces) {
        if (s.cube || s.armament) viewCubes++;
        if (s.top) viewTops++;
      }
    }
    const drawn = input.territories.flatMap((t) => t.spaces);
    expect(drawn.filter((s) => s.base !== null)).toHaveLength(viewCubes);
    expect(drawn.filter((s) => s.top)).toHaveLength(viewTops);
    const fleetsInBoxes = Object.values(observer.powers)
      .flatMap((p) => p.fleets)
      .filter((f) => ['EU', 'AF', 'AS'].includes(f.location)).length;
    const drawnPowerFleets = Object.values(input.fleetBoxes)
      .flat()
      .filter((f) => !f.nation).length;
    expect(drawnPowerFleets).toBe(fleetsInBoxes);
    const png = await renderBelleEpoqueMap(input);
    expect(pixelStats(decodeOwnPng(png)).dominantShare).toBeLessThan(0.5);
  });

  it('marks Non-Player Powers, whose VP track gets a note instead of a bar (chapter 13)', async () => {
    const state = belleEpoque.setup('render-np', BelleOptions.parse({ players: 1 }));
    const input = toLbeMapInput(viewFor(state, 'observer'));
    expect(input.nonPlayer).toHaveLength(3);
    const withNp = decodeOwnPng(await renderBelleEpoqueMap(input));
    const { nonPlayer: _np, ...plain } = input;
    const without = decodeOwnPng(await renderBelleEpoqueMap(plain));
    expect(withNp.rgba.equals(without.rgba)).toBe(false);
  });

  it('shows the outcome of a finished solo game: Power, VP with the early-end bonus, level (13.10)', async () => {
    const state = belleEpoque.setup('render-solo', BelleOptions.parse({ players: 1 }));
    const human = state.seats[0]!.powers[0]!;
    expect(toLbeMapInput(viewFor(state, 'observer')).solo).toBeUndefined();
    // the end of a game, written by hand: Sarajevo on Turn 8 gives the solo player 5 more VP
    const vp = { 'great-britain': 40, 'central-empires': 40, france: 40, russia: 40, [human]: 91 };
    const over = {
      ...state,
      final: { vp, seatVp: [91], winners: [human] },
      ended: { turn: 8, reason: 'sarajevo' as const },
    };
    const input = toLbeMapInput(viewFor(over, 'observer'));
    expect(input.solo).toMatchObject({ vp: 96, bonus: 5, level: 'significant_victory' });
    const { solo: _s, ...plain } = input;
    const a = decodeOwnPng(await renderBelleEpoqueMap(input));
    const b = decodeOwnPng(await renderBelleEpoqueMap(plain));
    expect(a.rgba.equals(b.rgba)).toBe(false);
  });

  it(
    'composes move after move, the tracks band kept by what it shows, as the canvas draws it (issue #20)',
    { tags: ['slow'] },
    () => {
      // consecutive positions: most keep their band (prestige, VP, order, turn, Fleets unchanged), so a
      // band key that leaves out something the band shows gives an old band here
      const report = playout(belleEpoque, 'render-band-moves', {}, { maxActions: 160 });
      let state = belleEpoque.setup('render-band-moves', BelleOptions.parse({})) as BelleState;
      let checked = 0;
      for (const [i, r] of report.records.entries()) {
        state = belleEpoque.apply(state, r.role, r.action as never).state as BelleState;
        if (i < 100) continue;
        const input = toLbeMapInput(viewFor(state, 'observer'));
        const drawn = drawBelleEpoqueMap(input).data();
        const { width, height, raw } = composeBelleEpoqueMap(input);
        let off = 0;
        for (let y = 0; y < height; y++)
          for (let x = 0; x < width * 4; x++)
            if (Math.abs(drawn[y * width * 4 + x]! - raw[y * (width * 4 + 1) + 1 + x]!) > 2) off++;
        expect(off, `move ${i}`).toBe(0);
        checked++;
      }
      expect(checked).toBeGreaterThan(40);
    },
  );
});
