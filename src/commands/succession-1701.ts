import {
  ApplicationCommandOptionType,
  InteractionContextType,
  type APIApplicationCommandBasicOption,
  type APIApplicationCommandSubcommandGroupOption,
  type APIApplicationCommandSubcommandOption,
  type RESTPostAPIChatInputApplicationCommandsJSONBody,
} from 'discord-api-types/v10';
import type { ChatCommand, Services } from '../bot/command.js';
import type { GameUi } from '../bot/game-ui.js';
import { optString } from '../bot/options.js';
import { statusEmbed } from '../bot/present.js';
import type { LoadedGame } from '../bot/table.js';
import { Refusal, type Context, type Reply, type Response } from '../bot/types.js';
import { OBSERVER } from '../engine/core/types.js';
import { succession1701 } from '../engine/succession-1701/index.js';
import { autocompleteGame } from './game.js';
import {
  actionBar, groupedMenu, handText, headerFor, legalOf, menuFor, parseSId, pickMenu, renderS1701Map, sCardLocation, sOutcome, sStatusEmbed, SLUG,
  stateOf, valueLabel,
} from './succession-1701/present.js';
import { ACTION_SUBS, matches, subByName, subOf, type ActionType, type S1701Action, type SubSpec } from './succession-1701/spec.js';
import { S1701_TEXT, st } from './succession-1701/text.js';

/**
 * `/1701`: 1701 – A Question of Succession at the table. One subcommand per decision of the engine's
 * action union (battle decisions under `/1701 battle …`), every option autocompleted from
 * `legalActions` only; then the actions menu, the status, the map and your own cards. Handlers are
 * thin: options → one legal action → `table.act` → the reply. A battle card is chosen in private
 * (ephemeral command or menu) and only the engine's clash event names it, for both sides at once.
 */
const text = (path: string) => ({ description: st('en', path).slice(0, 100), description_localizations: { it: st('it', path).slice(0, 100) } });

const gameOption: APIApplicationCommandBasicOption = {
  name: 'game', ...text('cmd.opt.game'), type: ApplicationCommandOptionType.String, required: false, autocomplete: true,
};

function actionSub(spec: SubSpec): APIApplicationCommandSubcommandOption {
  const options: APIApplicationCommandBasicOption[] = spec.fields.map((f) => ({
    name: f.opt, ...text(`cmd.opt.${f.opt}`), type: ApplicationCommandOptionType.String, required: false, autocomplete: true, max_length: 100,
  }));
  return { name: spec.name, ...text(`cmd.${spec.name}`), type: ApplicationCommandOptionType.Subcommand, options: [...options, gameOption] };
}
const plainSub = (name: string): APIApplicationCommandSubcommandOption => ({ name, ...text(`cmd.${name}`), type: ApplicationCommandOptionType.Subcommand, options: [gameOption] });

const battleGroup: APIApplicationCommandSubcommandGroupOption = {
  name: 'battle', ...text('cmd.battle'), type: ApplicationCommandOptionType.SubcommandGroup,
  options: ACTION_SUBS.filter((x) => x.group === 'battle').map(actionSub),
};

const data = {
  name: '1701',
  description: S1701_TEXT.en.cmd.description,
  description_localizations: { it: S1701_TEXT.it.cmd.description },
  contexts: [InteractionContextType.Guild, InteractionContextType.BotDM, InteractionContextType.PrivateChannel],
  options: [
    ...ACTION_SUBS.filter((x) => !x.group).map(actionSub),
    battleGroup,
    plainSub('actions'), plainSub('status'), plainSub('map'), plainSub('hand'),
  ],
} as const satisfies RESTPostAPIChatInputApplicationCommandsJSONBody;

function fold(s: string): string {
  return s.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase().trim();
}

function specOf(ctx: Context): SubSpec | undefined {
  return subByName(ctx.req.group, ctx.req.subcommand);
}

