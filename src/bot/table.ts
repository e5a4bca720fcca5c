import { randomBytes } from 'node:crypto';
import { ZodError } from 'zod';
import { currentSchema } from '../engine/core/replay.js';
import type { AnyGameModule, BaseState, Role } from '../engine/core/types.js';
import type { GameRegistry } from '../engine/registry.js';
import type { GamesRepo, GameRow, SeatChange, SeatRow } from '../db/games-repo.js';
import { optionKeys, optionNames } from './game-options.js';
import { followSeatRoles, sortSeats } from './seats.js';
import { Refusal, type Request } from './types.js';

/** Id and seed makers; tests pass deterministic ones. */
export interface Entropy {
  gameId(): string;
  seed(): string;
}

const ID_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
export const cryptoEntropy: Entropy = {
  gameId: () => Array.from(randomBytes(6), (b) => ID_ALPHABET[b % ID_ALPHABET.length]).join(''),
  seed: () => randomBytes(16).toString('hex'),
};

export interface LoadedGame {
  row: GameRow;
  module: AnyGameModule;
  seats: SeatRow[];
  state: BaseState | null;
  /**
   * How the request that loaded it may use it (set by `resolve`/`loadFor`, absent for internal loads):
   * `table` from the game's own channel (moves, game-master tools, announcements); `private` from a
   * private thread of that channel or from a seated player's DM with the bot (private answers only).
   */
  access?: Access;
}

/** Where a request comes from: what decides which games it may see. `ctx.req` is one. */
export type Where = Pick<Request, 'guildId' | 'channelId' | 'user' | 'inBotDm' | 'parentChannelId'>;
export type Access = 'table' | 'private';

/** A move or a game-master tool from a private place: announcements belong to the game's channel. */
export function actInChannelRefusal(game: LoadedGame): Refusal {
  const where = game.row.guildId
    ? `https://discord.com/channels/${game.row.guildId}/${game.row.channelId}`
    : `<#${game.row.channelId}>`;
  return new Refusal('error.act_in_channel', { id: game.row.id, where });
}

/** Refuses anything but the game's own channel (moves, seats, game-master tools: they are announced). */
export function requireTableAccess(game: LoadedGame): void {
  if (game.access === 'private') throw actInChannelRefusal(game);
  if (game.access !== 'table') throw new Refusal('error.unknown_game', { id: game.row.id });
}

/**
 * The game-agnostic table, lobby and seats: which game a request means and may see, creating and
 * joining a game, who holds which seat. Playing is `Play` (bot/play.ts), the game master's replays
 * `Admin` (bot/admin.ts). Commands call these; they hold no rules.
 */
export class Table {
  constructor(
    readonly repo: GamesRepo,
    readonly registry: GameRegistry,
    readonly entropy: Entropy = cryptoEntropy,
  ) {}

  async load(id: string): Promise<LoadedGame> {
    const row = await this.repo.get(id);
    if (!row) throw new Refusal('error.unknown_game', { id });
    const module = this.registry.get(row.kind);
    // A stored game of a kind this build does not have (a release dropped or renamed it): refused by name.
    if (!module) throw new KindUnavailable(row, await this.repo.seats(id));
    const roles = module.roles(module.optionsSchema.parse(row.options));
    let seats = sortSeats(await this.repo.seats(id), roles);
    let state = (row.state as BaseState | null) ?? null;
    if (state) state = currentSchema(module, state);
    // A role that joined a seat after the last stored seat change (see followSeatRoles).
    if (state) seats = sortSeats(followSeatRoles(module, seats, state) ?? seats, roles);
    return { row, module, seats, state };
  }

  /** Stored games of kinds this build does not have, not yet over (start-up names them). */
  async unavailableGames(): Promise<Pick<GameRow, 'id' | 'kind' | 'status'>[]> {
    return this.repo.listKindsOtherThan(
      this.registry.list().map((m) => m.slug),
      ['lobby', 'active', 'paused'],
    );
  }

  /** The games of this channel of this server (a channel id alone does not name a place). */
  async listHere(where: Pick<Where, 'guildId' | 'channelId'>, statuses: GameRow['status'][]): Promise<GameRow[]> {
    const rows = await this.repo.list({ channelId: where.channelId, statuses });
    return rows.filter((r) => (r.guildId ?? null) === (where.guildId ?? null));
  }

  /**
   * What a request from `where` may do with a game: `table` in its own channel of its own server,
   * `private` in a private thread of that channel or in a seated player's DM with the bot, else
   * nothing (the game does not exist for it).
   */
  async accessOf(where: Where, game: Pick<LoadedGame, 'row' | 'seats'>): Promise<Access | null> {
    const sameGuild = (game.row.guildId ?? null) === (where.guildId ?? null);
    if (sameGuild && where.channelId === game.row.channelId) return 'table';
    if (sameGuild && where.guildId !== null) {
      if (where.parentChannelId && where.parentChannelId === game.row.channelId) return 'private';
      if (await this.repo.isGameThread(game.row.id, where.channelId)) return 'private';
    }
    if (where.inBotDm && where.guildId === null && game.seats.some((x) => x.userId === where.user.id)) return 'private';
    return null;
  }

