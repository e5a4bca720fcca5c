import { ApplicationCommandOptionType, type APIApplicationCommandBasicOption } from 'discord-api-types/v10';
import { renderS1701Inline } from './inline-boards.js';
import { namingContext } from './succession-1701/present.js';
import { chunkText } from '../bot/pages.js';
import type { ChatCommand, Services } from '../bot/command.js';
import { optString } from '../bot/options.js';
import { OBSERVER } from '../engine/core/types.js';
import { S1701_THEATRES } from '../render/succession-1701/render.js';
import { resolveForView } from './kit/lookup.js';
import type { GameUi } from '../bot/game-ui.js';
import type { LoadedGame } from '../bot/table.js';
import { Refusal, type Context, type Response } from '../bot/types.js';
import { succession1701, type Succession1701State } from '../engine/succession-1701/index.js';
import { specCommand } from './kit/game-command.js';
import {
  S17_IDS,
  actionBar,
  actionRows,
  actionText,
  handText,
  headerFor,
  renderS1701Map,
  sCardLocation,
  sOutcome,
  sStatusEmbed,
  SLUG,
  stateOf,
  valueLabel,
} from './succession-1701/present.js';
import { ACTION_SUBS, matches, type ActionType, type S1701Action, type SubSpec } from './succession-1701/spec.js';
import { st } from './succession-1701/text.js';

/**
 * `/1701`: 1701 – A Question of Succession at the table. One subcommand per decision of the engine's
 * action union (battle decisions under `/1701 battle …`), every option autocompleted from
 * `legalActions` only; then the actions menu, the status, the map and your own cards. Handlers are
 * thin (the game-command kit): options → one legal action → `table.act` → the reply. A battle card
 * is chosen in private (ephemeral command or menu) and only the engine's clash event names it, for
 * both sides at once.
 */

/**
 * The rulebook section that governs each kind of decision: a refusal the engine is not asked about
 * cites it (§9 only lists the actions; it never says why a move, a battle card or a ransom is barred).
 */
export const RULE_OF: Record<ActionType, string> = {
  form_army: '13',
  disband_army: '13',
  disband_brigades: '13',
  assign_general: '15',
  enlist_general: '15',
  end_organisation: '13',
  card_obligation: '11',
  penalty_target: '11',
  opportunity: '11',
  move: '14',
  attack: '18',
  attack_two: '21',
  defend: '18',
  react: '17',
  advance: '18',
  storm: '22c',
  reinforce: '22a',
  garrison: '22c',
  ungarrison: '22c',
  diplomacy: 'alliances',
  pass: '9',
  end_turn: '9',
  battle_deploy: '20',
  battle_opportunity: '11',
  battle_attack: '20',
  battle_shift: '20',
  battle_converge: '20',
  battle_swap: '21',
  battle_respond: '20',
  battle_play: '20',
  battle_withdraw: '20',
  battle_stay: '20',
  battle_second_round: '20',
  place_army: '20',
  ransom_offer: '22a',
  ransom_answer: '22a',
  storm_play: '22c',
  storm_abandon: '22c',
};

/**
 * Nothing legal matches: an action whose shape the options fully give goes to the engine, which
 * says why not (its code and rule); otherwise the generic refusal.
 */
function refusedAction(spec: SubSpec, given: Map<string, string>, role: string, game: LoadedGame): unknown {
  const g = (k: string) => given.get(k);
  const type = spec.types[0]!;
  if (spec.fields.length === 0) return { type };
  // a storm where the army besieges only when no other town was named
  if (type === 'storm' && g('army') && (!g('town') || g('town') === 'here')) return { type, army: g('army') };
  // the whole army only when no part of it was named: `brigades:99` must never disband all of it
  if (type === 'disband_army' && g('army') && !g('state') && !g('brigades')) return { type, army: g('army') };
  if (type === 'disband_army' && g('army') && g('state') && g('brigades'))
    return { type: 'disband_brigades', army: g('army'), state: g('state'), brigades: Number(g('brigades')) };
  if (type === 'assign_general' && g('army') && g('general')) return { type, army: g('army'), general: g('general') };
  if (type === 'assign_general' && g('general')) return { type: 'enlist_general', general: g('general') };
  if (type === 'card_obligation' && g('perform')) return { type, perform: g('perform') === 'yes' };
  if (type === 'storm_play' && g('card') && g('card') !== 'abandon') return { type, card: g('card') };
  if (type === 'battle_play' && g('card')) return { type, card: g('card') };
  if (type === 'form_army' && g('general') && g('state') && g('town'))
    return { type, general: g('general'), state: g('state'), size: Number(g('size') ?? 4), town: g('town') };
  if (succession1701.legalActions(stateOf(game), role).length === 0)
    throw new Refusal(`${SLUG}.error.not_your_turn`, { role }, `${SLUG}:5`);
  throw new Refusal(`${SLUG}.error.action_illegal`, { action: type }, `${SLUG}:${RULE_OF[type]}`);
}

