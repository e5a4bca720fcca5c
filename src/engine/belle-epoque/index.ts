import { defineGame, type GameResult, type Message } from '../core/index.js';
import {
  MINORS,
  MINOR_CUBE_COUNT,
  POWERS,
  POWER_DATA,
  TERRITORIES,
  TERRITORY_IDS,
  DM_CUBES_PER_POWER,
} from './data/index.js';
import { belleBot } from './bot.js';
import { en, it } from './locales.js';
import { npEn, npIt, withNpLocales } from './locales-np.js';
import { soloOutcome } from './rules/non-player/np-setup.js';
import { discardedArmaments } from './rules/non-player/np-state.js';
import { activeRoles, explainRefusal, legalActions, step } from './conductor.js';
import { proceed } from './rules/sequence-of-play.js';
import { SCHEMA_VERSION, setupGame } from './rules/game-setup.js';
import type { BelleState } from './rules/types.js';
import { BelleAction, BelleOptions } from './schema.js';
import { viewFor, type BelleView } from './view.js';

/**
 * La Belle Époque (Aleph Game Studio), rules engine.
 *
 * Roles are the four Powers, always all in play: 'great-britain', 'central-empires', 'france',
 * 'russia' (plus 'system' only while seats draft their Powers, 3.2 option B). Seats: with 4 players
 * each seat plays one Power; with 3, seats play GB / CE / RU+FR; with 2, GB+FR / CE+RU (3.2). The
 * seat → Power mapping is in `state.seats` (and the view): option A deals it with the seeded dice
 * inside setup; option B rolls the draft order in setup and the platform sends `choose_powers` as the
 * 'system' role for the seat whose turn it is. A seat's player acts for each of its Powers' roles.
 *
 * Non-Player Powers (chapter 13, rules/non-player/, data/np-status-cards.ts): options `npPowers` (2–3
 * players) or `players: 1` (solo; `soloPower` or a die picks the human's Power). NP Powers have no seat
 * in `state.seats` and are never in `activeRoles`; `state.np` holds their order and phase (e) queue.
 * Their whole Action Phase runs inside `apply` before the humans' (13.2, beginActionPhase); phase (e)
 * runs in endActionPhase before 8.11 and waits only when a human must commit units (13.9.3). Every NP
 * die roll is a public, irreversible `np_roll` / `np_tie_roll` event. A solo result carries
 * `details.victoryLevel` (13.10).
 */
export type { BelleState };
export { BelleAction, BelleOptions };

const reasonKey = (s: BelleState) => `belle-epoque.end.${s.ended?.reason ?? 'turn9'}`;

