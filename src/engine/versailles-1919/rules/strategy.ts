// Strategy card selection, once per game after the first insurrection (4.13).
import type { GameEvent } from '../../core/index.js';
import type { Nation } from '../data/types.js';
import type { Frame, VState } from '../state.js';
import { clockwiseFrom, issueCard, log, settledOf } from './helpers.js';
import { removeFrame } from './helpers.js';

type StrategyFrame = Extract<Frame, { k: 'strategy' }>;

/**
 * Lowest stars first; ties by closeness clockwise to the Active Player at that moment, the Active
 * Player first (8.#39). Only player nations choose (never the shared USA).
 */
export function strategyOrder(s: VState): Nation[] {
  const near = clockwiseFrom(s, s.active, s.armedNations);
  const stars = (n: Nation) => settledOf(s, n).reduce((a, x) => a + issueCard(x.id).stars, 0);
  return [...near].sort((a, b) => stars(a) - stars(b) || near.indexOf(a) - near.indexOf(b));
}

export function startStrategySelection(s: VState, ev: GameEvent[]): void {
  if (s.strategy.offered.length === 0 || s.strategy.done) return;
  const order = strategyOrder(s);
  log(ev, 'strategy_selection', { order });
  s.stack.push({ k: 'strategy', order, i: 0 });
}

function remainingStrategyCards(s: VState): string[] {
  const taken = Object.values(s.strategy.picks);
  return s.strategy.offered.filter((c) => !taken.includes(c));
}

export function stepStrategy(s: VState, ev: GameEvent[], f: StrategyFrame): void {
  if (f.i >= f.order.length) {
    removeFrame(s, f);
    const left = remainingStrategyCards(s);
    s.strategy.removed = left[0] ?? null;
    s.strategy.done = true;
    log(ev, 'strategy_done', { removed: s.strategy.removed });
    return;
  }
  s.pending = { kind: 'choose_strategy', nation: f.order[f.i]!, choices: remainingStrategyCards(s) };
}

export function chooseStrategy(s: VState, ev: GameEvent[], f: StrategyFrame, n: Nation, card: string): void {
  s.strategy.picks[n] = card;
  f.i++;
  log(ev, 'strategy_chosen', { nation: n, card });
}
