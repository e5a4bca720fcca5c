import { OKABE_ITO, pieceStyle, type PieceStyle } from '../common/palette.js';
import type { DiplomacyPower } from './input.js';

/** Okabe–Ito hues plus one brown; every unit and supply centre also carries the power's initial. */
export const DIP_POWER_STYLE: Record<DiplomacyPower, PieceStyle> = {
  england: pieceStyle(OKABE_ITO.reddishPurple, 'E'),
  france: pieceStyle(OKABE_ITO.skyBlue, 'F'),
  germany: pieceStyle('#7a5c3a', 'G'),
  italy: pieceStyle(OKABE_ITO.bluishGreen, 'I'),
  austria: pieceStyle(OKABE_ITO.vermillion, 'A'),
  russia: pieceStyle(OKABE_ITO.blue, 'R'),
  turkey: pieceStyle(OKABE_ITO.yellow, 'T'),
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
