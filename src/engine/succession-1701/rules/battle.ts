// clashes with tactical cards, withdrawal by joker or D4, the second round. Digest 5.7-5.9.
import { die, shuffle } from '../../core/index.js';
import { tacticalCard, type Side } from '../data/index.js';
import type { ActionOf } from '../actions.js';
import { LINES, type BattleSide, type BattleState, type Brigades, type LineId, type LineState } from '../types.js';
import { activeCommander, addB, generalVc, log, other, sum, takeOne, type Ev, type S } from './common.js';
import { captureArmy, startPlacement } from './choices.js';

export const FACING: Record<LineId, LineId> = { left: 'right', centre: 'centre', right: 'left' };

function emptyLine(): LineState {
  return { brigades: {}, cards: [], rp: 0, status: 'empty' };
}
export function cardStrength(id: string): number {
  const c = tacticalCard(id);
  return c.joker ? 3.5 : c.attack * 1.1 + c.defence;
}

function makeSide(s: S, role: Side, armies: string[], commander: string | null): BattleSide {
  const brig: Brigades = {};
  for (const id of armies) addB(brig, s.armies[id]!.brigades);
  const vc = commander ? generalVc(s, commander) : 0;
  const va = sum(brig) + vc; // §19: VA = brigades + command value
  const deck = shuffle(s, tacticalDeckFor(role)); // a fresh shuffle for every battle (digest 5.7.1)
  const side: BattleSide = {
    role,
    armies,
    commander,
    vc,
    va,
    deployed: false,
    hand: deck.slice(0, va),
    drawPile: deck.slice(va),
    lines: { left: emptyLine(), centre: emptyLine(), right: emptyLine() },
    floating: 0,
    reserveCards: [],
    reserveRp: vc,
    dispatchLeft: vc,
    group: null,
    lost: {},
    fledBrigades: 0,
    lineHits: 0,
    commit: null,
    shifts: 0,
    swapped: false,
    startRp: 0,
  };
  // §16 forced march and penalty T2-2: one resistance point less, from the reserve or else a line.
  for (const id of armies) {
    const a = s.armies[id]!;
    let n = a.rpPenalty + (a.forcedPenalty ? 1 : 0);
    a.rpPenalty = 0;
    a.forcedPenalty = false;
    for (; n > 0; n--) loseReservePoint(side);
  }
  return side;
}
function tacticalDeckFor(role: Side): string[] {
  const prefix = role === 'loyalists' ? 'L' : 'A';
  const out: string[] = [];
  for (const [kind, copies] of [
    ['A3', 2],
    ['D3', 2],
    ['A2D1', 2],
    ['A1D2', 2],
    ['A2', 2],
    ['D2', 2],
    ['A1D1', 3],
    ['A1', 2],
    ['D1', 2],
    ['JOKER', 2],
  ] as const) {
    for (let i = 1; i <= copies; i++) out.push(`${prefix}-${kind}-${i}`);
  }
  return out;
}
function loseReservePoint(b: BattleSide): void {
  if (b.reserveRp > 0) b.reserveRp -= 1;
  else b.lineHits += 1;
}

export function startBattle(
  s: S,
  ev: Ev,
  o: {
    attackers: string[];
    defenders: string[];
    origin: string;
    town: string;
    reaction: boolean;
    commander: string | null;
  },
): void {
  const attRole = s.armies[o.attackers[0]!]!.side;
  const defRole = other(attRole);
  const defCommander = s.armies[o.defenders[0]!]!;
  const attacker = makeSide(s, attRole, o.attackers, o.commander);
  const defender = makeSide(s, defRole, o.defenders, activeCommander(s, defCommander));
  // §20: the higher army value has the initiative; on a tie, the attacker.
  const initiative = attacker.va >= defender.va ? attRole : defRole;
  s.battle = {
    attacker,
    defender,
    reaction: o.reaction,
    origin: o.origin,
    town: o.town,
    initiative,
    round: 1,
    phase: 'deploy',
    engaged: null,
    oppsUsed: [],
  };
  s.record[attRole].attacks.push(o.town);
  log(ev, 'battle_started', {
    attacker: attRole,
    defender: defRole,
    town: o.town,
    origin: o.origin,
    attackerVa: attacker.va,
    defenderVa: defender.va,
    reaction: o.reaction,
  });
}

