import { shuffle } from '../../core/index.js';
import { EVENTS } from '../data/index.js';
import { log } from './board.js';
import { runEffects } from './card-effects.js';
import type { BelleState, Ev } from './types.js';

/**
 * 6.0 Event Phase: draw the top Event card and resolve it, then a second one.
 * 6.1: at the start of Turn 4, 3 random Era II cards (4 with the Dreyfus Affair) go back in the box
 * unseen and the rest are shuffled into the draw pile (not the discards); at Turn 7 the Era III deck
 * is shuffled in. 6.3: the Assassination of Archduke Franz Ferdinand ends the game at once.
 */
export function eventPhase(s: BelleState, ev: Ev): 'ok' | 'game_over' {
  if (s.turn === 4) {
    const era2 = shuffle(s, s.eraDecks[2]);
    s.eventBoxed.push(...era2.splice(0, s.options.dreyfus ? 4 : 3));
    s.eventDeck = shuffle(s, [...s.eventDeck, ...era2]);
    s.eraDecks[2] = [];
    log(ev, 'era_begins', { era: 2 }, { irreversible: true });
  }
  if (s.turn === 7) {
    s.eventDeck = shuffle(s, [...s.eventDeck, ...s.eraDecks[3]]);
    s.eraDecks[3] = [];
    log(ev, 'era_begins', { era: 3 }, { irreversible: true });
  }
  for (let k = 0; k < 2; k++) {
    const card = s.eventDeck.shift();
    if (!card) return 'ok'; // cannot happen: 6.2 draws two cards a turn and each Era deck holds enough
    log(ev, 'event_drawn', { card }, { irreversible: true });
    const r = runEffects(s, null, EVENTS[card].effects, ev);
    s.eventDiscard.push(card);
    if (r === 'stop') return 'game_over';
  }
  return 'ok';
}
