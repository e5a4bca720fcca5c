import { inkOn, type PieceStyle } from '../common/palette.js';
import type { DiplomacyPower } from './input.js';

/**
 * The colours Diplomacy players know from the printed board and the web sites (Austria red, England
 * navy, France light blue, Germany dark grey, Italy green, Russia purple, Turkey yellow), tuned so
 * that every pair of powers, and each power against the sea, differ by at least 20 CIEDE2000 units,
 * and by at least 10 under simulated deuteranopia (tests/render/legibility.test.ts measures it).
 * Units also differ by shape (army disc, fleet ship), so colour is never the only cue.
 */
export const DIP_SEA = '#c9dbe6';
export const DIP_NEUTRAL_LAND = '#ede3c8';

const style = (fill: string, code: string, land: string): PieceStyle => ({ fill, ink: inkOn(fill), code, tint: land });

/** `tint` is the land colour of the power's home region and owned centres: the power's hue mixed
 * into the neutral land colour (never towards the sea's pale blue). */
export const DIP_POWER_STYLE: Record<DiplomacyPower, PieceStyle> = {
  austria: style('#b71c1c', 'A', '#e6b7a8'),
  england: style('#1e3a8a', 'E', '#9fa9d6'),
  france: style('#3fa9f5', 'F', '#7fc1ee'),
  germany: style('#4a4a4a', 'G', '#bdb8ad'),
  italy: style('#6cc24a', 'I', '#c6e3a6'),
  russia: style('#9b59b6', 'R', '#c7a6d6'),
  turkey: style('#f2c200', 'T', '#f3e08a'),
};

export const DIP_POWER_NAME: Record<DiplomacyPower, string> = {
  england: 'England',
  france: 'France',
  germany: 'Germany',
  italy: 'Italy',
  austria: 'Austria-Hungary',
  russia: 'Russia',
  turkey: 'Turkey',
};

export const DIP_POWERS: readonly DiplomacyPower[] = [
  'austria',
  'england',
  'france',
  'germany',
  'italy',
  'russia',
  'turkey',
];
