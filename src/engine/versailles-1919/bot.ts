// The computer opponent for a seat: a plain heuristic over legalActions, reading only its view.
// Settle what it leads (most stars first), place cheaply on valuable Issues, recover when short,
// choose options that favour its own flags and happiness, bid only when it is cheap.
import { pick, type HasRng } from '../core/index.js';
import type { Action } from './actions.js';
import type { Nation } from './data/types.js';
import { issueCard } from './rules/helpers.js';
import type { RoleView } from './view.js';

function optionScore(issue: string, option: string, flags: string[], me: Nation): number {
  const o = issueCard(issue).options.find((x) => x.id === option)!;
  let score = 0;
  for (const h of o.happiness) if (h.power === me) score += h.delta;
  for (const u of o.unrest) score -= 0.3 * u.delta;
  let k = 0;
  for (const t of o.tokens) {
    const flag = t.flags.length === 0 ? null : t.flags.length === 1 ? t.flags[0] : flags[k++];
    if (flag === me) score += 1.5;
  }
  return score;
}

function best<T>(list: T[], score: (x: T) => number): T {
  let b = list[0] as T;
  let bs = score(b);
  for (const x of list.slice(1)) {
    const xs = score(x);
    if (xs > bs) {
      b = x;
      bs = xs;
    }
  }
  return b;
}

export function chooseAction(v: RoleView, role: string, legal: Action[], rng: HasRng): Action {
  const acts = legal.filter((a) => a.type !== 'propose_swap');
  if (acts.length === 0) return legal[0]!;
  const me = (v.pending?.nation ?? role) as Nation;
  const of = <T extends Action['type']>(t: T): Extract<Action, { type: T }>[] =>
    acts.filter((a) => a.type === t) as Extract<Action, { type: T }>[];
  if (of('decline_swap').length) return of('decline_swap')[0]!;
  const stars = (id: string) => issueCard(id).stars;
  const tableIssues = v.table.issues.filter((x) => x !== null);
  const leads = (id: string, n: Nation) => {
    const i = [...v.table.issues, ...v.waitingRoom.issues].find((x) => x?.id === id);
    if (!i) return false;
    const mine = i.cubes[n] ?? 0;
    return mine > 0 && Object.entries(i.cubes).every(([k, c]) => k === n || (c ?? 0) < mine);
  };

  if (v.pending?.kind === 'turn') {
    const settles = of('settle').filter((a) => leads(a.issue, me));
    if (settles.length) return best(settles, (a) => stars(a.issue));
    const usaSettles = of('usa_settle').filter((a) => leads(a.issue, 'usa') || !leads(a.issue, me));
    if (of('usa_place').length) return best(of('usa_place'), (a) => stars(a.issues[0]) + stars(a.issues[1]));
    if (usaSettles.length) return usaSettles[0]!;
    if (of('usa_recover').length) return of('usa_recover')[0]!;
    const places = of('place');
    const avail = v.nations[me]?.cubes.available ?? 0;
    if (places.length && avail >= 4) {
      // cheapest lead on the most valuable pair
      return best(places, (a) => 2 * (stars(a.issues[0]) + stars(a.issues[1])) - (a.cubes[0] + a.cubes[1]));
    }
    const recovers = of('recover');
    if (recovers.length) return best(recovers, (a) => a.cubes - a.withdraw.length);
    if (places.length) return best(places, (a) => -(a.cubes[0] + a.cubes[1]));
    if (tableIssues.length && of('settle').length) return best(of('settle'), (a) => stars(a.issue));
    const deploys = of('deploy').filter((a) => a.column === 8 && a.from === 'available');
    const hot = v.regions.filter((r) => r.unrest >= 5).map((r) => r.id);
    const d = deploys.find((a) => hot.includes(a.region));
    if (d && rng && pick(rng, [0, 1, 2]) === 0) return d;
    if (of('end_turn').length) return of('end_turn')[0]!;
    return pick(rng, acts);
  }
  if (of('choose_option').length)
    return best(of('choose_option'), (a) => optionScore(lastOptionIssue(v)!, a.option, a.flags, me));
  if (of('bid').length) {
    const cheap = of('bid').filter((b) => b.units === 0 && !b.regionUnit && b.cubes <= 3);
    return cheap.length ? best(cheap, (b) => -b.cubes) : of('pass')[0]!;
  }
  if (of('advance').length) {
    const noCube = of('advance').filter((a) => !a.cube);
    return best(
      noCube.length ? noCube : of('advance'),
      (a) => (a.issue && leads(a.issue, me) ? 10 : 0) + (a.issue ? stars(a.issue) : 0),
    );
  }
  if (of('refill').length)
    return of('refill').find((a) => a.pick === 'discard1') ?? of('refill').find((a) => a.pick === 'deck')!;
  if (of('keep').length) return best(of('keep'), (a) => stars(a.issue));
  if (of('declare_drm').length) return of('declare_drm').find((a) => a.modifier === -1)!;
  if (of('mutiny').length)
    return (
      of('mutiny').find((a) => a.from === 'available') ??
      of('mutiny').find((a) => a.from === 'exhausted') ??
      of('mutiny')[0]!
    );
  if (of('choose_strategy').length) return pick(rng, of('choose_strategy'));
  const decides = of('decide');
  if (decides.length) {
    const decline = decides.find((d) => d.choice === 'decline');
    if (decline && pick(rng, [0, 1]) === 0) return decline;
    // never name yourself when choosing a player to suffer
    const others = decides.filter((d) => d.choice !== me);
    return pick(rng, others.length ? others : decides);
  }
  return pick(rng, acts);
}

/** The Issue whose option is being chosen: the one on top of the pending decision in the view. */
function lastOptionIssue(v: RoleView): string | null {
  return v.optionIssue ?? null;
}
