// SEQUENCE OF PLAY (rulebook §5, §8, §10, §13; digest 5.1). One turn = one semester, 28 turns:
//
//   turn start (start_turn)
//     1702 S1: the Reich joins the Alliance (§2)              → activateReich
//     first semester: income, no carry-over (§8)              → collectIncome
//     sieges whose time has run fall (§22, G13)               → siegeStep
//     1709 S1: exhausted depots refilled (§22 losses)         → refillDepots
//     dismissed generals roll for reinstatement (T4)          → generalStep
//     first semester: upkeep, then organisation (§13),
//       Loyalists then Alliance                               → payUpkeep, pending 'organisation'
//     1702 S1: the English army lands at Amsterdam (§3)       → englishLanding
//     1700: nothing more; the turn ends
//   strategy card (1701-1713, §10-12)                         → revealCard (+ red-title obligation)
//   actions: 5 each (2 each in 1714, Loyalists first),
//     alternating, the card holder first (§5, G8)             → operations.ts
//   end of turn: unmet red obligation → T2; neutral stays     → endTurn
//   after turn 28: victory (§24); Wien/Paris end it at once   → victory.ts, siege.ts
import { die } from '../../core/index.js';
import { REICH_MEMBERS, TOWNS, type Side } from '../data/index.js';
import { calendar, fieldArmiesAt, log, other, sortedIds, type Ev, type S } from './common.js';
import { collectIncome, refillDepots } from './economy.js';
import { siegeStep } from './siege.js';
import { obligationMet, revealCard, rollPenalty } from './cards.js';
import { finalVictory } from './victory.js';
import { zocReactors } from './movement.js';

export function proceed(s: S, ev: Ev): void {
  for (let guard = 0; guard < 10_000; guard++) {
    if (s.result) {
      s.phase = 'over';
      s.step = 'game_over';
      s.pending = null;
      s.battle = null;
      s.storm = null;
      s.queue = [];
      return;
    }
    if (s.battle) {
      s.step = `battle.${s.battle.phase}`;
      return;
    }
    if (s.storm) {
      s.step = 'storm';
      return;
    }
    if (s.pending) {
      s.step = s.pending.kind;
      return;
    }
    const c = s.queue.shift();
    if (!c) {
      if (s.phase !== 'actions')
        throw new Error(`succession-1701: sequence stalled at turn ${s.turn} phase ${s.phase}`);
      const { left, active } = s.actions;
      if (left[active] > 0) {
        s.step = 'action';
        return;
      }
      if (left[other(active)] > 0) {
        s.actions.active = other(active);
        s.step = 'action';
        return;
      }
      s.queue.push({ k: 'end_turn' });
      continue;
    }
    switch (c.k) {
      case 'start_turn':
        startTurn(s, ev);
        break;
      case 'after_org':
        afterOrganisation(s, ev);
        break;
      case 'actions':
        startActions(s, ev);
        break;
      case 'after_action': {
        const active = s.actions.active;
        if (s.actions.left[other(active)] > 0) s.actions.active = other(active);
        break;
      }
      case 'zoc':
        zocCheck(s, c.army);
        break;
      case 'end_turn':
        endTurn(s, ev);
        break;
    }
  }
  throw new Error('succession-1701: sequence loop');
}

function startTurn(s: S, ev: Ev): void {
  const { year, semester, sem1 } = calendar(s.turn);
  log(ev, 'turn_started', { turn: s.turn, year, semester });
  if (year === 1702 && sem1) activateReich(s, ev);
  if (sem1) collectIncome(s, ev);
  siegeStep(s, ev);
  if (s.result) return;
  if (year === 1709 && sem1) refillDepots(s, ev);
  generalStep(s, ev);
  if (sem1) {
    // §5, §13: the armies are paid at the organisation, for those kept (payUpkeep at its end).
    s.phase = 'organisation';
    s.pending = { kind: 'organisation', role: 'loyalists' };
    s.queue.unshift({ k: 'after_org' });
  } else s.queue.unshift({ k: 'actions' });
}

/** §2: from 1702 the Empire joins the Alliance with six member states. */
function activateReich(s: S, ev: Ev): void {
  s.states.REICH!.side = 'grand-alliance';
  s.states.REICH!.status = 'active';
  for (const m of REICH_MEMBERS) {
    const ps = s.states[m]!;
    if (ps.status === 'surrendered') continue;
    ps.side = 'grand-alliance';
    ps.status = 'active';
  }
  for (const t of TOWNS) {
    if (!REICH_MEMBERS.includes(t.state)) continue;
    const ts = s.towns[t.id]!;
    if (ts.holder === null) {
      ts.holder = 'grand-alliance';
      ts.incomeTo = 'REICH';
    }
  }
  s.treasuries.REICH.active = true;
  s.treasuries.REICH.side = 'grand-alliance';
  log(ev, 'reich_joins', {});
}

