/**
 * What is recorded of a game that ended (issue #33), built from its stored row, seats and final state:
 * pure, so a test can build the same record by hand. How the special cases are handled (README,
 * "Records and ratings"):
 * - finished by its rules: recorded and rated;
 * - ended by its game master (`/game end`, no result): recorded, not rated (`ended`);
 * - abandoned after the start: recorded, not rated (`abandoned`); an abandoned lobby is not a game;
 * - imported (`/game import`): recorded, not rated (`imported`): nobody at this table played it;
 * - a DM game: recorded for the player's own record, not rated (`dm`): ratings belong to a server;
 * - solo against the rulebook's automata (La Belle Époque's Non-Player Powers, Versailles 1919's rule
 *   bots): recorded with its victory level, not rated (`solo`): the automata are not a player;
 * - fewer than two players to compare (every seat the same bot level): not rated (`one_player`);
 * - undo and rollback: only a running game can be rewound, so a recorded game is its final log as it
 *   stands; it is rated like any other.
 */
import type { AnyGameModule, BaseState, GameResult } from '../../engine/core/types.js';
import type { RecordRole, RecordSeat } from '../../db/schema/records.js';

export interface RecordInput {
  module: AnyGameModule;
  game: {
    id: string;
    guildId: string | null;
    status: 'finished' | 'abandoned';
    options: Record<string, unknown>;
    result: GameResult | null;
    imported: boolean;
  };
  seats: { role: string; userId: string | null; userName: string | null; isBot: boolean }[];
  state: BaseState | null;
  actions: number;
}

export interface RecordData {
  gameId: string;
  guildId: string | null;
  kind: string;
  variant: string;
  outcome: 'finished' | 'ended' | 'abandoned';
  unrated: string | null;
  imported: boolean;
  level: string | null;
  result: GameResult | null;
  seats: RecordSeat[];
  roles: RecordRole[];
  actions: number;
  endedAt: number | null;
}

/** The bot's rating entity: one per game and level (Diplomacy's `botLevel`; the other games have one). */
export function botEntity(kind: string, options: Record<string, unknown>): { entity: string; level: string } {
  const level = typeof options.botLevel === 'string' ? options.botLevel : 'standard';
  return { entity: `bot:${kind}:${level}`, level };
}

export function variantOf(module: AnyGameModule, options: Record<string, unknown>): string {
  const players = typeof options.players === 'number' ? options.players : module.roles(options).length;
  return [`${players}p`, options.variant, options.edition]
    .filter((x) => typeof x === 'string' || x === players)
    .join('/');
}

/** Per role: a figure to average (centres, VP, points) and whether it is still on the board. */
function figures(kind: string, state: BaseState | null, result: GameResult | null) {
  const figure: Record<string, number> = {};
  const survived: Record<string, boolean> = {};
  const s = state as unknown as Record<string, unknown> | null;
  if (kind === 'diplomacy' && s) {
    const sc = (s.supplyCenters ?? {}) as Record<string, string>;
    const units = (s.units ?? []) as { power: string }[];
    for (const p of (s.powers ?? []) as string[]) {
      figure[p] = Object.values(sc).filter((o) => o === p).length;
      survived[p] = figure[p]! > 0 || units.some((u) => u.power === p);
    }
    return { figure, survived };
  }
  const powerVp = (result?.details?.powerVp ?? null) as Record<string, number> | null;
  for (const [r, v] of Object.entries(powerVp ?? result?.scores ?? {})) if (typeof v === 'number') figure[r] = v;
  return { figure, survived: null };
}

/** Where the game stopped: Diplomacy's year, the others' turn. */
function endedAt(kind: string, state: BaseState | null): number | null {
  const s = state as unknown as Record<string, unknown> | null;
  if (!s) return null;
  if (kind === 'diplomacy') return (s.year as number) ?? null;
  if (kind === 'versailles-1919') return (s.turnNo as number) ?? null;
  return typeof s.turn === 'number' ? s.turn : null;
}

export function buildRecord(input: RecordInput): RecordData {
  const { module, game, state } = input;
  const kind = module.slug;
  const result = game.status === 'finished' ? (game.result ?? null) : null;
  const outcome = game.status === 'abandoned' ? 'abandoned' : result ? 'finished' : 'ended';
  const roles = state ? (module.roles(game.options) as string[]) : [];
  // roles dealt mid-game (Italy in the two-player Diplomacy game) are in the seats too
  const allRoles = [...new Set([...roles, ...input.seats.map((x) => x.role)])];
  const { figure, survived } = figures(kind, state, result);
  const groups: string[][] =
    module.seatRoles && state
      ? (module.seatRoles(state) as string[][]).filter((g) => g.length > 0)
      : allRoles.map((r) => [r]);
  // rank of a role: winners first; then by figure (centres, VP); a draw ties its survivors
  const winners = new Set(result?.winners ?? []);
  const drawn = result && winners.size === 0 && /draw/.test(result.reason);
  const roleScore = (r: string) => (winners.has(r) ? 1e9 : drawn && (survived?.[r] ?? true) ? 1e9 : (figure[r] ?? 0));
  const distinct = [...new Set(allRoles.map(roleScore))].sort((a, b) => b - a);
  const rankOf = (r: string) => distinct.indexOf(roleScore(r)) + 1;
  const bot = botEntity(kind, game.options);
  const seats: RecordSeat[] = [];
  for (const g of groups) {
    const rows = g.map((r) => input.seats.find((x) => x.role === r)).filter((x) => x !== undefined);
    if (rows.length === 0) continue; // an automaton's roles: not a player
    const human = rows.find((x) => x.userId);
    seats.push({
      roles: g,
      entity: human ? `user:${human.userId}` : bot.entity,
      userId: human?.userId ?? null,
      userName: human?.userName ?? null,
      bot: human ? null : bot.level,
      rank: Math.min(...g.map(rankOf)),
    });
  }
  // an outright win: the winners are one player's roles
  const winnerSeats = seats.filter((x) => x.roles.some((r) => winners.has(r)));
  const outright = winnerSeats.length === 1;
  const roleRows: RecordRole[] = allRoles.map((role) => ({
    role,
    outcome: !result
      ? 'loss'
      : winners.has(role)
        ? outright || winners.size === 1
          ? 'win'
          : 'draw'
        : drawn && (survived?.[role] ?? true)
          ? 'draw'
          : 'loss',
    survived: survived ? (survived[role] ?? false) : null,
    figure: figure[role] ?? null,
  }));
  const entities = new Set(seats.map((x) => x.entity));
  const solo = allRoles.length === 1 || (seats.length === 1 && allRoles.length > 1);
  const unrated = game.imported
    ? 'imported'
    : outcome !== 'finished'
      ? outcome
      : !game.guildId
        ? 'dm'
        : solo
          ? 'solo'
          : entities.size < 2
            ? 'one_player'
            : null;
  const details = (result?.details ?? {}) as Record<string, unknown>;
  return {
    gameId: game.id,
    guildId: game.guildId,
    kind,
    variant: variantOf(module, game.options),
    outcome,
    unrated,
    imported: game.imported,
    level: result ? (typeof details.victoryLevel === 'string' ? details.victoryLevel : result.reason) : null,
    result,
    seats,
    roles: roleRows,
    actions: input.actions,
    endedAt: endedAt(kind, state),
  };
}
