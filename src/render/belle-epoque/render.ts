import { createCanvas, type Path2D } from '@napi-rs/canvas';
import { haloText, roundRect, textWidth, type Ctx } from '../common/draw.js';
import { ensureFonts, font, FONT_CONDENSED, FONT_SANS, FONT_SERIF } from '../common/fonts.js';
import { blankCanvas, LayerCache } from '../common/layers.js';
import {
  country,
  countryBorders,
  countryMesh,
  geoFrame,
  type BBox,
  type GeoFrame,
  type Viewport,
} from '../common/geo.js';
import { CollisionIndex, candidatesAround, type Box } from '../common/labels.js';
import { THEME, tint, shade } from '../common/palette.js';
import { drawChip, drawCube } from '../common/pieces.js';
import { encodePng } from '../common/png.js';
import { LBE_HOMELANDS, LBE_TERRITORIES, LBE_TERRITORY_BY_ID, type LbeTerritoryGeo } from './geo.js';
import type {
  LbeContinent,
  LbeFleet,
  LbeMapInput,
  LbePower,
  LbeRenderOptions,
  LbeSpace,
  LbeTerritoryInput,
} from './input.js';
import { LBE_CUBE_STYLE, LBE_POWER_NAME, LBE_POWER_STYLE } from './palette.js';
import { LBE_NAMES_IT, LBE_WORDS, type LbeWords } from './words.js';

export const LBE_WIDTH = 1600;
export const LBE_HEIGHT = 1040;
/** Drawing parameters the legibility test reads (issue #18): the smallest text a player must read
 * and the smallest piece (a cube in a space of the smaller panels). Not yet designed for 550 px. */
export const LBE_DRAW = { width: LBE_WIDTH, smallestTextPx: 9, smallestPiecePx: 20 } as const;
const MAP_H = 800;

const UNHELD_MINOR = '#f3e6c4';
const UNHELD_COLONY = '#eadbb4';
const BACKGROUND_LAND = '#dcd8cc';
const TERRITORY_EDGE = '#6b4a2b';

interface Panel {
  key: string;
  title: keyof LbeWords['panel'];
  viewport: Viewport;
  bbox: BBox;
  projection: 'mercator' | 'conic';
  /** Territories that get a card in this panel. */
  cards: LbeContinent[];
  boxSize: number;
}

function panelsFor(detail: LbeRenderOptions['detail']): Panel[] {
  const full: Viewport = { x: 0, y: 0, w: LBE_WIDTH, h: MAP_H };
  switch (detail) {
    case 'europe':
      return [
        {
          key: 'lbe-eu-detail',
          title: 'europe',
          viewport: full,
          bbox: { lon0: -13, lat0: 33.5, lon1: 46, lat1: 60 },
          projection: 'conic',
          cards: ['EU'],
          boxSize: 28,
        },
      ];
    case 'africa':
      return [
        {
          key: 'lbe-af-detail',
          title: 'africa',
          viewport: full,
          bbox: { lon0: -24, lat0: -40, lon1: 64, lat1: 38 },
          projection: 'mercator',
          cards: ['AF'],
          boxSize: 28,
        },
      ];
    case 'asia':
      return [
        {
          key: 'lbe-as-detail',
          title: 'asia',
          viewport: full,
          bbox: { lon0: 40, lat0: -24, lon1: 162, lat1: 58 },
          projection: 'mercator',
          cards: ['AS'],
          boxSize: 28,
        },
      ];
    default:
      return [
        {
          key: 'lbe-eu',
          title: 'europe',
          viewport: { x: 0, y: 0, w: 740, h: MAP_H },
          bbox: { lon0: -16, lat0: 33, lon1: 45, lat1: 60 },
          projection: 'conic',
          cards: ['EU'],
          boxSize: 23,
        },
        {
          key: 'lbe-afas',
          title: 'africaAsia',
          viewport: { x: 740, y: 0, w: LBE_WIDTH - 740, h: MAP_H },
          bbox: { lon0: -34, lat0: -38, lon1: 160, lat1: 58 },
          projection: 'mercator',
          cards: ['AF', 'AS'],
          boxSize: 23,
        },
      ];
  }
}

/** Path of one territory's region in a frame (cached with the frame). */
function regionPaths(frame: GeoFrame, t: LbeTerritoryGeo): Array<{ path: Path2D; clip: Path2D | null }> {
  return t.parts.map((part, i) => {
    const path = frame.pathFor(`c:${part.country}`, country(part.country));
    let clip: Path2D | null = null;
    if (part.clip) {
      const ring = [...part.clip, part.clip[0]];
      // d3 treats a clockwise ring as the small polygon; our rings are written counter-clockwise
      clip = frame.pathFor(`clip:${t.id}:${i}`, { type: 'Polygon', coordinates: [ring.slice().reverse()] });
    }
    return { path, clip };
  });
}

