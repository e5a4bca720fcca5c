import type { PowerId } from './powers.js';
import type { TerritoryId } from './territories.js';

/**
 * The four Non-Player Power Status Cards (13.0–13.10). Only NP France's Progress Chart and Objectives
 * Priority list are printed in the rulebook (the figure in 13.4.4, EN only); everything else is a
 * reconstruction made for this project, each item with its provenance; the readings of 13.x are in
 * docs/rules-decisions/belle-epoque.md (NP-n).
 */
type NpCardSymbol = 'intrigue' | 'national';
type NpOther = 'prestige' | 'fleet';

interface NpTurn {
  arsenal: number;
  card: NpCardSymbol;
  other: NpOther;
}
/** One box of a sending row: the territory and its bracketed fallback (13.7 a, b). */
export interface NpBox {
  first: TerritoryId;
  fallback: TerritoryId;
}
export interface NpRow {
  /** 13.7: a 1 or a 5 flags an Armament cube (from Turn 4, NP-2) */
  armament: boolean;
  col1: NpBox;
  col2: NpBox;
  /** "3rd DM and following": six entries, one per die face */
  last: TerritoryId[];
  /** France only (13.7.2): the dedicated 4th-cube column */
  col4: NpBox | null;
}

interface NpStatusCard {
  power: PowerId;
  /** index 0 = Turn 1 */
  progress: NpTurn[];
  /** Objectives Priority Table, major to minor (13.4.3, 13.8) */
  priorities: TerritoryId[];
  /** rows 1–6 of the Sending Diplomatic Missions table (13.7) */
  sending: NpRow[];
  /** 13.1: the printed initial placement, before the humans' Initial Setup */
  setup: Partial<Record<TerritoryId, number>>;
  provenance: { progress: string; priorities: string; sending: string; setup: string };
}

const box = (first: TerritoryId, fallback: TerritoryId): NpBox => ({ first, fallback });
const chart = (arsenal: number[], card: string, other: string): NpTurn[] =>
  arsenal.map((a, i) => ({
    arsenal: a,
    card: card[i] === 'I' ? 'intrigue' : 'national',
    other: other[i] === 'P' ? 'prestige' : 'fleet',
  }));
const spread = (...xs: [TerritoryId, number][]): TerritoryId[] =>
  xs.flatMap(([t, n]) => Array.from({ length: n }, () => t));

