import { int, type HasRng } from '../core/index.js';
import {
  INTRIGUE_HALVES,
  NATIONAL,
  OBJECTIVES,
  POWERS,
  POWER_DATA,
  TERRITORIES,
  type PowerId,
  type TerritoryId,
} from './data/index.js';
import type { BelleAction } from './schema.js';
import type { BelleView } from './view.js';

/**
 * A heuristic computer player. It sees only its own view and picks one of `legal`: it contests
 * territories by VP and by its National Objectives, buys and deploys Fleets for reach, defends when
 * the stake is worth the money, builds its Great Work, and plays cards that pay at once.
 */
const objectiveTerritories = (p: PowerId): Set<string> =>
  new Set(
    OBJECTIVES[p]
      .filter((o) => o.vp > 0 && 'territory' in o.condition && o.condition.power === p)
      .map((o) => (o.condition as { territory: string }).territory),
  );

function worth(v: BelleView, p: PowerId, t: TerritoryId): number {
  return TERRITORIES[t].vp + (objectiveTerritories(p).has(t) ? 3 : 0) + (v.holders[t] && v.holders[t] !== p ? 1 : 0);
}

function own(v: BelleView, p: PowerId, t: TerritoryId): number {
  return v.board[t].filter((sp) => sp.cube === p).length;
}
function effective(v: BelleView, t: TerritoryId): number {
  return v.board[t].filter((sp) => !sp.armament).length;
}

/** What `p` could add to a Dispute in `t` with the units it has now (a rough 8.7 estimate). */
function potential(v: BelleView, p: PowerId, t: TerritoryId): number {
  const c = TERRITORIES[t].continent;
  const ps = v.powers[p];
  const fleetsHere = ps.fleets.filter((f) => f.location === c && !f.exhausted).length;
  const reach =
    c === 'EU' || (p === 'russia' && TERRITORIES[t].russianNoFleet) || ps.fleets.some((f) => f.location === c);
  const money = ps.money;
  const f = Math.min(fleetsHere, Math.floor(money / 2));
  const a = reach ? Math.min(ps.armies.arsenal, money - 2 * f, 4) : 0;
  let b = Math.min(4, 2 * f + Math.max(0, a));
  if (p === 'great-britain' && f > 0) b = Math.min(5, b + 1);
  return b;
}

function defencePotential(v: BelleView, owner: string, t: TerritoryId): number {
  if ((POWERS as readonly string[]).includes(owner)) return potential(v, owner as PowerId, t);
  return owner === 'italy' || owner === 'japan' || owner === 'usa' ? 2 : 1;
}

function sendValue(v: BelleView, p: PowerId, t: TerritoryId, space: number): number {
  const sp = v.board[t][space - 1];
  const w = worth(v, p, t);
  const eff = effective(v, t);
  const mine = own(v, p, t);
  if (sp.cube) {
    // a Dispute: only worth it with an edge in units, where it changes who holds the territory
    const edge = potential(v, p, t) - defencePotential(v, sp.cube, t);
    const flips = v.holders[t] === sp.cube || (mine + 1) * 2 > eff;
    return (edge >= 1 ? 2 + 0.4 * w : -1) + (flips ? 0.5 * w : 0);
  }
  const free = v.board[t].filter((x) => !x.cube && !x.armament).length;
  if (v.holders[t] === p) return mine * 2 - eff <= 2 ? 0.5 * w + 0.5 : 0.1 * w;
  const need = Math.floor(eff / 2) + 1 - mine;
  if (need > free + 1) return 0.2 * w;
  if (need <= 1) return 1.6 * w + 3;
  return (1.4 * w) / need + (mine > 0 ? 0.5 : 0);
}

/** Chance that a side with bonus `mine` beats one with `theirs` on 1d6 each; ties go to `winTies`. */
function winChance(mine: number, theirs: number, winTies: boolean): number {
  let w = 0;
  for (let a = 1; a <= 6; a++)
    for (let b = 1; b <= 6; b++) {
      const d = a + mine - (b + theirs);
      if (d > 0 || (d === 0 && winTies)) w++;
    }
  return w / 36;
}

