import { DEPOTS, STATE, TOWN, type Side } from '../data/index.js';
import type { ActionOf } from '../actions.js';
import type { ArmyState } from '../types.js';
import {
  activeCommander,
  adjacent,
  fieldArmiesAt,
  isHalted,
  log,
  other,
  refuse,
  sortedIds,
  sum,
  takeOne,
  townSide,
  type Ev,
  type S,
} from './common.js';
import { canUseOpp, diplomacyActions } from './diplomacy.js';
import { depotUsable } from './economy.js';
import { canMove, lastStep, reachable, reinforcementDistance, retreatTowns } from './movement.js';
import { canAssault, canRaid, declareSiege, insideBrigades, raid, startStorm } from './siege.js';
import { opportunityActions } from './cards.js';
import { startBattle } from './battle.js';

type Then = 'none' | 'siege' | 'storm' | 'raid';

/** What an army may do on arriving at `town` (§22 transit: stop at an enemy town, then besiege or raid). */
export function arrivalOptions(s: S, side: Side, town: string): Then[] {
  const out: Then[] = ['none'];
  const holder = townSide(s, town);
  if (holder === side || TOWN[town]!.kind === 'offmap') return out;
  if (canAssault(s, side, town)) {
    out.push('siege');
    if (TOWN[town]!.kind !== 'citystate') out.push('storm');
  }
  if (canRaid(s, side, town)) out.push('raid');
  return out;
}

function defenderArmy(s: S, town: string, side: Side): ArmyState | null {
  // G46: with several armies on the town, the strongest stands to fight (house rule: no choice asked).
  return sortedIds(fieldArmiesAt(s, town, side)).sort((x, y) => sum(y.brigades) - sum(x.brigades))[0] ?? null;
}

type PhaseAction = ActionOf<
  | 'move'
  | 'attack'
  | 'attack_two'
  | 'storm'
  | 'reinforce'
  | 'garrison'
  | 'ungarrison'
  | 'diplomacy'
  | 'opportunity'
  | 'pass'
  | 'end_turn'
>;
/** The action menu of `role`. With `only`, just the part of the menu that could contain that action
 *  (used by apply to validate without listing every move of every army). */
