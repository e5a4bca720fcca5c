import { log } from './board.js';
import { drawIntrigue } from './prestige-track.js';
import type { BelleState, Ev } from './types.js';
import type { PowerId } from '../data/index.js';
import { isNp } from './non-player/np-state.js';
import { npOttomanDraw } from './non-player/np-cards.js';

/**
 * 7.0 Intrigue Cards Phase (Turns 2-4-6-8): each Power draws one card in Turn Order. The ally of the
 * Ottoman Empire draws two, keeps one and discards the other (8.2.3): a real choice, so the engine waits.
 */
export function intrigueCardsPhase(s: BelleState, ev: Ev): 'ok' | 'wait' {
  if (![2, 4, 6, 8].includes(s.turn)) return 'ok';
  return dealIntrigue(s, [...s.turnOrder], ev);
}

function dealIntrigue(s: BelleState, queue: PowerId[], ev: Ev): 'ok' | 'wait' {
  while (queue.length) {
    const p = queue.shift()!;
    if (s.holders.ottoman_empire === p && !isNp(s, p)) {
      const a = drawIntrigue(s, p, ev);
      const b = drawIntrigue(s, p, ev);
      const cards = [a, b].filter((c): c is string => c !== null);
      if (cards.length === 2) {
        s.intrigueChoice = { power: p, cards, remaining: queue };
        s.step = 'intrigue.keep';
        return 'wait';
      }
    } else if (s.holders.ottoman_empire === p) {
      npOttomanDraw(s, p, ev); // NP-14: two cards, one kept at random
    } else {
      drawIntrigue(s, p, ev);
    }
  }
  return 'ok';
}

/** The Ottoman ally keeps one card; 'done' once the Intrigue Cards Phase is over. */
export function keepIntrigue(s: BelleState, card: string, ev: Ev): 'wait' | 'done' {
  const ch = s.intrigueChoice!;
  const other = ch.cards.find((c) => c !== card)!;
  const hand = s.powers[ch.power].intrigueHand;
  hand.splice(hand.indexOf(other), 1);
  s.intrigueDiscard.push(other);
  log(ev, 'intrigue_discarded', { power: ch.power, card: other });
  s.intrigueChoice = null;
  return dealIntrigue(s, ch.remaining, ev) === 'wait' ? 'wait' : 'done';
}
