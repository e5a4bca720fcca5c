import { type Canvas, Image, type Path2D } from '@napi-rs/canvas';
import { haloLine, haloText, roundRect, textWidth, type Ctx } from '../common/draw.js';
import { ensureFonts, font, FONT_CONDENSED, FONT_SERIF } from '../common/fonts.js';
import { blankCanvas, keepNewest, LayerCache } from '../common/layers.js';
import {
  country,
  countryBorders,
  countryMesh,
  geoFrame,
  type BBox,
  type GeoFrame,
  type Viewport,
} from '../common/geo.js';
import { CollisionIndex, type Box } from '../common/labels.js';
import { THEME, tint, shade, type PieceStyle } from '../common/palette.js';
import { encodePngSync, encodeRgbaPng, encodeScanlines, scanlines } from '../common/png.js';
import { LBE_HOMELANDS, LBE_SPACE_COUNT, LBE_TERRITORIES, LBE_TERRITORY_BY_ID, type LbeTerritoryGeo } from './geo.js';
import type {
  LbeContinent,
  LbeCubeOwner,
  LbeDetail,
  LbeFleet,
  LbeMapInput,
  LbePower,
  LbeRenderOptions,
  LbeSpace,
  LbeTerritoryId,
  LbeTerritoryInput,
} from './input.js';
import { LBE_CUBE_STYLE, LBE_POWER_STYLE } from './palette.js';
import { LBE_NAMES_IT, LBE_WORDS, type LbeLang, type LbeWords } from './words.js';
import { renderPool } from '../pool.js';

/*
 * Designed for Discord's inline size (issue #18): an image is shown about 550 px wide and most
 * players never enlarge it. Every size below is in output pixels of the 1100-px-wide image, twice
 * what the player sees inline; tests/render/legibility-belle-epoque.test.ts holds them to 9 px text
 * and 12 px pieces at 550 px. The whole board is two stacked panels (Europe; Africa and Asia) with a
 * card of spaces per territory, then the tracks and the key; `/lbe map detail:<continent>` draws one
 * continent larger with the same cards and key.
 */

export const LBE_WIDTH = 1100;

/** Drawing parameters in output pixels (exported for the legibility test). */
export const LBE_DRAW = {
  width: LBE_WIDTH,
  /** territory names on cards, space numbers, cube codes, tracks, key */
  textPx: 18,
  /** caption, panel titles, section titles */
  titlePx: 22,
  /** a space on a card of the whole board, and on a continent's card */
  spacePx: 40,
  detailSpacePx: 46,
  /** a cube inside a space */
  cubeInset: 2,
  /** the control marker at a held territory's anchor (its holder's colour and code) */
  markerPx: 30,
  /** chips on the tracks and in the Fleet boxes (height) */
  chipPx: 30,
  legendRow: 42,
  /** the smallest of the above that a player must read / see */
  smallestTextPx: 18,
  smallestPiecePx: 30,
} as const;

const T = LBE_DRAW.textPx;
const SOLO_LINE = 32;
const UNHELD_MINOR = '#f3e6c4';
const UNHELD_COLONY = '#eadbb4';
const BACKGROUND_LAND = '#dcd8cc';
const TERRITORY_EDGE = '#6b4a2b';
const PAD = 14;

interface Panel {
  key: string;
  title: keyof LbeWords['panel'];
  viewport: Viewport;
  bbox: BBox;
  projection: 'mercator' | 'conic';
  /** Territories that get a card in this panel. */
  cards: LbeContinent[];
}

/** The inline views (render/belle-epoque/inline.ts): one continent in a box beside the tracks. */
export type LbeInlineArea = 'inline-EU' | 'inline-AF' | 'inline-AS';
/** The map box of an inline view, in output pixels. */
export const LBE_INLINE_MAP = { w: 800, h: 720 } as const;
type Area = LbeDetail | LbeInlineArea;

function panelsFor(detail: Area | undefined): Panel[] {
  const W = LBE_WIDTH;
  const I = { x: 0, y: 0, ...LBE_INLINE_MAP };
  switch (detail) {
    case 'inline-EU':
      return [
        {
          key: 'lbe-eu-inline',
          title: 'europe',
          viewport: I,
          bbox: { lon0: -11, lat0: 35, lon1: 44, lat1: 59.5 },
          projection: 'conic',
          cards: ['EU'],
        },
      ];
    case 'inline-AF':
      return [
        {
          key: 'lbe-af-inline',
          title: 'africa',
          viewport: I,
          bbox: { lon0: -30, lat0: -37, lon1: 62, lat1: 37.5 },
          projection: 'mercator',
          cards: ['AF'],
        },
      ];
    case 'inline-AS':
      return [
        {
          key: 'lbe-as-inline',
          title: 'asia',
          viewport: I,
          bbox: { lon0: 42, lat0: -20, lon1: 166, lat1: 56 },
          projection: 'mercator',
          cards: ['AS'],
        },
      ];
    case 'europe':
      return [
        {
          key: 'lbe-eu-detail',
          title: 'europe',
          viewport: { x: 0, y: 0, w: W, h: 800 },
          // the Sahara is cropped: Africa has its own panel
          bbox: { lon0: -13, lat0: 34.6, lon1: 45, lat1: 59.5 },
          projection: 'conic',
          cards: ['EU'],
        },
      ];
    case 'africa':
      return [
        {
          key: 'lbe-af-detail',
          title: 'africa',
          viewport: { x: 0, y: 0, w: W, h: 820 },
          bbox: { lon0: -42, lat0: -37, lon1: 78, lat1: 37.5 },
          projection: 'mercator',
          cards: ['AF'],
        },
      ];
    case 'asia':
      return [
        {
          key: 'lbe-as-detail',
          title: 'asia',
          viewport: { x: 0, y: 0, w: W, h: 860 },
          bbox: { lon0: 38, lat0: -26, lon1: 166, lat1: 58 },
          projection: 'mercator',
          cards: ['AS'],
        },
      ];
    default:
      return [
        {
          key: 'lbe-eu',
          title: 'europe',
          viewport: { x: 0, y: 0, w: W, h: 660 },
          bbox: { lon0: -14, lat0: 34.8, lon1: 44, lat1: 59 },
          projection: 'conic',
          cards: ['EU'],
        },
        {
          key: 'lbe-afas',
          title: 'africaAsia',
          viewport: { x: 0, y: 660, w: W, h: 700 },
          bbox: { lon0: -32, lat0: -38, lon1: 166, lat1: 56 },
          projection: 'mercator',
          cards: ['AF', 'AS'],
        },
      ];
  }
}

// ---------------------------------------------------------------- layout (input-independent)

export interface LbeCardBox {
  id: LbeTerritoryId;
  box: Box;
  lines: string[];
  cols: number;
  rows: number;
  /** projected anchor (a point inside the territory) */
  anchor: [number, number];
  /** leader line from the anchor to the nearest point of the card */
  leader: [number, number, number, number];
}

interface HomeLabel {
  text: string;
  power: LbePower;
  x: number;
  y: number;
  box: Box;
}

interface KeyItem {
  kind: string;
  label: string;
  x: number;
  y: number;
  owner?: LbeCubeOwner;
}

interface Layout {
  key: string;
  detail: Area | undefined;
  lang: LbeLang;
  panels: Panel[];
  frames: GeoFrame[];
  mapH: number;
  height: number;
  /** space size on the cards */
  s: number;
  namePx: number;
  cards: LbeCardBox[];
  homeLabels: HomeLabel[];
  titleBoxes: Box[];
  /** tracks (whole board only) */
  tracksTop: number | null;
  /** a line for a finished solo game's outcome */
  soloLine: boolean;
  fleetRows: number;
  captionTop: number;
  fleetTop: number;
  keyTop: number;
  keyItems: KeyItem[];
}

