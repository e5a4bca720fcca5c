import { font, FONT_CONDENSED } from './fonts.js';
import { roundRect, type Ctx } from './draw.js';
import type { PieceStyle } from './palette.js';

/** A small rounded chip with text, used on tracks and legends. */
export function drawChip(
  ctx: Ctx,
  x: number,
  y: number,
  w: number,
  h: number,
  style: PieceStyle,
  text = style.code,
  dashed = false,
): void {
  roundRect(ctx, x, y, w, h, Math.min(5, h / 3));
  if (dashed) {
    ctx.fillStyle = '#ffffff';
    ctx.fill();
    ctx.setLineDash([3, 2]);
    ctx.lineWidth = 1.6;
    ctx.strokeStyle = style.fill === '#ffffff' ? '#333333' : style.fill;
    ctx.stroke();
    ctx.setLineDash([]);
  } else {
    ctx.fillStyle = style.fill;
    ctx.fill();
    ctx.lineWidth = 1;
    ctx.strokeStyle = 'rgba(0,0,0,0.6)';
    ctx.stroke();
  }
  ctx.font = font(Math.max(8, Math.round(h * 0.55)), 'bold', FONT_CONDENSED);
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillStyle = dashed ? '#222222' : style.ink;
  ctx.fillText(text, x + w / 2, y + h / 2 + 0.5);
}
