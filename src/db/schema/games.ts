import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { GameResult } from '../../engine/core/types.js';

/** Per-table settings a game carries: deadlines, reminders, the table's choices. */
export interface GameSettings {
  /** Minutes a role has to act before its default action is applied (null: no deadline). */
  deadlineMinutes?: number | null;
  /** Per-phase deadlines: a step containing the key gets these minutes (e.g. `{ retreat: 360 }`). */
  phaseDeadlines?: Record<string, number>;
  /** Minutes before the deadline when the players who still owe an action are nudged. */
  reminderMinutes?: number | null;
  /** Hand a seat whose deadline passes to a bot instead of applying the default action. */
  botOnTimeout?: boolean;
  /** Deadline paused (remaining minutes kept). */
  paused?: boolean;
  pausedRemainingMs?: number | null;
  /** Post the replay (`/game replay`) with the result when the game ends (`/game replay auto:true`). */
  replayAtEnd?: boolean;
  /** Came in through `/game import` (recorded, never rated: nobody at this table played it). */
  imported?: boolean;
}

export type GameStatus = 'lobby' | 'active' | 'paused' | 'finished' | 'abandoned';

/** One game at one table. `state` is a cache of setup + the action log (STYLE §8). */
export const games = pgTable(
  'games',
  {
    id: text().primaryKey(),
    kind: text().notNull(),
    guildId: text(),
    channelId: text().notNull(),
    status: text().$type<GameStatus>().notNull().default('lobby'),
    options: jsonb().$type<Record<string, unknown>>().notNull(),
    seed: text().notNull(),
    engineVersion: text().notNull(),
    state: jsonb().$type<Record<string, unknown>>(),
    version: integer().notNull().default(0),
    createdBy: text().notNull(),
    settings: jsonb().$type<GameSettings>().notNull().default({}),
    result: jsonb().$type<GameResult>(),
    /** Version after the last die roll or reveal: undo may not go back past it. */
    undoFloor: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.channelId, t.status), index().on(t.guildId, t.status)],
);
