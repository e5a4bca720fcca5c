/**
 * Order parser (§VII.7, D-18, G-3): turns what players type into canonical orders. Pure: no board is
 * needed, but one may be given to settle `Tyr`/`Liv`/`Nor` and missing unit types (6.3). It reads
 * orders as players write them (#30): English and Italian names, standard and edition abbreviations,
 * codes or words ("F Edi - Nrg", "the fleet in London moves to the North Sea", "la flotta di Londra
 * va nella Manica"), arrows and dashes, S/C/H/R/B/D and their English and Italian verbs, fillers
 * ("to the", "into", "nello", "verso il"), implicit moves ("A lvp yor"), convoy routes ("A Yor - Nth -
 * Nwy"), coasts as `spa/sc`, `spa(sc)`, `spa sc`, `(cs)` or "costa sud", power prefixes anywhere in a
 * message, and several orders per message (new lines, `;`, `,`, sentences, numbered or bulleted
 * lists, "and"/"e"). A word with two readings is refused with the choices (§VII.4).
 */
import { ARMY_ADJ, FLEET_ADJ, PROVINCE, PROVINCES, provinceOf } from './data/map.js';
import { POWERS, type Loc, type Order, type Power, type Unit, type UnitType } from './types.js';

export interface ParseContext {
  /** the power writing the orders, when there is no prefix */
  power?: Power;
  /** the board, to settle ambiguous names and missing unit types */
  units?: readonly Unit[];
  /** the phase the orders are for: a move in a retreat phase is a retreat, a disband in winter a removal */
  phase?: 'movement' | 'retreat' | 'adjustment';
}

export interface ParseError {
  /** i18n key, e.g. `diplomacy.parse.unknown_province` */
  code: string;
  /** the word the parser stumbled on ('' at the end of the line) */
  word: string;
  /** closest province name (English), when the word looks like one */
  suggestion: string | null;
  /** the readings of an ambiguous word (province ids), when the code is `diplomacy.parse.ambiguous` */
  choices?: string[];
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
  lyo: ['gulf of lyons', 'gulf of lions', 'gulf of lion', 'golfo del leone', 'golfo di lione'],
  mao: ['mid atlantic', 'mid atlantic ocean', 'middle atlantic', 'mid atlantic sea'],
  nao: ['north atlantic', 'north atlantic ocean', 'nat'],
  nwg: ['nrg', 'norwegian sea', 'mare di norvegia', 'mar di norvegia'],
  hel: ['heligoland bight', 'helgoland bight', 'heligoland', 'golfo di helgoland'],
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
  lvp: ['lpl', 'livpool'],
  eng: ['ech', 'english channel', 'channel', 'manica', 'la manica'],
  bot: ['gob', 'gulf of bothnia', 'golfo di botnia', 'bothnia', 'bothnian gulf'],
  stp: ['st petersburg', 'saint petersburg', 'st petersbourg', 'san pietroburgo', 's pietroburgo', 'petersburg', 'spb'],
  tys: ['tyrrhenian', 'tyrrhenian sea', 'mar tirreno', 'tirreno', 'tyn'],
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
  esercito: 'army',
  f: 'fleet',
  fleet: 'fleet',
  flotta: 'fleet',
};

const words = (s: string) => new Set(s.split(' '));

