import { createCanvas } from '@napi-rs/canvas';
import { roundRect, type Ctx } from '../common/draw.js';
import { ensureFonts, font, FONT_CONDENSED, FONT_SERIF } from '../common/fonts.js';
import { PatchedBands, type PixelRect } from '../common/bands.js';
import { blankCanvas, LayerCache } from '../common/layers.js';
import { THEME, tint } from '../common/palette.js';
import { drawChip } from '../common/pieces.js';
import { encodePngSync } from '../common/png.js';
import type {
  VerEventCard,
  VerIssueCard,
  VerNation,
  VerPower,
  VerRegionTrack,
  VerToken,
  VersaillesBoardInput,
} from './input.js';
import { VER_CATEGORY, VER_POWER_STYLE } from './palette.js';
import { REGION_LABEL, CATEGORY_IT, CRISIS, NATION_LABEL, TOKENS, WORDS, type Lang } from './words.js';
import { renderPool } from '../pool.js';

/*
 * Designed for Discord's inline size (issue #18): an image is shown about 550 px wide and most
 * players never enlarge it. The board is one tall picture 1100 px wide, so every size below is in
 * output pixels, twice what the player sees inline: text is never under 18 px (9 px inline) and no
 * piece under 28 px (14 px inline); tests/render/legibility-versailles-1919.test.ts holds both, and
 * measures every text drawn against its box. Top to bottom: the Peace Conference table and the
 * waiting room (cards with names, stars and cubes), the five region tracks, happiness,
 * demobilization, the delegations, and a key for every symbol. Colour is never the only cue: pieces
 * carry their nation's letters, the unrest marker is a diamond, kegs are crossed discs.
 *
 * The static art (background, frames, track grids, headings, the key) depends only on the language
 * and the layout's sizes: it is drawn once per process on a layer of its own and copied into each
 * image (issue #20); the state is drawn over it.
 */
export const VER_WIDTH = 1100;
const M = 16;
const CW = VER_WIDTH - 2 * M;
/** Font sizes in output pixels. */
const PX = { min: 18, body: 20, name: 22, head: 26, title: 30 } as const;
/** Nation chips (units, cubes, markers): 33 px high, so their letters are 18 px. */
const CHIP_H = 33;
const CHIP_W = 46;
const KEG_R = 14;
const DIAMOND_R = 15;
const BADGE_R = 17;
const GAP = 12;
const CARD_W = Math.floor((CW - 4 * GAP) / 5);

/** Drawing parameters the legibility test reads (issue #18), in output pixels of a VER_WIDTH image. */
export const VER_DRAW = {
  width: VER_WIDTH,
  smallestTextPx: PX.min,
  smallestPiecePx: Math.min(CHIP_H, 2 * KEG_R, 2 * DIAMOND_R, 2 * BADGE_R),
} as const;

const INK = THEME.text;
const MUTED = '#5c5446';
const DEPLOY_BG = '#e6dcc3';
const TRACK_BG = '#f8f4ea';
const LINE = '#b9ae97';
const POWERS: readonly VerPower[] = ['britain', 'france', 'usa', 'italy', 'japan'];
const NATIONS: readonly VerNation[] = ['britain', 'france', 'usa', 'italy'];

interface F {
  px: number;
  css: string;
}
const f = (px: number, weight: 'normal' | 'bold' | 'italic' = 'normal', family = FONT_CONDENSED): F => ({
  px,
  css: font(px, weight, family),
});

/** Every text drawn, with its box (for the test that nothing is cut or too small). */
export interface DrawnText {
  text: string;
  px: number;
  width: number;
  max: number;
}
let drawn: DrawnText[] | null = null;
let drawnPieces: number[] | null = null;

const scratch = createCanvas(8, 8).getContext('2d');
function measure(s: string, ft: F): number {
  ensureFonts();
  scratch.font = ft.css;
  return scratch.measureText(s).width;
}

/** Draw `s` in a box `max` pixels wide (from x, or centred on or ending at x by `align`). */
function text(
  ctx: Ctx,
  s: string,
  x: number,
  y: number,
  ft: F,
  max: number,
  opts: { color?: string; align?: 'left' | 'center' | 'right' } = {},
): void {
  ctx.font = ft.css;
  ctx.textAlign = opts.align ?? 'left';
  ctx.textBaseline = 'middle';
  ctx.fillStyle = opts.color ?? INK;
  ctx.fillText(s, x, y);
  drawn?.push({ text: s, px: ft.px, width: ctx.measureText(s).width, max });
}

function piece(size: number): void {
  drawnPieces?.push(size);
}

/** Wrap `s` into lines of at most `width` pixels; never cuts (a word wider than the box stays whole,
 * and the text test reports it). */
