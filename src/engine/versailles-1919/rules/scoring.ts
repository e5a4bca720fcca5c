// Final scoring (5.1) and treaty signing (5.2).
import { REGIONS } from '../data/board.js';
import type { Nation, StrategyCondition } from '../data/types.js';
import type { VState } from '../state.js';
import { clockwiseFrom, issueCard, issueRegion, settledOf, strategyCard, tokensInPlay, unitsOf } from './helpers.js';

interface ScoreBreakdown {
  issues: number;
  flags: number;
  strategy: number[];
  happiness: number;
  penalty: number;
  total: number;
}

/** 5.2: Japan and Italy sign when their happiness is 15 or more at the end. */
export function signs(s: VState, p: 'japan' | 'italy'): boolean {
  const h = s.happiness[p];
  return h !== undefined && h >= 15;
}

export function conditionValue(s: VState, n: Nation, c: StrategyCondition): number {
  switch (c.kind) {
    case 'tokens':
      // Q6/Q7: every token of the kind on any settled Issue, whoever controls it
      return c.vp * tokensInPlay(s).filter((t) => t.kind === c.token).length;
    case 'regions_low':
      return c.vp * REGIONS.filter((r) => s.regions[r].unrest <= 3).length;
    case 'regions_high':
      return c.vp * REGIONS.filter((r) => s.regions[r].unrest >= 4).length;
    case 'own_units':
      return c.vp * unitsOf(s, n).filter((u) => u.at !== 'demobilized').length;
    case 'own_issues':
      return c.vp * settledOf(s, n).filter((x) => issueCard(x.id).category === c.category).length;
    case 'region_majority':
      return (
        c.vp *
        REGIONS.filter((r) => {
          const count = (m: Nation) => settledOf(s, m).filter((x) => issueRegion(x.id) === r).length;
          const mine = count(n);
          return mine > 0 && s.cubeNations.every((m) => m === n || count(m) < mine);
        }).length
      );
    case 'regions_present':
      return c.vp * REGIONS.filter((r) => settledOf(s, n).some((x) => issueRegion(x.id) === r)).length;
    case 'treaty_signed':
      return c.vp * (['japan', 'italy'] as const).filter((p) => signs(s, p)).length;
    case 'treaty_refused':
      return c.vp * (['japan', 'italy'] as const).filter((p) => !signs(s, p)).length;
    case 'italy_refuses':
      return signs(s, 'italy') ? 0 : c.vp;
    case 'happiness_x2':
      return 0;
  }
}

/** 5.1 step 4: competition ranking; tied nations share the higher award. */
export function happinessAwards(s: VState, players: Nation[]): Record<string, number> {
  const table = players.length === 2 ? [6, 0] : players.length === 3 ? [6, 3, 0] : [6, 4, 2, 0];
  const out: Record<string, number> = {};
  for (const n of players) {
    const h = s.happiness[n] ?? 0;
    const better = players.filter((m) => (s.happiness[m] ?? 0) > h).length;
    out[n] = table[better] ?? 0;
  }
  return out;
}

function scoreNation(s: VState, n: Nation, awards: Record<string, number>): ScoreBreakdown {
  const mine = settledOf(s, n);
  const issues = mine.reduce((a, x) => a + issueCard(x.id).stars, 0);
  const flags = mine.reduce((a, x) => a + x.tokens.filter((t) => t.flag === n).length, 0);
  const cardId = s.strategy.picks[n];
  const card = cardId ? strategyCard(cardId) : null;
  const strategy = card ? card.conditions.map((c) => conditionValue(s, n, c)) : [];
  const x2 = card?.conditions.some((c) => c.kind === 'happiness_x2') ?? false;
  const happiness = (awards[n] ?? 0) * (x2 ? 2 : 1); // R10 / 8.#12: only the award doubles
  const penalty = s.happiness[n] === 0 ? -5 : 0;
  const total = issues + flags + strategy.reduce((a, b) => a + b, 0) + happiness + penalty;
  return { issues, flags, strategy, happiness, penalty, total };
}

export function finalScores(s: VState): Record<string, ScoreBreakdown> {
  const players = s.armedNations;
  const awards = happinessAwards(s, players);
  return Object.fromEntries(players.map((n) => [n, scoreNation(s, n, awards)]));
}

/** Highest total; ties: higher happiness, then more Issues, then shared. */
export function winners(s: VState, scores: Record<string, ScoreBreakdown>): Nation[] {
  const players = clockwiseFrom(s, s.seating[0]!, s.armedNations);
  const key = (n: Nation) => [scores[n]!.total, s.happiness[n] ?? 0, settledOf(s, n).length];
  const best = players.reduce((a, n) => {
    const ka = key(a);
    const kn = key(n);
    for (let i = 0; i < 3; i++) if (kn[i]! !== ka[i]!) return kn[i]! > ka[i]! ? n : a;
    return a;
  });
  const kb = key(best);
  return players.filter((n) => key(n).every((v, i) => v === kb[i]));
}
