/**
 * `/game replay [game:<id>] [auto:<on|off>]`: a game told as an animated GIF, one frame per completed
 * phase (src/bot/replay/). Anyone who may see the game may ask for it; a running game's replay stops at
 * its last completed phase and shows only what was public then. `auto` (game master) is the table's
 * option to post the replay with the result when the game ends.
 */
import { ApplicationCommandOptionType, type APIApplicationCommandSubcommandOption } from 'discord-api-types/v10';
import type { Services } from '../bot/command.js';
import { optString } from '../bot/options.js';
import { namedContext } from '../bot/present.js';
import { captionText } from '../bot/replay/caption.js';
import { hasReplay, replayFrames, type FrameSpec } from '../bot/replay/frames.js';
import { encodeReplay, type ReplayGif, type ReplayOptions } from '../bot/replay/gif.js';
import type { LoadedGame } from '../bot/table.js';
import { Refusal, type Context, type Reply, type Response } from '../bot/types.js';
import { renderResultsMap } from './diplomacy/present.js';
import { requireGameMaster } from './game-admin.js';
import { recordsEn, recordsIt } from '../bot/i18n/records.js';

const T = recordsEn.records_cmd;
const I = recordsIt.records_cmd;

export const replaySub: APIApplicationCommandSubcommandOption = {
  name: 'replay',
  description: T.replay,
  description_localizations: { it: I.replay },
  type: ApplicationCommandOptionType.Subcommand,
  options: [
    {
      name: 'game',
      description: T.opt_game_any,
      description_localizations: { it: I.opt_game_any },
      type: ApplicationCommandOptionType.String,
      required: false,
      autocomplete: true,
    },
    {
      name: 'auto',
      description: T.opt_auto,
      description_localizations: { it: I.opt_auto },
      type: ApplicationCommandOptionType.Boolean,
      required: false,
    },
  ],
};

/** The replay of a loaded game as a GIF, drawn for the requester's language. */
export async function buildReplay(
  ctx: Context,
  s: Pick<Services, 'uis' | 'table'>,
  game: LoadedGame,
  opts: ReplayOptions = {},
): Promise<ReplayGif | null> {
  const slug = game.module.slug;
  const ui = s.uis.get(slug);
  if (!hasReplay(slug) || !ui?.renderMap) return null;
  const records = await s.table.records(game.row.id);
  const finished = game.row.status === 'finished';
  const specs = replayFrames(
    game.module,
    { kind: game.row.kind, seed: game.row.seed, options: game.row.options, engineVersion: game.row.engineVersion },
    records,
    finished,
  );
  // names of cards, places and Powers from the game's naming (the state only names things)
  const named = namedContext(ctx, s, game);
  const draw = (f: FrameSpec) =>
    f.kind === 'orders' ? renderResultsMap(f.phase, ctx.locale) : ui.renderMap!(f.view, { locale: ctx.locale });
  return encodeReplay(specs, draw, (f) => captionText(ctx, named, slug, f), opts);
}

/** The reply that carries a replay. */
export function replayReply(ctx: Context, game: LoadedGame, gif: ReplayGif): Reply {
  const key = game.row.status === 'finished' ? 'replay.posted' : 'replay.posted_running';
  const thinned = gif.frames < gif.of ? ` ${ctx.t('replay.thinned', { n: gif.frames, of: gif.of })}` : '';
  return {
    content: `${ctx.t(key, { id: game.row.id, title: game.module.title[ctx.locale], n: gif.frames })}${thinned}`,
    files: [{ name: `replay-${game.row.id}.gif`, data: gif.data }],
  };
}

export async function replayCommand(ctx: Context, s: Services): Promise<Response> {
  const game = await s.table.resolve(ctx.req, optString(ctx, 'game'), ['active', 'paused', 'finished']);
  const auto = ctx.req.options.auto;
  if (typeof auto === 'boolean') {
    requireGameMaster(ctx, game);
    await s.table.updateSettings(game, { ...game.row.settings, replayAtEnd: auto });
    return { replies: [{ content: ctx.t(auto ? 'replay.auto_on' : 'replay.auto_off', { id: game.row.id }) }] };
  }
  if (!hasReplay(game.module.slug)) throw new Refusal('replay.none', { title: game.module.title[ctx.locale] });
  await ctx.defer(false);
  const gif = await buildReplay(ctx, s, game);
  if (!gif) throw new Refusal('replay.none', { title: game.module.title[ctx.locale] });
  return { replies: [replayReply(ctx, game, gif)] };
}

/** Whether the table asked for the replay with the result (`/game replay auto:true`). */
export function replayAtEnd(game: LoadedGame): boolean {
  return (game.row.settings as { replayAtEnd?: boolean }).replayAtEnd === true;
}

/** Choices for `/game replay game:`: this channel's running and finished games, newest first. */
export async function replayChoices(ctx: Context, s: Services): Promise<{ name: string; value: string }[]> {
  const typed = String(ctx.req.options.game ?? '').toLowerCase();
  const rows = await s.table.listHere(ctx.req, ['active', 'paused', 'finished']);
  return rows
    .filter((r) => hasReplay(r.kind) && (r.id.includes(typed) || r.kind.includes(typed)))
    .slice(0, 25)
    .map((r) => {
      const title = s.registry.get(r.kind)?.title[ctx.locale] ?? r.kind;
      return { name: `${r.id} — ${title} (${ctx.t(`status.${r.status}`)})`.slice(0, 100), value: r.id };
    });
}
