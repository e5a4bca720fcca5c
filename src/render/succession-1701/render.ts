import type { PixelRect } from '../common/bands.js';
import { haloLine, haloText, newCanvas, roundRect, type Ctx } from '../common/draw.js';
import { ensureFonts, font, FONT_CONDENSED } from '../common/fonts.js';
import { countryBorders, geoFrame, type GeoFrame } from '../common/geo.js';
import { CollisionIndex, overlaps, type Box } from '../common/labels.js';
import { blankCanvas, keepNewest, LayerCache } from '../common/layers.js';
import { RasterPatchedLayers } from '../common/patched.js';
import { OKABE_ITO, THEME, pieceStyle, type PieceStyle } from '../common/palette.js';
import { drawChip } from '../common/pieces.js';
import { encodePngSync } from '../common/png.js';
import type { S1701Army, S1701MapInput, S1701Side, S1701Town } from './input.js';
import { renderPool } from '../pool.js';

/*
 * Designed for Discord's inline size (issue #18): an image is shown about 550 px wide and most
 * players never enlarge it. Every size below is in output pixels of the 1100-px-wide image, twice
 * what the player sees inline; tests/render/legibility-succession-1701.test.ts holds them to 9 px
 * text and 12 px army blocks at 550 px. The towns keep their places in a fixed 1300×1000 geometry
 * space; the whole board and each theatre (`/1701 map theatre:`) are crops of it drawn at the image
 * width, each with its own label layout. Armies stand on their town as blocks, as on the printed
 * board; a name that has to stand away from its town or its blocks is joined to them by a line.
 */

/** Width of every 1701 image, in pixels. */
export const S1701_WIDTH = 1100;
/** Geometry space of the map (the projection's viewport). */
const GEO_W = 1300;
const GEO_H = 1000;

/** Drawing parameters in output pixels (exported for the legibility test). */
export const S1701_DRAW = {
  width: S1701_WIDTH,
  /** town names (capitals a little larger and bold) */
  townPx: 18,
  capitalPx: 20,
  /** the revenue inside a town's marker, a garrison's count */
  numberPx: 18,
  /** general names beside the army blocks */
  armyLabelPx: 18,
  /** brigades on an army block */
  brigadePx: 20,
  legendPx: 18,
  captionPx: 22,
  /** army block side */
  armyPx: 28,
  /** town marker: a town's circle, a capital's square (the city-state's diamond is wider) */
  townMarkerPx: 24,
  capitalMarkerPx: 26,
  legendRow: 32,
  /** the smallest text and the smallest piece a player must read (the legibility test) */
  smallestTextPx: 18,
  smallestPiecePx: 28,
} as const;

export const S1701_SIDE_STYLE: Record<S1701Side, PieceStyle> = {
  loyalists: pieceStyle(OKABE_ITO.blue, 'L'),
  'grand-alliance': pieceStyle(OKABE_ITO.vermillion, 'A'),
};
/** Dark inks of each side for names on the pale map. */
const SIDE_INK: Record<S1701Side, string> = { loyalists: '#0b3d66', 'grand-alliance': '#7a3000' };

/** A theatre of the war: a part of the board drawn larger (`/1701 map theatre:`). */
export interface S1701Theatre {
  id: string;
  /** towns the theatre is about: the crop is their bounds plus a margin */
  towns: readonly string[];
}

/** The theatres of `/1701 map theatre:<id>`, the crowded fronts of the war. */
export const S1701_THEATRES: readonly S1701Theatre[] = [
  {
    id: 'flanders',
    towns: [
      'AMSTERDAM',
      'ROTTERDAM',
      'UTRECHT',
      'BREDA',
      'NIJMEGEN',
      'ANTWERPEN',
      'BRUSSEL',
      'MONS',
      'NAMUR',
      'LILLE',
      'VALENCIENNES',
      'MAASTRICHT',
      'LUETTICH',
      'WESEL',
      'KOELN',
      'LUXEMBURG',
      'REIMS',
    ],
  },
  {
    id: 'rhine',
    towns: [
      'KOELN',
      'KOBLENZ',
      'MAINZ',
      'FRANKFURT',
      'DARMSTADT',
      'HEIDELBERG',
      'LANDAU',
      'RASTATT',
      'STRASBOURG',
      'METZ',
      'NANCY',
      'TRIER',
      'LUXEMBURG',
      'FREIBURG',
      'BREISACH',
      'STUTTGART',
      'WUERZBURG',
      'BASEL',
    ],
  },
  {
    id: 'danube',
    towns: [
      'ULM',
      'DONAUWOERTH',
      'INGOLSTADT',
      'MUENCHEN',
      'AUGSBURG',
      'LANDSHUT',
      'REGENSBURG',
      'PASSAU',
      'LINZ',
      'SALZBURG',
      'INNSBRUCK',
      'NUERNBERG',
      'AMBERG',
      'WIEN',
    ],
  },
  {
    id: 'italy',
    towns: [
      'TORINO',
      'MILANO',
      'PAVIA',
      'MANTOVA',
      'CASALE',
      'VERCELLI',
      'CUNEO',
      'NIZZA',
      'GENOVA',
      'PARMA',
      'PIACENZA',
      'MODENA',
      'REGGIO',
      'VERONA',
      'BRESCIA',
      'BERGAMO',
      'TRENTO',
      'CHAMBERY',
    ],
  },
];

type KeyItem =
  | 'capital'
  | 'town'
  | 'cityState'
  | 'revenue'
  | 'garrison'
  | 'captured'
  | 'besieged'
  | 'army'
  | 'armyInside'
  | 'leader'
  | 'road'
  | 'sea';
const KEY_ITEMS: readonly KeyItem[] = [
  'capital',
  'town',
  'cityState',
  'revenue',
  'garrison',
  'captured',
  'besieged',
  'army',
  'armyInside',
  'leader',
  'road',
  'sea',
];

export const S1701_WORDS = {
  en: {
    side: { loyalists: 'Loyalists', 'grand-alliance': 'Grand Alliance' } as Record<S1701Side, string>,
    semester: 'semester',
    turn: 'turn',
    armiesBrigades: (a: number, b: number) =>
      `${a} ${a === 1 ? 'army' : 'armies'} · ${b} ${b === 1 ? 'brigade' : 'brigades'}`,
    treasuries: 'Treasuries (RP available / total)',
    dropped: (n: number) =>
      `${n} ${n === 1 ? 'town name' : 'town names'} only on the theatre maps (/1701 map theatre:)`,
    theatre: {
      flanders: 'Flanders and the Low Countries',
      rhine: 'The Rhine',
      danube: 'The Danube and Bavaria',
      italy: 'Italy',
    } as Record<string, string>,
    key: {
      capital: 'Capital',
      town: 'Town',
      cityState: 'City-state',
      revenue: 'Revenue = defence (colour: holder)',
      garrison: 'Brigades inside the walls',
      captured: 'Taken by siege',
      besieged: 'Under siege',
      army: 'Army: brigades, its general beside',
      armyInside: 'Army inside the walls',
      leader: 'Line to a name set apart',
      road: 'Road',
      sea: 'Sea route',
    } as Record<KeyItem, string>,
    noGeneral: '(no general)',
    treasury: {
      FEM: 'France–Spain–Mantua',
      BAYERN: 'Bavaria',
      SAVOIA: 'Savoy',
      HABSBURG: 'Habsburg',
      REICH: 'Reich',
      ENG_HAN: 'England–Hanover',
      NEDERLAND: 'Netherlands',
      PREUSSEN: 'Prussia',
    } as Record<string, string>,
  },
  it: {
    side: { loyalists: 'Lealisti', 'grand-alliance': 'Grande Alleanza' } as Record<S1701Side, string>,
    semester: 'semestre',
    turn: 'turno',
    armiesBrigades: (a: number, b: number) =>
      `${a} ${a === 1 ? 'armata' : 'armate'} · ${b} ${b === 1 ? 'brigata' : 'brigate'}`,
    treasuries: 'Tesorerie (PR disponibili / totali)',
    dropped: (n: number) => `${n} nomi di città solo sulle mappe dei teatri (/1701 map theatre:)`,
    theatre: {
      flanders: 'Fiandre e Paesi Bassi',
      rhine: 'Il Reno',
      danube: 'Il Danubio e la Baviera',
      italy: 'Italia',
    } as Record<string, string>,
    key: {
      capital: 'Capitale',
      town: 'Città',
      cityState: 'Città-stato',
      revenue: 'Rendita = difesa (colore: chi la tiene)',
      garrison: 'Brigate dentro le mura',
      captured: 'Presa con assedio',
      besieged: 'Sotto assedio',
      army: 'Armata: brigate, il generale a fianco',
      armyInside: 'Armata dentro le mura',
      leader: 'Linea verso un nome spostato',
      road: 'Strada',
      sea: 'Rotta marittima',
    } as Record<KeyItem, string>,
    noGeneral: '(senza generale)',
    treasury: {
      FEM: 'Francia–Spagna–Mantova',
      BAYERN: 'Baviera',
      SAVOIA: 'Savoia',
      HABSBURG: 'Asburgo',
      REICH: 'Impero',
      ENG_HAN: 'Inghilterra–Hannover',
      NEDERLAND: 'Paesi Bassi',
      PREUSSEN: 'Prussia',
    } as Record<string, string>,
  },
};

