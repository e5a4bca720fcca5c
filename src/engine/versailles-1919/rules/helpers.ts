// Lookups and small shared helpers: card data by id, pools, who leads an Issue, log events.
import { die, logger, type GameEvent, type Log } from '../../core/index.js';
import { RANDOM_REGION_FACE } from '../data/board.js';
import { EVENTS, ISSUES, STRATEGY_CARDS } from '../data/index.js';
import type { EventCard, IssueCard, Nation, Power, Region, StrategyCard } from '../data/types.js';
import type { Frame, FxCtx, Op, OpenIssue, UnitLoc, UnitSource, VState } from '../state.js';

export const SLUG = 'versailles-1919';
const ISSUE_BY_ID: Record<string, IssueCard> = Object.fromEntries(ISSUES.map((c) => [c.id, c]));
const EVENT_BY_ID: Record<string, EventCard> = Object.fromEntries(EVENTS.map((c) => [c.id, c]));
const STRATEGY_BY_ID: Record<string, StrategyCard> = Object.fromEntries(STRATEGY_CARDS.map((c) => [c.id, c]));
export const RUSH = 'rush_to_the_finish';

export function issueCard(id: string): IssueCard {
  const c = ISSUE_BY_ID[id];
  if (!c) throw new Error(`unknown issue ${id}`);
  return c;
}
export function eventCard(id: string): EventCard {
  const c = EVENT_BY_ID[id];
  if (!c) throw new Error(`unknown event ${id}`);
  return c;
}
export function strategyCard(id: string): StrategyCard {
  const c = STRATEGY_BY_ID[id];
  if (!c) throw new Error(`unknown strategy card ${id}`);
  return c;
}
export function isRegion(x: string): x is Region {
  return x === 'europe' || x === 'balkans' || x === 'middle_east' || x === 'pacific' || x === 'africa';
}
export function issueRegion(id: string): Region | null {
  const c = issueCard(id).category;
  return isRegion(c) ? c : null;
}

/** A log entry (STYLE §16): public, irreversible when it reports a die roll or a draw. */
/** The game's events, through core `logger`: an event key, its parameters, whether it is irreversible and who sees it. */
export const log: Log = logger(SLUG);

// ---- pools --------------------------------------------------------------------------------------

export function pool(s: VState, n: Nation): { available: number; exhausted: number } {
  const p = s.cubes[n];
  if (!p) throw new Error(`${n} has no cubes in this game`);
  return p;
}
export function unitsOf(s: VState, n: Nation): UnitLoc[] {
  return s.units[n] ?? [];
}
export function isArmed(s: VState, n: Nation): boolean {
  return s.units[n] !== undefined;
}
/** Units not demobilized: Available + Deployed + Exhausted (2.4). */
export function ownedUnits(s: VState, n: Nation): number {
  return unitsOf(s, n).filter((u) => u.at !== 'demobilized').length;
}
export function deployedIn(s: VState, n: Nation, r: Region): UnitLoc | null {
  return unitsOf(s, n).find((u) => u.at === 'deployed' && u.region === r) ?? null;
}
export function deployedCount(s: VState, n: Nation): number {
  return unitsOf(s, n).filter((u) => u.at === 'deployed').length;
}
export function unitIndex(s: VState, n: Nation, from: UnitSource): number {
  return unitsOf(s, n).findIndex((u) => (isRegion(from) ? u.at === 'deployed' && u.region === from : u.at === from));
}
/** The distinct places a nation's non-demobilized units can be taken from. */
export function unitSources(s: VState, n: Nation, pools: ('available' | 'exhausted' | 'deployed')[]): UnitSource[] {
  const out: UnitSource[] = [];
  for (const u of unitsOf(s, n)) {
    if (u.at === 'deployed' && pools.includes('deployed')) out.push(u.region);
    else if ((u.at === 'available' || u.at === 'exhausted') && pools.includes(u.at) && !out.includes(u.at))
      out.push(u.at);
  }
  return out;
}
export function happinessOf(s: VState, p: Power): number | null {
  return s.happiness[p] ?? null;
}

// ---- open Issues ------------------------------------------------------------------------------

