import type { GameEvent } from '../engine/core/types.js';
import type { ChannelPostsRepo } from '../db/timers-repo.js';
import type { Reply, Response } from './types.js';

/**
 * A calm channel: one table message per game, edited in place; the move log in a thread; a new
 * public post only for what every player must notice. These are the events that make one: a
 * dispute or a battle decided, a phase or a scoring settled, an Issue settled, the end.
 */
const NOTABLE = new Set([
  // La Belle Époque: a Dispute's result (§9), a new Era, VP scoring, the end
  'belle-epoque.log.dispute_begins',
  'belle-epoque.log.dispute_result',
  'belle-epoque.log.era_begins',
  'belle-epoque.log.vp_scored',
  'belle-epoque.log.game_over',
  'belle-epoque.log.game_over_solo',
  // Diplomacy: a phase adjudicated, the end
  'diplomacy.log.phase_resolved',
  'diplomacy.log.game_over',
  // Versailles 1919: an Issue settled or unsettled, unrest breaking out, the end
  'versailles-1919.log.settled',
  'versailles-1919.log.unsettled',
  'versailles-1919.log.insurrection',
  'versailles-1919.log.mutiny',
  'versailles-1919.log.game_end_deck',
  'versailles-1919.log.game_end_rush',
  'versailles-1919.log.game_end_stalemate',
  // 1701: a battle, a siege or a state decided, the end
  'succession-1701.log.battle_ended',
  'succession-1701.log.town_captured',
  'succession-1701.log.storm_succeeded',
  'succession-1701.log.state_surrendered',
  'succession-1701.log.citystate_surrenders',
  'succession-1701.log.alliance_made',
  'succession-1701.log.sudden_death',
  'succession-1701.log.game_over',
]);

export function isNotable(e: GameEvent): boolean {
  return e.audience === 'public' && NOTABLE.has(e.key);
}

/**
 * The table message and log thread of each game per channel, as the console table remembers them
 * (whether it has posted one), and as deliveryOf counts posts. The Discord transport keeps the real
 * message and thread ids in Postgres instead (`channel_posts`), so they survive a restart.
 */
export class TableMemory {
  private readonly tables = new Set<string>();
  private readonly threads = new Set<string>();

  private static key(channelId: string, gameId: string): string {
    return `${channelId}:${gameId}`;
  }

  table(channelId: string, gameId: string): boolean {
    return this.tables.has(TableMemory.key(channelId, gameId));
  }

  setTable(channelId: string, gameId: string): void {
    this.tables.add(TableMemory.key(channelId, gameId));
  }

  thread(channelId: string, gameId: string): boolean {
    return this.threads.has(TableMemory.key(channelId, gameId));
  }

  setThread(channelId: string, gameId: string): void {
    this.threads.add(TableMemory.key(channelId, gameId));
  }
}

/** How a response lands in the channel: new public posts, table edits, log-thread posts. */
export interface Delivery {
  /** New public messages in the channel. */
  posts: number;
  /** Table messages edited in place. */
  edits: number;
  /** Messages in the log thread. */
  logPosts: number;
}

/**
 * Counts what a response does to a channel, remembering table messages as a transport does (the
 * measure of public posts per turn: scripts/public-posts.ts and tests/bot/calm-channel.test.ts).
 */
export function deliveryOf(res: Response, channelId: string, memory: TableMemory): Delivery {
  const d: Delivery = { posts: 0, edits: 0, logPosts: 0 };
  for (const r of res.replies as Reply[]) {
    if (r.ephemeral) continue;
    if (r.table && memory.table(channelId, r.table)) d.edits += 1;
    else {
      d.posts += 1;
      if (r.table) memory.setTable(channelId, r.table);
    }
  }
  if (res.log?.lines.length) d.logPosts += 1;
  return d;
}

/**
 * Edit or post, decided by the platform for a transport that keeps real messages: a game's table
 * message is edited once it has been posted in a channel, and its log goes to one thread per channel.
 * The ids live in Postgres (`channel_posts`), so a restart or a deploy carries on with the same ones.
 */
export class ChannelPosts {
  constructor(private readonly repo: ChannelPostsRepo) {}

  /** The message to edit for this reply, or null: post it (not a public table message, or the first one here). */
  async editTarget(channelId: string, r: Reply): Promise<string | null> {
    if (!r.table || r.ephemeral) return null;
    return (await this.repo.get(r.table, channelId, 'table')) ?? null;
  }

  /** A reply was posted: if it is a game's table message, later ones edit it. */
  async posted(channelId: string, r: Reply, messageId: string | undefined): Promise<void> {
    if (r.table && !r.ephemeral && messageId) await this.repo.set(r.table, channelId, 'table', messageId);
  }

  /** The table message could not be edited (deleted, no rights): the next one is posted anew. */
  async editFailed(channelId: string, gameId: string): Promise<void> {
    await this.repo.forget(gameId, channelId, 'table');
  }

  /** The game's log thread in this channel, if one was opened. */
  async logThread(gameId: string, channelId: string): Promise<string | null> {
    return (await this.repo.get(gameId, channelId, 'thread')) ?? null;
  }

  async logThreadOpened(gameId: string, channelId: string, threadId: string): Promise<void> {
    await this.repo.set(gameId, channelId, 'thread', threadId);
  }
}
