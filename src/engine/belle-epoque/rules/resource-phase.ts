import { MINOR_BONUS, POWERS, POWER_DATA, TERRITORY_IDS } from '../data/index.js';
import { log } from './board.js';
import type { BelleState, Ev } from './types.js';
import { isNp } from './non-player/np-state.js';

/** 5.0 Resource Phase: income plus alliance money (8.2.3), and 3 DM cubes (4 for France with the Eiffel Tower). */
export function resourcePhase(s: BelleState, ev: Ev): void {
  for (const p of POWERS) {
    if (isNp(s, p)) continue; // 13.3 (a): only human players
    const ps = s.powers[p];
    let income = POWER_DATA[p].income + ps.incomeNext;
    for (const t of TERRITORY_IDS) {
      const b = MINOR_BONUS[t];
      if (b?.kind === 'money' && s.holders[t] === p) income += b.amount;
    }
    ps.incomeNext = 0;
    income = Math.max(0, income);
    ps.money += income;
    const want = POWER_DATA[p].dmPerTurn + (p === 'france' && ps.greatWork ? 1 : 0);
    const dm = Math.min(want, ps.reserve);
    ps.reserve -= dm;
    ps.embassies += dm;
    log(ev, 'income', { power: p, money: income, dm });
  }
}
