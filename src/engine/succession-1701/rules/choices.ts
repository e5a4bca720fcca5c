// Decisions the rulebook leaves to the players that happen outside an action: where a beaten or withdrawing
// army retreats (5.9), where an army displaced by the Savoy defection goes when several towns are equally
// near (5.18), and the ransom of prisoners (§22 losses, 5.17).
import { DEPOTS, GENERAL, LAND_ADJ, TREASURIES, type Side, type TreasuryId } from '../data/index.js';
import type { ActionOf } from '../actions.js';
import type { Pending } from '../types.js';
import {
  addB,
  available,
  fieldArmiesAt,
  gain,
  log,
  other,
  refuse,
  spend,
  sum,
  treasuryOfState,
  type Ev,
  type S,
} from './common.js';
import { retreatTowns } from './movement.js';

type Place = Extract<Pending, { kind: 'place' }>;

/** Every own town (held by `side`, free of enemy armies) at the least road distance from `from`. */
export function nearestOwnTowns(s: S, from: string, side: Side): string[] {
  const seen = new Set([from]);
  let frontier = [from];
  while (frontier.length) {
    const found: string[] = [];
    const next: string[] = [];
    for (const t of frontier)
      for (const n of LAND_ADJ[t]!) {
        if (seen.has(n)) continue;
        seen.add(n);
        if (s.towns[n]!.holder === side && fieldArmiesAt(s, n, other(side)).length === 0) found.push(n);
        next.push(n);
      }
    if (found.length) return found.sort();
    frontier = next;
  }
  return [];
}

function optionsFor(s: S, p: Place, armyId: string): string[] {
  const a = s.armies[armyId]!;
  return p.reason === 'retreat' ? retreatTowns(s, a, p.avoid).sort() : nearestOwnTowns(s, a.town, a.side);
}

/** Opens the placement of `armies` (retreat or defection); places at once every army with one option. */
export function startPlacement(
  s: S,
  ev: Ev,
  init: { reason: Place['reason']; armies: string[]; avoid: string; advanceArmies: string[]; advanceTown: string },
): void {
  const p: Place = { kind: 'place', role: 'loyalists', options: [], obligation: false, ...init };
  s.pending = p;
  placeNext(s, p, ev);
}

/** Moves on to the next army that needs its owner's choice; when none is left, what follows the placement. */
function placeNext(s: S, p: Place, ev: Ev): void {
  while (p.armies.length > 0) {
    const id = p.armies[0]!;
    const a = s.armies[id];
    if (!a) {
      p.armies.shift();
      continue;
    }
    const options = optionsFor(s, p, id);
    if (options.length > 1) {
      p.role = a.side;
      p.options = options;
      s.pending = p;
      return;
    }
    p.armies.shift();
    if (options.length === 1) placeArmy(s, id, options[0]!, p.reason, ev);
    else if (p.reason === 'retreat') captureOnRetreat(s, id, ev);
    // defection with no own town in reach: the army stays where it is
  }
  s.pending = null;
  if (p.advanceArmies.length > 0) {
    const winner = s.armies[p.advanceArmies[0]!]?.side;
    const armies = p.advanceArmies.filter((x) => s.armies[x]);
    const enemyLeft = Object.values(s.armies).some((x) => x.town === p.advanceTown && x.side !== winner && !x.inside);
    if (winner && armies.length > 0 && !enemyLeft)
      s.pending = { kind: 'advance', role: winner, armies, town: p.advanceTown };
  } else if (p.obligation && s.card) s.pending = { kind: 'obligation', role: s.card.holder };
}

function placeArmy(s: S, id: string, to: string, reason: Place['reason'], ev: Ev): void {
  const a = s.armies[id]!;
  a.town = to;
  a.inside = false;
  a.neutralSince = 0;
  log(ev, reason === 'retreat' ? 'army_retreated' : 'army_placed', { army: id, to });
}
function captureOnRetreat(s: S, id: string, ev: Ev): void {
  captureArmy(s, id, other(s.armies[id]!.side), ev);
}

export function placeActions(s: S): Array<ActionOf<'place_army'>> {
  const p = s.pending;
  if (!p || p.kind !== 'place') return [];
  return p.options.map((to) => ({ type: 'place_army' as const, army: p.armies[0]!, to }));
}
export function applyPlace(s: S, a: ActionOf<'place_army'>, ev: Ev): void {
  const p = s.pending as Place;
  if (p.armies[0] !== a.army || !p.options.includes(a.to)) refuse('place_illegal', '20', { army: a.army, to: a.to });
  p.armies.shift();
  placeArmy(s, a.army, a.to, p.reason, ev);
  placeNext(s, p, ev);
}

// ---- ransom (§22 losses: "riscattati in cambio di PR da convenire"; digest 5.17) ----

