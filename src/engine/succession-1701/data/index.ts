import { DEPOTS } from './depots.js';
import { GENERALS } from './generals.js';
import { ROADS } from './roads.js';
import { STATES } from './states.js';
import { STRATEGY_CARDS } from './cards.js';
import { TOWNS } from './towns.js';
import type { DepotDef, GeneralDef, StateDef, StrategyCardDef, TownDef, TreasuryId } from './types.js';

export * from './types.js';
export { DEPOTS, GENERALS, ROADS, STATES, STRATEGY_CARDS, TOWNS };
export { tacticalDeck, tacticalCard } from './tactical.js';

// Read-only lookups built once from the constant data (no mutable module state).
export const TOWN: Readonly<Record<string, TownDef>> = Object.fromEntries(TOWNS.map((t) => [t.id, t]));
export const STATE: Readonly<Record<string, StateDef>> = Object.fromEntries(STATES.map((s) => [s.id, s]));
export const GENERAL: Readonly<Record<string, GeneralDef>> = Object.fromEntries(GENERALS.map((g) => [g.id, g]));
export const DEPOT: Readonly<Record<string, DepotDef>> = Object.fromEntries(DEPOTS.map((d) => [d.id, d]));
export const CARD: Readonly<Record<string, StrategyCardDef>> = Object.fromEntries(STRATEGY_CARDS.map((c) => [c.id, c]));

/** Land neighbours of each town (the sea route is kept apart: British armies only). */
export const LAND_ADJ: Readonly<Record<string, readonly string[]>> = (() => {
  const adj: Record<string, string[]> = Object.fromEntries(TOWNS.map((t) => [t.id, []]));
  for (const r of ROADS) {
    if (r.sea) continue;
    adj[r.a]!.push(r.b);
    adj[r.b]!.push(r.a);
  }
  for (const k of Object.keys(adj)) adj[k]!.sort();
  return adj;
})();
export const SEA_ROUTE = { from: 'ENGLAND', to: 'AMSTERDAM' } as const;

export const TREASURIES: readonly TreasuryId[] = [
  'FEM',
  'BAYERN',
  'SAVOIA',
  'HABSBURG',
  'REICH',
  'ENG_HAN',
  'NEDERLAND',
  'PREUSSEN',
];

/** Town sets used by cards and victory (digest §2.3). */
const townsOf = (...states: string[]) => TOWNS.filter((t) => states.includes(t.state)).map((t) => t.id);
export const TOWN_SETS: Readonly<Record<string, readonly string[]>> = {
  SPANISH_NL: ['BRUSSEL', 'ANTWERPEN', 'MONS', 'NAMUR', 'LUXEMBURG'],
  ITALY: [
    'TORINO',
    'CUNEO',
    'NIZZA',
    'VERCELLI',
    'CASALE',
    'MILANO',
    'PAVIA',
    'MANTOVA',
    'MODENA',
    'REGGIO',
    'PARMA',
    'PIACENZA',
    'GENOVA',
    'VERONA',
    'BRESCIA',
    'BERGAMO',
  ],
  DANUBE: [
    'MUENCHEN',
    'INGOLSTADT',
    'DONAUWOERTH',
    'LANDSHUT',
    'AMBERG',
    'ULM',
    'AUGSBURG',
    'REGENSBURG',
    'PASSAU',
    'NUERNBERG',
  ],
  FRENCH_TOWNS: townsOf('FRANCE'),
  HABSBURG_TOWNS: townsOf('HABSBURG'),
  REICH_TOWNS: ['KASSEL', 'DARMSTADT', 'HEIDELBERG', 'MUENSTER', 'RASTATT', 'STUTTGART'],
  REICH_HABSBURG: [...townsOf('HABSBURG'), 'KASSEL', 'DARMSTADT', 'HEIDELBERG', 'MUENSTER', 'RASTATT', 'STUTTGART'],
  REICH_UPPER_RHINE: ['KASSEL', 'DARMSTADT', 'HEIDELBERG', 'MUENSTER', 'RASTATT', 'STUTTGART', 'FREIBURG', 'BREISACH'],
};

/** States whose money sits in a treasury. */
export const TREASURY_STATES: Readonly<Record<TreasuryId, readonly string[]>> = {
  FEM: ['FRANCE', 'ESPANA', 'MANTOVA'],
  BAYERN: ['BAYERN'],
  SAVOIA: ['SAVOIA'],
  HABSBURG: ['HABSBURG'],
  REICH: ['REICH', 'HESSEN_KASSEL', 'HESSEN_DARMSTADT', 'PFALZ', 'MUENSTER', 'BADEN', 'WUERTTEMBERG'],
  ENG_HAN: ['ENGLAND', 'HANNOVER'],
  NEDERLAND: ['NEDERLAND'],
  PREUSSEN: ['PREUSSEN'],
};
/** Starting RP of each treasury printed on the revenue boards (rulebook §8). */
export const START_RP: Readonly<Record<TreasuryId, number>> = {
  FEM: 29,
  BAYERN: 8,
  SAVOIA: 8,
  HABSBURG: 15,
  REICH: 12,
  ENG_HAN: 12,
  NEDERLAND: 9,
  PREUSSEN: 9,
};
export const REICH_MEMBERS: readonly string[] = [
  'HESSEN_KASSEL',
  'HESSEN_DARMSTADT',
  'PFALZ',
  'MUENSTER',
  'BADEN',
  'WUERTTEMBERG',
];
export const PRUSSIAN_TOWNS: readonly string[] = townsOf('PREUSSEN');
