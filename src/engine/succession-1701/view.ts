// view(state, role): what a coalition (or the channel) may see.
// Public: the map (towns, holders, chains, sieges), armies with brigades and generals, treasuries,
// the calendar, the current strategy card, counts of cards in battle lines and hands.
// Secret: tactical cards in a coalition's lines, reserve and hand, and its committed card until the
// reveal (own side only); the storm hand (besieger) and the town's face-down stack (nobody); the
// strategy cards of future semesters (nobody); the rng.
import { CARD, DEPOTS, GENERAL, ROADS, TOWNS, type Side } from './data/index.js';
import type { BattleSide, Succession1701State } from './types.js';
import { LINES } from './types.js';
import { activeRoles } from './conductor.js';
import { calendar, counters, sum } from './rules/common.js';
import { infoState } from './info.js';

type S = Succession1701State;
const TOWN_STATIC = TOWNS.map((t) => ({
  id: t.id,
  name: t.name,
  state: t.state,
  kind: t.kind,
  lon: t.lon,
  lat: t.lat,
  revenue: t.rv,
  defence: t.rv,
}));
const ROAD_VIEW = Object.freeze(ROADS.map((r) => Object.freeze({ a: r.a, b: r.b, sea: r.sea === true })));

/** A copy of each value of a record (a plain loop: the view is built for every bot decision). */
function eachValue<T, U>(o: Record<string, T>, f: (t: T) => U): Record<string, U> {
  const out: Record<string, U> = {};
  for (const k in o) out[k] = f(o[k]!);
  return out;
}

function battleSideView(x: BattleSide, mine: boolean) {
  const lines = Object.fromEntries(
    LINES.map((l) => {
      const line = x.lines[l];
      return [
        l,
        {
          brigades: line.brigades,
          rp: line.rp,
          status: line.status,
          cardCount: line.cards.length,
          cards: mine ? line.cards.slice() : null,
        },
      ];
    }),
  );
  return {
    role: x.role,
    armies: x.armies,
    commander: x.commander,
    vc: x.vc,
    va: x.va,
    deployed: x.deployed,
    handCount: x.hand.length,
    hand: mine ? x.hand.slice() : null,
    lines,
    floating: x.floating,
    reserveCardCount: x.reserveCards.length,
    reserveCards: mine ? x.reserveCards.slice() : null,
    reserveRp: x.reserveRp,
    dispatchLeft: x.dispatchLeft,
    group: x.group
      ? {
          brigades: x.group.brigades,
          rp: x.group.rp,
          cardCount: x.group.cards.length,
          cards: mine ? x.group.cards.slice() : null,
        }
      : null,
    lost: x.lost,
    fledBrigades: x.fledBrigades,
    committed: x.commit !== null,
    commit: mine ? x.commit : null,
  };
}