const TERRITORY_OF_COUNTRY = new Map<string, string>();
for (const t of LBE_TERRITORIES) for (const p of t.parts) if (!p.clip) TERRITORY_OF_COUNTRY.set(p.country, t.id);
// countries split by a hand-drawn cut keep the territory of their main part
TERRITORY_OF_COUNTRY.set('China', 'china');

function territoryEdges() {
  return countryMesh('lbe-territory-edges', (a, b) => {
    const ta = TERRITORY_OF_COUNTRY.get(a) ?? null;
    const tb = b === null ? null : (TERRITORY_OF_COUNTRY.get(b) ?? null);
    return ta !== tb || (b === null && ta !== null);
  });
}

function holderFill(t: LbeTerritoryGeo, held: LbeTerritoryInput | undefined): string {
  if (held?.holder) return tint(LBE_POWER_STYLE[held.holder].fill, 0.45);
  return t.kind === 'minor' ? UNHELD_MINOR : UNHELD_COLONY;
}

/** Held territories are hatched in the holder's colour over the parchment, so a held region never
 * reads as sea and the hatching is a second cue besides colour. */
type Pattern = NonNullable<ReturnType<Ctx['createPattern']>>;
// patterns belong to the context that made them, so the cache is per canvas
const hatchCaches = new WeakMap<Ctx, Map<string, Pattern>>();
function holderPattern(ctx: Ctx, t: LbeTerritoryGeo, held: LbeTerritoryInput | undefined): string | Pattern {
  if (!held?.holder) return holderFill(t, held);
  const key = `${held.holder}:${t.kind}`;
  let hatchCache = hatchCaches.get(ctx);
  if (!hatchCache) {
    hatchCache = new Map();
    hatchCaches.set(ctx, hatchCache);
  }
  let pat = hatchCache.get(key);
  if (!pat) {
    const size = 10;
    const tile = createCanvas(size, size);
    const c = tile.getContext('2d');
    c.fillStyle = t.kind === 'minor' ? UNHELD_MINOR : UNHELD_COLONY;
    c.fillRect(0, 0, size, size);
    c.strokeStyle = tint(LBE_POWER_STYLE[held.holder].fill, 0.15);
    c.lineWidth = 3.2;
    c.beginPath();
    for (const o of [-size, 0, size]) {
      c.moveTo(o, size);
      c.lineTo(o + size, 0);
    }
    c.stroke();
    const made = ctx.createPattern(tile, 'repeat');
    if (!made) throw new Error('render: could not create hatch pattern');
    pat = made;
    hatchCache.set(key, pat);
  }
  return pat;
}

/** Regions far outside a panel are skipped: they are invisible there, and a conic projection can
 * fold the far side of the globe into stray lines. */
function nearPanel(panel: Panel, anchor: [number, number], margin = 30): boolean {
  const b = panel.bbox;
  return (
    anchor[0] > b.lon0 - margin &&
    anchor[0] < b.lon1 + margin &&
    anchor[1] > b.lat0 - margin &&
    anchor[1] < b.lat1 + margin
  );
}

