import {
  ApplicationCommandOptionType,
  type RESTPostAPIChatInputApplicationCommandsJSONBody,
} from 'discord-api-types/v10';
import { renderDipInline } from './inline-boards.js';
import type { ChatCommand, Services } from '../bot/command.js';
import * as def from './kit/definition.js';
import type { GameUi } from '../bot/game-ui.js';
import type { Locale } from '../bot/i18n/index.js';
import { en as enTexts } from '../bot/i18n/en.js';
import { it as itTexts } from '../bot/i18n/it.js';
import { optInt, optString } from '../bot/options.js';
import { HEAVY_MOVES, heavyWork, LogSummaries } from '../bot/heavy.js';
import { chunkLines } from '../bot/pages.js';
import { gameCustomId, humansToAct, logTitle, mapFile, TABLE_LINES } from '../bot/present.js';
import type { ActOutcome } from '../bot/play.js';
import type { LoadedGame } from '../bot/table.js';
import { Refusal, type Component, type Context, type Reply, type Response, type SelectMenu } from '../bot/types.js';
import { OBSERVER } from '../engine/core/types.js';
import {
  diplomacy,
  formatOrder,
  legalOrderTree,
  missingOrders,
  survivors,
  type DiplomacyState,
  type MissingOrders,
  type DiplomacyView,
  type Order,
  type PhaseRecord,
  type Power,
} from '../engine/diplomacy/index.js';
import { stageOrders, type Problem } from './diplomacy/entry.js';
import { act } from './kit/act.js';
import { tableCommand, tableKit, type ComponentId } from './kit/table-command.js';
import { byConvoy, MAX_OPTIONS, targetChoices } from './diplomacy/guided.js';
import {
  dipStatusEmbed,
  renderDipMap,
  renderOwnOrdersMap,
  renderResultsMap,
  resultsEmbed,
  SLUG,
} from './diplomacy/present.js';
import { DIP_ZONES } from '../render/diplomacy/render.js';
import { DIP_TEXT, dipParams, dt, et, phaseTitle, powerName } from './diplomacy/text.js';

/**
 * `/dip`: Diplomacy at the table. Orders are written all at once (a modal, or one line of text),
 * or step by step with select menus built from the engine's legal order tree; they stay secret
 * (every reply about them is ephemeral) until the phase is adjudicated, when the results go to the
 * channel: every order with its outcome, the map with the orders drawn, the new position, the
 * centre counts. Handlers are thin: text → parser → the engine's own `apply` → `table.act`.
 *
 * Component and modal ids: `dip:<gameId>:<phase key>:<verb>[:args]`, where the phase key
 * (`1901sm` = 1901 spring movement) makes a menu from an earlier phase stale.
 */
const described = def.describedBy(dt);
const text = (path: string) => described(`cmd.opt.${path}`);
const subText = (name: string) => described(`cmd.${name}`);

const gameOption = def.gameOptionOf(text('game'));

const T = ApplicationCommandOptionType;
const data = {
  name: 'dip',
  description: DIP_TEXT.en.cmd.description,
  description_localizations: { it: DIP_TEXT.it.cmd.description },
  contexts: def.GAME_CONTEXTS,
  options: [
    def.subWithOptions(
      'orders',
      subText('orders'),
      [
        { name: 'text', ...text('text'), type: T.String, required: false, max_length: 2000 },
        { name: 'show', ...text('show'), type: T.Boolean, required: false },
      ],
      gameOption,
    ),
    def.plainSubOf('order', subText('order'), gameOption),
    def.subWithOptions(
      'ready',
      subText('ready'),
      [{ name: 'confirm', ...text('confirm'), type: T.Boolean, required: false }],
      gameOption,
    ),
    def.plainSubOf('unready', subText('unready'), gameOption),
    def.subWithOptions(
      'draw',
      subText('draw'),
      [{ name: 'vote', ...text('vote'), type: T.Boolean, required: true }],
      gameOption,
    ),
    def.subWithOptions(
      'map',
      subText('map'),
      [
        def.choiceOptionOf(
          'zone',
          text('zone'),
          DIP_ZONES.map((z) => ({
            value: z.id,
            en: DIP_TEXT.en.ui.zones[z.id as keyof typeof DIP_TEXT.en.ui.zones],
            it: DIP_TEXT.it.ui.zones[z.id as keyof typeof DIP_TEXT.it.ui.zones],
          })),
        ),
        { name: 'mine', ...text('mine'), type: T.Boolean, required: false },
      ],
      gameOption,
    ),
    def.subWithOptions(
      'history',
      subText('history'),
      [{ name: 'phase', ...text('phase'), type: T.Integer, required: false, min_value: 1 }],
      gameOption,
    ),
    def.plainSubOf('status', subText('status'), gameOption),
  ],
} as const satisfies RESTPostAPIChatInputApplicationCommandsJSONBody;

// ---------------------------------------------------------------------------------------------
// Loading

const kit = tableKit({
  slug: SLUG,
  prefix: 'dip',
  text: dt,
  notOursKey: 'ui.not_dip',
  // the phase key (`1901sm` = 1901 spring movement) makes a menu from an earlier phase stale
  stamp: (game) => phaseKey(stateOf(game)),
});

