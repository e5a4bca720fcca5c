import type { LbeContinent, LbePower, LbeTerritoryId } from './input.js';

/**
 * Geography of the La Belle Époque board, drawn on Natural Earth 1:50m countries.
 *
 * Provenance: reconstructed. The printed board is not available, so each territory is drawn as the
 * union of the present-day countries that cover the historical region of c. 1880–1914 (optionally
 * cut by a hand-drawn lon/lat polygon where a modern country straddles two territories: Manchuria
 * out of China, Baluchistan out of Pakistan, western New Guinea out of Indonesia). The anchor is a
 * point inside the region (facts of geography); `card` is where the territory's box of spaces is
 * preferably printed, in open sea or on land outside any territory, reached by a leader line.
 * Territory ids, names and continents follow /work/shared/rules/la-belle-epoque-reconstruction.md §1.2.
 */
export interface LbeRegionPart {
  /** Natural Earth `name` property. */
  country: string;
  /** Keep only the part of the country inside this lon/lat ring. */
  clip?: Array<[number, number]>;
}

export interface LbeTerritoryGeo {
  id: LbeTerritoryId;
  name: string;
  continent: LbeContinent;
  kind: 'minor' | 'colony';
  anchor: [number, number];
  /** Preferred centre of the card of spaces on the whole-board map. */
  card: [number, number];
  parts: LbeRegionPart[];
  /** Island groups are also circled, since their land is too small to see. */
  islands?: boolean;
  /** Russia needs no Fleet here (printed symbol). */
  russiaNoFleet?: boolean;
  provenance: string;
}

const MANCHURIA: Array<[number, number]> = [
  [114.5, 41.8],
  [119.2, 39.6],
  [121.3, 38.6],
  [124.6, 39.7],
  [131.5, 42.3],
  [135.5, 48.2],
  [127.5, 54],
  [119, 53.5],
  [115.5, 48.5],
  [113.5, 45],
];
const BALUCHISTAN: Array<[number, number]> = [
  [60.5, 24.5],
  [66.8, 24.5],
  [67.6, 27.5],
  [69.8, 28.6],
  [70.2, 31.2],
  [69.5, 32.6],
  [60.5, 32.6],
];
const WEST_NEW_GUINEA: Array<[number, number]> = [
  [130.6, 0.2],
  [141.05, 0.2],
  [141.05, -10],
  [130.6, -10],
];

const NE = 'reconstructed: union of Natural Earth 1:50m countries covering the historical region';

