import { IllegalActionError } from '../engine/core/errors.js';
import { botStream } from '../engine/core/rng.js';
import type { BaseState, GameEvent, GameResult, Role } from '../engine/core/types.js';
import {
  DuplicateInteractionError,
  VersionConflictError,
  type AppendedAction,
  type SeatRow,
} from '../db/games-repo.js';
import { DbUnavailableError } from '../db/faults.js';
import { log } from '../log.js';
import { followSeatRoles } from './seats.js';
import { requireTableAccess, type LoadedGame, type Table } from './table.js';
import { Refusal } from './types.js';

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

/** Called after every committed change (the app passes the scheduler's, which sets deadlines from it). */
export type CommittedHook = (game: LoadedGame, before: BaseState | null, after: BaseState) => Promise<void>;

/**
 * Playing: starting a game, applying a person's action with optimistic versions and idempotent
 * interactions, bot seats acting until a human owes a move, and the commit hook after each change.
 */
export class Play {
  constructor(
    private readonly table: Table,
    private readonly committed: CommittedHook = async () => {},
  ) {}

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
    const ok = await this.table.repo.startGame({
      gameId: game.row.id,
      state: state as unknown as Record<string, unknown>,
      version: state.version,
      seats: seatRows,
      actions: applied,
      result,
      undoFloor: floor,
    });
    if (!ok) throw new Refusal('error.not_in_lobby', { id: game.row.id });
    const started = await this.table.load(game.row.id);
    await this.committed(started, applied.length ? setupState : null, started.state!);
    return started;
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
    const game = await this.table.load(gameId);
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
      const game =
        attempt === 0 && preloaded ? preloaded : { ...(await this.table.load(gameId)), access: preloaded?.access };
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
        const role = user.role ?? (user.userId ? this.table.roleFor(game, user.userId) : null);
        if (!role) throw new Error('a system action needs a role');
        if (user.userId !== null && !this.table.rolesOf(game, user.userId).includes(role))
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
        await this.table.repo.commit({
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
            await this.table.repo.addSeats(
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
    await this.table.changeSeats(game, [{ role, set: { userId: null, userName: null, isBot: true } }]);
    await this.commitWithRetry(game.row.id, null, null);
  }

  /**
   * A user leaves (or is removed from) every seat they hold, all at once: emptied in a lobby, handed to
   * bots in a game (which then catch up). Refused if any of those seats changed meanwhile.
   */
  async vacate(game: LoadedGame, userId: string): Promise<Role[]> {
    const roles = this.table.rolesOf(game, userId);
    if (roles.length === 0) throw new Refusal('error.not_seated', { id: game.row.id });
    const lobby = game.row.status === 'lobby';
    await this.table.changeSeats(
      game,
      roles.map((role) => ({ role, set: { userId: null, userName: null, isBot: !lobby } })),
    );
    if (!lobby) await this.commitWithRetry(game.row.id, null, null);
    return roles;
  }
}