/** The treasury's name in the legend (the engine's ids, such as ENG_HAN, are not for players). */
export function s1701TreasuryName(id: string, lang: 'en' | 'it' = 'en'): string {
  return S1701_WORDS[lang].treasury[id] ?? id;
}

/** The theatre's name, for captions. */
export function s1701TheatreName(id: string, lang: 'en' | 'it' = 'en'): string {
  return S1701_WORDS[lang].theatre[id] ?? id;
}

/** The names beside an army stack: each general, or "(no general)", never a bare number. */
export function s1701StackCaption(list: Array<Pick<S1701Army, 'general'>>, lang: 'en' | 'it' = 'en'): string {
  return list.map((a) => a.general ?? S1701_WORDS[lang].noGeneral).join(' · ');
}

function geometryFrame(): GeoFrame {
  return geoFrame({
    id: 'succession-1701',
    bbox: { lon0: -1.5, lat0: 43.2, lon1: 17.2, lat1: 53.2 },
    viewport: { x: 0, y: 0, w: GEO_W, h: GEO_H },
    projection: 'conic',
  });
}

// ── Layout: the crop, the markers, the army blocks and every name, per zone, language and state ──

/** A name on the map: a town's, or the generals of an army stack (one line per block). */
export interface S1701Label {
  /** town id, or `army:<town>` for the names beside a stack */
  id: string;
  kind: 'town' | 'army';
  lines: Array<{ text: string; ink: string }>;
  font: string;
  /** output pixels */
  box: Box;
  /** what the name belongs to: the town's marker, or the stack's blocks */
  anchor: Box;
  /** from the anchor to the name, when the name stands apart */
  leader?: [number, number, number, number];
}

interface PlacedBlock {
  army: S1701Army;
  box: Box;
}

interface Layout {
  key: string;
  zone: string;
  bx: number;
  by: number;
  s: number;
  mapH: number;
  height: number;
  /** towns in the crop, with their output position and marker box */
  towns: Array<{ t: S1701Town; x: number; y: number; marker: Box }>;
  /** every town's output position (off the crop too, for the roads that leave it) */
  spread: Map<string, [number, number]>;
  /** a stack that could not stand on its town without covering another is joined to it by a line */
  stacks: Array<{ town: string; blocks: PlacedBlock[]; leader?: [number, number, number, number] }>;
  /** garrison tags by town */
  tags: Map<string, Box>;
  labels: S1701Label[];
  /** towns in the crop whose name found no room (only on the whole board: the theatres show them) */
  dropped: string[];
  /** every marker, block, tag and chain: nothing written may cover them */
  obstacles: Box[];
  legendTop: number;
  sidesY: number;
  treasuryTitleY: number;
  treasuryRows: Array<{ id: string; x: number; y: number }>;
  keyTitleY: number;
  keyItems: Array<{ item: KeyItem; x: number; y: number; w: number; label: string }>;
  droppedY: number;
}

const layouts = new Map<string, Layout>();

function markerHalf(kind: S1701Town['kind']): number {
  if (kind === 'capital') return S1701_DRAW.capitalMarkerPx / 2;
  if (kind === 'citystate') return S1701_DRAW.townMarkerPx / 2 + 3;
  return S1701_DRAW.townMarkerPx / 2;
}

/** Width to height of an inline view's map (at least): 1100×611, landscape for the chat's box. */
export const S1701_INLINE_ASPECT = 1.8;

function zoneBox(zone: string, pos: Map<string, [number, number]>): Box {
  // an inline view (render/succession-1701/inline.ts) is a theatre cropped wide: `inline:<theatre>`
  const inline = zone.startsWith('inline:');
  const theatre = inline ? zone.slice('inline:'.length) : zone;
  const ids =
    zone === 'all'
      ? [...pos.keys()]
      : (S1701_THEATRES.find((z) => z.id === theatre)?.towns ??
        (() => {
          throw new Error(`renderSuccession1701Map: unknown theatre '${zone}'`);
        })());
  const pts = ids.map((id) => {
    const p = pos.get(id);
    if (!p) throw new Error(`renderSuccession1701Map: theatre ${zone} names unknown town '${id}'`);
    return p;
  });
  const mx = zone === 'all' ? 45 : 60;
  const my = zone === 'all' ? 30 : 45;
  let x0 = Math.min(...pts.map((p) => p[0])) - mx;
  let x1 = Math.max(...pts.map((p) => p[0])) + mx;
  let y0 = Math.min(...pts.map((p) => p[1])) - my;
  let y1 = Math.max(...pts.map((p) => p[1])) + my;
  // no narrower than 4:3, so a theatre is not a tall strip (an inline view: S1701_INLINE_ASPECT)
  const aspect = inline ? S1701_INLINE_ASPECT : 4 / 3;
  if ((x1 - x0) / (y1 - y0) < aspect) {
    const cx = (x0 + x1) / 2;
    const w = (y1 - y0) * aspect;
    x0 = cx - w / 2;
    x1 = cx + w / 2;
  }
  const clampShift = (a: number, b: number, max: number): [number, number] =>
    a < 0 ? [0, Math.min(max, b - a)] : b > max ? [Math.max(0, a - (b - max)), max] : [a, b];
  [x0, x1] = clampShift(x0, x1, GEO_W);
  [y0, y1] = clampShift(y0, y1, GEO_H);
  return { x: x0, y: y0, w: x1 - x0, h: y1 - y0 };
}

const spreads = new Map<string, Map<string, [number, number]>>();

/**
 * Output positions of the towns, pushed apart where their markers would touch (Mainz, Frankfurt and
 * Darmstadt on the whole board), by at most 14 px each: the board is a diagram of roads, and a
 * marker hidden under another is worse than a town a little off its true place.
 */
function spreadTowns(
  list: readonly S1701Town[],
  zone: string,
  box: Box,
  s: number,
  pos: Map<string, [number, number]>,
): Map<string, [number, number]> {
  const key = `${zone}|${list.map((t) => t.id).join(',')}`;
  const hit = spreads.get(key);
  if (hit) return hit;
  const at = list.map((t) => {
    const p = pos.get(t.id)!;
    return { id: t.id, r: markerHalf(t.kind), x0: (p[0] - box.x) * s, y0: (p[1] - box.y) * s, x: 0, y: 0 };
  });
  for (const a of at) {
    a.x = a.x0;
    a.y = a.y0;
  }
  const MAX = 14;
  for (let it = 0; it < 60; it++) {
    let moved = false;
    for (let i = 0; i < at.length; i++) {
      const a = at[i]!;
      for (let j = i + 1; j < at.length; j++) {
        const b = at[j]!;
        const need = a.r + b.r + 6;
        const dx = b.x - a.x;
        const dy = b.y - a.y;
        const d = Math.hypot(dx, dy);
        if (d >= need) continue;
        const ux = d > 0.01 ? dx / d : 1;
        const uy = d > 0.01 ? dy / d : 0;
        const push = (need - d) / 2 + 0.1;
        a.x -= ux * push;
        a.y -= uy * push;
        b.x += ux * push;
        b.y += uy * push;
        moved = true;
      }
    }
    for (const a of at) {
      const dx = a.x - a.x0;
      const dy = a.y - a.y0;
      const d = Math.hypot(dx, dy);
      if (d > MAX) {
        a.x = a.x0 + (dx / d) * MAX;
        a.y = a.y0 + (dy / d) * MAX;
      }
    }
    if (!moved) break;
  }
  const out = new Map(
    at.map((a) => [a.id, [Math.round(a.x * 10) / 10, Math.round(a.y * 10) / 10] as [number, number]]),
  );
  spreads.set(key, out);
  return out;
}