/** Words that say "stay where you are" (and what may follow them: "holds position", "sta ferma"). */
const HOLD_WORDS = words(
  'h hold holds holding stand stands standing stay stays remain remains defend defends ferma fermo resta rimane tiene mantiene difende sta tieni',
);
const HOLD_TAIL = words('put position in place still fast its la sua posizione ferma fermo h');
/** Verbs of moving; fillers that may come between a verb and the place ("moves to the", "va nello"). */
const MOVE_WORDS = words(
  '- m to move moves moving go goes sail sails heads head march marches advance advances attack attacks enter enters into onto toward towards verso muove muovi va vai sposta naviga marcia avanza entra attacca andare',
);
const FILLERS = words(
  'the to in into at of a ad al alla allo all nel nella nello nell nei negli del della dello dell di da il lo la l le su sul sulla per verso toward towards onto si is will passando through',
);
const ARTICLES = words('the la il lo l le un una uno an my our mia mio');
/** Between a unit's type and its place: "fleet in London", "flotta di Londra", "esercito a Venezia". */
const UNIT_PREPS = words('in at of di a ad da del dello della dell nel nella nello');
/** Noise before a supported unit: "appoggia l'attacco di Parigi". */
const TARGET_NOISE = words('attacco attack movimento mossa');
const WHICH = words('che which that who');
const RETREAT_WORDS = words('r retreat retreats retreating ritira ritirata ritirati ripiega ripiegare ritirarsi');
const SUPPORT_WORDS = words(
  's support supports supporting sup supp sostiene sostieni sostegno appoggia appoggio appoggi app supporta supporti',
);
const CONVOY_WORDS = words('c convoy convoys convoying trasporta trasporto trasporti convoglia convogli conv');
const BUILD_WORDS = words('b build builds costruisci costruisce costruisco costruire forma crea nuova nuovo new');
const REMOVE_WORDS = words('remove removes removed rimuovi rimuove rimossa rimosso');
const DISBAND_WORDS = words(
  'd disband disbands disbanded sciogli scioglie scioglimento disciogli sciolta sciolto destroy destroyed',
);
const WAIVE_WORDS = words('waive waives pass rinuncia rinuncio');
const WAIVE_TAIL = words('build builds a the one my alla la costruzione costruzioni una');
const LEADING_MOVE = words('move muovi sposta');
/** Between orders on one line: sentences, slashes, "and", list numbers. */
const SOFT_SEPARATORS = words('. / | : and e & then poi ) •');
const COAST_WORDS: Record<string, string> = {
  nc: 'nc',
  sc: 'sc',
  ec: 'ec',
  cn: 'nc',
  cs: 'sc',
  ce: 'ec',
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
const COAST_CODES = new Set(['nc', 'sc', 'ec', 'cn', 'cs', 'ce']);
/** The three-letter forms that name two or more places (§VII.7: the rulebook abbreviates them apart). */
const AMBIGUOUS: Record<string, string[]> = {
  nor: ['nth', 'nwg', 'nwy', 'nao', 'naf'],
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
  const tokens = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[’‘`´]/g, "'")
    .replace(/[–—−→⇒➔➜]/g, '-')
    .replace(/<?=+>|-*>+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/\.(?=\s|$)/g, ' . ')
    .replace(/([-()/:,;|•*&])/g, ' $1 ')
    .replace(/['.]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  // A sentence stop after "St"/"S" is the abbreviation of Saint/San, not the end of an order.
  return tokens.filter((t, i) => !(t === '.' && (tokens[i - 1] === 'st' || tokens[i - 1] === 's')));
}

class Cursor {
  i = 0;
  constructor(
    readonly t: string[],
    public ctx: ParseContext,
  ) {}
  peek(k = 0): string | undefined {
    return this.t[this.i + k];
  }
  done(): boolean {
    return this.i >= this.t.length;
  }
  fail(code: string, word?: string, choices?: string[]): never {
    const w = word ?? this.peek() ?? '';
    throw new Failure({
      code,
      word: w,
      suggestion:
        code === 'diplomacy.parse.unknown_province' || code === 'diplomacy.parse.ambiguous'
          ? choices
            ? choices.join(' / ')
            : suggestProvince(w)
          : null,
      ...(choices ? { choices } : {}),
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
  eatWord(w: string): boolean {
    if (this.peek() === w) {
      this.i++;
      return true;
    }
    return false;
  }
  unitType(): UnitType | null {
    // "a" before a type word is the English article ("build a fleet"), not an army.
    if (this.peek() === 'a' && this.peek(1) !== undefined && TYPE_WORDS[this.peek(1)!] && this.peek(1) !== 'a')
      this.i++;
    const w = this.eat(TYPE_WORDS);
    return w ? TYPE_WORDS[w]! : null;
  }
  /** Whether the words from `k` on start a new order: a unit type and a place, or a power prefix. */
  startsOrder(k = this.i): boolean {
    const w = this.t[k];
    if (w === undefined) return false;
    if (TYPE_WORDS[w] && (this.matchName(k + 1) || this.t[k + 1] === '(')) return true;
    return this.powerPrefixAt(k) !== null;
  }
  /** At the end of an order: the end of the text, a separator, or the start of the next order. */
  atBoundary(): boolean {
    const w = this.peek();
    if (w === undefined || SOFT_SEPARATORS.has(w) || /^\d+$/.test(w)) return true;
    return this.startsOrder();
  }
  /** A power prefix at `k` ("England:", "AUSTRIA-UNGHERIA :", "Russia A War …"): the power and its length. */
  powerPrefixAt(k: number): { power: Power; used: number } | null {
    for (let n = 1; n <= 4; n++) {
      const slice = this.t.slice(k, k + n);
      if (slice.length < n) break;
      const colon = this.t[k + n];
      const name = slice.filter((x) => x !== '-').join(' ');
      const p = POWER_WORDS.get(name);
      if (p && colon === ':') return { power: p, used: n + 1 };
      if (p && n === 1 && name.length > 3 && !NAMES.has(name) && TYPE_WORDS[this.t[k + 1] ?? ''])
        return { power: p, used: 1 };
    }
    return null;
  }
  nationality(): void {
    const save = this.i;
    const open = this.eat(new Set(['(']));
    const w = this.peek();
    const named = this.matchName(this.i);
    if (w !== undefined && POWER_WORDS.has(w) && !(named && named.used > 1)) {
      if (w === 'eng' && !open && this.peek(1) !== undefined && !TYPE_WORDS[this.peek(1)!]) {
        this.i = save;
        return;
      }
      this.i++;
      if (open && !this.eat(new Set([')']))) this.i = save;
      else this.eatWord('.');
      // A power word is a nationality only when a unit or a place follows it ("F eng" is a fleet in the Channel).
      const next = this.peek();
      if (next === undefined || (!TYPE_WORDS[next] && !this.placeAhead() && !ARTICLES.has(next))) this.i = save;
      return;
    }
    this.i = save;
  }
  /** The longest province name starting at `k` (a dash may sit inside: "mid-atlantic"). */
  matchName(k: number): { id: string; used: number } | null {
    for (let n = MAX_NAME_WORDS; n >= 1; n--) {
      const window: string[] = [];
      let consumed = 0;
      for (let j = k; j < this.t.length && window.length < n; j++) {
        consumed++;
        if (this.t[j] === '-') {
          if (window.length === 0) break;
          continue;
        }
        window.push(this.t[j]!);
      }
      if (window.length < n || this.t[k + consumed - 1] === '-') continue;
      const id = NAMES.get(window.join(' '));
      if (id) return { id, used: consumed };
    }
    return null;
  }
  /** A coast named before its province: "the north coast of Spain", "costa nord della Spagna". */
  private coastFirst(): string | null {
    const w1 = this.peek();
    const w2 = this.peek(1);
    if (w1 && w2 && COAST_WORDS[`${w1} ${w2}`] && FILLERS.has(this.peek(2) ?? '')) {
      const c = COAST_WORDS[`${w1} ${w2}`]!;
      this.i += 2;
      while (FILLERS.has(this.peek() ?? '') && !this.matchName(this.i)) this.i++;
      return c;
    }
    return null;
  }
  /** Whether a place (after fillers) starts here, without moving. */
  placeAhead(): boolean {
    let k = this.i;
    while (k < this.t.length && (FILLERS.has(this.t[k]!) || this.t[k] === '(') && !this.matchName(k)) k++;
    const w = this.t[k];
    if (w === undefined) return false;
    if (this.matchName(k) || w === 'tyr' || w === 'tir' || w === 'liv' || AMBIGUOUS[w]) return true;
    return !!(COAST_WORDS[`${w} ${this.t[k + 1]}`] && FILLERS.has(this.t[k + 2] ?? ''));
  }
  /** A province (longest name match), with an optional coast. `hint` settles Tyr; `near` Liv and Nor. */
  location(hint: UnitType | null, near?: string): Loc {
    while (!this.done() && !this.matchName(this.i) && FILLERS.has(this.peek()!) && this.peek(1) !== undefined) this.i++;
    const start = this.peek();
    if (start === undefined) this.fail('diplomacy.parse.missing_province', '');
    const firstCoast = this.coastFirst();
    const m = this.matchName(this.i);
    let prov: string | null = m?.id ?? null;
    let used = m?.used ?? 0;
    if (!prov) {
      if (start === 'tyr' || start === 'tir') {
        prov = hint === 'fleet' ? 'tys' : hint === 'army' ? 'tyr' : (this.guessByBoard(['tyr', 'tys'], near) ?? 'tyr');
        used = 1;
      } else if (start === 'liv') {
        prov = this.guessByBoard(['lvp', 'lvn'], near) ?? 'lvp';
        used = 1;
      } else if (AMBIGUOUS[start]) {
        const all = AMBIGUOUS[start]!;
        const reach = near ? this.reachable(all, near) : [];
        this.fail('diplomacy.parse.ambiguous', start, reach.length >= 2 ? reach : all);
      } else this.fail('diplomacy.parse.unknown_province', this.peek());
    }
    this.i += used;
    const coast = firstCoast ?? this.coast(prov);
    if (coast && PROVINCE[prov]!.coasts.includes(coast)) return `${prov}/${coast}`;
    return prov;
  }
  private reachable(cands: string[], near: string): string[] {
    const unit = this.ctx.units?.find((u) => provinceOf(u.at) === near);
    if (!unit) return [];
    return cands.filter((c) =>
      unit.type === 'army'
        ? (ARMY_ADJ[near] ?? []).includes(c)
        : (FLEET_ADJ[unit.at] ?? []).some((l) => provinceOf(l) === c),
    );
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
    const reach = this.reachable(cands, near);
    return reach.length === 1 ? reach[0]! : null;
  }
  coast(prov: string): string | null {
    const save = this.i;
    const sep = this.eat(new Set(['/', '(']));
    const w1 = this.peek();
    const w2 = this.peek(1);
    const split = PROVINCE[prov]!.coasts.length > 0;
    let c: string | null = null;
    if (w1 && w2 && COAST_WORDS[`${w1} ${w2}`]) {
      c = COAST_WORDS[`${w1} ${w2}`]!;
      this.i += 2;
    } else if (w1 && (sep || (split && COAST_CODES.has(w1))) && COAST_WORDS[w1]) {
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
  /** "via convoy", "by sea", "via mare", "con trasporto", "(via convoy)", "via the North Sea", "passando per …". */
  viaConvoy(): boolean {
    const save = this.i;
    const open = this.eatWord('(');
    const a = this.peek();
    const b = this.peek(1);
    let via = false;
    if ((a === 'via' || a === 'by') && (b === 'convoy' || b === 'mare' || b === 'sea')) {
      this.i += 2;
      via = true;
    } else if (a === 'con' && (b === 'trasporto' || (b === 'il' && this.peek(2) === 'trasporto'))) {
      this.i += b === 'il' ? 3 : 2;
      via = true;
    } else if (a === 'trasportata' || a === 'trasportato' || a === 'vc' || a === 'convoyed') {
      this.i += 1;
      via = true;
    } else if ((a === 'via' || a === 'through' || a === 'passando') && !open) {
      this.i++;
      if (this.placeAhead()) {
        this.location('fleet');
        via = true;
      }
    }
    if (!via) {
      this.i = save;
      return false;
    }
    if (open) this.eatWord(')');
    return true;
  }
  /**
   * The words between a unit and where it goes ("moves to the", "si muove verso il", "is convoyed
   * to", or nothing: "A lvp yor"). True when a place follows; `via` when the words said "convoyed".
   */
  moveWords(): { ok: boolean; via: boolean } {
    const save = this.i;
    let via = false;
    let verb = false;
    while (!this.done() && !this.matchName(this.i)) {
      const w = this.peek()!;
      if (w === 'convoyed' || w === 'trasportata' || w === 'trasportato') via = true;
      else if (!MOVE_WORDS.has(w) && !FILLERS.has(w) && !RETREAT_WORDS.has(w)) break;
      if (MOVE_WORDS.has(w) || RETREAT_WORDS.has(w)) verb = true;
      if (this.placeAhead() && !MOVE_WORDS.has(w) && FILLERS.has(w) && this.matchName(this.i + 1)) {
        this.i++;
        break;
      }
      this.i++;
    }
    // After a verb a place must follow: say which word is not one ("A par - burgandy").
    if (this.placeAhead() || (verb && !this.done())) return { ok: true, via };
    this.i = save;
    return { ok: false, via: false };
  }
  /** A hold phrase ("holds", "stays put", "sta ferma", "tiene la posizione") that ends the order. */
  holdPhrase(): boolean {
    const save = this.i;
    this.eatWord('si');
    if (!this.eat(HOLD_WORDS)) {
      this.i = save;
      return false;
    }
    while (!this.done() && (HOLD_TAIL.has(this.peek()!) || HOLD_WORDS.has(this.peek()!))) this.i++;
    if (this.atBoundary()) return true;
    this.i = save;
    return false;
  }
}

interface UnitRef {
  loc: Loc;
  type: UnitType | null;
}

/** A unit as players name it: "F Lon", "Fleet London", "the fleet in London", "l'armata di Venezia", "Edinburgh fleet", "the Turkish army in Bulgaria". */
function unitRef(c: Cursor, hint: UnitType | null = null, near?: string): UnitRef {
  while (c.eat(ARTICLES) || c.eat(TARGET_NOISE)) {
    /* articles and "the attack of" */
  }
  if (c.peek() === 'a' && ARTICLES.has(c.peek(1) ?? '')) c.i++;
  c.nationality();
  let type = c.unitType();
  c.nationality();
  if (type) while (UNIT_PREPS.has(c.peek() ?? '') && !c.matchName(c.i) && c.placeAhead()) c.i++;
  const open = c.eatWord('(');
  const loc = c.location(type ?? hint, near);
  if (open) c.eatWord(')');
  if (!type) {
    const after = c.peek();
    if (after && after !== 'a' && TYPE_WORDS[after] && after.length > 1) type = c.unitType();
  }
  return { loc, type };
}

function typeOnBoard(ctx: ParseContext, loc: Loc): UnitType | null {
  return ctx.units?.find((u) => provinceOf(u.at) === provinceOf(loc))?.type ?? null;
}

function inPhase(c: Cursor, order: Order): Order {
  const phase = c.ctx.phase;
  if (phase === 'retreat') {
    if (order.type === 'move') {
      const { viaConvoy: _via, type: _t, ...rest } = order;
      return { ...rest, type: 'retreat' };
    }
    if (order.type === 'remove') return { ...order, type: 'disband' };
  }
  if (phase === 'adjustment' && order.type === 'disband') return { ...order, type: 'remove' };
  return order;
}

function parseBody(c: Cursor): Order {
  const w = c.peek();
  if (w === undefined) c.fail('diplomacy.parse.empty', '');
  if (c.eat(WAIVE_WORDS)) {
    while (!c.done() && WAIVE_TAIL.has(c.peek()!) && !c.startsOrder()) c.i++;
    return { type: 'waive' };
  }
  if (c.eat(BUILD_WORDS)) {
    while (c.eat(ARTICLES)) {
      /* "build an army", "costruisci un'armata" */
    }
    const type = c.unitType();
    if (type) while (UNIT_PREPS.has(c.peek() ?? '') && !c.matchName(c.i) && c.placeAhead()) c.i++;
    const at = c.location(type);
    if (!type) c.fail('diplomacy.parse.missing_unit_type', c.peek() ?? '');
    return { type: 'build', unitType: type, at };
  }
  const leadRemove = c.eat(REMOVE_WORDS);
  const leadDisband = leadRemove ? null : c.eat(DISBAND_WORDS);
  const leadHold = leadRemove || leadDisband ? null : c.peek(1) !== undefined && c.eat(words('hold tieni'));
  if (!leadRemove && !leadDisband && !leadHold) c.eat(LEADING_MOVE);
  const ref = unitRef(c);
  const unit = ref.loc;
  const type = ref.type ?? typeOnBoard(c.ctx, unit);
  const base = type ? { unit, unitType: type } : { unit };
  if (leadRemove) return { type: 'remove', ...base };
  if (leadDisband) return { type: 'disband', ...base };
  c.eatWord(':');
  if (leadHold || c.atBoundary() || c.holdPhrase()) return { type: 'hold', ...base };
  c.eatWord('si');
  if (c.eat(BUILD_WORDS)) {
    if (!type) c.fail('diplomacy.parse.missing_unit_type', '');
    return { type: 'build', unitType: type, at: unit };
  }
  if (c.eat(REMOVE_WORDS)) return { type: 'remove', ...base };
  if (c.eat(DISBAND_WORDS)) return { type: 'disband', ...base };
  const word = c.peek()!;
  if (RETREAT_WORDS.has(word) && (c.peek(1) === undefined || SOFT_SEPARATORS.has(c.peek(1)!))) {
    c.i++;
    return { type: 'remove', ...base };
  }
  if (c.eat(SUPPORT_WORDS) || c.eat(CONVOY_WORDS)) {
    const isSupport = SUPPORT_WORDS.has(word);
    const target = unitRef(c, isSupport ? null : 'army');
    const tType = target.type ?? typeOnBoard(c.ctx, target.loc);
    const tFields = target.type ? { target: target.loc, targetType: target.type } : { target: target.loc };
    c.eat(WHICH);
    if (isSupport) {
      const save = c.i;
      c.eat(words('to in'));
      if (c.atBoundary() || c.holdPhrase() || c.eatWord('place')) return { type: 'support', ...base, ...tFields };
      c.i = save;
    }
    if (!c.moveWords().ok)
      c.fail(isSupport ? 'diplomacy.parse.expected_move_or_end' : 'diplomacy.parse.expected_move', c.peek() ?? word);
    const to = c.location(tType, provinceOf(target.loc));
    if (isSupport) return { type: 'support', ...base, ...tFields, to };
    return { type: 'convoy', ...base, ...tFields, to };
  }
  const retreat = RETREAT_WORDS.has(word);
  const run = c.moveWords();
  if (!run.ok) c.fail('diplomacy.parse.unknown_word', c.peek() ?? word);
  let to = c.location(type, provinceOf(unit));
  if (retreat) return { type: 'retreat', ...base, to };
  let via = run.via;
  // A convoy route written out: "A Yor - Nth - Nwy" (the last place is where the army goes).
  while (c.peek() === '-' && c.matchName(c.i + 1)) {
    const save = c.i;
    c.i++;
    if (!c.matchName(c.i)) {
      c.i = save;
      break;
    }
    to = c.location(type, provinceOf(to));
    via = true;
  }
  if (c.viaConvoy()) via = true;
  return inPhase(c, via ? { type: 'move', ...base, to, viaConvoy: true } : { type: 'move', ...base, to });
}

/**
 * Reads one line: one or more orders, each with an optional power prefix. `carried`: a prefix from an
 * earlier part of the same line ("GERMANIA: A Ber-Kie, A Mun-Ruh" gives both orders to Germany).
 */
function parseLine(
  line: string,
  ctx: ParseContext,
  carried: Power | null = null,
): { results: ParseResult[]; prefixed: Power | null } {
  const tokens = tokenize(line);
  const c = new Cursor(tokens, ctx);
  const out: ParseResult[] = [];
  let power: Power | null = carried ?? ctx.power ?? null;
  let prefixed: Power | null = carried;
  const pieces: { from: number; to: number }[] = [];
  while (!c.done()) {
    // list markers and separators between orders: "1.", "2)", "-", "•", "and"
    while (!c.done() && (SOFT_SEPARATORS.has(c.peek()!) || c.peek() === '-' || /^\d+$/.test(c.peek()!))) c.i++;
    if (c.done()) break;
    const prefix = c.powerPrefixAt(c.i);
    if (prefix) {
      power = prefix.power;
      prefixed = prefix.power;
      c.i += prefix.used;
      continue;
    }
    if (c.peek(1) === ':' && !NAMES.has(c.peek()!) && !TYPE_WORDS[c.peek()!]) {
      const name = c.peek()!;
      out.push({
        ok: false,
        text: line,
        error: { code: 'diplomacy.parse.unknown_power', word: name, suggestion: null },
      });
      return { results: out, prefixed };
    }
    const from = c.i;
    c.ctx = { ...ctx, ...(power ? { power } : {}) };
    try {
      const order = inPhase(c, parseBody(c));
      if (!c.atBoundary()) c.fail('diplomacy.parse.unexpected_word');
      out.push({ ok: true, power: prefixed, order, text: line });
      pieces.push({ from, to: c.i });
    } catch (e) {
      if (!(e instanceof Failure)) throw e;
      out.push({ ok: false, text: line, error: e.error });
      pieces.push({ from, to: tokens.length });
      break;
    }
  }
  if (out.length === 0)
    out.push({ ok: false, text: line, error: { code: 'diplomacy.parse.empty', word: '', suggestion: null } });
  // Several orders on one line: each carries its own words as its text.
  if (out.length > 1)
    out.forEach((r, k) => {
      const p = pieces[k];
      if (p) r.text = tokens.slice(p.from, p.to).join(' ');
    });
  return { results: out, prefixed };
}

/** Parses one order line. Never throws: an unreadable line gives `{ ok: false, error }`. */
export function parseOrder(text: string, ctx: ParseContext = {}): ParseResult {
  const rs = parseLine(text, ctx).results;
  const bad = rs.find((r) => !r.ok);
  if (bad) return { ...bad, text };
  if (rs.length > 1) {
    const second = tokenize(rs[1]!.text)[0] ?? '';
    return {
      ok: false,
      text,
      error: { code: 'diplomacy.parse.unexpected_word', word: second, suggestion: null },
    };
  }
  return { ...rs[0]!, text };
}

/**
 * Splits a message into orders and parses each: new lines, `;`, `|` and bullets split lines, commas
 * split a line into parts; a part may still hold several orders (sentences, "and", numbered lists, one
 * order after another). A power prefix holds to the end of its line.
 */
export function parseOrders(text: string, ctx: ParseContext = {}): ParseResult[] {
  const out: ParseResult[] = [];
  for (const line of text.split(/[\n;|•*]+/)) {
    let carried: Power | null = null;
    for (const part of line.split(',').map((l) => l.trim())) {
      if (!/[\p{L}\p{N}]/u.test(part)) continue;
      const r = parseLine(part, ctx, carried);
      carried = r.prefixed;
      out.push(...r.results);
    }
  }
  return out;
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
