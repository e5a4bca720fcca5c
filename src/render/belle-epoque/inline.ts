import { roundRect, textWidth, wrapWords, type Ctx } from '../common/draw.js';
import { ensureFonts, font, FONT_CONDENSED, FONT_SERIF } from '../common/fonts.js';
import { blankCanvas } from '../common/layers.js';
import { THEME } from '../common/palette.js';
import { encodePngSync } from '../common/png.js';
import { LBE_TERRITORY_BY_ID } from './geo.js';
import type { LbeContinent, LbeMapInput, LbePower } from './input.js';
import { LBE_POWER_STYLE } from './palette.js';
import {
  drawBelleEpoqueChip,
  drawBelleEpoqueInlineMap,
  LBE_DRAW,
  LBE_INLINE_MAP,
  type LbeCardBox,
  type LbeInlineArea,
} from './render.js';
import { LBE_WORDS, type LbeWords } from './words.js';

/*
 * The board for the chat (issue #30): Discord fits an inline image into about 550×350, so the inline
 * view is landscape, 1200×720 (fitted at 0.458), drawn at the whole board's sizes (18 px text, 30 px
 * chips, 40 px spaces → 8.2 px, 13.7 px and 18 px inline): the continent where the turn's action was,
 * with its cards, beside the tracks (turn, orders, Prestige and VP, that continent's Fleets). The full
 * board (renderBelleEpoqueMap) goes with it, one click away.
 */

export const LBE_INLINE = {
  width: LBE_INLINE_MAP.w + 400,
  height: LBE_INLINE_MAP.h,
  /** the smallest text and piece drawn, in output pixels */
  smallestTextPx: LBE_DRAW.smallestTextPx,
  smallestPiecePx: LBE_DRAW.smallestPiecePx,
} as const;

const AREA: Record<LbeContinent, LbeInlineArea> = { EU: 'inline-EU', AF: 'inline-AF', AS: 'inline-AS' };
const T = LBE_DRAW.textPx;
const PAD = 14;

/** A territory's continent. */
const continentOf = (id: string): LbeContinent => LBE_TERRITORY_BY_ID.get(id as never)!.continent;

/**
 * The continent the inline view shows: where a Dispute is being resolved, else where the board
 * changed since `before` (most changed spaces, then Fleets), else Europe.
 */
export function lbeInlineContinent(input: LbeMapInput, before?: LbeMapInput | null): LbeContinent {
  if (input.activeDispute) return continentOf(input.activeDispute.territory);
  if (!before) return 'EU';
  const changed: Record<LbeContinent, number> = { EU: 0, AF: 0, AS: 0 };
  const old = new Map(before.territories.map((t) => [t.id, t]));
  for (const t of input.territories) {
    const o = old.get(t.id);
    if (!o) continue;
    let n = t.holder === o.holder ? 0 : 2;
    t.spaces.forEach((sp, i) => {
      const was = o.spaces[i];
      if (!was || was.base !== sp.base || (was.top ?? null) !== (sp.top ?? null)) n++;
    });
    changed[continentOf(t.id)] += n * 10;
  }
  for (const c of ['EU', 'AF', 'AS'] as const) {
    const a = JSON.stringify(input.fleetBoxes[c] ?? []);
    if (a !== JSON.stringify(before.fleetBoxes[c] ?? [])) changed[c] += 1;
  }
  const best = (['EU', 'AF', 'AS'] as const).reduce((a, b) => (changed[b] > changed[a] ? b : a));
  return changed[best] > 0 ? best : 'EU';
}

/** Text at the given size, shrunk to the width but never below the text size. */
function fitLine(
  ctx: Ctx,
  text: string,
  x: number,
  y: number,
  maxW: number,
  px: number,
  weight: 'bold' | 'normal',
  family: string,
) {
  let size = px;
  ctx.font = font(size, weight, family);
  while (size > T && ctx.measureText(text).width > maxW) ctx.font = font(--size, weight, family);
  ctx.textAlign = 'left';
  ctx.textBaseline = 'middle';
  ctx.fillText(text, x, y);
}

