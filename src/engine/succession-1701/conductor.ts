// Who acts, what they may do (the single source of legality: an action is legal when legalActions
// lists it), why anything else is refused, and playing it (step). Core `defineGame` writes `apply`.
import type { GameEvent } from '../core/index.js';
import { uniqueKinds, type Side } from './data/index.js';
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

/**
 * The most specific refusal for an action that is not one of `legalActions`: by what the game waits
 * for (a battle, a storm, a pending choice, the action phase) and the kind of action.
 */
export function explainRefusal(s: S, role: string, action: Action): never {
  if (!activeRoles(s).includes(role as Side)) refuse('not_your_turn', '5', { role });
  if (s.battle) refuse('battle_illegal', '20', { type: action.type });
  if (s.storm)
    refuse('storm_illegal', '22c', action.type === 'storm_play' ? { card: action.card } : { type: action.type });
  const a = action;
  switch (s.pending?.kind) {
    case 'organisation':
      if (a.type === 'form_army') refuse('cannot_form_army', '13', { general: a.general, town: a.town });
      if (a.type === 'disband_army') refuse('no_such_army', '13', { army: a.army });
      if (a.type === 'disband_brigades')
        refuse('cannot_disband_brigades', '13', { army: a.army, brigades: a.brigades });
      if (a.type === 'assign_general' || a.type === 'enlist_general')
        refuse('general_unavailable', '15', { general: a.general });
      return refuse('organisation_illegal', '13', { type: a.type });
    case 'obligation':
      return refuse('obligation_illegal', '11');
    case 'penalty':
      return refuse('bad_penalty_target', '11', a.type === 'penalty_target' ? { target: a.target } : {});
    case 'defend':
      return refuse('defend_illegal', '18', a.type === 'defend' ? { choice: a.choice } : {});
    case 'zoc':
      return refuse('zoc_illegal', '17');
    case 'advance':
      return refuse('advance_illegal', '18');
    case 'place':
      return refuse('place_illegal', '20', a.type === 'place_army' ? { army: a.army, to: a.to } : {});
    case 'ransom':
      return refuse('ransom_illegal', '22a');
  }
  if (a.type === 'ransom_offer') refuse('ransom_illegal', '22a', { prisoner: a.prisoner });
  if (a.type === 'assign_general') refuse('general_unavailable', '15', { general: a.general });
  if (a.type === 'diplomacy') refuse('diplomacy_illegal', 'alliances', { target: a.target });
  if (a.type === 'opportunity') refuse('opportunity_illegal', '11', { code: a.code });
  return refuse('action_illegal', '5', { type: a.type });
}

/** Plays a legal action on the copy; `proceed` (rules/sequence.ts) then runs the year on. */
export function step(s: S, role: string, action: Action, ev: GameEvent[]): void {
  const r = role as Side;
  const p = s.pending;
  if (s.battle) {
    applyBattle(s, r, action as Parameters<typeof applyBattle>[2], ev);
  } else if (s.storm) {
    if (action.type === 'storm_play') stormPlay(s, action.card, ev);
    else endStorm(s, ev);
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
          disband(s, a.army);
          log(ev, 'army_disbanded', { army: a.army });
        } else {
          payUpkeep(s, r, ev); // §5, §13: the year's upkeep of every army kept
          log(ev, 'organisation_done', { role: r });
          s.pending = r === 'loyalists' ? { kind: 'organisation', role: 'grand-alliance' } : null;
        }
        break;
      }
      case 'obligation': {
        const a = action as ActionOf<'card_obligation'>;
        s.pending = null;
        log(ev, 'obligation_chosen', { role: r, perform: a.perform });
        if (a.perform) s.card!.obligation = 'accepted';
        else {
          s.card!.obligation = 'declined';
          rollPenalty(s, r, false, ev);
        }
        break;
      }
      case 'penalty':
        applyPenalty(s, (action as ActionOf<'penalty_target'>).target, ev);
        break;
      case 'defend':
        applyDefend(s, action as ActionOf<'defend'>, ev);
        break;
      case 'zoc': {
        s.pending = null;
        if (action.type === 'pass') break;
        const reactor = s.armies[(action as ActionOf<'react'>).army]!;
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
        applyAdvance(s, action as ActionOf<'advance'>, ev);
        break;
      case 'place':
        applyPlace(s, action as ActionOf<'place_army'>, ev);
        break;
      case 'ransom':
        applyRansomAnswer(s, action as ActionOf<'ransom_answer'>, ev);
        break;
    }
  } else if (action.type === 'ransom_offer') {
    applyRansomOffer(s, r, action, ev);
  } else if (action.type === 'assign_general' && s.step === 'action') {
    assignGeneral(s, r, action, ev);
  } else {
    applyOperation(s, r, action as Parameters<typeof applyOperation>[2], ev);
  }
}

export { sortedIds };