/** The treasury that pays for a prisoner: the general's state, or the captured brigades' state. */
export function ransomTreasury(prisoner: string): TreasuryId | null {
  return treasuryOfState(GENERAL[prisoner]?.state ?? prisoner);
}
/** Prisoners of `role` held by the enemy: captured generals of its states and captured brigades by state. */
export function ownPrisoners(s: S, role: Side): string[] {
  const out: string[] = [];
  for (const id of Object.keys(s.generals).sort()) {
    const st = s.states[GENERAL[id]!.state]!;
    if (s.generals[id]!.status === 'captured' && st.side === role && st.status === 'active') out.push(id);
  }
  const held = s.prisoners[other(role)];
  for (const st of Object.keys(held).sort())
    if ((held[st] ?? 0) > 0 && s.states[st]?.side === role && s.states[st]!.status === 'active') out.push(st);
  return out;
}
/** One offer a turn, during the offering side's own action step, of 1–12 RP its treasury can pay. */
export function ransomOffers(s: S, role: Side): Array<ActionOf<'ransom_offer'>> {
  if (s.record[role].offers > 0) return [];
  const out: Array<ActionOf<'ransom_offer'>> = [];
  for (const prisoner of ownPrisoners(s, role)) {
    const t = ransomTreasury(prisoner);
    if (!t || !s.treasuries[t].active || s.treasuries[t].side !== role) continue;
    for (let amount = 1; amount <= Math.min(12, available(s, t)); amount++)
      out.push({ type: 'ransom_offer', prisoner, amount });
  }
  return out;
}
export function applyRansomOffer(s: S, role: Side, a: ActionOf<'ransom_offer'>, ev: Ev): void {
  if (!ransomOffers(s, role).some((x) => x.prisoner === a.prisoner && x.amount === a.amount))
    refuse('ransom_illegal', '22a', { prisoner: a.prisoner });
  s.record[role].offers += 1;
  s.pending = {
    kind: 'ransom',
    role: other(role),
    prisoner: a.prisoner,
    amount: a.amount,
    treasury: ransomTreasury(a.prisoner)!,
  };
  log(ev, 'ransom_offered', { role, prisoner: a.prisoner, amount: a.amount });
}
/** The captor refuses, or accepts and names which of its treasuries receives the RP. */
export function ransomAnswers(s: S): Array<ActionOf<'ransom_answer'>> {
  const p = s.pending;
  if (!p || p.kind !== 'ransom') return [];
  const out: Array<ActionOf<'ransom_answer'>> = [{ type: 'ransom_answer', accept: false, treasury: null }];
  for (const t of TREASURIES)
    if (s.treasuries[t].active && s.treasuries[t].side === p.role)
      out.push({ type: 'ransom_answer', accept: true, treasury: t });
  return out;
}
export function applyRansomAnswer(s: S, a: ActionOf<'ransom_answer'>, ev: Ev): void {
  const p = s.pending as Extract<Pending, { kind: 'ransom' }>;
  if (!ransomAnswers(s).some((x) => x.accept === a.accept && x.treasury === a.treasury))
    refuse('ransom_illegal', '22a', { prisoner: p.prisoner });
  s.pending = null;
  if (!a.accept) {
    log(ev, 'ransom_refused', { prisoner: p.prisoner });
    return;
  }
  // The only RP that pass between coalitions (the rule names the ransom as a price between the players).
  spend(s, p.treasury, p.amount);
  gain(s, a.treasury as TreasuryId, p.amount);
  if (GENERAL[p.prisoner]) {
    s.generals[p.prisoner]!.status = 'pool';
    s.generals[p.prisoner]!.army = null;
  } else {
    const held = s.prisoners[p.role];
    const n = held[p.prisoner]!;
    delete held[p.prisoner];
    log(ev, 'ransom_accepted', { prisoner: p.prisoner, amount: p.amount, treasury: a.treasury! });
    releaseBrigades(s, p.prisoner, n, other(p.role), ev);
    return;
  }
  log(ev, 'ransom_accepted', { prisoner: p.prisoner, amount: p.amount, treasury: a.treasury! });
}

/** Brigades a depot may hold: three counters of two (§13). */
export const DEPOT_ROOM = 6;

/**
 * Ransomed brigades go back to their own state's depots (§22 losses; digest 5.17), in the map's depot
 * order, as far as each has room (three counters, §13). A depot that has sent out all its reserves takes
 * none before its 1709 refill (§22 losses), nor does one whose town the enemy holds (G44). What no depot
 * can take goes to the state's pool, from which armies are formed.
 */
export function releaseBrigades(s: S, state: string, n: number, owner: Side, ev: Ev): void {
  let left = n;
  for (const d of DEPOTS) {
    if (left === 0) break;
    const ds = s.depots[d.id]!;
    if (d.state !== state || ds.exhausted || s.towns[d.town]!.holder !== owner) continue;
    const k = Math.min(left, DEPOT_ROOM - sum(ds.brigades));
    if (k <= 0) continue;
    addB(ds.brigades, { [state]: k });
    left -= k;
    log(ev, 'ransomed_to_depot', { brigades: k, state, depot: d.id });
  }
  if (left > 0) {
    s.pools[state] = (s.pools[state] ?? 0) + left;
    log(ev, 'ransomed_to_pool', { brigades: left, state });
  }
}

/** An army taken whole: its brigades and general become the captor's prisoners (§22). */
export function captureArmy(s: S, id: string, captor: Side, ev: Ev): void {
  const a = s.armies[id]!;
  addB(s.prisoners[captor], a.brigades);
  if (a.general) {
    s.generals[a.general]!.status = 'captured';
    s.generals[a.general]!.army = null;
  }
  delete s.armies[id];
  log(ev, 'army_captured', { army: id, by: captor });
}
