import { INTRIGUE, INTRIGUE_HALVES, NATIONAL, type PowerId } from '../data/index.js';
import type { BelleAction } from '../schema.js';
import { log } from './board.js';
import { newResolution, playableHalves, runEffects } from './card-effects.js';
import { resolvableDisputes } from './diplomatic-disputes.js';
import type { BelleState, Ev } from './types.js';
import { npAnswer } from './non-player/np-cards.js';
import { isNp } from './non-player/np-state.js';

/** 8.6 Play a Card: an Intrigue card (one half, free) or a National card (its cost, its prerequisite). */
export function playCardActions(s: BelleState, p: PowerId): BelleAction[] {
  const ps = s.powers[p];
  const out: BelleAction[] = [];
  for (const card of ps.intrigueHand)
    for (const half of playableHalves(card)) out.push({ type: 'play_card', card, half });
  for (const card of ps.nationalHand) {
    const c = NATIONAL[card];
    if (c.cost > ps.money) continue;
    if (c.requires && !ps.greatWork) continue;
    if (
      c.kind === 'empire_of_the_seas' &&
      (s.action!.taken.includes('resolve_dispute') || resolvableDisputes(s, p).length === 0)
    )
      continue;
    out.push({ type: 'play_card', card, half: c.kind });
  }
  return out;
}

export function playCard(s: BelleState, p: PowerId, card: string, half: string, ev: Ev): void {
  const ps = s.powers[p];
  if (INTRIGUE[card]) {
    ps.intrigueHand.splice(ps.intrigueHand.indexOf(card), 1);
    s.resolution = newResolution('intrigue', card, half, p, INTRIGUE_HALVES[half].effects);
  } else {
    const c = NATIONAL[card];
    ps.nationalHand.splice(ps.nationalHand.indexOf(card), 1);
    ps.money -= c.cost;
    s.resolution = newResolution('national', card, half, p, c.effects);
  }
  log(ev, 'card_played', { power: p, card, half });
  continueCard(s, ev);
}

/** Runs the card until it needs a choice; then waits in step 'card' for the chooser. */
function continueCard(s: BelleState, ev: Ev): void {
  const res = s.resolution!;
  let r = runEffects(s, res, res.effects, ev);
  // 13.4.6: a choice put to an NP Power is answered by its procedure, not by a seat.
  while (r === 'wait' && isNp(s, res.pending!.chooser)) {
    const p = res.pending!;
    res.choice = npAnswer(s, p.chooser, p.key, p.options, ev);
    r = runEffects(s, res, res.effects, ev);
  }
  if (r === 'wait') {
    s.step = 'card';
    return;
  }
  finishCard(s, ev);
}

/**
 * 8.6 / G11 / G17: every opposing Power the card affected puts a marker cube from its General Reserve on
 * it, and the card waits beside the board until Preparation; otherwise it goes straight to the
 * discards (Intrigue) or back in the box (National).
 */
function finishCard(s: BelleState, ev: Ev): void {
  const res = s.resolution!;
  for (const p of res.affected) {
    if (p === res.actor) continue;
    const cube = s.powers[p].reserve > 0;
    if (cube) {
      s.powers[p].reserve--;
      s.powers[p].markers++;
    }
    s.markers.push({ power: p, card: res.card, cube });
    log(ev, 'card_marker', { power: p, card: res.card });
  }
  if (res.affected.some((p) => p !== res.actor)) s.cardsBesideBoard.push(res.card);
  else if (INTRIGUE[res.card]) s.intrigueDiscard.push(res.card);
  s.resolution = null;
  s.step = 'action'; // the sequence of play carries on
}

export function chooseInCard(s: BelleState, option: string, ev: Ev): void {
  s.resolution!.choice = option;
  s.resolution!.pending = null;
  continueCard(s, ev);
}
