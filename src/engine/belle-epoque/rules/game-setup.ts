import { seedRng, shuffle, die } from '../../core/index.js';
import {
  DM_CUBES_PER_POWER,
  EVENT_CARDS,
  INTRIGUE_CARDS,
  MINOR_CUBE_COUNT,
  MINOR_UNITS,
  NATIONAL_CARDS,
  POWERS,
  POWER_DATA,
  PORTUGUESE_SETUP,
  SEAT_PACKAGES,
  SETUP_ORDER,
  TERRITORIES,
  TERRITORY_IDS,
  CONTINENTS,
  type Continent,
  type MinorCube,
  type PowerId,
  type TerritoryId,
} from '../data/index.js';
import type { BelleOptions } from '../schema.js';
import { log, recheckHolders } from './board.js';
import { npPowersFor, setupNonPlayers } from './non-player/np-setup.js';
import type { BelleState, Ev, PowerState, Space } from './types.js';

export const SCHEMA_VERSION = 1;

function newPower(p: PowerId): PowerState {
  const d = POWER_DATA[p];
  return {
    money: d.startingMoney,
    prestige: d.startingPrestige,
    prestigeBonus: d.startingPrestige,
    vp: 0,
    reserve: DM_CUBES_PER_POWER - d.setupPool, // R5: the rest of the 40 go to the General Reserve
    embassies: 0,
    setupPool: d.setupPool,
    markers: 0,
    armies: { reserve: d.armyMax, arsenal: 0, committed: 0, removed: 0 },
    fleets: [1, 2, 3].map((k) => ({ id: `${p}-fleet-${k}`, location: 'reserve' as const, exhausted: false })),
    fleetTrack: 0,
    armamentArsenal: d.armamentCubes,
    greatWork: false,
    nationalHand: NATIONAL_CARDS.filter((c) => c.owner === p).map((c) => c.id),
    intrigueHand: [],
    prestigeActionUsed: false,
    incomeNext: 0,
    endVp: 0,
  };
}

/** 3.1: how many cubes of a Minor Nation start in `t`: board data, with the Portuguese split chosen by option. */
function minorSetupCount(t: TerritoryId, owner: MinorCube, n: number, o: BelleOptions): number {
  const split = PORTUGUESE_SETUP[o.portugueseCubes] as Partial<Record<TerritoryId, number>>;
  return owner === 'portugal' && split[t] !== undefined ? split[t] : n;
}

