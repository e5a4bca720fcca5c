import { clone } from '../core/index.js';
import { POWERS, type PowerId } from './data/index.js';
import { activeRoles } from './conductor.js';
import type { BelleState, PowerState } from './rules/types.js';

/**
 * view(state, role): what that role may see (STYLE §6).
 * Public: the board (every space's base cube, top cube and Armament cube), alliances and control,
 * money, Prestige, VP, Embassies and reserves, units and Fleet boxes, played and discarded cards,
 * locks and markers, the Dispute in progress. Hidden: the cards in other Powers' hands (counts only),
 * the order of the decks and the cards put back in the box unseen (counts only), the two cards the
 * Ottoman ally is choosing between, the hand a Spy Ring shows its player. The observer sees no hand
 * card ids at all. The PRNG state is never shown.
 */
interface PowerView extends Omit<PowerState, 'intrigueHand' | 'nationalHand'> {
  intrigueHand: string[] | null;
  intrigueCount: number;
  nationalHand: string[] | null;
  nationalCount: number;
}

export type BelleView = Omit<
  BelleState,
  'rng' | 'powers' | 'eventDeck' | 'eraDecks' | 'eventBoxed' | 'intrigueDeck' | 'resolution' | 'intrigueChoice'
> & {
  viewer: string;
  active: string[];
  powers: Record<PowerId, PowerView>;
  decks: { event: number; era2: number; era3: number; boxed: number; intrigue: number };
  resolution: null | {
    card: string;
    half: string;
    actor: PowerId;
    target: PowerId | null;
    pending: null | { chooser: PowerId; key: string; options: string[]; reveal: string[] | null };
  };
  intrigueChoice: null | { power: PowerId; cards: string[] | null; count: number };
};

export function viewFor(s: BelleState, role: string): BelleView {
  const powers = {} as Record<PowerId, PowerView>;
  for (const p of POWERS) {
    const { intrigueHand, nationalHand, ...pub } = s.powers[p];
    const own = p === role;
    powers[p] = {
      ...clone(pub),
      intrigueHand: own ? [...intrigueHand] : null,
      intrigueCount: intrigueHand.length,
      nationalHand: own ? [...nationalHand] : null,
      nationalCount: nationalHand.length,
    };
  }
  const {
    rng: _rng,
    powers: _p,
    eventDeck,
    eraDecks,
    eventBoxed,
    intrigueDeck,
    resolution,
    intrigueChoice,
    ...rest
  } = s;
  const res = resolution;
  return {
    ...clone(rest),
    viewer: role,
    active: activeRoles(s),
    powers,
    decks: {
      event: eventDeck.length,
      era2: eraDecks[2].length,
      era3: eraDecks[3].length,
      boxed: eventBoxed.length,
      intrigue: intrigueDeck.length,
    },
    resolution: res && {
      card: res.card,
      half: res.half,
      actor: res.actor,
      target: res.target,
      pending: res.pending && {
        chooser: res.pending.chooser,
        key: res.pending.key,
        options: [...res.pending.options],
        reveal: res.pending.chooser === role ? [...res.pending.reveal] : null,
      },
    },
    intrigueChoice: intrigueChoice && {
      power: intrigueChoice.power,
      cards: intrigueChoice.power === role ? [...intrigueChoice.cards] : null,
      count: intrigueChoice.cards.length,
    },
  };
}
