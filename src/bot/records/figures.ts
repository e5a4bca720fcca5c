/**
 * The figures `/game stats` shows, computed from recorded games only (pure: the acceptance test
 * computes them the same way from the rows it reads and compares with what the router answered).
 */
import type { RecordRole, RecordSeat } from '../../db/schema/records.js';

export interface RecordLike {
  kind: string;
  outcome: string;
  imported: boolean;
  unrated: string | null;
  seats: RecordSeat[];
  roles: RecordRole[];
  endedAt: number | null;
  actions: number;
  result: { winners: string[] } | null;
}

export interface RoleFigures {
  role: string;
  games: number;
  wins: number;
  draws: number;
  /** games in which survival means something (Diplomacy), and survived in */
  survivalGames: number;
  survived: number;
  figureSum: number;
  figureGames: number;
}

export interface KindFigures {
  kind: string;
  games: number;
  rated: number;
  /** finished with one player winning, with a win shared by several, with no winner */
  solos: number;
  shared: number;
  draws: number;
  abandoned: number;
  ended: number;
  imported: number;
  /** average year (Diplomacy) or turn the finished games ended in, and their moves */
  endedAtSum: number;
  endedAtGames: number;
  actionsSum: number;
  roles: RoleFigures[];
}

const better = { win: 0, draw: 1, loss: 2 } as const;

/** A server's games by game and by power (finished games only in the per-power figures). */
export function serverFigures(records: readonly RecordLike[]): KindFigures[] {
  const byKind = new Map<string, KindFigures & { roleMap: Map<string, RoleFigures> }>();
  for (const r of records) {
    const k = byKind.get(r.kind) ?? {
      kind: r.kind,
      games: 0,
      rated: 0,
      solos: 0,
      shared: 0,
      draws: 0,
      abandoned: 0,
      ended: 0,
      imported: 0,
      endedAtSum: 0,
      endedAtGames: 0,
      actionsSum: 0,
      roles: [],
      roleMap: new Map<string, RoleFigures>(),
    };
    byKind.set(r.kind, k);
    k.games += 1;
    if (r.unrated === null) k.rated += 1;
    if (r.imported) k.imported += 1;
    if (r.outcome === 'abandoned') k.abandoned += 1;
    if (r.outcome === 'ended') k.ended += 1;
    if (r.outcome !== 'finished') continue;
    if (r.roles.some((x) => x.outcome === 'win')) k.solos += 1;
    else if ((r.result?.winners.length ?? 0) > 0) k.shared += 1;
    else k.draws += 1;
    if (r.endedAt !== null) {
      k.endedAtSum += r.endedAt;
      k.endedAtGames += 1;
    }
    k.actionsSum += r.actions;
    for (const x of r.roles) {
      const f = k.roleMap.get(x.role) ?? {
        role: x.role,
        games: 0,
        wins: 0,
        draws: 0,
        survivalGames: 0,
        survived: 0,
        figureSum: 0,
        figureGames: 0,
      };
      k.roleMap.set(x.role, f);
      f.games += 1;
      if (x.outcome === 'win') f.wins += 1;
      if (x.outcome === 'draw') f.draws += 1;
      if (x.survived !== null) {
        f.survivalGames += 1;
        if (x.survived) f.survived += 1;
      }
      if (x.figure !== null) {
        f.figureSum += x.figure;
        f.figureGames += 1;
      }
    }
  }
  return [...byKind.values()]
    .sort((a, b) => a.kind.localeCompare(b.kind))
    .map(({ roleMap, ...k }) => ({ ...k, roles: [...roleMap.values()] }));
}

export interface PlayerFigures {
  kind: string;
  games: number;
  wins: number;
  draws: number;
  losses: number;
  roles: { role: string; games: number; wins: number; draws: number }[];
}

/** One user's record: each finished game once (their best outcome among the roles they held). */
export function playerFigures(records: readonly RecordLike[], userId: string): PlayerFigures[] {
  const byKind = new Map<string, PlayerFigures>();
  for (const r of records) {
    if (r.outcome !== 'finished') continue;
    const mine = r.seats.filter((x) => x.userId === userId).flatMap((x) => x.roles);
    if (!mine.length) continue;
    const k = byKind.get(r.kind) ?? { kind: r.kind, games: 0, wins: 0, draws: 0, losses: 0, roles: [] };
    byKind.set(r.kind, k);
    const outcomes = r.roles.filter((x) => mine.includes(x.role));
    const best = outcomes.reduce<'win' | 'draw' | 'loss'>(
      (b, x) => (better[x.outcome] < better[b] ? x.outcome : b),
      'loss',
    );
    k.games += 1;
    if (best === 'win') k.wins += 1;
    else if (best === 'draw') k.draws += 1;
    else k.losses += 1;
    for (const x of outcomes) {
      let f = k.roles.find((y) => y.role === x.role);
      if (!f) {
        f = { role: x.role, games: 0, wins: 0, draws: 0 };
        k.roles.push(f);
      }
      f.games += 1;
      if (x.outcome === 'win') f.wins += 1;
      if (x.outcome === 'draw') f.draws += 1;
    }
  }
  return [...byKind.values()].sort((a, b) => a.kind.localeCompare(b.kind));
}