function givenValues(ctx: Context, spec: SubSpec, skip?: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const f of spec.fields) {
    if (f.opt === skip) continue;
    const raw = optString(ctx, f.opt);
    if (raw !== undefined) out.set(f.opt, raw.trim());
  }
  return out;
}

/** A value typed as a name ("Torino", "Eugene") becomes the id a legal action carries. */
function resolveNames(ctx: Context, game: LoadedGame, spec: SubSpec, legal: S1701Action[], given: Map<string, string>): Map<string, string> {
  const s = stateOf(game);
  const out = new Map(given);
  for (const f of spec.fields) {
    const raw = given.get(f.opt);
    if (raw === undefined || legal.some((a) => f.pick(a) === raw)) continue;
    const typed = fold(raw);
    const hit = legal.find((a) => {
      const v = f.pick(a);
      return fold(v) === typed || fold(valueLabel(ctx.locale, s, f.kind, v)).startsWith(typed);
    });
    if (hit) out.set(f.opt, f.pick(hit));
  }
  return out;
}

async function resolveGame(ctx: Context, s: Services, statuses: LoadedGame['row']['status'][]): Promise<LoadedGame> {
  return ours(ctx, await s.table.resolve(ctx.req.channelId, optString(ctx, 'game'), statuses));
}

/** Another game's id is refused, never read as ours. */
function ours(ctx: Context, game: LoadedGame): LoadedGame {
  if (game.module.slug !== SLUG) throw new Refusal('error.bad_action', { detail: st(ctx.locale, 'ui.not_ours', { id: game.row.id }) });
  return game;
}

async function act(ctx: Context, s: Services, game: LoadedGame, role: string, action: unknown) {
  return s.table.act({ gameId: game.row.id, userId: ctx.req.user.id, role, action, interactionId: ctx.req.id, loaded: game });
}

async function runAction(ctx: Context, s: Services, spec: SubSpec): Promise<Response> {
  const game = await resolveGame(ctx, s, ['active']);
  const role = s.table.roleFor(game, ctx.req.user.id);
  const legal = legalOf(game, role, spec.types).filter((a) => !spec.only || spec.only(a));
  const given = resolveNames(ctx, game, spec, legal, givenValues(ctx, spec));
  const candidates = legal.filter((a) => matches(spec, a, given));
  if (candidates.length > 1) {
    const header = `${headerFor(ctx, game, role)}\n${st(ctx.locale, 'ui.pick_one')}`;
    return { replies: [pickMenu(ctx, game, role, candidates, header, `${spec.group ? `${spec.group} ` : ''}${spec.name}`)] };
  }
  const action = candidates[0] ?? refusedAction(spec, given, role, game);
  // a secret choice answers privately first; the public outcome follows (it never names the card)
  await ctx.defer(!!spec.secret);
  return sOutcome(ctx, s, await act(ctx, s, game, role, action));
}

/**
 * Nothing legal matches: an action whose shape the options fully give goes to the engine, which
 * says why not (its code and rule); otherwise the generic refusal.
 */
function refusedAction(spec: SubSpec, given: Map<string, string>, role: string, game: LoadedGame): unknown {
  const g = (k: string) => given.get(k);
  const type = spec.types[0]!;
  if (spec.fields.length === 0) return { type };
  if (type === 'storm' && g('army')) return { type, army: g('army') };
  if (type === 'disband_army' && g('army')) return { type, army: g('army') };
  if (type === 'assign_general' && g('army') && g('general')) return { type, army: g('army'), general: g('general') };
  if (type === 'card_obligation' && g('perform')) return { type, perform: g('perform') === 'yes' };
  if (type === 'storm_play' && g('card') && g('card') !== 'abandon') return { type, card: g('card') };
  if (type === 'battle_play' && g('card')) return { type, card: g('card') };
  if (type === 'form_army' && g('general') && g('state') && g('town')) return { type, general: g('general'), state: g('state'), size: Number(g('size') ?? 4), town: g('town') };
  if (succession1701.legalActions(stateOf(game), role).length === 0) throw new Refusal(`${SLUG}.error.not_your_turn`, { role }, `${SLUG}:5`);
  throw new Refusal(`${SLUG}.error.action_illegal`, { action: type }, `${SLUG}:9`);
}

