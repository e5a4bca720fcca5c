import { type Canvas, Path2D } from '@napi-rs/canvas';
import { Delaunay } from 'd3-delaunay';
import { arrowPoint, failMark, newCanvas, type Ctx } from '../common/draw.js';
import { ensureFonts, font, FONT_CONDENSED } from '../common/fonts.js';
import { geoFrame, landGeometry, type GeoFrame } from '../common/geo.js';
import { CollisionIndex, type Box } from '../common/labels.js';
import { PatchedBands, type PixelRect } from '../common/bands.js';
import { blankCanvas, LayerCache } from '../common/layers.js';
import { THEME, shade } from '../common/palette.js';
import { encodePngSync } from '../common/png.js';
import { DIP_NULL_LAND, DIP_NULL_SEA, DIP_PROVINCES, DIP_PROVINCE_BY_ID, type LonLat } from './geo.js';
import type { DiplomacyMapInput, DiplomacyPower, DipOrder, DipUnitType } from './input.js';
import { DIP_NEUTRAL_LAND, DIP_POWERS, DIP_POWER_NAME, DIP_POWER_STYLE, DIP_SEA } from './palette.js';
import { renderPool } from '../pool.js';

/*
 * Designed for Discord's inline size: an image is shown about 550 px wide and most players never
 * enlarge it. Every size below is in output pixels of the 1100-px-wide image, i.e. twice what the
 * player sees inline; tests/render/legibility.test.ts holds them to 9 px text and 12 px unit symbols
 * at 550 px. The map keeps its geometry in a fixed 1290×1000 space and is drawn scaled into the
 * image; a zone (`/dip map zone:balkans`) is a crop of that space drawn larger, with its own labels.
 */

/** Width of every Diplomacy image, in pixels. */
export const DIP_WIDTH = 1100;
/** Geometry space of the map (the projection's viewport). */
const GEO_W = 1290;
const GEO_H = 1000;

/** Drawing parameters in output pixels (exported for the legibility test). */
export const DIP_DRAW = {
  width: DIP_WIDTH,
  /** province codes on the map */
  labelPx: 18,
  /** legend and caption text */
  legendPx: 18,
  captionPx: 22,
  /** army disc diameter */
  armyPx: 26,
  /** fleet: hull width; its height with the sail is 0.9 of that */
  fleetPx: 32,
  /** dislodged units are drawn a little smaller, beside their province's spot */
  dislodgedPx: 24,
  /** supply-centre star, outer diameter */
  centrePx: 17,
  legendRow: 32,
} as const;

const LAND_BORDER = '#6d6250';
const NULL_LAND = '#d5d0c4';

/** A map area: the whole board or a zone, as a box in geometry space. */
export interface DipZone {
  id: string;
  /** provinces the zone is about: the crop is their spots' bounds plus a margin */
  provinces: readonly string[];
}

/** Zones for `/dip map zone:<id>`: crowded parts of the board drawn larger. */
export const DIP_ZONES: readonly DipZone[] = [
  { id: 'balkans', provinces: ['bud', 'rum', 'ser', 'bul', 'gre', 'alb', 'tri', 'con', 'aeg', 'bla', 'ion'] },
  { id: 'scandinavia', provinces: ['nwy', 'swe', 'den', 'fin', 'stp', 'ska', 'bot', 'nwg', 'bal', 'nth'] },
  { id: 'low-countries', provinces: ['bel', 'hol', 'pic', 'ruh', 'kie', 'hel', 'nth', 'eng', 'lon', 'bur', 'den'] },
  { id: 'britain', provinces: ['cly', 'edi', 'lvp', 'yor', 'wal', 'lon', 'iri', 'nth', 'eng', 'nwg'] },
  { id: 'italy', provinces: ['pie', 'ven', 'tus', 'rom', 'nap', 'apu', 'tyr', 'tri', 'tys', 'adr', 'lyo', 'ion'] },
  { id: 'iberia', provinces: ['por', 'spa', 'mao', 'wes', 'lyo', 'gas', 'mar', 'naf'] },
  { id: 'turkey', provinces: ['con', 'ank', 'smy', 'arm', 'syr', 'bla', 'aeg', 'eas', 'sev'] },
  { id: 'russia', provinces: ['mos', 'war', 'ukr', 'lvn', 'sev', 'stp', 'pru', 'gal', 'fin'] },
];

interface Edge {
  a: string | null;
  b: string | null;
  p: [number, number];
  q: [number, number];
}

/** Everything that depends only on the map, computed once per process and reused. */
interface DipGeometry {
  frame: GeoFrame;
  landEdges: Edge[];
  seaEdges: Edge[];
  /** Province shapes: union of its Voronoi cells (clip to land or sea when filling). */
  shape: Map<string, Path2D>;
  landBorders: Path2D;
  seaBorders: Path2D;
  spot: Map<string, [number, number]>;
  city: Map<string, [number, number]>;
  /** 1 where the map is land, per geometry pixel */
  landMask: Uint8Array;
  landSeeds: Array<string | null>;
  seaSeeds: Array<string | null>;
  landFinder: Delaunay<[number, number]>;
  seaFinder: Delaunay<[number, number]>;
}

let geometry: DipGeometry | null = null;
function buildCells(
  frame: GeoFrame,
  seeds: Array<{ key: string | null; at: LonLat }>,
): {
  shapes: Map<string, Path2D>;
  nulls: Path2D;
  borders: Path2D;
  edges: Array<{ a: string | null; b: string | null; p: [number, number]; q: [number, number] }>;
} {
  const v = frame.spec.viewport;
  const pts = seeds.map((s) => frame.project(s.at[0], s.at[1]));
  const voronoi = Delaunay.from(pts).voronoi([v.x - 4, v.y - 4, v.x + v.w + 4, v.y + v.h + 4]);
  const shapes = new Map<string, Path2D>();
  const nulls = new Path2D();
  const edges = new Map<string, { keys: Array<string | null>; a: [number, number]; b: [number, number] }>();
  const r = (n: number) => Math.round(n * 100) / 100;
  seeds.forEach((seed, i) => {
    const poly = voronoi.cellPolygon(i);
    if (!poly) return;
    let path = seed.key === null ? nulls : shapes.get(seed.key);
    if (!path) {
      path = new Path2D();
      shapes.set(seed.key as string, path);
    }
    path.moveTo(poly[0][0], poly[0][1]);
    for (let k = 1; k < poly.length; k++) path.lineTo(poly[k][0], poly[k][1]);
    path.closePath();
    for (let k = 0; k + 1 < poly.length; k++) {
      const a = poly[k] as [number, number];
      const b = poly[k + 1] as [number, number];
      const ka = `${r(a[0])},${r(a[1])}`;
      const kb = `${r(b[0])},${r(b[1])}`;
      const key = ka < kb ? `${ka}|${kb}` : `${kb}|${ka}`;
      const e = edges.get(key);
      if (e) e.keys.push(seed.key);
      else edges.set(key, { keys: [seed.key], a, b });
    }
  });
  const borders = new Path2D();
  const between: Array<{ a: string | null; b: string | null; p: [number, number]; q: [number, number] }> = [];
  for (const e of edges.values()) {
    if (e.keys.length === 2 && e.keys[0] !== e.keys[1]) {
      borders.moveTo(e.a[0], e.a[1]);
      borders.lineTo(e.b[0], e.b[1]);
      between.push({ a: e.keys[0], b: e.keys[1], p: e.a, q: e.b });
    }
  }
  return { shapes, nulls, borders, edges: between };
}

function getGeometry(): DipGeometry {
  if (geometry) return geometry;
  const frame = geoFrame({
    id: 'diplomacy',
    bbox: { lon0: -12, lat0: 32.5, lon1: 41, lat1: 70.5 },
    viewport: { x: 0, y: 0, w: GEO_W, h: GEO_H },
    projection: 'conic',
  });
  const landSeeds: Array<{ key: string | null; at: LonLat }> = [];
  const seaSeeds: Array<{ key: string | null; at: LonLat }> = [];
  for (const p of DIP_PROVINCES) {
    const list = p.kind === 'sea' ? seaSeeds : landSeeds;
    for (const at of [p.at, ...(p.seeds ?? [])]) list.push({ key: p.id, at });
    for (const at of p.waterSeeds ?? []) seaSeeds.push({ key: p.id, at });
  }
  for (const at of DIP_NULL_LAND) landSeeds.push({ key: null, at });
  for (const at of DIP_NULL_SEA) seaSeeds.push({ key: null, at });
  const land = buildCells(frame, landSeeds);
  const sea = buildCells(frame, seaSeeds);
  const shape = new Map<string, Path2D>();
  for (const [k, p] of land.shapes) shape.set(`land:${k}`, p);
  for (const [k, p] of sea.shapes) shape.set(`sea:${k}`, p);
  const spot = new Map<string, [number, number]>();
  const city = new Map<string, [number, number]>();
  for (const p of DIP_PROVINCES) {
    spot.set(p.id, frame.project(p.at[0], p.at[1]));
    for (const [coast, at] of Object.entries(p.coasts ?? {})) spot.set(`${p.id}/${coast}`, frame.project(at[0], at[1]));
    if (p.sc) city.set(p.id, frame.project((p.city ?? p.at)[0], (p.city ?? p.at)[1]));
  }
  const maskCanvas = newCanvas(GEO_W, GEO_H, '#000000');
  maskCanvas.ctx.fillStyle = '#ffffff';
  maskCanvas.ctx.fill(frame.land);
  const px = maskCanvas.ctx.getImageData(0, 0, GEO_W, GEO_H).data;
  const landMask = new Uint8Array(GEO_W * GEO_H);
  for (let i = 0; i < landMask.length; i++) landMask[i] = px[i * 4]! >= 128 ? 1 : 0;
  const proj = (list: typeof landSeeds) => list.map((s) => frame.project(s.at[0], s.at[1]));
  geometry = {
    frame,
    landEdges: land.edges,
    seaEdges: sea.edges,
    shape,
    landBorders: land.borders,
    seaBorders: sea.borders,
    spot,
    city,
    landMask,
    landSeeds: landSeeds.map((s) => s.key),
    seaSeeds: seaSeeds.map((s) => s.key),
    landFinder: Delaunay.from(proj(landSeeds)),
    seaFinder: Delaunay.from(proj(seaSeeds)),
  };
  return geometry;
}

