import {
  INTRIGUE,
  NATIONAL,
  POWERS,
  TERRITORIES,
  type MinorCube,
  type Owner,
  type PowerId,
  type TerritoryId,
} from '../../data/index.js';
import { NP_STATUS_CARDS } from '../../data/np-status-cards.js';
import { fromReserve, isClosedTo, log, ownerPick, recheckHolders, removeBase, toReserve } from '../board.js';
import { drawIntrigue, movePrestige } from '../prestige-track.js';
import type { BelleState, Ev } from '../types.js';
import { isNp, npDraw, npRoll, pickByDie, topBy } from './np-state.js';

/** One card being resolved by an NP (13.4): who it hit, for the 8.6.1 markers and the per-Power limits. */
interface NpCard {
  np: PowerId;
  card: string;
  hits: Record<string, number>;
  affected: PowerId[];
  ev: Ev;
}

/** 8.6.1 / G12: a Power carrying a marker from another card this turn cannot be targeted again. */
const shielded = (s: BelleState, c: NpCard, p: PowerId) => s.markers.some((m) => m.power === p && m.card !== c.card);
const opponents = (s: BelleState, c: NpCard): PowerId[] => POWERS.filter((p) => p !== c.np && !shielded(s, c, p));

function hit(c: NpCard, p: PowerId): void {
  c.hits[p] = (c.hits[p] ?? 0) + 1;
  if (!c.affected.includes(p)) c.affected.push(p);
}

/** 13.4.3: the opposing Power with the most of a resource (ties by die); null if none qualifies. */
function targetPower(
  s: BelleState,
  c: NpCard,
  why: string,
  value: (p: PowerId) => number,
  pool = opponents(s, c),
): PowerId | null {
  const tied = topBy(pool, value);
  return tied.length ? pickByDie(s, c.np, why, tied, c.ev) : null;
}

/** Base cubes of `p` in `t` that a card may remove (G1: never a top cube, never an Armament cube). */
const baseOf = (s: BelleState, t: TerritoryId, p: Owner) => s.board[t].filter((sp) => sp.cube === p).length;

/**
 * 13.4.4: in territory `t`, the eligible opposing Power with the most base cubes loses one (ties: Powers not
 * yet hit by this card first, then the die, as in the Melanesia example). Returns the Power hit, or null.
 */
function removeOneIn(
  s: BelleState,
  c: NpCard,
  t: TerritoryId,
  maxPerPower: number,
  only: PowerId | null,
  ev: Ev,
): PowerId | null {
  const pool = opponents(s, c).filter(
    (p) => (only === null || p === only) && baseOf(s, t, p) > 0 && (c.hits[p] ?? 0) < maxPerPower,
  );
  let tied = topBy(pool, (p) => baseOf(s, t, p));
  if (!tied.length) return null;
  const fresh = tied.filter((p) => !c.affected.includes(p));
  if (fresh.length) tied = fresh;
  const victim = pickByDie(s, c.np, 'remove', tied, ev);
  const i = ownerPick(s, t, victim)!;
  removeBase(s, t, i);
  hit(c, victim);
  log(ev, 'np_cube_removed', { power: c.np, victim, territory: t, space: i + 1 });
  recheckHolders(s, ev);
  return victim;
}

/** 13.4.3 (b)–(c): walk the Objectives Priority list, skipping territories the NP holds. */
function removeByPriority(
  s: BelleState,
  c: NpCard,
  n: number,
  maxPerPower: number,
  ev: Ev,
  territories?: TerritoryId[],
): number {
  let done = 0;
  for (const t of territories ?? NP_STATUS_CARDS[c.np].priorities) {
    if (s.holders[t] === c.np) continue;
    while (done < n && removeOneIn(s, c, t, maxPerPower, null, ev)) done++;
    if (done >= n) break;
  }
  return done;
}

/**
 * 13.4.5 (NP-10): a Minor Nation cube from an NP's card replaces a base cube of the eligible opposing Power
 * with the most cubes there (ties by die); with no such cube it takes a free space; otherwise it is not placed.
 */