export function openIssues(s: VState): OpenIssue[] {
  return [...s.table, ...s.waiting].filter((x): x is OpenIssue => x !== null);
}
export function findOpen(s: VState, id: string): { where: 'table' | 'waiting'; slot: number; issue: OpenIssue } | null {
  for (const where of ['table', 'waiting'] as const) {
    const slot = s[where].findIndex((x) => x?.id === id);
    if (slot >= 0) return { where, slot, issue: s[where][slot]! };
  }
  return null;
}
export function cubesOn(issue: OpenIssue, n: Nation): number {
  return issue.cubes[n] ?? 0;
}
export function maxOther(issue: OpenIssue, n: Nation): number {
  let m = 0;
  for (const [k, v] of Object.entries(issue.cubes)) if (k !== n && (v ?? 0) > m) m = v ?? 0;
  return m;
}
/** The nation with strictly the most cubes on the Issue, or null. */
export function strictLeader(issue: OpenIssue): Nation | null {
  let best: Nation | null = null;
  let bestN = 0;
  let tie = false;
  for (const [k, v] of Object.entries(issue.cubes) as [Nation, number][]) {
    if (v > bestN) {
      best = k;
      bestN = v;
      tie = false;
    } else if (v === bestN && v > 0) tie = true;
  }
  return tie ? null : best;
}
export function addCubes(issue: OpenIssue, n: Nation, k: number): void {
  const v = (issue.cubes[n] ?? 0) + k;
  if (v > 0) issue.cubes[n] = v;
  else delete issue.cubes[n];
}
// ---- seating ----------------------------------------------------------------------------------

/** Clockwise order starting with `first`, over the nations that take turns. */
export function clockwiseFrom(s: VState, first: Nation, list: readonly Nation[] = s.seating): Nation[] {
  const seat = s.seating;
  const i = Math.max(0, seat.indexOf(first));
  const ordered = [...seat.slice(i), ...seat.slice(0, i)];
  // 2p: the shared USA sits right after the active player for ordering purposes.
  const all = list.filter((n) => !ordered.includes(n));
  return [...ordered.filter((n) => list.includes(n)), ...all];
}
/** "Ending with you": each nation after `you` clockwise, `you` last (4.12). */
export function endingWith(s: VState, you: Nation, list: readonly Nation[]): Nation[] {
  const o = clockwiseFrom(s, you, list);
  return o.includes(you) ? [...o.filter((n) => n !== you), you] : o;
}
/** Nations that count as "each player" for event texts: those with cubes (2p: the USA too, 8.#27). */
export function eventPlayers(s: VState): Nation[] {
  return s.cubeNations;
}

export function settledOf(s: VState, n: Nation) {
  return s.settled.filter((x) => x.controller === n);
}
export function tokensInPlay(s: VState) {
  return s.settled.flatMap((x) => x.tokens);
}

// ---- the frame stack, random regions, roles, regional majorities (shared by the chapters) ----

export function removeFrame(s: VState, f: Frame): void {
  const i = s.stack.lastIndexOf(f);
  if (i < 0) throw new Error(`frame ${f.k} not on the stack`);
  s.stack.splice(i, 1);
}

export function pushFx(s: VState, list: readonly Op[], ctx: FxCtx): void {
  if (list.length)
    s.stack.push({ k: 'fx', list: [...list], i: 0, ctx: { ...ctx, regions: [...ctx.regions] }, answer: null });
}

/** 2.3: roll for a random region; a 6 means the effect does not happen. */
export function randomRegion(s: VState, ev: GameEvent[]): Region | null {
  const d = die(s);
  const r = RANDOM_REGION_FACE[d] ?? null;
  log(ev, 'random_region', { die: d, region: r }, { irreversible: true });
  return r;
}

/** 4.10 step 3: per nation, how many Issues of this region it controls. */
function regionCounts(s: VState, r: Region): Partial<Record<Nation, number>> {
  const out: Partial<Record<Nation, number>> = {};
  for (const n of s.cubeNations) out[n] = settledOf(s, n).filter((x) => issueRegion(x.id) === r).length;
  return out;
}

export function tiedForMost(s: VState, r: Region): Nation[] {
  const c = regionCounts(s, r);
  const top = Math.max(0, ...Object.values(c).map((v) => v ?? 0));
  if (top === 0) return [];
  return s.cubeNations.filter((n) => c[n] === top);
}

/** Who answers for a nation: the solo human for every faction; the Active Player for the shared USA. */
export function roleOf(s: VState, n: Nation): string {
  if (s.solo) return 'solo';
  if (s.mode === 'two' && n === 'usa') return s.active;
  return n;
}