function isLand(g: DipGeometry, x: number, y: number): boolean {
  const ix = Math.round(x);
  const iy = Math.round(y);
  if (ix < 0 || iy < 0 || ix >= GEO_W || iy >= GEO_H) return false;
  return g.landMask[iy * GEO_W + ix] === 1;
}

/** The province drawn at a point of the geometry space (null: no space, or off the map). */
function provinceAt(g: DipGeometry, x: number, y: number): string | null {
  if (x < 0 || y < 0 || x >= GEO_W || y >= GEO_H) return null;
  if (isLand(g, x, y)) return g.landSeeds[g.landFinder.find(x, y)] ?? null;
  return g.seaSeeds[g.seaFinder.find(x, y)] ?? null;
}

// ── Layout: the map crop, the label positions and the legend, per zone, language and names ──

export interface PlacedLabel {
  id: string;
  text: string;
  sea: boolean;
  /** output pixels */
  box: Box;
  /** from the province's spot to the label, when the label had to leave its province */
  leader?: [number, number, number, number];
}

interface Layout {
  key: string;
  zone: string;
  /** crop of the geometry space */
  bx: number;
  by: number;
  s: number;
  mapH: number;
  height: number;
  labels: PlacedLabel[];
  /** labels of provinces in the crop that found no room (the zone maps show them) */
  dropped: string[];
  /** legend: where each power's counts go */
  powerRows: Array<{ power: DiplomacyPower; name: string; x: number; y: number; countX: number }>;
  keyItems: Array<{ item: KeyItem; x: number; y: number; label: string }>;
  legendTop: number;
  /** province codes' size */
  labelPx: number;
}

type KeyItem =
  | 'army'
  | 'fleet'
  | 'centre'
  | 'dislodged'
  | 'move'
  | 'support'
  | 'convoy'
  | 'hold'
  | 'retreat'
  | 'retreatOption'
  | 'failed'
  | 'build'
  | 'removal';
const KEY_ITEMS: readonly KeyItem[] = [
  'army',
  'fleet',
  'centre',
  'dislodged',
  'move',
  'support',
  'convoy',
  'hold',
  'retreat',
  'retreatOption',
  'failed',
  'build',
  'removal',
];

const WORDS = {
  en: {
    army: 'Army',
    fleet: 'Fleet',
    dislodged: 'Dislodged',
    centre: 'Supply centre',
    move: 'Move',
    support: 'Support',
    convoy: 'Convoy',
    retreat: 'Retreat',
    retreatOption: 'May retreat',
    hold: 'Hold',
    failed: 'Failed',
    build: 'Build',
    removal: 'Removal',
    centres: 'centres',
    units: 'units',
  },
  it: {
    army: 'Armata',
    fleet: 'Flotta',
    dislodged: 'Sloggiata',
    centre: 'Centro',
    move: 'Movimento',
    support: 'Appoggio',
    convoy: 'Trasporto',
    retreat: 'Ritirata',
    retreatOption: 'Può ritirarsi',
    hold: 'Fermo',
    failed: 'Fallito',
    build: 'Costruzione',
    removal: 'Rimozione',
    centres: 'centri',
    units: 'unità',
  },
} as const;

const POWER_NAME_IT: Record<DiplomacyPower, string> = {
  england: 'Inghilterra',
  france: 'Francia',
  germany: 'Germania',
  italy: 'Italia',
  austria: 'Austria-Ungheria',
  russia: 'Russia',
  turkey: 'Turchia',
};

const layouts = new Map<string, Layout>();

function zoneBox(zone: string): { x: number; y: number; w: number; h: number } {
  // the whole board without the empty Atlantic west of the Mid-Atlantic and the steppe east of Armenia
  if (zone === 'all') return { x: 60, y: 0, w: 1165, h: 990 };
  if (zone === 'inline') {
    // the inline view (render/diplomacy/inline.ts): every supply centre, and no more
    const g = getGeometry();
    const pts = DIP_PROVINCES.filter((p) => p.sc).map((p) => g.spot.get(p.id)!);
    let x0 = Math.min(...pts.map((p) => p[0])) - 62;
    const y0 = Math.min(...pts.map((p) => p[1])) - 40;
    let x1 = Math.max(...pts.map((p) => p[0])) + 62;
    const y1 = Math.min(GEO_H, Math.max(...pts.map((p) => p[1])) + 40);
    // no taller than DIP_INLINE_MAP_H once 1100 px wide: wider instead, so it fits the chat at 0.38
    const minW = ((y1 - y0) * DIP_WIDTH) / DIP_INLINE_MAP_H;
    if (x1 - x0 < minW) {
      const cx = (x0 + x1) / 2;
      x0 = Math.max(0, cx - minW / 2);
      x1 = Math.min(GEO_W, x0 + minW);
    }
    return { x: x0, y: y0, w: x1 - x0, h: y1 - y0 };
  }
  const z = DIP_ZONES.find((d) => d.id === zone);
  if (!z) throw new Error(`renderDiplomacyMap: unknown zone '${zone}'`);
  const g = getGeometry();
  const pts = z.provinces.map((id) => g.spot.get(id)!);
  let x0 = Math.min(...pts.map((p) => p[0])) - 70;
  let x1 = Math.max(...pts.map((p) => p[0])) + 70;
  let y0 = Math.min(...pts.map((p) => p[1])) - 60;
  let y1 = Math.max(...pts.map((p) => p[1])) + 60;
  // no narrower than 4:3, so the zone image is not a tall strip
  if ((x1 - x0) / (y1 - y0) < 4 / 3) {
    const cx = (x0 + x1) / 2;
    const w = ((y1 - y0) * 4) / 3;
    x0 = cx - w / 2;
    x1 = cx + w / 2;
  }
  const clampShift = (a: number, b: number, max: number): [number, number] =>
    a < 0 ? [0, Math.min(max, b - a)] : b > max ? [Math.max(0, a - (b - max)), max] : [a, b];
  [x0, x1] = clampShift(x0, x1, GEO_W);
  [y0, y1] = clampShift(y0, y1, GEO_H);
  return { x: x0, y: y0, w: x1 - x0, h: y1 - y0 };
}

/** The inline view's map height (at most): with its legend beside it, it fits 550×350 at 0.38. */
export const DIP_INLINE_MAP_H = 900;
/** The inline view's province codes: 22 px, so they are 8 px or more once fitted at 0.38. */
export const DIP_INLINE_LABEL_PX = 22;
/** Room kept between two names and between a name and a unit's spot (the inline view keeps more). */
const labelRoom = (zone: string) => (zone === 'inline' ? { pad: 4, unit: 3 } : { pad: 1, unit: 0 });
const labelPxOf = (zone: string) => (zone === 'inline' ? DIP_INLINE_LABEL_PX : DIP_DRAW.labelPx);

function labelFont(sea: boolean, px: number = DIP_DRAW.labelPx): string {
  return font(px, sea ? 'normal' : 'bold', FONT_CONDENSED);
}

