import type { Services } from '../bot/command.js';
import { optInt, optString, parseKeyValues } from '../bot/options.js';
import { mapFile, roleLabel, statusEmbed, turnButtons } from '../bot/present.js';
import { requireTableAccess } from '../bot/table.js';
import type { Context, Response } from '../bot/types.js';
import * as admin from './game-admin.js';

export async function createGame(ctx: Context, s: Services): Promise<Response> {
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

export async function join(ctx: Context, s: Services): Promise<Response> {
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

export async function leave(ctx: Context, s: Services): Promise<Response> {
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

export async function start(ctx: Context, s: Services): Promise<Response> {
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

export async function status(ctx: Context, s: Services): Promise<Response> {
  const game = await s.table.resolve(ctx.req, optString(ctx, 'game'), ['lobby', 'active', 'paused', 'finished']);
  return {
    replies: [
      { embeds: [statusEmbed(ctx, s, game)], components: game.row.status === 'active' ? turnButtons(ctx, game) : [] },
    ],
  };
}

export async function list(ctx: Context, s: Services): Promise<Response> {
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

export async function abandon(ctx: Context, s: Services): Promise<Response> {
  const game = await s.table.resolve(ctx.req, optString(ctx, 'game'), ['lobby', 'active', 'paused']);
  admin.requireGameMaster(ctx, game);
  await s.table.setStatus(game, 'abandoned');
  return {
    replies: [{ content: ctx.t('command.game.abandon.success', { id: game.row.id, user: `<@${ctx.req.user.id}>` }) }],
  };
}
