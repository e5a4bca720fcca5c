import { IllegalActionError } from './errors.js';
import type { AnyGameModule } from './types.js';

/**
 * Engine versions (STYLE §8). Every game declares the version of its rules code; a change that can make
 * the same seed and log lead to another state bumps it. A stored game remembers the version it was played
 * with. Its log is replayed by this engine only when that version is the current one or one the game
 * lists as replaying identically (`compatibleEngineVersions`); anything else would re-simulate the game
 * under different rules without saying so.
 */
export function replaysOn(module: AnyGameModule, stored: string): boolean {
  return stored === module.engineVersion || (module.compatibleEngineVersions ?? []).includes(stored);
}

/** A refusal: this game was played on an engine version whose log this engine cannot replay faithfully. */
export class EngineVersionError extends IllegalActionError {
  constructor(game: string, stored: string, current: string) {
    super('core.engine_version', { game, stored, current });
    this.name = 'EngineVersionError';
  }
}

/** Throws `EngineVersionError` unless a log written under `stored` replays on this engine. */
export function assertReplaysOn(module: AnyGameModule, stored: string): void {
  if (!replaysOn(module, stored)) throw new EngineVersionError(module.slug, stored, module.engineVersion);
}
