import { refuser, type Refuse } from './errors.js';
import { canonicalJson } from './replay.js';
import { clone, type BaseState, type GameEvent, type GameModule, type Role } from './types.js';

/**
 * The platform's own role: it acts for nobody's seat (a deadline closing a Diplomacy phase, the draft
 * order of La Belle Époque's option B). Never a seat, never in `roles()`.
 */
export const SYSTEM = 'system' as const;

/** Parameters of a log event (the same shape as a Message's). */
export type LogParams = GameEvent['params'];

/** Who sees a logged event (default: everybody) and whether it closes the undo window (a roll, a reveal). */
export interface LogOptions {
  irreversible?: boolean;
  audience?: GameEvent['audience'];
}

/** Appends one event to the list an `apply` returns. */
export type Log = (events: GameEvent[], key: string, params?: LogParams, opts?: LogOptions) => void;

/**
 * The one event helper every engine uses, beside `refuser`: `const log = logger('belle-epoque')`, then
 * `log(events, 'passed', { power })` appends the public event `belle-epoque.log.passed`.
 */
export function logger(slug: string): Log {
  return (events, key, params = {}, opts = {}) => {
    const e: GameEvent = { key: `${slug}.log.${key}`, params, audience: opts.audience ?? 'public' };
    if (opts.irreversible) e.irreversible = true;
    events.push(e);
  };
}

/**
 * What a game writes; `defineGame` writes `apply` from it. Everything else is the module's contract
 * unchanged.
 */
export interface GameDefinition<S extends BaseState, A extends { type: string }, O, V>
  extends Omit<GameModule<S, A, O, V>, 'apply'> {
  /** The rule section cited when an action arrives after the end (`<slug>.error.game_over`). */
  readonly overRule: string;
  /** Whether the game is over; by default, once `result` is non-null. */
  over?(state: S): boolean;
  /** Top-level fields the engine only replaces, never edits: shared between versions (core `clone`). */
  readonly share?: readonly (keyof S & string)[];
  /**
   * Plays a legal action on the copy. Returns `'settled'` when it already brought the game to its next
   * decision, so `proceed` is not run.
   */
  // biome-ignore lint/suspicious/noConfusingVoidType: most steps return nothing; a few say 'settled'
  step(state: S, role: Role, action: A, events: GameEvent[]): void | 'settled';
  /** Runs the sequence of play on from the step to the next decision (automatic phases, end of game). */
  proceed?(state: S, events: GameEvent[]): void;
}

/**
 * How a game decides legality: an action is legal when it is one of `legalActions(state, role)`, and
 * `explainRefusal` throws the most specific refusal otherwise; or, for a game whose `legalActions`
 * cannot list every choice (Diplomacy's typed orders, a number of cubes), `admit` returns the action to
 * play, in canonical form, or throws the refusal.
 */
export type Legality<S, A> =
  | { explainRefusal(state: S, role: Role, action: A): never; admit?: never }
  | { admit(state: S, role: Role, action: A): A; explainRefusal?: never };

/** Whether `action` is one of `legal`: the one comparison, on canonical JSON. */
export function isListed<A extends { type: string }>(legal: readonly A[], action: A): boolean {
  const key = canonicalJson(action);
  return legal.some((l) => l.type === action.type && canonicalJson(l) === key);
}

/**
 * Builds a game module from its definition, writing `apply` once: over? → legal? → clone → step →
 * version + 1 → proceed. `apply` never mutates its argument.
 */
export function defineGame<S extends BaseState, A extends { type: string }, O, V>(
  def: GameDefinition<S, A, O, V> & Legality<S, A>,
): GameModule<S, A, O, V> {
  const refuse: Refuse = refuser(def.slug);
  const over = def.over ?? ((s: S) => def.result(s) !== null);
  const { overRule: _r, over: _o, admit: _a, explainRefusal: _e, share: _s, step: _st, proceed: _p, ...module } = def;
  return {
    ...module,
    apply(state, role, action) {
      if (over(state)) refuse('game_over', def.overRule);
      const played = def.admit
        ? def.admit(state, role, action)
        : isListed(def.legalActions(state, role), action)
          ? action
          : def.explainRefusal!(state, role, action);
      const s = def.share ? clone(state, def.share) : clone(state);
      const events: GameEvent[] = [];
      const settled = def.step(s, role, played, events) === 'settled';
      s.version += 1;
      if (!settled) def.proceed?.(s, events);
      return { state: s, events };
    },
  };
}
