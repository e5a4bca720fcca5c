import type { Locale } from './i18n/index.js';
import type { ChatCommand } from './command.js';
import type { Context, Embed } from './types.js';

/**
 * What a game adds to the table beyond its engine: its own slash command (e.g. `/lbe`), its map,
 * and its status embed. All optional: the generic `/play` command works for every game.
 */
export interface GameUi {
  slug: string;
  command?: ChatCommand;
  /** The public map from the observer view (or a role's view for a private detail). */
  renderMap?(view: unknown, opts: { locale: Locale; detail?: string }): Promise<Buffer>;
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
}
