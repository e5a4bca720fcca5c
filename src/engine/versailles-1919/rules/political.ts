// Political actions (4.2 place influence, 4.3 recover, 4.4 settle with its five steps, 4.5 options).
import { shuffle, type GameEvent } from '../../core/index.js';
import type { Nation, Power, Region } from '../data/types.js';
import type { Frame, OpenIssue, VState } from '../state.js';
import {
  RUSH,
  addCubes,
  clockwiseFrom,
  cubesOn,
  eventCard,
  findOpen,
  issueCard,
  log,
  maxOther,
  openIssues,
  pool,
  unitsOf,
} from './helpers.js';

// ---- 4.2 Place Influence ------------------------------------------------------------------------

/** Fewest cubes that make `n` lead the Issue alone (at least one cube must be placed). */
export function minToLead(issue: OpenIssue, n: Nation): number {
  return Math.max(1, maxOther(issue, n) - cubesOn(issue, n) + 1);
}

export interface Placement {
  issues: [string, string];
  cubes: [number, number];
}

/** 4.2: two different open Issues, at least one cube each, `n` leads both alone afterwards, paid from Available. */
export function isLegalPlacement(s: VState, n: Nation, p: Placement): boolean {
  const A = findOpen(s, p.issues[0]);
  const B = findOpen(s, p.issues[1]);
  if (!A || !B || p.issues[0] === p.issues[1]) return false;
  if (!Number.isInteger(p.cubes[0]) || !Number.isInteger(p.cubes[1])) return false;
  if (p.cubes[0] < minToLead(A.issue, n) || p.cubes[1] < minToLead(B.issue, n)) return false;
  return p.cubes[0] + p.cubes[1] <= pool(s, n).available;
}

/** 4.2: every legal placement (the enumeration of isLegalPlacement, Issues in Table then Waiting Room order). */
export function legalPlacements(s: VState, n: Nation): Placement[] {
  const avail = pool(s, n).available;
  const open = openIssues(s);
  const out: Placement[] = [];
  for (let i = 0; i < open.length; i++) {
    for (let j = i + 1; j < open.length; j++) {
      const A = open[i]!;
      const B = open[j]!;
      const ma = minToLead(A, n);
      const mb = minToLead(B, n);
      for (let a = ma; a + mb <= avail; a++)
        for (let b = mb; a + b <= avail; b++) out.push({ issues: [A.id, B.id], cubes: [a, b] });
    }
  }
  return out;
}

/** 6.1 / 6.2: the shared USA and the solo bots always place the minimum needed to lead on each Issue. */
export function minimalPlacements(s: VState, n: Nation): Placement[] {
  const avail = pool(s, n).available;
  const open = openIssues(s);
  const out: Placement[] = [];
  for (let i = 0; i < open.length; i++) {
    for (let j = i + 1; j < open.length; j++) {
      const a = minToLead(open[i]!, n);
      const b = minToLead(open[j]!, n);
      if (a + b <= avail) out.push({ issues: [open[i]!.id, open[j]!.id], cubes: [a, b] });
    }
  }
  return out;
}

export function place(s: VState, ev: GameEvent[], n: Nation, p: Placement): void {
  for (let k = 0; k < 2; k++) {
    const o = findOpen(s, p.issues[k]!);
    if (!o) throw new Error(`place: ${p.issues[k]} is not open`);
    addCubes(o.issue, n, p.cubes[k]!);
    pool(s, n).available -= p.cubes[k]!;
  }
  log(ev, 'placed', { nation: n, issue1: p.issues[0], cubes1: p.cubes[0], issue2: p.issues[1], cubes2: p.cubes[1] });
}

// ---- 4.3 Recover ----------------------------------------------------------------------------------

export interface Recovery {
  cubes: number;
  withdraw: Region[];
}

function subsets<T>(list: T[]): T[][] {
  return list.reduce<T[][]>((acc, x) => acc.concat(acc.map((a) => [...a, x])), [[]]);
}

