import { namingContext } from './belle-epoque/present.js';
import { renderLbeInline } from './inline-boards.js';
import {
  ApplicationCommandOptionType,
  type APIApplicationCommandBasicOption,
  type APIApplicationCommandSubcommandOption,
  type RESTPostAPIChatInputApplicationCommandsJSONBody,
} from 'discord-api-types/v10';
import type { ChatCommand, Services } from '../bot/command.js';
import type { GameUi } from '../bot/game-ui.js';
import { optString } from '../bot/options.js';
import { LOCALES } from '../bot/i18n/index.js';
import { statusEmbed } from '../bot/present.js';
import type { ActOutcome } from '../bot/play.js';
import type { LoadedGame } from '../bot/table.js';
import { Refusal, type Context, type Response } from '../bot/types.js';
import { POWERS } from '../engine/belle-epoque/data/index.js';
import { belleEpoque, type BelleState } from '../engine/belle-epoque/index.js';
import type { BelleAction } from '../engine/belle-epoque/schema.js';
import { OBSERVER } from '../engine/core/types.js';
import { valueLabel } from './belle-epoque/labels.js';
import {
  actionBar,
  handReply,
  lbeOutcome,
  lbeStatusEmbed,
  LBE_IDS,
  pickMenu,
  promptFor,
  renderLbeMap,
  seenFor,
  turnLog,
} from './belle-epoque/present.js';
import {
  ACTION_SUBS,
  SUB_BY_NAME,
  decode,
  encode,
  type ActionType,
  type FieldSpec,
  type SubSpec,
} from './belle-epoque/spec.js';
import { LBE_TEXT, lt } from './belle-epoque/text.js';
import { act } from './kit/act.js';
import { choicesFrom, fold } from './kit/lookup.js';
import { cut } from '../bot/pages.js';
import { tableCommand, tableKit, type TableVerb } from './kit/table-command.js';
import { readTyped, typedOptions, type Candidate } from './kit/match.js';
import { mergeOutcomes } from './kit/outcome.js';
import {
  choiceOptionOf,
  describedBy,
  GAME_CONTEXTS,
  gameOptionOf,
  plainSubOf,
  subWithOptions,
} from './kit/definition.js';
import { powerName } from './belle-epoque/names.js';

/**
 * `/lbe`: La Belle Époque at the table. One subcommand per action of 8.1–8.10 (plus setup placement,
 * the Intrigue choice, Dispute commitments, rerolls and card answers), each option autocompleted from
 * `legalActions` only; then the hand, the status, the turn's log and the map. Handlers are thin:
 * options → one legal action → `table.act` → the reply. The engine decides what is legal.
 */
const SLUG = 'belle-epoque';
const kit = tableKit({ slug: SLUG, prefix: LBE_IDS.prefix, text: lt, notOursKey: 'ui.not_lbe' });
const EN = LBE_TEXT.en;
const IT = LBE_TEXT.it;

const text = describedBy(lt);
const gameOption = gameOptionOf(text('cmd.opt.game'));

function fieldOption(f: FieldSpec): APIApplicationCommandBasicOption {
  return {
    name: f.opt,
    ...text(f.desc),
    type: ApplicationCommandOptionType.String,
    required: f.required ?? false,
    autocomplete: true,
    max_length: 60,
  };
}

function actionSub(spec: SubSpec): APIApplicationCommandSubcommandOption {
  const extra: APIApplicationCommandBasicOption[] =
    spec.name === 'play'
      ? [
          {
            name: 'target',
            ...text('cmd.opt.target'),
            type: ApplicationCommandOptionType.String,
            required: false,
            autocomplete: true,
          },
        ]
      : [];
  const options = [...spec.fields.map(fieldOption), ...extra, gameOption];
  // Discord wants required options first.
  options.sort((a, b) => Number(b.required ?? false) - Number(a.required ?? false));
  return { name: spec.name, ...text(`cmd.${spec.name}`), type: ApplicationCommandOptionType.Subcommand, options };
}

