import {
  ApplicationCommandOptionType,
  InteractionContextType,
  type APIApplicationCommandBasicOption,
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
import { versailles1919, type VersaillesAction } from '../engine/versailles-1919/index.js';
import { autocompleteGame } from './game.js';
import { SLUG } from './versailles-1919/names.js';
import {
  actionBar, actorOf, groupedMenu, headerFor, legalOf, menuFor, parseVrId, pickMenu, renderVrMap, state, valueLabel, vrCardLocation, vrOutcome,
  vrStatusEmbed,
} from './versailles-1919/present.js';
import { ACTION_SUBS, SUB_BY_NAME, matches, subOf, type ActionType, type FieldSpec, type SubSpec } from './versailles-1919/spec.js';
import { VR_TEXT, vt } from './versailles-1919/text.js';

/**
 * `/versailles`: Versailles 1919 at the table. One subcommand per decision of the engine's action
 * union (placements, settling, recovery, deployments, bids, options, event answers, Strategy cards,
 * the negotiated transfer), every option autocompleted from `legalActions` only; then the actions
 * menu, the status and the board. Handlers are thin: options → one legal action → `table.act` → the
 * reply. Negotiation is free table talk, so the game opens no private threads.
 */
const text = (path: string) => ({ description: vt('en', path).slice(0, 100), description_localizations: { it: vt('it', path).slice(0, 100) } });

const gameOption: APIApplicationCommandBasicOption = {
  name: 'game', ...text('cmd.opt.game'), type: ApplicationCommandOptionType.String, required: false, autocomplete: true,
};

function actionSub(spec: SubSpec): APIApplicationCommandSubcommandOption {
  const options: APIApplicationCommandBasicOption[] = spec.fields.map((f) => ({
    name: f.opt, ...text(f.desc), type: ApplicationCommandOptionType.String, required: false, autocomplete: true, max_length: 100,
  }));
  return { name: spec.name, ...text(`cmd.${spec.name}`), type: ApplicationCommandOptionType.Subcommand, options: [...options, gameOption] };
}

const data = {
  name: 'versailles',
  description: VR_TEXT.en.cmd.description,
  description_localizations: { it: VR_TEXT.it.cmd.description },
  contexts: [InteractionContextType.Guild, InteractionContextType.BotDM, InteractionContextType.PrivateChannel],
  options: [
    ...ACTION_SUBS.map(actionSub),
    { name: 'actions', ...text('cmd.actions'), type: ApplicationCommandOptionType.Subcommand, options: [gameOption] },
    { name: 'status', ...text('cmd.status'), type: ApplicationCommandOptionType.Subcommand, options: [gameOption] },
    { name: 'map', ...text('cmd.map'), type: ApplicationCommandOptionType.Subcommand, options: [gameOption] },
  ],
} as const satisfies RESTPostAPIChatInputApplicationCommandsJSONBody;

function fold(s: string): string {
  return s.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase().trim();
}

/** The options given, as the strings legal actions carry (a typed name is matched to its value). */
function givenValues(ctx: Context, spec: SubSpec, skip?: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const f of spec.fields) {
    if (f.opt === skip) continue;
    const raw = optString(ctx, f.opt);
    if (raw !== undefined) out.set(f.opt, raw.trim());
  }
  return out;
}

/** A value typed as a name ("Rhineland", "Renania") becomes the id a legal action carries. */
function resolveNames(ctx: Context, game: LoadedGame, role: string, spec: SubSpec, legal: VersaillesAction[], given: Map<string, string>): Map<string, string> {
  const s = state(game);
  const out = new Map(given);
  for (const f of spec.fields) {
    const raw = given.get(f.opt);
    if (raw === undefined || legal.some((a) => f.pick(a) === raw)) continue;
    const typed = fold(raw);
    const hit = legal.find((a) => {
      const v = f.pick(a);
      return fold(v) === typed || fold(valueLabel(ctx.locale, s, f, v, a, actorOf(s, role))).startsWith(typed);
    });
    if (hit) out.set(f.opt, f.pick(hit));
  }
  return out;
}

/** The channel's (or the named) Versailles game; another game's id is refused, never read as ours. */
async function resolveGame(ctx: Context, s: Services, statuses: LoadedGame['row']['status'][]): Promise<LoadedGame> {
  return ours(ctx, await s.table.resolve(ctx.req.channelId, optString(ctx, 'game'), statuses));
}

function ours(ctx: Context, game: LoadedGame): LoadedGame {
  if (game.module.slug !== SLUG) throw new Refusal('error.bad_action', { detail: vt(ctx.locale, 'ui.not_versailles', { id: game.row.id }) });
  return game;
}

async function act(ctx: Context, s: Services, game: LoadedGame, role: string, action: unknown) {
  return s.table.act({ gameId: game.row.id, userId: ctx.req.user.id, role, action, interactionId: ctx.req.id, loaded: game });
}

/** The seat of the user that owes a decision now, else their first seat. */
function seatOf(s: Services, game: LoadedGame, userId: string): string {
  return s.table.roleFor(game, userId);
}