const gap = (a: Box, b: Box) => Math.max(0, b.x - (a.x + a.w), a.x - (b.x + b.w), b.y - (a.y + a.h), a.y - (b.y + b.h));

/** Boxes of size w×h touching the anchor box (3 px away): right, left, above, below, then corners. */
function besideCandidates(a: Box, w: number, h: number): Box[] {
  const cx = a.x + a.w / 2;
  const cy = a.y + a.h / 2;
  const g = 3;
  const out: Box[] = [];
  for (const dy of [0, -h / 2, h / 2]) out.push({ x: a.x + a.w + g, y: cy - h / 2 + dy, w, h });
  for (const dy of [0, -h / 2, h / 2]) out.push({ x: a.x - g - w, y: cy - h / 2 + dy, w, h });
  for (const dx of [0, -w / 3, w / 3]) out.push({ x: cx - w / 2 + dx, y: a.y - g - h, w, h });
  for (const dx of [0, -w / 3, w / 3]) out.push({ x: cx - w / 2 + dx, y: a.y + a.h + g, w, h });
  out.push(
    { x: a.x + a.w + 1, y: a.y - h + 4, w, h },
    { x: a.x - w - 1, y: a.y - h + 4, w, h },
    { x: a.x + a.w + 1, y: a.y + a.h - 4, w, h },
    { x: a.x - w - 1, y: a.y + a.h - 4, w, h },
  );
  return out;
}

/** Boxes in sixteen directions around the anchor, further and further out. */
function apartCandidates(a: Box, w: number, h: number, rings: number): Box[] {
  const cx = a.x + a.w / 2;
  const cy = a.y + a.h / 2;
  const out: Box[] = [];
  for (let r = 0; r < rings; r++) {
    const d = Math.max(a.w, a.h) / 2 + 14 + r * 13;
    for (let k = 0; k < 16; k++) {
      const ang = (k * Math.PI) / 8;
      const x = cx + Math.cos(ang) * (d + w / 2);
      const y = cy + Math.sin(ang) * (d + h / 2);
      out.push({ x: x - w / 2, y: y - h / 2, w, h });
    }
  }
  return out;
}

/** Does the segment cross the box (Liang–Barsky clipping)? */
function segmentHitsBox(l: [number, number, number, number], b: Box): boolean {
  const [x0, y0, x1, y1] = l;
  const dx = x1 - x0;
  const dy = y1 - y0;
  let t0 = 0;
  let t1 = 1;
  for (const [p, q] of [
    [-dx, x0 - b.x],
    [dx, b.x + b.w - x0],
    [-dy, y0 - b.y],
    [dy, b.y + b.h - y0],
  ] as const) {
    if (p === 0) {
      if (q < 0) return false;
    } else {
      const r = q / p;
      if (p < 0) t0 = Math.max(t0, r);
      else t1 = Math.min(t1, r);
      if (t0 > t1) return false;
    }
  }
  return true;
}

/** Do two segments cross (strictly)? */
function segmentsCross(a: [number, number, number, number], b: [number, number, number, number]): boolean {
  const side = (x0: number, y0: number, x1: number, y1: number, px: number, py: number) =>
    Math.sign((x1 - x0) * (py - y0) - (y1 - y0) * (px - x0));
  return (
    side(a[0], a[1], a[2], a[3], b[0], b[1]) * side(a[0], a[1], a[2], a[3], b[2], b[3]) < 0 &&
    side(b[0], b[1], b[2], b[3], a[0], a[1]) * side(b[0], b[1], b[2], b[3], a[2], a[3]) < 0
  );
}

function nearestOnBox(b: Box, x: number, y: number): [number, number] {
  return [Math.max(b.x, Math.min(x, b.x + b.w)), Math.max(b.y, Math.min(y, b.y + b.h))];
}

/** The line from the anchor's centre, started at its edge, to the nearest point of the name's box. */
function leaderFor(anchor: Box, box: Box): [number, number, number, number] {
  const cx = anchor.x + anchor.w / 2;
  const cy = anchor.y + anchor.h / 2;
  const [x1, y1] = nearestOnBox(box, cx, cy);
  const [x0, y0] = nearestOnBox(anchor, x1, y1);
  return [x0, y0, x1, y1];
}

/** The key of the state a layout depends on: who stands where, garrisons and captures. */
function stateKey(input: S1701MapInput): string {
  const armies = [...input.armies]
    .sort((a, b) => (a.town < b.town ? -1 : a.town > b.town ? 1 : a.id < b.id ? -1 : 1))
    .map((a) => `${a.town}:${a.id}:${a.side[0]}${a.inside ? 'i' : ''}${a.general ?? ''}`)
    .join(',');
  const towns = input.towns
    .filter((t) => t.garrison || t.captured)
    .map((t) => `${t.id}${t.garrison ?? ''}${t.captured ? 'c' : ''}`)
    .join(',');
  return `${armies}|${towns}`;
}

function projectTowns(input: S1701MapInput): Map<string, [number, number]> {
  const frame = geometryFrame();
  const pos = new Map<string, [number, number]>();
  for (const t of input.towns) pos.set(t.id, frame.project(t.lon, t.lat));
  return pos;
}

