import { z } from 'zod';
import { POWERS } from './data/powers.js';
import { PORTUGUESE_SETUP, type PortugueseSplit } from './data/territories.js';

/** Game options (3.2, 6.1). Every field has a default. */
export const BelleOptions = z.object({
  /** 1–4 human players; all four Powers are always in play (3.2); 1 is solo against three NP Powers (13.0) */
  players: z.number().int().min(1).max(4).default(4),
  /** 13.0: Powers played by the engine (2–3 players); empty = the base seat packages of 3.2 */
  npPowers: z.array(z.enum(POWERS)).default([]),
  /** 13.10 solo: the Power the human plays (null: dealt by the die) */
  soloPower: z.enum(POWERS).nullable().default(null),
  /** 3.2 option A (random counters) or option B (die-roll draft) */
  powerChoice: z.enum(['random', 'draft']).default('random'),
  /** 6.1: the Dreyfus Affair promo Event (then 4 Era II cards leave the game) */
  dreyfus: z.boolean().default(false),
  /** the three promo Intrigue cards */
  promoIntrigue: z.boolean().default(false),
  /** differences R1: selling armaments into a territory locked by Diplomatic Contrasts costs 1 Prestige */
  contrastsPenalty: z.boolean().default(true),
  /** 3.1: the Portuguese setup cubes as the 3.3 / 8.2.4 examples show them (Tanganyika 2, Namibia 1) or as the 3.1 table lists them (1 and 2) */
  portugueseCubes: z.enum(Object.keys(PORTUGUESE_SETUP) as [PortugueseSplit, ...PortugueseSplit[]]).default('examples'),
});
export type BelleOptions = z.infer<typeof BelleOptions>;

const Territory = z.string();
const n = z.number().int().min(0);

const ChoosePowers = z.object({ type: z.literal('choose_powers'), package: n });
const SetupPlace = z.object({ type: z.literal('setup_place'), territory: Territory });
const KeepIntrigue = z.object({ type: z.literal('keep_intrigue'), card: z.string() });
const BuyUnits = z.object({ type: z.literal('buy_units'), armies: n, fleets: n });
const SendDm = z.object({ type: z.literal('send_dm'), territory: Territory, space: n });
const BuildGreatWork = z.object({ type: z.literal('build_great_work') });
export const Invest = z.object({ type: z.literal('invest') });
const GainPrestige = z.object({ type: z.literal('gain_prestige') });
const PlayCard = z.object({ type: z.literal('play_card'), card: z.string(), half: z.string() });
const ResolveDispute = z.object({
  type: z.literal('resolve_dispute'),
  territory: Territory,
  space: n,
  fleets: n,
  minorFleets: n,
  card: z.string().nullable(),
});
export const Commit = z.object({
  type: z.literal('commit'),
  fleets: n,
  minorFleets: n,
  armies: n,
  minorArmies: n,
  card: z.string().nullable(),
});
export const Reroll = z.object({ type: z.literal('reroll'), card: z.string().nullable() });
const DeployFleets = z.object({
  type: z.literal('deploy_fleets'),
  fleet: z.string(),
  to: z.enum(['EU', 'AF', 'AS']),
});
const MoveFleet = z.object({ type: z.literal('move_fleet'), fleet: z.string(), to: z.enum(['EU', 'AF', 'AS']) });
const EndDeploy = z.object({ type: z.literal('end_deploy') });
const SellArmaments = z.object({
  type: z.literal('sell_armaments'),
  territory: Territory,
  fleetFrom: z.string().nullable(),
  replace: z.array(n),
});
export const Choose = z.object({ type: z.literal('choose'), option: z.string() });
export const EndTurn = z.object({ type: z.literal('end_turn') });
export const Pass = z.object({ type: z.literal('pass') });

/** Every action of La Belle Époque: what the player chose, never what resulted from it. */
export const BelleAction = z.discriminatedUnion('type', [
  ChoosePowers,
  SetupPlace,
  KeepIntrigue,
  BuyUnits,
  SendDm,
  BuildGreatWork,
  Invest,
  GainPrestige,
  PlayCard,
  ResolveDispute,
  Commit,
  Reroll,
  DeployFleets,
  MoveFleet,
  EndDeploy,
  SellArmaments,
  Choose,
  EndTurn,
  Pass,
]);
export type BelleAction = z.infer<typeof BelleAction>;
