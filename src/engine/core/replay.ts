import { createHash } from 'node:crypto';
import { assertReplaysOn } from './versions.js';
import type { ActionRecord, AnyGameModule, BaseState, GameEvent, GameSetup, Role } from './types.js';

/** JSON with object keys sorted, so equal states always serialize the same. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => {
    if (v && typeof v === 'object' && !Array.isArray(v)) {
      const sorted: Record<string, unknown> = {};
      for (const k of Object.keys(v as Record<string, unknown>).sort()) sorted[k] = (v as Record<string, unknown>)[k];
      return sorted;
    }
    return v;
  });
}

/** A short, stable fingerprint of a state (sha256 of its canonical JSON, hex, 16 chars). */
export function stateHash(state: unknown): string {
  return createHash('sha256').update(canonicalJson(state)).digest('hex').slice(0, 16);
}

/** Parses one stored action with the module's action schema and applies it. */
function applyRecord<S extends BaseState>(module: AnyGameModule, state: S, role: Role, rawAction: unknown) {
  const action = module.actionSchema.parse(rawAction);
  return module.apply(state, role, action) as { state: S; events: GameEvent[] };
}

/**
 * Rebuilds a state from its setup and action log (STYLE §8). Throws if a record's version does not
 * follow on, so a gap or a double in the log is caught, and refuses (EngineVersionError) a log written
 * under an engine version that this engine does not replay faithfully.
 */
export function replay<S extends BaseState>(
  module: AnyGameModule,
  setup: GameSetup,
  records: readonly ActionRecord[],
  /** Called with the state before and after each record (e.g. to collect what each action produced). */
  onStep?: (before: S, after: S) => void,
): S {
  assertReplaysOn(module, setup.engineVersion);
  const options = module.optionsSchema.parse(setup.options);
  let state = module.setup(setup.seed, options) as S;
  for (const rec of records) {
    const { state: nextState } = applyRecord<S>(module, state, rec.role, rec.action);
    if (nextState.version !== rec.version) {
      throw new Error(`replay: record version ${rec.version} but state reached ${nextState.version}`);
    }
    onStep?.(state, nextState);
    state = nextState;
  }
  return state;
}

/** A stored state in the game's current format (STYLE §3: each game migrates its older schemas). */
export function currentSchema<S extends BaseState>(module: AnyGameModule, state: S): S {
  return module.migrate && state.schema !== module.schemaVersion ? (module.migrate(state) as S) : state;
}
