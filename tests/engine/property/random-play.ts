/**
 * The random-play property behind tests/engine/property/*.test.ts: "every action legalActions offers
 * applies" (STYLE §2), checked on seeded games in which each active role plays uniformly at random
 * among its legal actions. Besides the action played, at sampled states every role's offered actions
 * (all of them, or a random sample when there are many) are applied to the same state, and that state
 * must be unchanged afterwards (apply never mutates its argument).
 *
 * A refusal does not stop the game: it is recorded, and the player picks again among the remaining
 * offered actions, so one run lists every refusal it meets, each with its seed and version.
 *
 * Default suite: a few dozen games per engine. The long run, one engine at a time:
 *   PROPERTY_GAMES=10000 PROPERTY_LOG=property.log nice -n 10 npx vitest run tests/engine/property/diplomacy.test.ts
 * (PROPERTY_OFFSET=N starts at seed N, to split a run across processes or resume one.)
 */
import { appendFileSync } from 'node:fs';
import { isIllegalActionError } from '../../../src/engine/core/errors.js';
import { stateHash } from '../../../src/engine/core/replay.js';
import { next, seedRng, type HasRng } from '../../../src/engine/core/rng.js';
import type { AnyGameModule, BaseState, Role } from '../../../src/engine/core/types.js';

export interface Finding {
  kind: 'refused' | 'crashed' | 'mutated' | 'dead_end';
  seed: string;
  version: number;
  step: unknown;
  role: Role;
  action: unknown;
  /** the IllegalActionError code, or the message of another error */
  error: string;
  options?: unknown;
}

export interface RandomPlayReport {
  seed: string;
  actions: number;
  finished: boolean;
  /** states at which every role's offered actions were tried */
  sampledStates: number;
  /** offered actions applied at sampled states (besides the one played) */
  triedActions: number;
  findings: Finding[];
}

export interface RandomPlayOptions {
  /** stop after this many played actions (the report then says finished: false) */
  maxActions: number;
  /** chance (0–1) that a state is sampled: every role's offered actions are tried on it */
  sampleChance: number;
  /** at a sampled state, at most this many offered actions per role are tried (a random sample) */
  samplePerRole: number;
}

const below = (rng: HasRng, n: number) => next(rng) % n;

function sample<T>(rng: HasRng, list: readonly T[], n: number): T[] {
  if (list.length <= n) return [...list];
  const copy = [...list];
  for (let i = 0; i < n; i++) {
    const j = i + below(rng, copy.length - i);
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy.slice(0, n);
}

function errorText(e: unknown): string {
  if (isIllegalActionError(e)) return e.code;
  return e instanceof Error ? e.message : String(e);
}

/** Every role that may ever hold legal actions: the options' roles plus `system` (deadlines). */
function allRoles(module: AnyGameModule, options: unknown): Role[] {
  return [...new Set([...(module.roles(options) as Role[]), 'system'])];
}

export function randomPlay(
  module: AnyGameModule,
  seed: string,
  rawOptions: unknown,
  opts: RandomPlayOptions,
): RandomPlayReport {
  const options = module.optionsSchema.parse(rawOptions ?? {});
  const rng: HasRng = { rng: seedRng(`${seed}/random-play`) };
  let state = module.setup(seed, options) as BaseState;
  const roles = allRoles(module, options);
  const findings: Finding[] = [];
  let actions = 0;
  let sampledStates = 0;
  let triedActions = 0;
  const found = (kind: Finding['kind'], role: Role, action: unknown, e: unknown) =>
    findings.push({ kind, seed, version: state.version, step: state.step, role, action, error: errorText(e) });

  while (module.result(state) === null && actions < opts.maxActions && findings.length < 20) {
    if (next(rng) / 2 ** 32 < opts.sampleChance) {
      sampledStates += 1;
      const before = stateHash(state);
      for (const role of roles) {
        for (const action of sample(rng, module.legalActions(state, role) as unknown[], opts.samplePerRole)) {
          triedActions += 1;
          try {
            module.apply(state, role, action);
          } catch (e) {
            found(isIllegalActionError(e) ? 'refused' : 'crashed', role, action, e);
          }
        }
      }
      if (stateHash(state) !== before) found('mutated', '(any)', null, 'apply changed the state it was given');
    }
    const active = module.activeRoles(state) as Role[];
    if (active.length === 0) {
      found('dead_end', '(none)', null, 'no active role and no result');
      break;
    }
    const role = active[below(rng, active.length)]!;
    const legal = [...(module.legalActions(state, role) as unknown[])];
    if (legal.length === 0) {
      found('dead_end', role, null, 'an active role has no legal action');
      break;
    }
    let applied = false;
    while (legal.length && !applied) {
      const [action] = legal.splice(below(rng, legal.length), 1);
      try {
        state = module.apply(state, role, action).state as BaseState;
        applied = true;
      } catch (e) {
        found(isIllegalActionError(e) ? 'refused' : 'crashed', role, action, e);
        if (!isIllegalActionError(e)) break;
      }
    }
    if (!applied) break;
    actions += 1;
  }
  return {
    seed,
    actions,
    finished: module.result(state) !== null,
    sampledStates,
    triedActions,
    findings,
  };
}

export interface EngineRun {
  games: number;
  finished: number;
  actions: number;
  sampledStates: number;
  triedActions: number;
  findings: Finding[];
  ms: number;
}

/** Plays `games` seeded games (`<prefix>-<i>`), with options chosen per game index. */
export function runEngine(
  module: AnyGameModule,
  prefix: string,
  games: number,
  optionsFor: (i: number) => unknown,
  opts: RandomPlayOptions,
  offset = 0,
): EngineRun {
  const t0 = Date.now();
  const run: EngineRun = { games, finished: 0, actions: 0, sampledStates: 0, triedActions: 0, findings: [], ms: 0 };
  for (let i = offset; i < offset + games; i++) {
    const r = randomPlay(module, `${prefix}-${i}`, optionsFor(i), opts);
    run.actions += r.actions;
    run.sampledStates += r.sampledStates;
    run.triedActions += r.triedActions;
    if (r.finished) run.finished += 1;
    run.findings.push(...r.findings.map((f) => ({ ...f, options: optionsFor(i) })));
    // Long runs (PROPERTY_LOG=file) note their progress every 100 games: an interrupted run keeps its numbers.
    const done = i - offset + 1;
    if (process.env.PROPERTY_LOG && (done % 100 === 0 || done === games))
      appendFileSync(
        process.env.PROPERTY_LOG,
        `${new Date().toISOString()} ${module.slug} games=${done} from=${offset} finished=${run.finished} actions=${run.actions} ` +
          `sampled=${run.sampledStates} tried=${run.triedActions} findings=${run.findings.length} ms=${Date.now() - t0}` +
          `${run.findings.length ? ` first=${JSON.stringify(run.findings[0])}` : ''}\n`,
      );
  }
  run.ms = Date.now() - t0;
  return run;
}

/**
 * How many games per engine: PROPERTY_GAMES for the long run, else the engine's default (sized for
 * about 20–40 s per engine on this machine).
 */
export function gameCount(defaultGames: number): number {
  return process.env.PROPERTY_GAMES ? Number(process.env.PROPERTY_GAMES) : defaultGames;
}

/** A short, readable list of findings for an assertion message. */
export function describeFindings(findings: Finding[]): string {
  return findings
    .slice(0, 10)
    .map(
      (f) =>
        `${f.kind} ${f.seed} ${JSON.stringify(f.options)} v${f.version} ${f.role}: ${JSON.stringify(f.action)} → ${f.error}`,
    )
    .join('\n');
}
