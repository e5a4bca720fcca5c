import { ZodError } from 'zod';
import { IllegalActionError } from '../engine/core/errors.js';
import { currentSchema, replay, stateHash } from '../engine/core/replay.js';
import { EngineVersionError, replaysOn } from '../engine/core/versions.js';
import type { ActionRecord, BaseState } from '../engine/core/types.js';
import { VersionConflictError, type AppendedAction } from '../db/games-repo.js';
import type { LoadedGame, Table } from './table.js';
import { Refusal } from './types.js';
import { Slicer } from './heavy.js';

/**
 * The game master's replays: undo, rollback, verify, import, and the start-up reconciliation of games
 * stored under an older engine version. Each rebuilds states from the seed and the action log.
 */
export class Admin {
  constructor(private readonly table: Table) {}

  /**
   * Undo: back to before the last action a person took, with the bot moves that followed it. Refused
   * when nobody acted yet or when a roll or reveal closed the window. Returns the state now.
   */
  async undo(game: LoadedGame): Promise<BaseState> {
    const rows = await this.table.repo.actions(game.row.id);
    const lastHuman = [...rows].reverse().find((r) => r.userId !== null);
    if (!lastHuman) throw new Refusal('admin.nothing_to_undo', { id: game.row.id });
    if (game.row.undoFloor >= lastHuman.version) throw new Refusal('admin.undo_closed', { id: game.row.id });
    return this.rewind(game, lastHuman.version - 1);
  }

  /** Rollback: back to the start of the current phase or turn (the first version at the current step). */
  async rollback(game: LoadedGame): Promise<BaseState> {
    const records = await this.table.repo.records(game.row.id);
    let state = game.module.setup(game.row.seed, game.module.optionsSchema.parse(game.row.options)) as BaseState;
    const steps: string[] = [state.step];
    for (const r of records) {
      state = game.module.apply(state, r.role, game.module.actionSchema.parse(r.action)).state as BaseState;
      steps.push(state.step);
    }
    const current = steps[steps.length - 1];
    let start = steps.length - 1;
    while (start > 0 && steps[start - 1] === current) start -= 1;
    if (start >= game.row.version) throw new Refusal('admin.nothing_to_undo', { id: game.row.id });
    if (game.row.undoFloor > start) throw new Refusal('admin.undo_closed', { id: game.row.id });
    return this.rewind(game, start);
  }

  /** Rebuilds the state at `version` from the log and cuts the log there. */
  private async rewind(game: LoadedGame, version: number): Promise<BaseState> {
    const records = (await this.table.repo.records(game.row.id)).filter((r) => r.version <= version);
    const state = replay<BaseState>(
      game.module,
      { kind: game.row.kind, seed: game.row.seed, options: game.row.options, engineVersion: game.row.engineVersion },
      records,
    );
    try {
      await this.table.repo.truncate({
        gameId: game.row.id,
        expectedVersion: game.row.version,
        expectedStatus: game.row.status,
        toVersion: version,
        state: state as unknown as Record<string, unknown>,
      });
    } catch (e) {
      // Someone moved, or ended or paused the game, while the game master was undoing: a refusal, not a bug.
      if (e instanceof VersionConflictError) {
        const now = await this.table.repo.get(game.row.id);
        if (now && now.status !== game.row.status) throw await this.table.statusChanged(game.row.id);
        throw new Refusal('error.conflict');
      }
      throw e;
    }
    return state;
  }

  /** Rebuilds the state from setup and the log and compares it with the stored one. */
  async verify(gameId: string): Promise<{ equal: boolean; versions: number[] }> {
    const game = await this.table.load(gameId);
    const records = await this.table.repo.records(gameId);
    const rebuilt = replay(
      game.module,
      { kind: game.row.kind, seed: game.row.seed, options: game.row.options, engineVersion: game.row.engineVersion },
      records,
    );
    return { equal: stateHash(rebuilt) === stateHash(game.state), versions: records.map((r) => r.version) };
  }

