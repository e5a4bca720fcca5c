import { IllegalActionError } from './errors.js';
import { botStream, pick, seedRng, type HasRng } from './rng.js';
import { stateHash } from './replay.js';
import type { ActionRecord, AnyGameModule, BaseState, GameResult, Role } from './types.js';

interface PlayoutOptions {
  /** Stop (and report `stuck`) after this many actions. */
  maxActions?: number;
  /** `'bot'`: each role's module bot decides; `'random'`: uniform among legal actions. */
  policy?: 'bot' | 'random' | ((role: Role) => 'bot' | 'random');
  /** Run checkInvariants after every action. */
  invariants?: boolean;
  /** Called after each action (for leak checks and the like). */
  onAction?: (state: BaseState, role: Role, action: unknown) => void;
}

export interface PlayoutReport {
  result: GameResult | null;
  actions: number;
  hash: string;
  records: ActionRecord[];
  state: BaseState;
  stuck: boolean;
}

/**
 * Plays a whole game with computer players, the same way every time for the same seed.
 * Used by the fuzz tests, `npm run simulate`, the soak test and the benchmark.
 */
export function playout(
  module: AnyGameModule,
  seed: string,
  rawOptions: unknown,
  opts: PlayoutOptions = {},
): PlayoutReport {
  const options = module.optionsSchema.parse(rawOptions ?? {});
  const maxActions = opts.maxActions ?? 100_000;
  let state = module.setup(seed, options) as BaseState;
  const chooser: HasRng = { rng: seedRng(`${seed}/playout`) };
  const records: ActionRecord[] = [];
  let stuck = false;
  while (module.result(state) === null) {
    if (records.length >= maxActions) {
      stuck = true;
      break;
    }
    const active = module.activeRoles(state) as Role[];
    if (active.length === 0) {
      stuck = true;
      break;
    }
    const role = active.length === 1 ? active[0]! : pick(chooser, active);
    const legal = module.legalActions(state, role) as unknown[];
    if (legal.length === 0)
      throw new Error(
        `${module.slug}: role ${role} is active with no legal action at version ${state.version} (step ${state.step})`,
      );
    const policy = typeof opts.policy === 'function' ? opts.policy(role) : (opts.policy ?? 'bot');
    const action =
      policy === 'bot'
        ? module.bot(module.view(state, role), role, legal, botStream(seed, role, state.version))
        : pick(chooser, legal);
    try {
      state = module.apply(state, role, action).state as BaseState;
    } catch (e) {
      if (e instanceof IllegalActionError) {
        throw new Error(
          `${module.slug}: a legal action was refused at version ${state.version}: ${JSON.stringify(action)} → ${e.code}`,
        );
      }
      throw e;
    }
    records.push({ version: state.version, role, action });
    if (opts.invariants) module.checkInvariants?.(state);
    opts.onAction?.(state, role, action);
  }
  return { result: module.result(state), actions: records.length, hash: stateHash(state), records, state, stuck };
}
