import { act } from './kit/act.js';
import { autocompleteGame } from './kit/lookup.js';
import {
  ApplicationCommandOptionType,
  InteractionContextType,
  type APIApplicationCommandBasicOption,
  type APIApplicationCommandSubcommandOption,
  type RESTPostAPIChatInputApplicationCommandsJSONBody,
} from 'discord-api-types/v10';
import type { ChatCommand, Services } from '../bot/command.js';
import { parseHistoryPageCustomId } from '../bot/custom-id.js';
import { en } from '../bot/i18n/en.js';
import { it } from '../bot/i18n/it.js';
import { optInt, optString, parseKeyValues } from '../bot/options.js';
import {
  actionMenu,
  mapFile,
  outcomeResponse,
  parseGameCustomId,
  roleLabel,
  statusEmbed,
  turnButtons,
} from '../bot/present.js';
import { requireTableAccess } from '../bot/table.js';
import { Refusal, type Context, type Response } from '../bot/types.js';
import * as admin from './game-admin.js';
import {
  leaderboardCommand,
  leaderboardSub,
  RECORDS_PREFIX,
  recordsComponent,
  statsCommand,
  statsSub,
} from './game-records.js';
import { replayChoices, replayCommand, replaySub } from './game-replay.js';
import { OBSERVER, type Role } from '../engine/core/types.js';
import type { GameRegistry } from '../engine/registry.js';

const T = en.command.game;
const I = it.command.game;

const gameIdOption = {
  name: 'game',
  description: T.opt_game_id,
  description_localizations: { it: I.opt_game_id },
  type: ApplicationCommandOptionType.String,
  required: false,
  autocomplete: true,
} satisfies APIApplicationCommandBasicOption;

type SubName =
  | 'who'
  | 'mentions'
  | 'substitute'
  | 'botify'
  | 'kick'
  | 'undo'
  | 'rollback'
  | 'pause'
  | 'resume'
  | 'end'
  | 'history'
  | 'export'
  | 'import'
  | 'stats'
  | 'talk';

function sub(name: SubName, options: APIApplicationCommandBasicOption[]): APIApplicationCommandSubcommandOption {
  return {
    name,
    description: T[name].description,
    description_localizations: { it: I[name].description },
    type: ApplicationCommandOptionType.Subcommand,
    options,
  };
}

function userOption(en: string, it: string, name: string, required: boolean): APIApplicationCommandBasicOption {
  return {
    name,
    description: en,
    description_localizations: { it },
    type: ApplicationCommandOptionType.User,
    required,
  };
}

const seatOption: APIApplicationCommandBasicOption = {
  name: 'seat',
  description: T.substitute.opt_seat,
  description_localizations: { it: I.substitute.opt_seat },
  type: ApplicationCommandOptionType.String,
  required: true,
  autocomplete: true,
};