/** 4.3: up to 6 exhausted cubes, all exhausted units (always), any deployed units; something must move (8.#37). */
export function legalRecoveries(s: VState, n: Nation): Recovery[] {
  const ex = Math.min(6, pool(s, n).exhausted);
  const units = unitsOf(s, n);
  const exhaustedUnits = units.filter((u) => u.at === 'exhausted').length;
  const deployed = units.flatMap((u) => (u.at === 'deployed' ? [u.region] : []));
  const out: Recovery[] = [];
  for (const withdraw of subsets(deployed)) {
    for (let c = 0; c <= ex; c++) {
      if (c === 0 && exhaustedUnits === 0 && withdraw.length === 0) continue;
      out.push({ cubes: c, withdraw });
    }
  }
  return out;
}

export function recover(s: VState, ev: GameEvent[], n: Nation, r: Recovery): void {
  const p = pool(s, n);
  p.exhausted -= r.cubes;
  p.available += r.cubes;
  const units = unitsOf(s, n);
  let back = 0;
  for (let i = 0; i < units.length; i++) {
    const u = units[i]!;
    if (u.at === 'exhausted' || (u.at === 'deployed' && r.withdraw.includes(u.region))) {
      units[i] = { at: 'available' };
      back++;
    }
  }
  log(ev, 'recovered_action', { nation: n, cubes: r.cubes, units: back });
}

// ---- 4.4 Settle -----------------------------------------------------------------------------------

/** Issues on the Table with at least one cube on them. */
export function settleableIssues(s: VState): OpenIssue[] {
  return s.table.filter((x): x is OpenIssue => x !== null && Object.keys(x.cubes).length > 0);
}

/**
 * The controller: most cubes. Ties (possible after events strip cubes) go to the settler if tied,
 * else to the tied nation earliest clockwise from the Active Player (8.#6).
 */
function controllerOf(s: VState, issue: OpenIssue, settler: Nation): Nation {
  const max = Math.max(...Object.values(issue.cubes).map((v) => v ?? 0));
  const tied = (Object.keys(issue.cubes) as Nation[]).filter((n) => issue.cubes[n] === max);
  if (tied.length === 1) return tied[0]!;
  if (tied.includes(settler)) return settler;
  return clockwiseFrom(s, s.active, s.cubeNations).find((n) => tied.includes(n)) ?? tied[0]!;
}

export function startSettle(s: VState, ev: GameEvent[], settler: Nation, issueId: string): void {
  const o = findOpen(s, issueId);
  if (!o || o.where !== 'table') throw new Error(`settle: ${issueId} is not on the Table`);
  const issue = o.issue;
  const controller = controllerOf(s, issue, settler);
  // Step 1: the controller's cubes are exhausted; the settler's come back; others lose half (rounded down).
  for (const [k, c] of Object.entries(issue.cubes) as [Nation, number][]) {
    const p = pool(s, k);
    if (k === controller) p.exhausted += c;
    else if (k === settler) p.available += c;
    else {
      p.exhausted += Math.floor(c / 2);
      p.available += c - Math.floor(c / 2);
    }
  }
  s.table[o.slot] = null;
  log(ev, 'settled', { settler, issue: issueId, controller });
  if (issueId === RUSH) {
    // 4.4: Rush to the Finish goes to its controller for 7 VP and the game ends at once.
    s.settled.push({ id: RUSH, controller, option: '', tokens: [] });
    s.ended = { reason: 'rush' };
    log(ev, 'game_end_rush', { controller });
    return;
  }
  s.stack.push({
    k: 'settle',
    issue: issueId,
    category: issueCard(issueId).category,
    controller,
    settler,
    step: 'option',
    drawn: [],
  });
}

type SettleFrame = Extract<Frame, { k: 'settle' }>;

