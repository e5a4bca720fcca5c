// Versailles 1919: the sequence of play, in rulebook order.
//
//   3.1  setup                          setup()
//   4.1  turn of the Active Player      stepTurn(): one political action (4.2 place, 4.3 recover,
//                                       4.4 settle) and at most one military action (4.7 deploy,
//                                       4.8 demobilize), in either order, each finished before the
//                                       other starts; 2-player: then the shared USA's action (6.1)
//   4.4  settle steps 1-5               political.ts stepSettle()
//   4.10 unrest checks, insurrections   unrest-check.ts
//   4.11 bidding                        bidding.ts
//   4.9  mutiny                         stepMutiny()
//   4.13 strategy cards                 strategy.ts
//   4.15 end of game, 5 scoring         scoring.ts
//
// Every procedure that waits for someone is a frame on `state.stack`; `run` steps the top frame
// until a decision is pending (or the game is over). An action answers the pending decision.
import { seedRng, shuffle, type GameEvent } from '../../core/index.js';
import { EVENTS, ISSUES, STRATEGY_CARDS, demobilizationBoxes } from '../data/index.js';
import type { Nation, Power, Region } from '../data/types.js';
import type { Action } from '../actions.js';
import { SCHEMA, type DeckSetup, type Frame, type Mode, type Pending, type VState } from '../state.js';
import { RUSH, log, pool, unitSources } from './helpers.js';
import {
  advance,
  applyOption,
  keep,
  legalOptions,
  legalPlacements,
  legalRecoveries,
  minimalPlacements,
  place,
  recover,
  refill,
  settleableIssues,
  startSettle,
  stepSettle,
} from './political.js';
import { deploy, demobilize, isOverUnitLimit, mutiny } from './military.js';
import { stepEach, stepFx } from './events.js';
import { removeFrame } from './helpers.js';
import { chooseVictim, declareDrm, startUnsettle, stepCheck, stepInsurrection, stepUnsettle } from './unrest-check.js';
import { passBid, placeBid, stepBid } from './bidding.js';
import { chooseStrategy, stepStrategy } from './strategy.js';
import {
  botAdvances,
  botDrm,
  botMilitary,
  botOptions,
  botPolitical,
  humanMustSettle,
  isSoloBot,
  soloTurnStart,
} from './solo.js';
import { legalDemobilizations, legalDeploys } from './military.js';
import { isArmed, strictLeader } from './helpers.js';
import { issueCard } from './helpers.js';

interface SetupOptions {
  players: number;
  deck: DeckSetup;
  soloTarget: number;
  botLevel?: 'baseline' | 'standard' | 'strong';
}

const ALL: Nation[] = ['britain', 'france', 'usa', 'italy'];

/** Roles by player count (1.0): 2p France and Britain; 3p + USA; 4p + Italy; solo one 'solo' seat. */
export function nationsInPlay(players: number): Nation[] {
  if (players === 2) return ['britain', 'france'];
  if (players === 4) return ALL;
  return ['britain', 'france', 'usa'];
}