function drawPanelMap(
  ctx: Ctx,
  panel: Panel,
  frame: GeoFrame,
  byId: Map<string, LbeTerritoryInput>,
  w: LbeWords,
): void {
  const v = panel.viewport;
  const territories = LBE_TERRITORIES.filter((t) => nearPanel(panel, t.anchor));
  const homelands = LBE_HOMELANDS.filter((h) => nearPanel(panel, h.anchor, 40));
  ctx.save();
  ctx.beginPath();
  ctx.rect(v.x, v.y, v.w, v.h);
  ctx.clip();
  ctx.fillStyle = THEME.sea;
  ctx.fillRect(v.x, v.y, v.w, v.h);
  ctx.fillStyle = BACKGROUND_LAND;
  ctx.fill(frame.land);

  for (const h of homelands) {
    ctx.fillStyle = tint(LBE_POWER_STYLE[h.power].fill, 0.8);
    for (const c of h.countries) ctx.fill(frame.pathFor(`c:${c}`, country(c)));
  }
  ctx.strokeStyle = 'rgba(110,100,85,0.45)';
  ctx.lineWidth = 0.6;
  ctx.stroke(frame.pathFor('borders', countryBorders()));

  for (const t of territories) {
    ctx.fillStyle = holderPattern(ctx, t, byId.get(t.id));
    for (const { path, clip } of regionPaths(frame, t)) {
      if (clip) {
        ctx.save();
        ctx.clip(clip);
        ctx.fill(path);
        ctx.restore();
      } else ctx.fill(path);
    }
  }
  // outer edges of territories: one mesh of country arcs whose two sides belong to different
  // territories (or that face the sea), plus the hand-drawn cuts through split countries
  ctx.lineWidth = 1.4;
  ctx.strokeStyle = TERRITORY_EDGE;
  ctx.stroke(frame.pathFor('territory-edges', territoryEdges()));
  for (const t of territories) {
    for (const { path, clip } of regionPaths(frame, t)) {
      if (!clip) continue;
      ctx.save();
      ctx.clip(path);
      ctx.stroke(clip);
      ctx.restore();
    }
    if (t.islands) {
      const [x, y] = frame.project(t.anchor[0], t.anchor[1]);
      ctx.save();
      ctx.setLineDash([4, 3]);
      ctx.beginPath();
      const r = panel.boxSize * 1.6;
      ctx.ellipse(x, y, r * 1.5, r, 0, 0, Math.PI * 2);
      ctx.fillStyle = `${tint(holderFill(t, byId.get(t.id)), 0.1)}99`;
      ctx.fill();
      ctx.stroke();
      ctx.restore();
    }
  }
  ctx.strokeStyle = THEME.coast;
  ctx.lineWidth = 0.8;
  ctx.stroke(frame.land);

  for (const h of homelands) {
    const [x, y] = frame.project(h.anchor[0], h.anchor[1]);
    if (x < v.x || x > v.x + v.w || y < v.y || y > v.y + v.h) continue;
    haloText(ctx, w.homeland[h.label], x, y, {
      font: font(panel.boxSize > 24 ? 15 : 11, 'italic', FONT_SERIF),
      color: shade(LBE_POWER_STYLE[h.power].fill, 0.35),
      haloWidth: 2.5,
    });
  }
  ctx.restore();

  ctx.lineWidth = 2;
  ctx.strokeStyle = THEME.panelEdge;
  ctx.strokeRect(v.x + 1, v.y + 1, v.w - 2, v.h - 2);
  const title = w.panel[panel.title].toUpperCase();
  ctx.font = font(13, 'bold', FONT_SERIF);
  const tw = ctx.measureText(title).width;
  roundRect(ctx, v.x + 8, v.y + 8, tw + 16, 22, 4);
  ctx.fillStyle = THEME.panel;
  ctx.fill();
  ctx.strokeStyle = THEME.panelEdge;
  ctx.lineWidth = 1;
  ctx.stroke();
  ctx.fillStyle = THEME.text;
  ctx.textAlign = 'left';
  ctx.fillText(title, v.x + 16, v.y + 19.5);
}

function gridShape(n: number): { cols: number; rows: number } {
  // layouts of reconstruction §1.1: 3 → 1×3, 4 → 2×2, 6 → 2×3, 8 → 2×4
  if (n <= 3) return { cols: n, rows: 1 };
  if (n === 4) return { cols: 2, rows: 2 };
  return { cols: Math.ceil(n / 2), rows: 2 };
}

interface CardLayout {
  box: Box;
  lines: string[];
  s: number;
  cols: number;
  rows: number;
}

function cardLayout(
  ctx: Ctx,
  name: string,
  n: number,
  s: number,
  footer: string | null,
): { w: number; h: number; lines: string[]; cols: number; rows: number } {
  const { cols, rows } = gridShape(n);
  const gap = Math.round(s * 0.12);
  const gridW = cols * s + (cols - 1) * gap;
  const nameFont = font(Math.round(s * 0.56), 'bold', FONT_CONDENSED);
  const badgeW = s * 1.1;
  let lines = [name];
  const maxW = Math.max(gridW + s * 1.6, s * 4.2);
  if (textWidth(ctx, name, nameFont) + badgeW > maxW) {
    const cut = name.lastIndexOf('-') > 0 ? name.lastIndexOf('-') + 1 : name.lastIndexOf(' ');
    if (cut > 0) lines = [name.slice(0, cut).trim(), name.slice(cut).trim()];
  }
  const textW = Math.max(...lines.map((l) => textWidth(ctx, l, nameFont)));
  const lineH = Math.round(s * 0.68);
  const footerW = footer ? textWidth(ctx, footer, font(Math.round(s * 0.42), 'bold', FONT_CONDENSED)) : 0;
  const w = Math.ceil(Math.max(gridW, textW + badgeW, footerW) + 10);
  const h = Math.ceil(lines.length * lineH + 6 + rows * s + (rows - 1) * gap + 6 + (footer ? Math.round(s * 0.6) : 0));
  return { w, h, lines, cols, rows };
}