export function viewOf(s: S, role: string) {
  const me = role === 'loyalists' || role === 'grand-alliance' ? (role as Side) : null;
  const cal = calendar(Math.min(s.turn, 28));
  const card = s.card
    ? {
        id: s.card.id,
        title: CARD[s.card.id]!.title,
        year: CARD[s.card.id]!.year,
        holder: s.card.holder,
        red: CARD[s.card.id]!.red,
        concerns: CARD[s.card.id]!.concerns,
        obligation: s.card.obligation,
        opps: s.card.opps,
        usesLeft: s.card.usesLeft,
        oppsUsed: s.card.oppsUsed,
      }
    : null;
  const usedCards = Object.entries(s.strategy.pairs).reduce(
    (n, [y, pair]) =>
      n +
      pair.filter((_, i) => Number(y) < cal.year || (Number(y) === cal.year && i < cal.semester - (s.card ? 0 : 1)))
        .length,
    0,
  );
  return {
    slug: 'succession-1701' as const,
    role,
    version: s.version,
    step: s.step,
    phase: s.phase,
    activeRoles: activeRoles(s),
    calendar: { turn: s.turn, year: cal.year, semester: cal.semester, lastTurn: s.options.lastTurn },
    towns: (() => {
      const garrison: Record<string, number> = {};
      for (const a of Object.values(s.armies))
        if (a.inside) garrison[a.town] = (garrison[a.town] ?? 0) + sum(a.brigades);
      return TOWN_STATIC.map((t) => {
        const ts = s.towns[t.id]!;
        return {
          id: t.id,
          name: t.name,
          state: t.state,
          kind: t.kind,
          lon: t.lon,
          lat: t.lat,
          revenue: t.revenue,
          defence: t.defence,
          holder: ts.holder,
          captured: ts.captured,
          incomeTo: ts.incomeTo,
          raided: ts.raided,
          allianceCapitalTaken: ts.allianceCapitalTaken,
          garrison: garrison[t.id] ?? 0,
          siege: s.sieges[t.id] ? { ...s.sieges[t.id]! } : null,
        };
      });
    })(),
    /** static: the road network (shared, frozen) */
    roads: ROAD_VIEW as ReadonlyArray<{ a: string; b: string; sea: boolean }>,
    armies: Object.values(s.armies)
      .sort((a, b) => (a.id < b.id ? -1 : 1))
      .map((a) => ({
        id: a.id,
        side: a.side,
        payer: a.payer,
        town: a.town,
        inside: a.inside,
        brigades: { ...a.brigades },
        strength: sum(a.brigades),
        counters: counters(a.brigades),
        general: a.general
          ? {
              id: a.general,
              name: GENERAL[a.general]!.name,
              vc: GENERAL[a.general]!.vc,
              promoted: s.generals[a.general]!.promoted,
              value: s.generals[a.general]!.promoted ? GENERAL[a.general]!.promotedVc : GENERAL[a.general]!.vc,
              recalled: s.generals[a.general]!.recalledUntil >= s.turn,
            }
          : null,
        moved: a.moved,
        halted: a.haltedTurn === s.turn,
        forcedPenalty: a.forcedPenalty,
        rpPenalty: a.rpPenalty,
      })),
    treasuries: eachValue(s.treasuries, (t) => ({
      side: t.side,
      active: t.active,
      total: t.total,
      spent: t.spent,
      available: t.total - t.spent,
    })),
    states: eachValue(s.states, (v) => ({ side: v.side, status: v.status, alliedThrough: v.alliedThrough })),
    pools: { ...s.pools },
    depots: DEPOTS.map((d) => ({
      id: d.id,
      town: d.town,
      state: d.state,
      brigades: sum(s.depots[d.id]!.brigades),
      exhausted: s.depots[d.id]!.exhausted,
    })),
    generals: eachValue(s.generals, (g) => ({
      status: g.status,
      army: g.army,
      promoted: g.promoted,
      streak: g.streak,
      losses: g.losses,
      dismissedTurn: g.dismissedTurn,
      availableTurn: g.availableTurn,
      recalledUntil: g.recalledUntil,
    })),
    card,
    strategyDeck: { used: usedCards, remaining: 26 - usedCards },
    actions: { ...s.actions, left: { ...s.actions.left }, taken: { ...s.actions.taken } },
    pending: s.pending ? { ...s.pending } : null,
    battle: s.battle
      ? {
          town: s.battle.town,
          origin: s.battle.origin,
          reaction: s.battle.reaction,
          initiative: s.battle.initiative,
          round: s.battle.round,
          phase: s.battle.phase,
          engaged: s.battle.engaged,
          attacker: battleSideView(s.battle.attacker, me === s.battle.attacker.role),
          defender: battleSideView(s.battle.defender, me === s.battle.defender.role),
        }
      : null,
    storm: s.storm
      ? {
          side: s.storm.side,
          armies: s.storm.armies,
          town: s.storm.town,
          handCount: s.storm.hand.length,
          hand: me === s.storm.side ? s.storm.hand.slice() : null,
          rp: s.storm.rp,
          stackCount: s.storm.stack.length,
          defenderRp: s.storm.defenderRp,
        }
      : null,
    lastClash: s.lastClash,
    prisoners: { loyalists: { ...s.prisoners.loyalists }, 'grand-alliance': { ...s.prisoners['grand-alliance'] } },
    result: s.result,
    botLevel: s.options.botLevel ?? 'baseline',
    /** a coalition's information set for the look-ahead bot (info.ts); null for the channel and in battles */
    info: me ? infoState(s) : null,
  };
}
export type Succession1701View = ReturnType<typeof viewOf>;
