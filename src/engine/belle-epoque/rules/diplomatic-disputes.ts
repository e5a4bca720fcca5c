import { die } from '../../core/index.js';
import { INTRIGUE, TERRITORIES, TERRITORY_IDS, type Continent, type PowerId, type TerritoryId } from '../data/index.js';
import type { BelleAction } from '../schema.js';
import { alliedMinorUnits, continentOf, hasFleetIn, log, minorUnitData, recheckHolders, toReserve } from './board.js';
import { inScope } from './card-effects.js';
import type { BelleState, Commitment, Dispute, Ev } from './types.js';
import { isNp } from './non-player/np-state.js';
import { involvesNp, npChangeOfStrategy } from './non-player/np-disputes.js';
import { disputeBonus, modifiersFor, type Side } from './dispute-bonus.js';
import { defenderPowerOf, disputeWinner, settleSpace } from './dispute-outcome.js';

const NONE: Commitment = { fleets: 0, minorFleets: 0, armies: 0, minorArmies: 0 };

/** 8.7: a Fleet costs £2 (CE with the Kiel Canal £1), an Army £1; cards may change it. */
function unitCost(
  s: BelleState,
  p: PowerId,
  unit: 'army' | 'fleet',
  t: TerritoryId,
  d: Dispute | null,
  side: Side,
): number {
  let cost = unit === 'fleet' ? (p === 'central-empires' && s.powers[p].greatWork ? 1 : 2) : 1;
  for (const m of modifiersFor(s, p, d, side, 'unit_cost'))
    if (m.unit === unit && inScope(t, m.scope)) cost = Math.min(cost, m.amount);
  return cost;
}

/** 8.7 note: Armies need a Fleet (Active or Exhausted) in the continent's box, except in Europe and Russia's 4 Asian territories. */
function canSendArmies(s: BelleState, p: PowerId, t: TerritoryId): boolean {
  const c = continentOf(t);
  if (c === 'EU' || (p === 'russia' && TERRITORIES[t].russianNoFleet) || hasFleetIn(s, p, c)) return true;
  return s.modifiers.some((m) => m.who === p && m.kind === 'army_reach' && inScope(t, m.scope));
}

function usable(only: Continent | null, c: Continent) {
  return only === null || only === c;
}

/** Units `p` could commit to a Dispute in `t` (8.7, 8.7.2, 8.7.3). */
function availableUnits(s: BelleState, p: PowerId, t: TerritoryId): Commitment {
  const c = continentOf(t);
  const ps = s.powers[p];
  const minors = alliedMinorUnits(s, p).filter((u) => !u.exhausted && usable(minorUnitData(u.id).only, c));
  const armiesOk = canSendArmies(s, p, t);
  return {
    fleets: ps.fleets.filter((f) => f.location === c && !f.exhausted).length,
    minorFleets: minors.filter((u) => minorUnitData(u.id).kind === 'fleet' && u.location === c).length,
    armies: armiesOk ? Math.min(ps.armies.arsenal, 6) : 0,
    minorArmies: armiesOk
      ? minors.filter((u) => minorUnitData(u.id).kind === 'army' && u.location === 'arsenal').length
      : 0,
  };
}

function commitmentCost(
  s: BelleState,
  p: PowerId,
  t: TerritoryId,
  u: Commitment,
  d: Dispute | null,
  side: Side,
): number {
  return u.fleets * unitCost(s, p, 'fleet', t, d, side) + u.armies * unitCost(s, p, 'army', t, d, side);
}

function holdsHalf(s: BelleState, p: PowerId, half: string): string[] {
  return s.powers[p].intrigueHand.filter((c) => INTRIGUE[c].halves.includes(half));
}

/** Enumerates commitments within `avail`, affordable by `p`. */
function commitments(
  s: BelleState,
  p: PowerId,
  t: TerritoryId,
  avail: Commitment,
  d: Dispute | null,
  side: Side,
  money: number,
): Commitment[] {
  const out: Commitment[] = [];
  for (let f = 0; f <= avail.fleets; f++)
    for (let mf = 0; mf <= avail.minorFleets; mf++)
      for (let a = 0; a <= avail.armies; a++)
        for (let ma = 0; ma <= avail.minorArmies; ma++) {
          const u = { fleets: f, minorFleets: mf, armies: a, minorArmies: ma };
          if (commitmentCost(s, p, t, u, d, side) <= money) out.push(u);
        }
  return out;
}

/** Spaces where `p` has a top cube: Disputes it may resolve (8.7: only the owner of the top cube). */
export function resolvableDisputes(s: BelleState, p: PowerId): { territory: TerritoryId; space: number }[] {
  const out: { territory: TerritoryId; space: number }[] = [];
  for (const t of TERRITORY_IDS)
    s.board[t].forEach((sp, i) => {
      if (sp.top === p && sp.cube && !involvesNp(s, t, i)) out.push({ territory: t, space: i + 1 });
    });
  return out;
}

