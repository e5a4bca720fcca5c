/**
 * `/game stats [user] [scope] [kind] [page]` and `/game leaderboard game:<game> [page] [hide]`
 * (issue #33): a player's record, a server's games by game and by power, and a server's ranking by
 * OpenSkill rating (src/bot/records/). Everything is read from the recorded games of the server the
 * command comes from (a DM: the player's DM games, never a ranking). Nobody is pinged: names are
 * mentions with no one allowed to be notified; pages of 1900 characters with ◀ ▶.
 */
import { ApplicationCommandOptionType, type APIApplicationCommandSubcommandOption } from 'discord-api-types/v10';
import type { Services } from '../bot/command.js';
import { decodeCustomId, encodeCustomId } from '../bot/custom-id.js';
import { recordsEn as E, recordsIt as I } from '../bot/i18n/records.js';
import { optInt, optString } from '../bot/options.js';
import { pagedReply } from '../bot/pages.js';
import { playerFigures, serverFigures } from '../bot/records/figures.js';
import { displayRating } from '../bot/records/ratings.js';
import { roleLabel } from '../bot/roles.js';
import { Refusal, type Context, type Response } from '../bot/types.js';
import type { GameRegistry } from '../engine/registry.js';

/** Custom-id prefix of these pages: `rec:s:<scope>:<kind>:<user>:<page>`, `rec:l:<kind>:<page>`. */
export const RECORDS_PREFIX = 'rec';

const T = E.records_cmd;
const L = I.records_cmd;

function kindChoices(registry: GameRegistry) {
  return registry.list().map((m) => ({ name: m.title.en, name_localizations: { it: m.title.it }, value: m.slug }));
}

const pageOption = {
  name: 'page',
  description: T.opt_page,
  description_localizations: { it: L.opt_page },
  type: ApplicationCommandOptionType.Integer as const,
  required: false,
  min_value: 1,
};

export function statsSub(registry: GameRegistry): APIApplicationCommandSubcommandOption {
  return {
    name: 'stats',
    description: T.stats,
    description_localizations: { it: L.stats },
    type: ApplicationCommandOptionType.Subcommand,
    options: [
      {
        name: 'user',
        description: T.opt_user,
        description_localizations: { it: L.opt_user },
        type: ApplicationCommandOptionType.User,
        required: false,
      },
      {
        name: 'scope',
        description: T.opt_scope,
        description_localizations: { it: L.opt_scope },
        type: ApplicationCommandOptionType.String,
        required: false,
        choices: [
          { name: T.scope_player, name_localizations: { it: L.scope_player }, value: 'player' },
          { name: T.scope_server, name_localizations: { it: L.scope_server }, value: 'server' },
        ],
      },
      {
        name: 'kind',
        description: T.opt_kind,
        description_localizations: { it: L.opt_kind },
        type: ApplicationCommandOptionType.String,
        required: false,
        choices: kindChoices(registry),
      },
      pageOption,
    ],
  };
}

export function leaderboardSub(registry: GameRegistry): APIApplicationCommandSubcommandOption {
  return {
    name: 'leaderboard',
    description: T.leaderboard,
    description_localizations: { it: L.leaderboard },
    type: ApplicationCommandOptionType.Subcommand,
    options: [
      {
        name: 'game',
        description: T.opt_kind,
        description_localizations: { it: L.opt_kind },
        type: ApplicationCommandOptionType.String,
        required: false,
        choices: kindChoices(registry),
      },
      pageOption,
      {
        name: 'hide',
        description: T.opt_hide,
        description_localizations: { it: L.opt_hide },
        type: ApplicationCommandOptionType.Boolean,
        required: false,
      },
    ],
  };
}

const fmt1 = (n: number) => (Math.round(n * 10) / 10).toFixed(1);
const fmt2 = (n: number) => (Math.round(n * 100) / 100).toFixed(2);

/** Reads a kind typed or chosen: a slug of this build, or a refusal listing them. */
function kindOf(s: Services, v: string | undefined): string | undefined {
  if (v === undefined) return undefined;
  if (s.registry.get(v)) return v;
  throw new Refusal('error.unknown_kind', {
    kind: v,
    games: s.registry
      .list()
      .map((m) => m.slug)
      .join(', '),
  });
}

export async function statsCommand(ctx: Context, s: Services): Promise<Response> {
  const scope = optString(ctx, 'scope') ?? 'player';
  if (scope !== 'player' && scope !== 'server') throw new Refusal('error.bad_input', { detail: `scope=${scope}` });
  const kind = kindOf(s, optString(ctx, 'kind'));
  const user = optString(ctx, 'user') ?? ctx.req.user.id;
  return statsPage(ctx, s, scope, kind, user, optInt(ctx, 'page'));
}

