import { newCanvas, roundRect, type Ctx } from '../common/draw.js';
import { font, FONT_CONDENSED, FONT_SERIF } from '../common/fonts.js';
import { THEME, tint } from '../common/palette.js';
import { drawChip } from '../common/pieces.js';
import { encodePng } from '../common/png.js';
import type {
  VerEventCard,
  VerIssueCard,
  VerNation,
  VerPower,
  VerRegion,
  VerToken,
  VersaillesBoardInput,
} from './input.js';
import { VER_CATEGORY, VER_POWER_STYLE } from './palette.js';

/**
 * The Versailles 1919 board as one landscape picture: the Peace Conference table and the waiting
 * room (cards with names, stars and cubes), the five region tracks (unrest marker, powder kegs,
 * units), the happiness and demobilization tracks, and each delegation's pools, tokens, Strategy
 * card and score. Sized for a phone: nothing smaller than 13 px at 1600 px wide. Colour is never
 * the only cue: nations carry their letters, the unrest marker is a diamond, kegs are crossed discs.
 */
export const VER_WIDTH = 1600;
export const VER_HEIGHT = 850;
/** Drawing parameters the legibility test reads (issue #18): the smallest text a player must read
 * and the smallest token. Not yet designed for 550 px. */
export const VER_DRAW = { width: VER_WIDTH, smallestTextPx: 13, smallestPiecePx: 16 } as const;

