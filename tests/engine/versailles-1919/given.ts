// Small builders for Versailles 1919 rule tests: a known position, then actions, then expectations.
import { canonicalJson, seedRng, type GameEvent } from '../../../src/engine/core/index.js';
import { versailles1919 as V } from '../../../src/engine/versailles-1919/index.js';
import type { Action } from '../../../src/engine/versailles-1919/actions.js';
import type { Nation, Power, Region } from '../../../src/engine/versailles-1919/data/types.js';
import { ISSUES, EVENTS } from '../../../src/engine/versailles-1919/data/index.js';
import { run } from '../../../src/engine/versailles-1919/rules/sequence.js';
import type { Frame, FxCtx, UnitLoc, VState } from '../../../src/engine/versailles-1919/state.js';
import { die } from '../../../src/engine/core/index.js';

export { V };
export type { Action, Nation, Region, VState };

export interface Given {
  players?: number;
  seating?: Nation[];
  active?: Nation;
  table?: [string | null, string | null];
  waiting?: (string | null)[];
  tableEvent?: string | null;
  waitingEvents?: (string | null)[];
  cubes?: Partial<Record<string, Partial<Record<Nation, number>>>>;
  eventCube?: Nation;
  pools?: Partial<Record<Nation, { available: number; exhausted: number }>>;
  units?: Partial<Record<Nation, UnitLoc[]>>;
  happiness?: Partial<Record<Power, number>>;
  regions?: Partial<Record<Region, { keg: number; unrest: number }>>;
  settled?: { id: string; controller: Nation; option: string; flags?: Power[] }[];
  discard?: string[];
  deck?: string[];
  eventDeck?: string[];
  strategy?: Partial<Record<Nation, string>>;
  solo?: { human: Nation };
}

/**
 * A position built from a seeded setup, then overwritten with what the test names. Cube pools are
 * balanced automatically: whatever is not on cards or given as exhausted is available.
 */
export function given(g: Given): VState {
  const s = V.setup('given', V.optionsSchema.parse({ players: g.players ?? 3 }));
  if (g.seating) s.seating = g.seating;
  s.active = g.active ?? s.seating[0]!;
  const used = new Set<string>();
  const reserved = new Set<string>(
    [
      ...(g.settled ?? []).map((x) => x.id),
      ...(g.discard ?? []),
      ...(g.deck ?? []),
      ...(g.table ?? []),
      ...(g.waiting ?? []),
    ].filter((x): x is string => !!x),
  );
  const spare = ISSUES.map((c) => c.id).filter((id) => !reserved.has(id) && id !== 'rush_to_the_finish');
  const mk = (id: string | null) => {
    if (!id) return null;
    used.add(id);
    return { id, cubes: { ...(g.cubes?.[id] ?? {}) } };
  };
  // slots the test does not name keep the setup's cards unless the test uses them elsewhere
  const fill = (x: { id: string } | null) =>
    x && reserved.has(x.id) ? mk(spare.find((id) => !used.has(id))!) : x ? mk(x.id) : null;
  s.table = g.table ? g.table.map(mk) : s.table.map(fill);
  s.waiting = g.waiting ? g.waiting.map(mk) : s.waiting.map(fill);
  if (g.tableEvent !== undefined) s.tableEvent = g.tableEvent ? { id: g.tableEvent, cube: g.eventCube ?? null } : null;
  if (g.waitingEvents) s.waitingEvents = g.waitingEvents.map((id) => (id ? { id, cube: null } : null));
  const usedEv = new Set([s.tableEvent?.id, ...s.waitingEvents.map((e) => e?.id)].filter(Boolean) as string[]);
  const evTop = g.eventDeck ?? [];
  s.eventDeck = [...evTop, ...EVENTS.map((e) => e.id).filter((id) => !usedEv.has(id) && !evTop.includes(id))];
  s.eventDiscard = [];
  s.settled = (g.settled ?? []).map((x) => {
    used.add(x.id);
    const card = ISSUES.find((c) => c.id === x.id)!;
    const o = card.options.find((o) => o.id === x.option);
    let k = 0;
    const tokens = (o?.tokens ?? []).map((t) => ({
      kind: t.kind,
      flag: t.flags.length === 0 ? null : t.flags.length === 1 ? t.flags[0]! : ((x.flags ?? [])[k++] ?? t.flags[0]!),
    }));
    return { id: x.id, controller: x.controller, option: x.option, tokens };
  });
  s.issueDiscard = g.discard ?? [];
  for (const d of s.issueDiscard) used.add(d);
  // the named cards on top, every other card below them
  const top = g.deck ?? [];
  s.issueDeck = [...top, ...ISSUES.map((c) => c.id).filter((id) => !used.has(id) && !top.includes(id))];
  if (g.units) for (const [n, us] of Object.entries(g.units)) s.units[n as Nation] = us!;
  if (g.happiness) Object.assign(s.happiness, g.happiness);
  if (g.regions) Object.assign(s.regions, g.regions);
  for (const n of s.cubeNations) {
    const onCards =
      [...s.table, ...s.waiting].reduce((a, i) => a + (i?.cubes[n] ?? 0), 0) + (s.tableEvent?.cube === n ? 1 : 0);
    const ex = g.pools?.[n]?.exhausted ?? 0;
    const av = g.pools?.[n]?.available ?? 15 - onCards - ex;
    s.cubes[n] = { available: av, exhausted: 15 - onCards - av };
  }
  if (g.strategy) {
    s.strategy.picks = { ...g.strategy };
    s.strategy.done = true;
    s.firstInsurrection = true;
  }
  if (g.solo && s.solo) s.solo.human = g.solo.human;
  s.turn = { political: false, military: false, usa: s.mode !== 'two', swaps: [] };
  s.stack = [{ k: 'turn' }];
  s.pending = null;
  run(s, [], false);
  V.checkInvariants!(s);
  return s;
}

/** Starts an event text (or any effect list) as if `you` were resolving it now. */
export function resolving(
  s: VState,
  list: Extract<Frame, { k: 'fx' }>['list'],
  ctx: Partial<FxCtx> = {},
  dice: number[] = [],
): VState {
  const t = structuredClone(s);
  if (dice.length) rigDice(t, dice);
  t.pending = null;
  t.stack.push({
    k: 'fx',
    list,
    i: 0,
    answer: null,
    ctx: {
      you: t.active,
      target: null,
      regions: [],
      source: 'event',
      eventId: null,
      settled: null,
      controller: null,
      ...ctx,
    },
  });
  run(t, [], false);
  return t;
}

/** Sets the PRNG so that the next dice read `values` (searches seeds; for tests only). */
export function rigDice(s: VState, values: number[]): void {
  for (let k = 0; k < 200000; k++) {
    const rng = seedRng(`rig-${k}`);
    const h = { rng };
    if (values.every((v) => die(h) === v)) {
      s.rng = rng;
      return;
    }
  }
  throw new Error(`rigDice: no seed for ${values.join(',')}`);
}

export interface Step {
  s: VState;
  events: GameEvent[];
}

/** Applies an action for a role (throws on refusal) and checks the invariants. */
export function act(s: VState, role: string, a: Action): Step {
  const r = V.apply(s, role, a);
  V.checkInvariants!(r.state);
  return { s: r.state, events: r.events };
}

export function logKeys(events: GameEvent[]): string[] {
  return events.map((e) => e.key.replace('versailles-1919.log.', ''));
}

export function legal(s: VState, role: string): Action[] {
  return V.legalActions(s, role);
}

export function has(list: Action[], a: Action): boolean {
  const k = canonicalJson(a);
  return list.some((x) => canonicalJson(x) === k);
}
