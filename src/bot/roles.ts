import type { GameEvent, Role } from '../engine/core/types.js';
import type { LoadedGame } from './table.js';
import type { Context } from './types.js';

/** A seat's name in the reader's language (`seat-2` → "Seat 2", `france` → "France"). */
export function roleLabel(ctx: Pick<Context, 't' | 'has'>, slug: string, role: Role): string {
  const seat = /^seat-(\d+)$/.exec(role);
  if (seat) return ctx.t('status.seat_n', { n: seat[1] });
  const key = `${slug}.role.${role}`;
  return ctx.has(key) ? ctx.t(key) : role;
}

export function eventText(ctx: Pick<Context, 't' | 'has'>, e: GameEvent): string {
  return ctx.has(e.key) ? ctx.t(e.key, e.params ?? {}) : `${e.key} ${e.params ? JSON.stringify(e.params) : ''}`.trim();
}

/** Humans who owe an action now, as user ids (each once). */
export function humansToAct(game: LoadedGame): { role: Role; userId: string }[] {
  if (!game.state || game.module.result(game.state)) return [];
  const active = game.module.activeRoles(game.state) as Role[];
  const out: { role: Role; userId: string }[] = [];
  for (const role of active) {
    const seat = game.seats.find((s) => s.role === role && s.userId);
    if (seat?.userId) out.push({ role, userId: seat.userId });
  }
  return out;
}
