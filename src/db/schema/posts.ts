import { pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { games } from './games.js';

/**
 * The messages a calm channel keeps per game (src/bot/calm.ts): the table message edited in place
 * and the log thread. Kept in Postgres, not in a process's memory, so a restart, a deploy or another
 * host carries on editing the same message and posting into the same thread instead of opening new
 * ones.
 */
export const channelPosts = pgTable(
  'channel_posts',
  {
    gameId: text()
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    channelId: text().notNull(),
    kind: text().$type<'table' | 'thread'>().notNull(),
    /** the table message's id, or the thread's channel id */
    messageId: text().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.gameId, t.channelId, t.kind] })],
);