type Lang = 'en' | 'it';
const WORDS = {
  en: {
    table: 'Peace Conference table',
    waiting: 'Waiting room',
    regions: 'Regions',
    happiness: 'Happiness',
    demob: 'Demobilization',
    delegations: 'Delegations',
    tokens: 'Tokens on settled Issues',
    turn: 'Turn',
    issueDeck: 'Issue deck',
    eventDeck: 'Event deck',
    empty: 'empty',
    noEvent: 'no event',
    noCubes: 'no cubes',
    noMilitary: '⊘ no military',
    event: 'Event',
    crisis: 'Crisis',
    roll: 'insurrection on',
    kegs: 'kegs',
    units: 'units 5-8',
    maxUnits: 'max units',
    vp: 'VP',
    anyNumber: 'any number',
    cols: [
      'influence',
      'avail.',
      'exh.',
      'cards',
      'units',
      'avail.',
      'exh.',
      'depl.',
      'demob.',
      'happy',
      'Issues',
      '★',
      'flags',
      'Strategy card',
      'score',
    ],
    toPlay: 'to play',
    over: 'Game over',
    solo: 'You play {n}: {vp} of {t} VP',
    signs: 'signs',
    refuses: 'refuses',
    treaty: 'Treaty',
    none: '—',
  },
  it: {
    table: 'Tavolo della Conferenza',
    waiting: "Sala d'attesa",
    regions: 'Regioni',
    happiness: 'Felicità',
    demob: 'Smobilitazione',
    delegations: 'Delegazioni',
    tokens: 'Segnalini sulle Questioni sistemate',
    turn: 'Turno',
    issueDeck: 'Mazzo Questioni',
    eventDeck: 'Mazzo Eventi',
    empty: 'vuoto',
    noEvent: 'nessun evento',
    noCubes: 'nessun cubo',
    noMilitary: '⊘ niente militari',
    event: 'Evento',
    crisis: 'Crisi',
    roll: 'insurrezione con',
    kegs: 'barili',
    units: 'unità 5-8',
    maxUnits: 'unità max',
    vp: 'PV',
    anyNumber: 'qualsiasi numero',
    cols: [
      'influenza',
      'disp.',
      'esau.',
      'carte',
      'unità',
      'disp.',
      'esau.',
      'schier.',
      'smob.',
      'felic.',
      'Quest.',
      '★',
      'band.',
      'Carta Strategia',
      'punti',
    ],
    toPlay: 'di turno',
    over: 'Partita finita',
    solo: 'Giochi {n}: {vp} PV su {t}',
    signs: 'firma',
    refuses: 'rifiuta',
    treaty: 'Trattato',
    none: '—',
  },
} as const;
const REGION_LABEL: Record<Lang, Record<VerRegion, string>> = {
  en: { europe: 'Europe', balkans: 'Balkans', middle_east: 'Middle East', pacific: 'Pacific', africa: 'Africa' },
  it: { europe: 'Europa', balkans: 'Balcani', middle_east: 'Medio Oriente', pacific: 'Pacifico', africa: 'Africa' },
};
const CATEGORY_IT: Record<string, string> = {
  Europe: 'Europa',
  Balkans: 'Balcani',
  'Middle East': 'Medio Oriente',
  Pacific: 'Pacifico',
  Africa: 'Africa',
  League: 'Lega',
  Reparations: 'Riparazioni',
};
/** Crisis kinds printed on the Event cards, in words. */
const CRISIS: Record<Lang, Record<string, string>> = {
  en: {
    bolshevik_threat: 'Bolshevik threat',
    civil_war: 'civil war',
    famine: 'famine',
    military_manoeuvres: 'military manoeuvres',
    natural_disaster: 'natural disaster',
    rebellion: 'rebellion',
    recovery_efforts: 'recovery efforts',
    rights_march: 'rights march',
    rumours: 'rumours',
    scandal: 'scandal',
    speech: 'speech',
    strike: 'strike',
    suffragettes: 'suffragettes',
    unrest: 'unrest',
  },
  it: {
    bolshevik_threat: 'minaccia bolscevica',
    civil_war: 'guerra civile',
    famine: 'carestia',
    military_manoeuvres: 'manovre militari',
    natural_disaster: 'disastro naturale',
    rebellion: 'ribellione',
    recovery_efforts: 'ricostruzione',
    rights_march: 'marcia per i diritti',
    rumours: 'voci',
    scandal: 'scandalo',
    speech: 'discorso',
    strike: 'sciopero',
    suffragettes: 'suffragette',
    unrest: 'malcontento',
  },
};
const NATION_LABEL: Record<Lang, Record<VerPower, string>> = {
  en: { britain: 'United Kingdom', france: 'France', usa: 'United States', italy: 'Italy', japan: 'Japan' },
  it: { britain: 'Regno Unito', france: 'Francia', usa: 'Stati Uniti', italy: 'Italia', japan: 'Giappone' },
};
/** Token badges: two letters and a shape each, so the kinds differ without colour. */
const TOKENS: {
  id: VerToken;
  code: Record<Lang, string>;
  name: Record<Lang, string>;
  shape: 'circle' | 'square' | 'diamond' | 'hex';
}[] = [
  {
    id: 'self_determination',
    code: { en: 'SD', it: 'AU' },
    name: { en: 'Self-Determination', it: 'Autodeterminazione' },
    shape: 'circle',
  },
  {
    id: 'german_containment',
    code: { en: 'GC', it: 'CG' },
    name: { en: 'German Containment', it: 'Contenimento tedesco' },
    shape: 'square',
  },
  {
    id: 'german_reparations',
    code: { en: 'GR', it: 'RG' },
    name: { en: 'German Reparations', it: 'Riparazioni tedesche' },
    shape: 'square',
  },
  {
    id: 'industrial_growth',
    code: { en: 'IG', it: 'CI' },
    name: { en: 'Industrial Growth', it: 'Crescita industriale' },
    shape: 'hex',
  },
  {
    id: 'bolshevik_containment',
    code: { en: 'BC', it: 'CB' },
    name: { en: 'Bolshevik Containment', it: 'Contenimento bolscevico' },
    shape: 'diamond',
  },
  { id: 'naval', code: { en: 'NV', it: 'NV' }, name: { en: 'Naval', it: 'Navale' }, shape: 'circle' },
  { id: 'empire', code: { en: 'EM', it: 'IM' }, name: { en: 'Empire', it: 'Impero' }, shape: 'hex' },
];
const NATIONS: readonly VerNation[] = ['britain', 'france', 'usa', 'italy'];
const POWERS: readonly VerPower[] = ['britain', 'france', 'usa', 'italy', 'japan'];
const CARD_W = 172;
const CARD_H = 152;
const GAP = 9;
const INK = THEME.text;
const MUTED = THEME.textMuted;

