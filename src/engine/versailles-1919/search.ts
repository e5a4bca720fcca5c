// The look-ahead levels of the Versailles 1919 bot (core/search.ts): every option, the Strategy
// card, bids, swaps and the turn's actions are chosen by their expected score over sampled futures.
//
// What a seat may know (`InfoState`): the whole state except the order of the two draw decks and the
// dice stream (the rulebook hides nothing else, see view.ts). A sample deals the unseen Issues and
// Events in a random order, keeping Rush to the Finish where the setup put it (3.1: a fixed number of
// cards under it, or shuffled into the last six for the very long game), and starts a fresh dice
// stream. Scores: in a multi-player game, the seat's final score (5.1) minus the best other one, as
// if the game ended now; in solo, the player's VP (6.2) plus a little for leading in Faction Strength.
import {
  type HasRng,
  candidateList,
  clone,
  next,
  rollout,
  searchChoice,
  seedRng,
  shuffle,
  int,
  type GameModule,
  type SearchBudget,
  type SearchGame,
} from '../core/index.js';
import type { Action } from './actions.js';
import { chooseAction } from './bot.js';
import { EVENTS, ISSUES } from './data/index.js';
import type { Nation } from './data/types.js';
import { RUSH, issueCard } from './rules/helpers.js';
import { finalScores } from './rules/scoring.js';
import { factionStrength } from './rules/solo.js';
import type { VState } from './state.js';
import type { RoleView } from './view.js';
import type { BotLevel, InfoState } from './info.js';
export { infoState, type BotLevel, type InfoState } from './info.js';

/** Cards under Rush to the Finish at setup (3.1; 6.2 solo: 20). */
function underRush(info: InfoState): number {
  if (info.mode === 'solo') return 20;
  return info.deckSetup === 'intense' ? 15 : info.deckSetup === 'long' ? 10 : 20;
}

/** A full state consistent with `info`: unseen cards dealt in a random order, a fresh dice stream. */
export function sampleState(info: InfoState, rng: HasRng): VState {
  const { hidden, ...rest } = clone(info);
  const json = JSON.stringify(rest);
  const seen = (id: string) => json.includes(`"${id}"`);
  const unseenIssues = ISSUES.map((c) => c.id).filter((id) => id !== RUSH && !seen(id));
  const unseenEvents = EVENTS.map((e) => e.id).filter((id) => !seen(id));
  if (unseenIssues.length + (hidden.rushInDeck ? 1 : 0) !== hidden.issues || unseenEvents.length !== hidden.events)
    throw new Error(
      `versailles-1919 search: ${unseenIssues.length} unseen Issues for ${hidden.issues} deck cards, ${unseenEvents.length} Events for ${hidden.events}`,
    );
  const issueDeck = shuffle(rng, unseenIssues);
  if (hidden.rushInDeck) {
    const n = hidden.issues;
    const at =
      info.deckSetup === 'very_long' && info.mode !== 'solo'
        ? n - Math.min(6, n) + int(rng, Math.min(6, n))
        : Math.max(0, n - 1 - underRush(info));
    issueDeck.splice(at, 0, RUSH);
  }
  return {
    ...(rest as unknown as VState),
    rng: seedRng(`versailles-sample/${next(rng)}`),
    issueDeck,
    eventDeck: shuffle(rng, unseenEvents),
  };
}

/**
 * The parts of a view the heuristic bot (bot.ts) reads, built straight from the state: the rollouts
 * call it at every step, and the full view (names, texts, scores) costs several times more.
 */
export function rolloutView(s: VState, role: string): RoleView {
  const top = s.stack[s.stack.length - 1];
  const cubes = (i: { id: string; cubes: Partial<Record<Nation, number>> } | null) =>
    i ? { id: i.id, cubes: i.cubes } : null;
  const nations: Record<string, { cubes: { available: number } }> = {};
  for (const n of s.cubeNations) nations[n] = { cubes: { available: s.cubes[n]!.available } };
  return {
    pending: s.pending ? { kind: s.pending.kind, nation: s.pending.nation } : null,
    table: { issues: s.table.map(cubes) },
    waitingRoom: { issues: s.waiting.map(cubes) },
    nations,
    regions: (Object.keys(s.regions) as (keyof VState['regions'])[]).map((id) => ({
      id,
      unrest: s.regions[id].unrest,
    })),
    optionIssue: top?.k === 'option' ? top.issue : null,
    viewer: role,
  } as unknown as RoleView;
}