async function autocomplete(ctx: Context, s: Services): Promise<Response> {
  const focused = ctx.req.focused ?? '';
  if (focused === 'game') return { replies: [], choices: await autocompleteGame(ctx, s) };
  const spec = specOf(ctx);
  const field = spec?.fields.find((f) => f.opt === focused);
  if (!spec || !field) return { replies: [], choices: [] };
  try {
    const game = await resolveGame(ctx, s, ['active']);
    const role = s.table.roleFor(game, ctx.req.user.id);
    const state = stateOf(game);
    const legal = legalOf(game, role, spec.types).filter((a) => !spec.only || spec.only(a));
    const given = resolveNames(ctx, game, spec, legal, givenValues(ctx, spec, focused));
    const typed = fold(String(ctx.req.options[focused] ?? ''));
    const values = new Map<string, string>();
    for (const a of legal) {
      if (!matches(spec, a, given)) continue;
      const v = field.pick(a);
      if (!values.has(v)) values.set(v, valueLabel(ctx.locale, state, field.kind, v));
    }
    const choices = [...values]
      .map(([value, name]) => ({ name: name.slice(0, 100), value }))
      .filter((c) => !typed || fold(c.name).includes(typed) || fold(c.value).includes(typed))
      .slice(0, 25);
    return { replies: [], choices };
  } catch {
    return { replies: [], choices: [] };
  }
}

/** Types a button applies at once when they are the only one of their kind: they take no choice. */
const ONE_CLICK = new Set<ActionType>(['end_turn', 'end_organisation', 'pass', 'storm_abandon']);

async function component(ctx: Context, s: Services): Promise<Response> {
  const parsed = parseSId(ctx.req.customId ?? '');
  if (!parsed) throw new Refusal('error.stale');
  const game = ours(ctx, await s.table.load(parsed.gameId));
  if (!game.state) throw new Refusal('error.not_active', { id: game.row.id, status: game.row.status });
  const [verb, arg] = parsed.key.split(':') as [string, string | undefined];
  if (verb === 'status') return { replies: [{ embeds: [statusEmbed(ctx, s, game)], ephemeral: true }] };
  if (verb === 'map') return { replies: [await mapReply(ctx, s, game, true)] };
  if (verb === 'hand') return handReply(ctx, s, game);
  if (game.row.status !== 'active') throw new Refusal('error.not_active', { id: game.row.id, status: game.row.status });
  const roles = s.table.rolesOf(game, ctx.req.user.id);
  if (roles.length === 0) throw new Refusal('error.not_seated', { id: game.row.id });
  const st0 = stateOf(game);
  const active = succession1701.activeRoles(st0);
  const role = roles.find((r) => active.includes(r as never));
  if (verb === 'menu') return menuFor(ctx, game, role);
  if (!role) throw new Refusal(`${SLUG}.error.not_your_turn`, { role: roles[0]! }, `${SLUG}:5`);
  const stale = parsed.version !== st0.version;
  if (verb === 'do' && arg) {
    const type = arg as ActionType;
    const legal = legalOf(game, role, [type]);
    if (!legal.length) return withStale(ctx, menuFor(ctx, game, role));
    if (ONE_CLICK.has(type) && legal.length === 1) {
      if (stale) return withStale(ctx, menuFor(ctx, game, role));
      await ctx.defer(false);
      return sOutcome(ctx, s, await act(ctx, s, game, role, legal[0]));
    }
    return { replies: [groupedMenu(ctx, game, role, type, legal)] };
  }
  if (verb === 'grp' && arg) {
    const value = ctx.req.values?.[0] ?? '';
    const legal = legalOf(game, role, [arg as ActionType]).filter((a) => subOf(a).fields[0]?.pick(a) === value);
    if (!legal.length) return withStale(ctx, menuFor(ctx, game, role));
    return { replies: [pickMenu(ctx, game, role, legal, headerFor(ctx, game, role))] };
  }
  if (verb === 'pick' && arg) {
    if (stale || !roles.includes(arg)) return withStale(ctx, menuFor(ctx, game, role));
    const action = succession1701.legalActions(st0, arg)[Number(ctx.req.values?.[0])];
    if (action === undefined) return withStale(ctx, menuFor(ctx, game, role));
    await ctx.defer(action.type === 'battle_play');
    return sOutcome(ctx, s, await act(ctx, s, game, arg, action));
  }
  throw new Refusal('error.stale');
}

