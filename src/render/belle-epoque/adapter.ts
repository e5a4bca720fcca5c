import { soloOutcome } from '../../engine/belle-epoque/rules/non-player/np-setup.js';
import type { BelleView } from '../../engine/belle-epoque/view.js';
import { MINOR_UNITS, POWERS, TERRITORIES, TERRITORY_IDS, type PowerId } from '../../engine/belle-epoque/data/index.js';
import type { LbeContinent, LbeCubeOwner, LbeFleet, LbeMapInput, LbePower, LbeSpace } from './input.js';
import type { LbeSoloLevel } from './input.js';

/** The engine's Power ids → the map's short codes. */
const POWER_CODE: Record<PowerId, LbePower> = {
  'great-britain': 'GB',
  'central-empires': 'CE',
  france: 'FR',
  russia: 'RU',
};

/** The engine's Minor Nation cube owners → the map's flag codes. */
const MINOR_CODE: Record<string, LbeCubeOwner> = {
  italy: 'ITA',
  japan: 'JPN',
  usa: 'USA',
  spain: 'ESP',
  portugal: 'POR',
  belgium: 'BEL',
  netherlands: 'NED',
  boer: 'BOER',
};

function cubeCode(owner: string): LbeCubeOwner {
  const code = (POWER_CODE as Record<string, LbePower>)[owner] ?? MINOR_CODE[owner];
  if (!code) throw new Error(`toLbeMapInput: unknown cube owner '${owner}'`);
  return code;
}

const CONTINENTS: readonly LbeContinent[] = ['EU', 'AF', 'AS'];

/**
 * Builds the map input from a view. Uses only public parts of the view (the board, holders,
 * tracks, Fleet boxes), so the observer view and any Power's view give the same picture.
 */
export function toLbeMapInput(
  view: BelleView,
  opts: { caption?: string; names?: LbeMapInput['names']; lang?: 'en' | 'it' } = {},
): LbeMapInput {
  const territories = TERRITORY_IDS.map((id) => {
    const spaces: LbeSpace[] = view.board[id].map((s) => {
      if (s.armament) return { base: 'ARMAMENT' };
      if (!s.cube) return { base: null };
      return s.top ? { base: cubeCode(s.cube), top: cubeCode(s.top) } : { base: cubeCode(s.cube) };
    });
    const holder = view.holders[id];
    return { id, spaces, holder: holder ? POWER_CODE[holder] : null, vp: TERRITORIES[id].vp };
  });

  const fleetBoxes: Record<LbeContinent, LbeFleet[]> = { EU: [], AF: [], AS: [] };
  for (const p of POWERS) {
    for (const f of view.powers[p].fleets) {
      if ((CONTINENTS as readonly string[]).includes(f.location)) {
        fleetBoxes[f.location as LbeContinent].push({ power: POWER_CODE[p], active: !f.exhausted });
      }
    }
  }
  for (const u of view.minorUnits) {
    const data = MINOR_UNITS.find((d) => d.id === u.id);
    if (!data || data.kind !== 'fleet' || !(CONTINENTS as readonly string[]).includes(u.location)) continue;
    // a Minor Nation's Fleet in a Fleet box is used by the Minor's ally (8.2.3)
    const ally = view.holders[data.minor];
    if (!ally) continue;
    fleetBoxes[u.location as LbeContinent].push({ power: POWER_CODE[ally], nation: data.minor, active: !u.exhausted });
  }

  const vp: Partial<Record<LbePower, number>> = {};
  const prestige: Partial<Record<LbePower, number>> = {};
  for (const p of POWERS) {
    vp[POWER_CODE[p]] = view.powers[p].vp;
    prestige[POWER_CODE[p]] = view.powers[p].prestige;
  }
  const turn = view.turn;
  // a finished solo game shows its outcome (13.10): the Power, its VP with the early-end bonus, the level
  const solo = soloOutcome(view);
  return {
    territories,
    fleetBoxes,
    powers: POWERS.map((p) => POWER_CODE[p]),
    vp,
    ...(view.np?.powers.length ? { nonPlayer: view.np.powers.map((p) => POWER_CODE[p]) } : {}),
    ...(solo
      ? {
          solo: {
            power: POWER_CODE[solo.power],
            vp: solo.vp,
            bonus: solo.bonus,
            level: solo.victoryLevel as LbeSoloLevel,
          },
        }
      : {}),
    prestige,
    turnOrder: view.turnOrder.map((p) => POWER_CODE[p]),
    nextTurnOrder: (view.action?.passed ?? []).map((p) => POWER_CODE[p]),
    turn,
    era: turn <= 3 ? 1 : turn <= 6 ? 2 : 3,
    // the engine counts spaces from 0, the board from 1
    activeDispute: view.dispute ? { territory: view.dispute.territory, space: view.dispute.space + 1 } : null,
    ...(opts.caption !== undefined ? { caption: opts.caption } : {}),
    ...(opts.names ? { names: opts.names } : {}),
    ...(opts.lang ? { lang: opts.lang } : {}),
  };
}