/** Your own cards, from your own view only, always private. */
function handReply(ctx: Context, s: Services, game: LoadedGame): Response {
  const roles = s.table.rolesOf(game, ctx.req.user.id);
  if (!roles.length) throw new Refusal('error.not_seated', { id: game.row.id });
  const state = stateOf(game);
  const content = roles
    .map((r) => handText(ctx.locale, succession1701.view(state, r) as Parameters<typeof handText>[1], r))
    .join('\n\n');
  return { replies: chunkText(content).map((c) => ({ content: c, ephemeral: true })) };
}

const kitCommand = specCommand<Succession1701State, S1701Action, SubSpec>({
  name: '1701',
  module: succession1701,
  ids: S17_IDS,
  text: st,
  notOursKey: 'ui.not_ours',
  subs: ACTION_SUBS,
  matches,
  refusedAction,
  valueLabel: (L, s, field, raw) => valueLabel(L, s, field.kind, raw),
  actionLabel: actionText,
  headerFor,
  actionRows,
  actionBar,
  outcome: sOutcome,
  renderMap: renderS1701Map,
  /** Types a button applies at once when they are the only one of their kind: they take no choice. */
  oneClick: new Set<ActionType>(['end_turn', 'end_organisation', 'pass', 'storm_abandon']),
  notYourTurnRule: `${SLUG}:5`,
  views: [{ name: 'hand', private: true, reply: handReply }],
});

/**
 * `/1701 map theatre:<id>`: a theatre of the war (S1701_THEATRES) drawn larger, where the whole board
 * is too crowded to name every town at Discord's inline size. Without the option the kit's map.
 */
function withTheatres(base: ChatCommand): ChatCommand {
  const theatre: APIApplicationCommandBasicOption = {
    name: 'theatre',
    description: st('en', 'cmd.opt.theatre'),
    description_localizations: { it: st('it', 'cmd.opt.theatre') },
    type: ApplicationCommandOptionType.String,
    required: false,
    choices: S1701_THEATRES.map((z) => ({
      name: st('en', `ui.theatres.${z.id}`),
      name_localizations: { it: st('it', `ui.theatres.${z.id}`) },
      value: z.id,
    })),
  };
  const options = (base.data.options ?? []).map((o) =>
    o.name === 'map' && o.type === ApplicationCommandOptionType.Subcommand
      ? { ...o, options: [theatre, ...(o.options ?? [])] }
      : o,
  );
  const ours = (ctx: Context, game: LoadedGame): LoadedGame => {
    if (game.module.slug !== SLUG)
      throw new Refusal('error.bad_action', { detail: st(ctx.locale, 'ui.not_ours', { id: game.row.id }) });
    return game;
  };
  return {
    ...base,
    data: { ...base.data, options },
    async execute(ctx, s) {
      const id = ctx.req.subcommand === 'map' && !ctx.req.group ? optString(ctx, 'theatre') : undefined;
      if (id === undefined) return base.execute(ctx, s);
      if (!S1701_THEATRES.some((z) => z.id === id))
        throw new Refusal('error.bad_input', { detail: `theatre:${id.slice(0, 40)}` });
      const game = await resolveForView(ctx, s, ours);
      if (!s.images || !game.state) return { replies: [{ content: st(ctx.locale, 'ui.no_map'), ephemeral: true }] };
      const state = stateOf(game);
      const png = await renderS1701Map(succession1701.view(state, OBSERVER), { locale: ctx.locale, theatre: id });
      return { replies: [{ files: [{ name: `${SLUG}-${game.row.id}-v${state.version}-${id}.png`, data: png }] }] };
    },
  };
}

export const succession1701Command = withTheatres(kitCommand);

/** 1701's table: its command, map, status and card whereabouts. */
export const succession1701Ui: GameUi = {
  slug: SLUG,
  command: succession1701Command,
  renderMap: renderS1701Map,
  renderInline: renderS1701Inline,
  statusEmbed: sStatusEmbed,
  cardLocation: sCardLocation,
  naming: (ctx, state) => namingContext(ctx, state as Parameters<typeof namingContext>[1]),
};