function withStale(ctx: Context, res: Response): Response {
  res.replies.unshift({ content: ctx.t('error.stale'), ephemeral: true });
  return res;
}

async function mapReply(ctx: Context, s: Services, game: LoadedGame, ephemeral: boolean): Promise<Reply> {
  if (!s.images || !game.state) return { content: st(ctx.locale, 'ui.no_map'), ephemeral: true };
  const png = await renderS1701Map(succession1701.view(stateOf(game), OBSERVER), { locale: ctx.locale });
  return { files: [{ name: `${SLUG}-${game.row.id}-v${stateOf(game).version}.png`, data: png }], ephemeral };
}

/** Your own cards, from your own view only, always private. */
function handReply(ctx: Context, s: Services, game: LoadedGame): Response {
  const roles = s.table.rolesOf(game, ctx.req.user.id);
  if (!roles.length) throw new Refusal('error.not_seated', { id: game.row.id });
  const state = stateOf(game);
  const content = roles.map((r) => handText(ctx.locale, succession1701.view(state, r) as Parameters<typeof handText>[1], r)).join('\n\n');
  return { replies: [{ content: content.slice(0, 1900), ephemeral: true }] };
}

const PRIVATE_SUBS = new Set(['actions', 'hand']);

/** The game to show: the running one, else the channel's finished one (the final map stays at hand). */
async function resolveForView(ctx: Context, s: Services): Promise<LoadedGame> {
  try {
    return await resolveGame(ctx, s, ['active', 'paused']);
  } catch (e) {
    if (e instanceof Refusal && e.key === 'error.no_game_here') return ours(ctx, await s.table.resolve(ctx.req.channelId, undefined, ['finished']));
    throw e;
  }
}

export const succession1701Command: ChatCommand = {
  data,
  prefixes: ['s17'],
  ephemeral: (ctx) => PRIVATE_SUBS.has(ctx.req.subcommand ?? '') || !!specOf(ctx)?.secret,
  async execute(ctx, s) {
    const spec = specOf(ctx);
    if (spec) return runAction(ctx, s, spec);
    const sub = ctx.req.subcommand ?? '';
    const game = await resolveForView(ctx, s);
    switch (sub) {
      case 'status':
        return { replies: [{ embeds: [statusEmbed(ctx, s, game)], components: game.row.status === 'active' ? actionBar(ctx, game) : [] }] };
      case 'map':
        return { replies: [await mapReply(ctx, s, game, false)] };
      case 'hand':
        return handReply(ctx, s, game);
      case 'actions': {
        if (game.row.status !== 'active') throw new Refusal('error.not_active', { id: game.row.id, status: game.row.status });
        const roles = s.table.rolesOf(game, ctx.req.user.id);
        if (!roles.length) throw new Refusal('error.not_seated', { id: game.row.id });
        const active = succession1701.activeRoles(stateOf(game));
        return menuFor(ctx, game, roles.find((r) => active.includes(r as never)));
      }
      default:
        throw new Refusal('error.unknown_command', { name: `1701 ${ctx.req.group ? `${ctx.req.group} ` : ''}${sub}` });
    }
  },
  autocomplete,
  component,
};

/** 1701's table: its command, map, status and card whereabouts. */
export const succession1701Ui: GameUi = {
  slug: SLUG,
  command: succession1701Command,
  renderMap: renderS1701Map,
  statusEmbed: sStatusEmbed,
  cardLocation: sCardLocation,
};