const data = {
  name: 'lbe',
  description: EN.cmd.description,
  description_localizations: { it: IT.cmd.description },
  contexts: GAME_CONTEXTS,
  options: [
    ...ACTION_SUBS.map(actionSub),
    plainSubOf('hand', text('cmd.hand'), gameOption),
    plainSubOf('status', text('cmd.status'), gameOption),
    plainSubOf('log', text('cmd.log'), gameOption),
    plainSubOf('actions', text('cmd.actions'), gameOption),
    subWithOptions(
      'map',
      text('cmd.map'),
      [
        choiceOptionOf(
          'detail',
          text('cmd.opt.detail'),
          (['europe', 'africa', 'asia'] as const).map((d) => ({ value: d, en: EN.ui.detail[d], it: IT.ui.detail[d] })),
        ),
      ],
      gameOption,
    ),
  ],
} as const satisfies RESTPostAPIChatInputApplicationCommandsJSONBody;

const PRIVATE_SUBS = new Set(['hand', 'log', 'actions']);

const state = (game: LoadedGame) => game.state as BelleState;

function legalOf(game: LoadedGame, role: string, types: readonly ActionType[]): BelleAction[] {
  return belleEpoque.legalActions(state(game), role).filter((a) => types.includes(a.type));
}

/** Typed names ("Egypt", "Egitto", "egy") read as the ids legal actions carry (`readTyped`). */
function resolveTyped(
  ctx: Context,
  game: LoadedGame,
  role: string,
  spec: SubSpec,
  legal: BelleAction[],
  typed: Map<string, string>,
  strict: boolean,
): Map<string, string> {
  const out = new Map(typed);
  let seen: ReturnType<typeof seenFor>[] | null = null;
  for (const f of spec.fields) {
    const raw = typed.get(f.opt);
    // an id as the legal actions carry it needs no names (naming a commitment prices it: costly)
    if (raw === undefined || legal.some((a) => encode((a as Record<string, unknown>)[f.key]) === raw)) continue;
    seen ??= LOCALES.map((L) => seenFor(game, role, L));
    const byValue = new Map<string, Candidate>();
    for (const a of legal) {
      const v = (a as Record<string, unknown>)[f.key];
      const key = encode(v);
      if (!byValue.has(key)) byValue.set(key, { value: key, names: seen!.map((x) => valueLabel(x, f, v, a)) });
    }
    out.set(f.opt, readTyped(ctx.locale, f.opt, raw, byValue, strict));
  }
  return out;
}

/** The options given, decoded; `withDefaults` fills omitted options that stand for a value. */
function givenValues(
  spec: SubSpec,
  typed: Map<string, string>,
  withDefaults: boolean,
  autocompleting = false,
): Map<FieldSpec, unknown> {
  const out = new Map<FieldSpec, unknown>();
  for (const f of spec.fields) {
    const raw = typed.get(f.opt);
    if (raw === undefined) {
      if (withDefaults && f.def !== undefined) out.set(f, f.def);
      continue;
    }
    const v = decode(f, raw);
    if (v === undefined) {
      if (autocompleting) continue; // autocomplete: ignore what cannot be read yet
      throw new Refusal('error.bad_input', { detail: `${f.opt}:${raw.slice(0, 40)}` });
    }
    out.set(f, v);
  }
  return out;
}

const matches = (a: BelleAction, given: Map<FieldSpec, unknown>) =>
  [...given].every(([f, v]) => encode((a as Record<string, unknown>)[f.key]) === encode(v));

/** A card's target, named with the card: the engine asks for it next; we answer at once. */
async function answerTarget(
  ctx: Context,
  s: Services,
  out: ActOutcome,
  role: string,
  target: string | undefined,
): Promise<ActOutcome[]> {
  if (!target || out.result || out.duplicate) return [out];
  const st = out.after as BelleState;
  const pending = st.step === 'card' ? st.resolution?.pending : null;
  if (
    !pending ||
    pending.chooser !== role ||
    !pending.key.endsWith('choose_target') ||
    !pending.options.includes(target)
  )
    return [out];
  const second = await act(ctx, s, out.game, role, { type: 'choose', option: target }, '2');
  return [out, second];
}

/** The card's target as typed: a Power's id or name (English or Italian), exactly or by a unique start. */
function targetOf(ctx: Context): string | undefined {
  const raw = optString(ctx, 'target')?.trim();
  if (raw === undefined) return undefined;
  const powers = new Map(POWERS.map((p) => [p, { value: p, names: LOCALES.map((L) => powerName(L, p)) }]));
  return readTyped(ctx.locale, 'target', raw, powers);
}

