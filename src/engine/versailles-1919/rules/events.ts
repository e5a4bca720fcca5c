// The event-text interpreter (2.9, 4.12): runs the effects of a crisis or conference half, or the
// happiness and unrest icons of an Issue option, one effect per step so that a mutiny or a check
// pushed by one effect resolves before the next effect starts (8.#38).
import type { GameEvent } from '../../core/index.js';
import { REGIONS } from '../data/board.js';
import type { Effect, Nation, Region, RegionRef } from '../data/types.js';
import type { Frame, FxCtx, VState } from '../state.js';
import {
  RUSH,
  clockwiseFrom,
  deployedCount,
  endingWith,
  eventPlayers,
  happinessOf,
  isArmed,
  issueCard,
  issueRegion,
  log,
  pool,
  pushFx,
  randomRegion,
  removeFrame,
  settledOf,
  tokensInPlay,
  unitSources,
  unitsOf,
} from './helpers.js';
import { legalDeploys, legalDemobilizations } from './military.js';
import { changeHappiness, addKeg, moveUnrest, removeKeg } from './tracks.js';
import { startCheck } from './unrest-check.js';

type FxFrame = Extract<Frame, { k: 'fx' }>;
type EachFrame = Extract<Frame, { k: 'each' }>;

function resolveRegion(s: VState, ev: GameEvent[], ref: RegionRef, ctx: FxCtx): Region | null {
  if (ref === 'random') return randomRegion(s, ev);
  if (ref === 'settled') return ctx.settled ? issueRegion(ctx.settled) : null; // 8.#14: League/Reparations have none
  if (ref === 'highest' || ref === 'any') throw new Error(`resolveRegion: ${ref} needs a choice`);
  return ref;
}

function who(ctx: FxCtx, w: 'you' | 'target' | 'controller'): Nation | null {
  return w === 'you' ? ctx.you : w === 'target' ? (ctx.target ?? ctx.you) : ctx.controller;
}

function countTokens(s: VState, kind: string): number {
  return tokensInPlay(s).filter((t) => t.kind === kind).length;
}

/** 8.#23 / 8.#36: a branch that pays cubes or demobilizes is open only when fully payable. */
function canAfford(s: VState, effects: readonly Effect[], ctx: FxCtx): boolean {
  for (const e of effects) {
    if (e.do === 'pay' && pool(s, ctx.you).available < e.amount) return false;
    if (e.do === 'exhaust' && (e.who === 'you' || e.who === 'target')) {
      const n = who(ctx, e.who);
      if (!n || pool(s, n).available < e.amount) return false;
    }
    if (e.do === 'demobilize_action') {
      const n = ctx.target ?? ctx.you;
      if (!isArmed(s, n) || legalDemobilizations(s, n).length === 0) return false;
    }
  }
  return true;
}

function exhaust(s: VState, ev: GameEvent[], n: Nation, amount: number): void {
  const p = pool(s, n);
  const k = Math.min(amount, p.available);
  p.available -= k;
  p.exhausted += k;
  log(ev, 'exhausted', { nation: n, cubes: k });
}
function recoverCubes(s: VState, ev: GameEvent[], n: Nation, amount: number): void {
  const p = pool(s, n);
  const k = Math.min(amount, p.exhausted);
  p.available += k;
  p.exhausted -= k;
  log(ev, 'recovered', { nation: n, cubes: k });
}

/** Settled, unsettle-able Issues of the given categories (Rush never). */
function unsettleTargets(s: VState, categories: readonly string[]): string[] {
  return s.settled.filter((x) => x.id !== RUSH && categories.includes(issueCard(x.id).category)).map((x) => x.id);
}

