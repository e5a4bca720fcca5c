import { roundRect, type Ctx } from '../common/draw.js';
import { ensureFonts, font, FONT_CONDENSED, FONT_SERIF } from '../common/fonts.js';
import { blankCanvas } from '../common/layers.js';
import { drawChip } from '../common/pieces.js';
import { THEME } from '../common/palette.js';
import { encodePngSync } from '../common/png.js';
import type { VerEventCard, VerIssueCard, VersaillesBoardInput, VerNation, VerPower } from './input.js';
import { VER_CATEGORY, VER_POWER_STYLE } from './palette.js';
import { CATEGORY_IT, NATION_LABEL, REGION_LABEL, WORDS, type Lang } from './words.js';

/*
 * The board for the chat (issue #30): Discord fits an inline image into about 550×350, and the
 * whole Versailles board is a tall page. The inline view lays out what a turn is about wide, in
 * 1200×720 (fitted at 0.458): the Peace Conference table and the regions' tracks on the left, the
 * delegations' scores, the waiting room and the decks on the right. Text is 18 px or more (8.2 px
 * inline), chips 33 px (15 px). The full board (renderVersaillesBoard) goes with it.
 */

export const VER_INLINE = {
  width: 1200,
  height: 720,
  smallestTextPx: 18,
  smallestPiecePx: 28,
} as const;

const M = 14;
/** Nation chips: 33 px high, so their letters are 18 px (8.2 px inline). */
const CHIP_H = 33;
const LEFT_W = 736;
const INK = THEME.text;
const MUTED = '#5c5446';
const NATIONS: readonly VerNation[] = ['britain', 'france', 'usa', 'italy'];

export interface VerInlineDrawn {
  texts: Array<{ text: string; px: number; width: number; max: number }>;
  pieces: number[];
}

class Pen {
  readonly drawn: VerInlineDrawn = { texts: [], pieces: [] };
  constructor(readonly ctx: Ctx) {}
  /** Text at px, shrunk to `max` but never below 18 px; returns its width. */
  text(
    s: string,
    x: number,
    y: number,
    px: number,
    max: number,
    opts: {
      bold?: boolean;
      italic?: boolean;
      serif?: boolean;
      colour?: string;
      align?: 'left' | 'center' | 'right';
    } = {},
  ): number {
    const weight = opts.bold ? 'bold' : opts.italic ? 'italic' : 'normal';
    const family = opts.serif ? FONT_SERIF : FONT_CONDENSED;
    let size = px;
    this.ctx.font = font(size, weight, family);
    while (size > VER_INLINE.smallestTextPx && this.ctx.measureText(s).width > max)
      this.ctx.font = font(--size, weight, family);
    this.ctx.textAlign = opts.align ?? 'left';
    this.ctx.textBaseline = 'middle';
    this.ctx.fillStyle = opts.colour ?? INK;
    this.ctx.fillText(s, x, y);
    const width = this.ctx.measureText(s).width;
    this.drawn.texts.push({ text: s, px: size, width, max });
    return width;
  }
  wrap(s: string, px: number, max: number, bold = false): string[] {
    this.ctx.font = font(px, bold ? 'bold' : 'normal', FONT_CONDENSED);
    const lines: string[] = [];
    let line = '';
    for (const w of s.split(/\s+/).filter(Boolean)) {
      const next = line ? `${line} ${w}` : w;
      if (!line || this.ctx.measureText(next).width <= max) line = next;
      else {
        lines.push(line);
        line = w;
      }
    }
    if (line) lines.push(line);
    return lines;
  }
  chip(x: number, y: number, w: number, h: number, p: VerPower, label?: string): void {
    drawChip(this.ctx, x, y, w, h, VER_POWER_STYLE[p], label ?? VER_POWER_STYLE[p].code);
    this.drawn.pieces.push(Math.min(w, h));
    const text = label ?? VER_POWER_STYLE[p].code;
    this.ctx.font = font(Math.round(h * 0.55), 'bold', FONT_CONDENSED);
    this.drawn.texts.push({ text, px: Math.round(h * 0.55), width: this.ctx.measureText(text).width, max: w - 4 });
  }
}

function heading(pen: Pen, s: string, y: number, x: number, max: number): void {
  pen.text(s, x, y, 22, max, { bold: true, serif: true });
}

function categoryLabel(L: Lang, c: VerIssueCard): string {
  const label = VER_CATEGORY[c.category].label;
  return L === 'it' ? (CATEGORY_IT[label] ?? label) : label;
}

const CARD_H = 186;

