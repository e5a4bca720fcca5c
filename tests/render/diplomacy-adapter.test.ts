import { describe, expect, it } from 'vitest';
import { setupGame } from '../../src/engine/diplomacy/conductor.js';
import { DiplomacyOptions } from '../../src/engine/diplomacy/state.js';
import { viewFor } from '../../src/engine/diplomacy/view.js';
import { toDiplomacyMapInput, toDiplomacyResultsInput } from '../../src/render/diplomacy/adapter.js';
import { renderDiplomacyMap } from '../../src/render/diplomacy/render.js';
import { decodeOwnPng, pixelStats } from './png-helpers.js';
import { playSpring1901 } from './fixtures/diplomacy-engine.js';
import { playout } from '../../src/engine/core/playout.js';
import { GAMES } from '../../src/engine/games.js';
import { phaseHistory } from '../../src/engine/diplomacy/history.js';

describe('Diplomacy adapters', () => {
  it('draws the current position with no orders for the observer', () => {
    const s = setupGame('render-adapter', DiplomacyOptions.parse({}));
    const input = toDiplomacyMapInput(viewFor(s, 'observer'));
    expect(input.units).toHaveLength(s.units.length);
    expect(input.orders).toBeUndefined();
    expect(Object.values(input.supplyCentres).filter(Boolean)).toHaveLength(Object.keys(s.supplyCenters).length);
  });

  it('passes a dislodged unit and its retreat options through', () => {
    const s = setupGame('render-adapter', DiplomacyOptions.parse({}));
    const view = viewFor(s, 'observer');
    const withRetreat = {
      ...view,
      dislodged: [
        {
          power: 'italy' as const,
          type: 'army' as const,
          at: 'tyr',
          from: 'mun',
          viaConvoy: false,
          retreats: ['pie', 'boh'],
        },
      ],
    };
    const input = toDiplomacyMapInput(withRetreat);
    expect(input.units.filter((u) => u.dislodged)).toEqual([
      { power: 'italy', type: 'army', location: 'tyr', dislodged: true, retreats: ['pie', 'boh'] },
    ]);
  });

  it('draws the last adjudicated phase with every order and its outcome', async () => {
    const s = playSpring1901();
    expect(s.phaseCount).toBeGreaterThan(0);
    const record = viewFor(s, 'observer').lastPhase!;
    const input = toDiplomacyResultsInput(record, { caption: 'Spring 1901' });
    expect(input.units).toHaveLength(record.unitsBefore.length);
    expect(input.orders).toHaveLength(record.orders.filter((o) => o.order.type !== 'waive').length);
    const failed = input.orders!.filter((o) => 'outcome' in o && o.outcome === 'fails').length;
    expect(failed).toBe(record.orders.filter((o) => o.result !== 'succeeds').length);
    const png = await renderDiplomacyMap(input);
    expect(pixelStats(decodeOwnPng(png)).dominantShare).toBeLessThan(0.5);
  });
});

describe('Diplomacy retreat results (issue #18: the retreat map left out the retreated units)', () => {
  it('draws every retreating unit, its retreat or removal, and counts the units after the phase', () => {
    const dip = GAMES.find((g) => g.slug === 'diplomacy')!;
    let found = 0;
    for (let seed = 0; seed < 6 && found < 2; seed++) {
      const run = playout(dip, `retreat-map-${seed}`, { endYear: 1904 }, { policy: 'bot' });
      const setup = {
        kind: 'diplomacy',
        seed: `retreat-map-${seed}`,
        options: { endYear: 1904 },
        engineVersion: dip.engineVersion,
      };
      phaseHistory(dip, setup, run.records).forEach((record, index) => {
        if (record.phase !== 'retreat') return;
        const retreatOrders = record.orders.flatMap((o) =>
          o.order.type === 'retreat' || o.order.type === 'disband' ? [{ power: o.power, unit: o.order.unit }] : [],
        );
        if (!retreatOrders.length && !record.lost.length) return;
        found++;
        const input = toDiplomacyResultsInput(record);
        const shown = input.units.filter((u) => u.dislodged);
        expect(shown.length, `retreat phase ${index}`).toBe(
          retreatOrders.length +
            record.lost.filter(
              (l) => !retreatOrders.some((o) => o.power === l.power && o.unit.split('/')[0] === l.at.split('/')[0]),
            ).length,
        );
        for (const o of retreatOrders) {
          expect(shown.some((u) => u.power === o.power && u.location.split('/')[0] === o.unit.split('/')[0])).toBe(
            true,
          );
        }
        expect(input.unitsAfter).toHaveLength(record.unitsAfter.length);
      });
    }
    expect(found).toBeGreaterThan(0);
  });
});
