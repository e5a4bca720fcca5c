/**
 * Seat-by-seat matches for the tournament of La Belle Époque, Versailles 1919 and 1701: every role
 * has a policy, a bot level (the module's bot on its own view with `botLevel` set), `random` (uniform
 * among the legal actions) or `greedy` (one ply: each legal action applied to a copy with a reseeded
 * dice stream and scored by the game's own scoring as if the game ended there).
 */
import {
  botStream,
  pick,
  seedRng,
  type AnyGameModule,
  type BaseState,
  type HasRng,
} from '../../src/engine/core/index.js';

export type SeatPolicy = string; // a bot level, 'random' or 'greedy'

export interface MatchResult {
  winners: string[];
  scores: Record<string, number>;
  reason: string;
  actions: number;
  /** CPU milliseconds per decision of each role (bots only) */
  cpu: Record<string, number[]>;
  state: BaseState;
}

/** The game's own score of `role` as if it ended now (greedy's yardstick), from the role's view. */
export type Scorer = (module: AnyGameModule, state: BaseState, role: string) => number;

function greedy(
  module: AnyGameModule,
  state: BaseState,
  role: string,
  legal: unknown[],
  rng: HasRng,
  score: Scorer,
): unknown {
  let best: unknown[] = [];
  let bestV = Number.NEGATIVE_INFINITY;
  for (const a of legal) {
    const copy = { ...state, rng: seedRng(`greedy/${state.version}`) };
    let v: number;
    try {
      v = score(module, module.apply(copy, role, a).state as BaseState, role);
    } catch {
      continue;
    }
    if (v > bestV + 1e-9) {
      bestV = v;
      best = [a];
    } else if (Math.abs(v - bestV) <= 1e-9) best.push(a);
  }
  return best.length ? pick(rng, best) : pick(rng, legal);
}

export function playMatch(
  module: AnyGameModule,
  seed: string,
  options: unknown,
  policyOf: (role: string) => SeatPolicy,
  score: Scorer,
  maxActions = 50_000,
): MatchResult {
  const opts = module.optionsSchema.parse(options ?? {});
  let state = module.setup(seed, opts) as BaseState;
  const chooser: HasRng = { rng: seedRng(`${seed}/match`) };
  const cpu: Record<string, number[]> = {};
  let actions = 0;
  while (module.result(state) === null && actions < maxActions) {
    const active = module.activeRoles(state) as string[];
    if (active.length === 0) break;
    const role = active.length === 1 ? active[0]! : pick(chooser, active);
    const legal = module.legalActions(state, role) as unknown[];
    const policy = policyOf(role);
    const rng = botStream(seed, role, state.version);
    let action: unknown;
    if (policy === 'random') action = pick(rng, legal);
    else if (policy === 'greedy') action = greedy(module, state, role, legal, rng, score);
    else {
      const t0 = process.cpuUsage();
      const view = { ...(module.view(state, role) as object), botLevel: policy };
      action = module.bot(view, role, legal, rng);
      const u = process.cpuUsage(t0);
      (cpu[role] ??= []).push((u.user + u.system) / 1000);
    }
    state = module.apply(state, role, action).state as BaseState;
    actions++;
  }
  const r = module.result(state);
  return {
    winners: r?.winners ?? [],
    scores: (r?.scores as Record<string, number>) ?? {},
    reason: r?.reason ?? 'unfinished',
    actions,
    cpu,
    state,
  };
}