function placeMinor(s: BelleState, c: NpCard, owner: MinorCube, t: TerritoryId, ev: Ev): void {
  if (s.minorReserve[owner] <= 0) return;
  const pool = opponents(s, c).filter((p) => s.board[t].some((sp) => sp.cube === p && !sp.top));
  const tied = topBy(pool, (p) => baseOf(s, t, p));
  if (tied.length) {
    const victim = pickByDie(s, c.np, 'replace', tied, ev);
    const i = ownerPick(s, t, victim)!;
    toReserve(s, victim);
    fromReserve(s, owner);
    s.board[t][i].cube = owner;
    hit(c, victim);
    log(ev, 'np_minor_placed', { power: c.np, owner, territory: t, space: i + 1, victim });
  } else {
    const i = s.board[t].findIndex((sp) => sp.cube === null && sp.armament === null);
    if (i < 0) return;
    fromReserve(s, owner);
    s.board[t][i].cube = owner;
    log(ev, 'np_minor_placed', { power: c.np, owner, territory: t, space: i + 1, victim: '' });
  }
  recheckHolders(s, ev);
}

/** 13.4.6 / recon §4.4: how an NP resolves each NP-symbol half. */
function resolveIntrigueHalf(s: BelleState, c: NpCard, half: string, ev: Ev): void {
  const ps = (p: PowerId) => s.powers[p];
  switch (half) {
    case 'I_diplomatic_attack': {
      // The first cube by the removal procedure fixes the target; the second comes from a later territory.
      const list = NP_STATUS_CARDS[c.np].priorities;
      for (let k = 0; k < list.length; k++) {
        const t = list[k];
        if (s.holders[t] === c.np) continue;
        const victim = removeOneIn(s, c, t, 2, null, ev);
        if (!victim) continue;
        for (const u of list.slice(k + 1)) if (s.holders[u] !== c.np && removeOneIn(s, c, u, 2, victim, ev)) break;
        return;
      }
      return;
    }
    case 'I_press_campaign': {
      const p = targetPower(s, c, 'prestige', (q) => ps(q).prestige);
      if (p) {
        hit(c, p);
        movePrestige(s, p, -1, false, ev);
      }
      return;
    }
    case 'I_anarchist_outrage': {
      const p = targetPower(s, c, 'prestige', (q) => ps(q).prestige);
      if (!p) return;
      hit(c, p);
      movePrestige(s, p, -1, false, ev);
      if (ps(p).embassies > 0) {
        ps(p).embassies--;
        ps(p).reserve++;
      }
      return;
    }
    case 'I_financial_scandal': {
      // 13.4.6: only human Powers are valid targets.
      const p = targetPower(
        s,
        c,
        'money',
        (q) => ps(q).money,
        opponents(s, c).filter((q) => !isNp(s, q)),
      );
      if (p) {
        hit(c, p);
        ps(p).money = Math.max(0, ps(p).money - 5);
        log(ev, 'np_money_lost', { power: c.np, victim: p, amount: 5 });
      }
      return;
    }
    case 'I_sabotage': {
      // 13.4.6: the die picks among the Powers that may still be targeted.
      const pool = opponents(s, c);
      if (!pool.length) return;
      const p = pickByDie(s, c.np, 'sabotage', pool, ev);
      hit(c, p);
      if (isNp(s, p)) s.np!.sabotage[p] = (s.np!.sabotage[p] ?? 0) + 2;
      else
        s.modifiers.push({
          who: p,
          kind: 'dispute_mod',
          amount: -2,
          unit: null,
          scope: 'all',
          duration: 'turn',
          totalCap: null,
          source: c.card,
        });
      log(ev, 'np_sabotage', { power: c.np, victim: p });
      return;
    }
    case 'I_italian_diplomacy':
      for (const t of ['horn_of_africa', 'algeria_morocco', 'ottoman_empire'] as const)
        placeMinor(s, c, 'italy', t, ev);
      return;
    case 'I_rising_sun':
      placeMinor(s, c, 'japan', 'manchuria_korea', ev);
      placeMinor(s, c, 'japan', 'manchuria_korea', ev);
      placeMinor(s, c, 'japan', 'china', ev);
      return;
    case 'I_big_stick': {
      // 13.4.6: even → Micronesia, odd → Melanesia for the islands' cube.
      const r = npRoll(s, c.np, 'big_stick', ev);
      placeMinor(s, c, 'usa', 'japan', ev);
      placeMinor(s, c, 'usa', 'china', ev);
      placeMinor(s, c, 'usa', r % 2 === 0 ? 'micronesia' : 'melanesia', ev);
      return;
    }
    case 'I_intercepted_dispatches': {
      const p = targetPower(
        s,
        c,
        'cards',
        (q) => ps(q).intrigueHand.length,
        opponents(s, c).filter((q) => ps(q).intrigueHand.length > 0),
      );
      if (!p) return;
      hit(c, p);
      const hand = ps(p).intrigueHand;
      const [card] = hand.splice(hand.indexOf(npDraw(s, c.np, hand, ev)), 1);
      ps(c.np).intrigueHand.push(card);
      log(ev, 'np_card_taken', { power: c.np, victim: p });
      return;
    }
    case 'I_expelled_diplomats': {
      const p = targetPower(
        s,
        c,
        'embassies',
        (q) => (isNp(s, q) ? 0 : ps(q).embassies),
        opponents(s, c).filter((q) => !isNp(s, q) && ps(q).embassies > 0),
      );
      if (!p) return;
      hit(c, p);
      const n = Math.min(2, ps(p).embassies);
      ps(p).embassies -= n;
      ps(p).reserve += n;
      log(ev, 'np_embassies_lost', { power: c.np, victim: p, n });
      return;
    }
    case 'I_secret_diplomacy':
    case 'I_colonial_conference': {
      // 13.7.1: these cubes go to the last sending column (they wait in the Embassies space until then).
      const n = half === 'I_secret_diplomacy' ? 2 : 1;
      for (let k = 0; k < n && ps(c.np).reserve > 0; k++) {
        ps(c.np).reserve--;
        ps(c.np).embassies++;
      }
      return;
    }
    case 'I_subversion':
      for (const t of NP_STATUS_CARDS[c.np].priorities) {
        if (s.holders[t] === c.np || isClosedTo(s, c.np, t)) continue; // 8.9.2
        const pool = opponents(s, c).filter((p) => s.board[t].some((sp) => sp.cube === p && !sp.top));
        const tied = topBy(pool, (p) => baseOf(s, t, p));
        if (!tied.length || ps(c.np).reserve <= 0) continue;
        const victim = pickByDie(s, c.np, 'replace', tied, ev);
        const i = ownerPick(s, t, victim)!;
        toReserve(s, victim);
        ps(c.np).reserve--;
        s.board[t][i].cube = c.np;
        hit(c, victim);
        log(ev, 'np_cube_replaced', { power: c.np, victim, territory: t, space: i + 1 });
        recheckHolders(s, ev);
        return;
      }
      return;
    case 'I_royal_visit':
      movePrestige(s, c.np, 1, true, ev);
      return;
    case 'I_fashoda': {
      const africa = NP_STATUS_CARDS[c.np].priorities.filter((t) => TERRITORIES[t].continent === 'AF');
      for (const t of africa) if (removeByPriority(s, c, 2, 1, ev, [t]) > 0) return;
      return;
    }
    default:
      log(ev, 'np_card_no_effect', { power: c.np, half });
  }
}

