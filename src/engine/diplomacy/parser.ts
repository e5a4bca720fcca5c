/**
 * Order parser (§VII.7, D-18, G-3): turns what players type into canonical orders. Pure: no board is
 * needed, but one may be given to settle `Tyr`/`Liv` and missing unit types (6.3). English and
 * Italian names, standard and edition abbreviations, `-`/`->`/`to`, S/C/H/R/B/D words, coasts as
 * `spa/sc`, `spa(sc)`, `spa sc` or `costa sud`, optional power prefix, any case.
 */
import { ARMY_ADJ, FLEET_ADJ, PROVINCE, PROVINCES, provinceOf } from './data/map.js';
import { POWERS, type Loc, type Order, type Power, type Unit, type UnitType } from './types.js';

export interface ParseContext {
  /** the power writing the orders, when there is no prefix */
  power?: Power;
  /** the board, to settle ambiguous names and missing unit types */
  units?: readonly Unit[];
}

export interface ParseError {
  /** i18n key, e.g. `diplomacy.parse.unknown_province` */
  code: string;
  /** the word the parser stumbled on ('' at the end of the line) */
  word: string;
  /** closest province name (English), when the word looks like one */
  suggestion: string | null;
}

export type ParseResult =
  | { ok: true; power: Power | null; order: Order; text: string }
  | { ok: false; error: ParseError; text: string };

