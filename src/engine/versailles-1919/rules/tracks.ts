// Region tracks, happiness and the demobilization track (2.3-2.5, 4.6, 4.8, 4.9).
import type { GameEvent } from '../../core/index.js';
import { HAPPINESS_MAX, KEG_MAX, UNREST_MAX, maxUnits } from '../data/board.js';
import type { Nation, Power, Region } from '../data/types.js';
import type { VState } from '../state.js';
import { isArmed, log, ownedUnits, unitsOf } from './helpers.js';

/** Column of the left-most unit in a region, 9 when the region holds none. */
export function leftmostUnitCol(s: VState, r: Region): number {
  let m = 9;
  for (const n of s.armedNations)
    for (const u of unitsOf(s, n)) if (u.at === 'deployed' && u.region === r && u.col < m) m = u.col;
  return m;
}
/** Owner of the left-most unit in a region (4.10 step 3 tie-break). */
export function leftmostUnitOwner(s: VState, r: Region): Nation | null {
  let m = 9;
  let who: Nation | null = null;
  for (const n of s.armedNations)
    for (const u of unitsOf(s, n))
      if (u.at === 'deployed' && u.region === r && u.col < m) {
        m = u.col;
        who = n;
      }
  return who;
}

/**
 * 4.6: move the unrest marker one column at a time; a step into the keg's column, onto or past a
 * unit, or off the track is blocked and the move stops there (the example clamps, 8.#4).
 * Returns the number of columns actually moved (signed).
 */
export function moveUnrest(s: VState, ev: GameEvent[], r: Region, delta: number): number {
  const reg = s.regions[r];
  const from = reg.unrest;
  const limit = leftmostUnitCol(s, r);
  for (let k = 0; k < Math.abs(delta); k++) {
    const next = reg.unrest + Math.sign(delta);
    if (next <= reg.keg || next >= limit || next < 1 || next > UNREST_MAX) break;
    reg.unrest = next;
  }
  if (delta !== 0) log(ev, 'unrest_moved', { region: r, delta, from, to: reg.unrest });
  return reg.unrest - from;
}

/** 4.6 addKeg: from the start space to column 1, never beyond column 3; pushes unrest right if met. */
export function addKeg(s: VState, ev: GameEvent[], r: Region): void {
  const reg = s.regions[r];
  if (reg.keg >= KEG_MAX) {
    log(ev, 'keg_blocked', { region: r });
    return;
  }
  reg.keg += 1;
  if (reg.unrest <= reg.keg) reg.unrest = reg.keg + 1;
  log(ev, 'keg_added', { region: r, keg: reg.keg, unrest: reg.unrest });
}
/** 4.6 removeKeg: the unrest marker stays where it is. */
export function removeKeg(s: VState, ev: GameEvent[], r: Region): void {
  const reg = s.regions[r];
  if (reg.keg === 0) return;
  reg.keg -= 1;
  log(ev, 'keg_removed', { region: r, keg: reg.keg });
}

/**
 * 2.4 / 4.9: change a tracked nation's happiness. Capped at 30; a nation at 0 stays at 0 for the
 * rest of the game (R8). A player nation that now owns more units than its zone allows must
 * demobilize: a mutiny frame is pushed so the owner picks the unit before anything else happens
 * (8.#38).
 */
export function changeHappiness(s: VState, ev: GameEvent[], p: Power, delta: number): void {
  const h = s.happiness[p];
  if (h === undefined || delta === 0) return;
  if (h === 0) {
    log(ev, 'happiness_frozen', { power: p });
    return;
  }
  const next = Math.max(0, Math.min(HAPPINESS_MAX, h + delta));
  s.happiness[p] = next;
  log(ev, 'happiness_changed', { power: p, delta, from: h, to: next });
  if (p !== 'japan' && isArmed(s, p) && ownedUnits(s, p) > maxUnits(next)) {
    if (!s.stack.some((f) => f.k === 'mutiny' && f.nation === p)) s.stack.push({ k: 'mutiny', nation: p });
  }
}

/** 4.8: the highest free numbered box (grey boxes only exist in the 4-player track), else box "1". */
export function nextDemobBox(s: VState): { index: number; value: number } {
  const i = s.demob.boxes.findIndex((b) => b.nation === null);
  return i >= 0 ? { index: i, value: s.demob.boxes[i]!.value } : { index: -1, value: 1 };
}