function layoutFor(zone: string, lang: 'en' | 'it', names: Partial<Record<DiplomacyPower, string>>): Layout {
  const key = `${zone}|${lang}|${JSON.stringify(names)}`;
  const hit = layouts.get(key);
  if (hit) return hit;
  const g = getGeometry();
  const box = zoneBox(zone);
  const s = DIP_WIDTH / box.w;
  const mapH = Math.round(box.h * s);
  const out = (x: number, y: number): [number, number] => [(x - box.x) * s, (y - box.y) * s];
  const scratch = newCanvas(8, 8, '#fff').ctx;

  // Every unit spot and centre is an obstacle whether occupied or not, so labels never move between
  // turns and never sit under a unit.
  const index = new CollisionIndex({ x: 2, y: 2, w: DIP_WIDTH - 4, h: mapH - 4 });
  const room = labelRoom(zone);
  const labelPx = labelPxOf(zone);
  const unitR = DIP_DRAW.fleetPx / 2 + 1 + room.unit;
  for (const [id, [x, y]] of g.spot) {
    const [ox, oy] = out(x, y);
    // an inland province only ever holds an army, a smaller symbol than a ship
    const r =
      DIP_PROVINCE_BY_ID.get(id.split('/')[0]!)!.kind === 'inland' ? DIP_DRAW.armyPx / 2 + 1 + room.unit : unitR;
    index.add({ x: ox - r, y: oy - r, w: r * 2, h: r * 2 });
  }
  const c = DIP_DRAW.centrePx / 2 + 1;
  for (const [id] of g.city) {
    const [bx, by] = centreBeside(...out(...g.spot.get(id)!));
    index.add({ x: bx - c, y: by - c, w: 2 * c, h: 2 * c });
  }
  const inView = (x: number, y: number) => x >= 0 && y >= 0 && x <= DIP_WIDTH && y <= mapH;
  const ordered = [...DIP_PROVINCES].sort(
    (a, b) => Number(a.kind === 'sea') - Number(b.kind === 'sea') || Number(!!b.sc) - Number(!!a.sc),
  );
  const labels: PlacedLabel[] = [];
  const dropped: string[] = [];
  const todo = ordered
    .map((p) => {
      const [sx, sy] = out(...g.spot.get(p.id)!);
      const sea = p.kind === 'sea';
      scratch.font = labelFont(sea, labelPx);
      const text = p.id.toUpperCase();
      return {
        id: p.id,
        sx,
        sy,
        sea,
        text,
        w: Math.ceil(scratch.measureText(text).width) + 4,
        h: labelPx + 2,
      };
    })
    .filter((t) => inView(t.sx, t.sy));
  const inside = (id: string, b: Box) => provinceAt(g, (b.x + b.w / 2) / s + box.x, (b.y + b.h / 2) / s + box.y) === id;
  // Supply centres first (inside, then with a leader), then the other land provinces, then the seas;
  // on the whole board a province without a centre that has no room inside keeps no name (its zone
  // map shows it).
  const insidePass = (list: typeof todo) => {
    const rest: typeof todo = [];
    for (const t of list) {
      const b = ringCandidates(t.sx, t.sy, t.w, t.h, DIP_DRAW.armyPx / 2 + 1, 9, t.h * 0.3).find(
        (c) => index.fits(c, room.pad) && inside(t.id, c),
      );
      if (b) {
        index.add(b);
        labels.push({ id: t.id, text: t.text, sea: t.sea, box: b });
      } else rest.push(t);
    }
    return rest;
  };
  const leaderPass = (list: typeof todo) => {
    for (const t of list) {
      const b = radialCandidates(t.sx, t.sy, t.w, t.h, DIP_DRAW.armyPx / 2 + 3 + room.unit, 12, t.h * 0.35).find((c) =>
        index.fits(c, room.pad),
      );
      if (!b) {
        dropped.push(t.id);
        continue;
      }
      index.add(b);
      const [lx, ly] = nearestOnBox(b, t.sx, t.sy);
      labels.push({ id: t.id, text: t.text, sea: t.sea, box: b, leader: [t.sx, t.sy, lx, ly] });
    }
  };
  const isSc = (t: (typeof todo)[number]) => !!DIP_PROVINCE_BY_ID.get(t.id)!.sc;
  leaderPass(insidePass(todo.filter(isSc)));
  const others = insidePass(todo.filter((t) => !isSc(t)));
  if (zone === 'all' || zone === 'inline') dropped.push(...others.map((t) => t.id));
  else leaderPass(others);

  // Legend under the map: powers in four columns, then the key, wrapped to the width.
  const w = WORDS[lang];
  const legendTop = mapH;
  const pad = 14;
  let y = legendTop + pad + DIP_DRAW.captionPx / 2 + 2;
  y += DIP_DRAW.captionPx + 8;
  const colW = (DIP_WIDTH - 2 * pad) / 4;
  const powerRows: Layout['powerRows'] = [];
  scratch.font = font(DIP_DRAW.legendPx, 'normal', FONT_CONDENSED);
  let col = 0;
  let rowY = y;
  for (const p of DIP_POWERS) {
    const name = names[p] ?? (lang === 'it' ? POWER_NAME_IT[p] : DIP_POWER_NAME[p]);
    const x = pad + col * colW;
    const countX = x + 34 + scratch.measureText(name).width + 10;
    powerRows.push({ power: p, name, x, y: rowY, countX });
    col++;
    if (col === 4) {
      col = 0;
      rowY += DIP_DRAW.legendRow;
    }
  }
  y = rowY + DIP_DRAW.legendRow + 6;
  const keyItems: Layout['keyItems'] = [];
  let x = pad;
  for (const item of KEY_ITEMS) {
    const label = w[item];
    const iw = 52 + scratch.measureText(label).width + 22;
    if (x + iw > DIP_WIDTH - pad) {
      x = pad;
      y += DIP_DRAW.legendRow;
    }
    keyItems.push({ item, x, y, label });
    x += iw;
  }
  const height = Math.ceil(y + DIP_DRAW.legendRow / 2 + pad);
  const layout: Layout = {
    key,
    zone,
    bx: box.x,
    by: box.y,
    s,
    mapH,
    height,
    labels,
    dropped,
    powerRows,
    keyItems,
    legendTop,
    labelPx,
  };
  layouts.set(key, layout);
  return layout;
}

/** Candidate label boxes around a point, ring by ring: below, above, right, left, then diagonals. */
function ringCandidates(cx: number, cy: number, w: number, h: number, gap: number, rings: number, step: number): Box[] {
  const out: Box[] = [];
  for (let r = 0; r < rings; r++) {
    const d = gap + r * step;
    const q = d * 0.72;
    out.push(
      { x: cx - w / 2, y: cy + d, w, h },
      { x: cx - w / 2, y: cy - d - h, w, h },
      { x: cx + d, y: cy - h / 2, w, h },
      { x: cx - d - w, y: cy - h / 2, w, h },
      { x: cx + q, y: cy + q, w, h },
      { x: cx - q - w, y: cy + q, w, h },
      { x: cx + q, y: cy - q - h, w, h },
      { x: cx - q - w, y: cy - q - h, w, h },
    );
  }
  return out;
}

/** Candidate boxes in sixteen directions around a point, nearest first. */
function radialCandidates(
  cx: number,
  cy: number,
  w: number,
  h: number,
  gap: number,
  rings: number,
  step: number,
): Box[] {
  const out: Box[] = [];
  for (let r = 0; r < rings; r++) {
    const d = gap + r * step;
    for (let k = 0; k < 16; k++) {
      const a = Math.PI / 2 + (k % 2 ? 1 : -1) * Math.ceil(k / 2) * (Math.PI / 8);
      const x = cx + Math.cos(a) * (d + w / 2);
      const y = cy + Math.sin(a) * (d + h / 2);
      out.push({ x: x - w / 2, y: y - h / 2, w, h });
    }
  }
  return out;
}

function nearestOnBox(b: Box, x: number, y: number): [number, number] {
  return [Math.max(b.x, Math.min(x, b.x + b.w)), Math.max(b.y, Math.min(y, b.y + b.h))];
}

/** Where a supply centre's star goes when a unit stands on the province: beside the unit, upper right. */
function centreBeside(x: number, y: number): [number, number] {
  return [x + DIP_DRAW.fleetPx / 2 + 1, y - DIP_DRAW.armyPx / 2 - 1];
}

// ── Static layer: sea, land, borders, names, legend frame ───────────────────────────────────

function provinceFill(id: string, input: DiplomacyMapInput): string {
  const p = DIP_PROVINCE_BY_ID.get(id)!;
  if (p.sc) {
    const owner = input.supplyCentres[p.id];
    return owner ? DIP_POWER_STYLE[owner].tint : DIP_NEUTRAL_LAND;
  }
  return p.region ? DIP_POWER_STYLE[p.region].tint : DIP_NEUTRAL_LAND;
}