async function runAction(ctx: Context, s: Services, spec: SubSpec): Promise<Response> {
  const game = await s.table.resolve(ctx.req, optString(ctx, 'game'), ['active'], 'belle-epoque');
  const role = s.table.roleFor(game, ctx.req.user.id);
  const legal = legalOf(game, role, spec.types);
  const given = givenValues(
    spec,
    resolveTyped(ctx, game, role, spec, legal, typedOptions(ctx, spec.fields), true),
    true,
  );
  let candidates = legal.filter((a) => matches(a, given));
  if (candidates.length > 1 && spec.name === 'send' && optString(ctx, 'space') === undefined) {
    // `/lbe send territory:x` with no space means the plain mission to the free space; a Dispute is named by its space.
    const board = state(game).board;
    const free = candidates.filter(
      (a) => a.type === 'send_dm' && !board[a.territory as keyof typeof board]?.[a.space - 1]?.cube,
    );
    if (free.length === 1) candidates = free;
  }
  if (candidates.length > 1) {
    return { replies: [pickMenu(ctx, game, role, candidates, lt(ctx.locale, 'ui.pick_one'), spec.name)] };
  }
  let action: unknown = candidates[0];
  if (!action) {
    // Nothing legal matches: send what was asked and let the engine say why not (its rule and reason).
    const st = state(game);
    const type = spec.name === 'deploy' && st.action?.deploying ? 'move_fleet' : spec.types[0]!;
    action = { type, ...Object.fromEntries([...given].map(([f, v]) => [f.key, v])) };
  }
  await ctx.defer(false);
  const first = await act(ctx, s, game, role, action);
  const outs = spec.name === 'play' ? await answerTarget(ctx, s, first, role, targetOf(ctx)) : [first];
  return lbeOutcome(ctx, s, mergeOutcomes(outs));
}

async function autocomplete(ctx: Context, s: Services): Promise<Response> {
  const focused = ctx.req.focused ?? '';
  const spec = SUB_BY_NAME.get(ctx.req.subcommand ?? '');
  if (!spec) return { replies: [], choices: [] };
  try {
    const game = await s.table.resolve(ctx.req, optString(ctx, 'game'), ['active'], 'belle-epoque');
    const role = s.table.roleFor(game, ctx.req.user.id);
    const seen = seenFor(game, role, ctx.locale);
    const typed = fold(String(ctx.req.options[focused] ?? ''));
    const legal = legalOf(game, role, spec.types);
    if (focused === 'target') {
      const choices = POWERS.filter((p) => p !== role)
        .map((p) => ({
          name: valueLabel(seen, { opt: 'target', key: 'target', kind: 'string', desc: '' }, p, legal[0]!),
          value: p,
        }))
        .filter((c) => !typed || fold(c.name).includes(typed) || c.value.includes(typed));
      return { replies: [], choices };
    }
    const field = spec.fields.find((f) => f.opt === focused);
    if (!field) return { replies: [], choices: [] };
    const given = givenValues(
      spec,
      resolveTyped(ctx, game, role, spec, legal, typedOptions(ctx, spec.fields, focused), false),
      false,
      true,
    );
    const seenValues = new Map<string, string>();
    for (const a of legal.filter((x) => matches(x, given))) {
      const v = (a as Record<string, unknown>)[field.key];
      const key = encode(v);
      if (!seenValues.has(key)) seenValues.set(key, valueLabel(seen, field, v, a));
    }
    return { replies: [], choices: choicesFrom(seenValues, typed) };
  } catch {
    return { replies: [], choices: [] };
  }
}

/** Steps where a Power answers a question (a Dispute, a card, the Ottoman ally's pick): the button opens that question. */
const PROMPT_STEPS = new Set(['dispute.defend', 'dispute.attack', 'dispute.reroll', 'card', 'intrigue.keep']);

/** The types a button runs at once: they take no choice. */
const ONE_CLICK = new Set<ActionType>([
  'build_great_work',
  'invest',
  'gain_prestige',
  'end_turn',
  'pass',
  'end_deploy',
]);

/** The clicker's seat that acts now; a verb that changes the game needs one. */
function actingRole(ctx: Context, s: Services, game: LoadedGame): { roles: string[]; role: string | undefined } {
  const roles = s.table.rolesOf(game, ctx.req.user.id);
  if (roles.length === 0) throw new Refusal('error.not_seated', { id: game.row.id });
  const active = belleEpoque.activeRoles(state(game));
  return { roles, role: roles.find((r) => active.includes(r)) };
}

