// Chapter "Diplomazia" (§15): alliances with neutrals (D4) and Prussia (2D4), bought bonus points,
// affinities, pulling later allies away from the enemy.
import { die } from '../../core/index.js';
import { STATE, STATES, TOWNS, TREASURIES, type Side, type TreasuryId } from '../data/index.js';
import type { ActionOf } from '../actions.js';
import { available, gain, log, lose, other, refuse, spend, type Ev, type S } from './common.js';

/** G36: every neutral but Lorraine, plus the enemy's later allies; never leaders, initial allies or the Reich. */
export function isDiplomacyTarget(s: S, side: Side, stateId: string): 'ally' | 'steal' | null {
  const def = STATE[stateId]!;
  const ps = s.states[stateId]!;
  if (def.role !== 'neutral' && def.role !== 'prussia') return null;
  if (ps.status === 'surrendered') return null;
  if (ps.side === null) return TOWNS.some((t) => t.state === stateId && s.towns[t.id]!.holder === null) ? 'ally' : null;
  if (ps.side === other(side) && ps.alliedThrough !== null) return 'steal';
  return null;
}
export function bonusPrice(stateId: string): number {
  return stateId === 'PREUSSEN' ? 12 : 2; // §15: 2 RP a point; Prussia twice its 6-RP capital
}
export function canUseOpp(s: S, side: Side, code: string): boolean {
  const c = s.card;
  return (
    !!c && c.holder === side && c.usesLeft > 0 && c.opps.includes(code as never) && !c.oppsUsed.includes(code as never)
  );
}

export function diplomacyActions(s: S, side: Side): Array<ActionOf<'diplomacy'>> {
  const out: Array<ActionOf<'diplomacy'>> = [];
  const treasuries = TREASURIES.filter((t) => s.treasuries[t].active && s.treasuries[t].side === side);
  for (const st of STATES) {
    const kind = isDiplomacyTarget(s, side, st.id);
    if (!kind) continue;
    const opp = kind === 'ally' ? 'ALLY_BONUS' : 'STEAL_BONUS';
    for (const t of treasuries) {
      for (const bonus of [0, 1, 2]) {
        for (const useOpp of [false, true]) {
          if (useOpp && (bonus === 0 || !canUseOpp(s, side, opp))) continue;
          const cost = (bonus - (useOpp ? 1 : 0)) * bonusPrice(st.id);
          if (available(s, t) < cost) continue;
          out.push({ type: 'diplomacy', target: st.id, treasury: t, bonus, useOpp });
        }
      }
    }
  }
  return out;
}

export function doDiplomacy(s: S, side: Side, a: ActionOf<'diplomacy'>, ev: Ev): void {
  if (
    !diplomacyActions(s, side).some(
      (x) => x.target === a.target && x.treasury === a.treasury && x.bonus === a.bonus && x.useOpp === a.useOpp,
    )
  ) {
    refuse('diplomacy_illegal', 'alliances', { target: a.target });
  }
  const kind = isDiplomacyTarget(s, side, a.target)!;
  const t = a.treasury as TreasuryId;
  if (a.useOpp) {
    const c = s.card!;
    c.usesLeft -= 1;
    c.oppsUsed.push(kind === 'ally' ? 'ALLY_BONUS' : 'STEAL_BONUS');
  }
  spend(s, t, (a.bonus - (a.useOpp ? 1 : 0)) * bonusPrice(a.target));
  const def = STATE[a.target]!;
  let roll: number;
  let need: number;
  if (a.target === 'PREUSSEN') {
    // T1: 2D4, 7+ (6+ for the coalition it leans to).
    roll = die(s, 4) + die(s, 4);
    need = def.affinity === side ? 6 : 7;
  } else {
    // T1: 1D4, 4 (3-4 with affinity).
    roll = die(s, 4);
    need = def.affinity === side ? 3 : 4;
  }
  const total = roll + a.bonus;
  const success = total >= need;
  log(
    ev,
    'diplomacy_roll',
    { role: side, target: a.target, roll, bonus: a.bonus, need, success },
    { irreversible: true },
  );
  if (!success) return;
  const ps = s.states[a.target]!;
  ps.side = side;
  ps.status = 'active';
  if (a.target === 'PREUSSEN') {
    // Prussia keeps its own treasury, collecting from the next income (digest 5.15).
    ps.alliedThrough = 'PREUSSEN';
    s.treasuries.PREUSSEN.side = side;
    for (const army of Object.values(s.armies)) if (army.payer === 'PREUSSEN') army.side = side;
    s.treasuries.PREUSSEN.active = true;
    for (const town of TOWNS) {
      if (town.state !== 'PREUSSEN') continue;
      const ts = s.towns[town.id]!;
      if (ts.captured) continue; // chained towns stay with their captor
      lose(s, ts.incomeTo, town.rv);
      ts.holder = side;
      ts.incomeTo = 'PREUSSEN';
    }
  } else {
    ps.alliedThrough = t;
    for (const town of TOWNS) {
      if (town.state !== a.target) continue;
      const ts = s.towns[town.id]!;
      if (ts.captured) continue;
      lose(s, ts.incomeTo, town.rv); // stolen: the former ally's treasury loses it now
      ts.holder = side;
      ts.incomeTo = t;
      gain(s, t, town.rv); // a gained town moves the yellow cube up at once
    }
  }
  log(ev, 'alliance_made', { role: side, state: a.target, treasury: t });
}
