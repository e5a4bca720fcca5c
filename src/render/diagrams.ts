import { arrow, failMark, haloText, newCanvas, roundRect } from './common/draw.js';
import { font } from './common/fonts.js';
import { encodePng } from './common/png.js';

/**
 * Small explanatory diagrams for `/rules` answers (a dispute with its modifiers, a convoy, a
 * support...). Each diagram is data: boxes, arrows and short captions in English and Italian.
 */
type L = { en: string; it: string };
interface Box {
  id: string;
  x: number;
  y: number;
  label: L;
  kind: 'land' | 'sea' | 'piece' | 'note';
  color?: string;
}
interface Link {
  from: string;
  to: string;
  label?: L;
  style?: 'move' | 'support' | 'convoy' | 'fail';
}
interface Diagram {
  title: L;
  boxes: Box[];
  links: Link[];
  caption: L;
}

const BLUE = '#3a6ea5';
const RED = '#b5433a';
const GREEN = '#3f8f4e';

const DIAGRAMS: Record<string, Diagram> = {
  dispute: {
    title: { en: 'A dispute', it: 'Una contesa' },
    boxes: [
      {
        id: 'att',
        x: 110,
        y: 150,
        label: { en: 'Attacker: die + units + bonus', it: 'Attaccante: dado + unità + bonus' },
        kind: 'piece',
        color: RED,
      },
      {
        id: 'sp',
        x: 320,
        y: 150,
        label: { en: 'Disputed space (2 cubes)', it: 'Spazio conteso (2 cubi)' },
        kind: 'land',
      },
      {
        id: 'def',
        x: 530,
        y: 150,
        label: { en: 'Defender: die + units + bonus', it: 'Difensore: dado + unità + bonus' },
        kind: 'piece',
        color: BLUE,
      },
    ],
    links: [
      { from: 'att', to: 'sp', label: { en: 'max +4', it: 'max +4' }, style: 'move' },
      { from: 'def', to: 'sp', label: { en: 'commits first', it: 'impegna per primo' }, style: 'support' },
    ],
    caption: {
      en: 'Higher total keeps the space; a tie goes to prestige, then both cubes leave.',
      it: 'Vince il totale più alto; in parità decide il prestigio, poi escono entrambi i cubi.',
    },
  },
  convoy: {
    title: { en: 'A convoy', it: 'Un convoglio' },
    boxes: [
      { id: 'a', x: 90, y: 160, label: { en: 'Army (coast)', it: 'Armata (costa)' }, kind: 'land', color: RED },
      { id: 'f1', x: 260, y: 110, label: { en: 'Fleet C', it: 'Flotta C' }, kind: 'sea', color: BLUE },
      { id: 'f2', x: 420, y: 110, label: { en: 'Fleet C', it: 'Flotta C' }, kind: 'sea', color: BLUE },
      { id: 'b', x: 560, y: 160, label: { en: 'Destination', it: 'Destinazione' }, kind: 'land' },
    ],
    links: [
      { from: 'a', to: 'f1', style: 'convoy' },
      { from: 'f1', to: 'f2', style: 'convoy' },
      {
        from: 'f2',
        to: 'b',
        label: { en: 'moves if no fleet is dislodged', it: 'muove se nessuna flotta è scacciata' },
        style: 'move',
      },
    ],
    caption: {
      en: 'Every fleet of the chain must be ordered to convoy and stay in place.',
      it: 'Ogni flotta della catena deve avere l’ordine di convoglio e restare al suo posto.',
    },
  },
  support: {
    title: { en: 'Support', it: 'Sostegno' },
    boxes: [
      {
        id: 's',
        x: 120,
        y: 90,
        label: { en: 'Supporting unit', it: 'Unità che sostiene' },
        kind: 'piece',
        color: GREEN,
      },
      { id: 'm', x: 120, y: 220, label: { en: 'Moving unit', it: 'Unità che muove' }, kind: 'piece', color: RED },
      { id: 't', x: 480, y: 160, label: { en: 'Target (strength 2)', it: 'Bersaglio (forza 2)' }, kind: 'land' },
    ],
    links: [
      { from: 's', to: 't', label: { en: 'support: +1', it: 'sostegno: +1' }, style: 'support' },
      { from: 'm', to: 't', style: 'move' },
    ],
    caption: {
      en: 'A support is cut if the supporter is attacked from anywhere but the target.',
      it: 'Il sostegno è tagliato se chi sostiene è attaccato da un luogo diverso dal bersaglio.',
    },
  },
  standoff: {
    title: { en: 'A standoff', it: 'Uno stallo' },
    boxes: [
      { id: 'a', x: 110, y: 160, label: { en: 'Strength 1', it: 'Forza 1' }, kind: 'piece', color: RED },
      { id: 't', x: 320, y: 160, label: { en: 'Empty province', it: 'Provincia vuota' }, kind: 'land' },
      { id: 'b', x: 530, y: 160, label: { en: 'Strength 1', it: 'Forza 1' }, kind: 'piece', color: BLUE },
    ],
    links: [
      { from: 'a', to: 't', style: 'fail' },
      { from: 'b', to: 't', style: 'fail' },
    ],
    caption: {
      en: 'Equal strengths bounce: nobody enters, both stay home.',
      it: 'Forze uguali rimbalzano: nessuno entra, entrambi restano dove sono.',
    },
  },
  retreat: {
    title: { en: 'A retreat', it: 'Una ritirata' },
    boxes: [
      { id: 'd', x: 320, y: 160, label: { en: 'Dislodged unit', it: 'Unità scacciata' }, kind: 'piece', color: BLUE },
      {
        id: 'from',
        x: 110,
        y: 160,
        label: { en: 'Attacker came from here', it: 'L’attaccante veniva da qui' },
        kind: 'land',
      },
      { id: 'ok', x: 540, y: 100, label: { en: 'Empty, no standoff', it: 'Vuota, senza stallo' }, kind: 'land' },
      { id: 'no', x: 540, y: 230, label: { en: 'Standoff this turn', it: 'Stallo in questo turno' }, kind: 'land' },
    ],
    links: [
      { from: 'd', to: 'ok', style: 'move' },
      { from: 'd', to: 'no', style: 'fail' },
      { from: 'd', to: 'from', style: 'fail' },
    ],
    caption: {
      en: 'No legal retreat, or two units retreating to one place: disbanded.',
      it: 'Senza ritirata legale, o due unità verso lo stesso luogo: sciolte.',
    },
  },
  battle: {
    title: { en: 'A battle', it: 'Una battaglia' },
    boxes: [
      {
        id: 'a',
        x: 120,
        y: 160,
        label: { en: 'Army: brigades + general', it: 'Armata: brigate + generale' },
        kind: 'piece',
        color: RED,
      },
      {
        id: 'b',
        x: 520,
        y: 160,
        label: { en: 'Army: brigades + general', it: 'Armata: brigate + generale' },
        kind: 'piece',
        color: BLUE,
      },
      {
        id: 'c',
        x: 320,
        y: 70,
        label: { en: 'Tactical cards, revealed together', it: 'Carte tattiche, rivelate insieme' },
        kind: 'note',
      },
    ],
    links: [
      { from: 'a', to: 'b', label: { en: 'clashes line by line', it: 'scontri linea per linea' }, style: 'move' },
    ],
    caption: {
      en: 'The side that breaks withdraws (joker or D4) and loses brigades.',
      it: 'Chi cede si ritira (jolly o D4) e perde brigate.',
    },
  },
  siege: {
    title: { en: 'A siege', it: 'Un assedio' },
    boxes: [
      { id: 'a', x: 130, y: 160, label: { en: 'Besieging army', it: 'Armata assediante' }, kind: 'piece', color: RED },
      {
        id: 't',
        x: 470,
        y: 160,
        label: { en: 'Fortified town (garrison)', it: 'Città fortificata (guarnigione)' },
        kind: 'land',
      },
    ],
    links: [
      { from: 'a', to: 't', label: { en: 'starve it, or storm it', it: 'per fame, o d’assalto' }, style: 'move' },
    ],
    caption: {
      en: 'A town taken is chained to the winner until retaken.',
      it: 'La città presa resta al vincitore finché non viene ripresa.',
    },
  },
  majority: {
    title: { en: 'Leading an issue', it: 'Guidare una questione' },
    boxes: [
      {
        id: 'i',
        x: 320,
        y: 160,
        label: { en: 'Issue: most cubes leads', it: 'Questione: guida chi ha più cubi' },
        kind: 'land',
      },
      { id: 'a', x: 110, y: 90, label: { en: '3 cubes', it: '3 cubi' }, kind: 'piece', color: RED },
      { id: 'b', x: 110, y: 230, label: { en: '2 cubes', it: '2 cubi' }, kind: 'piece', color: BLUE },
    ],
    links: [
      { from: 'a', to: 'i', style: 'move' },
      { from: 'b', to: 'i', style: 'support' },
    ],
    caption: {
      en: 'Ties follow the rule’s tie-break order.',
      it: 'Le parità seguono l’ordine di spareggio della regola.',
    },
  },
  'region-track': {
    title: { en: 'A region track', it: 'Un tracciato di regione' },
    boxes: [
      { id: 'u', x: 120, y: 160, label: { en: 'Unrest rises', it: 'Il malcontento sale' }, kind: 'piece', color: RED },
      {
        id: 'k',
        x: 520,
        y: 160,
        label: { en: 'Powder keg: insurrection', it: 'Polveriera: insurrezione' },
        kind: 'land',
      },
    ],
    links: [
      {
        from: 'u',
        to: 'k',
        label: { en: 'units deployed hold it back', it: 'le unità schierate lo frenano' },
        style: 'move',
      },
    ],
    caption: {
      en: 'When unrest reaches the keg, the region rises.',
      it: 'Quando il malcontento raggiunge la polveriera, la regione insorge.',
    },
  },
  armaments: {
    title: { en: 'Selling armaments', it: 'Vendere armamenti' },
    boxes: [
      { id: 'u', x: 120, y: 160, label: { en: 'Units removed', it: 'Unità rimosse' }, kind: 'piece', color: RED },
      {
        id: 't',
        x: 520,
        y: 160,
        label: { en: 'Armament cubes, bottom-right first', it: 'Cubi armamento, prima in basso a destra' },
        kind: 'land',
      },
    ],
    links: [
      { from: 'u', to: 't', label: { en: 'at the territory’s rate', it: 'al tasso del territorio' }, style: 'move' },
    ],
    caption: {
      en: 'Armament cubes reduce the spaces that count for control.',
      it: 'I cubi armamento riducono gli spazi che contano per il controllo.',
    },
  },
};

