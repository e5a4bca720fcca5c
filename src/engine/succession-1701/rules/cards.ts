// Chapter "Carte strategiche" (§10-12): the card of each semester, who holds it, red titles and the
// penalty table T2, the opportunities. Plus the scripted Savoy defection (§10) of card c09.
import { startPlacement } from './choices.js';
import { die, shuffle } from '../../core/index.js';
import { CARD, STRATEGY_CARDS, TOWN_SETS, TOWNS, type OppCode, type Side } from '../data/index.js';
import type { ActionOf } from '../actions.js';
import {
  activeCommander,
  addB,
  calendar,
  lose,
  log,
  gain,
  other,
  refuse,
  sortedIds,
  type Ev,
  type S,
} from './common.js';
import { removeEmptyArmy } from './battle.js';

/** §10: shuffle white (1701-1708) and yellow (1709-1713) piles, keep the first two cards of each year. */
export function prepareStrategyDeck(s: S): Record<string, string[]> {
  const pairs: Record<string, string[]> = {};
  for (const back of ['white', 'yellow'] as const) {
    for (const id of shuffle(
      s,
      STRATEGY_CARDS.filter((c) => c.back === back).map((c) => c.id),
    )) {
      const y = String(CARD[id]!.year);
      pairs[y] ??= [];
      if (pairs[y]!.length < 2) pairs[y]!.push(id);
    }
  }
  return pairs;
}

/** §10: the year's first card goes to a player drawn by lot, the second to the other. */
export function revealCard(s: S, ev: Ev): void {
  const { year, semester } = calendar(s.turn);
  let holder: Side;
  if (semester === 1) {
    holder = die(s, 2) === 1 ? 'loyalists' : 'grand-alliance';
    s.strategy.sem1Holder = holder;
  } else holder = other(s.strategy.sem1Holder ?? 'grand-alliance');
  const id = s.strategy.pairs[String(year)]![semester - 1]!;
  const def = CARD[id]!;
  const o = def.opps[holder];
  const red = def.red && def.concerns === holder;
  s.card = { id, holder, obligation: red ? 'pending' : 'none', opps: o.list.slice(), usesLeft: o.use, oppsUsed: [] };
  // a red title binds its holder this turn (§11): the log says so, not only the card's picture
  if (red)
    log(ev, 'card_revealed_red', { card: id, holder, red: def.red, concerns: def.concerns }, { irreversible: true });
  else log(ev, 'card_revealed', { card: id, holder, red: def.red, concerns: def.concerns }, { irreversible: true });
  if (def.automatic === 'savoy_defection') savoyDefection(s, ev);
}

/** Card c09 (§10): Savoia changes sides; its treasury moves to the Alliance with the RP it has (digest 5.18). */
export function savoyDefection(s: S, ev: Ev): void {
  if (s.states.SAVOIA!.status === 'surrendered' || s.states.SAVOIA!.side !== 'loyalists') return;
  s.states.SAVOIA!.side = 'grand-alliance';
  s.treasuries.SAVOIA.side = 'grand-alliance';
  for (const t of TOWNS) {
    if (t.state !== 'SAVOIA') continue;
    const ts = s.towns[t.id]!;
    if (ts.holder === 'loyalists' && !ts.captured) ts.holder = 'grand-alliance';
  }
  // Savoyard brigades in Loyalist mixed armies go home to the pool; Savoyard armies change side.
  for (const a of sortedIds(Object.values(s.armies))) {
    if (a.payer === 'SAVOIA') {
      a.side = 'grand-alliance';
      for (const st of Object.keys(a.brigades))
        if (st !== 'SAVOIA') {
          addB(s.pools, { [st]: a.brigades[st]! });
          delete a.brigades[st];
        }
      if (a.general && !savoyard(a.general)) {
        s.generals[a.general]!.status = 'pool';
        s.generals[a.general]!.army = null;
        a.general = null;
      }
      // Paid by Savoia but with no Savoyard brigade left: nothing remains of the army.
      if (Object.keys(a.brigades).length === 0) removeEmptyArmy(s, a.id);
    } else if (a.brigades.SAVOIA) {
      addB(s.pools, { SAVOIA: a.brigades.SAVOIA });
      delete a.brigades.SAVOIA;
      if (Object.keys(a.brigades).length === 0) removeEmptyArmy(s, a.id);
    }
  }
  for (const [gid, g] of Object.entries(s.generals))
    if (savoyard(gid) && g.status === 'army' && g.army && s.armies[g.army]?.side === 'loyalists') {
      s.armies[g.army]!.general = null;
      g.status = 'pool';
      g.army = null;
    }
  log(ev, 'savoy_defects', {});
  // Armies now standing on an enemy town move to the nearest town of their own side (no reactions); with
  // several equally near, their owner chooses (digest 5.18).
  const displaced = sortedIds(Object.values(s.armies))
    .filter((a) => a.town !== 'ENGLAND' && s.towns[a.town]!.holder === other(a.side))
    .map((a) => a.id);
  if (displaced.length > 0)
    startPlacement(s, ev, { reason: 'defection', armies: displaced, avoid: '', advanceArmies: [], advanceTown: '' });
}
function savoyard(gid: string): boolean {
  return ['VITTORIO_AMEDEO', 'PARELLA'].includes(gid);
}