function gridShape(n: number): { cols: number; rows: number } {
  // layouts of reconstruction §1.1: 3 → 1×3, 4 → 2×2, 6 → 3×2, 8 → 4×2
  if (n <= 3) return { cols: n, rows: 1 };
  if (n === 4) return { cols: 2, rows: 2 };
  return { cols: Math.ceil(n / 2), rows: 2 };
}

const gapOf = (s: number) => Math.max(3, Math.round(s * 0.1));
const lineHOf = (namePx: number) => namePx + 6;
const BADGE_R = 14;

function nameOf(id: LbeTerritoryId, lang: LbeLang, names: LbeMapInput['names']): string {
  return names?.[id] ?? (lang === 'it' ? LBE_NAMES_IT[id] : LBE_TERRITORY_BY_ID.get(id)!.name);
}

function cardSize(
  ctx: Ctx,
  name: string,
  n: number,
  s: number,
  namePx: number,
  footer: string | null,
): { w: number; h: number; lines: string[]; cols: number; rows: number } {
  const { cols, rows } = gridShape(n);
  const gap = gapOf(s);
  const gridW = cols * s + (cols - 1) * gap;
  const nameFont = font(namePx, 'bold', FONT_CONDENSED);
  const badgeW = BADGE_R * 2 + 6;
  let lines = [name];
  const maxW = Math.max(gridW, 120);
  if (textWidth(ctx, name, nameFont) + badgeW > maxW + 20) {
    const cut = name.lastIndexOf('-') > 0 ? name.lastIndexOf('-') + 1 : name.lastIndexOf(' ');
    if (cut > 0) lines = [name.slice(0, cut).trim(), name.slice(cut).trim()];
  }
  const textW = Math.max(...lines.map((l, i) => textWidth(ctx, l, nameFont) + (i === 0 ? badgeW : 0)));
  const footerW = footer ? textWidth(ctx, footer, font(T, 'bold', FONT_CONDENSED)) : 0;
  const w = Math.ceil(Math.max(gridW, textW, footerW) + 12);
  const h = Math.ceil(lines.length * lineHOf(namePx) + 6 + rows * s + (rows - 1) * gap + 6 + (footer ? T + 6 : 0));
  return { w, h, lines, cols, rows };
}

function nearestPointOnBox(b: Box, x: number, y: number): [number, number] {
  return [Math.max(b.x, Math.min(x, b.x + b.w)), Math.max(b.y, Math.min(y, b.y + b.h))];
}

/** Candidate boxes of w×h centred on (px, py), then on rings further and further out. */
function spiral(px: number, py: number, w: number, h: number): Box[] {
  // whole pixels, so a card's picture is copied without resampling
  const out: Box[] = [{ x: Math.round(px - w / 2), y: Math.round(py - h / 2), w, h }];
  for (let r = 8; r <= 420; r += 8) {
    const k = Math.max(8, Math.round(r / 6));
    for (let i = 0; i < k; i++) {
      const a = (i * 2 * Math.PI) / k;
      out.push({ x: Math.round(px - w / 2 + Math.cos(a) * r), y: Math.round(py - h / 2 + Math.sin(a) * r), w, h });
    }
  }
  return out;
}

const layouts = new Map<string, Layout>();

function layoutFor(
  detail: Area | undefined,
  lang: LbeLang,
  names: LbeMapInput['names'],
  fleetRows: number,
  soloLine = false,
) {
  const key = `${detail ?? 'all'}|${lang}|${fleetRows}|${soloLine}|${names ? JSON.stringify(names) : ''}`;
  const cached = layouts.get(key);
  if (cached) return cached;
  ensureFonts();
  const { ctx } = blankCanvas(8, 8);
  const w = LBE_WORDS[lang];
  const panels = panelsFor(detail);
  const frames = panels.map((p) =>
    geoFrame({ id: p.key, bbox: p.bbox, viewport: p.viewport, projection: p.projection }),
  );
  const inline = detail?.startsWith('inline') ?? false;
  const s = detail && !inline ? LBE_DRAW.detailSpacePx : LBE_DRAW.spacePx;
  const namePx = detail && !inline ? 20 : T;
  const mapH = Math.max(...panels.map((p) => p.viewport.y + p.viewport.h));
  const cards: LbeCardBox[] = [];
  const homeLabels: HomeLabel[] = [];
  const titleBoxes: Box[] = [];
  panels.forEach((panel, pi) => {
    const frame = frames[pi]!;
    const v = panel.viewport;
    const index = new CollisionIndex({ x: v.x + 4, y: v.y + 4, w: v.w - 8, h: v.h - 8 });
    const title = w.panel[panel.title].toUpperCase();
    const tw = textWidth(ctx, title, font(LBE_DRAW.titlePx, 'bold', FONT_SERIF));
    const titleBox = { x: v.x + 8, y: v.y + 8, w: tw + 20, h: LBE_DRAW.titlePx + 12 };
    titleBoxes.push(titleBox);
    index.add(titleBox);
    const mine = LBE_TERRITORIES.filter((t) => panel.cards.includes(t.continent));
    const anchors = new Map<string, [number, number]>();
    const m = LBE_DRAW.markerPx / 2 + 2;
    for (const t of mine) {
      const p = frame.project(t.anchor[0], t.anchor[1]);
      anchors.set(t.id, p);
      index.add({ x: p[0] - m, y: p[1] - m, w: 2 * m, h: 2 * m });
    }
    // the Great Powers' names are obstacles too, so no card hides one (the Netherlands' card once
    // covered GREAT BRITAIN)
    const hpx = detail && !inline ? 20 : T;
    for (const h of LBE_HOMELANDS) {
      const [x, y] = frame.project(h.anchor[0], h.anchor[1]);
      const text = w.homeland[h.label];
      const tw2 = textWidth(ctx, text, font(hpx, 'italic', FONT_SERIF));
      const box = { x: x - tw2 / 2 - 2, y: y - hpx / 2 - 3, w: tw2 + 4, h: hpx + 6 };
      if (box.x < v.x || box.y < v.y || box.x + box.w > v.x + v.w || box.y + box.h > v.y + v.h) continue;
      if (!index.fits(box)) continue;
      index.add(box);
      homeLabels.push({ text, power: h.power, x, y, box });
    }
    for (const geo of mine) {
      const name = nameOf(geo.id, lang, names);
      const size = cardSize(ctx, name, LBE_SPACE_COUNT[geo.id], s, namePx, geo.russiaNoFleet ? w.ruNoFleet : null);
      const [px, py] = frame.project(geo.card[0], geo.card[1]);
      const [ax, ay] = anchors.get(geo.id)!;
      const box = index.place([...spiral(px, py, size.w, size.h), ...spiral(ax, ay, size.w, size.h)], 4);
      const [bx, by] = nearestPointOnBox(box, ax, ay);
      cards.push({
        id: geo.id,
        box,
        lines: size.lines,
        cols: size.cols,
        rows: size.rows,
        anchor: [ax, ay],
        leader: [ax, ay, bx, by],
      });
    }
  });

  // below the map: the tracks (whole board only), the Fleet boxes, the key
  let y = mapH;
  const tracksTop = detail ? null : y;
  // a finished solo game's outcome gets a line of its own under the caption
  const soloH = soloLine ? SOLO_LINE : 0;
  if (!detail) y += 44 + soloH + 4 * LBE_DRAW.legendRow + 40;
  // a continent's view has no tracks: its caption gets a band of its own under the map
  const captionTop = y;
  if (detail) y += LBE_DRAW.titlePx + 20 + soloH;
  const fleetTop = y;
  if (!detail) y += 34 + 30 + fleetRows * (LBE_DRAW.chipPx + 6) + 14;
  const keyTop = y;
  y += 34;
  const keyItems: KeyItem[] = [];
  const keyFont = font(T, 'normal', FONT_CONDENSED);
  let x = PAD;
  const item = (kind: string, label: string, symbolW: number, owner?: LbeCubeOwner) => {
    const iw = symbolW + 8 + textWidth(ctx, label, keyFont) + 20;
    if (x + iw > LBE_WIDTH - PAD) {
      x = PAD;
      y += LBE_DRAW.legendRow;
    }
    keyItems.push({ kind, label, x, y, ...(owner ? { owner } : {}) });
    x += iw;
  };
  for (const o of Object.keys(LBE_CUBE_STYLE) as LbeCubeOwner[]) item('cube', w.owners[o], 30, o);
  x = LBE_WIDTH; // symbols start on a new row
  item('held', w.held, 30);
  item('vp', w.vpBadge, 30);
  item('free', w.freeSpace, 30);
  item('plain', w.plainSpace, 30);
  item('dispute', w.dispute, 38);
  item('active', w.activeDispute, 30);
  item('ruNoFleet', `${w.ruNoFleet}: ${w.ruNoFleetKey}`, 0);
  if (!detail) {
    item('fleet', w.fleetActive, 44);
    item('fleetX', w.fleetExhausted, 44);
    item('minorFleet', w.minorFleet, 72);
  }
  const height = y + LBE_DRAW.legendRow + 6;
  const layout: Layout = {
    key,
    detail,
    lang,
    panels,
    frames,
    mapH,
    height,
    s,
    namePx,
    cards,
    homeLabels,
    titleBoxes,
    tracksTop,
    soloLine,
    fleetRows,
    captionTop,
    fleetTop,
    keyTop,
    keyItems,
  };
  layouts.set(key, layout);
  return layout;
}

