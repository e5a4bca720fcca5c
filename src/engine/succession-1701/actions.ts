import { z } from 'zod';

// One discriminated union of everything a coalition can choose (STYLE §4). Ids are data ids.
const Id = z.string().min(1).max(40);
const Line = z.enum(['left', 'centre', 'right']);
const Then = z.enum(['none', 'siege', 'storm', 'raid']);

export const FormArmy = z.object({
  type: z.literal('form_army'),
  general: Id,
  state: Id,
  size: z.union([z.literal(4), z.literal(6)]),
  town: Id,
});
export const AssignGeneral = z.object({ type: z.literal('assign_general'), army: Id, general: Id });
export const DisbandArmy = z.object({ type: z.literal('disband_army'), army: Id });
export const DisbandBrigades = z.object({
  type: z.literal('disband_brigades'),
  army: Id,
  state: Id,
  brigades: z.number().int().min(1).max(5),
});
export const EnlistGeneral = z.object({ type: z.literal('enlist_general'), general: Id });
export const EndOrganisation = z.object({ type: z.literal('end_organisation') });
export const CardObligation = z.object({ type: z.literal('card_obligation'), perform: z.boolean() });
export const PenaltyTarget = z.object({ type: z.literal('penalty_target'), target: Id });
export const Move = z.object({ type: z.literal('move'), army: Id, to: Id, then: Then, forcedOk: z.boolean() });
export const Attack = z.object({ type: z.literal('attack'), army: Id, from: Id, target: Id, forcedOk: z.boolean() });
export const AttackTwo = z.object({
  type: z.literal('attack_two'),
  armies: z.tuple([Id, Id]),
  target: Id,
  commander: Id,
});
export const Storm = z.object({ type: z.literal('storm'), army: Id });
export const Reinforce = z.object({
  type: z.literal('reinforce'),
  depot: Id,
  army: Id,
  brigades: z.number().int().min(1).max(6),
});
export const Garrison = z.object({ type: z.literal('garrison'), army: Id, brigades: z.number().int().min(1).max(6) });
export const Ungarrison = z.object({ type: z.literal('ungarrison'), army: Id });
export const Diplomacy = z.object({
  type: z.literal('diplomacy'),
  target: Id,
  treasury: Id,
  bonus: z.number().int().min(0).max(2),
  useOpp: z.boolean(),
});
export const Opportunity = z.object({
  type: z.literal('opportunity'),
  code: z.enum(['HALT', 'INCOME_PLUS', 'INCOME_MINUS']),
  target: Id,
});
export const Pass = z.object({ type: z.literal('pass') });
export const EndTurn = z.object({ type: z.literal('end_turn') });
export const Defend = z.object({
  type: z.literal('defend'),
  choice: z.enum(['fight', 'retreat', 'shut_in']),
  to: Id.nullable(),
});
export const React = z.object({ type: z.literal('react'), army: Id });
export const Advance = z.object({ type: z.literal('advance'), go: z.boolean(), then: Then });
export const BattleDeploy = z.object({
  type: z.literal('battle_deploy'),
  focus: z.enum(['left', 'centre', 'right', 'even']),
});
export const BattleOpportunity = z.object({
  type: z.literal('battle_opportunity'),
  code: z.enum(['RES_PLUS', 'RES_MINUS']),
});
export const BattleAttack = z.object({ type: z.literal('battle_attack'), line: Line, dispatch: Id.nullable() });
export const BattleShift = z.object({ type: z.literal('battle_shift'), card: Id, from: Line, to: Line });
export const BattleConverge = z.object({ type: z.literal('battle_converge'), from: Line, to: Line });
export const BattleSwap = z.object({ type: z.literal('battle_swap'), line: Line });
export const BattleRespond = z.object({
  type: z.literal('battle_respond'),
  source: z.enum(['reserve', 'left', 'centre', 'right', 'flee']),
  card: Id.nullable(),
});
export const BattlePlay = z.object({ type: z.literal('battle_play'), card: Id });
export const BattleWithdraw = z.object({ type: z.literal('battle_withdraw'), method: z.enum(['joker', 'roll']) });
export const BattleStay = z.object({ type: z.literal('battle_stay') });
export const PlaceArmy = z.object({ type: z.literal('place_army'), army: Id, to: Id });
export const RansomOffer = z.object({
  type: z.literal('ransom_offer'),
  prisoner: Id,
  amount: z.number().int().min(1).max(12),
});
export const RansomAnswer = z.object({
  type: z.literal('ransom_answer'),
  accept: z.boolean(),
  treasury: Id.nullable(),
});
export const BattleSecondRound = z.object({ type: z.literal('battle_second_round'), accept: z.boolean() });
export const StormPlay = z.object({ type: z.literal('storm_play'), card: Id });
export const StormAbandon = z.object({ type: z.literal('storm_abandon') });

export const Action = z.discriminatedUnion('type', [
  FormArmy,
  AssignGeneral,
  DisbandArmy,
  DisbandBrigades,
  EnlistGeneral,
  EndOrganisation,
  CardObligation,
  PenaltyTarget,
  Move,
  Attack,
  AttackTwo,
  Storm,
  Reinforce,
  Garrison,
  Ungarrison,
  Diplomacy,
  Opportunity,
  Pass,
  EndTurn,
  Defend,
  React,
  Advance,
  BattleDeploy,
  BattleOpportunity,
  BattleAttack,
  BattleShift,
  BattleConverge,
  BattleSwap,
  BattleRespond,
  BattlePlay,
  BattleWithdraw,
  BattleStay,
  BattleSecondRound,
  PlaceArmy,
  RansomOffer,
  RansomAnswer,
  StormPlay,
  StormAbandon,
]);
export type Action = z.infer<typeof Action>;
export type ActionOf<T extends Action['type']> = Extract<Action, { type: T }>;

export const Options = z.object({
  /** 6.3 shorter games: last turn (28 = 1714) */
  lastTurn: z.number().int().min(2).max(28).default(28),
  /** G16: the zone-of-control reaction is mandatory (rule §17) or optional (its example) */
  zocReactionMandatory: z.boolean().default(true),
  /** 6.2: which Alliance capitals count for victory */
  allianceCapitalScope: z.enum(['members', 'leaders']).default('members'),
  /**
   * the computer coalition: `baseline` the one-step heuristic (the default until the look-ahead has
   * its tournament figures), `standard` and `strong` look ahead on the map (search.ts)
   */
  botLevel: z.enum(['baseline', 'standard', 'strong']).default('baseline'),
});
export type Options = z.infer<typeof Options>;