async function runAction(ctx: Context, s: Services, spec: SubSpec): Promise<Response> {
  const game = await resolveGame(ctx, s, ['active']);
  const role = seatOf(s, game, ctx.req.user.id);
  const legal = legalOf(game, role, spec.types);
  const given = resolveNames(ctx, game, role, spec, legal, givenValues(ctx, spec));
  const candidates = legal.filter((a) => matches(spec, a, given));
  if (candidates.length > 1) {
    return { replies: [pickMenu(ctx, game, role, candidates, `${headerFor(ctx, game, role)}\n${vt(ctx.locale, 'ui.pick_one')}`, spec.name)] };
  }
  const action = candidates[0] ?? refusedAction(spec, given, role, game);
  await ctx.defer(false);
  return vrOutcome(ctx, s, await act(ctx, s, game, role, action));
}

/**
 * Nothing legal matches: what was asked goes to the engine, which says why not (its code and rule).
 * Only actions whose shape the options fully give can be sent; otherwise the generic refusal.
 */
function refusedAction(spec: SubSpec, given: Map<string, string>, role: string, game: LoadedGame): unknown {
  const g = (k: string) => given.get(k);
  const n = (k: string) => Number(g(k) ?? 'x');
  const type = spec.types[0]!;
  switch (type) {
    case 'place':
      if (g('issue1') && g('issue2')) return { type, issues: [g('issue1'), g('issue2')], cubes: [n('cubes1') || 1, n('cubes2') || 1] };
      break;
    case 'settle':
    case 'keep':
      if (g('issue')) return { type, issue: g('issue') };
      break;
    case 'deploy':
      if (g('region') && g('column')) return { type, from: g('from') ?? 'available', region: g('region'), column: n('column') };
      break;
    case 'bid':
      return { type, units: n('units') || 0, cubes: n('cubes') || 0, regionUnit: g('region_unit') === 'yes' };
    case 'end_turn':
    case 'pass':
    case 'accept_swap':
    case 'decline_swap':
      return { type };
    default:
      break;
  }
  if (versailles1919.legalActions(state(game), role).length === 0) throw new Refusal(`${SLUG}.error.not_your_turn`, { role }, `${SLUG}:4.1`);
  throw new Refusal(`${SLUG}.error.illegal_action`, { action: type }, `${SLUG}:4.1`);
}