// ---------------------------------------------------------------- static layer: panels, key

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

const islandR = (L: Layout) => (L.detail ? 46 : 34);
const unheldFill = (t: LbeTerritoryGeo) => (t.kind === 'minor' ? UNHELD_MINOR : UNHELD_COLONY);

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

/** The geography of a panel. Control is not painted over whole regions (a colony of the Sahara would
 * outweigh every European territory): it is the card's colour and a marker at the anchor. */
function drawPanelMap(ctx: Ctx, L: Layout, pi: number, w: LbeWords): void {
  const panel = L.panels[pi]!;
  const frame = L.frames[pi]!;
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
  ctx.lineWidth = 0.8;
  ctx.stroke(frame.pathFor('borders', countryBorders()));
  for (const t of territories) {
    ctx.fillStyle = unheldFill(t);
    for (const { path, clip } of regionPaths(frame, t)) {
      if (clip) {
        ctx.save();
        ctx.clip(clip);
        ctx.fill(path);
        ctx.restore();
      } else ctx.fill(path);
    }
  }
  ctx.lineWidth = 1.6;
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
      ctx.setLineDash([5, 4]);
      ctx.beginPath();
      const r = islandR(L);
      ctx.ellipse(x, y, r * 1.5, r, 0, 0, Math.PI * 2);
      ctx.fillStyle = `${unheldFill(t)}99`;
      ctx.fill();
      ctx.stroke();
      ctx.restore();
    }
  }
  ctx.strokeStyle = THEME.coast;
  ctx.lineWidth = 1;
  ctx.stroke(frame.land);
  const hpx = L.detail && !L.detail.startsWith('inline') ? 20 : T;
  for (const h of L.homeLabels) {
    if (h.y < v.y || h.y > v.y + v.h) continue;
    haloText(ctx, h.text, h.x, h.y, {
      font: font(hpx, 'italic', FONT_SERIF),
      color: shade(LBE_POWER_STYLE[h.power].fill, 0.45),
      haloWidth: 3,
    });
  }
  // leader lines: fixed with the layout, drawn under the cards
  for (const c of L.cards) {
    if (c.anchor[1] < v.y || c.anchor[1] > v.y + v.h) continue;
    const [ax, ay, bx, by] = c.leader;
    haloLine(ctx, [bx, by, ax, ay], { halo: 'rgba(255,255,255,0.9)', haloWidth: 4, colour: '#3b2f22', width: 1.6 });
  }
  ctx.restore();

  ctx.lineWidth = 2;
  ctx.strokeStyle = THEME.panelEdge;
  ctx.strokeRect(v.x + 1, v.y + 1, v.w - 2, v.h - 2);
  const title = w.panel[panel.title].toUpperCase();
  const tb = L.titleBoxes[pi]!;
  roundRect(ctx, tb.x, tb.y, tb.w, tb.h, 5);
  ctx.fillStyle = THEME.panel;
  ctx.fill();
  ctx.strokeStyle = THEME.panelEdge;
  ctx.lineWidth = 1;
  ctx.stroke();
  ctx.font = font(LBE_DRAW.titlePx, 'bold', FONT_SERIF);
  ctx.fillStyle = THEME.text;
  ctx.textAlign = 'left';
  ctx.textBaseline = 'middle';
  ctx.fillText(title, tb.x + 10, tb.y + tb.h / 2 + 1);
}

function styleOf(owner: LbeCubeOwner, w: LbeWords): PieceStyle {
  return { ...LBE_CUBE_STYLE[owner], code: w.codes[owner] };
}

/** A cube: a rounded square in the owner's colour with its two-letter code at text size. */
function cube(ctx: Ctx, x: number, y: number, size: number, style: PieceStyle): void {
  roundRect(ctx, x, y, size, size, size * 0.16);
  ctx.fillStyle = style.fill;
  ctx.fill();
  ctx.lineWidth = 1.2;
  ctx.strokeStyle = 'rgba(0,0,0,0.55)';
  ctx.stroke();
  ctx.font = font(Math.max(T, Math.round(size * 0.5)), 'bold', FONT_CONDENSED);
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillStyle = style.ink;
  ctx.fillText(style.code, x + size / 2, y + size / 2 + 1);
}

/** A chip with text at text size (tracks, Fleet boxes). */
function chip(ctx: Ctx, x: number, y: number, w: number, style: PieceStyle, text: string, dashed = false): void {
  const h = LBE_DRAW.chipPx;
  roundRect(ctx, x, y, w, h, 6);
  if (dashed) {
    ctx.fillStyle = '#ffffff';
    ctx.fill();
    ctx.setLineDash([4, 3]);
    ctx.lineWidth = 2.2;
    ctx.strokeStyle = style.fill;
    ctx.stroke();
    ctx.setLineDash([]);
  } else {
    ctx.fillStyle = style.fill;
    ctx.fill();
    ctx.lineWidth = 1.2;
    ctx.strokeStyle = 'rgba(0,0,0,0.6)';
    ctx.stroke();
  }
  ctx.font = font(T, 'bold', FONT_CONDENSED);
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillStyle = dashed ? '#222222' : style.ink;
  ctx.fillText(text, x + w / 2, y + h / 2 + 1);
}

function emptySpace(ctx: Ctx, x: number, y: number, s: number, label: string | null): void {
  roundRect(ctx, x, y, s, s, s * 0.15);
  ctx.fillStyle = label === null ? '#ece6d8' : '#ffffff';
  ctx.fill();
  ctx.lineWidth = 1.2;
  ctx.strokeStyle = '#8d8577';
  ctx.stroke();
  if (label === null) {
    // a plain space (China 7–8): no die face, a diagonal hatch instead
    ctx.save();
    roundRect(ctx, x, y, s, s, s * 0.15);
    ctx.clip();
    ctx.strokeStyle = '#c9bfa8';
    ctx.lineWidth = 1.2;
    ctx.beginPath();
    for (let o = -s; o < s; o += 8) {
      ctx.moveTo(x + o, y + s);
      ctx.lineTo(x + o + s, y);
    }
    ctx.stroke();
    ctx.restore();
    return;
  }
  ctx.font = font(T, 'normal', FONT_CONDENSED);
  ctx.fillStyle = '#6f6758';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(label, x + s / 2, y + s / 2 + 1);
}