function drawStatic(ctx: Ctx, g: DipGeometry, L: Layout, input: DiplomacyMapInput): void {
  ctx.fillStyle = THEME.panel;
  ctx.fillRect(0, 0, DIP_WIDTH, L.height);
  ctx.save();
  ctx.beginPath();
  ctx.rect(0, 0, DIP_WIDTH, L.mapH);
  ctx.clip();
  ctx.setTransform(L.s, 0, 0, L.s, -L.bx * L.s, -L.by * L.s);
  const { frame } = g;
  ctx.fillStyle = DIP_SEA;
  ctx.fillRect(0, 0, GEO_W, GEO_H);
  ctx.save();
  ctx.clip(frame.land);
  ctx.fillStyle = NULL_LAND;
  ctx.fillRect(0, 0, GEO_W, GEO_H);
  for (const p of DIP_PROVINCES) {
    if (p.kind === 'sea') continue;
    ctx.fillStyle = provinceFill(p.id, input);
    ctx.fill(g.shape.get(`land:${p.id}`)!);
  }
  ctx.strokeStyle = LAND_BORDER;
  ctx.lineWidth = 1.3 / Math.min(1, L.s);
  ctx.stroke(g.landBorders);
  ctx.restore();
  ctx.save();
  ctx.clip(frame.sea, 'evenodd');
  for (const p of DIP_PROVINCES) {
    if (!p.waterSeeds) continue;
    ctx.fillStyle = provinceFill(p.id, input);
    ctx.fill(g.shape.get(`sea:${p.id}`)!);
  }
  ctx.strokeStyle = '#7c9db5';
  ctx.lineWidth = 1.1 / Math.min(1, L.s);
  ctx.stroke(g.seaBorders);
  ctx.restore();
  ctx.strokeStyle = '#3f5566';
  ctx.lineWidth = 1.2 / Math.min(1, L.s);
  ctx.stroke(frame.land);
  ctx.restore();

  // legend frame and its fixed parts
  ctx.strokeStyle = THEME.panelEdge;
  ctx.lineWidth = 2;
  ctx.beginPath();
  ctx.moveTo(0, L.legendTop + 1);
  ctx.lineTo(DIP_WIDTH, L.legendTop + 1);
  ctx.stroke();
  const w = WORDS[input.lang ?? 'en'];
  ctx.textAlign = 'left';
  ctx.textBaseline = 'middle';
  for (const r of L.powerRows) {
    drawArmy(ctx, r.power, r.x + 13, r.y, 24);
    ctx.font = font(DIP_DRAW.legendPx, 'normal', FONT_CONDENSED);
    ctx.fillStyle = THEME.text;
    ctx.textAlign = 'left';
    ctx.fillText(r.name, r.x + 32, r.y + 1);
  }
  for (const k of L.keyItems) {
    drawKeySymbol(ctx, k.item, k.x + 24, k.y);
    ctx.font = font(DIP_DRAW.legendPx, 'normal', FONT_CONDENSED);
    ctx.fillStyle = THEME.text;
    ctx.textAlign = 'left';
    ctx.fillText(k.label, k.x + 52, k.y + 1);
  }
  void w;
}

/** Province names, over the order lines (their halo keeps both legible) and under the units. */
function drawLabels(ctx: Ctx, L: Layout): void {
  for (const l of L.labels) {
    if (l.leader) {
      const [x0, y0, x1, y1] = l.leader;
      ctx.strokeStyle = 'rgba(255,255,255,0.85)';
      ctx.lineWidth = 3.5;
      ctx.beginPath();
      ctx.moveTo(x0, y0);
      ctx.lineTo(x1, y1);
      ctx.stroke();
      ctx.strokeStyle = '#2a2418';
      ctx.lineWidth = 1.4;
      ctx.stroke();
    }
    ctx.font = labelFont(l.sea, L.labelPx);
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.lineWidth = 4;
    ctx.strokeStyle = 'rgba(255,255,255,0.85)';
    const cx = l.box.x + l.box.w / 2;
    const cy = l.box.y + l.box.h / 2 + 1;
    ctx.strokeText(l.text, cx, cy);
    ctx.fillStyle = l.sea ? '#1f4d6b' : '#2a2418';
    ctx.fillText(l.text, cx, cy);
  }
}

// ── Pieces ──────────────────────────────────────────────────────────────────────────────────

function outline(ctx: Ctx, dashed = false): void {
  ctx.lineWidth = 2.5;
  ctx.strokeStyle = '#ffffff';
  ctx.stroke();
  ctx.lineWidth = 1.5;
  ctx.strokeStyle = '#1a1a1a';
  if (dashed) ctx.setLineDash([3, 2]);
  ctx.stroke();
  ctx.setLineDash([]);
}

/** Army: a disc in the power's colour with a white inner ring. */
function drawArmy(ctx: Ctx, power: DiplomacyPower, x: number, y: number, d: number, dashed = false): void {
  ctx.beginPath();
  ctx.arc(x, y, d / 2, 0, Math.PI * 2);
  ctx.fillStyle = DIP_POWER_STYLE[power].fill;
  ctx.fill();
  outline(ctx, dashed);
  ctx.beginPath();
  ctx.arc(x, y, d * 0.26, 0, Math.PI * 2);
  ctx.lineWidth = Math.max(1.5, d * 0.08);
  ctx.strokeStyle = DIP_POWER_STYLE[power].ink === '#ffffff' ? 'rgba(255,255,255,0.9)' : 'rgba(0,0,0,0.55)';
  ctx.stroke();
}

/** Fleet: a ship, hull and sail in the power's colour; `w` is the hull's width (height 0.9 w). */
function drawFleet(ctx: Ctx, power: DiplomacyPower, x: number, y: number, w: number, dashed = false): void {
  const fill = DIP_POWER_STYLE[power].fill;
  const top = y - w * 0.45;
  const deck = y + w * 0.1;
  // sail
  ctx.beginPath();
  ctx.moveTo(x - w * 0.02, top);
  ctx.lineTo(x - w * 0.02, deck - w * 0.06);
  ctx.lineTo(x - w * 0.36, deck - w * 0.06);
  ctx.closePath();
  ctx.moveTo(x + w * 0.06, top + w * 0.06);
  ctx.lineTo(x + w * 0.06, deck - w * 0.06);
  ctx.lineTo(x + w * 0.34, deck - w * 0.06);
  ctx.closePath();
  ctx.fillStyle = fill;
  ctx.fill();
  outline(ctx, dashed);
  // hull
  ctx.beginPath();
  ctx.moveTo(x - w / 2, deck);
  ctx.lineTo(x + w / 2, deck);
  ctx.lineTo(x + w * 0.3, y + w * 0.45);
  ctx.lineTo(x - w * 0.3, y + w * 0.45);
  ctx.closePath();
  ctx.fillStyle = fill;
  ctx.fill();
  outline(ctx, dashed);
}

function drawUnitSymbol(
  ctx: Ctx,
  u: { power: DiplomacyPower; type: DipUnitType },
  x: number,
  y: number,
  opts: { dislodged?: boolean } = {},
): void {
  const small = opts.dislodged ? DIP_DRAW.dislodgedPx / DIP_DRAW.armyPx : 1;
  if (u.type === 'army') drawArmy(ctx, u.power, x, y, DIP_DRAW.armyPx * small, opts.dislodged);
  else drawFleet(ctx, u.power, x, y, DIP_DRAW.fleetPx * small, opts.dislodged);
  if (opts.dislodged) {
    const r = DIP_DRAW.dislodgedPx * 0.6;
    ctx.save();
    ctx.strokeStyle = '#ffffff';
    ctx.lineWidth = 5;
    ctx.beginPath();
    ctx.moveTo(x - r, y + r * 0.8);
    ctx.lineTo(x + r, y - r * 0.8);
    ctx.stroke();
    ctx.strokeStyle = THEME.failed;
    ctx.lineWidth = 2.5;
    ctx.stroke();
    ctx.restore();
  }
}

/** Supply centre: a five-pointed star, filled with the owner's colour or white when unowned. */
function drawCentre(ctx: Ctx, owner: DiplomacyPower | null, x: number, y: number, d = DIP_DRAW.centrePx): void {
  const R = d / 2;
  ctx.beginPath();
  for (let k = 0; k < 10; k++) {
    const r = k % 2 === 0 ? R : R * 0.48;
    const a = -Math.PI / 2 + (k * Math.PI) / 5;
    if (k === 0) ctx.moveTo(x + Math.cos(a) * r, y + Math.sin(a) * r);
    else ctx.lineTo(x + Math.cos(a) * r, y + Math.sin(a) * r);
  }
  ctx.closePath();
  ctx.fillStyle = owner ? DIP_POWER_STYLE[owner].fill : '#ffffff';
  ctx.fill();
  ctx.lineWidth = 3;
  ctx.strokeStyle = '#ffffff';
  ctx.stroke();
  ctx.lineWidth = 1.3;
  ctx.strokeStyle = '#1a1a1a';
  ctx.stroke();
}

function hexRing(ctx: Ctx, x: number, y: number, r: number, colour: string, dashed: boolean): void {
  ctx.beginPath();
  for (let k = 0; k < 6; k++) {
    const a = (Math.PI / 3) * k + Math.PI / 6;
    if (k === 0) ctx.moveTo(x + Math.cos(a) * r, y + Math.sin(a) * r);
    else ctx.lineTo(x + Math.cos(a) * r, y + Math.sin(a) * r);
  }
  ctx.closePath();
  ctx.lineWidth = 5;
  ctx.strokeStyle = 'rgba(255,255,255,0.85)';
  ctx.stroke();
  ctx.lineWidth = 2.5;
  ctx.strokeStyle = colour;
  if (dashed) ctx.setLineDash([5, 3]);
  ctx.stroke();
  ctx.setLineDash([]);
}

