/**
 * Diplomacy (Italian edition of the 1971/76 rules, with the DATC v3.0 / 2023 preferences as the
 * default edition). Sequence of play: conductor.ts; adjudication: rules/; view: view.ts; bot: bot.ts.
 */
import { defineGame, SYSTEM, type GameModule, type Message } from '../core/index.js';
import { DiplomacyAction } from './actions.js';
import { chooseAction } from './bot.js';
import { VARIANTS } from './data/variants.js';
import { activeRoles, admit, legalActions, SHARED, setupGame, step } from './conductor.js';
import { locales } from './locales.js';
import { migrateDiplomacyState } from './history.js';
import { formatOrder } from './parser.js';
import { DiplomacyTableOptions, seatRoles } from './seats.js';
import { DiplomacyOptions, owingPowers, SCHEMA_VERSION, type DiplomacyState, type PhaseRecord } from './state.js';
import { viewFor, type DiplomacyView } from './view.js';

export const diplomacy = defineGame<DiplomacyState, DiplomacyAction, DiplomacyOptions, DiplomacyView>({
  slug: 'diplomacy',
  title: { en: 'Diplomacy', it: 'Diplomacy' },
  // 1.1.0: the state keeps only the latest phases (schema 2); split-coast supports; the two-player game.
  engineVersion: '1.1.0',
  schemaVersion: SCHEMA_VERSION,
  migrate: (s) => migrateDiplomacyState(s as DiplomacyState & { history?: PhaseRecord[] }),
  // §XIV.2: two to seven players; the number of seats chooses the set-up (seats.ts).
  minPlayers: 2,
  maxPlayers: 7,
  optionsSchema: DiplomacyTableOptions as unknown as GameModule<
    DiplomacyState,
    DiplomacyAction,
    DiplomacyOptions
  >['optionsSchema'],
  actionSchema: DiplomacyAction,
  roles: (o) => {
    // In the two-player game Italy becomes a role when it joins a side (F-6).
    const v = VARIANTS[o.variant];
    return [...v.seats.flat(), ...(v.italyJoinsAfterFall ? ['italy' as const] : [])].sort(
      (a, b) => ORDER.indexOf(a) - ORDER.indexOf(b),
    );
  },
  seatRoles,
  setup: (seed, options) => setupGame(seed, DiplomacyOptions.parse(options)),
  activeRoles,
  legalActions,
  overRule: 'II',
  admit,
  share: SHARED,
  step,
  view: viewFor,
  result: (s) => s.result,
  bot: (view, role, legal, rng) => chooseAction(view, role, legal, rng),
  defaultAction: (s, role) => {
    // A deadline: the power is simply marked ready; its missing orders follow civil disorder (§XIV.3).
    if (role === SYSTEM) return owingPowers(s).length && !s.result ? { type: 'close_phase' } : null;
    return activeRoles(s).includes(role) ? { type: 'ready' } : null;
  },
  describeAction: (action, _role, audience = 'public'): Message => {
    switch (action.type) {
      case 'set_order':
        // Orders are secret until the phase is adjudicated: only the writer's own menus show them.
        if (audience !== 'owner') return { key: 'diplomacy.action.set_order_hidden' };
        return { key: 'diplomacy.action.set_order', params: { order: formatOrder(action.order) } };
      case 'vote_draw':
        return { key: action.draw ? 'diplomacy.action.vote_draw' : 'diplomacy.action.vote_draw_withdraw' };
      case 'vote_concede':
        return action.to
          ? { key: 'diplomacy.action.vote_concede', params: { to: action.to } }
          : { key: 'diplomacy.action.vote_concede_withdraw' };
      default:
        return { key: `diplomacy.action.${action.type}` };
    }
  },
  locales,
  checkInvariants: (s) => {
    const seen = new Set<string>();
    for (const u of s.units) {
      const p = u.at.slice(0, 3);
      if (seen.has(p)) throw new Error(`diplomacy: two units in ${p}`);
      seen.add(p);
    }
    if (Object.keys(s.supplyCenters).length > 34) throw new Error('diplomacy: more than 34 centres owned');
    if (s.phase !== 'retreat' && s.dislodged.length)
      throw new Error('diplomacy: dislodged units outside a retreat phase');
    // State is plain JSON (STYLE §3): no undefined anywhere.
    const walk = (v: unknown, path: string): void => {
      if (v === undefined) throw new Error(`diplomacy: undefined at ${path}`);
      if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) walk(x, `${path}.${k}`);
    };
    walk(s, 'state');
  },
});

const ORDER = ['england', 'germany', 'russia', 'turkey', 'austria', 'italy', 'france'];

export { DiplomacyAction } from './actions.js';
export { PROVINCES } from './data/map.js';
export { VARIANTS } from './data/variants.js';
export { missingOrders, type MissingOrders } from './conductor.js';
export { survivors } from './state.js';
export { legalOrderTree } from './order-tree.js';
export { formatOrder, parseOrders } from './parser.js';
export { migrateDiplomacyState, phaseHistory } from './history.js';
export { DiplomacyOptions, type DiplomacyState, type PhaseRecord } from './state.js';
export * from './types.js';
export type { DiplomacyView } from './view.js';
