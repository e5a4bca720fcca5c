import type { RESTPostAPIChatInputApplicationCommandsJSONBody } from 'discord-api-types/v10';
import type { GameRegistry } from '../engine/registry.js';
import type { Locale, Texts } from './i18n/index.js';
import type { RecordsRepo } from '../db/records-repo.js';
import type { PrefsRepo, ThreadsRepo, TimersRepo } from '../db/timers-repo.js';
import type { ChannelPosts } from './calm.js';
import type { Clock, Scheduler } from './scheduler.js';
import type { Admin } from './admin.js';
import type { Play } from './play.js';
import type { LoadedGame, Table } from './table.js';
import type { Context, Embed, Response } from './types.js';

/** Everything a handler may use. Commands glue these together and hold no rules (STYLE §9). */
export interface Services {
  /** lobby and seats: which game a request means, create, join */
  table: Table;
  /** start, act, bots */
  play: Play;
  /** undo, rollback, verify, import, engine-version reconciliation */
  admin: Admin;
  registry: GameRegistry;
  texts: Texts;
  uis: Map<string, GameUi>;
  /** Render map images (off in some load tests). */
  images: boolean;
  timers: TimersRepo;
  prefs: PrefsRepo;
  threads: ThreadsRepo;
  /** The calm channel's table message and log thread per game (kept across restarts). */
  posts: ChannelPosts;
  scheduler: Scheduler;
  clock: Clock;
  /** Recorded games and ratings per server (`/game stats`, `/game leaderboard`). */
  records: RecordsRepo;
}

/** One slash command: its definition (plain data) and thin handlers. */
export interface ChatCommand {
  data: RESTPostAPIChatInputApplicationCommandsJSONBody;
  /** Component and modal custom ids starting with `<prefix>:` are routed here. */
  prefixes?: string[];
  /** Default visibility of the reply, used when the interaction is deferred. */
  ephemeral?: boolean | ((ctx: Context) => boolean);
  /** Answers fast without I/O: never deferred. */
  instant?: boolean;
  execute(ctx: Context, s: Services): Promise<Response>;
  autocomplete?(ctx: Context, s: Services): Promise<Response>;
  component?(ctx: Context, s: Services): Promise<Response>;
  modal?(ctx: Context, s: Services): Promise<Response>;
}

/**
 * What a game adds to the table beyond its engine: its own slash command (e.g. `/lbe`), its map,
 * and its status embed. All optional: the generic `/play` command works for every game.
 */
export interface GameUi {
  slug: string;
  command?: ChatCommand;
  /** The public map from the observer view (or a role's view for a private detail). */
  renderMap?(view: unknown, opts: { locale: Locale; detail?: string }): Promise<Buffer>;
  /**
   * The board for the chat (issue #30): a landscape image that reads in Discord's inline box (about
   * 550×350), from the observer view; `before` is the view before the move (where the action was),
   * `banner` a finished game's outcome. The table posts it instead of the full board (renderMap), which
   * is one click away (the "Full board" button) and comes with it on the final post.
   */
  renderInline?(view: unknown, opts: { locale: Locale; before?: unknown; banner?: string }): Promise<Buffer>;
  /** The game's rules allow private negotiation (`/game talk` opens a private thread). */
  privateTalk?: boolean;
  /**
   * Where a card is in a running game, for `/rules card`: only the category, never whose hand.
   * Gets the full state (the platform is trusted) and the card's ids (engine per-copy ids included).
   */
  cardLocation?(state: unknown, cardIds: string[]): 'deck' | 'discard' | 'played' | 'out' | 'unknown';
  /**
   * The game's names in texts (cards, places, Powers instead of their ids): wraps `ctx.t` for this
   * game's keys. Used by `/game history`; gets the current state (the platform is trusted).
   */
  naming?(ctx: Context, state: unknown): Context;
  /** A status embed from the observer view. */
  statusEmbed?(view: unknown, locale: Locale): Embed;
  /**
   * Asked by the shared paths (`/play`, the "What can I do?" menu) before they apply a seat's action:
   * a reply instead of applying it (e.g. Diplomacy's "ready" with orders missing, which the player must
   * confirm with the game's own command), or null to go on.
   */
  beforeApply?(ctx: Context, game: LoadedGame, role: string, action: unknown): Response | null;
}
