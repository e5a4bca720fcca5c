import { POWERS, TERRITORIES, isPower, type Owner, type PowerId, type TerritoryId } from '../../data/index.js';
import { NP_STATUS_CARDS, type NpBox, type NpRow } from '../../data/np-status-cards.js';
import { computeHolder, isClosedTo, log, recheckHolders, toReserve } from '../board.js';
import { placeSentCube, sendTargets } from '../diplomatic-missions.js';
import { movePrestige } from '../prestige-track.js';
import type { BelleState, Ev } from '../types.js';
import { npCardStep } from './np-cards.js';
import { discardedArmaments, isNp, npRoll, pickByDie, topBy } from './np-state.js';

/**
 * 13.2 / 13.3: the NP Powers take their whole Action Phase, one after the other, before the humans; each in
 * five steps: 1) cards, 2) Fleet, 3) Prestige, 4) Diplomatic Missions, 5) Armaments. Disputes they foment
 * wait for phase (e).
 */
export function runNpActionPhases(s: BelleState, ev: Ev): void {
  const np = s.np!;
  np.order = s.turnOrder.filter((p) => isNp(s, p));
  np.flagged = {};
  np.bonus = {};
  for (const p of np.order) {
    log(ev, 'np_turn', { power: p, turn: s.turn });
    npCardStep(s, p, ev); // 13.4
    const row = NP_STATUS_CARDS[p].progress[s.turn - 1];
    if (row.other === 'fleet')
      buildNpFleet(s, p, ev); // 13.5
    else movePrestige(s, p, 1, true, ev); // 13.6
    sendNpMissions(s, p, ev); // 13.7
    sellNpArmaments(s, p, ev); // 13.8
  }
}

/** 13.2: after a turn the NP that acted first becomes last; the others move up. Humans follow, in passing order. */
export function nextNpOrder(s: BelleState): void {
  const np = s.np!;
  const order = np.order.length ? [...np.order.slice(1), np.order[0]] : POWERS.filter((p) => isNp(s, p));
  s.turnOrder = [...order, ...s.turnOrder.filter((p) => !isNp(s, p))];
}

/** 13.5: a Fleet symbol raises the Fleet Track by one (a Fleet unit is parked in the Europe box for the count). */
function buildNpFleet(s: BelleState, p: PowerId, ev: Ev): void {
  const f = s.powers[p].fleets.find((x) => x.location === 'reserve');
  if (!f) return;
  f.location = 'EU';
  s.powers[p].fleetTrack += 1;
  log(ev, 'np_fleet', { power: p, track: s.powers[p].fleetTrack });
}

/** NP-5: the space an NP cube takes: the lowest free one, else on the cube of the Power with most cubes there. */
function npSpace(s: BelleState, p: PowerId, t: TerritoryId, ev: Ev | null): number | null {
  const spaces = sendTargets(s, p, t);
  if (!spaces.length) return null;
  const free = spaces.filter((i) => s.board[t][i].cube === null);
  if (free.length) return free[0];
  const owners = [...new Set(spaces.map((i) => s.board[t][i].cube!))];
  const count = (o: Owner) => spaces.filter((i) => s.board[t][i].cube === o).length;
  let pool = topBy(owners.filter(isPower), count) as Owner[];
  if (!pool.length) pool = topBy(owners, count);
  if (!ev) return spaces.find((i) => s.board[t][i].cube === pool[0])!;
  const victim = pickByDie(s, p, 'dispute_target', pool, ev);
  return spaces.filter((i) => s.board[t][i].cube === victim).pop()!;
}

/** 13.7 a–b: a territory qualifies if the NP neither holds it nor is locked out, and a cube can go there. */
function qualifies(s: BelleState, p: PowerId, t: TerritoryId): boolean {
  return s.holders[t] !== p && !isClosedTo(s, p, t) && npSpace(s, p, t, null) !== null;
}

function placeNpCube(s: BelleState, p: PowerId, t: TerritoryId, ev: Ev): void {
  const i = npSpace(s, p, t, ev)!;
  s.powers[p].reserve--;
  placeSentCube(s, p, t, i, ev); // 13.3: no Fleet needed
}