function layoutFor(input: S1701MapInput, zone: string): Layout {
  const lang = input.lang ?? 'en';
  const key = `${zone}|${lang}|${input.towns.length}|${input.treasuries?.length ?? 0}|${stateKey(input)}`;
  const hit = layouts.get(key);
  if (hit) {
    layouts.delete(key);
    layouts.set(key, hit);
    return hit;
  }
  const W = S1701_WORDS[lang];
  const pos = projectTowns(input);
  for (const a of input.armies)
    if (!pos.has(a.town)) throw new Error(`renderSuccession1701Map: army ${a.id} is in unknown town '${a.town}'`);
  const box = zoneBox(zone, pos);
  const s = S1701_WIDTH / box.w;
  const mapH = Math.round(box.h * s);
  const scratch = newCanvas(8, 8, '#fff').ctx;
  const inView = (x: number, y: number) => x >= 4 && y >= 4 && x <= S1701_WIDTH - 4 && y <= mapH - 4;

  const spread = spreadTowns(input.towns, zone, box, s, pos);
  const towns: Layout['towns'] = [];
  for (const t of input.towns) {
    const [x, y] = spread.get(t.id)!;
    if (!inView(x, y)) continue;
    const r = markerHalf(t.kind);
    towns.push({ t, x, y, marker: { x: x - r, y: y - r, w: 2 * r, h: 2 * r } });
  }
  const townAt = new Map(towns.map((m) => [m.t.id, m]));
  const obstacles: Box[] = towns.map((m) => m.marker);
  const markers = new Set(obstacles);
  // the garrison's tag at the lower right, the chain at the lower left: both stay clear of names
  const tags = new Map<string, Box>();
  scratch.font = font(S1701_DRAW.numberPx, 'bold', FONT_CONDENSED);
  for (const m of towns) {
    if (m.t.garrison) {
      const w = Math.max(22, scratch.measureText(String(m.t.garrison)).width + 8);
      const b = { x: m.marker.x + m.marker.w - 6, y: m.marker.y + m.marker.h - 6, w, h: 22 };
      tags.set(m.t.id, b);
      obstacles.push(b);
    }
    if (m.t.captured) obstacles.push({ x: m.marker.x - 12, y: m.marker.y + m.marker.h - 8, w: 20, h: 12 });
  }

  // Army blocks stand on their town: a column rising from the marker's upper right corner, or
  // another corner, or a row, whichever covers no other town.
  const byTown = new Map<string, S1701Army[]>();
  for (const a of input.armies) byTown.set(a.town, [...(byTown.get(a.town) ?? []), a]);
  const A = S1701_DRAW.armyPx;
  const stacks: Layout['stacks'] = [];
  const bounds = { x: 2, y: 2, w: S1701_WIDTH - 4, h: mapH - 4 };
  const within = (b: Box) =>
    b.x >= bounds.x && b.y >= bounds.y && b.x + b.w <= bounds.x + bounds.w && b.y + b.h <= bounds.y + bounds.h;
  const townEntries = [...byTown.entries()].sort(([a], [b]) => (a < b ? -1 : 1));
  for (const [town, raw] of townEntries) {
    const m = townAt.get(town);
    if (!m) continue;
    // outside the walls first, then the armies shut inside
    const list = [...raw].sort((a, b) => Number(a.inside) - Number(b.inside) || (a.id < b.id ? -1 : 1));
    const step = A + 4;
    const mk = m.marker;
    const layouts: Box[][] = [];
    const column = (x: number, y0: number, dir: 1 | -1) =>
      list.map((_, k) => ({ x, y: y0 + dir * k * step, w: A, h: A }));
    const row = (x0: number, y: number, dir: 1 | -1) => list.map((_, k) => ({ x: x0 + dir * k * step, y, w: A, h: A }));
    // corners overlap the marker by 6 px, so the block sits on its town
    const right = mk.x + mk.w - 6;
    const left = mk.x + 6 - A;
    const up = mk.y + 6 - A;
    const down = mk.y + mk.h - 6;
    layouts.push(column(right, up, -1), column(left, up, -1), column(right, down, 1), column(left, down, 1));
    layouts.push(row(right, up, 1), row(left, up, -1), row(right, down, 1), row(left, down, -1));
    // centred on a side of the marker, then two blocks abreast (crowded parts of the whole board)
    const midY = mk.y + mk.h / 2 - (list.length * step - 4) / 2;
    const midX = mk.x + mk.w / 2 - (list.length * step - 4) / 2;
    layouts.push(column(mk.x + mk.w - 4, midY, 1), column(mk.x + 4 - A, midY, 1));
    layouts.push(row(midX, mk.y + 4 - A, 1), row(midX, mk.y + mk.h - 4, 1));
    if (list.length > 2) {
      const grid = (x0: number, y0: number, dx: 1 | -1, dy: 1 | -1) =>
        list.map((_, k) => ({ x: x0 + dx * (k % 2) * step, y: y0 + dy * Math.floor(k / 2) * step, w: A, h: A }));
      layouts.push(grid(right, up, 1, -1), grid(left, up, -1, -1), grid(right, down, 1, 1), grid(left, down, -1, 1));
      const grid3 = (x0: number, y0: number, dx: 1 | -1, dy: 1 | -1) =>
        list.map((_, k) => ({ x: x0 + dx * (k % 3) * step, y: y0 + dy * Math.floor(k / 3) * step, w: A, h: A }));
      layouts.push(
        grid3(right, up, 1, -1),
        grid3(left, up, -1, -1),
        grid3(right, down, 1, 1),
        grid3(left, down, -1, 1),
      );
    }
    const inflate = (b: Box) => ({ x: b.x - 3, y: b.y - 3, w: b.w + 6, h: b.h + 6 });
    const cost = (bs: Box[]) => {
      let c = 0;
      for (const b of bs) {
        if (!within(inflate(b))) c += 1000;
        for (const o of obstacles) {
          if (o === mk) continue;
          if (overlaps(b, o)) c += markers.has(o) ? 100 : 30;
          else if (overlaps(inflate(b), o)) c += 10;
          // near another town's marker, a block could be read as that town's
          else if (markers.has(o) && gap(b, o) < 14) c += 3;
        }
      }
      return c;
    };
    let best = layouts[0]!;
    let bestCost = cost(best);
    for (const l of layouts.slice(1)) {
      if (bestCost === 0) break;
      const c = cost(l);
      if (c < bestCost) {
        best = l;
        bestCost = c;
      }
    }
    // No room on the town without covering another: the stack stands a little apart, two or three
    // abreast, joined to its town by a line.
    let leader: [number, number, number, number] | undefined;
    if (bestCost >= 100) {
      const cols = list.length > 4 ? 3 : Math.min(2, list.length);
      const rows = Math.ceil(list.length / cols);
      const gw = cols * step - 4;
      const gh = rows * step - 4;
      const cx = mk.x + mk.w / 2;
      const cy = mk.y + mk.h / 2;
      search: for (let r = 0; r < 8; r++) {
        for (let k = 0; k < 16; k++) {
          const ang = (k * Math.PI) / 8;
          const d = 26 + r * 14;
          const x0 = cx + Math.cos(ang) * (d + gw / 2) - gw / 2;
          const y0 = cy + Math.sin(ang) * (d + gh / 2) - gh / 2;
          const grid = list.map((_, i) => ({
            x: x0 + (i % cols) * step,
            y: y0 + Math.floor(i / cols) * step,
            w: A,
            h: A,
          }));
          const whole = { x: x0, y: y0, w: gw, h: gh };
          const line = leaderFor(mk, whole);
          if (cost(grid) < 10 && !obstacles.some((o) => o !== mk && segmentHitsBox(line, o))) {
            best = grid;
            leader = line;
            break search;
          }
        }
      }
    }
    const blocks = best.map((b, k) => ({ army: list[k]!, box: b }));
    for (const b of blocks)
      obstacles.push(b.army.inside ? { x: b.box.x - 4, y: b.box.y - 4, w: b.box.w + 8, h: b.box.h + 8 } : b.box);
    stacks.push({ town, blocks, ...(leader ? { leader } : {}) });
  }

  const index = new CollisionIndex(bounds);
  for (const o of obstacles) index.add(o);
  const labels: S1701Label[] = [];
  const dropped: string[] = [];
  // a name apart: the first free place whose line crosses no other marker, block or name
  const leaders: Array<[number, number, number, number]> = [];
  const free = (c: Box) => index.fits(c, 1) && leaders.every((l) => !segmentHitsBox(l, c));
  const apartFor = (anchor: Box, w: number, h: number, rings: number, mustName: boolean): Box | undefined => {
    const cands = apartCandidates(anchor, w, h, rings).filter(free);
    const clear = (c: Box) => {
      const l = leaderFor(anchor, c);
      const shrunk: [number, number, number, number] = [
        l[0] + (l[2] - l[0]) * 0.02,
        l[1] + (l[3] - l[1]) * 0.02,
        l[2] - (l[2] - l[0]) * 0.02,
        l[3] - (l[3] - l[1]) * 0.02,
      ];
      return (
        leaders.every((k) => !segmentsCross(k, shrunk)) &&
        index.boxes.every((o) => o === anchor || overlaps(o, anchor) || !segmentHitsBox(shrunk, o))
      );
    };
    return cands.find(clear) ?? (mustName ? cands[0] : undefined);
  };
  const lineH = S1701_DRAW.armyLabelPx + 4;

  // Names to place: the generals of each stack (one line per block, lined up with a column when
  // they fit) and each town's. Passes: beside the stacks, beside the capitals and the towns with an
  // army or a garrison, apart with a line for both, then the other towns beside and apart (on the
  // whole board only a little way off: their theatre map shows them).
  interface Todo {
    id: string;
    kind: 'town' | 'army';
    lines: S1701Label['lines'];
    font: string;
    anchor: Box;
    w: number;
    h: number;
    /** the first candidates beside the anchor */
    first: Box[];
    mustName: boolean;
  }
  const armyFont = font(S1701_DRAW.armyLabelPx, 'bold', FONT_CONDENSED);
  const armyTodo: Todo[] = [];
  for (const st of stacks) {
    const xs = st.blocks.map((b) => b.box.x);
    const ys = st.blocks.map((b) => b.box.y);
    const anchor = {
      x: Math.min(...xs),
      y: Math.min(...ys),
      w: Math.max(...xs) - Math.min(...xs) + A,
      h: Math.max(...ys) - Math.min(...ys) + A,
    };
    const vertical = anchor.h > anchor.w;
    // a stack's blocks in a column top-down are the lines top-down; in a row, left to right
    const ordered = [...st.blocks].sort((a, b) => (vertical ? a.box.y - b.box.y : a.box.x - b.box.x));
    const lines = ordered.map((b) => ({ text: b.army.general ?? W.noGeneral, ink: SIDE_INK[b.army.side] }));
    scratch.font = armyFont;
    const w = Math.ceil(Math.max(...lines.map((l) => scratch.measureText(l.text).width))) + 6;
    const h = lines.length * lineH;
    const first: Box[] = [];
    if (vertical) {
      // aligned with the blocks, to the right or to the left of the column
      const y = anchor.y + (anchor.h - h) / 2;
      first.push({ x: anchor.x + anchor.w + 3, y, w, h }, { x: anchor.x - 3 - w, y, w, h });
    }
    armyTodo.push({ id: `army:${st.town}`, kind: 'army', lines, font: armyFont, anchor, w, h, first, mustName: true });
  }
  const armyTowns = new Set(stacks.map((s) => s.town));
  const important = (t: S1701Town) => t.kind === 'capital' || armyTowns.has(t.id) || !!t.garrison;
  const townTodo = (m: Layout['towns'][number]): Todo => {
    const f =
      m.t.kind === 'capital'
        ? font(S1701_DRAW.capitalPx, 'bold', FONT_CONDENSED)
        : font(S1701_DRAW.townPx, 'normal', FONT_CONDENSED);
    scratch.font = f;
    return {
      id: m.t.id,
      kind: 'town',
      lines: [{ text: m.t.name, ink: THEME.text }],
      font: f,
      anchor: m.marker,
      w: Math.ceil(scratch.measureText(m.t.name).width) + 6,
      h: (m.t.kind === 'capital' ? S1701_DRAW.capitalPx : S1701_DRAW.townPx) + 4,
      first: [],
      mustName: zone !== 'all' || important(m.t),
    };
  };
  const byRevenue = [...towns].sort((a, b) => b.t.revenue - a.t.revenue || (a.t.id < b.t.id ? -1 : 1));
  const mainTowns = byRevenue.filter((m) => important(m.t)).map(townTodo);
  const minorTowns = byRevenue.filter((m) => !important(m.t)).map(townTodo);
  const besidePass = (list: Todo[]): Todo[] => {
    const rest: Todo[] = [];
    for (const t of list) {
      const near = [...t.first, ...besideCandidates(t.anchor, t.w, t.h)].find(free);
      if (!near) {
        rest.push(t);
        continue;
      }
      index.add(near);
      labels.push({ id: t.id, kind: t.kind, lines: t.lines, font: t.font, anchor: t.anchor, box: near });
    }
    return rest;
  };
  const apartPass = (list: Todo[], rings: number) => {
    for (const t of list) {
      const apart = apartFor(t.anchor, t.w, t.h, rings, t.mustName);
      if (!apart) {
        dropped.push(t.id);
        continue;
      }
      index.add(apart);
      const leader = leaderFor(t.anchor, apart);
      leaders.push(leader);
      labels.push({ id: t.id, kind: t.kind, lines: t.lines, font: t.font, anchor: t.anchor, box: apart, leader });
    }
  };
  const armiesApart = besidePass(armyTodo);
  const mainApart = besidePass(mainTowns);
  apartPass(armiesApart, 14);
  // on the whole board a capital without an army goes no further than its neighbours
  const withArmy = (t: Todo) => zone !== 'all' || armyTowns.has(t.id) || !!townAt.get(t.id)?.t.garrison;
  apartPass(mainApart.filter(withArmy), 12);
  apartPass(
    mainApart.filter((t) => !withArmy(t)),
    6,
  );
  apartPass(besidePass(minorTowns), zone === 'all' ? 3 : 12);

  // The legend under the map: caption, the two sides, the treasuries in three columns, the key.
  const pad = 14;
  const legendTop = mapH;
  let y = legendTop + pad + S1701_DRAW.captionPx / 2 + 2;
  const sidesY = y + S1701_DRAW.captionPx + 8;
  y = sidesY + S1701_DRAW.legendRow;
  const treasuryRows: Layout['treasuryRows'] = [];
  let treasuryTitleY = 0;
  const tr = input.treasuries ?? [];
  if (tr.length) {
    treasuryTitleY = y + 4;
    y = treasuryTitleY + S1701_DRAW.legendRow;
    const colW = (S1701_WIDTH - 2 * pad) / 3;
    tr.forEach((t, i) => {
      treasuryRows.push({ id: t.id, x: pad + (i % 3) * colW, y: y + Math.floor(i / 3) * S1701_DRAW.legendRow });
    });
    y += Math.ceil(tr.length / 3) * S1701_DRAW.legendRow;
  }
  const keyTitleY = y + 4;
  y = keyTitleY + S1701_DRAW.legendRow;
  scratch.font = font(S1701_DRAW.legendPx, 'normal', FONT_CONDENSED);
  const keyItems: Layout['keyItems'] = [];
  let x = pad;
  for (const item of KEY_ITEMS) {
    const label = W.key[item];
    const iw = 50 + scratch.measureText(label).width + 24;
    if (x + iw > S1701_WIDTH - pad) {
      x = pad;
      y += S1701_DRAW.legendRow + 4;
    }
    keyItems.push({ item, x, y, w: iw - 24, label });
    x += iw;
  }
  const townDropped = dropped.filter((d) => !d.startsWith('army:'));
  const droppedY = townDropped.length ? y + S1701_DRAW.legendRow : 0;
  if (droppedY) y = droppedY;
  const height = Math.ceil(y + S1701_DRAW.legendRow / 2 + pad);
  const layout: Layout = {
    key,
    zone,
    bx: box.x,
    by: box.y,
    s,
    mapH,
    height,
    towns,
    spread,
    stacks,
    tags,
    labels,
    dropped,
    obstacles,
    legendTop,
    sidesY,
    treasuryTitleY,
    treasuryRows,
    keyTitleY,
    keyItems,
    droppedY,
  };
  layouts.set(key, layout);
  keepNewest(layouts, 24);
  return layout;
}

