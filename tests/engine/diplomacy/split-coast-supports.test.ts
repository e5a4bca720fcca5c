/**
 * Supports of a fleet on a split coast (issue #17): the order list offered a support of a move the
 * fleet cannot make from its own coast (`F SKA S F STP/SC - NWY`), and apply then refused it with
 * supported_cannot_reach. These tests fail before the fix in rules/order-options.ts.
 */
import { describe, expect, it } from 'vitest';
import {
  diplomacy,
  formatOrder,
  type DiplomacyState,
  type Power,
  type Unit,
} from '../../../src/engine/diplomacy/index.js';

const U = (power: Power, type: 'army' | 'fleet', at: string): Unit => ({ power, type, at });

function position(units: Unit[]): DiplomacyState {
  return { ...diplomacy.setup('split-coast', diplomacy.optionsSchema.parse({})), units };
}

/** The support orders offered to `power`, as text with coasts written `STP/SC` (`F BAL S F STP/SC - BOT`). */
function offeredSupports(s: DiplomacyState, power: Power): string[] {
  return diplomacy.legalActions(s, power).flatMap((a) =>
    a.type === 'set_order' && a.order.type === 'support'
      ? [
          formatOrder(a.order)
            .toUpperCase()
            .replace(/ \((\w\w)\)/g, '/$1'),
        ]
      : [],
  );
}

describe('supports of a fleet on a split coast (P-4, P-14)', () => {
  const cases: { units: Unit[]; power: Power; refused: string; kept: string[] }[] = [
    {
      units: [U('russia', 'fleet', 'stp/sc'), U('germany', 'fleet', 'ska'), U('germany', 'fleet', 'bal')],
      power: 'germany',
      refused: 'F SKA S F STP/SC - NWY',
      kept: ['F BAL S F STP/SC - BOT'],
    },
    {
      units: [U('france', 'fleet', 'spa/nc'), U('italy', 'fleet', 'tys'), U('italy', 'fleet', 'lyo')],
      power: 'italy',
      refused: 'F TYS S F SPA/NC - WES',
      kept: ['F LYO S F SPA/NC', 'F TYS S F LYO - WES'],
    },
    {
      units: [U('russia', 'fleet', 'stp/nc'), U('russia', 'army', 'war'), U('russia', 'army', 'mos')],
      power: 'russia',
      refused: 'A WAR S F STP/NC - LVN',
      kept: ['A MOS S F STP/NC'],
    },
  ];
  for (const c of cases) {
    it(`does not offer ${c.refused}, and every support it offers applies`, () => {
      const s = position(c.units);
      const offered = offeredSupports(s, c.power);
      expect(offered).not.toContain(c.refused);
      for (const k of c.kept) expect(offered).toContain(k);
      for (const a of diplomacy.legalActions(s, c.power))
        if (a.type === 'set_order') expect(() => diplomacy.apply(s, c.power, a), JSON.stringify(a)).not.toThrow();
    });
  }

  it('still offers a support into the other coast’s sea zones from a fleet that reaches the province', () => {
    // F MAO may support F SPA/NC holding, and F GAS may support F MAO - SPA (any coast, P-4).
    const s = position([U('france', 'fleet', 'spa/nc'), U('france', 'fleet', 'mao'), U('france', 'fleet', 'gas')]);
    const offered = offeredSupports(s, 'france');
    expect(offered).toContain('F MAO S F SPA/NC');
    expect(offered).toContain('F GAS S F MAO - SPA');
  });
});
