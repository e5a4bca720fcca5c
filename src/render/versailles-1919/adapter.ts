import { THRESHOLD } from '../../engine/versailles-1919/data/board.js';
import type { ObserverView } from '../../engine/versailles-1919/view.js';
import type {
  VerEventCard,
  VerIssueCard,
  VerNation,
  VerNationScore,
  VerNationSummary,
  VerPower,
  VerToken,
  VersaillesBoardInput,
} from './input.js';

type IssueV = ObserverView['table']['issues'][number];
type EventV = ObserverView['table']['event'];

function issue(i: IssueV, lang: 'en' | 'it'): VerIssueCard | null {
  if (!i) return null;
  return {
    number: i.number,
    name: i.name[lang],
    category: i.category as VerIssueCard['category'],
    stars: i.stars,
    noMilitary: i.noMilitary,
    cubes: { ...i.cubes },
  };
}

/** Event cards are named after people and places, the same in both languages; these few carry
 * English words and read in Italian as the Italian rulebook names them. */
export const EVENT_NAME_IT: Readonly<Record<string, string>> = {
  prince_faisal: 'Principe Faisal',
  queen_marie: 'Regina Maria di Romania',
  first_red_scare: 'Prima paura rossa!',
};

function event(e: EventV, lang: 'en' | 'it'): VerEventCard | null {
  if (!e) return null;
  const name = lang === 'it' ? (EVENT_NAME_IT[e.id] ?? e.name) : e.name;
  return { number: e.number, name, cube: e.cube, crisisLabel: e.crisisLabel };
}

/** Builds the board diagram input from a Versailles 1919 view (every part of it is public). */
export function toVersaillesBoardInput(
  view: ObserverView,
  opts: { lang?: 'en' | 'it'; caption?: string; step?: string } = {},
): VersaillesBoardInput {
  const lang = opts.lang ?? 'en';
  const nations: Partial<Record<VerNation, VerNationSummary>> = {};
  for (const [n, v] of Object.entries(view.nations)) {
    const count = (at: string) => v.units.filter((u) => u.at === at).length;
    nations[n as VerNation] = {
      cubes: { available: v.cubes.available, exhausted: v.cubes.exhausted, onIssues: v.cubes.onIssues },
      units: {
        available: count('available'),
        exhausted: count('exhausted'),
        deployed: count('deployed'),
        demobilized: count('demobilized'),
      },
      stars: v.stars,
      settled: v.settled.length,
    };
  }
  const scoring: Partial<Record<VerNation, VerNationScore>> = {};
  for (const [n, v] of Object.entries(view.nations)) {
    const tokens: Partial<Record<VerToken, number>> = {};
    let flagged = 0;
    for (const x of v.settled) {
      for (const t of x.tokens) {
        tokens[t.kind as VerToken] = (tokens[t.kind as VerToken] ?? 0) + 1;
        if (t.flag === n) flagged++;
      }
    }
    const score = view.scores ? ((view.scores as Record<string, { total: number }>)[n]?.total ?? null) : null;
    scoring[n as VerNation] = {
      strategyCard: v.strategyCard ? v.strategyCard.name[lang] : null,
      tokens,
      flagged,
      score,
      soloStrength: v.soloStrength ?? null,
    };
  }
  const happiness: Partial<Record<VerPower, number>> = {};
  for (const [p, v] of Object.entries(view.happiness)) if (typeof v === 'number') happiness[p as VerPower] = v;
  return {
    table: view.table.issues.map((i) => issue(i, lang)),
    tableEvent: event(view.table.event, lang),
    waitingRoom: view.waitingRoom.issues.map((i) => issue(i, lang)),
    waitingEvents: view.waitingRoom.events.map((e) => event(e, lang)),
    regions: view.regions.map((r) => ({
      id: r.id,
      keg: r.keg,
      unrest: r.unrest,
      units: r.units.map((u) => ({ nation: u.nation, column: u.column })),
    })),
    thresholds: THRESHOLD,
    happiness,
    demobilization: {
      boxes: view.demobilization.boxes.map((b) => ({ value: b.value, nation: b.nation })),
      one: [...view.demobilization.one],
    },
    nations,
    turn: view.turn,
    active: view.active,
    decks: { issues: view.issueDeck.count, events: view.eventDeck.count },
    lang,
    ...(opts.step !== undefined ? { step: opts.step } : {}),
    ended: !!view.ended,
    scoring,
    tokens: { ...(view.tokens as Partial<Record<VerToken, number>>) },
    solo: view.solo ? { human: view.solo.human as VerNation, vp: view.solo.vp, target: view.solo.target } : null,
    ...(view.ended ? { endReason: view.ended.reason } : {}),
    treaty: view.treaty ? { ...view.treaty } : null,
    ...(opts.caption !== undefined ? { caption: opts.caption } : {}),
  };
}
