// Chapter "Vittoria" (§24): objectives at the end of turn 28, otherwise revenue of the towns held.
import type { GameResult } from '../../core/index.js';
import { TOWNS, type Side } from '../data/index.js';
import type { S } from './common.js';

const LOYALIST_HOLD = ['BRUSSEL', 'LUXEMBURG', 'MILANO', 'STRASBOURG', 'MUENCHEN', 'MANTOVA'];
const ALLIANCE_TAKE = ['BRUSSEL', 'LUXEMBURG', 'MUENCHEN', 'MILANO', 'MANTOVA'];

export function heldPoints(s: S): Record<Side, number> {
  const pts: Record<Side, number> = { loyalists: 0, 'grand-alliance': 0 };
  for (const t of TOWNS) {
    const h = s.towns[t.id]!.holder;
    if (h) pts[h] += t.rv;
  }
  return pts;
}
export function allianceCapitalsLost(s: S): string[] {
  return TOWNS.filter((t) => s.towns[t.id]!.allianceCapitalTaken && s.towns[t.id]!.holder === 'loyalists').map(
    (t) => t.id,
  );
}

export function finalVictory(s: S): GameResult {
  const scores = heldPoints(s);
  const held = (t: string, side: Side) => s.towns[t]!.holder === side;
  const lost = allianceCapitalsLost(s);
  // Loyalists: hold Brussel, Luxemburg, Milan, Strasbourg, Bayern, Mantova and have taken an Alliance capital.
  if (LOYALIST_HOLD.every((t) => held(t, 'loyalists')) && lost.length > 0) {
    return { winners: ['loyalists'], scores, reason: 'succession-1701.end.objectives', details: { capitals: lost } };
  }
  // Alliance: has taken at least one of them and still holds all its capitals.
  const taken = ALLIANCE_TAKE.filter((t) => held(t, 'grand-alliance'));
  if (taken.length > 0 && lost.length === 0) {
    return { winners: ['grand-alliance'], scores, reason: 'succession-1701.end.objectives', details: { taken } };
  }
  // Otherwise the revenue of the towns held decides; an exact tie is a draw (G38).
  const winners: Side[] =
    scores.loyalists > scores['grand-alliance']
      ? ['loyalists']
      : scores.loyalists < scores['grand-alliance']
        ? ['grand-alliance']
        : [];
  return { winners, scores, reason: 'succession-1701.end.points' };
}