/** `/game`: the lobby and the table, the same for every game. */
export function createGameCommand(registry: GameRegistry): ChatCommand {
  const data: RESTPostAPIChatInputApplicationCommandsJSONBody = {
    name: 'game',
    description: T.description,
    description_localizations: { it: I.description },
    contexts: [InteractionContextType.Guild, InteractionContextType.BotDM, InteractionContextType.PrivateChannel],
    options: [
      {
        name: 'new',
        description: T.new.description,
        description_localizations: { it: I.new.description },
        type: ApplicationCommandOptionType.Subcommand,
        options: [
          {
            name: 'game',
            description: T.new.opt_game,
            description_localizations: { it: I.new.opt_game },
            type: ApplicationCommandOptionType.String,
            required: true,
            choices: registry
              .list()
              .map((m) => ({ name: m.title.en, name_localizations: { it: m.title.it }, value: m.slug })),
          },
          {
            name: 'seats',
            description: T.new.opt_seats,
            description_localizations: { it: I.new.opt_seats },
            type: ApplicationCommandOptionType.Integer,
            required: false,
            min_value: 1,
            max_value: 7,
          },
          {
            name: 'bots',
            description: T.new.opt_bots,
            description_localizations: { it: I.new.opt_bots },
            type: ApplicationCommandOptionType.Integer,
            required: false,
            min_value: 0,
            max_value: 6,
          },
          {
            name: 'options',
            description: T.new.opt_options,
            description_localizations: { it: I.new.opt_options },
            type: ApplicationCommandOptionType.String,
            required: false,
            max_length: 200,
          },
        ],
      },
      {
        name: 'join',
        description: T.join.description,
        description_localizations: { it: I.join.description },
        type: ApplicationCommandOptionType.Subcommand,
        options: [
          gameIdOption,
          {
            name: 'role',
            description: T.join.opt_role,
            description_localizations: { it: I.join.opt_role },
            type: ApplicationCommandOptionType.String,
            required: false,
            autocomplete: true,
          },
        ],
      },
      ...(['leave', 'start', 'status', 'abandon'] as const).map((name) => ({
        name,
        description: T[name].description,
        description_localizations: { it: I[name].description },
        type: ApplicationCommandOptionType.Subcommand as const,
        options: [gameIdOption],
      })),
      {
        name: 'list',
        description: T.list.description,
        description_localizations: { it: I.list.description },
        type: ApplicationCommandOptionType.Subcommand,
      },
      sub('who', [gameIdOption]),
      sub('mentions', [
        {
          name: 'on',
          description: T.mentions.opt_on,
          description_localizations: { it: I.mentions.opt_on },
          type: ApplicationCommandOptionType.Boolean,
          required: true,
        },
      ]),
      {
        name: 'deadline',
        description: T.deadline.description,
        description_localizations: { it: I.deadline.description },
        type: ApplicationCommandOptionType.SubcommandGroup,
        options: (['set', 'extend', 'pause', 'resume'] as const).map((name) => ({
          name,
          description: T.deadline[name].description,
          description_localizations: { it: I.deadline[name].description },
          type: ApplicationCommandOptionType.Subcommand as const,
          options: [
            ...(name === 'set' || name === 'extend'
              ? [
                  {
                    // as people say it: `2d 3h`, `48h`, `90m`, a date (src/bot/duration.ts)
                    name: 'time',
                    description: T.deadline.opt_time,
                    description_localizations: { it: I.deadline.opt_time },
                    type: ApplicationCommandOptionType.String as const,
                    required: false,
                    max_length: 40,
                  },
                  {
                    name: 'minutes',
                    description: T.deadline.opt_minutes,
                    description_localizations: { it: I.deadline.opt_minutes },
                    type: ApplicationCommandOptionType.Integer as const,
                    required: false,
                    min_value: 0,
                    max_value: 60 * 24 * 60,
                  },
                ]
              : []),
            ...(name === 'set'
              ? [
                  {
                    name: 'reminder',
                    description: T.deadline.opt_reminder,
                    description_localizations: { it: I.deadline.opt_reminder },
                    type: ApplicationCommandOptionType.Integer as const,
                    required: false,
                    min_value: 0,
                    max_value: 60 * 24 * 30,
                  },
                ]
              : []),
            gameIdOption,
          ],
        })),
      },
      sub('substitute', [
        seatOption,
        userOption(T.substitute.opt_user, I.substitute.opt_user, 'user', true),
        gameIdOption,
      ]),
      sub('botify', [seatOption, gameIdOption]),
      sub('kick', [userOption(T.substitute.opt_user, I.substitute.opt_user, 'user', true), gameIdOption]),
      sub('undo', [gameIdOption]),
      sub('rollback', [gameIdOption]),
      sub('pause', [gameIdOption]),
      sub('resume', [gameIdOption]),
      sub('end', [gameIdOption]),
      sub('history', [
        {
          name: 'page',
          description: T.history.opt_page,
          description_localizations: { it: I.history.opt_page },
          type: ApplicationCommandOptionType.Integer,
          required: false,
          min_value: 1,
        },
        gameIdOption,
      ]),
      sub('export', [gameIdOption]),
      sub('import', [
        {
          name: 'file',
          description: T.import.opt_file,
          description_localizations: { it: I.import.opt_file },
          type: ApplicationCommandOptionType.Attachment,
          required: true,
        },
      ]),
      statsSub(registry),
      leaderboardSub(registry),
      replaySub,
      sub('talk', [userOption(T.talk.opt_with, I.talk.opt_with, 'with', true), gameIdOption]),
    ],
  };

  return {
    data,
    prefixes: ['g', 'h', RECORDS_PREFIX],
    ephemeral: (ctx) => ['who', 'mentions'].includes(ctx.req.subcommand ?? '') || ctx.req.subcommand === 'export',
    async execute(ctx, s) {
      switch (ctx.req.subcommand) {
        case 'new':
          return createGame(ctx, s);
        case 'join':
          return join(ctx, s);
        case 'leave':
          return leave(ctx, s);
        case 'start':
          return start(ctx, s);
        case 'status':
          return status(ctx, s);
        case 'list':
          return list(ctx, s);
        case 'abandon':
          return abandon(ctx, s);
        case 'who':
          return admin.who(ctx, s);
        case 'mentions':
          return admin.mentions(ctx, s);
        case 'set':
        case 'extend':
          return admin.deadline(ctx, s);
        case 'pause':
        case 'resume':
          return ctx.req.group === 'deadline'
            ? admin.deadline(ctx, s)
            : admin.pauseGame(ctx, s, ctx.req.subcommand === 'pause');
        case 'substitute':
          return admin.substitute(ctx, s);
        case 'botify':
          return admin.botify(ctx, s);
        case 'kick':
          return admin.kick(ctx, s);
        case 'undo':
          return admin.undo(ctx, s);
        case 'rollback':
          return admin.rollback(ctx, s);
        case 'end':
          return admin.endGame(ctx, s);
        case 'history':
          return admin.history(ctx, s);
        case 'export':
          return admin.exportGame(ctx, s);
        case 'import':
          return admin.importGame(ctx, s);
        case 'stats':
          return statsCommand(ctx, s);
        case 'leaderboard':
          return leaderboardCommand(ctx, s);
        case 'replay':
          return replayCommand(ctx, s);
        case 'talk':
          return admin.talk(ctx, s);
        default:
          throw new Refusal('error.unknown_command', { name: `game ${ctx.req.subcommand ?? ''}` });
      }
    },
    async autocomplete(ctx, s) {
      if (ctx.req.subcommand === 'replay') return { replies: [], choices: await replayChoices(ctx, s) };
      return { replies: [], choices: await autocompleteGame(ctx, s) };
    },
    async component(ctx, s) {
      if (ctx.req.customId?.startsWith(`${RECORDS_PREFIX}:`)) return recordsComponent(ctx, s);
      return gameComponent(ctx, s);
    },
  };
}

