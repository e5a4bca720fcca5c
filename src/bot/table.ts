import { randomBytes } from 'node:crypto';
import { ZodError } from 'zod';
import { IllegalActionError } from '../engine/core/errors.js';
import { currentSchema, replay, stateHash } from '../engine/core/replay.js';
import { botStream } from '../engine/core/rng.js';
import { EngineVersionError, replaysOn } from '../engine/core/versions.js';
import type { ActionRecord, AnyGameModule, BaseState, GameEvent, GameResult, Role } from '../engine/core/types.js';
import type { GameRegistry } from '../engine/registry.js';
import {
  DuplicateInteractionError,
  type GamesRepo,
  VersionConflictError,
  type AppendedAction,
  type GameRow,
  type SeatChange,
  type SeatRow,
} from '../db/games-repo.js';
import { DbUnavailableError } from '../db/faults.js';
import { log } from '../log.js';
import { Refusal, type Request } from './types.js';
import { Slicer } from './heavy.js';

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

export interface ActOutcome {
  game: LoadedGame;
  before: BaseState;
  after: BaseState;
  /** Every action applied in this request: the user's, then the bots'. */
  applied: (AppendedAction & { byBot: boolean })[];
  result: GameResult | null;
  duplicate: boolean;
}

type PushAction = (
  version: number,
  role: Role,
  action: unknown,
  events: GameEvent[],
  byBot: boolean,
  userId: string | null,
  interactionId: string | null,
) => void;

const MAX_BOT_ACTIONS_PER_REQUEST = 5000;
/** Optimistic retries: under heavy contention (20 writers on one game) each loser reloads and tries again. */
const MAX_RETRIES = 60;

/**
 * The game-agnostic table: lobby, seats, and applying actions with optimistic versions, idempotent
 * interactions and bot seats. Commands call this; it holds no rules.
 */
/** Called after every committed change (the scheduler sets deadlines from it). */
export type CommittedHook = (game: LoadedGame, before: BaseState | null, after: BaseState) => Promise<void>;

export class Table {
  readonly committedHooks: CommittedHook[] = [];

  constructor(
    readonly repo: GamesRepo,
    readonly registry: GameRegistry,
    readonly entropy: Entropy = cryptoEntropy,
  ) {}

  private async committed(game: LoadedGame, before: BaseState | null, after: BaseState): Promise<void> {
    for (const h of this.committedHooks) await h(game, before, after);
  }

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