function wrap(s: string, width: number, ft: F): string[] {
  const lines: string[] = [];
  let line = '';
  for (const w of s.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${w}` : w;
    if (!line || measure(next, ft) <= width) line = next;
    else {
      lines.push(line);
      line = w;
    }
  }
  if (line) lines.push(line);
  return lines.length ? lines : [''];
}

function chip(ctx: Ctx, x: number, y: number, w: number, p: VerPower, label?: string, h = CHIP_H): void {
  drawChip(ctx, x, y, w, h, VER_POWER_STYLE[p], label ?? VER_POWER_STYLE[p].code);
  piece(Math.min(w, h));
  drawn?.push({
    text: label ?? VER_POWER_STYLE[p].code,
    px: Math.max(8, Math.round(h * 0.55)),
    width: measure(label ?? VER_POWER_STYLE[p].code, f(Math.max(8, Math.round(h * 0.55)), 'bold')),
    max: w - 4,
  });
}

function diamond(ctx: Ctx, x: number, y: number, r: number, fill: string): void {
  ctx.beginPath();
  ctx.moveTo(x, y - r);
  ctx.lineTo(x + r, y);
  ctx.lineTo(x, y + r);
  ctx.lineTo(x - r, y);
  ctx.closePath();
  ctx.fillStyle = fill;
  ctx.fill();
  ctx.strokeStyle = '#ffffff';
  ctx.lineWidth = 1.5;
  ctx.stroke();
  piece(2 * r);
}

function keg(ctx: Ctx, x: number, y: number, r: number): void {
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
  ctx.fillStyle = '#3b2f22';
  ctx.fill();
  ctx.strokeStyle = '#ffffff';
  ctx.lineWidth = 2.5;
  const k = r * 0.55;
  ctx.beginPath();
  ctx.moveTo(x - k, y - k);
  ctx.lineTo(x + k, y + k);
  ctx.moveTo(x + k, y - k);
  ctx.lineTo(x - k, y + k);
  ctx.stroke();
  piece(2 * r);
}

function tokenBadge(ctx: Ctx, L: Lang, id: VerToken, x: number, y: number, r = BADGE_R): void {
  const t = TOKENS.find((k) => k.id === id)!;
  ctx.beginPath();
  if (t.shape === 'circle') ctx.arc(x, y, r, 0, Math.PI * 2);
  else if (t.shape === 'square') ctx.rect(x - r, y - r, 2 * r, 2 * r);
  else if (t.shape === 'diamond') {
    ctx.moveTo(x, y - r * 1.25);
    ctx.lineTo(x + r * 1.25, y);
    ctx.lineTo(x, y + r * 1.25);
    ctx.lineTo(x - r * 1.25, y);
  } else
    for (let k = 0; k < 6; k++)
      ctx[k ? 'lineTo' : 'moveTo'](
        x + r * 1.1 * Math.cos((Math.PI / 3) * k),
        y + r * 1.1 * Math.sin((Math.PI / 3) * k),
      );
  ctx.closePath();
  ctx.fillStyle = '#ffffff';
  ctx.fill();
  ctx.strokeStyle = '#3b2f22';
  ctx.lineWidth = 1.8;
  ctx.stroke();
  piece(2 * r);
  text(ctx, t.code[L], x, y + 0.5, f(PX.min, 'bold'), 2 * r - 2, { align: 'center' });
}

// ---------------------------------------------------------------------------------------------
// Layout: every position, computed from the input before drawing (the static layer needs it).

interface CardBox {
  lines: string[];
  /** issue: category line; event: crisis lines */
  extra: string[];
  chips: number;
}

interface Layout {
  L: Lang;
  height: number;
  headerH: number;
  status: string[];
  solo: string[];
  tableY: number;
  waitingY: number;
  cardH: number;
  regionsY: number;
  regionTop: number;
  regionRows: number[];
  regionRowY: number[];
  labelW: number;
  colW: number;
  happyY: number;
  happyRows: number;
  demobY: number;
  demobBoxW: number;
  demobBoxH: number;
  demobCount: number;
  delegY: number;
  delegRows: VerNation[];
  delegRowH: number;
  delegTotalY: number;
  keyY: number;
  keyItems: Array<{ kind: KeyKind; label: string; x: number; y: number }>;
  solo1: boolean;
  /** what the static layer depends on */
  key: string;
}

type KeyKind =
  | { k: 'unrest' }
  | { k: 'keg' }
  | { k: 'deploy' }
  | { k: 'chip'; p: VerPower }
  | { k: 'glyph'; s: string }
  | { k: 'token'; id: VerToken }
  | { k: 'eventCube' };

const F_STATUS = f(PX.body);
const F_SOLO = f(PX.body, 'bold');
const F_CARD_NAME = f(PX.name, 'bold');
const F_CARD_SMALL = f(PX.min, 'italic', FONT_SERIF);
const F_BAND = f(PX.body, 'bold');
const F_KEY = f(PX.min);
const F_HEAD = f(PX.head, 'bold', FONT_SERIF);
const CARD_PAD = 8;
const CARD_TEXT_W = CARD_W - 2 * CARD_PAD;
const BAND_H = 34;
const LINE_H = 25;
const SMALL_LINE_H = 23;
const CHIPS_PER_ROW = 3;
const CUBE_CHIP_W = Math.floor((CARD_TEXT_W - (CHIPS_PER_ROW - 1) * 4) / CHIPS_PER_ROW);

function categoryLabel(L: Lang, card: VerIssueCard): string {
  const label = VER_CATEGORY[card.category].label;
  return L === 'it' ? (CATEGORY_IT[label] ?? label) : label;
}

function issueBox(L: Lang, c: VerIssueCard): CardBox {
  const cubes = NATIONS.filter((n) => (c.cubes[n] ?? 0) > 0).length;
  const extra = [categoryLabel(L, c)].filter(Boolean);
  if (c.noMilitary) extra.push(WORDS[L].noMilitary);
  return { lines: wrap(c.name, CARD_TEXT_W, F_CARD_NAME), extra, chips: Math.max(1, Math.ceil(cubes / CHIPS_PER_ROW)) };
}

function crisisText(L: Lang, c: VerEventCard): string {
  return c.crisisLabel ? `${WORDS[L].crisis}: ${CRISIS[L][c.crisisLabel] ?? c.crisisLabel.replace(/_/g, ' ')}` : '';
}

function eventBox(L: Lang, c: VerEventCard): CardBox {
  const crisis = crisisText(L, c);
  return {
    lines: wrap(c.name, CARD_TEXT_W, F_CARD_NAME),
    extra: crisis ? wrap(crisis, CARD_TEXT_W, F_CARD_SMALL) : [],
    chips: c.cube ? 1 : 0,
  };
}

function boxHeight(b: CardBox, issue: boolean): number {
  const extraH = issue ? b.extra.length * SMALL_LINE_H : b.extra.length * SMALL_LINE_H;
  return BAND_H + 8 + b.lines.length * LINE_H + extraH + 6 + b.chips * (CHIP_H + 4) + CARD_PAD;
}

function soloLines(input: VersaillesBoardInput, L: Lang): string[] {
  if (!input.solo) return [];
  const W = WORDS[L];
  let s = W.solo
    .replace('{n}', NATION_LABEL[L][input.solo.human])
    .replace('{vp}', String(input.solo.vp))
    .replace('{t}', String(input.solo.target));
  if (input.ended) s += ` · ${input.solo.vp >= input.solo.target ? W.soloWin : W.soloLoss}`;
  return wrap(s, CW, F_SOLO);
}

function statusLines(input: VersaillesBoardInput, L: Lang): string[] {
  const W = WORDS[L];
  const active = input.active && !input.ended ? `▶ ${NATION_LABEL[L][input.active]}` : '';
  const over = input.ended ? `${W.over}${input.endReason ? ` (${W.endReason[input.endReason]})` : ''}` : '';
  const parts = [
    input.caption,
    `${W.turn} ${input.turn}`,
    over,
    active,
    input.ended ? '' : input.step,
    `${W.issueDeck} ${input.decks.issues}`,
    `${W.eventDeck} ${input.decks.events}`,
  ].filter(Boolean) as string[];
  // whole parts per line, a part longer than the line wrapped by words
  const lines: string[] = [];
  let line = '';
  for (const p of parts) {
    const next = line ? `${line} · ${p}` : p;
    if (measure(next, F_STATUS) <= CW) line = next;
    else {
      if (line) lines.push(line);
      const pieces = wrap(p, CW, F_STATUS);
      line = pieces.pop()!;
      lines.push(...pieces);
    }
  }
  if (line) lines.push(line);
  return lines;
}

function regionItems(r: VerRegionTrack, c: number): number {
  return (c === r.unrest ? 1 : 0) + (c <= r.keg ? 1 : 0) + r.units.filter((u) => u.column === c).length;
}

function happinessRows(input: VersaillesBoardInput, cellW: number): Array<{ p: VerPower; left: number; row: number }> {
  const placed: Array<{ p: VerPower; left: number; row: number }> = [];
  for (const p of [...POWERS].sort((a, b) => (input.happiness[a] ?? 0) - (input.happiness[b] ?? 0))) {
    const v = input.happiness[p];
    if (v === undefined) continue;
    const left = Math.max(M, Math.min(M + CW - CHIP_W, M + v * cellW + cellW / 2 - CHIP_W / 2));
    let row = 0;
    while (placed.some((q) => q.row === row && Math.abs(q.left - left) < CHIP_W + 2)) row++;
    placed.push({ p, left, row });
  }
  return placed;
}

const HAPPY_CELLS = 31;
const HAPPY_CELL_W = Math.floor(CW / HAPPY_CELLS);

function keyEntries(L: Lang, solo: boolean): Array<{ kind: KeyKind; label: string; w: number }> {
  const W = WORDS[L];
  const entries: Array<{ kind: KeyKind; label: string; sym: number }> = [
    { kind: { k: 'unrest' }, label: W.key.unrest, sym: 2 * DIAMOND_R },
    { kind: { k: 'keg' }, label: W.key.keg, sym: 2 * KEG_R },
    { kind: { k: 'deploy' }, label: W.key.deploy, sym: 40 },
    ...POWERS.map((p) => ({ kind: { k: 'chip', p } as KeyKind, label: NATION_LABEL[L][p], sym: CHIP_W })),
    { kind: { k: 'glyph', s: '◀' }, label: W.toPlay, sym: 22 },
    ...(solo ? [{ kind: { k: 'glyph', s: '★' } as KeyKind, label: W.key.you, sym: 22 }] : []),
    { kind: { k: 'glyph', s: '4★' }, label: W.key.stars, sym: 36 },
    { kind: { k: 'glyph', s: '⊘' }, label: W.key.noMilitary, sym: 22 },
    { kind: { k: 'glyph', s: '✉' }, label: W.key.event, sym: 22 },
    { kind: { k: 'eventCube' }, label: W.key.eventCube, sym: 62 },
    ...TOKENS.map((t) => ({ kind: { k: 'token', id: t.id } as KeyKind, label: t.name[L], sym: 2 * BADGE_R + 6 })),
  ];
  return entries.map((e) => ({ kind: e.kind, label: e.label, w: e.sym + 8 + measure(e.label, F_KEY) }));
}

/** The height of region row `i` (the last row: as tall as its chips need, at least 64 px). */
function regionRowH(G: Layout, i: number): number {
  const ry = G.regionRowY[i]!;
  return (G.regionRowY[i + 1] ?? ry + Math.max(64, G.regionRows[i]! * (CHIP_H + 5) + 12)) - ry;
}

function layout(input: VersaillesBoardInput): Layout {
  const L: Lang = input.lang ?? 'en';
  const status = statusLines(input, L);
  const solo = soloLines(input, L);
  const headerH = 14 + 36 + (status.length + solo.length) * 27 + 8;
  const issues = [...input.table, ...input.waitingRoom].filter((c): c is VerIssueCard => !!c);
  const events = [input.tableEvent, ...input.waitingEvents].filter((c): c is VerEventCard => !!c);
  const cardH = Math.max(
    150,
    ...issues.map((c) => boxHeight(issueBox(L, c), true)),
    ...events.map((c) => boxHeight(eventBox(L, c), false)),
  );
  const tableY = headerH + 10;
  const waitingY = tableY + 36 + cardH + 10;
  const regionsY = waitingY + 36 + cardH + 14;
  const regionTop = regionsY + 36 + 56;
  const labelW = 190;
  const colW = Math.floor((CW - labelW) / 8);
  const perRow = Math.max(1, Math.floor((colW - 6) / (CHIP_W + 4)));
  const regionRows = input.regions.map((r) => {
    let most = 1;
    for (let c = 1; c <= 8; c++) most = Math.max(most, regionItems(r, c));
    return Math.max(1, Math.ceil(most / perRow));
  });
  const regionRowY: number[] = [];
  let y = regionTop;
  for (const rows of regionRows) {
    regionRowY.push(y);
    y += Math.max(64, rows * (CHIP_H + 5) + 12);
  }
  const happyY = y + 14;
  const placed = happinessRows(input, HAPPY_CELL_W);
  const happyRows = Math.max(1, ...placed.map((p) => p.row + 1));
  const demobY = happyY + 36 + 36 + 26 + happyRows * (CHIP_H + 4) + 8;
  const demobCount = input.demobilization.boxes.length + 1;
  const demobBoxW = Math.floor((CW - (demobCount - 1) * 10) / demobCount);
  const perBox = Math.max(1, Math.floor((demobBoxW - 8) / (CHIP_W + 4)));
  const holders = [...input.demobilization.boxes.map((b) => (b.nation ? 1 : 0)), input.demobilization.one.length];
  const demobBoxH = 34 + Math.max(1, ...holders.map((h) => Math.ceil(h / perBox))) * (CHIP_H + 4) + 6;
  const delegY = demobY + 36 + demobBoxH + 16;
  const delegRows = NATIONS.filter((n) => input.nations[n]);
  const delegRowH = 2 * 36 + 6;
  const delegTotalY = delegY + 36 + 56 + delegRows.length * delegRowH + 14;
  const keyY = delegTotalY + 34;
  // the key flows left to right in rows
  const keyItems: Layout['keyItems'] = [];
  let kx = M;
  let ky = keyY + 36 + 20;
  for (const e of keyEntries(L, !!input.solo)) {
    if (kx > M && kx + e.w > M + CW) {
      kx = M;
      ky += 40;
    }
    keyItems.push({ kind: e.kind, label: e.label, x: kx, y: ky });
    kx += e.w + 22;
  }
  const height = ky + 20 + M;
  const key = [
    L,
    headerH,
    cardH,
    input.table.length,
    input.waitingRoom.length,
    1 + input.waitingEvents.length,
    regionRows.join(','),
    happyRows,
    demobCount,
    demobBoxH,
    delegRows.join(','),
    !!input.solo,
    height,
    input.thresholds.join(','),
    input.regions.map((r) => r.id).join(','),
    input.demobilization.boxes.map((b) => b.value).join(','),
  ].join('|');
  return {
    L,
    height,
    headerH,
    status,
    solo,
    tableY,
    waitingY,
    cardH,
    regionsY,
    regionTop,
    regionRows,
    regionRowY,
    labelW,
    colW,
    happyY,
    happyRows,
    demobY,
    demobBoxW,
    demobBoxH,
    demobCount,
    delegY,
    delegRows,
    delegRowH,
    delegTotalY,
    keyY,
    keyItems,
    solo1: !!input.solo,
    key,
  };
}

// ---------------------------------------------------------------------------------------------
// Static layer: what depends only on the language and the layout.

function heading(ctx: Ctx, s: string, y: number): void {
  text(ctx, s, M, y + 16, F_HEAD, CW);
}

/** Number columns of the delegations table, each as wide as its label: right edges and widths; the
 * score column ends at the right margin. */
function delegColumns(L: Lang, solo: boolean): { right: number[]; widths: number[]; score: number; scoreW: number } {
  const W = WORDS[L];
  const hf = f(PX.min);
  const widths = W.cols.sub.map((s) => Math.ceil(Math.max(measure(s, hf), measure('00', f(PX.name, 'bold')))) + 14);
  const scoreW = Math.ceil(measure(solo ? W.cols.strength : W.cols.score, hf)) + 14;
  let x = M + CW - scoreW - widths.reduce((a, b) => a + b, 0);
  const right = widths.map((w) => {
    x += w;
    return x - 8;
  });
  return { right, widths, score: M + CW, scoreW };
}

function drawStatic(ctx: Ctx, G: Layout, input: VersaillesBoardInput): void {
  const W = WORDS[G.L];
  ctx.fillStyle = THEME.panel;
  ctx.fillRect(0, 0, VER_WIDTH, G.height);
  ctx.fillStyle = tint('#5a6f8f', 0.82);
  ctx.fillRect(0, 0, VER_WIDTH, G.headerH);
  text(ctx, 'Versailles 1919', M, 14 + 18, f(PX.title, 'bold', FONT_SERIF), CW);
  heading(ctx, W.table, G.tableY);
  heading(ctx, W.waiting, G.waitingY);

  // region tracks: column numbers, insurrection numbers, empty cells (deploy columns darker)
  heading(ctx, W.regions, G.regionsY);
  const x0 = M + G.labelW;
  const numY = G.regionTop - 42;
  const thY = G.regionTop - 16;
  text(ctx, W.column, M, numY, f(PX.min), G.labelW - 8, { color: MUTED });
  text(ctx, W.roll, M, thY, f(PX.min), G.labelW - 8, { color: MUTED });
  for (let c = 1; c <= 8; c++) {
    const cx = x0 + (c - 1) * G.colW + G.colW / 2;
    text(ctx, String(c), cx, numY, f(PX.body, 'bold'), G.colW - 4, { align: 'center' });
    const th = input.thresholds[c];
    text(ctx, th == null ? '—' : `${th}+`, cx, thY, f(PX.body), G.colW - 4, { color: MUTED, align: 'center' });
  }
  input.regions.forEach((r, i) => {
    const ry = G.regionRowY[i]!;
    const rh = regionRowH(G, i);
    const label = REGION_LABEL[G.L][r.id];
    text(ctx, label, M, ry + rh / 2, f(PX.name, 'bold'), G.labelW - 8);
    for (let c = 1; c <= 8; c++) {
      const cx = x0 + (c - 1) * G.colW;
      ctx.fillStyle = c >= 5 ? DEPLOY_BG : TRACK_BG;
      ctx.fillRect(cx + 1, ry + 1, G.colW - 2, rh - 4);
      ctx.strokeStyle = LINE;
      ctx.lineWidth = 1;
      ctx.strokeRect(cx + 1.5, ry + 1.5, G.colW - 3, rh - 5);
    }
  });

  // happiness: 0..30 with the unit-limit zones
  heading(ctx, W.happiness, G.happyY);
  const top = G.happyY + 36;
  for (let i = 0; i < HAPPY_CELLS; i++) {
    const cx = M + i * HAPPY_CELL_W;
    ctx.fillStyle = i < 5 ? '#efd9cf' : i < 11 ? '#efe6cf' : '#dfe9d3';
    ctx.fillRect(cx, top, HAPPY_CELL_W - 1, 34);
    text(ctx, String(i), cx + HAPPY_CELL_W / 2, top + 17.5, f(PX.min), HAPPY_CELL_W - 2, {
      color: MUTED,
      align: 'center',
    });
  }
  const zone = (i: number, to: number, label: string) =>
    text(
      ctx,
      label,
      M + i * HAPPY_CELL_W + 2,
      top + 34 + 16,
      f(PX.min, 'italic', FONT_SERIF),
      (to - i) * HAPPY_CELL_W,
      {
        color: MUTED,
      },
    );
  zone(0, 5, W.unitsMax.replace('{n}', '1'));
  zone(5, 11, W.unitsMax.replace('{n}', '2'));
  zone(11, 31, W.unitsMax.replace('{n}', '3'));

  // demobilization boxes
  heading(ctx, W.demob, G.demobY);
  const boxes = [...input.demobilization.boxes.map((b) => b.value), 1];
  boxes.forEach((v, i) => {
    const bx = M + i * (G.demobBoxW + 10);
    const by = G.demobY + 36;
    roundRect(ctx, bx, by, G.demobBoxW, G.demobBoxH, 6);
    ctx.fillStyle = '#f3ecdc';
    ctx.fill();
    ctx.strokeStyle = '#8f8570';
    ctx.lineWidth = 1.2;
    ctx.stroke();
    text(ctx, `${v} ${W.vp}`, bx + G.demobBoxW / 2, by + 17, f(PX.body, 'bold'), G.demobBoxW - 8, {
      color: MUTED,
      align: 'center',
    });
  });

  // delegations: column heads
  heading(ctx, W.delegations, G.delegY);
  const { right, widths, score, scoreW } = delegColumns(G.L, G.solo1);
  const head = G.delegY + 36 + 36;
  const hf = f(PX.min);
  const group = (label: string, from: number, to: number) => {
    const l = right[from]! - widths[from]! + 8;
    const r = right[to]!;
    text(ctx, label, (l + r) / 2, head - 24, f(PX.min, 'bold'), r - l, { color: MUTED, align: 'center' });
    ctx.strokeStyle = LINE;
    ctx.lineWidth = 1;
    ctx.beginPath();
    ctx.moveTo(l + 4, head - 12);
    ctx.lineTo(r, head - 12);
    ctx.stroke();
  };
  group(W.cols.influence, 0, 2);
  group(W.cols.units, 3, 6);
  W.cols.sub.forEach((s, i) => text(ctx, s, right[i]!, head + 4, hf, widths[i]! - 8, { color: MUTED, align: 'right' }));
  text(ctx, G.solo1 ? W.cols.strength : W.cols.score, score, head + 4, hf, scoreW - 8, {
    color: MUTED,
    align: 'right',
  });
  ctx.strokeStyle = '#cfc6b2';
  ctx.beginPath();
  ctx.moveTo(M, head + 18);
  ctx.lineTo(M + CW, head + 18);
  ctx.stroke();

  // the key
  heading(ctx, W.keyTitle, G.keyY);
  for (const it of G.keyItems) drawKeyItem(ctx, G.L, it);
}

function drawKeyItem(ctx: Ctx, L: Lang, it: Layout['keyItems'][number]): void {
  const { kind, label, x, y } = it;
  let sym = 0;
  switch (kind.k) {
    case 'unrest':
      diamond(ctx, x + DIAMOND_R, y, DIAMOND_R, '#8a1c1c');
      sym = 2 * DIAMOND_R;
      break;
    case 'keg':
      keg(ctx, x + KEG_R, y, KEG_R);
      sym = 2 * KEG_R;
      break;
    case 'deploy':
      ctx.fillStyle = DEPLOY_BG;
      ctx.fillRect(x, y - 15, 40, 30);
      ctx.strokeStyle = LINE;
      ctx.lineWidth = 1;
      ctx.strokeRect(x + 0.5, y - 14.5, 39, 29);
      sym = 40;
      break;
    case 'chip':
      chip(ctx, x, y - CHIP_H / 2, CHIP_W, kind.p);
      sym = CHIP_W;
      break;
    case 'glyph':
      text(ctx, kind.s, x + (kind.s.length > 1 ? 18 : 11), y, f(PX.body, 'bold'), 36, { align: 'center' });
      sym = kind.s.length > 1 ? 36 : 22;
      break;
    case 'eventCube':
      chip(ctx, x, y - CHIP_H / 2, 62, 'france', `${VER_POWER_STYLE.france.code} ■`);
      sym = 62;
      break;
    case 'token':
      tokenBadge(ctx, L, kind.id, x + BADGE_R + 3, y);
      sym = 2 * BADGE_R + 6;
      break;
  }
  text(ctx, label, x + sym + 8, y, F_KEY, measure(label, F_KEY) + 0.5);
}

// ---------------------------------------------------------------------------------------------
// The state, drawn over the static layer.

function cardFrame(ctx: Ctx, x: number, y: number, h: number, fill: string, edge: string, band: string): void {
  roundRect(ctx, x, y, CARD_W, h, 8);
  ctx.fillStyle = fill;
  ctx.fill();
  ctx.save();
  ctx.clip();
  ctx.fillStyle = band;
  ctx.fillRect(x, y, CARD_W, BAND_H);
  ctx.restore();
  roundRect(ctx, x, y, CARD_W, h, 8);
  ctx.strokeStyle = edge;
  ctx.lineWidth = 1.5;
  ctx.stroke();
}

function emptySlot(ctx: Ctx, x: number, y: number, h: number, label: string): void {
  roundRect(ctx, x, y, CARD_W, h, 8);
  ctx.setLineDash([6, 4]);
  ctx.strokeStyle = '#a59c88';
  ctx.lineWidth = 1.5;
  ctx.stroke();
  ctx.setLineDash([]);
  text(ctx, label, x + CARD_W / 2, y + h / 2, f(PX.body, 'italic', FONT_SERIF), CARD_TEXT_W, {
    color: MUTED,
    align: 'center',
  });
}

function drawIssue(ctx: Ctx, L: Lang, card: VerIssueCard | null, x: number, y: number, h: number): void {
  const W = WORDS[L];
  if (!card) return emptySlot(ctx, x, y, h, W.empty);
  const cat = VER_CATEGORY[card.category];
  cardFrame(ctx, x, y, h, '#fffdf6', '#6f6655', cat.colour);
  const box = issueBox(L, card);
  const starsS = card.stars > 0 ? `${card.stars}★` : '';
  const starW = measure(starsS, f(PX.name, 'bold'));
  text(ctx, starsS, x + CARD_W - CARD_PAD, y + BAND_H / 2, f(PX.name, 'bold'), starW + 0.5, {
    color: '#ffffff',
    align: 'right',
  });
  text(ctx, `#${card.number}`, x + CARD_PAD, y + BAND_H / 2, F_BAND, CARD_TEXT_W - starW - 8, { color: '#ffffff' });
  let ty = y + BAND_H + 8 + LINE_H / 2;
  // the category under the band, in its colour darkened, then the name
  if (box.extra[0] && box.extra[0] !== W.noMilitary) {
    text(ctx, box.extra[0], x + CARD_PAD, ty - 2, f(PX.min, 'bold'), CARD_TEXT_W, { color: cat.colour });
    ty += SMALL_LINE_H;
  }
  for (const l of box.lines) {
    text(ctx, l, x + CARD_PAD, ty, F_CARD_NAME, CARD_TEXT_W);
    ty += LINE_H;
  }
  if (card.noMilitary) text(ctx, W.noMilitary, x + CARD_PAD, ty, f(PX.min, 'bold'), CARD_TEXT_W, { color: '#7a1f1f' });
  const entries = NATIONS.filter((n) => (card.cubes[n] ?? 0) > 0).sort(
    (a, b) => (card.cubes[b] ?? 0) - (card.cubes[a] ?? 0),
  );
  // cubes: one chip per nation with its count, the leader first; rows fill from the bottom
  const rows = Math.max(1, Math.ceil(entries.length / CHIPS_PER_ROW));
  entries.forEach((n, i) => {
    const cx = x + CARD_PAD + (i % CHIPS_PER_ROW) * (CUBE_CHIP_W + 4);
    const cy = y + h - CARD_PAD - (rows - Math.floor(i / CHIPS_PER_ROW)) * (CHIP_H + 4) + 4;
    chip(ctx, cx, cy, CUBE_CHIP_W, n, `${VER_POWER_STYLE[n].code} ${card.cubes[n]}`);
  });
  if (!entries.length)
    text(ctx, W.noCubes, x + CARD_PAD, y + h - CARD_PAD - CHIP_H / 2, F_CARD_SMALL, CARD_TEXT_W, { color: MUTED });
}

function drawEvent(ctx: Ctx, L: Lang, card: VerEventCard | null, x: number, y: number, h: number): void {
  const W = WORDS[L];
  if (!card) return emptySlot(ctx, x, y, h, W.noEvent);
  cardFrame(ctx, x, y, h, '#f1ede4', '#3a3a3a', '#2e2e2e');
  text(ctx, `✉ ${W.event} #${card.number}`, x + CARD_PAD, y + BAND_H / 2, F_BAND, CARD_TEXT_W, { color: '#ffffff' });
  const box = eventBox(L, card);
  let ty = y + BAND_H + 8 + LINE_H / 2;
  for (const l of box.lines) {
    text(ctx, l, x + CARD_PAD, ty, F_CARD_NAME, CARD_TEXT_W);
    ty += LINE_H;
  }
  for (const l of box.extra) {
    text(ctx, l, x + CARD_PAD, ty, F_CARD_SMALL, CARD_TEXT_W, { color: MUTED });
    ty += SMALL_LINE_H;
  }
  if (card.cube)
    chip(
      ctx,
      x + CARD_W - CARD_PAD - 62,
      y + h - CARD_PAD - CHIP_H,
      62,
      card.cube,
      `${VER_POWER_STYLE[card.cube].code} ■`,
    );
}

function drawCards(ctx: Ctx, G: Layout, input: VersaillesBoardInput): void {
  const row = (issues: Array<VerIssueCard | null>, events: Array<VerEventCard | null>, y: number) => {
    issues.forEach((c, i) => drawIssue(ctx, G.L, c, M + i * (CARD_W + GAP), y, G.cardH));
    events.forEach((e, i) => drawEvent(ctx, G.L, e, M + (issues.length + i) * (CARD_W + GAP), y, G.cardH));
  };
  row(input.table, [input.tableEvent], G.tableY + 36);
  row(input.waitingRoom, input.waitingEvents, G.waitingY + 36);
}

function drawHeader(ctx: Ctx, G: Layout): void {
  let y = 14 + 36 + 14;
  for (const l of G.status) {
    text(ctx, l, M, y, F_STATUS, CW);
    y += 27;
  }
  for (const l of G.solo) {
    text(ctx, l, M, y, F_SOLO, CW);
    y += 27;
  }
}

function drawRegionState(ctx: Ctx, G: Layout, input: VersaillesBoardInput): void {
  const x0 = M + G.labelW;
  const perRow = Math.max(1, Math.floor((G.colW - 6) / (CHIP_W + 4)));
  input.regions.forEach((r, i) => {
    const ry = G.regionRowY[i]!;
    const rh = regionRowH(G, i);
    for (let c = 1; c <= 8; c++) {
      const cx = x0 + (c - 1) * G.colW;
      if (c === r.unrest || c <= r.keg) {
        ctx.fillStyle = c === r.unrest ? '#f2d6a2' : '#d9d2c3';
        ctx.fillRect(cx + 2, ry + 2, G.colW - 4, rh - 6);
      }
      // the items of a cell in reading order: unrest marker, keg, units
      let k = 0;
      const slot = () => {
        const sx = cx + 4 + (k % perRow) * (CHIP_W + 4);
        const sy = ry + 6 + Math.floor(k / perRow) * (CHIP_H + 5);
        k++;
        return [sx, sy] as const;
      };
      if (c === r.unrest) {
        const [sx, sy] = slot();
        diamond(ctx, sx + CHIP_W / 2, sy + CHIP_H / 2, DIAMOND_R, '#8a1c1c');
      }
      if (c <= r.keg) {
        const [sx, sy] = slot();
        keg(ctx, sx + CHIP_W / 2, sy + CHIP_H / 2, KEG_R);
      }
      for (const u of r.units.filter((u) => u.column === c)) {
        const [sx, sy] = slot();
        chip(ctx, sx, sy, CHIP_W, u.nation);
      }
    }
  });
}

function drawHappinessState(ctx: Ctx, G: Layout, input: VersaillesBoardInput): void {
  const top = G.happyY + 36 + 34 + 30;
  for (const m of happinessRows(input, HAPPY_CELL_W)) chip(ctx, m.left, top + m.row * (CHIP_H + 4), CHIP_W, m.p);
}

function drawDemobState(ctx: Ctx, G: Layout, input: VersaillesBoardInput): void {
  const perBox = Math.max(1, Math.floor((G.demobBoxW - 8) / (CHIP_W + 4)));
  const holders = [...input.demobilization.boxes.map((b) => (b.nation ? [b.nation] : [])), input.demobilization.one];
  holders.forEach((hs, i) => {
    const bx = M + i * (G.demobBoxW + 10);
    const by = G.demobY + 36 + 34;
    hs.forEach((h, k) =>
      chip(ctx, bx + 4 + (k % perBox) * (CHIP_W + 4), by + Math.floor(k / perBox) * (CHIP_H + 4), CHIP_W, h),
    );
  });
}

function drawDelegationState(ctx: Ctx, G: Layout, input: VersaillesBoardInput): void {
  const W = WORDS[G.L];
  const { right, widths, score, scoreW } = delegColumns(G.L, G.solo1);
  if (input.treaty) {
    const sign = (p: 'japan' | 'italy') => `${NATION_LABEL[G.L][p]} ${input.treaty![p] ? W.signs : W.refuses}`;
    const s = `${W.treaty}: ${sign('japan')} · ${sign('italy')}`;
    text(ctx, s, M + CW, G.delegY + 16, f(PX.body, 'bold'), CW - measure(W.delegations, F_HEAD) - 20, {
      align: 'right',
    });
  }
  const head = G.delegY + 36 + 36;
  G.delegRows.forEach((n, row) => {
    const s = input.nations[n]!;
    const ry = head + 20 + row * G.delegRowH;
    const y1 = ry + 18;
    const y2 = ry + 18 + 36;
    const active = input.active === n && !input.ended;
    if (active) {
      ctx.fillStyle = '#f1e2bf';
      ctx.fillRect(M - 6, ry, CW + 12, G.delegRowH - 6);
    }
    chip(ctx, M, y1 - CHIP_H / 2, CHIP_W, n);
    const nameTag = NATION_LABEL[G.L][n] + (active ? ' ◀' : '') + (input.solo?.human === n ? ' ★' : '');
    text(ctx, nameTag, M + CHIP_W + 8, y1, f(PX.name), right[0]! - widths[0]! - (M + CHIP_W + 8));
    const sc = input.scoring?.[n];
    const vals = [
      s.cubes.available,
      s.cubes.exhausted,
      s.cubes.onIssues,
      s.units.available,
      s.units.exhausted,
      s.units.deployed,
      s.units.demobilized,
      input.happiness[n] ?? '—',
      s.settled,
      s.stars,
      sc?.flagged ?? 0,
    ];
    vals.forEach((v, i) => text(ctx, String(v), right[i]!, y1, f(PX.name, 'bold'), widths[i]! - 8, { align: 'right' }));
    const total = input.solo ? (sc?.soloStrength ?? null) : (sc?.score ?? null);
    text(ctx, total === null ? W.none : String(total), score, y1, f(PX.name + 2, 'bold'), scoreW - 8, {
      align: 'right',
    });
    // second line: tokens on its Issues, then its Strategy card
    const tf = f(PX.min);
    text(ctx, `${W.tokensShort}:`, M + CHIP_W + 8, y2, tf, 110, { color: MUTED });
    let tx = M + CHIP_W + 8 + Math.ceil(measure(`${W.tokensShort}:`, tf)) + 8 + BADGE_R;
    let any = false;
    for (const t of [...TOKENS]) {
      const k = sc?.tokens[t.id] ?? 0;
      if (!k) continue;
      any = true;
      tokenBadge(ctx, G.L, t.id, tx, y2);
      text(ctx, `${k}`, tx + BADGE_R + 6, y2, f(PX.body, 'bold'), 24);
      tx += 2 * BADGE_R + 34;
    }
    if (!any) text(ctx, W.none, tx - BADGE_R, y2, f(PX.body), 30, { color: MUTED });
    const cardX = M + 560;
    const cardLabel = `${W.cols.strategy}: `;
    text(ctx, cardLabel, cardX, y2, tf, measure(cardLabel, tf) + 0.5, { color: MUTED });
    const lx = cardX + measure(cardLabel, tf);
    text(ctx, sc?.strategyCard ?? W.none, lx, y2, f(PX.body), M + CW - lx);
  });
  // tokens on all settled Issues
  const ty = G.delegTotalY + 8;
  const label = `${W.tokens}:`;
  const tf = f(PX.min, 'bold');
  text(ctx, label, M, ty, tf, measure(label, tf) + 0.5);
  let tx = M + measure(label, tf) + 12 + BADGE_R;
  for (const t of TOKENS) {
    tokenBadge(ctx, G.L, t.id, tx, ty);
    const n = String(input.tokens?.[t.id] ?? 0);
    text(ctx, n, tx + BADGE_R + 6, ty, f(PX.body, 'bold'), 26);
    tx += 2 * BADGE_R + 40;
  }
}

export interface VerRenderOptions {
  /** reuse the static layer (default true); false draws everything, for the pixel-identity test */
  cache?: boolean;
}

const staticLayers = new LayerCache(12);
const patchedBands = new PatchedBands(12);

interface StatePart {
  rects: PixelRect[];
  draw: (c: Ctx) => void;
}

/**
 * The state in parts, each with the rectangles it is drawn in (everything else is static art): the
 * header's lines, each card slot, each region cell holding something, each happiness and
 * demobilization chip, and the delegations' rows. A margin of 2 px takes in strokes and
 * anti-aliasing. Each part is drawn on a canvas only as tall as its rows (common/bands.ts).
 */
function stateParts(G: Layout, input: VersaillesBoardInput): StatePart[] {
  // Each rectangle's key names all its part draws there (common/bands.ts keeps the pixels by it); the
  // layout (G.key: language, sizes, counts) is the base's key. The sequence tests draw whole games both ways.
  const header: PixelRect[] = [
    { x: 0, y: 50, w: VER_WIDTH, h: G.headerH - 50, key: JSON.stringify([G.status, G.solo]) },
  ];
  const cards: PixelRect[] = [];
  const slots = (keys: string[], y: number) => {
    keys.forEach((key, i) =>
      cards.push({ x: M + i * (CARD_W + GAP) - 2, y: y - 2, w: CARD_W + 4, h: G.cardH + 4, key }),
    );
  };
  const cardKeys = (issues: ReadonlyArray<VerIssueCard | null>, events: ReadonlyArray<VerEventCard | null>) => [
    ...issues.map((c) => JSON.stringify(['issue', c])),
    ...events.map((e) => JSON.stringify(['event', e])),
  ];
  slots(cardKeys(input.table, [input.tableEvent]), G.tableY + 36);
  slots(cardKeys(input.waitingRoom, input.waitingEvents), G.waitingY + 36);
  const cells: PixelRect[] = [];
  const x0 = M + G.labelW;
  input.regions.forEach((r, i) => {
    const ry = G.regionRowY[i]!;
    const rh = regionRowH(G, i);
    for (let c = 1; c <= 8; c++) {
      const units = r.units.filter((u) => u.column === c).map((u) => u.nation);
      if (c === r.unrest || c <= r.keg || units.length)
        cells.push({
          x: x0 + (c - 1) * G.colW,
          y: ry,
          w: G.colW,
          h: rh,
          key: JSON.stringify([c === r.unrest, c <= r.keg, units]),
        });
    }
  });
  const chipRect = (x: number, y: number, key: string): PixelRect => ({
    x: x - 2,
    y: y - 2,
    w: CHIP_W + 4,
    h: CHIP_H + 4,
    key,
  });
  const top = G.happyY + 36 + 34 + 30;
  const happy = happinessRows(input, HAPPY_CELL_W).map((m) => chipRect(m.left, top + m.row * (CHIP_H + 4), m.p));
  const perBox = Math.max(1, Math.floor((G.demobBoxW - 8) / (CHIP_W + 4)));
  const holders = [...input.demobilization.boxes.map((b) => (b.nation ? [b.nation] : [])), input.demobilization.one];
  const demob = holders.flatMap((hs, i) => {
    const bx = M + i * (G.demobBoxW + 10);
    const by = G.demobY + 36 + 34;
    return hs.map((h, k) =>
      chipRect(bx + 4 + (k % perBox) * (CHIP_W + 4), by + Math.floor(k / perBox) * (CHIP_H + 4), h),
    );
  });
  const deleg: PixelRect[] = input.treaty
    ? [{ x: 0, y: G.delegY, w: VER_WIDTH, h: 34, key: JSON.stringify(input.treaty) }]
    : [];
  // one rectangle per delegation's two lines (drawn from 1 px above its row to the next row), then the
  // settled Issues' tokens: a move usually changes one or two rows, and only those are drawn and read
  const head = G.delegY + 36 + 36;
  G.delegRows.forEach((n, row) => {
    const sc = input.scoring?.[n];
    deleg.push({
      x: 0,
      y: head + 19 + row * G.delegRowH,
      w: VER_WIDTH,
      h: G.delegRowH,
      key: JSON.stringify([
        input.nations[n],
        input.active === n && !input.ended,
        input.solo?.human === n,
        !!input.solo,
        sc ?? null,
        input.happiness[n] ?? null,
      ]),
    });
  });
  const tokensTop = head + 19 + G.delegRows.length * G.delegRowH;
  deleg.push({
    x: 0,
    y: tokensTop,
    w: VER_WIDTH,
    h: G.delegTotalY + 34 - tokensTop,
    key: JSON.stringify(input.tokens ?? null),
  });
  return [
    { rects: header, draw: (c) => drawHeader(c, G) },
    { rects: cards, draw: (c) => drawCards(c, G, input) },
    { rects: cells, draw: (c) => drawRegionState(c, G, input) },
    { rects: happy, draw: (c) => drawHappinessState(c, G, input) },
    { rects: demob, draw: (c) => drawDemobState(c, G, input) },
    { rects: deleg, draw: (c) => drawDelegationState(c, G, input) },
  ];
}

function drawState(ctx: Ctx, G: Layout, input: VersaillesBoardInput): void {
  drawHeader(ctx, G);
  drawCards(ctx, G, input);
  drawRegionState(ctx, G, input);
  drawHappinessState(ctx, G, input);
  drawDemobState(ctx, G, input);
  drawDelegationState(ctx, G, input);
}

/** Draw the board; returns the canvas (for tests and benchmarks that skip encoding). */
export function drawVersaillesBoard(input: VersaillesBoardInput, opts: VerRenderOptions = {}) {
  ensureFonts();
  const G = layout(input);
  const { canvas, ctx } = blankCanvas(VER_WIDTH, G.height);
  staticLayers.paint(ctx, G.key, VER_WIDTH, G.height, (c) => drawStatic(c, G, input), opts.cache ?? true);
  drawState(ctx, G, input);
  return canvas;
}

/** Every text and piece of the board as drawn, with its box (for the legibility test): draws the
 * whole board, static layer included, without the cache. */
export function versaillesDrawnTexts(input: VersaillesBoardInput): { texts: DrawnText[]; pieces: number[] } {
  drawn = [];
  drawnPieces = [];
  try {
    drawVersaillesBoard(input, { cache: false });
    return { texts: drawn, pieces: drawnPieces };
  } finally {
    drawn = null;
    drawnPieces = null;
  }
}

/**
 * Render the Versailles 1919 board diagram to a PNG. Pure: same input, same bytes. With the cache
 * (the default) the static rows are drawn, read and compressed once per layout (common/bands.ts);
 * without it everything is drawn on one canvas and encoded whole. The pixels are the same.
 */
export async function renderVersaillesBoard(input: VersaillesBoardInput, opts: VerRenderOptions = {}): Promise<Buffer> {
  const pool = renderPool();
  if (pool && opts.cache !== false) return pool.render('versailles-1919', input, opts);
  if (opts.cache === false) return encodePngSync(drawVersaillesBoard(input, opts));
  ensureFonts();
  const G = layout(input);
  const parts = stateParts(G, input).map(({ rects, draw }) => ({
    y0: Math.min(G.height, ...rects.map((r) => r.y)),
    y1: Math.max(0, ...rects.map((r) => r.y + r.h)),
    rects,
    draw,
  }));
  return patchedBands.encodeParts(G.key, VER_WIDTH, G.height, parts, (c) => drawStatic(c, G, input));
}