  /**
   * The game `id` as seen from `where`; a game the request may not see gets the very refusal a
   * missing id gets (no way to learn that it exists).
   */
  async loadFor(where: Where, id: string): Promise<LoadedGame> {
    let game: LoadedGame;
    try {
      game = await this.load(id);
    } catch (e) {
      // Named as unavailable only where the game could be seen: elsewhere it does not exist.
      if (e instanceof KindUnavailable && !(await this.accessOf(where, e)))
        throw new Refusal('error.unknown_game', { id });
      throw e;
    }
    const access = await this.accessOf(where, game);
    if (!access) throw new Refusal('error.unknown_game', { id });
    return { ...game, access };
  }

  /** The game named by `id`, or the only open game in the channel (or of the private thread). */
  async resolve(
    where: Where,
    id?: string | null,
    statuses: GameRow['status'][] = ['lobby', 'active'],
    kind?: string,
  ): Promise<LoadedGame> {
    if (id) {
      // A game named by id must be in one of the states the command works on, as when it is found
      // by channel: `/game resume game:<a lobby>` must not turn a lobby into an active game without a state.
      // Visibility first: the status of a game this request may not see is not its business.
      const game = await this.loadFor(where, id.trim().toLowerCase());
      if (!statuses.includes(game.row.status)) {
        if (statuses.length === 1 && statuses[0] === 'lobby')
          throw new Refusal('error.not_in_lobby', { id: game.row.id });
        throw new Refusal('error.not_active', { id: game.row.id, status: game.row.status });
      }
      if (kind && game.row.kind !== kind)
        throw new Refusal('error.wrong_kind', { id: game.row.id, title: game.module.title.en });
      return game;
    }
    // A game's own command (`/lbe`) looks only at games of its kind in the channel.
    let rows = (await this.listHere(where, statuses)).filter((r) => !kind || r.kind === kind);
    if (rows.length === 0 && where.guildId !== null) {
      // A private thread of a game (`/game talk`) stands for its game.
      const threadGame = await this.repo.gameOfThread(where.channelId);
      const row = threadGame ? await this.repo.get(threadGame) : undefined;
      if (row && statuses.includes(row.status) && (!kind || row.kind === kind)) rows = [row];
    }
    if (rows.length === 0) {
      // a game here that this command cannot work on now is named, with its state, not denied
      const other = (await this.listHere(where, ['lobby', 'active', 'paused'])).filter((r) => !kind || r.kind === kind);
      if (other.length === 1) {
        const r = other[0]!;
        if (!this.registry.get(r.kind)) throw new Refusal('error.kind_unavailable', { id: r.id, kind: r.kind });
        if (r.status === 'lobby') throw new Refusal('error.not_started', { id: r.id });
        if (statuses.length === 1 && statuses[0] === 'lobby') throw new Refusal('error.not_in_lobby', { id: r.id });
        throw new Refusal('error.not_active', { id: r.id, status: r.status });
      }
      throw new Refusal('error.no_game_here');
    }
    if (rows.length > 1) throw new Refusal('error.several_games', { ids: rows.map((r) => `\`${r.id}\``).join(', ') });
    const game = await this.loadFor(where, rows[0]!.id);
    // Listed in one of `statuses` a moment ago, it may have changed since (an end racing a pause).
    if (!statuses.includes(game.row.status))
      throw new Refusal('error.not_active', { id: game.row.id, status: game.row.status });
    return game;
  }

  async create(args: {
    kind: string;
    seats?: number;
    bots?: number;
    options?: Record<string, unknown>;
    guildId: string | null;
    channelId: string;
    user: { id: string; name: string };
  }): Promise<LoadedGame> {
    const module = this.registry.get(args.kind);
    if (!module) {
      throw new Refusal('error.unknown_kind', {
        kind: args.kind,
        games: this.registry
          .list()
          .map((m) => m.slug)
          .join(', '),
      });
    }
    const seatsWanted = args.seats ?? module.maxPlayers;
    if (seatsWanted < module.minPlayers || seatsWanted > module.maxPlayers) {
      throw new Refusal('error.bad_seats', {
        title: module.title.en,
        min: module.minPlayers,
        max: module.maxPlayers,
        seats: seatsWanted,
      });
    }
    const given = optionKeys(module.optionsSchema, args.options ?? {}, module.title.en);
    let options: Record<string, unknown>;
    try {
      options = module.optionsSchema.parse({ players: seatsWanted, ...given }) as Record<string, unknown>;
    } catch (e) {
      const detail =
        e instanceof ZodError ? e.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ') : String(e);
      throw new Refusal('error.bad_options', {
        title: module.title.en,
        detail,
        keys: optionNames(module.optionsSchema).join(', ') || '—',
      });
    }
    // Player seats: one per role, or numbered seats that become roles at the start (seatRoles).
    const roles = module.seatRoles
      ? Array.from({ length: seatsWanted }, (_, i) => `seat-${i + 1}`)
      : module.roles(options);
    const id = this.entropy.gameId();
    await this.repo.create({
      id,
      kind: module.slug,
      guildId: args.guildId,
      channelId: args.channelId,
      options,
      seed: this.entropy.seed(),
      engineVersion: module.engineVersion,
      createdBy: args.user.id,
      roles,
      // The creator takes the first seat and `bots` seats are bots from the start, in the same
      // transaction: a crash can never leave a lobby without its creator.
      creator: args.user,
      bots: Math.min(args.bots ?? 0, roles.length - 1),
    });
    return this.load(id);
  }