/** 8.7 step (a): the action names the Dispute and the attacker's Fleets (and a Gunboat Diplomacy card, RX-start). */
export function resolveDisputeActions(s: BelleState, p: PowerId): BelleAction[] {
  const out: BelleAction[] = [];
  const gunboats = [null, ...holdsHalf(s, p, 'I_gunboat_diplomacy')];
  const eots = s.modifiers.some((m) => m.who === p && m.duration === 'next_attack');
  for (const { territory, space } of resolvableDisputes(s, p)) {
    const avail = availableUnits(s, p, territory);
    const fake = eots ? ({ empireOfTheSeas: true } as Dispute) : null;
    for (const u of commitments(
      s,
      p,
      territory,
      { ...avail, armies: 0, minorArmies: 0 },
      fake,
      'attacker',
      s.powers[p].money,
    )) {
      for (const card of gunboats)
        out.push({ type: 'resolve_dispute', territory, space, fleets: u.fleets, minorFleets: u.minorFleets, card });
    }
  }
  return out;
}

function exhaust(s: BelleState, p: PowerId, t: TerritoryId, u: Commitment): void {
  const c = continentOf(t);
  const ps = s.powers[p];
  let f = u.fleets;
  for (const fl of ps.fleets)
    if (f > 0 && fl.location === c && !fl.exhausted) {
      fl.exhausted = true;
      f--;
    }
  let mf = u.minorFleets;
  let ma = u.minorArmies;
  for (const m of alliedMinorUnits(s, p)) {
    const d = minorUnitData(m.id);
    if (m.exhausted || !usable(d.only, c)) continue;
    if (d.kind === 'fleet' && mf > 0 && m.location === c) {
      m.exhausted = true;
      mf--;
    }
    if (d.kind === 'army' && ma > 0 && m.location === 'arsenal') {
      m.exhausted = true;
      m.location = 'committed';
      ma--;
    }
  }
  ps.armies.arsenal -= u.armies;
  ps.armies.committed += u.armies;
}

function commit(s: BelleState, p: PowerId, side: Side, u: Commitment, ev: Ev): void {
  const d = s.dispute!;
  const cost = commitmentCost(s, p, d.territory, u, d, side);
  s.powers[p].money -= cost;
  exhaust(s, p, d.territory, u);
  if (side === 'attacker')
    d.attackerUnits = {
      ...d.attackerUnits,
      ...u,
      fleets: d.attackerUnits.fleets + u.fleets,
      minorFleets: d.attackerUnits.minorFleets + u.minorFleets,
    };
  else d.defenderUnits = u;
  log(ev, 'units_committed', {
    power: p,
    side,
    fleets: u.fleets + u.minorFleets,
    armies: u.armies + u.minorArmies,
    cost,
  });
}

function playReaction(s: BelleState, p: PowerId, card: string, half: string, ev: Ev): void {
  const hand = s.powers[p].intrigueHand;
  hand.splice(hand.indexOf(card), 1);
  s.intrigueDiscard.push(card);
  log(ev, 'card_played', { power: p, card, half });
}

export function startDispute(
  s: BelleState,
  p: PowerId,
  a: Extract<BelleAction, { type: 'resolve_dispute' }>,
  ev: Ev,
): void {
  const t = a.territory as TerritoryId;
  const sp = s.board[t][a.space - 1];
  const d: Dispute = {
    territory: t,
    space: a.space - 1,
    attacker: p,
    defender: sp.cube!,
    defenderPower: defenderPowerOf(s, p, sp.cube!),
    stage: 'defend',
    attackerUnits: { ...NONE },
    defenderUnits: { ...NONE },
    noDefenderFleets: false,
    attackerBonus: 0,
    defenderBonus: 0,
    empireOfTheSeas: s.modifiers.some((m) => m.who === p && m.duration === 'next_attack'),
    rolls: null,
    rerollQueue: [],
    rerolled: [],
  };
  s.dispute = d;
  log(ev, 'dispute_begins', { attacker: p, defender: d.defender, territory: t, space: a.space });
  if (a.card) {
    playReaction(s, p, a.card, 'I_gunboat_diplomacy', ev);
    d.noDefenderFleets = true;
  }
  commit(s, p, 'attacker', { fleets: a.fleets, minorFleets: a.minorFleets, armies: 0, minorArmies: 0 }, ev);
  if (d.defenderPower) {
    d.stage = 'defend';
    s.step = 'dispute.defend';
  } else {
    d.stage = 'attack';
    s.step = 'dispute.attack';
  }
}

