import type { AnyGameModule, BaseState, Role } from '../engine/core/types.js';
import type { SeatRow } from '../db/games-repo.js';

/**
 * Seats follow the game's seatRoles: a role that joins a player seat mid-game (Italy in the two-player
 * Diplomacy game, when the coin decides its side) goes to whoever holds that seat's other roles.
 * Returns the seats with the new rows, or null when every role already has one.
 */
export function followSeatRoles(module: AnyGameModule, seats: SeatRow[], state: BaseState): SeatRow[] | null {
  if (!module.seatRoles) return null;
  const added: SeatRow[] = [];
  for (const group of module.seatRoles(state) as Role[][]) {
    const owner = group.map((r) => seats.find((x) => x.role === r)).find((x) => x !== undefined);
    if (!owner) continue;
    for (const role of group)
      if (!seats.some((x) => x.role === role) && !added.some((x) => x.role === role)) added.push({ ...owner, role });
  }
  return added.length ? [...seats, ...added] : null;
}

/** Seats in the rulebook's order of roles; numbered lobby seats by number. */
export function sortSeats(seats: SeatRow[], roles: Role[]): SeatRow[] {
  const rank = (r: Role) => {
    const n = /^seat-(\d+)$/.exec(r);
    if (n) return Number(n[1]);
    const i = roles.indexOf(r);
    return i < 0 ? 1000 : i;
  };
  return [...seats].sort((a, b) => rank(a.role) - rank(b.role));
}