function text(
  ctx: Ctx,
  s: string,
  x: number,
  y: number,
  f: string,
  opts: { color?: string; align?: Ctx['textAlign'] } = {},
): void {
  ctx.font = f;
  ctx.textAlign = opts.align ?? 'left';
  ctx.textBaseline = 'middle';
  ctx.fillStyle = opts.color ?? INK;
  ctx.fillText(s, x, y);
}

function heading(ctx: Ctx, s: string, x: number, y: number): void {
  text(ctx, s, x, y, font(19, 'bold', FONT_SERIF));
}

/** Wrap `s` into at most `maxLines` lines of `width` pixels (the last one cut with an ellipsis). */
function wrap(ctx: Ctx, s: string, width: number, maxLines: number): string[] {
  const words = s.split(/\s+/);
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
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  let last = `${kept[maxLines - 1]}…`;
  while (last.length > 2 && ctx.measureText(last).width > width) last = `${last.slice(0, -2)}…`;
  kept[maxLines - 1] = last;
  return kept;
}

function cardFrame(ctx: Ctx, x: number, y: number, fill: string, edge: string, band: string): void {
  roundRect(ctx, x, y, CARD_W, CARD_H, 8);
  ctx.fillStyle = fill;
  ctx.fill();
  ctx.save();
  ctx.clip();
  ctx.fillStyle = band;
  ctx.fillRect(x, y, CARD_W, 28);
  ctx.restore();
  roundRect(ctx, x, y, CARD_W, CARD_H, 8);
  ctx.strokeStyle = edge;
  ctx.lineWidth = 1.5;
  ctx.stroke();
}

function emptySlot(ctx: Ctx, x: number, y: number, label: string): void {
  roundRect(ctx, x, y, CARD_W, CARD_H, 8);
  ctx.setLineDash([6, 4]);
  ctx.strokeStyle = '#a59c88';
  ctx.lineWidth = 1.5;
  ctx.stroke();
  ctx.setLineDash([]);
  text(ctx, label, x + CARD_W / 2, y + CARD_H / 2, font(15, 'italic', FONT_SERIF), { color: MUTED, align: 'center' });
}

/** Stars as a number and a star, so a 6 reads at a glance (and never overflows). */
function stars(n: number): string {
  return n > 0 ? `${n}★` : '';
}

