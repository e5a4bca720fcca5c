import { drawChip } from '../common/pieces.js';
import { roundRect, type Ctx } from '../common/draw.js';
import { ensureFonts, font, FONT_CONDENSED } from '../common/fonts.js';
import { blankCanvas } from '../common/layers.js';
import { pieceStyle, THEME } from '../common/palette.js';
import { encodePngSync } from '../common/png.js';
import type { S1701MapInput } from './input.js';
import {
  drawSuccession1701Map,
  S1701_DRAW,
  S1701_SIDE_STYLE,
  S1701_THEATRES,
  S1701_WIDTH,
  S1701_WORDS,
  s1701TheatreName,
  s1701TreasuryName,
  succession1701LabelLayout,
} from './render.js';

/*
 * The board for the chat (issue #30): Discord fits an inline image into about 550×350, so the inline
 * view is the theatre of the last move cropped wide (at least 1.8:1, 1100 px wide) with its names, at
 * the whole board's sizes (18 px text, 28 px army blocks), over a strip with the outcome, the date, the
 * two coalitions' armies and the treasuries. About 1100×720: fitted at 0.48, text is 8.6 px. The full
 * board (renderSuccession1701Map) goes with it, one click away.
 */

const PAD = 14;
const ROW = 34;
/** The tallest an inline view may be and still be fitted at 0.45 into 350 px. */
export const S1701_INLINE_MAX_H = 777;

/**
 * The theatre of the last move: the one holding most of the towns where something changed since
 * `before` (an army came, went or changed, a town changed hands or came under siege); without a
 * change, the one with most brigades in the field.
 */
export function s1701InlineTheatre(input: S1701MapInput, before?: S1701MapInput | null): string {
  const towns = new Map<string, number>();
  const add = (id: string, n: number) => towns.set(id, (towns.get(id) ?? 0) + n);
  if (before) {
    const old = new Map(before.armies.map((a) => [a.id, a]));
    const now = new Map(input.armies.map((a) => [a.id, a]));
    for (const a of input.armies) {
      const o = old.get(a.id);
      if (!o) add(a.town, 2);
      else if (o.town !== a.town || o.strength !== a.strength || o.inside !== a.inside) {
        add(a.town, 2);
        add(o.town, 1);
      }
    }
    for (const o of before.armies) if (!now.has(o.id)) add(o.town, 2);
    const oldTowns = new Map(before.towns.map((t) => [t.id, t]));
    for (const t of input.towns) {
      const o = oldTowns.get(t.id);
      if (o && (o.holder !== t.holder || !!o.besieged !== !!t.besieged || (o.garrison ?? 0) !== (t.garrison ?? 0)))
        add(t.id, 2);
    }
  }
  if (!towns.size) for (const a of input.armies) add(a.town, a.strength);
  let best = S1701_THEATRES[0]!.id;
  let bestScore = 0;
  for (const th of S1701_THEATRES) {
    const score = th.towns.reduce((n, id) => n + (towns.get(id) ?? 0), 0);
    if (score > bestScore) {
      best = th.id;
      bestScore = score;
    }
  }
  return best;
}

export interface S1701InlineDrawn {
  theatre: string;
  mapH: number;
  /** every text of the strip with its font size (for the legibility test) */
  texts: Array<{ text: string; px: number }>;
}

function say(
  ctx: Ctx,
  texts: S1701InlineDrawn['texts'],
  text: string,
  x: number,
  y: number,
  px: number,
  bold = false,
  colour: string = THEME.text,
): number {
  ctx.font = font(px, bold ? 'bold' : 'normal', FONT_CONDENSED);
  ctx.textAlign = 'left';
  ctx.textBaseline = 'middle';
  ctx.fillStyle = colour;
  ctx.fillText(text, x, y);
  texts.push({ text, px });
  return ctx.measureText(text).width;
}

