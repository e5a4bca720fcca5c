import { OKABE_ITO, pieceStyle, type PieceStyle } from '../common/palette.js';
import type { LbeCubeOwner, LbePower } from './input.js';

/** Power cubes in Okabe–Ito hues with the Power's code; Minor Nation cubes are white with a flag
 * code (they are white cubes with flag stickers on the real board); Armament cubes are black. */
export const LBE_POWER_STYLE: Record<LbePower, PieceStyle> = {
  GB: pieceStyle(OKABE_ITO.vermillion, 'GB'),
  CE: pieceStyle(OKABE_ITO.orange, 'CE'),
  FR: pieceStyle(OKABE_ITO.blue, 'FR'),
  RU: pieceStyle(OKABE_ITO.bluishGreen, 'RU'),
};

// a light grey so a Minor cube never reads as an empty (white) space
const minor = (code: string): PieceStyle => ({ fill: '#dcd8ce', ink: '#1a1a1a', code, tint: '#f4f4f4' });

export const LBE_CUBE_STYLE: Record<LbeCubeOwner, PieceStyle> = {
  ...LBE_POWER_STYLE,
  ITA: minor('It'),
  JPN: minor('Jp'),
  USA: minor('Us'),
  ESP: minor('Es'),
  POR: minor('Pt'),
  BEL: minor('Be'),
  NED: minor('Nl'),
  BOER: minor('Bo'),
  ARMAMENT: { fill: '#161616', ink: '#ffffff', code: 'Ar', tint: '#888888' },
};