export const NP_STATUS_CARDS: Record<PowerId, NpStatusCard> = {
  france: {
    power: 'france',
    progress: chart([3, 5, 7, 7, 7, 9, 10, 12, 14], 'IINIIINNN', 'PFPPPFPPP'),
    priorities: ['belgium', 'italy', 'melanesia', 'french_guinea', 'namibia', 'indochina', 'china'],
    sending: [
      {
        armament: true,
        col1: box('italy', 'spain'),
        col2: box('algeria_morocco', 'egypt_sudan'),
        last: spread(['french_guinea', 2], ['congo', 2], ['namibia', 2]),
        col4: box('indochina', 'china'),
      },
      {
        armament: false,
        col1: box('italy', 'ottoman_empire'),
        col2: box('french_guinea', 'congo'),
        last: spread(['indochina', 2], ['china', 2], ['melanesia', 2]),
        col4: box('algeria_morocco', 'horn_of_africa'),
      },
      {
        armament: false,
        col1: box('belgium', 'greece'),
        col2: box('namibia', 'tanganyika'),
        last: spread(['algeria_morocco', 2], ['egypt_sudan', 2], ['horn_of_africa', 2]),
        col4: box('melanesia', 'micronesia'),
      },
      {
        armament: false,
        col1: box('belgium', 'portugal'),
        col2: box('indochina', 'japan'),
        last: spread(['italy', 3], ['belgium', 3]),
        col4: box('french_guinea', 'namibia'),
      },
      {
        armament: true,
        col1: box('serbia', 'romania'),
        col2: box('melanesia', 'micronesia'),
        last: spread(['japan', 2], ['china', 2], ['indochina', 2]),
        col4: box('namibia', 'south_africa'),
      },
      {
        armament: false,
        col1: box('spain', 'portugal'),
        col2: box('china', 'persia'),
        last: spread(['french_guinea', 2], ['algeria_morocco', 2], ['congo', 2]),
        col4: box('italy', 'belgium'),
      },
    ],
    setup: { italy: 1, belgium: 2, algeria_morocco: 1, french_guinea: 1, egypt_sudan: 1, indochina: 2, china: 1 },
    provenance: {
      progress:
        'TEXT 13.4.4 figure (Arsenal Bonus, card type, +1 Prestige); Fleet on Turns 2 and 6 reconstructed from the empty cells (recon §5.3, §8 item 8)',
      priorities: 'TEXT 13.4.4 figure',
      sending:
        'row 3 column 1 Belgium (Greece) EX 13.7; the rest reconstructed (recon §5.5): European neighbours and the Russian alliance, then the colonial empire',
      setup:
        'reconstructed (recon §5.2): Latin and Belgian neighbours, North and West Africa, Indochina; meets 3.3.2 minimums 1/2/2',
    },
  },
  'great-britain': {
    power: 'great-britain',
    progress: chart([4, 5, 6, 7, 8, 9, 10, 11, 12], 'IININIINI', 'FFPPFPPPP'),
    priorities: [
      'egypt_sudan',
      'china',
      'netherlands',
      'south_africa',
      'portugal',
      'persia',
      'afghanistan_baluchistan',
    ],
    sending: [
      {
        armament: true,
        col1: box('egypt_sudan', 'horn_of_africa'),
        col2: box('china', 'japan'),
        last: spread(['south_africa', 2], ['tanganyika', 2], ['namibia', 2]),
        col4: null,
      },
      {
        armament: false,
        col1: box('netherlands', 'belgium'),
        col2: box('persia', 'afghanistan_baluchistan'),
        last: spread(['china', 2], ['japan', 2], ['melanesia', 2]),
        col4: null,
      },
      {
        armament: false,
        col1: box('portugal', 'spain'),
        col2: box('south_africa', 'congo'),
        last: spread(['egypt_sudan', 2], ['horn_of_africa', 2], ['algeria_morocco', 2]),
        col4: null,
      },
      {
        armament: false,
        col1: box('ottoman_empire', 'greece'),
        col2: box('afghanistan_baluchistan', 'persia'),
        last: spread(['netherlands', 3], ['portugal', 3]),
        col4: null,
      },
      {
        armament: true,
        col1: box('egypt_sudan', 'south_africa'),
        col2: box('japan', 'manchuria_korea'),
        last: spread(['persia', 2], ['china', 2], ['indochina', 2]),
        col4: null,
      },
      {
        armament: false,
        col1: box('greece', 'italy'),
        col2: box('horn_of_africa', 'tanganyika'),
        last: spread(['melanesia', 2], ['micronesia', 2], ['china', 2]),
        col4: null,
      },
    ],
    setup: {
      netherlands: 1,
      portugal: 1,
      greece: 1,
      egypt_sudan: 2,
      horn_of_africa: 1,
      china: 1,
      persia: 1,
      japan: 1,
      afghanistan_baluchistan: 1,
    },
    provenance: {
      progress:
        'reconstructed (recon §5.3): early naval lead, the weakest Arsenal curve, steady Prestige; 3 National turns',
      priorities:
        'reconstructed (recon §5.4): Suez, Chinese trade, the Low Countries, the Cape and the Indian glacis (GB National Objectives)',
      sending: 'reconstructed (recon §5.5): Suez and the Cape first, naval friends, the Great Game',
      setup: 'reconstructed (recon §5.2): sea lanes, Suez, the Indian glacis; meets 3.3.2 minimums 2/3/2',
    },
  },
  'central-empires': {
    power: 'central-empires',
    progress: chart([4, 6, 8, 9, 10, 11, 12, 14, 16], 'IININIINI', 'PPPFPFPFP'),
    priorities: ['serbia', 'belgium', 'ottoman_empire', 'tanganyika', 'romania', 'namibia', 'micronesia'],
    sending: [
      {
        armament: true,
        col1: box('serbia', 'bulgaria'),
        col2: box('tanganyika', 'namibia'),
        last: spread(['ottoman_empire', 2], ['romania', 2], ['italy', 2]),
        col4: null,
      },
      {
        armament: false,
        col1: box('ottoman_empire', 'romania'),
        col2: box('namibia', 'congo'),
        last: spread(['micronesia', 2], ['china', 2], ['melanesia', 2]),
        col4: null,
      },
      {
        armament: false,
        col1: box('belgium', 'netherlands'),
        col2: box('micronesia', 'melanesia'),
        last: spread(['tanganyika', 2], ['namibia', 2], ['congo', 2]),
        col4: null,
      },
      {
        armament: false,
        col1: box('italy', 'spain'),
        col2: box('china', 'manchuria_korea'),
        last: spread(['serbia', 3], ['belgium', 3]),
        col4: null,
      },
      {
        armament: true,
        col1: box('romania', 'greece'),
        col2: box('melanesia', 'persia'),
        last: spread(['ottoman_empire', 2], ['bulgaria', 2], ['serbia', 2]),
        col4: null,
      },
      {
        armament: false,
        col1: box('bulgaria', 'serbia'),
        col2: box('congo', 'tanganyika'),
        last: spread(['belgium', 2], ['namibia', 2], ['micronesia', 2]),
        col4: null,
      },
    ],
    setup: { serbia: 1, belgium: 1, ottoman_empire: 2, italy: 1, tanganyika: 1, namibia: 1, micronesia: 1, china: 1 },
    provenance: {
      progress:
        "Turn 4 Arsenal Bonus 9 EX 13.9.1; the rest reconstructed (recon §5.3): the strongest army, Tirpitz's fleet laws",
      priorities: 'reconstructed (recon §5.4): the Balkans, Belgium, the Berlin-Baghdad line, the German colonies',
      sending:
        'reconstructed (recon §5.5): the Balkans, Belgium and the Triple Alliance; the German colonies and Kiautschou',
      setup: 'reconstructed (recon §5.2): Balkans, Triple Alliance, the German colonies; meets 3.3.2 minimums 4/2/0',
    },
  },
  russia: {
    power: 'russia',
    progress: chart([3, 5, 6, 8, 9, 10, 12, 13, 15], 'IIINININI', 'FPPPFPFPP'),
    priorities: [
      'bulgaria',
      'serbia',
      'ottoman_empire',
      'persia',
      'manchuria_korea',
      'romania',
      'afghanistan_baluchistan',
    ],
    sending: [
      {
        armament: true,
        col1: box('bulgaria', 'serbia'),
        col2: box('persia', 'afghanistan_baluchistan'),
        last: spread(['manchuria_korea', 2], ['china', 2], ['japan', 2]),
        col4: null,
      },
      {
        armament: false,
        col1: box('romania', 'bulgaria'),
        col2: box('manchuria_korea', 'china'),
        last: spread(['serbia', 2], ['greece', 2], ['ottoman_empire', 2]),
        col4: null,
      },
      {
        armament: false,
        col1: box('serbia', 'greece'),
        col2: box('afghanistan_baluchistan', 'persia'),
        last: spread(['persia', 2], ['manchuria_korea', 2], ['afghanistan_baluchistan', 2]),
        col4: null,
      },
      {
        armament: false,
        col1: box('ottoman_empire', 'bulgaria'),
        col2: box('china', 'japan'),
        last: spread(['romania', 3], ['bulgaria', 3]),
        col4: null,
      },
      {
        armament: true,
        col1: box('greece', 'romania'),
        col2: box('persia', 'manchuria_korea'),
        last: spread(['ottoman_empire', 2], ['serbia', 2], ['china', 2]),
        col4: null,
      },
      {
        armament: false,
        col1: box('serbia', 'ottoman_empire'),
        col2: box('manchuria_korea', 'persia'),
        last: spread(['bulgaria', 2], ['japan', 2], ['persia', 2]),
        col4: null,
      },
    ],
    setup: { serbia: 1, bulgaria: 1, romania: 1, ottoman_empire: 1, persia: 1, manchuria_korea: 1, china: 1 },
    provenance: {
      progress: 'reconstructed (recon §5.3): a mass army that grows late; Baltic, Pacific and post-Tsushima fleets',
      priorities: 'reconstructed (recon §5.4): Slav Balkans, the Straits, the Asian frontier (RU National Objectives)',
      sending: 'reconstructed (recon §5.5): Slav and Orthodox Balkans and the Straits; the Asian frontier',
      setup: 'reconstructed (recon §5.2): Slav Balkans, the Straits, the Asian frontier; meets 3.3.2 minimums 4/0/0',
    },
  },
};

/** 13.9.1: the Dispute Bonus never exceeds +4, whatever the Power. */
export const NP_DISPUTE_BONUS_CAP = 4;
/** 13.10: solo victory levels (lowest VP of each band) and the early-end bonus. */
export const SOLO_LEVELS: readonly { level: string; min: number }[] = [
  { level: 'overwhelming_victory', min: 110 },
  { level: 'significant_victory', min: 95 },
  { level: 'minor_victory', min: 85 },
  { level: 'marginal_defeat', min: 75 },
  { level: 'overwhelming_defeat', min: Number.NEGATIVE_INFINITY },
];
export const SOLO_EARLY_END_BONUS: Record<number, number> = { 7: 10, 8: 5 };