/** Renders a rule diagram as a PNG, or null when there is no diagram of that name. */
export async function renderRuleDiagram(name: string, locale: 'en' | 'it'): Promise<Buffer | null> {
  const d = DIAGRAMS[name];
  if (!d) return null;
  const { canvas, ctx } = newCanvas(640, 320, '#f7f3ea');
  haloText(ctx, d.title[locale], 320, 24, { font: font(18, 'bold') });
  const at = new Map(d.boxes.map((b) => [b.id, b]));
  for (const l of d.links) {
    const a = at.get(l.from)!;
    const b = at.get(l.to)!;
    const color = l.style === 'support' ? GREEN : l.style === 'convoy' ? BLUE : l.style === 'fail' ? RED : '#333333';
    arrow(ctx, a.x, a.y, b.x, b.y, {
      color,
      width: 3,
      dash: l.style === 'support' || l.style === 'convoy' ? [8, 5] : undefined,
      startGap: 40,
      endGap: 48,
    });
    if (l.style === 'fail') failMark(ctx, (a.x + b.x) / 2, (a.y + b.y) / 2, 9, RED);
  }
  for (const b of d.boxes) {
    ctx.beginPath();
    if (b.kind === 'piece') ctx.arc(b.x, b.y, 26, 0, Math.PI * 2);
    else roundRect(ctx, b.x - 48, b.y - 30, 96, 60, b.kind === 'sea' ? 24 : 8);
    ctx.fillStyle = b.color ?? (b.kind === 'sea' ? '#cfe0ee' : b.kind === 'note' ? '#ffffff' : '#e6dcc4');
    ctx.fill();
    ctx.lineWidth = 1.5;
    ctx.strokeStyle = '#444444';
    ctx.stroke();
    haloText(ctx, b.label[locale], b.x, b.y + 44, { font: font(12) });
  }
  // Arrow labels last, above everything, centred on the arrow and kept inside the picture.
  for (const l of d.links) {
    if (!l.label) continue;
    const a = at.get(l.from)!;
    const b = at.get(l.to)!;
    ctx.font = font(12, 'italic');
    const half = ctx.measureText(l.label[locale]).width / 2 + 6;
    const x = Math.min(640 - half, Math.max(half, (a.x + b.x) / 2));
    haloText(ctx, l.label[locale], x, Math.min(a.y, b.y) - 42, { font: font(12, 'italic'), haloWidth: 5 });
  }
  haloText(ctx, d.caption[locale], 320, 296, { font: font(13) });
  return encodePng(canvas);
}
