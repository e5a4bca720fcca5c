import { z } from 'zod';

/** The seven Great Powers, in the rulebook's order (§I): England, Germany, Russia, Turkey, Austria-Hungary, Italy, France. */
export const POWERS = ['england', 'germany', 'russia', 'turkey', 'austria', 'italy', 'france'] as const;
export const Power = z.enum(POWERS);
export type Power = z.infer<typeof Power>;

export const UnitType = z.enum(['army', 'fleet']);
export type UnitType = z.infer<typeof UnitType>;

/** A location: a province id, or a province id and a coast for fleets in bul/spa/stp (`'spa/sc'`). */
export const Loc = z.string().regex(/^[a-z]{3}(\/(nc|sc|ec))?$/);
export type Loc = string;

export const Unit = z.object({ power: Power, type: UnitType, at: Loc });
export type Unit = z.infer<typeof Unit>;

const unitFields = { unit: Loc, unitType: UnitType.optional() };

/** Orders in canonical form: what the player asked, before any adjudication (STYLE §4). */
const HoldOrder = z.object({ type: z.literal('hold'), ...unitFields });
const MoveOrder = z.object({
  type: z.literal('move'),
  ...unitFields,
  to: Loc,
  viaConvoy: z.boolean().optional(),
});
/** Support: `target` is where the supported unit stands; `to` absent = support to hold. */
const SupportOrder = z.object({
  type: z.literal('support'),
  ...unitFields,
  target: Loc,
  targetType: UnitType.optional(),
  to: Loc.optional(),
});
const ConvoyOrder = z.object({
  type: z.literal('convoy'),
  ...unitFields,
  target: Loc,
  targetType: UnitType.optional(),
  to: Loc,
});
const RetreatOrder = z.object({ type: z.literal('retreat'), ...unitFields, to: Loc });
const DisbandOrder = z.object({ type: z.literal('disband'), ...unitFields });
const BuildOrder = z.object({ type: z.literal('build'), unitType: UnitType, at: Loc });
const RemoveOrder = z.object({ type: z.literal('remove'), ...unitFields });
const WaiveOrder = z.object({ type: z.literal('waive') });

export const Order = z.discriminatedUnion('type', [
  HoldOrder,
  MoveOrder,
  SupportOrder,
  ConvoyOrder,
  RetreatOrder,
  DisbandOrder,
  BuildOrder,
  RemoveOrder,
  WaiveOrder,
]);
export type Order = z.infer<typeof Order>;
export const Season = z.enum(['spring', 'fall', 'winter']);
export type Season = z.infer<typeof Season>;
export const PhaseKind = z.enum(['movement', 'retreat', 'adjustment']);
export type PhaseKind = z.infer<typeof PhaseKind>;

/** A unit dislodged in a movement phase: where its attacker came from and where it may retreat. */
export interface Dislodged {
  power: Power;
  type: UnitType;
  at: Loc;
  from: string;
  viaConvoy: boolean;
  retreats: Loc[];
}

export type OrderResult = 'succeeds' | 'fails' | 'illegal';

/** One order with its outcome, as kept in the history and shown after a phase. */
export interface OrderOutcome {
  power: Power;
  order: Order;
  result: OrderResult;
  /** short code: bounced, cut, void, dislodged, no_convoy, not_adjacent, ... (i18n `reason.<code>`) */
  reason: string;
}

/**
 * The switches between the DATC v3.0 / 2023 preferences and the Italian edition's own rulings
 * (docs/rules-decisions/diplomacy.md, D-n). `datc` is the default edition; `classic-it` flips every switch.
 */
export interface RuleSet {
  edition: Edition;
  /** D-1: a multi-route convoy fails when every route is broken (allRoutes) or when any fleet on any route is dislodged (anyRoute). */
  convoyDisruption: 'allRoutes' | 'anyRoute';
  /** D-2: Szykman, or the 1971 rule (a convoyed army does not cut a support against its own convoy) with Szykman as fall-back. */
  paradoxRule: 'szykman' | 'classic';
  /** D-3: convoy to an adjacent province only by intent (own fleet or 'via convoy'), or whenever a matching convoy and a swap exist. */
  adjacentConvoy: 'intent2023' | 'classic';
  /** D-4: a unit dislodged by a convoyed army may retreat to that army's start province. */
  retreatToConvoyOrigin: boolean;
  /** D-5: a dislodged unit has no effect on its attacker's start space even if the attacker came by convoy. */
  dislodgedNoEffectLiteral: boolean;
  /** D-7: civil disorder removals by distance to owned centres (2023) or home centres (Italian text). */
  cdRemoval: 'ownedCentres' | 'homeCentres';
  /** D-9: a fleet moving to a two-coast province must name the coast even when only one is reachable. */
  requireCoast: boolean;
}

export const Edition = z.enum(['datc', 'classic-it']);
export type Edition = z.infer<typeof Edition>;

export function ruleSet(edition: Edition): RuleSet {
  if (edition === 'classic-it') {
    return {
      edition,
      convoyDisruption: 'anyRoute',
      paradoxRule: 'classic',
      adjacentConvoy: 'classic',
      retreatToConvoyOrigin: false,
      dislodgedNoEffectLiteral: true,
      cdRemoval: 'homeCentres',
      requireCoast: true,
    };
  }
  return {
    edition,
    convoyDisruption: 'allRoutes',
    paradoxRule: 'szykman',
    adjacentConvoy: 'intent2023',
    retreatToConvoyOrigin: true,
    dislodgedNoEffectLiteral: false,
    cdRemoval: 'ownedCentres',
    requireCoast: false,
  };
}
