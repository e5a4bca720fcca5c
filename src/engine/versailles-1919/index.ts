// Versailles 1919 (GMT Games, 2020) as a pure GameModule. Rules in rules/ (sequence.ts first),
// card and board data with provenance in data/, who acts, what is legal and applying it in conductor.ts, redaction in view.ts.
//
// Roles: 'britain', 'france', 'usa', 'italy' (the delegations, lower-case); 2 players: 'britain' and
// 'france' (the shared USA is run by the Active Player); 3 players: + 'usa'; 4 players: + 'italy';
// solo: one role 'solo', the human, who plays whichever faction the rules hand it.
import { z } from 'zod';
import { defineGame, type GameResult, type Message } from '../core/index.js';
import { Action } from './actions.js';
import { CUBES, HAPPINESS_MAX, KEG_MAX, UNITS, UNREST_MAX } from './data/board.js';
import { EVENTS, ISSUES } from './data/index.js';
import { activeRoles, explainRefusal, isLegal, legalActions, step } from './conductor.js';
import { locales } from './locales.js';
import { SLUG, isRegion, pool, unitsOf } from './rules/helpers.js';
import { leftmostUnitCol } from './rules/tracks.js';
import { nationsInPlay, run, setup } from './rules/sequence.js';
import { finalScores, winners } from './rules/scoring.js';
import { SCHEMA, type Frame, type VState } from './state.js';
import { view, type RoleView } from './view.js';
import { versaillesBot } from './bot.js';

export const VersaillesOptions = z.object({
  /** 1 = solo, 2 = France and Britain with the shared USA, 3, 4 */
  players: z.number().int().min(1).max(4).default(3),
  /** 3.1: Issues under Rush to the Finish: standard 20, intense 15, long 10 (+2 happiness), very long shuffle-5 (+4) */
  deck: z.enum(['standard', 'intense', 'long', 'very_long']).default('standard'),
  /** 6.2: VP the solo player needs to win */
  soloTarget: z.number().int().min(1).max(100).default(20),
});
export type VersaillesOptions = z.infer<typeof VersaillesOptions>;
export { Action as VersaillesAction } from './actions.js';
export type { VState as VersaillesState } from './state.js';
export type { ObserverView as VersaillesView } from './view.js';

function checkInvariants(s: VState): void {
  const fail = (m: string) => {
    throw new Error(`versailles-1919 invariant (v${s.version}): ${m}`);
  };
  // 15 cubes per nation, all accounted for
  for (const n of s.cubeNations) {
    const p = pool(s, n);
    if (p.available < 0 || p.exhausted < 0) fail(`${n} negative pool`);
    const onIssues = [...s.table, ...s.waiting].reduce((a, i) => a + (i?.cubes[n] ?? 0), 0);
    const onEvents = [s.tableEvent, ...s.waitingEvents].filter((e) => e?.cube === n).length;
    if (p.available + p.exhausted + onIssues + onEvents !== CUBES)
      fail(`${n} cubes ${p.available}+${p.exhausted}+${onIssues}+${onEvents}`);
  }
  for (const i of [...s.table, ...s.waiting])
    if (i) for (const v of Object.values(i.cubes)) if (!v || v < 0) fail(`bad cube count on ${i.id}`);
  // 3 units per nation; slots unique; one unit per nation per region
  const slots = new Set<string>();
  for (const n of s.armedNations) {
    const us = unitsOf(s, n);
    if (us.length !== UNITS) fail(`${n} has ${us.length} units`);
    const regions = new Set<string>();
    for (const u of us) {
      if (u.at === 'deployed') {
        if (u.col < 5 || u.col > 8) fail(`${n} unit in column ${u.col}`);
        if (regions.has(u.region)) fail(`${n} two units in ${u.region}`);
        regions.add(u.region);
        const k = `${u.region}/${u.col}`;
        if (slots.has(k)) fail(`slot ${k} doubly occupied`);
        slots.add(k);
      }
    }
    const demobbed = us.filter((u) => u.at === 'demobilized').length;
    const onTrack = s.demob.boxes.filter((b) => b.nation === n).length + s.demob.one.filter((x) => x === n).length;
    if (demobbed !== onTrack) fail(`${n} demobilized ${demobbed} but track holds ${onTrack}`);
  }
  // happiness 0-30
  for (const [p, h] of Object.entries(s.happiness))
    if (h === undefined || h < 0 || h > HAPPINESS_MAX || !Number.isInteger(h)) fail(`${p} happiness ${h}`);
  // markers within their columns: keg 0-3, unrest 1-8, keg < unrest < left-most unit
  for (const [r, reg] of Object.entries(s.regions)) {
    if (!isRegion(r)) fail(`bad region ${r}`);
    if (reg.keg < 0 || reg.keg > KEG_MAX) fail(`${r} keg ${reg.keg}`);
    if (reg.unrest < 1 || reg.unrest > UNREST_MAX) fail(`${r} unrest ${reg.unrest}`);
    if (reg.unrest <= reg.keg) fail(`${r} unrest ${reg.unrest} not right of keg ${reg.keg}`);
    if (reg.unrest >= leftmostUnitCol(s, r as never)) fail(`${r} unrest ${reg.unrest} not left of units`);
  }
  // every card somewhere, once
  const physical = [
    ...s.issueDeck,
    ...s.issueDiscard,
    ...s.table.flatMap((x) => (x ? [x.id] : [])),
    ...s.waiting.flatMap((x) => (x ? [x.id] : [])),
    ...s.settled.map((x) => x.id),
    ...s.stack.flatMap((f: Frame) => (f.k === 'settle' ? f.drawn : [])),
  ];
  if (new Set(physical).size !== physical.length) fail('an Issue is in two places');
  const limbo = new Set(
    s.stack
      .flatMap((f: Frame) => (f.k === 'option' || f.k === 'unsettle' ? [f.issue] : f.k === 'settle' ? [f.issue] : []))
      .filter((id) => !physical.includes(id)),
  );
  if (physical.length + limbo.size !== ISSUES.length) fail(`Issues accounted ${physical.length}+${limbo.size}`);
  const evs = [
    ...s.eventDeck,
    ...s.eventDiscard,
    ...(s.tableEvent ? [s.tableEvent.id] : []),
    ...s.waitingEvents.flatMap((x) => (x ? [x.id] : [])),
  ];
  if (new Set(evs).size !== evs.length || evs.length !== EVENTS.length) fail(`Events accounted ${evs.length}`);
}

