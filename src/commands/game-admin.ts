import type { Services } from '../bot/command.js';
import { historyPageCustomId } from '../bot/custom-id.js';
import { MAX_IMPORT_BYTES, MAX_IMPORT_DEPTH, MAX_IMPORT_MOVES } from '../bot/limits.js';
import { optInt, optString } from '../bot/options.js';
import { MAX_DEADLINE_MINUTES, parseDuration } from '../bot/duration.js';
import { HEAVY_MOVES, heavyWork, LogSummaries, Slicer } from '../bot/heavy.js';
import { pagedReply } from '../bot/pages.js';
import { eventText, humansToAct, mapFile, outcomeResponse, roleLabel, statusEmbed } from '../bot/present.js';
import { relativeTime } from '../bot/scheduler.js';
import { requireTableAccess, type LoadedGame } from '../bot/table.js';
import { Refusal, type Context, type Response } from '../bot/types.js';
import { stateHash } from '../engine/core/replay.js';
import type { GameEvent, Role } from '../engine/core/types.js';
import { z } from 'zod';

/**
 * Running games for weeks: deadlines, reminders, seats, game-master tools, history and export.
 * Every game-master action is announced publicly.
 */

/**
 * Game-master rights: the game's creator, or a member who may manage the game's own server (Manage
 * Server of another server gives nothing here), and only from the game's own channel.
 */
export function isGameMaster(ctx: Context, game: LoadedGame): boolean {
  if (game.access !== 'table') return false;
  if (game.row.createdBy === ctx.req.user.id) return true;
  return ctx.req.canManageGuild === true && game.row.guildId !== null && (ctx.req.guildId ?? null) === game.row.guildId;
}

/** Game-master tools are announced in the game's channel: used anywhere else, they are refused. */
export function requireGameMaster(ctx: Context, game: LoadedGame): void {
  requireTableAccess(game);
  if (!isGameMaster(ctx, game)) throw new Refusal('error.not_creator');
}

function gm(ctx: Context, key: string, params: Record<string, unknown>): Response {
  return { replies: [{ content: `🛠️ ${ctx.t(key, { user: `<@${ctx.req.user.id}>`, ...params })}` }] };
}

async function resolve(
  ctx: Context,
  s: Services,
  statuses: LoadedGame['row']['status'][] = ['active', 'paused'],
): Promise<LoadedGame> {
  return s.table.resolve(ctx.req, optString(ctx, 'game'), statuses);
}

function seatRole(ctx: Context, game: LoadedGame): Role {
  const seat = optString(ctx, 'seat') ?? '';
  const match = game.seats.find(
    (x) => x.role === seat || roleLabel(ctx, game.module.slug, x.role).toLowerCase() === seat.toLowerCase(),
  );
  if (!match) throw new Refusal('error.role_taken', { role: seat });
  return match.role;
}

export async function who(ctx: Context, s: Services): Promise<Response> {
  const game = await resolve(ctx, s);
  const owing = humansToAct(game);
  const bots = game.state
    ? (game.module.activeRoles(game.state) as Role[]).filter((r) => game.seats.find((x) => x.role === r)?.isBot)
    : [];
  const deadline = (await s.timers.pending(game.row.id)).find((t) => t.kind === 'deadline');
  const lines = owing.map((o) => `• **${roleLabel(ctx, game.module.slug, o.role)}** — <@${o.userId}>`);
  for (const b of bots) lines.push(`• **${roleLabel(ctx, game.module.slug, b)}** — 🤖`);
  return {
    replies: [
      {
        content: `${ctx.t('admin.who', { id: game.row.id, count: owing.length })}\n${lines.join('\n') || ctx.t('status.nobody')}${
          deadline
            ? `\n${ctx.t('admin.deadline_at', { when: relativeTime(deadline.dueAt) })}`
            : game.row.settings.paused
              ? `\n${ctx.t('admin.deadline_paused')}`
              : ''
        }`,
        ephemeral: true,
      },
    ],
  };
}

export async function mentions(ctx: Context, s: Services): Promise<Response> {
  const v = ctx.req.options.on;
  // only a real yes or no: `on:maybe` is refused, not stored as either
  const on = v === true || v === 'true' ? true : v === false || v === 'false' ? false : null;
  if (on === null) throw new Refusal('error.bad_input', { detail: `on=${String(v).slice(0, 50)} (true / false)` });
  await s.prefs.setMentions(ctx.req.user.id, on);
  return { replies: [{ content: ctx.t(on ? 'admin.mentions_on' : 'admin.mentions_off'), ephemeral: true }] };
}

