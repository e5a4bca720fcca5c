import { defineGame, type GameModule, type Message } from '../core/index.js';
import { DEPOTS, STATES } from './data/index.js';
import { Action, Options } from './actions.js';
import type { Succession1701State } from './types.js';
import { activeRoles, explainRefusal, legalActions, ROLES, step } from './conductor.js';
import { proceed } from './rules/sequence.js';
import { viewOf, type Succession1701View } from './view.js';
import { chooseAction } from './bot.js';
import { en, it } from './locales.js';
import { setupState, SCHEMA } from './rules/setup.js';
import { sum } from './rules/common.js';
import { migrateSuccession1701State } from './migrate.js';

export type { Succession1701State } from './types.js';
export type { Succession1701View } from './view.js';
export { Action as Succession1701Action, Options as Succession1701Options } from './actions.js';

/** Safe choice for a coalition whose time ran out: hold, pass, fight, play the first card. */
function defaultAction(s: Succession1701State, role: string): Action | null {
  const legal = legalActions(s, role);
  if (legal.length === 0) return null;
  const prefer = ['end_organisation', 'pass', 'battle_deploy', 'battle_second_round'];
  for (const t of prefer) {
    const a = legal.find(
      (x) => x.type === t && (t !== 'battle_second_round' || (x as { accept: boolean }).accept === false),
    );
    if (a) return a;
  }
  const fight = legal.find((x) => x.type === 'defend' && x.choice === 'fight');
  if (fight) return fight;
  const obl = legal.find((x) => x.type === 'card_obligation' && x.perform);
  if (obl) return obl;
  const stay = legal.find((x) => x.type === 'advance' && !x.go);
  if (stay) return stay;
  return (
    legal.find((x) => x.type !== 'battle_withdraw' && x.type !== 'storm_abandon' && x.type !== 'battle_shift') ??
    legal[0]!
  );
}

/** Tactical and storm cards are chosen in secret: only the chooser's own menus name them. */
const SECRET_CARD_ACTIONS = new Set(['battle_play', 'battle_deploy', 'storm_play']);

function describeAction(a: Action, _role?: string, audience: 'owner' | 'public' = 'public'): Message {
  if (SECRET_CARD_ACTIONS.has(a.type) && audience !== 'owner')
    return { key: `succession-1701.action.${a.type}_hidden`, params: {} };
  const params: Record<string, string | number | boolean | null> = {};
  for (const [k, v] of Object.entries(a)) {
    if (k === 'type') continue;
    if (Array.isArray(v)) {
      params.army = v[0] ?? null;
      params.army2 = v[1] ?? null;
    } else params[k] = v as string | number | boolean | null;
  }
  // each defence has its own wording: a retreat names where to, a fight or a shutting-in names nothing
  if (a.type === 'defend') return { key: `succession-1701.action.defend_${a.choice}`, params };
  return { key: `succession-1701.action.${a.type}`, params };
}

/** Invariants: treasuries never negative nor overspent, never paying for the other coalition; brigades
 *  conserved (pool + depots + armies + prisoners + eliminated + removed − refilled = printed counts). */
function checkInvariants(s: Succession1701State): void {
  for (const [id, t] of Object.entries(s.treasuries)) {
    if (!Number.isInteger(t.total) || !Number.isInteger(t.spent) || t.total < 0 || t.spent < 0 || t.spent > t.total) {
      throw new Error(`succession-1701: treasury ${id} broken ${JSON.stringify(t)} at v${s.version}`);
    }
  }
  for (const a of Object.values(s.armies)) {
    const payer = s.treasuries[a.payer];
    if (payer.side !== a.side)
      throw new Error(`succession-1701: army ${a.id} (${a.side}) paid by ${a.payer} of ${payer.side}`);
    const n = sum(a.brigades);
    if (n <= 0 || n > 6 || Object.values(a.brigades).some((x) => x <= 0))
      throw new Error(`succession-1701: army ${a.id} has ${JSON.stringify(a.brigades)}`);
    if (a.general && (s.generals[a.general]!.status !== 'army' || s.generals[a.general]!.army !== a.id))
      throw new Error(`succession-1701: general ${a.general} out of step with ${a.id}`);
  }
  for (const st of STATES) {
    const start = st.armyBrigades + st.reserveBrigades;
    if (start === 0) continue;
    let n = (s.pools[st.id] ?? 0) + (s.eliminated[st.id] ?? 0) + (s.removed[st.id] ?? 0) - (s.refilled[st.id] ?? 0);
    n += (s.prisoners.loyalists[st.id] ?? 0) + (s.prisoners['grand-alliance'][st.id] ?? 0);
    for (const d of DEPOTS) n += s.depots[d.id]!.brigades[st.id] ?? 0;
    for (const a of Object.values(s.armies)) n += a.brigades[st.id] ?? 0;
    if (n !== start) throw new Error(`succession-1701: ${st.id} brigades ${n} ≠ ${start} at v${s.version}`);
  }
  for (const [id, t] of Object.entries(s.towns))
    if (t.captured && t.incomeTo !== null) throw new Error(`succession-1701: chained ${id} still pays`);
}

export const succession1701 = defineGame<Succession1701State, Action, Options, Succession1701View>({
  slug: 'succession-1701',
  title: { en: en.title, it: it.title },
  // 2.0.0: upkeep after organisation, partial disbands, withdrawal after each clash, ransom, player-chosen
  // retreats and defections (#19), and the rebalanced reconstructed map. 2.1.0: ransomed brigades go back
  // to their depots, the bot's ransom answer, Berwick and Max Emanuel VC 3 (balance, #19).
  engineVersion: '2.1.0',
  schemaVersion: SCHEMA,
  migrate: migrateSuccession1701State,
  minPlayers: 1,
  maxPlayers: 2,
  optionsSchema: Options as unknown as GameModule<Succession1701State, Action, Options>['optionsSchema'],
  actionSchema: Action,
  roles: () => ROLES.slice(),
  setup: (seed, options) => setupState(seed, Options.parse(options ?? {})),
  activeRoles,
  legalActions,
  overRule: '24',
  explainRefusal,
  step,
  proceed,
  view: viewOf,
  result: (s) => s.result,
  bot: chooseAction,
  defaultAction,
  describeAction,
  locales: { en, it },
  checkInvariants,
});
