/**
 * Skill ratings (issue #33): Weng-Lin's Bayesian rating, through the `openskill` package (its default
 * Plackett-Luce model). Why not Glicko-2: Glicko-2 rates one pair at a time over rating periods, so a
 * seven-player Diplomacy game would have to be cut into 21 made-up duels, a draw among three survivors
 * into pairwise half-wins, and a side of allies has no meaning in it; Weng-Lin takes a whole game at once
 * (any number of players, ties for draws and shared wins, teams) and updates after every game, which is
 * what a server playing a few long games needs.
 *
 * - Each player of a game (a user, or a seat played by the bot) is a team of one, ranked by the game's
 *   result (src/bot/records/record.ts: winners first, then centres or VP; a draw ties its survivors).
 * - A bot level is one entity per server and game. When several seats of a game are played by the same
 *   level (six bots around one player), each seat takes part with the level's rating and the level moves
 *   by the mean of its seats' changes, its σ becoming the mean of theirs.
 * - The displayed rating is the ordinal μ − 3σ (a new player starts at 0 and climbs as σ shrinks).
 * Everything is a fold of the rated records in `seq` order: recomputing from scratch gives the stored
 * table (tests/bot/records.test.ts).
 */
import { ordinal, rate, rating, type Rating } from 'openskill';
import type { RecordSeat } from '../../db/schema/records.js';

export interface RatingRow {
  entity: string;
  name: string | null;
  mu: number;
  sigma: number;
  games: number;
  wins: number;
  throughSeq: number;
}

export interface RatedGame {
  seq: number;
  seats: RecordSeat[];
}

/** Applies one rated game to the table (a map entity → row), in place. */
export function applyGame(table: Map<string, RatingRow>, game: RatedGame): void {
  const seats = game.seats;
  if (new Set(seats.map((x) => x.entity)).size < 2) return;
  const before = seats.map((x) => {
    const r = table.get(x.entity);
    return r ? rating({ mu: r.mu, sigma: r.sigma }) : rating();
  });
  const after = rate(
    before.map((r) => [r]),
    { rank: seats.map((x) => x.rank) },
  ).map((t) => t[0] as Rating);
  const byEntity = new Map<string, { dmu: number[]; sigma: number[]; won: boolean; name: string | null }>();
  seats.forEach((x, i) => {
    const e = byEntity.get(x.entity) ?? { dmu: [], sigma: [], won: false, name: null };
    e.dmu.push(after[i]!.mu - before[i]!.mu);
    e.sigma.push(after[i]!.sigma);
    // a win: ranked first and alone there (a tie at the top is a draw or a shared win)
    if (x.rank === 1 && seats.filter((y) => y.rank === 1 && y.entity !== x.entity).length === 0) e.won = true;
    e.name = x.userName ?? e.name;
    byEntity.set(x.entity, e);
  });
  const mean = (a: number[]) => a.reduce((s, v) => s + v, 0) / a.length;
  for (const [entity, e] of byEntity) {
    const prev = table.get(entity);
    const base = prev ?? { entity, name: null, ...rating(), games: 0, wins: 0, throughSeq: 0 };
    table.set(entity, {
      entity,
      name: e.name ?? base.name,
      mu: base.mu + mean(e.dmu),
      sigma: mean(e.sigma),
      games: base.games + 1,
      wins: base.wins + (e.won ? 1 : 0),
      throughSeq: game.seq,
    });
  }
}

/** The whole table from rated games (in the order given, which must be `seq` order). */
export function recompute(games: readonly RatedGame[]): Map<string, RatingRow> {
  const table = new Map<string, RatingRow>();
  for (const g of [...games].sort((a, b) => a.seq - b.seq)) applyGame(table, g);
  return table;
}

/** The number a leaderboard ranks by. */
export function displayRating(r: { mu: number; sigma: number }): number {
  return ordinal({ mu: r.mu, sigma: r.sigma });
}
