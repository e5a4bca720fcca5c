import { POWER_DATA, type Continent, type PowerId } from '../data/index.js';
import type { BelleAction } from '../schema.js';
import { alliedMinorUnits, log, minorUnitData } from './board.js';
import type { BelleState, Ev } from './types.js';

/** 8.1 Buy Military Units: Armies at the printed cost, at most 3 Fleets at £10; the Fleet Track rises. */
export function buyUnitsActions(s: BelleState, p: PowerId): BelleAction[] {
  const ps = s.powers[p];
  const d = POWER_DATA[p];
  const out: BelleAction[] = [];
  const fleetsLeft = ps.fleets.filter((f) => f.location === 'reserve').length;
  for (let f = 0; f <= fleetsLeft; f++)
    for (let a = 0; a <= ps.armies.reserve; a++) {
      if (a + f === 0) continue;
      if (a * d.armyCost + f * d.fleetCost <= ps.money) out.push({ type: 'buy_units', armies: a, fleets: f });
    }
  return out;
}

export function buyUnits(s: BelleState, p: PowerId, armies: number, fleets: number, ev: Ev): void {
  const ps = s.powers[p];
  const d = POWER_DATA[p];
  ps.money -= armies * d.armyCost + fleets * d.fleetCost;
  ps.armies.reserve -= armies;
  ps.armies.arsenal += armies;
  let f = fleets;
  for (const fl of ps.fleets)
    if (f > 0 && fl.location === 'reserve') {
      fl.location = 'arsenal';
      fl.exhausted = false;
      f--;
    }
  ps.fleetTrack += fleets;
  log(ev, 'units_bought', { power: p, armies, fleets });
}

/**
 * 8.8 Deploy Fleets: Active Fleets move from the Arsenal to a box (staying Active) or between boxes
 * (becoming Exhausted). One action may move several Fleets (R8): the first move is the action, then
 * `move_fleet` until `end_deploy`. Allied Minor Fleets deploy the same way, within their limits (8.7.3).
 */
export function deployMoves(s: BelleState, p: PowerId, moved: string[]): { fleet: string; to: Continent }[] {
  const out: { fleet: string; to: Continent }[] = [];
  const boxes: Continent[] = ['EU', 'AF', 'AS'];
  for (const f of s.powers[p].fleets) {
    if (f.exhausted || moved.includes(f.id) || f.location === 'reserve' || f.location === 'removed') continue;
    for (const to of boxes) if (to !== f.location) out.push({ fleet: f.id, to });
  }
  for (const u of alliedMinorUnits(s, p)) {
    const d = minorUnitData(u.id);
    if (d.kind !== 'fleet' || u.exhausted || moved.includes(u.id) || u.location === 'box' || u.location === 'committed')
      continue;
    for (const to of boxes) if (to !== u.location && (d.only === null || d.only === to)) out.push({ fleet: u.id, to });
  }
  return out;
}

export function moveFleet(s: BelleState, p: PowerId, id: string, to: Continent, ev: Ev): void {
  const own = s.powers[p].fleets.find((f) => f.id === id);
  const unit = own ?? s.minorUnits.find((u) => u.id === id)!;
  if (unit.location !== 'arsenal') unit.exhausted = true;
  unit.location = to;
  log(ev, 'fleet_deployed', { power: p, fleet: id, to });
}
