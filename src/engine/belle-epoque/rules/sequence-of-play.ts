import { beginActionPhase } from './action-phase.js';
import { eventPhase } from './event-phase.js';
import { intrigueCardsPhase } from './intrigue-phase.js';
import { removeUnresolvedDisputes } from './diplomatic-disputes.js';
import { preparationPhase } from './preparation-phase.js';
import { resourcePhase } from './resource-phase.js';
import { eraScoring, finalScoring } from './victory-points.js';
import { log } from './board.js';
import type { BelleState, Ev } from './types.js';
import { nextNpOrder } from './non-player/np-action-phase.js';
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

/** Called once the Intrigue Cards Phase is over (after the Ottoman ally's choice). */
export function afterIntriguePhase(s: BelleState, ev: Ev): void {
  beginActionPhase(s, ev);
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