// ── Pieces ──────────────────────────────────────────────────────────────────────────────────

function townMarker(ctx: Ctx, t: S1701Town, x: number, y: number): void {
  const st = t.holder ? S1701_SIDE_STYLE[t.holder] : null;
  const r = markerHalf(t.kind);
  ctx.beginPath();
  if (t.kind === 'capital') ctx.rect(x - r, y - r, r * 2, r * 2);
  else if (t.kind === 'citystate') {
    ctx.moveTo(x, y - r);
    ctx.lineTo(x + r, y);
    ctx.lineTo(x, y + r);
    ctx.lineTo(x - r, y);
    ctx.closePath();
  } else ctx.arc(x, y, r, 0, Math.PI * 2);
  ctx.fillStyle = st ? st.fill : '#ffffff';
  ctx.fill();
  ctx.lineWidth = t.kind === 'capital' ? 2.4 : 1.8;
  ctx.strokeStyle = '#1d1d1d';
  ctx.stroke();
  // the revenue, which is also the defence value, inside the marker
  if (t.kind !== 'offmap' && t.revenue > 0) {
    ctx.font = font(S1701_DRAW.numberPx, 'bold', FONT_CONDENSED);
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillStyle = st ? st.ink : '#1d1d1d';
    ctx.fillText(String(t.revenue), x, y + 1);
  }
  if (t.besieged) {
    ctx.beginPath();
    ctx.arc(x, y, r + 6, 0, Math.PI * 2);
    ctx.setLineDash([5, 4]);
    ctx.lineWidth = 3;
    ctx.strokeStyle = THEME.failed;
    ctx.stroke();
    ctx.setLineDash([]);
  }
}

/** A number in a dark rounded tag (brigades inside the walls). */
function garrisonTag(ctx: Ctx, b: Box, text: string): void {
  roundRect(ctx, b.x, b.y, b.w, b.h, 5);
  ctx.fillStyle = '#2e2e2e';
  ctx.fill();
  ctx.lineWidth = 1.5;
  ctx.strokeStyle = '#ffffff';
  ctx.stroke();
  ctx.font = font(S1701_DRAW.numberPx, 'bold', FONT_CONDENSED);
  ctx.fillStyle = '#ffffff';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(text, b.x + b.w / 2, b.y + b.h / 2 + 1);
}

