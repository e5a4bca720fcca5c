import { OKABE_ITO, pieceStyle, type PieceStyle } from '../common/palette.js';
import type { VerCategory, VerPower } from './input.js';

export const VER_POWER_STYLE: Record<VerPower, PieceStyle> = {
  britain: pieceStyle(OKABE_ITO.vermillion, 'GB'),
  france: pieceStyle(OKABE_ITO.blue, 'FR'),
  usa: pieceStyle(OKABE_ITO.bluishGreen, 'US'),
  italy: pieceStyle(OKABE_ITO.reddishPurple, 'IT'),
  japan: pieceStyle(OKABE_ITO.orange, 'JP'),
};

/** Card header colours by category: muted, and always printed with the category's name too. */
export const VER_CATEGORY: Record<VerCategory, { colour: string; label: string }> = {
  europe: { colour: '#5a6f8f', label: 'Europe' },
  balkans: { colour: '#8a5a44', label: 'Balkans' },
  middle_east: { colour: '#a07a2a', label: 'Middle East' },
  pacific: { colour: '#2f7f86', label: 'Pacific' },
  africa: { colour: '#6b7a35', label: 'Africa' },
  league: { colour: '#4b4b7a', label: 'League' },
  reparations: { colour: '#7a3b52', label: 'Reparations' },
  none: { colour: '#666666', label: '' },
};