  /**
   * Starts the game: empty seats become bots, numbered seats become the roles the set-up dealt, and
   * bots that open the game move. All of it is one write (GamesRepo.startGame): a crash mid-start
   * leaves the lobby as it was.
   */
  async start(game: LoadedGame): Promise<LoadedGame> {
    if (game.row.status !== 'lobby') throw new Refusal('error.not_in_lobby', { id: game.row.id });
    // A table of bots alone is not a game anyone is playing.
    if (!game.seats.some((x) => x.userId)) throw new Refusal('error.not_enough_players', { id: game.row.id });
    const setupState = game.module.setup(game.row.seed, game.module.optionsSchema.parse(game.row.options)) as BaseState;
    const lobby = game.seats.map((x) => ({
      role: x.role,
      userId: x.userId,
      userName: x.userName,
      isBot: x.isBot || !x.userId,
    }));
    let seatRows = lobby;
    if (game.module.seatRoles) {
      // Numbered seats become the roles the set-up dealt them (a player may hold several).
      const byNumber = new Map(lobby.map((x) => [x.role, x]));
      seatRows = game.module.seatRoles(setupState).flatMap((roles, i) => {
        const slot = byNumber.get(`seat-${i + 1}`);
        return roles.map((role) => ({
          role,
          userId: slot?.userId ?? null,
          userName: slot?.userName ?? null,
          isBot: slot ? slot.isBot : true,
        }));
      });
    }
    // Bots move first if the game opens with them.
    const applied: AppendedAction[] = [];
    let floor = 0;
    const now = new Date();
    const dealt: LoadedGame = { ...game, seats: seatRows.map((x) => ({ ...x, gameId: game.row.id, joinedAt: now })) };
    const state = this.runBots(dealt, setupState, (version, role, action, events, _byBot, userId, interactionId) => {
      applied.push({ version, role, action, events, userId, interactionId });
      if (events.some((e) => e.irreversible)) floor = version;
    });
    const result = game.module.result(state);
    const ok = await this.repo.startGame({
      gameId: game.row.id,
      state: state as unknown as Record<string, unknown>,
      version: state.version,
      seats: seatRows,
      actions: applied,
      result,
      undoFloor: floor,
    });
    if (!ok) throw new Refusal('error.not_in_lobby', { id: game.row.id });
    const started = await this.load(game.row.id);
    await this.committed(started, applied.length ? setupState : null, started.state!);
    return started;
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
   * Applies a user's action (raw JSON, parsed here at the edge), then lets bot seats act until a
   * human is to move. Optimistic: on a version conflict the game is reloaded and the action tried
   * again on the new state; an interaction already logged is reported as a duplicate.
   */
  async act(args: {
    gameId: string;
    userId: string | null;
    role?: Role;
    action: unknown;
    interactionId: string | null;
    /** The game as the caller already loaded it: saves a read on the first attempt. */
    loaded?: LoadedGame;
  }): Promise<ActOutcome> {
    // A person's move is announced in the game's channel: it is made there, with the game as the
    // request resolved it (resolve/loadFor), never from another channel, server or a DM.
    if (args.userId !== null) {
      if (!args.loaded || args.loaded.row.id !== args.gameId)
        throw new Error('a user action needs the game as the request resolved it (loaded)');
      requireTableAccess(args.loaded);
    }
    // A repeated interaction is caught by the log's unique interaction id at commit time.
    const out = await this.commitWithRetry(args.gameId, args, args.interactionId, args.loaded);
    if (!out) throw new Error('commitWithRetry returned nothing for a user action');
    return out;
  }

  private async duplicateOutcome(gameId: string): Promise<ActOutcome> {
    const game = await this.load(gameId);
    const s = game.state!;
    return { game, before: s, after: s, applied: [], result: game.module.result(s), duplicate: true };
  }

  private async commitWithRetry(
    gameId: string,
    user: { userId: string | null; role?: Role; action: unknown } | null,
    interactionId: string | null,
    preloaded?: LoadedGame,
  ): Promise<ActOutcome | null> {
    for (let attempt = 0; ; attempt++) {
      const game = attempt === 0 && preloaded ? preloaded : { ...(await this.load(gameId)), access: preloaded?.access };
      if (game.row.status !== 'active' || !game.state) {
        if (!user) return null;
        throw new Refusal('error.not_active', { id: gameId, status: game.row.status });
      }
      const before = game.state;
      let state = before;
      const applied: ActOutcome['applied'] = [];
      let floor = game.row.undoFloor;
      const push: PushAction = (version, role, action, events, byBot, userId, iid) => {
        applied.push({ version, role, action, events, userId, interactionId: iid, byBot });
        if (events.some((e) => e.irreversible)) floor = version;
      };
      if (user) {
        // userId null: the system acting for a seat (a deadline's default action).
        const role = user.role ?? (user.userId ? this.roleFor(game, user.userId) : null);
        if (!role) throw new Error('a system action needs a role');
        if (user.userId !== null && !this.rolesOf(game, user.userId).includes(role))
          throw new Refusal('error.not_seated', { id: gameId });
        const parsed = game.module.actionSchema.safeParse(user.action);
        if (!parsed.success) {
          throw new Refusal('error.bad_action', {
            detail: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '),
          });
        }
        const r = game.module.apply(state, role, parsed.data);
        state = r.state as BaseState;
        push(state.version, role, parsed.data, r.events, false, user.userId, interactionId);
      }
      state = this.runBots(game, state, push);
      if (applied.length === 0) return null;
      const result = game.module.result(state);
      try {
        await this.repo.commit({
          gameId,
          expectedVersion: before.version,
          state: state as unknown as Record<string, unknown>,
          version: state.version,
          actions: applied.map(({ byBot: _b, ...a }) => a),
          result,
          undoFloor: floor,
        });
        const after: LoadedGame = {
          ...game,
          state,
          row: {
            ...game.row,
            version: state.version,
            status: result ? 'finished' : game.row.status,
            result,
            undoFloor: floor,
          },
        };
        const dealt = followSeatRoles(game.module, game.seats, state);
        if (dealt) after.seats = dealt;
        try {
          // Only the new roles' rows: a seat changed meanwhile (a substitute) is not written back.
          if (dealt)
            await this.repo.addSeats(
              gameId,
              dealt.filter((x) => !game.seats.some((y) => y.role === x.role)),
            );
          await this.committed(after, before, state);
        } catch (e) {
          // The move is in. Lost with the database: the new seat rows (a load derives them from the
          // state anyway) and the new deadline (the scheduler's repair sets a missing one).
          if (!(e instanceof DbUnavailableError)) throw e;
          log.warn('a move is committed, but its deadline or seats could not be written', { game: gameId, err: e });
        }
        return { game: after, before, after: state, applied, result, duplicate: false };
      } catch (e) {
        if (e instanceof DuplicateInteractionError) return this.duplicateOutcome(gameId);
        if (e instanceof VersionConflictError && attempt < MAX_RETRIES) {
          await new Promise((r) =>
            setTimeout(r, 1 + Math.floor(Math.random() * Math.min(100, 4 * 2 ** Math.min(attempt, 5)))),
          );
          continue;
        }
        if (e instanceof VersionConflictError) throw new Refusal('error.conflict');
        throw e;
      }
    }
  }

  /** Bot seats act (each from its own view and its own random stream) until a human owes an action. */
  runBots(game: LoadedGame, start: BaseState, push: PushAction): BaseState {
    const botsOf = (seats: SeatRow[]) => new Set(seats.filter((s) => s.isBot).map((s) => s.role));
    let botRoles = botsOf(game.seats);
    if (botRoles.size === 0) return start;
    let state = start;
    for (let i = 0; i < MAX_BOT_ACTIONS_PER_REQUEST; i++) {
      if (game.module.result(state)) break;
      // A role that joins a bot's seat mid-game is played by that bot from then on.
      const dealt = game.module.seatRoles ? followSeatRoles(game.module, game.seats, state) : null;
      if (dealt) botRoles = botsOf(dealt);
      const role = (game.module.activeRoles(state) as Role[]).find((r) => botRoles.has(r));
      if (!role) break;
      const legal = game.module.legalActions(state, role);
      if (legal.length === 0)
        throw new Error(`${game.module.slug} ${game.row.id}: bot role ${role} active with no legal action`);
      const action = game.module.bot(
        game.module.view(state, role),
        role,
        legal,
        botStream(game.row.seed, role, state.version),
      );
      try {
        const r = game.module.apply(state, role, action);
        state = r.state as BaseState;
        push(state.version, role, action, r.events, true, null, null);
      } catch (e) {
        if (e instanceof IllegalActionError)
          throw new Error(
            `${game.module.slug} ${game.row.id} v${state.version}: bot ${role} chose a refused ${(action as { type?: unknown }).type ?? 'action'}: ${e.code}`,
          );
        throw e;
      }
    }
    return state;
  }

  /** Lets bot seats act until a human owes an action (a resumed game whose next seat is a bot). */
  async catchUp(gameId: string): Promise<ActOutcome | null> {
    return this.commitWithRetry(gameId, null, null);
  }

  /** Hands a seat to a bot mid-game (if it is still as `game` shows it) and lets the bots catch up. */
  async botify(game: LoadedGame, role: Role): Promise<void> {
    await this.changeSeats(game, [{ role, set: { userId: null, userName: null, isBot: true } }]);
    await this.commitWithRetry(game.row.id, null, null);
  }

  /**
   * A user leaves (or is removed from) every seat they hold, all at once: emptied in a lobby, handed to
   * bots in a game (which then catch up). Refused if any of those seats changed meanwhile.
   */
  async vacate(game: LoadedGame, userId: string): Promise<Role[]> {
    const roles = this.rolesOf(game, userId);
    if (roles.length === 0) throw new Refusal('error.not_seated', { id: game.row.id });
    const lobby = game.row.status === 'lobby';
    await this.changeSeats(
      game,
      roles.map((role) => ({ role, set: { userId: null, userName: null, isBot: !lobby } })),
    );
    if (!lobby) await this.commitWithRetry(game.row.id, null, null);
    return roles;
  }

  /**
   * Seat changes, each applied only if its seat is still held as `game` shows it and the game is still in
   * the status it was loaded in (under the game row's lock: substitute, leave, kick and botify one at a
   * time); otherwise refused with what changed.
   */
  private async changeSeats(game: LoadedGame, changes: Omit<SeatChange, 'expect'>[]): Promise<void> {
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

  // --- game-master tools: the commands ask the table, never the repository ------------------

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
  private async statusChanged(id: string): Promise<Refusal> {
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

  /**
   * Undo: back to before the last action a person took, with the bot moves that followed it. Refused
   * when nobody acted yet or when a roll or reveal closed the window. Returns the state now.
   */
  async undo(game: LoadedGame): Promise<BaseState> {
    const rows = await this.repo.actions(game.row.id);
    const lastHuman = [...rows].reverse().find((r) => r.userId !== null);
    if (!lastHuman) throw new Refusal('admin.nothing_to_undo', { id: game.row.id });
    if (game.row.undoFloor >= lastHuman.version) throw new Refusal('admin.undo_closed', { id: game.row.id });
    return this.rewind(game, lastHuman.version - 1);
  }

  /** Rollback: back to the start of the current phase or turn (the first version at the current step). */
  async rollback(game: LoadedGame): Promise<BaseState> {
    const records = await this.repo.records(game.row.id);
    let state = game.module.setup(game.row.seed, game.module.optionsSchema.parse(game.row.options)) as BaseState;
    const steps: string[] = [state.step];
    for (const r of records) {
      state = game.module.apply(state, r.role, game.module.actionSchema.parse(r.action)).state as BaseState;
      steps.push(state.step);
    }
    const current = steps[steps.length - 1];
    let start = steps.length - 1;
    while (start > 0 && steps[start - 1] === current) start -= 1;
    if (start >= game.row.version) throw new Refusal('admin.nothing_to_undo', { id: game.row.id });
    if (game.row.undoFloor > start) throw new Refusal('admin.undo_closed', { id: game.row.id });
    return this.rewind(game, start);
  }

  /** Rebuilds the state at `version` from the log and cuts the log there. */
  private async rewind(game: LoadedGame, version: number): Promise<BaseState> {
    const records = (await this.repo.records(game.row.id)).filter((r) => r.version <= version);
    const state = replay<BaseState>(
      game.module,
      { kind: game.row.kind, seed: game.row.seed, options: game.row.options, engineVersion: game.row.engineVersion },
      records,
    );
    try {
      await this.repo.truncate({
        gameId: game.row.id,
        expectedVersion: game.row.version,
        expectedStatus: game.row.status,
        toVersion: version,
        state: state as unknown as Record<string, unknown>,
      });
    } catch (e) {
      // Someone moved, or ended or paused the game, while the game master was undoing: a refusal, not a bug.
      if (e instanceof VersionConflictError) {
        const now = await this.repo.get(game.row.id);
        if (now && now.status !== game.row.status) throw await this.statusChanged(game.row.id);
        throw new Refusal('error.conflict');
      }
      throw e;
    }
    return state;
  }

  /** Rebuilds the state from setup and the log and compares it with the stored one. */
  async verify(gameId: string): Promise<{ equal: boolean; versions: number[] }> {
    const game = await this.load(gameId);
    const records = await this.repo.records(gameId);
    const rebuilt = replay(
      game.module,
      { kind: game.row.kind, seed: game.row.seed, options: game.row.options, engineVersion: game.row.engineVersion },
      records,
    );
    return { equal: stateHash(rebuilt) === stateHash(game.state), versions: records.map((r) => r.version) };
  }

  /**
   * Games stored under an older engine version (STYLE §8): each one's log is replayed on this engine; a
   * game that reaches its stored state exactly is moved to the current version, any other keeps its old
   * version, plays on from its stored state, and has its replays (undo, rollback, verify) refused with
   * `core.engine_version`. Run at start-up; returns what it did.
   */
  async reconcileEngineVersions(): Promise<{ migrated: string[]; pinned: string[] }> {
    const migrated: string[] = [];
    const pinned: string[] = [];
    for (const row of await this.repo.listOutdated(this.registry.list())) {
      const module = this.registry.get(row.kind);
      if (!module || !row.state) continue;
      let equal = false;
      try {
        const records = await this.repo.records(row.id);
        const rebuilt = replay(module, { ...row, engineVersion: module.engineVersion }, records);
        equal = stateHash(rebuilt) === stateHash(currentSchema(module, row.state as unknown as BaseState));
      } catch {
        equal = false;
      }
      if (equal) {
        await this.repo.setEngineVersion(row.id, row.engineVersion, module.engineVersion);
        migrated.push(row.id);
      } else pinned.push(row.id);
    }
    return { migrated, pinned };
  }

  /** Replays an exported game, checks it reproduces the exported hash, and stores it. Returns the new id. */
  async importGame(
    file: {
      kind: string;
      seed: string;
      options: Record<string, unknown>;
      engineVersion: string;
      roles: string[];
      actions: ActionRecord[];
      hash: string;
    },
    where: { guildId: string | null; channelId: string; user: { id: string; name: string } },
  ): Promise<string> {
    const module = this.registry.require(file.kind);
    const options = module.optionsSchema.parse(file.options);
    // A file from another engine version is replayed all the same: if it reaches the exported hash,
    // the rules it touched did not change and the game is taken in on this version; if not, it is
    // refused as an engine-version difference rather than as a damaged file.
    const sameRules = replaysOn(module, file.engineVersion);
    const otherEngine = () => new EngineVersionError(module.slug, file.engineVersion, module.engineVersion);
    let state = module.setup(file.seed, options) as BaseState;
    const actions: AppendedAction[] = [];
    const roles = new Set<string>(module.roles(options));
    const slicer = new Slicer(); // a long file gives the event loop back as it goes (issue #28)
    for (const rec of file.actions) {
      await slicer.tick();
      let r: ReturnType<typeof module.apply>;
      try {
        if (!roles.has(rec.role) && rec.role !== 'system') throw new Refusal('admin.import_bad');
        r = module.apply(state, rec.role, module.actionSchema.parse(rec.action));
      } catch (e) {
        if (e instanceof Refusal) throw e;
        if (!sameRules && e instanceof IllegalActionError) throw otherEngine();
        const detail =
          e instanceof IllegalActionError ? e.code : e instanceof ZodError ? (e.issues[0]?.message ?? 'zod') : 'error';
        throw new Refusal('admin.import_illegal', { version: rec.version, detail: detail.slice(0, 100) });
      }
      state = r.state as BaseState;
      if (state.version !== rec.version) throw sameRules ? new Refusal('admin.import_bad') : otherEngine();
      actions.push({
        version: rec.version,
        role: rec.role,
        action: rec.action,
        events: r.events,
        userId: null,
        interactionId: null,
      });
    }
    if (stateHash(state) !== file.hash) throw sameRules ? new Refusal('admin.import_mismatch') : otherEngine();
    const id = this.entropy.gameId();
    const result = module.result(state);
    await this.repo.importGame({
      id,
      kind: module.slug,
      guildId: where.guildId,
      channelId: where.channelId,
      options: options as Record<string, unknown>,
      seed: file.seed,
      engineVersion: module.engineVersion,
      createdBy: where.user.id,
      settings: { imported: true },
      roles: module.roles(options),
      state: state as unknown as Record<string, unknown>,
      version: state.version,
      status: result ? 'finished' : 'paused',
      result,
      actions,
    });
    return id;
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

/**
 * Seats follow the game's seatRoles: a role that joins a player seat mid-game (Italy in the two-player
 * Diplomacy game, when the coin decides its side) goes to whoever holds that seat's other roles.
 * Returns the seats with the new rows, or null when every role already has one.
 */
export function followSeatRoles(module: AnyGameModule, seats: SeatRow[], state: BaseState): SeatRow[] | null {
  if (!module.seatRoles) return null;
  const added: SeatRow[] = [];
  for (const group of module.seatRoles(state) as Role[][]) {
    const owner = group.map((r) => seats.find((x) => x.role === r)).find((x) => x !== undefined);
    if (!owner) continue;
    for (const role of group)
      if (!seats.some((x) => x.role === role) && !added.some((x) => x.role === role)) added.push({ ...owner, role });
  }
  return added.length ? [...seats, ...added] : null;
}

/** Seats in the rulebook's order of roles; numbered lobby seats by number. */
function sortSeats(seats: SeatRow[], roles: Role[]): SeatRow[] {
  const rank = (r: Role) => {
    const n = /^seat-(\d+)$/.exec(r);
    if (n) return Number(n[1]);
    const i = roles.indexOf(r);
    return i < 0 ? 1000 : i;
  };
  return [...seats].sort((a, b) => rank(a.role) - rank(b.role));
}

/**
 * The object schema under a game's options schema, through preprocess / pipe / transform / default
 * wrappers. A pipe is searched on its input side first (`.transform` puts the object there), then on its
 * output side (`z.preprocess` puts a bare function on the input side and the object after it).
 */
function objectShape(schema: unknown, depth = 0): Record<string, unknown> | null {
  const x = schema as { shape?: Record<string, unknown>; _def?: Record<string, unknown> } | undefined;
  if (!x || depth > 10) return null;
  if (x.shape && typeof x.shape === 'object') return x.shape;
  const d = x._def ?? {};
  for (const inner of [d.in, d.innerType, d.schema, d.out]) {
    const shape = objectShape(inner, depth + 1);
    if (shape) return shape;
  }
  return null;
}

/** The option keys a game takes (`players` comes from the seats). */
export function optionNames(schema: unknown): string[] {
  return Object.keys(objectShape(schema) ?? {}).filter((k) => k !== 'players');
}

/**
 * The typed `options:` with each key matched to the game's own key (exactly, or the same letters in
 * another case: `endyear` is `endYear`); any other key is refused with the list of keys the game takes,
 * never dropped without a word.
 */
function optionKeys(schema: unknown, given: Record<string, unknown>, title: string): Record<string, unknown> {
  const shape = objectShape(schema);
  if (!shape) return given;
  const names = Object.keys(shape);
  const out: Record<string, unknown> = {};
  const unknown: string[] = [];
  for (const [k, v] of Object.entries(given)) {
    const key = names.includes(k) ? k : names.filter((n) => n.toLowerCase() === k.toLowerCase());
    if (typeof key === 'string') out[key] = v;
    else if (key.length === 1) out[key[0]!] = v;
    else unknown.push(k);
  }
  if (unknown.length)
    throw new Refusal('error.unknown_options', {
      title,
      unknown: unknown.join(', '),
      keys: names.filter((k) => k !== 'players').join(', ') || '—',
    });
  return out;
}