function buildRing(ctx: Ctx, x: number, y: number, colour: string): void {
  ctx.beginPath();
  ctx.arc(x, y, DIP_DRAW.fleetPx * 0.72, 0, Math.PI * 2);
  ctx.setLineDash([5, 3]);
  ctx.lineWidth = 3;
  ctx.strokeStyle = colour;
  ctx.stroke();
  ctx.setLineDash([]);
}

/** Removal: a ring with a slash (⊘) over the unit, dark, distinct from the red × of a failed order. */
function removalMark(ctx: Ctx, x: number, y: number): void {
  const r = DIP_DRAW.fleetPx * 0.62;
  ctx.save();
  for (const [colour, width] of [
    ['#ffffff', 6],
    ['#1a1a1a', 3],
  ] as const) {
    ctx.strokeStyle = colour;
    ctx.lineWidth = width;
    ctx.beginPath();
    ctx.arc(x, y, r, 0, Math.PI * 2);
    ctx.moveTo(x - r * 0.7, y + r * 0.7);
    ctx.lineTo(x + r * 0.7, y - r * 0.7);
    ctx.stroke();
  }
  ctx.restore();
}

/** A line through `pts` (a quadratic curve with `bend` when there are two), with an arrowhead. */
function pathArrow(
  ctx: Ctx,
  pts: Array<[number, number]>,
  o: { color: string; width: number; dash?: number[]; head: number; bend?: number },
): void {
  if (pts.length < 2) return;
  ctx.save();
  ctx.strokeStyle = o.color;
  ctx.fillStyle = o.color;
  ctx.lineWidth = o.width;
  ctx.setLineDash(o.dash ?? []);
  ctx.beginPath();
  const [ex, ey] = pts[pts.length - 1]!;
  let tx: number;
  let ty: number;
  if (pts.length === 2) {
    const [sx, sy] = pts[0]!;
    const [cx, cy] = control(sx, sy, ex, ey, o.bend ?? 0);
    tx = ex - cx;
    ty = ey - cy;
    const tl = Math.hypot(tx, ty) || 1;
    tx /= tl;
    ty /= tl;
    ctx.moveTo(sx, sy);
    ctx.quadraticCurveTo(cx, cy, ex - tx * o.head * 0.7, ey - ty * o.head * 0.7);
  } else {
    const [px, py] = pts[pts.length - 2]!;
    tx = ex - px;
    ty = ey - py;
    const tl = Math.hypot(tx, ty) || 1;
    tx /= tl;
    ty /= tl;
    ctx.moveTo(pts[0]![0], pts[0]![1]);
    for (let i = 1; i < pts.length - 1; i++) ctx.lineTo(pts[i]![0], pts[i]![1]);
    ctx.lineTo(ex - tx * o.head * 0.7, ey - ty * o.head * 0.7);
  }
  ctx.stroke();
  ctx.setLineDash([]);
  if (o.head > 0) {
    const h = o.head;
    ctx.beginPath();
    ctx.moveTo(ex, ey);
    ctx.lineTo(ex - tx * h - ty * h * 0.55, ey - ty * h + tx * h * 0.55);
    ctx.lineTo(ex - tx * h + ty * h * 0.55, ey - ty * h - tx * h * 0.55);
    ctx.closePath();
    ctx.fill();
  }
  ctx.restore();
}

function control(x0: number, y0: number, x1: number, y1: number, bend: number): [number, number] {
  const len = Math.hypot(x1 - x0, y1 - y0) || 1;
  const ux = (x1 - x0) / len;
  const uy = (y1 - y0) / len;
  return [(x0 + x1) / 2 - uy * bend * len, (y0 + y1) / 2 + ux * bend * len];
}

/** Shorten a segment by `a` at its start and `b` at its end. */
function trim(p: [number, number], q: [number, number], a: number, b: number): [[number, number], [number, number]] {
  const len = Math.hypot(q[0] - p[0], q[1] - p[1]) || 1;
  const ux = (q[0] - p[0]) / len;
  const uy = (q[1] - p[1]) / len;
  return [
    [p[0] + ux * a, p[1] + uy * a],
    [q[0] - ux * b, q[1] - uy * b],
  ];
}

function drawKeySymbol(ctx: Ctx, item: KeyItem, cx: number, cy: number): void {
  const demo: DiplomacyPower = 'germany';
  const ink = '#333333';
  const line = (dash: number[], head: number, width: number) =>
    pathArrow(
      ctx,
      [
        [cx - 22, cy],
        [cx + 22, cy],
      ],
      { color: ink, width, dash, head },
    );
  switch (item) {
    case 'army':
      return drawArmy(ctx, demo, cx, cy, DIP_DRAW.armyPx);
    case 'fleet':
      return drawFleet(ctx, demo, cx, cy, DIP_DRAW.fleetPx);
    case 'centre':
      drawCentre(ctx, null, cx - 10, cy);
      return drawCentre(ctx, demo, cx + 10, cy);
    case 'dislodged':
      return drawUnitSymbol(ctx, { power: demo, type: 'army' }, cx, cy, { dislodged: true });
    case 'move':
      return line([], 11, 3.5);
    case 'support':
      return line([2, 5], 8, 2.5);
    case 'convoy':
      return line([1, 4, 6, 4], 0, 2.5);
    case 'retreat':
      return line([10, 3, 2, 3], 10, 3);
    case 'retreatOption':
      ctx.save();
      ctx.setLineDash([2, 4]);
      ctx.lineWidth = 2;
      ctx.strokeStyle = ink;
      ctx.beginPath();
      ctx.moveTo(cx - 22, cy);
      ctx.lineTo(cx + 10, cy);
      ctx.stroke();
      ctx.setLineDash([]);
      ctx.beginPath();
      ctx.arc(cx + 16, cy, 6, 0, Math.PI * 2);
      ctx.stroke();
      ctx.restore();
      return;
    case 'hold':
      return hexRing(ctx, cx, cy, 13, ink, false);
    case 'failed':
      line([8, 5], 11, 3);
      return failMark(ctx, cx, cy, 7, THEME.failed);
    case 'build':
      ctx.save();
      ctx.globalAlpha = 0.75;
      drawArmy(ctx, demo, cx, cy, DIP_DRAW.armyPx * 0.8);
      ctx.restore();
      ctx.save();
      ctx.translate(cx, cy);
      ctx.scale(0.7, 0.7);
      buildRing(ctx, 0, 0, ink);
      ctx.restore();
      return;
    case 'removal':
      drawArmy(ctx, demo, cx, cy, DIP_DRAW.armyPx * 0.8);
      ctx.save();
      ctx.translate(cx, cy);
      ctx.scale(0.7, 0.7);
      removalMark(ctx, 0, 0);
      ctx.restore();
      return;
  }
}

// ── What changes every turn: centres, orders, units, counts ─────────────────────────────────

interface Frame {
  g: DipGeometry;
  L: Layout;
  /** geometry → output pixels */
  out(x: number, y: number): [number, number];
}

function spotOf(g: DipGeometry, location: string): [number, number] {
  const key = location.toLowerCase();
  const s = g.spot.get(key) ?? g.spot.get(key.split('/')[0]!);
  if (!s) throw new Error(`renderDiplomacyMap: unknown location '${location}'`);
  return s;
}

function dislodgedAt(F: Frame, location: string): [number, number] {
  const [x, y] = F.out(...spotOf(F.g, location));
  return [x + DIP_DRAW.armyPx * 0.8, y + DIP_DRAW.armyPx * 0.6];
}

function drawCentres(ctx: Ctx, F: Frame, input: DiplomacyMapInput): void {
  // the star stands beside the unit spot, never under a unit, and in the same place every turn
  for (const [id] of F.g.city)
    drawCentre(ctx, input.supplyCentres[id] ?? null, ...centreBeside(...F.out(...F.g.spot.get(id)!)));
}

const orderColour = (p: DiplomacyPower) => shade(DIP_POWER_STYLE[p].fill, 0.25);

interface Route {
  pts: Array<[number, number]>;
  bend: number;
}

/**
 * The route of a move in output pixels: a fleet's arrow bends until it stays at sea, an army's until
 * it stays on land (ENG→NTH goes round England's coast, not over Kent); an army moving by convoy
 * follows the convoying fleets. A move with an opposite move (A→B and B→A) always bends, so the two
 * arrows part.
 */
function routeOf(F: Frame, from: [number, number], to: [number, number], type: DipUnitType, opposed: boolean): Route {
  const wantLand = type === 'army';
  let best: Route = { pts: [from, to], bend: 0 };
  let bestScore = Infinity;
  for (const bend of [0, 0.14, -0.14, 0.26, -0.26, 0.4, -0.4, 0.55, -0.55]) {
    const [cx, cy] = control(from[0], from[1], to[0], to[1], bend);
    let wrong = 0;
    for (let k = 4; k <= 16; k++) {
      const t = k / 20;
      const x = (1 - t) * (1 - t) * from[0] + 2 * (1 - t) * t * cx + t * t * to[0];
      const y = (1 - t) * (1 - t) * from[1] + 2 * (1 - t) * t * cy + t * t * to[1];
      const gx = x / F.L.s + F.L.bx;
      const gy = y / F.L.s + F.L.by;
      if (isLand(F.g, gx, gy) !== wantLand) wrong++;
    }
    const score = wrong * 10 + Math.abs(bend) * 6 + (opposed && Math.abs(bend) < 0.1 ? 50 : 0);
    if (score < bestScore) {
      bestScore = score;
      best = { pts: [from, to], bend };
    }
  }
  return best;
}

