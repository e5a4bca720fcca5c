// Chapter "Rendite e organizzazione" (§8, §13, §14): income, upkeep, forming armies, depots.
import {
  DEPOTS,
  GENERAL,
  GENERALS,
  STATE,
  TOWN,
  TOWNS,
  TREASURIES,
  TREASURY_STATES,
  type Side,
  type TreasuryId,
} from '../data/index.js';
import type { ActionOf } from '../actions.js';
import {
  addB,
  available,
  calendar,
  counters,
  fieldArmiesAt,
  generalVc,
  log,
  other,
  refuse,
  sortedIds,
  spend,
  treasuryOfState,
  type Ev,
  type S,
} from './common.js';

/** §8: revenue is collected only at the start of the first semester; unspent RP are lost (no carry-over). */
export function collectIncome(s: S, ev: Ev): void {
  for (const t of TREASURIES) {
    const tr = s.treasuries[t];
    let gross = 0;
    let debit = 0;
    for (const town of TOWNS) {
      const ts = s.towns[town.id]!;
      if (ts.incomeTo !== t) continue;
      if (!ts.captured) gross += town.rv;
      // §23: a raided town's value is taken from its owner when the owner next collects.
      if (ts.raided) debit += town.rv;
      ts.raided = false;
    }
    tr.spent = 0;
    tr.total = tr.active ? Math.max(0, gross - debit) : 0;
    if (tr.active) log(ev, 'income', { treasury: t, total: tr.total, raided: debit });
  }
}

/** §13: existing armies and their generals are paid at the start of each year; what cannot be paid is
 *  released. House rule: the engine releases in army-id order instead of asking (digest G39). */
export function payUpkeep(s: S, ev: Ev): void {
  for (const a of sortedIds(Object.values(s.armies))) {
    const cost = counters(a.brigades);
    if (available(s, a.payer) < cost) {
      log(ev, 'army_disbanded_unpaid', { army: a.id, treasury: a.payer });
      disband(s, a.id);
      continue;
    }
    spend(s, a.payer, cost);
    if (a.general) {
      const gt = treasuryOfState(GENERAL[a.general]!.state)!;
      const fee = GENERAL[a.general]!.vc; // §16: promotion does not change the fee
      if (available(s, gt) < fee) {
        log(ev, 'general_unpaid', { general: a.general });
        s.generals[a.general]!.status = 'pool';
        s.generals[a.general]!.army = null;
        a.general = null;
      } else spend(s, gt, fee);
    }
  }
}

export function disband(s: S, armyId: string): void {
  const a = s.armies[armyId]!;
  addB(s.pools, a.brigades);
  if (a.general) {
    s.generals[a.general]!.status = 'pool';
    s.generals[a.general]!.army = null;
  }
  delete s.armies[armyId];
}

export function isGeneralAvailable(s: S, id: string, side: Side): boolean {
  const g = s.generals[id]!;
  const st = GENERAL[id]!.state;
  return (
    g.status === 'pool' &&
    g.availableTurn <= s.turn &&
    g.recalledUntil < s.turn &&
    s.states[st]!.side === side &&
    s.states[st]!.status === 'active'
  );
}

/** §13: new armies are placed on a town inside their own borders: a town of the paying treasury's states
 *  held by the coalition, not chained, with no enemy army and no siege. English brigades form in the
 *  England box (§3). */
export function homeTowns(s: S, side: Side, brigadeState: string): string[] {
  if (brigadeState === 'ENGLAND') return s.towns.ENGLAND!.holder === side ? ['ENGLAND'] : [];
  const t = treasuryOfState(brigadeState)!;
  const states = TREASURY_STATES[t];
  return TOWNS.filter((town) => {
    if (!states.includes(town.state) || town.kind === 'offmap') return false;
    const ts = s.towns[town.id]!;
    return (
      ts.holder === side && !ts.captured && fieldArmiesAt(s, town.id, other(side)).length === 0 && !s.sieges[town.id]
    );
  }).map((t) => t.id);
}

