// The last step of guided entry: which orders of one type a select menu lists. Discord shows at most
// 25 options, so a long list of supports or convoys is first split by the unit they help. Moves and
// convoys come nearest first (an army's moves over land before those by sea), not alphabetically (#30).
import { ANY_ADJ, armyReaches } from '../../engine/diplomacy/data/map.js';
import type { Order } from '../../engine/diplomacy/index.js';

const province = (loc: string) => loc.slice(0, 3);
const memo = new Map<string, Map<string, number>>();

/** Steps over land and sea from one province to every other. */
function stepsFrom(from: string): Map<string, number> {
  let d = memo.get(from);
  if (d) return d;
  d = new Map([[from, 0]]);
  const queue = [from];
  while (queue.length) {
    const at = queue.shift()!;
    for (const n of ANY_ADJ[at] ?? [])
      if (!d.has(n)) {
        d.set(n, d.get(at)! + 1);
        queue.push(n);
      }
  }
  memo.set(from, d);
  return d;
}

/** An army's move that can only go by sea: the menu says "(via convoy)". */
export function byConvoy(o: Order): boolean {
  if (o.type !== 'move') return false;
  if (o.viaConvoy) return true;
  return o.unitType === 'army' && !armyReaches(province(o.unit), province(o.to));
}

/** Menu order: moves over land first, then by sea; each nearest first (the list's order breaks ties). */
function rank(o: Order): [number, number] {
  if (o.type === 'move' || o.type === 'retreat')
    return [byConvoy(o) ? 1 : 0, stepsFrom(province(o.unit)).get(province(o.to)) ?? 99];
  if (o.type === 'convoy') return [0, stepsFrom(province(o.target)).get(province(o.to)) ?? 99];
  return [0, 0];
}

export const MAX_OPTIONS = 25;

export type TargetChoices =
  | { kind: 'groups'; targets: { value: string; label: string }[] }
  | { kind: 'orders'; items: { order: Order; index: number }[]; more: number };

/** `all` is the tree's list for one unit and type; `target` narrows it to the orders helping that unit. */
export function targetChoices(all: Order[], target?: string): TargetChoices {
  const items = all
    .map((order, index) => ({ order, index, rank: rank(order) }))
    .filter(({ order }) => target === undefined || ('target' in order && order.target === target))
    .sort((a, b) => a.rank[0] - b.rank[0] || a.rank[1] - b.rank[1] || a.index - b.index)
    .map(({ order, index }) => ({ order, index }));
  const groupable = items.every(({ order }) => order.type === 'support' || order.type === 'convoy');
  if (items.length > MAX_OPTIONS && target === undefined && groupable) {
    const seen = new Map<string, string>();
    for (const { order } of items) {
      const o = order as Extract<Order, { type: 'support' | 'convoy' }>;
      if (!seen.has(o.target))
        seen.set(
          o.target,
          `${o.targetType === 'fleet' ? 'F' : o.targetType === 'army' ? 'A' : ''} ${o.target.toUpperCase()}`.trim(),
        );
    }
    return { kind: 'groups', targets: [...seen].map(([value, label]) => ({ value, label })) };
  }
  return { kind: 'orders', items: items.slice(0, MAX_OPTIONS), more: Math.max(0, items.length - MAX_OPTIONS) };
}