function disputeSpace(ctx: Ctx, x: number, y: number, s: number, base: PieceStyle, top: PieceStyle): void {
  // the space is split on the diagonal: the lower cube's colour and code bottom-left, the upper
  // cube's top-right, inside a red frame
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
  roundRect(ctx, x - 1, y - 1, s + 2, s + 2, s * 0.18);
  ctx.strokeStyle = THEME.failed;
  ctx.lineWidth = 2.5;
  ctx.stroke();
  ctx.font = font(T, 'bold', FONT_CONDENSED);
  ctx.textBaseline = 'middle';
  ctx.textAlign = 'left';
  ctx.fillStyle = base.ink;
  ctx.fillText(base.code, x + 2, y + s - T / 2 - 1);
  ctx.textAlign = 'right';
  ctx.fillStyle = top.ink;
  ctx.fillText(top.code, x + s - 2, y + T / 2 + 1);
}

function vpBadge(ctx: Ctx, cx: number, cy: number, vp: number): void {
  ctx.beginPath();
  ctx.arc(cx, cy, BADGE_R, 0, Math.PI * 2);
  ctx.fillStyle = '#fff7d6';
  ctx.fill();
  ctx.lineWidth = 1.2;
  ctx.strokeStyle = '#5a4a2a';
  ctx.stroke();
  ctx.font = font(T, 'bold', FONT_CONDENSED);
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillStyle = '#3a2a0a';
  ctx.fillText(String(vp), cx, cy + 1);
}

/** The control marker: a disc in the holder's colour with its code, at the territory's anchor. */
function heldMarker(ctx: Ctx, x: number, y: number, style: PieceStyle): void {
  const r = LBE_DRAW.markerPx / 2;
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
  ctx.fillStyle = style.fill;
  ctx.fill();
  ctx.lineWidth = 2;
  ctx.strokeStyle = '#ffffff';
  ctx.stroke();
  ctx.font = font(T, 'bold', FONT_CONDENSED);
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillStyle = style.ink;
  ctx.fillText(style.code, x, y + 1);
}

function anchorDot(ctx: Ctx, x: number, y: number): void {
  ctx.beginPath();
  ctx.arc(x, y, 5, 0, Math.PI * 2);
  ctx.fillStyle = '#3b2f22';
  ctx.fill();
  ctx.strokeStyle = '#ffffff';
  ctx.lineWidth = 1.5;
  ctx.stroke();
}

function drawKey(ctx: Ctx, L: Layout, w: LbeWords): void {
  ctx.fillStyle = THEME.panel;
  ctx.fillRect(0, L.keyTop, LBE_WIDTH, L.height - L.keyTop);
  ctx.strokeStyle = THEME.panelEdge;
  ctx.lineWidth = 2;
  ctx.beginPath();
  ctx.moveTo(0, L.keyTop + 1);
  ctx.lineTo(LBE_WIDTH, L.keyTop + 1);
  ctx.stroke();
  sectionTitle(ctx, w.key, PAD, L.keyTop + 18);
  const s = LBE_DRAW.chipPx;
  for (const it of L.keyItems) {
    const cy = it.y + s / 2;
    let tx = it.x + 38;
    switch (it.kind) {
      case 'cube':
        cube(ctx, it.x, it.y, s, styleOf(it.owner!, w));
        break;
      case 'held':
        heldMarker(ctx, it.x + s / 2, cy, styleOf('FR', w));
        break;
      case 'vp':
        vpBadge(ctx, it.x + s / 2, cy, 3);
        break;
      case 'free':
        emptySpace(ctx, it.x, it.y, s, '4');
        break;
      case 'plain':
        emptySpace(ctx, it.x, it.y, s, null);
        break;
      case 'dispute':
        // two codes at text size need a full-size space
        disputeSpace(ctx, it.x - 2, it.y - 5, 40, styleOf('CE', w), styleOf('RU', w));
        tx = it.x + 46;
        break;
      case 'active':
        emptySpace(ctx, it.x, it.y, s, '2');
        roundRect(ctx, it.x - 3.5, it.y - 3.5, s + 7, s + 7, s * 0.25);
        ctx.strokeStyle = THEME.failed;
        ctx.lineWidth = 3;
        ctx.stroke();
        break;
      case 'ruNoFleet':
        tx = it.x;
        break;
      case 'fleet':
        chip(ctx, it.x, it.y, 44, LBE_POWER_STYLE.GB, w.fleetLetter.active);
        tx = it.x + 52;
        break;
      case 'fleetX':
        chip(ctx, it.x, it.y, 44, LBE_POWER_STYLE.GB, w.fleetLetter.exhausted, true);
        tx = it.x + 52;
        break;
      case 'minorFleet':
        chip(ctx, it.x, it.y, 72, LBE_POWER_STYLE.FR, `${w.fleetNation.italy}→${w.codes.FR}`);
        tx = it.x + 80;
        break;
    }
    ctx.font = font(T, it.kind === 'ruNoFleet' ? 'bold' : 'normal', FONT_CONDENSED);
    ctx.textAlign = 'left';
    ctx.textBaseline = 'middle';
    ctx.fillStyle = it.kind === 'ruNoFleet' ? shade(LBE_POWER_STYLE.RU.fill, 0.25) : THEME.text;
    if (it.kind === 'ruNoFleet') {
      const [tag, rest] = [w.ruNoFleet, it.label.slice(w.ruNoFleet.length)];
      ctx.fillText(tag, tx, cy + 1);
      const tw = ctx.measureText(tag).width;
      ctx.font = font(T, 'normal', FONT_CONDENSED);
      ctx.fillStyle = THEME.text;
      ctx.fillText(rest, tx + tw, cy + 1);
    } else ctx.fillText(it.label, tx, cy + 1);
  }
}

function drawStatic(ctx: Ctx, L: Layout, w: LbeWords): void {
  ctx.fillStyle = THEME.panel;
  ctx.fillRect(0, 0, LBE_WIDTH, L.height);
  L.panels.forEach((_, i) => drawPanelMap(ctx, L, i, w));
  if (L.tracksTop !== null) drawTracksFrame(ctx, L, w);
  drawKey(ctx, L, w);
}

// ---------------------------------------------------------------- cards (per position)

function drawCard(
  ctx: Ctx,
  L: Layout,
  c: LbeCardBox,
  t: LbeTerritoryInput,
  activeSpace: number | null,
  w: LbeWords,
): void {
  const { box, lines, cols } = c;
  const s = L.s;
  const geo = LBE_TERRITORY_BY_ID.get(c.id)!;
  if (activeSpace !== null) {
    // the Dispute being resolved now: a red halo round the card
    roundRect(ctx, box.x - 4, box.y - 4, box.w + 8, box.h + 8, 8);
    ctx.strokeStyle = THEME.failed;
    ctx.lineWidth = 3;
    ctx.setLineDash([6, 3]);
    ctx.stroke();
    ctx.setLineDash([]);
  }
  const held = t.holder ? styleOf(t.holder, w) : null;
  roundRect(ctx, box.x, box.y, box.w, box.h, 6);
  ctx.fillStyle = '#fffdf7';
  ctx.fill();
  ctx.lineWidth = held ? 3.5 : 1.4;
  ctx.strokeStyle = held ? held.fill : '#6f6655';
  ctx.stroke();
  const lineH = lineHOf(L.namePx);
  const headerH = lines.length * lineH + 4;
  if (held) {
    ctx.save();
    roundRect(ctx, box.x, box.y, box.w, box.h, 6);
    ctx.clip();
    ctx.fillStyle = held.fill;
    ctx.fillRect(box.x, box.y, box.w, headerH);
    ctx.restore();
  }
  ctx.font = font(L.namePx, 'bold', FONT_CONDENSED);
  ctx.textAlign = 'left';
  ctx.textBaseline = 'middle';
  ctx.fillStyle = held ? held.ink : THEME.text;
  lines.forEach((l, i) => ctx.fillText(l, box.x + 6, box.y + 3 + lineH * (i + 0.5)));
  if (t.vp !== undefined) vpBadge(ctx, box.x + box.w - BADGE_R - 4, box.y + 3 + lineH / 2, t.vp);
  const gap = gapOf(s);
  const gridW = cols * s + (cols - 1) * gap;
  const gx = box.x + (box.w - gridW) / 2;
  const gy = box.y + headerH + 3;
  const inset = LBE_DRAW.cubeInset;
  t.spaces.forEach((space: LbeSpace, i) => {
    const x = gx + (i % cols) * (s + gap);
    const y = gy + Math.floor(i / cols) * (s + gap);
    if (!space.base) emptySpace(ctx, x, y, s, i < 6 ? String(i + 1) : null);
    else if (space.top) disputeSpace(ctx, x, y, s, styleOf(space.base, w), styleOf(space.top, w));
    else cube(ctx, x + inset, y + inset, s - 2 * inset, styleOf(space.base, w));
    if (activeSpace === i + 1) {
      roundRect(ctx, x - 3.5, y - 3.5, s + 7, s + 7, s * 0.25);
      ctx.strokeStyle = THEME.failed;
      ctx.lineWidth = 3;
      ctx.stroke();
    }
  });
  if (geo.russiaNoFleet) {
    // Russia's printed symbol: Russia needs no Fleet to send cubes or Armies here
    ctx.font = font(T, 'bold', FONT_CONDENSED);
    ctx.textAlign = 'left';
    ctx.fillStyle = shade(LBE_POWER_STYLE.RU.fill, 0.25);
    ctx.fillText(w.ruNoFleet, box.x + 6, box.y + box.h - T / 2 - 5);
  }
}

