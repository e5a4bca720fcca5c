import { newCanvas, roundRect, type Ctx } from '../common/draw.js';
import { font, FONT_CONDENSED, FONT_SERIF } from '../common/fonts.js';
import { THEME, tint } from '../common/palette.js';
import { drawChip } from '../common/pieces.js';
import { encodePng } from '../common/png.js';
import type { VerEventCard, VerIssueCard, VerNation, VerPower, VerRegion, VersaillesBoardInput } from './input.js';
import { VER_CATEGORY, VER_POWER_NAME, VER_POWER_STYLE } from './palette.js';

export const VER_WIDTH = 1600;
export const VER_HEIGHT = 720;

const REGION_LABEL: Record<VerRegion, string> = {
  europe: 'Europe',
  balkans: 'Balkans',
  middle_east: 'Middle East',
  pacific: 'Pacific',
  africa: 'Africa',
};
const NATIONS: readonly VerNation[] = ['britain', 'france', 'usa', 'italy'];
const POWERS: readonly VerPower[] = ['britain', 'france', 'usa', 'italy', 'japan'];
const CARD_W = 168;
const CARD_H = 150;

function heading(ctx: Ctx, text: string, x: number, y: number, size = 16): void {
  ctx.font = font(size, 'bold', FONT_SERIF);
  ctx.textAlign = 'left';
  ctx.textBaseline = 'middle';
  ctx.fillStyle = THEME.text;
  ctx.fillText(text, x, y);
}

/** Wrap `text` into at most `maxLines` lines of `width` pixels (the last one cut with an ellipsis). */
function wrap(ctx: Ctx, text: string, width: number, maxLines: number): string[] {
  const words = text.split(/\s+/);
  const lines: string[] = [];
  let line = '';
  for (const w of words) {
    const next = line ? `${line} ${w}` : w;
    if (ctx.measureText(next).width <= width || !line) line = next;
    else {
      lines.push(line);
      line = w;
    }
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    let last = kept[maxLines - 1] + '…';
    while (last.length > 2 && ctx.measureText(last).width > width) last = last.slice(0, -2) + '…';
    kept[maxLines - 1] = last;
    return kept;
  }
  return lines;
}

function emptySlot(ctx: Ctx, x: number, y: number, label: string): void {
  roundRect(ctx, x, y, CARD_W, CARD_H, 8);
  ctx.setLineDash([6, 4]);
  ctx.strokeStyle = '#a59c88';
  ctx.lineWidth = 1.5;
  ctx.stroke();
  ctx.setLineDash([]);
  ctx.font = font(12, 'italic', FONT_SERIF);
  ctx.textAlign = 'center';
  ctx.fillStyle = THEME.textMuted;
  ctx.fillText(label, x + CARD_W / 2, y + CARD_H / 2);
}

function drawIssue(ctx: Ctx, card: VerIssueCard | null, x: number, y: number): void {
  if (!card) return emptySlot(ctx, x, y, 'empty');
  const cat = VER_CATEGORY[card.category];
  roundRect(ctx, x, y, CARD_W, CARD_H, 8);
  ctx.fillStyle = '#fffdf6';
  ctx.fill();
  ctx.strokeStyle = '#6f6655';
  ctx.lineWidth = 1.2;
  ctx.stroke();
  ctx.save();
  roundRect(ctx, x, y, CARD_W, CARD_H, 8);
  ctx.clip();
  ctx.fillStyle = cat.colour;
  ctx.fillRect(x, y, CARD_W, 24);
  ctx.restore();
  ctx.textBaseline = 'middle';
  ctx.font = font(13, 'bold', FONT_CONDENSED);
  ctx.textAlign = 'left';
  ctx.fillStyle = '#ffffff';
  ctx.fillText(`#${card.number}${cat.label ? ' · ' + cat.label : ''}`, x + 8, y + 12.5);
  ctx.textAlign = 'right';
  ctx.fillText('★'.repeat(card.stars), x + CARD_W - 8, y + 12.5);
  ctx.font = font(14, 'bold', FONT_CONDENSED);
  ctx.textAlign = 'left';
  ctx.fillStyle = THEME.text;
  wrap(ctx, card.name, CARD_W - 16, 3).forEach((l, i) => ctx.fillText(l, x + 8, y + 40 + i * 17));
  if (card.noMilitary) {
    ctx.font = font(11, 'bold', FONT_CONDENSED);
    ctx.fillStyle = '#7a1f1f';
    ctx.fillText('⊘ no military', x + 8, y + 95);
  }
  // cubes: one chip per nation with its count
  const entries = NATIONS.filter((n) => (card.cubes[n] ?? 0) > 0);
  entries.forEach((n, i) => {
    const cx = x + 8 + i * 39;
    drawChip(ctx, cx, y + CARD_H - 32, 36, 24, VER_POWER_STYLE[n], `${VER_POWER_STYLE[n].code} ${card.cubes[n]}`);
  });
  if (!entries.length) {
    ctx.font = font(11, 'italic', FONT_SERIF);
    ctx.fillStyle = THEME.textMuted;
    ctx.fillText('no cubes', x + 8, y + CARD_H - 20);
  }
}