function describe(a: Action): Message {
  const k = (name: string, params: Message['params'] = {}) => ({ key: `${SLUG}.action.${name}`, params });
  switch (a.type) {
    case 'place':
      return k('place', { issue1: a.issues[0], cubes1: a.cubes[0], issue2: a.issues[1], cubes2: a.cubes[1] });
    case 'recover':
      return k('recover', { cubes: a.cubes, withdraw: a.withdraw });
    case 'settle':
      return k('settle', { issue: a.issue });
    case 'deploy':
      return k('deploy', { from: a.from, region: a.region, column: a.column });
    case 'demobilize':
      return k('demobilize', { from: a.from });
    case 'usa_place':
      return k('usa_place', { issue1: a.issues[0], issue2: a.issues[1] });
    case 'usa_settle':
      return k('usa_settle', { issue: a.issue });
    case 'choose_option':
      return k('choose_option', { option: a.option, flags: a.flags });
    case 'decide':
      return k('decide', { choice: a.choice });
    case 'advance':
      return k(a.cube ? 'advance_cube' : 'advance', { issue: a.issue, event: a.event });
    case 'refill':
      return k('refill', { pick: a.pick });
    case 'keep':
      return k('keep', { issue: a.issue });
    case 'declare_drm':
      return k('declare_drm', { modifier: a.modifier });
    case 'choose_victim':
      return k('choose_victim', { nation: a.nation });
    case 'bid':
      return k('bid', {
        units: a.units + (a.regionUnit ? 1 : 0),
        cubes: a.cubes,
        strength: a.units + (a.regionUnit ? 2 : 0),
      });
    case 'choose_strategy':
      return k('choose_strategy', { card: a.card });
    case 'mutiny':
      return k('mutiny', { from: a.from });
    case 'propose_swap':
      return k('propose_swap', { partner: a.partner, cubes: a.cubes, give: a.give });
    default:
      return k(a.type);
  }
}

export const versailles1919 = defineGame<VState, Action, VersaillesOptions, RoleView>({
  slug: SLUG,
  title: { en: 'Versailles 1919', it: 'Versailles 1919' },
  // 1.1.0: the solo faction switch compares strengths with the unsettled Issue still counted (6.2).
  engineVersion: '1.1.0',
  schemaVersion: SCHEMA,
  minPlayers: 1,
  maxPlayers: 4,
  optionsSchema: VersaillesOptions as unknown as z.ZodType<VersaillesOptions>,
  actionSchema: Action,
  roles: (o) => (o.players === 1 ? ['solo'] : nationsInPlay(o.players)),
  setup: (seed, o) => setup(seed, o),
  activeRoles,
  legalActions,
  overRule: '4.15',
  admit: (s, role, a) => (isLegal(s, role, a) ? a : explainRefusal(s, role, a)),
  step,
  proceed: (s, ev) => run(s, ev),
  view,
  result(s): GameResult | null {
    if (!s.ended) return null;
    if (s.solo) {
      const win = s.solo.vp >= s.solo.target;
      return {
        winners: win ? ['solo'] : [],
        scores: { solo: s.solo.vp },
        reason: `${SLUG}.end.${win ? 'solo_win' : 'solo_loss'}`,
        details: { target: s.solo.target, end: s.ended.reason },
      };
    }
    const scores = finalScores(s);
    return {
      winners: winners(s, scores),
      scores: Object.fromEntries(Object.entries(scores).map(([n, b]) => [n, b.total])),
      reason: `${SLUG}.end.${s.ended.reason}`,
      details: { breakdown: scores, happiness: { ...s.happiness } },
    };
  },
  bot: (v, role, legal, rng) => versaillesBot(v, role, legal, rng),
  defaultAction(s, role) {
    const legal = legalActions(s, role);
    if (legal.length === 0) return null;
    const find = (p: (a: Action) => boolean) => legal.find(p);
    return (
      find((a) => a.type === 'decline_swap') ??
      find((a) => a.type === 'end_turn') ??
      find((a) => a.type === 'pass') ??
      find((a) => a.type === 'decide' && a.choice === 'decline') ??
      find((a) => a.type === 'recover' && a.withdraw.length === 0) ??
      legal.find((a) => a.type !== 'propose_swap') ??
      legal[0]!
    );
  },
  describeAction: (a) => describe(a),
  locales,
  checkInvariants,
});

export { checkInvariants };
