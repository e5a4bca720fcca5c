import { describe, expect, it } from 'vitest';
import { byConvoy, targetChoices } from '../../src/commands/diplomacy/guided.js';
import type { Order } from '../../src/engine/diplomacy/index.js';

const move = (to: string, viaConvoy = false): Order => ({
  type: 'move',
  unit: 'yor',
  unitType: 'army',
  to,
  ...(viaConvoy ? { viaConvoy } : {}),
});

describe('the guided menus list targets nearest first and mark moves by sea (#30)', () => {
  it("puts an army's moves over land first, then its moves by sea nearest first, not alphabetically", () => {
    const all = ['bel', 'bre', 'cly', 'den', 'edi', 'hol', 'lon', 'lvp', 'nwy', 'pic', 'wal'].map((to) => move(to));
    const c = targetChoices(all);
    if (c.kind !== 'orders') throw new Error('expected orders');
    const order = c.items.map(({ order }) => (order as Extract<Order, { type: 'move' }>).to);
    expect(order.slice(0, 4)).toEqual(['edi', 'lon', 'lvp', 'wal']);
    // by sea: Belgium, Denmark, Holland and Norway are a North Sea crossing away; Brest needs two seas
    expect(order.indexOf('bre')).toBeGreaterThan(order.indexOf('nwy'));
    expect(order.indexOf('bre')).toBeGreaterThan(order.indexOf('bel'));
    // the menu value is still the order's place in the tree's list
    for (const { order, index } of c.items) expect(all[index]).toBe(order);
  });

  it('knows which moves go by sea', () => {
    expect(byConvoy(move('bre'))).toBe(true);
    expect(byConvoy(move('lon'))).toBe(false);
    expect(byConvoy(move('lon', true))).toBe(true);
    expect(byConvoy({ type: 'move', unit: 'nth', unitType: 'fleet', to: 'bel' })).toBe(false);
  });

  it('orders convoys by how far the army goes', () => {
    const convoy = (to: string): Order => ({
      type: 'convoy',
      unit: 'nth',
      unitType: 'fleet',
      target: 'yor',
      targetType: 'army',
      to,
    });
    const c = targetChoices(['bre', 'bel', 'nwy', 'edi'].map(convoy));
    if (c.kind !== 'orders') throw new Error('expected orders');
    expect(c.items.map(({ order }) => (order as Extract<Order, { type: 'convoy' }>).to)).toEqual([
      'edi',
      'bel',
      'nwy',
      'bre',
    ]);
  });
});
