import { roundRect, wrapWords } from '../common/draw.js';
import { ensureFonts, font, FONT_CONDENSED } from '../common/fonts.js';
import { blankCanvas } from '../common/layers.js';
import { THEME } from '../common/palette.js';
import { encodePngSync } from '../common/png.js';
import type { DiplomacyMapInput } from './input.js';
import { DIP_POWERS } from './palette.js';
import {
  DIP_DRAW,
  DIP_INLINE_LABEL_PX,
  DIP_WIDTH,
  diplomacyKeyWords,
  diplomacyLegendCounts,
  diplomacyPowerName,
  drawDiplomacyArmy,
  drawDiplomacyInlineMap,
  drawDiplomacyKeySymbol,
  type PlacedLabel,
} from './render.js';

/*
 * The board for the chat (issue #30): Discord fits an inline image into about 550×350. The inline
 * view is the map cropped to the supply centres, 1100 px wide, with its legend beside it (not
 * below): about 1440×870, fitted at 0.38. Province codes and legend text are 22 px there (8.4 px
 * inline), units as on the whole board (army 26 px → 10 px), and every code is kept 4 px clear of
 * the other codes and of every unit's spot. The full board (renderDiplomacyMap) goes with it.
 */

export const DIP_INLINE = {
  legendW: 330,
  /** legend text and province codes */
  textPx: DIP_INLINE_LABEL_PX,
  /** the smallest piece: an army's disc */
  smallestPiecePx: Math.min(DIP_DRAW.armyPx, DIP_DRAW.centrePx + 5),
} as const;

const PAD = 14;
const ROW = 34;

export interface DipInlineDrawn {
  mapH: number;
  labels: PlacedLabel[];
  texts: Array<{ text: string; px: number }>;
}

/** Draw the inline view; returns the canvas and what was drawn (for the tests). */
export function drawDiplomacyInline(input: DiplomacyMapInput, opts: { banner?: string } = {}) {
  ensureFonts();
  const lang = input.lang ?? 'en';
  const map = drawDiplomacyInlineMap(input);
  const W = DIP_WIDTH + DIP_INLINE.legendW;
  const px = DIP_INLINE.textPx;
  const { canvas, ctx } = blankCanvas(W, map.mapH);
  ctx.fillStyle = THEME.panel;
  ctx.fillRect(0, 0, W, map.mapH);
  ctx.drawImage(map.canvas, 0, 0, DIP_WIDTH, map.mapH, 0, 0, DIP_WIDTH, map.mapH);
  ctx.strokeStyle = THEME.panelEdge;
  ctx.lineWidth = 2;
  ctx.beginPath();
  ctx.moveTo(DIP_WIDTH + 1, 0);
  ctx.lineTo(DIP_WIDTH + 1, map.mapH);
  ctx.stroke();
  const texts: DipInlineDrawn['texts'] = [];
  const x0 = DIP_WIDTH + PAD;
  const maxW = DIP_INLINE.legendW - 2 * PAD;
  const say = (text: string, x: number, y: number, size: number, bold = false, colour: string = THEME.text) => {
    ctx.font = font(size, bold ? 'bold' : 'normal', FONT_CONDENSED);
    ctx.textAlign = 'left';
    ctx.textBaseline = 'middle';
    ctx.fillStyle = colour;
    ctx.fillText(text, x, y);
    texts.push({ text, px: size });
    return ctx.measureText(text).width;
  };
  let y = PAD + 14;
  const titleCss = font(DIP_DRAW.captionPx + 2, 'bold', FONT_CONDENSED);
  for (const line of wrapWords(ctx, `Diplomacy${input.caption ? ` · ${input.caption}` : ''}`, titleCss, maxW)) {
    say(line, x0, y, DIP_DRAW.captionPx + 2, true);
    y += ROW - 4;
  }
  if (opts.banner) {
    // the outcome: white on dark, under the caption
    const css = font(px, 'bold', FONT_CONDENSED);
    const lines = wrapWords(ctx, opts.banner, css, maxW - 12);
    const h = lines.length * (px + 8) + 10;
    roundRect(ctx, x0 - 4, y - 12, maxW + 8, h, 6);
    ctx.fillStyle = '#3b2f22';
    ctx.fill();
    lines.forEach((l, i) => say(l, x0 + 4, y + 4 + i * (px + 8), px, true, '#ffffff'));
    y += h + 2;
  }
  y += 6;
  // the powers: colour, name, centres and units
  const { sc, units } = diplomacyLegendCounts(input);
  for (const p of DIP_POWERS) {
    drawDiplomacyArmy(ctx, p, x0 + 12, y, 24);
    const name = diplomacyPowerName(p, lang, input.powerNames);
    say(name, x0 + 30, y + 1, px);
    say(`${sc.get(p) ?? 0}★ ${units.get(p) ?? 0}`, DIP_WIDTH + DIP_INLINE.legendW - PAD - 62, y + 1, px, true);
    y += ROW;
  }
  ctx.font = font(px - 4, 'normal', FONT_CONDENSED);
  y += 4;
  // the key, one item a row
  for (const k of diplomacyKeyWords(lang)) {
    if (y > map.mapH - ROW / 2) break;
    drawDiplomacyKeySymbol(ctx, k.item, x0 + 24, y);
    say(k.label, x0 + 56, y + 1, px);
    y += ROW - 3;
  }
  return { canvas, drawn: { mapH: map.mapH, labels: map.labels, texts } satisfies DipInlineDrawn };
}

/** Render the inline view to a PNG. Pure: same input, same bytes. */
export async function renderDiplomacyInline(input: DiplomacyMapInput, opts: { banner?: string } = {}): Promise<Buffer> {
  return encodePngSync(drawDiplomacyInline(input, opts).canvas);
}
