import { describe, expect, it } from 'vitest';
import { MAX_OPTIONS, targetChoices } from '../../src/commands/diplomacy/guided.js';
import type { Order } from '../../src/engine/diplomacy/index.js';

/** The last menu of guided entry never lists more than Discord shows (25 options). */
describe('guided entry: the target menu', () => {
  const near = ['bel', 'hol', 'den', 'nwy', 'edi', 'yor', 'lon', 'hel', 'ska'];
  // A fleet in the North Sea with units all around: support to hold each, and many supported moves.
  const supports: Order[] = near.flatMap((t) => [
    { type: 'support', unit: 'nth', unitType: 'fleet', target: t, targetType: 'army' } as Order,
    ...near
      .filter((x) => x !== t)
      .slice(0, 3)
      .map((to) => ({ type: 'support', unit: 'nth', unitType: 'fleet', target: t, targetType: 'army', to }) as Order),
  ]);

  it('lists a short list as it is, with indexes into the full list', () => {
    const few = supports.slice(0, 6);
    const c = targetChoices(few);
    expect(c).toEqual({ kind: 'orders', items: few.map((order, index) => ({ order, index })), more: 0 });
  });

  it("splits a long list of supports by the supported unit first, then lists that unit's orders", () => {
    expect(supports.length).toBeGreaterThan(MAX_OPTIONS);
    const groups = targetChoices(supports);
    expect(groups.kind).toBe('groups');
    if (groups.kind !== 'groups') return;
    expect(groups.targets.map((g) => g.value)).toEqual(near);
    expect(groups.targets[0]!.label).toBe('A BEL');
    const hol = targetChoices(supports, 'hol');
    expect(hol.kind).toBe('orders');
    if (hol.kind !== 'orders') return;
    expect(hol.items).toHaveLength(4);
    for (const { order, index } of hol.items) expect(supports[index]).toBe(order);
    expect(hol.items.every(({ order }) => order.type === 'support' && order.target === 'hol')).toBe(true);
  });

  it('cuts a long list of moves at 25 and says how many more', () => {
    const moves = Array.from(
      { length: 30 },
      (_, i) => ({ type: 'move', unit: 'lon', to: `p${String(i).padStart(2, '0')}` }) as unknown as Order,
    );
    const c = targetChoices(moves);
    expect(c.kind === 'orders' && c.items.length).toBe(MAX_OPTIONS);
    expect(c.kind === 'orders' && c.more).toBe(5);
  });
});
