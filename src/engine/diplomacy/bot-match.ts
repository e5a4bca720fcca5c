/**
 * One seeded game between computer players of possibly different levels (each power its own
 * policy), for the tournament script, the bench and the bot tests. `random` plays uniformly among
 * the legal actions. Pure apart from the optional `decide` wrapper (the bench times decisions with it).
 */
import { botStream, IllegalActionError, pick, seedRng, type HasRng } from '../core/index.js';
import type { DiplomacyAction } from './actions.js';
import { chooseActionAt, type BotLevel } from './bot.js';
import { diplomacy } from './index.js';
import type { DiplomacyOptions, DiplomacyState, PhaseRecord } from './state.js';
import type { Power } from './types.js';
import type { DiplomacyView } from './view.js';

export type Policy = BotLevel | 'random';

interface MatchReport {
  state: DiplomacyState;
  actions: number;
  /** offered actions `apply` refused to a random player (each was then left out and another drawn) */
  refusals: { action: DiplomacyAction; code: string }[];
  /** every adjudicated phase, oldest first (the state keeps only the latest ones) */
  phases: PhaseRecord[];
}

export function playMatch(
  seed: string,
  options: Partial<DiplomacyOptions>,
  policyOf: (p: Power) => Policy,
  decide: <T>(power: Power, view: DiplomacyView, f: () => T) => T = (_p, _v, f) => f(),
  maxActions = 200_000,
): MatchReport {
  let state = diplomacy.setup(seed, diplomacy.optionsSchema.parse(options));
  const chooser: HasRng = { rng: seedRng(`${seed}/match`) };
  const refusals: MatchReport['refusals'] = [];
  const phases: PhaseRecord[] = [];
  let actions = 0;
  while (!state.result) {
    if (actions++ > maxActions) throw new Error(`diplomacy match ${seed}: no result after ${maxActions} actions`);
    const active = diplomacy.activeRoles(state);
    if (active.length === 0) throw new Error(`diplomacy match ${seed}: nobody to act at ${state.step}`);
    const role = (active.length === 1 ? active[0]! : pick(chooser, active)) as Power;
    let legal = diplomacy.legalActions(state, role);
    const policy = policyOf(role);
    for (;;) {
      const view = diplomacy.view(state, role) as DiplomacyView;
      const action =
        policy === 'random'
          ? pick(chooser, legal)
          : decide(role, view, () => chooseActionAt(policy, view, role, legal, botStream(seed, role, state.version)));
      try {
        const before = state.phaseCount;
        state = diplomacy.apply(state, role, action).state;
        if (state.phaseCount > before) phases.push(...state.recentPhases.slice(before - state.phaseCount));
        break;
      } catch (e) {
        if (!(e instanceof IllegalActionError) || policy !== 'random') throw e;
        refusals.push({ action, code: e.code });
        legal = legal.filter((a) => a !== action);
      }
    }
  }
  return { state, actions, refusals, phases };
}
