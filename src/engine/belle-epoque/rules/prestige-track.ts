import { shuffle } from '../../core/index.js';
import { PRESTIGE_MAX, PRESTIGE_TRACK, type PowerId } from '../data/index.js';
import { log } from './log.js';
import type { BelleState, Ev } from './types.js';
import { isNp } from './non-player/np-state.js';

/**
 * 11.0 / 11.1: moves a Power on the Prestige Track (bounded 0–20). A gain collects the one-off bonus
 * of every space beyond the Prestige Bonus marker, in order; a loss never gives or takes back bonuses.
 */
export function movePrestige(s: BelleState, p: PowerId, delta: number, withBonus: boolean, ev: Ev): void {
  const ps = s.powers[p];
  const from = ps.prestige;
  const to = Math.max(0, Math.min(PRESTIGE_MAX, from + delta));
  if (to === from) return;
  ps.prestige = to;
  log(ev, 'prestige_moved', { power: p, from, to });
  if (!withBonus || to < from) return;
  for (let sp = from + 1; sp <= to; sp++) {
    if (sp <= ps.prestigeBonus) continue;
    ps.prestigeBonus = sp;
    collectBonus(s, p, sp, ev);
  }
}

function collectBonus(s: BelleState, p: PowerId, space: number, ev: Ev): void {
  const b = PRESTIGE_TRACK[space].bonus;
  const ps = s.powers[p];
  if (b.kind === 'dm') {
    if (ps.reserve > 0) {
      ps.reserve--;
      ps.embassies++;
    }
    log(ev, 'bonus_dm', { power: p, space });
  } else if (b.kind === 'money' && !isNp(s, p)) {
    // 13.6: an NP Power never takes money
    ps.money += b.amount;
    log(ev, 'bonus_money', { power: p, space, amount: b.amount });
  } else if (b.kind === 'intrigue') {
    drawIntrigue(s, p, ev);
  }
}

/** 7.0: draws one Intrigue card; an empty deck is rebuilt from the shuffled discards. */
export function drawIntrigue(s: BelleState, p: PowerId, ev: Ev): string | null {
  if (s.intrigueDeck.length === 0 && s.intrigueDiscard.length > 0) {
    s.intrigueDeck = shuffle(s, s.intrigueDiscard);
    s.intrigueDiscard = [];
    log(ev, 'intrigue_reshuffled', {}, { irreversible: true });
  }
  const card = s.intrigueDeck.shift() ?? null;
  if (card) {
    s.powers[p].intrigueHand.push(card);
    log(ev, 'intrigue_drawn', { power: p }, { irreversible: true });
    log(ev, 'intrigue_drawn_private', { power: p, card }, { audience: [p] });
  }
  return card;
}
