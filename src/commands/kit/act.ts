import type { Services } from '../../bot/command.js';
import type { ActOutcome } from '../../bot/play.js';
import type { LoadedGame } from '../../bot/table.js';
import type { Context } from '../../bot/types.js';

/**
 * A seat's action from this request, applied to the game as the request loaded it. `part` names one
 * of several actions one request makes (a power among a player's powers, a card's target after the
 * card): each gets its own interaction id, so a repeated request applies none of them twice.
 */
export function act(
  ctx: Context,
  s: Services,
  game: LoadedGame,
  role: string,
  action: unknown,
  part?: string,
): Promise<ActOutcome> {
  return s.play.act({
    gameId: game.row.id,
    userId: ctx.req.user.id,
    role,
    action,
    interactionId: part === undefined ? ctx.req.id : `${ctx.req.id}:${part}`,
    loaded: game,
  });
}
