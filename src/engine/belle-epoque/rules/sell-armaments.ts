import { TERRITORIES, TERRITORY_IDS, type PowerId, type TerritoryId } from '../data/index.js';
import type { BelleAction } from '../schema.js';
import { log, recheckHolders, toReserve } from './board.js';
import { movePrestige } from './prestige-track.js';
import type { BelleState, Ev } from './types.js';

function combinations(items: number[], k: number): number[][] {
  if (k === 0) return [[]];
  if (items.length < k) return [];
  const [first, ...rest] = items;
  return [...combinations(rest, k - 1).map((c) => [first, ...c]), ...combinations(rest, k)];
}

/**
 * 8.9 / 8.9.1 Sell Armaments (from Turn 4): a territory with no Armament cube; the exchange rate is paid
 * in full with own Active units (sold Fleets leave the Fleet Track); cubes fill free spaces from the
 * bottom-right (highest number) down; with no free space the seller picks undisputed DM cubes to replace.
 */
export function sellArmamentsActions(s: BelleState, p: PowerId): BelleAction[] {
  if (s.turn < 4) return [];
  const ps = s.powers[p];
  const out: BelleAction[] = [];
  for (const t of TERRITORY_IDS) {
    const sps = s.board[t];
    if (sps.some((sp) => sp.armament)) continue;
    const rate = TERRITORIES[t].rate;
    if (ps.armies.arsenal < rate.armies || ps.armamentArsenal < rate.yield) continue;
    const fleetFroms: (string | null)[] = [];
    if (rate.fleets > 0) {
      const locs = [
        ...new Set(
          ps.fleets
            .filter((f) => !f.exhausted && f.location !== 'reserve' && f.location !== 'removed')
            .map((f) => f.location),
        ),
      ];
      fleetFroms.push(...locs.sort());
      if (!fleetFroms.length) continue;
    } else fleetFroms.push(null);
    const free = sps.filter((sp) => sp.cube === null && sp.armament === null).length;
    const need = Math.max(0, rate.yield - free);
    const replaceable = sps.flatMap((sp, i) => (sp.cube && !sp.top ? [i + 1] : []));
    const choices = combinations(replaceable, need);
    for (const fleetFrom of fleetFroms)
      for (const replace of choices) out.push({ type: 'sell_armaments', territory: t, fleetFrom, replace });
  }
  return out;
}

export function sellArmaments(
  s: BelleState,
  p: PowerId,
  a: Extract<BelleAction, { type: 'sell_armaments' }>,
  ev: Ev,
): void {
  const t = a.territory as TerritoryId;
  const ps = s.powers[p];
  const rate = TERRITORIES[t].rate;
  ps.armies.arsenal -= rate.armies;
  ps.armies.removed += rate.armies;
  if (a.fleetFrom) {
    const f = ps.fleets.find((x) => x.location === a.fleetFrom && !x.exhausted)!;
    f.location = 'removed';
    ps.fleetTrack -= 1;
  }
  const sps = s.board[t];
  let left = rate.yield;
  for (let i = sps.length - 1; i >= 0 && left > 0; i--) {
    if (sps[i].cube === null && sps[i].armament === null) {
      sps[i].armament = p;
      left--;
      log(ev, 'armament_placed', { power: p, territory: t, space: i + 1 });
    }
  }
  for (const space of a.replace) {
    const sp = sps[space - 1];
    toReserve(s, sp.cube!);
    log(ev, 'armament_replaced', { power: p, territory: t, space, victim: sp.cube! });
    sp.cube = null;
    sp.armament = p;
  }
  ps.armamentArsenal -= rate.yield;
  // 8.9.2 with differences R1: selling into a territory locked against you costs Prestige.
  const lock = s.locks.find((l) => l.territory === t && l.turn === s.turn && l.exempt !== p);
  if (lock && lock.armamentPenalty > 0) movePrestige(s, p, -lock.armamentPenalty, false, ev);
  recheckHolders(s, ev);
}