/** 3.1 setup. */
export function setup(seed: string, o: SetupOptions): VState {
  const mode: Mode = o.players === 1 ? 'solo' : o.players === 2 ? 'two' : o.players === 3 ? 'three' : 'four';
  const armed = nationsInPlay(o.players);
  const cubeNations: Nation[] = mode === 'two' ? ['britain', 'france', 'usa'] : armed;
  const rngHolder = { rng: seedRng(seed) };
  // 3.1 step 1-2: random first player and clockwise seating (seats are the nations themselves)
  const seating = shuffle(rngHolder, armed);
  const startH = mode === 'solo' ? 20 : o.deck === 'long' ? 22 : o.deck === 'very_long' ? 24 : 20;
  const happiness: Partial<Record<Power, number>> = {};
  for (const n of armed) happiness[n] = startH;
  if (mode !== 'solo') {
    happiness.japan = 20;
    if (!armed.includes('italy')) happiness.italy = 20; // 6.3: Italy tracked when not played
  }
  // 3.1 steps 4-5: Issues
  const normal = shuffle(
    rngHolder,
    ISSUES.filter((c) => c.id !== RUSH).map((c) => c.id),
  );
  const table = normal.splice(0, 2);
  const waiting = normal.splice(0, mode === 'solo' ? 2 : 3);
  const discard = normal.splice(0, 1);
  let deck: string[];
  if (o.deck === 'very_long') {
    const bottom = shuffle(rngHolder, [...normal.splice(normal.length - 5, 5), RUSH]);
    deck = [...normal, ...bottom];
  } else {
    const under = mode === 'solo' ? 20 : o.deck === 'intense' ? 15 : o.deck === 'long' ? 10 : 20;
    const bottom = normal.splice(normal.length - under, under);
    deck = [...normal, RUSH, ...bottom];
  }
  // 3.1 step 6: Events (their crises are not resolved, 8.#34)
  const events = shuffle(
    rngHolder,
    EVENTS.map((e) => e.id),
  );
  const tableEvent = events.shift()!;
  const waitingEvents = events.splice(0, 2);
  // 3.1 step 9: players + 1 strategy cards face up (none in solo)
  const offered =
    mode === 'solo'
      ? []
      : shuffle(
          rngHolder,
          STRATEGY_CARDS.map((c) => c.id),
        ).slice(0, o.players + 1);
  const s: VState = {
    schema: SCHEMA,
    version: 0,
    rng: rngHolder.rng,
    step: 'turn',
    mode,
    deckSetup: o.deck,
    seating,
    cubeNations,
    armedNations: armed,
    active: seating[0]!,
    turnNo: 1,
    turn: { political: false, military: false, usa: mode !== 'two', swaps: [] },
    cubes: Object.fromEntries(cubeNations.map((n) => [n, { available: 15, exhausted: 0 }])),
    units: Object.fromEntries(armed.map((n) => [n, [{ at: 'available' }, { at: 'available' }, { at: 'available' }]])),
    happiness,
    regions: {
      europe: { keg: 0, unrest: 1 },
      balkans: { keg: 0, unrest: 1 },
      middle_east: { keg: 0, unrest: 1 },
      pacific: { keg: 0, unrest: 1 },
      africa: { keg: 0, unrest: 1 },
    },
    issueDeck: deck,
    issueDiscard: discard,
    table: table.map((id) => ({ id, cubes: {} })),
    tableEvent: { id: tableEvent, cube: null },
    waiting: waiting.map((id) => ({ id, cubes: {} })),
    waitingEvents: waitingEvents.map((id) => ({ id, cube: null })),
    eventDeck: events,
    eventDiscard: [],
    settled: [],
    strategy: { offered, picks: {}, removed: null, done: false },
    firstInsurrection: false,
    unsettledCount: 0,
    demob: { boxes: demobilizationBoxes(o.players).map((value) => ({ value, nation: null })), one: [] },
    stack: [{ k: 'turn' }],
    pending: null,
    swap: null,
    // 6.2: the human starts with the faction that plays last
    solo: mode === 'solo' ? { human: seating[seating.length - 1]!, vp: 0, target: o.soloTarget } : null,
    lastUnrestRegions: [],
    skips: 0,
    ended: null,
  };
  // stored only when not the default, so that games set up before bot levels keep their states
  if (o.botLevel === 'baseline' || o.botLevel === 'strong') s.botLevel = o.botLevel;
  run(s, [], false);
  return s;
}

function nextTurn(s: VState, ev: GameEvent[]): void {
  const i = s.seating.indexOf(s.active);
  s.active = s.seating[(i + 1) % s.seating.length]!;
  s.turnNo += 1;
  s.turn = { political: false, military: false, usa: s.mode !== 'two', swaps: [] };
  s.stack = [{ k: 'turn' }];
  log(ev, 'turn_start', { nation: s.active, turn: s.turnNo });
  soloTurnStart(s, ev);
}

