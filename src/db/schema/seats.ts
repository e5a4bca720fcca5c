import { boolean, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { games } from './games.js';

/** Who sits in which role: a Discord user, a bot, or nobody yet. */
export const seats = pgTable(
  'seats',
  {
    gameId: text()
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    role: text().notNull(),
    userId: text(),
    userName: text(),
    isBot: boolean().notNull().default(false),
    joinedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.gameId, t.role] })],
);
