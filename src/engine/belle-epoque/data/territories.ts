import type { Continent, PowerId } from './powers.js';

/**
 * The 26 territories (reconstruction v1 §1.2–1.3). Every space carries a number 1..N; spaces 1..6
 * carry a die face (China's 7 and 8 do not). Armament rate: units removed from the game together → cubes.
 */
export const MINORS = ['italy', 'japan', 'usa', 'spain', 'portugal', 'belgium', 'netherlands', 'boer'] as const;
/** Owners of Minor Nation DM cubes (2.0). `usa` and `boer` have no territory of their own. */
export type MinorCube = (typeof MINORS)[number];
export const MINOR_CUBE_COUNT: Record<MinorCube, number> = {
  italy: 7,
  japan: 7,
  usa: 7,
  spain: 2,
  portugal: 3,
  belgium: 2,
  netherlands: 2,
  boer: 3,
}; // TEXT 2.0
/** 8.7.1: neutral Minor cubes defend at +1, except the USA, Italy and Japan at +2. */
export const MINOR_DEFENCE: Record<MinorCube, number> = {
  italy: 2,
  japan: 2,
  usa: 2,
  spain: 1,
  portugal: 1,
  belgium: 1,
  netherlands: 1,
  boer: 1,
};

export type TerritoryId =
  | 'belgium'
  | 'netherlands'
  | 'portugal'
  | 'spain'
  | 'italy'
  | 'serbia'
  | 'romania'
  | 'bulgaria'
  | 'greece'
  | 'ottoman_empire'
  | 'algeria_morocco'
  | 'egypt_sudan'
  | 'horn_of_africa'
  | 'french_guinea'
  | 'congo'
  | 'tanganyika'
  | 'namibia'
  | 'south_africa'
  | 'japan'
  | 'persia'
  | 'afghanistan_baluchistan'
  | 'china'
  | 'manchuria_korea'
  | 'indochina'
  | 'micronesia'
  | 'melanesia';

interface ArmamentRate {
  armies: number;
  fleets: number;
  yield: number;
}

export interface TerritoryData {
  id: TerritoryId;
  continent: Continent;
  type: 'minor' | 'colony';
  spaces: number;
  /** spaces 1..dieSpaces carry a die face */
  dieSpaces: number;
  vp: number;
  rate: ArmamentRate;
  /** 8.2.2: Russia needs no Fleet here */
  russianNoFleet: boolean;
  setupMinorCubes: { owner: MinorCube; n: number }[];
  provenance: string;
}

/**
 * The Portuguese setup cubes disagree in the rulebook: the 3.1 table puts 1 in Tanganyika and 2 in Namibia,
 * the 3.3 setup example and the 8.2.4 example show 2 in Tanganyika and 1 in Namibia. Both are kept as data;
 * the game option `portugueseCubes` picks one, `examples` by default (docs/rules-decisions/belle-epoque.md).
 */
export const PORTUGUESE_SETUP = {
  examples: { tanganyika: 2, namibia: 1 },
  table: { tanganyika: 1, namibia: 2 },
} as const;
export type PortugueseSplit = keyof typeof PORTUGUESE_SETUP;

const AFRICA_RATE: ArmamentRate = { armies: 1, fleets: 0, yield: 1 }; // EX 8.9, 8.9.2, §12
const r = (armies: number, fleets: number, y: number): ArmamentRate => ({ armies, fleets, yield: y });

function t(
  id: TerritoryId,
  continent: Continent,
  type: 'minor' | 'colony',
  spaces: number,
  vp: number,
  rate: ArmamentRate,
  provenance: string,
  extra: Partial<Pick<TerritoryData, 'russianNoFleet' | 'setupMinorCubes' | 'dieSpaces'>> = {},
): TerritoryData {
  return {
    id,
    continent,
    type,
    spaces,
    dieSpaces: extra.dieSpaces ?? Math.min(6, spaces),
    vp,
    rate,
    russianNoFleet: extra.russianNoFleet ?? false,
    setupMinorCubes: extra.setupMinorCubes ?? [],
    provenance,
  };
}