interface Placed {
  key: string;
  w: number;
  h: number;
  draw: (c: Ctx) => void;
  x: number;
  y: number;
}

/** The markers and cards of a position, as sprites at whole-pixel positions (markers first). */
function cardSprites(L: Layout, input: LbeMapInput, byId: Map<string, LbeTerritoryInput>, w: LbeWords): Placed[] {
  const active = input.activeDispute ?? null;
  const m = LBE_DRAW.markerPx / 2 + 3;
  const out: Placed[] = [];
  for (const c of L.cards) {
    const t = byId.get(c.id);
    if (!t) continue;
    out.push({
      key: `marker|${L.lang}|${t.holder ?? ''}`,
      w: 2 * m,
      h: 2 * m,
      draw: (k) => {
        if (t.holder) heldMarker(k, m, m, styleOf(t.holder, w));
        else anchorDot(k, m, m);
      },
      x: Math.round(c.anchor[0] - m),
      y: Math.round(c.anchor[1] - m),
    });
  }
  const M = 6;
  for (const c of L.cards) {
    const t = byId.get(c.id);
    if (!t) continue;
    const a = active && active.territory === c.id ? active.space : null;
    const spaces = t.spaces.map((sp) => `${sp.base ?? ''}${sp.top ? `/${sp.top}` : ''}`).join(',');
    out.push({
      key: `card|${L.key}|${c.id}|${t.holder ?? ''}|${t.vp ?? ''}|${spaces}|${a ?? ''}`,
      w: c.box.w + 2 * M,
      h: c.box.h + 2 * M,
      draw: (k) => {
        k.translate(M - c.box.x, M - c.box.y);
        drawCard(k, L, c, t, a, w);
      },
      x: c.box.x - M,
      y: c.box.y - M,
    });
  }
  return out;
}

function drawCards(ctx: Ctx, L: Layout, input: LbeMapInput, byId: Map<string, LbeTerritoryInput>, w: LbeWords) {
  for (const p of cardSprites(L, input, byId, w)) ctx.drawImage(sprites.get(p.key, p.w, p.h, p.draw), p.x, p.y);
}

/** Copy a sprite's pixels (as the canvas gives them back: alpha premultiplied) over an opaque RGBA image. */
/** A sprite's pixels in runs along its rows: opaque runs are copied whole, the rest blended. */
interface SpriteRuns {
  /** per run: row, first column, end column, 1 if every pixel is opaque (0: some are see-through) */
  runs: Int32Array;
}

/** The runs of `rgba` (w×h, alpha premultiplied) that are not fully transparent. */
function spriteRuns(rgba: Buffer, w: number, h: number): SpriteRuns {
  const out: number[] = [];
  for (let y = 0; y < h; y++) {
    let x = 0;
    while (x < w) {
      const a = rgba[(y * w + x) * 4 + 3]!;
      if (a === 0) {
        x++;
        continue;
      }
      const opaque = a === 255;
      let end = x + 1;
      while (end < w) {
        const b = rgba[(y * w + end) * 4 + 3]!;
        if (b === 0 || (b === 255) !== opaque) break;
        end++;
      }
      out.push(y, x, end, opaque ? 1 : 0);
      x = end;
    }
  }
  return { runs: Int32Array.from(out) };
}

/**
 * Copies a sprite's pixels over opaque PNG scanlines (`stride` bytes a row, a filter byte first):
 * its opaque runs whole, the see-through pixels blended (alpha premultiplied) over what is there.
 */
function blit(
  out: Buffer,
  stride: number,
  H: number,
  src: Buffer,
  sw: number,
  r: SpriteRuns,
  x0: number,
  y0: number,
): void {
  const W = (stride - 1) >> 2;
  const runs = r.runs;
  for (let k = 0; k < runs.length; k += 4) {
    const y = y0 + runs[k]!;
    if (y < 0 || y >= H) continue;
    const from = Math.max(runs[k + 1]!, -x0);
    const to = Math.min(runs[k + 2]!, W - x0);
    if (from >= to) continue;
    let si = (runs[k]! * sw + from) * 4;
    let di = y * stride + 1 + (x0 + from) * 4;
    if (runs[k + 3]) {
      src.copy(out, di, si, si + (to - from) * 4); // alpha 255 over an opaque picture: the same
      continue;
    }
    for (let x = from; x < to; x++, si += 4, di += 4) {
      const b = 255 - src[si + 3]!;
      out[di] = src[si]! + (out[di]! * b + 127) / 255;
      out[di + 1] = src[si + 1]! + (out[di + 1]! * b + 127) / 255;
      out[di + 2] = src[si + 2]! + (out[di + 2]! * b + 127) / 255;
    }
  }
}

// ---------------------------------------------------------------- tracks strip (whole board)

function sectionTitle(ctx: Ctx, text: string, x: number, y: number): void {
  ctx.font = font(LBE_DRAW.titlePx, 'bold', FONT_SERIF);
  ctx.textAlign = 'left';
  ctx.textBaseline = 'middle';
  ctx.fillStyle = THEME.text;
  ctx.fillText(text, x, y);
}

function fill(text: string, vars: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (_, k: string) => String(vars[k] ?? `{${k}}`));
}

interface TrackGeom {
  /** top of the turn track */
  y: number;
  tx0: number;
  bs: number;
  chipW: number;
  rx: number;
  prestigeX: number;
  barX: number;
  barW: number;
}

function trackGeom(ctx: Ctx, L: Layout, w: LbeWords): TrackGeom {
  const y = L.tracksTop! + 44 + (L.soloLine ? SOLO_LINE : 0);
  const bold = font(T, 'bold', FONT_CONDENSED);
  const labelW = Math.max(...[w.turn, w.turnOrder, w.nextOrder].map((l) => textWidth(ctx, l, bold)));
  const chipW = 46;
  const tx0 = Math.round(PAD + labelW + 12);
  // Prestige and VP start right of the turn track (the Italian labels are longer)
  const rx = Math.max(520, tx0 + 8 * (34 + 3) + 16 + 34 + 24);
  const prestigeX = rx + chipW + 12;
  const barX = Math.round(prestigeX + Math.max(textWidth(ctx, w.prestige, bold), 40) + 16);
  return {
    y,
    tx0,
    bs: 34,
    chipW,
    rx,
    prestigeX,
    barX,
    barW: LBE_WIDTH - PAD - barX - 48,
  };
}

const ERA_NAMES = ['I', 'II', 'III'];
const turnBoxX = (g: TrackGeom, turn: number) => g.tx0 + (turn - 1) * (g.bs + 3) + (Math.ceil(turn / 3) - 1) * 8;

