import { clone, die, int } from '../../core/index.js';
import {
  INTRIGUE,
  INTRIGUE_HALVES,
  POWERS,
  TERRITORIES,
  TERRITORY_IDS,
  isPower,
  minorTerritoryOf,
  type Effect,
  type Owner,
  type PowerId,
  type Scope,
  type TerritoryId,
  type Who,
} from '../data/index.js';
import {
  baseCubes,
  canReach,
  continentOf,
  fromReserve,
  isClosedTo,
  log,
  ownerPick,
  recheckHolders,
  removeBase,
  toReserve,
} from './board.js';
import { movePrestige } from './prestige-track.js';
import { sendTargets, placeSentCube } from './diplomatic-missions.js';
import type { BelleState, Ev, Resolution } from './types.js';
import { isNp } from './non-player/np-state.js';

/**
 * The interpreter of the card effect vocabulary (data/effects.ts, reconstruction §4.1–4.2).
 * Effects run in order; an effect that needs a decision sets `res.pending` and returns 'wait';
 * the `choose` action stores the answer in `res.choice` and the effect is run again from its start,
 * so every effect mutates the state only after it has consumed a choice (a small coroutine).
 */
type StepResult = 'done' | 'wait' | 'stop';

export function newResolution(
  source: Resolution['source'],
  card: string,
  half: string,
  actor: PowerId,
  effects: Effect[],
): Resolution {
  return {
    source,
    card,
    half,
    actor,
    effects: clone(effects),
    index: 0,
    scratch: {},
    choice: null,
    pending: null,
    target: null,
    affected: [],
  };
}

/** Runs effects until one waits for a choice ('wait'), the game ends ('stop') or all are done ('done'). */
export function runEffects(s: BelleState, res: Resolution | null, effects: Effect[], ev: Ev): StepResult {
  if (!res) {
    // Events: no actor, no choices, no markers (G11).
    for (const e of effects) {
      const r = execEffect(s, null, e, ev);
      if (r === 'stop') return 'stop';
    }
    return 'done';
  }
  while (res.index < res.effects.length) {
    const r = execEffect(s, res, res.effects[res.index], ev);
    if (r === 'wait') return 'wait';
    if (r === 'stop') return 'stop';
    res.index++;
    res.scratch = {};
    res.choice = null;
    res.pending = null;
  }
  return 'done';
}

/** Consumes the stored choice, or asks for one. */
function pick(res: Resolution, chooser: PowerId, key: string, options: string[], reveal: string[] = []): string | null {
  if (res.choice !== null) {
    const c = res.choice;
    res.choice = null;
    res.pending = null;
    return c;
  }
  res.pending = { chooser, key: `belle-epoque.prompt.${key}`, options, reveal };
  return null;
}

/** 8.6.1 / G12: a Power carrying a marker from another card this turn cannot be hit again. */
export function isShielded(s: BelleState, res: Resolution | null, p: PowerId): boolean {
  if (!res) return false;
  return s.markers.some((m) => m.power === p && m.card !== res.card);
}

function hurt(s: BelleState, res: Resolution | null, p: PowerId): boolean {
  if (!res || p === res.actor) return true;
  if (isShielded(s, res, p)) return false;
  if (!res.affected.includes(p)) res.affected.push(p);
  return true;
}

function resolveWho(s: BelleState, res: Resolution | null, who: Who): PowerId[] {
  if (who === 'self') return res ? [res.actor] : [];
  if (who === 'target') return res?.target ? [res.target] : [];
  if (who === 'each_power') return [...POWERS];
  if (who.startsWith('ally_of:') || who.startsWith('controller_of:')) {
    const t = who.split(':')[1] as TerritoryId;
    const h = s.holders[t];
    return h ? [h] : [];
  }
  return [who as PowerId];
}

function resolveOwner(res: Resolution | null, owner: Owner | 'self'): Owner | null {
  if (owner === 'self') return res ? res.actor : null;
  return owner;
}

