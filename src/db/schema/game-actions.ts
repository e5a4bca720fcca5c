import { integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { GameEvent } from '../../engine/core/types.js';
import { games } from './games.js';

/**
 * The append-only action log. `version` is the state version the action produced, so versions of a
 * game are 1..n without gaps (the primary key refuses a double). `interactionId` makes a Discord
 * interaction apply at most once.
 */
export const gameActions = pgTable(
  'game_actions',
  {
    gameId: text()
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    version: integer().notNull(),
    role: text().notNull(),
    action: jsonb().$type<unknown>().notNull(),
    events: jsonb().$type<GameEvent[]>().notNull().default([]),
    userId: text(),
    interactionId: text(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.gameId, t.version] }), uniqueIndex().on(t.interactionId)],
);
