/**
 * Fewer-player set-ups of the rulebook (§XIV.2) as data. A variant says which
 * powers are left out (their units stay, always hold, never support, and are disbanded when
 * dislodged) and how the played powers are grouped into seats. Centres and adjustments are still
 * counted per power (F-7).
 */
import type { Power } from '../types.js';

export type VariantId = 'standard' | 'six' | 'five' | 'four' | 'three-a' | 'three-b' | 'two';

interface VariantDef {
  id: VariantId;
  players: number;
  /** powers with no player: they hold in place (F-1, F-2) */
  neutral: Power[];
  /** the powers each seat controls, in rulebook order */
  seats: Power[][];
  /** first game year (1901; 1914 in the two-player game) */
  startYear: number;
  /** provinces no unit may enter, support into or retreat to until Italy joins a side (G-6) */
  closed: string[];
  /** two-player game: units a side needs to win (D-16); null = the usual 18 centres per power */
  sideUnitsToWin: number | null;
  /** the year after whose Fall a coin decides which side Italy joins (F-6); null = never */
  italyJoinsAfterFall: number | null;
  provenance: string;
}

const BASE = { startYear: 1901, closed: [] as string[], sideUnitsToWin: null, italyJoinsAfterFall: null };

export const VARIANTS: Readonly<Record<VariantId, VariantDef>> = {
  standard: {
    ...BASE,
    id: 'standard',
    players: 7,
    neutral: [],
    seats: [['england'], ['germany'], ['russia'], ['turkey'], ['austria'], ['italy'], ['france']],
    provenance: 'rulebook §I',
  },
  six: {
    ...BASE,
    id: 'six',
    players: 6,
    neutral: ['italy'],
    seats: [['england'], ['germany'], ['russia'], ['turkey'], ['austria'], ['france']],
    provenance: 'rulebook §XIV.2 (six players: Italy left out); start year 1901 (our reading G-4)',
  },
  five: {
    ...BASE,
    id: 'five',
    players: 5,
    neutral: ['italy', 'germany'],
    seats: [['england'], ['russia'], ['turkey'], ['austria'], ['france']],
    provenance: 'rulebook §XIV.2 (five players: Italy and Germany left out); start year 1901 (our reading G-4)',
  },
  four: {
    ...BASE,
    id: 'four',
    players: 4,
    neutral: [],
    seats: [['england'], ['austria', 'france'], ['germany', 'turkey'], ['italy', 'russia']],
    provenance: 'rulebook §XIV.2 (four players)',
  },
  'three-a': {
    ...BASE,
    id: 'three-a',
    players: 3,
    neutral: [],
    seats: [['russia'], ['england', 'france', 'germany'], ['austria', 'italy', 'turkey']],
    provenance: 'rulebook §XIV.2 (three players, first option)',
  },
  'three-b': {
    ...BASE,
    id: 'three-b',
    players: 3,
    neutral: [],
    seats: [
      ['england', 'germany', 'austria'],
      ['russia', 'italy'],
      ['france', 'turkey'],
    ],
    provenance: 'rulebook §XIV.2 (three players, second option)',
  },
  two: {
    id: 'two',
    players: 2,
    neutral: ['italy'],
    seats: [
      ['england', 'france', 'russia'],
      ['germany', 'austria', 'turkey'],
    ],
    startYear: 1914,
    closed: ['apu', 'nap', 'pie', 'rom', 'tus', 'ven'],
    sideUnitsToWin: 24,
    italyJoinsAfterFall: 1914,
    provenance:
      'rulebook §XIV.2 (two players: Italy neutral and closed until a coin decides its side after Fall 1914; 24 units win); details as our reading G-6',
  },
};