export function sideOf(b: BattleState, role: Side): BattleSide {
  return b.attacker.role === role ? b.attacker : b.defender;
}
function enemyOf(b: BattleState, role: Side): BattleSide {
  return b.attacker.role === role ? b.defender : b.attacker;
}

/** §19: brigades per line: 6 → 2/2/2, 4 → 2/1/1; generalised to 5 → 2/2/1, 3 → 1/1/1, 2 → 1/1/0, 1 → 1/0/0 (G20). */
const LAYOUT: Record<number, number[]> = {
  0: [0, 0, 0],
  1: [1, 0, 0],
  2: [1, 1, 0],
  3: [1, 1, 1],
  4: [2, 1, 1],
  5: [2, 2, 1],
  6: [2, 2, 2],
};
const ORDER: Record<'left' | 'centre' | 'right' | 'even', LineId[]> = {
  left: ['left', 'centre', 'right'],
  centre: ['centre', 'left', 'right'],
  right: ['right', 'centre', 'left'],
  even: ['centre', 'left', 'right'],
};

export function deploy(s: S, role: Side, focus: 'left' | 'centre' | 'right' | 'even'): void {
  const b = s.battle!;
  const me = sideOf(b, role);
  const brig: Brigades = {};
  for (const id of me.armies) addB(brig, s.armies[id]!.brigades);
  const total = sum(brig);
  const inLines = Math.min(6, total);
  const layout = LAYOUT[inLines]!;
  const order = ORDER[focus];
  const pool = { ...brig };
  // Cards: the general keeps VC cards (jokers first, then the strongest); the focus line gets the best of the rest.
  const hand = me.hand.slice().sort((x, y) => cardStrength(y) - cardStrength(x) || (x < y ? -1 : 1));
  const reserve: string[] = [];
  for (const c of hand) if (reserve.length < me.vc && tacticalCard(c).joker) reserve.push(c);
  for (const c of hand) if (reserve.length < me.vc && !reserve.includes(c)) reserve.push(c);
  let rest = hand.filter((c) => !reserve.includes(c));
  let twos = 0;
  order.forEach((line, i) => {
    const n = layout[i]!;
    const l = me.lines[line];
    for (let k = 0; k < n; k++) {
      const st = takeOne(pool)!;
      l.brigades[st] = (l.brigades[st] ?? 0) + 1;
    }
    l.cards = rest.slice(0, n);
    rest = rest.slice(n);
    l.rp = n === 2 ? 1 : 0; // §19: one resistance point per two brigades
    if (n === 2) twos += 1;
    l.status = n > 0 ? 'on' : 'empty';
  });
  // §19: in a 4-brigade army the two single lines share one point, lost by whichever loses first.
  me.floating = Math.floor(inLines / 2) - twos;
  if (total > 6) me.group = { brigades: pool, cards: rest, rp: Math.floor(sum(pool) / 2) }; // §21 reserve group
  me.reserveCards = reserve;
  me.hand = [];
  me.deployed = true;
  if (b.attacker.deployed && b.defender.deployed) {
    for (const side of [b.attacker, b.defender]) {
      for (; side.lineHits > 0; side.lineHits--) {
        const line = LINES.find((l) => side.lines[l].rp > 0);
        if (line) side.lines[line].rp -= 1;
        else if (side.floating > 0) side.floating -= 1;
      }
      side.startRp = totalRp(side);
    }
    b.phase = 'choose';
  }
}

export function totalRp(x: BattleSide): number {
  let n = x.floating + x.reserveRp + (x.group?.rp ?? 0);
  for (const l of LINES) if (x.lines[l].status === 'on') n += x.lines[l].rp;
  return n;
}
export function fieldBrigades(x: BattleSide): number {
  let n = sum(x.group?.brigades ?? {});
  for (const l of LINES) if (x.lines[l].status === 'on') n += sum(x.lines[l].brigades);
  return n;
}
function hasCards(x: BattleSide): boolean {
  return x.reserveCards.length > 0 || LINES.some((l) => x.lines[l].status === 'on' && x.lines[l].cards.length > 0);
}
function lostCount(x: BattleSide): number {
  return sum(x.lost);
}