function policy(s: VState, role: string, legal: Action[], rng: HasRng): Action {
  return chooseAction(rolloutView(s, role), role, legal, rng);
}

/**
 * Solo: the VP so far, plus the VP still to come: the chance of being strictly strongest at the
 * player's coming turns (from the Faction Strength margin now) times the turns left, which grow with
 * the Issues still above Rush to the Finish (about one player turn per card in the seeded games).
 */
function soloValue(s: VState): number {
  const solo = s.solo!;
  if (s.ended) return solo.vp;
  const mine = factionStrength(s, solo.human);
  const best = Math.max(...s.armedNations.filter((n) => n !== solo.human).map((n) => factionStrength(s, n)));
  const rushAt = s.issueDeck.indexOf(RUSH);
  const turnsLeft = 0.9 * (rushAt >= 0 ? rushAt : 0) + 3;
  const p = Math.max(0, Math.min(1, 0.5 + 0.12 * (mine - best)));
  return solo.vp + p * turnsLeft;
}

export function value(s: VState, me: string): number {
  if (s.solo) return soloValue(s);
  const scores = finalScores(s);
  const mine = scores[me]?.total ?? 0;
  const others = Object.entries(scores).filter(([n]) => n !== me && !(s.mode === 'two' && n === 'usa'));
  const best = Math.max(...others.map(([, b]) => b.total));
  return mine - best + (s.ended ? 0 : 0.05 * (s.cubes[me as Nation]?.available ?? 0));
}

/** The engine calls the search needs (the module itself, passed in by index.ts). */
export type Engine = Pick<GameModule<VState, Action>, 'activeRoles' | 'legalActions' | 'apply'>;

export const searchGame = (m: Engine): SearchGame<VState, Action, InfoState> => ({
  module: {
    activeRoles: (s) => m.activeRoles(s),
    legalActions: (s, r) => m.legalActions(s, r),
    apply: (s, r, a) => m.apply(s, r, a),
    result: (s) => (s.ended ? { winners: [], reason: '' } : null),
  },
  sample: sampleState,
  policy,
  value,
});

/**
 * Swaps (4.14) move cubes between Available and Exhausted, which a short rollout rarely turns into
 * stars: offers and answers are also credited 0.2 VP per Available cube (a settled Issue of a few
 * stars costs several cubes), so cubes received count as worth something and cubes given as a cost.
 */
function swapValue(s: VState, me: string): number {
  return value(s, me) + 0.2 * (s.cubes[me as Nation]?.available ?? 0);
}
const swapGame = (m: Engine): SearchGame<VState, Action, InfoState> => ({ ...searchGame(m), value: swapValue });

export const BUDGETS: Record<Exclude<BotLevel, 'baseline'>, SearchBudget> = {
  standard: { samples: 4, depth: 16, maxCandidates: 5 },
  strong: { samples: 6, depth: 24, maxCandidates: 6 },
};

/** Solo decisions are few (the bot factions move inside `apply`) and cheap, so they get more. */
export const SOLO_BUDGETS: Record<Exclude<BotLevel, 'baseline'>, SearchBudget> = {
  standard: { samples: 6, depth: 24, maxCandidates: 6 },
  strong: { samples: 10, depth: 32, maxCandidates: 8 },
};