function stateOf(game: LoadedGame): DiplomacyState {
  if (!game.state) throw new Refusal('error.not_active', { id: game.row.id, status: game.row.status });
  return game.state as unknown as DiplomacyState;
}

function observer(game: LoadedGame): DiplomacyView {
  return diplomacy.view(stateOf(game), OBSERVER);
}

/** The user's powers (a seat may hold several). */
function seatedPowers(ctx: Context, s: Services, game: LoadedGame): Power[] {
  const st = stateOf(game);
  const mine = s.table.rolesOf(game, ctx.req.user.id).filter((r): r is Power => (st.powers as string[]).includes(r));
  if (!mine.length) throw new Refusal('error.not_seated', { id: game.row.id });
  return mine;
}

function owingMine(game: LoadedGame, mine: Power[]): Power[] {
  const v = observer(game);
  return mine.filter((p) => v.owing.includes(p));
}

const phaseKey = (st: Pick<DiplomacyState, 'year' | 'season' | 'phase'>) => `${st.year}${st.season[0]}${st.phase[0]}`;
const dipId = (game: LoadedGame, ...parts: string[]) => kit.id(game, parts.join(':'));

// ---------------------------------------------------------------------------------------------
// Private replies: the player's own orders

function unitLabel(u: { type: string; at: string }): string {
  return `${u.type === 'army' ? 'A' : 'F'} ${u.at.toUpperCase()}`;
}

function slotOf(o: Order): string {
  return o.type === 'waive' ? 'waive' : o.type === 'build' ? `b:${o.at.slice(0, 3)}` : o.unit.slice(0, 3);
}

type Missing = MissingOrders;
const missingOf = missingOrders; // the engine's answer (units without an order, builds and removals owed)

const isComplete = (m: Missing) => !m.units.length && !m.builds && !m.removals;

/** The player's current orders, by power, and the units still without one (only the player sees this). */
function ordersText(locale: Locale, game: LoadedGame, mine: Power[]): string {
  const st = stateOf(game);
  const lines = [dt(locale, 'ui.yours', { phase: phaseTitle(locale, st) })];
  const owing = owingMine(game, mine);
  if (!owing.length) return dt(locale, 'ui.nothing_owed');
  for (const p of owing) {
    const mineNow = diplomacy.view(st, p);
    const orders = mineNow.myOrders ?? [];
    lines.push(
      dt(locale, 'ui.power_orders', {
        power: powerName(locale, p),
        ready: st.ready.includes(p) ? dt(locale, 'ui.ready_mark') : '',
      }),
    );
    lines.push(orders.length ? orders.map((o) => `\`${formatOrder(o)}\``).join('\n') : dt(locale, 'ui.none'));
    const missing = missingOf(st, p).units;
    if (missing.length) lines.push(dt(locale, 'ui.unordered', { units: missing.map(unitLabel).join(', ') }));
    const delta = st.adjustments[p] ?? 0;
    if (st.phase === 'adjustment' && delta > 0) lines.push(dt(locale, 'ui.builds_owed', { n: delta }));
    if (st.phase === 'adjustment' && delta < 0) lines.push(dt(locale, 'ui.removals_owed', { n: -delta }));
  }
  return lines.join('\n');
}

/**
 * `/dip ready` while orders are missing: nothing is marked, the player reads what is missing (and
 * what the rules would do with it), and may mark ready on purpose (`confirm:true` or the button).
 */
function missingReply(ctx: Context, game: LoadedGame, missing: [Power, Missing][]): Response {
  const st = stateOf(game);
  const lines = [dt(ctx.locale, 'ui.ready_missing')];
  for (const [p, m] of missing) {
    const power = powerName(ctx.locale, p);
    if (m.units.length)
      lines.push(
        dt(ctx.locale, st.phase === 'retreat' ? 'ui.missing_retreats' : 'ui.missing_units', {
          power,
          units: m.units.map(unitLabel).join(', '),
        }),
      );
    if (m.builds) lines.push(dt(ctx.locale, 'ui.missing_builds', { power, n: m.builds }));
    if (m.removals) lines.push(dt(ctx.locale, 'ui.missing_removals', { power, n: m.removals }));
  }
  lines.push(dt(ctx.locale, 'ui.ready_confirm_hint'));
  const components: Component[][] = [
    [
      { type: 'button', customId: dipId(game, 'write'), label: dt(ctx.locale, 'ui.btn.write'), style: 'primary' },
      { type: 'button', customId: dipId(game, 'guided'), label: dt(ctx.locale, 'ui.btn.guided'), style: 'secondary' },
      {
        type: 'button',
        customId: dipId(game, 'ready', 'confirm'),
        label: dt(ctx.locale, 'ui.btn.ready_anyway'),
        style: 'danger',
      },
    ],
  ];
  return {
    replies: chunkLines(lines).map((content, i, all) => ({
      content,
      ephemeral: true,
      ...(i === all.length - 1 ? { components } : {}),
    })),
  };
}

