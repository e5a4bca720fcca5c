import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { GameResult } from '../../engine/core/types.js';

/** One player of a recorded game: the roles they held, how they did, and who they are for the ratings. */
export interface RecordSeat {
  /** the roles this player held (several in La Belle Époque with 2–3 players, small Diplomacy set-ups) */
  roles: string[];
  /** rating entity: `user:<id>`, or `bot:<kind>:<level>` for the game's computer player at that level */
  entity: string;
  userId: string | null;
  userName: string | null;
  bot: string | null;
  /** 1 is best; equal ranks are a tie (a draw, a shared win) */
  rank: number;
}

/** One role's figures in a recorded game. */
export interface RecordRole {
  role: string;
  outcome: 'win' | 'draw' | 'loss';
  /** Diplomacy: still on the board at the end; null where a game has no elimination */
  survived: boolean | null;
  /** Diplomacy: centres; La Belle Époque, Versailles 1919, 1701: VP or points; null when unknown */
  figure: number | null;
}

/**
 * Every game of a server that ended (issue #33): finished by its rules, ended by its game master, or
 * abandoned after it started. `seq` is the order in which records were written, and the order in which
 * the ratings take them: recomputing from the records in `seq` order gives the stored ratings.
 */
export const gameRecords = pgTable(
  'game_records',
  {
    seq: serial().primaryKey(),
    gameId: text().notNull().unique(),
    /** null: a DM game (recorded for the player's own record, never rated) */
    guildId: text(),
    kind: text().notNull(),
    variant: text().notNull(),
    outcome: text().$type<'finished' | 'ended' | 'abandoned'>().notNull(),
    /** null when rated, else why not: imported, abandoned, ended, solo, dm, one_player */
    unrated: text(),
    imported: boolean().notNull().default(false),
    /** how it ended: the result's reason, or a solo game's victory level */
    level: text(),
    result: jsonb().$type<GameResult>(),
    seats: jsonb().$type<RecordSeat[]>().notNull(),
    roles: jsonb().$type<RecordRole[]>().notNull(),
    /** moves in the log, and the year (Diplomacy) or turn the game ended in */
    actions: integer().notNull(),
    endedAt: integer(),
    finishedAt: timestamp({ withTimezone: true }).notNull(),
    recordedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.guildId, t.kind)],
);

/** The current OpenSkill rating of each entity per server and game (a fold of the rated records). */
export const ratings = pgTable(
  'ratings',
  {
    guildId: text().notNull(),
    kind: text().notNull(),
    entity: text().notNull(),
    name: text(),
    mu: doublePrecision().notNull(),
    sigma: doublePrecision().notNull(),
    games: integer().notNull(),
    wins: integer().notNull(),
    /** the last record (seq) folded in */
    throughSeq: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.guildId, t.kind, t.entity] })],
);

/** Players who asked to be left out of the leaderboards (they are still rated, never listed). */
export const leaderboardOptOuts = pgTable('leaderboard_opt_outs', {
  userId: text().primaryKey(),
  at: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