/** A cheap prior over turn actions: settle what it leads, place cheaply on valuable Issues. */
function prior(info: InfoState, me: Nation): (a: Action) => number {
  const open = [...info.table, ...info.waiting].filter((x) => x !== null);
  const leads = (id: string) => {
    const i = open.find((x) => x.id === id);
    const mine = i?.cubes[me] ?? 0;
    return mine > 0 && Object.entries(i!.cubes).every(([k, c]) => k === me || (c ?? 0) < mine);
  };
  return (a) => {
    switch (a.type) {
      case 'settle':
        return leads(a.issue) ? 20 + issueCard(a.issue).stars : issueCard(a.issue).stars / 2;
      case 'place':
        return 2 * (issueCard(a.issues[0]).stars + issueCard(a.issues[1]).stars) - (a.cubes[0] + a.cubes[1]);
      case 'recover':
        return 4 + a.cubes - a.withdraw.length;
      case 'bid':
        return -a.cubes - 2 * a.units;
      default:
        return 0;
    }
  };
}

/** The choice at a search level, from the role's view only. */
export function searchBot(
  v: RoleView,
  role: string,
  legal: Action[],
  rng: HasRng,
  level: Exclude<BotLevel, 'baseline'>,
  m: Engine,
): Action {
  const info = v.info;
  const base = chooseAction(v, role, legal, { rng: [...rng.rng] as HasRng['rng'] });
  if (!info || legal.length <= 1) return base;
  const me = (v.pending?.nation ?? role) as Nation;
  const budget = (info.solo ? SOLO_BUDGETS : BUDGETS)[level];
  // 4.14: an offer that raises this seat's expected score without lowering the partner's (so a
  // partner weighing it on its merits accepts); answers to offers are searched like any choice
  const offer = v.pending?.kind === 'turn' ? bestOffer(m, info, role, legal, rng, budget) : null;
  if (offer) return offer;
  const acts = legal.filter((a) => a.type !== 'propose_swap');
  if (acts.length <= 1) return acts[0] ?? base;
  const first = acts.some((a) => JSON.stringify(a) === JSON.stringify(base)) ? base : acts[0]!;
  const cands = candidateList(acts, first, budget.maxCandidates, rng, prior(info, me));
  // a swap answer is rare and its effect small against the rollouts' noise: three times the samples
  if (acts.some((a) => a.type === 'accept_swap'))
    return searchChoice(swapGame(m), info, role, cands, rng, { ...budget, samples: budget.samples * 3 }).choice;
  return searchChoice(searchGame(m), info, role, cands, rng, budget).choice;
}

/**
 * The swap this seat would offer at the top of its turn, if any: for each partner, the largest
 * transfer of up to 3 cubes toward this seat; its value is the mean, over sampled states, of the
 * rollout after the swap is done minus the rollout without it, for both sides.
 */
function bestOffer(
  m: Engine,
  info: InfoState,
  role: string,
  legal: Action[],
  rng: HasRng,
  budget: SearchBudget,
): Action | null {
  const offers: Extract<Action, { type: 'propose_swap' }>[] = [];
  for (const a of legal)
    if (a.type === 'propose_swap' && !a.give) {
      const i = offers.findIndex((o) => o.partner === a.partner);
      if (a.cubes <= 3 && (i < 0 || offers[i]!.cubes < a.cubes)) {
        if (i >= 0) offers.splice(i, 1);
        offers.push(a);
      }
    }
  if (offers.length === 0) return null;
  const samples = Math.max(2, budget.samples >> 1);
  let best: Action | null = null;
  let bestGain = 0.5;
  for (const offer of offers) {
    let mine = 0;
    let theirs = 0;
    for (let i = 0; i < samples; i++) {
      const st = sampleState(info, { rng: seedRng(`offer/${next(rng)}`) });
      const seed = `offer-rollout/${next(rng)}`;
      const without = rollout(searchGame(m), st, budget.depth, { rng: seedRng(seed) });
      const proposed = m.apply(st, role, offer).state;
      const done = m.apply(proposed, offer.partner, { type: 'accept_swap' }).state;
      const withSwap = rollout(searchGame(m), done, budget.depth, { rng: seedRng(seed) });
      mine += swapValue(withSwap, role) - swapValue(without, role);
      theirs += swapValue(withSwap, offer.partner) - swapValue(without, offer.partner);
    }
    if (theirs / samples >= 0 && mine / samples > bestGain) {
      bestGain = mine / samples;
      best = offer;
    }
  }
  return best;
}