/** An integer option within the bounds its definition declares (Discord enforces them; other transports may not). */
function boundedInt(ctx: Context, name: string, min: number, max: number): number | undefined {
  const n = optInt(ctx, name);
  if (n !== undefined && (n < min || n > max))
    throw new Refusal('error.bad_input', { detail: `${name}: ${min}–${max}` });
  return n;
}

/** `time:` as people say it (`2d 3h`, `48h`, a date) or `minutes:`; one of them is needed. */
function deadlineMinutes(ctx: Context, now: Date): number {
  const typed = optString(ctx, 'time');
  const minutes = typed !== undefined ? parseDuration(typed, now) : boundedInt(ctx, 'minutes', 0, MAX_DEADLINE_MINUTES);
  if (minutes === undefined) throw new Refusal('error.bad_duration', { text: '' });
  if (minutes < 0 || minutes > MAX_DEADLINE_MINUTES)
    throw new Refusal('error.bad_input', { detail: `time: 0–${MAX_DEADLINE_MINUTES / (24 * 60)}d` });
  return minutes;
}

export async function deadline(ctx: Context, s: Services): Promise<Response> {
  const game = await resolve(ctx, s);
  requireGameMaster(ctx, game);
  const settings = { ...game.row.settings };
  const now = s.clock.now();
  const pending = (await s.timers.pending(game.row.id)).find((t) => t.kind === 'deadline');
  switch (ctx.req.subcommand) {
    case 'set': {
      const minutes = deadlineMinutes(ctx, now);
      settings.deadlineMinutes = minutes > 0 ? minutes : null;
      const reminder = boundedInt(ctx, 'reminder', 0, 60 * 24 * 30);
      if (reminder !== undefined) settings.reminderMinutes = reminder;
      settings.paused = false;
      await s.table.updateSettings(game, settings);
      const due = await s.scheduler.schedule({ ...game, row: { ...game.row, settings } }, game.state!);
      return gm(ctx, due ? 'admin.deadline_set' : 'admin.deadline_off', {
        id: game.row.id,
        when: due ? relativeTime(due) : '',
      });
    }
    case 'extend': {
      if (!pending) throw new Refusal('admin.no_deadline', { id: game.row.id });
      const minutes = deadlineMinutes(ctx, now);
      await s.timers.shift(game.row.id, minutes * 60_000);
      return gm(ctx, 'admin.deadline_extended', {
        id: game.row.id,
        when: relativeTime(new Date(pending.dueAt.getTime() + minutes * 60_000)),
      });
    }
    case 'pause': {
      if (!pending) throw new Refusal('admin.no_deadline', { id: game.row.id });
      settings.paused = true;
      settings.pausedRemainingMs = Math.max(0, pending.dueAt.getTime() - now.getTime());
      await s.table.updateSettings(game, settings);
      await s.scheduler.cancel(game.row.id);
      return gm(ctx, 'admin.deadline_paused_by', { id: game.row.id });
    }
    case 'resume': {
      if (!settings.paused) throw new Refusal('admin.not_paused', { id: game.row.id });
      const remaining = settings.pausedRemainingMs ?? null;
      settings.paused = false;
      settings.pausedRemainingMs = null;
      await s.table.updateSettings(game, settings);
      const due = await s.scheduler.schedule(
        { ...game, row: { ...game.row, settings } },
        game.state!,
        remaining ?? undefined,
      );
      return gm(ctx, 'admin.deadline_resumed', { id: game.row.id, when: due ? relativeTime(due) : '—' });
    }
    default:
      throw new Refusal('error.unknown_command', { name: `deadline ${ctx.req.subcommand ?? ''}` });
  }
}

export async function substitute(ctx: Context, s: Services): Promise<Response> {
  const game = await resolve(ctx, s, ['lobby', 'active', 'paused']);
  requireGameMaster(ctx, game);
  const role = seatRole(ctx, game);
  const user = optString(ctx, 'user');
  if (!user) throw new Refusal('error.bad_input', { detail: 'user' });
  if (game.seats.some((x) => x.userId === user && x.role !== role))
    throw new Refusal('error.already_seated', {
      id: game.row.id,
      role: game.seats.find((x) => x.userId === user)!.role,
    });
  await s.table.setSeat(game, role, { userId: user, userName: user });
  return gm(ctx, 'admin.substituted', {
    id: game.row.id,
    role: roleLabel(ctx, game.module.slug, role),
    who: `<@${user}>`,
  });
}

