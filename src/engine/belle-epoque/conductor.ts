// Who acts now (activeRoles), what they may do (legalActions, the single answer) and playing it (step):
// the conductor of the sequence of play, whose steps live in rules/. Core `defineGame` writes `apply`.
import { refuser, SYSTEM, type Refuse } from '../core/index.js';
import type { PowerId, TerritoryId } from './data/index.js';
import type { BelleAction } from './schema.js';
import { SLUG, log } from './rules/log.js';
import {
  applyCommit,
  applyReroll,
  commitActions,
  rerollActions,
  resolveDisputeActions,
  startDispute,
} from './rules/diplomatic-disputes.js';
import { sendDiplomaticMission, sendOptions } from './rules/diplomatic-missions.js';
import { choosePowers, draftOptions, setupOptions, setupPlace, setupPower } from './rules/game-setup.js';
import {
  buildGreatWork,
  canBuildGreatWork,
  canGainPrestige,
  gainPrestige,
  invest,
} from './rules/great-work-and-prestige.js';
import { keepIntrigue } from './rules/intrigue-phase.js';
import { buyUnits, buyUnitsActions, deployMoves, moveFleet } from './rules/military-units.js';
import { chooseInCard, playCard, playCardActions } from './rules/play-a-card.js';
import { sellArmaments, sellArmamentsActions } from './rules/sell-armaments.js';
import { beginActionPhase, beginTurn, currentPower, nextPlayer } from './rules/sequence-of-play.js';
import type { BelleState, Ev } from './rules/types.js';

/** The roles that owe a decision now. */
export function activeRoles(s: BelleState): string[] {
  switch (s.step) {
    case 'power_choice':
      return [SYSTEM];
    case 'setup':
      return [setupPower(s)];
    case 'intrigue.keep':
      return [s.intrigueChoice!.power];
    case 'action':
      return [currentPower(s)];
    case 'card':
      return [s.resolution!.pending!.chooser];
    case 'dispute.defend':
      return [s.dispute!.defenderPower!];
    case 'dispute.attack':
      return [s.dispute!.attacker];
    case 'dispute.reroll':
      return [s.dispute!.rerollQueue[0]];
    default:
      return [];
  }
}

/** 8.0.1: each action at most once in a player-turn; the Action Phase actions 8.1–8.10. */
function actionPhaseActions(s: BelleState, p: PowerId): BelleAction[] {
  const a = s.action!;
  if (a.deploying) {
    return [
      ...deployMoves(s, p, a.deploying).map((m) => ({ type: 'move_fleet' as const, ...m })),
      { type: 'end_deploy' },
    ];
  }
  const ps = s.powers[p];
  const out: BelleAction[] = [];
  const can = (k: string) => !a.taken.includes(k);
  if (can('buy_units')) out.push(...buyUnitsActions(s, p));
  if (can('send_dm') && ps.embassies > 0)
    out.push(...sendOptions(s, p).map((o) => ({ type: 'send_dm' as const, ...o })));
  if (can('build_great_work') && canBuildGreatWork(s, p)) out.push({ type: 'build_great_work' });
  if (can('invest') && ps.embassies > 0) out.push({ type: 'invest' });
  if (can('gain_prestige') && canGainPrestige(s, p)) out.push({ type: 'gain_prestige' });
  if (can('play_card')) out.push(...playCardActions(s, p));
  if (can('resolve_dispute')) out.push(...resolveDisputeActions(s, p));
  if (can('deploy_fleets')) out.push(...deployMoves(s, p, []).map((m) => ({ type: 'deploy_fleets' as const, ...m })));
  if (can('sell_armaments')) out.push(...sellArmamentsActions(s, p));
  if (a.taken.length === 1) out.push({ type: 'end_turn' });
  out.push({ type: 'pass' });
  return out;
}

/** The single answer to "what may `role` do now?" */
export function legalActions(s: BelleState, role: string): BelleAction[] {
  if (!activeRoles(s).includes(role)) return [];
  const p = role as PowerId;
  switch (s.step) {
    case 'power_choice':
      return draftOptions(s).map((k) => ({ type: 'choose_powers', package: k }));
    case 'setup':
      return setupOptions(s).map((t) => ({ type: 'setup_place', territory: t }));
    case 'intrigue.keep':
      return s.intrigueChoice!.cards.map((card) => ({ type: 'keep_intrigue', card }));
    case 'action':
      return actionPhaseActions(s, p);
    case 'card':
      return s.resolution!.pending!.options.map((option) => ({ type: 'choose', option }));
    case 'dispute.defend':
    case 'dispute.attack':
      return commitActions(s, p);
    case 'dispute.reroll':
      return rerollActions(s, p);
    default:
      return [];
  }
}

const refuse: Refuse = refuser(SLUG);