function drawSpace(ctx: Ctx, x: number, y: number, s: number, space: LbeSpace, index: number, numbered: boolean): void {
  roundRect(ctx, x, y, s, s, s * 0.15);
  ctx.fillStyle = '#ffffff';
  ctx.fill();
  ctx.lineWidth = 1;
  ctx.strokeStyle = '#8d8577';
  ctx.stroke();
  if (!space.base) {
    if (numbered) {
      ctx.font = font(Math.round(s * 0.45), 'normal', FONT_CONDENSED);
      ctx.fillStyle = '#9a9284';
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      ctx.fillText(String(index + 1), x + s / 2, y + s / 2 + 0.5);
    }
    return;
  }
  if (space.top) {
    // a Dispute: the space is split on the diagonal, the base cube's colour and code bottom-left,
    // the top cube's top-right, inside a red frame
    const base = LBE_CUBE_STYLE[space.base];
    const top = LBE_CUBE_STYLE[space.top];
    ctx.save();
    roundRect(ctx, x + 1, y + 1, s - 2, s - 2, s * 0.15);
    ctx.clip();
    ctx.fillStyle = base.fill;
    ctx.fillRect(x, y, s, s);
    ctx.beginPath();
    ctx.moveTo(x, y);
    ctx.lineTo(x + s, y);
    ctx.lineTo(x + s, y + s);
    ctx.closePath();
    ctx.fillStyle = top.fill;
    ctx.fill();
    ctx.beginPath();
    ctx.moveTo(x, y);
    ctx.lineTo(x + s, y + s);
    ctx.strokeStyle = '#ffffff';
    ctx.lineWidth = 1.5;
    ctx.stroke();
    ctx.restore();
    roundRect(ctx, x - 0.5, y - 0.5, s + 1, s + 1, s * 0.18);
    ctx.strokeStyle = THEME.failed;
    ctx.lineWidth = 2;
    ctx.stroke();
    ctx.font = font(Math.max(7, Math.round(s * 0.36)), 'bold', FONT_CONDENSED);
    ctx.textBaseline = 'middle';
    ctx.textAlign = 'left';
    ctx.fillStyle = base.ink;
    ctx.fillText(base.code, x + 2, y + s * 0.74);
    ctx.textAlign = 'right';
    ctx.fillStyle = top.ink;
    ctx.fillText(top.code, x + s - 2, y + s * 0.27);
    return;
  }
  drawCube(ctx, x + 1.5, y + 1.5, s - 3, LBE_CUBE_STYLE[space.base]);
}

function drawCard(
  ctx: Ctx,
  geo: LbeTerritoryGeo,
  t: LbeTerritoryInput,
  layout: CardLayout,
  activeSpace: number | null,
  w: LbeWords,
): void {
  const { box, s, lines, cols } = layout;
  if (activeSpace !== null) {
    // the Dispute being resolved now: a red halo round the card
    roundRect(ctx, box.x - 4, box.y - 4, box.w + 8, box.h + 8, 8);
    ctx.strokeStyle = THEME.failed;
    ctx.lineWidth = 3;
    ctx.setLineDash([6, 3]);
    ctx.stroke();
    ctx.setLineDash([]);
  }
  const held = t.holder ? LBE_POWER_STYLE[t.holder] : null;
  roundRect(ctx, box.x, box.y, box.w, box.h, 5);
  ctx.fillStyle = 'rgba(255,253,247,0.96)';
  ctx.fill();
  ctx.lineWidth = held ? 3 : 1.2;
  ctx.strokeStyle = held ? held.fill : '#6f6655';
  ctx.stroke();
  const lineH = Math.round(s * 0.68);
  const headerH = lines.length * lineH + 4;
  if (held) {
    ctx.save();
    roundRect(ctx, box.x, box.y, box.w, box.h, 5);
    ctx.clip();
    ctx.fillStyle = held.fill;
    ctx.fillRect(box.x, box.y, box.w, headerH);
    ctx.restore();
  }
  ctx.font = font(Math.round(s * 0.56), 'bold', FONT_CONDENSED);
  ctx.textAlign = 'left';
  ctx.textBaseline = 'middle';
  ctx.fillStyle = held ? held.ink : THEME.text;
  lines.forEach((l, i) => ctx.fillText(l, box.x + 5, box.y + 2 + lineH * (i + 0.5)));
  // VP badge: the board VP for holding the territory, in a circle (top right)
  if (t.vp !== undefined) {
    const r = s * 0.38;
    const cx = box.x + box.w - r - 4;
    const cy = box.y + 2 + lineH / 2;
    ctx.beginPath();
    ctx.arc(cx, cy, r, 0, Math.PI * 2);
    ctx.fillStyle = '#fff7d6';
    ctx.fill();
    ctx.lineWidth = 1;
    ctx.strokeStyle = '#5a4a2a';
    ctx.stroke();
    ctx.font = font(Math.round(s * 0.46), 'bold', FONT_CONDENSED);
    ctx.textAlign = 'center';
    ctx.fillStyle = '#3a2a0a';
    ctx.fillText(String(t.vp), cx, cy + 0.5);
  }
  const gap = Math.round(s * 0.12);
  const gridW = cols * s + (cols - 1) * gap;
  const gx = box.x + (box.w - gridW) / 2;
  const gy = box.y + headerH + 3;
  t.spaces.forEach((space, i) => {
    const col = i % cols;
    const row = Math.floor(i / cols);
    // 1..6 carry die faces; China's 7 and 8 are plain (reconstruction §1.1)
    drawSpace(ctx, gx + col * (s + gap), gy + row * (s + gap), s, space, i, i < 6);
    if (activeSpace === i + 1) {
      roundRect(ctx, gx + col * (s + gap) - 3.5, gy + row * (s + gap) - 3.5, s + 7, s + 7, s * 0.25);
      ctx.strokeStyle = THEME.failed;
      ctx.lineWidth = 2.5;
      ctx.stroke();
    }
  });
  if (geo.russiaNoFleet) {
    // Russia's printed symbol: Russia needs no Fleet to send cubes or Armies here
    ctx.font = font(Math.round(s * 0.42), 'bold', FONT_CONDENSED);
    ctx.textAlign = 'left';
    ctx.fillStyle = shade(LBE_POWER_STYLE.RU.fill, 0.25);
    ctx.fillText(w.ruNoFleet, box.x + 5, box.y + box.h - s * 0.36);
  }
}

