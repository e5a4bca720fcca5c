// The last step of guided entry: which orders of one type a select menu lists. Discord shows at most
// 25 options, so a long list of supports or convoys is first split by the unit they help.
import type { Order } from '../../engine/diplomacy/index.js';

export const MAX_OPTIONS = 25;

export type TargetChoices =
  | { kind: 'groups'; targets: { value: string; label: string }[] }
  | { kind: 'orders'; items: { order: Order; index: number }[]; more: number };

/** `all` is the tree's list for one unit and type; `target` narrows it to the orders helping that unit. */
export function targetChoices(all: Order[], target?: string): TargetChoices {
  const items = all
    .map((order, index) => ({ order, index }))
    .filter(({ order }) => target === undefined || ('target' in order && order.target === target));
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