export function actionPhaseActions(s: S, role: Side, only?: PhaseAction): PhaseAction[] {
  const out: PhaseAction[] = [];
  const want = (t: PhaseAction['type']) => !only || only.type === t;
  const armyFilter = only ? ('army' in only ? [only.army] : 'armies' in only ? only.armies : []) : null;
  // §5: diplomacy only as the first action of the turn.
  if (s.actions.taken[role] === 0 && want('diplomacy')) out.push(...diplomacyActions(s, role));
  const allMine = sortedIds(Object.values(s.armies)).filter((a) => a.side === role);
  const mine = armyFilter && only!.type !== 'reinforce' ? allMine.filter((a) => armyFilter.includes(a.id)) : allMine;
  const forcedOkAvail = canUseOpp(s, role, 'FORCED_OK');
  const enemyTowns = [
    ...new Set(
      Object.values(s.armies)
        .filter((a) => a.side === other(role) && !a.inside)
        .map((a) => a.town),
    ),
  ].sort();
  const reach = new Map<string, Map<string, number>>();
  for (const a of only && !['move', 'attack', 'storm', 'attack_two'].includes(only.type) ? [] : mine) {
    if (!canMove(s, a)) continue;
    const r = reachable(s, a);
    reach.set(a.id, r);
    for (const [to, d] of r) {
      for (const then of arrivalOptions(s, role, to)) {
        out.push({ type: 'move', army: a.id, to, then, forcedOk: false });
        if (d === 3 && forcedOkAvail) out.push({ type: 'move', army: a.id, to, then, forcedOk: true });
      }
    }
    for (const t of enemyTowns) {
      if (t === 'ENGLAND') continue;
      const target = defenderArmy(s, t, other(role))!;
      const froms = attackFroms(a, r, t);
      for (const [from, d] of froms) {
        out.push({ type: 'attack', army: a.id, from, target: target.id, forcedOk: false });
        if (d === 3 && forcedOkAvail) out.push({ type: 'attack', army: a.id, from, target: target.id, forcedOk: true });
      }
    }
    // A besieging army may storm the town it besieges (digest 5.10).
    const sg = s.sieges[a.town];
    if (sg && sg.side === role && !a.inside && canAssault(s, role, a.town)) out.push({ type: 'storm', army: a.id });
  }
  // §21: two armies together, if three actions are still available.
  if (s.actions.left[role] >= 3 && want('attack_two')) {
    const movers = mine.filter((a) => reach.has(a.id));
    for (const t of enemyTowns) {
      if (t === 'ENGLAND') continue;
      const target = defenderArmy(s, t, other(role))!;
      for (let i = 0; i < movers.length; i++)
        for (let j = i + 1; j < movers.length; j++) {
          const a = movers[i]!;
          const b = movers[j]!;
          if (attackFroms(a, reach.get(a.id)!, t).length === 0 || attackFroms(b, reach.get(b.id)!, t).length === 0)
            continue;
          for (const c of [a.general!, b.general!])
            out.push({ type: 'attack_two', armies: [a.id, b.id], target: target.id, commander: c });
        }
    }
  }
  // §22 losses: reinforcements from a depot of the army's state or an ally, up to 5 roads.
  for (const d of want('reinforce') ? DEPOTS : []) {
    if (only?.type === 'reinforce' && only.depot !== d.id) continue;
    const n = sum(s.depots[d.id]!.brigades);
    if (n === 0 || !depotUsable(s, d.id, role)) continue;
    for (const a of mine.filter((x) => !armyFilter || armyFilter.includes(x.id))) {
      const room = 6 - sum(a.brigades);
      if (room <= 0 || a.town === 'ENGLAND') continue;
      if (reinforcementDistance(s, d.town, a.town, role) === null) continue;
      for (let k = 1; k <= Math.min(n, room); k++)
        out.push({ type: 'reinforce', depot: d.id, army: a.id, brigades: k });
    }
  }
  // 5.14: brigades may shut themselves inside a town of their side, up to its DV; they rejoin an army later.
  if (want('garrison') || want('ungarrison')) {
    for (const a of mine) {
      if (a.inside || a.town === 'ENGLAND' || townSide(s, a.town) !== role || !a.general) continue;
      const room = TOWN[a.town]!.rv - insideBrigades(s, a.town);
      for (let k = 1; k <= Math.min(room, sum(a.brigades) - 1); k++)
        out.push({ type: 'garrison', army: a.id, brigades: k });
      const inside = armiesInside(s, a.town, role);
      if (inside.length > 0 && sum(a.brigades) < 6 && !s.sieges[a.town]) out.push({ type: 'ungarrison', army: a.id });
    }
  }
  if (want('opportunity')) out.push(...opportunityActions(s, role));
  out.push({ type: 'pass' }, { type: 'end_turn' });
  return out;
}

/** Towns from which `a` can attack the enemy army at `t`: its own town if adjacent, or a town it can reach. */
function armiesInside(s: S, town: string, side: Side): ArmyState[] {
  return sortedIds(Object.values(s.armies)).filter((x) => x.town === town && x.side === side && x.inside);
}

function attackFroms(a: ArmyState, r: Map<string, number>, t: string): Array<[string, number]> {
  const out: Array<[string, number]> = [];
  if (adjacent(a.town, t)) out.push([a.town, 0]);
  for (const [town, d] of r) if (adjacent(town, t)) out.push([town, d]);
  return out;
}

function moveTo(s: S, a: ArmyState, to: string, dist: number, forcedOk: boolean, ev: Ev): void {
  const from = a.town;
  if (forcedOk) {
    s.card!.usesLeft -= 1;
    s.card!.oppsUsed.push('FORCED_OK');
  }
  a.moved = true;
  a.inside = false;
  if (to !== from) {
    const prev = lastStep(s, a, to);
    a.town = to;
    // §16: a forced march (3 roads) costs a resistance point in a battle this turn, unless excused.
    a.forcedPenalty = dist === 3 && !forcedOk;
    s.record[a.side].entered.push({ town: to, states: Object.keys(a.brigades).sort() });
    if (townSide(s, to) === null) {
      // §22 transit: an army staying too long camps next to the town, on the road it came by.
      a.neutralSince = s.turn;
      a.cameFrom = prev;
    } else a.neutralSince = 0;
    log(ev, 'army_moved', { army: a.id, from, to, forced: dist === 3 });
  }
}

