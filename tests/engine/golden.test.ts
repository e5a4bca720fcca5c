/**
 * Golden engine games (#29): "behaviour unchanged" while the engines' shell is rewritten. For each of the
 * four games a few seeded games are played to the end, some with uniformly random legal moves and some
 * with the games' own bots; after every action the test hashes (canonical JSON, sha256) the state, the
 * events, every role's view and the observer's, and every role's legalActions list (the `system` role
 * included). The hashes are chained per game, with a checkpoint every CHECKPOINT actions so a difference
 * is located to within a few actions; tests/engine/fixtures/golden.json holds the chains.
 *
 * A change meant to change behaviour (a rule, a bot, a view field) re-records the fixture and says so in
 * its commit: `GOLDEN_RECORD=1 npx vitest run tests/engine/golden.test.ts`. Bot games change whenever a
 * bot's choices change; the random games only when rules, views or legal actions do.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  botStream,
  canonicalJson,
  pick,
  seedRng,
  type AnyGameModule,
  type HasRng,
} from '../../src/engine/core/index.js';
import { GAMES } from '../../src/engine/games.js';

const FIXTURE = 'tests/engine/fixtures/golden.json';
const CHECKPOINT = 25;
const RECORD = Boolean(process.env.GOLDEN_RECORD);

interface GoldenGame {
  name: string;
  slug: string;
  seed: string;
  options: unknown;
  policy: 'random' | 'bot';
  maxActions: number;
}

/** The games: short set-ups where the options have them, so that each plays to the end quickly. */
const GAMES_PLAYED: GoldenGame[] = [
  ...['g1', 'g2', 'g3'].map((seed, i) => ({
    name: `belle-epoque random ${seed}`,
    slug: 'belle-epoque',
    seed,
    options: [{ players: 4 }, { players: 3, powerChoice: 'draft' }, { players: 3, npPowers: ['russia'] }][i],
    policy: 'random' as const,
    maxActions: 4000,
  })),
  {
    name: 'belle-epoque bot g4',
    slug: 'belle-epoque',
    seed: 'g4',
    options: { players: 1 },
    policy: 'bot',
    maxActions: 4000,
  },
  ...['g1', 'g2', 'g3'].map((seed, i) => ({
    name: `diplomacy random ${seed}`,
    slug: 'diplomacy',
    seed,
    options: [
      { variant: 'standard', endYear: 1901 },
      { variant: 'three-a', edition: 'classic-it', endYear: 1902 },
      { variant: 'two', endYear: 1915 },
    ][i],
    policy: 'random' as const,
    maxActions: 4000,
  })),
  {
    name: 'diplomacy bot g4',
    slug: 'diplomacy',
    seed: 'g4',
    options: { variant: 'standard', endYear: 1902 },
    policy: 'bot',
    maxActions: 4000,
  },
  ...['g1', 'g2', 'g3'].map((seed, i) => ({
    name: `versailles-1919 random ${seed}`,
    slug: 'versailles-1919',
    seed,
    options: [{ players: 4 }, { players: 2, deck: 'intense' }, { players: 1 }][i],
    policy: 'random' as const,
    maxActions: 4000,
  })),
  {
    name: 'versailles-1919 bot g4',
    slug: 'versailles-1919',
    seed: 'g4',
    options: { players: 3 },
    policy: 'bot',
    maxActions: 4000,
  },
  ...['g1', 'g2'].map((seed, i) => ({
    name: `succession-1701 random ${seed}`,
    slug: 'succession-1701',
    seed,
    options: [{ lastTurn: 8 }, { lastTurn: 6, zocReactionMandatory: false, allianceCapitalScope: 'leaders' }][i],
    policy: 'random' as const,
    maxActions: 4000,
  })),
  {
    name: 'succession-1701 bot g4',
    slug: 'succession-1701',
    seed: 'g4',
    options: { lastTurn: 8 },
    policy: 'bot',
    maxActions: 4000,
  },
];

interface Chain {
  actions: number;
  finished: boolean;
  /** the chained hash after every CHECKPOINT-th action, and after the last */
  checkpoints: string[];
  final: string;
}

const h = (x: unknown) => createHash('sha256').update(canonicalJson(x)).digest('hex').slice(0, 16);

function play(g: GoldenGame): Chain {
  const module: AnyGameModule = GAMES.find((m) => m.slug === g.slug)!;
  const options = module.optionsSchema.parse(g.options);
  const roles = [...new Set([...module.roles(options), 'system', 'observer'])];
  let state = module.setup(g.seed, options);
  const chooser: HasRng = { rng: seedRng(`${g.seed}/golden`) };
  let chain = h({ state });
  const checkpoints: string[] = [];
  const snapshot = (events: unknown) => {
    const parts = {
      state: h(state),
      events: h(events),
      views: roles.map((r) => h(module.view(state, r))),
      legal: roles.map((r) => h(module.legalActions(state, r))),
      active: module.activeRoles(state),
      result: module.result(state),
    };
    chain = h([chain, parts]);
  };
  snapshot([]);
  let actions = 0;
  while (module.result(state) === null && actions < g.maxActions) {
    const active = module.activeRoles(state);
    if (active.length === 0) break;
    const role = active.length === 1 ? active[0]! : pick(chooser, active);
    const legal = module.legalActions(state, role);
    const action =
      g.policy === 'bot'
        ? module.bot(module.view(state, role), role, legal, botStream(g.seed, role, state.version))
        : pick(chooser, legal);
    const out = module.apply(state, role, action);
    state = out.state;
    actions++;
    snapshot(out.events);
    if (actions % CHECKPOINT === 0) checkpoints.push(chain);
  }
  return { actions, finished: module.result(state) !== null, checkpoints, final: chain };
}

const stored: Record<string, Chain> = existsSync(FIXTURE) ? JSON.parse(readFileSync(FIXTURE, 'utf8')) : {};
const recorded: Record<string, Chain> = {};

describe('golden engine games', () => {
  for (const g of GAMES_PLAYED) {
    it(g.name, () => {
      const got = play(g);
      if (RECORD) {
        recorded[g.name] = got;
        writeFileSync(FIXTURE, `${JSON.stringify({ ...stored, ...recorded }, null, 1)}\n`);
        return;
      }
      const want = stored[g.name];
      expect(want, `no golden record for ${g.name}: run with GOLDEN_RECORD=1`).toBeDefined();
      const length = Math.max(got.checkpoints.length, want!.checkpoints.length);
      const firstDiff = Array.from({ length }, (_, i) => i).find((i) => got.checkpoints[i] !== want!.checkpoints[i]);
      expect(firstDiff, `${g.name}: first difference before action ${((firstDiff ?? 0) + 1) * CHECKPOINT}`).toBe(
        undefined,
      );
      expect({ actions: got.actions, finished: got.finished, final: got.final }).toEqual({
        actions: want!.actions,
        finished: want!.finished,
        final: want!.final,
      });
    }, 600_000);
  }
});
