import { OBSERVER, type Role } from '../engine/core/types.js';
import type { Services } from './command.js';
import type { ActOutcome } from './play.js';
import type { LoadedGame } from './table.js';
import { isNotable } from './calm.js';
import { customIds } from './custom-id.js';
import { chunkLines, cut } from './pages.js';
import type { Component, Context, Embed, Reply, Response } from './types.js';

/** Short custom ids (STYLE §9) of the generic turn buttons: `g:<gameId>:<version>:<key>`. */
export const GAME_IDS = customIds('g');
export const gameCustomId = GAME_IDS.id;
export const parseGameCustomId = GAME_IDS.parse;

// Role names, event lines and who owes a move live in roles.ts (the scheduler uses them without the
// presenters); re-exported here for the commands.
import { eventText, humansToAct, roleLabel } from './roles.js';
import { log } from '../log.js';

export { eventText, humansToAct, roleLabel };

/** Buttons under a turn message: what can I do, the map. Games add their own through their UI. */
export function turnButtons(ctx: Context, game: LoadedGame): Component[][] {
  const v = game.state?.version ?? 0;
  return [
    [
      { type: 'button', customId: gameCustomId(game.row.id, v, 'menu'), label: ctx.t('turn.menu'), style: 'primary' },
      {
        type: 'button',
        customId: gameCustomId(game.row.id, v, 'view'),
        label: ctx.t('turn.my_view'),
        style: 'secondary',
      },
      // the table posts the board for the chat (issue #30): the whole board is one click away
      {
        type: 'button',
        customId: gameCustomId(game.row.id, v, 'board'),
        label: ctx.t('turn.full_board'),
        style: 'secondary',
      },
    ],
  ];
}

export function statusEmbed(ctx: Context, s: Services, game: LoadedGame): Embed {
  const slug = game.module.slug;
  const title = game.module.title[ctx.locale];
  const fields: Embed['fields'] = [];
  const active = game.state && !game.module.result(game.state) ? (game.module.activeRoles(game.state) as Role[]) : [];
  fields.push({
    name: ctx.t('status.seats'),
    value:
      game.seats
        .map((seat) => {
          const who = seat.isBot
            ? `🤖 ${ctx.t('status.bot')}`
            : seat.userId
              ? `<@${seat.userId}>`
              : ctx.t('status.empty_seat');
          return `${active.includes(seat.role) ? '▶ ' : ''}**${roleLabel(ctx, slug, seat.role)}** — ${who}`;
        })
        .join('\n') || '—',
  });
  if (game.row.status === 'active') {
    fields.push({
      name: ctx.t('status.to_act'),
      value: active.map((r) => roleLabel(ctx, slug, r)).join(', ') || ctx.t('status.nobody'),
      inline: true,
    });
  }
  const result = game.state ? game.module.result(game.state) : null;
  if (result) fields.push({ name: ctx.t('status.result'), value: resultSummary(ctx, slug, result) });
  const opts = Object.entries(game.row.options)
    .map(([k, v]) => `${k}=${JSON.stringify(v)}`)
    .join(' ');
  if (opts) fields.push({ name: ctx.t('status.options'), value: `\`${opts.slice(0, 1000)}\`` });
  const ui = s.uis.get(slug);
  if (game.row.status === 'lobby' || game.row.status === 'active') {
    // how to play this game: its own command (`/lbe`, `/dip`, `/versailles`, `/1701`), else `/play`
    const command = `/${ui?.command?.data.name ?? 'play'}`;
    fields.push({ name: ctx.t('status.how_to_play'), value: ctx.t('status.how_to_play_value', { command }) });
  }
  const base: Embed = {
    title: ctx.t('status.title', { title, id: game.row.id, status: ctx.t(`status.${game.row.status}`) }),
    fields,
    footer: ctx.t('status.version', { version: game.state?.version ?? 0 }),
  };
  if (ui?.statusEmbed && game.state) {
    const extra = ui.statusEmbed(game.module.view(game.state, OBSERVER), ctx.locale);
    return { ...base, description: extra.description, fields: [...fields, ...(extra.fields ?? [])] };
  }
  return base;
}