function drawIssue(ctx: Ctx, L: Lang, card: VerIssueCard | null, x: number, y: number): void {
  const W = WORDS[L];
  if (!card) return emptySlot(ctx, x, y, W.empty);
  const cat = VER_CATEGORY[card.category];
  cardFrame(ctx, x, y, '#fffdf6', '#6f6655', cat.colour);
  const catLabel = L === 'it' ? (CATEGORY_IT[cat.label] ?? cat.label) : cat.label;
  ctx.font = font(18, 'bold', FONT_CONDENSED);
  const starW = ctx.measureText(stars(card.stars)).width;
  text(ctx, stars(card.stars), x + CARD_W - 8, y + 14.5, font(18, 'bold', FONT_CONDENSED), {
    color: '#ffffff',
    align: 'right',
  });
  ctx.font = font(15, 'bold', FONT_CONDENSED);
  const head = wrap(ctx, `#${card.number}${catLabel ? ` ${catLabel}` : ''}`, CARD_W - 24 - starW, 1)[0]!;
  text(ctx, head, x + 8, y + 14.5, font(15, 'bold', FONT_CONDENSED), { color: '#ffffff' });
  ctx.font = font(17, 'bold', FONT_CONDENSED);
  wrap(ctx, card.name, CARD_W - 16, 2).forEach((l, i) =>
    text(ctx, l, x + 8, y + 46 + i * 20, font(17, 'bold', FONT_CONDENSED)),
  );
  if (card.noMilitary) text(ctx, W.noMilitary, x + 8, y + 88, font(14, 'bold', FONT_CONDENSED), { color: '#7a1f1f' });
  const entries = NATIONS.filter((n) => (card.cubes[n] ?? 0) > 0).sort(
    (a, b) => (card.cubes[b] ?? 0) - (card.cubes[a] ?? 0),
  );
  // cubes: one chip per nation with its count, the leader first
  entries.forEach((n, i) => {
    const cx = x + 6 + (i % 3) * 54;
    const cy = y + CARD_H - 34 - Math.floor(i / 3) * 0;
    drawChip(ctx, cx, cy, 51, 27, VER_POWER_STYLE[n], `${VER_POWER_STYLE[n].code} ${card.cubes[n]}`);
  });
  if (entries.length > 3)
    text(ctx, `+${entries.length - 3}`, x + CARD_W - 8, y + CARD_H - 50, font(14, 'bold', FONT_CONDENSED), {
      align: 'right',
    });
  if (!entries.length) text(ctx, W.noCubes, x + 8, y + CARD_H - 20, font(14, 'italic', FONT_SERIF), { color: MUTED });
}

function drawEvent(ctx: Ctx, L: Lang, card: VerEventCard | null, x: number, y: number): void {
  const W = WORDS[L];
  if (!card) return emptySlot(ctx, x, y, W.noEvent);
  cardFrame(ctx, x, y, '#f1ede4', '#3a3a3a', '#2e2e2e');
  text(ctx, `✉ ${W.event} #${card.number}`, x + 8, y + 14.5, font(15, 'bold', FONT_CONDENSED), { color: '#ffffff' });
  ctx.font = font(17, 'bold', FONT_CONDENSED);
  wrap(ctx, card.name, CARD_W - 16, 2).forEach((l, i) =>
    text(ctx, l, x + 8, y + 46 + i * 20, font(17, 'bold', FONT_CONDENSED)),
  );
  if (card.crisisLabel) {
    ctx.font = font(14, 'italic', FONT_SERIF);
    wrap(
      ctx,
      `${W.crisis}: ${CRISIS[L][card.crisisLabel] ?? card.crisisLabel.replace(/_/g, ' ')}`,
      CARD_W - 16,
      2,
    ).forEach((l, i) => text(ctx, l, x + 8, y + 90 + i * 17, font(14, 'italic', FONT_SERIF), { color: MUTED }));
  }
  if (card.cube)
    drawChip(
      ctx,
      x + CARD_W - 66,
      y + CARD_H - 34,
      60,
      27,
      VER_POWER_STYLE[card.cube],
      `${VER_POWER_STYLE[card.cube].code} ■`,
    );
}

function drawCardRow(
  ctx: Ctx,
  L: Lang,
  issues: Array<VerIssueCard | null>,
  events: Array<VerEventCard | null>,
  x: number,
  y: number,
): void {
  issues.forEach((c, i) => drawIssue(ctx, L, c, x + i * (CARD_W + GAP), y));
  events.forEach((e, i) => drawEvent(ctx, L, e, x + (issues.length + i) * (CARD_W + GAP), y));
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
}