export function attackOptions(b: BattleState, role: Side): Array<ActionOf<'battle_attack'>> {
  const me = sideOf(b, role);
  const them = enemyOf(b, role);
  const out: Array<ActionOf<'battle_attack'>> = [];
  for (const l of LINES) {
    if (me.lines[l].status !== 'on' || them.lines[FACING[l]].status !== 'on') continue;
    if (me.lines[l].cards.length > 0) out.push({ type: 'battle_attack', line: l, dispatch: null });
    else if (me.dispatchLeft > 0)
      for (const c of uniqueKinds(me.reserveCards)) out.push({ type: 'battle_attack', line: l, dispatch: c });
  }
  return out;
}
export function convergeOptions(b: BattleState, role: Side): Array<ActionOf<'battle_converge'>> {
  const me = sideOf(b, role);
  const them = enemyOf(b, role);
  const out: Array<ActionOf<'battle_converge'>> = [];
  for (const from of LINES) {
    if (me.lines[from].status !== 'on' || me.lines[from].cards.length === 0 || them.lines[FACING[from]].status === 'on')
      continue;
    for (const to of LINES)
      if (to !== from && them.lines[FACING[to]].status === 'on') out.push({ type: 'battle_converge', from, to });
  }
  return out;
}
function uniqueKinds(cards: string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const c of cards) {
    const k = c.split('-')[1]!;
    if (!seen.has(k)) {
      seen.add(k);
      out.push(c);
    }
  }
  return out;
}
function canAct(b: BattleState, role: Side): boolean {
  return attackOptions(b, role).length > 0 || convergeOptions(b, role).length > 0;
}
export function canWithdraw(b: BattleState, role: Side): boolean {
  // §20: who has lost more brigades than the enemy, or all his resistance points, while the enemy still has cards.
  const me = sideOf(b, role);
  const them = enemyOf(b, role);
  return (lostCount(me) > lostCount(them) || totalRp(me) === 0) && hasCards(them);
}
function hasJoker(x: BattleSide): boolean {
  return [...x.reserveCards, ...LINES.flatMap((l) => (x.lines[l].status === 'on' ? x.lines[l].cards : []))].some(
    (c) => tacticalCard(c).joker,
  );
}

/** Legal battle actions of `role` now. */
export function battleActions(
  s: S,
  role: Side,
): Array<
  ActionOf<
    | 'battle_deploy'
    | 'battle_opportunity'
    | 'battle_attack'
    | 'battle_shift'
    | 'battle_converge'
    | 'battle_swap'
    | 'battle_respond'
    | 'battle_play'
    | 'battle_withdraw'
    | 'battle_stay'
    | 'battle_second_round'
  >
> {
  const b = s.battle!;
  const me = sideOf(b, role);
  const out: ReturnType<typeof battleActions> = [];
  const withdraw = () => {
    if (!canWithdraw(b, role)) return;
    if (hasJoker(me)) out.push({ type: 'battle_withdraw', method: 'joker' });
    out.push({ type: 'battle_withdraw', method: 'roll' });
  };
  switch (b.phase) {
    case 'deploy':
      if (me.deployed) return [];
      for (const code of ['RES_PLUS', 'RES_MINUS'] as const)
        if (canUseBattleOpp(s, role, code)) out.push({ type: 'battle_opportunity', code });
      for (const focus of ['even', 'left', 'centre', 'right'] as const) out.push({ type: 'battle_deploy', focus });
      return out;
    case 'choose': {
      if (b.initiative !== role) return [];
      out.push(...attackOptions(b, role), ...convergeOptions(b, role));
      if (me.shifts < 2) {
        for (const from of LINES) {
          if (me.lines[from].status !== 'on') continue;
          for (const c of uniqueKinds(me.lines[from].cards))
            for (const to of LINES)
              if (to !== from && me.lines[to].status === 'on') out.push({ type: 'battle_shift', card: c, from, to });
        }
      }
      if (me.group && !me.swapped)
        for (const l of LINES) if (me.lines[l].status === 'on') out.push({ type: 'battle_swap', line: l });
      withdraw();
      return out;
    }
    case 'offer':
      // §20: right after a clash the side without the initiative may withdraw (or fight on).
      if (b.initiative === role) return [];
      withdraw();
      out.push({ type: 'battle_stay' });
      return out;
    case 'respond': {
      if (b.initiative === role) return [];
      const y = b.engaged!.facing;
      if (me.dispatchLeft > 0)
        for (const c of uniqueKinds(me.reserveCards)) out.push({ type: 'battle_respond', source: 'reserve', card: c });
      for (const l of LINES)
        if (l !== y && me.lines[l].status === 'on')
          for (const c of uniqueKinds(me.lines[l].cards)) out.push({ type: 'battle_respond', source: l, card: c });
      out.push({ type: 'battle_respond', source: 'flee', card: null });
      withdraw();
      return out;
    }
    case 'commit': {
      if (me.commit) return [];
      const line = b.initiative === role ? b.engaged!.line : b.engaged!.facing;
      for (const c of uniqueKinds(me.lines[line].cards)) out.push({ type: 'battle_play', card: c });
      withdraw();
      return out;
    }
    case 'second_round':
      if (b.attacker.role !== role) return [];
      return [
        { type: 'battle_second_round', accept: true },
        { type: 'battle_second_round', accept: false },
      ];
  }
}
export function battleActiveRoles(s: S): Side[] {
  const b = s.battle!;
  switch (b.phase) {
    case 'deploy':
      return [b.attacker, b.defender].filter((x) => !x.deployed).map((x) => x.role);
    case 'choose':
      return [b.initiative];
    case 'offer':
    case 'respond':
      return [other(b.initiative)];
    case 'commit':
      return [b.attacker, b.defender].filter((x) => !x.commit).map((x) => x.role);
    case 'second_round':
      return [b.attacker.role];
  }
}

