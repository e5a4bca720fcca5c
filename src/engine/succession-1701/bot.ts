// The computer coalition. It reads only its own view and picks one of the legal actions.
// Its plan, in order: keep the capitals and the objective towns safe (a field army stays in the
// capital; when more enemy strength gathers within three roads than guards it, or the capital is
// besieged, armies march home and attack the besiegers at any odds; attack or block enemy armies
// near objective towns), besiege what wins the game (objective towns, capitals, rich towns), buy alliances when
// the odds are worth the RP, keep armies full with reinforcements, and otherwise march on the enemy.
import { int, type HasRng } from '../core/index.js';
import { GENERAL, LAND_ADJ, STATE, TOWN, tacticalCard, type Side } from './data/index.js';
import type { Action } from './actions.js';
import type { Succession1701View } from './view.js';

const OBJECTIVES = ['BRUSSEL', 'LUXEMBURG', 'MILANO', 'STRASBOURG', 'MUENCHEN', 'MANTOVA'];
const CAPITALS: Record<Side, string[]> = {
  loyalists: ['PARIS', 'MUENCHEN', 'MANTOVA', 'TORINO'],
  'grand-alliance': ['WIEN', 'AMSTERDAM', 'HANNOVER'],
};

type V = Succession1701View;
type Army = V['armies'][number];

function otherSide(s: Side): Side {
  return s === 'loyalists' ? 'grand-alliance' : 'loyalists';
}
/** Road distance from a set of towns (plain BFS on the static map). */
function distancesFrom(sources: string[]): Map<string, number> {
  const d = new Map<string, number>();
  let frontier = sources.filter((t) => LAND_ADJ[t]);
  for (const t of frontier) d.set(t, 0);
  let k = 0;
  while (frontier.length) {
    k++;
    const next: string[] = [];
    for (const t of frontier)
      for (const n of LAND_ADJ[t]!)
        if (!d.has(n)) {
          d.set(n, k);
          next.push(n);
        }
    frontier = next;
  }
  return d;
}
function power(a: Army | undefined): number {
  if (!a) return 0;
  return a.strength + (a.general?.value ?? 0);
}
function townValue(tv: V['towns'][number], me: Side): number {
  const town = tv.id;
  let val = tv.revenue;
  if (OBJECTIVES.includes(town)) val += 6;
  if (me === 'loyalists' && CAPITALS['grand-alliance'].includes(town)) val += 6;
  if (town === 'WIEN' || town === 'PARIS') val += 30;
  if (tv.kind === 'citystate') val += 1;
  return val;
}
// Fixed distances to each capital (static map data, computed once, frozen).
const CAPITAL_DISTANCE: Readonly<Record<Side, Readonly<Record<string, number>>>> = Object.freeze({
  loyalists: Object.freeze(Object.fromEntries(distancesFrom(['PARIS']))),
  'grand-alliance': Object.freeze(Object.fromEntries(distancesFrom(['WIEN']))),
});