/** §12: a red title concerning the holder's coalition must be carried out; otherwise roll on T2. */
export function rollPenalty(s: S, victim: Side, deferred: boolean, ev: Ev): void {
  const r = die(s, 4);
  log(ev, 'penalty_roll', { role: victim, roll: r }, { irreversible: true });
  if (r === 4) return;
  if (penaltyTargets(s, victim, r).length === 0) return;
  s.pending = { kind: 'penalty', role: other(victim), victim, roll: r, deferred };
}
export function penaltyTargets(s: S, victim: Side, roll: number): string[] {
  if (roll === 1)
    return sortedIds(Object.values(s.armies))
      .filter((a) => a.side === victim && activeCommander(s, a))
      .map((a) => a.general!);
  return sortedIds(Object.values(s.armies))
    .filter((a) => a.side === victim)
    .map((a) => a.id);
}
export function applyPenalty(s: S, target: string, ev: Ev): void {
  const p = s.pending;
  if (!p || p.kind !== 'penalty') refuse('no_penalty', '11');
  if (!penaltyTargets(s, p.victim, p.roll).includes(target)) refuse('bad_penalty_target', '11', { target });
  const when = p.deferred ? s.turn + 1 : s.turn;
  if (p.roll === 1) {
    // T2-1: the general is unusable for the rest of the year (rolled at the end of a semester 2: the next one).
    const end = calendar(s.turn).semester === 2 && p.deferred ? s.turn + 1 : yearEndOf(s.turn);
    s.generals[target]!.recalledUntil = end;
  } else if (p.roll === 2) s.armies[target]!.rpPenalty += 1;
  else s.armies[target]!.haltedTurn = when;
  log(ev, 'penalty_applied', { roll: p.roll, target });
  s.pending = null;
}
function yearEndOf(turn: number): number {
  const c = calendar(turn);
  return c.semester === 1 && c.year > 1700 && c.year < 1714 ? turn + 1 : turn;
}

/** G53: the mandatory action as a predicate over what the holder did this turn. */
export function obligationMet(s: S): boolean {
  const c = s.card!;
  const def = CARD[c.id]!;
  const rec = s.record[c.holder];
  return def.mandatory.some((m) => {
    const set = m.set ? TOWN_SETS[m.set]! : null;
    if (m.kind === 'enter')
      return rec.entered.some(
        (e) => (!set || set.includes(e.town)) && (!m.armyState || e.states.includes(m.armyState)),
      );
    if (m.kind === 'attack') return rec.attacks.some((t) => !set || set.includes(t));
    return rec.sieges.some((t) => !set || set.includes(t));
  });
}

/** Opportunities that cost an action (§11): halt an enemy army, enemy revenue −2, own revenue +2. */
export function opportunityActions(s: S, side: Side): Array<ActionOf<'opportunity'>> {
  const c = s.card;
  if (!c || c.holder !== side || c.usesLeft <= 0) return [];
  const out: Array<ActionOf<'opportunity'>> = [];
  const has = (code: OppCode) => c.opps.includes(code) && !c.oppsUsed.includes(code);
  if (has('HALT'))
    for (const a of sortedIds(Object.values(s.armies)))
      if (a.side === other(side) && a.haltedTurn !== s.turn)
        out.push({ type: 'opportunity', code: 'HALT', target: a.id });
  if (has('INCOME_PLUS'))
    for (const t of activeTreasuries(s, side)) out.push({ type: 'opportunity', code: 'INCOME_PLUS', target: t });
  if (has('INCOME_MINUS')) {
    // G35: the enemy leader: FEM for the Alliance; Habsburg, Nederland or England for the Loyalists.
    const targets = side === 'grand-alliance' ? ['FEM'] : ['HABSBURG', 'NEDERLAND', 'ENG_HAN'];
    for (const t of targets)
      if (s.treasuries[t as 'FEM'].active && s.treasuries[t as 'FEM'].side === other(side))
        out.push({ type: 'opportunity', code: 'INCOME_MINUS', target: t });
  }
  return out;
}
function activeTreasuries(s: S, side: Side): string[] {
  return (Object.keys(s.treasuries) as Array<keyof S['treasuries']>).filter(
    (t) => s.treasuries[t].active && s.treasuries[t].side === side,
  );
}
export function useOpportunity(s: S, side: Side, a: ActionOf<'opportunity'>, ev: Ev): void {
  if (!opportunityActions(s, side).some((x) => x.code === a.code && x.target === a.target))
    refuse('opportunity_illegal', '11', { code: a.code });
  const c = s.card!;
  c.usesLeft -= 1;
  c.oppsUsed.push(a.code);
  if (a.code === 'HALT') s.armies[a.target]!.haltedTurn = s.turn;
  else if (a.code === 'INCOME_PLUS') gain(s, a.target as 'FEM', 2);
  else lose(s, a.target as 'FEM', 2);
  log(ev, 'opportunity_used', { role: side, code: a.code, target: a.target });
}