/** 3.0 Game Setup, steps 1–7; step 8 (3.3) is played as `setup_place` actions. */
export function setupGame(seed: string, o: BelleOptions): { state: BelleState; events: Ev } {
  const ev: Ev = [];
  const board = {} as Record<TerritoryId, Space[]>;
  const minorReserve = { ...MINOR_CUBE_COUNT } as Record<MinorCube, number>;
  // 3.1: Minor Nations DM cubes go on their flags, the rest to the General Reserve.
  for (const t of TERRITORY_IDS) {
    const d = TERRITORIES[t];
    board[t] = Array.from({ length: d.spaces }, () => ({ cube: null, top: null, armament: null }));
    let i = 0;
    for (const c of d.setupMinorCubes)
      for (let k = 0; k < minorSetupCount(t, c.owner, c.n, o); k++) {
        board[t][i++].cube = c.owner;
        minorReserve[c.owner]--;
      }
  }
  const s: BelleState = {
    schema: SCHEMA_VERSION,
    version: 0,
    rng: seedRng(seed),
    step: 'setup',
    options: { ...o },
    seats: [],
    tableOrder: [],
    turn: 0,
    powers: Object.fromEntries(POWERS.map((p) => [p, newPower(p)])) as Record<PowerId, PowerState>,
    board,
    holders: Object.fromEntries(TERRITORY_IDS.map((t) => [t, null])) as Record<TerritoryId, PowerId | null>,
    minorReserve,
    minorUnits: MINOR_UNITS.map((u) => ({ id: u.id, location: 'box' as const, exhausted: false })),
    eventDeck: [],
    eraDecks: { 2: [], 3: [] },
    eventDiscard: [],
    eventBoxed: [],
    intrigueDeck: [],
    intrigueDiscard: [],
    cardsBesideBoard: [],
    markers: [],
    locks: [],
    shields: [],
    modifiers: [],
    turnOrder: [],
    setup: { round: 1, current: 0, placedThisRound: [] },
    action: null,
    dispute: null,
    resolution: null,
    intrigueChoice: null,
    draft: null,
    balkanWars: null,
    ended: null,
    final: null,
    np: null,
  };
  // 3.0 step 3 / 6.1: the Era I deck minus 2 cards put back unseen; Era II and III wait.
  const era1 = shuffle(
    s,
    EVENT_CARDS.filter((c) => c.era === 1).map((c) => c.id),
  );
  s.eventBoxed.push(...era1.splice(0, 2));
  s.eventDeck = era1;
  s.eraDecks[2] = EVENT_CARDS.filter((c) => c.era === 2 && (!c.promo || o.dreyfus)).map((c) => c.id);
  s.eraDecks[3] = EVENT_CARDS.filter((c) => c.era === 3).map((c) => c.id);
  // 3.0 step 4: the Intrigue deck.
  s.intrigueDeck = shuffle(
    s,
    INTRIGUE_CARDS.filter((c) => !c.promo || o.promoIntrigue).map((c) => c.id),
  );
  // 3.0 step 5 / 3.2: choosing a Power to play; 13.1 with Non-Player Powers.
  const np = npPowersFor(s, o, ev);
  if (np) {
    setupNonPlayers(s, np, ev);
    return { state: s, events: ev };
  }
  const packages = SEAT_PACKAGES[o.players as 2 | 3 | 4];
  if (o.powerChoice === 'random') {
    const dealt = shuffle(
      s,
      packages.map((_, i) => i),
    );
    s.seats = dealt.map((k, seat) => ({ seat: seat + 1, powers: [...packages[k]], roll: null }));
    log(ev, 'powers_dealt', { seats: s.seats.map((x) => x.powers.join('+')) }, { irreversible: true });
    finishPowerChoice(s, ev);
  } else {
    // Option B: each player rolls a die; the highest chooses first (ties roll again).
    // Option B: each player rolls a die; the highest chooses first (everyone rolls again on a tie).
    let rolls = packages.map(() => die(s));
    while (new Set(rolls).size < rolls.length) rolls = packages.map(() => die(s));
    const order = packages.map((_, i) => i).sort((a, b) => rolls[b] - rolls[a]);
    s.seats = packages.map((_, i) => ({ seat: i + 1, powers: [], roll: rolls[i] }));
    s.draft = { order: order.map((i) => i + 1), next: 0 };
    s.step = 'power_choice';
    log(ev, 'draft_rolls', { rolls: rolls.join(',') }, { irreversible: true });
  }
  return { state: s, events: ev };
}

/** 3.2 option B: the seat whose turn it is takes one of the remaining Power packages. */
export function draftOptions(s: BelleState): number[] {
  const packages = SEAT_PACKAGES[s.options.players as 2 | 3 | 4];
  const taken = s.seats.map((x) => x.powers.join('+'));
  return packages.flatMap((pk, i) => (taken.includes(pk.join('+')) ? [] : [i]));
}

export function choosePowers(s: BelleState, pkg: number, ev: Ev): void {
  const packages = SEAT_PACKAGES[s.options.players as 2 | 3 | 4];
  const seat = s.draft!.order[s.draft!.next];
  s.seats[seat - 1].powers = [...packages[pkg]];
  log(ev, 'powers_chosen', { seat, powers: packages[pkg].join('+') });
  s.draft!.next++;
  if (s.draft!.next >= s.draft!.order.length) {
    s.draft = null;
    finishPowerChoice(s, ev);
  }
}

function finishPowerChoice(s: BelleState, _ev: Ev): void {
  s.tableOrder = s.seats.flatMap((x) => x.powers);
  s.step = 'setup';
}

// ---------------------------------------------------------------------------------------------
// 3.3 Initial Setup for the Powers

export const setupPower = (s: BelleState): PowerId => SETUP_ORDER[s.setup!.current];