/** T4: two turns after a dismissal the general rolls: 1 gone, 2 back in two years, 3 in one, 4 at once. */
function generalStep(s: S, ev: Ev): void {
  for (const id of Object.keys(s.generals).sort()) {
    const g = s.generals[id]!;
    if (g.status !== 'dismissed' || s.turn !== g.dismissedTurn + 2) continue;
    const r = die(s, 4);
    log(ev, 'general_reinstatement', { general: id, roll: r }, { irreversible: true });
    if (r === 1) {
      g.status = 'removed';
      continue;
    }
    g.status = 'pool';
    g.losses = 0;
    g.streak = 0;
    g.availableTurn = s.turn + (r === 2 ? 4 : r === 3 ? 2 : 0);
  }
}

function afterOrganisation(s: S, ev: Ev): void {
  const { year } = calendar(s.turn);
  if (year === 1702) englishLanding(s, ev);
  if (year === 1700) s.queue.unshift({ k: 'end_turn' });
  else s.queue.unshift({ k: 'actions' });
}

/** §3: at the start of 1702 England ships one army to Amsterdam, where it stays for the turn. */
function englishLanding(s: S, ev: Ev): void {
  const a = sortedIds(Object.values(s.armies)).find((x) => x.town === 'ENGLAND');
  if (!a || s.towns.AMSTERDAM!.holder !== 'grand-alliance' || fieldArmiesAt(s, 'AMSTERDAM', 'loyalists').length > 0)
    return;
  a.town = 'AMSTERDAM';
  a.moved = true;
  log(ev, 'english_landing', { army: a.id });
}

function startActions(s: S, ev: Ev): void {
  const { year } = calendar(s.turn);
  s.phase = 'actions';
  let first: Side = 'loyalists';
  if (year >= 1701 && year <= 1713) {
    revealCard(s, ev);
    first = s.card!.holder;
    if (s.card!.obligation === 'pending') {
      // After the Savoy defection's placements, if any are still to choose (5.18).
      if (s.pending?.kind === 'place') s.pending.obligation = true;
      else s.pending = { kind: 'obligation', role: first };
    }
  }
  // §5 / G8: five operative actions each; 1714: two each, France first.
  const n = year === 1714 ? 2 : 5;
  s.actions = {
    left: { loyalists: n, 'grand-alliance': n },
    taken: { loyalists: 0, 'grand-alliance': 0 },
    active: first,
  };
}

/** §17: an enemy army entering a controlled zone must be attacked by the army controlling it. */
function zocCheck(s: S, armyId: string): void {
  const a = s.armies[armyId];
  if (!a) return;
  const reactors = zocReactors(s, a);
  if (reactors.length === 0) return;
  s.pending = { kind: 'zoc', role: other(a.side), intruder: a.id, town: a.town, candidates: reactors.map((r) => r.id) };
}

function endTurn(s: S, ev: Ev): void {
  // §12 / G42: a red obligation accepted but not carried out is punished now, applying to the next turn.
  if (s.card && s.card.obligation === 'accepted' && !obligationMet(s)) {
    s.card.obligation = 'declined';
    log(ev, 'obligation_unmet', { role: s.card.holder });
    rollPenalty(s, s.card.holder, true, ev);
    s.queue.unshift({ k: 'end_turn' });
    return;
  }
  // §22 transit (G30): an army may not stay in a neutral town beyond one turn.
  for (const a of sortedIds(Object.values(s.armies))) {
    if (
      a.neutralSince > 0 &&
      a.neutralSince < s.turn &&
      s.towns[a.town]?.holder === null &&
      !s.sieges[a.town] &&
      a.cameFrom
    ) {
      if (fieldArmiesAt(s, a.cameFrom, other(a.side)).length === 0 && s.towns[a.cameFrom]!.holder !== other(a.side)) {
        log(ev, 'army_sent_back', { army: a.id, to: a.cameFrom });
        a.town = a.cameFrom;
      }
      a.neutralSince = 0;
    }
    a.moved = false;
    a.forcedPenalty = false; // G45
  }
  s.card = null;
  s.record = {
    loyalists: { entered: [], attacks: [], sieges: [], offers: 0 },
    'grand-alliance': { entered: [], attacks: [], sieges: [], offers: 0 },
  };
  s.turn += 1;
  if (s.turn > s.options.lastTurn) {
    s.result = finalVictory(s);
    log(ev, 'game_over', { reason: s.result.reason, winners: s.result.winners.join(',') });
    return;
  }
  s.queue.unshift({ k: 'start_turn' });
}