export const belleEpoque = defineGame<BelleState, BelleAction, BelleOptions, BelleView>({
  slug: 'belle-epoque',
  title: { en: 'La Belle Époque', it: 'La Belle Époque' },
  // 1.1.0: Diplomatic Contrasts stop card and NP placements (8.9.2); NP Armament cubes set aside from Turn 1 (13.7-13.8).
  engineVersion: '1.2.0',
  schemaVersion: SCHEMA_VERSION,
  minPlayers: 1, // 1 = solo against three Non-Player Powers (13.0)
  maxPlayers: 4,
  optionsSchema: BelleOptions,
  actionSchema: BelleAction,
  roles: () => [...POWERS],
  setup: (seed, options) => setupGame(seed, BelleOptions.parse(options)).state,
  activeRoles: (s) => activeRoles(s),
  legalActions: (s, role) => legalActions(s, role),
  // With 2–3 players a seat holds several Powers (3.2); the set-up deals them.
  seatRoles: (s) => s.seats.map((x) => [...x.powers]),
  over: (s) => s.step === 'over',
  overRule: '10.2',
  explainRefusal,
  step,
  proceed,
  view: (s, role) => viewFor(s, role),
  result(s): GameResult | null {
    if (!s.final) return null;
    const scores: Record<string, number> = {};
    s.seats.forEach((seat, i) => {
      for (const p of seat.powers) scores[p] = s.final!.seatVp[i];
    });
    const solo = soloOutcome(s); // 13.10: a solo game is won at a victory level, lost below it
    return {
      winners: solo ? (solo.victoryLevel.endsWith('victory') ? [solo.power] : []) : [...s.final.winners],
      scores,
      reason: reasonKey(s),
      details: {
        powerVp: { ...s.final.vp },
        seatVp: [...s.final.seatVp],
        seats: s.seats.map((x) => [...x.powers]),
        endedOnTurn: s.ended?.turn ?? null,
        ...(solo ? { victoryLevel: solo.victoryLevel, soloVp: solo.vp, earlyEndBonus: solo.bonus } : {}),
        ...(s.np ? { nonPlayer: [...s.np.powers] } : {}),
      },
    };
  },
  bot: (view, role, legal, rng) => belleBot(view, role, legal, rng),
  defaultAction(s, role) {
    const legal = legalActions(s, role);
    if (!legal.length) return null;
    const prefer = legal.find(
      (a) =>
        a.type === 'pass' ||
        a.type === 'end_deploy' ||
        (a.type === 'commit' && a.fleets + a.minorFleets + a.armies + a.minorArmies === 0 && a.card === null) ||
        (a.type === 'reroll' && a.card === null) ||
        (a.type === 'choose' && a.option === 'done'),
    );
    return prefer ?? legal[0];
  },
  describeAction(a, _role, audience = 'public'): Message {
    // The Intrigue card an Ottoman ally keeps is secret: only its owner's menus name it.
    if (a.type === 'keep_intrigue' && audience !== 'owner')
      return { key: 'belle-epoque.action.keep_intrigue_hidden', params: {} };
    const { type, ...params } = a;
    const flat: Record<string, string | number> = {};
    for (const [k, v] of Object.entries(params)) flat[k] = Array.isArray(v) ? v.join(',') : (v ?? '');
    if (a.type === 'reroll' && a.card === null) return { key: 'belle-epoque.action.keep_roll', params: {} };
    return { key: `belle-epoque.action.${type}`, params: flat };
  },
  locales: { en: withNpLocales(en, npEn), it: withNpLocales(it, npIt) },
  checkInvariants(s) {
    const fail = (msg: string) => {
      throw new Error(`belle-epoque invariant at v${s.version} (${s.step}): ${msg}`);
    };
    const onMap: Record<string, number> = {};
    const arm: Record<string, number> = {};
    for (const t of TERRITORY_IDS) {
      if (s.board[t].length !== TERRITORIES[t].spaces) fail(`${t} has ${s.board[t].length} spaces`);
      for (const sp of s.board[t]) {
        if (sp.armament) {
          if (sp.cube || sp.top) fail(`armament space holds cubes in ${t}`);
          arm[sp.armament] = (arm[sp.armament] ?? 0) + 1;
        }
        if (sp.top && !sp.cube) fail(`top cube without base in ${t}`);
        if (sp.top && sp.top === sp.cube) fail(`a Power disputes itself in ${t}`);
        if (sp.cube) onMap[sp.cube] = (onMap[sp.cube] ?? 0) + 1;
        if (sp.top) onMap[sp.top] = (onMap[sp.top] ?? 0) + 1;
      }
    }
    for (const p of POWERS) {
      const ps = s.powers[p];
      const total = ps.reserve + ps.embassies + ps.setupPool + ps.markers + (onMap[p] ?? 0);
      if (total !== DM_CUBES_PER_POWER) fail(`${p} has ${total} DM cubes`);
      if (ps.money < 0) fail(`${p} money ${ps.money}`);
      if (ps.reserve < 0 || ps.embassies < 0) fail(`${p} negative cubes`);
      if (ps.armamentArsenal + (arm[p] ?? 0) + discardedArmaments(s, p) !== POWER_DATA[p].armamentCubes)
        fail(`${p} armament cubes`);
      if (ps.armamentArsenal < 0) fail(`${p} armament arsenal`);
      const a = ps.armies;
      if (a.reserve + a.arsenal + a.committed + a.removed !== POWER_DATA[p].armyMax || a.arsenal < 0)
        fail(`${p} armies`);
      const built = ps.fleets.filter((f) => f.location !== 'reserve' && f.location !== 'removed').length;
      if (ps.fleetTrack !== built + (p === 'great-britain' && ps.greatWork ? 1 : 0))
        fail(`${p} fleet track ${ps.fleetTrack} vs ${built}`);
      if (ps.prestige < 0 || ps.prestige > 20) fail(`${p} prestige`);
      if (s.markers.filter((m) => m.power === p && m.cube).length !== ps.markers) fail(`${p} markers`);
    }
    for (const m of MINORS)
      if (s.minorReserve[m] + (onMap[m] ?? 0) !== MINOR_CUBE_COUNT[m] || s.minorReserve[m] < 0) fail(`${m} cubes`);
  },
});
