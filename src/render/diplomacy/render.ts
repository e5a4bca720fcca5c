import { Path2D } from '@napi-rs/canvas';
import { Delaunay } from 'd3-delaunay';
import { arrow, arrowPoint, failMark, haloText, newCanvas, roundRect, type Ctx } from '../common/draw.js';
import { font, FONT_CONDENSED, FONT_SERIF } from '../common/fonts.js';
import { geoFrame, landGeometry, type GeoFrame } from '../common/geo.js';
import { CollisionIndex, candidatesAround, type Box } from '../common/labels.js';
import { THEME, shade, tint } from '../common/palette.js';
import { encodePng } from '../common/png.js';
import {
  DIP_NULL_LAND,
  DIP_NULL_SEA,
  DIP_PROVINCES,
  DIP_PROVINCE_BY_ID,
  type DipProvinceGeo,
  type LonLat,
} from './geo.js';
import type { DiplomacyMapInput, DiplomacyPower, DipUnit, DipUnitType } from './input.js';
import { DIP_POWERS, DIP_POWER_NAME, DIP_POWER_STYLE } from './palette.js';

export const DIP_WIDTH = 1600;
export const DIP_HEIGHT = 1000;
const MAP_W = 1290;

const NEUTRAL_LAND = '#eee4cc';
const NULL_LAND = '#d5d0c4';
const SEA = '#c4dcea';

/** Everything that depends only on the map, computed once per process and reused. */
interface DipGeometry {
  frame: GeoFrame;
  /** Cell edges between two different provinces (or a province and no-space), per partition. */
  landEdges: Array<{ a: string | null; b: string | null; p: [number, number]; q: [number, number] }>;
  seaEdges: Array<{ a: string | null; b: string | null; p: [number, number]; q: [number, number] }>;
  /** Province shapes: union of its Voronoi cells (clip to land or sea when filling). */
  shape: Map<string, Path2D>;
  nullLand: Path2D;
  landBorders: Path2D;
  seaBorders: Path2D;
  spot: Map<string, [number, number]>;
  city: Map<string, [number, number]>;
  labels: Map<string, Box>;
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
    viewport: { x: 0, y: 0, w: MAP_W, h: DIP_HEIGHT },
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
  // Label boxes are placed once, clear of every unit spot and supply centre, so labels never
  // move between turns.
  const index = new CollisionIndex({ x: 4, y: 4, w: MAP_W - 8, h: DIP_HEIGHT - 8 });
  for (const [, [x, y]] of spot) index.add({ x: x - 16, y: y - 17, w: 32, h: 28 });
  for (const [, [x, y]] of city) index.add({ x: x - 8, y: y - 8, w: 16, h: 16 });
  const scratch = newCanvas(8, 8, '#fff').ctx;
  const labels = new Map<string, Box>();
  for (const p of DIP_PROVINCES) {
    const text = p.id.toUpperCase();
    scratch.font = labelFont(p);
    const w = scratch.measureText(text).width + 4;
    const h = 14;
    const [x, y] = spot.get(p.id)!;
    labels.set(p.id, index.place(candidatesAround(x, y, w, h, 16, 4), 1));
  }
  geometry = {
    frame,
    landEdges: land.edges,
    seaEdges: sea.edges,
    shape,
    nullLand: land.nulls,
    landBorders: land.borders,
    seaBorders: sea.borders,
    spot,
    city,
    labels,
  };
  return geometry;
}

function labelFont(p: DipProvinceGeo): string {
  return p.kind === 'sea' ? font(12, 'italic', FONT_SERIF) : font(12, 'bold', FONT_CONDENSED);
}

function provinceFill(p: DipProvinceGeo, input: DiplomacyMapInput): string {
  if (p.sc) {
    const owner = input.supplyCentres[p.id];
    return owner ? DIP_POWER_STYLE[owner].tint : NEUTRAL_LAND;
  }
  return p.region ? tint(DIP_POWER_STYLE[p.region].fill, 0.78) : NEUTRAL_LAND;
}