/**
 * The map a table post carries. A game with a board for the chat (GameUi.renderInline, issue #30)
 * posts that landscape image, which reads in Discord's inline box; the full board is one click away
 * (the "Full board" button) and comes with it as a second image once the game is over, with the
 * outcome on the inline image's banner. `before` is the state before the move (where the action was).
 * A `detail` asks for the game's own map view instead.
 */
export async function mapFile(
  ctx: Context,
  s: Services,
  game: LoadedGame,
  detail?: string,
  before?: unknown,
): Promise<Reply['files']> {
  const ui = s.uis.get(game.module.slug);
  if (!s.images || !ui?.renderMap || !game.state) return [];
  const name = `${game.module.slug}-${game.row.id}-v${game.state.version}`;
  const view = game.module.view(game.state, OBSERVER);
  if (ui.renderInline && detail === undefined) {
    const result = game.module.result(game.state);
    const inline = await ui.renderInline(view, {
      locale: ctx.locale,
      ...(before ? { before: game.module.view(before as never, OBSERVER) } : {}),
      ...(result ? { banner: resultSummary(ctx, game.module.slug, result) } : {}),
    });
    const files = [{ name: `${name}.png`, data: inline }];
    if (result) files.push({ name: `${name}-full.png`, data: await ui.renderMap(view, { locale: ctx.locale }) });
    return files;
  }
  const data = await ui.renderMap(view, { locale: ctx.locale, detail });
  return [{ name: `${name}.png`, data }];
}

/** How many of the latest lines the table message shows; the whole log is in the log thread. */
export const TABLE_LINES = 6;

/**
 * The text of a game's result: winners (or a draw) and scores; a solo game says its level or its
 * target instead of "no winner (draw)": La Belle Époque §13.10 (victory levels, early-end bonus),
 * Versailles 1919 solo (VP against the target).
 */
export function resultSummary(
  ctx: Pick<Context, 't' | 'has'>,
  slug: string,
  r: NonNullable<ActOutcome['result']>,
): string {
  const d = (r.details ?? {}) as { victoryLevel?: string; soloVp?: number; earlyEndBonus?: number; target?: number };
  if (d.victoryLevel) {
    const power = Object.keys(r.scores ?? {}).find((k) => r.winners.includes(k)) ?? Object.keys(r.scores ?? {})[0];
    return ctx.t('status.solo_level', {
      level: ctx.t(`status.level.${d.victoryLevel}`),
      power: power ? roleLabel(ctx, slug, power) : '—',
      vp: d.soloVp,
      bonus: d.earlyEndBonus ? ctx.t('status.early_bonus', { bonus: d.earlyEndBonus }) : ctx.t('status.no_early_bonus'),
    });
  }
  if (d.target !== undefined && r.scores && Object.keys(r.scores).length === 1) {
    const vp = Object.values(r.scores)[0];
    return ctx.t(r.winners.length ? 'status.solo_won' : 'status.solo_lost', { vp, target: d.target });
  }
  return (
    (r.winners.length
      ? ctx.t('status.winners', { winners: r.winners.map((x) => roleLabel(ctx, slug, x)).join(', ') })
      : ctx.t('status.draw')) +
    (r.scores
      ? ` — ${Object.entries(r.scores)
          .map(([k, v]) => `${roleLabel(ctx, slug, k)} ${v}`)
          .join(', ')}`
      : '')
  );
}

/** The name of a game's log thread. */
export function logTitle(ctx: Pick<Context, 't'>, game: LoadedGame, locale: Context['locale']): string {
  return ctx.t('turn.log_thread', { title: game.module.title[locale], id: game.row.id });
}

/**
 * The reply to an applied action, for a calm channel (src/bot/calm.ts):
 * - the table message (edited in place): the latest lines, whose turn it is, the buttons, the map;
 * - every public line in the game's log thread, where whoever must act now is pinged;
 * - a new public post only when something every player must notice happened (a dispute or a battle
 *   decided, a phase resolved, the end);
 * - private events to their owners only.
 */