/** One step of the Settle procedure (4.4 steps 1-5). Sets a pending decision or moves on. */
export function stepSettle(s: VState, ev: GameEvent[], f: SettleFrame): void {
  switch (f.step) {
    case 'option':
      f.step = 'conference';
      s.stack.push({ k: 'option', issue: f.issue, chooser: f.controller, settler: f.settler });
      return;
    case 'conference': {
      // Step 2: the Table Event's conference half, resolved by the owner of its cube, else the settler.
      const e = s.tableEvent;
      if (!e) {
        f.step = 'advance';
        return;
      }
      f.step = 'discard_event';
      // Solo: the human resolves every conference text (6.2).
      const you = s.solo ? s.solo.human : (e.cube ?? f.settler);
      log(ev, 'conference', { event: e.id, resolver: you });
      s.stack.push({
        k: 'fx',
        list: [...eventCard(e.id).conference],
        i: 0,
        answer: null,
        ctx: {
          you,
          target: null,
          regions: [],
          source: 'conference',
          eventId: e.id,
          settled: f.issue,
          controller: f.controller,
        },
      });
      return;
    }
    case 'discard_event': {
      const e = s.tableEvent;
      if (e) {
        s.eventDiscard.unshift(e.id);
        if (e.cube) pool(s, e.cube).exhausted += 1;
        s.tableEvent = null;
      }
      f.step = 'advance';
      return;
    }
    case 'advance':
      if (s.waiting.some((x) => x) || s.waitingEvents.some((x) => x))
        s.pending = { kind: 'advance', nation: f.settler, choices: [] };
      else f.step = 'refill';
      return;
    case 'refill':
      if (s.waiting.some((x) => x === null)) s.pending = { kind: 'refill', nation: f.settler, choices: [] };
      else f.step = 'crisis';
      return;
    case 'keep':
      s.pending = { kind: 'keep', nation: f.settler, choices: [...f.drawn] };
      return;
    case 'crisis': {
      f.step = 'done';
      if (s.eventDeck.length === 0 && s.eventDiscard.length > 0) {
        s.eventDeck = shuffle(s, s.eventDiscard);
        s.eventDiscard = [];
        log(ev, 'event_deck_reshuffled', { cards: s.eventDeck.length }, { irreversible: true });
      }
      const id = s.eventDeck.shift();
      const slot = s.waitingEvents.indexOf(null);
      if (!id || slot < 0) {
        if (id) s.eventDeck.unshift(id);
        return;
      }
      s.waitingEvents[slot] = { id, cube: null };
      log(ev, 'event_drawn', { event: id }, { irreversible: true });
      s.stack.push({
        k: 'fx',
        list: [...eventCard(id).crisis],
        i: 0,
        answer: null,
        ctx: {
          you: f.settler,
          target: null,
          regions: [],
          source: 'crisis',
          eventId: id,
          settled: f.issue,
          controller: f.controller,
        },
      });
      return;
    }
    case 'done':
      s.stack.splice(s.stack.lastIndexOf(f), 1);
      return;
  }
}

interface AdvanceChoice {
  issue: string | null;
  event: string | null;
  cube: boolean;
}

/** 4.4 step 3: one Waiting Room Issue and one Event go to the Table; a cube on an Event with the icon. */
export function legalAdvances(s: VState, settler: Nation): AdvanceChoice[] {
  const issues = s.waiting.filter((x) => x).map((x) => x!.id);
  const events = s.waitingEvents.filter((x) => x).map((x) => x!.id);
  const out: AdvanceChoice[] = [];
  for (const issue of issues.length ? issues : [null]) {
    for (const event of events.length ? events : [null]) {
      out.push({ issue, event, cube: false });
      // Solo: the human never places a cube on an Event (6.2).
      if (event && eventCard(event).influenceIcon && pool(s, settler).available > 0 && !s.solo)
        out.push({ issue, event, cube: true });
    }
  }
  return out;
}

export function advance(s: VState, ev: GameEvent[], settler: Nation, a: AdvanceChoice): void {
  if (a.issue) {
    const w = s.waiting.findIndex((x) => x?.id === a.issue);
    const t = s.table.indexOf(null);
    if (w >= 0 && t >= 0) {
      s.table[t] = s.waiting[w]!;
      s.waiting[w] = null;
    }
  }
  if (a.event) {
    const w = s.waitingEvents.findIndex((x) => x?.id === a.event);
    if (w >= 0 && !s.tableEvent) {
      s.tableEvent = s.waitingEvents[w]!;
      s.waitingEvents[w] = null;
      if (a.cube) {
        pool(s, settler).available -= 1;
        s.tableEvent.cube = settler;
      }
    }
  }
  log(ev, 'advanced', { nation: settler, issue: a.issue, event: a.event, cube: a.cube });
}

type RefillPick = 'discard1' | 'discard2' | 'discard3' | 'deck';

/** 4.4 step 4: the n-th card of the discard pile costs n-1 Available cubes; or the deck (8.#8). */
export function legalRefills(s: VState, settler: Nation, deckOnly: boolean): RefillPick[] {
  const out: RefillPick[] = [];
  if (!deckOnly) {
    const avail = pool(s, settler).available;
    (['discard1', 'discard2', 'discard3'] as const).forEach((p, i) => {
      if (s.issueDiscard.length > i && avail >= i) out.push(p);
    });
  }
  out.push('deck');
  return out;
}

