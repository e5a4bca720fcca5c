import { eventPhase } from './event-phase.js';
import { intrigueCardsPhase } from './intrigue-phase.js';
import { removeUnresolvedDisputes } from './diplomatic-disputes.js';
import { preparationPhase } from './preparation-phase.js';
import { resourcePhase } from './resource-phase.js';
import { eraScoring, finalScoring } from './victory-points.js';
import { log } from './board.js';
import type { PowerId } from '../data/index.js';
import type { BelleState, Ev } from './types.js';
import { nextNpOrder, runNpActionPhases } from './non-player/np-action-phase.js';
import { isNp } from './non-player/np-state.js';
import { npDisputePhase } from './non-player/np-disputes.js';

/**
 * 4.0 Sequence of Play. Each Turn:
 *   Resource Phase (5.0)
 *   Event Phase (6.0) — may end the game at once (6.3)
 *   Intrigue Cards Phase (7.0), Turns 2-4-6-8 only
 *   Action Phase (8.0), until every Power has passed, then 8.11
 *   Preparation Phase (9.0)
 *   Victory Point Phase (10.0), after Turns 3 and 6 and at game end
 * Phases that need no decision run straight through; the engine stops where a Power must choose.
 */
export function beginTurn(s: BelleState, ev: Ev): void {
  log(ev, 'turn_begins', { turn: s.turn, order: s.turnOrder.join(',') });
  resourcePhase(s, ev);
  if (eventPhase(s, ev) === 'game_over') {
    endGame(s, 'sarajevo', ev);
    return;
  }
  if (intrigueCardsPhase(s, ev) === 'wait') return; // the Ottoman ally is choosing its card
  beginActionPhase(s, ev);
}

/**
 * After every applied action: a finished card or Dispute hands the flow back here (chapters never call up
 * into the sequence). A Dispute of phase (e) goes back to phase (e); any other action may end the
 * player-turn (8.0.1).
 */
export function proceed(s: BelleState, ev: Ev): void {
  if (s.step !== 'action') return;
  if (s.np?.queue != null) return endActionPhase(s, ev); // 13.3 (e): the next Dispute with an NP
  afterAction(s, ev);
}

/** 8.0: the Action Phase begins with the first Power of the Turn Order. */
export function beginActionPhase(s: BelleState, ev: Ev): void {
  if (s.np) runNpActionPhases(s, ev); // 13.2: the NP Powers act first, whole phases at once
  s.action = {
    order: s.turnOrder.filter((p) => !isNp(s, p)),
    current: 0,
    passed: [],
    taken: [],
    empireOfTheSeas: false,
    deploying: null,
  };
  s.step = 'action';
}

export const currentPower = (s: BelleState): PowerId => s.action!.order[s.action!.current];

/** After an action (and any Dispute or card it opened) is over: the player-turn ends at 2 actions or a Pass. */
function afterAction(s: BelleState, ev: Ev): void {
  if (s.step !== 'action' || !s.action || s.action.deploying) return;
  const a = s.action;
  if (a.taken.includes('pass') || a.taken.length >= 2) nextPlayer(s, ev);
}

/** The player-turn is over: the next Power that has not passed, or the end of the Action Phase (8.10). */
export function nextPlayer(s: BelleState, ev: Ev): void {
  const a = s.action!;
  const p = currentPower(s);
  s.modifiers = s.modifiers.filter((m) => !(m.who === p && m.duration === 'next_attack'));
  a.taken = [];
  a.deploying = null;
  if (a.passed.length >= a.order.length) {
    endActionPhase(s, ev);
    return;
  }
  do a.current = (a.current + 1) % a.order.length;
  while (a.passed.includes(a.order[a.current]));
}

/** Called once every Power has passed (8.0). */
export function endActionPhase(s: BelleState, ev: Ev): void {
  if (npDisputePhase(s, ev) === 'wait') return; // 13.3 (e): Disputes with NP Powers
  removeUnresolvedDisputes(s, ev); // 8.11
  preparationPhase(s, ev); // 9.0 steps 1–4
  if (s.np) nextNpOrder(s); // 13.2
  if (s.turn === 3 || s.turn === 6) eraScoring(s, ev); // 10.1
  if (s.turn >= 9) {
    endGame(s, 'turn9', ev);
    return;
  }
  s.turn += 1; // 9.0 step 5: the Turn marker advances
  beginTurn(s, ev);
}

function endGame(s: BelleState, reason: 'turn9' | 'sarajevo', ev: Ev): void {
  s.ended = { turn: s.turn, reason };
  s.action = null;
  s.step = 'over';
  finalScoring(s, ev); // 10.2
}
