/**
 * Fewer-player set-ups of the rulebook (§XIV.2, digest 4.12 F-1..F-7) as data. A variant says which
 * powers are left out (their units stay, always hold, never support, and are disbanded when
 * dislodged) and how the played powers are grouped into seats. Centres and adjustments are still
 * counted per power (F-7).
 */
import type { Power } from '../types.js';

export type VariantId = 'standard' | 'six' | 'five' | 'four' | 'three-a' | 'three-b';

export interface VariantDef {
  id: VariantId;
  players: number;
  /** powers with no player: they hold in place (F-1, F-2) */
  neutral: Power[];
  /** the powers each seat controls, in rulebook order */
  seats: Power[][];
  provenance: string;
}

export const VARIANTS: Readonly<Record<VariantId, VariantDef>> = {
  standard: {
    id: 'standard',
    players: 7,
    neutral: [],
    seats: [['england'], ['germany'], ['russia'], ['turkey'], ['austria'], ['italy'], ['france']],
    provenance: 'rulebook §I',
  },
  six: {
    id: 'six',
    players: 6,
    neutral: ['italy'],
    seats: [['england'], ['germany'], ['russia'], ['turkey'], ['austria'], ['france']],
    provenance: 'rulebook §XIV.2 (six players: Italy left out); start year 1901, digest G-4',
  },
  five: {
    id: 'five',
    players: 5,
    neutral: ['italy', 'germany'],
    seats: [['england'], ['russia'], ['turkey'], ['austria'], ['france']],
    provenance: 'rulebook §XIV.2 (five players: Italy and Germany left out); start year 1901, digest G-4',
  },
  four: {
    id: 'four',
    players: 4,
    neutral: [],
    seats: [['england'], ['austria', 'france'], ['germany', 'turkey'], ['italy', 'russia']],
    provenance: 'rulebook §XIV.2 (four players)',
  },
  'three-a': {
    id: 'three-a',
    players: 3,
    neutral: [],
    seats: [['russia'], ['england', 'france', 'germany'], ['austria', 'italy', 'turkey']],
    provenance: 'rulebook §XIV.2 (three players, first option)',
  },
  'three-b': {
    id: 'three-b',
    players: 3,
    neutral: [],
    seats: [['england', 'germany', 'austria'], ['russia', 'italy'], ['france', 'turkey']],
    provenance: 'rulebook §XIV.2 (three players, second option)',
  },
};