function stepTurn(s: VState, ev: GameEvent[], f: Frame): void {
  const t = s.turn;
  if (s.mode === 'two' && t.political && !t.usa && usaActions(s).length === 0) {
    t.usa = true;
    log(ev, 'usa_no_action', {});
  }
  if (t.political && t.military && t.usa) {
    removeFrame(s, f);
    return;
  }
  s.pending = { kind: 'turn', nation: s.active, choices: [] };
}

function stepMutiny(s: VState, f: Extract<Frame, { k: 'mutiny' }>): void {
  if (!isOverUnitLimit(s, f.nation)) {
    removeFrame(s, f);
    return;
  }
  s.pending = {
    kind: 'mutiny',
    nation: f.nation,
    choices: unitSources(s, f.nation, ['available', 'exhausted', 'deployed']),
  };
}

function stepFrame(s: VState, ev: GameEvent[], f: Frame): void {
  switch (f.k) {
    case 'turn':
      return stepTurn(s, ev, f);
    case 'settle':
      return stepSettle(s, ev, f);
    case 'option':
      s.pending = { kind: 'choose_option', nation: f.chooser, choices: [] };
      return;
    case 'fx':
      return stepFx(s, ev, f);
    case 'each':
      return stepEach(s, ev, f);
    case 'check':
      return stepCheck(s, ev, f);
    case 'insurrection':
      return stepInsurrection(s, ev, f);
    case 'unsettle':
      return stepUnsettle(s, ev, f);
    case 'bid':
      return stepBid(s, ev, f);
    case 'strategy':
      return stepStrategy(s, ev, f);
    case 'mutiny':
      return stepMutiny(s, f);
  }
}

/**
 * Narrows a fresh decision where the rules decide for someone: the solo bots (6.2) and the shared
 * USA's option choice (6.1). Dice the bot rules call for are rolled here, once, and logged.
 */
function prepare(s: VState, ev: GameEvent[]): void {
  const p = s.pending!;
  const n = p.nation;
  const top = s.stack[s.stack.length - 1];
  let only: Action[] | null = null;
  if (s.solo && isSoloBot(s, n)) {
    switch (p.kind) {
      case 'turn': {
        const t = s.turn;
        const mil = !t.military ? botMilitary(s, ev, n) : null;
        if (mil) only = [mil];
        else if (!t.political) {
          const pol = botPolitical(s, n);
          only = pol.length ? pol : [{ type: 'end_turn' }];
        } else only = [{ type: 'end_turn' }];
        break;
      }
      case 'choose_option':
        if (top?.k === 'option') only = botOptions(s, n, top.issue);
        break;
      case 'advance':
        only = botAdvances(s, n);
        break;
      case 'refill':
        only = [{ type: 'refill', pick: 'deck' }];
        break;
      case 'keep':
        only = [{ type: 'keep', issue: p.choices[0]! }];
        break;
      case 'declare_drm':
        only = [{ type: 'declare_drm', modifier: botDrm(s, n, p.choices[0] as Region) }];
        break;
      default:
        break;
    }
  } else if (s.solo && p.kind === 'turn' && !s.turn.political) {
    const must = humanMustSettle(s);
    if (must.length)
      only = turnActions(s, n).filter(
        (a) => (a.type === 'settle' && must.includes(a.issue)) || a.type === 'deploy' || a.type === 'demobilize',
      );
  } else if (s.mode === 'two' && n === 'usa' && p.kind === 'choose_option' && top?.k === 'option') {
    // 6.1: the USA takes the option with the least USA unhappiness; the Active Player breaks ties
    const all = legalOptions(top.issue);
    const loss = (id: string) =>
      -issueCard(top.issue)
        .options.find((o) => o.id === id)!
        .happiness.filter((h) => h.power === 'usa')
        .reduce((a, h) => a + h.delta, 0);
    const least = Math.min(...all.map((o) => loss(o.option)));
    only = all
      .filter((o) => loss(o.option) === least)
      .map((o) => ({
        type: 'choose_option',
        option: o.option,
        flags: o.flags as ('britain' | 'usa' | 'france' | 'italy')[],
      }));
  }
  if (only) p.only = only;
}