function nearestPointOnBox(b: Box, x: number, y: number): [number, number] {
  return [Math.max(b.x, Math.min(x, b.x + b.w)), Math.max(b.y, Math.min(y, b.y + b.h))];
}

function drawCards(
  ctx: Ctx,
  panel: Panel,
  frame: GeoFrame,
  input: LbeMapInput,
  byId: Map<string, LbeTerritoryInput>,
  words: LbeWords,
): void {
  const v = panel.viewport;
  const index = new CollisionIndex({ x: v.x + 4, y: v.y + 34, w: v.w - 8, h: v.h - 38 });
  index.add({ x: v.x, y: v.y, w: 160, h: 34 });
  const mine = LBE_TERRITORIES.filter((t) => panel.cards.includes(t.continent) && byId.has(t.id));
  // anchors are obstacles, so no card hides the territory it belongs to or a neighbour's anchor
  const anchors = new Map<string, [number, number]>();
  for (const t of mine) {
    const p = frame.project(t.anchor[0], t.anchor[1]);
    anchors.set(t.id, p);
    index.add({ x: p[0] - 7, y: p[1] - 7, w: 14, h: 14 });
  }
  const placed: Array<{ geo: LbeTerritoryGeo; t: LbeTerritoryInput; layout: CardLayout }> = [];
  for (const geo of mine) {
    const t = byId.get(geo.id)!;
    const name = input.names?.[geo.id] ?? (input.lang === 'it' ? LBE_NAMES_IT[geo.id] : geo.name);
    const s = panel.boxSize;
    const { w, h, lines, cols, rows } = cardLayout(
      ctx,
      name,
      t.spaces.length,
      s,
      geo.russiaNoFleet ? words.ruNoFleet : null,
    );
    const [px, py] = frame.project(geo.card[0], geo.card[1]);
    const cands: Box[] = [{ x: px - w / 2, y: py - h / 2, w, h }];
    for (let r = 1; r <= 10; r++) {
      const d = r * 12;
      for (let k = 0; k < 8; k++) {
        const a = (k * Math.PI) / 4;
        cands.push({ x: px - w / 2 + Math.cos(a) * d, y: py - h / 2 + Math.sin(a) * d, w, h });
      }
    }
    cands.push(...candidatesAround(anchors.get(geo.id)![0], anchors.get(geo.id)![1], w, h, 16, 4));
    const box = index.place(cands, 3);
    placed.push({ geo, t, layout: { box, lines, s, cols, rows } });
  }
  // leader lines first, cards on top
  for (const { geo, layout } of placed) {
    const [ax, ay] = anchors.get(geo.id)!;
    const [bx, by] = nearestPointOnBox(layout.box, ax, ay);
    ctx.beginPath();
    ctx.moveTo(bx, by);
    ctx.lineTo(ax, ay);
    ctx.strokeStyle = 'rgba(255,255,255,0.9)';
    ctx.lineWidth = 3.5;
    ctx.stroke();
    ctx.strokeStyle = '#3b2f22';
    ctx.lineWidth = 1.3;
    ctx.stroke();
    ctx.beginPath();
    ctx.arc(ax, ay, 3.5, 0, Math.PI * 2);
    ctx.fillStyle = '#3b2f22';
    ctx.fill();
    ctx.strokeStyle = '#ffffff';
    ctx.lineWidth = 1.2;
    ctx.stroke();
  }
  const active = input.activeDispute ?? null;
  for (const { geo, t, layout } of placed)
    drawCard(ctx, geo, t, layout, active && active.territory === geo.id ? active.space : null, words);
}

