// The one union of actions (STYLE §4). An action records what the player chose, never its result.
import { z } from 'zod';

const NationId = z.enum(['britain', 'france', 'usa', 'italy']);
const RegionId = z.enum(['europe', 'balkans', 'middle_east', 'pacific', 'africa']);
const UnitSourceId = z.union([z.enum(['available', 'exhausted']), RegionId]);

/** 4.2: cubes on two different Issues so that you lead both. */
export const Place = z.object({
  type: z.literal('place'),
  issues: z.tuple([z.string(), z.string()]),
  cubes: z.tuple([z.number().int().min(1), z.number().int().min(1)]),
});
/** 4.3: up to 6 exhausted cubes back, all exhausted units back, and any deployed units you name. */
export const Recover = z.object({
  type: z.literal('recover'),
  cubes: z.number().int().min(0).max(6),
  withdraw: z.array(RegionId),
});
/** 4.4: settle a Table Issue. */
export const Settle = z.object({ type: z.literal('settle'), issue: z.string() });
/** 4.7: deploy (or move) one unit to a slot of a region track. */
export const Deploy = z.object({
  type: z.literal('deploy'),
  from: UnitSourceId,
  region: RegionId,
  column: z.number().int().min(5).max(8),
});
/** 4.8: demobilize one unit. */
export const Demobilize = z.object({ type: z.literal('demobilize'), from: UnitSourceId });
export const EndTurn = z.object({ type: z.literal('end_turn') });
/** 6.1: the shared USA faction's political action, taken by the Active Player in the 2-player game. */
const UsaPlace = z.object({ type: z.literal('usa_place'), issues: z.tuple([z.string(), z.string()]) });
const UsaSettle = z.object({ type: z.literal('usa_settle'), issue: z.string() });
const UsaRecover = z.object({ type: z.literal('usa_recover') });
/** 4.5: the controller picks an option; `flags` names the flag of each chooser's-flag token in order. */
const ChooseOption = z.object({
  type: z.literal('choose_option'),
  option: z.string(),
  flags: z.array(z.enum(['britain', 'usa', 'france', 'italy'])),
});
/** Any choice inside an event, tie-break or faction switch: one of the offered keys. */
const Decide = z.object({ type: z.literal('decide'), choice: z.string() });
/** 4.4 step 3: the Waiting Room Issue and Event moved to the Table, and whether to put a cube on it. */
export const Advance = z.object({
  type: z.literal('advance'),
  issue: z.string().nullable(),
  event: z.string().nullable(),
  cube: z.boolean(),
});
/** 4.4 step 4: refill from the discard pile (1st, 2nd, 3rd card) or draw two from the deck. */
export const Refill = z.object({
  type: z.literal('refill'),
  pick: z.enum(['discard1', 'discard2', 'discard3', 'deck']),
});
export const Keep = z.object({ type: z.literal('keep'), issue: z.string() });
/** 4.10: die modifier declared by a player with a unit in columns 5-7 of the checked region. */
const DeclareDrm = z.object({
  type: z.literal('declare_drm'),
  modifier: z.union([z.literal(-1), z.literal(0), z.literal(1)]),
});
const ChooseVictim = z.object({ type: z.literal('choose_victim'), nation: NationId });
/** 4.11: a bid replaces your earlier one. */
const PlaceBid = z.object({
  type: z.literal('bid'),
  units: z.number().int().min(0).max(3),
  regionUnit: z.boolean(),
  cubes: z.number().int().min(0).max(15),
});
const PassBid = z.object({ type: z.literal('pass') });
const ChooseStrategy = z.object({ type: z.literal('choose_strategy'), card: z.string() });
/** 4.9: the unit a nation over its limit sends to the demobilization box "1". */
export const Mutiny = z.object({ type: z.literal('mutiny'), from: UnitSourceId });
/** 4.14: the negotiated transfer, binding once both agree. */
const ProposeSwap = z.object({
  type: z.literal('propose_swap'),
  partner: NationId,
  cubes: z.number().int().min(1).max(6),
  give: z.boolean(),
});
const AcceptSwap = z.object({ type: z.literal('accept_swap') });
const DeclineSwap = z.object({ type: z.literal('decline_swap') });

export const Action = z.discriminatedUnion('type', [
  Place,
  Recover,
  Settle,
  Deploy,
  Demobilize,
  EndTurn,
  UsaPlace,
  UsaSettle,
  UsaRecover,
  ChooseOption,
  Decide,
  Advance,
  Refill,
  Keep,
  DeclareDrm,
  ChooseVictim,
  PlaceBid,
  PassBid,
  ChooseStrategy,
  Mutiny,
  ProposeSwap,
  AcceptSwap,
  DeclineSwap,
]);
export type Action = z.infer<typeof Action>;