function issueCard(pen: Pen, L: Lang, c: VerIssueCard, x: number, y: number, w: number): void {
  const ctx = pen.ctx;
  const cat = VER_CATEGORY[c.category];
  roundRect(ctx, x, y, w, CARD_H, 6);
  ctx.fillStyle = '#fffdf7';
  ctx.fill();
  ctx.strokeStyle = '#6f6655';
  ctx.lineWidth = 1.4;
  ctx.stroke();
  ctx.save();
  roundRect(ctx, x, y, w, CARD_H, 6);
  ctx.clip();
  ctx.fillStyle = cat.colour;
  ctx.fillRect(x, y, w, 30);
  ctx.restore();
  pen.text(`#${c.number}`, x + 8, y + 16, 20, w / 2, { bold: true, colour: '#ffffff' });
  pen.text(`${c.stars}★`, x + w - 8, y + 16, 20, w / 2, { bold: true, colour: '#ffffff', align: 'right' });
  let ty = y + 44;
  // ⊘: won with influence only (the full board's key says so in words)
  const cat2 = `${c.noMilitary ? '⊘ ' : ''}${categoryLabel(L, c)}`;
  if (cat2) {
    pen.text(cat2, x + 8, ty, 18, w - 16, { colour: cat.colour, bold: true });
    ty += 24;
  }
  for (const line of pen.wrap(c.name, 20, w - 16, true).slice(0, 2)) {
    pen.text(line, x + 8, ty, 20, w - 16, { bold: true });
    ty += 24;
  }
  const cubes = NATIONS.filter((n) => (c.cubes[n] ?? 0) > 0);
  const cw = Math.floor((w - 20) / 2);
  cubes.forEach((n, i) => {
    const cx = x + 8 + (i % 2) * (cw + 4);
    const cy = y + CARD_H - 8 - (Math.ceil(cubes.length / 2) - Math.floor(i / 2)) * 36 + 2;
    pen.chip(cx, cy, cw, CHIP_H, n, `${VER_POWER_STYLE[n].code} ${c.cubes[n]}`);
  });
  if (!cubes.length) pen.text(WORDS[L].noCubes, x + 8, y + CARD_H - 20, 18, w - 16, { italic: true, colour: MUTED });
}

function eventCard(pen: Pen, L: Lang, e: VerEventCard, x: number, y: number, w: number): void {
  const ctx = pen.ctx;
  roundRect(ctx, x, y, w, CARD_H, 6);
  ctx.fillStyle = '#f0ece3';
  ctx.fill();
  ctx.strokeStyle = '#3b3b3b';
  ctx.lineWidth = 1.4;
  ctx.stroke();
  ctx.save();
  roundRect(ctx, x, y, w, CARD_H, 6);
  ctx.clip();
  ctx.fillStyle = '#2e2e2e';
  ctx.fillRect(x, y, w, 30);
  ctx.restore();
  pen.text(`✉ ${WORDS[L].event} #${e.number}`, x + 8, y + 16, 20, w - 16, { bold: true, colour: '#ffffff' });
  let ty = y + 46;
  for (const line of pen.wrap(e.name, 20, w - 16, true).slice(0, 3)) {
    pen.text(line, x + 8, ty, 20, w - 16, { bold: true });
    ty += 24;
  }
  if (e.cube) pen.chip(x + 8, y + CARD_H - 42, 60, CHIP_H, e.cube, `${VER_POWER_STYLE[e.cube].code} ■`);
}

/** The outcome of a finished game, or of a solo game so far, for the banner. */
function outcomeLines(input: VersaillesBoardInput, L: Lang): string[] {
  const W = WORDS[L];
  const out: string[] = [];
  if (input.ended) out.push(`${W.over}${input.endReason ? ` (${W.endReason[input.endReason]})` : ''}`);
  if (input.solo && input.ended) {
    const s = W.solo
      .replace('{n}', NATION_LABEL[L][input.solo.human])
      .replace('{vp}', String(input.solo.vp))
      .replace('{t}', String(input.solo.target));
    out.push(`${s} · ${input.solo.vp >= input.solo.target ? W.soloWin : W.soloLoss}`);
  }
  return out;
}