export function refill(s: VState, ev: GameEvent[], f: SettleFrame, pick: RefillPick): void {
  const slot = s.waiting.indexOf(null);
  if (pick !== 'deck') {
    const i = Number(pick.slice(-1)) - 1;
    const id = s.issueDiscard.splice(i, 1)[0]!;
    const p = pool(s, f.settler);
    p.available -= i;
    p.exhausted += i;
    s.waiting[slot] = { id, cubes: {} };
    log(ev, 'refilled_from_discard', { nation: f.settler, issue: id, cost: i });
    f.step = 'crisis';
    return;
  }
  if (s.issueDeck.length === 0) {
    // 4.15: a player wants to draw and the Issue deck is empty: the game ends.
    s.ended = { reason: 'deck' };
    log(ev, 'game_end_deck', {});
    return;
  }
  if (s.issueDeck.length === 1) {
    const id = s.issueDeck.shift()!;
    s.waiting[slot] = { id, cubes: {} };
    log(ev, 'issue_drawn', { issue: id }, { irreversible: true });
    f.step = 'crisis';
    return;
  }
  const drawn = s.issueDeck.splice(0, 2);
  log(ev, 'issues_drawn', { issue1: drawn[0]!, issue2: drawn[1]! }, { irreversible: true });
  if (drawn.includes(RUSH)) {
    keep(s, ev, f, drawn, RUSH);
    return;
  }
  f.drawn = drawn;
  f.step = 'keep';
}

/** The drawn card kept goes to the Waiting Room, the other on top of the discard pile (Rush must be kept). */
export function keep(s: VState, ev: GameEvent[], f: SettleFrame, drawn: string[], kept: string): void {
  const slot = s.waiting.indexOf(null);
  s.waiting[slot] = { id: kept, cubes: {} };
  const other = drawn.find((x) => x !== kept);
  if (other) s.issueDiscard.unshift(other);
  log(ev, 'kept', { nation: f.settler, issue: kept, discarded: other ?? null });
  f.drawn = [];
  f.step = 'crisis';
}

// ---- 4.5 options ----------------------------------------------------------------------------------

interface OptionChoice {
  option: string;
  flags: Power[];
}

/** Every option, with each chooser's-flag token's flag spelled out. */
export function legalOptions(issueId: string): OptionChoice[] {
  const out: OptionChoice[] = [];
  for (const o of issueCard(issueId).options) {
    let combos: Power[][] = [[]];
    for (const t of o.tokens) if (t.flags.length > 1) combos = combos.flatMap((c) => t.flags.map((fl) => [...c, fl]));
    for (const flags of combos) out.push({ option: o.id, flags });
  }
  return out;
}

/** 4.5: tokens go on the Issue now; happiness then unrest run as ops so a mutiny resolves in between (8.#38). */
export function applyOption(s: VState, ev: GameEvent[], issueId: string, chooser: Nation, c: OptionChoice): void {
  const o = issueCard(issueId).options.find((x) => x.id === c.option);
  if (!o) throw new Error(`option ${c.option} not on ${issueId}`);
  let k = 0;
  const tokens = o.tokens.map((t) => ({
    kind: t.kind,
    flag: t.flags.length === 0 ? null : t.flags.length === 1 ? t.flags[0]! : c.flags[k++]!,
  }));
  s.settled.push({ id: issueId, controller: chooser, option: o.id, tokens });
  s.lastUnrestRegions = o.unrest.filter((u) => u.delta > 0).map((u) => u.region);
  log(ev, 'option_chosen', { nation: chooser, issue: issueId, option: o.id });
  s.stack.push({
    k: 'fx',
    i: 0,
    answer: null,
    list: [
      ...o.happiness.map((h) => ({ do: 'happiness_of' as const, power: h.power, delta: h.delta })),
      ...o.unrest.map((u) => ({ do: 'unrest_by' as const, region: u.region, delta: u.delta })),
    ],
    ctx: {
      you: chooser,
      target: null,
      regions: [],
      source: 'option',
      eventId: null,
      settled: issueId,
      controller: chooser,
    },
  });
}
