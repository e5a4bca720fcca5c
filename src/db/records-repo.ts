/**
 * Records and ratings in Postgres (issue #33). `sync` records every game of a server (or of the DMs)
 * that ended and has no record yet, in the order the games ended, and folds the rated ones into the
 * server's ratings, all in one transaction under a per-server advisory lock (two shards syncing at once
 * record each game once). It runs when a game ends and before any read, so a read always sees every
 * ended game.
 */
import { and, asc, count, eq, inArray, isNull, notExists, sql } from 'drizzle-orm';
import type { AnyGameModule, BaseState } from '../engine/core/types.js';
import type { GameRegistry } from '../engine/registry.js';
import { buildRecord } from '../bot/records/record.js';
import { applyGame, type RatingRow } from '../bot/records/ratings.js';
import type { Db } from './client.js';
import { gameActions, gameRecords, games, leaderboardOptOuts, ratings, seats } from './schema/index.js';

export type GameRecordRow = typeof gameRecords.$inferSelect;
export type RatingDbRow = typeof ratings.$inferSelect;

/** A server's key in the ratings table. DM games are never rated, so every key is a server id. */
const guildKey = (guildId: string) => guildId;

export class RecordsRepo {
  constructor(
    private readonly db: Db,
    private readonly registry: GameRegistry,
  ) {}

  /** Records the ended games of a server (null: the DMs) that have no record yet; returns how many. */
  async sync(guildId: string | null): Promise<number> {
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`records:${guildId ?? '-'}`}))`);
      const where = and(
        guildId === null ? isNull(games.guildId) : eq(games.guildId, guildId),
        inArray(games.status, ['finished', 'abandoned']),
        // an abandoned lobby never started: not a game
        sql`${games.state} is not null`,
        notExists(tx.select({ one: sql`1` }).from(gameRecords).where(eq(gameRecords.gameId, games.id))),
      );
      const rows = await tx
        .select()
        .from(games)
        .where(where)
        .orderBy(asc(sql`coalesce(${games.finishedAt}, ${games.updatedAt})`), asc(games.id));
      let n = 0;
      const tables = new Map<string, Map<string, RatingRow>>();
      for (const g of rows) {
        const module = this.registry.get(g.kind) as AnyGameModule | undefined;
        if (!module) continue; // a kind this build does not have: recorded by a build that has it
        const seatRows = await tx.select().from(seats).where(eq(seats.gameId, g.id));
        const [{ n: actions } = { n: 0 }] = await tx
          .select({ n: count() })
          .from(gameActions)
          .where(eq(gameActions.gameId, g.id));
        const rec = buildRecord({
          module,
          game: {
            id: g.id,
            guildId: g.guildId,
            status: g.status as 'finished' | 'abandoned',
            options: g.options,
            result: g.result ?? null,
            imported: g.settings?.imported === true,
          },
          seats: seatRows,
          state: g.state as unknown as BaseState | null,
          actions: Number(actions),
        });
        const [inserted] = await tx
          .insert(gameRecords)
          .values({ ...rec, finishedAt: g.finishedAt ?? g.updatedAt })
          .returning({ seq: gameRecords.seq });
        n += 1;
        if (rec.unrated !== null || !rec.guildId || !inserted) continue;
        const key = `${rec.kind}`;
        let table = tables.get(key);
        if (!table) {
          table = new Map(
            (
              await tx
                .select()
                .from(ratings)
                .where(and(eq(ratings.guildId, guildKey(rec.guildId)), eq(ratings.kind, rec.kind)))
            ).map((r) => [r.entity, r]),
          );
          tables.set(key, table);
        }
        const before = new Map([...table].map(([k, v]) => [k, v.throughSeq]));
        applyGame(table, { seq: inserted.seq, seats: rec.seats });
        for (const [entity, r] of table) {
          if (before.get(entity) === r.throughSeq) continue;
          await tx
            .insert(ratings)
            .values({ guildId: guildKey(rec.guildId), kind: rec.kind, ...r, entity })
            .onConflictDoUpdate({
              target: [ratings.guildId, ratings.kind, ratings.entity],
              set: { name: r.name, mu: r.mu, sigma: r.sigma, games: r.games, wins: r.wins, throughSeq: r.throughSeq },
            });
        }
      }
      return n;
    });
  }

  /** A server's records (null: the DMs), oldest first; one game only with `kind`. */
  async list(guildId: string | null, kind?: string): Promise<GameRecordRow[]> {
    const conds = [guildId === null ? isNull(gameRecords.guildId) : eq(gameRecords.guildId, guildId)];
    if (kind) conds.push(eq(gameRecords.kind, kind));
    return this.db
      .select()
      .from(gameRecords)
      .where(and(...conds))
      .orderBy(asc(gameRecords.seq));
  }

  /** A server's ratings in one game. */
  async ratings(guildId: string, kind: string): Promise<RatingDbRow[]> {
    return this.db
      .select()
      .from(ratings)
      .where(and(eq(ratings.guildId, guildKey(guildId)), eq(ratings.kind, kind)));
  }

  async setHidden(userId: string, hidden: boolean): Promise<void> {
    if (hidden) await this.db.insert(leaderboardOptOuts).values({ userId }).onConflictDoNothing();
    else await this.db.delete(leaderboardOptOuts).where(eq(leaderboardOptOuts.userId, userId));
  }

  /** Which of these users asked to be left out of the leaderboards. */
  async hidden(userIds: string[]): Promise<Set<string>> {
    if (userIds.length === 0) return new Set();
    const rows = await this.db
      .select({ userId: leaderboardOptOuts.userId })
      .from(leaderboardOptOuts)
      .where(inArray(leaderboardOptOuts.userId, userIds));
    return new Set(rows.map((r) => r.userId));
  }
}
