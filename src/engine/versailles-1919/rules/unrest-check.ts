// Unrest checks and insurrections (4.10), and Issues becoming Unsettled (4.10 steps 3-6, 4.12).
import { die, type GameEvent } from '../../core/index.js';
import { DRM_COLUMNS, KEG_MAX, REGIONS, THRESHOLD } from '../data/board.js';
import type { Effect, Nation, Region, RegionRef } from '../data/types.js';
import type { Frame, FxCtx, VState } from '../state.js';
import { endingWith, issueCard, issueRegion, log, settledOf, unitsOf } from './helpers.js';
import { leftmostUnitOwner } from './tracks.js';
import { pushFx, randomRegion, removeFrame, tiedForMost } from './helpers.js';
import { startBid } from './bidding.js';
import { startStrategySelection } from './strategy.js';
import { soloSwitchCandidates } from './solo.js';

type CheckFrame = Extract<Frame, { k: 'check' }>;
type InsurrectionFrame = Extract<Frame, { k: 'insurrection' }>;
type UnsettleFrame = Extract<Frame, { k: 'unsettle' }>;

/** Nations whose unit in the region sits in a column that lets them modify the roll (2.3). */
function modifiers(s: VState, r: Region): Nation[] {
  const holders = s.armedNations.filter((n) =>
    unitsOf(s, n).some(
      (u) => u.at === 'deployed' && u.region === r && (DRM_COLUMNS as readonly number[]).includes(u.col),
    ),
  );
  // 8.#24: declared clockwise after the Active Player, the Active Player last.
  return endingWith(s, s.active, s.armedNations).filter((n) => holders.includes(n));
}

/** 4.10 step 1: which regions are checked. "highest" = every region tied for the right-most unrest. */
function checkedRegions(s: VState, ev: GameEvent[], ref: RegionRef, ctx: FxCtx): Region[] {
  if (ref === 'highest') {
    const top = Math.max(...REGIONS.map((r) => s.regions[r].unrest));
    return REGIONS.filter((r) => s.regions[r].unrest === top);
  }
  if (ref === 'settled') {
    const r = ctx.settled ? issueRegion(ctx.settled) : null;
    return r ? [r] : [];
  }
  if (ref === 'random') {
    const r = randomRegion(s, ev);
    return r ? [r] : [];
  }
  if (ref === 'any') throw new Error('check: any');
  return [ref];
}

export function startCheck(
  s: VState,
  ev: GameEvent[],
  ref: RegionRef,
  drm: number,
  ctx: FxCtx,
  ifNone: Effect[] | null,
  ifNoUnsettle: boolean,
): void {
  const all = checkedRegions(s, ev, ref, ctx);
  log(ev, 'unrest_check', { regions: all, drm });
  // Columns marked X make no roll (4.10).
  const regions = all.filter((r) => THRESHOLD[s.regions[r].unrest] !== null);
  s.stack.push({
    k: 'check',
    regions,
    drm,
    phase: 'declare',
    decls: [],
    declQueue: regions.flatMap((region) => modifiers(s, region).map((nation) => ({ region, nation }))),
    insurrections: [],
    unsettledBefore: s.unsettledCount,
    ifNone,
    ifNoUnsettle,
    ctx: { ...ctx, regions: all },
  });
}

export function stepCheck(s: VState, ev: GameEvent[], f: CheckFrame): void {
  switch (f.phase) {
    case 'declare': {
      const q = f.declQueue[0];
      if (!q) {
        f.phase = 'roll';
        return;
      }
      s.pending = { kind: 'declare_drm', nation: q.nation, choices: [q.region] };
      return;
    }
    case 'roll': {
      // All rolls of one check are made before any insurrection is resolved.
      for (const r of f.regions) {
        const d = die(s);
        const mods = f.decls.filter((x) => x.region === r).reduce((a, x) => a + x.mod, 0);
        const total = d + mods + f.drm;
        const threshold = THRESHOLD[s.regions[r].unrest]!;
        const hit = total >= threshold; // 8.#1: at least the number
        log(
          ev,
          'unrest_roll',
          { region: r, die: d, modifier: mods + f.drm, total, threshold, insurrection: hit },
          { irreversible: true },
        );
        if (hit) f.insurrections.push(r);
      }
      f.phase = 'resolve';
      return;
    }
    case 'resolve':
      f.phase = 'after';
      // top to bottom: push in reverse so Europe resolves first
      for (const r of f.insurrections) log(ev, 'insurrection', { region: r });
      for (const r of [...f.insurrections].reverse())
        s.stack.push({ k: 'insurrection', region: r, phase: 'victim', victim: null, tied: [] });
      return;
    case 'after': {
      removeFrame(s, f);
      if (f.insurrections.length === 0 && f.ifNone) pushFx(s, f.ifNone, f.ctx);
      if (f.ifNoUnsettle && s.unsettledCount === f.unsettledBefore) {
        pushFx(
          s,
          f.ctx.regions.map((region) => ({ do: 'unrest_by' as const, region, delta: 1 })),
          f.ctx,
        );
      }
      // 4.13: strategy cards are chosen once, after the first check that produced an insurrection (R12).
      if (f.insurrections.length > 0 && !s.firstInsurrection) {
        s.firstInsurrection = true;
        startStrategySelection(s, ev);
      }
      return;
    }
  }
}