export function stepFx(s: VState, ev: GameEvent[], f: FxFrame): void {
  if (f.i >= f.list.length) {
    removeFrame(s, f);
    return;
  }
  const e = f.list[f.i]!;
  const ctx = f.ctx;
  const next = () => {
    f.i++;
    f.answer = null;
  };
  const ask = (kind: NonNullable<VState['pending']>['kind'], nation: Nation, choices: string[]) => {
    s.pending = { kind, nation, choices };
  };
  switch (e.do) {
    case 'happiness_of':
      next();
      changeHappiness(s, ev, e.power, e.delta);
      return;
    case 'unrest_by':
      next();
      moveUnrest(s, ev, e.region, e.delta);
      return;
    case 'check': {
      if (e.drmPerToken) {
        const k = countTokens(s, e.drmPerToken);
        if (k > 0 && f.answer === null) return ask('sign', ctx.you, ['+', '-']);
        const drm = f.answer === '-' ? -k : k;
        next();
        startCheck(s, ev, e.region, drm, ctx, e.ifNone ?? null, !!e.ifNoUnsettle);
        return;
      }
      next();
      startCheck(s, ev, e.region, e.drm ?? 0, ctx, e.ifNone ?? null, !!e.ifNoUnsettle);
      return;
    }
    case 'unrest': {
      next();
      const r = resolveRegion(s, ev, e.region, ctx);
      if (!r) return;
      const delta = e.perToken ? e.delta * countTokens(s, e.perToken) : e.delta;
      moveUnrest(s, ev, r, delta);
      return;
    }
    case 'unrest_repeat_last':
      next();
      for (const r of s.lastUnrestRegions) moveUnrest(s, ev, r, 1);
      return;
    case 'keg': {
      if (e.region === 'any') {
        const choices = REGIONS.filter((r) => (e.delta < 0 ? s.regions[r].keg > 0 : s.regions[r].keg < 3));
        if (choices.length === 0) return next();
        if (f.answer === null) return ask('choose_region', ctx.you, choices);
        const r = f.answer as Region;
        next();
        if (e.delta > 0) addKeg(s, ev, r);
        else removeKeg(s, ev, r);
        return;
      }
      next();
      const r = resolveRegion(s, ev, e.region, ctx);
      if (!r) return;
      if (e.delta > 0) addKeg(s, ev, r);
      else removeKeg(s, ev, r);
      return;
    }
    case 'happiness': {
      next();
      const n = who(ctx, e.who);
      if (n) changeHappiness(s, ev, n, e.delta);
      return;
    }
    case 'happiness_per_unit':
      next();
      for (const n of s.armedNations) {
        const k = deployedCount(s, n);
        if (k > 0) changeHappiness(s, ev, n, e.delta * k);
      }
      return;
    case 'exhaust': {
      next();
      let targets: Nation[];
      if (e.who === 'lowest_happiness') {
        // 8.#27: the shared USA has no happiness and is left out.
        const hs = eventPlayers(s).filter((n) => happinessOf(s, n) !== null);
        const low = Math.min(...hs.map((n) => happinessOf(s, n)!));
        targets = hs.filter((n) => happinessOf(s, n) === low);
      } else if (e.who === 'most_issues') {
        const counts = eventPlayers(s).map((n) => settledOf(s, n).length);
        const top = Math.max(...counts);
        targets = top === 0 ? [] : eventPlayers(s).filter((_, i) => counts[i] === top);
      } else targets = [who(ctx, e.who)!];
      for (const n of targets) exhaust(s, ev, n, e.amount);
      return;
    }
    case 'recover': {
      next();
      const n = who(ctx, e.who)!;
      recoverCubes(s, ev, n, e.perToken ? e.amount * countTokens(s, e.perToken) : e.amount);
      return;
    }
    case 'pay':
      next();
      exhaust(s, ev, ctx.you, e.amount);
      return;
    case 'all_deployed_to_exhausted':
      next();
      for (const n of s.armedNations) {
        const us = unitsOf(s, n);
        for (let i = 0; i < us.length; i++) if (us[i]!.at === 'deployed') us[i] = { at: 'exhausted' };
      }
      log(ev, 'all_deployed_exhausted', {});
      return;
    case 'one_deployed_to_exhausted': {
      const n = ctx.target ?? ctx.you;
      const regs = isArmed(s, n) ? unitSources(s, n, ['deployed']) : [];
      if (regs.length === 0) return next();
      if (regs.length > 1 && f.answer === null) return ask('choose_unit', n, regs);
      const r = (f.answer ?? regs[0]!) as Region;
      next();
      const us = unitsOf(s, n);
      const i = us.findIndex((u) => u.at === 'deployed' && u.region === r);
      us[i] = { at: 'exhausted' };
      log(ev, 'unit_exhausted', { nation: n, region: r });
      return;
    }
    case 'may_unit_to_available': {
      const n = ctx.target ?? ctx.you;
      const srcs = isArmed(s, n) ? unitSources(s, n, ['deployed', 'exhausted']) : [];
      if (srcs.length === 0) return next();
      if (f.answer === null) return ask('choose_unit', n, ['none', ...srcs]);
      const a = f.answer;
      next();
      if (a === 'none') return;
      const us = unitsOf(s, n);
      const i = us.findIndex((u) => (a === 'exhausted' ? u.at === 'exhausted' : u.at === 'deployed' && u.region === a));
      us[i] = { at: 'available' };
      log(ev, 'unit_returned', { nation: n, from: a });
      return;
    }
    case 'deploy_action': {
      const n = ctx.you;
      if (!isArmed(s, n) || legalDeploys(s, n).length === 0) return next();
      // the event_deploy handler performs the deploy and advances the frame
      return ask('event_deploy', n, []);
    }
    case 'demobilize_action': {
      const n = ctx.target ?? ctx.you;
      if (!isArmed(s, n) || legalDemobilizations(s, n).length === 0) return next();
      return ask('event_demobilize', n, []);
    }
    case 'unsettle': {
      const ids = unsettleTargets(s, e.categories);
      if (ids.length === 0) return next();
      if (f.answer === null) return ask('choose_issue', ctx.you, ids);
      const id = f.answer;
      next();
      const sett = s.settled.find((x) => x.id === id)!;
      s.stack.push({
        k: 'unsettle',
        issue: id,
        formerController: sett.controller,
        region: issueRegion(id),
        reset: null,
        phase: 'switch',
        winner: null,
      });
      return;
    }
    case 'clear_waiting_issue': {
      const ids = s.waiting.filter((x) => x).map((x) => x!.id);
      if (ids.length === 0) return next();
      if (f.answer === null) return ask('choose_issue', ctx.you, ids);
      const w = s.waiting.find((x) => x?.id === f.answer)!;
      next();
      for (const [n, c] of Object.entries(w.cubes) as [Nation, number][]) pool(s, n).available += c;
      w.cubes = {};
      log(ev, 'waiting_issue_cleared', { issue: w.id });
      return;
    }
    case 'choose_player': {
      if (f.answer === null) return ask('choose_player', ctx.you, eventPlayers(s));
      ctx.target = f.answer as Nation;
      next();
      log(ev, 'player_chosen', { nation: ctx.you, target: ctx.target });
      return;
    }
    case 'choose_two_regions': {
      if (f.answer === null) {
        const pairs: string[] = [];
        for (let i = 0; i < REGIONS.length; i++)
          for (let j = i + 1; j < REGIONS.length; j++) pairs.push(`${REGIONS[i]}+${REGIONS[j]}`);
        return ask('choose_regions', ctx.you, pairs);
      }
      ctx.regions = f.answer.split('+') as Region[];
      next();
      return;
    }
    case 'unrest_chosen_regions':
      next();
      for (const r of ctx.regions) moveUnrest(s, ev, r, e.delta);
      return;
    case 'either': {
      const chooser = e.chooser === 'you' ? ctx.you : (ctx.target ?? ctx.you);
      const open = e.branches
        .map((b, i) => (canAfford(s, b, ctx) ? String(i) : null))
        .filter((x): x is string => x !== null);
      if (open.length === 0) return next();
      if (open.length > 1 && f.answer === null) return ask('either', chooser, open);
      const b = Number(f.answer ?? open[0]);
      next();
      pushFx(s, e.branches[b]!, ctx);
      return;
    }
    case 'optional': {
      if (!canAfford(s, e.effects, ctx)) {
        next();
        log(ev, 'optional_unaffordable', { nation: ctx.you });
        return;
      }
      // 6.2: in the solo game optional conference texts must be carried out.
      if (f.answer === null && !(s.solo && ctx.source === 'conference'))
        return ask('optional', ctx.you, ['accept', 'decline']);
      const accept = f.answer !== 'decline';
      next();
      log(ev, accept ? 'optional_accepted' : 'optional_declined', { nation: ctx.you });
      if (accept) pushFx(s, e.effects, ctx);
      return;
    }
    case 'each': {
      next();
      const players = eventPlayers(s);
      const order =
        e.order === 'ending_with_you' ? endingWith(s, ctx.you, players) : clockwiseFrom(s, ctx.you, players);
      s.stack.push({ k: 'each', order, i: 0, effects: e.effects, ctx: { ...ctx } });
      return;
    }
    case 'if_no_token_in_region': {
      next();
      const any = s.settled.some((x) => issueRegion(x.id) === e.region && x.tokens.some((t) => t.kind === e.token));
      if (!any) pushFx(s, e.effects, ctx);
      return;
    }
  }
}

export function stepEach(s: VState, _ev: GameEvent[], f: EachFrame): void {
  if (f.i >= f.order.length) {
    removeFrame(s, f);
    return;
  }
  const target = f.order[f.i]!;
  f.i++;
  pushFx(s, f.effects, { ...f.ctx, target });
}
