import { and, asc, desc, eq, inArray, ne, notInArray, or, sql } from 'drizzle-orm';
import type { ActionRecord, GameEvent, GameResult, Role } from '../engine/core/types.js';
import type { Db } from './client.js';
import { DbUnavailableError } from './faults.js';
import { log } from '../log.js';
import { gameActions, gameThreads, games, seats, type GameSettings, type GameStatus } from './schema/index.js';

export type GameRow = typeof games.$inferSelect;
export type SeatRow = typeof seats.$inferSelect;
export type ActionRow = typeof gameActions.$inferSelect;

/** Another writer got there first: reload and try again. */
export class VersionConflictError extends Error {
  override name = 'VersionConflictError';
}
/** This Discord interaction was already applied. */
export class DuplicateInteractionError extends Error {
  override name = 'DuplicateInteractionError';
}

export interface NewGame {
  id: string;
  kind: string;
  guildId: string | null;
  channelId: string;
  options: Record<string, unknown>;
  seed: string;
  engineVersion: string;
  createdBy: string;
  roles: Role[];
  settings?: GameSettings;
  /** Seated in the first role. */
  creator?: { id: string; name: string };
  /** How many of the last roles are bots from the start. */
  bots?: number;
}

/** The games row of a new game: its set-up, before any state (created and imported games alike). */
function gameRow(g: NewGame) {
  return {
    id: g.id,
    kind: g.kind,
    guildId: g.guildId,
    channelId: g.channelId,
    options: g.options,
    seed: g.seed,
    engineVersion: g.engineVersion,
    createdBy: g.createdBy,
    settings: g.settings ?? {},
  };
}

export interface AppendedAction {
  version: number;
  role: Role;
  action: unknown;
  events: GameEvent[];
  userId: string | null;
  interactionId: string | null;
}

/** A seat change: the seat as the request saw it, and what it becomes. */
export interface SeatChange {
  role: Role;
  expect: { userId: string | null; isBot: boolean };
  set: { userId: string | null; userName: string | null; isBot: boolean };
}

export type SeatOutcome =
  | { ok: true }
  | { ok: false; reason: 'status'; status: GameStatus | null }
  | { ok: false; reason: 'seat' | 'seated'; role: Role };

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Locks a game's row for the rest of the transaction (seat changes one at a time); its status, or null. */
async function lockGame(tx: Tx, gameId: string): Promise<GameStatus | null> {
  const [row] = await tx.select({ status: games.status }).from(games).where(eq(games.id, gameId)).for('update');
  return row?.status ?? null;
}

function isUniqueViolation(e: unknown): boolean {
  let cur: unknown = e;
  for (let i = 0; i < 4 && cur; i++) {
    const c = cur as { code?: string; cause?: unknown };
    if (c.code === '23505') return true;
    cur = c.cause;
  }
  return false;
}

/** Games, seats and the action log. Works on both drivers (PGlite and node-postgres). */
export class GamesRepo {
  constructor(private readonly db: Db) {}

