// Who acts, what they may do, and applying it: the single source of legality (STYLE §2).
import { clone, type GameEvent } from '../core/index.js';
import type { Side } from './data/index.js';
import type { Action, ActionOf } from './actions.js';
import type { Succession1701State } from './types.js';
import { log, refuse, sortedIds } from './rules/common.js';
import { applyBattle, battleActions, battleActiveRoles, startBattle } from './rules/battle.js';
import { applyPenalty, penaltyTargets, rollPenalty } from './rules/cards.js';
import {
  assignGeneral,
  disband,
  disbandBrigades,
  enlistGeneral,
  formArmy,
  generalChoices,
  needsGeneral,
  organisationActions,
  payUpkeep,
} from './rules/economy.js';
import {
  applyPlace,
  applyRansomAnswer,
  applyRansomOffer,
  placeActions,
  ransomAnswers,
  ransomOffers,
} from './rules/choices.js';
import {
  actionPhaseActions,
  advanceActions,
  applyAdvance,
  applyDefend,
  applyOperation,
  defendActions,
} from './rules/operations.js';
import { endStorm, stormPlay } from './rules/siege.js';
import { proceed } from './rules/sequence.js';

type S = Succession1701State;
export const ROLES: readonly Side[] = ['loyalists', 'grand-alliance'];

export function activeRoles(s: S): Side[] {
  if (s.result) return [];
  if (s.battle) return battleActiveRoles(s);
  if (s.storm) return [s.storm.side];
  if (s.pending) return [s.pending.role];
  if (s.step === 'action') return [s.actions.active];
  return [];
}

function uniqueKinds(cards: string[]): string[] {
  const seen = new Set<string>();
  return cards.filter((c) => {
    const k = c.split('-')[1]!;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

export function legalActions(s: S, role: string): Action[] {
  if (!ROLES.includes(role as Side) || !activeRoles(s).includes(role as Side)) return [];
  const r = role as Side;
  if (s.battle) return battleActions(s, r);
  if (s.storm)
    return [
      ...uniqueKinds(s.storm.hand).map((card) => ({ type: 'storm_play' as const, card })),
      { type: 'storm_abandon' as const },
    ];
  const p = s.pending;
  if (p) {
    switch (p.kind) {
      case 'organisation':
        return organisationActions(s, r);
      case 'obligation':
        return [
          { type: 'card_obligation', perform: true },
          { type: 'card_obligation', perform: false },
        ];
      case 'penalty':
        return penaltyTargets(s, p.victim, p.roll).map((target) => ({ type: 'penalty_target' as const, target }));
      case 'defend':
        return defendActions(s);
      case 'zoc': {
        const out: Action[] = p.candidates.map((army) => ({ type: 'react' as const, army }));
        if (!s.options.zocReactionMandatory) out.push({ type: 'pass' });
        return out;
      }
      case 'advance':
        return advanceActions(s);
      case 'place':
        return placeActions(s);
      case 'ransom':
        return ransomAnswers(s);
    }
  }
  return [...actionPhaseActions(s, r), ...replacements(s, r), ...ransomOffers(s, r)];
}

/** §15: during the year a general may take over an army left without one (dismissed, recalled by T2-1,
 *  unpaid): no action slot is used (digest 5.16). */
function replacements(s: S, r: Side): Action[] {
  const out: Action[] = [];
  for (const a of sortedIds(Object.values(s.armies)))
    if (a.side === r && needsGeneral(s, a)) out.push(...generalChoices(s, r, a.id));
  return out;
}

export function applyAction(state: S, role: string, action: Action): { state: S; events: GameEvent[] } {
  if (!activeRoles(state).includes(role as Side)) refuse('not_your_turn', '5', { role });
  const s = clone(state);
  const ev: GameEvent[] = [];
  const r = role as Side;
  const p = s.pending;
  if (s.battle) {
    applyBattle(s, r, action as Parameters<typeof applyBattle>[2], ev);
  } else if (s.storm) {
    if (action.type === 'storm_play') {
      if (!s.storm.hand.includes(action.card)) refuse('storm_illegal', '22c', { card: action.card });
      stormPlay(s, action.card, ev);
    } else if (action.type === 'storm_abandon') endStorm(s, ev);
    else refuse('storm_illegal', '22c', { type: action.type });
  } else if (p) {
    switch (p.kind) {
      case 'organisation': {
        const a = action as ActionOf<
          'form_army' | 'assign_general' | 'enlist_general' | 'disband_army' | 'disband_brigades' | 'end_organisation'
        >;
        if (a.type === 'form_army') formArmy(s, r, a, ev);
        else if (a.type === 'assign_general') assignGeneral(s, r, a, ev);
        else if (a.type === 'enlist_general') enlistGeneral(s, r, a, ev);
        else if (a.type === 'disband_brigades') disbandBrigades(s, r, a, ev);
        else if (a.type === 'disband_army') {
          if (!s.armies[a.army] || s.armies[a.army]!.side !== r) refuse('no_such_army', '13', { army: a.army });
          disband(s, a.army);
          log(ev, 'army_disbanded', { army: a.army });
        } else if (a.type === 'end_organisation') {
          payUpkeep(s, r, ev); // §5, §13: the year's upkeep of every army kept
          log(ev, 'organisation_done', { role: r });
          s.pending = r === 'loyalists' ? { kind: 'organisation', role: 'grand-alliance' } : null;
        } else refuse('organisation_illegal', '13', { type: action.type });
        break;
      }
      case 'obligation': {
        if (action.type !== 'card_obligation') refuse('obligation_illegal', '11');
        s.pending = null;
        log(ev, 'obligation_chosen', { role: r, perform: action.perform });
        if (action.perform) s.card!.obligation = 'accepted';
        else {
          s.card!.obligation = 'declined';
          rollPenalty(s, r, false, ev);
        }
        break;
      }
      case 'penalty':
        if (action.type !== 'penalty_target') refuse('bad_penalty_target', '11');
        applyPenalty(s, action.target, ev);
        break;
      case 'defend':
        if (action.type !== 'defend') refuse('defend_illegal', '18');
        applyDefend(s, action, ev);
        break;
      case 'zoc': {
        if (action.type === 'pass' && !s.options.zocReactionMandatory) {
          s.pending = null;
          break;
        }
        if (action.type !== 'react' || !p.candidates.includes(action.army)) refuse('zoc_illegal', '17');
        s.pending = null;
        const reactor = s.armies[action.army]!;
        log(ev, 'zoc_reaction', { army: reactor.id, intruder: p.intruder });
        startBattle(s, ev, {
          attackers: [reactor.id],
          defenders: [p.intruder],
          origin: reactor.town,
          town: p.town,
          reaction: true,
          commander: reactor.general,
        });
        break;
      }
      case 'advance':
        if (action.type !== 'advance') refuse('advance_illegal', '18');
        applyAdvance(s, action, ev);
        break;
      case 'place':
        if (action.type !== 'place_army') refuse('place_illegal', '20');
        applyPlace(s, action, ev);
        break;
      case 'ransom':
        if (action.type !== 'ransom_answer') refuse('ransom_illegal', '22a');
        applyRansomAnswer(s, action, ev);
        break;
    }
  } else if (action.type === 'ransom_offer') {
    applyRansomOffer(s, r, action, ev);
  } else if (action.type === 'assign_general' && s.step === 'action') {
    assignGeneral(s, r, action, ev);
  } else {
    applyOperation(s, r, action as Parameters<typeof applyOperation>[2], ev);
  }
  s.version += 1;
  proceed(s, ev);
  return { state: s, events: ev };
}

export { sortedIds };
