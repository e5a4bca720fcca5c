import {
  ApplicationCommandOptionType,
  InteractionContextType,
  type RESTPostAPIChatInputApplicationCommandsJSONBody,
} from 'discord-api-types/v10';
import type { ChatCommand, Services } from '../bot/command.js';
import { en } from '../bot/i18n/en.js';
import { it } from '../bot/i18n/it.js';
import { optString } from '../bot/options.js';
import { namedContext, optionLabel, outcomeResponse } from '../bot/present.js';
import type { LoadedGame } from '../bot/table.js';
import { Refusal, type Context } from '../bot/types.js';
import type { Role } from '../engine/core/types.js';
import { act } from './kit/act.js';
import { autocompleteGame, fold } from './kit/lookup.js';
import { matchTyped } from './kit/match.js';

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
  // exact, or the start of exactly one action's words; anything else is refused with the choices
  const candidates = legal.map((a, i) => ({
    value: String(i),
    names: [label(ctx, game, role, a), (a as { type?: string }).type ?? ''],
  }));
  const hit = matchTyped(value, candidates);
  if (hit.kind === 'exact' || hit.kind === 'prefix') return legal[Number(hit.value)];
  if (hit.kind === 'ambiguous') {
    const shown = hit.values.slice(0, MAX_LISTED).map((i) => `**${candidates[Number(i)]!.names[0]}**`);
    if (hit.values.length > MAX_LISTED)
      shown.push(ctx.t('turn.more_actions', { count: hit.values.length - MAX_LISTED }));
    throw new Refusal('error.ambiguous', { option: 'action', typed: value.trim(), choices: shown.join(', ') });
  }
  throw new Refusal('error.bad_action', { detail: value.trim() });
}

/** At most this many candidates are named in a refusal; the rest are counted. */
const MAX_LISTED = 10;

/** `/play`: any legal action of any game, chosen from an autocompleted list. */
export const playCommand: ChatCommand = {
  data,
  async execute(ctx, s: Services) {
    const game = await s.table.resolve(ctx.req, optString(ctx, 'game'), ['active']);
    const role = s.table.roleFor(game, ctx.req.user.id);
    const action = chosenAction(namedContext(ctx, s, game), game, role, optString(ctx, 'action') ?? '');
    const held = s.uis.get(game.module.slug)?.beforeApply?.(ctx, game, role, action);
    if (held) return held;
    return outcomeResponse(ctx, s, await act(ctx, s, game, role, action));
  },
  async autocomplete(ctx, s) {
    if (ctx.req.focused === 'game') return { replies: [], choices: await autocompleteGame(ctx, s) };
    try {
      const game = await s.table.resolve(ctx.req, optString(ctx, 'game'), ['active']);
      const role = s.table.roleFor(game, ctx.req.user.id);
      const typed = fold(String(ctx.req.options.action ?? ''));
      const legal = game.module.legalActions(game.state!, role) as unknown[];
      const named = namedContext(ctx, s, game);
      const choices = legal
        .map((a, i) => ({ name: optionLabel(label(named, game, role, a)), value: `${game.state!.version}.${i}` }))
        .filter((c) => fold(c.name).includes(typed))
        .slice(0, 25);
      return { replies: [], choices };
    } catch {
      return { replies: [], choices: [] };
    }
  },
};
