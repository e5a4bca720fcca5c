import { describe, expect, it } from 'vitest';
import { formatOrder, parseOrders } from '../../../src/engine/diplomacy/parser.js';
import type { Order, Unit } from '../../../src/engine/diplomacy/types.js';
import { BOARDS, type CorpusEntry, type Lang, ORDER_CORPUS, REFUSE } from './order-corpus.js';
import { HELD_OUT } from './order-heldout.js';

const province = (loc: string) => loc.slice(0, 3);

/** The order with the unit types and the unit's own coast filled from the board (what the engine stores). */
function settle(order: Order, units: readonly Unit[] | null): Order {
  if (!units) return order;
  const at = (loc: string) => units.find((x) => province(x.at) === province(loc));
  const o = { ...order } as Order & { unit?: string; unitType?: string; target?: string; targetType?: string };
  if ('unit' in o && o.unit) {
    const here = at(o.unit);
    o.unit = province(o.unit);
    if (here) o.unitType ??= here.type;
  }
  if ('target' in o && o.target) {
    const there = at(o.target);
    if (there) o.targetType ??= there.type;
  }
  return o as Order;
}

/** What the parser made of an entry: the canonical orders joined by " | ", or why it refused. */
function reading(e: CorpusEntry): string {
  const board = BOARDS[e.board];
  const results = parseOrders(e.text, {
    ...(e.power ? { power: e.power } : {}),
    ...(board.units ? { units: board.units } : {}),
    phase: board.phase,
  } as Parameters<typeof parseOrders>[1]);
  const bad = results.find((r) => !r.ok);
  if (bad && !bad.ok) {
    const listed = (bad.error as { choices?: string[] }).choices;
    const choices = listed ?? (bad.error.suggestion?.includes('/') ? bad.error.suggestion.split(' / ') : []);
    return choices.length > 1 ? REFUSE : `✗ ${bad.error.code} "${bad.error.word}"`;
  }
  return results.map((r) => (r.ok ? formatOrder(settle(r.order, board.units)) : '')).join(' | ');
}

function rate(entries: readonly CorpusEntry[], lang: Lang) {
  const mine = entries.filter((e) => e.lang === lang);
  const misses = mine.filter((e) => reading(e) !== e.means);
  return {
    total: mine.length,
    ok: mine.length - misses.length,
    pct: (100 * (mine.length - misses.length)) / mine.length,
    misses,
  };
}

/**
 * The share of the corpus read as meant, per language (#30): at least 95% in each. Before the parser
 * change: corpus EN 61.8%, IT 39.5%; held-out EN 63.3%, IT 16.1%.
 */
const FLOOR = { corpus: { en: 95, it: 95 }, heldOut: { en: 95, it: 95 } };

describe('orders as players type them (#30 corpus)', () => {
  it('holds at least 200 phrasings in English and Italian', () => {
    expect(ORDER_CORPUS.length).toBeGreaterThanOrEqual(200);
    expect(ORDER_CORPUS.filter((e) => e.lang === 'it').length).toBeGreaterThanOrEqual(100);
  });
  for (const lang of ['en', 'it'] as const) {
    it(`reads the ${lang} phrasings as meant`, () => {
      const r = rate(ORDER_CORPUS, lang);
      const report = r.misses.map((e) => `  ${JSON.stringify(e.text)} → ${reading(e)} (meant ${e.means})`).join('\n');
      console.log(`corpus ${lang}: ${r.ok}/${r.total} = ${r.pct.toFixed(1)}%\n${report}`);
      expect(r.pct).toBeGreaterThanOrEqual(FLOOR.corpus[lang]);
    });
    it(`reads the held-out ${lang} phrasings (written before the parser change, never tuned on)`, () => {
      const r = rate(HELD_OUT, lang);
      const report = r.misses.map((e) => `  ${JSON.stringify(e.text)} → ${reading(e)} (meant ${e.means})`).join('\n');
      console.log(`held-out ${lang}: ${r.ok}/${r.total} = ${r.pct.toFixed(1)}%\n${report}`);
      expect(r.pct).toBeGreaterThanOrEqual(FLOOR.heldOut[lang]);
    });
  }
});
