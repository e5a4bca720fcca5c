import { die, seedRng, type GameEvent } from '../../../src/engine/core/index.js';
import { belleEpoque, type BelleAction } from '../../../src/engine/belle-epoque/index.js';
import {
  isPower,
  MINORS,
  POWERS,
  TERRITORIES,
  type Owner,
  type PowerId,
  type TerritoryData,
  type TerritoryId,
} from '../../../src/engine/belle-epoque/data/index.js';
import { recheckHolders, toReserve, fromReserve } from '../../../src/engine/belle-epoque/rules/board.js';
import { setupGame } from '../../../src/engine/belle-epoque/rules/game-setup.js';
import { beginActionPhase } from '../../../src/engine/belle-epoque/rules/sequence-of-play.js';
import type { BelleState } from '../../../src/engine/belle-epoque/rules/types.js';
import { BelleOptions } from '../../../src/engine/belle-epoque/schema.js';

/** A game just set up (3.0 steps 1–7), still in Initial Setup. */
export function freshGame(seed = 'test', options: Partial<BelleOptions> = {}): BelleState {
  return setupGame(seed, BelleOptions.parse(options)).state;
}

/**
 * A position in the Action Phase of `turn` with an empty map (only the 3.1 Minor cubes), no setup
 * pools, the given Turn Order, and everything else as after Game Setup.
 */
export function given(
  turn: number,
  order: PowerId[] = ['great-britain', 'france', 'russia', 'central-empires'],
): BelleState {
  const s = freshGame();
  for (const p of POWERS) {
    s.powers[p].reserve += s.powers[p].setupPool;
    s.powers[p].setupPool = 0;
  }
  s.setup = null;
  s.turn = turn;
  s.turnOrder = [...order];
  beginActionPhase(s, []);
  return s;
}

/** Sets a territory's spaces: an owner, `null` (free), `[base, top]` (a Dispute) or `{ armament: power }`. */
export type SpaceSpec = Owner | null | [Owner, Owner] | { armament: PowerId };
export function put(s: BelleState, t: TerritoryId, spaces: SpaceSpec[]): BelleState {
  for (const sp of s.board[t]) {
    if (sp.cube) toReserve(s, sp.cube);
    if (sp.top) toReserve(s, sp.top);
    if (sp.armament) s.powers[sp.armament].armamentArsenal++;
    sp.cube = sp.top = sp.armament = null;
  }
  spaces.forEach((spec, i) => {
    const sp = s.board[t][i];
    if (spec === null) return;
    if (typeof spec === 'object' && !Array.isArray(spec)) {
      sp.armament = spec.armament;
      s.powers[spec.armament].armamentArsenal--;
      return;
    }
    const [base, top] = Array.isArray(spec) ? spec : [spec, null];
    if (!fromReserve(s, base)) throw new Error(`no ${base} cube left`);
    sp.cube = base;
    if (top) {
      if (!fromReserve(s, top)) throw new Error(`no ${top} cube left`);
      sp.top = top;
    }
  });
  recheckHolders(s, []);
  return s;
}

/** Puts Fleets of `p` in boxes (or the Arsenal) and raises its Fleet Track. */
export function fleets(s: BelleState, p: PowerId, where: ('EU' | 'AF' | 'AS' | 'arsenal')[]): BelleState {
  const ps = s.powers[p];
  for (const loc of where) {
    const f = ps.fleets.find((x) => x.location === 'reserve')!;
    f.location = loc;
    ps.fleetTrack++;
  }
  return s;
}

export function armies(s: BelleState, p: PowerId, n: number): BelleState {
  const a = s.powers[p].armies;
  a.reserve -= n;
  a.arsenal += n;
  return s;
}

/** Moves `n` DM cubes of `p` from its General Reserve to its Embassies. */
export function embassies(s: BelleState, p: PowerId, n: number): BelleState {
  s.powers[p].reserve -= n;
  s.powers[p].embassies += n;
  return s;
}

/** Makes the next die rolls come out as `rolls` (searches seeds; the dice stay a seeded PRNG). */
export function rig(s: BelleState, rolls: number[]): BelleState {
  for (let k = 0; k < 1_000_000; k++) {
    const probe = { rng: seedRng(`rig-${k}`) };
    const start = [...probe.rng] as typeof probe.rng;
    if (rolls.every((r) => die(probe) === r)) {
      s.rng = start;
      return s;
    }
  }
  throw new Error('no seed found');
}

export interface Step {
  state: BelleState;
  events: GameEvent[];
}
/** Applies one action through the module (validation included). */
export function act(s: BelleState, role: PowerId | 'system', action: BelleAction): Step {
  return belleEpoque.apply(s, role, action);
}

