// Chapter "Assedi" and "Razzie" (§22 sieges, §23): starvation, storm, plunder, capture, capitals.
import { shuffle } from '../../core/index.js';
import {
  DEPOTS,
  sideDeck,
  STATE,
  STATES,
  TOWN,
  TOWNS,
  tacticalCard,
  type Side,
  type TreasuryId,
} from '../data/index.js';
import type { ArmyState } from '../types.js';
import {
  activeCommander,
  addB,
  armiesAt,
  fieldArmiesAt,
  gain,
  generalVc,
  log,
  lose,
  other,
  sum,
  takeOne,
  type Ev,
  type S,
} from './common.js';
import { removeEmptyArmy } from './battle.js';

/** May `side` besiege (or raid) `town`? Lorraine never; the Reich before 1702 is untouchable (G32); the
 *  Alliance spares towns of the Empire unless they are allied to the Loyalists (§22 sieges). */
export function canAssault(s: S, side: Side, town: string): boolean {
  const def = TOWN[town]!;
  if (def.kind === 'offmap') return false;
  const ts = s.towns[town]!;
  if (ts.holder === side) return false;
  const st = STATE[def.state]!;
  if (st.role === 'lorraine') return false;
  if (ts.holder === null && st.role === 'reich') return false;
  if (side === 'grand-alliance' && st.imperial && ts.holder !== 'loyalists') return false;
  return true;
}
export function canRaid(s: S, side: Side, town: string): boolean {
  const ts = s.towns[town]!;
  // §23 + G15: only towns yielding income to the enemy, once between two of its incomes.
  return ts.holder === other(side) && canAssault(s, side, town) && ts.incomeTo !== null && !ts.captured && !ts.raided;
}

/** Brigades shut inside a town (armies inside the walls). */
export function insideBrigades(s: S, town: string): number {
  return armiesAt(s, town)
    .filter((a) => a.inside)
    .reduce((n, a) => n + sum(a.brigades), 0);
}

/** §22 sieges: city-states surrender at once; enemy towns with DV 1-3 after 6 months, DV 4-6 after a year (G12). */
export function declareSiege(s: S, army: ArmyState, ev: Ev): void {
  const town = army.town;
  const def = TOWN[town]!;
  // Card obligations count sieges of enemy-held towns only (digest §2.7 SIEGE predicate, G53).
  if (s.towns[town]!.holder === other(army.side)) s.record[army.side].sieges.push(town);
  if (def.kind === 'citystate' && insideBrigades(s, town) === 0) {
    log(ev, 'citystate_surrenders', { town });
    capture(s, town, army, ev);
    return;
  }
  if (!s.sieges[town]) s.sieges[town] = { side: army.side, declaredTurn: s.turn, needed: def.rv <= 3 ? 1 : 2 };
  log(ev, 'siege_declared', { town, army: army.id, needed: s.sieges[town]!.needed });
}

/** Start of each turn (G13): sieges whose time has run fall; sieges without a besieger are lifted. */
export function siegeStep(s: S, ev: Ev): void {
  for (const town of Object.keys(s.sieges).sort()) {
    // A capital that fell just now ends the game at once (§24); a town that fell may have taken other
    // sieges with it (its state surrendered).
    if (s.result) return;
    const sg = s.sieges[town];
    if (!sg) continue;
    const besiegers = fieldArmiesAt(s, town, sg.side);
    if (besiegers.length === 0 || s.towns[town]!.holder === sg.side) {
      delete s.sieges[town];
      log(ev, 'siege_lifted', { town });
      continue;
    }
    if (s.turn - sg.declaredTurn >= sg.needed) {
      log(ev, 'town_starved', { town });
      capture(s, town, besiegers[0]!, ev);
    }
  }
}

/** §23: the raider's treasury gets the town's value now, the owner loses it at its next income. */
export function raid(s: S, army: ArmyState, ev: Ev): void {
  const ts = s.towns[army.town]!;
  gain(s, army.payer, TOWN[army.town]!.rv);
  ts.raided = true;
  log(ev, 'town_raided', { town: army.town, army: army.id, rp: TOWN[army.town]!.rv, treasury: army.payer });
}