function drawEvent(ctx: Ctx, card: VerEventCard | null, x: number, y: number): void {
  if (!card) return emptySlot(ctx, x, y, 'no event');
  roundRect(ctx, x, y, CARD_W, CARD_H, 8);
  ctx.fillStyle = '#f3efe6';
  ctx.fill();
  ctx.strokeStyle = '#3a3a3a';
  ctx.lineWidth = 1.5;
  ctx.stroke();
  ctx.save();
  roundRect(ctx, x, y, CARD_W, CARD_H, 8);
  ctx.clip();
  ctx.fillStyle = '#2e2e2e';
  ctx.fillRect(x, y, CARD_W, 24);
  ctx.restore();
  ctx.font = font(13, 'bold', FONT_CONDENSED);
  ctx.textAlign = 'left';
  ctx.textBaseline = 'middle';
  ctx.fillStyle = '#ffffff';
  ctx.fillText(`Event #${card.number}`, x + 8, y + 12.5);
  ctx.font = font(14, 'bold', FONT_CONDENSED);
  ctx.fillStyle = THEME.text;
  wrap(ctx, card.name, CARD_W - 16, 3).forEach((l, i) => ctx.fillText(l, x + 8, y + 40 + i * 17));
  if (card.crisisLabel) {
    ctx.font = font(11, 'italic', FONT_SERIF);
    ctx.fillStyle = THEME.textMuted;
    wrap(ctx, `Crisis: ${card.crisisLabel}`, CARD_W - 16, 1).forEach((l) => ctx.fillText(l, x + 8, y + 96));
  }
  if (card.cube) drawChip(ctx, x + 8, y + CARD_H - 32, 52, 24, VER_POWER_STYLE[card.cube], `${VER_POWER_STYLE[card.cube].code} ■`);
}

function drawRegions(ctx: Ctx, input: VersaillesBoardInput, x: number, y: number, w: number): void {
  heading(ctx, 'Regions: unrest', x, y);
  const labelW = 118;
  const cols = 8;
  const cw = Math.floor((w - labelW - 70) / cols);
  const rowH = 64;
  const top = y + 30;
  // column header: threshold to trigger an insurrection ("X" = no roll); 5–8 take units
  for (let c = 1; c <= cols; c++) {
    const cx = x + labelW + (c - 1) * cw;
    ctx.font = font(12, 'bold', FONT_CONDENSED);
    ctx.textAlign = 'center';
    ctx.fillStyle = THEME.text;
    ctx.fillText(String(c), cx + cw / 2, top - 6);
    ctx.font = font(10, 'normal', FONT_CONDENSED);
    ctx.fillStyle = THEME.textMuted;
    const th = input.thresholds[c];
    ctx.fillText(th == null ? 'X' : `${th}+`, cx + cw / 2, top + 7);
  }
  ctx.font = font(10, 'normal', FONT_CONDENSED);
  ctx.textAlign = 'left';
  ctx.fillStyle = THEME.textMuted;
  ctx.fillText('roll ≥', x + labelW - 40, top + 7);
  ctx.fillText('kegs', x + labelW + cols * cw + 12, top + 7);
  input.regions.forEach((r, i) => {
    const ry = top + 16 + i * rowH;
    ctx.font = font(14, 'bold', FONT_CONDENSED);
    ctx.textAlign = 'left';
    ctx.fillStyle = THEME.text;
    ctx.fillText(REGION_LABEL[r.id], x, ry + rowH / 2 - 2);
    for (let c = 1; c <= cols; c++) {
      const cx = x + labelW + (c - 1) * cw;
      const deploy = c >= 5;
      ctx.fillStyle = c === r.unrest ? '#f2d6a2' : deploy ? '#ece4d2' : '#f7f2e6';
      ctx.fillRect(cx + 1, ry + 1, cw - 2, rowH - 4);
      ctx.strokeStyle = '#b9ae97';
      ctx.lineWidth = 1;
      ctx.strokeRect(cx + 1, ry + 1, cw - 2, rowH - 4);
      if (c === r.unrest) {
        // the unrest marker: a dark diamond, so the position reads without colour
        const mx = cx + cw / 2;
        const my = ry + 14;
        ctx.beginPath();
        ctx.moveTo(mx, my - 9);
        ctx.lineTo(mx + 9, my);
        ctx.lineTo(mx, my + 9);
        ctx.lineTo(mx - 9, my);
        ctx.closePath();
        ctx.fillStyle = '#3b2f22';
        ctx.fill();
      }
      const here = r.units.filter((u) => u.column === c);
      here.forEach((u, k) => {
        const col = k % 2;
        const row = Math.floor(k / 2);
        const chipW = Math.floor((cw - 8) / 2);
        drawChip(ctx, cx + 3 + col * (chipW + 2), ry + 26 + row * 16, chipW, 15, VER_POWER_STYLE[u.nation]);
      });
    }
    // powder kegs: filled circles with a cross, empty rings
    for (let k = 0; k < 3; k++) {
      const kx = x + labelW + cols * cw + 18 + k * 18;
      const ky = ry + rowH / 2 - 2;
      ctx.beginPath();
      ctx.arc(kx, ky, 7, 0, Math.PI * 2);
      ctx.lineWidth = 1.5;
      ctx.strokeStyle = '#3b2f22';
      if (k < r.keg) {
        ctx.fillStyle = '#3b2f22';
        ctx.fill();
        ctx.strokeStyle = '#ffffff';
        ctx.beginPath();
        ctx.moveTo(kx - 4, ky - 4);
        ctx.lineTo(kx + 4, ky + 4);
        ctx.moveTo(kx + 4, ky - 4);
        ctx.lineTo(kx - 4, ky + 4);
      }
      ctx.stroke();
    }
  });
}