/** Two interlocked links, the "chain side up" of a town taken by siege. */
function chain(ctx: Ctx, cx: number, cy: number): void {
  ctx.lineWidth = 4.5;
  ctx.strokeStyle = '#ffffff';
  for (const pass of [0, 1]) {
    if (pass) {
      ctx.lineWidth = 2.4;
      ctx.strokeStyle = '#2b2b2b';
    }
    for (const dx of [-4, 4]) {
      ctx.beginPath();
      ctx.ellipse(cx + dx, cy, 5.5, 3.5, dx < 0 ? -0.5 : 0.5, 0, Math.PI * 2);
      ctx.stroke();
    }
  }
}

/** An army: a block in its side's colour with its brigades; inside the walls, a double outline. */
function armyBlock(ctx: Ctx, a: Pick<S1701Army, 'side' | 'strength' | 'inside'>, b: Box): void {
  const st = S1701_SIDE_STYLE[a.side];
  if (a.inside) {
    // inside the walls: a second, outer outline with a white gap
    roundRect(ctx, b.x - 4, b.y - 4, b.w + 8, b.h + 8, 8);
    ctx.fillStyle = '#ffffff';
    ctx.fill();
    ctx.lineWidth = 2;
    ctx.strokeStyle = '#1d1d1d';
    ctx.stroke();
  }
  // a white halo outside the block only (the fill covers its inner half), then one dark edge
  roundRect(ctx, b.x, b.y, b.w, b.h, 5);
  ctx.lineWidth = 4;
  ctx.strokeStyle = '#ffffff';
  ctx.stroke();
  ctx.fillStyle = st.fill;
  ctx.fill();
  ctx.lineWidth = 1.6;
  ctx.strokeStyle = '#1d1d1d';
  ctx.stroke();
  ctx.font = font(S1701_DRAW.brigadePx, 'bold', FONT_CONDENSED);
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillStyle = st.ink;
  ctx.fillText(String(a.strength), b.x + b.w / 2, b.y + b.h / 2 + 1);
}

function leaderLine(ctx: Ctx, l: [number, number, number, number]): void {
  const [x0, y0] = l;
  haloLine(ctx, l, { halo: '#ffffff', haloWidth: 4.5, colour: '#222222', width: 2 });
  ctx.beginPath();
  ctx.arc(x0, y0, 3, 0, Math.PI * 2);
  ctx.fillStyle = '#222222';
  ctx.fill();
}

function drawLabel(ctx: Ctx, l: S1701Label): void {
  const lineH = l.box.h / l.lines.length;
  l.lines.forEach((line, i) => {
    haloText(ctx, line.text, l.box.x + 3, l.box.y + lineH * i + lineH / 2 + 1, {
      font: l.font,
      color: line.ink,
      align: 'left',
      haloWidth: 4,
      halo: 'rgba(255,255,255,0.92)',
    });
  });
}

// ── Static layer: sea, land, borders, roads, the legend's frame and key ─────────────────────

function drawStatic(ctx: Ctx, L: Layout, input: S1701MapInput): void {
  const frame = geometryFrame();
  ctx.fillStyle = THEME.panel;
  ctx.fillRect(0, 0, S1701_WIDTH, L.height);
  ctx.save();
  ctx.beginPath();
  ctx.rect(0, 0, S1701_WIDTH, L.mapH);
  ctx.clip();
  ctx.fillStyle = THEME.sea;
  ctx.fillRect(0, 0, S1701_WIDTH, L.mapH);
  ctx.setTransform(L.s, 0, 0, L.s, -L.bx * L.s, -L.by * L.s);
  ctx.fillStyle = '#eee6d0';
  ctx.fill(frame.land);
  ctx.strokeStyle = 'rgba(120,105,80,0.6)';
  ctx.lineWidth = 1.2 / L.s;
  ctx.setLineDash([6 / L.s, 4 / L.s]);
  ctx.stroke(frame.pathFor('borders', countryBorders()));
  ctx.setLineDash([]);
  ctx.strokeStyle = THEME.coast;
  ctx.lineWidth = 1.2 / L.s;
  ctx.stroke(frame.land);
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  for (const r of input.roads) {
    const a = L.spread.get(r.a)!;
    const b = L.spread.get(r.b)!;
    ctx.beginPath();
    ctx.moveTo(a[0], a[1]);
    ctx.lineTo(b[0], b[1]);
    ctx.strokeStyle = r.sea ? '#4f86a8' : '#8c7a5a';
    ctx.lineWidth = r.sea ? 2.4 : 3;
    ctx.setLineDash(r.sea ? [9, 6] : []);
    ctx.stroke();
  }
  ctx.setLineDash([]);
  ctx.restore();
  // the legend's edge and its key
  ctx.strokeStyle = THEME.panelEdge;
  ctx.lineWidth = 2;
  ctx.beginPath();
  ctx.moveTo(0, L.mapH + 1);
  ctx.lineTo(S1701_WIDTH, L.mapH + 1);
  ctx.stroke();
  const W = S1701_WORDS[input.lang ?? 'en'];
  ctx.textAlign = 'left';
  ctx.textBaseline = 'middle';
  ctx.fillStyle = THEME.text;
  ctx.font = font(S1701_DRAW.legendPx, 'bold', FONT_CONDENSED);
  if (L.treasuryTitleY) ctx.fillText(W.treasuries, 14, L.treasuryTitleY);
  for (const k of L.keyItems) {
    drawKeySymbol(ctx, k.item, k.x + 22, k.y);
    ctx.font = font(S1701_DRAW.legendPx, 'normal', FONT_CONDENSED);
    ctx.textAlign = 'left';
    ctx.textBaseline = 'middle';
    ctx.fillStyle = THEME.text;
    ctx.fillText(k.label, k.x + 50, k.y + 1);
  }
}

function drawKeySymbol(ctx: Ctx, item: KeyItem, cx: number, cy: number): void {
  const demo = (kind: S1701Town['kind'], holder: S1701Side | null, extra: Partial<S1701Town> = {}) =>
    townMarker(ctx, { id: 'k', name: '', lon: 0, lat: 0, kind, holder, revenue: 0, ...extra }, cx, cy);
  const A = S1701_DRAW.armyPx;
  switch (item) {
    case 'capital':
      return demo('capital', null);
    case 'town':
      return demo('city', null);
    case 'cityState':
      return demo('citystate', null);
    case 'revenue':
      return demo('city', 'loyalists', { revenue: 2 });
    case 'garrison':
      return garrisonTag(ctx, { x: cx - 11, y: cy - 11, w: 22, h: 22 }, '3');
    case 'captured':
      return chain(ctx, cx, cy);
    case 'besieged':
      return demo('city', 'grand-alliance', { besieged: true });
    case 'army':
      return armyBlock(
        ctx,
        { side: 'grand-alliance', strength: 6, inside: false },
        { x: cx - A / 2, y: cy - A / 2, w: A, h: A },
      );
    case 'armyInside':
      return armyBlock(
        ctx,
        { side: 'loyalists', strength: 4, inside: true },
        { x: cx - A / 2, y: cy - A / 2, w: A, h: A },
      );
    case 'leader':
      return leaderLine(ctx, [cx - 16, cy + 8, cx + 16, cy - 8]);
    case 'road':
    case 'sea':
      ctx.beginPath();
      ctx.moveTo(cx - 18, cy);
      ctx.lineTo(cx + 18, cy);
      ctx.strokeStyle = item === 'sea' ? '#4f86a8' : '#8c7a5a';
      ctx.lineWidth = item === 'sea' ? 2.4 : 3;
      ctx.setLineDash(item === 'sea' ? [9, 6] : []);
      ctx.stroke();
      ctx.setLineDash([]);
  }
}

// ── The state: markers, armies, names, the legend's counts ──────────────────────────────────

