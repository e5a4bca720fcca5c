// Shared vocabulary of the rules: who holds what, army values, events.
import { logger, refuser, type GameEvent, type Log, type Refuse } from '../../core/index.js';
import { GENERAL, LAND_ADJ, STATE, TOWN, type Side, type TreasuryId } from '../data/index.js';
import type { ArmyState, Brigades, Succession1701State } from '../types.js';

export const SLUG = 'succession-1701';
export type S = Succession1701State;
export type Ev = GameEvent[];

export function other(side: Side): Side {
  return side === 'loyalists' ? 'grand-alliance' : 'loyalists';
}
/** The game's events, through core `logger`: an event key, its parameters, whether it is irreversible and who sees it. */
export const log: Log = logger(SLUG);
/** Refusals: `refuse(code, section, params)` throws the shared IllegalActionError citing `succession-1701:§`. */
export const refuse: Refuse = refuser(SLUG);

export function sum(b: Brigades): number {
  let n = 0;
  for (const k in b) n += b[k]!;
  return n;
}
/** Counters of a brigade record: each counter holds 1 or 2 brigades of one state (§14). */
export function counters(b: Brigades): number {
  let n = 0;
  for (const k in b) n += Math.ceil(b[k]! / 2);
  return n;
}
export function addB(into: Brigades, from: Brigades, sign = 1): void {
  for (const k in from) {
    const v = (into[k] ?? 0) + sign * from[k]!;
    if (v === 0) delete into[k];
    else into[k] = v;
  }
}
/** Takes one brigade away from the state with most brigades (ties: first by id). */
export function takeOne(b: Brigades): string | null {
  let best: string | null = null;
  for (const k of Object.keys(b).sort()) if (b[k]! > 0 && (best === null || b[k]! > b[best]!)) best = k;
  if (best === null) return null;
  b[best] = b[best]! - 1;
  if (b[best] === 0) delete b[best];
  return best;
}

export function calendar(turn: number): { year: number; semester: 1 | 2; sem1: boolean } {
  // 1.4: 1700 one semester, 1701-1713 two each, 1714 one.
  if (turn === 1) return { year: 1700, semester: 1, sem1: true };
  if (turn === 28) return { year: 1714, semester: 1, sem1: true };
  const year = 1701 + Math.floor((turn - 2) / 2);
  const semester = ((turn - 2) % 2) + 1;
  return { year, semester: semester as 1 | 2, sem1: semester === 1 };
}
export function townSide(s: S, town: string): Side | null {
  return s.towns[town]?.holder ?? null;
}
export function armiesAt(s: S, town: string, side?: Side): ArmyState[] {
  return Object.values(s.armies).filter((a) => a.town === town && (side === undefined || a.side === side));
}
/** Enemy armies standing outside the walls of `town` (they control the zone around it, §17). */
export function fieldArmiesAt(s: S, town: string, side: Side): ArmyState[] {
  return armiesAt(s, town, side).filter((a) => !a.inside);
}
export function treasuryOfState(state: string): TreasuryId | null {
  return STATE[state]?.treasury ?? null;
}
export function generalVc(s: S, id: string | null): number {
  if (!id) return 0;
  const g = GENERAL[id]!;
  return s.generals[id]!.promoted ? g.promotedVc : g.vc;
}
/** A general usable this turn: leading, not recalled by a penalty (T2-1). */
export function activeCommander(s: S, a: ArmyState): string | null {
  if (!a.general) return null;
  const g = s.generals[a.general]!;
  return g.recalledUntil >= s.turn ? null : a.general;
}
export function isHalted(s: S, a: ArmyState): boolean {
  return a.haltedTurn === s.turn;
}
export function adjacent(a: string, b: string): boolean {
  return (LAND_ADJ[a] ?? []).includes(b);
}
export function isPrussiaNeutral(s: S): boolean {
  return s.states.PREUSSEN!.side === null;
}
export function isForbiddenTown(s: S, town: string): boolean {
  // 22 sieges: "one may not enter Prussian territory while it stays neutral".
  return TOWN[town]!.state === 'PREUSSEN' && isPrussiaNeutral(s);
}
export function isBritishArmy(a: ArmyState): boolean {
  return (
    a.side === 'grand-alliance' &&
    Object.keys(a.brigades).length > 0 &&
    Object.keys(a.brigades).every((k) => k === 'ENGLAND')
  );
}
export function available(s: S, t: TreasuryId): number {
  const tr = s.treasuries[t];
  return tr.total - tr.spent;
}
export function spend(s: S, t: TreasuryId, n: number): void {
  if (n <= 0) return;
  if (available(s, t) < n) throw new Error(`treasury ${t} cannot pay ${n}`);
  s.treasuries[t].spent += n;
}
/** A gain of RP moves the yellow cube up (§8). */
export function gain(s: S, t: TreasuryId | null, n: number): void {
  if (!t || n <= 0) return;
  s.treasuries[t].total += n;
}
/** A loss moves the yellow cube down, never below what is already spent (no negative treasury). */
export function lose(s: S, t: TreasuryId | null, n: number): void {
  if (!t || n <= 0) return;
  const tr = s.treasuries[t];
  tr.total = Math.max(tr.spent, tr.total - n);
}
export function sortedIds<T extends { id: string }>(xs: T[]): T[] {
  return xs.slice().sort((x, y) => (x.id < y.id ? -1 : x.id > y.id ? 1 : 0));
}