function drawBoard(ctx: Ctx, g: DipGeometry, input: DiplomacyMapInput): void {
  const { frame } = g;
  ctx.save();
  ctx.beginPath();
  ctx.rect(0, 0, MAP_W, DIP_HEIGHT);
  ctx.clip();
  ctx.fillStyle = SEA;
  ctx.fillRect(0, 0, MAP_W, DIP_HEIGHT);
  ctx.save();
  ctx.clip(frame.land);
  ctx.fillStyle = NULL_LAND;
  ctx.fillRect(0, 0, MAP_W, DIP_HEIGHT);
  for (const p of DIP_PROVINCES) {
    if (p.kind === 'sea') continue;
    ctx.fillStyle = provinceFill(p, input);
    ctx.fill(g.shape.get(`land:${p.id}`)!);
  }
  ctx.strokeStyle = '#6d6250';
  ctx.lineWidth = 1.1;
  ctx.stroke(g.landBorders);
  ctx.restore();

  ctx.save();
  ctx.clip(frame.sea, 'evenodd');
  for (const p of DIP_PROVINCES) {
    if (!p.waterSeeds) continue;
    ctx.fillStyle = provinceFill(p, input);
    ctx.fill(g.shape.get(`sea:${p.id}`)!);
  }
  ctx.strokeStyle = '#6f97b3';
  ctx.lineWidth = 1;
  ctx.stroke(g.seaBorders);
  ctx.restore();

  ctx.strokeStyle = '#3f5566';
  ctx.lineWidth = 1.1;
  ctx.stroke(frame.land);
  ctx.restore();
}

function drawLabels(ctx: Ctx, g: DipGeometry): void {
  for (const p of DIP_PROVINCES) {
    const b = g.labels.get(p.id)!;
    haloText(ctx, p.id.toUpperCase(), b.x + b.w / 2, b.y + b.h / 2, {
      font: labelFont(p),
      color: p.kind === 'sea' ? '#1f4d6b' : '#2a2418',
      haloWidth: 3,
    });
  }
}

function drawSupplyCentres(ctx: Ctx, g: DipGeometry, input: DiplomacyMapInput): void {
  for (const [id, [x, y]] of g.city) {
    const owner = input.supplyCentres[id] ?? null;
    ctx.beginPath();
    ctx.arc(x, y, 7, 0, Math.PI * 2);
    ctx.fillStyle = owner ? DIP_POWER_STYLE[owner].fill : '#ffffff';
    ctx.fill();
    ctx.lineWidth = 1.6;
    ctx.strokeStyle = '#1d1d1d';
    ctx.stroke();
    if (owner) {
      ctx.font = font(9, 'bold', FONT_CONDENSED);
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      ctx.fillStyle = DIP_POWER_STYLE[owner].ink;
      ctx.fillText(DIP_POWER_STYLE[owner].code, x, y + 0.5);
    } else {
      ctx.beginPath();
      ctx.arc(x, y, 2.5, 0, Math.PI * 2);
      ctx.fillStyle = '#1d1d1d';
      ctx.fill();
    }
  }
}

function unitPath(ctx: Ctx, type: DipUnitType, x: number, y: number, s: number): void {
  ctx.beginPath();
  if (type === 'army') {
    roundRect(ctx, x - s, y - s * 0.8, s * 2, s * 1.6, s * 0.35);
  } else {
    // a hull: wide deck, narrow keel, with a raised bow and stern
    ctx.moveTo(x - s * 1.25, y - s * 0.55);
    ctx.lineTo(x + s * 1.25, y - s * 0.55);
    ctx.lineTo(x + s * 0.8, y + s * 0.75);
    ctx.lineTo(x - s * 0.8, y + s * 0.75);
    ctx.closePath();
  }
}

export function drawUnit(
  ctx: Ctx,
  unit: { power: DiplomacyPower; type: DipUnitType },
  x: number,
  y: number,
  opts: { dislodged?: boolean; size?: number } = {},
): void {
  const st = DIP_POWER_STYLE[unit.power];
  const s = opts.size ?? 12;
  ctx.save();
  if (unit.type === 'fleet') {
    // mast and pennant above the hull
    ctx.strokeStyle = '#1d1d1d';
    ctx.lineWidth = 1.6;
    ctx.beginPath();
    ctx.moveTo(x, y - s * 0.55);
    ctx.lineTo(x, y - s * 1.35);
    ctx.stroke();
    ctx.beginPath();
    ctx.moveTo(x, y - s * 1.35);
    ctx.lineTo(x + s * 0.7, y - s * 1.1);
    ctx.lineTo(x, y - s * 0.85);
    ctx.closePath();
    ctx.fillStyle = st.fill;
    ctx.fill();
    ctx.stroke();
  }
  unitPath(ctx, unit.type, x, y, s);
  ctx.fillStyle = st.fill;
  ctx.fill();
  ctx.lineWidth = 2;
  ctx.strokeStyle = '#ffffff';
  ctx.stroke();
  ctx.lineWidth = 1.2;
  ctx.strokeStyle = '#1d1d1d';
  if (opts.dislodged) ctx.setLineDash([3, 2]);
  ctx.stroke();
  ctx.setLineDash([]);
  ctx.font = font(Math.round(s * 1.1), 'bold', FONT_CONDENSED);
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillStyle = st.ink;
  ctx.fillText(st.code, x, y + (unit.type === 'fleet' ? 0 : 1));
  if (opts.dislodged) {
    ctx.strokeStyle = THEME.failed;
    ctx.lineWidth = 2.5;
    ctx.beginPath();
    ctx.moveTo(x - s * 1.2, y + s * 0.9);
    ctx.lineTo(x + s * 1.2, y - s * 0.9);
    ctx.stroke();
  }
  ctx.restore();
}