async function createGame(ctx: Context, s: Services): Promise<Response> {
  const kind = optString(ctx, 'game') ?? '';
  const solo = ctx.req.guildId === null;
  const seatsOpt = optInt(ctx, 'seats');
  const module = s.registry.get(kind);
  // In a DM there is nobody else to join: one human seat, bots for the rest.
  // A game that has a solo mode starts solo; the others give the DM user one seat among bots.
  const seats = seatsOpt ?? (solo && module ? (module.minPlayers === 1 ? 1 : module.maxPlayers) : undefined);
  const botsOpt = optInt(ctx, 'bots');
  const game = await s.table.create({
    kind,
    seats: seatsOpt === 1 && module && module.minPlayers > 1 ? module.maxPlayers : seats,
    bots: botsOpt ?? (solo || seatsOpt === 1 ? Number.MAX_SAFE_INTEGER : 0),
    options: parseKeyValues(optString(ctx, 'options')),
    guildId: ctx.req.guildId,
    channelId: ctx.req.channelId,
    user: ctx.req.user,
  });
  const title = game.module.title[ctx.locale];
  const humansMissing = game.seats.filter((x) => !x.userId && !x.isBot).length;
  if (humansMissing === 0) {
    // Solo or all seats decided: start at once.
    const started = await s.play.start(game);
    const files = await mapFile(ctx, s, started);
    return {
      replies: [
        {
          content: ctx.t('command.game.new.solo', { user: `<@${ctx.req.user.id}>`, title, id: game.row.id }),
          embeds: [statusEmbed(ctx, s, started)],
          files,
          components: turnButtons(ctx, started),
        },
      ],
    };
  }
  return {
    replies: [
      {
        content: ctx.t('command.game.new.success', {
          user: `<@${ctx.req.user.id}>`,
          title,
          id: game.row.id,
          seats: game.seats.length,
          roles: game.seats.map((x) => roleLabel(ctx, game.module.slug, x.role)).join(', '),
        }),
      },
    ],
  };
}