function drawHappiness(ctx: Ctx, input: VersaillesBoardInput, x: number, y: number, w: number): void {
  heading(ctx, 'Happiness', x, y);
  const cells = 31;
  const cw = Math.floor(w / cells);
  const top = y + 22;
  for (let i = 0; i < cells; i++) {
    const cx = x + i * cw;
    // unit-limit zones: 1 unit below 5, 2 from 5, 3 from 11
    ctx.fillStyle = i < 5 ? '#efd9cf' : i < 11 ? '#efe6cf' : '#dfe9d3';
    ctx.fillRect(cx, top, cw - 1, 22);
    ctx.font = font(10, 'normal', FONT_CONDENSED);
    ctx.textAlign = 'center';
    ctx.fillStyle = THEME.textMuted;
    ctx.fillText(String(i), cx + cw / 2, top + 11);
  }
  ctx.font = font(10, 'italic', FONT_SERIF);
  ctx.textAlign = 'left';
  ctx.fillStyle = THEME.textMuted;
  ctx.fillText('max units: 1', x + 2, top + 32);
  ctx.fillText('2', x + 5 * cw + 2, top + 32);
  ctx.fillText('3', x + 11 * cw + 2, top + 32);
  const stacks = new Map<number, VerPower[]>();
  for (const p of POWERS) {
    const v = input.happiness[p];
    if (v === undefined) continue;
    const c = Math.max(0, Math.min(30, v));
    stacks.set(c, [...(stacks.get(c) ?? []), p]);
  }
  for (const [v, ps] of stacks) ps.forEach((p, k) => drawChip(ctx, x + v * cw, top + 42 + k * 19, cw - 1, 17, VER_POWER_STYLE[p]));
}

function drawDemob(ctx: Ctx, input: VersaillesBoardInput, x: number, y: number): void {
  heading(ctx, 'Demobilization', x, y);
  const boxes = input.demobilization.boxes;
  boxes.forEach((b, i) => {
    const bx = x + i * 62;
    roundRect(ctx, bx, y + 22, 56, 56, 6);
    ctx.fillStyle = '#f3ecda';
    ctx.fill();
    ctx.strokeStyle = '#8f846c';
    ctx.lineWidth = 1.2;
    ctx.stroke();
    ctx.font = font(12, 'bold', FONT_CONDENSED);
    ctx.textAlign = 'center';
    ctx.fillStyle = THEME.textMuted;
    ctx.fillText(`${b.value} VP`, bx + 28, y + 34);
    if (b.nation) drawChip(ctx, bx + 6, y + 48, 44, 22, VER_POWER_STYLE[b.nation]);
  });
  const bx = x + boxes.length * 62;
  roundRect(ctx, bx, y + 22, 140, 56, 6);
  ctx.fillStyle = '#f3ecda';
  ctx.fill();
  ctx.strokeStyle = '#8f846c';
  ctx.stroke();
  ctx.font = font(12, 'bold', FONT_CONDENSED);
  ctx.textAlign = 'center';
  ctx.fillStyle = THEME.textMuted;
  ctx.fillText('1 VP (any number)', bx + 70, y + 34);
  input.demobilization.one.forEach((n, k) => drawChip(ctx, bx + 4 + (k % 4) * 29, y + 46 + Math.floor(k / 4) * 16, 27, 15, VER_POWER_STYLE[n]));
}