/** In board order (reconstruction §1.2), which is also the order used to break "first in list" ties. */
export const TERRITORY_LIST: readonly TerritoryData[] = [
  t(
    'belgium',
    'EU',
    'minor',
    6,
    3,
    r(3, 0, 2),
    'spaces EX 3.3/13.7; VP EX 10.1; rate reconstructed (fortress belt, 2 cubes)',
  ),
  t('netherlands', 'EU', 'minor', 4, 3, r(0, 1, 1), 'spaces ≥4 EX 3.3; VP EX 10.1; rate reconstructed (colonial navy)'),
  t('portugal', 'EU', 'minor', 4, 2, r(2, 0, 1), 'VP EX 10.1; spaces and rate reconstructed (small state)'),
  t('spain', 'EU', 'minor', 4, 2, r(0, 1, 1), 'reconstructed: declining power, rebuilding a navy'),
  t(
    'italy',
    'EU',
    'minor',
    6,
    5,
    r(2, 1, 2),
    'VP EX 10.1; multi-unit 2-cube rate TEXT 8.9.1; spaces reconstructed (largest Minor)',
  ),
  t('serbia', 'EU', 'minor', 6, 3, r(1, 0, 1), 'spaces EX 3.3/§12; VP EX 10.1; rate reconstructed'),
  t('romania', 'EU', 'minor', 4, 3, r(2, 0, 1), 'VP EX 10.1; spaces and rate reconstructed'),
  t('bulgaria', 'EU', 'minor', 4, 3, r(1, 0, 1), 'VP EX 10.1; spaces and rate reconstructed'),
  t('greece', 'EU', 'minor', 4, 2, r(0, 1, 1), 'reconstructed: naval state'),
  t(
    'ottoman_empire',
    'EU',
    'minor',
    6,
    5,
    r(3, 0, 2),
    'spaces EX 3.3; VP and rate reconstructed (Straits, German missions)',
  ),
  t('algeria_morocco', 'AF', 'colony', 6, 4, AFRICA_RATE, 'spaces EX 8.2.4; setup cube TEXT 3.1; VP reconstructed', {
    setupMinorCubes: [{ owner: 'spain', n: 1 }],
  }),
  t('egypt_sudan', 'AF', 'colony', 6, 5, AFRICA_RATE, 'spaces EX 8.2.4/§12; VP reconstructed (Suez route)'),
  t('horn_of_africa', 'AF', 'colony', 6, 2, AFRICA_RATE, 'spaces EX §12; VP reconstructed'),
  t('french_guinea', 'AF', 'colony', 4, 3, AFRICA_RATE, 'VP EX 13.8; spaces reconstructed'),
  t('congo', 'AF', 'colony', 6, 3, AFRICA_RATE, 'spaces EX IT 8.2.4; setup cubes TEXT 3.1; VP reconstructed', {
    setupMinorCubes: [{ owner: 'belgium', n: 2 }],
  }),
  t(
    'tanganyika',
    'AF',
    'colony',
    6,
    3,
    AFRICA_RATE,
    'spaces TEXT IT 8.2.4; Portuguese cubes: PORTUGUESE_SETUP; VP reconstructed',
    { setupMinorCubes: [{ owner: 'portugal', n: PORTUGUESE_SETUP.examples.tanganyika }] },
  ),
  t('namibia', 'AF', 'colony', 6, 3, AFRICA_RATE, 'spaces EX 8.2.4; Portuguese cubes: PORTUGUESE_SETUP; VP EX 13.8', {
    setupMinorCubes: [{ owner: 'portugal', n: PORTUGUESE_SETUP.examples.namibia }],
  }),
  t('south_africa', 'AF', 'colony', 6, 4, AFRICA_RATE, 'spaces EX 3.3/8.2.4; setup cubes TEXT 3.1; VP reconstructed', {
    setupMinorCubes: [{ owner: 'boer', n: 3 }],
  }),
  t('japan', 'AS', 'minor', 6, 4, r(1, 1, 2), 'spaces EX 3.3/8.2.5; VP and rate reconstructed'),
  t(
    'persia',
    'AS',
    'colony',
    4,
    4,
    r(1, 0, 1),
    'Russian symbol TEXT 8.2.2; spaces ≥4 EX 3.3; VP and rate reconstructed',
    { russianNoFleet: true },
  ),
  t(
    'afghanistan_baluchistan',
    'AS',
    'colony',
    3,
    2,
    r(1, 0, 1),
    'Russian symbol TEXT 8.2.2; reconstructed: a rugged buffer',
    { russianNoFleet: true },
  ),
  t(
    'china',
    'AS',
    'colony',
    8,
    5,
    r(2, 1, 2),
    'Russian symbol TEXT 8.2.2; VP EX 13.8; 8 spaces so 5 cubes control (EX 10.1)',
    { russianNoFleet: true },
  ),
  t('manchuria_korea', 'AS', 'colony', 6, 4, r(1, 0, 1), 'Russian symbol TEXT 8.2.2; reconstructed: Port Arthur', {
    russianNoFleet: true,
  }),
  t('indochina', 'AS', 'colony', 4, 2, r(1, 0, 1), 'spaces ≥4 EX 3.3; VP EX 13.8 (below 3); rate reconstructed'),
  t('micronesia', 'AS', 'colony', 4, 2, r(0, 1, 1), 'setup cube TEXT 3.1; reconstructed: scattered islands', {
    setupMinorCubes: [{ owner: 'spain', n: 1 }],
  }),
  t('melanesia', 'AS', 'colony', 6, 3, r(0, 1, 1), 'setup cubes TEXT 3.1; VP EX 13.8; rate EX 13.8 (yield 1)', {
    setupMinorCubes: [{ owner: 'netherlands', n: 2 }],
  }),
];

