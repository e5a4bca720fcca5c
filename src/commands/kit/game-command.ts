// The game-command kit: one slash command per game whose decisions are SubSpecs (one subcommand
// per decision of the engine's action union, every option autocompleted from legalActions), plus the
// actions menu, the status and the map, and the buttons under a turn message. A game gives its
// names, texts and presenters; the kit does the rest the same way for every such game:
// options → one legal action (or a menu of the candidates, or the engine's refusal) → `table.act`.
import {
  ApplicationCommandOptionType,
  type APIApplicationCommandBasicOption,
  type APIApplicationCommandSubcommandGroupOption,
  type APIApplicationCommandSubcommandOption,
  type RESTPostAPIChatInputApplicationCommandsJSONBody,
} from 'discord-api-types/v10';
import type { ChatCommand, Services } from '../../bot/command.js';
import { LOCALES, type Locale } from '../../bot/i18n/index.js';
import { statusEmbed } from '../../bot/present.js';
import type { ActOutcome } from '../../bot/play.js';
import type { LoadedGame } from '../../bot/table.js';
import { Refusal, type Component, type Context, type Reply, type Response } from '../../bot/types.js';
import { OBSERVER, type BaseState } from '../../engine/core/types.js';
import { act } from './act.js';
import { autocompleteGame, choicesFrom, fold } from './lookup.js';
import { tableKit } from './table-command.js';
import { readTyped, typedOptions, type Candidate } from './match.js';
import { describedBy, GAME_CONTEXTS, gameOptionOf, plainSubOf } from './definition.js';
import { legalOf, subOfAction, subPath, tableMenus, type FieldOf, type KitSub, type MenuConfig } from './menus.js';

/** A subcommand that shows something of a game rather than acting in it (1701's `hand`); also a button verb. */
export interface GameView {
  name: string;
  /** answered in private */
  private?: boolean;
  reply(ctx: Context, s: Services, game: LoadedGame): Response | Promise<Response>;
}

export interface GameCommandConfig<S extends BaseState, A extends { type: string }, Sub extends KitSub<A>>
  extends MenuConfig<S, A, Sub> {
  /** the slash command's name */
  name: string;
  /** UI text path of the refusal of another game's id (param `id`) */
  notOursKey: string;
  /** does the legal action `a` carry the given option values? */
  matches(spec: Sub, a: A, given: Map<string, string>): boolean;
  /** the focused option's values in `a` when it agrees with the others; by default its value when `matches` */
  valuesOf?(spec: Sub, field: FieldOf<Sub>, a: A, given: Map<string, string>): string[];
  /**
   * Nothing legal matches: the action to send anyway, so that the engine says why not, when the
   * options give its whole shape; else throws the game's own refusal.
   */
  refusedAction(spec: Sub, given: Map<string, string>, role: string, game: LoadedGame): unknown;
  /** types a button applies at once when they are the only one of their kind: they take no choice */
  oneClick: ReadonlySet<A['type']>;
  /** buttons under a status message */
  actionBar(ctx: Context, game: LoadedGame): Component[][];
  /** the reply to an applied action */
  outcome(ctx: Context, s: Services, out: ActOutcome): Promise<Response>;
  renderMap(view: unknown, opts: { locale: Locale }): Promise<Buffer>;
  /** rule cited when a button is pressed by a seat that does not act now */
  notYourTurnRule?: string;
  /** the actions menu also serves a seat that is not active but has legal actions (a solo bot's open choice) */
  idleMenu?: boolean;
  /** plain subcommands after actions, status and map, each also a button verb */
  views?: readonly GameView[];
}