async function statsPage(
  ctx: Context,
  s: Services,
  scope: 'player' | 'server',
  kind: string | undefined,
  user: string,
  page: number | undefined,
): Promise<Response> {
  const guildId = ctx.req.guildId;
  if (scope === 'server' && !guildId) throw new Refusal('records.server_only');
  await s.records.sync(guildId);
  const records = await s.records.list(guildId, kind);
  const title = (k: string) => s.registry.get(k)?.title[ctx.locale] ?? k;
  const lines: string[] = [];
  let header: (p: number, n: number) => string;
  if (scope === 'server') {
    for (const k of serverFigures(records)) {
      const avg = k.endedAtGames ? k.endedAtSum / k.endedAtGames : null;
      const finished = k.solos + k.shared + k.draws;
      const length =
        avg === null
          ? ctx.t('records.length_actions', { avg: fmt1(finished ? k.actionsSum / finished : 0) })
          : ctx.t(k.kind === 'diplomacy' ? 'records.length_dip' : 'records.length_turns', { avg: fmt1(avg) });
      lines.push(ctx.t('records.server_game', { ...k, title: title(k.kind), length }));
      for (const r of k.roles) {
        const survival = r.survivalGames
          ? ctx.t('records.survival', { pct: Math.round((100 * r.survived) / r.survivalGames) })
          : '';
        const figure = r.figureGames
          ? ctx.t(k.kind === 'diplomacy' ? 'records.centres' : 'records.vp', { avg: fmt1(r.figureSum / r.figureGames) })
          : '';
        lines.push(
          ctx.t('records.server_power', {
            role: roleLabel(ctx, k.kind, r.role),
            games: r.games,
            wins: r.wins,
            draws: r.draws,
            survival,
            figure,
          }),
        );
      }
    }
    header = (p, n) => ctx.t('records.server_header', { kind: kind ? ` · ${title(kind)}` : '', page: p, pages: n });
  } else {
    for (const k of playerFigures(records, user)) {
      lines.push(ctx.t('records.player_line', { ...k, title: title(k.kind) }));
      for (const r of k.roles)
        lines.push(ctx.t('records.player_power', { ...r, role: roleLabel(ctx, k.kind, r.role) }));
    }
    const key = guildId ? 'records.player_header' : 'records.player_header_dm';
    header = (p, n) => `${ctx.t(key, { who: `<@${user}>` })}${n > 1 ? ` (${p}/${n})` : ''}`;
  }
  if (!lines.length) lines.push(ctx.t('records.none'));
  const reply = pagedReply(header, lines, page ?? 1, (p) =>
    encodeCustomId(RECORDS_PREFIX, 's', scope[0]!, kind ?? '-', user, p),
  );
  const { page: _p, pages: _n, ...rest } = reply;
  return { replies: [{ ...rest, mentions: [] }] };
}

export async function leaderboardCommand(ctx: Context, s: Services): Promise<Response> {
  const hide = ctx.req.options.hide;
  if (typeof hide === 'boolean') {
    await s.records.setHidden(ctx.req.user.id, hide);
    return { replies: [{ content: ctx.t(hide ? 'records.hidden' : 'records.shown'), ephemeral: true }] };
  }
  const kind = kindOf(s, optString(ctx, 'game'));
  if (!kind) throw new Refusal('error.bad_input', { detail: 'game' });
  return leaderboardPage(ctx, s, kind, optInt(ctx, 'page'));
}

async function leaderboardPage(ctx: Context, s: Services, kind: string, page: number | undefined): Promise<Response> {
  const guildId = ctx.req.guildId;
  if (!guildId) throw new Refusal('records.server_only');
  await s.records.sync(guildId);
  const rows = await s.records.ratings(guildId, kind);
  const users = rows.filter((r) => r.entity.startsWith('user:')).map((r) => r.entity.slice(5));
  const hidden = await s.records.hidden(users);
  const shown = rows
    .filter((r) => !(r.entity.startsWith('user:') && hidden.has(r.entity.slice(5))))
    .map((r) => ({ ...r, rating: displayRating(r) }))
    .sort((a, b) => b.rating - a.rating || b.mu - a.mu || a.entity.localeCompare(b.entity));
  const title = s.registry.get(kind)?.title[ctx.locale] ?? kind;
  const lines = shown.map((r, i) =>
    ctx.t('records.board_line', {
      rank: i + 1,
      who: r.entity.startsWith('user:')
        ? `<@${r.entity.slice(5)}>`
        : ctx.t('records.bot', { level: r.entity.split(':')[2] ?? '' }),
      rating: fmt2(r.rating),
      mu: fmt2(r.mu),
      sigma: fmt2(r.sigma),
      games: r.games,
      wins: r.wins,
    }),
  );
  if (!lines.length) lines.push(ctx.t('records.board_none', { title }));
  if (hidden.has(ctx.req.user.id)) lines.push(ctx.t('records.you_hidden'));
  const reply = pagedReply(
    (p, n) => ctx.t('records.board_header', { title, page: p, pages: n }),
    lines,
    page ?? 1,
    (p) => encodeCustomId(RECORDS_PREFIX, 'l', kind, p),
  );
  const { page: _p, pages: _n, ...rest } = reply;
  return { replies: [{ ...rest, mentions: [] }] };
}

/** The ◀ ▶ buttons of these pages. */
export async function recordsComponent(ctx: Context, s: Services): Promise<Response> {
  const { prefix, parts } = decodeCustomId(ctx.req.customId ?? '');
  if (prefix !== RECORDS_PREFIX) throw new Refusal('error.stale');
  const page = Number(parts[parts.length - 1]);
  if (!Number.isInteger(page) || page < 1) throw new Refusal('error.stale');
  if (parts[0] === 's' && parts.length === 5) {
    const scope = parts[1] === 's' ? 'server' : 'player';
    const kind = parts[2] === '-' ? undefined : kindOf(s, parts[2]);
    return statsPage(ctx, s, scope, kind, parts[3] ?? ctx.req.user.id, page);
  }
  if (parts[0] === 'l' && parts.length === 3) return leaderboardPage(ctx, s, kindOf(s, parts[1]) ?? '', page);
  throw new Refusal('error.stale');
}
