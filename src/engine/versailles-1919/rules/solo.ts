// The solo game (6.2): the human holds one faction at a time; the other two follow the bot rules.
// Every bot decision is an engine procedure: when the rules leave one choice it is taken at once
// (logged); when they leave several, the human picks among those ("in doubt, you choose"); dice
// break the ties the rules give to a die roll, and every roll is logged.
import { die, type GameEvent } from '../../core/index.js';
import { REGIONS, maxUnits } from '../data/board.js';
import type { Nation, Power, Region, TokenKind } from '../data/types.js';
import type { Action } from '../actions.js';
import type { Bid, Frame, PlacedToken, VState } from '../state.js';
import {
  deployedIn,
  issueCard,
  issueRegion,
  log,
  ownedUnits,
  pool,
  settledOf,
  strictLeader,
  tokensInPlay,
  unitsOf,
} from './helpers.js';
import { legalOptions, minimalPlacements, settleableIssues } from './political.js';
import { tiedForMost } from './helpers.js';

/** Faction icons (6.2): each token of these scores 1 for the faction wherever it lies. */
const FACTION_ICONS: Record<'britain' | 'france' | 'usa', { kind: TokenKind; flag: Power | null }[]> = {
  france: [
    { kind: 'german_containment', flag: null },
    { kind: 'german_reparations', flag: null },
    { kind: 'empire', flag: 'france' },
  ],
  britain: [
    { kind: 'naval', flag: 'britain' },
    { kind: 'bolshevik_containment', flag: null },
    { kind: 'empire', flag: 'britain' },
  ],
  usa: [
    { kind: 'self_determination', flag: null },
    { kind: 'industrial_growth', flag: null },
    { kind: 'naval', flag: 'usa' },
  ],
};

function isFactionIcon(n: Nation, t: PlacedToken): boolean {
  const icons = FACTION_ICONS[n as 'britain' | 'france' | 'usa'] ?? [];
  return icons.some((i) => i.kind === t.kind && (i.flag === null || i.flag === t.flag));
}

/** Faction Strength: stars controlled + 1 per own icon token anywhere. */
export function factionStrength(s: VState, n: Nation): number {
  const stars = settledOf(s, n).reduce((a, x) => a + issueCard(x.id).stars, 0);
  return stars + tokensInPlay(s).filter((t) => isFactionIcon(n, t)).length;
}

function optionValue(n: Nation, issueId: string, option: string, flags: Power[]): number {
  const o = issueCard(issueId).options.find((x) => x.id === option)!;
  let k = 0;
  const tokens = o.tokens.map((t) => ({
    kind: t.kind,
    flag: t.flags.length === 0 ? null : t.flags.length === 1 ? t.flags[0]! : flags[k++]!,
  }));
  return issueCard(issueId).stars + tokens.filter((t) => isFactionIcon(n, t)).length;
}

/** Potential Issue Value: stars + own icons of the faction's best option (8.#42: stars if none). */
export function potentialValue(n: Nation, issueId: string): number {
  const opts = legalOptions(issueId);
  if (opts.length === 0) return issueCard(issueId).stars;
  return Math.max(...opts.map((o) => optionValue(n, issueId, o.option, o.flags)));
}

export function soloSwitchCandidates(s: VState): Nation[] {
  const st = s.armedNations.map((n) => factionStrength(s, n));
  const low = Math.min(...st);
  return s.armedNations.filter((_, i) => st[i] === low);
}

function isBot(s: VState, n: Nation): boolean {
  return s.solo !== null && n !== s.solo.human;
}
function otherBot(s: VState, n: Nation): Nation | null {
  return s.armedNations.find((m) => m !== n && isBot(s, m)) ?? null;
}

// ---- bot military action ------------------------------------------------------------------------

function wouldBeVictim(s: VState, n: Nation, r: Region): boolean {
  return tiedForMost(s, r).includes(n); // 8.#31: ties count as victim
}

