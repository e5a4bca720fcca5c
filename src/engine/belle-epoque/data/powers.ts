/**
 * The four Great Powers and their Power Status Cards (2.3, 3.0, 3.3.2, 5.0, 8.1, 8.3).
 * Values tagged TEXT come from the rulebook; the rest is this project's reconstruction, each value with
 * its reason in its provenance.
 */
export const POWERS = ['great-britain', 'central-empires', 'france', 'russia'] as const;
export type PowerId = (typeof POWERS)[number];

export type Continent = 'EU' | 'AF' | 'AS';
export const CONTINENTS: readonly Continent[] = ['EU', 'AF', 'AS'];

interface PowerData {
  id: PowerId;
  /** reconstruction id (GB, CE, FR, RU) */
  code: 'GB' | 'CE' | 'FR' | 'RU';
  income: number;
  dmPerTurn: number;
  setupPool: number;
  setupMinimum: Record<Continent, number>;
  armyMax: number;
  armyCost: number;
  fleetMax: number;
  fleetCost: number;
  armamentCubes: number;
  startingMoney: number;
  startingPrestige: number;
  greatWork: { id: string; cost: number; vp: number };
  provenance: string;
}

export const POWER_DATA: Record<PowerId, PowerData> = {
  'great-britain': {
    id: 'great-britain',
    code: 'GB',
    income: 13,
    dmPerTurn: 3,
    setupPool: 10,
    setupMinimum: { EU: 2, AF: 3, AS: 2 },
    armyMax: 8,
    armyCost: 3,
    fleetMax: 3,
    fleetCost: 10,
    armamentCubes: 4,
    startingMoney: 5,
    startingPrestige: 5, // Prestige 7 → 5 tuned for the 4-bot balance (issue 5)
    greatWork: { id: 'hms_dreadnought', cost: 20, vp: 2 }, // VP 4 → 2 tuned for the 4-bot balance (issue 5)
    provenance:
      'TEXT 3.0, 3.3.2, 5.0, 8.1; cost £20 EX §12; money, prestige, VP reconstructed (recon §3.1–3.2: the hegemon of 1880)',
  },
  'central-empires': {
    id: 'central-empires',
    code: 'CE',
    income: 12,
    dmPerTurn: 3,
    setupPool: 9,
    setupMinimum: { EU: 4, AF: 2, AS: 0 },
    armyMax: 12,
    armyCost: 3,
    fleetMax: 3,
    fleetCost: 10,
    armamentCubes: 6,
    startingMoney: 5,
    startingPrestige: 6,
    greatWork: { id: 'kiel_canal', cost: 18, vp: 3 },
    provenance: 'TEXT 3.0, 3.3.2, 5.0, 8.1; Kiel Canal cost/VP and money/prestige reconstructed (recon §3.1–3.2)',
  },
  france: {
    id: 'france',
    code: 'FR',
    income: 11,
    dmPerTurn: 3,
    setupPool: 9,
    setupMinimum: { EU: 1, AF: 2, AS: 2 },
    armyMax: 10,
    armyCost: 3,
    fleetMax: 3,
    fleetCost: 10,
    armamentCubes: 5,
    startingMoney: 6,
    startingPrestige: 4,
    greatWork: { id: 'eiffel_tower', cost: 16, vp: 2 },
    provenance:
      'TEXT 3.0, 3.3.2, 5.0, 8.1; Eiffel cost £16 EX 8.3; money, prestige, VP reconstructed (recon §3.1–3.2: isolated after 1871)',
  },
  russia: {
    id: 'russia',
    code: 'RU',
    income: 10,
    dmPerTurn: 3,
    setupPool: 7,
    setupMinimum: { EU: 4, AF: 0, AS: 0 },
    armyMax: 14,
    armyCost: 2,
    fleetMax: 3,
    fleetCost: 10,
    armamentCubes: 5,
    startingMoney: 10,
    startingPrestige: 5, // money tuned 4 → 10 for the 4-bot balance (issue 5)
    greatWork: { id: 'trans_siberian_railway', cost: 14, vp: 3 },
    provenance: 'TEXT 3.0, 3.3.2, 5.0, 8.1; Trans-Siberian cost/VP and money/prestige reconstructed (recon §3.1–3.2)',
  },
};

export const DM_CUBES_PER_POWER = 40; // TEXT 2.0
/** 3.3.1 Turn Order during Initial Setup. */
export const SETUP_ORDER: readonly PowerId[] = ['russia', 'france', 'central-empires', 'great-britain'];

/** 3.2: how Powers are grouped into seats with 2, 3 or 4 players. */
export const SEAT_PACKAGES: Record<2 | 3 | 4, PowerId[][]> = {
  2: [
    ['great-britain', 'france'],
    ['central-empires', 'russia'],
  ],
  3: [['great-britain'], ['central-empires'], ['russia', 'france']],
  4: [['great-britain'], ['central-empires'], ['france'], ['russia']],
};

export function isPower(x: string): x is PowerId {
  return (POWERS as readonly string[]).includes(x);
}
