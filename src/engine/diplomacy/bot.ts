/**
 * The computer player (STYLE §2: it sees only its own view and picks among the legal actions).
 * Two levels, chosen by the table's `botLevel` option:
 *   - `baseline`: our DumbBot (bot-baseline.ts, following its source), the yardstick; it never votes on draws;
 *   - `standard` (default): a sampled search over coherent order sets, mixing over the best (bot-standard.ts).
 * A third level, `strong` (a wider search), was removed: it never measured stronger than `standard`
 * (README, Diplomacy bots); a stored table that still names it plays `standard`.
 * Each turn it first sends its whole set of orders, then sets its draw vote if it wants to change
 * it (`drawWanted`), then says it is ready.
 */
import type { HasRng } from '../core/index.js';
import type { DiplomacyAction } from './actions.js';
import { dumbbotAdjustments, dumbbotMovement, dumbbotRetreats, dumbbotValues, type Position } from './bot-baseline.js';
import { bestResponseMovement, STANDARD } from './bot-standard.js';
import { ruleSet, type Edition, type Order, type Power } from './types.js';
import type { DiplomacyView } from './view.js';

export type BotLevel = 'baseline' | 'standard';
export const BOT_LEVELS: readonly BotLevel[] = ['baseline', 'standard'];

function positionOf(view: DiplomacyView): Position {
  return {
    units: view.units,
    supplyCenters: view.supplyCenters,
    season: view.season,
    closed: view.closed,
    year: view.year,
  };
}

/** This power's orders for the current phase at a level. */
function botOrders(view: DiplomacyView, me: Power, level: BotLevel, rng: HasRng): Order[] {
  const pos = positionOf(view);
  const rules = ruleSet(view.edition as Edition);
  const kind = view.season === 'fall' ? 'fall' : 'spring';
  if (view.phase === 'movement') {
    if (level === 'baseline') return dumbbotMovement(pos, me, dumbbotValues(pos, me, kind), rules, rng);
    return bestResponseMovement(pos, me, rules, rng, STANDARD);
  }
  if (view.phase === 'retreat') {
    // The shipped levels take the best retreat; the baseline keeps DumbBot's chance of an alternative.
    return dumbbotRetreats(pos, view.dislodged, me, dumbbotValues(pos, me, kind), level === 'baseline' ? rng : null);
  }
  return dumbbotAdjustments(pos, me, view.adjustments[me] ?? 0, level === 'baseline' ? rng : null);
}

/** Centre counts at the end of each past year, oldest first (kept in the public view). */
function centresByYear(view: DiplomacyView): { year: number; counts: Record<string, number> }[] {
  return view.centreHistory;
}

/** Years without real movement before a bot calls the board stalemated. */
const STALEMATE_YEARS = 2;

/**
 * Whether the shipped bot wants the game drawn: the board is stalemated (over the last
 * STALEMATE_YEARS completed years no power gained or lost more than one centre) and this power is
 * not on its way to a solo (still growing with at least two thirds of the centres it needs), or the
 * others already proposed a draw and this power has stopped growing.
 */
export function drawWanted(view: DiplomacyView, me: Power): boolean {
  const years = centresByYear(view);
  // Not before the end of the fourth year: the opening years always move slowly for somebody.
  if (years.length < Math.max(4, STALEMATE_YEARS + 1)) return false;
  const now = years[years.length - 1]!.counts;
  const then = years[years.length - 1 - STALEMATE_YEARS]!.counts;
  const powers = new Set([...Object.keys(now), ...Object.keys(then)]);
  const still = [...powers].every((p) => Math.abs((now[p] ?? 0) - (then[p] ?? 0)) <= 1);
  const mine = now[me] ?? 0;
  const growing = mine > (then[me] ?? 0);
  if (growing && mine >= (2 * view.victoryCentres) / 3) return false;
  if (still) return true;
  const others = view.drawVotes.filter((p) => p !== me).length;
  return others > 0 && !growing;
}

/** The bot's choice at a level: its whole set of orders first, then its draw vote, then `ready`. */
export function chooseActionAt(
  level: BotLevel,
  view: DiplomacyView,
  role: string,
  legal: DiplomacyAction[],
  rng: HasRng,
): DiplomacyAction {
  const me = role as Power;
  const owes = view.owing.includes(me) && !view.ready.includes(me);
  if (owes && !view.submitted.includes(me)) return { type: 'set_orders', orders: botOrders(view, me, level, rng) };
  if (level !== 'baseline') {
    const want = drawWanted(view, me);
    const vote = legal.find((a) => a.type === 'vote_draw' && a.draw === want);
    if (vote && view.drawVotes.includes(me) !== want) return vote;
  }
  return legal.find((a) => a.type === 'ready') ?? legal[0]!;
}

/** The module's bot: the level the table chose (`options.botLevel`, standard by default). */
export function chooseAction(
  view: DiplomacyView,
  role: string,
  legal: DiplomacyAction[],
  rng: HasRng,
): DiplomacyAction {
  return chooseActionAt(view.botLevel ?? 'standard', view, role, legal, rng);
}
