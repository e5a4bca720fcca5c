/**
 * Determinised look-ahead search shared by the bots of La Belle Époque, Versailles 1919 and 1701.
 *
 * A bot sees an information set, never the game state: `sample` turns what the seat may know into a
 * full state by drawing every hidden part (deck orders, other hands, the dice stream) from the
 * search's own random stream. Each candidate action is applied to the same set of sampled states and
 * played forward by a cheap policy (the game's heuristic bot) for a bounded number of actions; the
 * end state is scored by `value`, and the candidate with the best mean wins. Every candidate meets
 * the same samples and the same rollout streams (common random numbers), so the comparison is
 * between actions, not between lucky draws.
 *
 * Because the search only ever reads the information set, reshuffling what the seat cannot see in
 * the real state leaves its choice unchanged (tests/engine/core/search.test.ts checks this per game).
 */
import { IllegalActionError } from './errors.js';
import { int, next, pick, seedRng, type HasRng } from './rng.js';
import type { BaseState, GameModule, Role } from './types.js';

export interface SearchGame<S extends BaseState, A extends { type: string }, I> {
  module: Pick<GameModule<S, A>, 'activeRoles' | 'legalActions' | 'apply' | 'result'>;
  /** A full state consistent with the information set `info`, hidden parts drawn from `rng`. */
  sample(info: I, rng: HasRng): S;
  /** The rollout policy (usually the heuristic bot on the role's view). */
  policy(state: S, role: Role, legal: A[], rng: HasRng): A;
  /** How good `state` is for `me` (higher is better); called on finished and cut-off states alike. */
  value(state: S, me: Role): number;
  /** When several roles owe an action, the one that moves in a rollout (default: a random one). */
  mover?(state: S, active: Role[], rng: HasRng): Role;
}

export interface SearchBudget {
  /** sampled states (determinisations) each candidate is played on */
  samples: number;
  /** actions played forward after the candidate (0: score the state right after it) */
  depth: number;
  /** candidates searched at most (the rest are dropped, keeping the policy's own choice first) */
  maxCandidates: number;
}

export interface SearchReport<A> {
  choice: A;
  /** mean value per searched candidate, in candidate order */
  means: number[];
  candidates: A[];
  rollouts: number;
}

/** Plays `state` forward for at most `depth` actions with the game's policy; returns the end state. */
export function rollout<S extends BaseState, A extends { type: string }, I>(
  g: SearchGame<S, A, I>,
  start: S,
  depth: number,
  rng: HasRng,
): S {
  let s = start;
  for (let d = 0; d < depth; d++) {
    if (g.module.result(s) !== null) break;
    const active = g.module.activeRoles(s);
    if (active.length === 0) break;
    const role = active.length === 1 ? active[0]! : g.mover ? g.mover(s, active, rng) : pick(rng, active);
    const legal = g.module.legalActions(s, role);
    if (legal.length === 0) break;
    const a = g.policy(s, role, legal, rng);
    s = g.module.apply(s, role, a).state;
  }
  return s;
}

/**
 * The search's choice among `candidates` (a subset of the legal actions, policy's pick first) for
 * `me`, who owes the decision in the information set `info`. Deterministic for the same `rng`.
 */
export function searchChoice<S extends BaseState, A extends { type: string }, I>(
  g: SearchGame<S, A, I>,
  info: I,
  me: Role,
  candidates: A[],
  rng: HasRng,
  budget: SearchBudget,
): SearchReport<A> {
  const cands = candidates.slice(0, Math.max(1, budget.maxCandidates));
  if (cands.length === 1) return { choice: cands[0]!, means: [0], candidates: cands, rollouts: 0 };
  const samples: { state: S; seed: string }[] = [];
  for (let i = 0; i < budget.samples; i++) {
    const state = g.sample(info, { rng: seedRng(`sample/${next(rng)}`) });
    samples.push({ state, seed: `rollout/${next(rng)}` });
  }
  const sums = cands.map(() => 0);
  let rollouts = 0;
  for (const { state, seed } of samples) {
    for (let c = 0; c < cands.length; c++) {
      let after: S;
      try {
        after = g.module.apply(state, me, cands[c]!).state;
      } catch (e) {
        // a candidate that a sampled world refuses (it depended on something hidden) scores worst
        if (e instanceof IllegalActionError) {
          sums[c] = Number.NEGATIVE_INFINITY;
          continue;
        }
        throw e;
      }
      const end = rollout(g, after, budget.depth, { rng: seedRng(seed) });
      sums[c] = sums[c]! + g.value(end, me);
      rollouts++;
    }
  }
  const means = sums.map((x) => x / samples.length);
  let best = 0;
  for (let c = 1; c < cands.length; c++) if (means[c]! > means[best]! + 1e-9) best = c;
  return { choice: cands[best]!, means, candidates: cands, rollouts };
}

/**
 * Candidates for a search: the policy's own choice first, then up to `max - 1` others, preferring
 * those `rank` scores highest (ties and unranked ones in a random order from `rng`).
 */
export function candidateList<A>(legal: A[], preferred: A, max: number, rng: HasRng, rank?: (a: A) => number): A[] {
  const key = (a: A) => JSON.stringify(a);
  const first = key(preferred);
  const rest = legal.filter((a) => key(a) !== first);
  const jitter = new Map(rest.map((a) => [a, int(rng, 1_000_000)]));
  rest.sort((a, b) => (rank ? rank(b) - rank(a) : 0) || jitter.get(a)! - jitter.get(b)!);
  return [preferred, ...rest].slice(0, Math.max(1, max));
}
