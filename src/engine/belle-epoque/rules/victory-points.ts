import {
  OBJECTIVES,
  POWERS,
  POWER_DATA,
  PRESTIGE_MAX,
  PRESTIGE_TRACK,
  TERRITORIES,
  TERRITORY_IDS,
  type Condition,
  type PowerId,
} from '../data/index.js';
import { baseCubes, log, navalStrength } from './board.js';
import { isNp } from './non-player/np-state.js';
import { soloOutcome } from './non-player/np-setup.js';
import type { BelleState, Ev } from './types.js';

/** Reconstruction §3.3: is an objective's condition met now? */
function conditionMet(s: BelleState, c: Condition): boolean {
  switch (c.kind) {
    case 'allied':
    case 'controls':
      return s.holders[c.territory] === c.power;
    case 'cubes_at_least':
      return baseCubes(s, c.territory, c.power) >= c.n;
    case 'naval_top':
      return POWERS.every((q) => q === c.power || navalStrength(s, c.power) > navalStrength(s, q));
    case 'colonies_in':
      return (
        TERRITORY_IDS.filter(
          (t) =>
            TERRITORIES[t].type === 'colony' && TERRITORIES[t].continent === c.continent && s.holders[t] === c.power,
        ).length >= c.n
      );
    case 'foothold':
      return (['AF', 'AS'] as const).every((k) =>
        TERRITORY_IDS.some(
          (t) => TERRITORIES[t].type === 'colony' && TERRITORIES[t].continent === k && s.holders[t] === c.power,
        ),
      );
    case 'other_allied':
    case 'other_controls': {
      const h = s.holders[c.territory];
      return h !== null && h !== c.power;
    }
    case 'prestige_above':
      return s.powers[c.power].prestige > s.powers[c.than].prestige;
  }
}

interface ScoreLine {
  source: string;
  vp: number;
}

/** 10.1 / 10.2: the VP a Power scores now. Negative objectives count only at the final scoring. */
export function scorePower(s: BelleState, p: PowerId, final: boolean): ScoreLine[] {
  const lines: ScoreLine[] = [];
  for (const t of TERRITORY_IDS) if (s.holders[t] === p) lines.push({ source: t, vp: TERRITORIES[t].vp });
  for (const o of OBJECTIVES[p]) {
    if (o.endOnly && !final) continue;
    if (conditionMet(s, o.condition)) lines.push({ source: o.id, vp: o.vp });
  }
  if (s.powers[p].greatWork) lines.push({ source: POWER_DATA[p].greatWork.id, vp: POWER_DATA[p].greatWork.vp }); // B5
  if (final) {
    lines.push({ source: 'prestige', vp: PRESTIGE_TRACK[s.powers[p].prestige].vp });
    if (s.powers[p].endVp) lines.push({ source: 'balkan_wars', vp: s.powers[p].endVp });
  }
  return lines;
}

/** 10.1 Scoring VPs in Eras I and II (end of Turns 3 and 6). */
export function eraScoring(s: BelleState, ev: Ev): void {
  for (const p of POWERS) {
    if (isNp(s, p)) continue; // 13.10: a Non-Player Power never scores
    const vp = scorePower(s, p, false).reduce((n, l) => n + l.vp, 0);
    s.powers[p].vp += vp;
    log(ev, 'vp_scored', { power: p, vp, total: s.powers[p].vp });
  }
}

/**
 * 10.2 Final Scoring: 10.2.1 first (+1 Prestige per Controlled Colony, no bonuses), then every VP item.
 * 2- and 3-player games: a player with two Powers scores their average, rounded down (3.2).
 * Ties: higher Prestige, then more money, otherwise shared (for a two-Power seat, the sums).
 */
export function finalScoring(s: BelleState, ev: Ev): void {
  for (const p of POWERS) {
    const colonies = TERRITORY_IDS.filter((t) => TERRITORIES[t].type === 'colony' && s.holders[t] === p).length;
    const ps = s.powers[p];
    const to = Math.min(PRESTIGE_MAX, ps.prestige + colonies);
    if (to !== ps.prestige) log(ev, 'prestige_moved', { power: p, from: ps.prestige, to });
    ps.prestige = to;
  }
  const vp = {} as Record<PowerId, number>;
  for (const p of POWERS) {
    if (isNp(s, p)) {
      vp[p] = 0; // 13.10: a Non-Player Power never scores
      continue;
    }
    const add = scorePower(s, p, true).reduce((n, l) => n + l.vp, 0);
    s.powers[p].vp += add;
    vp[p] = s.powers[p].vp;
    log(ev, 'vp_scored', { power: p, vp: add, total: vp[p] });
  }
  const seatVp = s.seats.map((seat) => Math.floor(seat.powers.reduce((n, p) => n + vp[p], 0) / seat.powers.length));
  const key = (i: number) => {
    const seat = s.seats[i];
    return [
      seatVp[i],
      seat.powers.reduce((n, p) => n + s.powers[p].prestige, 0),
      seat.powers.reduce((n, p) => n + s.powers[p].money, 0),
    ];
  };
  let best: number[] = [];
  for (let i = 0; i < s.seats.length; i++) {
    if (!best.length) {
      best = [i];
      continue;
    }
    const a = key(i),
      b = key(best[0]);
    const cmp = a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
    if (cmp > 0) best = [i];
    else if (cmp === 0) best.push(i);
  }
  const winners = best.flatMap((i) => s.seats[i].powers);
  s.final = { vp, seatVp, winners };
  // solo (13.10): the end names the level the player reached, not a "winner" of a one-seat table
  const solo = soloOutcome(s);
  if (solo) log(ev, 'game_over_solo', { power: solo.power, vp: solo.vp, bonus: solo.bonus, level: solo.victoryLevel });
  else log(ev, 'game_over', { winners: winners.join(',') });
}