function pointOn(r: Route, t: number): [number, number] {
  if (r.pts.length === 2) {
    const [[x0, y0], [x1, y1]] = r.pts as [[number, number], [number, number]];
    return arrowPoint(x0, y0, x1, y1, r.bend, t);
  }
  // along a polyline by length
  const seg = r.pts.slice(1).map((p, i) => Math.hypot(p[0] - r.pts[i]![0], p[1] - r.pts[i]![1]));
  let d = seg.reduce((a, b) => a + b, 0) * t;
  for (let i = 0; i < seg.length; i++) {
    if (d <= seg[i]! || i === seg.length - 1) {
      const f = seg[i]! ? Math.min(1, d / seg[i]!) : 0;
      const a = r.pts[i]!;
      const b = r.pts[i + 1]!;
      return [a[0] + (b[0] - a[0]) * f, a[1] + (b[1] - a[1]) * f];
    }
    d -= seg[i]!;
  }
  return r.pts[r.pts.length - 1]!;
}

function drawOrders(ctx: Ctx, F: Frame, input: DiplomacyMapInput): Array<() => void> {
  const later: Array<() => void> = [];
  const orders = input.orders ?? [];
  const typeAt = new Map<string, DipUnitType>();
  for (const u of input.units) typeAt.set(`${u.dislodged ? 'd:' : ''}${u.location.split('/')[0]}`, u.type);
  const at = (loc: string) => F.out(...spotOf(F.g, loc));
  const base = (loc: string) => loc.split('/')[0]!;

  // where failure marks and units are, so marks spread instead of piling up
  const marks: Array<[number, number]> = [];
  const unitSpots = input.units.map((u) => at(u.location));
  const placeMark = (r: Route): [number, number] => {
    for (const t of [0.5, 0.4, 0.6, 0.32, 0.68, 0.25, 0.75]) {
      const p = pointOn(r, t);
      const clear =
        marks.every((m) => Math.hypot(m[0] - p[0], m[1] - p[1]) > 20) &&
        unitSpots.every((m) => Math.hypot(m[0] - p[0], m[1] - p[1]) > DIP_DRAW.armyPx * 0.75);
      if (clear) {
        marks.push(p);
        return p;
      }
    }
    const p = pointOn(r, 0.5);
    marks.push(p);
    return p;
  };

  const cased = (
    r: Route,
    o: { power: DiplomacyPower; outcome?: string },
    style: { width: number; dash?: number[]; head: number },
  ) => {
    const failed = o.outcome === 'fails';
    const dash = failed ? [9, 5] : style.dash;
    pathArrow(ctx, r.pts, {
      ...style,
      bend: r.bend,
      dash,
      width: style.width + 3.5,
      head: style.head + 3,
      color: 'rgba(255,255,255,0.9)',
    });
    pathArrow(ctx, r.pts, { ...style, bend: r.bend, dash, color: orderColour(o.power) });
    if (failed) {
      const [mx, my] = placeMark(r);
      later.push(() => failMark(ctx, mx, my, 7, THEME.failed));
    }
  };

  // routes of moves first: supports point at them
  const moveRoute = new Map<string, Route>();
  const moveKey = (from: string, to: string) => `${base(from)}>${base(to)}`;
  const gap = DIP_DRAW.fleetPx / 2 + 2;
  for (const o of orders) {
    if (o.kind !== 'move') continue;
    const from = at(o.unit);
    const to = at(o.to);
    let route: Route;
    if (o.viaConvoy) {
      const fleets = orders
        .filter((c): c is Extract<DipOrder, { kind: 'convoy' }> => c.kind === 'convoy')
        .filter((c) => base(c.from) === base(o.unit) && base(c.to) === base(o.to))
        .map((c) => at(c.unit));
      // order the fleets along the way, nearest to the army first
      const chain: Array<[number, number]> = [];
      const left = [...fleets];
      let cur = from;
      while (left.length) {
        left.sort((a, b) => Math.hypot(a[0] - cur[0], a[1] - cur[1]) - Math.hypot(b[0] - cur[0], b[1] - cur[1]));
        cur = left.shift()!;
        chain.push(cur);
      }
      route = chain.length ? { pts: [from, ...chain, to], bend: 0 } : routeOf(F, from, to, 'fleet', false);
    } else {
      const opposed = orders.some(
        (x) => x.kind === 'move' && base(x.unit) === base(o.to) && base(x.to) === base(o.unit),
      );
      route = routeOf(F, from, to, typeAt.get(base(o.unit)) ?? 'army', opposed);
    }
    // trim the ends clear of the units
    const pts = [...route.pts];
    const [a] = trim(pts[0]!, pts[1]!, gap, 0);
    const [, b] = trim(pts[pts.length - 2]!, pts[pts.length - 1]!, 0, gap);
    pts[0] = a;
    pts[pts.length - 1] = b;
    moveRoute.set(moveKey(o.unit, o.to), { pts, bend: route.bend });
  }

  // supports and convoys first, moves on top of them
  for (const o of orders) {
    if (o.kind === 'support') {
      const from = at(o.unit);
      if (o.to) {
        const target = moveRoute.get(moveKey(o.from, o.to));
        const p = target ? pointOn(target, 0.62) : at(o.to);
        const [a, b] = trim(from, p, gap, 2);
        cased({ pts: [a, b], bend: 0 }, o, { width: 2.5, dash: [2, 5], head: 8 });
      } else {
        const held = at(o.from);
        const [a, b] = trim(from, held, gap, DIP_DRAW.armyPx * 0.8 + 2);
        cased({ pts: [a, b], bend: 0 }, o, { width: 2.5, dash: [2, 5], head: 0 });
        later.push(() => {
          ctx.beginPath();
          ctx.arc(held[0], held[1], DIP_DRAW.armyPx * 0.8, 0, Math.PI * 2);
          ctx.setLineDash([2, 4]);
          ctx.lineWidth = 2.5;
          ctx.strokeStyle = orderColour(o.power);
          ctx.stroke();
          ctx.setLineDash([]);
        });
      }
    } else if (o.kind === 'convoy') {
      const target = moveRoute.get(moveKey(o.from, o.to));
      // the army's arrow already runs through this fleet: mark the fleet with a ring
      const [x, y] = at(o.unit);
      if (!target || !target.pts.some((p) => Math.hypot(p[0] - x, p[1] - y) < 1)) {
        const p = target ? pointOn(target, 0.5) : at(o.to);
        const [a, b] = trim([x, y], p, gap, 2);
        cased({ pts: [a, b], bend: 0 }, o, { width: 2.5, dash: [1, 4, 6, 4], head: 0 });
      }
      later.push(() => {
        ctx.beginPath();
        ctx.arc(x, y, DIP_DRAW.fleetPx * 0.7, 0, Math.PI * 2);
        ctx.setLineDash([1, 4, 6, 4]);
        ctx.lineWidth = 2.5;
        ctx.strokeStyle = orderColour(o.power);
        ctx.stroke();
        ctx.setLineDash([]);
        if (o.outcome === 'fails') {
          const m = placeMark({
            pts: [
              [x, y],
              [x + 1, y],
            ],
            bend: 0,
          });
          failMark(ctx, m[0], m[1], 7, THEME.failed);
        }
      });
    } else if (o.kind === 'hold') {
      const [x, y] = at(o.unit);
      later.push(() => hexRing(ctx, x, y, DIP_DRAW.fleetPx * 0.72, orderColour(o.power), o.outcome === 'fails'));
    }
  }
  for (const o of orders) {
    if (o.kind === 'move') {
      cased(moveRoute.get(moveKey(o.unit, o.to))!, o, { width: 4, head: 13 });
    } else if (o.kind === 'retreat') {
      const from = dislodgedAt(F, o.unit);
      const to = at(o.to);
      const route = routeOf(F, from, to, typeAt.get(`d:${base(o.unit)}`) ?? 'army', false);
      const [a, b] = trim(from, to, DIP_DRAW.dislodgedPx / 2 + 2, gap);
      cased({ pts: [a, b], bend: route.bend }, o, { width: 3.5, dash: [10, 3, 2, 3], head: 12 });
    }
  }
  return later;
}