  async create(g: NewGame): Promise<GameRow> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx.insert(games).values(gameRow(g)).returning();
      const bots = new Set(g.roles.slice(g.roles.length - (g.bots ?? 0)));
      await tx
        .insert(seats)
        .values(
          g.roles.map((role, i) =>
            i === 0 && g.creator
              ? { gameId: g.id, role, userId: g.creator.id, userName: g.creator.name }
              : { gameId: g.id, role, isBot: bots.has(role) },
          ),
        );
      return row!;
    });
  }

  async get(id: string): Promise<GameRow | undefined> {
    const [row] = await this.db.select().from(games).where(eq(games.id, id));
    return row;
  }

  async list(where: { channelId?: string; guildId?: string; statuses: GameStatus[] }): Promise<GameRow[]> {
    const conds = [inArray(games.status, where.statuses)];
    if (where.channelId) conds.push(eq(games.channelId, where.channelId));
    if (where.guildId) conds.push(eq(games.guildId, where.guildId));
    return this.db
      .select()
      .from(games)
      .where(and(...conds))
      .orderBy(desc(games.createdAt))
      .limit(50);
  }

  /** Games in `statuses` whose kind is none of `kinds` (a kind this build does not have). */
  async listKindsOtherThan(
    kinds: string[],
    statuses: GameStatus[],
  ): Promise<Pick<GameRow, 'id' | 'kind' | 'status'>[]> {
    const conds = [inArray(games.status, statuses)];
    if (kinds.length > 0) conds.push(notInArray(games.kind, kinds));
    return this.db
      .select({ id: games.id, kind: games.kind, status: games.status })
      .from(games)
      .where(and(...conds))
      .orderBy(asc(games.createdAt));
  }

  /** Unfinished games whose engine version is not their game's current one (and not a compatible one). */
  async listOutdated(
    modules: readonly { slug: string; engineVersion: string; compatibleEngineVersions?: readonly string[] }[],
  ): Promise<GameRow[]> {
    if (modules.length === 0) return [];
    const byKind = modules.map((m) =>
      and(
        eq(games.kind, m.slug),
        ne(games.engineVersion, m.engineVersion),
        ...(m.compatibleEngineVersions ?? []).map((v) => ne(games.engineVersion, v)),
      ),
    );
    return this.db
      .select()
      .from(games)
      .where(and(inArray(games.status, ['lobby', 'active', 'paused']), or(...byKind)));
  }

  /** Moves a game to another engine version, if it is still on the one it was read with. */
  async setEngineVersion(id: string, from: string, to: string): Promise<void> {
    await this.db
      .update(games)
      .set({ engineVersion: to })
      .where(and(eq(games.id, id), eq(games.engineVersion, from)));
  }

  /** Whether `threadId` is a private thread opened for this game (`/game talk`). */
  async isGameThread(gameId: string, threadId: string): Promise<boolean> {
    const rows = await this.db
      .select({ id: gameThreads.id })
      .from(gameThreads)
      .where(and(eq(gameThreads.gameId, gameId), eq(gameThreads.threadId, threadId)))
      .limit(1);
    return rows.length > 0;
  }

  /** The game a private thread was opened for, if any. */
  async gameOfThread(threadId: string): Promise<string | undefined> {
    const [row] = await this.db
      .select({ gameId: gameThreads.gameId })
      .from(gameThreads)
      .where(eq(gameThreads.threadId, threadId))
      .limit(1);
    return row?.gameId;
  }

  async seats(gameId: string): Promise<SeatRow[]> {
    return this.db.select().from(seats).where(eq(seats.gameId, gameId)).orderBy(asc(seats.joinedAt));
  }

  /**
   * A user takes the first free seat of `candidates` in a lobby. One seat change at a time per game
   * (the game row is locked): a user who already sits in the game gets no second seat, however many
   * joins arrive at once.
   */
  async join(
    gameId: string,
    user: { id: string; name: string },
    candidates: Role[],
  ): Promise<{ role: Role } | { seated: Role } | { full: true } | { status: GameStatus | null }> {
    return this.db.transaction(async (tx) => {
      const status = await lockGame(tx, gameId);
      if (status !== 'lobby') return { status };
      const rows = await tx.select().from(seats).where(eq(seats.gameId, gameId));
      const mine = rows.find((r) => r.userId === user.id);
      if (mine) return { seated: mine.role };
      const free = candidates.find((role) => rows.some((r) => r.role === role && r.userId === null && !r.isBot));
      if (!free) return { full: true };
      await tx
        .update(seats)
        .set({ userId: user.id, userName: user.name, isBot: false, joinedAt: sql`now()` })
        .where(and(eq(seats.gameId, gameId), eq(seats.role, free)));
      return { role: free };
    });
  }

  /**
   * Changes seats only if the game is in one of `statuses` and every seat is still held as the request
   * saw it (`expect`), one seat change at a time per game (the game row is locked); a user given a seat
   * may hold no other seat of the game. All or nothing: `ok: false` says what changed meanwhile.
   */
  async changeSeats(gameId: string, statuses: GameStatus[], changes: SeatChange[]): Promise<SeatOutcome> {
    return this.db.transaction(async (tx) => {
      const status = await lockGame(tx, gameId);
      if (status === null || !statuses.includes(status)) return { ok: false, reason: 'status', status };
      const rows = await tx.select().from(seats).where(eq(seats.gameId, gameId));
      const changed = new Set(changes.map((c) => c.role));
      for (const c of changes) {
        const row = rows.find((r) => r.role === c.role);
        if (!row || row.userId !== c.expect.userId || row.isBot !== c.expect.isBot)
          return { ok: false, reason: 'seat', role: c.role };
        const taken = c.set.userId ? rows.find((r) => r.userId === c.set.userId && !changed.has(r.role)) : undefined;
        if (taken) return { ok: false, reason: 'seated', role: taken.role };
      }
      for (const c of changes)
        await tx
          .update(seats)
          .set(c.set)
          .where(and(eq(seats.gameId, gameId), eq(seats.role, c.role)));
      return { ok: true };
    });
  }

  /** Adds seat rows for roles that joined a seat mid-game (followSeatRoles); rows already there stay as they are. */
  async addSeats(
    gameId: string,
    rows: { role: Role; userId: string | null; userName: string | null; isBot: boolean }[],
  ): Promise<void> {
    if (rows.length === 0) return;
    await this.db
      .insert(seats)
      .values(rows.map((r) => ({ gameId, role: r.role, userId: r.userId, userName: r.userName, isBot: r.isBot })))
      .onConflictDoNothing();
  }

  /** Lobby → active, with the initial state (version 0). */
  async start(gameId: string, state: Record<string, unknown>): Promise<boolean> {
    const rows = await this.db
      .update(games)
      .set({ status: 'active', state, version: 0, updatedAt: sql`now()` })
      .where(and(eq(games.id, gameId), eq(games.status, 'lobby')))
      .returning({ id: games.id });
    return rows.length === 1;
  }

  /**
   * Lobby → active in one transaction: the seats as dealt, the state after any opening bot moves,
   * and those moves in the log. A process killed mid-start leaves the game in the lobby, never
   * active with seats that match no role or with bots owing a move nobody will trigger.
   */
  async startGame(args: {
    gameId: string;
    state: Record<string, unknown>;
    version: number;
    seats: { role: Role; userId: string | null; userName: string | null; isBot: boolean }[];
    actions: AppendedAction[];
    result: GameResult | null;
    undoFloor: number;
  }): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const rows = await tx
        .update(games)
        .set({
          status: args.result ? 'finished' : 'active',
          state: args.state,
          version: args.version,
          undoFloor: args.undoFloor,
          updatedAt: sql`now()`,
          ...(args.result ? { result: args.result, finishedAt: sql`now()` } : {}),
        })
        .where(and(eq(games.id, args.gameId), eq(games.status, 'lobby')))
        .returning({ id: games.id });
      if (rows.length !== 1) return false;
      await tx.delete(seats).where(eq(seats.gameId, args.gameId));
      await tx.insert(seats).values(args.seats.map((r) => ({ gameId: args.gameId, ...r })));
      for (let i = 0; i < args.actions.length; i += 500) {
        await tx.insert(gameActions).values(args.actions.slice(i, i + 500).map((a) => ({ gameId: args.gameId, ...a })));
      }
      return true;
    });
  }

  /**
   * Moves a game to `status` if it is still in one of `from` (pause, resume, end, abandon): false when
   * another request changed its status first.
   */
  async setStatus(gameId: string, status: GameStatus, from: GameStatus[]): Promise<boolean> {
    const rows = await this.db
      .update(games)
      .set({
        status,
        updatedAt: sql`now()`,
        ...(status === 'finished' || status === 'abandoned' ? { finishedAt: sql`now()` } : {}),
      })
      .where(and(eq(games.id, gameId), inArray(games.status, from)))
      .returning({ id: games.id });
    return rows.length === 1;
  }

  async updateSettings(gameId: string, settings: GameSettings): Promise<void> {
    await this.db.update(games).set({ settings, updatedAt: sql`now()` }).where(eq(games.id, gameId));
  }

  /**
   * Optimistic write (STYLE §8): appends the actions and stores the new state only if the game is
   * still at `expectedVersion`. Throws VersionConflictError otherwise, DuplicateInteractionError when
   * an interaction id was already logged. All or nothing.
   */
  async commit(
    args: {
      gameId: string;
      expectedVersion: number;
      state: Record<string, unknown>;
      version: number;
      actions: AppendedAction[];
      result: GameResult | null;
      undoFloor?: number;
    },
    inDoubtRetries = 3,
  ): Promise<void> {
    try {
      await this.db.transaction(async (tx) => {
        const updated = await tx
          .update(games)
          .set({
            state: args.state,
            version: args.version,
            updatedAt: sql`now()`,
            ...(args.undoFloor !== undefined ? { undoFloor: args.undoFloor } : {}),
            ...(args.result ? { result: args.result, status: 'finished' as const, finishedAt: sql`now()` } : {}),
          })
          .where(and(eq(games.id, args.gameId), eq(games.version, args.expectedVersion), eq(games.status, 'active')))
          .returning({ id: games.id });
        if (updated.length !== 1)
          throw new VersionConflictError(`game ${args.gameId} is no longer at version ${args.expectedVersion}`);
        if (args.actions.length > 0) {
          await tx.insert(gameActions).values(args.actions.map((a) => ({ gameId: args.gameId, ...a })));
        }
      });
    } catch (e) {
      if (e instanceof VersionConflictError) throw e;
      if (e instanceof DbUnavailableError && e.inDoubt && inDoubtRetries > 0)
        return this.settleInDoubt(args, e, inDoubtRetries - 1);
      if (isUniqueViolation(e)) {
        // Either the interaction was logged already or another writer appended the same version.
        if (args.actions.some((a) => a.interactionId)) {
          const ids = args.actions.map((a) => a.interactionId).filter((x): x is string => !!x);
          const dup = await this.db
            .select({ v: gameActions.version })
            .from(gameActions)
            .where(inArray(gameActions.interactionId, ids));
          if (dup.length > 0) throw new DuplicateInteractionError(ids.join(','));
        }
        throw new VersionConflictError(`game ${args.gameId}: version already taken`);
      }
      throw e;
    }
  }

  /**
   * A commit whose connection broke while committing: it may or may not have landed. With an
   * interaction id the log says which (it is unique): logged at the version this commit gave it, it
   * landed, and the commit is done; not logged, it did not, and it is sent again (should the first one
   * still land meanwhile, the version guard and the unique interaction id refuse the second). Bots'
   * moves alone carry no id: a version conflict makes the table reload and look again.
   */
  private async settleInDoubt(
    args: Parameters<GamesRepo['commit']>[0],
    cause: DbUnavailableError,
    inDoubtRetries: number,
  ): Promise<void> {
    const mine = args.actions.find((a) => a.interactionId);
    if (!mine?.interactionId) throw new VersionConflictError(`game ${args.gameId}: a commit of bot moves was in doubt`);
    let logged: { gameId: string; version: number } | undefined;
    try {
      [logged] = await this.db
        .select({ gameId: gameActions.gameId, version: gameActions.version })
        .from(gameActions)
        .where(eq(gameActions.interactionId, mine.interactionId));
    } catch (e) {
      // Still no database: the commit stays in doubt.
      throw e instanceof DbUnavailableError ? new DbUnavailableError(true, cause) : e;
    }
    log.warn('a commit lost its answer; the action log says whether it landed', {
      game: args.gameId,
      landed: Boolean(logged),
    });
    if (logged) {
      if (logged.gameId === args.gameId && logged.version === mine.version) return;
      throw new DuplicateInteractionError(mine.interactionId);
    }
    await this.commit(args, inDoubtRetries);
  }

  /**
   * Replaces the tail of the log after `toVersion` (game-master undo / rollback): deletes the later
   * actions and stores the rebuilt state, guarded by the current version and status.
   */
  async truncate(args: {
    gameId: string;
    expectedVersion: number;
    /** The status the request saw (active or paused): an end or a pause meanwhile refuses the rewind. */
    expectedStatus: GameStatus;
    toVersion: number;
    state: Record<string, unknown>;
  }): Promise<void> {
    await this.db.transaction(async (tx) => {
      const updated = await tx
        .update(games)
        .set({
          state: args.state,
          version: args.toVersion,
          updatedAt: sql`now()`,
          result: null,
          finishedAt: null,
        })
        .where(
          and(
            eq(games.id, args.gameId),
            eq(games.version, args.expectedVersion),
            eq(games.status, args.expectedStatus),
          ),
        )
        .returning({ id: games.id });
      if (updated.length !== 1) throw new VersionConflictError(`game ${args.gameId} moved on`);
      await tx
        .delete(gameActions)
        .where(and(eq(gameActions.gameId, args.gameId), sql`${gameActions.version} > ${args.toVersion}`));
    });
  }

  async actions(gameId: string, fromVersion = 0, toVersion = 2_147_483_647): Promise<ActionRow[]> {
    return this.db
      .select()
      .from(gameActions)
      .where(
        and(
          eq(gameActions.gameId, gameId),
          sql`${gameActions.version} > ${fromVersion}`,
          sql`${gameActions.version} <= ${toVersion}`,
        ),
      )
      .orderBy(asc(gameActions.version));
  }

  async records(gameId: string): Promise<ActionRecord[]> {
    const rows = await this.actions(gameId);
    return rows.map((r) => ({ version: r.version, role: r.role, action: r.action }));
  }

  async findByInteraction(interactionId: string): Promise<ActionRow | undefined> {
    const [row] = await this.db.select().from(gameActions).where(eq(gameActions.interactionId, interactionId));
    return row;
  }

  /** Finished games and wins per game kind for a user (in a guild, or everywhere). */
  async stats(userId: string, guildId: string | null): Promise<{ kind: string; games: number; wins: number }[]> {
    const conds = [eq(seats.userId, userId), eq(games.status, 'finished')];
    if (guildId) conds.push(eq(games.guildId, guildId));
    const rows = await this.db
      .select({ kind: games.kind, role: seats.role, result: games.result })
      .from(seats)
      .innerJoin(games, eq(games.id, seats.gameId))
      .where(and(...conds));
    const byKind = new Map<string, { kind: string; games: number; wins: number }>();
    for (const r of rows) {
      const k = byKind.get(r.kind) ?? { kind: r.kind, games: 0, wins: 0 };
      k.games += 1;
      if (r.result?.winners.includes(r.role)) k.wins += 1;
      byKind.set(r.kind, k);
    }
    return [...byKind.values()].sort((a, b) => a.kind.localeCompare(b.kind));
  }

  /** Stores an imported game with its whole log at once. */
  async importGame(
    g: NewGame & {
      state: Record<string, unknown>;
      version: number;
      status: GameStatus;
      result: GameResult | null;
      actions: AppendedAction[];
    },
  ): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.insert(games).values({
        ...gameRow(g),
        state: g.state,
        version: g.version,
        status: g.status,
        result: g.result,
        undoFloor: g.version,
      });
      await tx.insert(seats).values(g.roles.map((role) => ({ gameId: g.id, role, isBot: true })));
      // in pieces, so that the event loop turns between them (PGlite runs in this thread)
      for (let i = 0; i < g.actions.length; i += 200) {
        await tx.insert(gameActions).values(g.actions.slice(i, i + 200).map((a) => ({ gameId: g.id, ...a })));
      }
    });
  }
}