/** A refusal with the rule that forbids it: the most specific reason the action is not legal now. */
export function explainRefusal(s: BelleState, role: string, action: BelleAction): never {
  if (!activeRoles(s).includes(role)) refuse('not_your_turn', s.step === 'dispute.defend' ? '8.7' : '8.0', { role });
  const p = role as PowerId;
  const taken = s.action?.taken ?? [];
  if (s.step === 'action' && taken.includes(action.type)) refuse('action_repeated', '8.0.1', { action: action.type });
  switch (action.type) {
    case 'send_dm':
      if (s.powers[p].embassies === 0) refuse('no_dm_cubes', '8.2');
      if (s.locks.some((l) => l.territory === action.territory && l.turn === s.turn && l.exempt !== p))
        refuse('territory_locked', '8.9.2', { territory: action.territory });
      refuse('cannot_send_there', '8.2.1', { territory: action.territory, space: action.space });
    case 'sell_armaments':
      if (s.turn < 4) refuse('armaments_too_early', '8.9');
      refuse('cannot_sell_there', '8.9.1', { territory: action.territory });
    case 'gain_prestige':
      if (s.powers[p].prestigeActionUsed) refuse('prestige_once_per_turn', '8.5');
      refuse('not_enough_money', '8.5');
    case 'build_great_work':
      if (s.powers[p].greatWork) refuse('great_work_built', '8.3');
      refuse('not_enough_money', '8.3');
    case 'buy_units':
      refuse('cannot_buy', '8.1');
    case 'resolve_dispute':
      refuse('no_such_dispute', '8.7');
    case 'commit':
      refuse('cannot_commit', '8.7');
    case 'setup_place':
      refuse('setup_limit', '3.3', { territory: action.territory });
    case 'end_turn':
      refuse('end_turn_needs_action', '8.0');
    default:
      refuse('illegal_action', s.step === 'setup' ? '3.3' : '8.0', { action: action.type });
  }
}

/**
 * Plays a legal action on the copy. `'settled'`: the step itself went on to the next decision (a new
 * turn, the next player, a fleet still to move), so `proceed` does not run.
 */
export function step(s: BelleState, role: string, action: BelleAction, ev: Ev): 'settled' | undefined {
  const p = role as PowerId;
  const a = s.action;
  const takes = (k: string) => a!.taken.push(k);
  switch (action.type) {
    case 'choose_powers':
      choosePowers(s, action.package, ev);
      return 'settled';
    case 'setup_place':
      if (setupPlace(s, action.territory as TerritoryId, ev) === 'done') beginTurn(s, ev); // 3.0 steps 9–10
      return 'settled';
    case 'keep_intrigue':
      if (keepIntrigue(s, action.card, ev) === 'done') beginActionPhase(s, ev);
      return 'settled';
    case 'choose':
      chooseInCard(s, action.option, ev);
      break;
    case 'commit':
      applyCommit(s, p, action, ev);
      break;
    case 'reroll':
      applyReroll(s, p, action.card, ev);
      break;
    case 'buy_units':
      takes('buy_units');
      buyUnits(s, p, action.armies, action.fleets, ev);
      break;
    case 'send_dm':
      takes('send_dm');
      sendDiplomaticMission(s, p, action.territory as TerritoryId, action.space, ev);
      break;
    case 'build_great_work':
      takes('build_great_work');
      buildGreatWork(s, p, ev);
      break;
    case 'invest':
      takes('invest');
      invest(s, p, ev);
      break;
    case 'gain_prestige':
      takes('gain_prestige');
      gainPrestige(s, p, ev);
      break;
    case 'sell_armaments':
      takes('sell_armaments');
      sellArmaments(s, p, action, ev);
      break;
    case 'play_card':
      takes('play_card');
      playCard(s, p, action.card, action.half, ev);
      break;
    case 'resolve_dispute':
      takes('resolve_dispute');
      startDispute(s, p, action, ev);
      break;
    case 'deploy_fleets':
      takes('deploy_fleets');
      a!.deploying = [action.fleet];
      moveFleet(s, p, action.fleet, action.to, ev);
      if (deployMoves(s, p, a!.deploying).length === 0) a!.deploying = null;
      break;
    case 'move_fleet':
      a!.deploying!.push(action.fleet);
      moveFleet(s, p, action.fleet, action.to, ev);
      if (deployMoves(s, p, a!.deploying!).length > 0) return 'settled';
      a!.deploying = null;
      break;
    case 'end_deploy':
      a!.deploying = null;
      break;
    case 'end_turn':
      nextPlayer(s, ev);
      return 'settled';
    case 'pass':
      takes('pass');
      a!.passed.push(p); // 8.10: the first free box of the Next Turn Order Track
      log(ev, 'passed', { power: p, box: a!.passed.length });
      break;
  }
}