function drawLegendState(ctx: Ctx, L: Layout, input: S1701MapInput): void {
  const W = S1701_WORDS[input.lang ?? 'en'];
  const c = input.calendar;
  const pad = 14;
  ctx.textAlign = 'left';
  ctx.textBaseline = 'middle';
  ctx.fillStyle = THEME.text;
  const theatre = L.zone === 'all' ? '' : ` · ${s1701TheatreName(L.zone.replace(/^inline:/, ''), input.lang)}`;
  const text = `${input.outcome ? `${input.outcome} · ` : ''}${c.year}, ${W.semester} ${c.semester} · ${W.turn} ${c.turn}${c.lastTurn ? `/${c.lastTurn}` : ''}${theatre}${input.caption ? ` · ${input.caption}` : ''}`;
  // a long caption shrinks down to the legend size, never below, and is never cut
  let px: number = S1701_DRAW.captionPx;
  ctx.font = font(px, 'bold', FONT_CONDENSED);
  while (px > S1701_DRAW.legendPx && ctx.measureText(text).width > S1701_WIDTH - 2 * pad)
    ctx.font = font(--px, 'bold', FONT_CONDENSED);
  ctx.fillText(text, pad, L.legendTop + pad + S1701_DRAW.captionPx / 2 + 2);
  let x = pad;
  for (const side of ['loyalists', 'grand-alliance'] as const) {
    const armies = input.armies.filter((a) => a.side === side);
    drawChip(ctx, x, L.sidesY - 12, 30, 24, S1701_SIDE_STYLE[side]);
    ctx.font = font(S1701_DRAW.legendPx, 'bold', FONT_CONDENSED);
    ctx.textAlign = 'left';
    ctx.fillStyle = THEME.text;
    const name = W.side[side];
    ctx.fillText(name, x + 40, L.sidesY + 1);
    const nx = x + 40 + ctx.measureText(name).width + 12;
    ctx.font = font(S1701_DRAW.legendPx, 'normal', FONT_CONDENSED);
    const counts = W.armiesBrigades(
      armies.length,
      armies.reduce((n, a) => n + a.strength, 0),
    );
    ctx.fillText(counts, nx, L.sidesY + 1);
    x = Math.max(S1701_WIDTH / 2, nx + ctx.measureText(counts).width + 30);
  }
  for (const row of L.treasuryRows) {
    const t = input.treasuries?.find((r) => r.id === row.id);
    if (!t) continue;
    if (t.side) drawChip(ctx, row.x, row.y - 11, 24, 22, S1701_SIDE_STYLE[t.side]);
    else drawChip(ctx, row.x, row.y - 11, 24, 22, pieceStyle('#ffffff', '–'), '–', true);
    ctx.font = font(S1701_DRAW.legendPx, 'normal', FONT_CONDENSED);
    ctx.textAlign = 'left';
    ctx.fillStyle = THEME.text;
    const name = s1701TreasuryName(t.id, input.lang);
    ctx.fillText(name, row.x + 32, row.y + 1);
    ctx.font = font(S1701_DRAW.legendPx, 'bold', FONT_CONDENSED);
    ctx.fillText(`${t.available}/${t.total}`, row.x + 32 + textW(ctx, name, S1701_DRAW.legendPx) + 10, row.y + 1);
  }
  if (L.droppedY) {
    const n = L.dropped.filter((d) => !d.startsWith('army:')).length;
    ctx.font = font(S1701_DRAW.legendPx, 'italic', FONT_CONDENSED);
    ctx.fillStyle = THEME.textMuted;
    ctx.textAlign = 'left';
    ctx.fillText(W.dropped(n), pad, L.droppedY);
  }
}

function textW(ctx: Ctx, text: string, px: number): number {
  const f = ctx.font;
  ctx.font = font(px, 'normal', FONT_CONDENSED);
  const w = ctx.measureText(text).width;
  ctx.font = f;
  return w;
}

export interface S1701RenderOptions {
  /** a theatre of S1701_THEATRES, drawn larger; default the whole board */
  theatre?: string;
  /** reuse the static layer (default true); false draws everything, for the pixel-identity test */
  cache?: boolean;
}

const staticLayers = new LayerCache(12);
/** the static map, per theatre and language */
const staticImages = new RasterPatchedLayers(6);
/** the map with its towns, per holders, sieges and garrisons */
const townLayers = new RasterPatchedLayers(4);

function checkRoads(input: S1701MapInput): void {
  const ids = new Set(input.towns.map((t) => t.id));
  for (const r of input.roads)
    if (!ids.has(r.a) || !ids.has(r.b))
      throw new Error(`renderSuccession1701Map: road ${r.a}–${r.b} names an unknown town`);
}

/** The static layer's key: land, borders, roads and the key never change in a game. */
function staticKey(L: Layout, input: S1701MapInput): string {
  const roadsKey = input.roads.map((r) => `${r.a}-${r.b}${r.sea ? 's' : ''}`).join(',');
  return `${L.zone}|${input.lang ?? 'en'}|${L.height}|${L.treasuryTitleY}|${roadsKey}`;
}

function clipToMap(ctx: Ctx, L: Layout): void {
  ctx.save();
  ctx.beginPath();
  ctx.rect(0, 0, S1701_WIDTH, L.mapH);
  ctx.clip();
}

/** The towns: markers with their revenue and siege ring, the chains of captures, garrison tags. */
function drawTowns(ctx: Ctx, L: Layout, input: S1701MapInput): void {
  // the layout is shared by positions with the same stacks: holders, revenues and brigades come
  // from this input
  const townNow = new Map(input.towns.map((t) => [t.id, t]));
  clipToMap(ctx, L);
  for (const m of L.towns) {
    const t = townNow.get(m.t.id)!;
    townMarker(ctx, t, m.x, m.y);
    if (t.captured) chain(ctx, m.marker.x - 2, m.marker.y + m.marker.h - 2);
    const tag = L.tags.get(t.id);
    if (tag) garrisonTag(ctx, tag, String(t.garrison));
  }
  ctx.restore();
}

/** What the towns' picture depends on, for the towns in view. */
function townsKey(L: Layout, input: S1701MapInput): string {
  const townNow = new Map(input.towns.map((t) => [t.id, t]));
  return L.towns
    .map((m) => {
      const t = townNow.get(m.t.id)!;
      return `${t.kind[0]}${t.holder?.[0] ?? '-'}${t.revenue}${t.besieged ? 'b' : ''}${t.captured ? 'c' : ''}${t.garrison ?? ''}`;
    })
    .join(',');
}

/** Everything drawn over the towns on the map, in order: lines, army blocks, names. */
function drawArmiesAndNames(ctx: Ctx, L: Layout, input: S1701MapInput): void {
  const armyNow = new Map(input.armies.map((a) => [a.id, a]));
  clipToMap(ctx, L);
  for (const l of L.labels) if (l.leader) leaderLine(ctx, l.leader);
  for (const st of L.stacks) if (st.leader) leaderLine(ctx, st.leader);
  for (const st of L.stacks) for (const b of st.blocks) armyBlock(ctx, armyNow.get(b.army.id)!, b.box);
  for (const l of L.labels) drawLabel(ctx, l);
  ctx.restore();
}

/** Everything drawLegendState shows, and where. */
function legendKey(L: Layout, input: S1701MapInput): string {
  const c = input.calendar;
  const sides = (['loyalists', 'grand-alliance'] as const).map((side) => {
    const armies = input.armies.filter((a) => a.side === side);
    return `${armies.length}:${armies.reduce((n, a) => n + a.strength, 0)}`;
  });
  const treasuries = L.treasuryRows.map((row) => {
    const t = input.treasuries?.find((r) => r.id === row.id);
    return t ? `${row.id}@${row.x},${row.y}:${t.side ?? '-'}:${t.available}/${t.total}` : `${row.id}@-`;
  });
  const dropped = L.dropped.filter((d) => !d.startsWith('army:')).length;
  return JSON.stringify([
    input.lang ?? 'en',
    L.zone,
    [c.year, c.semester, c.turn, c.lastTurn ?? null],
    input.caption ?? null,
    input.outcome ?? null,
    [L.legendTop, L.sidesY, L.droppedY, L.height],
    sides,
    treasuries,
    dropped,
  ]);
}

/** One thing drawArmiesAndNames draws. */
type OverItem =
  | { kind: 'leader'; line: [number, number, number, number] }
  | { kind: 'block'; army: S1701Army; box: Box }
  | { kind: 'label'; label: S1701Label };

/** Things drawn over the towns whose rectangles meet, and the rectangle that holds them all. */
interface Cluster {
  rect: PixelRect;
  items: OverItem[];
}

const clustersOf = new WeakMap<Layout, Cluster[]>();

