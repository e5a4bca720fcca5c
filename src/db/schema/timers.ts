import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { games } from './games.js';

/**
 * Deadlines and reminders live in Postgres and are claimed by whichever process is running
 * (restart-safe, and safe with several shards). `forVersion` is the game version the timer was set
 * for: a deadline whose game moved on in the meantime does nothing.
 */
export const timers = pgTable(
  'timers',
  {
    id: serial().primaryKey(),
    gameId: text()
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    kind: text().$type<'deadline' | 'reminder'>().notNull(),
    dueAt: timestamp({ withTimezone: true }).notNull(),
    forVersion: integer().notNull(),
    /** Process that leased the timer, and when (a lease older than the lease time may be taken over). */
    claimedBy: text(),
    claimedAt: timestamp({ withTimezone: true }),
    firedAt: timestamp({ withTimezone: true }),
    /** Set when pausing cancelled it. */
    cancelledAt: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.dueAt), index().on(t.gameId)],
);

/** What a user asked of the bot: no mentions in reminders, and whether their DMs are closed. */
export const userPrefs = pgTable('user_prefs', {
  userId: text().primaryKey(),
  mentions: boolean().notNull().default(true),
  dmsClosed: boolean().notNull().default(false),
  /** Private messages kept for the user's next interaction when their DMs are closed. */
  pending: text(),
});

/** Private negotiation threads opened with `/game talk`. */
export const gameThreads = pgTable('game_threads', {
  id: serial().primaryKey(),
  gameId: text()
    .notNull()
    .references(() => games.id, { onDelete: 'cascade' }),
  threadId: text(),
  roles: text().array().notNull(),
  createdBy: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