function rollRow(s: BelleState, p: PowerId, why: string, ev: Ev, params: Record<string, number> = {}): NpRow {
  const r = npRoll(s, p, why, ev, params);
  return NP_STATUS_CARDS[p].sending[r - 1];
}

/**
 * 13.7 a–c for one cube of columns 1, 2 and France's 4th column: the plain territory, else the bracketed one;
 * if both are held, the die is rolled again for this column only (differences R2: IT "si ritira il dado", then
 * back to a). After three rerolls the cube moves to the last column (NP-3). Returns false in that case.
 */
function placeByBox(s: BelleState, p: PowerId, row: NpRow, col: 'col1' | 'col2' | 'col4', ev: Ev): boolean {
  let box: NpBox = row[col]!;
  for (let tries = 0; tries <= 3; tries++) {
    if (tries > 0)
      box = rollRow(s, p, 'reroll_column', ev, { column: col === 'col1' ? 1 : col === 'col2' ? 2 : 4 })[col]!;
    for (const t of [box.first, box.fallback]) {
      if (qualifies(s, p, t)) {
        placeNpCube(s, p, t, ev);
        return true;
      }
    }
  }
  return false;
}

/** 13.7 last column: one die per cube picks the territory in the row's list (a second cube rolls a new row first, 13.7.1). */
function placeLastColumn(s: BelleState, p: PowerId, row: NpRow, first: boolean, ev: Ev): void {
  const r = first ? row : rollRow(s, p, 'row_extra', ev);
  for (let tries = 0; tries < 3; tries++) {
    const t = r.last[npRoll(s, p, 'last_column', ev) - 1];
    if (!isClosedTo(s, p, t) && npSpace(s, p, t, null) !== null) {
      placeNpCube(s, p, t, ev);
      return;
    }
  }
  log(ev, 'np_cube_unplaced', { power: p });
}

/** 13.7 / 13.7.1 / 13.7.2: step 4 of an NP's Action Phase. */
export function sendNpMissions(s: BelleState, p: PowerId, ev: Ev): void {
  const ps = s.powers[p];
  // The cubes from Prestige bonuses and Intrigue cards wait in the Embassies space: back to the reserve, then out.
  const extra = ps.embassies;
  ps.reserve += ps.embassies;
  ps.embassies = 0;
  const fourth = p === 'france' && s.turn >= 4 ? 1 : 0; // 13.7.2
  // G14: a debt is paid first, from the last column, then column 2, then column 1.
  const debt = Math.min(s.np!.debt[p] ?? 0, 3 + fourth + extra);
  s.np!.debt[p] = 0;
  let cubes = Math.min(ps.reserve, 3 + fourth + extra - debt);
  if (debt) log(ev, 'np_debt_paid', { power: p, n: debt });
  const r = npRoll(s, p, 'row', ev);
  const row = NP_STATUS_CARDS[p].sending[r - 1];
  // 13.7: a 1 or a 5 sets an Armament cube aside for step 5 in every turn, while the NP has one left
  // (before Turn 4 it cannot be sold, 8.9, so 13.8 discards it).
  if (row.armament && ps.armamentArsenal > 0) {
    s.np!.flagged[p] = 1;
    log(ev, 'np_armament_flagged', { power: p });
  }
  let last = 0;
  for (const col of (fourth ? ['col1', 'col2', 'col4'] : ['col1', 'col2']) as ('col1' | 'col2' | 'col4')[]) {
    if (cubes <= 0) break;
    cubes--;
    if (!placeByBox(s, p, row, col, ev)) last++;
  }
  last += cubes;
  for (let k = 0; k < last && ps.reserve > 0; k++) placeLastColumn(s, p, row, k === 0, ev);
}

/**
 * 13.8 / NP-11: with a flagged cube, the NP sells where it changes Alliance or Control, looking at its
 * priority territories by board VP (ties by rank); it must place the exact yield of the territory's rate.
 * With no such territory (always so before Turn 4, when nobody may sell, 8.9) the cube set aside is
 * discarded to the General Reserve and leaves the NP's supply.
 */