function canUseBattleOpp(s: S, role: Side, code: 'RES_PLUS' | 'RES_MINUS'): boolean {
  const c = s.card;
  return !!c && c.holder === role && c.usesLeft > 0 && c.opps.includes(code) && !c.oppsUsed.includes(code);
}

export function applyBattle(s: S, role: Side, a: ReturnType<typeof battleActions>[number], ev: Ev): void {
  // legal: one of battleActions (checked by core defineGame before the step)
  const b = s.battle!;
  const me = sideOf(b, role);
  const them = enemyOf(b, role);
  switch (a.type) {
    case 'battle_opportunity': {
      // §11 opportunities: +1 point to the own general's reserve (and to his dispatch limit, G25), or −1 to the enemy's.
      const c = s.card!;
      c.usesLeft -= 1;
      c.oppsUsed.push(a.code);
      if (a.code === 'RES_PLUS') {
        me.reserveRp += 1;
        me.dispatchLeft += 1;
      } else loseReservePoint(them);
      log(ev, 'opportunity_used', { role, code: a.code });
      return;
    }
    case 'battle_deploy':
      deploy(s, role, a.focus);
      log(ev, 'battle_deployed', { role });
      if (b.phase === 'choose') settleInitiative(s, ev);
      return;
    case 'battle_attack': {
      if (a.dispatch) {
        me.reserveCards.splice(me.reserveCards.indexOf(a.dispatch), 1);
        me.lines[a.line].cards.push(a.dispatch);
        me.dispatchLeft -= 1;
      }
      b.engaged = { line: a.line, facing: FACING[a.line] };
      log(ev, 'battle_line_attacks', { role, line: a.line });
      const y = them.lines[FACING[a.line]];
      if (y.cards.length > 0) b.phase = 'commit';
      else {
        b.phase = 'respond';
        if (
          battleActions(s, them.role).filter((x) => x.type === 'battle_respond').length === 1 &&
          !canWithdraw(b, them.role)
        )
          flee(s, them, FACING[a.line], ev);
      }
      return;
    }
    case 'battle_respond': {
      const y = me.lines[b.engaged!.facing];
      if (a.source === 'flee') return flee(s, me, b.engaged!.facing, ev);
      if (a.source === 'reserve') {
        me.reserveCards.splice(me.reserveCards.indexOf(a.card!), 1);
        me.dispatchLeft -= 1;
      } else me.lines[a.source].cards.splice(me.lines[a.source].cards.indexOf(a.card!), 1);
      y.cards.push(a.card!);
      b.phase = 'commit';
      return;
    }
    case 'battle_shift': {
      // §20: moving a card between lines costs the initiative.
      me.lines[a.from].cards.splice(me.lines[a.from].cards.indexOf(a.card), 1);
      me.lines[a.to].cards.push(a.card);
      me.shifts += 1;
      b.initiative = them.role;
      log(ev, 'battle_shift', { role, from: a.from, to: a.to });
      settleInitiative(s, ev);
      return;
    }
    case 'battle_converge': {
      // §19: a line whose opponent fled may converge, with its points, on another line or wing.
      const from = me.lines[a.from];
      const to = me.lines[a.to];
      addB(to.brigades, from.brigades);
      to.cards.push(...from.cards);
      to.rp += from.rp;
      to.status = 'on';
      me.lines[a.from] = emptyLine();
      log(ev, 'battle_converge', { role, from: a.from, to: a.to });
      settleInitiative(s, ev);
      return;
    }
    case 'battle_swap': {
      // §21: the attacker may swap his reserve group with a wing or the centre, giving up the initiative.
      const g = me.group!;
      const l = me.lines[a.line];
      me.lines[a.line] = {
        brigades: g.brigades,
        cards: g.cards,
        rp: g.rp,
        status: sum(g.brigades) > 0 ? 'on' : 'empty',
      };
      me.group = { brigades: l.brigades, cards: l.cards, rp: l.rp };
      me.swapped = true;
      b.initiative = them.role;
      log(ev, 'battle_swap', { role, line: a.line });
      settleInitiative(s, ev);
      return;
    }
    case 'battle_play': {
      me.commit = a.card;
      log(ev, 'battle_card_committed', { role });
      if (b.attacker.commit && b.defender.commit) resolveClash(s, ev);
      return;
    }
    case 'battle_withdraw':
      return withdraw(s, role, a.method, ev);
    case 'battle_stay':
      b.phase = 'choose';
      return;
    case 'battle_second_round':
      if (!a.accept) return endBattle(s, null, ev, 'draw');
      secondRound(s, ev);
      return;
  }
}

