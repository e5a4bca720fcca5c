import { and, eq, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from './client.js';
import { channelPosts, games, gameThreads, timers, userPrefs } from './schema/index.js';

export type TimerRow = typeof timers.$inferSelect;

/**
 * "Now" for a timer query: an instant, or null for the database's own clock (`now()` in the query), which
 * is what decides when timers are due in a running bot whatever each process's clock says; tests that
 * drive time pass their controlled clock's instants.
 */
export type TimerNow = Date | null;

const at = (now: TimerNow): Date | SQL => now ?? sql`now()`;
const after = (now: TimerNow, ms: number): Date | SQL =>
  now ? new Date(now.getTime() + ms) : sql`now() + (${ms} * interval '1 millisecond')`;

/** Timers are claimed with `FOR UPDATE SKIP LOCKED`, so each due timer goes to exactly one process. */
export class TimersRepo {
  constructor(private readonly db: Db) {}

  /** The database's clock. */
  async databaseNow(): Promise<Date> {
    const res = await this.db.execute<{ ms: string | number }>(
      sql`select extract(epoch from clock_timestamp()) * 1000 as ms`,
    );
    const rows = ('rows' in res ? res.rows : res) as { ms: string | number }[];
    return new Date(Number(rows[0]!.ms));
  }

  /**
   * Cancels the game's pending timers and sets new ones (a new deadline and its reminder), each due
   * `inMs` after `now`. Returns the new timers.
   */
  async replace(
    gameId: string,
    next: { kind: 'deadline' | 'reminder'; inMs: number; forVersion: number }[],
    now: TimerNow,
  ): Promise<TimerRow[]> {
    return this.db.transaction(async (tx) => {
      // One replace at a time per game: two commits landing together would otherwise each cancel
      // the old timers and insert their own, leaving two pending deadlines (the second fires again).
      await tx.select({ id: games.id }).from(games).where(eq(games.id, gameId)).for('update');
      await tx
        .update(timers)
        .set({ cancelledAt: at(now) })
        .where(and(eq(timers.gameId, gameId), isNull(timers.firedAt), isNull(timers.cancelledAt)));
      if (next.length === 0) return [];
      return tx
        .insert(timers)
        .values(next.map((n) => ({ gameId, kind: n.kind, forVersion: n.forVersion, dueAt: after(now, n.inMs) })))
        .returning();
    });
  }

  async cancelAll(gameId: string, now: TimerNow): Promise<void> {
    await this.replace(gameId, [], now);
  }

  /**
   * Active games with deadlines (not paused) and no pending deadline: what a crash between a commit
   * and its timers leaves behind. The scheduler checks each and sets the missing deadline.
   */
  async gamesMissingDeadline(kinds: string[], limit = 20): Promise<string[]> {
    if (kinds.length === 0) return [];
    const rows = await this.db
      .select({ id: games.id })
      .from(games)
      .where(
        and(
          eq(games.status, 'active'),
          inArray(games.kind, kinds),
          sql`(${games.settings}->>'deadlineMinutes' is not null or ${games.settings} ? 'phaseDeadlines')`,
          sql`coalesce((${games.settings}->>'paused')::boolean, false) = false`,
          sql`not exists (select 1 from ${timers} where ${timers.gameId} = ${games.id} and ${timers.kind} = 'deadline' and ${timers.firedAt} is null and ${timers.cancelledAt} is null)`,
        ),
      )
      .limit(limit);
    return rows.map((r) => r.id);
  }

  async pending(gameId: string): Promise<TimerRow[]> {
    return this.db
      .select()
      .from(timers)
      .where(and(eq(timers.gameId, gameId), isNull(timers.firedAt), isNull(timers.cancelledAt)))
      .orderBy(timers.dueAt);
  }

  /** Moves the game's pending timers by `ms`. */
  async shift(gameId: string, ms: number): Promise<void> {
    await this.db
      .update(timers)
      .set({ dueAt: sql`${timers.dueAt} + (${ms} * interval '1 millisecond')` })
      .where(and(eq(timers.gameId, gameId), isNull(timers.firedAt), isNull(timers.cancelledAt)));
  }

  /**
   * Claims due timers for `owner`: unclaimed ones, or ones whose lease (`leaseMs`) ran out because
   * their process died, of games whose kind is one of `kinds` (a game of a kind this build does not
   * have waits for a build that has it). Returns the claimed rows.
   */
  async claimDue(owner: string, now: TimerNow, leaseMs: number, kinds: string[], limit = 20): Promise<TimerRow[]> {
    if (kinds.length === 0) return [];
    const staleBefore = after(now, -leaseMs);
    return this.db.transaction(async (tx) => {
      const due = await tx
        .select({ id: timers.id })
        .from(timers)
        .where(
          and(
            isNull(timers.firedAt),
            isNull(timers.cancelledAt),
            lte(timers.dueAt, at(now)),
            or(isNull(timers.claimedAt), lte(timers.claimedAt, staleBefore)),
            inArray(timers.gameId, tx.select({ id: games.id }).from(games).where(inArray(games.kind, kinds))),
          ),
        )
        .orderBy(timers.dueAt)
        .limit(limit)
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      return tx
        .update(timers)
        .set({ claimedBy: owner, claimedAt: at(now) })
        .where(
          inArray(
            timers.id,
            due.map((d) => d.id),
          ),
        )
        .returning();
    });
  }

  /** Marks a claimed timer done; false if another process had taken it over meanwhile. */
  async markFired(id: number, owner: string, now: TimerNow, opts: { onlyIfLive?: boolean } = {}): Promise<boolean> {
    const conds = [eq(timers.id, id), eq(timers.claimedBy, owner), isNull(timers.firedAt)];
    // A reminder whose game moved on meanwhile (its timers were replaced) must not fire.
    if (opts.onlyIfLive) conds.push(isNull(timers.cancelledAt));
    const rows = await this.db
      .update(timers)
      .set({ firedAt: at(now) })
      .where(and(...conds))
      .returning({ id: timers.id });
    return rows.length === 1;
  }

  async fired(gameId: string): Promise<TimerRow[]> {
    return this.db
      .select()
      .from(timers)
      .where(and(eq(timers.gameId, gameId), sql`${timers.firedAt} is not null`));
  }
}

export type PrefsRow = typeof userPrefs.$inferSelect;

export class PrefsRepo {
  constructor(private readonly db: Db) {}

  async get(userId: string): Promise<PrefsRow | undefined> {
    const [row] = await this.db.select().from(userPrefs).where(eq(userPrefs.userId, userId));
    return row;
  }

  async many(userIds: string[]): Promise<PrefsRow[]> {
    if (userIds.length === 0) return [];
    return this.db.select().from(userPrefs).where(inArray(userPrefs.userId, userIds));
  }

  async setMentions(userId: string, mentions: boolean): Promise<void> {
    await this.db
      .insert(userPrefs)
      .values({ userId, mentions })
      .onConflictDoUpdate({ target: userPrefs.userId, set: { mentions } });
  }

  /** DMs closed: keep the text for the user's next interaction. */
  async keepPending(userId: string, text: string): Promise<void> {
    const cur = await this.get(userId);
    const pending = [cur?.pending, text].filter(Boolean).join('\n').slice(-3800);
    await this.db
      .insert(userPrefs)
      .values({ userId, dmsClosed: true, pending })
      .onConflictDoUpdate({ target: userPrefs.userId, set: { dmsClosed: true, pending } });
  }

  /** Takes (and clears) the messages kept for a user. */
  async takePending(userId: string): Promise<string | null> {
    // Nearly always nothing is kept: one indexed read, and a transaction only when there is.
    const [kept] = await this.db
      .select({ userId: userPrefs.userId })
      .from(userPrefs)
      .where(and(eq(userPrefs.userId, userId), sql`${userPrefs.pending} is not null`));
    if (!kept) return null;
    return this.db.transaction(async (tx) => {
      const [row] = await tx.select().from(userPrefs).where(eq(userPrefs.userId, userId)).for('update');
      if (!row?.pending) return null;
      await tx.update(userPrefs).set({ pending: null }).where(eq(userPrefs.userId, userId));
      return row.pending;
    });
  }
}

export class ThreadsRepo {
  constructor(private readonly db: Db) {}

  async add(gameId: string, roles: string[], createdBy: string, threadId: string | null): Promise<void> {
    await this.db.insert(gameThreads).values({ gameId, roles: [...roles].sort(), createdBy, threadId });
  }

  async list(gameId: string) {
    return this.db.select().from(gameThreads).where(eq(gameThreads.gameId, gameId));
  }
}

/** The calm channel's messages per game and channel (table message, log thread), kept across restarts. */
export class ChannelPostsRepo {
  constructor(private readonly db: Db) {}

  async get(gameId: string, channelId: string, kind: 'table' | 'thread'): Promise<string | undefined> {
    const rows = await this.db
      .select({ messageId: channelPosts.messageId })
      .from(channelPosts)
      .where(and(eq(channelPosts.gameId, gameId), eq(channelPosts.channelId, channelId), eq(channelPosts.kind, kind)));
    return rows[0]?.messageId;
  }

  async set(gameId: string, channelId: string, kind: 'table' | 'thread', messageId: string): Promise<void> {
    await this.db
      .insert(channelPosts)
      .values({ gameId, channelId, kind, messageId })
      .onConflictDoUpdate({
        target: [channelPosts.gameId, channelPosts.channelId, channelPosts.kind],
        set: { messageId, updatedAt: sql`now()` },
      });
  }

  async forget(gameId: string, channelId: string, kind: 'table' | 'thread'): Promise<void> {
    await this.db
      .delete(channelPosts)
      .where(and(eq(channelPosts.gameId, gameId), eq(channelPosts.channelId, channelId), eq(channelPosts.kind, kind)));
  }
}