export function sellNpArmaments(s: BelleState, p: PowerId, ev: Ev): void {
  if (!s.np!.flagged[p]) return;
  s.np!.flagged[p] = 0;
  const ps = s.powers[p];
  if (s.turn < 4) return discardNpArmament(s, p, ev);
  const list = NP_STATUS_CARDS[p].priorities
    .map((t, rank) => ({ t, rank }))
    .sort((a, b) => TERRITORIES[b.t].vp - TERRITORIES[a.t].vp || a.rank - b.rank);
  for (const { t } of list) {
    const sps = s.board[t];
    const y = TERRITORIES[t].rate.yield;
    if (sps.some((sp) => sp.armament) || ps.armamentArsenal < y) continue;
    const free = sps.filter((sp) => sp.cube === null && sp.armament === null).length;
    const replaceable = sps.filter((sp) => sp.cube && !sp.top && sp.cube !== p).length;
    if (free + replaceable < y) continue;
    if (!armamentChangesHolder(s, p, t, y)) continue;
    placeNpArmaments(s, p, t, y, ev);
    return;
  }
  discardNpArmament(s, p, ev);
}

function discardNpArmament(s: BelleState, p: PowerId, ev: Ev): void {
  const np = s.np!;
  s.powers[p].armamentArsenal--;
  np.armamentDiscarded = { ...np.armamentDiscarded, [p]: discardedArmaments(s, p) + 1 };
  log(ev, 'np_armament_discarded', { power: p });
}

/** Would `y` Armament cubes in `t` make an opponent lose it or the NP gain it? (tried on the board, then undone) */
function armamentChangesHolder(s: BelleState, p: PowerId, t: TerritoryId, y: number): boolean {
  const saved = s.board[t].map((sp) => ({ ...sp }));
  const before = s.holders[t];
  fillArmaments(s, p, t, y, null);
  const after = computeHolder(s, t);
  s.board[t] = saved;
  return after !== before && (after === p || (before !== null && before !== p));
}

/** 13.8: empty spaces first (bottom-right first, 8.9.1), then cubes of the opposing Power with most cubes. */
function fillArmaments(s: BelleState, p: PowerId, t: TerritoryId, y: number, ev: Ev | null): void {
  const sps = s.board[t];
  let left = y;
  for (let i = sps.length - 1; i >= 0 && left > 0; i--) {
    if (sps[i].cube === null && sps[i].armament === null) {
      sps[i].armament = p;
      left--;
      if (ev) log(ev, 'armament_placed', { power: p, territory: t, space: i + 1 });
    }
  }
  while (left > 0) {
    const owners = [...new Set(sps.filter((sp) => sp.cube && !sp.top && sp.cube !== p).map((sp) => sp.cube!))];
    const count = (o: Owner) => sps.filter((sp) => sp.cube === o && !sp.top).length;
    let pool = topBy(owners.filter(isPower), count) as Owner[];
    if (!pool.length) pool = topBy(owners, count);
    if (!pool.length) return;
    const victim = ev ? pickByDie(s, p, 'armament_victim', pool, ev) : pool[0];
    let i = -1;
    for (let k = sps.length - 1; k >= 0; k--)
      if (sps[k].cube === victim && !sps[k].top) {
        i = k;
        break;
      }
    if (ev) {
      toReserve(s, victim);
      log(ev, 'armament_replaced', { power: p, territory: t, space: i + 1, victim });
    }
    sps[i].cube = null;
    sps[i].armament = p;
    left--;
  }
}

function placeNpArmaments(s: BelleState, p: PowerId, t: TerritoryId, y: number, ev: Ev): void {
  fillArmaments(s, p, t, y, ev);
  s.powers[p].armamentArsenal -= y;
  const lock = s.locks.find((l) => l.territory === t && l.turn === s.turn && l.exempt !== p);
  if (lock && lock.armamentPenalty > 0) movePrestige(s, p, -lock.armamentPenalty, false, ev);
  recheckHolders(s, ev);
}
