// A 1701 position from a readable description, for scenario tests (no hand edits of state objects):
//
//   position({
//     turn: 8, step: 'action', active: 'grand-alliance',
//     treasuries: { FEM: 20, HABSBURG: 6 },            // RP available (others: `rp`, default 20)
//     armies: ['fr = 6 FRANCE under VILLARS at LANDAU',  // id = brigades STATE [+ n STATE] [under GENERAL] at TOWN
//              'ga = 4 HABSBURG + 2 REICH at TRENTO paid by HABSBURG', 'gar = 2 FRANCE inside STRASBOURG'],
//     towns: { MAASTRICHT: 'loyalists', BASEL: null },  // holder (null = neutral)
//     captured: ['BOUFFLERS'],                          // generals held prisoner
//     prisoners: { 'grand-alliance': { FRANCE: 4 } },   // brigades held by that coalition
//     dice: [1, 3],                                     // the next d4 rolls
//     depots: { PARIS: 0, LILLE: 5 },                  // brigades left in a depot (0 = sent out: exhausted)
//   })
//
// Brigades come out of the state's pool and generals out of theirs, so the conservation invariant holds.
import { CARD, DEPOT, STATE, TREASURIES, type Side } from '../../../src/engine/succession-1701/data/index.js';
import { GA, L, dice as forceDice, given, m, type S } from './helpers.js';

export interface PositionSpec {
  turn?: number;
  /** 'action' (default): the action phase; 'organisation': the year's organisation, `active` first */
  step?: 'action' | 'organisation';
  active?: Side;
  /** RP available in every active treasury (default 20) */
  rp?: number;
  treasuries?: Record<string, number>;
  armies?: string[];
  towns?: Record<string, Side | null>;
  captured?: string[];
  /** brigades left in a depot, at most its starting content; the rest were sent out and lost (0: exhausted) */
  depots?: Record<string, number>;
  prisoners?: Partial<Record<Side, Record<string, number>>>;
  options?: Record<string, unknown>;
  dice?: number[];
  /** the semester's strategy card; `obligation: 'pending'` asks its holder about a red title first */
  card?: { id: string; holder: Side; obligation?: 'pending' | 'none' };
}

const ARMY = /^(\S+)\s*=\s*(.+?)(?:\s+under\s+(\S+))?\s+(at|inside)\s+(\S+)(?:\s+paid by\s+(\S+))?$/;

/** Parses "id = 6 FRANCE + 2 BAYERN under VILLARS at LANDAU [paid by FEM]". */
export function parseArmy(line: string): {
  id: string;
  brigades: Record<string, number>;
  general: string | null;
  inside: boolean;
  town: string;
  payer: string | null;
} {
  const m = ARMY.exec(line.trim());
  if (!m) throw new Error(`position: cannot read army "${line}"`);
  const brigades: Record<string, number> = {};
  for (const part of m[2]!.split('+')) {
    const [n, st] = part.trim().split(/\s+/);
    if (!st || !STATE[st] || !(Number(n) > 0)) throw new Error(`position: bad brigades "${part}" in "${line}"`);
    brigades[st] = (brigades[st] ?? 0) + Number(n);
  }
  return { id: m[1]!, brigades, general: m[3] ?? null, inside: m[4] === 'inside', town: m[5]!, payer: m[6] ?? null };
}