function drawNations(ctx: Ctx, input: VersaillesBoardInput, x: number, y: number): void {
  heading(ctx, 'Delegations', x, y);
  const cols: Array<[string, number]> = [
    ['cubes: available', 250],
    ['exhausted', 330],
    ['on cards', 400],
    ['units: available', 510],
    ['exhausted', 590],
    ['deployed', 660],
    ['demobilized', 750],
    ['settled', 820],
    ['stars', 880],
  ];
  ctx.font = font(11, 'normal', FONT_CONDENSED);
  ctx.fillStyle = THEME.textMuted;
  ctx.textAlign = 'right';
  for (const [label, cx] of cols) ctx.fillText(label, x + cx, y + 24);
  let row = 0;
  for (const n of NATIONS) {
    const s = input.nations[n];
    if (!s) continue;
    const ry = y + 46 + row * 30;
    row++;
    if (input.active === n) {
      ctx.fillStyle = '#f1e2bf';
      ctx.fillRect(x - 6, ry - 13, 900, 26);
    }
    drawChip(ctx, x, ry - 11, 36, 22, VER_POWER_STYLE[n]);
    ctx.font = font(14, 'normal', FONT_CONDENSED);
    ctx.textAlign = 'left';
    ctx.fillStyle = THEME.text;
    ctx.fillText(VER_POWER_NAME[n] + (input.active === n ? '  ◀ to play' : ''), x + 44, ry);
    ctx.font = font(15, 'bold', FONT_CONDENSED);
    const vals = [s.cubes.available, s.cubes.exhausted, s.cubes.onIssues, s.units.available, s.units.exhausted, s.units.deployed, s.units.demobilized, s.settled, s.stars];
    ctx.font = font(15, 'bold', FONT_CONDENSED);
    ctx.textAlign = 'right';
    vals.forEach((v, i) => ctx.fillText(String(v), x + cols[i][1], ry));
  }
}

/** Draw the board; returns the canvas (for tests and benchmarks that skip encoding). */
export function drawVersaillesBoard(input: VersaillesBoardInput) {
  const { canvas, ctx } = newCanvas(VER_WIDTH, VER_HEIGHT, THEME.panel);
  ctx.fillStyle = tint('#5a6f8f', 0.85);
  ctx.fillRect(0, 0, VER_WIDTH, 44);
  ctx.font = font(22, 'bold', FONT_SERIF);
  ctx.textAlign = 'left';
  ctx.textBaseline = 'middle';
  ctx.fillStyle = THEME.text;
  ctx.fillText('Versailles 1919', 16, 23);
  ctx.font = font(15, 'normal', FONT_CONDENSED);
  const parts = [input.caption, `Turn ${input.turn}`, `Issue deck ${input.decks.issues}`, `Event deck ${input.decks.events}`].filter(Boolean);
  ctx.fillText(parts.join('  ·  '), 220, 24);

  heading(ctx, 'Peace Conference table', 16, 64);
  input.table.forEach((c, i) => drawIssue(ctx, c, 16 + i * (CARD_W + 10), 80));
  drawEvent(ctx, input.tableEvent, 16 + input.table.length * (CARD_W + 10), 80);
  heading(ctx, 'Waiting room', 16, 254);
  input.waitingRoom.forEach((c, i) => drawIssue(ctx, c, 16 + i * (CARD_W + 10), 270));
  input.waitingEvents.forEach((e, i) => drawEvent(ctx, e, 16 + (input.waitingRoom.length + i) * (CARD_W + 10), 270));

  const rightX = 16 + 5 * (CARD_W + 10) + 20;
  drawRegions(ctx, input, Math.max(rightX, 930), 64, VER_WIDTH - Math.max(rightX, 930) - 16);
  drawHappiness(ctx, input, 16, 450, 900);
  drawDemob(ctx, input, 960, 450);
  drawNations(ctx, input, 16, 580);
  return canvas;
}

/** Render the Versailles 1919 board diagram to a PNG. Pure: same input, same bytes. */
export async function renderVersaillesBoard(input: VersaillesBoardInput): Promise<Buffer> {
  return encodePng(drawVersaillesBoard(input));
}