function sideBonus(
  p: PowerId | null,
  u: { fleets: number; minorFleets: number; armies: number; minorArmies: number },
  attacking: boolean,
): number {
  let b = 2 * u.fleets + 2 * u.minorFleets + u.armies + u.minorArmies;
  let cap = 4;
  if (p === 'great-britain' && u.fleets > 0) {
    b += 1;
    cap = 5;
  }
  b = Math.min(cap, b);
  if (p === 'central-empires' && attacking && u.armies > 0) b += 1;
  return b;
}

/** 8.7: commit what buys the best odds for the money, weighed by what the Dispute is worth. */
function commitValue(a: Extract<BelleAction, { type: 'commit' }>, v: BelleView, p: PowerId): number {
  const d = v.dispute!;
  const stake = worth(v, p, d.territory) + 3;
  const attacking = d.attacker === p;
  const cost = 2 * a.fleets + a.armies;
  const money = v.powers[p].money;
  let chance: number;
  if (attacking) {
    const mine =
      sideBonus(p, { ...d.attackerUnits, armies: a.armies, minorArmies: a.minorArmies }, true) + (a.card ? 1 : 0);
    const theirs = d.defenderPower
      ? sideBonus(d.defenderPower, d.defenderUnits, false)
      : d.defender === 'italy' || d.defender === 'japan' || d.defender === 'usa'
        ? 2
        : 1;
    const ties = d.defenderPower ? v.powers[p].prestige > v.powers[d.defenderPower].prestige : false;
    chance = winChance(mine, theirs, ties);
  } else {
    const mine = sideBonus(p, a, false) + (a.card ? 1 : 0);
    // the attacker will add its Armies next: assume it commits what it can, up to the cap
    const att = v.powers[d.attacker];
    const theirs = sideBonus(
      d.attacker,
      { ...d.attackerUnits, armies: Math.min(att.armies.arsenal, Math.max(0, att.money - 1), 4) },
      true,
    );
    chance = winChance(mine, theirs, v.powers[p].prestige > att.prestige);
  }
  return chance * stake - cost * (money < 8 ? 0.6 : 0.3) - (a.card ? 0.5 : 0);
}

function actionValue(a: BelleAction, v: BelleView, p: PowerId): number {
  const ps = v.powers[p];
  switch (a.type) {
    case 'send_dm':
      return sendValue(v, p, a.territory as TerritoryId, a.space);
    case 'resolve_dispute': {
      const t = a.territory as TerritoryId;
      const w = worth(v, p, t);
      const base = v.board[t][a.space - 1].cube!;
      const edge = potential(v, p, t) - defencePotential(v, base, t);
      return (
        3 +
        0.5 * w +
        Math.max(-2, edge) +
        1.2 * (a.fleets + a.minorFleets) -
        (a.fleets * 2 > ps.money - 2 ? 3 : 0) +
        (a.card ? 1 : 0)
      );
    }
    case 'buy_units': {
      const anyFleet = ps.fleets.some((f) => f.location !== 'reserve' && f.location !== 'removed');
      let val = 0;
      if (a.fleets === 1 && ps.fleetTrack < 2 && ps.money >= 12) val += anyFleet ? 3 : 7;
      if (a.fleets > 1) val -= 4;
      if (a.armies > 0 && a.armies <= 3 && ps.armies.arsenal < 3) val += 2 + a.armies * 0.5;
      if (a.armies > 3) val -= 2;
      return val - (a.armies * POWER_DATA[p].armyCost + a.fleets * 10 > ps.money - 3 ? 2 : 0);
    }
    case 'deploy_fleets':
    case 'move_fleet': {
      const f = ps.fleets.find((x) => x.id === a.fleet);
      const fromArsenal = !f || f.location === 'arsenal';
      const has = ps.fleets.some((x) => x.location === a.to) ? 1 : 0;
      const want = a.to === 'EU' ? 1 : 4;
      return fromArsenal ? want + (has ? 0 : 3) : has ? -1 : want - 2;
    }
    case 'end_deploy':
      return 1;
    case 'build_great_work':
      return 9;
    case 'gain_prestige':
      return ps.money >= 12 ? 4 : 1;
    case 'invest':
      return ps.money < 3 && ps.embassies > 2 ? 2 : 0.1;
    case 'play_card': {
      const nat = NATIONAL[a.card];
      if (nat) {
        if (nat.kind === 'nationalist_disorders') return ps.money - nat.cost >= 3 ? 6 : 1;
        if (nat.kind === 'social_policy') return ps.money - nat.cost >= 3 ? 5 : 1;
        if (nat.kind === 'superior_doctrine') return ps.money - nat.cost >= 4 ? 5 : 0.5;
        if (nat.kind === 'empire_of_the_seas') return 5;
        return 2.5;
      }
      const h = INTRIGUE_HALVES[a.half];
      const eff = h.effects.map((e) => e.op);
      if (eff.includes('money') || eff.includes('embassy') || eff.includes('units_free')) return 5;
      if (eff.includes('choose_target')) return 4.5;
      return 3;
    }
    case 'sell_armaments': {
      const t = a.territory as TerritoryId;
      const y = TERRITORIES[t].rate.yield;
      const mine = own(v, p, t) - a.replace.filter((sp) => v.board[t][sp - 1].cube === p).length;
      const eff = effective(v, t) - y;
      if (v.holders[t] !== p && mine * 2 > eff) return 5 + worth(v, p, t);
      return -1;
    }
    case 'end_turn':
      return 0.5;
    case 'pass':
      return 0.4;
    default:
      return 0;
  }
}