export async function botify(ctx: Context, s: Services): Promise<Response> {
  const game = await resolve(ctx, s);
  const role = seatRole(ctx, game);
  const own = game.seats.find((x) => x.role === role)?.userId === ctx.req.user.id;
  requireTableAccess(game);
  if (!own) requireGameMaster(ctx, game);
  await s.play.botify(game, role);
  return gm(ctx, 'admin.botified', { id: game.row.id, role: roleLabel(ctx, game.module.slug, role) });
}

export async function kick(ctx: Context, s: Services): Promise<Response> {
  const game = await resolve(ctx, s, ['lobby', 'active', 'paused']);
  requireGameMaster(ctx, game);
  const user = optString(ctx, 'user') ?? '';
  if (s.table.rolesOf(game, user).length === 0)
    throw new Refusal('admin.kick_not_seated', { id: game.row.id, who: `<@${user}>` });
  await s.play.vacate(game, user);
  return gm(ctx, 'admin.kicked', { id: game.row.id, who: `<@${user}>` });
}

/** Undo or rollback by the game master: the table rewinds the log, the deadline follows the new state. */
async function rewound(ctx: Context, s: Services, how: 'undo' | 'rollback'): Promise<Response> {
  const game = await resolve(ctx, s);
  requireGameMaster(ctx, game);
  const state = how === 'undo' ? await s.admin.undo(game) : await s.admin.rollback(game);
  await s.scheduler.schedule(game, state);
  return gm(ctx, how === 'undo' ? 'admin.undone' : 'admin.rolled_back', { id: game.row.id, version: state.version });
}

export const undo = (ctx: Context, s: Services) => rewound(ctx, s, 'undo');
export const rollback = (ctx: Context, s: Services) => rewound(ctx, s, 'rollback');

export async function pauseGame(ctx: Context, s: Services, pause: boolean): Promise<Response> {
  const game = await resolve(ctx, s, [pause ? 'active' : 'paused']);
  requireGameMaster(ctx, game);
  await s.table.setStatus(game, pause ? 'paused' : 'active');
  if (pause) {
    await s.scheduler.cancel(game.row.id);
    return gm(ctx, 'admin.paused', { id: game.row.id });
  }
  // Bots whose turn it is move on (an imported game is all bots until seats are given to people).
  const out = await s.play.catchUp(game.row.id);
  if (!out) await s.scheduler.schedule(game, game.state!);
  const res = gm(ctx, 'admin.resumed', { id: game.row.id });
  if (out) res.replies.push(...(await outcomeResponse(ctx, s, out)).replies);
  return res;
}

export async function endGame(ctx: Context, s: Services): Promise<Response> {
  const game = await resolve(ctx, s);
  requireGameMaster(ctx, game);
  await s.table.setStatus(game, 'finished');
  await s.scheduler.cancel(game.row.id);
  return gm(ctx, 'admin.ended', { id: game.row.id });
}

/**
 * `/game history`: every move in words (the game's own names for cards, places and Powers), public
 * events only, paged with ◀ ▶ so nothing is left out; the map after the last move of the page.
 */
/** What `/game history` shows of one move: who, what (or that it was secret), its public events. */
interface HistoryEntry {
  version: number;
  role: Role;
  bot: boolean;
  what: { key: string; params?: Record<string, unknown> } | null;
  events: GameEvent[];
}

/** Each game's history entries and kept states, extended with new moves only (issue #28). */
const histories = new LogSummaries<HistoryEntry[]>(
  () => [],
  (acc, _before, _after, row, module) => {
    // Only what was public: an action whose every event is private shows as a secret move.
    const pub = row.events.filter((e) => e.audience === 'public');
    const secret = row.events.length > 0 && pub.length === 0;
    acc.push({
      version: row.version,
      role: row.role,
      bot: !row.userId,
      what: secret ? null : module.describeAction(row.action, row.role),
      events: pub,
    });
  },
);

export async function history(ctx: Context, s: Services): Promise<Response> {
  const game = await resolve(ctx, s, ['active', 'paused', 'finished']);
  const work = () => historyOf(ctx, s, game);
  // The history of a long game is heavy work: one at a time per user, a few in a while.
  return (game.state?.version ?? 0) >= HEAVY_MOVES ? heavyWork.run(ctx.req.user.id, work) : work();
}