const DISLODGED_OFFSET: [number, number] = [17, 13];

function spotOf(g: DipGeometry, location: string): [number, number] {
  const key = location.toLowerCase();
  const s = g.spot.get(key) ?? g.spot.get(key.split('/')[0]);
  if (!s) throw new Error(`renderDiplomacyMap: unknown location '${location}'`);
  return s;
}

function drawOrders(ctx: Ctx, g: DipGeometry, input: DiplomacyMapInput): Array<() => void> {
  const later: Array<() => void> = [];
  const orders = input.orders ?? [];
  const colorOf = (p: DiplomacyPower) => shade(DIP_POWER_STYLE[p].fill, 0.3);
  const cased = (
    x0: number,
    y0: number,
    x1: number,
    y1: number,
    o: { power: DiplomacyPower; outcome?: string },
    style: { width: number; dash?: number[]; head?: number; startGap?: number; endGap?: number; bend?: number },
  ) => {
    const failed = o.outcome === 'fails';
    const dash = failed ? [8, 5] : style.dash;
    arrow(ctx, x0, y0, x1, y1, {
      ...style,
      dash,
      width: style.width + 3,
      head: (style.head ?? style.width * 3.2) + 2.5,
      color: 'rgba(255,255,255,0.9)',
    });
    arrow(ctx, x0, y0, x1, y1, { ...style, dash, color: colorOf(o.power) });
    if (failed) {
      const [mx, my] = arrowPoint(x0, y0, x1, y1, style.bend ?? 0, 0.5);
      later.push(() => failMark(ctx, mx, my, 6, THEME.failed));
    }
  };
  // supports and convoys first, moves on top of them
  for (const o of orders) {
    if (o.kind === 'support') {
      const [x0, y0] = spotOf(g, o.unit);
      const [fx, fy] = spotOf(g, o.from);
      if (o.to) {
        const [tx, ty] = spotOf(g, o.to);
        const [px, py] = arrowPoint(fx, fy, tx, ty, 0, 0.62);
        cased(x0, y0, px, py, o, { width: 2, dash: [2, 5], head: 7, startGap: 12 });
      } else {
        cased(x0, y0, fx, fy, o, { width: 2, dash: [2, 5], head: 0, startGap: 12, endGap: 17 });
        later.push(() => {
          ctx.beginPath();
          ctx.arc(fx, fy, 17, 0, Math.PI * 2);
          ctx.setLineDash([2, 4]);
          ctx.lineWidth = 2;
          ctx.strokeStyle = colorOf(o.power);
          ctx.stroke();
          ctx.setLineDash([]);
        });
      }
    } else if (o.kind === 'convoy') {
      const [x0, y0] = spotOf(g, o.unit);
      const [fx, fy] = spotOf(g, o.from);
      const [tx, ty] = spotOf(g, o.to);
      const [px, py] = arrowPoint(fx, fy, tx, ty, 0.18, 0.5);
      cased(x0, y0, px, py, o, { width: 2, dash: [1, 4, 6, 4], head: 0, startGap: 12 });
      later.push(() => {
        ctx.beginPath();
        ctx.arc(px, py, 4.5, 0, Math.PI * 2);
        ctx.fillStyle = '#ffffff';
        ctx.fill();
        ctx.lineWidth = 2;
        ctx.strokeStyle = colorOf(o.power);
        ctx.stroke();
      });
    } else if (o.kind === 'hold') {
      const [x, y] = spotOf(g, o.unit);
      later.push(() => {
        ctx.beginPath();
        for (let k = 0; k < 6; k++) {
          const a = (Math.PI / 3) * k + Math.PI / 6;
          const px = x + Math.cos(a) * 19;
          const py = y + Math.sin(a) * 19;
          if (k === 0) ctx.moveTo(px, py);
          else ctx.lineTo(px, py);
        }
        ctx.closePath();
        ctx.lineWidth = 2.5;
        ctx.strokeStyle = colorOf(o.power);
        if (o.outcome === 'fails') ctx.setLineDash([5, 3]);
        ctx.stroke();
        ctx.setLineDash([]);
      });
    }
  }
  for (const o of orders) {
    if (o.kind === 'move') {
      const [x0, y0] = spotOf(g, o.unit);
      const [x1, y1] = spotOf(g, o.to);
      cased(x0, y0, x1, y1, o, { width: 3.5, startGap: 12, endGap: 12, bend: o.viaConvoy ? 0.18 : 0 });
    } else if (o.kind === 'retreat') {
      const [sx, sy] = spotOf(g, o.unit);
      const x0 = sx + DISLODGED_OFFSET[0];
      const y0 = sy + DISLODGED_OFFSET[1];
      const [x1, y1] = spotOf(g, o.to);
      cased(x0, y0, x1, y1, o, { width: 3, dash: [10, 3, 2, 3], startGap: 10, endGap: 12 });
    } else if (o.kind === 'disband') {
      const [x, y] = spotOf(g, o.unit);
      later.push(() => failMark(ctx, x, y, 9, THEME.failed));
    } else if (o.kind === 'build') {
      const [x, y] = spotOf(g, o.unit);
      later.push(() => {
        ctx.beginPath();
        ctx.arc(x, y, 20, 0, Math.PI * 2);
        ctx.setLineDash([4, 3]);
        ctx.lineWidth = 2.5;
        ctx.strokeStyle = colorOf(o.power);
        ctx.stroke();
        ctx.setLineDash([]);
      });
    }
  }
  return later;
}