const spaceKey = (t: TerritoryId, i: number) => `${t}:${i}`;
const parseSpace = (k: string): [TerritoryId, number] => {
  const [t, i] = k.split(':');
  return [t as TerritoryId, Number(i)];
};

export function inScope(t: TerritoryId, scope: Scope): boolean {
  if (scope === 'all') return true;
  if ('continents' in scope) return scope.continents.includes(continentOf(t));
  return scope.territories.includes(t);
}

/** G4: an Event cube goes to the lowest free space, else replaces the cube in the rolled space. */
function placeByEvent(s: BelleState, owner: Owner, t: TerritoryId, ev: Ev): void {
  if (!fromReserve(s, owner)) return;
  const sps = s.board[t];
  const free = sps.findIndex((sp) => sp.cube === null && sp.armament === null);
  if (free >= 0) {
    sps[free].cube = owner;
    log(ev, 'cube_placed', { owner, territory: t, space: free + 1 });
  } else {
    const faces = Math.min(6, TERRITORIES[t].dieSpaces);
    let roll = die(s);
    while (roll > faces) roll = die(s);
    const sp = sps[roll - 1];
    log(ev, 'event_die', { territory: t, die: roll }, { irreversible: true });
    if (sp.armament) {
      toReserve(s, owner); // 6.2: the placement is cancelled
      log(ev, 'placement_cancelled', { owner, territory: t, space: roll });
    } else {
      const old = sp.cube!;
      toReserve(s, old);
      sp.cube = owner;
      if (sp.top === owner) {
        toReserve(s, owner);
        sp.top = null;
      }
      log(ev, 'cube_replaced', { owner, victim: old, territory: t, space: roll });
    }
  }
  recheckHolders(s, ev);
}

/** G5: an Intrigue cube goes to a free space or replaces any base cube the player picks. */
function intrigueOptions(s: BelleState, res: Resolution, owner: Owner, t: TerritoryId): string[] {
  const opts: string[] = [];
  if (isClosedTo(s, owner, t)) return opts; // 8.9.2
  const sps = s.board[t];
  const free = sps.findIndex((sp) => sp.cube === null && sp.armament === null);
  if (free >= 0) opts.push(spaceKey(t, free));
  sps.forEach((sp, i) => {
    if (!sp.cube) return;
    if (isPower(sp.cube) && sp.cube !== res.actor && isShielded(s, res, sp.cube)) return;
    opts.push(spaceKey(t, i));
  });
  return opts;
}

function placeAt(s: BelleState, res: Resolution | null, owner: Owner, t: TerritoryId, i: number, ev: Ev): void {
  const sp = s.board[t][i];
  if (!fromReserve(s, owner)) return;
  if (sp.cube) {
    const old = sp.cube;
    if (isPower(old)) hurt(s, res, old);
    toReserve(s, old);
    log(ev, 'cube_replaced', { owner, victim: old, territory: t, space: i + 1 });
  } else {
    log(ev, 'cube_placed', { owner, territory: t, space: i + 1 });
  }
  sp.cube = owner;
  if (sp.top === owner) {
    toReserve(s, owner);
    sp.top = null;
  }
  recheckHolders(s, ev);
}

function placeFree(s: BelleState, owner: Owner, t: TerritoryId, ev: Ev): boolean {
  if (isClosedTo(s, owner, t)) return false; // 8.9.2
  const i = s.board[t].findIndex((sp) => sp.cube === null && sp.armament === null);
  if (i < 0 || !fromReserve(s, owner)) return false;
  s.board[t][i].cube = owner;
  log(ev, 'cube_placed', { owner, territory: t, space: i + 1 });
  recheckHolders(s, ev);
  return true;
}

function reserveOf(s: BelleState, owner: Owner): number {
  return isPower(owner) ? s.powers[owner].reserve : s.minorReserve[owner as keyof BelleState['minorReserve']];
}

