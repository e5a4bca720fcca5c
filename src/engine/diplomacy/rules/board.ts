import { isSea, provinceOf, SEA_NEIGHBOURS } from '../data/map.js';
import type { Unit } from '../types.js';

/** Units indexed by province (at most one unit per province, M-1). */
export type Board = Readonly<Record<string, Unit>>;

export function boardOf(units: readonly Unit[]): Record<string, Unit> {
  const b: Record<string, Unit> = {};
  for (const u of units) {
    const p = provinceOf(u.at);
    if (b[p]) throw new Error(`two units in ${p}`);
    b[p] = u;
  }
  return b;
}

/**
 * Whether a chain of sea zones, each accepted by `fleetOk`, links the coastal provinces `from` and
 * `to` (V-5). With `through`, the chain must also pass through that sea zone.
 */
export function hasSeaChain(from: string, to: string, fleetOk: (sea: string) => boolean, through?: string): boolean {
  const reach = (start: string) => {
    const seen = new Set<string>();
    const queue = (SEA_NEIGHBOURS[start] ?? []).filter(fleetOk);
    for (const s of queue) seen.add(s);
    while (queue.length) {
      const s = queue.shift()!;
      for (const n of SEA_NEIGHBOURS[s] ?? []) {
        if (isSea(n) && !seen.has(n) && fleetOk(n)) {
          seen.add(n);
          queue.push(n);
        }
      }
    }
    return seen;
  };
  const a = reach(from);
  const b = reach(to);
  if (through !== undefined) return a.has(through) && b.has(through);
  for (const s of a) if (b.has(s)) return true;
  return false;
}

/**
 * Sea zones that lie on some minimal route from `from` to `to` through zones accepted by `fleetOk`:
 * a route starts at a zone touching `from`, ends at the first zone touching `to`, and never comes
 * back beside `from`. A fleet off every such route is not needed for the convoy (DATC 6.F.12, 6.G.19).
 */
export function seasOnRoutes(from: string, to: string, fleetOk: (sea: string) => boolean): Set<string> {
  const out = new Set<string>();
  const starts = new Set(SEA_NEIGHBOURS[from] ?? []);
  const ends = new Set(SEA_NEIGHBOURS[to] ?? []);
  const path: string[] = [];
  const walk = (sea: string) => {
    path.push(sea);
    if (ends.has(sea)) for (const s of path) out.add(s);
    else {
      for (const n of SEA_NEIGHBOURS[sea] ?? []) {
        if (isSea(n) && fleetOk(n) && !starts.has(n) && !path.includes(n)) walk(n);
      }
    }
    path.pop();
  };
  for (const s of starts) if (isSea(s) && fleetOk(s)) walk(s);
  return out;
}

/** A chain of sea zones holding fleets of any power (a convoy is geographically possible, O-20). */
export function convoyPossible(board: Board, from: string, to: string, exclude?: string, through?: string): boolean {
  const ok = (sea: string) => sea !== exclude && board[sea]?.type === 'fleet';
  if (through !== undefined) return seasOnRoutes(from, to, ok).has(through);
  return hasSeaChain(from, to, ok);
}

/** Sea zones' neighbouring seas; for sea zones SEA_NEIGHBOURS lists the adjacent seas too. */
export { provinceOf };