export async function outcomeResponse(
  plain: Context,
  s: Services,
  out: ActOutcome,
  opts: { map?: boolean } = {},
): Promise<Response> {
  if (out.duplicate) return { replies: [{ content: plain.t('error.duplicate'), ephemeral: true }] };
  const game = out.game;
  const slug = game.module.slug;
  // the game's own names for its cards, places and Powers (never their ids) in every line below
  const ctx = namedContext(plain, s, game);
  const lines: string[] = [];
  const notable: string[] = [];
  const privateFor = new Map<string, string[]>();
  // an action is named as the player saw it: against the state it was chosen in (a branch "1" of an
  // open effect is only a name while that effect is open); bots' later actions against the state after
  const chosenIn = namedContext(plain, s, { ...game, state: out.before });
  for (const [i, a] of out.applied.entries()) {
    const actor = roleLabel(ctx, slug, a.role);
    const dctx = i === 0 ? chosenIn : ctx;
    const say = (audience: 'public' | 'owner') => {
      const d = game.module.describeAction(a.action, a.role, audience);
      return `**${actor}**${a.byBot ? ' 🤖' : ''}: ${dctx.has(d.key) ? dctx.t(d.key, d.params ?? {}) : d.key}`;
    };
    const described = say('public');
    // An action whose every event is private (Diplomacy orders before adjudication, a hidden
    // choice) is itself a secret: the channel learns only that the role acted; its owner sees it.
    const secret = a.events.length > 0 && a.events.every((e) => e.audience !== 'public');
    if (secret) {
      lines.push(`**${actor}**${a.byBot ? ' 🤖' : ''}: ${ctx.t('turn.secret_action')}`);
      const seat = game.seats.find((x) => x.role === a.role);
      // its owner reads what it was (Diplomacy: the order itself, not "writes an order")
      if (seat?.userId) privateFor.set(seat.userId, [...(privateFor.get(seat.userId) ?? []), say('owner')]);
    } else lines.push(described);
    for (const e of a.events) {
      if (e.audience === 'public') {
        lines.push(`• ${eventText(ctx, e)}`);
        if (isNotable(e)) notable.push(`• ${eventText(ctx, e)}`);
      } else {
        for (const role of e.audience) {
          const seat = game.seats.find((x) => x.role === role);
          if (!seat?.userId) continue;
          const list = privateFor.get(seat.userId) ?? [];
          list.push(eventText(ctx, e));
          privateFor.set(seat.userId, list);
        }
      }
    }
  }
  const next = humansToAct(game);
  const mentions = [...new Set(next.map((n) => n.userId))];
  const toAct = mentions.length ? ctx.t('turn.to_act', { mentions: mentions.map((u) => `<@${u}>`).join(' ') }) : '';
  const ended = out.result ? ctx.t('turn.game_over', { summary: resultSummary(ctx, slug, out.result) }) : '';
  // The table message: the latest lines (saying how many earlier ones are in the log), then whose turn.
  const recent = lines.slice(-TABLE_LINES);
  const head = [`**${game.module.title[ctx.locale]}** \`${game.row.id}\` · v${out.after.version}`];
  if (lines.length > recent.length) head.push(ctx.t('turn.more_in_log', { count: lines.length - recent.length }));
  const tableText = [...head, ...recent, ended || toAct].filter(Boolean).join('\n');
  const files = opts.map === false ? [] : await mapFile(ctx, s, game, undefined, out.before);
  const table: Reply = {
    content: tableText,
    files,
    // an edit pings nobody: the log thread and the notice below do
    mentions: [],
    components: out.result ? [] : turnButtons(ctx, game),
    table: game.row.id,
  };
  const response: Response = { replies: [table] };
  if (notable.length || out.result) {
    response.replies.push({
      content: [...notable, ended || toAct].filter(Boolean).join('\n'),
      mentions,
      ...(out.result ? await endOfGame(ctx, s, game) : {}),
    });
  }
  if (lines.length || toAct)
    response.log = {
      gameId: game.row.id,
      title: logTitle(ctx, game, ctx.locale),
      lines: toAct && !out.result ? [...lines, toAct] : [...lines, ...(ended ? [ended] : [])],
      mentions,
    };
  const actorPrivate = privateFor.get(ctx.req.user.id);
  if (actorPrivate) for (const content of chunkLines(actorPrivate)) response.replies.push({ content, ephemeral: true });
  response.dms = [...privateFor.entries()]
    .filter(([u]) => u !== ctx.req.user.id)
    .flatMap(([userId, l]) => chunkLines(l).map((content) => ({ userId, reply: { content } })));
  return response;
}