/** 3.3: at most half of a territory's spaces may be filled during Initial Setup (Minor cubes included). */
const setupCap = (t: TerritoryId): number => Math.floor(TERRITORIES[t].spaces / 2);

type Placed = Record<PowerId, Record<Continent, number>>;
function placedCubes(s: BelleState): Placed {
  const out = Object.fromEntries(POWERS.map((p) => [p, { EU: 0, AF: 0, AS: 0 }])) as Placed;
  for (const t of TERRITORY_IDS)
    for (const sp of s.board[t]) if (sp.cube && sp.cube in out) out[sp.cube as PowerId][TERRITORIES[t].continent]++;
  return out;
}

function deficit(placed: Placed, p: PowerId, c: Continent, extra: TerritoryId | null): number {
  const n = placed[p][c] + (extra && TERRITORIES[extra].continent === c ? 1 : 0);
  return Math.max(0, POWER_DATA[p].setupMinimum[c] - n);
}

/**
 * 3.3 / 3.3.2: the territories the placing Power may choose now. Besides the printed limits, a
 * placement must leave every Power able to meet its continent minimums (the rulebook repairs such
 * mistakes by rearranging cubes afterwards; the engine prevents them instead).
 */
export function setupOptions(s: BelleState): TerritoryId[] {
  const p = setupPower(s);
  const placed = placedCubes(s);
  const filled = Object.fromEntries(TERRITORY_IDS.map((t) => [t, s.board[t].filter((sp) => sp.cube).length])) as Record<
    TerritoryId,
    number
  >;
  const room0 = { EU: 0, AF: 0, AS: 0 } as Record<Continent, number>;
  for (const u of TERRITORY_IDS) room0[TERRITORIES[u].continent] += setupCap(u) - filled[u];
  const base = TERRITORY_IDS.filter((t) => filled[t] < setupCap(t));
  const feasible = (t: TerritoryId) => {
    const left = s.powers[p].setupPool - 1;
    if (CONTINENTS.reduce((n, c) => n + deficit(placed, p, c, t), 0) > left) return false;
    for (const c of CONTINENTS) {
      const room = room0[c] - (TERRITORIES[t].continent === c ? 1 : 0);
      const need = POWERS.reduce((n, q) => n + deficit(placed, q, c, q === p ? t : null), 0);
      if (room < need) return false;
    }
    return true;
  };
  const strict = base.filter((t) => !s.setup!.placedThisRound.includes(t) && feasible(t));
  if (strict.length) return strict;
  // House rule: if the printed limits leave no legal choice, relax the one-cube-per-round limit first.
  const relaxed = base.filter(feasible);
  return relaxed.length ? relaxed : base;
}

/** One Initial Setup placement (3.3); 'done' once every pool is empty and Turn 1 may begin. */
export function setupPlace(s: BelleState, t: TerritoryId, ev: Ev): 'setup' | 'done' {
  const p = setupPower(s);
  const i = s.board[t].findIndex((sp) => sp.cube === null);
  s.board[t][i].cube = p;
  s.powers[p].setupPool--;
  s.setup!.placedThisRound.push(t);
  log(ev, 'setup_placed', { power: p, territory: t, space: i + 1 });
  recheckHolders(s, ev);
  const ps = s.powers[p];
  if (ps.setupPool > 0 && s.setup!.placedThisRound.length < 2) return 'setup';
  // next Power in 3.3.1 order with cubes left; a Power that has run out has ended its setup
  const st = s.setup!;
  st.placedThisRound = [];
  for (let k = 0; k < SETUP_ORDER.length; k++) {
    st.current++;
    if (st.current >= SETUP_ORDER.length) {
      st.current = 0;
      st.round++;
    }
    if (s.powers[SETUP_ORDER[st.current]].setupPool > 0) return 'setup';
  }
  // Every pool is empty: 3.0 steps 9–10, draw the first player and begin Turn 1.
  s.setup = null;
  const first = die(s, s.tableOrder.length) - 1;
  s.turnOrder = [...s.tableOrder.slice(first), ...s.tableOrder.slice(0, first)];
  log(ev, 'first_player', { power: s.turnOrder[0] }, { irreversible: true });
  s.turn = 1;
  return 'done';
}