/** Draw the inline view; returns the canvas and what was drawn (for the tests). */
export function drawVersaillesInline(input: VersaillesBoardInput, opts: { banner?: string } = {}) {
  ensureFonts();
  const L: Lang = input.lang ?? 'en';
  const W = WORDS[L];
  const { canvas, ctx } = blankCanvas(VER_INLINE.width, VER_INLINE.height);
  const pen = new Pen(ctx);
  ctx.fillStyle = THEME.panel;
  ctx.fillRect(0, 0, VER_INLINE.width, VER_INLINE.height);
  // header: title, turn, who plays
  ctx.fillStyle = '#e3e6ee';
  ctx.fillRect(0, 0, VER_INLINE.width, 48);
  const active = input.active && !input.ended ? ` · ▶ ${NATION_LABEL[L][input.active]}` : '';
  const head = `Versailles 1919 · ${W.turn} ${input.turn}${active}${input.caption ? ` · ${input.caption}` : ''}`;
  pen.text(head, M, 25, 26, VER_INLINE.width - 2 * M, { bold: true, serif: true });

  // left: the table, then the regions
  let y = 72;
  heading(pen, W.table, y, M, LEFT_W - M);
  y += 18;
  const slots: Array<{ issue?: VerIssueCard; event?: VerEventCard }> = [
    ...input.table.filter((c): c is VerIssueCard => !!c).map((issue) => ({ issue })),
    ...(input.tableEvent ? [{ event: input.tableEvent }] : []),
  ].slice(0, 4);
  const cardW = Math.floor((LEFT_W - M - 3 * 10) / 4);
  slots.forEach((s, i) => {
    const x = M + i * (cardW + 10);
    if (s.issue) issueCard(pen, L, s.issue, x, y, cardW);
    else if (s.event) eventCard(pen, L, s.event, x, y, cardW);
  });
  if (!slots.length) pen.text(W.empty, M, y + 20, 18, 200, { italic: true, colour: MUTED });
  y += CARD_H + 30;
  heading(pen, W.regions, y, M, 200);
  // the column numbers and the insurrection rolls
  const labelW = 160;
  const colW = Math.floor((LEFT_W - M - labelW) / 8);
  const gx = M + labelW;
  for (let c = 1; c <= 8; c++) {
    const th = input.thresholds[c - 1];
    pen.text(th === null || th === undefined ? `${c}` : `${c}·${th}+`, gx + (c - 0.5) * colW, y, 18, colW - 2, {
      align: 'center',
      colour: MUTED,
      bold: true,
    });
  }
  y += 16;
  const rowH = Math.floor((VER_INLINE.height - 10 - y) / Math.max(1, input.regions.length));
  input.regions.forEach((r, i) => {
    const ry = y + i * rowH;
    pen.text(REGION_LABEL[L][r.id], M, ry + rowH / 2, 20, labelW - 8, { bold: true });
    for (let c = 1; c <= 8; c++) {
      const cx = gx + (c - 1) * colW;
      ctx.fillStyle = c >= 5 ? '#e6dcc3' : '#f8f4ea';
      ctx.fillRect(cx + 1, ry + 2, colW - 2, rowH - 4);
      ctx.strokeStyle = '#b9ae97';
      ctx.lineWidth = 1;
      ctx.strokeRect(cx + 1, ry + 2, colW - 2, rowH - 4);
      const mid = ry + rowH / 2;
      if (c <= r.keg) {
        // a powder keg: a dark disc crossed in white
        ctx.beginPath();
        ctx.arc(cx + 16, mid, 14, 0, Math.PI * 2);
        ctx.fillStyle = '#3b2f22';
        ctx.fill();
        ctx.strokeStyle = '#ffffff';
        ctx.lineWidth = 2.5;
        ctx.beginPath();
        ctx.moveTo(cx + 9, mid - 7);
        ctx.lineTo(cx + 23, mid + 7);
        ctx.moveTo(cx + 23, mid - 7);
        ctx.lineTo(cx + 9, mid + 7);
        ctx.stroke();
        pen.drawn.pieces.push(28);
      }
      if (c === r.unrest) {
        ctx.beginPath();
        ctx.moveTo(cx + 16, mid - 15);
        ctx.lineTo(cx + 31, mid);
        ctx.lineTo(cx + 16, mid + 15);
        ctx.lineTo(cx + 1, mid);
        ctx.closePath();
        ctx.fillStyle = '#8e1b1b';
        ctx.fill();
        ctx.strokeStyle = '#ffffff';
        ctx.lineWidth = 1.5;
        ctx.stroke();
        pen.drawn.pieces.push(30);
      }
      const units = r.units.filter((u) => u.column === c);
      units.forEach((u, k) => pen.chip(cx + colW - 44 - k * 8, ry + 5 + k * 6, 40, CHIP_H, u.nation));
    }
  });

  // right: the delegations, then the waiting room and the decks
  const rx = LEFT_W + 14;
  const rw = VER_INLINE.width - rx - M;
  ctx.strokeStyle = '#b9ae97';
  ctx.lineWidth = 2;
  ctx.beginPath();
  ctx.moveTo(LEFT_W, 56);
  ctx.lineTo(LEFT_W, VER_INLINE.height - 8);
  ctx.stroke();
  y = 72;
  const banner = [...outcomeLines(input, L), ...(opts.banner ? [opts.banner] : [])];
  if (banner.length) {
    const lines = banner.flatMap((b) => pen.wrap(b, 20, rw - 16, true));
    const h = lines.length * 28 + 10;
    roundRect(ctx, rx - 4, y - 16, rw + 8, h, 6);
    ctx.fillStyle = '#3b2f22';
    ctx.fill();
    lines.forEach((l, i) => pen.text(l, rx + 6, y - 2 + i * 28, 20, rw - 16, { bold: true, colour: '#ffffff' }));
    y += h + 8;
  }
  heading(pen, WORDS[L].delegations, y, rx, rw);
  y += 30;
  // columns: happiness, Issues, stars, score
  const cols = [
    { label: WORDS[L].cols.sub[7], x: rx + 258 },
    { label: WORDS[L].cols.sub[8], x: rx + 330 },
    { label: '★', x: rx + 370 },
    { label: input.solo ? WORDS[L].cols.strength : WORDS[L].cols.score, x: rx + rw - 4 },
  ];
  for (const c of cols) pen.text(c.label, c.x, y, 18, 70, { align: 'right', colour: MUTED, bold: true });
  y += 28;
  const powers: VerPower[] = [...NATIONS.filter((n) => input.nations[n]), 'japan'];
  for (const p of powers) {
    const n = p === 'japan' ? null : input.nations[p as VerNation];
    const playing = input.active === p && !input.ended;
    if (playing) {
      ctx.fillStyle = '#f1e3bf';
      ctx.fillRect(rx - 6, y - 19, rw + 12, 38);
    }
    pen.chip(rx, y - 16, 46, CHIP_H, p);
    pen.text(`${NATION_LABEL[L][p]}${playing ? ' ◀' : ''}`, rx + 54, y, 20, 172, { bold: playing });
    pen.text(String(input.happiness[p] ?? '—'), cols[0]!.x, y, 20, 60, { align: 'right', bold: true });
    if (n) {
      pen.text(String(n.settled), cols[1]!.x, y, 20, 60, { align: 'right', bold: true });
      pen.text(String(n.stars), cols[2]!.x, y, 20, 60, { align: 'right', bold: true });
      const sc = input.scoring?.[p as VerNation];
      const score = input.solo ? (sc?.soloStrength ?? sc?.score) : sc?.score;
      pen.text(score === null || score === undefined ? '—' : String(score), cols[3]!.x, y, 22, 70, {
        align: 'right',
        bold: true,
      });
    }
    y += 40;
  }
  y += 12;
  heading(pen, W.waiting, y, rx, rw);
  y += 30;
  const waiting = [
    ...input.waitingRoom
      .filter((c): c is VerIssueCard => !!c)
      .map((c) => `#${c.number} ${c.name} · ${c.stars}★ · ${categoryLabel(L, c)}`),
    ...input.waitingEvents.filter((e): e is VerEventCard => !!e).map((e) => `✉ #${e.number} ${e.name}`),
  ];
  const room = Math.floor((VER_INLINE.height - 70 - y) / 26);
  for (const line of waiting.slice(0, Math.max(0, room))) {
    pen.text(line, rx, y, 18, rw);
    y += 26;
  }
  if (waiting.length > room && room > 0)
    pen.text(`+${waiting.length - room}`, rx + rw, y - 26, 18, 60, { align: 'right' });
  if (!waiting.length) {
    pen.text(W.empty, rx, y, 18, rw, { italic: true, colour: MUTED });
    y += 26;
  }
  if (input.treaty)
    pen.text(
      `${W.treaty}: JP ${input.treaty.japan ? W.signs : W.refuses}, IT ${input.treaty.italy ? W.signs : W.refuses}`,
      rx,
      VER_INLINE.height - 48,
      18,
      rw,
      { colour: MUTED },
    );
  pen.text(
    `${W.issueDeck} ${input.decks.issues} · ${W.eventDeck} ${input.decks.events}`,
    rx,
    VER_INLINE.height - 22,
    18,
    rw,
    {
      colour: MUTED,
    },
  );
  return { canvas, drawn: pen.drawn };
}

/** Render the inline view to a PNG. Pure: same input, same bytes. */
export async function renderVersaillesInline(
  input: VersaillesBoardInput,
  opts: { banner?: string } = {},
): Promise<Buffer> {
  return encodePngSync(drawVersaillesInline(input, opts).canvas);
}