/** Retreat options of dislodged units: thin dotted lines to small rings, under the units. */
function drawRetreatOptions(ctx: Ctx, F: Frame, input: DiplomacyMapInput): void {
  for (const u of input.units) {
    if (!u.dislodged || !u.retreats?.length) continue;
    const [x0, y0] = dislodgedAt(F, u.location);
    const colour = orderColour(u.power);
    for (const to of u.retreats) {
      const [x1, y1] = F.out(...spotOf(F.g, to));
      ctx.save();
      ctx.setLineDash([2, 4]);
      ctx.lineWidth = 2.5;
      ctx.strokeStyle = colour;
      ctx.beginPath();
      ctx.moveTo(x0, y0);
      ctx.lineTo(x1, y1);
      ctx.stroke();
      ctx.setLineDash([]);
      ctx.beginPath();
      ctx.arc(x1, y1, 10, 0, Math.PI * 2);
      ctx.lineWidth = 2.5;
      ctx.stroke();
      ctx.restore();
    }
  }
}

function drawUnits(ctx: Ctx, F: Frame, input: DiplomacyMapInput): Array<() => void> {
  const later: Array<() => void> = [];
  const ordered = [...input.units].sort((a, b) => Number(!!a.dislodged) - Number(!!b.dislodged));
  for (const u of ordered) {
    if (u.dislodged) drawUnitSymbol(ctx, u, ...dislodgedAt(F, u.location), { dislodged: true });
    else drawUnitSymbol(ctx, u, ...F.out(...spotOf(F.g, u.location)));
  }
  const base = (loc: string) => loc.split('/')[0]!;
  for (const o of input.orders ?? []) {
    if (o.kind === 'build') {
      // a build: the new unit, a little faded, inside a dashed ring
      const [x, y] = F.out(...spotOf(F.g, o.unit));
      if (!input.units.some((u) => base(u.location) === base(o.unit) && !u.dislodged)) {
        ctx.save();
        ctx.globalAlpha = 0.8;
        drawUnitSymbol(ctx, { power: o.power, type: o.type }, x, y);
        ctx.restore();
      }
      later.push(() => buildRing(ctx, x, y, orderColour(o.power)));
    } else if (o.kind === 'disband') {
      const dislodged = input.units.find((u) => u.dislodged && base(u.location) === base(o.unit));
      const [x, y] = dislodged ? dislodgedAt(F, o.unit) : F.out(...spotOf(F.g, o.unit));
      later.push(() => removalMark(ctx, x, y));
    } else if (o.kind === 'retreat' && o.outcome !== 'fails') {
      // the retreated unit, drawn where it now stands
      const u = input.units.find((x) => x.dislodged && base(x.location) === base(o.unit));
      if (u) later.push(() => drawUnitSymbol(ctx, u, ...F.out(...spotOf(F.g, o.to))));
    }
  }
  return later;
}

/** Centres and units per power: the units after the phase when the input says so. */
/** Each power's supply centres and units, as the legend counts them. */
function legendCounts(input: DiplomacyMapInput): {
  sc: Map<DiplomacyPower, number>;
  units: Map<DiplomacyPower, number>;
} {
  const sc = new Map<DiplomacyPower, number>();
  for (const owner of Object.values(input.supplyCentres)) if (owner) sc.set(owner, (sc.get(owner) ?? 0) + 1);
  const units = new Map<DiplomacyPower, number>();
  for (const u of input.unitsAfter ?? input.units.filter((x) => !x.dislodged))
    units.set(u.power, (units.get(u.power) ?? 0) + 1);
  return { sc, units };
}

function drawCounts(ctx: Ctx, L: Layout, input: DiplomacyMapInput): void {
  const { sc, units } = legendCounts(input);
  for (const r of L.powerRows) {
    let x = r.countX;
    drawCentre(ctx, r.power, x + 8, r.y);
    ctx.lineWidth = 1;
    ctx.font = font(DIP_DRAW.legendPx, 'bold', FONT_CONDENSED);
    ctx.fillStyle = THEME.text;
    ctx.textAlign = 'left';
    ctx.textBaseline = 'middle';
    const n = String(sc.get(r.power) ?? 0);
    ctx.fillText(n, x + 20, r.y + 1);
    x += 20 + ctx.measureText(n).width + 12;
    drawArmy(ctx, r.power, x + 7, r.y, 14);
    ctx.font = font(DIP_DRAW.legendPx, 'normal', FONT_CONDENSED);
    ctx.fillStyle = THEME.text;
    ctx.fillText(String(units.get(r.power) ?? 0), x + 18, r.y + 1);
  }
}

function drawCaption(ctx: Ctx, L: Layout, input: DiplomacyMapInput): void {
  const y = L.legendTop + 14 + DIP_DRAW.captionPx / 2 + 2;
  ctx.textAlign = 'left';
  ctx.textBaseline = 'middle';
  ctx.fillStyle = THEME.text;
  ctx.font = font(DIP_DRAW.captionPx, 'bold', FONT_CONDENSED);
  const text = `Diplomacy${input.caption ? ` · ${input.caption}` : ''}`;
  // a long caption wraps its font down to the legend size, never below, and is never cut
  let px = DIP_DRAW.captionPx;
  while (px > DIP_DRAW.legendPx && ctx.measureText(text).width > DIP_WIDTH - 28)
    ctx.font = font(--px, 'bold', FONT_CONDENSED);
  ctx.fillText(text, 14, y);
}

export interface DipRenderOptions {
  /** a zone of DIP_ZONES, drawn larger; default the whole board */
  zone?: string;
  /** reuse the static layer (default true); false draws everything, for the pixel-identity test */
  cache?: boolean;
}

const staticLayers = new LayerCache(16);
const patchedBands = new PatchedBands(16);

function clipToMap(ctx: Ctx, L: Layout): void {
  ctx.save();
  ctx.beginPath();
  ctx.rect(0, 0, DIP_WIDTH, L.mapH);
  ctx.clip();
}

/** Everything drawn over the static layer, in order. */
function drawDynamic(ctx: Ctx, F: Frame, input: DiplomacyMapInput): void {
  const { L } = F;
  clipToMap(ctx, L);
  drawCentres(ctx, F, input);
  drawRetreatOptions(ctx, F, input);
  const later = drawOrders(ctx, F, input);
  drawLabels(ctx, L);
  const afterUnits = drawUnits(ctx, F, input);
  for (const f of afterUnits) f();
  for (const f of later) f();
  ctx.restore();
  drawCaption(ctx, L, input);
  drawCounts(ctx, L, input);
}

function check(input: DiplomacyMapInput): void {
  for (const u of input.units) {
    for (const loc of [u.location, ...(u.retreats ?? [])]) {
      if (!DIP_PROVINCE_BY_ID.has(loc.split('/')[0]!)) throw new Error(`renderDiplomacyMap: unknown location '${loc}'`);
    }
  }
}

/** The static layer changes only with the ownership of centres (province colours). */
function ownersKey(input: DiplomacyMapInput): string {
  return DIP_PROVINCES.filter((p) => p.sc)
    .map((p) => input.supplyCentres[p.id]?.[0] ?? '-')
    .join('');
}

/** Draw the board; returns the canvas (for tests and benchmarks that skip encoding). */
export function drawDiplomacyMap(input: DiplomacyMapInput, opts: DipRenderOptions = {}) {
  check(input);
  const g = getGeometry();
  const lang = input.lang ?? 'en';
  const L = layoutFor(opts.zone ?? 'all', lang, input.powerNames ?? {});
  const { canvas, ctx } = blankCanvas(DIP_WIDTH, L.height);
  ensureFonts();
  staticLayers.paint(
    ctx,
    `${L.key}|${ownersKey(input)}`,
    DIP_WIDTH,
    L.height,
    (c) => drawStatic(c, g, L, input),
    opts.cache ?? true,
  );
  const F: Frame = { g, L, out: (x, y) => [(x - L.bx) * L.s, (y - L.by) * L.s] };
  drawDynamic(ctx, F, input);
  return canvas;
}

/**
 * The rectangles a position without orders changes on its base picture (the static layer, the
 * centres' stars and the place names, all fixed by the ownership of centres): every unit, and the
 * legend's caption and counts. Null when the input draws more than that (orders, retreats,
 * dislodged units): those are drawn whole.
 */
function positionRects(F: Frame, input: DiplomacyMapInput): PixelRect[] | null {
  if (input.orders?.length || input.units.some((u) => u.dislodged || u.retreats?.length)) return null;
  const { L } = F;
  const r = DIP_DRAW.fleetPx / 2 + 8;
  // each rectangle with what is drawn in it, in drawing order: units, then the caption, then the counts
  const items: Array<{ rect: PixelRect; shows: unknown }> = input.units.map((u) => {
    const [x, y] = F.out(...spotOf(F.g, u.location));
    return { rect: { x: x - r, y: y - r, w: 2 * r, h: 2 * r }, shows: ['unit', u.type, u.power, u.location] };
  });
  // the legend's caption and counts (its key is static): rows of 22 px text and 17 px symbols
  const captionY = L.legendTop + 14 + DIP_DRAW.captionPx / 2 + 2;
  items.push({
    rect: { x: 0, y: captionY - DIP_DRAW.captionPx, w: DIP_WIDTH, h: 2 * DIP_DRAW.captionPx },
    shows: ['caption', input.caption ?? ''],
  });
  const { sc: centres, units } = legendCounts(input);
  for (const row of L.powerRows)
    items.push({
      rect: { x: row.countX - 4, y: row.y - DIP_DRAW.legendRow / 2, w: 160, h: DIP_DRAW.legendRow },
      shows: ['counts', row.power, centres.get(row.power) ?? 0, units.get(row.power) ?? 0],
    });
  // a rectangle's pixels are the base's and whatever is drawn over them there: its key names every
  // item whose rectangle meets it (two neighbouring units overlap), so common/bands.ts may keep them
  const meet = (a: PixelRect, b: PixelRect) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
  return items.map(({ rect }) => ({
    ...rect,
    key: JSON.stringify(items.filter((o) => meet(o.rect, rect)).map((o) => o.shows)),
  }));
}

