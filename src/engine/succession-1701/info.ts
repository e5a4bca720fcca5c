// What a 1701 coalition may know on the map, for the look-ahead bot (search.ts): the state without the
// dice stream and without the strategy cards of semesters not yet revealed (§10; view.ts counts the
// same cards as used). Null during a battle or a storm, where the tactical cards are secret.
import { clone } from '../core/index.js';
import { calendar } from './rules/common.js';
import type { Succession1701State as S } from './types.js';

export type InfoState = Omit<S, 'rng'>;

/** The revealed strategy cards (view.ts counts the same ones as used). */
function revealed(s: S): Record<string, string[]> {
  const cal = calendar(Math.min(s.turn, 28));
  const out: Record<string, string[]> = {};
  for (const [y, pair] of Object.entries(s.strategy.pairs))
    out[y] = pair.filter(
      (_, i) => Number(y) < cal.year || (Number(y) === cal.year && i < cal.semester - (s.card ? 0 : 1)),
    );
  return out;
}

/** The information set of a coalition on the map; null during a battle or a storm (cards hidden there). */
export function infoState(s: S): InfoState | null {
  if (s.battle || s.storm || s.result) return null;
  const { rng: _rng, ...rest } = clone(s);
  return { ...rest, strategy: { ...rest.strategy, pairs: revealed(s) } };
}