function mustAct(ctx: Context, s: Services, game: LoadedGame): { roles: string[]; role: string } {
  const { roles, role } = actingRole(ctx, s, game);
  if (!role) throw new Refusal('belle-epoque.error.not_your_turn');
  return { roles, role };
}

/** Buttons and menus under the messages: what may be seen at any time, then what changes the game. */
const VERBS: Record<string, TableVerb> = {
  hand: {
    active: false,
    run: (ctx, s, game) => ({ replies: [handReply(ctx, game, s.table.rolesOf(game, ctx.req.user.id))] }),
  },
  log: {
    active: false,
    run: async (ctx, s, game, id) => ({ replies: [await turnLog(ctx, s, game, Number(id.args[0]) || undefined)] }),
  },
  status: {
    active: false,
    run: (ctx, s, game) => ({ replies: [{ embeds: [statusEmbed(ctx, s, game)], ephemeral: true }] }),
  },
  map: {
    active: false,
    async run(ctx, s, game) {
      await ctx.defer(true); // drawing the board may take longer than Discord waits for an answer
      return { replies: [await mapReply(ctx, s, game, undefined, true)] };
    },
  },
  menu: { run: (ctx, s, game) => menuFor(ctx, game, actingRole(ctx, s, game).role) },
  do: {
    async run(ctx, s, game, id) {
      const { role } = mustAct(ctx, s, game);
      const type = id.args[0] as ActionType;
      const legal = legalOf(game, role, [type]);
      if (!legal.length) return kit.withStale(ctx, menuFor(ctx, game, role));
      if (ONE_CLICK.has(type) && legal.length === 1) {
        if (id.stale) return kit.withStale(ctx, menuFor(ctx, game, role));
        await ctx.defer(false);
        return lbeOutcome(ctx, s, await act(ctx, s, game, role, legal[0]));
      }
      const prompt = PROMPT_STEPS.has(state(game).step) ? promptFor(ctx, game, role, '') : null;
      if (prompt) return { replies: [prompt] };
      return { replies: [groupedMenu(ctx, game, role, type, legal)] };
    },
  },
  grp: {
    run(ctx, s, game, id) {
      const { role } = mustAct(ctx, s, game);
      const [arg, arg2] = id.args;
      const spec = SUB_BY_NAME.get(subNameOf(arg as ActionType));
      const first = spec?.fields[0];
      if (!spec || !first) throw new Refusal('error.stale');
      const value = ctx.req.values?.[0] ?? arg2 ?? '';
      const legal = legalOf(game, role, [arg as ActionType]).filter(
        (a) => encode((a as Record<string, unknown>)[first.key]) === value,
      );
      if (!legal.length) return kit.withStale(ctx, menuFor(ctx, game, role));
      const header = lt(ctx.locale, 'ui.pick_for', { power: ctx.t(`${SLUG}.role.${role}`) });
      return { replies: [pickMenu(ctx, game, role, legal, header, spec.name)] };
    },
  },
  pick: {
    async run(ctx, s, game, id) {
      const { roles, role } = mustAct(ctx, s, game);
      const seat = id.args[0] ?? '';
      if (id.stale || !roles.includes(seat)) return kit.withStale(ctx, menuFor(ctx, game, role));
      const action = belleEpoque.legalActions(state(game), seat)[Number(ctx.req.values?.[0])];
      if (action === undefined) return kit.withStale(ctx, menuFor(ctx, game, role));
      await ctx.defer(false);
      return lbeOutcome(ctx, s, await act(ctx, s, game, seat, action));
    },
  },
};

function subNameOf(type: ActionType): string {
  return ACTION_SUBS.find((x) => x.types.includes(type))?.name ?? '';
}

/** Everything the clicker may do now: a menu when it fits, else one button per kind of action. */
function menuFor(ctx: Context, game: LoadedGame, role: string | undefined): Response {
  if (!role) return { replies: [{ content: lt(ctx.locale, 'ui.nothing_to_do'), ephemeral: true }] };
  const legal = belleEpoque.legalActions(state(game), role);
  const header = lt(ctx.locale, 'ui.pick_for', { power: ctx.t(`${SLUG}.role.${role}`) });
  const prompt = promptFor(ctx, game, role, '');
  if (prompt) return { replies: [prompt] };
  if (legal.length <= 25) return { replies: [pickMenu(ctx, game, role, legal, header)] };
  const bar = actionBar(ctx, game);
  return { replies: [{ content: header, components: bar.slice(0, -1), ephemeral: true }] };
}