/** Render a Diplomacy position (and optionally its orders) to a PNG. Pure: same input, same bytes.
 * A position without orders draws, reads back and patches only its units, caption and counts over
 * a base picture kept per ownership of centres (common/bands.ts); the bytes are those of drawing it
 * whole. */
export async function renderDiplomacyMap(input: DiplomacyMapInput, opts: DipRenderOptions = {}): Promise<Buffer> {
  const pool = renderPool();
  if (pool && opts.cache !== false) return pool.render('diplomacy', input, opts);
  if (opts.cache === false) return encodePngSync(drawDiplomacyMap(input, opts));
  check(input);
  const g = getGeometry();
  const lang = input.lang ?? 'en';
  const L = layoutFor(opts.zone ?? 'all', lang, input.powerNames ?? {});
  const F: Frame = { g, L, out: (x, y) => [(x - L.bx) * L.s, (y - L.by) * L.s] };
  const rects = positionRects(F, input);
  if (!rects) return encodePngSync(drawDiplomacyMap(input, opts));
  ensureFonts();
  return patchedBands.encode(
    `${L.key}|${ownersKey(input)}`,
    DIP_WIDTH,
    L.height,
    rects,
    (c) => {
      // what drawDiplomacyMap draws before the units, when there are no orders
      drawStatic(c, g, L, input);
      clipToMap(c, L);
      drawCentres(c, F, input);
      drawLabels(c, L);
      c.restore();
    },
    (c) => {
      clipToMap(c, L);
      drawUnits(c, F, input);
      c.restore();
      drawCaption(c, L, input);
      drawCounts(c, L, input);
    },
  );
}

/** The label layout of the whole board or a zone, in output pixels (for the legibility test). */
export function diplomacyLabelLayout(zone = 'all'): {
  labels: PlacedLabel[];
  dropped: string[];
  mapH: number;
  height: number;
  /** province drawn at an output pixel */
  provinceAt(x: number, y: number): string | null;
} {
  const L = layoutFor(zone, 'en', {});
  const g = getGeometry();
  return {
    labels: L.labels,
    dropped: L.dropped,
    mapH: L.mapH,
    height: L.height,
    provinceAt: (x, y) => provinceAt(g, x / L.s + L.bx, y / L.s + L.by),
  };
}

/** Pixel position of a unit spot ('lon', 'stp/nc') on the whole-board image, for tests and overlays. */
export function diplomacyUnitSpot(location: string, zone = 'all'): [number, number] {
  const L = layoutFor(zone, 'en', {});
  const [x, y] = spotOf(getGeometry(), location);
  return [(x - L.bx) * L.s, (y - L.by) * L.s];
}
/**
 * Pairs of provinces whose drawn shapes share a border: land provinces along a stretch of land,
 * seas along a stretch of water. Sorted 'a|b' keys; used by tests to hold the drawing to the
 * rules' adjacency.
 */
export function diplomacyDrawnNeighbours(): { land: string[]; sea: string[] } {
  const g = getGeometry();
  const probe = newCanvas(4, 4, '#fff').ctx;
  const kindOf = (id: string) => DIP_PROVINCE_BY_ID.get(id)!.kind;
  const pairs = (edges: DipGeometry['landEdges'], wantLand: boolean) => {
    const out = new Set<string>();
    for (const e of edges) {
      if (e.a === null || e.b === null) continue;
      // water claimed by a land province (the Sea of Marmara...) is not a sea border
      if (!wantLand && (kindOf(e.a) !== 'sea' || kindOf(e.b) !== 'sea')) continue;
      let hits = 0;
      for (let k = 1; k <= 19; k++) {
        const t = k / 20;
        const x = e.p[0] + (e.q[0] - e.p[0]) * t;
        const y = e.p[1] + (e.q[1] - e.p[1]) * t;
        if (x < 0 || y < 0 || x > GEO_W || y > GEO_H) continue;
        if (probe.isPointInPath(g.frame.land, x, y) === wantLand) hits++;
      }
      if (hits >= 4) out.add([e.a, e.b].sort().join('|'));
    }
    return [...out].sort();
  };
  return { land: pairs(g.landEdges, true), sea: pairs(g.seaEdges, false) };
}

/**
 * Which land province meets which sea along the drawn coastline: every Natural Earth coastline vertex
 * inside the map is given to the nearest land seed and the nearest sea seed. Sorted 'land|sea' keys
 * (null seeds are left out); used by tests to hold the drawing to the fleet adjacency.
 */
export function diplomacyDrawnCoasts(): string[] {
  const g = getGeometry();
  const landSeeds: Array<{ key: string | null; at: [number, number] }> = [];
  const seaSeeds: Array<{ key: string | null; at: [number, number] }> = [];
  for (const p of DIP_PROVINCES) {
    for (const at of [p.at, ...(p.seeds ?? [])])
      (p.kind === 'sea' ? seaSeeds : landSeeds).push({ key: p.id, at: g.frame.project(at[0], at[1]) });
    for (const at of p.waterSeeds ?? []) seaSeeds.push({ key: p.id, at: g.frame.project(at[0], at[1]) });
  }
  for (const at of DIP_NULL_LAND) landSeeds.push({ key: null, at: g.frame.project(at[0], at[1]) });
  for (const at of DIP_NULL_SEA) seaSeeds.push({ key: null, at: g.frame.project(at[0], at[1]) });
  const land = Delaunay.from(landSeeds.map((x) => x.at));
  const sea = Delaunay.from(seaSeeds.map((x) => x.at));
  const out = new Set<string>();
  const visit = (coords: unknown): void => {
    if (Array.isArray(coords) && typeof coords[0] === 'number') {
      const p = g.frame.projection(coords as [number, number]);
      if (!p || p[0] < 0 || p[1] < 0 || p[0] > GEO_W || p[1] > GEO_H) return;
      const l = landSeeds[land.find(p[0], p[1])]!.key;
      const w = seaSeeds[sea.find(p[0], p[1])]!.key;
      if (l && w && DIP_PROVINCE_BY_ID.get(w)!.kind === 'sea') out.add(`${l}|${w}`);
      return;
    }
    if (Array.isArray(coords)) for (const c of coords) visit(c);
  };
  const geo = landGeometry();
  const features = 'features' in geo ? geo.features : [geo];
  for (const f of features) if (f.geometry && 'coordinates' in f.geometry) visit(f.geometry.coordinates);
  return [...out].sort();
}

/**
 * The map of the inline view (render/diplomacy/inline.ts): every supply centre, 1100 px wide, with
 * 22 px codes kept 4 px clear of each other and 3 px further from every unit's spot. Draws the position like
 * drawDiplomacyMap (its legend below the map is not part of the inline view); returns the canvas,
 * the map's height and the labels.
 */
export function drawDiplomacyInlineMap(input: DiplomacyMapInput): {
  canvas: Canvas;
  mapH: number;
  labels: PlacedLabel[];
} {
  const canvas = drawDiplomacyMap(input, { zone: 'inline' });
  const L = layoutFor('inline', input.lang ?? 'en', input.powerNames ?? {});
  return { canvas, mapH: L.mapH, labels: L.labels };
}

/** A symbol of the key (for the inline view's legend). */
export function drawDiplomacyKeySymbol(ctx: Ctx, item: string, cx: number, cy: number): void {
  drawKeySymbol(ctx, item as KeyItem, cx, cy);
}

/** An army disc in a power's colours (the legend's power rows). */
export function drawDiplomacyArmy(ctx: Ctx, power: DiplomacyPower, x: number, y: number, d: number): void {
  drawArmy(ctx, power, x, y, d);
}

/** The key's items and their words, in order. */
export function diplomacyKeyWords(lang: 'en' | 'it'): Array<{ item: string; label: string }> {
  return KEY_ITEMS.map((item) => ({ item, label: WORDS[lang][item] }));
}

/** A power's name in the legend. */
export function diplomacyPowerName(
  p: DiplomacyPower,
  lang: 'en' | 'it',
  names: Partial<Record<DiplomacyPower, string>> = {},
): string {
  return names[p] ?? (lang === 'it' ? POWER_NAME_IT[p] : DIP_POWER_NAME[p]);
}

/** Each power's centres and units as the legend counts them. */
export { legendCounts as diplomacyLegendCounts };