// ---------------------------------------------------------------- tracks strip

function sectionTitle(ctx: Ctx, text: string, x: number, y: number): void {
  ctx.font = font(13, 'bold', FONT_SERIF);
  ctx.textAlign = 'left';
  ctx.textBaseline = 'middle';
  ctx.fillStyle = THEME.text;
  ctx.fillText(text, x, y);
}

function drawTurnTrack(ctx: Ctx, input: LbeMapInput, x: number, y: number, w: LbeWords): void {
  sectionTitle(ctx, w.turn, x, y);
  const s = 30;
  const eraNames = ['I', 'II', 'III'];
  for (let turn = 1; turn <= 9; turn++) {
    const era = Math.ceil(turn / 3);
    const bx = x + (turn - 1) * (s + 3) + (era - 1) * 6;
    const by = y + 16;
    roundRect(ctx, bx, by, s, s, 4);
    const current = turn === input.turn;
    ctx.fillStyle = current ? '#3b2f22' : ['#f5ecd7', '#ebe0c6', '#e0d3b4'][era - 1];
    ctx.fill();
    ctx.strokeStyle = '#6f6655';
    ctx.lineWidth = current ? 2 : 1;
    ctx.stroke();
    ctx.font = font(14, 'bold', FONT_CONDENSED);
    ctx.textAlign = 'center';
    ctx.fillStyle = current ? '#ffffff' : THEME.text;
    ctx.fillText(String(turn), bx + s / 2, by + s / 2 + 0.5);
    if (turn % 3 === 2) {
      ctx.font = font(10, 'normal', FONT_CONDENSED);
      ctx.fillStyle = era === input.era ? THEME.text : THEME.textMuted;
      ctx.fillText(`${w.era} ${eraNames[era - 1]}${era === input.era ? ' ◀' : ''}`, bx + s / 2, by + s + 10);
    }
  }
}

function drawOrder(ctx: Ctx, label: string, order: LbePower[], x: number, y: number, labelW: number): void {
  ctx.font = font(11, 'normal', FONT_CONDENSED);
  ctx.textAlign = 'left';
  ctx.fillStyle = THEME.textMuted;
  ctx.fillText(label, x, y + 11);
  order.forEach((p, i) => {
    const bx = x + labelW + i * 40;
    ctx.font = font(9, 'normal', FONT_CONDENSED);
    ctx.fillStyle = THEME.textMuted;
    ctx.textAlign = 'center';
    ctx.fillText(String(i + 1), bx + 17, y - 3);
    drawChip(ctx, bx, y, 34, 22, LBE_POWER_STYLE[p]);
  });
}

function drawPrestige(ctx: Ctx, input: LbeMapInput, x: number, y: number, width: number, w: LbeWords): void {
  sectionTitle(ctx, w.prestige, x, y);
  const cells = 21;
  const cw = Math.floor(width / cells);
  const by = y + 16;
  const ch = 22;
  for (let i = 0; i < cells; i++) {
    const bx = x + i * cw;
    ctx.fillStyle = i % 5 === 0 ? '#eadfc4' : '#f6efdc';
    ctx.fillRect(bx, by, cw - 1, ch);
    ctx.font = font(10, 'normal', FONT_CONDENSED);
    ctx.textAlign = 'center';
    ctx.fillStyle = THEME.textMuted;
    ctx.fillText(String(i), bx + cw / 2, by + ch / 2);
  }
  const stacks = new Map<number, LbePower[]>();
  for (const p of input.powers) {
    const val = Math.max(0, Math.min(20, input.prestige[p] ?? 0));
    stacks.set(val, [...(stacks.get(val) ?? []), p]);
  }
  for (const [val, ps] of stacks) {
    ps.forEach((p, k) => drawChip(ctx, x + val * cw + 1, by + ch + 3 + k * 17, cw - 3, 16, LBE_POWER_STYLE[p]));
  }
}