function turnBox(ctx: Ctx, g: TrackGeom, turn: number, current: boolean): void {
  const era = Math.ceil(turn / 3);
  const bx = turnBoxX(g, turn);
  roundRect(ctx, bx, g.y, g.bs, g.bs, 4);
  ctx.fillStyle = current ? '#3b2f22' : ['#f5ecd7', '#ebe0c6', '#e0d3b4'][era - 1]!;
  ctx.fill();
  ctx.strokeStyle = '#6f6655';
  ctx.lineWidth = current ? 2 : 1;
  ctx.stroke();
  ctx.font = font(T + 2, 'bold', FONT_CONDENSED);
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillStyle = current ? '#ffffff' : THEME.text;
  ctx.fillText(String(turn), bx + g.bs / 2, g.y + g.bs / 2 + 1);
}

function eraLabel(ctx: Ctx, g: TrackGeom, era: number, current: boolean, w: LbeWords): void {
  const cx = turnBoxX(g, era * 3 - 1) + g.bs / 2;
  ctx.font = font(T, current ? 'bold' : 'normal', FONT_CONDENSED);
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillStyle = current ? THEME.text : THEME.textMuted;
  ctx.fillText(`${w.era} ${ERA_NAMES[era - 1]}`, cx, g.y + g.bs + 14);
}

/** The parts of the tracks that never change: drawn once with the static layer. */
function drawTracksFrame(ctx: Ctx, L: Layout, w: LbeWords): void {
  const g = trackGeom(ctx, L, w);
  ctx.fillStyle = THEME.panel;
  ctx.fillRect(0, L.tracksTop!, LBE_WIDTH, L.keyTop - L.tracksTop!);
  ctx.font = font(T, 'bold', FONT_CONDENSED);
  ctx.textAlign = 'left';
  ctx.textBaseline = 'middle';
  ctx.fillStyle = THEME.text;
  ctx.fillText(w.turn, PAD, g.y + 16);
  ctx.fillText(w.prestige, g.prestigeX, g.y + 10);
  ctx.fillText(w.vp, g.barX, g.y + 10);
  for (let turn = 1; turn <= 9; turn++) turnBox(ctx, g, turn, false);
  for (let era = 1; era <= 3; era++) eraLabel(ctx, g, era, false, w);
  sectionTitle(ctx, w.fleetBoxes, PAD, L.fleetTop + 16);
  const bw = fleetBoxW();
  const bh = 34 + L.fleetRows * (LBE_DRAW.chipPx + 6);
  (['EU', 'AF', 'AS'] as const).forEach((c, i) => {
    const bx = PAD + i * (bw + 10);
    const by = L.fleetTop + 34;
    roundRect(ctx, bx, by, bw, bh, 6);
    ctx.fillStyle = '#dcebf3';
    ctx.fill();
    ctx.strokeStyle = '#5b7f95';
    ctx.lineWidth = 1.4;
    ctx.stroke();
    ctx.font = font(T, 'bold', FONT_CONDENSED);
    ctx.textAlign = 'left';
    ctx.textBaseline = 'middle';
    ctx.fillStyle = '#223344';
    ctx.fillText(w.continents[c], bx + 8, by + 15);
  });
}

/** What changes on the tracks: caption, current turn and era, orders, Prestige, VP, Fleets. */
function drawTracks(ctx: Ctx, L: Layout, input: LbeMapInput, w: LbeWords): void {
  const g = trackGeom(ctx, L, w);
  captionLines(ctx, input, w).forEach((line, i) => fitText(ctx, line, L.tracksTop! + 22 + i * SOLO_LINE));
  if (input.turn >= 1 && input.turn <= 9) turnBox(ctx, g, input.turn, true);
  // the current era in bold, over its muted label
  const ex = turnBoxX(g, input.era * 3 - 1) + g.bs / 2;
  ctx.fillStyle = THEME.panel;
  ctx.fillRect(ex - 40, g.y + g.bs + 3, 80, 22);
  eraLabel(ctx, g, input.era, true, w);
  const row = LBE_DRAW.legendRow;
  const orders: Array<[string, LbePower[]]> = [[w.turnOrder, input.turnOrder]];
  if (input.nextTurnOrder?.length) orders.push([w.nextOrder, input.nextTurnOrder]);
  orders.forEach(([label, order], k) => {
    const oy = g.y + g.bs + 30 + k * (row + 4);
    ctx.font = font(T, 'bold', FONT_CONDENSED);
    ctx.textAlign = 'left';
    ctx.fillStyle = THEME.text;
    ctx.fillText(label, PAD, oy + LBE_DRAW.chipPx / 2 + 1);
    order.forEach((p, i) => chipSprite(ctx, g.tx0 + i * (g.chipW + 8), oy, g.chipW, styleOf(p, w), w.codes[p]));
  });
  const max = Math.max(100, ...input.powers.map((p) => input.vp[p] ?? 0));
  input.powers.forEach((p, i) => {
    const by = g.y + 26 + i * row;
    chipSprite(ctx, g.rx, by, g.chipW, styleOf(p, w), w.codes[p]);
    ctx.font = font(T + 2, 'bold', FONT_CONDENSED);
    ctx.textAlign = 'center';
    ctx.fillStyle = THEME.text;
    ctx.fillText(String(input.prestige[p] ?? 0), g.prestigeX + 20, by + LBE_DRAW.chipPx / 2 + 1);
    if (input.nonPlayer?.includes(p)) {
      // a Non-Player Power never scores VP (rule 13.10): a note, no bar
      ctx.font = font(T, 'italic', FONT_CONDENSED);
      ctx.textAlign = 'left';
      ctx.fillStyle = THEME.textMuted;
      ctx.fillText(w.nonPlayer, g.barX, by + LBE_DRAW.chipPx / 2 + 1);
      return;
    }
    const vp = input.vp[p] ?? 0;
    ctx.fillStyle = '#efe7d3';
    ctx.fillRect(g.barX, by + 5, g.barW, 20);
    ctx.fillStyle = LBE_POWER_STYLE[p].fill;
    ctx.fillRect(g.barX, by + 5, (g.barW * Math.max(0, vp)) / max, 20);
    ctx.strokeStyle = '#9c927c';
    ctx.lineWidth = 1;
    ctx.strokeRect(g.barX, by + 5, g.barW, 20);
    ctx.font = font(T + 2, 'bold', FONT_CONDENSED);
    ctx.textAlign = 'right';
    ctx.fillStyle = THEME.text;
    ctx.fillText(String(vp), LBE_WIDTH - PAD, by + LBE_DRAW.chipPx / 2 + 1);
  });
  drawFleetChips(ctx, L, input, w);
}

const fleetBoxW = () => Math.floor((LBE_WIDTH - 2 * PAD - 2 * 10) / 3);

function fleetLabel(f: LbeFleet, w: LbeWords): string {
  const letter = f.active ? w.fleetLetter.active : w.fleetLetter.exhausted;
  const tag = f.nation ? `${w.fleetNation[f.nation] ?? f.nation.slice(0, 2)}→` : '';
  return `${tag}${w.codes[f.power]} ${letter}`;
}

const FLEETS_PER_ROW = 4;

function drawFleetChips(ctx: Ctx, L: Layout, input: LbeMapInput, w: LbeWords): void {
  const bw = fleetBoxW();
  const cw = Math.floor((bw - 12 - (FLEETS_PER_ROW - 1) * 4) / FLEETS_PER_ROW);
  (['EU', 'AF', 'AS'] as const).forEach((c, i) => {
    const bx = PAD + i * (bw + 10);
    const by = L.fleetTop + 34;
    (input.fleetBoxes[c] ?? []).forEach((f, k) => {
      const col = k % FLEETS_PER_ROW;
      const r = Math.floor(k / FLEETS_PER_ROW);
      const x = bx + 6 + col * (cw + 4);
      chipSprite(
        ctx,
        x,
        by + 30 + r * (LBE_DRAW.chipPx + 6),
        cw,
        LBE_POWER_STYLE[f.power],
        fleetLabel(f, w),
        !f.active,
      );
    });
  });
}