export function declareDrm(_s: VState, ev: GameEvent[], f: CheckFrame, mod: number): void {
  const q = f.declQueue.shift()!;
  f.decls.push({ region: q.region, nation: q.nation, mod });
  log(ev, 'drm_declared', { nation: q.nation, region: q.region, modifier: mod });
}

/** 4.10 step 5: the keg advances (never past column 3) and unrest goes just right of it. */
function resetRegion(s: VState, ev: GameEvent[], r: Region): void {
  const reg = s.regions[r];
  reg.keg = Math.min(reg.keg + 1, KEG_MAX);
  reg.unrest = reg.keg + 1;
  log(ev, 'region_reset', { region: r, keg: reg.keg, unrest: reg.unrest });
}

function victimIssues(s: VState, victim: Nation, r: Region): string[] {
  const mine = settledOf(s, victim).filter((x) => issueRegion(x.id) === r);
  const top = Math.max(...mine.map((x) => issueCard(x.id).stars));
  return mine.filter((x) => issueCard(x.id).stars === top).map((x) => x.id);
}

export function stepInsurrection(s: VState, ev: GameEvent[], f: InsurrectionFrame): void {
  const r = f.region;
  if (f.phase === 'victim') {
    const tied = tiedForMost(s, r);
    if (tied.length === 0) {
      // R12: nobody controls an Issue here; the region still resets.
      removeFrame(s, f);
      resetRegion(s, ev, r);
      return;
    }
    if (tied.length === 1) {
      f.victim = tied[0]!;
      f.phase = 'issue';
      return;
    }
    const chooser = leftmostUnitOwner(s, r);
    if (chooser) {
      f.tied = tied;
      s.pending = { kind: 'choose_victim', nation: chooser, choices: tied };
      return;
    }
    // no unit in the region: the tied nations roll, re-rolling ties; the highest roll loses an Issue
    let pool = tied;
    while (pool.length > 1) {
      const rolls = pool.map((n) => ({ n, d: die(s) }));
      for (const x of rolls) log(ev, 'victim_roll', { nation: x.n, die: x.d }, { irreversible: true });
      const hi = Math.max(...rolls.map((x) => x.d));
      pool = rolls.filter((x) => x.d === hi).map((x) => x.n);
    }
    f.victim = pool[0]!;
    f.phase = 'issue';
    return;
  }
  if (f.phase === 'issue') {
    const ids = victimIssues(s, f.victim!, r);
    if (ids.length > 1) {
      s.pending = { kind: 'victim_issue', nation: f.victim!, choices: ids };
      return;
    }
    startUnsettle(s, ev, f, ids[0]!);
  }
}

export function chooseVictim(_s: VState, ev: GameEvent[], f: InsurrectionFrame, victim: Nation): void {
  f.victim = victim;
  f.phase = 'issue';
  log(ev, 'victim_chosen', { victim });
}

export function startUnsettle(s: VState, _ev: GameEvent[], f: InsurrectionFrame, issue: string): void {
  removeFrame(s, f);
  s.stack.push({
    k: 'unsettle',
    issue,
    formerController: f.victim!,
    region: f.region,
    reset: f.region,
    phase: 'switch',
    winner: null,
  });
}

export function stepUnsettle(s: VState, ev: GameEvent[], f: UnsettleFrame): void {
  switch (f.phase) {
    case 'switch': {
      // 6.2 "Changing faction": the weakest faction is found while the Issue still counts, as in the solo
      // example (US 9, France 9, UK 8 with France's Issue at stake: the human goes from the USA to the UK).
      const c = s.solo ? soloSwitchCandidates(s) : [];
      // Q9: the old option is void: its tokens go; its unrest and happiness effects stay.
      const i = s.settled.findIndex((x) => x.id === f.issue);
      if (i >= 0) s.settled.splice(i, 1);
      s.unsettledCount++;
      log(ev, 'unsettled', { issue: f.issue, from: f.formerController });
      f.phase = 'bid';
      if (s.solo) {
        // 6.2: the human switches at once to the weakest faction (human's choice on ties).
        if (c.length > 1) {
          s.pending = { kind: 'switch_faction', nation: s.solo.human, choices: c };
          return;
        }
        if (c[0] !== s.solo.human) log(ev, 'solo_switch', { from: s.solo.human, to: c[0]! });
        s.solo.human = c[0]!;
      }
      return;
    }
    case 'bid':
      f.phase = 'after';
      startBid(s, ev, f);
      return;
    case 'after': {
      removeFrame(s, f);
      if (f.reset) resetRegion(s, ev, f.reset);
      if (f.winner) {
        // 4.10 step 6: the winner picks any option, the old one included; its effects apply again.
        s.stack.push({ k: 'option', issue: f.issue, chooser: f.winner, settler: null });
      } else {
        s.issueDiscard.unshift(f.issue);
        log(ev, 'unsettled_discarded', { issue: f.issue });
      }
      return;
    }
  }
}
