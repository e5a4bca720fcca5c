import { die, shuffle } from '../../../core/index.js';
import { NATIONAL, POWERS, SETUP_ORDER, type PowerId, type TerritoryId } from '../../data/index.js';
import { NP_STATUS_CARDS, SOLO_EARLY_END_BONUS, SOLO_LEVELS } from '../../data/np-status-cards.js';
import type { BelleOptions } from '../../schema.js';
import { log, recheckHolders } from '../board.js';
import type { BelleState, Ev } from '../types.js';

/**
 * Which Powers are Non-Player (13.0). `players: 1` is a solo game: the human's Power is `soloPower`, or dealt
 * by the die; the other three are NP. Otherwise `npPowers` lists them and the humans take one Power each.
 * Returns null for the base game (every Power has a human).
 */
export function npPowersFor(s: BelleState, o: BelleOptions, ev: Ev): PowerId[] | null {
  if (o.players === 1) {
    let human = o.soloPower as PowerId | null;
    if (!human) {
      human = POWERS[die(s, 4) - 1];
      log(ev, 'solo_power_dealt', { power: human }, { irreversible: true });
    }
    return POWERS.filter((p) => p !== human);
  }
  if (!o.npPowers.length) return null;
  const np = POWERS.filter((p) => o.npPowers.includes(p));
  if (POWERS.length - np.length !== o.players)
    throw new Error(`belle-epoque: ${o.players} players cannot play ${POWERS.length - np.length} Powers`);
  return np;
}

/**
 * 13.1: seats for the humans (one Power each), then the NP Powers' printed placement before the humans'
 * Initial Setup (3.3); NP Powers keep only the three common National cards.
 */
export function setupNonPlayers(s: BelleState, np: PowerId[], ev: Ev): void {
  const humans = POWERS.filter((p) => !np.includes(p));
  s.seats = shuffle(s, humans).map((p, i) => ({ seat: i + 1, powers: [p], roll: null }));
  log(ev, 'powers_dealt', { seats: s.seats.map((x) => x.powers.join('+')) }, { irreversible: true });
  s.np = {
    powers: [...np],
    order: [],
    flagged: {},
    armamentDiscarded: {},
    sabotage: {},
    bonus: {},
    debt: {},
    queue: null,
  };
  s.tableOrder = [...POWERS]; // NP Powers sit at the table too: the first player is drawn among all four (13.2)
  for (const p of np) {
    const ps = s.powers[p];
    for (const [t, n] of Object.entries(NP_STATUS_CARDS[p].setup) as [TerritoryId, number][]) {
      for (let k = 0; k < n; k++) {
        const i = s.board[t].findIndex((sp) => sp.cube === null);
        s.board[t][i].cube = p;
        ps.setupPool--;
        log(ev, 'setup_placed', { power: p, territory: t, space: i + 1 });
      }
    }
    ps.reserve += ps.setupPool; // nothing left over when the card's list is complete
    ps.setupPool = 0;
    ps.nationalHand = ps.nationalHand.filter(
      (c) =>
        NATIONAL[c].kind !== NATIONAL[c].id &&
        ['diplomatic_contrasts', 'social_policy', 'nationalist_disorders'].includes(NATIONAL[c].kind),
    );
    ps.money = 0; // 13.3: an NP has no money
  }
  recheckHolders(s, ev);
  s.setup!.current = Math.max(
    0,
    SETUP_ORDER.findIndex((p) => s.powers[p].setupPool > 0),
  );
  s.step = 'setup';
}

/** 13.10: the solo player's final VP (plus 10 if the game ended on Turn 7, 5 on Turn 8) and the level it reaches.
 * Reads only public parts of the state, so the map can take it from an observer view. */
export function soloOutcome(
  s: Pick<BelleState, 'final' | 'np' | 'seats' | 'ended'>,
): { power: PowerId; vp: number; bonus: number; victoryLevel: string } | null {
  if (!s.final || !s.np || s.seats.length !== 1) return null;
  const power = s.seats[0].powers[0];
  const bonus = s.ended?.reason === 'sarajevo' ? (SOLO_EARLY_END_BONUS[s.ended.turn] ?? 0) : 0;
  const vp = s.final.vp[power] + bonus;
  return { power, vp, bonus, victoryLevel: SOLO_LEVELS.find((l) => vp >= l.min)!.level };
}