function drawRegions(ctx: Ctx, input: VersaillesBoardInput, L: Lang, x: number, y: number, w: number): void {
  const W = WORDS[L];
  heading(ctx, W.regions, x, y);
  const labelW = 124;
  const kegW = 70;
  const cols = 8;
  const cw = Math.floor((w - labelW - kegW) / cols);
  const rowH = 64;
  const top = y + 44;
  text(ctx, W.roll, x + labelW - 6, top - 10, font(13, 'normal', FONT_CONDENSED), { color: MUTED, align: 'right' });
  for (let c = 1; c <= cols; c++) {
    const cx = x + labelW + (c - 1) * cw + cw / 2;
    text(ctx, String(c), cx, top - 26, font(15, 'bold', FONT_CONDENSED), { align: 'center' });
    const th = input.thresholds[c];
    text(ctx, th == null ? '—' : `${th}+`, cx, top - 10, font(14, 'normal', FONT_CONDENSED), {
      color: MUTED,
      align: 'center',
    });
  }
  text(ctx, W.kegs, x + labelW + cols * cw + kegW / 2, top - 10, font(13, 'normal', FONT_CONDENSED), {
    color: MUTED,
    align: 'center',
  });
  input.regions.forEach((r, i) => {
    const ry = top + i * rowH;
    const label = REGION_LABEL[L][r.id];
    ctx.font = font(17, 'bold', FONT_CONDENSED);
    const size = ctx.measureText(label).width > labelW - 8 ? 15 : 17;
    text(ctx, label, x, ry + rowH / 2 - 2, font(size, 'bold', FONT_CONDENSED));
    for (let c = 1; c <= cols; c++) {
      const cx = x + labelW + (c - 1) * cw;
      const deploy = c >= 5;
      ctx.fillStyle = c === r.unrest ? '#f2d6a2' : c <= r.keg ? '#d9d2c3' : deploy ? '#ebe3cf' : '#f8f4ea';
      ctx.fillRect(cx + 1, ry + 1, cw - 2, rowH - 4);
      ctx.strokeStyle = '#b9ae97';
      ctx.lineWidth = 1;
      ctx.strokeRect(cx + 1.5, ry + 1.5, cw - 3, rowH - 5);
      if (c <= r.keg) {
        // a powder keg occupies this column: a crossed dark disc
        const kx = cx + cw / 2;
        const ky = ry + rowH / 2 - 2;
        ctx.beginPath();
        ctx.arc(kx, ky, 11, 0, Math.PI * 2);
        ctx.fillStyle = '#3b2f22';
        ctx.fill();
        ctx.strokeStyle = '#ffffff';
        ctx.lineWidth = 2;
        ctx.beginPath();
        ctx.moveTo(kx - 6, ky - 6);
        ctx.lineTo(kx + 6, ky + 6);
        ctx.moveTo(kx + 6, ky - 6);
        ctx.lineTo(kx - 6, ky + 6);
        ctx.stroke();
      }
      if (c === r.unrest) diamond(ctx, cx + cw / 2, ry + 16, 11, '#8a1c1c');
      const here = r.units.filter((u) => u.column === c);
      here.forEach((u, k) =>
        drawChip(ctx, cx + 4, ry + (c === r.unrest ? 30 : 6) + k * 24, cw - 8, 22, VER_POWER_STYLE[u.nation]),
      );
    }
    // keg count as a number too
    const kx = x + labelW + cols * cw + kegW / 2;
    for (let k = 0; k < 3; k++) {
      ctx.beginPath();
      ctx.arc(kx - 18 + k * 18, ry + rowH / 2 - 2, 7, 0, Math.PI * 2);
      ctx.lineWidth = 1.5;
      ctx.strokeStyle = '#3b2f22';
      if (k < r.keg) {
        ctx.fillStyle = '#3b2f22';
        ctx.fill();
      }
      ctx.stroke();
    }
  });
  const by = top + input.regions.length * rowH + 6;
  diamond(ctx, x + 8, by + 6, 7, '#8a1c1c');
  text(ctx, L === 'it' ? 'malcontento' : 'unrest', x + 20, by + 6, font(13, 'normal', FONT_CONDENSED), {
    color: MUTED,
  });
  text(ctx, `${W.units}`, x + labelW + 4 * cw + 2 * cw, by + 6, font(13, 'normal', FONT_CONDENSED), {
    color: MUTED,
    align: 'center',
  });
}