/** A long list (missions, sales, cards) is chosen in two steps: first its territory or card, then the rest. */
function groupedMenu(ctx: Context, game: LoadedGame, role: string, type: ActionType, legal: BelleAction[]) {
  const header = lt(ctx.locale, 'ui.pick_for', { power: ctx.t(`${SLUG}.role.${role}`) });
  const spec = SUB_BY_NAME.get(subNameOf(type));
  const first = spec?.fields[0];
  if (legal.length <= 25 || !spec || !first) return pickMenu(ctx, game, role, legal, header, spec?.name);
  const seen = seenFor(game, role, ctx.locale);
  const groups = new Map<string, string>();
  for (const a of legal) {
    const v = (a as Record<string, unknown>)[first.key];
    if (!groups.has(encode(v))) groups.set(encode(v), valueLabel(seen, first, v, a));
  }
  const options = [...groups].slice(0, 25).map(([value, label]) => ({ label: cut(label, 100), value }));
  const more = groups.size > 25 ? `\n${lt(ctx.locale, 'ui.more', { count: groups.size - 25, sub: spec.name })}` : '';
  return {
    content: header + more,
    components: [
      [
        {
          type: 'select' as const,
          customId: LBE_IDS.id(game.row.id, state(game).version, `grp:${type}`),
          options,
          placeholder: lt(ctx.locale, 'ui.pick_placeholder'),
        },
      ],
    ],
    ephemeral: true,
  };
}

async function mapReply(ctx: Context, s: Services, game: LoadedGame, detail: string | undefined, ephemeral: boolean) {
  if (!s.images || !game.state) return { content: lt(ctx.locale, 'ui.no_game_map'), ephemeral: true };
  const view = belleEpoque.view(state(game), OBSERVER);
  const png = await renderLbeMap(view, { locale: ctx.locale, detail });
  return {
    files: [
      { name: `belle-epoque-${game.row.id}-v${state(game).version}${detail ? `-${detail}` : ''}.png`, data: png },
    ],
    ephemeral,
  };
}

const resolveHere = (ctx: Context, s: Services) =>
  s.table.resolve(ctx.req, optString(ctx, 'game'), ['active', 'finished'], 'belle-epoque');

/** The plain subcommands, after the actions (each one also a button verb above). */
const VIEW_SUBS: Record<string, (ctx: Context, s: Services, game: LoadedGame) => Promise<Response> | Response> = {
  hand: (ctx, s, game) => ({ replies: [handReply(ctx, game, s.table.rolesOf(game, ctx.req.user.id))] }),
  status: (ctx, s, game) => kit.statusReply(ctx, s, game, actionBar(ctx, game)),
  log: async (ctx, s, game) => ({ replies: [await turnLog(ctx, s, game)] }),
  actions(ctx, s, game) {
    const roles = s.table.rolesOf(game, ctx.req.user.id);
    if (!roles.length) throw new Refusal('error.not_seated', { id: game.row.id });
    const active = belleEpoque.activeRoles(state(game));
    return menuFor(
      ctx,
      game,
      roles.find((r) => active.includes(r)),
    );
  },
  async map(ctx, s, game) {
    await ctx.defer(false);
    return { replies: [await mapReply(ctx, s, game, optString(ctx, 'detail'), false)] };
  },
};

export const belleEpoqueCommand: ChatCommand = tableCommand(kit, {
  name: data.name,
  description: { description: data.description, description_localizations: data.description_localizations },
  subs: data.options.map((o) => {
    const spec = SUB_BY_NAME.get(o.name);
    const view = VIEW_SUBS[o.name];
    return {
      data: o,
      private: PRIVATE_SUBS.has(o.name),
      execute: async (ctx: Context, s: Services) =>
        spec ? runAction(ctx, s, spec) : view!(ctx, s, await resolveHere(ctx, s)),
    };
  }),
  verbs: VERBS,
  autocomplete,
});

/** La Belle Époque's table: its command, map and status embed. */
export const belleEpoqueUi: GameUi = {
  slug: SLUG,
  command: belleEpoqueCommand,
  renderMap: renderLbeMap,
  renderInline: renderLbeInline,
  statusEmbed: lbeStatusEmbed,
  naming: (ctx, st) => namingContext(ctx, (st as BelleState | null)?.np?.powers),
};