export function chooseAction(view: Succession1701View, role: string, legal: Action[], rng: HasRng): Action {
  const v = view as V;
  const me = role as Side;
  const them = otherSide(me);
  const noise = () => int(rng, 1000) / 10_000;
  const byId = new Map(v.armies.map((a) => [a.id, a]));
  const towns = new Map(v.towns.map((t) => [t.id, t]));
  const enemyArmies = v.armies.filter((a) => a.side === them);
  const myArmies = v.armies.filter((a) => a.side === me);
  const avail = (t: string) => v.treasuries[t]?.available ?? 0;
  // Map knowledge is only worked out for decisions on the map (battles need none of it).
  const onMap = legal.some(
    (a) =>
      a.type === 'move' ||
      a.type === 'form_army' ||
      a.type === 'attack' ||
      a.type === 'defend' ||
      a.type === 'advance' ||
      a.type === 'garrison',
  );
  const threatened = onMap
    ? CAPITALS[me].concat(me === 'loyalists' ? OBJECTIVES : []).filter((t) => towns.get(t)?.holder === me)
    : [];
  const nearThreat = onMap ? distancesFrom(threatened) : new Map<string, number>();
  const enemyTowns = onMap ? v.towns.filter((t) => t.holder === them && t.kind !== 'offmap').map((t) => t.id) : [];
  const goals = enemyTowns.filter((t) => townValue(towns.get(t)!, me) >= 4);
  const toGoal = onMap ? distancesFrom(goals.length ? goals : enemyTowns) : new Map<string, number>();
  // Defend the capital whose loss ends the war: keep one army there while enemies are within reach.
  const capital = me === 'loyalists' ? 'PARIS' : 'WIEN';
  // A keeper is a field army: a few brigades shut inside the walls hold nothing against a siege.
  const keepers = myArmies.filter((a) => a.town === capital && !a.inside && a.strength >= 3);
  const toCapital = CAPITAL_DISTANCE[me];
  const enemyNearCap = Math.min(99, ...enemyArmies.map((e) => toCapital[e.town] ?? 99));
  // Danger: enemies two roads away, a siege, or more enemy strength within three roads than guards it.
  const threatPower = enemyArmies.filter((e) => (toCapital[e.town] ?? 99) <= 3).reduce((n, e) => n + power(e), 0);
  const guardPower = myArmies
    .filter((a) => !a.inside && (toCapital[a.town] ?? 99) <= 1)
    .reduce((n, a) => n + power(a), 0);
  const capitalInDanger = enemyNearCap <= 2 || towns.get(capital)?.siege !== null || threatPower > guardPower;
  // Besieged: a capital that starves ends the war, so relieving it comes before everything else.
  const capitalBesieged = onMap && towns.get(capital)?.siege?.side === them;

  const score = (a: Action): number => {
    switch (a.type) {
      case 'form_army': {
        const g = GENERAL[a.general]!;
        const payer = STATE[a.state]!.treasury!;
        const left = avail(payer) - a.size / 2 - g.vc;
        if (left < 1 && myArmies.length >= 2) return -1;
        const guard = keepers.length === 0 && a.town === capital ? 8 : 0;
        return (
          10 + guard + a.size * 2 + g.vc * 2 - (toGoal.get(a.town) ?? 9) * 0.5 + (nearThreat.get(a.town) === 0 ? 2 : 0)
        );
      }
      case 'assign_general':
        return 15 + GENERAL[a.general]!.vc;
      case 'disband_army':
      case 'disband_brigades':
        return -5;
      case 'enlist_general':
        return -1;
      case 'place_army': {
        // Retreat or displacement: an own town, nearer home, away from enemy armies.
        const t = towns.get(a.to);
        const exposed = enemyArmies.some((e) => !e.inside && LAND_ADJ[a.to]?.includes(e.town));
        return (t?.holder === me ? 2 : 0) - (exposed ? 1.5 : 0) - (toCapital[a.to] ?? 12) * 0.1;
      }
      case 'ransom_offer': {
        // Buy back a general at twice his command value, brigades at 1 RP each, when money is to spare.
        const fair = ransomPrice(v, a.prisoner, them);
        const t = STATE[GENERAL[a.prisoner]?.state ?? a.prisoner]?.treasury ?? '';
        return a.amount === fair && avail(t) - a.amount >= 4 ? 2 : -1;
      }
      case 'ransom_answer': {
        const p = v.pending as Extract<V['pending'], { kind: 'ransom' }>;
        if (!a.accept) return 0;
        // Freed men would march on a capital already in danger: no price buys them back then.
        if (capitalInDanger) return -1;
        // Accept a fair price or better, into the treasury that has least to spend (its upkeep is the
        // likeliest to fail); prisoners are worth more than RP to the enemy, not to us.
        return p.amount >= ransomPrice(v, p.prisoner, me) ? 1 + (a.treasury === neediestTreasury(v, me) ? 0.5 : 0) : -1;
      }
      case 'end_organisation':
        return 0;
      case 'card_obligation':
        return a.perform ? 1 : 0;
      case 'penalty_target':
        return power(byId.get(a.target)) + (GENERAL[a.target]?.vc ?? 0);
      case 'defend': {
        const p = v.pending as Extract<V['pending'], { kind: 'defend' }>;
        const mine = power(byId.get(p.armies[0]!));
        const theirs = p.attackers.reduce((n, id) => n + power(byId.get(id)), 0);
        if (a.choice === 'fight') return mine + 1 - theirs;
        if (a.choice === 'shut_in') return theirs > mine + 2 ? 2 : -3;
        return theirs > mine + 3 ? 1 - (nearThreat.get(a.to!) ?? 5) * 0.1 : -4;
      }
      case 'react':
        return power(byId.get(a.army));
      case 'advance': {
        if (!a.go) return 0;
        const p = v.pending as Extract<V['pending'], { kind: 'advance' }>;
        const force = p.armies.reduce((n, id) => n + power(byId.get(id)), 0);
        const rv = TOWN[p.town]!.rv;
        return a.then === 'storm' ? (force >= 2 * rv + 3 ? 8 : -1) : a.then === 'siege' ? 6 : a.then === 'raid' ? 3 : 1;
      }
      case 'battle_deploy':
        return a.focus === 'even' ? 1 : 0;
      case 'battle_opportunity':
        return 5;
      case 'battle_attack': {
        const b = v.battle!;
        const mine = b.attacker.role === me ? b.attacker : b.defender;
        const foe = b.attacker.role === me ? b.defender : b.attacker;
        const cards = mine.lines[a.line].cards ?? [];
        const best = Math.max(0, ...cards.map((c) => tacticalCard(c).attack + (tacticalCard(c).joker ? 2 : 0)));
        const facing = a.line === 'left' ? 'right' : a.line === 'right' ? 'left' : 'centre';
        return best - foe.lines[facing].rp - foe.lines[facing].cardCount * 0.3 + (a.dispatch ? -1 : 0);
      }
      case 'battle_converge':
        return 0.5;
      case 'battle_shift':
      case 'battle_swap':
        return -2;
      case 'battle_respond':
        return a.source === 'flee' ? -1 : a.source === 'reserve' ? 1 : 0.5;
      case 'battle_play': {
        const b = v.battle!;
        const c = tacticalCard(a.card);
        const attacking = b.initiative === me;
        if (c.joker) return 3.5;
        return attacking ? c.attack * 1.2 + c.defence : c.defence * 1.2 + c.attack;
      }
      case 'battle_withdraw': {
        const b = v.battle!;
        const mine = b.attacker.role === me ? b.attacker : b.defender;
        const foe = b.attacker.role === me ? b.defender : b.attacker;
        const myLost = Object.values(mine.lost).reduce((n, x) => n + x, 0);
        const foeLost = Object.values(foe.lost).reduce((n, x) => n + x, 0);
        if (a.method === 'joker') return myLost >= foeLost + 2 ? 4 : -5;
        return myLost >= foeLost + 3 ? 2 : -6;
      }
      case 'battle_second_round':
        return a.accept ? 0.5 : 0.4;
      case 'battle_stay':
        return 0;
      case 'storm_play': {
        const c = tacticalCard(a.card);
        return c.joker ? 2.5 : c.attack * 1.3 + c.defence * 0.5;
      }
      case 'storm_abandon':
        return -10;
      case 'move': {
        const army = byId.get(a.army)!;
        const t = towns.get(a.to)!;
        let s = 0;
        const here = toGoal.get(army.town) ?? 12;
        const there = toGoal.get(a.to) ?? 12;
        s += (here - there) * 1.2;
        if (t.holder === them) {
          const val = townValue(t, me);
          if (a.then === 'siege') s += val * 1.5 + 3;
          else if (a.then === 'storm') s += power(army) >= 2 * TOWN[a.to]!.rv + t.garrison + 3 ? val * 2 + 4 : -5;
          else if (a.then === 'raid') s += TOWN[a.to]!.rv + 1;
          else s -= 1;
        } else if (t.holder === null) {
          if (a.then === 'siege') s += t.kind === 'citystate' ? 6 + t.revenue * 2 : 2;
          else if (a.then === 'storm') s += power(army) >= 2 * t.revenue + 3 ? 3 : -4;
        }
        // Defence: move onto a threatened own town when enemies are near it.
        if (nearThreat.get(a.to) === 0 && enemyArmies.some((e) => (nearThreat.get(e.town) ?? 9) <= 2)) s += 4;
        if (a.forcedOk) s += 0.5;
        if (army.town === capital && keepers.length === 1) s -= 30;
        // The capital is threatened: every army marches home to relieve it.
        if (capitalInDanger) s += ((toCapital[army.town] ?? 12) - (toCapital[a.to] ?? 12)) * (capitalBesieged ? 8 : 4);
        if (a.to === capital && keepers.length === 0 && enemyNearCap <= 4) s += 10;
        if (enemyArmies.some((e) => !e.inside && LAND_ADJ[a.to]?.includes(e.town) && power(e) > power(army) + 2))
          s -= 4;
        return s;
      }
      case 'attack': {
        const army = byId.get(a.army)!;
        const target = byId.get(a.target)!;
        const d = power(army) - power(target);
        if (army.town === capital && keepers.length === 1 && a.from !== capital) return -10;
        const defend = (toCapital[target.town] ?? 9) <= 1 ? 9 : (nearThreat.get(target.town) ?? 9) <= 2 ? 3 : 0;
        if (capitalBesieged && target.town === capital) return 20 + d;
        return d >= 1 ? 4 + d + defend : d + defend - 3;
      }
      case 'attack_two': {
        const target = byId.get(a.target)!;
        const tot = a.armies.reduce((n, id) => n + (byId.get(id)?.strength ?? 0), 0) + (GENERAL[a.commander]?.vc ?? 0);
        if (capitalBesieged && target.town === capital) return 22 + (tot - power(target)) * 0.5;
        return tot - power(target) >= 3 ? 5 + (tot - power(target)) * 0.5 : -3;
      }
      case 'storm': {
        const army = byId.get(a.army)!;
        const t = towns.get(army.town)!;
        return power(army) >= 2 * t.revenue + t.garrison + 3 ? 6 : -2;
      }
      case 'reinforce': {
        const army = byId.get(a.army)!;
        return (
          3 + a.brigades + ((nearThreat.get(army.town) ?? 9) <= 1 ? 1 : 0) - (6 - army.strength - a.brigades) * 0.5
        );
      }
      case 'garrison': {
        // Leave a few brigades behind the walls of an objective or capital that enemies can reach.
        const army = byId.get(a.army)!;
        const t = towns.get(army.town)!;
        const exposed = enemyArmies.some((e) => (nearThreat.get(e.town) ?? 9) <= 3);
        return threatened.includes(army.town) && t.garrison === 0 && army.strength >= 5 && exposed && a.brigades <= 2
          ? 2.5 - a.brigades * 0.5
          : -2;
      }
      case 'ungarrison':
        return -1;
      case 'diplomacy': {
        const st = STATE[a.target]!;
        const need = a.target === 'PREUSSEN' ? (st.affinity === me ? 6 : 7) : st.affinity === me ? 3 : 4;
        const p =
          a.target === 'PREUSSEN' ? pTwoD4(need - a.bonus) : Math.max(0, Math.min(1, (5 - (need - a.bonus)) / 4));
        const value =
          v.towns.filter((t) => t.state === a.target && t.holder === null).reduce((n, t) => n + t.revenue, 0) +
          (a.target === 'PREUSSEN' ? 8 : 0);
        const cost = (a.bonus - (a.useOpp ? 1 : 0)) * (a.target === 'PREUSSEN' ? 12 : 2);
        // Buy an alliance when the expected revenue beats the price (and leave money for the armies).
        return p * value * 2 - cost - (avail(a.treasury) - cost < 2 ? 3 : 0);
      }
      case 'opportunity':
        return a.code === 'HALT' ? Math.min(4, power(byId.get(a.target)) * 0.4) : 3;
      case 'pass':
        return 0.1;
      case 'end_turn':
        return 0;
    }
  };
  let best = legal[0]!;
  let bestScore = -Infinity;
  for (const a of legal) {
    const sc = score(a) + noise();
    if (sc > bestScore) {
      bestScore = sc;
      best = a;
    }
  }
  return best;
}

/** What the bot thinks a prisoner is worth: a general 2 RP per command point, brigades 1 RP each. */
function ransomPrice(v: V, prisoner: string, captor: Side): number {
  const g = GENERAL[prisoner];
  if (g) return 2 * g.vc;
  return Math.max(1, Math.min(12, v.prisoners[captor]?.[prisoner] ?? 1));
}
/** The coalition's active treasury with the fewest RP available (ties: by id). */
function neediestTreasury(v: V, side: Side): string {
  const mine = Object.keys(v.treasuries)
    .filter((t) => v.treasuries[t]!.side === side && v.treasuries[t]!.active)
    .sort();
  let best = mine[0] ?? '';
  for (const t of mine) if (v.treasuries[t]!.available < v.treasuries[best]!.available) best = t;
  return best;
}

function pTwoD4(need: number): number {
  let n = 0;
  for (let a = 1; a <= 4; a++) for (let b = 1; b <= 4; b++) if (a + b >= need) n++;
  return n / 16;
}