/** 8.6 / G11: each Power the card affected puts a marker cube on it; the card stays beside the board. */
function finishNpCard(s: BelleState, c: NpCard, ev: Ev): boolean {
  for (const p of c.affected) {
    const cube = s.powers[p].reserve > 0;
    if (cube) {
      s.powers[p].reserve--;
      s.powers[p].markers++;
    }
    s.markers.push({ power: p, card: c.card, cube });
    log(ev, 'card_marker', { power: p, card: c.card });
  }
  if (c.affected.length) s.cardsBesideBoard.push(c.card);
  return c.affected.length > 0;
}

/**
 * 13.4.1 / 13.4.2 (step 1 of the NP Action Phase): the Progress Chart says Intrigue or National; the NP draws
 * a card of that kind at random from its face-down hand and resolves it as 13.4.3–13.4.7 say.
 */
export function npCardStep(s: BelleState, np: PowerId, ev: Ev): void {
  const kind = NP_STATUS_CARDS[np].progress[s.turn - 1].card;
  const ps = s.powers[np];
  if (kind === 'intrigue') {
    // Change of Strategy stays face up for a later Dispute (13.4.6), so it is not drawn again.
    const hand = ps.intrigueHand.filter((card) => INTRIGUE[card].halves[0] !== 'I_change_strategy');
    if (!hand.length) {
      log(ev, 'np_no_card', { power: np, kind });
      return;
    }
    const card = npDraw(s, np, hand, ev);
    ps.intrigueHand.splice(ps.intrigueHand.indexOf(card), 1);
    const half = INTRIGUE[card].halves[0]; // the NP-symbol half is always listed first (recon §4.5)
    log(ev, 'card_played', { power: np, card, half });
    const c: NpCard = { np, card, hits: {}, affected: [], ev };
    resolveIntrigueHalf(s, c, half, ev);
    if (!finishNpCard(s, c, ev)) s.intrigueDiscard.push(card);
    return;
  }
  if (!ps.nationalHand.length) {
    log(ev, 'np_no_card', { power: np, kind });
    return;
  }
  const card = npDraw(s, np, ps.nationalHand, ev);
  ps.nationalHand.splice(ps.nationalHand.indexOf(card), 1);
  const kindOf = NATIONAL[card].kind;
  log(ev, 'card_played', { power: np, card, half: kindOf }); // 13.4.2: its cost is ignored
  const c: NpCard = { np, card, hits: {}, affected: [], ev };
  if (kindOf === 'nationalist_disorders') removeByPriority(s, c, 4, 2, ev);
  else if (kindOf === 'social_policy')
    movePrestige(s, np, 2, true, ev); // 13.4.7
  else if (kindOf === 'diplomatic_contrasts') {
    // 13.4.7: always for the next turn; the territory it protects: one it holds, else one where it has a cube.
    const list = NP_STATUS_CARDS[np].priorities;
    const t = list.find((u) => s.holders[u] === np) ?? list.find((u) => baseOf(s, u, np) > 0) ?? list[0];
    s.locks.push({
      territory: t,
      exempt: np,
      turn: s.turn + 1,
      armamentPenalty: s.options.contrastsPenalty ? 1 : 0,
      card,
    });
    log(ev, 'np_lock', { power: np, territory: t, turn: s.turn + 1 });
  }
  finishNpCard(s, c, ev);
}