/** Steps (b)–(d): the defender commits Fleets and Armies, then the attacker its Armies (plus an RX-pre card). */
export function commitActions(s: BelleState, p: PowerId): BelleAction[] {
  const d = s.dispute!;
  const side: Side = d.stage === 'defend' ? 'defender' : 'attacker';
  let avail = availableUnits(s, p, d.territory);
  if (side === 'defender' && d.noDefenderFleets) avail = { ...avail, fleets: 0, minorFleets: 0 };
  if (side === 'attacker' && !d.np) avail = { ...avail, fleets: 0, minorFleets: 0 }; // 13.9.3: in phase (e) all at once
  const cards = [null, ...holdsHalf(s, p, 'I_military_mission')];
  const out: BelleAction[] = [];
  for (const u of commitments(s, p, d.territory, avail, d, side, s.powers[p].money))
    for (const card of cards) out.push({ type: 'commit', ...u, card });
  return out;
}

export function applyCommit(s: BelleState, p: PowerId, a: Extract<BelleAction, { type: 'commit' }>, ev: Ev): void {
  const d = s.dispute!;
  const side: Side = d.stage === 'defend' ? 'defender' : 'attacker';
  commit(
    s,
    p,
    side,
    { fleets: a.fleets, minorFleets: a.minorFleets, armies: a.armies, minorArmies: a.minorArmies },
    ev,
  );
  if (a.card) {
    playReaction(s, p, a.card, 'I_military_mission', ev);
    if (side === 'attacker') d.attackerBonus += 1;
    else d.defenderBonus += 1;
  }
  if (side === 'defender' && !d.np) {
    d.stage = 'attack';
    s.step = 'dispute.attack';
    return;
  }
  rollDice(s, ev);
}

function rollDice(s: BelleState, ev: Ev): void {
  const d = s.dispute!;
  d.rolls = { attacker: die(s), defender: die(s) };
  log(ev, 'dispute_dice', { attacker: d.rolls.attacker, defender: d.rolls.defender }, { irreversible: true });
  if (d.np) npChangeOfStrategy(s, d, ev); // 13.4.6, phase (e)
  d.rerollQueue = [d.attacker, ...(d.defenderPower ? [d.defenderPower] : [])].filter(
    (p) => !isNp(s, p) && holdsHalf(s, p, 'I_change_strategy').length > 0,
  );
  if (d.rerollQueue.length) {
    d.stage = 'reroll';
    s.step = 'dispute.reroll';
    return;
  }
  finishDispute(s, ev);
}

/** RX-roll (Change of Strategy): after both dice, each side in turn may reroll its own die once (G16). */
export function rerollActions(s: BelleState, p: PowerId): BelleAction[] {
  return [
    { type: 'reroll', card: null },
    ...holdsHalf(s, p, 'I_change_strategy').map((card) => ({ type: 'reroll' as const, card })),
  ];
}

export function applyReroll(s: BelleState, p: PowerId, card: string | null, ev: Ev): void {
  const d = s.dispute!;
  d.rerollQueue.shift();
  if (card) {
    playReaction(s, p, card, 'I_change_strategy', ev);
    const side = p === d.attacker ? 'attacker' : 'defender';
    d.rolls![side] = die(s);
    d.rerolled.push(p);
    log(ev, 'dispute_reroll', { power: p, die: d.rolls![side] }, { irreversible: true });
  }
  if (d.rerollQueue.length) return;
  finishDispute(s, ev);
}

function finishDispute(s: BelleState, ev: Ev): void {
  const d = s.dispute!;
  const att = d.rolls!.attacker + disputeBonus(s, d, 'attacker');
  const def = d.rolls!.defender + disputeBonus(s, d, 'defender');
  const sp = s.board[d.territory][d.space];
  const winner = disputeWinner(s, d.attacker, d.defenderPower, att, def);
  settleSpace(s, sp, d.attacker, winner);
  log(ev, 'dispute_result', {
    attacker: d.attacker,
    defender: d.defender,
    territory: d.territory,
    attackerTotal: att,
    defenderTotal: def,
    winner,
  });
  if (d.empireOfTheSeas)
    s.modifiers = s.modifiers.filter((m) => !(m.who === d.attacker && m.duration === 'next_attack'));
  s.dispute = null;
  recheckHolders(s, ev);
  s.step = 'action'; // the sequence of play carries on (back to phase (e) when an NP took part)
}

/** 8.11: once everyone has passed, every top cube goes back to its owner's General Reserve. */
export function removeUnresolvedDisputes(s: BelleState, ev: Ev): void {
  for (const t of TERRITORY_IDS)
    s.board[t].forEach((sp, i) => {
      if (!sp.top) return;
      toReserve(s, sp.top);
      log(ev, 'dispute_removed', { owner: sp.top, territory: t, space: i + 1 });
      sp.top = null;
    });
}
