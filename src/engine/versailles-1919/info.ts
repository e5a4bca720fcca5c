// What a Versailles 1919 seat may know, for the look-ahead bot (search.ts): the whole state except
// the order of the two draw decks and the dice stream, which the rulebook hides from everyone
// (view.ts). Kept apart from search.ts so that view.ts can carry it without an import cycle.
import { clone } from '../core/index.js';
import { RUSH } from './rules/helpers.js';
import type { VState } from './state.js';

export type BotLevel = 'baseline' | 'standard' | 'strong';

/** The state with the draw decks' order and the dice stream taken out (counts kept). */
export type InfoState = Omit<VState, 'rng' | 'issueDeck' | 'eventDeck'> & {
  issueDeck: never[];
  eventDeck: never[];
  hidden: { issues: number; events: number; rushInDeck: boolean };
};

export function infoState(s: VState): InfoState {
  const { rng: _rng, issueDeck, eventDeck, ...rest } = clone(s);
  return {
    ...rest,
    issueDeck: [],
    eventDeck: [],
    hidden: { issues: issueDeck.length, events: eventDeck.length, rushInDeck: issueDeck.includes(RUSH) },
  };
}