async function join(ctx: Context, s: Services): Promise<Response> {
  const game = await s.table.resolve(ctx.req, optString(ctx, 'game'), ['lobby']);
  // Joining happens at the table, in the game's channel.
  requireTableAccess(game);
  const role = await s.table.join(game, ctx.req.user, optString(ctx, 'role'));
  return {
    replies: [
      {
        content: ctx.t('command.game.join.success', {
          user: `<@${ctx.req.user.id}>`,
          id: game.row.id,
          role: roleLabel(ctx, game.module.slug, role),
        }),
      },
    ],
  };
}

async function leave(ctx: Context, s: Services): Promise<Response> {
  const game = await s.table.resolve(ctx.req, optString(ctx, 'game'));
  requireTableAccess(game);
  // Every seat the user holds, at once (refused if one changed meanwhile: a substitute, a kick).
  const roles = await s.play.vacate(game, ctx.req.user.id);
  const key = game.row.status === 'lobby' ? 'command.game.leave.success_lobby' : 'command.game.leave.success_bot';
  const lines = roles.map((role) =>
    ctx.t(key, { user: `<@${ctx.req.user.id}>`, id: game.row.id, role: roleLabel(ctx, game.module.slug, role) }),
  );
  return { replies: [{ content: lines.join('\n') }] };
}

async function start(ctx: Context, s: Services): Promise<Response> {
  const game = await s.table.resolve(ctx.req, optString(ctx, 'game'), ['lobby']);
  requireTableAccess(game);
  if (!game.seats.some((x) => x.userId === ctx.req.user.id)) admin.requireGameMaster(ctx, game);
  const started = await s.play.start(game);
  const files = await mapFile(ctx, s, started);
  return {
    replies: [
      {
        content: ctx.t('command.game.start.success', {
          title: game.module.title[ctx.locale],
          id: game.row.id,
          seats: started.seats
            .map((x) => `${roleLabel(ctx, game.module.slug, x.role)} ${x.isBot ? '🤖' : `<@${x.userId}>`}`)
            .join(', '),
        }),
        embeds: [statusEmbed(ctx, s, started)],
        files,
        components: turnButtons(ctx, started),
        mentions: started.seats.filter((x) => x.userId).map((x) => x.userId!),
      },
    ],
  };
}

async function status(ctx: Context, s: Services): Promise<Response> {
  const game = await s.table.resolve(ctx.req, optString(ctx, 'game'), ['lobby', 'active', 'paused', 'finished']);
  return {
    replies: [
      { embeds: [statusEmbed(ctx, s, game)], components: game.row.status === 'active' ? turnButtons(ctx, game) : [] },
    ],
  };
}