/** §22 storm: the attacker plays his hand against the defender's face-down stack (DV + brigades inside). */
export function startStorm(s: S, armies: ArmyState[], ev: Ev): void {
  const town = armies[0]!.town;
  const side = armies[0]!.side;
  const brig: Record<string, number> = {};
  for (const a of armies) addB(brig, a.brigades);
  const cmd = activeCommander(s, armies[0]!);
  const vc = generalVc(s, cmd);
  let rp = Math.floor(sum(brig) / 2) + vc;
  for (const a of armies) {
    rp -= a.rpPenalty + (a.forcedPenalty ? 1 : 0);
    a.rpPenalty = 0;
    a.forcedPenalty = false;
  }
  const g = insideBrigades(s, town);
  const dv = TOWN[town]!.rv + g;
  const atkDeck = shuffle(s, sideDeck(side));
  // For a neutral town the opposing player's deck is used (G28).
  const defDeck = shuffle(s, sideDeck(other(side)));
  s.storm = {
    side,
    armies: armies.map((a) => a.id),
    town,
    hand: atkDeck.slice(0, sum(brig) + vc),
    rp: Math.max(0, rp),
    stack: defDeck.slice(0, dv),
    defenderRp: dv,
  };
  if (s.towns[town]!.holder === other(side)) s.record[side].sieges.push(town);
  log(ev, 'storm_started', { town, side, cards: sum(brig) + vc, defence: dv });
}

export function stormPlay(s: S, card: string, ev: Ev): void {
  const st = s.storm!;
  st.hand.splice(st.hand.indexOf(card), 1);
  const top = st.stack.shift() ?? null;
  const a = tacticalCard(card);
  const d = top ? tacticalCard(top) : { attack: 0, defence: 0, joker: false };
  let av = { attack: a.attack, defence: a.defence };
  let dv = { attack: d.attack, defence: d.defence };
  if (a.joker && !d.joker) {
    av = { ...dv };
    dv = { attack: 0, defence: 0 };
  } else if (d.joker && !a.joker) {
    dv = { ...av };
    av = { attack: 0, defence: 0 };
  } else if (a.joker && d.joker) {
    av = { attack: 0, defence: 0 };
    dv = { attack: 0, defence: 0 };
  }
  const na = Math.max(0, av.attack - dv.defence);
  const nd = Math.max(0, dv.attack - av.defence);
  let winner: Side | null = null;
  if (na > nd) {
    st.defenderRp -= 1;
    winner = st.side;
  } else if (nd > na) {
    winner = other(st.side);
    if (st.rp > 0) st.rp -= 1;
    else {
      const army = st.armies
        .map((id) => s.armies[id]!)
        .filter(Boolean)
        .sort((x, y) => sum(y.brigades) - sum(x.brigades))[0]!;
      const lostState = takeOne(army.brigades)!;
      s.eliminated[lostState] = (s.eliminated[lostState] ?? 0) + 1;
      if (sum(army.brigades) === 0) {
        removeEmptyArmy(s, army.id);
        st.armies = st.armies.filter((id) => id !== army.id);
      }
    }
  }
  log(ev, 'storm_clash', { card, answer: top, winner, defenderRp: st.defenderRp }, { irreversible: true });
  // §22: the besieger keeps the initiative even after losing a clash.
  if (st.defenderRp <= 0) {
    s.storm = null;
    const army = s.armies[st.armies[0]!]!;
    log(ev, 'storm_succeeded', { town: st.town });
    capture(s, st.town, army, ev);
    return;
  }
  if (st.armies.length === 0 || st.hand.length === 0) endStorm(s, ev);
}
/** §22: with no cards left and the town still standing, the siege is lifted (G29: that army's siege ends). */
export function endStorm(s: S, ev: Ev): void {
  const st = s.storm!;
  s.storm = null;
  const sg = s.sieges[st.town];
  if (sg && sg.side === st.side && fieldArmiesAt(s, st.town, st.side).every((a) => st.armies.includes(a.id)))
    delete s.sieges[st.town];
  log(ev, 'storm_failed', { town: st.town });
}