/** 13.4.6 Political Scandal and other choices put to an NP by a human's card: the NP's answer. */
export function npAnswer(s: BelleState, np: PowerId, _key: string, options: string[], ev: Ev): string {
  if (options.includes('prestige') && options.includes('embassy')) {
    const r = npRoll(s, np, 'political_scandal', ev);
    if (r % 2 === 0) return 'prestige';
    // G14: with an empty Embassies space the NP owes the cube and sends one fewer at its next sending step.
    if (s.powers[np].embassies === 0) s.np!.debt[np] = (s.np!.debt[np] ?? 0) + 1;
    return 'embassy';
  }
  return options[0];
}

/** NP-14 / 8.2.3: an NP allied with the Ottoman Empire draws two Intrigue cards and keeps one at random. */
export function npOttomanDraw(s: BelleState, np: PowerId, ev: Ev): void {
  const a = drawIntrigue(s, np, ev);
  const b = drawIntrigue(s, np, ev);
  if (!a || !b) return;
  const drop = npRoll(s, np, 'ottoman_keep', ev) % 2 === 1 ? b : a; // odd keeps the first card
  const hand = s.powers[np].intrigueHand;
  hand.splice(hand.indexOf(drop), 1);
  s.intrigueDiscard.push(drop);
  log(ev, 'intrigue_discarded', { power: np, card: drop });
}
