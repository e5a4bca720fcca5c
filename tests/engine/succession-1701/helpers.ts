// Small builders for rule scenarios: a board at a given turn, armies placed by hand, dice chosen.
import { die, seedRng } from '../../../src/engine/core/index.js';
import { GENERAL, STATE, type Side } from '../../../src/engine/succession-1701/data/index.js';
import { succession1701 as m, type Succession1701State as S } from '../../../src/engine/succession-1701/index.js';
import type { Succession1701Action as A } from '../../../src/engine/succession-1701/index.js';

export { m };
export type { S, A };
export const L: Side = 'loyalists';
export const GA: Side = 'grand-alliance';

/** A board in the action phase of `turn` (8 = 1704 semester 1), no armies, every treasury at `rp`. */
export function given(opts: { turn?: number; active?: Side; rp?: number; options?: Record<string, unknown> } = {}): S {
  const s = m.setup('scenario', m.optionsSchema.parse(opts.options ?? {}));
  s.turn = opts.turn ?? 8;
  s.phase = 'actions';
  s.pending = null;
  s.queue = [];
  s.step = 'action';
  s.card = null;
  s.actions = {
    left: { loyalists: 5, 'grand-alliance': 5 },
    taken: { loyalists: 0, 'grand-alliance': 0 },
    active: opts.active ?? GA,
  };
  for (const t of Object.values(s.treasuries))
    if (t.active) {
      t.total = opts.rp ?? 20;
      t.spent = 0;
    }
  return s;
}

/** Places an army of `n` brigades of `state` (taken from its pool) under `general` at `town`. */
export function army(s: S, id: string, town: string, state: string, n: number, general: string | null): void {
  const side = s.states[state]!.side!;
  s.pools[state] = (s.pools[state] ?? 0) - n;
  s.armies[id] = {
    id,
    side,
    payer: STATE[state]!.treasury!,
    town,
    brigades: { [state]: n },
    general,
    inside: false,
    moved: false,
    forcedPenalty: false,
    haltedTurn: 0,
    rpPenalty: 0,
    neutralSince: 0,
    cameFrom: null,
    upkeepPaidTurn: 0,
  };
  if (general) {
    if (!GENERAL[general]) throw new Error(`no general ${general}`);
    s.generals[general]!.status = 'army';
    s.generals[general]!.army = id;
  }
}

/** Sets the state's dice so that the next d4 rolls come out as `rolls` (searching seeds). */
export function dice(s: S, rolls: number[], sides = 4): void {
  for (let i = 0; i < 100_000; i++) {
    const h = { rng: seedRng(`dice-${i}`) };
    if (rolls.every((r) => die(h, sides) === r)) {
      s.rng = seedRng(`dice-${i}`);
      return;
    }
  }
  throw new Error('no seed gives those rolls');
}

export function play(s: S, role: Side, a: A): S {
  const next = m.apply(s, role, a).state;
  m.checkInvariants!(next);
  return next;
}
export function legal(s: S, role: Side): A[] {
  return m.legalActions(s, role);
}

/** Both coalitions end the turn, so the next turn starts (and its siege step runs). */
export function nextTurn(s: S, stopAtOrganisation = false): S {
  const t0 = s.turn;
  while (s.step === 'action' && s.turn === t0) s = play(s, s.actions.active, { type: 'end_turn' });
  while (s.step === 'organisation' && !stopAtOrganisation) s = play(s, s.pending!.role, { type: 'end_organisation' });
  if (s.step === 'obligation') s = play(s, s.pending!.role, { type: 'card_obligation', perform: true });
  return s;
}
