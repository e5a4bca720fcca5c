import {
  ApplicationCommandOptionType,
  InteractionContextType,
  type RESTPostAPIChatInputApplicationCommandsJSONBody,
} from 'discord-api-types/v10';
import type { ChatCommand, Services } from '../bot/command.js';
import { en } from '../bot/i18n/en.js';
import { it } from '../bot/i18n/it.js';
import { optString } from '../bot/options.js';
import { outcomeResponse } from '../bot/present.js';
import type { LoadedGame } from '../bot/table.js';
import { Refusal, type Context } from '../bot/types.js';
import type { Role } from '../engine/core/types.js';
import { autocompleteGame } from './game.js';

const data: RESTPostAPIChatInputApplicationCommandsJSONBody = {
  name: 'play',
  description: en.command.play.description,
  description_localizations: { it: it.command.play.description },
  contexts: [InteractionContextType.Guild, InteractionContextType.BotDM, InteractionContextType.PrivateChannel],
  options: [
    {
      name: 'action',
      description: en.command.play.opt_action,
      description_localizations: { it: it.command.play.opt_action },
      type: ApplicationCommandOptionType.String,
      required: true,
      autocomplete: true,
      max_length: 1000,
    },
    {
      name: 'game',
      description: en.command.game.opt_game_id,
      description_localizations: { it: it.command.game.opt_game_id },
      type: ApplicationCommandOptionType.String,
      required: false,
      autocomplete: true,
    },
  ],
};

/** Labels for the acting player's own choices (their menus may name their own secret cards). */
function label(ctx: Context, game: LoadedGame, role: Role, action: unknown): string {
  const d = game.module.describeAction(action, role, 'owner');
  return ctx.has(d.key) ? ctx.t(d.key, d.params ?? {}) : d.key;
}

function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/**
 * Resolves what the user chose: an autocomplete value `<version>.<index>`, a JSON action, or text
 * naming exactly one legal action (its label or its type).
 */
function chosenAction(ctx: Context, game: LoadedGame, role: Role, value: string): unknown {
  const state = game.state!;
  const legal = game.module.legalActions(state, role) as unknown[];
  const m = /^(\d+)\.(\d+)$/.exec(value);
  if (m) {
    if (Number(m[1]) !== state.version) throw new Refusal('error.stale');
    const a = legal[Number(m[2])];
    if (a === undefined) throw new Refusal('error.stale');
    return a;
  }
  if (value.trim().startsWith('{')) {
    try {
      return JSON.parse(value);
    } catch {
      throw new Refusal('error.bad_input', { detail: value.slice(0, 80) });
    }
  }
  const typed = fold(value.trim());
  const exact = legal.filter(
    (a) => fold(label(ctx, game, role, a)) === typed || (a as { type: string }).type === typed,
  );
  if (exact.length === 1) return exact[0];
  const partial = legal.filter((a) => fold(label(ctx, game, role, a)).includes(typed));
  if (partial.length === 1) return partial[0];
  throw new Refusal('error.bad_action', { detail: value.slice(0, 80) });
}

/** `/play`: any legal action of any game, chosen from an autocompleted list. */
export const playCommand: ChatCommand = {
  data,
  async execute(ctx, s: Services) {
    const game = await s.table.resolve(ctx.req, optString(ctx, 'game'), ['active']);
    const role = s.table.roleFor(game, ctx.req.user.id);
    const action = chosenAction(ctx, game, role, optString(ctx, 'action') ?? '');
    const out = await s.table.act({
      gameId: game.row.id,
      userId: ctx.req.user.id,
      role,
      action,
      interactionId: ctx.req.id,
      loaded: game,
    });
    return outcomeResponse(ctx, s, out);
  },
  async autocomplete(ctx, s) {
    if (ctx.req.focused === 'game') return { replies: [], choices: await autocompleteGame(ctx, s) };
    try {
      const game = await s.table.resolve(ctx.req, optString(ctx, 'game'), ['active']);
      const role = s.table.roleFor(game, ctx.req.user.id);
      const typed = fold(String(ctx.req.options.action ?? ''));
      const legal = game.module.legalActions(game.state!, role) as unknown[];
      const choices = legal
        .map((a, i) => ({ name: label(ctx, game, role, a).slice(0, 100), value: `${game.state!.version}.${i}` }))
        .filter((c) => fold(c.name).includes(typed))
        .slice(0, 25);
      return { replies: [], choices };
    } catch {
      return { replies: [], choices: [] };
    }
  },
};
