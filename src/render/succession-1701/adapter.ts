import type { Succession1701View } from '../../engine/succession-1701/view.js';
import type { S1701MapInput, S1701Side } from './input.js';

const OUTCOME = {
  en: { loyalists: 'The Loyalists win', 'grand-alliance': 'The Grand Alliance wins', draw: 'Game over: a draw' },
  it: {
    loyalists: 'Vincono i Lealisti',
    'grand-alliance': 'Vince la Grande Alleanza',
    draw: 'Partita finita: pareggio',
  },
} as const;

/** A finished game's outcome for the map's banner: the winning coalition, or a draw. */
export function s1701OutcomeText(winners: readonly string[], lang: 'en' | 'it' = 'en'): string {
  const w = winners[0];
  return w === 'loyalists' || w === 'grand-alliance' ? OUTCOME[lang][w] : OUTCOME[lang].draw;
}

/** Builds the 1701 map input from a view, using only its public parts (the same for every role). */
export function toSuccession1701MapInput(
  view: Succession1701View,
  opts: { caption?: string; lang?: 'en' | 'it' } = {},
): S1701MapInput {
  return {
    towns: view.towns.map((t) => ({
      id: t.id,
      name: t.name,
      lon: t.lon,
      lat: t.lat,
      kind: t.kind,
      holder: t.holder,
      revenue: t.revenue,
      ...(t.garrison > 0 ? { garrison: t.garrison } : {}),
      ...(t.captured ? { captured: true } : {}),
      ...(t.siege ? { besieged: true } : {}),
    })),
    roads: view.roads.map((r) => ({ a: r.a, b: r.b, ...(r.sea ? { sea: true } : {}) })),
    armies: view.armies.map((a) => ({
      id: a.id,
      side: a.side,
      town: a.town,
      strength: a.strength,
      inside: a.inside,
      ...(a.general ? { general: a.general.name } : {}),
    })),
    calendar: {
      year: view.calendar.year,
      semester: view.calendar.semester,
      turn: view.calendar.turn,
      lastTurn: view.calendar.lastTurn,
    },
    treasuries: Object.entries(view.treasuries)
      .filter(([, t]) => t.active)
      .map(([id, t]) => ({ id, side: t.side as S1701Side | null, available: t.available, total: t.total })),
    ...(opts.caption !== undefined ? { caption: opts.caption } : {}),
    ...(view.result ? { outcome: s1701OutcomeText(view.result.winners, opts.lang) } : {}),
    ...(opts.lang ? { lang: opts.lang } : {}),
  };
}