/** Retreat options of dislodged units: thin dotted lines to small rings, under the units. */
function drawRetreatOptions(ctx: Ctx, g: DipGeometry, input: DiplomacyMapInput): void {
  for (const u of input.units) {
    if (!u.dislodged || !u.retreats?.length) continue;
    const [sx, sy] = spotOf(g, u.location);
    const x0 = sx + DISLODGED_OFFSET[0];
    const y0 = sy + DISLODGED_OFFSET[1];
    const colour = shade(DIP_POWER_STYLE[u.power].fill, 0.3);
    for (const to of u.retreats) {
      const [x1, y1] = spotOf(g, to);
      ctx.save();
      ctx.setLineDash([2, 4]);
      ctx.lineWidth = 2;
      ctx.strokeStyle = colour;
      ctx.beginPath();
      ctx.moveTo(x0, y0);
      ctx.lineTo(x1, y1);
      ctx.stroke();
      ctx.setLineDash([]);
      ctx.beginPath();
      ctx.arc(x1, y1, 9, 0, Math.PI * 2);
      ctx.lineWidth = 2;
      ctx.stroke();
      ctx.restore();
    }
  }
}

function drawUnits(ctx: Ctx, g: DipGeometry, input: DiplomacyMapInput): void {
  const ordered = [...input.units].sort((a, b) => Number(!!a.dislodged) - Number(!!b.dislodged));
  for (const u of ordered) {
    const [x, y] = spotOf(g, u.location);
    if (u.dislodged) drawUnit(ctx, u, x + DISLODGED_OFFSET[0], y + DISLODGED_OFFSET[1], { dislodged: true, size: 10 });
    else drawUnit(ctx, u, x, y);
  }
  // builds ordered but not yet on the board are shown as ghost units
  for (const o of input.orders ?? []) {
    if (o.kind !== 'build') continue;
    if (input.units.some((u) => u.location.split('/')[0] === o.unit.split('/')[0] && !u.dislodged)) continue;
    const [x, y] = spotOf(g, o.unit);
    ctx.save();
    ctx.globalAlpha = 0.75;
    drawUnit(ctx, { power: o.power, type: o.type }, x, y);
    ctx.restore();
  }
}

