// Setup (rulebook §6, §8, §14; digest 4): towns to their states, treasuries, pools, depots, the deck.
import { seedRng } from '../../core/index.js';
import { DEPOTS, GENERALS, STATES, TOWNS, TREASURIES, type TreasuryId } from '../data/index.js';
import type { Options } from '../actions.js';
import type { Succession1701State, TreasuryState } from '../types.js';
import { prepareStrategyDeck } from './cards.js';
import { proceed } from './sequence.js';

// 2: the #19 fields (army upkeep and general fee turns, ransom offers); schema 1 states migrate (migrate.ts)
export const SCHEMA = 2;

export function setupState(seed: string, options: Options): Succession1701State {
  const states: Succession1701State['states'] = {};
  for (const st of STATES)
    states[st.id] = {
      side: st.startSide,
      status: st.startSide ? 'active' : st.role === 'reich' ? 'inactive' : 'neutral',
      alliedThrough: null,
    };
  const towns: Succession1701State['towns'] = {};
  for (const t of TOWNS) {
    const side = states[t.state]!.side;
    const tre = STATES.find((x) => x.id === t.state)!.treasury;
    towns[t.id] = {
      holder: side,
      captured: false,
      incomeTo: side ? tre : null,
      raided: false,
      allianceCapitalTaken: false,
    };
  }
  const treasuries = {} as Record<TreasuryId, TreasuryState>;
  for (const t of TREASURIES) {
    const side =
      t === 'FEM' || t === 'BAYERN' || t === 'SAVOIA' ? 'loyalists' : t === 'PREUSSEN' ? null : 'grand-alliance';
    treasuries[t] = { side, active: t !== 'REICH' && t !== 'PREUSSEN', total: 0, spent: 0 };
  }
  const pools: Record<string, number> = {};
  for (const st of STATES) if (st.armyBrigades > 0) pools[st.id] = st.armyBrigades;
  const depots: Succession1701State['depots'] = {};
  for (const d of DEPOTS) depots[d.id] = { brigades: { [d.state]: d.brigades }, exhausted: false };
  const generals: Succession1701State['generals'] = {};
  for (const g of GENERALS)
    generals[g.id] = {
      status: 'pool',
      army: null,
      promoted: false,
      streak: 0,
      losses: 0,
      dismissedTurn: 0,
      availableTurn: 0,
      recalledUntil: 0,
      feePaidTurn: 0,
    };
  const s: Succession1701State = {
    schema: SCHEMA,
    version: 0,
    rng: seedRng(seed),
    step: 'setup',
    options: {
      lastTurn: options.lastTurn,
      zocReactionMandatory: options.zocReactionMandatory,
      allianceCapitalScope: options.allianceCapitalScope,
      // stored only when not the default, so that games set up before bot levels keep their states
      ...(options.botLevel && options.botLevel !== 'baseline' ? { botLevel: options.botLevel } : {}),
    },
    turn: 1,
    towns,
    treasuries,
    states,
    pools,
    depots,
    armies: {},
    nextArmy: 1,
    generals,
    sieges: {},
    prisoners: { loyalists: {}, 'grand-alliance': {} },
    eliminated: {},
    removed: {},
    refilled: {},
    strategy: { pairs: {}, sem1Holder: null },
    card: null,
    phase: 'organisation',
    actions: {
      left: { loyalists: 0, 'grand-alliance': 0 },
      taken: { loyalists: 0, 'grand-alliance': 0 },
      active: 'loyalists',
    },
    record: {
      loyalists: { entered: [], attacks: [], sieges: [], offers: 0 },
      'grand-alliance': { entered: [], attacks: [], sieges: [], offers: 0 },
    },
    pending: null,
    battle: null,
    storm: null,
    queue: [{ k: 'start_turn' }],
    lastClash: null,
    result: null,
  };
  s.strategy.pairs = prepareStrategyDeck(s);
  proceed(s, []);
  return s;
}