function fill(text: string, vars: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (_, k: string) => String(vars[k] ?? `{${k}}`));
}

export interface LbeInlineDrawn {
  continent: LbeContinent;
  cards: LbeCardBox[];
  /** every text of the side panel with its font size (for the legibility test) */
  texts: Array<{ text: string; px: number }>;
}

/** Draw the inline view; returns the canvas and what was drawn (for the tests). */
export function drawBelleEpoqueInline(input: LbeMapInput, opts: { continent?: LbeContinent; banner?: string } = {}) {
  ensureFonts();
  const continent = opts.continent ?? lbeInlineContinent(input);
  const lang = input.lang ?? 'en';
  const w = LBE_WORDS[lang];
  const { canvas, ctx } = blankCanvas(LBE_INLINE.width, LBE_INLINE.height);
  ctx.fillStyle = THEME.panel;
  ctx.fillRect(0, 0, LBE_INLINE.width, LBE_INLINE.height);
  const cards = drawBelleEpoqueInlineMap(ctx, input, AREA[continent]);
  const texts: LbeInlineDrawn['texts'] = [];
  drawSide(ctx, input, continent, w, texts, opts.banner);
  return { canvas, drawn: { continent, cards, texts } satisfies LbeInlineDrawn };
}

function drawSide(
  ctx: Ctx,
  input: LbeMapInput,
  continent: LbeContinent,
  w: LbeWords,
  texts: LbeInlineDrawn['texts'],
  banner?: string,
): void {
  const lang = input.lang ?? 'en';
  const x0 = LBE_INLINE_MAP.w + PAD;
  const maxW = LBE_INLINE.width - x0 - PAD;
  const say = (
    text: string,
    x: number,
    y: number,
    px: number,
    weight: 'bold' | 'normal' = 'normal',
    family = FONT_CONDENSED,
    colour: string = THEME.text,
  ) => {
    ctx.fillStyle = colour;
    fitLine(ctx, text, x, y, LBE_INLINE.width - PAD - x, px, weight, family);
    texts.push({ text, px: Math.max(T, px) });
  };
  let y = 22;
  // caption: wrapped at the title size
  const titleCss = font(LBE_DRAW.titlePx, 'bold', FONT_SERIF);
  for (const line of wrapWords(ctx, input.caption ?? 'La Belle Époque', titleCss, maxW)) {
    say(line, x0, y, LBE_DRAW.titlePx, 'bold', FONT_SERIF);
    y += LBE_DRAW.titlePx + 6;
  }
  // the outcome: a finished solo game's level, or the result the caller names
  const outcome: string[] = [];
  if (input.solo) {
    const p = input.solo;
    outcome.push(fill(w.soloOver, { power: w.owners[p.power], vp: p.vp }));
    if (p.bonus) outcome.push(fill(w.soloBonus, { bonus: p.bonus }));
    outcome.push(w.soloLevel[p.level]);
  }
  if (banner) outcome.push(banner);
  if (outcome.length) {
    const css = font(T + 2, 'bold', FONT_CONDENSED);
    const lines = outcome.flatMap((o) => wrapWords(ctx, o, css, maxW - 16));
    const h = lines.length * (T + 8) + 10;
    roundRect(ctx, x0 - 4, y - 12, maxW + 8, h, 6);
    ctx.fillStyle = '#3b2f22';
    ctx.fill();
    lines.forEach((l, i) => say(l, x0 + 6, y + 4 + i * (T + 8), T + 2, 'bold', FONT_CONDENSED, '#ffffff'));
    y += h + 4;
  }
  // turn and era
  const era = ['I', 'II', 'III'][input.era - 1];
  say(`${w.turn} ${input.turn}/9 · ${w.era} ${era}`, x0, y + 6, T + 2, 'bold');
  y += 36;
  // turn orders
  const chipW = 46;
  const orders: Array<[string, LbePower[]]> = [[w.turnOrder, input.turnOrder]];
  if (input.nextTurnOrder?.length) orders.push([w.nextOrder, input.nextTurnOrder]);
  const labelW = Math.max(...orders.map(([l]) => textWidth(ctx, l, font(T, 'bold', FONT_CONDENSED)))) + 10;
  for (const [label, order] of orders) {
    say(label, x0, y + LBE_DRAW.chipPx / 2, T, 'bold');
    order.forEach((p, i) => drawBelleEpoqueChip(ctx, x0 + labelW + i * (chipW + 5), y, chipW, p, w.codes[p], lang));
    y += LBE_DRAW.chipPx + 8;
  }
  y += 8;
  // Prestige and VP per Power: chip, Prestige, a bar and the VP
  const prestigeX = x0 + chipW + 10;
  const barX = prestigeX + Math.max(textWidth(ctx, w.prestige, font(T, 'bold', FONT_CONDENSED)), 40) + 12;
  const barW = LBE_INLINE.width - PAD - 44 - barX;
  say(w.prestige, prestigeX, y + 8, T, 'bold');
  say('VP', barX, y + 8, T, 'bold');
  y += 22;
  const max = Math.max(100, ...input.powers.map((p) => input.vp[p] ?? 0));
  for (const p of input.powers) {
    drawBelleEpoqueChip(ctx, x0, y, chipW, p, w.codes[p], lang);
    const mid = y + LBE_DRAW.chipPx / 2 + 1;
    ctx.textAlign = 'center';
    say(String(input.prestige[p] ?? 0), prestigeX + 8, mid, T + 2, 'bold');
    if (input.nonPlayer?.includes(p)) {
      say(w.nonPlayer, barX, mid, T, 'normal', FONT_CONDENSED, THEME.textMuted);
    } else {
      const vp = input.vp[p] ?? 0;
      ctx.fillStyle = '#efe7d3';
      ctx.fillRect(barX, y + 5, barW, 20);
      ctx.fillStyle = LBE_POWER_STYLE[p].fill;
      ctx.fillRect(barX, y + 5, (barW * Math.max(0, vp)) / max, 20);
      ctx.strokeStyle = '#9c927c';
      ctx.lineWidth = 1;
      ctx.strokeRect(barX, y + 5, barW, 20);
      say(String(vp), barX + barW + 8, mid, T + 2, 'bold');
    }
    y += LBE_DRAW.chipPx + 8;
  }
  y += 8;
  // the continent's Fleet box
  say(`${w.fleetBoxes}: ${w.continents[continent]}`, x0, y + 10, T, 'bold');
  y += 26;
  const fleets = input.fleetBoxes[continent] ?? [];
  const fw = Math.floor((maxW - 3 * 5) / 4);
  fleets.forEach((f, k) => {
    const letter = f.active ? w.fleetLetter.active : w.fleetLetter.exhausted;
    const tag = f.nation ? `${w.fleetNation[f.nation] ?? f.nation.slice(0, 2)}→` : '';
    const text = `${tag}${w.codes[f.power]} ${letter}`;
    drawBelleEpoqueChip(
      ctx,
      x0 + (k % 4) * (fw + 5),
      y + Math.floor(k / 4) * (LBE_DRAW.chipPx + 5),
      fw,
      f.power,
      text,
      lang,
      !f.active,
    );
    texts.push({ text, px: T });
  });
  if (!fleets.length) say('—', x0, y + 14, T);
}

/** Render the inline view to a PNG. Pure: same input, same bytes. */
export async function renderBelleEpoqueInline(
  input: LbeMapInput,
  opts: { continent?: LbeContinent; banner?: string } = {},
): Promise<Buffer> {
  return encodePngSync(drawBelleEpoqueInline(input, opts).canvas);
}