function orderButtons(locale: Locale, game: LoadedGame): Component[][] {
  return [
    [
      { type: 'button', customId: dipId(game, 'write'), label: dt(locale, 'ui.btn.write'), style: 'primary' },
      { type: 'button', customId: dipId(game, 'guided'), label: dt(locale, 'ui.btn.guided'), style: 'secondary' },
      { type: 'button', customId: dipId(game, 'show'), label: dt(locale, 'ui.btn.show'), style: 'secondary' },
      { type: 'button', customId: dipId(game, 'ready'), label: dt(locale, 'ui.btn.ready'), style: 'success' },
      // the table posts the board for the chat (issue #30): the whole board is one click away
      {
        type: 'button',
        customId: gameCustomId(game.row.id, stateOf(game).version, 'board'),
        label: (locale === 'it' ? itTexts : enTexts).turn.full_board,
        style: 'secondary',
      },
    ],
  ];
}

function problemsText(locale: Locale, problems: Problem[]): string {
  if (!problems.length) return '';
  return `${dt(locale, 'ui.problems')}\n${problems.map((p) => `• ${dt(locale, 'ui.problem', { line: p.line.slice(0, 80), message: p.message })}`).join('\n')}`;
}

/** Stores what the text says for each power it touches, then shows the player their orders (ephemeral). */
async function saveText(
  ctx: Context,
  s: Services,
  game: LoadedGame,
  mine: Power[],
  typed: string,
  replace: boolean,
): Promise<Response> {
  const owing = owingMine(game, mine);
  if (!owing.length) return { replies: [{ content: dt(ctx.locale, 'ui.nothing_owed'), ephemeral: true }] };
  const staged = stageOrders(ctx.locale, stateOf(game), owing, typed, replace);
  let current = game;
  const saved: string[] = [];
  for (const [power, orders] of staged.orders) {
    const st = stateOf(current);
    if (JSON.stringify(st.orders[power] ?? []) === JSON.stringify(orders) && st.submitted.includes(power)) continue;
    const out = await act(ctx, s, current, power, { type: 'set_orders', orders }, power);
    current = out.game;
    saved.push(dt(ctx.locale, 'ui.saved', { power: powerName(ctx.locale, power), count: orders.length }));
  }
  const content = [
    saved.join('\n'),
    staged.notes.join('\n'),
    problemsText(ctx.locale, staged.problems),
    ordersText(ctx.locale, current, mine),
  ]
    .filter(Boolean)
    .join('\n\n');
  return {
    replies: [{ content, ephemeral: true, components: orderButtons(ctx.locale, current) }],
  };
}

