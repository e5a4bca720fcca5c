// Pieces of an action's reply that every game command shares.
import type { ActOutcome } from '../../bot/play.js';

/** Several acts in one request (a card and its target, a move and its follow-up) read as one outcome. */
export function mergeOutcomes(outs: ActOutcome[]): ActOutcome {
  const last = outs[outs.length - 1]!;
  return {
    ...last,
    before: outs[0]!.before,
    applied: outs.flatMap((o) => o.applied),
    duplicate: outs.every((o) => o.duplicate),
  };
}
