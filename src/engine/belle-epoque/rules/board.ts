import {
  MINOR_BONUS,
  MINOR_UNITS,
  POWERS,
  TERRITORIES,
  TERRITORY_IDS,
  isPower,
  minorTerritoryOf,
  type Continent,
  type MinorCube,
  type Owner,
  type PowerId,
  type TerritoryId,
} from '../data/index.js';
import { log } from './log.js';
import { movePrestige } from './prestige-track.js';
import type { BelleState, Ev, Space } from './types.js';

export { log } from './log.js';

export const continentOf = (t: TerritoryId): Continent => TERRITORIES[t].continent;

/** Spaces minus Armament cubes (8.9). */
function effectiveSpaces(s: BelleState, t: TerritoryId): number {
  return s.board[t].filter((sp) => sp.armament === null).length;
}

/** Base cubes of `owner` in `t`; top cubes of Disputes never count (8.2). */
export function baseCubes(s: BelleState, t: TerritoryId, owner: Owner): number {
  let n = 0;
  for (const sp of s.board[t]) if (sp.cube === owner) n++;
  return n;
}

const isFree = (sp: Space): boolean => sp.cube === null && sp.armament === null;

/**
 * 8.2.1: the free spaces a Power may choose for a DM cube. Spaces 1..dieSpaces carry a die face (board
 * data) and fill lowest first; a free space without a die face (China's 7 and 8 on the printed board)
 * may be taken instead. Any number of spaces and of numbered spaces works.
 */
export function placementSpaces(s: BelleState, t: TerritoryId): number[] {
  const numbered = TERRITORIES[t].dieSpaces;
  const out: number[] = [];
  const sps = s.board[t];
  const lowest = sps.findIndex((sp, i) => i < numbered && isFree(sp));
  if (lowest >= 0) out.push(lowest);
  for (let i = numbered; i < sps.length; i++) if (isFree(sps[i])) out.push(i);
  return out;
}

/**
 * 8.9.2: Diplomatic Contrasts closes a territory for one turn to every Power but the one that played it: no
 * DM cube of theirs may be placed there, whatever places it (Send, an Intrigue or National card, a move, a
 * Non-Player step). Every placement path asks this one question. Minor Nation cubes and Event placements are
 * not a Power placing its own cubes (docs/rules-decisions/belle-epoque.md).
 */
export function isClosedTo(s: BelleState, owner: Owner, t: TerritoryId): boolean {
  return isPower(owner) && s.locks.some((l) => l.territory === t && l.turn === s.turn && l.exempt !== owner);
}
/** A Minor Nation cube owner counts for its ally in Colonies (8.2.3). */
function cubeSide(s: BelleState, owner: Owner): PowerId | null {
  if (isPower(owner)) return owner;
  const m = minorTerritoryOf(owner);
  return m ? s.holders[m] : null;
}

/** 8.2.3 / 8.2.4: the absolute majority of effective spaces. */
export function computeHolder(s: BelleState, t: TerritoryId): PowerId | null {
  const eff = effectiveSpaces(s, t);
  const d = TERRITORIES[t];
  for (const p of POWERS) {
    let n = 0;
    for (const sp of s.board[t]) {
      if (!sp.cube) continue;
      if (sp.cube === p) n++;
      else if (d.type === 'colony' && !isPower(sp.cube) && cubeSide(s, sp.cube) === p) n++;
    }
    if (n * 2 > eff) return p;
  }
  return null;
}

/**
 * 8.2.3 / 8.2.4: Alliance and Control are rechecked after every change, and bonuses follow at once.
 * Minor Nations first (their cubes count for their ally in Colonies), then Colonies.
 */
export function recheckHolders(s: BelleState, ev: Ev): void {
  for (const pass of ['minor', 'colony'] as const) {
    for (const t of TERRITORY_IDS) {
      if (TERRITORIES[t].type !== pass) continue;
      const before = s.holders[t];
      const after = computeHolder(s, t);
      if (before === after) continue;
      s.holders[t] = after;
      const kind = pass === 'minor' ? 'alliance' : 'control';
      if (before) log(ev, `${kind}_lost`, { power: before, territory: t });
      if (after) log(ev, `${kind}_gained`, { power: after, territory: t });
      if (pass === 'minor') allianceChanged(s, t, before, after, ev);
    }
  }
}