export const LBE_TERRITORIES: readonly LbeTerritoryGeo[] = [
  {
    id: 'belgium',
    name: 'Belgium',
    continent: 'EU',
    kind: 'minor',
    anchor: [4.6, 50.6],
    card: [-5.5, 50.2],
    parts: [{ country: 'Belgium' }],
    provenance: NE,
  },
  {
    id: 'netherlands',
    name: 'Netherlands',
    continent: 'EU',
    kind: 'minor',
    anchor: [5.6, 52.3],
    card: [3.5, 56.2],
    parts: [{ country: 'Netherlands' }],
    provenance: NE,
  },
  {
    id: 'portugal',
    name: 'Portugal',
    continent: 'EU',
    kind: 'minor',
    anchor: [-8.1, 39.7],
    card: [-15.5, 38.0],
    parts: [{ country: 'Portugal' }],
    provenance: NE,
  },
  {
    id: 'spain',
    name: 'Spain',
    continent: 'EU',
    kind: 'minor',
    anchor: [-3.7, 40.2],
    card: [-9.5, 46.0],
    parts: [{ country: 'Spain' }, { country: 'Andorra' }],
    provenance: NE,
  },
  {
    id: 'italy',
    name: 'Italy',
    continent: 'EU',
    kind: 'minor',
    anchor: [12.6, 42.6],
    card: [9.5, 38.2],
    parts: [{ country: 'Italy' }, { country: 'San Marino' }, { country: 'Vatican' }],
    provenance: NE,
  },
  {
    id: 'serbia',
    name: 'Serbia',
    continent: 'EU',
    kind: 'minor',
    anchor: [20.9, 44.0],
    card: [15.5, 43.0],
    parts: [{ country: 'Serbia' }],
    provenance: `${NE} (modern Serbia without Kosovo, close to the kingdom of 1882)`,
  },
  {
    id: 'romania',
    name: 'Romania',
    continent: 'EU',
    kind: 'minor',
    anchor: [25.0, 45.6],
    card: [29.5, 48.8],
    parts: [{ country: 'Romania' }],
    provenance: `${NE} (modern borders, Transylvania included for legibility)`,
  },
  {
    id: 'bulgaria',
    name: 'Bulgaria',
    continent: 'EU',
    kind: 'minor',
    anchor: [25.3, 42.7],
    card: [32.5, 43.6],
    parts: [{ country: 'Bulgaria' }],
    provenance: NE,
  },
  {
    id: 'greece',
    name: 'Greece',
    continent: 'EU',
    kind: 'minor',
    anchor: [22.0, 39.4],
    card: [19.5, 35.8],
    parts: [{ country: 'Greece' }],
    provenance: `${NE} (modern borders)`,
  },
  {
    id: 'ottoman_empire',
    name: 'Ottoman Empire',
    continent: 'EU',
    kind: 'minor',
    anchor: [33.5, 39.2],
    card: [29.5, 34.2],
    parts: [
      'Turkey',
      'Albania',
      'Macedonia',
      'Kosovo',
      'Syria',
      'Lebanon',
      'Israel',
      'Palestine',
      'Jordan',
      'Iraq',
    ].map((country) => ({ country })),
    provenance: `${NE}: Anatolia, the Balkan vilayets and the Levant and Mesopotamia c. 1880`,
  },
  {
    id: 'algeria_morocco',
    name: 'Algeria-Morocco',
    continent: 'AF',
    kind: 'colony',
    anchor: [1.5, 30.5],
    card: [-22, 30],
    parts: ['Morocco', 'W. Sahara', 'Algeria', 'Tunisia'].map((country) => ({ country })),
    provenance: NE,
  },
  {
    id: 'egypt_sudan',
    name: 'Egypt-Sudan',
    continent: 'AF',
    kind: 'colony',
    anchor: [30.5, 20.5],
    card: [44, 25],
    parts: ['Egypt', 'Sudan', 'S. Sudan'].map((country) => ({ country })),
    provenance: NE,
  },
  {
    id: 'horn_of_africa',
    name: 'Horn of Africa',
    continent: 'AF',
    kind: 'colony',
    anchor: [41.5, 7.5],
    card: [60, 4],
    parts: ['Ethiopia', 'Eritrea', 'Djibouti', 'Somalia', 'Somaliland', 'Kenya', 'Uganda'].map((country) => ({
      country,
    })),
    provenance: `${NE} (with British East Africa)`,
  },
  {
    id: 'french_guinea',
    name: 'French Guinea',
    continent: 'AF',
    kind: 'colony',
    anchor: [-5.5, 15],
    card: [-24, 12],
    parts: [
      'Guinea',
      'Senegal',
      'Gambia',
      'Guinea-Bissau',
      'Mali',
      'Mauritania',
      "Côte d'Ivoire",
      'Burkina Faso',
      'Niger',
      'Benin',
      'Togo',
    ].map((country) => ({ country })),
    provenance: `${NE}: French West Africa`,
  },
  {
    id: 'congo',
    name: 'Congo',
    continent: 'AF',
    kind: 'colony',
    anchor: [22.5, -1.5],
    card: [0, -5],
    parts: ['Dem. Rep. Congo', 'Congo', 'Gabon', 'Cameroon', 'Central African Rep.', 'Eq. Guinea', 'Chad'].map(
      (country) => ({ country }),
    ),
    provenance: `${NE}: the Congo basin and French Equatorial Africa`,
  },
  {
    id: 'tanganyika',
    name: 'Tanganyika',
    continent: 'AF',
    kind: 'colony',
    anchor: [35.5, -8],
    card: [55, -14],
    parts: ['Tanzania', 'Rwanda', 'Burundi', 'Mozambique', 'Malawi'].map((country) => ({ country })),
    provenance: `${NE}: German East Africa with Portuguese Mozambique`,
  },
  {
    id: 'namibia',
    name: 'Namibia',
    continent: 'AF',
    kind: 'colony',
    anchor: [17.5, -16],
    card: [2, -21],
    parts: ['Namibia', 'Angola'].map((country) => ({ country })),
    provenance: `${NE}: German South-West Africa with Portuguese Angola`,
  },
  {
    id: 'south_africa',
    name: 'South Africa',
    continent: 'AF',
    kind: 'colony',
    anchor: [25.5, -26],
    card: [26, -42],
    parts: ['South Africa', 'Lesotho', 'eSwatini', 'Botswana', 'Zimbabwe', 'Zambia'].map((country) => ({ country })),
    provenance: `${NE}: the Cape, the Boer republics and the Rhodesias`,
  },
  {
    id: 'japan',
    name: 'Japan',
    continent: 'AS',
    kind: 'minor',
    anchor: [138.5, 36.5],
    card: [152, 38],
    parts: [{ country: 'Japan' }],
    provenance: NE,
  },
  {
    id: 'persia',
    name: 'Persia',
    continent: 'AS',
    kind: 'colony',
    anchor: [53.5, 32.5],
    card: [56, 44],
    parts: [{ country: 'Iran' }],
    russiaNoFleet: true,
    provenance: NE,
  },
  {
    id: 'afghanistan_baluchistan',
    name: 'Afghanistan-Baluchistan',
    continent: 'AS',
    kind: 'colony',
    anchor: [65.5, 32],
    card: [70, 16],
    parts: [{ country: 'Afghanistan' }, { country: 'Pakistan', clip: BALUCHISTAN }],
    russiaNoFleet: true,
    provenance: `${NE}; Baluchistan cut out of Pakistan by a hand-drawn polygon`,
  },
  {
    id: 'china',
    name: 'China',
    continent: 'AS',
    kind: 'colony',
    anchor: [106, 32],
    card: [100, 48],
    parts: [{ country: 'China' }, { country: 'Taiwan' }, { country: 'Hong Kong' }, { country: 'Macao' }],
    russiaNoFleet: true,
    provenance: `${NE}; Manchuria is drawn over it (see manchuria_korea)`,
  },
  {
    id: 'manchuria_korea',
    name: 'Manchuria-Korea',
    continent: 'AS',
    kind: 'colony',
    anchor: [126, 44],
    card: [128, 58],
    parts: [{ country: 'China', clip: MANCHURIA }, { country: 'North Korea' }, { country: 'South Korea' }],
    russiaNoFleet: true,
    provenance: `${NE}; Manchuria cut out of China by a hand-drawn polygon`,
  },
  {
    id: 'indochina',
    name: 'Indochina',
    continent: 'AS',
    kind: 'colony',
    anchor: [106.3, 16.3],
    card: [92, 6],
    parts: ['Vietnam', 'Laos', 'Cambodia'].map((country) => ({ country })),
    provenance: NE,
  },
  {
    id: 'micronesia',
    name: 'Micronesia',
    continent: 'AS',
    kind: 'colony',
    anchor: [146, 10],
    card: [150, 22],
    islands: true,
    parts: ['Micronesia', 'Palau', 'N. Mariana Is.', 'Guam', 'Marshall Is.'].map((country) => ({ country })),
    provenance: `${NE}: the Carolines, Marianas and Palau`,
  },
  {
    id: 'melanesia',
    name: 'Melanesia',
    continent: 'AS',
    kind: 'colony',
    anchor: [143, -6],
    card: [150, -20],
    islands: true,
    parts: [
      { country: 'Papua New Guinea' },
      { country: 'Solomon Is.' },
      { country: 'Vanuatu' },
      { country: 'New Caledonia' },
      { country: 'Indonesia', clip: WEST_NEW_GUINEA },
    ],
    provenance: `${NE}; western New Guinea cut out of Indonesia by a hand-drawn polygon`,
  },
];

