// The look-ahead levels of the 1701 bot (core/search.ts): decisions on the map (moves, attacks,
// sieges, garrisons, reinforcements) are weighed by playing both coalitions forward with the
// heuristic bot, so that an army does not walk away from its capital, or into a siege of it, when
// the enemy can reach it in the next actions. Battles and storms stay with the heuristic.
//
// What a coalition may know away from a battle or a storm (`InfoState`): everything but the dice
// stream and the strategy cards of the semesters not yet revealed (view.ts). A sample deals each
// unrevealed slot a card of that year (§10: each year's pair is drawn from its own cards) and starts
// a fresh dice stream; battle decks are shuffled afresh at each battle, so they hold nothing yet.
import {
  type HasRng,
  type GameModule,
  type SearchBudget,
  type SearchGame,
  candidateList,
  clone,
  next,
  searchChoice,
  seedRng,
  shuffle,
} from '../core/index.js';
import type { Action } from './actions.js';
import { baselineScores, chooseAction, enemyRoadsToCapital } from './bot.js';
import { CARD, STRATEGY_CARDS, type Side } from './data/index.js';
import { heldPoints } from './rules/victory.js';
import type { Succession1701State as S } from './types.js';
import { type Succession1701View, viewFor } from './view.js';
import type { InfoState } from './info.js';
export { infoState, type InfoState } from './info.js';

export type BotLevel = 'baseline' | 'standard' | 'strong';

export function sampleState(info: InfoState, rng: HasRng): S {
  const t = clone(info);
  const pairs: Record<string, string[]> = {};
  const used = new Set(Object.values(t.strategy.pairs).flat());
  const years = [...new Set(STRATEGY_CARDS.map((c) => String(CARD[c.id]!.year)))];
  for (const y of years) {
    const have = t.strategy.pairs[y] ?? [];
    const pool = shuffle(
      rng,
      STRATEGY_CARDS.filter((c) => String(CARD[c.id]!.year) === y && !used.has(c.id)).map((c) => c.id),
    );
    pairs[y] = [...have, ...pool].slice(0, 2);
  }
  return { ...t, strategy: { ...t.strategy, pairs }, rng: seedRng(`1701-sample/${next(rng)}`) };
}

const CAPITAL: Record<Side, string> = { loyalists: 'PARIS', 'grand-alliance': 'WIEN' };
const other = (x: Side): Side => (x === 'loyalists' ? 'grand-alliance' : 'loyalists');

/** Won or lost outright counts most; then the capital (held, besieged), then the revenue held (§24). */
export function value(s: S, role: string): number {
  const me = role as Side;
  const them = other(me);
  if (s.result) return s.result.winners.includes(me) ? 100 : s.result.winners.length ? -100 : 0;
  const pts = heldPoints(s);
  let v = (pts[me] - pts[them]) * 0.5;
  const siegeOn = (town: string, by: Side) => s.sieges[town]?.side === by;
  if (siegeOn(CAPITAL[me], them)) v -= 30;
  if (siegeOn(CAPITAL[them], me)) v += 30;
  if (s.towns[CAPITAL[me]]?.holder !== me) v -= 60;
  if (s.towns[CAPITAL[them]]?.holder !== them) v += 60;
  return v;
}

function policy(s: S, role: string, legal: Action[], rng: HasRng): Action {
  return chooseAction(viewFor(s, role), role, legal, rng);
}

/** The engine calls the search needs (the module itself, passed in by index.ts). */
export type Engine = Pick<GameModule<S, Action>, 'activeRoles' | 'legalActions' | 'apply'>;

export const searchGame = (m: Engine): SearchGame<S, Action, InfoState> => ({
  module: {
    activeRoles: (s) => m.activeRoles(s),
    legalActions: (s, r) => m.legalActions(s, r),
    apply: (s, r, a) => m.apply(s, r, a),
    result: (s) => s.result,
  },
  sample: sampleState,
  policy,
  value,
});

export const BUDGETS: Record<Exclude<BotLevel, 'baseline'>, SearchBudget> = {
  standard: { samples: 3, depth: 30, maxCandidates: 4 },
  strong: { samples: 6, depth: 50, maxCandidates: 6 },
};

/** Roads within which an enemy army makes a capital worth searching for. */
const REACH = 3;

const MAP_DECISIONS = new Set(['move', 'attack', 'attack_two', 'storm', 'garrison', 'ungarrison', 'end_turn', 'pass']);

export function searchBot(
  v: Succession1701View & { info?: InfoState | null },
  role: string,
  legal: Action[],
  rng: HasRng,
  level: Exclude<BotLevel, 'baseline'>,
  m: Engine,
): Action {
  const scores = baselineScores(v, role, legal, { rng: [...rng.rng] as HasRng['rng'] });
  let bi = 0;
  for (let i = 1; i < legal.length; i++) if (scores[i]! > scores[bi]!) bi = i;
  const base = legal[bi]!;
  const info = v.info;
  if (!info || legal.length <= 1 || !legal.some((a) => a.type === 'move' || a.type === 'attack')) return base;
  // the search is spent where the capitals are at stake: an enemy army within reach of either one
  const me = role as Side;
  if (Math.min(enemyRoadsToCapital(v, me), enemyRoadsToCapital(v, other(me))) > REACH) return base;
  const onMap = legal.filter((a) => MAP_DECISIONS.has(a.type));
  if (!onMap.includes(base)) return base;
  const budget = BUDGETS[level];
  const score = new Map(legal.map((a, i) => [a, scores[i]!]));
  const cands = candidateList(onMap, base, budget.maxCandidates, rng, (a) => score.get(a) ?? 0);
  return searchChoice(searchGame(m), info, role, cands, rng, budget).choice;
}