function drawVp(ctx: Ctx, input: LbeMapInput, x: number, y: number, width: number, w: LbeWords): void {
  sectionTitle(ctx, w.vp, x, y);
  const max = Math.max(100, ...input.powers.map((p) => input.vp[p] ?? 0));
  input.powers.forEach((p, i) => {
    const by = y + 16 + i * 24;
    const vp = input.vp[p] ?? 0;
    drawChip(ctx, x, by, 34, 20, LBE_POWER_STYLE[p]);
    if (input.nonPlayer?.includes(p)) {
      // a Non-Player Power scores no VP (chapter 13): a note, not an empty bar
      ctx.font = font(13, 'italic', FONT_SANS);
      ctx.textAlign = 'left';
      ctx.fillStyle = THEME.textMuted;
      ctx.fillText(w.nonPlayer, x + 44, by + 10.5);
      return;
    }
    const barX = x + 40;
    const barW = width - 80;
    ctx.fillStyle = '#efe7d3';
    ctx.fillRect(barX, by + 3, barW, 14);
    ctx.fillStyle = LBE_POWER_STYLE[p].fill;
    ctx.fillRect(barX, by + 3, (barW * Math.max(0, vp)) / max, 14);
    ctx.strokeStyle = '#9c927c';
    ctx.lineWidth = 1;
    ctx.strokeRect(barX, by + 3, barW, 14);
    ctx.font = font(13, 'bold', FONT_CONDENSED);
    ctx.textAlign = 'right';
    ctx.fillStyle = THEME.text;
    ctx.fillText(String(vp), x + width, by + 10.5);
  });
}

function drawFleetBoxes(ctx: Ctx, input: LbeMapInput, x: number, y: number, width: number, w: LbeWords): void {
  sectionTitle(ctx, w.fleetBoxes, x, y);
  const conts: Array<[LbeContinent, string]> = [
    ['EU', w.continents.EU],
    ['AF', w.continents.AF],
    ['AS', w.continents.AS],
  ];
  const bw = Math.floor((width - 12) / 3);
  conts.forEach(([c, name], i) => {
    const bx = x + i * (bw + 6);
    const by = y + 16;
    const bh = 150;
    roundRect(ctx, bx, by, bw, bh, 6);
    ctx.fillStyle = '#dcebf3';
    ctx.fill();
    ctx.strokeStyle = '#5b7f95';
    ctx.lineWidth = 1.2;
    ctx.stroke();
    ctx.font = font(11, 'bold', FONT_CONDENSED);
    ctx.textAlign = 'left';
    ctx.fillStyle = '#234';
    ctx.fillText(name, bx + 6, by + 10);
    const fleets: LbeFleet[] = input.fleetBoxes[c] ?? [];
    const chipW = Math.floor((bw - 16) / 2);
    fleets.forEach((f, k) => {
      const col = k % 2;
      const row = Math.floor(k / 2);
      const label = `${f.nation ? `${f.nation.slice(0, 3).replace(/^./, (m) => m.toUpperCase())}→` : ''}${f.power} ${f.active ? 'F' : 'f'}`;
      drawChip(
        ctx,
        bx + 6 + col * (chipW + 4),
        by + 22 + row * 22,
        chipW,
        19,
        LBE_POWER_STYLE[f.power],
        label,
        !f.active,
      );
    });
  });
}

function drawLegend(ctx: Ctx, x: number, y: number, w: LbeWords): void {
  sectionTitle(ctx, w.key, x, y);
  let cx = x;
  let cy = y + 16;
  const owners: Array<keyof typeof LBE_CUBE_STYLE> = [
    'GB',
    'CE',
    'FR',
    'RU',
    'ITA',
    'JPN',
    'USA',
    'ESP',
    'POR',
    'BEL',
    'NED',
    'BOER',
    'ARMAMENT',
  ];
  const items = owners.map((k) => [k, w.owners[k]] as const);
  ctx.font = font(10, 'normal', FONT_CONDENSED);
  items.forEach(([k, label], i) => {
    const col = i % 2;
    const row = Math.floor(i / 2);
    cx = x + col * 112;
    const yy = cy + row * 19;
    drawCube(ctx, cx, yy, 16, LBE_CUBE_STYLE[k]);
    ctx.font = font(10, 'normal', FONT_CONDENSED);
    ctx.textAlign = 'left';
    ctx.fillStyle = THEME.text;
    ctx.fillText(label, cx + 20, yy + 8.5);
  });
  cy += 7 * 19;
  ctx.fillStyle = THEME.textMuted;
  // shrink the two notes until they fit the column
  for (const [i, note] of [w.dispute, w.fleets].entries()) {
    let px = 10;
    ctx.font = font(px, 'normal', FONT_CONDENSED);
    while (px > 7 && ctx.measureText(note).width > LBE_WIDTH - x - 8) ctx.font = font(--px, 'normal', FONT_CONDENSED);
    ctx.fillText(note, x, cy + 6 + i * 14);
  }
}