/** Steps frames until someone owes a decision. With `auto`, a decision the rules leave to one choice is taken at once. */
export function run(s: VState, ev: GameEvent[], auto = true): void {
  for (let guard = 0; guard < 100_000; guard++) {
    if (s.ended) {
      s.pending = null;
      s.stack = [];
      s.swap = null;
      s.step = 'ended';
      return;
    }
    if (s.pending) {
      s.step = s.pending.kind;
      if (auto && s.pending.only?.length === 1) {
        const a = s.pending.only[0]!;
        log(ev, 'bot_action', { nation: s.pending.nation, action: a.type, detail: JSON.stringify(a) });
        answer(s, ev, a);
        continue;
      }
      return;
    }
    const f = s.stack[s.stack.length - 1];
    if (!f) {
      nextTurn(s, ev);
      continue;
    }
    stepFrame(s, ev, f);
    if (s.pending) prepare(s, ev);
  }
  throw new Error(`versailles-1919: run made no progress at version ${s.version}`);
}

function top<K extends Frame['k']>(s: VState, k: K): Extract<Frame, { k: K }> {
  const f = s.stack[s.stack.length - 1];
  if (!f || f.k !== k) throw new Error(`expected frame ${k}, found ${f?.k ?? 'none'}`);
  return f as Extract<Frame, { k: K }>;
}

