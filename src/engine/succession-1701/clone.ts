// A shape-aware copy of the state: the engine clones once per applied action (STYLE §2), and a
// generic structured clone of the whole board was the main cost of a move. Everything mutable is
// copied with explicit fields (fixed shapes are several times cheaper to build than spreads),
// the battle too (most actions of a game are battle decisions, so it is copied at almost every one).
import type {
  ArmyState,
  BattleSide,
  BattleState,
  Brigades,
  GeneralState,
  LineState,
  PoliticalState,
  Succession1701State,
  TownState,
  TreasuryState,
} from './types.js';

function b(x: Brigades): Brigades {
  const out: Brigades = {};
  for (const k in x) out[k] = x[k]!;
  return out;
}
// One copy loop per kind of record: a single generic loop over towns, armies, generals… turned
// megamorphic and was the largest cost of a move.
function towns(o: Record<string, TownState>): Record<string, TownState> {
  const out: Record<string, TownState> = {};
  for (const k in o) out[k] = town(o[k]!);
  return out;
}
function treasuries(o: Succession1701State['treasuries']): Succession1701State['treasuries'] {
  const out = {} as Succession1701State['treasuries'];
  for (const k in o) out[k as keyof typeof o] = treasury(o[k as keyof typeof o]);
  return out;
}
function politicals(o: Record<string, PoliticalState>): Record<string, PoliticalState> {
  const out: Record<string, PoliticalState> = {};
  for (const k in o) out[k] = political(o[k]!);
  return out;
}
function depots(o: Succession1701State['depots']): Succession1701State['depots'] {
  const out: Succession1701State['depots'] = {};
  for (const k in o) out[k] = { brigades: b(o[k]!.brigades), exhausted: o[k]!.exhausted };
  return out;
}
function armies(o: Record<string, ArmyState>): Record<string, ArmyState> {
  const out: Record<string, ArmyState> = {};
  for (const k in o) out[k] = army(o[k]!);
  return out;
}
function generals(o: Record<string, GeneralState>): Record<string, GeneralState> {
  const out: Record<string, GeneralState> = {};
  for (const k in o) out[k] = general(o[k]!);
  return out;
}
function sieges(o: Succession1701State['sieges']): Succession1701State['sieges'] {
  const out: Succession1701State['sieges'] = {};
  for (const k in o) out[k] = { ...o[k]! };
  return out;
}
function pairs(o: Record<string, string[]>): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const k in o) out[k] = o[k]!.slice();
  return out;
}
const town = (t: TownState): TownState => ({
  holder: t.holder,
  captured: t.captured,
  incomeTo: t.incomeTo,
  raided: t.raided,
  allianceCapitalTaken: t.allianceCapitalTaken,
});
const treasury = (t: TreasuryState): TreasuryState => ({
  side: t.side,
  active: t.active,
  total: t.total,
  spent: t.spent,
});
const political = (p: PoliticalState): PoliticalState => ({
  side: p.side,
  status: p.status,
  alliedThrough: p.alliedThrough,
});
const general = (g: GeneralState): GeneralState => ({
  status: g.status,
  army: g.army,
  promoted: g.promoted,
  streak: g.streak,
  losses: g.losses,
  dismissedTurn: g.dismissedTurn,
  availableTurn: g.availableTurn,
  recalledUntil: g.recalledUntil,
  feePaidTurn: g.feePaidTurn,
});
const army = (a: ArmyState): ArmyState => ({
  id: a.id,
  side: a.side,
  payer: a.payer,
  town: a.town,
  brigades: b(a.brigades),
  general: a.general,
  inside: a.inside,
  moved: a.moved,
  forcedPenalty: a.forcedPenalty,
  haltedTurn: a.haltedTurn,
  rpPenalty: a.rpPenalty,
  neutralSince: a.neutralSince,
  cameFrom: a.cameFrom,
  upkeepPaidTurn: a.upkeepPaidTurn,
});
const line = (l: LineState): LineState => ({
  brigades: b(l.brigades),
  cards: l.cards.slice(),
  rp: l.rp,
  status: l.status,
});
const battleSide = (x: BattleSide): BattleSide => ({
  role: x.role,
  armies: x.armies.slice(),
  commander: x.commander,
  vc: x.vc,
  va: x.va,
  deployed: x.deployed,
  hand: x.hand.slice(),
  drawPile: x.drawPile.slice(),
  lines: { left: line(x.lines.left), centre: line(x.lines.centre), right: line(x.lines.right) },
  floating: x.floating,
  reserveCards: x.reserveCards.slice(),
  reserveRp: x.reserveRp,
  dispatchLeft: x.dispatchLeft,
  group: x.group ? { brigades: b(x.group.brigades), cards: x.group.cards.slice(), rp: x.group.rp } : null,
  lost: b(x.lost),
  fledBrigades: x.fledBrigades,
  lineHits: x.lineHits,
  commit: x.commit,
  shifts: x.shifts,
  swapped: x.swapped,
  startRp: x.startRp,
});
const battle = (t: BattleState): BattleState => ({
  attacker: battleSide(t.attacker),
  defender: battleSide(t.defender),
  reaction: t.reaction,
  origin: t.origin,
  town: t.town,
  initiative: t.initiative,
  round: t.round,
  phase: t.phase,
  engaged: t.engaged ? { line: t.engaged.line, facing: t.engaged.facing } : null,
  oppsUsed: t.oppsUsed.slice(),
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
    towns: towns(s.towns),
    treasuries: treasuries(s.treasuries),
    states: politicals(s.states),
    pools: b(s.pools),
    depots: depots(s.depots),
    armies: armies(s.armies),
    nextArmy: s.nextArmy,
    generals: generals(s.generals),
    sieges: sieges(s.sieges),
    prisoners: { loyalists: b(s.prisoners.loyalists), 'grand-alliance': b(s.prisoners['grand-alliance']) },
    eliminated: b(s.eliminated),
    removed: b(s.removed),
    refilled: b(s.refilled),
    strategy: { pairs: pairs(s.strategy.pairs), sem1Holder: s.strategy.sem1Holder },
    card: s.card ? { ...s.card, opps: s.card.opps.slice(), oppsUsed: s.card.oppsUsed.slice() } : null,
    phase: s.phase,
    actions: { left: { ...s.actions.left }, taken: { ...s.actions.taken }, active: s.actions.active },
    record: {
      loyalists: {
        entered: s.record.loyalists.entered.map((e) => ({ town: e.town, states: e.states.slice() })),
        attacks: s.record.loyalists.attacks.slice(),
        sieges: s.record.loyalists.sieges.slice(),
        offers: s.record.loyalists.offers,
      },
      'grand-alliance': {
        entered: s.record['grand-alliance'].entered.map((e) => ({ town: e.town, states: e.states.slice() })),
        attacks: s.record['grand-alliance'].attacks.slice(),
        sieges: s.record['grand-alliance'].sieges.slice(),
        offers: s.record['grand-alliance'].offers,
      },
    },
    pending: s.pending ? pending(s.pending) : null,
    battle: s.battle ? battle(s.battle) : null,
    storm: s.storm
      ? { ...s.storm, armies: s.storm.armies.slice(), hand: s.storm.hand.slice(), stack: s.storm.stack.slice() }
      : null,
    queue: s.queue.map((c) => ({ ...c })),
    lastClash: s.lastClash ? { ...s.lastClash } : null,
    result: s.result ? (JSON.parse(JSON.stringify(s.result)) as Succession1701State['result']) : null,
  };
}
