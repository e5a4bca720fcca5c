// Typed orders → the orders each of the player's powers stores. The parser reads the text; the engine
// itself (a dry run of `apply` on the current state) decides which orders are legal, so no rule lives
// here. Lines that fail come back with the engine's or the parser's code and the word it stumbled on.
import type { Locale } from '../../bot/i18n/index.js';
import { IllegalActionError } from '../../engine/core/errors.js';
import { diplomacy, parseOrders, type DiplomacyState, type Order, type Power } from '../../engine/diplomacy/index.js';
import { dt, et, powerName } from './text.js';

export interface Problem {
  line: string;
  /** already localized */
  message: string;
}

export interface Staged {
  /** the full order list to store per power (only powers the text touched) */
  orders: Map<Power, Order[]>;
  problems: Problem[];
}

function errorText(locale: Locale, code: string, params: Record<string, unknown>): string {
  const key = code.startsWith('diplomacy.') ? code.slice('diplomacy.'.length) : code;
  return et(locale, key, params);
}

function provinceOf(loc: string): string {
  return loc.slice(0, 3);
}

/** The power whose unit the order names, when it is one of `mine`. */
function ownerAmong(s: DiplomacyState, order: Order, mine: Power[]): Power | null {
  if (order.type === 'build' || order.type === 'waive') return null;
  const where = provinceOf(order.unit);
  const u = (s.phase === 'retreat' ? s.dislodged : s.units).find((x) => provinceOf(x.at) === where);
  return u && mine.includes(u.power) ? u.power : null;
}

/**
 * Reads `text` (one order per line, or separated by `;` or `,`) for a player holding `mine` (the powers
 * that owe orders now). `replace`: the text is the whole list (the modal); otherwise each order
 * replaces only the order of its unit (a one-line `/dip orders text:`).
 */
export function stageOrders(
  locale: Locale,
  state: DiplomacyState,
  mine: Power[],
  text: string,
  replace: boolean,
): Staged {
  const problems: Problem[] = [];
  const working = new Map<Power, DiplomacyState>();
  const touched = new Set<Power>();
  const stateFor = (p: Power): DiplomacyState => {
    let s = working.get(p);
    if (!s) {
      s = state;
      if (replace && (s.orders[p] ?? []).length) s = diplomacy.apply(s, p, { type: 'clear_orders' }).state;
      working.set(p, s);
    }
    return s;
  };
  if (replace)
    for (const p of mine) {
      stateFor(p);
      touched.add(p);
    }
  // The parser splits the text (new lines, `;`, `,`, sentences, lists) and reads each order (#30).
  const readings = parseOrders(text, {
    units: state.phase === 'retreat' ? state.dislodged : state.units,
    phase: state.phase,
  });
  for (const parsed of readings) {
    const line = parsed.text;
    if (!parsed.ok) {
      const e = parsed.error;
      // A suggested province id reads better with its name: "yor (Yorkshire)".
      const named = e.choices
        ? e.choices.map((c) => `${c} (${et(locale, `province.${c}`)})`).join(' / ')
        : e.suggestion && /^[a-z]{3}$/.test(e.suggestion)
          ? `${e.suggestion} (${et(locale, `province.${e.suggestion}`)})`
          : (e.suggestion ?? '');
      const message = errorText(locale, e.code, { word: e.word, suggestion: named }).replace(
        / ?(Did you mean|Intendevi) \?$/,
        '',
      );
      const sugg =
        e.suggestion && e.code !== 'diplomacy.parse.unknown_province' && e.code !== 'diplomacy.parse.ambiguous'
          ? dt(locale, 'ui.suggestion', { suggestion: e.suggestion })
          : '';
      problems.push({ line, message: message + sugg });
      continue;
    }
    if (parsed.power && !mine.includes(parsed.power)) {
      problems.push({ line, message: dt(locale, 'ui.not_yours', { power: powerName(locale, parsed.power) }) });
      continue;
    }
    const owner = parsed.power ?? ownerAmong(state, parsed.order, mine);
    const candidates = owner ? [owner] : mine;
    let first: IllegalActionError | null = null;
    let done = false;
    for (const p of candidates) {
      try {
        working.set(p, diplomacy.apply(stateFor(p), p, { type: 'set_order', order: parsed.order }).state);
        touched.add(p);
        done = true;
        break;
      } catch (e) {
        if (!(e instanceof IllegalActionError)) throw e;
        first ??= e;
      }
    }
    if (!done)
      problems.push({
        line,
        message: first ? errorText(locale, first.code, first.params) : dt(locale, 'ui.nothing_owed'),
      });
  }
  const orders = new Map<Power, Order[]>();
  for (const p of touched) orders.set(p, stateFor(p).orders[p] ?? []);
  return { orders, problems };
}