/** Applies the answer to the pending decision (already checked legal). */
export function answer(s: VState, ev: GameEvent[], a: Action): void {
  const p: Pending = s.pending!;
  s.pending = null;
  const n = p.nation;
  switch (a.type) {
    case 'place':
      s.turn.political = true;
      s.skips = 0;
      place(s, ev, n, { issues: a.issues, cubes: a.cubes });
      return;
    case 'recover':
      s.turn.political = true;
      s.skips = 0;
      recover(s, ev, n, { cubes: a.cubes, withdraw: a.withdraw });
      return;
    case 'settle':
      s.turn.political = true;
      s.skips = 0;
      startSettle(s, ev, n, a.issue);
      return;
    case 'deploy':
      if (p.kind === 'event_deploy') top(s, 'fx').i++;
      else s.turn.military = true;
      deploy(s, ev, n, { from: a.from, region: a.region, column: a.column });
      return;
    case 'demobilize':
      if (p.kind === 'event_demobilize') top(s, 'fx').i++;
      else s.turn.military = true;
      demobilize(s, ev, n, a.from);
      return;
    case 'end_turn':
      // 8.#7: with no political action possible, the first end_turn only skips it; the military
      // action (and in 2p the USA's action) may still follow
      if (!s.turn.political) {
        log(ev, 'political_skipped', { nation: n });
        s.turn.political = true;
        // House rule: when every nation in turn has had to skip its political action (all cubes
        // locked on Waiting Room Issues, nothing to recover or settle) the conference is deadlocked
        // and the game ends as if the Issue deck had run out (4.15). The rulebook has no exit here.
        s.skips += 1;
        if (s.skips >= s.seating.length) {
          s.ended = { reason: 'stalemate' };
          log(ev, 'game_end_stalemate', {});
        }
        return;
      }
      s.turn.military = s.turn.usa = true;
      return;
    case 'usa_place': {
      s.turn.usa = true;
      s.skips = 0;
      const pl = minimalPlacements(s, 'usa').find((x) => x.issues[0] === a.issues[0] && x.issues[1] === a.issues[1])!;
      place(s, ev, 'usa', pl);
      return;
    }
    case 'usa_settle':
      s.turn.usa = true;
      s.skips = 0;
      startSettle(s, ev, 'usa', a.issue);
      return;
    case 'usa_recover': {
      // 6.1: the USA recovers as many as it can (max 6); the Active Player then recovers as many
      s.turn.usa = true;
      const u = pool(s, 'usa');
      s.skips = 0;
      const k = Math.min(6, u.exhausted);
      u.exhausted -= k;
      u.available += k;
      const me = pool(s, s.active);
      const j = Math.min(k, me.exhausted);
      me.exhausted -= j;
      me.available += j;
      log(ev, 'usa_recovered', { cubes: k, nation: s.active, own: j });
      return;
    }
    case 'choose_option': {
      const f = top(s, 'option');
      removeFrame(s, f);
      applyOption(s, ev, f.issue, f.chooser, { option: a.option, flags: a.flags });
      return;
    }
    case 'decide':
      switch (p.kind) {
        case 'victim_issue': {
          const f = top(s, 'insurrection');
          startUnsettle(s, ev, f, a.choice);
          return;
        }
        case 'switch_faction':
          if (a.choice !== s.solo!.human) log(ev, 'solo_switch', { from: s.solo!.human, to: a.choice });
          s.solo!.human = a.choice as Nation;
          return;
        case 'bot_tie':
          top(s, 'bid').high = a.choice as Nation;
          return;
        default:
          top(s, 'fx').answer = a.choice;
          return;
      }
    case 'advance': {
      const f = top(s, 'settle');
      advance(s, ev, f.settler, { issue: a.issue, event: a.event, cube: a.cube });
      f.step = 'refill';
      return;
    }
    case 'refill':
      refill(s, ev, top(s, 'settle'), a.pick);
      return;
    case 'keep': {
      const f = top(s, 'settle');
      keep(s, ev, f, f.drawn, a.issue);
      return;
    }
    case 'declare_drm':
      declareDrm(s, ev, top(s, 'check'), a.modifier);
      return;
    case 'choose_victim':
      chooseVictim(s, ev, top(s, 'insurrection'), a.nation);
      return;
    case 'bid':
      placeBid(s, ev, top(s, 'bid'), n, { units: a.units, regionUnit: a.regionUnit, cubes: a.cubes });
      return;
    case 'pass':
      passBid(s, ev, top(s, 'bid'), n);
      return;
    case 'choose_strategy':
      chooseStrategy(s, ev, top(s, 'strategy'), n, a.card);
      return;
    case 'mutiny':
      mutiny(s, ev, n, a.from);
      return;
    case 'propose_swap':
    case 'accept_swap':
    case 'decline_swap':
      throw new Error('swap actions do not answer a decision');
  }
}

/** 4.14: the negotiated transfer. */
export function applySwap(s: VState, ev: GameEvent[], role: string, a: Action): void {
  if (a.type === 'propose_swap') {
    s.swap = { from: role as Nation, to: a.partner, cubes: a.cubes, give: a.give };
    s.turn.swaps.push(role as Nation);
    log(ev, 'swap_proposed', { from: role, to: a.partner, cubes: a.cubes, give: a.give });
    return;
  }
  const w = s.swap!;
  s.swap = null;
  if (a.type === 'decline_swap') {
    log(ev, 'swap_declined', { from: w.from, to: w.to });
    return;
  }
  const giver = w.give ? w.from : w.to;
  const taker = w.give ? w.to : w.from;
  pool(s, giver).available -= w.cubes;
  pool(s, giver).exhausted += w.cubes;
  pool(s, taker).exhausted -= w.cubes;
  pool(s, taker).available += w.cubes;
  log(ev, 'swap_done', { giver, taker, cubes: w.cubes });
}

/** 6.1: the shared USA's political action: minimal placement, a settle the Active Player does not lead, recover. */
function usaActions(s: VState): Action[] {
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