/** The Great Powers' home countries (and India), tinted pale for orientation; not territories. */
export const LBE_HOMELANDS: ReadonlyArray<{
  power: LbePower;
  label: 'GB' | 'FR' | 'CE' | 'RU' | 'INDIA';
  anchor: [number, number];
  countries: string[];
}> = [
  { power: 'GB', label: 'GB', anchor: [-1.8, 53.3], countries: ['United Kingdom', 'Ireland'] },
  { power: 'FR', label: 'FR', anchor: [2.4, 46.8], countries: ['France', 'Luxembourg'] },
  {
    power: 'CE',
    label: 'CE',
    anchor: [15.5, 49.4],
    countries: [
      'Germany',
      'Austria',
      'Hungary',
      'Czechia',
      'Slovakia',
      'Slovenia',
      'Croatia',
      'Bosnia and Herz.',
      'Poland',
    ],
  },
  {
    power: 'RU',
    label: 'RU',
    anchor: [40, 56.5],
    countries: [
      'Russia',
      'Finland',
      'Estonia',
      'Latvia',
      'Lithuania',
      'Belarus',
      'Ukraine',
      'Moldova',
      'Georgia',
      'Armenia',
      'Azerbaijan',
      'Kazakhstan',
      'Turkmenistan',
      'Uzbekistan',
      'Tajikistan',
      'Kyrgyzstan',
    ],
  },
  {
    power: 'GB',
    label: 'INDIA',
    anchor: [79, 22],
    countries: ['India', 'Bangladesh', 'Myanmar', 'Sri Lanka', 'Nepal', 'Bhutan'],
  },
];

/** Printed spaces per territory (reconstruction §1.2): the card of each is laid out once from this. */
export const LBE_SPACE_COUNT: Record<LbeTerritoryId, number> = {
  belgium: 6,
  netherlands: 4,
  portugal: 4,
  spain: 4,
  italy: 6,
  serbia: 6,
  romania: 4,
  bulgaria: 4,
  greece: 4,
  ottoman_empire: 6,
  algeria_morocco: 6,
  egypt_sudan: 6,
  horn_of_africa: 6,
  french_guinea: 4,
  congo: 6,
  tanganyika: 6,
  namibia: 6,
  south_africa: 6,
  japan: 6,
  persia: 4,
  afghanistan_baluchistan: 3,
  china: 8,
  manchuria_korea: 6,
  indochina: 4,
  micronesia: 4,
  melanesia: 6,
};

export const LBE_TERRITORY_BY_ID: ReadonlyMap<LbeTerritoryId, LbeTerritoryGeo> = new Map(
  LBE_TERRITORIES.map((t) => [t.id, t]),
);
