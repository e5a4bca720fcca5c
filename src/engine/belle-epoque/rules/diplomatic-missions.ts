import { isPower, minorTerritoryOf, type PowerId, type TerritoryId } from '../data/index.js';
import { canReach, isClosedTo, log, placementSpaces, recheckHolders } from './board.js';
import type { BelleState, Ev } from './types.js';

/**
 * 8.2.1: where `p` may put a DM cube in `t`: the lowest free die-numbered space or any free space without a
 * die face (`placementSpaces`), or on top of an undisputed opposing base cube to foment a
 * Diplomatic Dispute (8.2.5: never onto a space already in Dispute, never onto one's own cube or one's
 * ally's Minor cube). Diplomatic Contrasts locks the territory; Entente Cordiale shields cubes.
 */
export function sendTargets(s: BelleState, p: PowerId, t: TerritoryId): number[] {
  if (isClosedTo(s, p, t)) return [];
  const sps = s.board[t];
  const out = placementSpaces(s, t);
  sps.forEach((sp, i) => {
    const o = sp.cube;
    if (!o || sp.top || sp.armament || o === p) return;
    if (!isPower(o)) {
      const m = minorTerritoryOf(o);
      if (m && s.holders[m] === p) return;
    } else if (s.shields.some((sh) => sh.territory === t && sh.who === o && sh.turn === s.turn)) return;
    out.push(i);
  });
  return out.sort((a, b) => a - b);
}

/** The Send Diplomatic Missions targets `p` may reach (8.2.1, 8.2.2). */
export function sendOptions(s: BelleState, p: PowerId): { territory: TerritoryId; space: number }[] {
  const out: { territory: TerritoryId; space: number }[] = [];
  for (const t of Object.keys(s.board) as TerritoryId[]) {
    if (!canReach(s, p, t)) continue;
    for (const i of sendTargets(s, p, t)) out.push({ territory: t, space: i + 1 });
  }
  return out;
}

/** Puts a sent cube into a space: a free space, or on top of an opposing cube (a Dispute). */
export function placeSentCube(s: BelleState, p: PowerId, t: TerritoryId, i: number, ev: Ev): void {
  const sp = s.board[t][i];
  if (sp.cube === null) {
    sp.cube = p;
    log(ev, 'dm_sent', { power: p, territory: t, space: i + 1 });
  } else {
    sp.top = p;
    log(ev, 'dispute_fomented', { power: p, territory: t, space: i + 1, defender: sp.cube });
  }
  recheckHolders(s, ev);
}

/** 8.2: the Send Diplomatic Missions action (one cube from Embassies). */
export function sendDiplomaticMission(s: BelleState, p: PowerId, t: TerritoryId, space: number, ev: Ev): void {
  s.powers[p].embassies--;
  placeSentCube(s, p, t, space - 1, ev);
}
