/**
 * Counts of incoherent orders in played Diplomacy phases (the bot tests and the tournament use them):
 *   - a void support of an own move: a support of one of the supporter's own units that does not
 *     match what that unit was ordered to do (a move elsewhere, or a hold while it moves);
 *   - a self-bounce: a move of one power's unit that fails into a province where that power's
 *     own unit stayed or where another of its units also tried to go (two own moves to one
 *     province, a move into an own unit that holds, supports or convoys, an own swap).
 */
import type { PhaseRecord, Power } from '../../src/engine/diplomacy/index.js';

const prov = (loc: string) => loc.slice(0, 3);

export interface Coherence {
  /** supports given to an own unit */
  ownSupports: number;
  voidOwnSupports: number;
  moves: number;
  selfBounces: number;
  /** one line per incoherence, for messages */
  examples: string[];
}

export function coherence(phases: readonly PhaseRecord[], counted: (p: Power) => boolean): Coherence {
  const out: Coherence = { ownSupports: 0, voidOwnSupports: 0, moves: 0, selfBounces: 0, examples: [] };
  for (const r of phases) {
    if (r.phase !== 'movement') continue;
    const byUnit = new Map(
      r.orders.filter((o) => 'unit' in o.order).map((o) => [prov((o.order as { unit: string }).unit), o]),
    );
    const ownerAt = new Map(r.unitsBefore.map((u) => [prov(u.at), u.power]));
    for (const o of r.orders) {
      if (!counted(o.power)) continue;
      const order = o.order;
      if (order.type === 'support' && ownerAt.get(prov(order.target)) === o.power) {
        out.ownSupports++;
        const theirs = byUnit.get(prov(order.target))?.order;
        const moving = theirs?.type === 'move';
        const ok = order.to === undefined ? !moving : moving && prov((theirs as { to: string }).to) === prov(order.to);
        if (!ok) {
          out.voidOwnSupports++;
          out.examples.push(`${r.season} ${r.year} ${o.power}: void ${o.text}`);
        }
      }
      if (order.type !== 'move') continue;
      out.moves++;
      if (o.result === 'succeeds') continue;
      const dest = prov(order.to);
      const staying = ownerAt.get(dest) === o.power && byUnit.get(dest)?.order.type !== 'move';
      const rival = r.orders.some(
        (x) => x !== o && x.power === o.power && x.order.type === 'move' && prov(x.order.to) === dest,
      );
      const there = byUnit.get(dest);
      const swap =
        ownerAt.get(dest) === o.power &&
        there?.order.type === 'move' &&
        prov(there.order.to) === prov(order.unit) &&
        !order.viaConvoy &&
        !there.order.viaConvoy;
      if (staying || rival || swap) {
        out.selfBounces++;
        out.examples.push(`${r.season} ${r.year} ${o.power}: self-bounce ${o.text}`);
      }
    }
  }
  return out;
}