export const TERRITORIES: Record<TerritoryId, TerritoryData> = Object.fromEntries(
  TERRITORY_LIST.map((d) => [d.id, d]),
) as Record<TerritoryId, TerritoryData>;
export const TERRITORY_IDS: readonly TerritoryId[] = TERRITORY_LIST.map((d) => d.id);

/** 8.2.3: the Minor Nation alliance bonuses. */
type MinorBonus =
  | { kind: 'money'; amount: number }
  | { kind: 'units' }
  | { kind: 'intrigue_draw_two' }
  | { kind: 'prestige'; amount: number }
  | { kind: 'none' };
export const MINOR_BONUS: Partial<Record<TerritoryId, MinorBonus>> = {
  belgium: { kind: 'money', amount: 2 },
  netherlands: { kind: 'money', amount: 2 },
  portugal: { kind: 'money', amount: 2 },
  romania: { kind: 'money', amount: 2 },
  bulgaria: { kind: 'units' },
  greece: { kind: 'units' },
  japan: { kind: 'units' },
  italy: { kind: 'units' },
  spain: { kind: 'units' },
  ottoman_empire: { kind: 'intrigue_draw_two' },
  serbia: { kind: 'prestige', amount: 1 },
};

/** Minor Nation units (8.2.3, 8.7.3): who owns them, where they may be used. */
interface MinorUnitData {
  id: string;
  minor: TerritoryId;
  kind: 'army' | 'fleet';
  only: Continent | null;
}
export const MINOR_UNITS: readonly MinorUnitData[] = [
  { id: 'bulgarian_army', minor: 'bulgaria', kind: 'army', only: 'EU' },
  { id: 'greek_fleet', minor: 'greece', kind: 'fleet', only: 'EU' },
  { id: 'japanese_fleet', minor: 'japan', kind: 'fleet', only: 'AS' },
  { id: 'italian_army', minor: 'italy', kind: 'army', only: null },
  { id: 'italian_fleet', minor: 'italy', kind: 'fleet', only: null },
  { id: 'spanish_fleet', minor: 'spain', kind: 'fleet', only: null },
];

/** Cube owner ids that are also Minor Nation territories (so their cubes count for their ally in Colonies). */
export function minorTerritoryOf(owner: string): TerritoryId | null {
  return owner === 'italy' ||
    owner === 'japan' ||
    owner === 'spain' ||
    owner === 'portugal' ||
    owner === 'belgium' ||
    owner === 'netherlands'
    ? (owner as TerritoryId)
    : null;
}

export type Owner = PowerId | MinorCube;