function execEffect(s: BelleState, res: Resolution | null, e: Effect, ev: Ev): StepResult {
  const sc = (res?.scratch ?? {}) as Record<string, number | string | string[] | Record<string, number>>;
  switch (e.op) {
    case 'choose_target': {
      if (!res) return 'done';
      // G15 (13.4): a human may not aim a half with the NP symbol at an NP Power.
      const barred = (p: PowerId) => isNp(s, p) && !!INTRIGUE_HALVES[res.half]?.npSymbol;
      const opts = POWERS.filter((p) => p !== res.actor && !isShielded(s, res, p) && !barred(p));
      if (opts.length === 0) return 'done';
      const c = pick(res, res.actor, 'choose_target', [...opts]);
      if (c === null) return 'wait';
      res.target = c as PowerId;
      log(ev, 'card_target', { power: res.actor, target: c });
      return 'done';
    }
    case 'place': {
      const owner = resolveOwner(res, e.owner);
      if (!owner) return 'done';
      if (e.rule === 'event') {
        for (let k = 0; k < e.n; k++) placeByEvent(s, owner, e.territory, ev);
        return 'done';
      }
      if (e.rule === 'free' || !res) {
        for (let k = 0; k < e.n; k++) placeFree(s, owner, e.territory, ev);
        return 'done';
      }
      let done = (sc.done as number) ?? 0;
      while (done < e.n) {
        if (reserveOf(s, owner) <= 0) return 'done';
        const opts = intrigueOptions(s, res, owner, e.territory);
        if (opts.length === 0) return 'done';
        const c = pick(res, res.actor, 'place_cube', opts);
        if (c === null) return 'wait';
        const [t, i] = parseSpace(c);
        placeAt(s, res, owner, t, i, ev);
        done++;
        sc.done = done;
      }
      return 'done';
    }
    case 'place_one_of': {
      const owner = resolveOwner(res, e.owner);
      if (!owner || !res) return 'done';
      if (!sc.territory) {
        const c = pick(res, res.actor, 'choose_territory', [...e.territories]);
        if (c === null) return 'wait';
        sc.territory = c;
      }
      const t = sc.territory as TerritoryId;
      if (e.rule !== 'intrigue') {
        placeFree(s, owner, t, ev);
        return 'done';
      }
      if (reserveOf(s, owner) <= 0) return 'done';
      const opts = intrigueOptions(s, res, owner, t);
      if (opts.length === 0) return 'done';
      const c = pick(res, res.actor, 'place_cube', opts);
      if (c === null) return 'wait';
      const [tt, i] = parseSpace(c);
      placeAt(s, res, owner, tt, i, ev);
      return 'done';
    }
    case 'place_where_present': {
      if (!res || s.powers[res.actor].reserve <= 0) return 'done';
      const opts = TERRITORY_IDS.filter(
        (t) =>
          TERRITORIES[t].type === e.type &&
          baseCubes(s, t, res.actor) > 0 &&
          !isClosedTo(s, res.actor, t) &&
          s.board[t].some((sp) => sp.cube === null && sp.armament === null),
      );
      if (opts.length === 0) return 'done';
      const c = pick(res, res.actor, 'choose_territory', [...opts]);
      if (c === null) return 'wait';
      placeFree(s, res.actor, c as TerritoryId, ev);
      return 'done';
    }
    case 'remove': {
      const ts =
        e.scope === 'EU' || e.scope === 'AF' || e.scope === 'AS'
          ? TERRITORY_IDS.filter((t) => continentOf(t) === e.scope)
          : [e.scope];
      if (isPower(e.owner) && !hurt(s, res, e.owner)) return 'done';
      let left = e.n === 'all' ? Infinity : e.n;
      for (const t of ts) {
        while (left > 0) {
          const i = ownerPick(s, t, e.owner);
          if (i === null) break;
          removeBase(s, t, i);
          left--;
          log(ev, 'cube_removed', { owner: e.owner, territory: t, space: i + 1 });
        }
      }
      recheckHolders(s, ev);
      return 'done';
    }
    case 'remove_each_power': {
      for (const p of POWERS) {
        if (baseCubes(s, e.territory, p) < e.atLeast || !hurt(s, res, p)) continue;
        const i = ownerPick(s, e.territory, p)!;
        removeBase(s, e.territory, i);
        log(ev, 'cube_removed', { owner: p, territory: e.territory, space: i + 1 });
      }
      recheckHolders(s, ev);
      return 'done';
    }
    case 'remove_by_die': {
      const faces = Math.min(6, TERRITORIES[e.territory].dieSpaces);
      for (let k = 0; k < e.rolls; k++) {
        const roll = 1 + int(s, faces);
        log(ev, 'event_die', { territory: e.territory, die: roll }, { irreversible: true });
        const sp = s.board[e.territory][roll - 1];
        if (sp.cube && !sp.armament) {
          const owner = removeBase(s, e.territory, roll - 1);
          log(ev, 'cube_removed', { owner, territory: e.territory, space: roll });
        }
      }
      recheckHolders(s, ev);
      return 'done';
    }
    case 'remove_spread': {
      if (!res || !res.target) return 'done';
      const target = res.target;
      const used = (sc.used as string[]) ?? [];
      while (used.length < e.n) {
        const opts: string[] = [];
        for (const t of TERRITORY_IDS) {
          if (used.includes(t)) continue;
          s.board[t].forEach((sp, i) => {
            if (sp.cube === target) opts.push(spaceKey(t, i));
          });
        }
        if (opts.length === 0) return 'done';
        const c = pick(res, res.actor, 'remove_cube', opts);
        if (c === null) return 'wait';
        const [t, i] = parseSpace(c);
        hurt(s, res, target);
        removeBase(s, t, i);
        log(ev, 'cube_removed', { owner: target, territory: t, space: i + 1 });
        recheckHolders(s, ev);
        used.push(t);
        sc.used = used;
      }
      return 'done';
    }
    case 'remove_opp': {
      if (!res) return 'done';
      const per = (sc.per as Record<string, number>) ?? {};
      let done = (sc.done as number) ?? 0;
      while (done < e.n) {
        const opts: string[] = [];
        for (const t of TERRITORY_IDS) {
          if (e.oneTerritoryIn && continentOf(t) !== e.oneTerritoryIn) continue;
          if (sc.territory && sc.territory !== t) continue;
          s.board[t].forEach((sp, i) => {
            const o = sp.cube;
            if (!o || !isPower(o) || o === res.actor || isShielded(s, res, o) || (per[o] ?? 0) >= e.maxPerPower) return;
            opts.push(spaceKey(t, i));
          });
        }
        if (opts.length === 0) return 'done';
        const c = pick(res, res.actor, 'remove_cube', opts);
        if (c === null) return 'wait';
        const [t, i] = parseSpace(c);
        const owner = s.board[t][i].cube as PowerId;
        hurt(s, res, owner);
        removeBase(s, t, i);
        log(ev, 'cube_removed', { owner, territory: t, space: i + 1 });
        recheckHolders(s, ev);
        per[owner] = (per[owner] ?? 0) + 1;
        done++;
        sc.per = per;
        sc.done = done;
        if (e.oneTerritoryIn) sc.territory = t;
      }
      return 'done';
    }
    case 'swap_minor': {
      for (const t of TERRITORY_IDS) {
        if (continentOf(t) !== e.continent) continue;
        for (const sp of s.board[t]) {
          for (const k of ['cube', 'top'] as const) {
            if (sp[k] === e.from && fromReserve(s, e.to)) {
              toReserve(s, e.from);
              sp[k] = e.to;
              log(ev, 'cube_swapped', { from: e.from, to: e.to, territory: t });
            }
          }
        }
      }
      recheckHolders(s, ev);
      return 'done';
    }
    case 'replace': {
      if (!res || s.powers[res.actor].reserve <= 0) return 'done';
      const opts: string[] = [];
      for (const t of TERRITORY_IDS) {
        if (isClosedTo(s, res.actor, t)) continue; // 8.9.2
        s.board[t].forEach((sp, i) => {
          const o = sp.cube;
          if (!o) return;
          if (
            e.victim === 'target'
              ? o === res.target
              : !isPower(o) && (minorTerritoryOf(o) === null || s.holders[minorTerritoryOf(o)!] === null)
          ) {
            opts.push(spaceKey(t, i));
          }
        });
      }
      if (opts.length === 0) return 'done';
      const c = pick(res, res.actor, 'replace_cube', opts);
      if (c === null) return 'wait';
      const [t, i] = parseSpace(c);
      placeAt(s, res, res.actor, t, i, ev);
      return 'done';
    }
    case 'money': {
      for (const p of resolveWho(s, res, e.who)) {
        if (e.amount < 0 && !hurt(s, res, p)) continue;
        const ps = s.powers[p];
        const before = ps.money;
        ps.money = Math.max(0, ps.money + e.amount); // G10: never below £0
        log(ev, 'money_changed', { power: p, amount: ps.money - before });
      }
      return 'done';
    }
    case 'income_next': {
      for (const p of resolveWho(s, res, e.who)) s.powers[p].incomeNext += e.amount;
      return 'done';
    }
    case 'prestige': {
      for (const p of resolveWho(s, res, e.who)) {
        if (e.amount < 0 && !hurt(s, res, p)) continue;
        movePrestige(s, p, e.amount, e.bonus, ev);
      }
      return 'done';
    }
    case 'embassy': {
      for (const p of resolveWho(s, res, e.who)) {
        const ps = s.powers[p];
        if (e.amount > 0) {
          const n = Math.min(e.amount, ps.reserve);
          ps.reserve -= n;
          ps.embassies += n;
        } else {
          if (!hurt(s, res, p)) continue;
          const n = Math.min(-e.amount, ps.embassies);
          ps.embassies -= n;
          ps.reserve += n;
        }
        log(ev, 'embassies_changed', { power: p, amount: e.amount });
      }
      return 'done';
    }
    case 'intrigue_take': {
      if (!res || !res.target) return 'done';
      const hand = s.powers[res.target].intrigueHand;
      if (hand.length === 0) return 'done';
      let k: number;
      // 13.4: an NP hand stays face down and no human may look at it, so a chosen take (Spy Ring) from an
      // NP is made blind, by die, like a random one; the taker learns only the card it gets (NP-15).
      if (e.how === 'random' || isNp(s, res.target)) {
        k = int(s, hand.length);
      } else {
        const c = pick(
          res,
          res.actor,
          'take_card',
          hand.map((_, i) => `card:${i}`),
          [...hand],
        );
        if (c === null) return 'wait';
        k = Number(c.split(':')[1]);
      }
      hurt(s, res, res.target);
      const [card] = hand.splice(k, 1);
      s.powers[res.actor].intrigueHand.push(card);
      log(
        ev,
        'card_taken',
        { power: res.actor, from: res.target },
        { irreversible: e.how === 'random' || isNp(s, res.target) },
      );
      log(
        ev,
        'card_taken_private',
        { power: res.actor, from: res.target, card },
        { audience: [res.actor, res.target] },
      );
      return 'done';
    }
    case 'units_free': {
      if (!res) return 'done';
      const a = s.powers[res.actor].armies;
      const n = Math.min(e.n, a.reserve);
      a.reserve -= n;
      a.arsenal += n;
      log(ev, 'units_bought', { power: res.actor, armies: n, fleets: 0 });
      return 'done';
    }
    case 'fleet_shift': {
      if (!res) return 'done';
      const ps = s.powers[res.actor];
      const opts: string[] = [];
      for (const f of ps.fleets) {
        if (f.location === 'reserve' || f.location === 'removed') continue;
        for (const to of ['EU', 'AF', 'AS'] as const) if (to !== f.location || f.exhausted) opts.push(`${f.id}>${to}`);
      }
      if (opts.length === 0) return 'done';
      const c = pick(res, res.actor, 'move_fleet', opts);
      if (c === null) return 'wait';
      const [id, to] = c.split('>');
      const f = ps.fleets.find((x) => x.id === id)!;
      f.location = to as 'EU';
      f.exhausted = false;
      log(ev, 'fleet_moved', { power: res.actor, to });
      return 'done';
    }
    case 'fleet_lost': {
      const ps = s.powers[e.who];
      let n = e.n;
      for (const f of ps.fleets) {
        if (n > 0 && f.location === e.box) {
          f.location = 'reserve';
          f.exhausted = false;
          ps.fleetTrack = Math.max(0, ps.fleetTrack - 1);
          n--;
          log(ev, 'fleet_lost', { power: e.who, box: e.box });
        }
      }
      return 'done';
    }
    case 'send_extra': {
      if (!res) return 'done';
      const ps = s.powers[res.actor];
      let done = (sc.done as number) ?? 0;
      while (done < e.n) {
        if ((e.source === 'embassies' ? ps.embassies : ps.reserve) <= 0) return 'done';
        const opts: string[] = [];
        for (const t of TERRITORY_IDS) {
          if (e.where === 'colonies' ? TERRITORIES[t].type !== 'colony' : !inScope(t, e.where)) continue;
          if (!e.ignoreReach && !canReach(s, res.actor, t)) continue;
          for (const i of sendTargets(s, res.actor, t)) opts.push(spaceKey(t, i));
        }
        if (opts.length === 0) return 'done';
        const c = pick(res, res.actor, 'send_cube', [...opts, 'done']);
        if (c === null) return 'wait';
        if (c === 'done') return 'done';
        const [t, i] = parseSpace(c);
        if (e.source === 'embassies') ps.embassies--;
        else ps.reserve--;
        placeSentCube(s, res.actor, t, i, ev);
        done++;
        sc.done = done;
      }
      return 'done';
    }
    case 'move_own': {
      if (!res) return 'done';
      let done = (sc.done as number) ?? 0;
      while (done < e.n) {
        if (!sc.from) {
          const opts: string[] = [];
          for (const t of TERRITORY_IDS)
            s.board[t].forEach((sp, i) => {
              if (sp.cube === res.actor && !sp.top) opts.push(spaceKey(t, i));
            });
          if (opts.length === 0) return 'done';
          const c = pick(res, res.actor, 'move_cube_from', [...opts, 'done']);
          if (c === null) return 'wait';
          if (c === 'done') return 'done';
          sc.from = c;
        }
        const [ft] = parseSpace(sc.from as string);
        const dests = TERRITORY_IDS.filter(
          (t) =>
            t !== ft &&
            canReach(s, res.actor, t) &&
            !isClosedTo(s, res.actor, t) &&
            s.board[t].some((sp) => sp.cube === null && sp.armament === null),
        );
        if (dests.length === 0) {
          delete sc.from;
          return 'done';
        }
        const c = pick(res, res.actor, 'move_cube_to', [...dests]);
        if (c === null) return 'wait';
        const [t, i] = parseSpace(sc.from as string);
        s.board[t][i].cube = null;
        s.powers[res.actor].reserve++;
        placeFree(s, res.actor, c as TerritoryId, ev);
        recheckHolders(s, ev);
        delete sc.from;
        done++;
        sc.done = done;
      }
      return 'done';
    }
    case 'lock_send': {
      if (!res) return 'done';
      if (!sc.territory) {
        const c = pick(res, res.actor, 'choose_territory', [...TERRITORY_IDS]);
        if (c === null) return 'wait';
        sc.territory = c;
      }
      const c = pick(res, res.actor, 'choose_turn', ['this', 'next']);
      if (c === null) return 'wait';
      const turn = c === 'this' ? s.turn : s.turn + 1;
      s.locks.push({
        territory: sc.territory as TerritoryId,
        exempt: res.actor,
        turn,
        armamentPenalty: s.options.contrastsPenalty ? e.armamentPenalty : 0,
        card: res.card,
      });
      log(ev, 'territory_locked', { power: res.actor, territory: sc.territory as string, turn });
      return 'done';
    }
    case 'shield': {
      if (!res) return 'done';
      const opts = TERRITORY_IDS.filter((t) => baseCubes(s, t, res.actor) > 0);
      if (opts.length === 0) return 'done';
      const c = pick(res, res.actor, 'choose_territory', [...opts]);
      if (c === null) return 'wait';
      s.shields.push({ territory: c as TerritoryId, who: res.actor, turn: s.turn });
      return 'done';
    }
    case 'dispute_mod':
    case 'dispute_cap':
    case 'fleet_value':
    case 'unit_cost':
    case 'army_reach': {
      if (!res) return 'done';
      const who = e.op === 'dispute_mod' && e.who === 'target' ? res.target : res.actor;
      if (!who) return 'done';
      if (who !== res.actor && !hurt(s, res, who)) return 'done';
      s.modifiers.push({
        who,
        kind: e.op,
        amount:
          e.op === 'dispute_mod'
            ? e.amount
            : e.op === 'dispute_cap'
              ? e.cap
              : e.op === 'fleet_value'
                ? e.value
                : e.op === 'unit_cost'
                  ? e.cost
                  : 0,
        unit: e.op === 'unit_cost' ? e.unit : null,
        scope: e.op === 'unit_cost' || e.op === 'army_reach' ? e.scope : 'all',
        duration: e.duration,
        totalCap: e.op === 'dispute_mod' ? e.totalCap : null,
        source: res.card,
      });
      return 'done';
    }
    case 'no_fleets_defender':
    case 'reroll':
      return 'done'; // reactions: applied by rules/diplomatic-disputes.ts
    case 'choose_one': {
      if (!res) return 'done';
      const chooser = e.chooser === 'self' ? res.actor : res.target;
      if (!chooser) return 'done';
      const c = pick(
        res,
        chooser,
        'choose_option',
        e.options.map((o) => o.key),
      );
      if (c === null) return 'wait';
      const opt = e.options.find((o) => o.key === c)!;
      res.effects.splice(res.index + 1, 0, ...clone(opt.effects));
      // the card and half name the option's effects for the table (`prestige` is a gain on one card, a loss on another)
      log(ev, 'option_chosen', { power: chooser, option: c, card: res.card, half: res.half });
      return 'done';
    }
    case 'assign_balkan_wars': {
      const balkans: TerritoryId[] = ['serbia', 'bulgaria', 'greece', 'romania'];
      const counts = POWERS.map((p) => balkans.filter((t) => s.holders[t] === p).length);
      const best = Math.max(...counts);
      const who = POWERS.filter((_, i) => counts[i] === best);
      if (best >= 1 && who.length === 1) {
        s.balkanWars = who[0];
        s.powers[who[0]].endVp += e.vp;
        log(ev, 'balkan_wars_assigned', { power: who[0] });
      } else {
        log(ev, 'balkan_wars_discarded', {});
      }
      return 'done';
    }
    case 'end_game':
      return 'stop';
  }
}

/** The Intrigue halves a player may play as the Play a Card action. */
export function playableHalves(card: string): string[] {
  const c = INTRIGUE[card];
  return c.halves.filter((h) => INTRIGUE_HALVES[h].timing === 'action');
}