function drawHappiness(ctx: Ctx, input: VersaillesBoardInput, L: Lang, x: number, y: number, w: number): void {
  const W = WORDS[L];
  heading(ctx, W.happiness, x, y);
  const cells = 31;
  const cw = Math.floor(w / cells);
  const top = y + 18;
  for (let i = 0; i < cells; i++) {
    const cx = x + i * cw;
    // unit-limit zones: 1 unit below 5, 2 from 5, 3 from 11
    ctx.fillStyle = i < 5 ? '#efd9cf' : i < 11 ? '#efe6cf' : '#dfe9d3';
    ctx.fillRect(cx, top, cw - 1, 24);
    text(ctx, String(i), cx + cw / 2, top + 12.5, font(13, 'normal', FONT_CONDENSED), {
      color: MUTED,
      align: 'center',
    });
  }
  const zone = (i: number, label: string) =>
    text(ctx, label, x + i * cw + 2, top + 34, font(13, 'italic', FONT_SERIF), { color: MUTED });
  zone(0, `${W.maxUnits} 1`);
  zone(5, '2');
  zone(11, '3');
  // markers under their value; one that would overlap a marker already placed goes a row lower
  const placed: { left: number; row: number }[] = [];
  const chipW = 38;
  for (const p of [...POWERS].sort((a, b) => (input.happiness[a] ?? 0) - (input.happiness[b] ?? 0))) {
    const v = input.happiness[p];
    if (v === undefined) continue;
    const left = Math.max(x, Math.min(x + w - chipW, x + v * cw + cw / 2 - chipW / 2));
    let row = 0;
    while (placed.some((q) => q.row === row && Math.abs(q.left - left) < chipW + 2)) row++;
    placed.push({ left, row });
    drawChip(ctx, left, top + 44 + row * 25, chipW, 23, VER_POWER_STYLE[p]);
  }
}

function drawDemob(ctx: Ctx, input: VersaillesBoardInput, L: Lang, x: number, y: number, w: number): void {
  const W = WORDS[L];
  heading(ctx, W.demob, x, y);
  const boxes = input.demobilization.boxes;
  const n = boxes.length + 1;
  const bw = Math.floor((w - (n - 1) * 6) / n);
  const top = y + 18;
  const box = (bx: number, label: string, holders: VerNation[]) => {
    roundRect(ctx, bx, top, bw, 62, 6);
    ctx.fillStyle = '#f3ecdc';
    ctx.fill();
    ctx.strokeStyle = '#8f8570';
    ctx.lineWidth = 1.2;
    ctx.stroke();
    text(ctx, label, bx + bw / 2, top + 13, font(14, 'bold', FONT_CONDENSED), { color: MUTED, align: 'center' });
    holders.forEach((h, k) =>
      drawChip(ctx, bx + 4 + (k % 3) * 33, top + 28 + Math.floor(k / 3) * 0, 31, 23, VER_POWER_STYLE[h]),
    );
  };
  boxes.forEach((b, i) => box(x + i * (bw + 6), `${b.value} ${W.vp}`, b.nation ? [b.nation] : []));
  box(x + boxes.length * (bw + 6), `1 ${W.vp}`, input.demobilization.one);
}

