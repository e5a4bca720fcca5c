import { describe, expect, it } from 'vitest';
import { setupGame } from '../../src/engine/diplomacy/game.js';
import { DiplomacyOptions } from '../../src/engine/diplomacy/state.js';
import { viewFor } from '../../src/engine/diplomacy/view.js';
import { toDiplomacyMapInput, toDiplomacyResultsInput } from '../../src/render/diplomacy/adapter.js';
import { renderDiplomacyMap } from '../../src/render/diplomacy/render.js';
import { decodeOwnPng, pixelStats } from './png-helpers.js';
import { playSpring1901 } from './fixtures/diplomacy-engine.js';

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