  async join(game: LoadedGame, user: { id: string; name: string }, role?: string | null): Promise<Role> {
    if (game.row.status !== 'lobby') throw new Refusal('error.not_in_lobby', { id: game.row.id });
    const mine = game.seats.find((s) => s.userId === user.id);
    if (mine) throw new Refusal('error.already_seated', { id: game.row.id, role: mine.role });
    const free = game.seats.filter((s) => !s.userId && !s.isBot);
    if (free.length === 0) throw new Refusal('error.game_full', { id: game.row.id });
    const candidates = role ? free.filter((s) => s.role === role) : free;
    // Checked again under the game row's lock: concurrent joins by one user give one seat.
    const out = await this.repo.join(
      game.row.id,
      user,
      candidates.map((s) => s.role),
    );
    if ('role' in out) return out.role;
    if ('seated' in out) throw new Refusal('error.already_seated', { id: game.row.id, role: out.seated });
    if ('status' in out) throw new Refusal('error.not_in_lobby', { id: game.row.id });
    if (role) throw new Refusal('error.role_taken', { role });
    throw new Refusal('error.game_full', { id: game.row.id });
  }

  rolesOf(game: LoadedGame, userId: string): Role[] {
    return game.seats.filter((s) => s.userId === userId).map((s) => s.role);
  }

  /** The seat a user acts for: the one that owes an action now, else their first seat. */
  roleFor(game: LoadedGame, userId: string): Role {
    const roles = this.rolesOf(game, userId);
    if (roles.length === 0) throw new Refusal('error.not_seated', { id: game.row.id });
    const active = game.state ? (game.module.activeRoles(game.state) as Role[]) : [];
    return roles.find((r) => active.includes(r)) ?? roles[0]!;
  }

  /**
   * Seat changes, each applied only if its seat is still held as `game` shows it and the game is still in
   * the status it was loaded in (under the game row's lock: substitute, leave, kick and botify one at a
   * time); otherwise refused with what changed.
   */
  async changeSeats(game: LoadedGame, changes: Omit<SeatChange, 'expect'>[]): Promise<void> {
    const out = await this.repo.changeSeats(
      game.row.id,
      [game.row.status],
      changes.map((c) => {
        const held = game.seats.find((x) => x.role === c.role);
        return { ...c, expect: { userId: held?.userId ?? null, isBot: held?.isBot ?? false } };
      }),
    );
    if (out.ok) return;
    if (out.reason === 'status')
      throw new Refusal('error.status_changed', { id: game.row.id, status: out.status ?? 'abandoned' });
    if (out.reason === 'seated') throw new Refusal('error.already_seated', { id: game.row.id, role: out.role });
    throw new Refusal('error.seat_changed', { id: game.row.id, role: out.role });
  }

  /** A game's settings (deadline, reminders, the paused clock). */
  async updateSettings(game: LoadedGame, settings: GameRow['settings']): Promise<void> {
    await this.repo.updateSettings(game.row.id, settings);
  }

  /** Gives a seat to a person, or empties it (a lobby), if it is still as `game` shows it. */
  async setSeat(game: LoadedGame, role: Role, seat: { userId: string | null; userName: string | null }): Promise<void> {
    await this.changeSeats(game, [{ role, set: { ...seat, isBot: false } }]);
  }

  /** Pauses, resumes, ends or abandons a game, if its status is still the one it was loaded with. */
  async setStatus(game: LoadedGame, status: GameRow['status']): Promise<void> {
    if (await this.repo.setStatus(game.row.id, status, [game.row.status])) return;
    throw await this.statusChanged(game.row.id);
  }

  /** The refusal for a request that lost a race to a change of the game's status. */
  async statusChanged(id: string): Promise<Refusal> {
    const now = await this.repo.get(id);
    return new Refusal('error.status_changed', { id, status: now?.status ?? 'abandoned' });
  }

  /** Every stored action of a game, oldest first (history, export, undo). */
  actions(gameId: string) {
    return this.repo.actions(gameId);
  }

  /** The action log as replay reads it. */
  records(gameId: string) {
    return this.repo.records(gameId);
  }

  /** Games played and won by a user, by kind (in a server, or everywhere). */
  stats(userId: string, guildId: string | null) {
    return this.repo.stats(userId, guildId);
  }
}

/**
 * A stored game whose kind this build does not have: refused by name (`error.kind_unavailable`), never
 * as a bug. Carries the row and seats so that who may see the game can still be decided.
 */
export class KindUnavailable extends Refusal {
  constructor(
    readonly row: GameRow,
    readonly seats: SeatRow[],
  ) {
    super('error.kind_unavailable', { id: row.id, kind: row.kind });
  }
}
