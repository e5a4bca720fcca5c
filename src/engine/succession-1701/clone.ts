// A shape-aware copy of the state: the engine clones once per applied action (STYLE §2), and a
// generic structured clone of the whole board was the main cost of a move. Everything mutable is
// copied with explicit fields (fixed shapes are several times cheaper to build than spreads),
// the battle too (most actions of a game are battle decisions, so it is copied at almost every one).
import type { ArmyState, BattleSide, BattleState, Brigades, GeneralState, LineState, PoliticalState, Succession1701State, TownState, TreasuryState } from './types.js';

function b(x: Brigades): Brigades {
  const out: Brigades = {};
  for (const k in x) out[k] = x[k]!;
  return out;
}
function mapValues<T, U>(o: Record<string, T>, f: (t: T) => U): Record<string, U> {
  const out: Record<string, U> = {};
  for (const k in o) out[k] = f(o[k]!);
  return out;
}
const town = (t: TownState): TownState => ({ holder: t.holder, captured: t.captured, incomeTo: t.incomeTo, raided: t.raided, allianceCapitalTaken: t.allianceCapitalTaken });
const treasury = (t: TreasuryState): TreasuryState => ({ side: t.side, active: t.active, total: t.total, spent: t.spent });
const political = (p: PoliticalState): PoliticalState => ({ side: p.side, status: p.status, alliedThrough: p.alliedThrough });
const general = (g: GeneralState): GeneralState => ({
  status: g.status, army: g.army, promoted: g.promoted, streak: g.streak, losses: g.losses, dismissedTurn: g.dismissedTurn, availableTurn: g.availableTurn, recalledUntil: g.recalledUntil,
});
const army = (a: ArmyState): ArmyState => ({
  id: a.id, side: a.side, payer: a.payer, town: a.town, brigades: b(a.brigades), general: a.general, inside: a.inside, moved: a.moved,
  forcedPenalty: a.forcedPenalty, haltedTurn: a.haltedTurn, rpPenalty: a.rpPenalty, neutralSince: a.neutralSince, cameFrom: a.cameFrom,
});
const line = (l: LineState): LineState => ({ brigades: b(l.brigades), cards: l.cards.slice(), rp: l.rp, status: l.status });
const battleSide = (x: BattleSide): BattleSide => ({
  role: x.role, armies: x.armies.slice(), commander: x.commander, vc: x.vc, va: x.va, deployed: x.deployed, hand: x.hand.slice(), drawPile: x.drawPile.slice(),
  lines: { left: line(x.lines.left), centre: line(x.lines.centre), right: line(x.lines.right) }, floating: x.floating, reserveCards: x.reserveCards.slice(),
  reserveRp: x.reserveRp, dispatchLeft: x.dispatchLeft, group: x.group ? { brigades: b(x.group.brigades), cards: x.group.cards.slice(), rp: x.group.rp } : null,
  lost: b(x.lost), fledBrigades: x.fledBrigades, lineHits: x.lineHits, commit: x.commit, shifts: x.shifts, swapped: x.swapped, startRp: x.startRp,
});
const battle = (t: BattleState): BattleState => ({
  attacker: battleSide(t.attacker), defender: battleSide(t.defender), reaction: t.reaction, origin: t.origin, town: t.town, initiative: t.initiative,
  round: t.round, phase: t.phase, engaged: t.engaged ? { line: t.engaged.line, facing: t.engaged.facing } : null, oppsUsed: t.oppsUsed.slice(),
});
/** Every pending decision is flat: strings, numbers, booleans and lists of ids. */
function pending(p: NonNullable<Succession1701State['pending']>): NonNullable<Succession1701State['pending']> {
  const q: Record<string, unknown> = { ...p };
  for (const k in q) if (Array.isArray(q[k])) q[k] = (q[k] as string[]).slice();
  return q as unknown as NonNullable<Succession1701State['pending']>;
}

export function cloneState(s: Succession1701State): Succession1701State {
  return {
    schema: s.schema,
    version: s.version,
    rng: [s.rng[0], s.rng[1], s.rng[2], s.rng[3]],
    step: s.step,
    options: { ...s.options },
    turn: s.turn,
    towns: mapValues(s.towns, town),
    treasuries: mapValues(s.treasuries, treasury) as Succession1701State['treasuries'],
    states: mapValues(s.states, political),
    pools: b(s.pools),
    depots: mapValues(s.depots, (d) => ({ brigades: b(d.brigades), exhausted: d.exhausted })),
    armies: mapValues(s.armies, army),
    nextArmy: s.nextArmy,
    generals: mapValues(s.generals, general),
    sieges: mapValues(s.sieges, (g) => ({ ...g })),
    prisoners: { loyalists: b(s.prisoners.loyalists), 'grand-alliance': b(s.prisoners['grand-alliance']) },
    eliminated: b(s.eliminated),
    removed: b(s.removed),
    refilled: b(s.refilled),
    strategy: { pairs: mapValues(s.strategy.pairs, (p) => p.slice()), sem1Holder: s.strategy.sem1Holder },
    card: s.card ? { ...s.card, opps: s.card.opps.slice(), oppsUsed: s.card.oppsUsed.slice() } : null,
    phase: s.phase,
    actions: { left: { ...s.actions.left }, taken: { ...s.actions.taken }, active: s.actions.active },
    record: {
      loyalists: { entered: s.record.loyalists.entered.map((e) => ({ town: e.town, states: e.states.slice() })), attacks: s.record.loyalists.attacks.slice(), sieges: s.record.loyalists.sieges.slice() },
      'grand-alliance': { entered: s.record['grand-alliance'].entered.map((e) => ({ town: e.town, states: e.states.slice() })), attacks: s.record['grand-alliance'].attacks.slice(), sieges: s.record['grand-alliance'].sieges.slice() },
    },
    pending: s.pending ? pending(s.pending) : null,
    battle: s.battle ? battle(s.battle) : null,
    storm: s.storm ? { ...s.storm, armies: s.storm.armies.slice(), hand: s.storm.hand.slice(), stack: s.storm.stack.slice() } : null,
    queue: s.queue.map((c) => ({ ...c })),
    lastClash: s.lastClash ? { ...s.lastClash } : null,
    result: s.result ? (JSON.parse(JSON.stringify(s.result)) as Succession1701State['result']) : null,
  };
}
