import { createCanvas, type Canvas, type SKRSContext2D } from '@napi-rs/canvas';
import { ensureFonts } from './fonts.js';
import { THEME } from './palette.js';

export type Ctx = SKRSContext2D;

export function newCanvas(width: number, height: number, background: string): { canvas: Canvas; ctx: Ctx } {
  ensureFonts();
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = background;
  ctx.fillRect(0, 0, width, height);
  ctx.textBaseline = 'middle';
  ctx.lineJoin = 'round';
  ctx.lineCap = 'round';
  return { canvas, ctx };
}

export function roundRect(ctx: Ctx, x: number, y: number, w: number, h: number, r: number): void {
  const rr = Math.min(r, w / 2, h / 2);
  ctx.beginPath();
  ctx.moveTo(x + rr, y);
  ctx.arcTo(x + w, y, x + w, y + h, rr);
  ctx.arcTo(x + w, y + h, x, y + h, rr);
  ctx.arcTo(x, y + h, x, y, rr);
  ctx.arcTo(x, y, x + w, y, rr);
  ctx.closePath();
}

/** Text with a pale halo so it reads over any map colour. */
export function haloText(
  ctx: Ctx,
  text: string,
  x: number,
  y: number,
  opts: { font: string; color?: string; halo?: string; align?: Ctx['textAlign']; haloWidth?: number },
): void {
  ctx.font = opts.font;
  ctx.textAlign = opts.align ?? 'center';
  ctx.textBaseline = 'middle';
  ctx.lineWidth = opts.haloWidth ?? 3;
  ctx.strokeStyle = opts.halo ?? THEME.halo;
  ctx.strokeText(text, x, y);
  ctx.fillStyle = opts.color ?? THEME.text;
  ctx.fillText(text, x, y);
}

/** A straight line with a light halo under it (leader lines from a place to its label). */
export function haloLine(
  ctx: Ctx,
  [x0, y0, x1, y1]: readonly [number, number, number, number],
  style: { halo: string; haloWidth: number; colour: string; width: number },
): void {
  ctx.beginPath();
  ctx.moveTo(x0, y0);
  ctx.lineTo(x1, y1);
  ctx.strokeStyle = style.halo;
  ctx.lineWidth = style.haloWidth;
  ctx.stroke();
  ctx.strokeStyle = style.colour;
  ctx.lineWidth = style.width;
  ctx.stroke();
}

export function textWidth(ctx: Ctx, text: string, font: string): number {
  ctx.font = font;
  return ctx.measureText(text).width;
}

/** A straight or gently curved arrow from (x0,y0) to (x1,y1), stopping `endGap` short of the end. */
export function arrow(
  ctx: Ctx,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  opts: {
    color: string;
    width: number;
    dash?: number[];
    head?: number;
    startGap?: number;
    endGap?: number;
    bend?: number;
  },
): void {
  const dx = x1 - x0;
  const dy = y1 - y0;
  const len = Math.hypot(dx, dy);
  if (len < 1) return;
  const ux = dx / len;
  const uy = dy / len;
  const sg = opts.startGap ?? 0;
  const eg = opts.endGap ?? 0;
  const sx = x0 + ux * sg;
  const sy = y0 + uy * sg;
  const ex = x1 - ux * eg;
  const ey = y1 - uy * eg;
  const bend = opts.bend ?? 0;
  const cx = (sx + ex) / 2 - uy * bend * len;
  const cy = (sy + ey) / 2 + ux * bend * len;
  const head = opts.head ?? opts.width * 3.2;
  // direction at the end of the quadratic curve
  let tx = ex - cx;
  let ty = ey - cy;
  const tl = Math.hypot(tx, ty) || 1;
  tx /= tl;
  ty /= tl;
  ctx.save();
  ctx.strokeStyle = opts.color;
  ctx.fillStyle = opts.color;
  ctx.lineWidth = opts.width;
  ctx.setLineDash(opts.dash ?? []);
  ctx.beginPath();
  ctx.moveTo(sx, sy);
  ctx.quadraticCurveTo(cx, cy, ex - tx * head * 0.7, ey - ty * head * 0.7);
  ctx.stroke();
  ctx.setLineDash([]);
  if (head > 0) {
    ctx.beginPath();
    ctx.moveTo(ex, ey);
    ctx.lineTo(ex - tx * head - ty * head * 0.55, ey - ty * head + tx * head * 0.55);
    ctx.lineTo(ex - tx * head + ty * head * 0.55, ey - ty * head - tx * head * 0.55);
    ctx.closePath();
    ctx.fill();
  }
  ctx.restore();
}

/** A point on the quadratic curve that arrow() draws, at parameter t (0..1). */
export function arrowPoint(x0: number, y0: number, x1: number, y1: number, bend: number, t: number): [number, number] {
  const len = Math.hypot(x1 - x0, y1 - y0) || 1;
  const ux = (x1 - x0) / len;
  const uy = (y1 - y0) / len;
  const cx = (x0 + x1) / 2 - uy * bend * len;
  const cy = (y0 + y1) / 2 + ux * bend * len;
  const a = (1 - t) * (1 - t);
  const b = 2 * (1 - t) * t;
  const c = t * t;
  return [a * x0 + b * cx + c * x1, a * y0 + b * cy + c * y1];
}

/** A cross (×) used to mark a failed order; shape, not only colour. */
export function failMark(ctx: Ctx, x: number, y: number, r: number, color: string): void {
  ctx.save();
  ctx.lineCap = 'round';
  ctx.strokeStyle = 'white';
  ctx.lineWidth = 6;
  ctx.beginPath();
  ctx.moveTo(x - r, y - r);
  ctx.lineTo(x + r, y + r);
  ctx.moveTo(x + r, y - r);
  ctx.lineTo(x - r, y + r);
  ctx.stroke();
  ctx.strokeStyle = color;
  ctx.lineWidth = 3;
  ctx.stroke();
  ctx.restore();
}

/** Words wrapped into lines of at most maxW at this font. */
export function wrapWords(ctx: Ctx, text: string, css: string, maxW: number): string[] {
  const lines: string[] = [];
  let cur = '';
  for (const word of text.split(' ')) {
    const next = cur ? `${cur} ${word}` : word;
    if (cur && textWidth(ctx, next, css) > maxW) {
      lines.push(cur);
      cur = word;
    } else cur = next;
  }
  if (cur) lines.push(cur);
  return lines;
}