const WORDS = {
  en: {
    power: 'power',
    centres: 'centres',
    units: 'units',
    key: 'Key',
    army: 'Army (letter = power)',
    fleet: 'Fleet',
    dislodged: 'Dislodged unit',
    centre: 'Supply centre (owner)',
    move: 'Move',
    support: 'Support',
    convoy: 'Convoy',
    retreat: 'Retreat',
    retreatOption: 'Retreat option',
    hold: 'Hold',
    failed: 'Failed (dashed, ×)',
  },
  it: {
    power: 'potenza',
    centres: 'centri',
    units: 'unità',
    key: 'Legenda',
    army: 'Armata (lettera = potenza)',
    fleet: 'Flotta',
    dislodged: 'Unità sloggiata',
    centre: 'Centro di rifornimento',
    move: 'Movimento',
    support: 'Appoggio',
    convoy: 'Trasporto',
    retreat: 'Ritirata',
    retreatOption: 'Ritirata possibile',
    hold: 'Fermo',
    failed: 'Fallito (tratteggio, ×)',
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

function drawSidePanel(ctx: Ctx, input: DiplomacyMapInput): void {
  const w = WORDS[input.lang ?? 'en'];
  const x0 = MAP_W;
  ctx.fillStyle = THEME.panel;
  ctx.fillRect(x0, 0, DIP_WIDTH - x0, DIP_HEIGHT);
  ctx.strokeStyle = THEME.panelEdge;
  ctx.lineWidth = 2;
  ctx.beginPath();
  ctx.moveTo(x0 + 1, 0);
  ctx.lineTo(x0 + 1, DIP_HEIGHT);
  ctx.stroke();
  const x = x0 + 18;
  let y = 30;
  ctx.textAlign = 'left';
  ctx.textBaseline = 'middle';
  ctx.fillStyle = THEME.text;
  ctx.font = font(20, 'bold', FONT_SERIF);
  ctx.fillText('Diplomacy', x, y);
  y += 28;
  if (input.caption) {
    const maxW = DIP_WIDTH - x - 12;
    let px = 15;
    let text = input.caption;
    ctx.font = font(px, 'bold', FONT_CONDENSED);
    while (px > 10 && ctx.measureText(text).width > maxW) ctx.font = font(--px, 'bold', FONT_CONDENSED);
    while (text.length > 1 && ctx.measureText(text).width > maxW) text = `${text.slice(0, -2)}…`;
    ctx.fillText(text, x, y);
    y += 26;
  }
  y += 8;
  ctx.font = font(11, 'normal', FONT_CONDENSED);
  ctx.fillStyle = THEME.textMuted;
  ctx.fillText(w.power, x + 40, y);
  ctx.textAlign = 'right';
  ctx.fillText(w.centres, x + 218, y);
  ctx.fillText(w.units, x + 262, y);
  y += 20;
  const scCount = new Map<DiplomacyPower, number>();
  for (const owner of Object.values(input.supplyCentres)) if (owner) scCount.set(owner, (scCount.get(owner) ?? 0) + 1);
  for (const p of DIP_POWERS) {
    drawUnit(ctx, { power: p, type: 'army' }, x + 14, y, { size: 11 });
    ctx.textAlign = 'left';
    ctx.font = font(14, 'normal', FONT_CONDENSED);
    ctx.fillStyle = THEME.text;
    ctx.fillText(input.powerNames?.[p] ?? (input.lang === 'it' ? POWER_NAME_IT[p] : DIP_POWER_NAME[p]), x + 40, y);
    ctx.textAlign = 'right';
    ctx.font = font(15, 'bold', FONT_CONDENSED);
    ctx.fillText(String(scCount.get(p) ?? 0), x + 218, y);
    ctx.font = font(14, 'normal', FONT_CONDENSED);
    ctx.fillText(String(input.units.filter((u) => u.power === p && !u.dislodged).length), x + 262, y);
    y += 30;
  }
  y += 12;
  ctx.textAlign = 'left';
  ctx.font = font(14, 'bold', FONT_SERIF);
  ctx.fillStyle = THEME.text;
  ctx.fillText(w.key, x, y);
  y += 26;
  const key = (label: string, draw: (cx: number, cy: number) => void) => {
    draw(x + 26, y);
    ctx.textAlign = 'left';
    ctx.textBaseline = 'middle';
    ctx.font = font(13, 'normal', FONT_CONDENSED);
    ctx.fillStyle = THEME.text;
    ctx.fillText(label, x + 62, y);
    y += 30;
  };
  const demo: DiplomacyPower = 'germany';
  key(w.army, (cx, cy) => drawUnit(ctx, { power: demo, type: 'army' }, cx, cy));
  key(w.fleet, (cx, cy) => drawUnit(ctx, { power: demo, type: 'fleet' }, cx, cy + 3));
  key(w.dislodged, (cx, cy) => drawUnit(ctx, { power: demo, type: 'army' }, cx, cy, { dislodged: true, size: 10 }));
  key(w.centre, (cx, cy) => {
    ctx.beginPath();
    ctx.arc(cx, cy, 7, 0, Math.PI * 2);
    ctx.fillStyle = DIP_POWER_STYLE[demo].fill;
    ctx.fill();
    ctx.strokeStyle = '#1d1d1d';
    ctx.lineWidth = 1.6;
    ctx.stroke();
    ctx.font = font(9, 'bold', FONT_CONDENSED);
    ctx.textAlign = 'center';
    ctx.fillStyle = DIP_POWER_STYLE[demo].ink;
    ctx.fillText('G', cx, cy + 0.5);
  });
  const line =
    (dash: number[], head: boolean, width = 3) =>
    (cx: number, cy: number) =>
      arrow(ctx, cx - 24, cy, cx + 24, cy, { color: '#333333', width, dash, head: head ? width * 3.2 : 0 });
  key(w.move, line([], true, 3.5));
  key(w.support, line([2, 5], true, 2));
  key(w.convoy, line([1, 4, 6, 4], false, 2));
  key(w.retreat, line([10, 3, 2, 3], true, 3));
  key(w.retreatOption, (cx, cy) => {
    ctx.save();
    ctx.setLineDash([2, 4]);
    ctx.lineWidth = 2;
    ctx.strokeStyle = '#333333';
    ctx.beginPath();
    ctx.moveTo(cx - 24, cy);
    ctx.lineTo(cx + 14, cy);
    ctx.stroke();
    ctx.setLineDash([]);
    ctx.beginPath();
    ctx.arc(cx + 18, cy, 6, 0, Math.PI * 2);
    ctx.stroke();
    ctx.restore();
  });
  key(w.hold, (cx, cy) => {
    ctx.beginPath();
    for (let k = 0; k < 6; k++) {
      const a = (Math.PI / 3) * k + Math.PI / 6;
      if (k === 0) ctx.moveTo(cx + Math.cos(a) * 12, cy + Math.sin(a) * 12);
      else ctx.lineTo(cx + Math.cos(a) * 12, cy + Math.sin(a) * 12);
    }
    ctx.closePath();
    ctx.strokeStyle = '#333333';
    ctx.lineWidth = 2.5;
    ctx.stroke();
  });
  key(w.failed, (cx, cy) => {
    arrow(ctx, cx - 24, cy, cx + 24, cy, { color: '#333333', width: 3, dash: [8, 5] });
    failMark(ctx, cx, cy, 6, THEME.failed);
  });
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
        if (x < 0 || y < 0 || x > MAP_W || y > DIP_HEIGHT) continue;
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
      if (!p || p[0] < 0 || p[1] < 0 || p[0] > MAP_W || p[1] > DIP_HEIGHT) return;
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

/** Pixel position of a unit spot ('lon', 'stp/nc'), for tests and overlays. */
export function diplomacyUnitSpot(location: string): [number, number] {
  return spotOf(getGeometry(), location);
}

/** Draw the board; returns the canvas (for tests and benchmarks that skip encoding). */
export function drawDiplomacyMap(input: DiplomacyMapInput) {
  for (const u of input.units) {
    for (const loc of [u.location, ...(u.retreats ?? [])]) {
      if (!DIP_PROVINCE_BY_ID.has(loc.split('/')[0])) throw new Error(`renderDiplomacyMap: unknown location '${loc}'`);
    }
  }
  const g = getGeometry();
  const { canvas, ctx } = newCanvas(DIP_WIDTH, DIP_HEIGHT, THEME.panel);
  drawBoard(ctx, g, input);
  drawSupplyCentres(ctx, g, input);
  drawRetreatOptions(ctx, g, input);
  const later = drawOrders(ctx, g, input);
  // labels go over the order lines (their halo keeps both legible) and under the units
  drawLabels(ctx, g);
  drawUnits(ctx, g, input);
  for (const f of later) f();
  drawSidePanel(ctx, input);
  return canvas;
}

/** Render a Diplomacy position (and optionally its orders) to a PNG. Pure: same input, same bytes. */
export async function renderDiplomacyMap(input: DiplomacyMapInput): Promise<Buffer> {
  return encodePng(drawDiplomacyMap(input));
}

export type { DipUnit };