export function organisationActions(
  s: S,
  role: Side,
): Array<ActionOf<'form_army' | 'assign_general' | 'disband_army' | 'end_organisation'>> {
  const out: Array<ActionOf<'form_army' | 'assign_general' | 'disband_army' | 'end_organisation'>> = [];
  const generals = GENERALS.filter((g) => isGeneralAvailable(s, g.id, role));
  const reichArmies = Object.values(s.armies).filter((a) => a.payer === 'REICH').length;
  for (const st of Object.keys(s.pools).sort()) {
    const pool = s.pools[st] ?? 0;
    if (pool < 4 || s.states[st]!.side !== role || s.states[st]!.status !== 'active') continue;
    const payer = treasuryOfState(st)!;
    if (!s.treasuries[payer].active) continue;
    if (payer === 'REICH' && reichArmies >= 2) continue; // §2: the Empire fields at most two armies
    const towns = homeTowns(s, role, st);
    for (const g of generals) {
      if (treasuryOfState(g.state) !== payer) continue;
      for (const size of [4, 6] as const) {
        if (pool < size || available(s, payer) < size / 2 + g.vc) continue;
        for (const town of towns) out.push({ type: 'form_army', general: g.id, state: st, size, town });
      }
    }
  }
  for (const a of sortedIds(Object.values(s.armies))) {
    if (a.side !== role) continue;
    out.push({ type: 'disband_army', army: a.id });
    if (!a.general) {
      for (const g of generals) {
        const gt = treasuryOfState(g.state)!;
        if (available(s, gt) >= g.vc) out.push({ type: 'assign_general', army: a.id, general: g.id });
      }
    }
  }
  out.push({ type: 'end_organisation' });
  return out;
}

export function formArmy(s: S, role: Side, a: ActionOf<'form_army'>, ev: Ev): void {
  const ok = organisationActions(s, role).some(
    (x) =>
      x.type === 'form_army' &&
      x.general === a.general &&
      x.state === a.state &&
      x.size === a.size &&
      x.town === a.town,
  );
  if (!ok) refuse('cannot_form_army', '13', { general: a.general, town: a.town });
  const payer = treasuryOfState(a.state)!;
  spend(s, payer, a.size / 2);
  spend(s, treasuryOfState(GENERAL[a.general]!.state)!, GENERAL[a.general]!.vc);
  s.pools[a.state] = (s.pools[a.state] ?? 0) - a.size;
  const id = `army-${s.nextArmy++}`;
  s.armies[id] = {
    id,
    side: role,
    payer,
    town: a.town,
    brigades: { [a.state]: a.size },
    general: a.general,
    inside: false,
    moved: false,
    forcedPenalty: false,
    haltedTurn: 0,
    rpPenalty: 0,
    neutralSince: 0,
    cameFrom: null,
  };
  s.generals[a.general]!.status = 'army';
  s.generals[a.general]!.army = id;
  log(ev, 'army_formed', { army: id, general: a.general, state: a.state, brigades: a.size, town: a.town });
}

export function assignGeneral(s: S, role: Side, a: ActionOf<'assign_general'>, ev: Ev): void {
  const army = s.armies[a.army];
  if (!army || army.side !== role || army.general) refuse('no_such_army', '13', { army: a.army });
  if (!isGeneralAvailable(s, a.general, role)) refuse('general_unavailable', '15', { general: a.general });
  spend(s, treasuryOfState(GENERAL[a.general]!.state)!, GENERAL[a.general]!.vc);
  army.general = a.general;
  s.generals[a.general]!.status = 'army';
  s.generals[a.general]!.army = army.id;
  log(ev, 'general_assigned', { army: army.id, general: a.general });
}

/** 1709 S1 (§22 losses): depots that sent all their reserves are refilled to their starting content. */
export function refillDepots(s: S, ev: Ev): void {
  for (const d of DEPOTS) {
    const ds = s.depots[d.id]!;
    if (!ds.exhausted) continue;
    const st = d.state;
    if (s.states[st]!.status === 'surrendered') continue;
    ds.brigades = { [st]: d.brigades };
    ds.exhausted = false;
    s.refilled[st] = (s.refilled[st] ?? 0) + d.brigades;
    log(ev, 'depot_refilled', { depot: d.id });
  }
}

export function depotUsable(s: S, depotId: string, side: Side): boolean {
  const d = DEPOTS.find((x) => x.id === depotId)!;
  const ts = s.towns[d.town]!;
  return ts.holder === side && s.states[d.state]!.side === side && s.states[d.state]!.status === 'active';
}

export function townRv(town: string): number {
  return TOWN[town]!.rv;
}
export function stateName(st: string): string {
  return STATE[st]?.name ?? st;
}
export { calendar, generalVc };
export type { TreasuryId };
