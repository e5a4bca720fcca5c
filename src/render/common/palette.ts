/**
 * Colours for pieces and regions. The hues come from the Okabe–Ito set, which stays distinct for
 * the common forms of colour blindness; every piece also carries a letter code or a shape, so colour
 * is never the only cue.
 */
export const OKABE_ITO = {
  orange: '#E69F00',
  skyBlue: '#56B4E9',
  bluishGreen: '#009E73',
  yellow: '#F0E442',
  blue: '#0072B2',
  vermillion: '#D55E00',
  reddishPurple: '#CC79A7',
  black: '#000000',
} as const;

export interface PieceStyle {
  fill: string;
  /** Text/outline colour that reads on `fill`. */
  ink: string;
  /** Short code drawn on the piece (1–2 characters). */
  code: string;
  /** A pale tint for areas held by this owner. */
  tint: string;
}

export const THEME = {
  sea: '#cfe3ee',
  seaDeep: '#b9d5e6',
  land: '#efe8d6',
  landNeutral: '#e6dfcc',
  coast: '#5b6f7c',
  border: '#8a7f6a',
  text: '#1c1c1c',
  textMuted: '#55524c',
  halo: 'rgba(255,255,255,0.85)',
  panel: '#f7f4ec',
  panelEdge: '#9c927c',
  impassable: '#c9c4b8',
  failed: '#b0001e',
} as const;

function hexToRgb(hex: string): [number, number, number] {
  const h = hex.replace('#', '');
  return [parseInt(h.slice(0, 2), 16), parseInt(h.slice(2, 4), 16), parseInt(h.slice(4, 6), 16)];
}

function toHex(rgb: [number, number, number]): string {
  return (
    '#' +
    rgb
      .map((v) =>
        Math.round(Math.max(0, Math.min(255, v)))
          .toString(16)
          .padStart(2, '0'),
      )
      .join('')
  );
}

/** Mix `hex` towards white by `amount` (0 = unchanged, 1 = white). */
export function tint(hex: string, amount: number): string {
  const [r, g, b] = hexToRgb(hex);
  return toHex([r + (255 - r) * amount, g + (255 - g) * amount, b + (255 - b) * amount]);
}

/** Mix `hex` towards black by `amount`. */
export function shade(hex: string, amount: number): string {
  const [r, g, b] = hexToRgb(hex);
  return toHex([r * (1 - amount), g * (1 - amount), b * (1 - amount)]);
}

/** Black or white, whichever reads better on `hex` (WCAG relative luminance). */
export function inkOn(hex: string): string {
  const lin = hexToRgb(hex).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  const lum = 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2];
  return lum > 0.23 ? '#111111' : '#ffffff';
}

export function pieceStyle(fill: string, code: string, tintAmount = 0.62): PieceStyle {
  return { fill, ink: inkOn(fill), code, tint: tint(fill, tintAmount) };
}
