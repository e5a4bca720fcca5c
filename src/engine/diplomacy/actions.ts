import { z } from 'zod';
import { Order, Power } from './types.js';

/** Replace all of this power's orders for the current phase. */
const SetOrders = z.object({ type: z.literal('set_orders'), orders: z.array(Order) });
/** Add one order, replacing any order for the same unit (or build site). */
const SetOrder = z.object({ type: z.literal('set_order'), order: Order });
const ClearOrders = z.object({ type: z.literal('clear_orders') });
/** Done for this phase; when every power that owes orders is ready the phase is adjudicated. */
export const Ready = z.object({ type: z.literal('ready') });
const Unready = z.object({ type: z.literal('unready') });
/** A draw needs every surviving power (§II, E-2). */
const VoteDraw = z.object({ type: z.literal('vote_draw'), draw: z.boolean() });
/** A concession: every other surviving power concedes the game to `to` (null withdraws the vote). */
const VoteConcede = z.object({ type: z.literal('vote_concede'), to: Power.nullable() });
/** The deadline passed (the platform's SYSTEM role): adjudicate now, missing orders follow civil disorder. */
const ClosePhase = z.object({ type: z.literal('close_phase') });

export const DiplomacyAction = z.discriminatedUnion('type', [
  SetOrders,
  SetOrder,
  ClearOrders,
  Ready,
  Unready,
  VoteDraw,
  VoteConcede,
  ClosePhase,
]);
export type DiplomacyAction = z.infer<typeof DiplomacyAction>;