function flee(s: S, who: BattleSide, line: LineId, ev: Ev): void {
  const b = s.battle!;
  const l = who.lines[line];
  // §19: a line left without cards when attacked flees; its brigades survive and rejoin afterwards (G22).
  who.fledBrigades += sum(l.brigades);
  l.status = 'fled';
  l.cards = [];
  l.rp = 0;
  b.engaged = null;
  b.phase = 'choose';
  log(ev, 'battle_line_fled', { role: who.role, line });
  if (!checkEnd(s, ev)) settleInitiative(s, ev);
}

function resolveClash(s: S, ev: Ev): void {
  const b = s.battle!;
  const P = sideOf(b, b.initiative);
  const Q = enemyOf(b, b.initiative);
  const { line: X, facing: Y } = b.engaged!;
  const cp = P.commit!;
  const cq = Q.commit!;
  const p = tacticalCard(cp);
  const q = tacticalCard(cq);
  // G26: a joker takes the opponent's revealed card and plays it; the robbed side counts 0/0; two jokers cancel.
  const zero = { attack: 0, defence: 0 };
  let pv = { attack: p.attack, defence: p.defence };
  let qv = { attack: q.attack, defence: q.defence };
  if (p.joker && !q.joker) {
    pv = { attack: q.attack, defence: q.defence };
    qv = zero;
  } else if (q.joker && !p.joker) {
    qv = { attack: p.attack, defence: p.defence };
    pv = zero;
  } else if (p.joker && q.joker) {
    pv = zero;
    qv = zero;
  }
  // §20: attack minus the other's defence, floored at 0 (G11); the higher wins; one hit per clash.
  const netP = Math.max(0, pv.attack - qv.defence);
  const netQ = Math.max(0, qv.attack - pv.defence);
  for (const [side, line, card] of [
    [P, X, cp],
    [Q, Y, cq],
  ] as const) {
    const l = side.lines[line];
    l.cards.splice(l.cards.indexOf(card), 1);
    side.commit = null;
  }
  let winner: Side | null = null;
  if (netP > netQ) {
    winner = P.role;
    hit(s, Q, Y, ev);
  } else if (netQ > netP) {
    winner = Q.role;
    hit(s, P, X, ev);
  }
  s.lastClash = { attacker: cp, defender: cq, winner };
  log(
    ev,
    'battle_clash',
    { initiative: P.role, card: cp, answer: cq, net: netP, netAnswer: netQ, winner },
    { irreversible: true },
  );
  void p;
  void q;
  b.engaged = null;
  b.phase = 'choose';
  if (checkEnd(s, ev)) return;
  // §20: the initiative stays with the side that did more damage; on a tie or a defender's win it passes.
  b.initiative = winner === P.role ? P.role : Q.role;
  settleInitiative(s, ev);
  // §20 sets no moment for withdrawing: the side without the initiative may do it right after the clash
  // (the rulebook's worked battle: Boufflers withdraws while the Austrian still holds the initiative).
  if (s.battle && b.phase === 'choose' && canWithdraw(b, other(b.initiative))) b.phase = 'offer';
}

