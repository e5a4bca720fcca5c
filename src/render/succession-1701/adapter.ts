import type { Succession1701View } from '../../engine/succession-1701/view.js';
import type { S1701MapInput, S1701Side } from './input.js';

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
    ...(opts.lang ? { lang: opts.lang } : {}),
  };
}