export function arrive(s: S, a: ArmyState, then: Then, ev: Ev): void {
  if (then === 'siege') declareSiege(s, a, ev);
  else if (then === 'storm') startStorm(s, [a], ev);
  else if (then === 'raid') raid(s, a, ev);
}

export function applyOperation(s: S, role: Side, a: PhaseAction, ev: Ev): void {
  // legal: one of actionPhaseActions (checked by core defineGame before the step)
  s.actions.left[role] -= a.type === 'attack_two' ? 3 : a.type === 'end_turn' ? s.actions.left[role] : 1;
  s.actions.taken[role] += 1; // digest 5.5: a skipped slot is a slot used (diplomacy only in slot 2)
  s.queue.unshift({ k: 'after_action' });
  switch (a.type) {
    case 'pass':
    case 'end_turn':
      log(ev, a.type === 'pass' ? 'passed' : 'turn_ended_by', { role });
      return;
    case 'move': {
      const army = s.armies[a.army]!;
      moveTo(s, army, a.to, reachable(s, army).get(a.to)!, a.forcedOk, ev);
      s.queue.unshift({ k: 'zoc', army: army.id });
      arrive(s, army, a.then, ev);
      return;
    }
    case 'attack': {
      const army = s.armies[a.army]!;
      const d = a.from === army.town ? 0 : reachable(s, army).get(a.from)!;
      moveTo(s, army, a.from, d, a.forcedOk, ev);
      const target = s.armies[a.target]!;
      openDefence(s, [army.id], target, a.from, activeCommander(s, army));
      return;
    }
    case 'attack_two': {
      const target = s.armies[a.target]!;
      const armies = a.armies.map((id) => s.armies[id]!);
      for (const army of armies) {
        const r = reachable(s, army);
        const froms = adjacent(army.town, target.town)
          ? [[army.town, 0] as [string, number]]
          : [...r].filter(([t]) => adjacent(t, target.town)).sort((x, y) => x[1] - y[1] || (x[0] < y[0] ? -1 : 1));
        const [from, d] = froms[0]!;
        moveTo(s, army, from, d, false, ev);
      }
      openDefence(s, a.armies.slice(), target, armies[0]!.town, a.commander);
      return;
    }
    case 'storm': {
      const army = s.armies[a.army]!;
      army.moved = true;
      startStorm(s, [army], ev);
      return;
    }
    case 'reinforce': {
      const d = s.depots[a.depot]!;
      const st = Object.keys(d.brigades)[0]!;
      d.brigades[st]! -= a.brigades;
      if (d.brigades[st] === 0) delete d.brigades[st];
      if (sum(d.brigades) === 0) d.exhausted = true; // cannot enlist again before 1709
      const army = s.armies[a.army]!;
      army.brigades[st] = (army.brigades[st] ?? 0) + a.brigades;
      log(ev, 'reinforced', { depot: a.depot, army: a.army, brigades: a.brigades });
      return;
    }
    case 'garrison': {
      const army = s.armies[a.army]!;
      const part: Record<string, number> = {};
      for (let k = 0; k < a.brigades; k++) {
        const st = takeOne(army.brigades)!;
        part[st] = (part[st] ?? 0) + 1;
      }
      const id = `army-${s.nextArmy++}`;
      s.armies[id] = {
        ...army,
        id,
        brigades: part,
        general: null,
        inside: true,
        moved: true,
        forcedPenalty: false,
        rpPenalty: 0,
      };
      log(ev, 'garrison_placed', { army: army.id, town: army.town, brigades: a.brigades });
      return;
    }
    case 'ungarrison': {
      const army = s.armies[a.army]!;
      for (const g of armiesInside(s, army.town, role)) {
        while (sum(army.brigades) < 6 && sum(g.brigades) > 0) {
          const st = takeOne(g.brigades)!;
          army.brigades[st] = (army.brigades[st] ?? 0) + 1;
        }
        if (sum(g.brigades) === 0) {
          if (g.general) {
            s.generals[g.general]!.status = 'pool';
            s.generals[g.general]!.army = null;
          }
          delete s.armies[g.id];
        }
      }
      log(ev, 'garrison_joined', { army: army.id, town: army.town });
      return;
    }
    case 'diplomacy':
      return void import_doDiplomacy(s, role, a, ev);
    case 'opportunity':
      return void import_useOpportunity(s, role, a, ev);
  }
}
import { doDiplomacy as import_doDiplomacy } from './diplomacy.js';
import { useOpportunity as import_useOpportunity } from './cards.js';