function hit(_s: S, side: BattleSide, line: LineId, ev: Ev): void {
  const l = side.lines[line];
  if (l.rp > 0) l.rp -= 1;
  else if (sum(l.brigades) === 1 && side.floating > 0) side.floating -= 1;
  else if (side.reserveRp > 0 && side.dispatchLeft > 0) {
    // §20: the general may send a resistance point from his reserve (counts against his VC limit).
    side.reserveRp -= 1;
    side.dispatchLeft -= 1;
  } else {
    const st = takeOne(l.brigades)!;
    side.lost[st] = (side.lost[st] ?? 0) + 1;
    log(ev, 'battle_brigade_lost', { role: side.role, line, state: st });
    if (sum(l.brigades) === 0) {
      l.status = 'destroyed';
      l.cards = [];
      l.rp = 0;
    }
  }
}

/** Passes the initiative on while its holder cannot act; when nobody can, the battle is exhausted (§20). */
function settleInitiative(s: S, ev: Ev): void {
  const b = s.battle!;
  if (!b) return;
  b.phase = 'choose';
  if (canAct(b, b.initiative)) return;
  if (canAct(b, other(b.initiative))) {
    b.initiative = other(b.initiative);
    return;
  }
  exhaustion(s, ev);
}

function exhaustion(s: S, ev: Ev): void {
  const b = s.battle!;
  const A = b.attacker;
  const D = b.defender;
  const fa = fieldBrigades(A);
  const fd = fieldBrigades(D);
  const ra = totalRp(A);
  const rd = totalRp(D);
  log(ev, 'battle_exhausted', { attackerBrigades: fa, defenderBrigades: fd, attackerRp: ra, defenderRp: rd });
  if (fa === fd && ra === rd) {
    // §20: on an exact tie the attacker may fight a second round; a tie after it sends the attacker away.
    if (b.round === 1 && A.drawPile.length > 0 && D.drawPile.length > 0) {
      b.phase = 'second_round';
      return;
    }
    return endBattle(s, null, ev, 'draw');
  }
  // G23: not tied: more brigades on the field, then more points, wins; the other leaves without further loss.
  const attackerWins = fa !== fd ? fa > fd : ra > rd;
  endBattle(s, attackerWins ? A.role : D.role, ev, 'beaten');
}

function secondRound(s: S, ev: Ev): void {
  const b = s.battle!;
  b.round = 2;
  for (const x of [b.attacker, b.defender]) {
    for (const l of LINES) {
      const line = x.lines[l];
      if (line.status !== 'on') continue;
      const n = sum(line.brigades);
      line.cards.push(...x.drawPile.splice(0, n));
    }
    if (x.group) x.group.cards.push(...x.drawPile.splice(0, sum(x.group.brigades)));
  }
  log(ev, 'battle_second_round', {}, { irreversible: true });
  b.initiative = b.attacker.va >= b.defender.va ? b.attacker.role : b.defender.role;
  settleInitiative(s, ev);
}

function withdraw(s: S, role: Side, method: 'joker' | 'roll', ev: Ev): void {
  const b = s.battle!;
  const me = sideOf(b, role);
  if (method === 'joker') {
    log(ev, 'battle_withdraw_joker', { role });
    return endBattle(s, other(role), ev, 'withdrew');
  }
  // T3: 1 surrender, 2 rout losing 2 brigades, 3 rout losing 1, 4 clean disengagement.
  const r = die(s, 4);
  log(ev, 'battle_withdraw_roll', { role, roll: r }, { irreversible: true });
  if (r === 1) return endBattle(s, other(role), ev, 'surrendered');
  const losses = r === 2 ? 2 : r === 3 ? 1 : 0;
  for (let i = 0; i < losses; i++) {
    const line = LINES.find((l) => me.lines[l].status === 'on' && sum(me.lines[l].brigades) > 0);
    if (!line) break;
    const st = takeOne(me.lines[line].brigades)!;
    me.lost[st] = (me.lost[st] ?? 0) + 1;
  }
  endBattle(s, other(role), ev, 'withdrew');
}