export function specCommand<S extends BaseState, A extends { type: string }, Sub extends KitSub<A>>(
  cfg: GameCommandConfig<S, A, Sub>,
): ChatCommand {
  const { module, text: t } = cfg;
  const slug = module.slug;
  const kit = tableKit({ slug, prefix: cfg.ids.prefix, text: t, notOursKey: cfg.notOursKey });
  const { withStale } = kit;
  const views = cfg.views ?? [];
  const { pickMenu, menuFor, groupedMenu } = tableMenus(cfg);
  const stateOf = (game: LoadedGame) => game.state as S;
  const subByPath = new Map(cfg.subs.map((x) => [subPath(x), x]));
  const specOf = (ctx: Context) => subByPath.get(subPath({ group: ctx.req.group, name: ctx.req.subcommand ?? '' }));
  const legalFor = (game: LoadedGame, role: string, spec: Sub) =>
    legalOf(module, game, role, spec.types).filter((a) => !spec.only || spec.only(a));

  // --- the definition -------------------------------------------------------------------------
  const described = describedBy(t);
  const gameOption = gameOptionOf(described('cmd.opt.game'));
  const actionSub = (spec: Sub): APIApplicationCommandSubcommandOption => {
    const options: APIApplicationCommandBasicOption[] = spec.fields.map((f) => ({
      name: f.opt,
      ...described(f.desc ?? `cmd.opt.${f.opt}`),
      type: ApplicationCommandOptionType.String,
      required: false,
      autocomplete: true,
      max_length: 100,
    }));
    return {
      name: spec.name,
      ...described(`cmd.${spec.name}`),
      type: ApplicationCommandOptionType.Subcommand,
      options: [...options, gameOption],
    };
  };
  const plainSub = (name: string) => plainSubOf(name, described(`cmd.${name}`), gameOption);
  const groups = [...new Set(cfg.subs.flatMap((x) => (x.group ? [x.group] : [])))];
  const groupOf = (name: string): APIApplicationCommandSubcommandGroupOption => ({
    name,
    ...described(`cmd.${name}`),
    type: ApplicationCommandOptionType.SubcommandGroup,
    options: cfg.subs.filter((x) => x.group === name).map(actionSub),
  });
  const data: RESTPostAPIChatInputApplicationCommandsJSONBody = {
    name: cfg.name,
    description: t('en', 'cmd.description'),
    description_localizations: { it: t('it', 'cmd.description') },
    contexts: GAME_CONTEXTS,
    options: [
      ...cfg.subs.filter((x) => !x.group).map(actionSub),
      ...groups.map(groupOf),
      ...['actions', 'status', 'map', ...views.map((v) => v.name)].map(plainSub),
    ],
  };

  // --- options → legal actions ----------------------------------------------------------------
  /**
   * A value typed as a name ("Rhineland", "Torino") becomes the id a legal action carries: its id or
   * one of its names (English or Italian) exactly, or a start that only one legal value has. Anything
   * that fits several values is refused with them; a number is only ever itself (`1` is never `10`).
   * A value that fits none stays as typed, so that the engine says why it is not legal now.
   */
  function resolveNames(
    ctx: Context,
    game: LoadedGame,
    role: string,
    spec: Sub,
    legal: A[],
    given: Map<string, string>,
    strict = true,
  ): Map<string, string> {
    const s = stateOf(game);
    const out = new Map(given);
    for (const f of spec.fields) {
      const raw = given.get(f.opt);
      if (raw === undefined || legal.some((a) => f.pick(a) === raw)) continue;
      const byValue = new Map<string, Candidate>();
      for (const a of legal) {
        const v = f.pick(a);
        if (byValue.has(v)) continue;
        const names = LOCALES.map((L) => cfg.valueLabel(L, s, f, v, a, role));
        byValue.set(v, { value: v, names });
      }
      out.set(f.opt, readTyped(ctx.locale, f.opt, raw, byValue, strict));
    }
    return out;
  }

  const resolveGame = kit.resolveGame;

  /** The seat whose menu to show: the one that acts now (or, with `idleMenu`, any with something to do). */
  function menuRole(game: LoadedGame, roles: string[]): string | undefined {
    const s = stateOf(game);
    const active = module.activeRoles(s);
    return (
      roles.find((r) => active.includes(r)) ??
      (cfg.idleMenu ? roles.find((r) => module.legalActions(s, r).length > 0) : undefined)
    );
  }

  async function runAction(ctx: Context, s: Services, spec: Sub): Promise<Response> {
    const game = await resolveGame(ctx, s, ['active']);
    const role = s.table.roleFor(game, ctx.req.user.id);
    const legal = legalFor(game, role, spec);
    const given = resolveNames(ctx, game, role, spec, legal, typedOptions(ctx, spec.fields));
    const candidates = legal.filter((a) => cfg.matches(spec, a, given));
    if (candidates.length > 1) {
      const header = `${cfg.headerFor(ctx, game, role)}\n${t(ctx.locale, 'ui.pick_one')}`;
      return { replies: [pickMenu(ctx, game, role, candidates, header, subPath(spec))] };
    }
    const action = candidates[0] ?? cfg.refusedAction(spec, given, role, game);
    // a secret choice answers privately first; the public outcome follows (it never names the choice)
    await ctx.defer(!!spec.secret);
    return cfg.outcome(ctx, s, await act(ctx, s, game, role, action));
  }

  const valuesOf =
    cfg.valuesOf ??
    ((spec: Sub, field: FieldOf<Sub>, a: A, given: Map<string, string>) =>
      cfg.matches(spec, a, given) ? [field.pick(a)] : []);

  /** The legal values of the focused option, given the other options, filtered by what is typed. */
  async function autocomplete(ctx: Context, s: Services): Promise<Response> {
    const focused = ctx.req.focused ?? '';
    if (focused === 'game') return { replies: [], choices: await autocompleteGame(ctx, s) };
    const spec = specOf(ctx);
    const field = spec?.fields.find((f) => f.opt === focused);
    if (!spec || !field) return { replies: [], choices: [] };
    try {
      const game = await resolveGame(ctx, s, ['active']);
      const role = s.table.roleFor(game, ctx.req.user.id);
      const st = stateOf(game);
      const legal = legalFor(game, role, spec);
      const given = resolveNames(ctx, game, role, spec, legal, typedOptions(ctx, spec.fields, focused), false);
      const typed = fold(String(ctx.req.options[focused] ?? ''));
      const values = new Map<string, string>();
      for (const a of legal) {
        for (const v of valuesOf(spec, field, a, given)) {
          if (!values.has(v)) values.set(v, cfg.valueLabel(ctx.locale, st, field, v, a, role));
        }
      }
      return { replies: [], choices: choicesFrom(values, typed) };
    } catch {
      return { replies: [], choices: [] };
    }
  }

  async function mapReply(ctx: Context, s: Services, game: LoadedGame, ephemeral: boolean): Promise<Reply> {
    if (!s.images || !game.state) return { content: t(ctx.locale, 'ui.no_map'), ephemeral: true };
    const png = await cfg.renderMap(module.view(stateOf(game), OBSERVER), { locale: ctx.locale });
    return { files: [{ name: `${slug}-${game.row.id}-v${stateOf(game).version}.png`, data: png }], ephemeral };
  }

  // --- buttons and menus under the messages ---------------------------------------------------
  async function component(ctx: Context, s: Services): Promise<Response> {
    const { game, id: parsed } = await kit.loadComponent(ctx, s, false);
    const [verb, arg] = parsed.key.split(':') as [string, string | undefined];
    if (verb === 'status') return { replies: [{ embeds: [statusEmbed(ctx, s, game)], ephemeral: true }] };
    if (verb === 'map') return { replies: [await mapReply(ctx, s, game, true)] };
    const view = views.find((v) => v.name === verb);
    if (view) return view.reply(ctx, s, game);
    if (game.row.status !== 'active')
      throw new Refusal('error.not_active', { id: game.row.id, status: game.row.status });
    const roles = s.table.rolesOf(game, ctx.req.user.id);
    if (roles.length === 0) throw new Refusal('error.not_seated', { id: game.row.id });
    const st = stateOf(game);
    const active = module.activeRoles(st);
    if (verb === 'menu') return menuFor(ctx, game, menuRole(game, roles));
    const role = roles.find((r) => active.includes(r));
    if (!role) throw new Refusal(`${slug}.error.not_your_turn`, { role: roles[0] }, cfg.notYourTurnRule);
    const stale = parsed.stale;
    if (verb === 'do' && arg) {
      const type = arg as A['type'];
      const legal = legalOf(module, game, role, [type]);
      if (!legal.length) return withStale(ctx, menuFor(ctx, game, role));
      if (cfg.oneClick.has(type) && legal.length === 1) {
        if (stale) return withStale(ctx, menuFor(ctx, game, role));
        await ctx.defer(false);
        return cfg.outcome(ctx, s, await act(ctx, s, game, role, legal[0]));
      }
      return { replies: [groupedMenu(ctx, game, role, type, legal)] };
    }
    if (verb === 'grp' && arg) {
      const value = ctx.req.values?.[0] ?? '';
      const legal = legalOf(module, game, role, [arg]).filter(
        (a) => subOfAction(cfg.subs, a)?.fields[0]?.pick(a) === value,
      );
      if (!legal.length) return withStale(ctx, menuFor(ctx, game, role));
      // still too long for one menu: point at the subcommand whose options narrow it down
      const sub = subOfAction(cfg.subs, legal[0]!);
      return { replies: [pickMenu(ctx, game, role, legal, cfg.headerFor(ctx, game, role), sub && subPath(sub))] };
    }
    if (verb === 'pick' && arg) {
      if (stale || !roles.includes(arg)) return withStale(ctx, menuFor(ctx, game, role));
      const action = module.legalActions(st, arg)[Number(ctx.req.values?.[0])];
      if (action === undefined) return withStale(ctx, menuFor(ctx, game, role));
      await ctx.defer(!!subOfAction(cfg.subs, action)?.secret);
      return cfg.outcome(ctx, s, await act(ctx, s, game, arg, action));
    }
    throw new Refusal('error.stale');
  }

  // --- the command ----------------------------------------------------------------------------
  const privateSubs = new Set(['actions', ...views.filter((v) => v.private).map((v) => v.name)]);

  return {
    data,
    prefixes: [cfg.ids.prefix],
    ephemeral: (ctx) => privateSubs.has(ctx.req.subcommand ?? '') || !!specOf(ctx)?.secret,
    async execute(ctx, s) {
      const spec = specOf(ctx);
      if (spec) return runAction(ctx, s, spec);
      const sub = ctx.req.subcommand ?? '';
      const game = await kit.resolveView(ctx, s);
      const view = views.find((v) => v.name === sub);
      if (view) return view.reply(ctx, s, game);
      switch (sub) {
        case 'status':
          return kit.statusReply(ctx, s, game, cfg.actionBar(ctx, game));
        case 'map':
          return { replies: [await mapReply(ctx, s, game, false)] };
        case 'actions': {
          if (game.row.status !== 'active')
            throw new Refusal('error.not_active', { id: game.row.id, status: game.row.status });
          const roles = s.table.rolesOf(game, ctx.req.user.id);
          if (!roles.length) throw new Refusal('error.not_seated', { id: game.row.id });
          return menuFor(ctx, game, menuRole(game, roles));
        }
        default:
          throw new Refusal('error.unknown_command', {
            name: `${cfg.name} ${subPath({ group: ctx.req.group, name: sub })}`,
          });
      }
    },
    autocomplete,
    component,
  };
}