function allianceChanged(s: BelleState, t: TerritoryId, before: PowerId | null, after: PowerId | null, ev: Ev): void {
  const bonus = MINOR_BONUS[t];
  if (bonus?.kind === 'prestige') {
    // Serbia: +1 Prestige while allied; losing it moves the marker back (EX §12).
    if (before) movePrestige(s, before, -bonus.amount, false, ev);
    if (after) movePrestige(s, after, bonus.amount, true, ev);
  }
  // 8.2.3 (R7): units change hands as they are; Exhausted ones stay Exhausted.
  for (const u of s.minorUnits) {
    const d = MINOR_UNITS.find((m) => m.id === u.id)!;
    if (d.minor !== t) continue;
    if (!after) {
      if (u.location !== 'committed') u.location = 'box';
    } else if (!before && u.location === 'box') {
      u.location = 'arsenal';
    }
  }
}

/** Moves a cube from a space back to its owner's General Reserve. */
export function toReserve(s: BelleState, owner: Owner): void {
  if (isPower(owner)) s.powers[owner].reserve++;
  else s.minorReserve[owner as MinorCube]++;
}

/** Takes a cube from the owner's General Reserve; false if there is none (G3). */
export function fromReserve(s: BelleState, owner: Owner): boolean {
  if (isPower(owner)) {
    if (s.powers[owner].reserve <= 0) return false;
    s.powers[owner].reserve--;
    return true;
  }
  const m = owner as MinorCube;
  if (s.minorReserve[m] <= 0) return false;
  s.minorReserve[m]--;
  return true;
}

/**
 * G1/G2: removes the base cube of a space. If it carried a top cube, that cube drops into the
 * space as an ordinary cube and the Dispute ends.
 */
export function removeBase(s: BelleState, t: TerritoryId, i: number): Owner {
  const sp = s.board[t][i];
  const owner = sp.cube!;
  toReserve(s, owner);
  sp.cube = sp.top;
  sp.top = null;
  return owner;
}

/** A base cube the owner would give up first: undisputed, highest-numbered (G13). */
export function ownerPick(s: BelleState, t: TerritoryId, owner: Owner): number | null {
  const sps = s.board[t];
  for (let i = sps.length - 1; i >= 0; i--) if (sps[i].cube === owner && !sps[i].top) return i;
  for (let i = sps.length - 1; i >= 0; i--) if (sps[i].cube === owner) return i;
  return null;
}

/** A Power's fleets and allied Minor fleets that count for reach in a continent box (8.2.1, 8.8). */
export function hasFleetIn(s: BelleState, p: PowerId, c: Continent): boolean {
  if (s.powers[p].fleets.some((f) => f.location === c)) return true;
  return alliedMinorUnits(s, p).some(
    (u) => u.location === c && MINOR_UNITS.find((m) => m.id === u.id)!.kind === 'fleet',
  );
}

export function alliedMinorUnits(s: BelleState, p: PowerId) {
  return s.minorUnits.filter((u) => s.holders[MINOR_UNITS.find((m) => m.id === u.id)!.minor] === p);
}
export const minorUnitData = (id: string) => MINOR_UNITS.find((m) => m.id === id)!;

/** 8.2.1, 8.2.2: may `p` reach territory `t` with a DM cube? */
export function canReach(s: BelleState, p: PowerId, t: TerritoryId): boolean {
  const d = TERRITORIES[t];
  if (d.continent === 'EU') return true;
  if (p === 'russia' && d.russianNoFleet) return true;
  return hasFleetIn(s, p, d.continent);
}

/** Naval strength (reconstruction §3.3): Fleet Track plus allied Minor Fleets. */
export function navalStrength(s: BelleState, p: PowerId): number {
  return s.powers[p].fleetTrack + alliedMinorUnits(s, p).filter((u) => minorUnitData(u.id).kind === 'fleet').length;
}