/** Bot military rule 1-3 (6.2). Dice for region ties are rolled here and logged. */
export function botMilitary(s: VState, ev: GameEvent[], n: Nation): Action | null {
  const h = s.happiness[n] ?? 0;
  const owned = ownedUnits(s, n);
  const units = unitsOf(s, n);
  const slotFree = (r: Region, col: number) =>
    !s.armedNations.some((m) => unitsOf(s, m).some((u) => u.at === 'deployed' && u.region === r && u.col === col));
  const qualifies = (r: Region) => s.regions[r].unrest >= 4 && wouldBeVictim(s, n, r) && !deployedIn(s, n, r);
  const regions = REGIONS.filter(qualifies)
    .map((r) => {
      const col = slotFree(r, 7) && owned <= maxUnits(h - 1) ? 7 : slotFree(r, 8) ? 8 : 0;
      return { r, col };
    })
    .filter((x) => x.col > 0);
  // 8.#30: an Available unit first, else one deployed in a region that does not itself qualify
  const from = units.some((u) => u.at === 'available')
    ? 'available'
    : ((units.find((u) => u.at === 'deployed' && !qualifies(u.region)) as { region: Region } | undefined)?.region ??
      null);
  if (regions.length > 0 && from) {
    let pool = regions;
    if (pool.length > 1) {
      // 8.#28: most Issues there, then the highest-star Issue there, then a die per region
      const count = (r: Region) => settledOf(s, n).filter((x) => issueRegion(x.id) === r).length;
      const best = (r: Region) =>
        Math.max(
          0,
          ...settledOf(s, n)
            .filter((x) => issueRegion(x.id) === r)
            .map((x) => issueCard(x.id).stars),
        );
      const mc = Math.max(...pool.map((x) => count(x.r)));
      pool = pool.filter((x) => count(x.r) === mc);
      const mb = Math.max(...pool.map((x) => best(x.r)));
      pool = pool.filter((x) => best(x.r) === mb);
      while (pool.length > 1) {
        const rolls = pool.map((x) => ({ x, d: die(s) }));
        for (const q of rolls)
          log(ev, 'solo_region_roll', { nation: n, region: q.x.r, die: q.d }, { irreversible: true });
        const hi = Math.max(...rolls.map((q) => q.d));
        pool = rolls.filter((q) => q.d === hi).map((q) => q.x);
      }
    }
    const pick = pool[0]!;
    return { type: 'deploy', from, region: pick.r, column: pick.col };
  }
  // rule 2: one or two happiness above a forced demobilization, and a box worth 2 or more is free
  const nearMutiny = [1, 2].some((d) => owned > maxUnits(h - d)) && owned <= maxUnits(h);
  const box = s.demob.boxes.find((b) => b.nation === null);
  if (nearMutiny && box && box.value >= 2 && owned > 0) {
    const src = units.find((u) => u.at === 'available')
      ? 'available'
      : units.find((u) => u.at === 'exhausted')
        ? 'exhausted'
        : (units.find((u) => u.at === 'deployed') as { region: Region }).region;
    return { type: 'demobilize', from: src };
  }
  return null;
}

// ---- bot political action -------------------------------------------------------------------------

/** Bot political rules 1-4 (6.2); an empty list means the bot takes no political action. */
export function botPolitical(s: VState, n: Nation): Action[] {
  const table = settleableIssues(s);
  const leads = table.filter((i) => strictLeader(i) === n);
  if (leads.length > 0) {
    const pv = Math.max(...leads.map((i) => potentialValue(n, i.id)));
    return leads.filter((i) => potentialValue(n, i.id) === pv).map((i) => ({ type: 'settle', issue: i.id }));
  }
  const places = minimalPlacements(s, n);
  if (places.length > 0) return places.map((p) => ({ type: 'place', issues: p.issues, cubes: p.cubes }));
  const cubes = Math.min(6, pool(s, n).exhausted);
  if (cubes > 0 || unitsOf(s, n).some((u) => u.at === 'exhausted')) return [{ type: 'recover', cubes, withdraw: [] }]; // 8.#29
  const other = otherBot(s, n);
  const theirs = table.filter((i) => other && strictLeader(i) === other);
  return theirs.map((i) => ({ type: 'settle', issue: i.id }));
}