function checkEnd(s: S, ev: Ev): boolean {
  const b = s.battle!;
  for (const x of [b.attacker, b.defender]) {
    if (LINES.some((l) => x.lines[l].status === 'on')) continue;
    if (x.group && sum(x.group.brigades) > 0) {
      // House rule: a reserve group left alone takes the centre.
      x.lines.centre = { brigades: x.group.brigades, cards: x.group.cards, rp: x.group.rp, status: 'on' };
      x.group = null;
      continue;
    }
    // A side with no line left on the field has lost (derived).
    endBattle(s, other(x.role), ev, 'beaten');
    return true;
  }
  return false;
}

/** §20-21 and digest 5.7.4: losses, generals' careers, retreat or surrender, the winner's advance. */
export function endBattle(
  s: S,
  winner: Side | null,
  ev: Ev,
  how: 'beaten' | 'withdrew' | 'surrendered' | 'draw',
): void {
  const b = s.battle!;
  s.battle = null;
  for (const x of [b.attacker, b.defender]) {
    for (const st of Object.keys(x.lost)) {
      for (let n = x.lost[st]!; n > 0; n--) {
        const army = x.armies.map((id) => s.armies[id]!).find((a) => (a.brigades[st] ?? 0) > 0);
        if (!army) break;
        army.brigades[st]! -= 1;
        if (army.brigades[st] === 0) delete army.brigades[st];
        s.eliminated[st] = (s.eliminated[st] ?? 0) + 1;
      }
    }
  }
  log(
    ev,
    'battle_ended',
    { winner, how, town: b.town, attackerLost: sum(b.attacker.lost), defenderLost: sum(b.defender.lost) },
    { irreversible: true },
  );
  const W = winner ? sideOf(b, winner) : null;
  const L = winner ? enemyOf(b, winner) : null;
  if (W?.commander) {
    const g = s.generals[W.commander]!;
    g.streak += 1;
    if (g.streak >= 3 && !g.promoted) {
      g.promoted = true; // §16: three battles won in a row: the counter is flipped
      log(ev, 'general_promoted', { general: W.commander });
    }
  }
  if (L?.commander) {
    const g = s.generals[L.commander]!;
    g.streak = 0;
    g.losses += 1;
    if (g.losses >= 3 && g.status === 'army') dismissGeneral(s, L.commander, ev);
  }
  if (!winner) for (const x of [b.attacker, b.defender]) if (x.commander) s.generals[x.commander]!.streak = 0;
  if (L && how === 'surrendered') for (const id of L.armies) if (s.armies[id]) captureArmy(s, id, W!.role, ev);
  for (const x of [b.attacker, b.defender])
    for (const id of x.armies) if (s.armies[id] && sum(s.armies[id]!.brigades) === 0) removeEmptyArmy(s, id);
  // The beaten or withdrawing defender retreats one road to a town its owner chooses (digest 5.9: the
  // rulebook names no town); with nowhere to go, its survivors surrender (digest 5.7.4). The winning
  // attacker may then advance into the town it left.
  const advanceArmies = W && W === b.attacker && !b.reaction ? W.armies.filter((id) => s.armies[id]) : [];
  const retreating = L && L === b.defender && how !== 'surrendered' ? L.armies.filter((id) => s.armies[id]) : [];
  if (retreating.length > 0 || advanceArmies.length > 0)
    startPlacement(s, ev, {
      reason: 'retreat',
      armies: retreating,
      avoid: b.origin,
      advanceArmies,
      advanceTown: b.town,
    });
}

export function dismissGeneral(s: S, id: string, ev: Ev): void {
  const g = s.generals[id]!;
  if (g.army && s.armies[g.army]) s.armies[g.army]!.general = null;
  g.status = 'dismissed';
  g.army = null;
  g.dismissedTurn = s.turn;
  log(ev, 'general_dismissed', { general: id });
}
export function removeEmptyArmy(s: S, id: string): void {
  const a = s.armies[id]!;
  if (a.general) {
    s.generals[a.general]!.status = s.generals[a.general]!.status === 'army' ? 'pool' : s.generals[a.general]!.status;
    s.generals[a.general]!.army = null;
  }
  delete s.armies[id];
}
