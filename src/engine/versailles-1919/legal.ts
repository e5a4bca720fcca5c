// legalActions: the single answer to "what may I do now?" (STYLE §2). apply checks against it.
import type { Action } from './actions.js';
import type { Nation } from './data/types.js';
import type { Pending, VState } from './state.js';
import { isArmed, pool, strictLeader, unitSources } from './rules/helpers.js';
import {
  legalAdvances,
  legalOptions,
  legalPlacements,
  legalRecoveries,
  legalRefills,
  minimalPlacements,
  settleableIssues,
} from './rules/political.js';
import { legalDemobilizations, legalDeploys } from './rules/military.js';
import { legalBids } from './rules/bidding.js';
import { roleOf } from './rules/helpers.js';

/** 6.1: the shared USA's political action: minimal placement, a settle the Active Player does not lead, recover. */
export function usaActions(s: VState): Action[] {
  const out: Action[] = minimalPlacements(s, 'usa').map((p) => ({ type: 'usa_place', issues: p.issues }));
  for (const i of settleableIssues(s)) if (strictLeader(i) !== s.active) out.push({ type: 'usa_settle', issue: i.id });
  if (pool(s, 'usa').exhausted > 0) out.push({ type: 'usa_recover' });
  return out;
}

/** 4.1: the Active Player's choices at the top of the turn. */
export function turnActions(s: VState, n: Nation): Action[] {
  const out: Action[] = [];
  const t = s.turn;
  if (!t.political) {
    for (const p of legalPlacements(s, n)) out.push({ type: 'place', issues: p.issues, cubes: p.cubes });
    for (const r of legalRecoveries(s, n)) out.push({ type: 'recover', cubes: r.cubes, withdraw: r.withdraw });
    for (const i of settleableIssues(s)) out.push({ type: 'settle', issue: i.id });
  }
  const politicalPossible = out.length > 0;
  if (!t.military && isArmed(s, n)) {
    for (const d of legalDeploys(s, n)) out.push({ type: 'deploy', from: d.from, region: d.region, column: d.column });
    for (const from of legalDemobilizations(s, n)) out.push({ type: 'demobilize', from });
  }
  if (t.political && !t.usa) out.push(...usaActions(s));
  // 8.#7: with no political action possible the player may end the turn (the action is skipped)
  if ((t.political && t.usa) || (!t.political && !politicalPossible)) out.push({ type: 'end_turn' });
  return out;
}

export function decisionActions(s: VState, p: Pending): Action[] {
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