// ---------------------------------------------------------------- sprites (issue #20)

/** Small pictures drawn once per process and copied at whole-pixel positions: a card keyed by
 * everything it shows, a marker, a chip. A board changes a few cards a turn, so most are copies. */
class Sprites {
  private readonly m = new Map<string, { canvas: Canvas; rgba: Buffer | null; runs?: SpriteRuns }>();
  constructor(private readonly max: number) {}
  entry(
    key: string,
    w: number,
    h: number,
    draw: (c: Ctx) => void,
  ): { canvas: Canvas; rgba: Buffer | null; runs?: SpriteRuns } {
    let e = this.m.get(key);
    if (e) this.m.delete(key);
    else {
      const made = blankCanvas(Math.ceil(w), Math.ceil(h));
      draw(made.ctx);
      e = { canvas: made.canvas, rgba: null };
    }
    this.m.set(key, e);
    keepNewest(this.m, this.max);
    return e;
  }
  get(key: string, w: number, h: number, draw: (c: Ctx) => void): Canvas {
    return this.entry(key, w, h, draw).canvas;
  }
  /** The sprite's RGBA pixels (alpha premultiplied) and their runs, read once. */
  pixels(
    key: string,
    w: number,
    h: number,
    draw: (c: Ctx) => void,
  ): { canvas: Canvas; rgba: Buffer; runs: SpriteRuns } {
    const e = this.entry(key, w, h, draw);
    e.rgba ??= e.canvas.data();
    e.runs ??= spriteRuns(e.rgba, e.canvas.width, e.canvas.height);
    return e as { canvas: Canvas; rgba: Buffer; runs: SpriteRuns };
  }
}
const sprites = new Sprites(600);

function chipSprite(ctx: Ctx, x: number, y: number, w: number, style: PieceStyle, text: string, dashed = false): void {
  const img = sprites.get(`chip|${style.fill}|${style.ink}|${text}|${w}|${dashed}`, w + 4, LBE_DRAW.chipPx + 4, (c) =>
    chip(c, 2, 2, w, style, text, dashed),
  );
  ctx.drawImage(img, Math.round(x) - 2, Math.round(y) - 2);
}

// ---------------------------------------------------------------- entry points

const staticLayers = new LayerCache(12);

function fleetRowsFor(input: LbeMapInput): number {
  const most = Math.max(0, ...(['EU', 'AF', 'AS'] as const).map((c) => input.fleetBoxes[c]?.length ?? 0));
  return Math.max(2, Math.ceil(most / FLEETS_PER_ROW));
}

/** Draw the board; returns the canvas (for tests and benchmarks that skip encoding). The panel maps,
 * leader lines and key are a static layer kept per detail, language and size and copied in; `cache:
 * false` draws them in place (same pixels). */
function checkedInput(input: LbeMapInput): Map<string, LbeTerritoryInput> {
  const byId = new Map<string, LbeTerritoryInput>();
  for (const t of input.territories) {
    const geo = LBE_TERRITORY_BY_ID.get(t.id);
    if (!geo) throw new Error(`renderBelleEpoqueMap: unknown territory '${t.id}'`);
    if (t.spaces.length !== LBE_SPACE_COUNT[t.id])
      throw new Error(
        `renderBelleEpoqueMap: '${t.id}' has ${t.spaces.length} spaces, the board ${LBE_SPACE_COUNT[t.id]}`,
      );
    byId.set(t.id, t);
  }
  return byId;
}

export function drawBelleEpoqueMap(input: LbeMapInput, opts: LbeRenderOptions & { cache?: boolean } = {}) {
  const byId = checkedInput(input);
  const lang = input.lang ?? 'en';
  const w = LBE_WORDS[lang];
  const L = layoutFor(opts.detail, lang, input.names, opts.detail ? 0 : fleetRowsFor(input), !!input.solo);
  ensureFonts();
  const { canvas, ctx } = blankCanvas(LBE_WIDTH, L.height);
  staticLayers.paint(ctx, L.key, LBE_WIDTH, L.height, (c) => drawStatic(c, L, w), opts.cache ?? true);
  drawCards(ctx, L, input, byId, w);
  if (L.tracksTop !== null) drawTracks(ctx, L, input, w);
  else if (input.caption || input.solo) drawDetailCaption(ctx, L, input, w);
  return canvas;
}

/** The caption, and a finished solo game's outcome on a line of its own. */
function captionLines(_ctx: Ctx, input: LbeMapInput, w: LbeWords): string[] {
  const out: string[] = [];
  if (input.caption) out.push(input.caption);
  if (input.solo) {
    const p = input.solo;
    const head = fill(w.soloOver, { power: w.owners[p.power], vp: p.vp });
    out.push(`${head}${p.bonus ? ` ${fill(w.soloBonus, { bonus: p.bonus })}` : ''} · ${w.soloLevel[p.level]}`);
  }
  return out;
}

/** One line of caption: it shrinks to the width, never below the text size. */
function fitText(ctx: Ctx, text: string, y: number): void {
  let px = LBE_DRAW.titlePx;
  ctx.font = font(px, 'bold', FONT_SERIF);
  while (px > T && ctx.measureText(text).width > LBE_WIDTH - 2 * PAD) ctx.font = font(--px, 'bold', FONT_SERIF);
  ctx.fillStyle = THEME.text;
  ctx.textAlign = 'left';
  ctx.textBaseline = 'middle';
  ctx.fillText(text, PAD, y);
}

/** A continent's view has no tracks: its caption has a band of its own under the map. */
function drawDetailCaption(ctx: Ctx, L: Layout, input: LbeMapInput, w: LbeWords): void {
  ctx.fillStyle = THEME.panel;
  ctx.fillRect(0, L.captionTop, LBE_WIDTH, L.keyTop - L.captionTop);
  captionLines(ctx, input, w).forEach((line, i) => fitText(ctx, line, L.captionTop + 21 + i * SOLO_LINE));
}

/** Render the La Belle Époque board to a PNG. Pure: same input, same bytes. */
export async function renderBelleEpoqueMap(
  input: LbeMapInput,
  opts: LbeRenderOptions & { cache?: boolean } = {},
): Promise<Buffer> {
  const pool = renderPool();
  if (pool && opts.cache !== false) return pool.render('belle-epoque', input, opts);
  if (opts.cache === false) return encodePngSync(drawBelleEpoqueMap(input, opts));
  const { width, height, raw } = composeBelleEpoqueMap(input, opts);
  return encodeScanlines(width, height, raw);
}

/** The static layer per layout key, as PNG scanlines, and its band under the map (tracks or caption)
 * decoded, to draw the band's text over (drawImage of an Image copies pixels, where drawImage of a
 * Canvas replays its whole recorded drawing at the next read). */
const staticPixels = new Map<string, { band: Image | null; raw: Buffer }>();
/** One scanline buffer per size, reused: composing writes every byte of it before it is compressed. */
const scratch = new Map<number, Buffer>();
/** The band's pixels by layout and everything it shows (the newest 8, about 1.7 MB each). */
const bandPixels = new Map<string, Buffer>();
/** The band's canvas per height, reused (a new canvas costs its allocation again at the first read). */
const bandCanvases = new Map<number, ReturnType<typeof blankCanvas>>();

/**
 * The same picture as drawBelleEpoqueMap, composed without a full-size canvas (issue #20): reading a
 * canvas's pixels back costs about as much as encoding them, so the static layer's pixels are read
 * once and kept as PNG scanlines, cards and markers are copied in from sprites read once, and only
 * the band under the map that changes with the text (tracks or caption) is drawn on a canvas and read
 * back. `raw` is the scanlines (filter byte 0, then RGBA, per row); it is reused by the next call.
 */
