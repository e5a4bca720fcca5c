import { z } from 'zod';
import { belleEpoque, type BelleState } from './belle-epoque/index.js';
import type { AnyGameModule } from './core/types.js';
import { diplomacy } from './diplomacy/index.js';
import { DiplomacyOptions, type DiplomacyState } from './diplomacy/state.js';
import { succession1701 } from './succession-1701/index.js';
import { versailles1919 } from './versailles-1919/index.js';

/** Diplomacy's set-up follows the number of seats (rulebook: fewer players), unless a variant is named. */
const DIPLOMACY_VARIANT_BY_PLAYERS: Record<number, string> = {
  7: 'standard',
  6: 'six',
  5: 'five',
  4: 'four',
  3: 'three-a',
  2: 'two',
};
const DiplomacyTableOptions = z.preprocess((raw) => {
  const o = (raw ?? {}) as Record<string, unknown>;
  const variant = o.variant ?? DIPLOMACY_VARIANT_BY_PLAYERS[Number(o.players)];
  return variant ? { ...o, variant } : o;
}, DiplomacyOptions);

/** Every game the bot ships, in the order they are offered. */
export const GAMES: AnyGameModule[] = [
  // With 2–3 players a seat holds several Powers (3.2); the set-up deals them.
  { ...belleEpoque, seatRoles: (s: BelleState) => s.seats.map((x) => [...x.powers]) },
  { ...diplomacy, optionsSchema: DiplomacyTableOptions, seatRoles: (s: DiplomacyState) => s.seats.map((x) => [...x]) },
  versailles1919,
  succession1701,
];