async function list(ctx: Context, s: Services): Promise<Response> {
  const rows = await s.table.listHere(ctx.req, ['lobby', 'active']);
  if (rows.length === 0) return { replies: [{ content: ctx.t('command.game.list.empty') }] };
  const lines = rows.map((r) => {
    const module = s.registry.get(r.kind);
    // A stored game of a kind this build does not have is listed, as unavailable, not as in progress.
    if (!module) return `\`${r.id}\` — ${ctx.t('command.game.list.unavailable', { kind: r.kind })}`;
    return `\`${r.id}\` — ${module.title[ctx.locale]} — ${ctx.t(`status.${r.status}`)}`;
  });
  return { replies: [{ content: `${ctx.t('command.game.list.header')}\n${lines.join('\n')}` }] };
}

async function abandon(ctx: Context, s: Services): Promise<Response> {
  const game = await s.table.resolve(ctx.req, optString(ctx, 'game'), ['lobby', 'active', 'paused']);
  admin.requireGameMaster(ctx, game);
  await s.table.setStatus(game, 'abandoned');
  return {
    replies: [{ content: ctx.t('command.game.abandon.success', { id: game.row.id, user: `<@${ctx.req.user.id}>` }) }],
  };
}

/** Buttons and menus under turn messages: `g:<id>:<version>:<key>`. */
async function gameComponent(ctx: Context, s: Services): Promise<Response> {
  const hist = parseHistoryPageCustomId(ctx.req.customId ?? '');
  if (hist) return admin.history({ ...ctx, req: { ...ctx.req, options: { game: hist.gameId, page: hist.page } } }, s);
  const parsed = parseGameCustomId(ctx.req.customId ?? '');
  if (!parsed) throw new Refusal('error.stale');
  const game = await s.table.loadFor(ctx.req, parsed.gameId);
  if (game.row.status !== 'active' || !game.state)
    throw new Refusal('error.not_active', { id: game.row.id, status: game.row.status });
  const [verb, arg] = parsed.key.split(':', 2) as [string, string | undefined];
  if (verb === 'board') {
    // the whole board (public: the observer's view), for the clicker only; the table shows the inline one
    const files = await mapFile(ctx, s, game, 'full');
    if (files?.length) {
      await ctx.defer(true);
      return { replies: [{ files, ephemeral: true }] };
    }
  }
  if (verb === 'view' || verb === 'board') {
    await ctx.defer(true);
    const roles = s.table.rolesOf(game, ctx.req.user.id);
    const role = roles[0] ?? OBSERVER;
    const ui = s.uis.get(game.module.slug);
    if (ui?.renderMap && s.images) {
      const data = await ui.renderMap(game.module.view(game.state, role), { locale: ctx.locale });
      return { replies: [{ files: [{ name: 'view.png', data }], ephemeral: true }] };
    }
    return {
      replies: [
        {
          content: `\`\`\`json\n${JSON.stringify(game.module.view(game.state, role)).slice(0, 1800)}\n\`\`\``,
          ephemeral: true,
        },
      ],
    };
  }
  if (verb === 'menu') {
    // A stale menu button still works: it always shows what the clicker may do now.
    return actionMenu(ctx, s, game, s.table.roleFor(game, ctx.req.user.id));
  }
  if (verb === 'pick') {
    if (parsed.version !== game.state.version) {
      const menu = actionMenu(ctx, s, game, s.table.roleFor(game, ctx.req.user.id));
      menu.replies.unshift({ content: ctx.t('error.stale'), ephemeral: true });
      return menu;
    }
    const role = arg as Role;
    if (!s.table.rolesOf(game, ctx.req.user.id).includes(role))
      throw new Refusal('error.not_seated', { id: game.row.id });
    const index = Number(ctx.req.values?.[0]);
    const legal = game.module.legalActions(game.state, role) as unknown[];
    const action = legal[index];
    if (action === undefined) throw new Refusal('error.stale');
    const held = s.uis.get(game.module.slug)?.beforeApply?.(ctx, game, role, action);
    if (held) return held;
    await ctx.defer(false);
    return outcomeResponse(ctx, s, await act(ctx, s, game, role, action));
  }
  throw new Refusal('error.stale');
}