async function historyOf(ctx: Context, s: Services, game: LoadedGame): Promise<Response> {
  const slug = game.module.slug;
  const id = game.row.id;
  const named = s.uis.get(slug)?.naming?.(ctx, game.state) ?? ctx;
  const summary = await histories.get(
    id,
    game.module,
    { kind: game.row.kind, seed: game.row.seed, options: game.row.options, engineVersion: game.row.engineVersion },
    (v, upTo) => s.table.repo.actions(id, v, upTo),
  );
  const lines: string[] = [];
  const slicer = new Slicer();
  for (const r of summary.acc) {
    const what =
      r.what === null
        ? ctx.t('turn.secret_action')
        : named.has(r.what.key)
          ? named.t(r.what.key, r.what.params ?? {})
          : r.what.key;
    lines.push(`\`v${r.version}\` **${roleLabel(named, slug, r.role)}**${r.bot ? ' 🤖' : ''}: ${what}`);
    for (const e of r.events) lines.push(`  • ${eventText(named, e)}`);
    await slicer.tick();
  }
  if (!lines.length) lines.push('—');
  const paged = pagedReply(
    (page, pages) => ctx.t('admin.history', { id, page, pages, version: '{{version}}' }),
    lines,
    optInt(ctx, 'page'),
    (page) => historyPageCustomId(id, page),
  );
  // the map after the last move on this page (the last page's is the game's state: nothing replayed)
  const versions = [...(paged.content ?? '').matchAll(/`v(\d+)`/g)].map((m) => Number(m[1]));
  const version = versions.length ? versions[versions.length - 1]! : 0;
  const at = version === game.state?.version ? game.state : await summary.stateAt(version);
  // a past position: the whole board, as before (the table posts the board for the chat, issue #30)
  const files = await mapFile(ctx, s, { ...game, state: at }, 'full');
  const { page: _p, pages: _n, ...reply } = paged;
  return { replies: [{ ...reply, content: reply.content?.replace('{{version}}', String(version)), files }] };
}

export const ExportFile = z.object({
  format: z.literal('chancery-game/1'),
  kind: z.string(),
  seed: z.string(),
  options: z.record(z.string(), z.unknown()),
  engineVersion: z.string(),
  roles: z.array(z.string()),
  actions: z.array(z.object({ version: z.number().int().positive(), role: z.string(), action: z.unknown() })),
  result: z.unknown().optional(),
  hash: z.string(),
});
export type ExportFile = z.infer<typeof ExportFile>;

/**
 * `/game export`: the whole game as JSON (setup, seed, log) once it is finished. A running game's
 * seed and log would reveal hands and dice to come, so it exports only its public history.
 */
export async function exportGame(ctx: Context, s: Services): Promise<Response> {
  const game = await resolve(ctx, s, ['active', 'paused', 'finished', 'abandoned']);
  const rows = await s.table.actions(game.row.id);
  if (game.row.status !== 'finished') {
    const publicLog = rows.map((r) => ({
      version: r.version,
      role: r.role,
      events: r.events.filter((e) => e.audience === 'public'),
    }));
    const data = Buffer.from(
      JSON.stringify(
        {
          format: 'chancery-public-log/1',
          id: game.row.id,
          kind: game.row.kind,
          options: game.row.options,
          log: publicLog,
        },
        null,
        1,
      ),
    );
    return {
      replies: [
        {
          content: ctx.t('admin.export_public', { id: game.row.id }),
          files: [{ name: `${game.row.id}-public.json`, data }],
          ephemeral: true,
        },
      ],
    };
  }
  const file: ExportFile = {
    format: 'chancery-game/1',
    kind: game.row.kind,
    seed: game.row.seed,
    options: game.row.options,
    engineVersion: game.row.engineVersion,
    roles: game.seats.map((x) => x.role),
    actions: rows.map((r) => ({ version: r.version, role: r.role, action: r.action })),
    result: game.row.result ?? undefined,
    hash: stateHash(game.state),
  };
  return {
    replies: [
      {
        content: ctx.t('admin.exported', { id: game.row.id, actions: rows.length }),
        files: [{ name: `${game.row.id}.json`, data: Buffer.from(JSON.stringify(file)) }],
      },
    ],
  };
}

/**
 * How deep the JSON text nests arrays and objects, counted on the text before it is parsed (brackets
 * inside strings do not count), stopping once past `max`: a file of a million `[` is refused without
 * building it.
 */
function jsonDepthOver(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}

/**
 * The first string (key or value) with a control character, as a path into the file, in the order a
 * reader meets them. Iterative (an explicit stack, not recursion), and it refuses a value nested deeper
 * than `maxDepth` instead of walking it.
 */