  /**
   * Games stored under an older engine version (STYLE §8): each one's log is replayed on this engine; a
   * game that reaches its stored state exactly is moved to the current version, any other keeps its old
   * version, plays on from its stored state, and has its replays (undo, rollback, verify) refused with
   * `core.engine_version`. Run at start-up; returns what it did.
   */
  async reconcileEngineVersions(): Promise<{ migrated: string[]; pinned: string[] }> {
    const migrated: string[] = [];
    const pinned: string[] = [];
    for (const row of await this.table.repo.listOutdated(this.table.registry.list())) {
      const module = this.table.registry.get(row.kind);
      if (!module || !row.state) continue;
      let equal = false;
      try {
        const records = await this.table.repo.records(row.id);
        const rebuilt = replay(module, { ...row, engineVersion: module.engineVersion }, records);
        equal = stateHash(rebuilt) === stateHash(currentSchema(module, row.state as unknown as BaseState));
      } catch {
        equal = false;
      }
      if (equal) {
        await this.table.repo.setEngineVersion(row.id, row.engineVersion, module.engineVersion);
        migrated.push(row.id);
      } else pinned.push(row.id);
    }
    return { migrated, pinned };
  }

  /** Replays an exported game, checks it reproduces the exported hash, and stores it. Returns the new id. */
  async importGame(
    file: {
      kind: string;
      seed: string;
      options: Record<string, unknown>;
      engineVersion: string;
      roles: string[];
      actions: ActionRecord[];
      hash: string;
    },
    where: { guildId: string | null; channelId: string; user: { id: string; name: string } },
  ): Promise<string> {
    const module = this.table.registry.require(file.kind);
    const options = module.optionsSchema.parse(file.options);
    // A file from another engine version is replayed all the same: if it reaches the exported hash,
    // the rules it touched did not change and the game is taken in on this version; if not, it is
    // refused as an engine-version difference rather than as a damaged file.
    const sameRules = replaysOn(module, file.engineVersion);
    const otherEngine = () => new EngineVersionError(module.slug, file.engineVersion, module.engineVersion);
    let state = module.setup(file.seed, options) as BaseState;
    const actions: AppendedAction[] = [];
    const roles = new Set<string>(module.roles(options));
    const slicer = new Slicer(); // a long file gives the event loop back as it goes (issue #28)
    for (const rec of file.actions) {
      await slicer.tick();
      let r: ReturnType<typeof module.apply>;
      try {
        if (!roles.has(rec.role) && rec.role !== 'system') throw new Refusal('admin.import_bad');
        r = module.apply(state, rec.role, module.actionSchema.parse(rec.action));
      } catch (e) {
        if (e instanceof Refusal) throw e;
        if (!sameRules && e instanceof IllegalActionError) throw otherEngine();
        const detail =
          e instanceof IllegalActionError ? e.code : e instanceof ZodError ? (e.issues[0]?.message ?? 'zod') : 'error';
        throw new Refusal('admin.import_illegal', { version: rec.version, detail: detail.slice(0, 100) });
      }
      state = r.state as BaseState;
      if (state.version !== rec.version) throw sameRules ? new Refusal('admin.import_bad') : otherEngine();
      actions.push({
        version: rec.version,
        role: rec.role,
        action: rec.action,
        events: r.events,
        userId: null,
        interactionId: null,
      });
    }
    if (stateHash(state) !== file.hash) throw sameRules ? new Refusal('admin.import_mismatch') : otherEngine();
    const id = this.table.entropy.gameId();
    const result = module.result(state);
    await this.table.repo.importGame({
      id,
      kind: module.slug,
      guildId: where.guildId,
      channelId: where.channelId,
      options: options as Record<string, unknown>,
      seed: file.seed,
      engineVersion: module.engineVersion,
      createdBy: where.user.id,
      settings: { imported: true },
      roles: module.roles(options),
      state: state as unknown as Record<string, unknown>,
      version: state.version,
      status: result ? 'finished' : 'paused',
      result,
      actions,
    });
    return id;
  }
}