/** A Context that writes the game's own names (cards, places, Powers) instead of their ids. */
export function namedContext(ctx: Context, s: Pick<Services, 'uis'>, game: LoadedGame): Context {
  // a game's command may already hand over a naming context: names are never looked up twice
  if (NAMED.has(ctx)) return ctx;
  const named = s.uis.get(game.module.slug)?.naming?.(ctx, game.state);
  if (!named) return ctx;
  NAMED.add(named);
  return named;
}
const NAMED = new WeakSet<Context>();

/** Marks a game's own naming context (built for this outcome) so the shared path does not name again. */
export function asNamed(ctx: Context): Context {
  NAMED.add(ctx);
  return ctx;
}

/** A select option's label: Discord takes 100 characters; a longer one ends in a visible "…". */
export function optionLabel(text: string): string {
  return cut(text, 100);
}

/** An ephemeral menu of the legal actions of the clicker's seat (at most 25, as Discord allows). */
export function actionMenu(plain: Context, s: Pick<Services, 'uis'>, game: LoadedGame, role: Role): Response {
  const ctx = namedContext(plain, s, game);
  const state = game.state!;
  const legal = game.module.legalActions(state, role) as unknown[];
  if (legal.length === 0) return { replies: [{ content: ctx.t('error.not_your_turn'), ephemeral: true }] };
  // With more than Discord's 25, the kinds of action that come only a few at a time (Ready, Pass, End
  // the turn, Recover…) come first, so the many variants of one kind (each order, each placement) never
  // hide them; the value stays the action's index in legalActions.
  const typeOf = (a: unknown) => String((a as { type?: unknown }).type ?? '');
  const count = new Map<string, number>();
  for (const a of legal) count.set(typeOf(a), (count.get(typeOf(a)) ?? 0) + 1);
  const order = legal.map((_, i) => i);
  if (legal.length > 25)
    order.sort((i, j) => +(count.get(typeOf(legal[i]))! > 3) - +(count.get(typeOf(legal[j]))! > 3) || i - j);
  const options = order.slice(0, 25).map((i) => {
    const d = game.module.describeAction(legal[i], role, 'owner');
    return { label: optionLabel(ctx.has(d.key) ? ctx.t(d.key, d.params ?? {}) : d.key), value: String(i) };
  });
  const more = legal.length > 25 ? `\n${ctx.t('turn.more_actions', { count: legal.length - 25 })}` : '';
  return {
    replies: [
      {
        content: ctx.t('turn.menu_for', { role: roleLabel(ctx, game.module.slug, role) }) + more,
        components: [
          [
            {
              type: 'select',
              customId: gameCustomId(game.row.id, state.version, `pick:${role}`),
              options,
              placeholder: ctx.t('turn.menu'),
            },
          ],
        ],
        ephemeral: true,
      },
    ],
  };
}

/**
 * A game just ended: it is recorded (and rated) at once, and its replay goes with the result when the
 * table asked for it (`/game replay auto:true`). Neither may fail the move that ended the game: a
 * record that could not be written is written at the server's next `/game stats` or `/game leaderboard`.
 */
async function endOfGame(ctx: Context, s: Services, game: LoadedGame): Promise<Pick<Reply, 'files'>> {
  try {
    await s.records.sync(game.row.guildId);
  } catch (e) {
    log.warn('a finished game could not be recorded now; the next read records it', { game: game.row.id, err: e });
  }
  if (!s.images || (game.row.settings as { replayAtEnd?: boolean }).replayAtEnd !== true) return {};
  try {
    const { buildReplay } = await import('../commands/game-replay.js');
    const gif = await buildReplay(ctx, s, { ...game, row: { ...game.row, status: 'finished' } });
    return gif ? { files: [{ name: `replay-${game.row.id}.gif`, data: gif.data }] } : {};
  } catch (e) {
    log.warn('the replay of a finished game could not be drawn', { game: game.row.id, err: e });
    return {};
  }
}
