import { die } from '../../../core/index.js';
import type { Owner, PowerId } from '../../data/index.js';
import { log } from '../log.js';
import type { BelleState, Ev } from '../types.js';

export const isNp = (s: BelleState, p: Owner | null | undefined): boolean =>
  !!p && !!s.np && s.np.powers.includes(p as PowerId);
/** 13.8: how many of `p`'s Armament cubes an NP has discarded to the General Reserve. */
export const discardedArmaments = (s: BelleState, p: PowerId): number => s.np?.armamentDiscarded?.[p] ?? 0;
/**
 * 13.4.3 / 13.4.4: a tie between opposing Powers is broken with one die: two candidates take odd / even,
 * three take 1–2, 3–4, 5–6 (more split the six faces as evenly). One candidate needs no roll.
 * The roll is public so a player can follow the NP's choice.
 */
export function pickByDie<T extends string>(s: BelleState, np: PowerId, why: string, candidates: T[], ev: Ev): T {
  if (candidates.length === 1) return candidates[0];
  const r = die(s);
  const i =
    candidates.length === 2
      ? r % 2 === 1
        ? 0
        : 1
      : Math.min(candidates.length - 1, Math.floor(((r - 1) * candidates.length) / 6));
  log(
    ev,
    'np_tie_roll',
    { power: np, why, die: r, among: candidates.join(','), chosen: candidates[i] },
    { irreversible: true },
  );
  return candidates[i];
}

/** A die roll of an NP procedure, logged publicly and irreversibly (issue 5: every NP roll can be followed). */
export function npRoll(
  s: BelleState,
  np: PowerId,
  why: string,
  ev: Ev,
  params: Record<string, string | number> = {},
): number {
  const r = die(s);
  log(ev, `np_roll_${why}`, { power: np, die: r, ...params }, { irreversible: true });
  return r;
}

/** The candidates with the highest value of `f`. */
export function topBy<T>(xs: T[], f: (x: T) => number): T[] {
  if (!xs.length) return [];
  const best = Math.max(...xs.map(f));
  return xs.filter((x) => f(x) === best);
}

/** 13.4.1 / 13.4.2: a card drawn at random from a face-down hand: a die with as many faces as cards (public roll). */
export function npDraw(s: BelleState, np: PowerId, hand: string[], ev: Ev): string {
  if (hand.length === 1) return hand[0];
  const r = die(s, hand.length);
  log(ev, 'np_roll_draw_card', { power: np, die: r, of: hand.length }, { irreversible: true });
  return hand[r - 1];
}