/** The Issue a bot settles picks the option of highest potential value, then least own unhappiness. */
export function botOptions(_s: VState, n: Nation, issueId: string): Action[] {
  const all = legalOptions(issueId);
  const val = (o: { option: string; flags: Power[] }) => optionValue(n, issueId, o.option, o.flags);
  const loss = (o: { option: string }) =>
    -issueCard(issueId)
      .options.find((x) => x.id === o.option)!
      .happiness.filter((h) => h.power === n)
      .reduce((a, h) => a + h.delta, 0);
  const top = Math.max(...all.map(val));
  let c = all.filter((o) => val(o) === top);
  const least = Math.min(...c.map(loss));
  c = c.filter((o) => loss(o) === least);
  return c.map((o) => ({
    type: 'choose_option',
    option: o.option,
    flags: o.flags as ('britain' | 'usa' | 'france' | 'italy')[],
  }));
}

/** Settle step 3 for a bot: an Issue it leads, else one without cubes, else any; the human picks the Event. */
export function botAdvances(s: VState, n: Nation): Action[] {
  const ws = s.waiting.filter((x) => x !== null);
  const lead = ws.filter((i) => strictLeader(i) === n);
  const empty = ws.filter((i) => Object.keys(i.cubes).length === 0);
  const issues = (lead.length ? lead : empty.length ? empty : ws).map((i) => i.id);
  const events = s.waitingEvents.filter((x) => x).map((x) => x!.id);
  const out: Action[] = [];
  for (const issue of issues.length ? issues : [null])
    for (const event of events.length ? events : [null]) out.push({ type: 'advance', issue, event, cube: false });
  return out;
}

/** Bot die modifier: -1 when it would be the victim of an insurrection there, else +1. */
export function botDrm(s: VState, n: Nation, r: Region): -1 | 1 {
  return wouldBeVictim(s, n, r) ? -1 : 1;
}

/** 6.2 bot bids, computed before the human decides. Stored on the frame, none of them high yet. */
export function soloBotBids(s: VState, ev: GameEvent[], f: Extract<Frame, { k: 'bid' }>): void {
  const bots = s.armedNations.filter((n) => isBot(s, n));
  const bids: [Nation, Bid][] = [];
  for (const n of bots) {
    const owned = ownedUnits(s, n);
    const want = f.noMilitary ? 0 : owned >= 3 ? 2 : owned >= 1 ? 1 : 0;
    const regionUnit = want > 0 && f.region !== null && deployedIn(s, n, f.region) !== null;
    const avail = unitsOf(s, n).filter((u) => u.at === 'available').length;
    const units = Math.min(avail, want - (regionUnit ? 1 : 0));
    const cubes = Math.min(potentialValue(n, f.issue), pool(s, n).available);
    if (units + (regionUnit ? 1 : 0) + cubes > 0) bids.push([n, { units, regionUnit, cubes }]); // 8.#32
  }
  if (bids.length === 2) {
    const [a, b] = bids;
    const same = a![1].units === b![1].units && a![1].regionUnit === b![1].regionUnit && a![1].cubes === b![1].cubes;
    if (same) {
      const pa = pool(s, a![0]).available;
      const pb = pool(s, b![0]).available;
      const richer = pa > pb ? a! : pb > pa ? b! : null;
      if (richer && pool(s, richer[0]).available > richer[1].cubes) richer[1].cubes += 1;
    }
  }
  for (const [n, b] of bids) {
    f.bids[n] = b;
    log(ev, 'bid', {
      nation: n,
      units: b.units,
      regionUnit: b.regionUnit,
      cubes: b.cubes,
      strength: b.units + (b.regionUnit ? 2 : 0),
    });
  }
}

/** 6.2: start of the human faction's turn: 1 VP when every faction holds an Issue and it is strictly strongest. */
export function soloTurnStart(s: VState, ev: GameEvent[]): void {
  if (!s.solo || s.active !== s.solo.human) return;
  const n = s.solo.human;
  if (!s.armedNations.every((m) => settledOf(s, m).length > 0)) return;
  const mine = factionStrength(s, n);
  if (s.armedNations.every((m) => m === n || factionStrength(s, m) < mine)) {
    s.solo.vp += 1;
    log(ev, 'solo_vp', { nation: n, vp: s.solo.vp, strength: mine });
  }
}

/** Human faction exception: leading both Table Issues, it must settle one of them. */
export function humanMustSettle(s: VState): string[] {
  if (!s.solo) return [];
  const t = s.table.filter((x) => x !== null);
  if (t.length === 2 && t.every((i) => strictLeader(i) === s.solo!.human)) return t.map((i) => i.id);
  return [];
}

export function isSoloBot(s: VState, n: Nation): boolean {
  return isBot(s, n);
}