async function autocomplete(ctx: Context, s: Services): Promise<Response> {
  const focused = ctx.req.focused ?? '';
  if (focused === 'game') return { replies: [], choices: await autocompleteGame(ctx, s) };
  const spec = SUB_BY_NAME.get(ctx.req.subcommand ?? '');
  const field = spec?.fields.find((f) => f.opt === focused);
  if (!spec || !field) return { replies: [], choices: [] };
  try {
    const game = await resolveGame(ctx, s, ['active']);
    const role = seatOf(s, game, ctx.req.user.id);
    const st = state(game);
    const legal = legalOf(game, role, spec.types);
    const given = resolveNames(ctx, game, role, spec, legal, givenValues(ctx, spec, focused));
    const typed = fold(String(ctx.req.options[focused] ?? ''));
    const values = new Map<string, string>();
    for (const a of legal) {
      for (const v of valuesOf(spec, field, a, given)) {
        if (!values.has(v)) values.set(v, valueLabel(ctx.locale, st, field, v, a, actorOf(st, role)));
      }
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

/** The focused option's values in a legal action that agrees with the other options (a placement either way round). */
function valuesOf(spec: SubSpec, field: FieldSpec, a: VersaillesAction, given: Map<string, string>): string[] {
  const out: string[] = [];
  if (matches({ ...spec, unordered: undefined }, a, given)) out.push(field.pick(a));
  if (spec.unordered && matches(spec, a, given)) {
    const [i1, i2, c1, c2] = spec.unordered;
    const partner: Record<string, string> = { [i1]: i2, [i2]: i1, [c1]: c2, [c2]: c1 };
    const swapped = new Map<string, string>();
    for (const [k, v] of given) swapped.set(partner[k] ?? k, v);
    if (matches({ ...spec, unordered: undefined }, a, swapped)) out.push(spec.fields.find((f) => f.opt === partner[field.opt])!.pick(a));
  }
  return out;
}

/** Types a button applies at once when they are the only one of their kind: they take no choice. */
const ONE_CLICK = new Set<ActionType>(['end_turn', 'pass', 'accept_swap', 'decline_swap', 'usa_recover']);

async function component(ctx: Context, s: Services): Promise<Response> {
  const parsed = parseVrId(ctx.req.customId ?? '');
  if (!parsed) throw new Refusal('error.stale');
  const game = ours(ctx, await s.table.load(parsed.gameId));
  if (!game.state) throw new Refusal('error.not_active', { id: game.row.id, status: game.row.status });
  const [verb, arg] = parsed.key.split(':') as [string, string | undefined];
  if (verb === 'status') return { replies: [{ embeds: [statusEmbed(ctx, s, game)], ephemeral: true }] };
  if (verb === 'map') return { replies: [await mapReply(ctx, s, game, true)] };
  if (game.row.status !== 'active') throw new Refusal('error.not_active', { id: game.row.id, status: game.row.status });
  const roles = s.table.rolesOf(game, ctx.req.user.id);
  if (roles.length === 0) throw new Refusal('error.not_seated', { id: game.row.id });
  const st = state(game);
  const active = versailles1919.activeRoles(st);
  const role = roles.find((r) => active.includes(r)) ?? (verb === 'menu' ? roles.find((r) => versailles1919.legalActions(st, r).length > 0) : undefined);
  if (verb === 'menu') return menuFor(ctx, game, role);
  if (!role) throw new Refusal(`${SLUG}.error.not_your_turn`, { role: roles[0] });
  const stale = parsed.version !== st.version;
  if (verb === 'do' && arg) {
    const type = arg as ActionType;
    const legal = legalOf(game, role, [type]);
    if (!legal.length) return withStale(ctx, menuFor(ctx, game, role));
    if (ONE_CLICK.has(type) && legal.length === 1) {
      if (stale) return withStale(ctx, menuFor(ctx, game, role));
      await ctx.defer(false);
      return vrOutcome(ctx, s, await act(ctx, s, game, role, legal[0]));
    }
    return { replies: [groupedMenu(ctx, game, role, type, legal)] };
  }
  if (verb === 'grp' && arg) {
    const spec = subOf(arg as ActionType);
    const first = spec.fields[0]!;
    const value = ctx.req.values?.[0] ?? '';
    const legal = legalOf(game, role, [arg as ActionType]).filter((a) => first.pick(a) === value);
    if (!legal.length) return withStale(ctx, menuFor(ctx, game, role));
    return { replies: [pickMenu(ctx, game, role, legal, headerFor(ctx, game, role), spec.name)] };
  }
  if (verb === 'pick' && arg) {
    if (stale || !roles.includes(arg)) return withStale(ctx, menuFor(ctx, game, role));
    const action = versailles1919.legalActions(st, arg)[Number(ctx.req.values?.[0])];
    if (action === undefined) return withStale(ctx, menuFor(ctx, game, role));
    await ctx.defer(false);
    return vrOutcome(ctx, s, await act(ctx, s, game, arg, action));
  }
  throw new Refusal('error.stale');
}

function withStale(ctx: Context, res: Response): Response {
  res.replies.unshift({ content: ctx.t('error.stale'), ephemeral: true });
  return res;
}

async function mapReply(ctx: Context, s: Services, game: LoadedGame, ephemeral: boolean): Promise<Reply> {
  if (!s.images || !game.state) return { content: vt(ctx.locale, 'ui.no_map'), ephemeral: true };
  const png = await renderVrMap(versailles1919.view(state(game), OBSERVER), { locale: ctx.locale });
  return { files: [{ name: `${SLUG}-${game.row.id}-v${state(game).version}.png`, data: png }], ephemeral };
}

const PRIVATE_SUBS = new Set(['actions']);

/** The game to show: the running one, else the channel's finished one (so the final board stays at hand). */
async function resolveForView(ctx: Context, s: Services): Promise<LoadedGame> {
  try {
    return await resolveGame(ctx, s, ['active', 'paused']);
  } catch (e) {
    if (e instanceof Refusal && e.key === 'error.no_game_here') return ours(ctx, await s.table.resolve(ctx.req.channelId, undefined, ['finished']));
    throw e;
  }
}

export const versaillesCommand: ChatCommand = {
  data,
  prefixes: ['vr'],
  ephemeral: (ctx) => PRIVATE_SUBS.has(ctx.req.subcommand ?? ''),
  async execute(ctx, s) {
    const sub = ctx.req.subcommand ?? '';
    const spec = SUB_BY_NAME.get(sub);
    if (spec) return runAction(ctx, s, spec);
    const game = await resolveForView(ctx, s);
    switch (sub) {
      case 'status':
        return { replies: [{ embeds: [statusEmbed(ctx, s, game)], components: game.row.status === 'active' ? actionBar(ctx, game) : [] }] };
      case 'map':
        return { replies: [await mapReply(ctx, s, game, false)] };
      case 'actions': {
        if (game.row.status !== 'active') throw new Refusal('error.not_active', { id: game.row.id, status: game.row.status });
        const roles = s.table.rolesOf(game, ctx.req.user.id);
        if (!roles.length) throw new Refusal('error.not_seated', { id: game.row.id });
        const st = state(game);
        return menuFor(ctx, game, roles.find((r) => versailles1919.activeRoles(st).includes(r)) ?? roles.find((r) => versailles1919.legalActions(st, r).length > 0));
      }
      default:
        throw new Refusal('error.unknown_command', { name: `versailles ${sub}` });
    }
  },
  autocomplete,
  component,
};

/** Versailles 1919's table: its command, board, status and card whereabouts (no private threads: talk is free). */
export const versaillesUi: GameUi = {
  slug: SLUG,
  command: versaillesCommand,
  renderMap: renderVrMap,
  statusEmbed: vrStatusEmbed,
  cardLocation: vrCardLocation,
};
