import { createRequire } from 'node:module';
import path from 'node:path';
import { GlobalFonts } from '@napi-rs/canvas';

/**
 * The renderers use only the DejaVu fonts shipped in the `dejavu-fonts-ttf` package, registered
 * from node_modules, so an image looks the same on every machine whatever fonts the system has.
 */
export const FONT_SANS = 'DejaVu Sans';
export const FONT_CONDENSED = 'DejaVu Sans Condensed';
export const FONT_SERIF = 'DejaVu Serif';

const FILES = [
  'DejaVuSans.ttf',
  'DejaVuSans-Bold.ttf',
  'DejaVuSans-Oblique.ttf',
  'DejaVuSansCondensed.ttf',
  'DejaVuSansCondensed-Bold.ttf',
  'DejaVuSerif.ttf',
  'DejaVuSerif-Bold.ttf',
  'DejaVuSerif-Italic.ttf',
];

let registered = false;

export function ensureFonts(): void {
  if (registered) return;
  const require = createRequire(import.meta.url);
  const dir = path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
  for (const file of FILES) {
    if (!GlobalFonts.registerFromPath(path.join(dir, file))) {
      throw new Error(`render: could not register font ${file} from ${dir}`);
    }
  }
  registered = true;
}

/** A CSS font string, e.g. font(12, 'bold') → 'bold 12px "DejaVu Sans"'. */
export function font(px: number, weight: 'normal' | 'bold' | 'italic' = 'normal', family: string = FONT_SANS): string {
  const w = weight === 'normal' ? '' : weight === 'italic' ? 'italic ' : 'bold ';
  return `${w}${px}px "${family}"`;
}