/** Lower case, no accents, one space between words. */
export function normalizeName(s: string): string {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[’‘`]/g, "'")
    .replace(/['.]/g, ' ')
    .replace(/-/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const EXTRA_ALIASES: Record<string, string[]> = {
  stp: ['st petersburg', 'saint petersburg', 'st petersbourg', 'san pietroburgo', 's pietroburgo'],
  lyo: ['gulf of lyons', 'gulf of lions', 'gulf of lion', 'golfo del leone', 'golfo di lione'],
  mao: ['mid atlantic', 'mid atlantic ocean', 'middle atlantic', 'mid atlantic sea'],
  nao: ['north atlantic', 'north atlantic ocean', 'nat'],
  nwg: ['nrg', 'norwegian sea', 'mare di norvegia', 'mar di norvegia'],
  eng: ['english channel', 'channel', 'manica', 'la manica'],
  hel: ['heligoland bight', 'helgoland bight', 'heligoland', 'golfo di helgoland'],
  bot: ['gob', 'gulf of bothnia', 'golfo di botnia'],
  tys: ['tyrrhenian', 'tyrrhenian sea', 'mar tirreno', 'tirreno', 'tyn'],
  ion: ['ionian sea', 'ionian', 'mar ionio', 'mare ionio', 'mare jonio', 'ionio', 'jonio'],
  nth: ['north sea', 'mare del nord', 'mar del nord', 'nth sea'],
  bla: ['black sea', 'mar nero', 'mare nero', 'nero'],
  bal: ['baltic sea', 'baltic', 'mar baltico', 'mare baltico', 'baltico'],
  wes: ['western mediterranean', 'west mediterranean', 'wmed', 'mediterraneo occidentale', 'mediterraneo ovest'],
  eas: ['eastern mediterranean', 'east mediterranean', 'emed', 'mediterraneo orientale', 'mediterraneo est'],
  naf: ['north africa', 'africa del nord', 'nordafrica', 'africa settentrionale'],
  mar: ['marseille', 'marseilles', 'marsiglia'],
  iri: ['irish sea', "mare d'irlanda", "mar d'irlanda"],
  ska: ['skagerrak', 'skagerak'],
  bar: ['barents sea', 'barents', 'mare di barents'],
  aeg: ['aegean sea', 'aegean', 'mar egeo', 'egeo'],
  adr: ['adriatic sea', 'adriatic', 'mare adriatico', 'adriatico'],
};

/** Name table: normalized name → province id (curated, 6.2; ambiguous short forms handled in code, 6.3). */
const NAMES: ReadonlyMap<string, string> = (() => {
  const m = new Map<string, string>();
  for (const p of PROVINCES) {
    for (const n of [p.id, p.en, p.it, ...p.aliases, ...(EXTRA_ALIASES[p.id] ?? [])]) m.set(normalizeName(n), p.id);
  }
  // 6.3: collisions decided by context, never by the table.
  for (const amb of ['tyr', 'tir', 'liv', 'nor', 'gal']) m.delete(amb);
  m.set('gal', 'gal');
  m.set('tys', 'tys');
  m.set('tyrolia', 'tyr');
  m.set('tyrol', 'tyr');
  m.set('tirolo', 'tyr');
  return m;
})();
const MAX_NAME_WORDS = 4;

const POWER_WORDS: ReadonlyMap<string, Power> = (() => {
  const words: Record<Power, string[]> = {
    england: ['england', 'english', 'eng', 'inghilterra', 'inglese', 'britain', 'british'],
    france: ['france', 'french', 'fra', 'francia', 'francese'],
    germany: ['germany', 'german', 'ger', 'germania', 'tedesco', 'tedesca'],
    italy: ['italy', 'italian', 'ita', 'italia', 'italiano', 'italiana'],
    austria: [
      'austria',
      'austrian',
      'aus',
      'austria hungary',
      'austria ungheria',
      'austriaco',
      'austriaca',
      'austro ungarico',
      'austro ungarica',
    ],
    russia: ['russia', 'russian', 'rus', 'russo', 'russa'],
    turkey: ['turkey', 'turkish', 'turk', 'tur', 'turchia', 'turco', 'turca'],
  };
  const m = new Map<string, Power>();
  for (const p of POWERS) for (const w of words[p]) m.set(w, p);
  return m;
})();

const TYPE_WORDS: Record<string, UnitType> = {
  a: 'army',
  army: 'army',
  armata: 'army',
  f: 'fleet',
  fleet: 'fleet',
  flotta: 'fleet',
};
const HOLD_WORDS = new Set(['h', 'hold', 'holds', 'stand', 'stands', 'ferma', 'resta', 'tiene', 'fermo']);
const MOVE_WORDS = new Set(['-', 'to', 'move', 'moves', 'verso', 'muove', 'm', 'attacks', 'attacca']);
const RETREAT_WORDS = new Set(['r', 'retreat', 'retreats', 'ritira', 'ritirata', 'ritirati', 'ripiega']);
const SUPPORT_WORDS = new Set(['s', 'support', 'supports', 'sup', 'appoggia', 'appoggio', 'app']);
const CONVOY_WORDS = new Set(['c', 'convoy', 'convoys', 'trasporta', 'trasporto']);
const BUILD_WORDS = new Set(['b', 'build', 'builds', 'costruisci', 'costruisce', 'forma', 'crea']);
const REMOVE_WORDS = new Set(['remove', 'removes', 'rimuovi', 'rimuove']);
const DISBAND_WORDS = new Set([
  'd',
  'disband',
  'disbands',
  'sciogli',
  'scioglie',
  'scioglimento',
  'disciogli',
  'destroy',
]);
const WAIVE_WORDS = new Set(['waive', 'waives', 'rinuncia', 'pass']);
const COAST_WORDS: Record<string, string> = {
  nc: 'nc',
  sc: 'sc',
  ec: 'ec',
  'north coast': 'nc',
  'south coast': 'sc',
  'east coast': 'ec',
  'costa nord': 'nc',
  'costa settentrionale': 'nc',
  'costa sud': 'sc',
  'costa meridionale': 'sc',
  'costa est': 'ec',
  'costa orientale': 'ec',
  north: 'nc',
  south: 'sc',
  east: 'ec',
  nord: 'nc',
  sud: 'sc',
  est: 'ec',
};

class Failure {
  constructor(readonly error: ParseError) {}
}

function levenshtein(a: string, b: string): number {
  const d = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let prev = d[0]!;
    d[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = d[j]!;
      d[j] = Math.min(d[j]! + 1, d[j - 1]! + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = tmp;
    }
  }
  return d[b.length]!;
}

/** The province whose name is closest to `word` (for "did you mean"). */
export function suggestProvince(word: string): string | null {
  const w = normalizeName(word);
  if (!w) return null;
  if (w === 'nor') return 'nth / nwg / nwy / nao / naf';
  if (w === 'tyr' || w === 'tir') return 'tyr / tys';
  if (w === 'liv') return 'lvp / lvn';
  let best: string | null = null;
  let bestD = Infinity;
  for (const [name, id] of NAMES) {
    const cand = name.length > w.length + 2 ? name.slice(0, w.length) : name;
    const d = levenshtein(w, cand) + (cand === name ? 0 : 0.5);
    if (d < bestD) {
      bestD = d;
      best = id;
    }
  }
  return best !== null && bestD <= Math.max(2, w.length / 2) ? best : null;
}

function tokenize(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[’‘`]/g, "'")
    .replace(/[–—→⇒]/g, '-')
    .replace(/=>|->|>/g, '-')
    .replace(/([-()/:,])/g, ' $1 ')
    .replace(/['.]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
}

class Cursor {
  i = 0;
  constructor(
    readonly t: string[],
    readonly ctx: ParseContext,
  ) {}
  peek(k = 0): string | undefined {
    return this.t[this.i + k];
  }
  done(): boolean {
    return this.i >= this.t.length;
  }
  fail(code: string, word?: string): never {
    const w = word ?? this.peek() ?? '';
    throw new Failure({
      code,
      word: w,
      suggestion: code === 'diplomacy.parse.unknown_province' ? suggestProvince(w) : null,
    });
  }
  eat(set: Set<string> | Record<string, unknown>): string | null {
    const w = this.peek();
    if (w === undefined) return null;
    const has = set instanceof Set ? set.has(w) : Object.hasOwn(set, w);
    if (has) {
      this.i++;
      return w;
    }
    return null;
  }
  unitType(): UnitType | null {
    const w = this.eat(TYPE_WORDS);
    return w ? TYPE_WORDS[w]! : null;
  }
  nationality(): void {
    const save = this.i;
    const open = this.eat(new Set(['(']));
    const w = this.peek();
    if (
      w !== undefined &&
      POWER_WORDS.has(w) &&
      !(w === 'eng' && !open && this.peek(1) !== undefined && !TYPE_WORDS[this.peek(1)!])
    ) {
      this.i++;
      if (open && !this.eat(new Set([')']))) this.i = save;
      return;
    }
    this.i = save;
  }
  /** A province (longest name match), with an optional coast. `hint` settles Tyr and Liv. */
  location(hint: UnitType | null, near?: string): Loc {
    const start = this.peek();
    if (start === undefined) this.fail('diplomacy.parse.missing_province', '');
    let prov: string | null = null;
    let used = 0;
    for (let n = MAX_NAME_WORDS; n >= 1 && !prov; n--) {
      const window: string[] = [];
      let consumed = 0;
      for (let k = this.i; k < this.t.length && window.length < n; k++) {
        consumed++;
        if (this.t[k] === '-') continue;
        window.push(this.t[k]!);
      }
      if (window.length < n || this.t[this.i + consumed - 1] === '-') continue;
      const id = NAMES.get(window.join(' '));
      if (id) {
        prov = id;
        used = consumed;
      }
    }
    if (!prov) {
      if (start === 'tyr' || start === 'tir') {
        prov = hint === 'fleet' ? 'tys' : hint === 'army' ? 'tyr' : (this.guessByBoard(['tyr', 'tys'], near) ?? 'tyr');
        used = 1;
      } else if (start === 'liv') {
        prov = this.guessByBoard(['lvp', 'lvn'], near) ?? 'lvp';
        used = 1;
      } else this.fail('diplomacy.parse.unknown_province', start);
    }
    this.i += used;
    const coast = this.coast();
    if (coast && PROVINCE[prov]!.coasts.includes(coast)) return `${prov}/${coast}`;
    return prov;
  }
  private guessByBoard(cands: string[], near?: string): string | null {
    const units = this.ctx.units;
    if (!units) return null;
    if (near === undefined) {
      const here = cands.filter((c) =>
        units.some((u) => provinceOf(u.at) === c && (!this.ctx.power || u.power === this.ctx.power)),
      );
      return here.length === 1 ? here[0]! : null;
    }
    const unit = units.find((u) => provinceOf(u.at) === near);
    if (!unit) return null;
    const reach = cands.filter((c) =>
      unit.type === 'army'
        ? (ARMY_ADJ[near] ?? []).includes(c)
        : (FLEET_ADJ[unit.at] ?? []).some((l) => provinceOf(l) === c),
    );
    return reach.length === 1 ? reach[0]! : null;
  }
  coast(): string | null {
    const save = this.i;
    const sep = this.eat(new Set(['/', '(']));
    const w1 = this.peek();
    const w2 = this.peek(1);
    let c: string | null = null;
    if (w1 && w2 && COAST_WORDS[`${w1} ${w2}`]) {
      c = COAST_WORDS[`${w1} ${w2}`]!;
      this.i += 2;
    } else if (w1 && (sep || ['nc', 'sc', 'ec'].includes(w1)) && COAST_WORDS[w1]) {
      c = COAST_WORDS[w1]!;
      this.i += 1;
    } else if (w1 && sep && ['n', 's', 'e'].includes(w1)) {
      c = `${w1}c`;
      this.i += 1;
    }
    if (!c) {
      this.i = save;
      return null;
    }
    if (sep === '(') this.eat(new Set([')']));
    return c;
  }
  viaConvoy(): boolean {
    const a = this.peek();
    const b = this.peek(1);
    if ((a === 'via' || a === 'by') && (b === 'convoy' || b === 'mare' || b === 'sea')) {
      this.i += 2;
      return true;
    }
    if (a === 'con' && b === 'trasporto') {
      this.i += 2;
      return true;
    }
    if (a === 'trasportata' || a === 'vc') {
      this.i += 1;
      return true;
    }
    return false;
  }
  moveWord(): boolean {
    const w = this.eat(MOVE_WORDS) ?? this.eat(RETREAT_WORDS);
    if (!w) return false;
    if (w === 'muove' || w === 'ritira' || w === 'verso') this.eat(new Set(['in', 'a', 'verso']));
    return true;
  }
}

function typeOnBoard(ctx: ParseContext, loc: Loc): UnitType | null {
  return ctx.units?.find((u) => provinceOf(u.at) === provinceOf(loc))?.type ?? null;
}

function parseBody(c: Cursor): Order {
  const w = c.peek();
  if (w === undefined) c.fail('diplomacy.parse.empty', '');
  if (c.eat(WAIVE_WORDS)) return { type: 'waive' };
  if (c.eat(BUILD_WORDS)) {
    const type = c.unitType();
    const at = c.location(type);
    if (!type) c.fail('diplomacy.parse.missing_unit_type', c.peek() ?? '');
    return { type: 'build', unitType: type, at };
  }
  const leadRemove = c.eat(REMOVE_WORDS);
  const leadDisband = leadRemove ? null : c.eat(DISBAND_WORDS);
  let type = c.unitType();
  const unit = c.location(type);
  if (!type) type = typeOnBoard(c.ctx, unit);
  const base = type ? { unit, unitType: type } : { unit };
  if (leadRemove) return { type: 'remove', ...base };
  if (leadDisband) return { type: 'disband', ...base };
  if (c.done() || c.eat(HOLD_WORDS)) return { type: 'hold', ...base };
  if (c.peek() === 'sta' && c.peek(1) === 'ferma') {
    c.i += 2;
    return { type: 'hold', ...base };
  }
  if (c.eat(BUILD_WORDS)) {
    if (!type) c.fail('diplomacy.parse.missing_unit_type', '');
    return { type: 'build', unitType: type, at: unit };
  }
  if (c.eat(REMOVE_WORDS)) return { type: 'remove', ...base };
  if (c.eat(DISBAND_WORDS)) return { type: 'disband', ...base };
  const word = c.peek()!;
  if (RETREAT_WORDS.has(word) && c.peek(1) === undefined) {
    c.i++;
    return { type: 'remove', ...base };
  }
  if (c.eat(SUPPORT_WORDS) || c.eat(CONVOY_WORDS)) {
    const isSupport = SUPPORT_WORDS.has(word);
    c.nationality();
    const targetType = c.unitType();
    const target = c.location(targetType ?? (isSupport ? null : 'army'));
    const tType = targetType ?? typeOnBoard(c.ctx, target);
    const tFields = targetType ? { target, targetType } : { target };
    if (isSupport && (c.done() || c.eat(HOLD_WORDS))) return { type: 'support', ...base, ...tFields };
    if (!c.moveWord()) c.fail(isSupport ? 'diplomacy.parse.expected_move_or_end' : 'diplomacy.parse.expected_move');
    const to = c.location(tType, provinceOf(target));
    if (isSupport) return { type: 'support', ...base, ...tFields, to };
    return { type: 'convoy', ...base, ...tFields, to };
  }
  const retreat = RETREAT_WORDS.has(word);
  if (!c.moveWord()) c.fail('diplomacy.parse.unknown_word');
  const to = c.location(type, provinceOf(unit));
  if (retreat) return { type: 'retreat', ...base, to };
  const via = c.viaConvoy();
  return via ? { type: 'move', ...base, to, viaConvoy: true } : { type: 'move', ...base, to };
}

/** Parses one order line. Never throws: an unreadable line gives `{ ok: false, error }`. */
export function parseOrder(text: string, ctx: ParseContext = {}): ParseResult {
  const tokens = tokenize(text);
  let power: Power | null = ctx.power ?? null;
  const colon = tokens.indexOf(':');
  let start = 0;
  if (colon > 0) {
    const name = tokens
      .slice(0, colon)
      .filter((t) => t !== '-')
      .join(' ');
    const p = POWER_WORDS.get(name);
    if (!p) return { ok: false, text, error: { code: 'diplomacy.parse.unknown_power', word: name, suggestion: null } };
    power = p;
    start = colon + 1;
  } else if (tokens.length > 1 && POWER_WORDS.has(tokens[0]!) && tokens[0]!.length > 3 && !NAMES.has(tokens[0]!)) {
    power = POWER_WORDS.get(tokens[0]!)!;
    start = 1;
  }
  const c = new Cursor(tokens.slice(start), { ...ctx, ...(power ? { power } : {}) });
  try {
    const order = parseBody(c);
    if (!c.done()) c.fail('diplomacy.parse.unexpected_word');
    return { ok: true, power, order, text };
  } catch (e) {
    if (e instanceof Failure) return { ok: false, text, error: e.error };
    throw e;
  }
}

/** Splits a message into order lines (new lines, `;`, or `,` as the edition does) and parses each. */
export function parseOrders(text: string, ctx: ParseContext = {}): ParseResult[] {
  return text
    .split(/[\n;,]+/)
    .map((l) => l.trim())
    .filter(Boolean)
    .map((l) => parseOrder(l, ctx));
}

const LETTER: Record<UnitType, string> = { army: 'A', fleet: 'F' };

function locName(loc: Loc, lang: 'en' | 'it' | 'code'): string {
  const prov = PROVINCE[provinceOf(loc)];
  const coast = loc.length > 3 ? loc.slice(4) : null;
  const base = !prov ? loc : lang === 'code' ? prov.id.toUpperCase() : lang === 'en' ? prov.en : prov.it;
  return coast ? `${base} (${coast})` : base;
}

/**
 * Canonical text of an order: `A PAR - BUR`, `F NTH C A LON - NWY`, `Build F STP (nc)`. With `lang`
 * 'en' or 'it', full province names instead of codes.
 */
export function formatOrder(order: Order, lang: 'en' | 'it' | 'code' = 'code'): string {
  const u = (type: UnitType | undefined, loc: Loc) => `${type ? `${LETTER[type]} ` : ''}${locName(loc, lang)}`;
  const it = lang === 'it';
  switch (order.type) {
    case 'hold':
      return `${u(order.unitType, order.unit)} ${it ? 'ferma' : 'H'}`;
    case 'move':
      return `${u(order.unitType, order.unit)} - ${locName(order.to, lang)}${order.viaConvoy ? (it ? ' via mare' : ' via convoy') : ''}`;
    case 'support':
      return `${u(order.unitType, order.unit)} S ${u(order.targetType, order.target)}${order.to ? ` - ${locName(order.to, lang)}` : ''}`;
    case 'convoy':
      return `${u(order.unitType, order.unit)} C ${u(order.targetType ?? 'army', order.target)} - ${locName(order.to, lang)}`;
    case 'retreat':
      return `${u(order.unitType, order.unit)} R ${locName(order.to, lang)}`;
    case 'disband':
      return `${u(order.unitType, order.unit)} D`;
    case 'build':
      return `${it ? 'Costruisci' : 'Build'} ${u(order.unitType, order.at)}`;
    case 'remove':
      return `${it ? 'Rimuovi' : 'Remove'} ${u(order.unitType, order.unit)}`;
    case 'waive':
      return it ? 'Rinuncia' : 'Waive';
  }
}
