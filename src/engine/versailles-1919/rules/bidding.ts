// Bidding for an Unsettled Issue (4.11 with the Q&A rulings Q1-Q4, Q8).
import type { GameEvent } from '../../core/index.js';
import type { Nation, Region } from '../data/types.js';
import type { Bid, Frame, VState } from '../state.js';
import { clockwiseFrom, deployedIn, issueCard, log, pool, unitsOf } from './helpers.js';
import { changeHappiness } from './tracks.js';
import { removeFrame } from './helpers.js';
import { soloBotBids } from './solo.js';

type BidFrame = Extract<Frame, { k: 'bid' }>;
type UnsettleFrame = Extract<Frame, { k: 'unsettle' }>;

/** Military strength: a unit deployed in the Issue's region counts 2, any other unit 1 (R6). */
export function strength(b: Bid): number {
  return b.units + (b.regionUnit ? 2 : 0);
}
/** Units dominate cubes (Q4): more strength wins; equal strength, more cubes wins. */
export function beats(x: Bid, y: Bid): boolean {
  return strength(x) > strength(y) || (strength(x) === strength(y) && x.cubes > y.cubes);
}

export function startBid(s: VState, ev: GameEvent[], u: UnsettleFrame): void {
  const card = issueCard(u.issue);
  // 6.1: the shared USA never bids; only nations with units (the players) bid.
  const bidders = s.armedNations;
  const first = bidders.includes(u.formerController) ? u.formerController : s.active;
  const f: BidFrame = {
    k: 'bid',
    issue: u.issue,
    region: u.region,
    noMilitary: card.noMilitary,
    order: clockwiseFrom(s, first, bidders),
    turn: 0,
    passed: [],
    bids: {},
    high: null,
    solo: s.solo !== null,
  };
  s.stack.push(f);
  log(ev, 'bidding_opens', { issue: u.issue, first });
  if (s.solo) soloBotBids(s, ev, f);
}

/** Every bid `n` may make now: it must beat every other current bid (and be something). */
export function legalBids(s: VState, f: BidFrame, n: Nation): Bid[] {
  const avail = unitsOf(s, n).filter((u) => u.at === 'available').length;
  const inRegion = f.region !== null && deployedIn(s, n, f.region as Region) !== null;
  const cubes = pool(s, n).available;
  const others = (Object.entries(f.bids) as [Nation, Bid][]).filter(([k]) => k !== n).map(([, b]) => b);
  const out: Bid[] = [];
  for (let units = 0; units <= (f.noMilitary ? 0 : avail); units++) {
    for (const regionUnit of f.noMilitary || !inRegion ? [false] : [false, true]) {
      for (let c = 0; c <= cubes; c++) {
        const b = { units, regionUnit, cubes: c };
        if (units === 0 && !regionUnit && c === 0) continue;
        if (others.every((o) => beats(b, o))) out.push(b);
      }
    }
  }
  return out;
}

export function stepBid(s: VState, ev: GameEvent[], f: BidFrame): void {
  if (f.solo) {
    // the human answers once: beat the best bot bid or let it stand
    if (f.turn === 0) {
      f.turn = 1;
      const human = s.solo!.human;
      if (legalBids(s, f, human).length > 0) {
        s.pending = { kind: 'bid', nation: human, choices: [] };
        return;
      }
      f.passed.push(human);
      log(ev, 'bid_passed', { nation: human });
    }
    return finishSoloBid(s, ev, f);
  }
  const active = f.order.filter((n) => !f.passed.includes(n));
  if (active.length === 0 || (active.length === 1 && f.high === active[0])) return finishBid(s, ev, f);
  for (let k = 0; k < f.order.length; k++) {
    const n = f.order[f.turn % f.order.length]!;
    if (f.passed.includes(n) || f.high === n) {
      f.turn++;
      continue;
    }
    if (legalBids(s, f, n).length === 0) {
      // 8.#26: a nation with nothing that could win passes automatically.
      f.passed.push(n);
      log(ev, 'bid_passed', { nation: n });
      f.turn++;
      return;
    }
    s.pending = { kind: 'bid', nation: n, choices: [] };
    return;
  }
  finishBid(s, ev, f);
}

export function placeBid(_s: VState, ev: GameEvent[], f: BidFrame, n: Nation, b: Bid): void {
  f.bids[n] = b; // Q1: a raise replaces the earlier bid
  f.high = n;
  f.turn++;
  log(ev, 'bid', { nation: n, units: b.units, regionUnit: b.regionUnit, cubes: b.cubes, strength: strength(b) });
}
export function passBid(_s: VState, ev: GameEvent[], f: BidFrame, n: Nation): void {
  f.passed.push(n);
  f.turn++;
  log(ev, 'bid_passed', { nation: n });
}

function finishSoloBid(s: VState, ev: GameEvent[], f: BidFrame): void {
  const human = s.solo!.human;
  if (f.high === human || !f.passed.includes(human)) return finishBid(s, ev, f);
  // the human let the bots' bids stand: the best bot bid wins (human's pick on a tie)
  const bots = (Object.entries(f.bids) as [Nation, Bid][]).filter(([k]) => k !== human);
  if (bots.length === 0) {
    f.high = null;
    return finishBid(s, ev, f);
  }
  const best = bots.filter(([, b]) => bots.every(([, o]) => !beats(o, b)));
  if (best.length > 1 && f.high === null) {
    s.pending = { kind: 'bot_tie', nation: human, choices: best.map(([k]) => k) };
    return;
  }
  f.high = f.high ?? best[0]![0];
  finishBid(s, ev, f);
}

/** Only the winning bid is paid (Q1-Q3): its units and cubes go to Exhausted, 1 happiness per unit (Q8). */
function finishBid(s: VState, ev: GameEvent[], f: BidFrame): void {
  removeFrame(s, f);
  const below = s.stack[s.stack.length - 1];
  if (!below || below.k !== 'unsettle') throw new Error('bid: no unsettle frame below');
  const n = f.high;
  below.winner = n;
  if (!n) {
    log(ev, 'bid_none', { issue: f.issue });
    return;
  }
  const b = f.bids[n]!;
  const us = unitsOf(s, n);
  let left = b.units;
  for (let i = 0; i < us.length; i++) {
    const u = us[i]!;
    if (b.regionUnit && u.at === 'deployed' && u.region === f.region) us[i] = { at: 'exhausted' };
    else if (left > 0 && u.at === 'available') {
      us[i] = { at: 'exhausted' };
      left--;
    }
  }
  const p = pool(s, n);
  p.available -= b.cubes;
  p.exhausted += b.cubes;
  log(ev, 'bid_won', { nation: n, issue: f.issue, units: b.units + (b.regionUnit ? 1 : 0), cubes: b.cubes });
  changeHappiness(s, ev, n, -(b.units + (b.regionUnit ? 1 : 0)));
}