/** Draw the inline view; returns the canvas and what was drawn (for the tests). */
export function drawSuccession1701Inline(input: S1701MapInput, opts: { theatre?: string } = {}) {
  ensureFonts();
  const theatre = opts.theatre ?? s1701InlineTheatre(input);
  const zone = `inline:${theatre}`;
  const lang = input.lang ?? 'en';
  const W = S1701_WORDS[lang];
  const full = drawSuccession1701Map(input, { theatre: zone });
  const { mapH } = succession1701LabelLayout(input, zone);
  const treasuries = input.treasuries ?? [];
  // the strip: outcome and date, the coalitions, then the treasuries (as many rows as they need)
  const scratch = blankCanvas(8, 8).ctx;
  scratch.font = font(S1701_DRAW.legendPx, 'normal', FONT_CONDENSED);
  const treasuryW = treasuries.map(
    (t) => 32 + scratch.measureText(`${s1701TreasuryName(t.id, lang)} ${t.available}/${t.total}`).width + 22,
  );
  const rows: number[][] = [[]];
  let x = PAD;
  treasuryW.forEach((w, i) => {
    if (x + w > S1701_WIDTH - PAD && rows[rows.length - 1]!.length) {
      rows.push([]);
      x = PAD;
    }
    rows[rows.length - 1]!.push(i);
    x += w;
  });
  const lines = 2 + (treasuries.length ? rows.length : 0);
  const height = mapH + 10 + lines * ROW;
  const { canvas, ctx } = blankCanvas(S1701_WIDTH, height);
  ctx.fillStyle = THEME.panel;
  ctx.fillRect(0, 0, S1701_WIDTH, height);
  ctx.drawImage(full, 0, 0, S1701_WIDTH, mapH, 0, 0, S1701_WIDTH, mapH);
  ctx.strokeStyle = THEME.panelEdge;
  ctx.lineWidth = 2;
  ctx.beginPath();
  ctx.moveTo(0, mapH + 1);
  ctx.lineTo(S1701_WIDTH, mapH + 1);
  ctx.stroke();
  const texts: S1701InlineDrawn['texts'] = [];
  let y = mapH + 6 + ROW / 2;
  const c = input.calendar;
  const date = `${c.year}, ${W.semester} ${c.semester} · ${W.turn} ${c.turn}${c.lastTurn ? `/${c.lastTurn}` : ''} · ${s1701TheatreName(theatre, lang)}`;
  x = PAD;
  if (input.outcome) {
    // the outcome banner: white on dark, first on the strip
    ctx.font = font(S1701_DRAW.captionPx, 'bold', FONT_CONDENSED);
    const w = ctx.measureText(input.outcome).width + 20;
    roundRect(ctx, x - 4, y - ROW / 2 + 2, w, ROW - 4, 6);
    ctx.fillStyle = '#3b2f22';
    ctx.fill();
    say(ctx, texts, input.outcome, x + 6, y + 1, S1701_DRAW.captionPx, true, '#ffffff');
    x += w + 12;
  }
  let px: number = S1701_DRAW.captionPx;
  ctx.font = font(px, 'bold', FONT_CONDENSED);
  while (px > S1701_DRAW.legendPx && ctx.measureText(date).width > S1701_WIDTH - PAD - x)
    ctx.font = font(--px, 'bold', FONT_CONDENSED);
  say(ctx, texts, date, x, y + 1, px, true);
  y += ROW;
  x = PAD;
  for (const side of ['loyalists', 'grand-alliance'] as const) {
    const armies = input.armies.filter((a) => a.side === side);
    drawChip(ctx, x, y - 12, 30, 24, S1701_SIDE_STYLE[side]);
    const nw = say(ctx, texts, W.side[side], x + 40, y + 1, S1701_DRAW.legendPx, true);
    const counts = W.armiesBrigades(
      armies.length,
      armies.reduce((n, a) => n + a.strength, 0),
    );
    const cw = say(ctx, texts, counts, x + 40 + nw + 12, y + 1, S1701_DRAW.legendPx);
    x = Math.max(S1701_WIDTH / 2, x + 40 + nw + 12 + cw + 30);
  }
  for (const row of treasuries.length ? rows : []) {
    y += ROW;
    x = PAD;
    for (const i of row) {
      const t = treasuries[i]!;
      if (t.side) drawChip(ctx, x, y - 11, 24, 22, S1701_SIDE_STYLE[t.side]);
      else drawChip(ctx, x, y - 11, 24, 22, pieceStyle('#ffffff', '–'), '–', true);
      const nw = say(ctx, texts, s1701TreasuryName(t.id, lang), x + 32, y + 1, S1701_DRAW.legendPx);
      say(ctx, texts, `${t.available}/${t.total}`, x + 32 + nw + 6, y + 1, S1701_DRAW.legendPx, true);
      x += treasuryW[i]!;
    }
  }
  return { canvas, drawn: { theatre, mapH, texts } satisfies S1701InlineDrawn };
}

/** Render the inline view to a PNG. Pure: same input, same bytes. */
export async function renderSuccession1701Inline(
  input: S1701MapInput,
  opts: { theatre?: string } = {},
): Promise<Buffer> {
  return encodePngSync(drawSuccession1701Inline(input, opts).canvas);
}