function tokenBadge(ctx: Ctx, L: Lang, id: VerToken, x: number, y: number, r: number): void {
  const t = TOKENS.find((k) => k.id === id)!;
  ctx.beginPath();
  if (t.shape === 'circle') ctx.arc(x, y, r, 0, Math.PI * 2);
  else if (t.shape === 'square') ctx.rect(x - r, y - r, 2 * r, 2 * r);
  else if (t.shape === 'diamond') {
    ctx.moveTo(x, y - r * 1.2);
    ctx.lineTo(x + r * 1.2, y);
    ctx.lineTo(x, y + r * 1.2);
    ctx.lineTo(x - r * 1.2, y);
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
  ctx.lineWidth = 1.6;
  ctx.stroke();
  text(ctx, t.code[L], x, y + 0.5, font(Math.round(r * 0.95), 'bold', FONT_CONDENSED), { align: 'center' });
}

function drawTokenLegend(ctx: Ctx, input: VersaillesBoardInput, L: Lang, x: number, y: number, _w: number): void {
  const W = WORDS[L];
  text(ctx, `${W.tokens}:`, x, y, font(15, 'bold', FONT_CONDENSED));
  ctx.font = font(15, 'bold', FONT_CONDENSED);
  let tx = x + ctx.measureText(`${W.tokens}:`).width + 22;
  for (const t of TOKENS) {
    tokenBadge(ctx, L, t.id, tx, y, 11);
    const label = `${t.name[L]} ${input.tokens?.[t.id] ?? 0}`;
    text(ctx, label, tx + 16, y, font(14, 'normal', FONT_CONDENSED));
    ctx.font = font(14, 'normal', FONT_CONDENSED);
    tx += 16 + ctx.measureText(label).width + 24;
  }
}

function drawDelegations(ctx: Ctx, input: VersaillesBoardInput, L: Lang, x: number, y: number, w: number): void {
  const W = WORDS[L];
  heading(ctx, W.delegations, x, y);
  if (input.treaty) {
    const sign = (p: 'japan' | 'italy') => `${NATION_LABEL[L][p]} ${input.treaty![p] ? W.signs : W.refuses}`;
    text(ctx, `${W.treaty}: ${sign('japan')} · ${sign('italy')}`, x + w, y, font(16, 'bold', FONT_CONDENSED), {
      align: 'right',
    });
  }
  // right edges of the number columns; tokens, Strategy card and score after them
  const cols = [250, 296, 342, 404, 450, 504, 562, 620, 672, 712, 760];
  const tokX = 786;
  const cardX = 1170;
  const head = y + 24;
  const hf = font(14, 'normal', FONT_CONDENSED);
  text(ctx, W.cols[0], x + 296, head - 14, hf, { color: MUTED, align: 'center' });
  text(ctx, W.cols[4], x + 490, head - 14, hf, { color: MUTED, align: 'center' });
  [1, 2, 3, 5, 6, 7, 8, 9, 10, 11, 12].forEach((k, i) =>
    text(ctx, W.cols[k], x + cols[i]!, head + 4, hf, { color: MUTED, align: 'right' }),
  );
  text(ctx, W.tokens, tokX, head + 4, hf, { color: MUTED });
  text(ctx, W.cols[13], x + cardX, head + 4, hf, { color: MUTED });
  text(ctx, W.cols[14], x + w, head + 4, hf, { color: MUTED, align: 'right' });
  ctx.strokeStyle = '#cfc6b2';
  ctx.lineWidth = 1;
  ctx.beginPath();
  ctx.moveTo(x, head + 15);
  ctx.lineTo(x + w, head + 15);
  ctx.stroke();
  let row = 0;
  for (const n of NATIONS) {
    const s = input.nations[n];
    if (!s) continue;
    const ry = head + 34 + row * 33;
    row++;
    if (input.active === n && !input.ended) {
      ctx.fillStyle = '#f1e2bf';
      ctx.fillRect(x - 6, ry - 15, w + 12, 30);
    }
    drawChip(ctx, x, ry - 12, 38, 24, VER_POWER_STYLE[n]);
    const nameTag =
      NATION_LABEL[L][n] + (input.active === n && !input.ended ? ' ◀' : '') + (input.solo?.human === n ? ' ★' : '');
    ctx.font = font(17, 'normal', FONT_CONDENSED);
    text(ctx, wrap(ctx, nameTag, 160, 1)[0]!, x + 46, ry, font(17, 'normal', FONT_CONDENSED));
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
    vals.forEach((v, i) =>
      text(ctx, String(v), x + cols[i]!, ry, font(18, 'bold', FONT_CONDENSED), { align: 'right' }),
    );
    let tx = x + tokX + 12;
    for (const t of TOKENS) {
      const k = sc?.tokens[t.id] ?? 0;
      if (!k) continue;
      tokenBadge(ctx, L, t.id, tx, ry, 12);
      text(ctx, `${k}`, tx + 16, ry, font(16, 'bold', FONT_CONDENSED));
      tx += 54;
    }
    if (tx === x + tokX + 12) text(ctx, W.none, tx - 12, ry, font(15, 'normal', FONT_CONDENSED), { color: MUTED });
    ctx.font = font(16, 'normal', FONT_CONDENSED);
    text(
      ctx,
      wrap(ctx, sc?.strategyCard ?? W.none, w - cardX - 60, 1)[0]!,
      x + cardX,
      ry,
      font(16, 'normal', FONT_CONDENSED),
    );
    const score = sc?.score;
    text(
      ctx,
      score === null || score === undefined ? W.none : String(score),
      x + w,
      ry,
      font(20, 'bold', FONT_CONDENSED),
      { align: 'right' },
    );
  }
}

/** Draw the board; returns the canvas (for tests and benchmarks that skip encoding). */
export function drawVersaillesBoard(input: VersaillesBoardInput) {
  const L: Lang = input.lang ?? 'en';
  const W = WORDS[L];
  const { canvas, ctx } = newCanvas(VER_WIDTH, VER_HEIGHT, THEME.panel);
  ctx.fillStyle = tint('#5a6f8f', 0.82);
  ctx.fillRect(0, 0, VER_WIDTH, 48);
  text(ctx, 'Versailles 1919', 16, 25, font(25, 'bold', FONT_SERIF));
  const active = input.active ? `▶ ${NATION_LABEL[L][input.active]}` : '';
  const status = input.ended ? W.over : [active, input.step].filter(Boolean).join(' · ');
  const parts = [
    input.caption,
    `${W.turn} ${input.turn}`,
    status,
    `${W.issueDeck} ${input.decks.issues}`,
    `${W.eventDeck} ${input.decks.events}`,
  ].filter(Boolean);
  ctx.font = font(18, 'normal', FONT_CONDENSED);
  text(ctx, wrap(ctx, parts.join('  ·  '), VER_WIDTH - 260, 1)[0]!, 236, 26, font(18, 'normal', FONT_CONDENSED));
  if (input.solo) {
    const solo = W.solo
      .replace('{n}', NATION_LABEL[L][input.solo.human])
      .replace('{vp}', String(input.solo.vp))
      .replace('{t}', String(input.solo.target));
    text(ctx, solo, VER_WIDTH - 16, 26, font(18, 'bold', FONT_CONDENSED), { align: 'right' });
  }

  const leftX = 16;
  heading(ctx, W.table, leftX, 68);
  drawCardRow(ctx, L, input.table, [input.tableEvent], leftX, 84);
  heading(ctx, W.waiting, leftX, 258);
  drawCardRow(ctx, L, input.waitingRoom, input.waitingEvents, leftX, 274);
  const rightX = 16 + 5 * (CARD_W + GAP) + 24;
  drawRegions(ctx, input, L, rightX, 68, VER_WIDTH - rightX - 16);
  drawHappiness(ctx, input, L, leftX, 452, 31 * 29);
  drawDemob(ctx, input, L, rightX, 470, VER_WIDTH - rightX - 16);
  drawDelegations(ctx, input, L, leftX, 618, VER_WIDTH - 2 * leftX);
  drawTokenLegend(ctx, input, L, leftX, VER_HEIGHT - 24, VER_WIDTH - 2 * leftX);
  return canvas;
}

/** Render the Versailles 1919 board diagram to a PNG. Pure: same input, same bytes. */
export async function renderVersaillesBoard(input: VersaillesBoardInput): Promise<Buffer> {
  return encodePng(drawVersaillesBoard(input));
}