export const owners = (s: BelleState, t: TerritoryId) =>
  s.board[t].map((sp) => (sp.armament ? `ARM:${sp.armament}` : sp.top ? `${sp.cube}/${sp.top}` : sp.cube));

export const isPowerId = isPower;

/** Short Power names for readable positions. */
export const SHORT: Record<string, PowerId> = {
  GB: 'great-britain',
  CE: 'central-empires',
  FR: 'france',
  RU: 'russia',
};

function owner(word: string): Owner {
  const p = SHORT[word];
  if (p) return p;
  if ((MINORS as readonly string[]).includes(word)) return word as Owner;
  throw new Error(`position: unknown cube owner "${word}" (GB CE FR RU or a Minor Nation)`);
}

/** Reads one territory's spaces: `.` free, `GB` a cube, `GB/FR` a Dispute (FR on top), `#RU` a Russian Armament cube. */
export function spaces(text: string): SpaceSpec[] {
  return text
    .trim()
    .split(/\s+/)
    .map((w) => {
      if (w === '.') return null;
      if (w.startsWith('#')) return { armament: owner(w.slice(1)) as PowerId };
      const [base, top] = w.split('/');
      return top ? [owner(base), owner(top)] : owner(base);
    });
}

export interface Position {
  turn?: number;
  order?: (keyof typeof SHORT)[];
  /** each named territory is emptied, then filled from its description (see `spaces`) */
  board?: Partial<Record<TerritoryId, string>>;
  /** Fleets per Power, by box */
  fleets?: Partial<Record<keyof typeof SHORT, ('EU' | 'AF' | 'AS' | 'arsenal')[]>>;
  /** DM cubes per Power moved from its General Reserve to its Embassies */
  embassies?: Partial<Record<keyof typeof SHORT, number>>;
  /** Intrigue cards in a Power's hand (taken out of the deck) */
  intrigue?: Partial<Record<keyof typeof SHORT, string[]>>;
  /** Diplomatic Contrasts (8.9.2) played this turn: territory → the Power that played it */
  closed?: Partial<Record<TerritoryId, keyof typeof SHORT>>;
  /** Non-Player Powers (chapter 13); the others get one seat each */
  np?: (keyof typeof SHORT)[];
  /** the next die rolls */
  dice?: number[];
}

/**
 * A position from a readable description, e.g.
 * `position({ turn: 4, board: { china: 'GB GB FR . . . . .' }, fleets: { GB: ['AS'] }, dice: [5] })`.
 * Starts from `given(turn, order)` (Action Phase, only the 3.1 Minor cubes on the map).
 */
export function position(d: Position): BelleState {
  const s = given(
    d.turn ?? 1,
    d.order?.map((o) => SHORT[o]),
  );
  for (const [t, text] of Object.entries(d.board ?? {})) put(s, t as TerritoryId, spaces(text!));
  for (const [p, where] of Object.entries(d.fleets ?? {})) fleets(s, SHORT[p], where!);
  for (const [p, n] of Object.entries(d.embassies ?? {})) embassies(s, SHORT[p], n!);
  for (const [p, cards] of Object.entries(d.intrigue ?? {})) {
    s.powers[SHORT[p]].intrigueHand = [...cards!];
    s.intrigueDeck = s.intrigueDeck.filter((c) => !cards!.includes(c));
  }
  for (const [t, p] of Object.entries(d.closed ?? {}))
    s.locks.push({ territory: t as TerritoryId, exempt: SHORT[p!], turn: s.turn, armamentPenalty: 1, card: 'test' });
  if (d.np) {
    const np = d.np.map((p) => SHORT[p]);
    s.np = {
      powers: [...np],
      order: [...np],
      flagged: {},
      armamentDiscarded: {},
      sabotage: {},
      bonus: {},
      debt: {},
      queue: null,
    };
    s.seats = POWERS.filter((p) => !np.includes(p)).map((p, i) => ({ seat: i + 1, powers: [p], roll: null }));
  }
  if (d.dice) rig(s, d.dice);
  return s;
}

/**
 * Runs `fn` with one territory's board data changed (e.g. China with 5 spaces), then puts the data back.
 * The engine reads the board data when it sets a game up and on every rule that counts spaces.
 */
export function withBoardData<T>(t: TerritoryId, patch: Partial<TerritoryData>, fn: () => T): T {
  const saved = { ...TERRITORIES[t] };
  Object.assign(TERRITORIES[t], patch);
  try {
    return fn();
  } finally {
    Object.assign(TERRITORIES[t], saved);
  }
}