function choiceValue(v: BelleView, p: PowerId, option: string, key: string): number {
  if (key.endsWith('choose_target'))
    return POWERS.includes(option as PowerId)
      ? v.powers[option as PowerId].vp + v.powers[option as PowerId].prestige
      : 0;
  if (key.endsWith('choose_option')) return option === 'prestige' && v.resolution?.actor === p ? 2 : 1;
  if (key.endsWith('choose_turn')) return option === 'this' ? 1 : 0;
  if (option === 'done') return 0.5;
  const [t, i] = option.split(':');
  if (t in TERRITORIES && i !== undefined) {
    const sp = v.board[t as TerritoryId][Number(i)];
    if (key.endsWith('send_cube')) return sendValue(v, p, t as TerritoryId, Number(i) + 1);
    if (!sp) return 0;
    if (sp.cube === p) return -5;
    const holder = v.holders[t as TerritoryId];
    return (holder && holder !== p ? 3 : 1) + TERRITORIES[t as TerritoryId].vp * 0.3;
  }
  if (t in TERRITORIES) return worth(v, p, t as TerritoryId);
  return 0;
}

export function belleBot(view: BelleView, role: string, legal: BelleAction[], rng: HasRng): BelleAction {
  if (legal.length === 1) return legal[0];
  const v = view as BelleView;
  const p = role as PowerId;
  const jitter = () => int(rng, 1000) / 4000;
  let score: (a: BelleAction) => number;
  switch (v.step) {
    case 'setup':
      score = (a) =>
        a.type === 'setup_place'
          ? worth(v, p, a.territory as TerritoryId) + (own(v, p, a.territory as TerritoryId) > 0 ? 1 : 0)
          : 0;
      break;
    case 'action':
      score = (a) => actionValue(a, v, p);
      break;
    case 'dispute.defend':
    case 'dispute.attack':
      score = (a) => (a.type === 'commit' ? commitValue(a, v, p) : 0);
      break;
    case 'dispute.reroll': {
      const d = v.dispute!;
      const mine = d.attacker === p ? d.rolls!.attacker : d.rolls!.defender;
      score = (a) => (a.type === 'reroll' ? (a.card ? (mine <= 2 ? 2 : 0) : 1) : 0);
      break;
    }
    case 'card': {
      const key = v.resolution?.pending?.key ?? '';
      score = (a) => (a.type === 'choose' ? choiceValue(v, p, a.option, key) : 0);
      break;
    }
    default:
      return legal[int(rng, legal.length)];
  }
  let best = legal[0];
  let bestScore = -Infinity;
  for (const a of legal) {
    const sc = score(a) + jitter();
    if (sc > bestScore) {
      bestScore = sc;
      best = a;
    }
  }
  return best;
}
