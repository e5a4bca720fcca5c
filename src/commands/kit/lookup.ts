// Small pieces every game command shares: finding the game to show, and autocomplete choices.
import type { Services } from '../../bot/command.js';
import { optString } from '../../bot/options.js';
import { roleLabel } from '../../bot/roles.js';
import type { LoadedGame } from '../../bot/table.js';
import { Refusal, type Context } from '../../bot/types.js';
import { cut } from '../../bot/pages.js';

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
    .map(([value, name]) => ({ name: cut(name, 100), value }))
    .filter((c) => !typed || fold(c.name).includes(typed) || fold(c.value).includes(typed))
    .slice(0, 25);
}

/** Choices for a `game:` id option: this channel's open games, filtered by what was typed. */
export async function autocompleteGame(ctx: Context, s: Services): Promise<{ name: string; value: string }[]> {
  if (ctx.req.focused === 'seat') {
    try {
      const game = await s.table.resolve(ctx.req, optString(ctx, 'game'), ['lobby', 'active', 'paused']);
      return game.seats.map((x) => ({
        name: `${roleLabel(ctx, game.module.slug, x.role)} — ${x.isBot ? 'bot' : (x.userName ?? '—')}`.slice(0, 100),
        value: x.role,
      }));
    } catch {
      return [];
    }
  }
  if (ctx.req.focused === 'role') {
    const id = optString(ctx, 'game');
    try {
      const game = await s.table.resolve(ctx.req, id, ['lobby']);
      return game.seats
        .filter((x) => !x.userId && !x.isBot)
        .map((x) => ({ name: roleLabel(ctx, game.module.slug, x.role), value: x.role }));
    } catch {
      return [];
    }
  }
  const typed = String(ctx.req.options[ctx.req.focused ?? 'game'] ?? '').toLowerCase();
  const rows = await s.table.listHere(ctx.req, ['lobby', 'active']);
  return rows
    .filter((r) => r.id.includes(typed) || r.kind.includes(typed))
    .slice(0, 25)
    .map((r) => {
      const module = s.registry.get(r.kind);
      const state = module ? ctx.t(`status.${r.status}`) : ctx.t('status.unavailable');
      return { name: `${r.id} — ${module?.title[ctx.locale] ?? r.kind} (${state})`, value: r.id };
    });
}
