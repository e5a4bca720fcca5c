import { belleEpoque, type BelleState } from './belle-epoque/index.js';
import type { AnyGameModule } from './core/types.js';
import { diplomacy } from './diplomacy/index.js';
import { succession1701 } from './succession-1701/index.js';
import { versailles1919 } from './versailles-1919/index.js';

/** Every game the bot ships, in the order they are offered. Diplomacy's seat rules live in its own module. */
export const GAMES: AnyGameModule[] = [
  // With 2–3 players a seat holds several Powers (3.2); the set-up deals them.
  { ...belleEpoque, seatRoles: (s: BelleState) => s.seats.map((x) => [...x.powers]) },
  diplomacy,
  versailles1919,
  succession1701,
];