export function composeBelleEpoqueMap(
  input: LbeMapInput,
  opts: LbeRenderOptions = {},
): { width: number; height: number; raw: Buffer } {
  const byId = checkedInput(input);
  const lang = input.lang ?? 'en';
  const w = LBE_WORDS[lang];
  const L = layoutFor(opts.detail, lang, input.names, opts.detail ? 0 : fleetRowsFor(input), !!input.solo);
  ensureFonts();
  const W = LBE_WIDTH;
  const stride = W * 4 + 1;
  // the band under the map that changes with the text: tracks, or a continent's caption
  const bandTop = L.tracksTop ?? L.captionTop;
  const bandH = L.keyTop - bandTop;
  let base = staticPixels.get(L.key);
  if (base) staticPixels.delete(L.key);
  else {
    const { canvas, ctx } = blankCanvas(W, L.height);
    drawStatic(ctx, L, w);
    const rgba = canvas.data();
    let band: Image | null = null;
    if (bandH > 0) {
      band = new Image();
      // decoded at once; opaque, so exact
      band.src = encodeRgbaPng(W, bandH, rgba.subarray(bandTop * W * 4, L.keyTop * W * 4));
    }
    base = { band, raw: scanlines(W, L.height, rgba) };
  }
  staticPixels.set(L.key, base);
  keepNewest(staticPixels, 12);
  let raw = scratch.get(base.raw.length);
  if (!raw) {
    raw = Buffer.allocUnsafe(base.raw.length);
    scratch.set(base.raw.length, raw);
    keepNewest(scratch, 4);
  }
  base.raw.copy(raw);
  for (const p of cardSprites(L, input, byId, w)) {
    const img = sprites.pixels(p.key, p.w, p.h, p.draw);
    blit(raw, stride, L.height, img.rgba, img.canvas.width, img.runs, p.x, p.y);
  }
  if (base.band && (L.tracksTop !== null || input.caption || input.solo)) {
    // the band shows everything but the territories (drawn as sprites): kept by all of that, so a move
    // that changes none of it copies the band's pixels instead of drawing and reading them again
    const bandKey = `${L.key}|${JSON.stringify({ ...input, territories: null, activeDispute: null })}`;
    let band = bandPixels.get(bandKey);
    if (band) bandPixels.delete(bandKey);
    else {
      let made = bandCanvases.get(bandH);
      if (!made) {
        made = blankCanvas(W, bandH);
        bandCanvases.set(bandH, made);
        keepNewest(bandCanvases, 4);
      }
      const { canvas, ctx } = made;
      ctx.drawImage(base.band, 0, 0); // every pixel of the band
      ctx.save();
      ctx.translate(0, -bandTop);
      if (L.tracksTop !== null) drawTracks(ctx, L, input, w);
      else drawDetailCaption(ctx, L, input, w);
      ctx.restore();
      band = canvas.data();
    }
    bandPixels.set(bandKey, band);
    keepNewest(bandPixels, 8);
    for (let y = 0; y < bandH; y++) band.copy(raw, (bandTop + y) * stride + 1, y * W * 4, (y + 1) * W * 4);
  }
  return { width: W, height: L.height, raw };
}

/** The card layout of the whole board or a continent, in output pixels (for the legibility test):
 * the cards, the other labels on the map (Great Powers' names, panel titles), the map's height, and
 * the territory drawn at an output pixel. */
export function belleEpoqueLabelLayout(
  detail?: LbeDetail,
  lang: LbeLang = 'en',
): {
  cards: LbeCardBox[];
  others: Array<{ id: string; box: Box }>;
  panels: Viewport[];
  keyItems: ReadonlyArray<{ kind: string; owner?: LbeCubeOwner; y: number }>;
  mapH: number;
  height: number;
  territoryAt(x: number, y: number): LbeTerritoryId | null;
} {
  const L = layoutFor(detail, lang, undefined, detail ? 0 : 2);
  return {
    cards: L.cards,
    others: [
      ...L.homeLabels.map((h) => ({ id: `home:${h.text}`, box: h.box })),
      ...L.titleBoxes.map((b, i) => ({ id: `title:${i}`, box: b })),
    ],
    panels: L.panels.map((p) => p.viewport),
    keyItems: L.keyItems,
    mapH: L.mapH,
    height: L.height,
    territoryAt(x, y) {
      const hit = hitMap(L);
      const xi = Math.round(x);
      const yi = Math.round(y);
      if (xi < 0 || yi < 0 || xi >= LBE_WIDTH || yi >= L.mapH) return null;
      const o = (yi * LBE_WIDTH + xi) * 4;
      if (hit[o + 2] !== 255) return null;
      const i = HIT_CODE.get(`${hit[o]},${hit[o + 1]}`);
      return i === undefined ? null : LBE_TERRITORIES[i]!.id;
    },
  };
}

/** Each territory's colour on the hit map: two channels that no blend of two codes reproduces often,
 * and blue 255 so a blend with the background is never read as a territory. */
const hitColour = (i: number): [number, number] => [(i + 1) * 9, ((i + 1) * 37) % 256];
const HIT_CODE = new Map(LBE_TERRITORIES.map((_, i) => [hitColour(i).join(','), i]));
const hitMaps = new Map<string, Uint8ClampedArray>();

/** Which territory is drawn at each pixel of the map, painted with the regions the map paints. */
function hitMap(L: Layout): Uint8ClampedArray {
  const cached = hitMaps.get(L.key);
  if (cached) return cached;
  const { ctx } = blankCanvas(LBE_WIDTH, L.mapH);
  ctx.fillStyle = '#000000';
  ctx.fillRect(0, 0, LBE_WIDTH, L.mapH);
  L.panels.forEach((panel, pi) => {
    const frame = L.frames[pi]!;
    const v = panel.viewport;
    ctx.save();
    ctx.beginPath();
    ctx.rect(v.x, v.y, v.w, v.h);
    ctx.clip();
    LBE_TERRITORIES.forEach((t, i) => {
      if (!nearPanel(panel, t.anchor)) return;
      const [r, g] = hitColour(i);
      ctx.fillStyle = `rgb(${r},${g},255)`;
      for (const { path, clip } of regionPaths(frame, t)) {
        if (clip) {
          ctx.save();
          ctx.clip(clip);
          ctx.fill(path);
          ctx.restore();
        } else ctx.fill(path);
      }
      if (t.islands) {
        const [x, y] = frame.project(t.anchor[0], t.anchor[1]);
        const rr = islandR(L);
        ctx.beginPath();
        ctx.ellipse(x, y, rr * 1.5, rr, 0, 0, Math.PI * 2);
        ctx.fill();
      }
    });
    ctx.restore();
  });
  const data = ctx.getImageData(0, 0, LBE_WIDTH, L.mapH).data;
  hitMaps.set(L.key, data);
  return data;
}

/**
 * The map of an inline view (render/belle-epoque/inline.ts): one continent's territories with their
 * cards, drawn at the top left of `ctx` in a box of LBE_INLINE_MAP, at the whole board's sizes (18 px
 * text, 40 px spaces). Returns the cards' boxes (for the legibility test).
 */
export function drawBelleEpoqueInlineMap(ctx: Ctx, input: LbeMapInput, area: LbeInlineArea): LbeCardBox[] {
  const byId = checkedInput(input);
  const lang = input.lang ?? 'en';
  const w = LBE_WORDS[lang];
  const L = layoutFor(area, lang, input.names, 0);
  ensureFonts();
  L.panels.forEach((_, i) => drawPanelMap(ctx, L, i, w));
  drawCards(ctx, L, input, byId, w);
  return L.cards;
}

/** A chip of the tracks (an order, a Power's code, a Fleet), for the inline view. */
export function drawBelleEpoqueChip(
  ctx: Ctx,
  x: number,
  y: number,
  width: number,
  owner: LbeCubeOwner,
  text: string,
  lang: LbeLang,
  dashed = false,
): void {
  chip(ctx, x, y, width, styleOf(owner, LBE_WORDS[lang]), text, dashed);
}
