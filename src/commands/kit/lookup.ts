// Small pieces every game command shares: finding the game to show, and autocomplete choices.
import type { Services } from '../../bot/command.js';
import { optString } from '../../bot/options.js';
import type { LoadedGame } from '../../bot/table.js';
import { Refusal, type Context } from '../../bot/types.js';

/** Lower case without accents, for matching what was typed. */
export function fold(s: string): string {
  return s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

/**
 * The game to show: the channel's (or the named) running one, else the channel's finished one, so
 * the final board and history stay at hand. `ours` refuses another kind of game.
 */
export async function resolveForView(
  ctx: Context,
  s: Services,
  ours: (ctx: Context, game: LoadedGame) => LoadedGame,
): Promise<LoadedGame> {
  try {
    return ours(ctx, await s.table.resolve(ctx.req, optString(ctx, 'game'), ['active', 'paused']));
  } catch (e) {
    if (e instanceof Refusal && e.key === 'error.no_game_here')
      return ours(ctx, await s.table.resolve(ctx.req, undefined, ['finished']));
    throw e;
  }
}

/** Autocomplete choices from value → label, kept when the typed text is in either, at most 25. */
export function choicesFrom(values: Iterable<[string, string]>, typed: string): { name: string; value: string }[] {
  return [...values]
    .map(([value, name]) => ({ name: clip(name, 100), value }))
    .filter((c) => !typed || fold(c.name).includes(typed) || fold(c.value).includes(typed))
    .slice(0, 25);
}

/** `text` within `max` characters (a Discord limit): cut with a visible `…` when it does not fit, never silently. */
export function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}