function ordersModal(ctx: Context, game: LoadedGame, mine: Power[]): Response {
  const st = stateOf(game);
  const owing = owingMine(game, mine);
  if (!owing.length) return { replies: [{ content: dt(ctx.locale, 'ui.nothing_owed'), ephemeral: true }] };
  const prefix = owing.length > 1;
  const value = owing
    .flatMap((p) => (st.orders[p] ?? []).map((o) => `${prefix ? `${powerName('en', p)}: ` : ''}${formatOrder(o)}`))
    .join('\n');
  // Discord opens the box and drops the reply; where no box can open (the console) the reply says what to type.
  return {
    replies: [
      {
        content: `${dt(ctx.locale, 'ui.no_box')}\n${ordersText(ctx.locale, game, mine)}`,
        ephemeral: true,
      },
    ],
    modal: {
      customId: dipId(game, 'm'),
      title: dt(ctx.locale, 'ui.modal_title', { phase: phaseTitle(ctx.locale, st) }).slice(0, 45),
      fields: [
        {
          customId: 'orders',
          label: dt(ctx.locale, 'ui.modal_label').slice(0, 45),
          style: 'paragraph',
          required: false,
          placeholder: dt(ctx.locale, 'ui.modal_placeholder').slice(0, 100),
          ...(value ? { value: value.slice(0, 4000) } : {}),
        },
      ],
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Guided entry: unit → order type → target, from legalOrderTree

function treeOf(game: LoadedGame, power: Power) {
  return legalOrderTree(stateOf(game), power);
}

function ordersFor(game: LoadedGame, power: Power, loc: string, type: string): Order[] {
  const tree = treeOf(game, power);
  if (loc === 'build') return tree.builds;
  const u = tree.units.find((x) => x.unit.at === loc);
  return (u?.orders[type as Order['type']] ?? []) as Order[];
}

function select(customId: string, placeholder: string, options: SelectMenu['options']): SelectMenu {
  return { type: 'select', customId, placeholder: placeholder.slice(0, 150), options: options.slice(0, MAX_OPTIONS) };
}

function unitMenu(ctx: Context, game: LoadedGame, mine: Power[], note = ''): Response {
  const st = stateOf(game);
  const owing = owingMine(game, mine);
  if (!owing.length)
    return {
      replies: [{ content: [note, dt(ctx.locale, 'ui.nothing_owed')].filter(Boolean).join('\n'), ephemeral: true }],
    };
  const options: SelectMenu['options'] = [];
  let count = 0;
  for (const p of owing) {
    const tree = treeOf(game, p);
    const current = new Map((st.orders[p] ?? []).map((o) => [slotOf(o), o]));
    count += current.size;
    const who = owing.length > 1 ? `${powerName(ctx.locale, p)}: ` : '';
    for (const u of tree.units) {
      const o = current.get(u.unit.at.slice(0, 3));
      options.push({
        label: `${who}${unitLabel(u.unit)}`.slice(0, 100),
        value: `${p}|${u.unit.at}`,
        ...(o ? { description: formatOrder(o).slice(0, 100) } : {}),
      });
    }
    if (tree.builds.length)
      options.push({ label: `${who}${dt(ctx.locale, 'ui.build')}`.slice(0, 100), value: `${p}|build` });
  }
  const more =
    options.length > MAX_OPTIONS ? `\n${dt(ctx.locale, 'ui.more', { count: options.length - MAX_OPTIONS })}` : '';
  return {
    replies: [
      {
        content: [note, dt(ctx.locale, 'ui.pick_unit', { count }) + more].filter(Boolean).join('\n'),
        components: [
          [select(dipId(game, 'u'), dt(ctx.locale, 'ui.placeholder'), options)],
          ...orderButtons(ctx.locale, game),
        ],
        ephemeral: true,
      },
    ],
  };
}

function targetLabel(locale: Locale, o: Order): string {
  const sea = byConvoy(o) && !(o.type === 'move' && o.viaConvoy) ? ` ${dt(locale, 'ui.via_convoy')}` : '';
  return `${formatOrder(o, locale)}${sea}`.slice(0, 100);
}

function typeMenu(
  ctx: Context,
  s: Services,
  game: LoadedGame,
  power: Power,
  loc: string,
): Response | Promise<Response> {
  const tree = treeOf(game, power);
  if (loc === 'build') return targetMenu(ctx, s, game, power, loc, 'build');
  const u = tree.units.find((x) => x.unit.at === loc);
  if (!u) return unitMenu(ctx, game, [power], dt(ctx.locale, 'ui.stale_menu'));
  const types = (Object.keys(u.orders) as Order['type'][]).filter((t) => (u.orders[t] ?? []).length > 0);
  if (types.length === 1) return targetMenu(ctx, s, game, power, loc, types[0]!);
  const options = types.map((t) => ({ label: et(ctx.locale, `order_type.${t}`), value: t }));
  return {
    replies: [
      {
        content: dt(ctx.locale, 'ui.pick_type', { unit: unitLabel(u.unit) }),
        components: [[select(dipId(game, 't', power, loc), dt(ctx.locale, 'ui.placeholder'), options)]],
        ephemeral: true,
      },
    ],
  };
}

/** The orders of one type; a long list of supports or convoys is split by the unit they help first. */
function targetMenu(
  ctx: Context,
  s: Services,
  game: LoadedGame,
  power: Power,
  loc: string,
  type: string,
  target?: string,
): Response | Promise<Response> {
  const unit =
    loc === 'build'
      ? dt(ctx.locale, 'ui.build')
      : unitLabel({ type: treeOf(game, power).units.find((x) => x.unit.at === loc)?.unit.type ?? 'army', at: loc });
  const typeName = et(ctx.locale, `order_type.${type}`);
  const choices = targetChoices(ordersFor(game, power, loc, type), target);
  if (choices.kind === 'groups') {
    return {
      replies: [
        {
          content: dt(ctx.locale, 'ui.pick_supported', { unit, type: typeName }),
          components: [[select(dipId(game, 's', power, loc, type), dt(ctx.locale, 'ui.placeholder'), choices.targets)]],
          ephemeral: true,
        },
      ],
    };
  }
  if (choices.items.length === 1 && target === undefined) return saveOne(ctx, s, game, power, choices.items[0]!.order);
  const more = choices.more ? `\n${dt(ctx.locale, 'ui.more', { count: choices.more })}` : '';
  return {
    replies: [
      {
        content: dt(ctx.locale, 'ui.pick_target', { unit, type: typeName }) + more,
        components: [
          [
            select(
              dipId(game, 'o', power, loc, type),
              dt(ctx.locale, 'ui.placeholder'),
              choices.items.map(({ order, index }) => ({
                label: targetLabel(ctx.locale, order),
                value: String(index),
              })),
            ),
          ],
        ],
        ephemeral: true,
      },
    ],
  };
}

async function saveOne(ctx: Context, s: Services, game: LoadedGame, power: Power, order: Order): Promise<Response> {
  await ctx.defer(true);
  const out = await act(ctx, s, game, power, { type: 'set_order', order });
  const note = dt(ctx.locale, 'ui.order_saved', { order: formatOrder(order), power: powerName(ctx.locale, power) });
  return unitMenu(ctx, out.game, seatedPowers(ctx, s, out.game), note);
}

// ---------------------------------------------------------------------------------------------
// Public replies: ready, results, draws

/**
 * Every phase adjudicated between `before` and `after`, in order, numbered in the game's history. The
 * state keeps only the phases of the latest action that adjudicated any (recentPhases): when a player's
 * Ready adjudicates the autumn and a bot's build then the winter, the autumn is gone from `after`. So
 * the interaction's actions are applied again from `before` (a few applies, no replay of the game) and
 * each one's new phases collected. If the actions do not lead to `after` (they always should), the
 * phases still in `after` are used.
 */
function adjudicatedPhases(
  before: LoadedGame,
  after: LoadedGame,
  applied: ActOutcome['applied'],
): { r: PhaseRecord; i: number }[] {
  const from = stateOf(before).phaseCount;
  const out: { r: PhaseRecord; i: number }[] = [];
  let st = stateOf(before);
  for (const a of applied) {
    const next = diplomacy.apply(st, a.role, a.action as never).state as DiplomacyState;
    const first = next.phaseCount - next.recentPhases.length;
    if (next.phaseCount > st.phaseCount)
      for (const [k, r] of next.recentPhases.entries()) if (first + k >= st.phaseCount) out.push({ r, i: first + k });
    st = next;
  }
  if (st.version === stateOf(after).version && st.phaseCount === stateOf(after).phaseCount) return out;
  const last = stateOf(after);
  const firstRecent = last.phaseCount - last.recentPhases.length;
  return last.recentPhases.map((r, k) => ({ r, i: firstRecent + k })).filter((x) => x.i >= from);
}

/** The public reply after actions: what was said, the results of every phase adjudicated, maps, who is next. */
async function publicOutcome(
  ctx: Context,
  s: Services,
  before: LoadedGame,
  after: LoadedGame,
  said: string[],
  applied: ActOutcome['applied'],
): Promise<Response> {
  const view = observer(after);
  const fresh = adjudicatedPhases(before, after, applied);
  const lines = [...said];
  const keep = new Set([
    'diplomacy.log.unit_dislodged',
    'diplomacy.log.centre_captured',
    'diplomacy.log.unit_removed',
    'diplomacy.log.italy_joins',
  ]);
  for (const a of applied) {
    for (const e of a.events) {
      if (e.audience !== 'public' || !keep.has(e.key)) continue;
      lines.push(`• ${ctx.t(e.key, dipParams(ctx.locale, e.params ?? {}))}`);
    }
  }
  // Every phase adjudicated by this action, each with its results map; Discord takes 6000 characters
  // of embeds a message, so several phases go out in as many messages as they need (none dropped).
  const results: Reply[] = [];
  let size = 0;
  for (const { r: record, i } of fresh) {
    const embed = resultsEmbed(ctx.locale, view, record, i);
    const chars = JSON.stringify(embed).length;
    if (!results.length || size + chars > 5500 || (results[results.length - 1]!.embeds ?? []).length >= 10) {
      results.push({ embeds: [], files: [], mentions: [] });
      size = 0;
    }
    size += chars;
    const r = results[results.length - 1]!;
    if (s.images) {
      const name = `diplomacy-${after.row.id}-phase${i + 1}.png`;
      r.files!.push({ name, data: await renderResultsMap(record, ctx.locale) });
      embed.image = name;
    }
    r.embeds!.push(embed);
  }
  const mentions: string[] = [];
  const notice: string[] = [];
  if (view.result) {
    const r = view.result;
    const summary = r.winners.length
      ? dt(ctx.locale, 'ui.winners', { winners: r.winners.map((p) => powerName(ctx.locale, p)).join(', ') })
      : dt(ctx.locale, 'ui.draw_result');
    notice.push(`${dt(ctx.locale, 'ui.game_over', { summary })} ${endReason(ctx.locale, r)}`.trim());
  } else if (fresh.length) {
    notice.push(dt(ctx.locale, 'ui.now', { phase: phaseTitle(ctx.locale, view) }));
    for (const h of humansToAct(after)) if (!mentions.includes(h.userId)) mentions.push(h.userId);
    if (mentions.length)
      notice.push(dt(ctx.locale, 'ui.to_act', { mentions: mentions.map((u) => `<@${u}>`).join(' ') }));
  }
  // a new phase: the board for the chat (issue #30), and the full board with it at the end
  const files: NonNullable<Reply['files']> = fresh.length ? ((await mapFile(ctx, s, after)) ?? []) : [];
  // A calm channel (src/bot/calm.ts): the table message is edited in place (who is ready, the phase,
  // the buttons); what was said goes to the log thread; a phase resolved or the end is a new post.
  const st = stateOf(after);
  const waiting = view.owing.filter((p) => !st.ready.includes(p));
  const readyLine = view.result
    ? ''
    : dt(ctx.locale, waiting.length ? 'ui.ready_count_waiting' : 'ui.ready_count', {
        ready: st.ready.length,
        owing: view.owing.length,
        waiting: waiting.map((p) => `**${powerName(ctx.locale, p)}**`).join(', '),
      });
  // the latest lines; how many earlier ones the log thread holds is said, never cut silently. Once a
  // phase is adjudicated the table shows the new phase: the old phase's lines ("England is ready") go
  // to the results post and the log thread, not under the new phase's title (#30).
  const tableLines = fresh.length ? [] : lines;
  const recent = tableLines.slice(-TABLE_LINES);
  const table: Reply = {
    content: [
      `**${after.module.title[ctx.locale]}** \`${after.row.id}\` · ${phaseTitle(ctx.locale, view)}`,
      tableLines.length > recent.length ? ctx.t('turn.more_in_log', { count: tableLines.length - recent.length }) : '',
      ...recent,
      readyLine,
    ]
      .filter(Boolean)
      .join('\n'),
    files,
    mentions: [],
    table: after.row.id,
  };
  if (!view.result) table.components = orderButtons(ctx.locale, after);
  const replies: Reply[] = [table];
  if (fresh.length || view.result) {
    const chunks = chunkLines([...lines.filter((l) => l.startsWith('•')), ...notice]);
    // the first words go with the results' embeds, in the same message
    const [first, ...more] = chunks;
    if (results.length) results[0] = { ...results[0]!, content: first, mentions };
    else results.push({ content: first, mentions });
    results.push(...more.map((content) => ({ content, mentions })));
    replies.push(...results);
  }
  return {
    replies,
    log: {
      gameId: after.row.id,
      title: logTitle(ctx, after, ctx.locale),
      lines: [...lines, ...notice],
      mentions,
    },
  };
}

/**
 * Why the game ended as it did (#30): a shortened game names what the winner had most of when the agreed
 * last year came (§III); the other endings their own reason.
 */
export function endReason(locale: Locale, r: NonNullable<DiplomacyView['result']>): string {
  const d = (r.details ?? {}) as { year?: number; metric?: string };
  if (r.reason === 'diplomacy.end.time_limit' && r.winners.length && r.scores) {
    const n = r.scores[r.winners[0]!] ?? 0;
    return dt(locale, d.metric === 'units' ? 'ui.why_time_limit_units' : 'ui.why_time_limit_centres', {
      year: d.year ?? '',
      n,
    });
  }
  const key = r.reason.startsWith(`${SLUG}.`) ? r.reason.slice(SLUG.length + 1) : r.reason;
  const text = et(locale, key);
  return text === key ? '' : text;
}

async function ready(ctx: Context, s: Services, game: LoadedGame, on: boolean, confirmed = false): Promise<Response> {
  const mine = seatedPowers(ctx, s, game);
  const st = stateOf(game);
  const owing = owingMine(game, mine);
  if (!owing.length) return { replies: [{ content: dt(ctx.locale, 'ui.nothing_owed'), ephemeral: true }] };
  const todo = owing.filter((p) => st.ready.includes(p) !== on);
  if (!todo.length)
    return { replies: [{ content: dt(ctx.locale, on ? 'ui.already_ready' : 'ui.not_ready'), ephemeral: true }] };
  if (on && !confirmed) {
    // a missing order is never forfeited silently: the player says so on purpose
    const missing = todo.map((p) => [p, missingOf(st, p)] as [Power, Missing]).filter(([, m]) => !isComplete(m));
    if (missing.length) return missingReply(ctx, game, missing);
  }
  let current = game;
  const said: string[] = [];
  const applied: ActOutcome['applied'] = [];
  for (const p of todo) {
    if (!stateOf(current).powers.includes(p) || current.row.status !== 'active' || !owingMine(current, [p]).length)
      break;
    const out = await act(ctx, s, current, p, { type: on ? 'ready' : 'unready' }, todo.length > 1 ? p : undefined);
    if (out.duplicate) return { replies: [{ content: ctx.t('error.duplicate'), ephemeral: true }] };
    current = out.game;
    applied.push(...out.applied);
    said.push(dt(ctx.locale, on ? 'ui.ready' : 'ui.unready', { power: powerName(ctx.locale, p) }));
    if (stateOf(current).phaseCount !== st.phaseCount) break;
  }
  return publicOutcome(ctx, s, game, current, said, applied);
}

async function draw(ctx: Context, s: Services, game: LoadedGame, vote: boolean): Promise<Response> {
  const mine = seatedPowers(ctx, s, game);
  const alive = survivors(stateOf(game));
  const voters = mine.filter((p) => alive.includes(p));
  if (!voters.length) throw new Refusal('diplomacy.error.eliminated', {}, 'diplomacy:II');
  let current = game;
  const said: string[] = [];
  const applied: ActOutcome['applied'] = [];
  for (const p of voters) {
    if (current.row.status !== 'active') break;
    const out = await act(ctx, s, current, p, { type: 'vote_draw', draw: vote }, voters.length > 1 ? p : undefined);
    current = out.game;
    applied.push(...out.applied);
    const now = observer(current);
    said.push(
      dt(ctx.locale, vote ? 'ui.draw_yes' : 'ui.draw_no', {
        power: powerName(ctx.locale, p),
        votes: now.drawVotes.length,
        alive: alive.length,
      }),
    );
  }
  return publicOutcome(ctx, s, game, current, said, applied);
}

// ---------------------------------------------------------------------------------------------
// Maps and history (public: past phases are public)

async function mapReply(ctx: Context, s: Services, game: LoadedGame): Promise<Response> {
  if (!s.images || !game.state) return { replies: [{ content: dt(ctx.locale, 'ui.no_map'), ephemeral: true }] };
  const view = observer(game);
  const zone = optString(ctx, 'zone');
  if (zone !== undefined && !DIP_ZONES.some((z) => z.id === zone))
    throw new Refusal('error.bad_input', { detail: `zone:${zone.slice(0, 40)}` });
  const file = (data: Buffer, suffix = '') => ({
    name: `diplomacy-${game.row.id}-v${stateOf(game).version}${zone ? `-${zone}` : ''}${suffix}.png`,
    data,
  });
  if (ctx.req.options.mine === true) {
    // your own orders so far, on the board: only you see them (ephemeral), until adjudication
    const replies = seatedPowers(ctx, s, game).map(async (p) => ({
      content: `${phaseTitle(ctx.locale, view)} · ${powerName(ctx.locale, p)}`,
      files: [file(await renderOwnOrdersMap(diplomacy.view(stateOf(game), p), p, ctx.locale, zone), `-${p}`)],
      ephemeral: true,
    }));
    return { replies: await Promise.all(replies) };
  }
  const data = await renderDipMap(view, { locale: ctx.locale, ...(zone ? { zone } : {}) });
  return { replies: [{ content: phaseTitle(ctx.locale, view), files: [file(data)] }] };
}

/**
 * Each game's adjudicated phases, collected from its log once and extended with the new moves only
 * (the state keeps only the latest phases): a call reads and applies the moves since the last one.
 */
const phaseHistories = new LogSummaries<PhaseRecord[]>(
  () => [],
  (acc, before, after) => {
    const b = before as DiplomacyState;
    const a = after as DiplomacyState;
    const added = a.phaseCount - b.phaseCount;
    if (added > 0) acc.push(...a.recentPhases.slice(-added));
  },
);

async function historyReply(ctx: Context, s: Services, game: LoadedGame): Promise<Response> {
  const view = observer(game);
  const id = game.row.id;
  const collect = async () =>
    (await phaseHistories.get(id, game.module, { ...game.row }, (v, upTo) => s.table.repo.actions(id, v, upTo))).acc;
  // a long game's log is heavy work the first time (one at a time per user), then only its new moves
  const history = !view.phaseCount
    ? []
    : (game.state?.version ?? 0) >= HEAVY_MOVES
      ? await heavyWork.run(ctx.req.user.id, collect)
      : await collect();
  if (!history.length) return { replies: [{ content: dt(ctx.locale, 'ui.no_history'), ephemeral: true }] };
  const n = optInt(ctx, 'phase');
  if (n === undefined) {
    const list = history.map((r, i) => `${i + 1}. ${phaseTitle(ctx.locale, r)}`);
    // every phase, in as many messages as it takes
    return {
      replies: chunkLines([dt(ctx.locale, 'ui.history_list'), ...list]).map((content) => ({
        content,
        ephemeral: true,
      })),
    };
  }
  if (n < 1 || n > history.length)
    return {
      replies: [{ content: dt(ctx.locale, 'ui.bad_phase', { n, count: history.length }), ephemeral: true }],
    };
  const embed = resultsEmbed(ctx.locale, view, history[n - 1]!, n - 1);
  const files: NonNullable<Reply['files']> = [];
  if (s.images) {
    const name = `diplomacy-${game.row.id}-phase${n}.png`;
    files.push({ name, data: await renderResultsMap(history[n - 1]!, ctx.locale) });
    embed.image = name;
  }
  return { replies: [{ embeds: [embed], files }] };
}

// ---------------------------------------------------------------------------------------------
// Handlers: subcommands, buttons and menus, the orders box (the kit's shared dispatch)

type SubName = (typeof data.options)[number]['name'];

/** Instant command (a modal cannot follow a deferral): everything but the modal acknowledges now. */
const SUBS: Record<SubName, { private?: boolean; execute(ctx: Context, s: Services): Promise<Response> }> = {
  orders: {
    private: true,
    async execute(ctx, s) {
      // `/dip orders show` as people say it: `text:show` (or `mostra`) shows instead of saving.
      const typed = optString(ctx, 'text');
      const asked = typed?.trim().toLowerCase();
      const show = ctx.req.options.show === true || asked === 'show' || asked === 'mostra';
      if (typed !== undefined || show) await ctx.defer(true);
      const game = await kit.resolveGame(ctx, s);
      const mine = seatedPowers(ctx, s, game);
      if (show)
        return {
          replies: [
            {
              content: ordersText(ctx.locale, game, mine),
              ephemeral: true,
              components: orderButtons(ctx.locale, game),
            },
          ],
        };
      if (typed === undefined) return ordersModal(ctx, game, mine);
      return saveText(ctx, s, game, mine, typed, false);
    },
  },
  order: {
    private: true,
    async execute(ctx, s) {
      const game = await kit.resolveGame(ctx, s);
      return unitMenu(ctx, game, seatedPowers(ctx, s, game));
    },
  },
  ready: {
    execute: async (ctx, s) => ready(ctx, s, await kit.resolveGame(ctx, s), true, ctx.req.options.confirm === true),
  },
  unready: { execute: async (ctx, s) => ready(ctx, s, await kit.resolveGame(ctx, s), false) },
  draw: { execute: async (ctx, s) => draw(ctx, s, await kit.resolveGame(ctx, s), ctx.req.options.vote === true) },
  map: { execute: async (ctx, s) => mapReply(ctx, s, await kit.resolveView(ctx, s)) },
  history: { execute: async (ctx, s) => historyReply(ctx, s, await kit.resolveView(ctx, s)) },
  status: {
    async execute(ctx, s) {
      const game = await kit.resolveView(ctx, s);
      return kit.statusReply(ctx, s, game, observer(game).result ? [] : orderButtons(ctx.locale, game));
    },
  },
};

/** The guided menus' verbs: a unit, then an order type, then a target, then the order itself. */
async function guidedStep(ctx: Context, s: Services, game: LoadedGame, id: ComponentId): Promise<Response> {
  const mine = seatedPowers(ctx, s, game);
  if (id.stale) return unitMenu(ctx, game, mine, dt(ctx.locale, 'ui.stale_menu'));
  const value = ctx.req.values?.[0] ?? '';
  const [powerArg, loc, type] = id.args;
  const power = (id.verb === 'u' ? value.split('|')[0] : powerArg) as Power;
  if (!mine.includes(power)) throw new Refusal('error.not_seated', { id: game.row.id });
  switch (id.verb) {
    case 'u':
      return typeMenu(ctx, s, game, power, value.split('|')[1] ?? '');
    case 't':
      return targetMenu(ctx, s, game, power, loc!, value);
    case 's':
      return targetMenu(ctx, s, game, power, loc!, type!, value);
    default: {
      const order = ordersFor(game, power, loc!, type!)[Number(value)];
      if (!order) return unitMenu(ctx, game, mine, dt(ctx.locale, 'ui.stale_menu'));
      return saveOne(ctx, s, game, power, order);
    }
  }
}

const guided = { run: guidedStep };

export const dipCommand: ChatCommand = tableCommand(kit, {
  name: data.name,
  description: { description: data.description, description_localizations: data.description_localizations },
  subs: data.options.map((o) => {
    const sub = SUBS[o.name];
    return {
      data: o,
      private: sub.private,
      async execute(ctx: Context, s: Services) {
        // the orders box may open (no deferral before a modal): `orders` acknowledges itself
        if (o.name !== 'orders') await ctx.defer(!!sub.private);
        return sub.execute(ctx, s);
      },
    };
  }),
  instant: true,
  verbs: {
    write: {
      run: (ctx, s, game, id) =>
        id.stale
          ? unitMenu(ctx, game, seatedPowers(ctx, s, game), dt(ctx.locale, 'ui.stale_menu'))
          : ordersModal(ctx, game, seatedPowers(ctx, s, game)),
    },
    show: {
      run(ctx, s, game) {
        const content = ordersText(ctx.locale, game, seatedPowers(ctx, s, game));
        return { replies: [{ content, ephemeral: true, components: orderButtons(ctx.locale, game) }] };
      },
    },
    ready: {
      async run(ctx, s, game, id) {
        if (id.stale) return unitMenu(ctx, game, seatedPowers(ctx, s, game), dt(ctx.locale, 'ui.stale_menu'));
        await ctx.defer(false);
        return ready(ctx, s, game, true, id.args[0] === 'confirm');
      },
    },
    guided: { run: (ctx, s, game) => unitMenu(ctx, game, seatedPowers(ctx, s, game)) },
    u: guided,
    t: guided,
    s: guided,
    o: guided,
  },
  modals: {
    // the orders box: a stale phase saves nothing and gives the text back
    async m(ctx, s, game, id) {
      await ctx.defer(true);
      const mine = seatedPowers(ctx, s, game);
      const typed = ctx.req.fields?.orders ?? '';
      if (id.stale)
        return {
          replies: [
            {
              content: dt(ctx.locale, 'ui.stale_phase', { text: typed.replace(/```/g, "'''").slice(0, 1500) }),
              ephemeral: true,
            },
          ],
        };
      return saveText(ctx, s, game, mine, typed, true);
    },
  },
});

/** Diplomacy's table: /dip, the map, the status; negotiation happens in private threads (/game talk). */
export const diplomacyUi: GameUi = {
  slug: SLUG,
  command: dipCommand,
  renderMap: renderDipMap,
  renderInline: renderDipInline,
  statusEmbed: dipStatusEmbed,
  privateTalk: true,
  // the shared table's lines name Powers, seasons and phases ("Italy is ready", not "italy is ready")
  naming: (ctx) => ({
    ...ctx,
    t: (key, params) =>
      key.startsWith(`${SLUG}.`) && params ? ctx.t(key, dipParams(ctx.locale, params)) : ctx.t(key, params),
  }),
  // `/play action:ready` and the menu never forfeit missing orders either: the same refusal as /dip ready
  beforeApply(ctx, game, role, action) {
    if ((action as { type?: string }).type !== 'ready' || !game.state) return null;
    const st = stateOf(game);
    const m = missingOf(st, role as Power);
    return isComplete(m) ? null : missingReply(ctx, game, [[role as Power, m]]);
  },
};