function controlCharacterAt(root: unknown, maxDepth: number): string | null {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is looked for
  const bad = /[\u0000-\u001f\u007f]/;
  // key: the object key that leads to v (checked when v is reached, so keys and values keep file order).
  const stack: { v: unknown; path: string; depth: number; key?: string }[] = [{ v: root, path: '', depth: 0 }];
  for (let top = stack.pop(); top; top = stack.pop()) {
    const { v, path, depth, key } = top;
    if (key !== undefined && bad.test(key)) return path;
    if (typeof v === 'string') {
      if (bad.test(v)) return path || '(file)';
      continue;
    }
    if (!v || typeof v !== 'object') continue;
    if (depth >= maxDepth) throw new Refusal('admin.import_too_deep', { max: maxDepth });
    const children: typeof stack = Array.isArray(v)
      ? v.map((x, i) => ({ v: x, path: `${path}[${i}]`, depth: depth + 1 }))
      : Object.entries(v).map(([k, x]) => ({ v: x, path: path ? `${path}.${k}` : k, depth: depth + 1, key: k }));
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]!);
  }
  return null;
}

/**
 * `/game import`: replays an exported game here, checks its hash, and stores it with its log. The
 * importer becomes its game master, so it takes Manage Server in this server (or your own DM with the
 * bot); the file is limited in size and moves, and every string in it is checked.
 */
export async function importGame(ctx: Context, s: Services): Promise<Response> {
  const inOwnDm = ctx.req.guildId === null && ctx.req.inBotDm === true;
  if (!inOwnDm && !(ctx.req.guildId !== null && ctx.req.canManageGuild === true))
    throw new Refusal('admin.import_forbidden');
  const att = ctx.req.attachments?.file;
  if (!att) throw new Refusal('error.bad_input', { detail: 'file' });
  const size = att.size ?? att.data.length;
  if (size > MAX_IMPORT_BYTES)
    throw new Refusal('admin.import_too_big', {
      size: `${(size / 1024 / 1024).toFixed(1)} MiB`,
      max: `${MAX_IMPORT_BYTES / 1024 / 1024} MiB`,
    });
  const text = att.data.toString('utf8');
  if (jsonDepthOver(text, MAX_IMPORT_DEPTH)) throw new Refusal('admin.import_too_deep', { max: MAX_IMPORT_DEPTH });
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new Refusal('admin.import_bad');
  }
  const at = controlCharacterAt(raw, MAX_IMPORT_DEPTH);
  if (at) {
    // The path may hold the character itself (a key): show it escaped.
    const shown = at.replace(/\p{Cc}/gu, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
    throw new Refusal('admin.import_control', { path: shown.slice(0, 80) });
  }
  const checked = ExportFile.safeParse(raw);
  if (!checked.success) throw new Refusal('admin.import_bad');
  const parsed = checked.data;
  if (parsed.actions.length > MAX_IMPORT_MOVES)
    throw new Refusal('admin.import_too_long', { moves: parsed.actions.length, max: MAX_IMPORT_MOVES });
  const module = s.registry.get(parsed.kind);
  if (!module)
    throw new Refusal('error.unknown_kind', {
      kind: parsed.kind,
      games: s.registry
        .list()
        .map((m) => m.slug)
        .join(', '),
    });
  // Replaying a long file is heavy work: one at a time per user, a few in a while.
  const work = () =>
    s.admin.importGame(parsed, { guildId: ctx.req.guildId, channelId: ctx.req.channelId, user: ctx.req.user });
  const id = parsed.actions.length >= HEAVY_MOVES ? await heavyWork.run(ctx.req.user.id, work) : await work();
  const game = await s.table.load(id);
  return {
    replies: [
      {
        content: ctx.t('admin.imported', { id, actions: parsed.actions.length, hash: stateHash(game.state) }),
        embeds: [statusEmbed(ctx, s, game)],
      },
    ],
  };
}

export async function talk(ctx: Context, s: Services): Promise<Response> {
  const game = await resolve(ctx, s);
  requireTableAccess(game);
  const ui = s.uis.get(game.module.slug);
  if (!ui?.privateTalk) throw new Refusal('admin.talk_forbidden', { title: game.module.title[ctx.locale] });
  if (!ctx.req.guildId) throw new Refusal('admin.talk_guild_only');
  const mine = s.table.rolesOf(game, ctx.req.user.id);
  if (mine.length === 0) throw new Refusal('error.not_seated', { id: game.row.id });
  const withUser = optString(ctx, 'with') ?? '';
  const theirs = s.table.rolesOf(game, withUser);
  if (theirs.length === 0 || withUser === ctx.req.user.id) throw new Refusal('admin.talk_not_player');
  const roles = [...mine, ...theirs];
  await s.threads.add(game.row.id, roles, ctx.req.user.id, null);
  const name = `${game.row.id} · ${roles.map((r) => roleLabel(ctx, game.module.slug, r)).join(' & ')}`;
  return {
    replies: [{ content: ctx.t('admin.talk_opened', { name }), ephemeral: true }],
    thread: { name, userIds: [ctx.req.user.id, withUser], gameId: game.row.id, roles },
  };
}
