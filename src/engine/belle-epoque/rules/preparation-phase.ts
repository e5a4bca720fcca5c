import { INTRIGUE, POWERS } from '../data/index.js';
import { log, minorUnitData } from './board.js';
import type { BelleState, Ev } from './types.js';

/** 9.0 Preparation Phase, steps 1–4 (step 5, the Turn marker, is in sequence-of-play). */
export function preparationPhase(s: BelleState, ev: Ev): void {
  for (const p of POWERS) {
    const ps = s.powers[p];
    // 1) Armies sent to Disputes go back to the Arsenal, Active.
    ps.armies.arsenal += ps.armies.committed;
    ps.armies.committed = 0;
    // 2) Fleets turn Active and stay in their boxes (B8: every Fleet, as 8.8 says).
    for (const f of ps.fleets) f.exhausted = false;
    ps.prestigeActionUsed = false; // B6: the Prestige marker flips back
  }
  for (const u of s.minorUnits) {
    u.exhausted = false;
    // a committed Minor army returns to its ally's Arsenal, or home if the alliance ended meanwhile
    if (u.location === 'committed') u.location = s.holders[minorUnitData(u.id).minor] ? 'arsenal' : 'box';
  }
  // 3) Next Turn Order becomes Turn Order, in passing order.
  if (s.action) s.turnOrder = [...s.action.passed];
  s.action = null;
  // 4) Cards played this turn are discarded, their marker cubes return to the General Reserve.
  for (const c of s.cardsBesideBoard) if (INTRIGUE[c]) s.intrigueDiscard.push(c);
  s.cardsBesideBoard = [];
  for (const m of s.markers)
    if (m.cube) {
      s.powers[m.power].markers--;
      s.powers[m.power].reserve++;
    }
  s.markers = [];
  s.locks = s.locks.filter((l) => l.turn > s.turn);
  s.shields = [];
  s.modifiers = s.modifiers.filter((m) => m.duration === 'game');
  log(ev, 'preparation_done', { turn: s.turn });
}