/**
 * What drawArmiesAndNames draws, as clusters whose rectangles meet no other cluster's. Each item's
 * rectangle holds every pixel it draws (margins for strokes, halos and antialiasing; cut at the
 * map's edge, where the drawing is clipped), so a cluster's pixels are those of the towns' layer
 * and its own items alone, drawn in drawArmiesAndNames's order. tests/render/succession-1701.test.ts
 * checks the picture patched from clusters against one drawn whole.
 */
function clusters(L: Layout): Cluster[] {
  const hit = clustersOf.get(L);
  if (hit) return hit;
  const cut = (b: Box, d: number): PixelRect => {
    const x = Math.max(0, Math.floor(b.x - d));
    const y = Math.max(0, Math.floor(b.y - d));
    return {
      x,
      y,
      w: Math.min(S1701_WIDTH, Math.ceil(b.x + b.w + d)) - x,
      h: Math.min(L.mapH, Math.ceil(b.y + b.h + d)) - y,
    };
  };
  const items: Array<{ item: OverItem; rect: PixelRect }> = [];
  const line = (l: [number, number, number, number]) => {
    const x = Math.min(l[0], l[2]);
    const y = Math.min(l[1], l[3]);
    // the halo's round caps and the dot at the anchor (radius 3)
    const rect = cut({ x, y, w: Math.abs(l[2] - l[0]), h: Math.abs(l[3] - l[1]) }, 4);
    items.push({ item: { kind: 'leader', line: l }, rect });
  };
  for (const l of L.labels) if (l.leader) line(l.leader);
  for (const st of L.stacks) if (st.leader) line(st.leader);
  // the white halo 2 px out; inside the walls, the outer outline 4 px out and its stroke
  for (const st of L.stacks)
    for (const b of st.blocks)
      items.push({ item: { kind: 'block', army: b.army, box: b.box }, rect: cut(b.box, b.army.inside ? 7 : 3) });
  // a name's glyphs and halo pass its box by at most 1.2 px (measured over many boards, both
  // languages and every theatre)
  for (const l of L.labels) items.push({ item: { kind: 'label', label: l }, rect: cut(l.box, 3) });
  const meet = (a: PixelRect, b: PixelRect) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
  let groups = items.map((it, i) => ({ rect: it.rect, members: [i] })).filter((g) => g.rect.w > 0 && g.rect.h > 0);
  for (let joined = true; joined; ) {
    joined = false;
    const next: typeof groups = [];
    for (const g of groups) {
      const other = next.find((n) => meet(n.rect, g.rect));
      if (!other) {
        next.push(g);
        continue;
      }
      const x = Math.min(other.rect.x, g.rect.x);
      const y = Math.min(other.rect.y, g.rect.y);
      other.rect = {
        x,
        y,
        w: Math.max(other.rect.x + other.rect.w, g.rect.x + g.rect.w) - x,
        h: Math.max(other.rect.y + other.rect.h, g.rect.y + g.rect.h) - y,
      };
      other.members.push(...g.members);
      joined = true;
    }
    groups = next;
  }
  const out = groups.map((g) => ({ rect: g.rect, items: g.members.sort((a, b) => a - b).map((i) => items[i]!.item) }));
  clustersOf.set(L, out);
  return out;
}

function drawCluster(ctx: Ctx, L: Layout, c: Cluster, armyNow: Map<string, S1701Army>): void {
  clipToMap(ctx, L);
  for (const it of c.items) {
    if (it.kind === 'leader') leaderLine(ctx, it.line);
    else if (it.kind === 'block') armyBlock(ctx, armyNow.get(it.army.id)!, it.box);
    else drawLabel(ctx, it.label);
  }
  ctx.restore();
}

/** Everything a cluster's pixels depend on besides the towns' layer. */
function clusterKey(c: Cluster, armyNow: Map<string, S1701Army>): string {
  return JSON.stringify([
    c.rect,
    c.items.map((it) => {
      if (it.kind === 'leader') return it.line;
      if (it.kind === 'label') return [it.label.lines, it.label.font, it.label.box];
      const a = armyNow.get(it.army.id)!;
      return [a.side, a.strength, a.inside, it.box];
    }),
  ]);
}

/** Draw the 1701 map; returns the canvas (for tests and benchmarks that skip encoding). */
export function drawSuccession1701Map(input: S1701MapInput, opts: S1701RenderOptions = {}) {
  checkRoads(input);
  const L = layoutFor(input, opts.theatre ?? 'all');
  const { canvas, ctx } = blankCanvas(S1701_WIDTH, L.height);
  ensureFonts();
  // land, borders, roads and the key never change in a game: a static layer drawn once and copied in
  staticLayers.paint(
    ctx,
    staticKey(L, input),
    S1701_WIDTH,
    L.height,
    (c) => drawStatic(c, L, input),
    opts.cache ?? true,
  );
  drawTowns(ctx, L, input);
  drawArmiesAndNames(ctx, L, input);
  drawLegendState(ctx, L, input);
  return canvas;
}

/**
 * Render the 1701 map to a PNG. Pure: same input, same bytes. With the cache on (the default), each
 * part is drawn only when what it shows changes (common/patched.ts): the static map (per theatre
 * and language), the towns over it (per holders, sieges and garrisons: the base picture), the
 * legend's caption and counts, and each cluster of army blocks, leader lines and names (kept per
 * base, by what they show and where); a new part is drawn over the base, read back and patched in.
 * The pixels are those of drawing it whole (`cache: false`); the PNG is still compressed whole.
 */
export async function renderSuccession1701Map(input: S1701MapInput, opts: S1701RenderOptions = {}): Promise<Buffer> {
  const pool = renderPool();
  if (pool && opts.cache !== false) return pool.render('succession-1701', input, opts);
  if (opts.cache === false) return encodePngSync(drawSuccession1701Map(input, opts));
  checkRoads(input);
  const L = layoutFor(input, opts.theatre ?? 'all');
  ensureFonts();
  const key = staticKey(L, input);
  const armyNow = new Map(input.armies.map((a) => [a.id, a]));
  return townLayers.encode(
    `${key}|${townsKey(L, input)}`,
    S1701_WIDTH,
    L.height,
    [],
    (c) => {
      c.drawImage(staticImages.layer(key, S1701_WIDTH, L.height, (s) => drawStatic(s, L, input)).image, 0, 0);
      drawTowns(c, L, input);
    },
    () => {},
    // the legend changes less often than the armies, and a cluster of blocks, lines and names only
    // when one of them moves or changes: their pixels are kept per caption and counts, and per
    // cluster, and drawn and read back only when new
    [
      {
        key: legendKey(L, input),
        rect: { x: 0, y: L.legendTop, w: S1701_WIDTH, h: L.height - L.legendTop },
        draw: (c) => drawLegendState(c, L, input),
      },
      ...clusters(L).map((cl) => ({
        key: clusterKey(cl, armyNow),
        rect: cl.rect,
        draw: (c: Ctx) => drawCluster(c, L, cl, armyNow),
      })),
    ],
  );
}

/** The layout of the whole board or a theatre, in output pixels (for the legibility test). */
export function succession1701LabelLayout(
  input: S1701MapInput,
  theatre = 'all',
): {
  labels: S1701Label[];
  dropped: string[];
  /** every marker, army block, garrison tag and chain */
  obstacles: Box[];
  stacks: Array<{ town: string; blocks: Array<{ army: string; box: Box }>; leader?: [number, number, number, number] }>;
  towns: Array<{ id: string; marker: Box }>;
  /** the key: every symbol with its words, as boxes */
  key: Array<{ item: string; label: string; box: Box }>;
  mapH: number;
  height: number;
} {
  const L = layoutFor(input, theatre);
  return {
    labels: L.labels,
    dropped: L.dropped,
    obstacles: L.obstacles,
    stacks: L.stacks.map((s) => ({
      town: s.town,
      blocks: s.blocks.map((b) => ({ army: b.army.id, box: b.box })),
      ...(s.leader ? { leader: s.leader } : {}),
    })),
    towns: L.towns.map((m) => ({ id: m.t.id, marker: m.marker })),
    key: L.keyItems.map((k) => ({
      item: k.item,
      label: k.label,
      box: { x: k.x, y: k.y - S1701_DRAW.legendRow / 2, w: k.w, h: S1701_DRAW.legendRow },
    })),
    mapH: L.mapH,
    height: L.height,
  };
}