function drawTracks(ctx: Ctx, input: LbeMapInput, w: LbeWords): void {
  const y0 = MAP_H;
  ctx.fillStyle = THEME.panel;
  ctx.fillRect(0, y0, LBE_WIDTH, LBE_HEIGHT - y0);
  ctx.strokeStyle = THEME.panelEdge;
  ctx.lineWidth = 2;
  ctx.beginPath();
  ctx.moveTo(0, y0 + 1);
  ctx.lineTo(LBE_WIDTH, y0 + 1);
  ctx.stroke();
  const y = y0 + 16;
  if (input.caption) {
    // the caption must fit left of the Prestige track: shrink, then cut with an ellipsis
    const maxW = 316;
    let px = 14;
    let text = input.caption;
    ctx.font = font(px, 'bold', FONT_SERIF);
    while (px > 10 && ctx.measureText(text).width > maxW) ctx.font = font(--px, 'bold', FONT_SERIF);
    while (text.length > 1 && ctx.measureText(text).width > maxW) text = `${text.slice(0, -2)}…`;
    ctx.textAlign = 'left';
    ctx.fillStyle = THEME.text;
    ctx.fillText(text, 14, y);
  }
  drawTurnTrack(ctx, input, 14, y + 22, w);
  const labelW = Math.max(
    78,
    ...[w.turnOrder, w.nextOrder].map((l) => textWidth(ctx, l, font(11, 'normal', FONT_CONDENSED)) + 8),
  );
  drawOrder(ctx, w.turnOrder, input.turnOrder, 14, y + 108, labelW);
  if (input.nextTurnOrder?.length) drawOrder(ctx, w.nextOrder, input.nextTurnOrder, 14, y + 146, labelW);
  drawPrestige(ctx, input, 340, y, 440, w);
  drawVp(ctx, input, 340, y + 100, 440, w);
  drawFleetBoxes(ctx, input, 800, y, 540, w);
  drawLegend(ctx, 1360, y, w);
}

const staticLayers = new LayerCache(12);

/** Draw the board; returns the canvas (for tests and benchmarks that skip encoding). The panel maps
 * (land, homelands, territories in their holders' colours, names) are a static layer kept per
 * detail, language and holders, and copied in; `cache: false` draws them in place (same pixels). */
export function drawBelleEpoqueMap(input: LbeMapInput, opts: LbeRenderOptions & { cache?: boolean } = {}) {
  const byId = new Map<string, LbeTerritoryInput>();
  for (const t of input.territories) {
    const geo = LBE_TERRITORY_BY_ID.get(t.id);
    if (!geo) throw new Error(`renderBelleEpoqueMap: unknown territory '${t.id}'`);
    byId.set(t.id, t);
  }
  const panels = panelsFor(opts.detail);
  const frames = panels.map((p) =>
    geoFrame({ id: p.key, bbox: p.bbox, viewport: p.viewport, projection: p.projection }),
  );
  const lang = input.lang ?? 'en';
  const w = LBE_WORDS[lang];
  const { canvas, ctx } = blankCanvas(LBE_WIDTH, LBE_HEIGHT);
  ensureFonts();
  const holders = [...byId.values()]
    .map((t) => `${t.id}:${t.holder ?? ''}`)
    .sort()
    .join(',');
  staticLayers.paint(
    ctx,
    `${opts.detail ?? 'all'}|${lang}|${holders}`,
    LBE_WIDTH,
    LBE_HEIGHT,
    (c) => {
      c.fillStyle = THEME.panel;
      c.fillRect(0, 0, LBE_WIDTH, LBE_HEIGHT);
      panels.forEach((p, i) => drawPanelMap(c, p, frames[i], byId, w));
    },
    opts.cache ?? true,
  );
  panels.forEach((p, i) => drawCards(ctx, p, frames[i], input, byId, w));
  drawTracks(ctx, input, w);
  return canvas;
}

/** Render the La Belle Époque board to a PNG. Pure: same input, same bytes. */
export async function renderBelleEpoqueMap(
  input: LbeMapInput,
  opts: LbeRenderOptions & { cache?: boolean } = {},
): Promise<Buffer> {
  return encodePng(drawBelleEpoqueMap(input, opts));
}

export { LBE_POWER_NAME };