export function position(spec: PositionSpec = {}): S {
  const s = given({ turn: spec.turn ?? 8, active: spec.active ?? GA, rp: spec.rp ?? 20, options: spec.options });
  for (const [t, rp] of Object.entries(spec.treasuries ?? {})) {
    if (!TREASURIES.includes(t as never)) throw new Error(`position: no treasury ${t}`);
    s.treasuries[t as keyof S['treasuries']].total = rp;
    s.treasuries[t as keyof S['treasuries']].spent = 0;
  }
  for (const [town, holder] of Object.entries(spec.towns ?? {})) {
    if (!s.towns[town]) throw new Error(`position: no town ${town}`);
    s.towns[town]!.holder = holder;
  }
  for (const line of spec.armies ?? []) {
    const a = parseArmy(line);
    if (!s.towns[a.town]) throw new Error(`position: no town ${a.town}`);
    const first = Object.keys(a.brigades)[0]!;
    const side = s.states[first]!.side;
    if (!side) throw new Error(`position: ${first} is in no coalition`);
    for (const [st, n] of Object.entries(a.brigades)) s.pools[st] = (s.pools[st] ?? 0) - n;
    s.armies[a.id] = {
      id: a.id,
      side,
      payer: (a.payer ?? STATE[first]!.treasury!) as S['armies'][string]['payer'],
      town: a.town,
      brigades: a.brigades,
      general: a.general,
      inside: a.inside,
      moved: false,
      forcedPenalty: false,
      haltedTurn: 0,
      rpPenalty: 0,
      neutralSince: 0,
      cameFrom: null,
      upkeepPaidTurn: 0,
    };
    if (a.general) {
      if (!s.generals[a.general]) throw new Error(`position: no general ${a.general}`);
      s.generals[a.general]!.status = 'army';
      s.generals[a.general]!.army = a.id;
    }
  }
  for (const g of spec.captured ?? []) {
    if (!s.generals[g]) throw new Error(`position: no general ${g}`);
    s.generals[g]!.status = 'captured';
    s.generals[g]!.army = null;
  }
  for (const [id, n] of Object.entries(spec.depots ?? {})) {
    const d = s.depots[id];
    const st = DEPOT[id]?.state;
    if (!d || !st) throw new Error(`position: no depot ${id}`);
    const had = d.brigades[st] ?? 0;
    if (n < 0 || n > had) throw new Error(`position: depot ${id} holds 0-${had} brigades, not ${n}`);
    if (n === 0) delete d.brigades[st];
    else d.brigades[st] = n;
    s.eliminated[st] = (s.eliminated[st] ?? 0) + had - n;
    d.exhausted = n === 0;
  }
  for (const side of [L, GA])
    for (const [st, n] of Object.entries(spec.prisoners?.[side] ?? {})) {
      s.pools[st] = (s.pools[st] ?? 0) - n;
      s.prisoners[side][st] = (s.prisoners[side][st] ?? 0) + n;
    }
  if (spec.card) {
    const def = CARD[spec.card.id];
    if (!def) throw new Error(`position: no card ${spec.card.id}`);
    const o = def.opps[spec.card.holder];
    s.card = {
      id: def.id,
      holder: spec.card.holder,
      obligation: spec.card.obligation ?? 'none',
      opps: [...o.list],
      usesLeft: o.use,
      oppsUsed: [],
    };
    if (spec.card.obligation === 'pending') {
      s.pending = { kind: 'obligation', role: spec.card.holder };
      s.step = 'obligation';
    }
  }
  if (spec.step === 'organisation') {
    s.phase = 'organisation';
    s.step = 'organisation';
    s.pending = { kind: 'organisation', role: spec.active ?? L };
    s.queue = [{ k: 'after_org' }];
  }
  if (spec.dice) forceDice(s, spec.dice);
  m.checkInvariants!(s);
  return s;
}

/** Forces the next d4 rolls of a position in play (the state's dice are reseeded; nothing else changes). */
export function withDice(s: S, rolls: number[]): S {
  forceDice(s, rolls);
  return s;
}

/** Deals a deployed battle side the given tactical cards (lines still on the field, general's reserve). */
export function withHands(
  s: S,
  role: Side,
  hands: { left?: string[]; centre?: string[]; right?: string[]; reserve?: string[] },
): S {
  const b = s.battle;
  if (!b) throw new Error('withHands: no battle');
  const x = b.attacker.role === role ? b.attacker : b.defender;
  for (const l of ['left', 'centre', 'right'] as const)
    if (x.lines[l].status === 'on') x.lines[l].cards = hands[l] ?? [];
  x.reserveCards = hands.reserve ?? [];
  return s;
}