function openDefence(s: S, attackers: string[], target: ArmyState, origin: string, commander: string | null): void {
  s.pending = {
    kind: 'defend',
    role: target.side,
    armies: [target.id],
    attackers,
    origin,
    town: target.town,
    commander: commander ?? '',
  };
}

/** Before a normal attack the defender fights, retreats one road, or shuts itself in if the walls hold it; a halted army must fight (G19). */
export function defendActions(s: S): Array<ActionOf<'defend'>> {
  const p = s.pending;
  if (!p || p.kind !== 'defend') return [];
  const d = s.armies[p.armies[0]!]!;
  const out: Array<ActionOf<'defend'>> = [{ type: 'defend', choice: 'fight', to: null }];
  if (!isHalted(s, d))
    for (const t of retreatTowns(s, d, p.origin)) out.push({ type: 'defend', choice: 'retreat', to: t });
  // A halted army neither retreats nor shuts itself in: it must fight (G19, G50).
  if (
    !isHalted(s, d) &&
    townSide(s, d.town) === d.side &&
    TOWN[d.town]!.kind !== 'offmap' &&
    sum(d.brigades) + insideBrigades(s, d.town) <= TOWN[d.town]!.rv
  )
    out.push({ type: 'defend', choice: 'shut_in', to: null });
  return out;
}
export function applyDefend(s: S, a: ActionOf<'defend'>, ev: Ev): void {
  if (!defendActions(s).some((x) => x.choice === a.choice && x.to === a.to))
    refuse('defend_illegal', '18', { choice: a.choice });
  const p = s.pending as Extract<S['pending'], { kind: 'defend' }>;
  s.pending = null;
  const d = s.armies[p.armies[0]!]!;
  if (a.choice === 'fight') {
    startBattle(s, ev, {
      attackers: p.attackers,
      defenders: p.armies,
      origin: p.origin,
      town: p.town,
      reaction: false,
      commander: p.commander || null,
    });
    return;
  }
  if (a.choice === 'retreat') {
    d.town = a.to!;
    log(ev, 'army_retreated', { army: d.id, to: a.to! });
  } else {
    d.inside = true;
    log(ev, 'army_shut_in', { army: d.id, town: d.town });
  }
  s.record[s.armies[p.attackers[0]!]!.side].attacks.push(p.town);
  if (fieldArmiesAt(s, p.town, d.side).length === 0)
    s.pending = { kind: 'advance', role: other(d.side), armies: p.attackers, town: p.town };
}

export function advanceActions(s: S): Array<ActionOf<'advance'>> {
  const p = s.pending;
  if (!p || p.kind !== 'advance') return [];
  const side = p.role;
  const out: Array<ActionOf<'advance'>> = [{ type: 'advance', go: false, then: 'none' }];
  if (
    STATE[TOWN[p.town]!.state]!.role === 'lorraine' ||
    (TOWN[p.town]!.state === 'PREUSSEN' && s.states.PREUSSEN!.side === null)
  )
    return out;
  for (const then of arrivalOptions(s, side, p.town)) out.push({ type: 'advance', go: true, then });
  return out;
}
export function applyAdvance(s: S, a: ActionOf<'advance'>, ev: Ev): void {
  if (!advanceActions(s).some((x) => x.go === a.go && x.then === a.then)) refuse('advance_illegal', '18');
  const p = s.pending as Extract<S['pending'], { kind: 'advance' }>;
  s.pending = null;
  if (!a.go) return;
  const armies = p.armies.map((id) => s.armies[id]).filter((x): x is ArmyState => !!x);
  for (const army of armies) {
    army.cameFrom = army.town;
    army.town = p.town;
    army.inside = false;
    army.neutralSince = townSide(s, p.town) === null ? s.turn : 0;
    s.record[army.side].entered.push({ town: p.town, states: Object.keys(army.brigades).sort() });
  }
  log(ev, 'army_advanced', { town: p.town });
  if (a.then === 'storm') startStorm(s, armies, ev);
  else if (armies[0]) arrive(s, armies[0], a.then, ev);
}
