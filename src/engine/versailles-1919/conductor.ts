// Who acts now (activeRoles), what they may do (legalActions, the single answer) and playing it (step,
// then the sequence of play in rules/sequence.ts runs on); core `defineGame` writes `apply` around them.
import { isListed, refuser, type GameEvent, type Refuse } from '../core/index.js';
import type { Action } from './actions.js';
import type { Nation } from './data/types.js';
import type { Pending, VState } from './state.js';
import { SLUG, cubesOn, findOpen, maxOther, openIssues, pool, roleOf, unitSources } from './rules/helpers.js';
import { legalAdvances, legalOptions, legalRefills } from './rules/political.js';
import { legalDemobilizations, legalDeploys } from './rules/military.js';
import { legalBids } from './rules/bidding.js';
import { isLegalPlacement } from './rules/political.js';
import { answer, applySwap, turnActions } from './rules/sequence.js';

function decisionActions(s: VState, p: Pending): Action[] {
  const top = s.stack[s.stack.length - 1];
  switch (p.kind) {
    case 'turn':
      return turnActions(s, p.nation);
    case 'choose_option':
      if (top?.k !== 'option') return [];
      return legalOptions(top.issue).map((o) => ({
        type: 'choose_option',
        option: o.option,
        flags: o.flags as ('britain' | 'usa' | 'france' | 'italy')[],
      }));
    case 'event_deploy':
      return legalDeploys(s, p.nation).map((d) => ({
        type: 'deploy',
        from: d.from,
        region: d.region,
        column: d.column,
      }));
    case 'event_demobilize':
      return legalDemobilizations(s, p.nation).map((from) => ({ type: 'demobilize', from }));
    case 'advance':
      return legalAdvances(s, p.nation).map((a) => ({ type: 'advance', ...a }));
    case 'refill':
      return legalRefills(s, p.nation, false).map((pick) => ({ type: 'refill', pick }));
    case 'keep':
      return p.choices.map((issue) => ({ type: 'keep', issue }));
    case 'declare_drm':
      return [
        { type: 'declare_drm', modifier: -1 },
        { type: 'declare_drm', modifier: 0 },
        { type: 'declare_drm', modifier: 1 },
      ];
    case 'choose_victim':
      return p.choices.map((nation) => ({ type: 'choose_victim', nation: nation as Nation }));
    case 'bid': {
      if (top?.k !== 'bid') return [];
      const bids: Action[] = legalBids(s, top, p.nation).map((b) => ({ type: 'bid', ...b }));
      return [...bids, { type: 'pass' }];
    }
    case 'choose_strategy':
      return p.choices.map((card) => ({ type: 'choose_strategy', card }));
    case 'mutiny':
      return unitSources(s, p.nation, ['available', 'exhausted', 'deployed']).map((from) => ({ type: 'mutiny', from }));
    default:
      return p.choices.map((choice) => ({ type: 'decide', choice }));
  }
}

/** Available cubes not promised in an open bid (a bid is paid from Available if it wins). */
function freeCubes(s: VState, n: Nation): number {
  const bid = s.stack.find((f) => f.k === 'bid');
  const promised = bid && bid.k === 'bid' ? (bid.bids[n]?.cubes ?? 0) : 0;
  return pool(s, n).available - promised;
}

function swapProposals(s: VState, role: Nation): Action[] {
  const out: Action[] = [];
  const mine = pool(s, role);
  for (const partner of s.armedNations) {
    if (partner === role) continue;
    const theirs = pool(s, partner);
    for (let k = 1; k <= 6; k++) {
      if (freeCubes(s, role) >= k && theirs.exhausted >= k)
        out.push({ type: 'propose_swap', partner, cubes: k, give: true });
      if (freeCubes(s, partner) >= k && mine.exhausted >= k)
        out.push({ type: 'propose_swap', partner, cubes: k, give: false });
    }
  }
  return out;
}

export function legalActions(s: VState, role: string): Action[] {
  if (s.ended) return [];
  if (s.swap) return roleOf(s, s.swap.to) === role ? [{ type: 'accept_swap' }, { type: 'decline_swap' }] : [];
  const out: Action[] = [];
  const p = s.pending;
  if (p && roleOf(s, p.nation) === role) out.push(...(p.only ?? decisionActions(s, p)));
  // 4.14: a player may offer the transfer whenever the game waits for input (once per turn each)
  if (p && !s.solo && (s.armedNations as string[]).includes(role) && !s.turn.swaps.includes(role as Nation))
    out.push(...swapProposals(s, role as Nation));
  return out;
}

export function activeRoles(s: VState): string[] {
  if (s.ended) return [];
  if (s.swap) return [roleOf(s, s.swap.to)];
  return s.pending ? [roleOf(s, s.pending.nation)] : [];
}

/**
 * The same answer as membership in legalActions. Placements are checked with the predicate the
 * enumeration itself uses, in the Issues' enumeration order, instead of listing every amount.
 */
export function isLegal(s: VState, role: string, a: Action): boolean {
  const p = s.pending;
  if (
    a.type === 'place' &&
    p &&
    p.kind === 'turn' &&
    !p.only &&
    !s.swap &&
    roleOf(s, p.nation) === role &&
    !s.turn.political
  ) {
    const order = openIssues(s).map((i) => i.id);
    return (
      order.indexOf(a.issues[0]) < order.indexOf(a.issues[1]) &&
      isLegalPlacement(s, p.nation, { issues: a.issues, cubes: a.cubes })
    );
  }
  return isListed(legalActions(s, role), a);
}

const refuse: Refuse = refuser(SLUG);

/** A specific refusal code where one helps the player; the generic one otherwise. */
export function explainRefusal(s: VState, role: string, a: Action): never {
  if (legalActions(s, role).length === 0) refuse('not_your_turn', '4.1', { role });
  const n = (s.pending?.nation ?? role) as Nation;
  if (a.type === 'place') {
    const A = findOpen(s, a.issues[0]);
    const B = findOpen(s, a.issues[1]);
    if (!A || !B || a.issues[0] === a.issues[1]) return refuse('place_two_issues', '4.2');
    if (s.cubes[n] && a.cubes[0] + a.cubes[1] > pool(s, n).available) return refuse('place_not_enough', '4.2');
    if (
      cubesOn(A.issue, n) + a.cubes[0] <= maxOther(A.issue, n) ||
      cubesOn(B.issue, n) + a.cubes[1] <= maxOther(B.issue, n)
    ) {
      return refuse('place_must_lead', '4.2');
    }
  }
  if (a.type === 'settle' || a.type === 'usa_settle') return refuse('settle_not_on_table', '4.4', { issue: a.issue });
  if (a.type === 'deploy') return refuse('deploy_slot', '4.7', { region: a.region, column: a.column });
  if (a.type === 'bid') return refuse('bid_too_low', '4.11');
  if (a.type === 'propose_swap') return refuse('swap_unaffordable', '4.14');
  return refuse('illegal_action', '4.1', { action: a.type });
}

/** Plays a legal action on the copy; `run` (rules/sequence.ts) then goes on to the next decision. */
export function step(s: VState, role: string, action: Action, ev: GameEvent[]): void {
  if (action.type === 'propose_swap' || action.type === 'accept_swap' || action.type === 'decline_swap')
    applySwap(s, ev, role, action);
  else answer(s, ev, action);
}
