import { haloText, roundRect, type Ctx } from '../common/draw.js';
import { ensureFonts, font, FONT_CONDENSED, FONT_SERIF } from '../common/fonts.js';
import { blankCanvas, LayerCache } from '../common/layers.js';
import { countryBorders, geoFrame, type GeoFrame } from '../common/geo.js';
import { CollisionIndex, candidatesAround, type Box } from '../common/labels.js';
import { OKABE_ITO, THEME, pieceStyle, type PieceStyle } from '../common/palette.js';
import { drawChip } from '../common/pieces.js';
import { encodePng } from '../common/png.js';
import type { S1701Army, S1701MapInput, S1701Side, S1701Town } from './input.js';

export const S1701_WIDTH = 1600;
export const S1701_HEIGHT = 1000;
/** Drawing parameters the legibility test reads (issue #18): the smallest text a player must read
 * (town names, revenue tags) and the smallest piece (army block). Not yet designed for 550 px. */
export const S1701_DRAW = { width: S1701_WIDTH, smallestTextPx: 9, smallestPiecePx: 22 } as const;
const MAP_W = 1300;

export const S1701_SIDE_STYLE: Record<S1701Side, PieceStyle> = {
  loyalists: pieceStyle(OKABE_ITO.blue, 'L'),
  'grand-alliance': pieceStyle(OKABE_ITO.vermillion, 'A'),
};
const WORDS = {
  en: {
    side: { loyalists: 'Loyalists', 'grand-alliance': 'Grand Alliance' } as Record<S1701Side, string>,
    semester: 'semester',
    turn: 'turn',
    armies: 'Armies',
    armiesBrigades: (a: number, b: number) => `${a} armies · ${b} brigades`,
    treasuries: 'Treasuries (RP available / total)',
    key: 'Key',
    capital: 'Capital (L = Loyalist, A = Alliance)',
    town: 'Town',
    cityState: 'City-state',
    captured: 'Taken by siege (chained)',
    besieged: 'Under siege',
    army: 'Army: brigades (general beside)',
    revenue: 'Revenue (= defence value)',
    garrison: 'Brigades inside the walls',
    road: 'Road / sea route',
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
    armies: 'Armate',
    armiesBrigades: (a: number, b: number) => `${a} armate · ${b} brigate`,
    treasuries: 'Tesorerie (PR disponibili / totali)',
    key: 'Legenda',
    capital: 'Capitale (L = Lealisti, A = Alleanza)',
    town: 'Città',
    cityState: 'Città-stato',
    captured: 'Presa con assedio (in catene)',
    besieged: 'Sotto assedio',
    army: 'Armata: brigate (generale a fianco)',
    revenue: 'Rendita (= valore difensivo)',
    garrison: 'Brigate dentro le mura',
    road: 'Strada / rotta marittima',
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

function frameFor(): GeoFrame {
  return geoFrame({
    id: 'succession-1701',
    bbox: { lon0: -1.5, lat0: 43.2, lon1: 17.2, lat1: 53.2 },
    viewport: { x: 0, y: 0, w: MAP_W, h: S1701_HEIGHT },
    projection: 'conic',
  });
}

function townMarker(ctx: Ctx, t: S1701Town, x: number, y: number): void {
  const st = t.holder ? S1701_SIDE_STYLE[t.holder] : null;
  const r = t.kind === 'capital' ? 9 : 7;
  ctx.beginPath();
  if (t.kind === 'capital') ctx.rect(x - r, y - r, r * 2, r * 2);
  else if (t.kind === 'citystate') {
    ctx.moveTo(x, y - r - 1);
    ctx.lineTo(x + r + 1, y);
    ctx.lineTo(x, y + r + 1);
    ctx.lineTo(x - r - 1, y);
    ctx.closePath();
  } else ctx.arc(x, y, r, 0, Math.PI * 2);
  ctx.fillStyle = st ? st.fill : '#ffffff';
  ctx.fill();
  ctx.lineWidth = t.captured ? 2.5 : 1.4;
  ctx.strokeStyle = '#1d1d1d';
  if (t.captured) ctx.setLineDash([2, 2]);
  ctx.stroke();
  ctx.setLineDash([]);
  if (st) {
    ctx.font = font(r + 2, 'bold', FONT_CONDENSED);
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillStyle = st.ink;
    ctx.fillText(st.code, x, y + 0.5);
  }
  // revenue (= defence value): a small tag at the upper right
  if (t.kind !== 'offmap' && t.revenue > 0)
    numberTag(ctx, x + r + 3, y - r - 3, String(t.revenue), '#ffffff', '#1d1d1d');
  // brigades inside the walls: a dark tag at the lower right
  if (t.garrison) numberTag(ctx, x + r + 3, y + r + 3, String(t.garrison), '#3a3a3a', '#ffffff');
  // taken by siege: a chain of two links at the lower left
  if (t.captured) chain(ctx, x - r - 4, y + r + 2);
  if (t.besieged) {
    ctx.beginPath();
    ctx.arc(x, y, r + 6, 0, Math.PI * 2);
    ctx.setLineDash([3, 3]);
    ctx.lineWidth = 2;
    ctx.strokeStyle = THEME.failed;
    ctx.stroke();
    ctx.setLineDash([]);
  }
}

/** A small number in a rounded tag centred on (cx, cy). */
function numberTag(ctx: Ctx, cx: number, cy: number, text: string, fill: string, ink: string): void {
  ctx.font = font(9, 'bold', FONT_CONDENSED);
  const w = Math.max(10, ctx.measureText(text).width + 5);
  roundRect(ctx, cx - w / 2, cy - 5.5, w, 11, 3);
  ctx.fillStyle = fill;
  ctx.fill();
  ctx.lineWidth = 0.9;
  ctx.strokeStyle = '#1d1d1d';
  ctx.stroke();
  ctx.fillStyle = ink;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(text, cx, cy + 0.5);
}

/** Two interlocked links, the "chain side up" of a town taken by siege. */
function chain(ctx: Ctx, cx: number, cy: number): void {
  ctx.lineWidth = 1.8;
  ctx.strokeStyle = '#2b2b2b';
  for (const dx of [-3, 3]) {
    ctx.beginPath();
    ctx.ellipse(cx + dx, cy, 4, 2.6, dx < 0 ? -0.5 : 0.5, 0, Math.PI * 2);
    ctx.stroke();
  }
}

/** The treasury's name in the legend (the engine's ids, such as ENG_HAN, are not for players). */
export function s1701TreasuryName(id: string, lang: 'en' | 'it' = 'en'): string {
  return WORDS[lang].treasury[id] ?? id;
}

/** The names beside an army stack: each general, or "(no general)", never a bare number. */
export function s1701StackCaption(list: Array<Pick<S1701Army, 'general'>>, lang: 'en' | 'it' = 'en'): string {
  return list.map((a) => a.general ?? WORDS[lang].noGeneral).join(' · ');
}

/** Army block side, in pixels. */
const ARMY_BLOCK = 22;

/** An army: a block in its side's colour with its brigades; inside the walls, a double outline. */
function armyBlock(ctx: Ctx, a: S1701Army, x: number, y: number): void {
  const st = S1701_SIDE_STYLE[a.side];
  const s = ARMY_BLOCK;
  roundRect(ctx, x - s / 2, y - s / 2, s, s, 4);
  ctx.fillStyle = st.fill;
  ctx.fill();
  ctx.lineWidth = 2.5;
  ctx.strokeStyle = '#ffffff';
  ctx.stroke();
  ctx.lineWidth = 1.3;
  ctx.strokeStyle = '#1d1d1d';
  ctx.stroke();
  if (a.inside) {
    roundRect(ctx, x - s / 2 - 3, y - s / 2 - 3, s + 6, s + 6, 6);
    ctx.stroke();
  }
  ctx.font = font(13, 'bold', FONT_CONDENSED);
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillStyle = st.ink;
  ctx.fillText(String(a.strength), x, y + 0.5);
}

const staticLayers = new LayerCache(4);

function drawStaticMap(ctx: Ctx, frame: GeoFrame, input: S1701MapInput, pos: Map<string, [number, number]>): void {
  ctx.fillStyle = THEME.panel;
  ctx.fillRect(0, 0, S1701_WIDTH, S1701_HEIGHT);
  ctx.save();
  ctx.beginPath();
  ctx.rect(0, 0, MAP_W, S1701_HEIGHT);
  ctx.clip();
  ctx.fillStyle = THEME.sea;
  ctx.fillRect(0, 0, MAP_W, S1701_HEIGHT);
  ctx.fillStyle = '#eee6d0';
  ctx.fill(frame.land);
  ctx.strokeStyle = 'rgba(120,105,80,0.55)';
  ctx.lineWidth = 0.8;
  ctx.setLineDash([5, 3]);
  ctx.stroke(frame.pathFor('borders', countryBorders()));
  ctx.setLineDash([]);
  ctx.strokeStyle = THEME.coast;
  ctx.lineWidth = 1;
  ctx.stroke(frame.land);
  for (const r of input.roads) {
    const a = pos.get(r.a)!;
    const b = pos.get(r.b)!;
    ctx.beginPath();
    ctx.moveTo(a[0], a[1]);
    ctx.lineTo(b[0], b[1]);
    ctx.strokeStyle = r.sea ? '#4f86a8' : '#8c7a5a';
    ctx.lineWidth = r.sea ? 1.6 : 2;
    ctx.setLineDash(r.sea ? [6, 4] : []);
    ctx.stroke();
  }
  ctx.setLineDash([]);
  ctx.restore();
}

/** Draw the 1701 map; returns the canvas (for tests and benchmarks that skip encoding). */
export function drawSuccession1701Map(input: S1701MapInput, opts: { cache?: boolean } = {}) {
  const frame = frameFor();
  const pos = new Map<string, [number, number]>();
  for (const t of input.towns) pos.set(t.id, frame.project(t.lon, t.lat));
  for (const r of input.roads)
    if (!pos.has(r.a) || !pos.has(r.b))
      throw new Error(`renderSuccession1701Map: road ${r.a}–${r.b} names an unknown town`);
  const { canvas, ctx } = blankCanvas(S1701_WIDTH, S1701_HEIGHT);
  ensureFonts();
  // land, borders and roads never change in a game: a static layer drawn once and copied in
  const roadsKey = input.roads.map((r) => `${r.a}-${r.b}${r.sea ? 's' : ''}`).join(',');
  staticLayers.paint(
    ctx,
    roadsKey,
    S1701_WIDTH,
    S1701_HEIGHT,
    (c) => drawStaticMap(c, frame, input, pos),
    opts.cache ?? true,
  );
  ctx.save();
  ctx.beginPath();
  ctx.rect(0, 0, MAP_W, S1701_HEIGHT);
  ctx.clip();

  const index = new CollisionIndex({ x: 2, y: 2, w: MAP_W - 4, h: S1701_HEIGHT - 4 });
  for (const t of input.towns) {
    const [x, y] = pos.get(t.id)!;
    index.add({ x: x - 12, y: y - 16, w: 30, h: 32 }); // marker and its tags
  }
  // Armies stand on their town, as blocks on the printed board: a block in the side's colour with
  // its brigades, several stacked with a small offset; the general's name goes beside the stack,
  // joined to it by a leader line when it had to move away.
  const byTown = new Map<string, S1701Army[]>();
  for (const a of input.armies) {
    if (!pos.has(a.town)) throw new Error(`renderSuccession1701Map: army ${a.id} is in unknown town '${a.town}'`);
    byTown.set(a.town, [...(byTown.get(a.town) ?? []), a]);
  }
  const stacks: Array<{ list: S1701Army[]; x: number; y: number; name: Box; leader: boolean }> = [];
  const nameFont = font(12, 'bold', FONT_CONDENSED);
  for (const [town, list] of [...byTown.entries()].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const [x, y] = pos.get(town)!;
    const n = list.length;
    index.add({
      x: x - ARMY_BLOCK / 2 - 2,
      y: y - ARMY_BLOCK / 2 - 2 - (n - 1) * 5,
      w: ARMY_BLOCK + 4 + (n - 1) * 5,
      h: ARMY_BLOCK + 4 + (n - 1) * 5,
    });
  }
  for (const [town, list] of [...byTown.entries()].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const [x, y] = pos.get(town)!;
    ctx.font = nameFont;
    const text = s1701StackCaption(list, input.lang);
    const w = ctx.measureText(text).width + 8;
    const h = 16;
    const gap = ARMY_BLOCK / 2 + 3 + (list.length - 1) * 5;
    const cands = candidatesAround(x, y, w, h, gap, 5);
    const name = index.place(cands, 1);
    const near = cands.slice(0, 8).some((c) => c.x === name.x && c.y === name.y);
    stacks.push({ list, x, y, name, leader: !near });
  }
  // town names
  const labels: Array<{ t: S1701Town; box: Box }> = [];
  for (const t of [...input.towns].sort((a, b) => b.revenue - a.revenue || (a.id < b.id ? -1 : 1))) {
    const [x, y] = pos.get(t.id)!;
    const f = t.kind === 'capital' ? font(13, 'bold', FONT_SERIF) : font(11, 'normal', FONT_CONDENSED);
    ctx.font = f;
    const w = ctx.measureText(t.name).width + 4;
    labels.push({ t, box: index.place(candidatesAround(x, y, w, 14, 10, 3), 0) });
  }
  for (const t of input.towns) {
    const [x, y] = pos.get(t.id)!;
    townMarker(ctx, t, x, y);
  }
  for (const { t, box } of labels) {
    haloText(ctx, t.name, box.x + box.w / 2, box.y + box.h / 2, {
      font: t.kind === 'capital' ? font(13, 'bold', FONT_SERIF) : font(11, 'normal', FONT_CONDENSED),
      haloWidth: 3,
    });
  }
  for (const { list, x, y, name, leader } of stacks) {
    if (leader) {
      const lx = Math.max(name.x, Math.min(x, name.x + name.w));
      const ly = Math.max(name.y, Math.min(y, name.y + name.h));
      ctx.beginPath();
      ctx.moveTo(x, y);
      ctx.lineTo(lx, ly);
      ctx.strokeStyle = '#ffffff';
      ctx.lineWidth = 3.5;
      ctx.stroke();
      ctx.strokeStyle = '#222222';
      ctx.lineWidth = 1.4;
      ctx.stroke();
    }
    list.forEach((a, k) => armyBlock(ctx, a, x + k * 5, y - k * 5));
    haloText(ctx, s1701StackCaption(list, input.lang), name.x + name.w / 2, name.y + name.h / 2 + 0.5, {
      font: nameFont,
      color: S1701_SIDE_STYLE[list[0]!.side].fill === S1701_SIDE_STYLE.loyalists.fill ? '#0b3d66' : '#7a3000',
      haloWidth: 3.5,
    });
  }
  ctx.restore();
  drawSide(ctx, input);
  return canvas;
}

function drawSide(ctx: Ctx, input: S1701MapInput): void {
  const w = WORDS[input.lang ?? 'en'];
  const x0 = MAP_W;
  ctx.fillStyle = THEME.panel;
  ctx.fillRect(x0, 0, S1701_WIDTH - x0, S1701_HEIGHT);
  ctx.strokeStyle = THEME.panelEdge;
  ctx.lineWidth = 2;
  ctx.beginPath();
  ctx.moveTo(x0 + 1, 0);
  ctx.lineTo(x0 + 1, S1701_HEIGHT);
  ctx.stroke();
  const x = x0 + 18;
  let y = 30;
  ctx.textAlign = 'left';
  ctx.textBaseline = 'middle';
  ctx.fillStyle = THEME.text;
  ctx.font = font(22, 'bold', FONT_SERIF);
  ctx.fillText('1701', x, y);
  y += 28;
  ctx.font = font(15, 'bold', FONT_CONDENSED);
  const c = input.calendar;
  ctx.fillText(
    `${c.year}, ${w.semester} ${c.semester} · ${w.turn} ${c.turn}${c.lastTurn ? `/${c.lastTurn}` : ''}`,
    x,
    y,
  );
  y += 22;
  if (input.caption) {
    ctx.font = font(13, 'normal', FONT_CONDENSED);
    ctx.fillText(input.caption, x, y);
    y += 22;
  }
  y += 10;
  ctx.font = font(14, 'bold', FONT_SERIF);
  ctx.fillText(w.armies, x, y);
  y += 22;
  for (const side of ['loyalists', 'grand-alliance'] as const) {
    const armies = input.armies.filter((a) => a.side === side);
    drawChip(ctx, x, y - 10, 26, 20, S1701_SIDE_STYLE[side]);
    ctx.font = font(14, 'normal', FONT_CONDENSED);
    ctx.textAlign = 'left';
    ctx.fillStyle = THEME.text;
    ctx.fillText(w.side[side], x + 34, y);
    ctx.font = font(12, 'normal', FONT_CONDENSED);
    ctx.fillStyle = THEME.textMuted;
    ctx.fillText(
      w.armiesBrigades(
        armies.length,
        armies.reduce((n, a) => n + a.strength, 0),
      ),
      x + 34,
      y + 16,
    );
    y += 40;
  }
  if (input.treasuries?.length) {
    y += 8;
    ctx.font = font(14, 'bold', FONT_SERIF);
    ctx.fillText(w.treasuries, x, y);
    y += 22;
    for (const t of input.treasuries) {
      if (t.side) drawChip(ctx, x, y - 9, 20, 18, S1701_SIDE_STYLE[t.side]);
      ctx.font = font(13, 'normal', FONT_CONDENSED);
      ctx.textAlign = 'left';
      ctx.fillStyle = THEME.text;
      ctx.fillText(s1701TreasuryName(t.id, input.lang), x + 28, y);
      ctx.textAlign = 'right';
      ctx.fillText(`${t.available} / ${t.total}`, x + 250, y);
      y += 22;
    }
  }
  y += 14;
  ctx.textAlign = 'left';
  ctx.font = font(14, 'bold', FONT_SERIF);
  ctx.fillStyle = THEME.text;
  ctx.fillText(w.key, x, y);
  y += 24;
  const key = (label: string, draw: (cx: number, cy: number) => void) => {
    draw(x + 14, y);
    ctx.font = font(13, 'normal', FONT_CONDENSED);
    ctx.textAlign = 'left';
    ctx.textBaseline = 'middle';
    ctx.fillStyle = THEME.text;
    ctx.fillText(label, x + 40, y);
    y += 26;
  };
  const demo =
    (kind: S1701Town['kind'], holder: S1701Side | null, extra: Partial<S1701Town> = {}) =>
    (cx: number, cy: number) =>
      townMarker(ctx, { id: 'k', name: '', lon: 0, lat: 0, kind, holder, revenue: 0, ...extra }, cx, cy);
  key(w.capital, demo('capital', 'loyalists'));
  key(w.town, demo('city', 'grand-alliance'));
  key(w.cityState, demo('citystate', null));
  key(w.revenue, demo('city', null, { revenue: 4 }));
  key(w.garrison, demo('city', 'loyalists', { revenue: 0, garrison: 2 }));
  key(w.captured, demo('city', 'loyalists', { captured: true }));
  key(w.besieged, demo('city', 'grand-alliance', { besieged: true }));
  key(w.army, (cx, cy) => armyBlock(ctx, { id: 'k', side: 'loyalists', town: '', strength: 8, inside: false }, cx, cy));
  key(w.road, (cx, cy) => {
    ctx.beginPath();
    ctx.moveTo(cx - 14, cy - 4);
    ctx.lineTo(cx + 14, cy - 4);
    ctx.strokeStyle = '#8c7a5a';
    ctx.lineWidth = 2;
    ctx.stroke();
    ctx.beginPath();
    ctx.moveTo(cx - 14, cy + 5);
    ctx.lineTo(cx + 14, cy + 5);
    ctx.setLineDash([6, 4]);
    ctx.strokeStyle = '#4f86a8';
    ctx.stroke();
    ctx.setLineDash([]);
  });
}

/** Render the 1701 map to a PNG. Pure: same input, same bytes. */
export async function renderSuccession1701Map(input: S1701MapInput): Promise<Buffer> {
  return encodePng(drawSuccession1701Map(input));
}