/** Town taken (§22): chain side up, prisoners, plunder, the loser's yellow cube moves down, capitals. */
export function capture(s: S, town: string, army: ArmyState, ev: Ev): void {
  const ts = s.towns[town]!;
  const def = TOWN[town]!;
  const newSide = army.side;
  const oldSide = ts.holder;
  // Brigades inside are taken prisoner.
  for (const a of armiesAt(s, town).filter((x) => x.inside && x.side !== newSide)) {
    addB(s.prisoners[newSide], a.brigades);
    if (a.general) {
      s.generals[a.general]!.status = 'captured';
      s.generals[a.general]!.army = null;
    }
    delete s.armies[a.id];
  }
  lose(s, ts.incomeTo, def.rv);
  gain(s, army.payer, def.rv); // plunder: the only gain from a besieged town
  const originalSide = s.states[def.state]!.side;
  const restored = originalSide === newSide && s.states[def.state]!.status !== 'surrendered';
  const wasAllianceCapital = oldSide === 'grand-alliance' && isAllianceCapital(s, town);
  ts.holder = newSide;
  ts.captured = !restored;
  ts.incomeTo = restored ? naturalIncome(s, def.state) : null;
  ts.raided = false;
  if (newSide === 'loyalists' && wasAllianceCapital) ts.allianceCapitalTaken = true;
  if (newSide === 'grand-alliance') ts.allianceCapitalTaken = false;
  delete s.sieges[town];
  log(ev, 'town_captured', { town, by: newSide, plunder: def.rv, treasury: army.payer });
  // §24: Wien taken by the Loyalists, or Paris by the Alliance, ends the game at once.
  if ((town === 'WIEN' && newSide === 'loyalists') || (town === 'PARIS' && newSide === 'grand-alliance')) {
    s.result = { winners: [newSide], reason: 'succession-1701.end.sudden_death', details: { town } };
    log(ev, 'sudden_death', { town, winner: newSide });
    return;
  }
  const st = STATES.find((x) => x.capital === town);
  if (st && s.states[st.id]!.status !== 'surrendered' && s.states[st.id]!.side !== newSide)
    surrender(s, st.id, newSide, army.payer, ev);
}

/** The treasury a state's own towns pay into while it fights (own treasury, or the one that allied it). */
export function naturalIncome(s: S, stateId: string): TreasuryId | null {
  const ps = s.states[stateId]!;
  if (ps.side === null || ps.status === 'surrendered') return null;
  return STATE[stateId]!.treasury ?? ps.alliedThrough;
}

export function isAllianceCapital(s: S, town: string): boolean {
  const st = STATES.find((x) => x.capital === town);
  if (!st) return false;
  if (s.options.allianceCapitalScope === 'leaders')
    return (
      ['WIEN', 'AMSTERDAM', 'HANNOVER'].includes(town) ||
      (town === 'TORINO' && s.states.SAVOIA!.side === 'grand-alliance')
    );
  return s.states[st.id]!.side === 'grand-alliance';
}

/** §22: "if the capital is taken, the state surrenders, signs the peace and leaves the war for good,
 *  handing the points of its towns to the coalition that forced it". */
export function surrender(s: S, stateId: string, captor: Side, captorTreasury: TreasuryId, ev: Ev): void {
  const ps = s.states[stateId]!;
  ps.status = 'surrendered';
  log(ev, 'state_surrendered', { state: stateId, to: captor });
  for (const t of TOWNS) {
    if (t.state !== stateId) continue;
    const ts = s.towns[t.id]!;
    if (ts.holder === captor) continue;
    lose(s, ts.incomeTo, t.rv);
    if (ts.holder !== null && ts.holder !== captor) {
      // enemy soldiers inside go home with their state's peace: counted as removed
      for (const a of armiesAt(s, t.id).filter((x) => x.inside && x.side !== captor)) {
        addB(s.removed, a.brigades);
        if (a.general) s.generals[a.general]!.status = 'pool';
        delete s.armies[a.id];
      }
    }
    ts.holder = captor;
    ts.captured = false;
    ts.incomeTo = captorTreasury;
    ts.raided = false;
    gain(s, captorTreasury, t.rv);
    delete s.sieges[t.id];
  }
  // Its brigades, depots and generals leave play (digest 5.12).
  for (const a of Object.values(s.armies)) {
    const n = a.brigades[stateId] ?? 0;
    if (n === 0) continue;
    s.removed[stateId] = (s.removed[stateId] ?? 0) + n;
    delete a.brigades[stateId];
    if (sum(a.brigades) === 0) removeEmptyArmy(s, a.id);
  }
  const pool = s.pools[stateId] ?? 0;
  if (pool > 0) {
    s.removed[stateId] = (s.removed[stateId] ?? 0) + pool;
    s.pools[stateId] = 0;
  }
  for (const d of DEPOTS) {
    if (d.state !== stateId) continue;
    addB(s.removed, s.depots[d.id]!.brigades);
    s.depots[d.id]!.brigades = {};
  }
  for (const [gid, g] of Object.entries(s.generals)) {
    if (gid && g.status !== 'captured' && stateOfGeneral(gid) === stateId) {
      if (g.army && s.armies[g.army]) s.armies[g.army]!.general = null;
      g.status = 'removed';
      g.army = null;
    }
  }
}
import { GENERAL } from '../data/index.js';
function stateOfGeneral(id: string): string {
  return GENERAL[id]!.state;
}
