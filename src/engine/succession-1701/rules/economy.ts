// Chapter "Rendite e organizzazione" (§8, §13, §14): income, upkeep, forming armies, depots.
import { DEPOTS, GENERAL, GENERALS, TOWNS, TREASURIES, TREASURY_STATES, type Side } from '../data/index.js';
import type { ActionOf } from '../actions.js';
import {
  addB,
  available,
  calendar,
  counters,
  fieldArmiesAt,
  sum,
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

/** First turn of the year `turn` belongs to (§5: the year's money is counted from its first semester). */
export function yearStart(turn: number): number {
  const { semester } = calendar(turn);
  return semester === 2 ? turn - 1 : turn;
}
/** Has this general's fee been paid for the current year (§15: "costo annuale di arruolamento")? */
export function feePaid(s: S, id: string): boolean {
  return s.generals[id]!.feePaidTurn >= yearStart(s.turn) && s.generals[id]!.feePaidTurn > 0;
}
/** Pays the general's yearly fee from his own state's treasury, unless already paid this year. */
export function payFee(s: S, id: string): void {
  if (feePaid(s, id)) return;
  spend(s, treasuryOfState(GENERAL[id]!.state)!, GENERAL[id]!.vc); // §16: promotion does not change the fee
  s.generals[id]!.feePaidTurn = s.turn;
}
function feeDue(s: S, id: string): number {
  return feePaid(s, id) ? 0 : GENERAL[id]!.vc;
}

/** §5, §13, §15: at the end of its organisation a coalition pays the year's upkeep of every army it keeps
 *  (1 RP a counter) and the fee of every general leading one; armies disbanded during the organisation
 *  cost nothing, armies formed there paid on forming. What a treasury cannot pay is released: armies in
 *  id order, then unpaid generals go to the pool (house rule G39; the player can disband first). */
export function payUpkeep(s: S, side: Side, ev: Ev): void {
  for (const a of sortedIds(Object.values(s.armies))) {
    if (a.side !== side || a.upkeepPaidTurn === s.turn) continue;
    const cost = counters(a.brigades);
    if (available(s, a.payer) < cost) {
      log(ev, 'army_disbanded_unpaid', { army: a.id, treasury: a.payer });
      disband(s, a.id);
      continue;
    }
    spend(s, a.payer, cost);
    a.upkeepPaidTurn = s.turn;
    if (a.general) {
      const gt = treasuryOfState(GENERAL[a.general]!.state)!;
      if (available(s, gt) < feeDue(s, a.general)) {
        log(ev, 'general_unpaid', { general: a.general });
        s.generals[a.general]!.status = 'pool';
        s.generals[a.general]!.army = null;
        a.general = null;
      } else payFee(s, a.general);
    }
  }
  log(ev, 'upkeep_paid', { role: side });
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

/** An army in the field without a usable general: none, or one recalled by penalty T2-1. */
export function needsGeneral(s: S, a: { general: string | null; inside: boolean }): boolean {
  if (a.inside) return false;
  if (!a.general) return true;
  return s.generals[a.general]!.recalledUntil >= s.turn;
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

type OrgAction = ActionOf<
  'form_army' | 'assign_general' | 'enlist_general' | 'disband_army' | 'disband_brigades' | 'end_organisation'
>;
export function organisationActions(s: S, role: Side): OrgAction[] {
  const out: OrgAction[] = [];
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
        const gt = treasuryOfState(g.state)!;
        if (pool < size || available(s, payer) < size / 2 + (gt === payer ? feeDue(s, g.id) : 0)) continue;
        if (gt !== payer && available(s, gt) < feeDue(s, g.id)) continue;
        for (const town of towns) out.push({ type: 'form_army', general: g.id, state: st, size, town });
      }
    }
  }
  // §15: a general may be enlisted (his yearly fee paid) without an army, to lead one later in the year.
  for (const g of generals)
    if (!feePaid(s, g.id) && available(s, treasuryOfState(g.state)!) >= g.vc)
      out.push({ type: 'enlist_general', general: g.id });
  for (const a of sortedIds(Object.values(s.armies))) {
    if (a.side !== role) continue;
    out.push({ type: 'disband_army', army: a.id });
    // §12-13: part of an army may be sent home: some brigades back to the pool, the army keeps the rest.
    const total = sum(a.brigades);
    for (const st of Object.keys(a.brigades).sort())
      for (let n = 1; n <= Math.min(a.brigades[st]!, total - 1); n++)
        out.push({ type: 'disband_brigades', army: a.id, state: st, brigades: n });
    if (needsGeneral(s, a)) out.push(...generalChoices(s, role, a.id));
  }
  out.push({ type: 'end_organisation' });
  return out;
}

/** Generals `role` can put at the head of army `army` now: available, fee paid this year or payable. */
export function generalChoices(s: S, role: Side, army: string): Array<ActionOf<'assign_general'>> {
  const out: Array<ActionOf<'assign_general'>> = [];
  for (const g of GENERALS) {
    if (!isGeneralAvailable(s, g.id, role)) continue;
    if (available(s, treasuryOfState(g.state)!) >= feeDue(s, g.id))
      out.push({ type: 'assign_general', army, general: g.id });
  }
  return out;
}

export function enlistGeneral(s: S, role: Side, a: ActionOf<'enlist_general'>, ev: Ev): void {
  if (!organisationActions(s, role).some((x) => x.type === 'enlist_general' && x.general === a.general))
    refuse('general_unavailable', '15', { general: a.general });
  payFee(s, a.general);
  log(ev, 'general_enlisted', { general: a.general });
}

export function disbandBrigades(s: S, role: Side, a: ActionOf<'disband_brigades'>, ev: Ev): void {
  const army = s.armies[a.army];
  if (!army || army.side !== role) refuse('no_such_army', '13', { army: a.army });
  const have = army.brigades[a.state] ?? 0;
  if (a.brigades > have || a.brigades >= sum(army.brigades))
    refuse('cannot_disband_brigades', '13', { army: a.army, brigades: a.brigades });
  army.brigades[a.state] = have - a.brigades;
  if (army.brigades[a.state] === 0) delete army.brigades[a.state];
  s.pools[a.state] = (s.pools[a.state] ?? 0) + a.brigades;
  log(ev, 'brigades_disbanded', { army: a.army, brigades: a.brigades, state: a.state });
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
  spend(s, payer, a.size / 2); // §13: the new army's upkeep for this year
  payFee(s, a.general);
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
    upkeepPaidTurn: s.turn,
  };
  s.generals[a.general]!.status = 'army';
  s.generals[a.general]!.army = id;
  log(ev, 'army_formed', { army: id, general: a.general, state: a.state, brigades: a.size, town: a.town });
}

/** §15: a general takes command of an army without one (at the organisation, or during the year in place
 *  of a dismissed or recalled one); his yearly fee is paid now unless already paid this year. */
export function assignGeneral(s: S, role: Side, a: ActionOf<'assign_general'>, ev: Ev): void {
  const army = s.armies[a.army];
  if (!army || army.side !== role) refuse('no_such_army', '13', { army: a.army });
  if (!generalChoices(s, role, a.army).some((x) => x.general === a.general) || !needsGeneral(s, army))
    refuse('general_unavailable', '15', { general: a.general });
  if (army.general) {
    // A recalled general (T2-1) steps down; he stays unusable until his recall ends.
    s.generals[army.general]!.status = 'pool';
    s.generals[army.general]!.army = null;
    log(ev, 'general_replaced', { army: army.id, general: army.general });
  }
  payFee(s, a.general);
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
export { calendar };
