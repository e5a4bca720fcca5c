// One /1701 subcommand per decision of the engine's action union (a few share one, e.g. `end` is the
// end of organisation or of the turn). Every option is a string autocompleted from legalActions:
// `pick` reads the option's value out of a legal action, so this layer never decides what is legal.
import type { Succession1701Action } from '../../engine/succession-1701/index.js';
import { subOfAction } from '../kit/menus.js';

export type S1701Action = Succession1701Action;
export type ActionType = S1701Action['type'];

/** What an option names, for labels: a town, an army, a general… */
export type FieldKind =
  | 'army'
  | 'town'
  | 'general'
  | 'state'
  | 'treasury'
  | 'depot'
  | 'tactical'
  | 'line'
  | 'number'
  | 'yesno'
  | 'then'
  | 'focus'
  | 'choice'
  | 'source'
  | 'method'
  | 'code'
  | 'perform'
  | 'go'
  | 'target'
  | 'prisoner';

export interface FieldSpec {
  opt: string;
  kind: FieldKind;
  /** text path of the option's description when `cmd.opt.<opt>` does not fit this subcommand */
  desc?: string;
  /** the option's value in a legal action, as the string the option carries */
  pick(a: S1701Action): string;
}

export interface SubSpec {
  name: string;
  /** subcommand group (`/1701 battle …`) */
  group?: 'battle';
  types: readonly ActionType[];
  fields: readonly FieldSpec[];
  /** only some actions of these types (a siege is a move that ends in a siege) */
  only?(a: S1701Action): boolean;
  /** the choice is secret until both sides have chosen (battle cards) */
  secret?: boolean;
}

/** Values as option strings: ids as they are, numbers in digits, yes/no, `none` for null. */
export function encode(v: unknown): string {
  if (v === null || v === undefined) return 'none';
  if (typeof v === 'boolean') return v ? 'yes' : 'no';
  return String(v);
}

type A<T extends ActionType> = Extract<S1701Action, { type: T }>;
// Each `pick` is typed for its own action type at the call site; the spec only ever hands it those.
// biome-ignore lint/suspicious/noExplicitAny: the one place that erases the type parameters
const f = (opt: string, kind: FieldKind, pick: (a: any) => unknown, desc?: string): FieldSpec => ({
  opt,
  kind,
  pick: (a) => encode(pick(a)),
  ...(desc ? { desc } : {}),
});
const isMove = (then: A<'move'>['then']) => (a: S1701Action) => a.type !== 'move' || a.then === then;

export const ACTION_SUBS: readonly SubSpec[] = [
  // Organisation (§13, §15)
  {
    name: 'form',
    types: ['form_army'],
    fields: [
      f('general', 'general', (a: A<'form_army'>) => a.general),
      f('state', 'state', (a: A<'form_army'>) => a.state),
      f('size', 'number', (a: A<'form_army'>) => a.size),
      f('town', 'town', (a: A<'form_army'>) => a.town),
    ],
  },
  {
    name: 'assign',
    types: ['assign_general', 'enlist_general'],
    fields: [
      f('general', 'general', (a: A<'assign_general'>) => a.general),
      f('army', 'army', (a: S1701Action) => (a.type === 'assign_general' ? a.army : null), 'cmd.opt.assign_army'),
    ],
  },
  {
    name: 'disband',
    types: ['disband_army', 'disband_brigades'],
    fields: [
      f('army', 'army', (a: A<'disband_army'>) => a.army),
      f('state', 'state', (a: S1701Action) => (a.type === 'disband_brigades' ? a.state : null), 'cmd.opt.home_state'),
      f(
        'brigades',
        'number',
        (a: S1701Action) => (a.type === 'disband_brigades' ? a.brigades : null),
        'cmd.opt.home_brigades',
      ),
    ],
  },
  {
    name: 'ransom',
    types: ['ransom_offer', 'ransom_answer'],
    fields: [
      f('prisoner', 'prisoner', (a: S1701Action) => (a.type === 'ransom_offer' ? a.prisoner : null)),
      f('amount', 'number', (a: S1701Action) => (a.type === 'ransom_offer' ? a.amount : null)),
      f('agree', 'yesno', (a: S1701Action) => (a.type === 'ransom_answer' ? a.accept : null)),
      f(
        'treasury',
        'treasury',
        (a: S1701Action) => (a.type === 'ransom_answer' ? a.treasury : null),
        'cmd.opt.ransom_treasury',
      ),
    ],
  },
  { name: 'end', types: ['end_organisation', 'end_turn'], fields: [] },
  // Strategy card (§11)
  {
    name: 'obligation',
    types: ['card_obligation'],
    fields: [f('perform', 'perform', (a: A<'card_obligation'>) => a.perform)],
  },
  { name: 'penalty', types: ['penalty_target'], fields: [f('target', 'target', (a: A<'penalty_target'>) => a.target)] },
  {
    name: 'opportunity',
    types: ['opportunity', 'battle_opportunity'],
    fields: [
      f('code', 'code', (a: A<'opportunity'>) => a.code),
      f('target', 'target', (a: S1701Action) => (a.type === 'opportunity' ? a.target : null)),
    ],
  },
  // Actions (§9, §14, §21-23)
  {
    name: 'move',
    types: ['move'],
    only: isMove('none'),
    fields: [
      f('army', 'army', (a: A<'move'>) => a.army),
      f('to', 'town', (a: A<'move'>) => a.to),
      f('forced', 'yesno', (a: A<'move'>) => a.forcedOk),
    ],
  },
  {
    name: 'attack',
    types: ['attack', 'attack_two'],
    fields: [
      f('army', 'army', (a: S1701Action) => (a.type === 'attack_two' ? a.armies[0] : (a as A<'attack'>).army)),
      f('target', 'army', (a: A<'attack'>) => a.target),
      f('from', 'town', (a: S1701Action) => (a.type === 'attack' ? a.from : null)),
      f('with', 'army', (a: S1701Action) => (a.type === 'attack_two' ? a.armies[1] : null)),
      f('commander', 'general', (a: S1701Action) => (a.type === 'attack_two' ? a.commander : null)),
      f('forced', 'yesno', (a: S1701Action) => (a.type === 'attack' ? a.forcedOk : false)),
    ],
  },
  {
    name: 'siege',
    types: ['move'],
    only: isMove('siege'),
    fields: [
      f('army', 'army', (a: A<'move'>) => a.army),
      f('town', 'town', (a: A<'move'>) => a.to),
      f('forced', 'yesno', (a: A<'move'>) => a.forcedOk),
    ],
  },
  {
    name: 'storm',
    types: ['storm', 'move'],
    only: isMove('storm'),
    fields: [
      f('army', 'army', (a: A<'storm'>) => a.army),
      f('town', 'town', (a: S1701Action) => (a.type === 'move' ? a.to : 'here')),
      f('forced', 'yesno', (a: S1701Action) => (a.type === 'move' ? a.forcedOk : false)),
    ],
  },
  {
    name: 'raid',
    types: ['move'],
    only: isMove('raid'),
    fields: [
      f('army', 'army', (a: A<'move'>) => a.army),
      f('town', 'town', (a: A<'move'>) => a.to),
      f('forced', 'yesno', (a: A<'move'>) => a.forcedOk),
    ],
  },
  {
    name: 'reinforce',
    types: ['reinforce'],
    fields: [
      f('army', 'army', (a: A<'reinforce'>) => a.army),
      f('depot', 'depot', (a: A<'reinforce'>) => a.depot),
      f('brigades', 'number', (a: A<'reinforce'>) => a.brigades),
    ],
  },
  {
    name: 'garrison',
    types: ['garrison'],
    fields: [
      f('army', 'army', (a: A<'garrison'>) => a.army),
      f('brigades', 'number', (a: A<'garrison'>) => a.brigades),
    ],
  },
  { name: 'ungarrison', types: ['ungarrison'], fields: [f('army', 'army', (a: A<'ungarrison'>) => a.army)] },
  {
    name: 'diplomacy',
    types: ['diplomacy'],
    fields: [
      f('state', 'state', (a: A<'diplomacy'>) => a.target),
      f('treasury', 'treasury', (a: A<'diplomacy'>) => a.treasury),
      f('bonus', 'number', (a: A<'diplomacy'>) => a.bonus),
      f('card', 'yesno', (a: A<'diplomacy'>) => a.useOpp),
    ],
  },
  { name: 'pass', types: ['pass'], fields: [] },
  { name: 'react', types: ['react'], fields: [f('army', 'army', (a: A<'react'>) => a.army)] },
  {
    name: 'assault',
    types: ['storm_play', 'storm_abandon'],
    fields: [f('card', 'tactical', (a: S1701Action) => (a.type === 'storm_play' ? a.card : 'abandon'))],
  },
  // Battles (§18-21): `/1701 battle …`
  {
    name: 'defend',
    group: 'battle',
    types: ['defend'],
    fields: [f('choice', 'choice', (a: A<'defend'>) => a.choice), f('to', 'town', (a: A<'defend'>) => a.to)],
  },
  {
    name: 'deploy',
    group: 'battle',
    types: ['battle_deploy'],
    fields: [f('focus', 'focus', (a: A<'battle_deploy'>) => a.focus)],
  },
  {
    name: 'engage',
    group: 'battle',
    types: ['battle_attack'],
    fields: [
      f('line', 'line', (a: A<'battle_attack'>) => a.line),
      f('dispatch', 'tactical', (a: A<'battle_attack'>) => a.dispatch),
    ],
  },
  {
    name: 'respond',
    group: 'battle',
    types: ['battle_respond'],
    fields: [
      f('source', 'source', (a: A<'battle_respond'>) => a.source),
      f('card', 'tactical', (a: A<'battle_respond'>) => a.card),
    ],
  },
  {
    name: 'card',
    group: 'battle',
    types: ['battle_play'],
    secret: true,
    fields: [f('card', 'tactical', (a: A<'battle_play'>) => a.card)],
  },
  {
    name: 'shift',
    group: 'battle',
    types: ['battle_shift'],
    fields: [
      f('card', 'tactical', (a: A<'battle_shift'>) => a.card),
      f('from', 'line', (a: A<'battle_shift'>) => a.from),
      f('to', 'line', (a: A<'battle_shift'>) => a.to),
    ],
  },
  {
    name: 'converge',
    group: 'battle',
    types: ['battle_converge'],
    fields: [
      f('from', 'line', (a: A<'battle_converge'>) => a.from),
      f('to', 'line', (a: A<'battle_converge'>) => a.to),
    ],
  },
  {
    name: 'swap',
    group: 'battle',
    types: ['battle_swap'],
    fields: [f('line', 'line', (a: A<'battle_swap'>) => a.line)],
  },
  {
    name: 'withdraw',
    group: 'battle',
    types: ['battle_withdraw'],
    fields: [f('method', 'method', (a: A<'battle_withdraw'>) => a.method)],
  },
  { name: 'stay', group: 'battle', types: ['battle_stay'], fields: [] },
  {
    name: 'retreat',
    group: 'battle',
    types: ['place_army'],
    fields: [f('army', 'army', (a: A<'place_army'>) => a.army), f('to', 'town', (a: A<'place_army'>) => a.to)],
  },
  {
    name: 'continue',
    group: 'battle',
    types: ['battle_second_round'],
    fields: [f('accept', 'yesno', (a: A<'battle_second_round'>) => a.accept)],
  },
  {
    name: 'advance',
    group: 'battle',
    types: ['advance'],
    fields: [f('go', 'go', (a: A<'advance'>) => a.go), f('then', 'then', (a: A<'advance'>) => a.then)],
  },
];

/** The subcommand that names this action (the first whose types and filter take it). */
export function subOf(a: S1701Action): SubSpec {
  return subOfAction(ACTION_SUBS, a)!;
}

/** The slash line that names exactly this action (tests and the console use it). */
export function commandFor(a: S1701Action): { group?: string; subcommand: string; options: Record<string, string> } {
  const spec = subOf(a);
  return {
    ...(spec.group ? { group: spec.group } : {}),
    subcommand: spec.name,
    options: Object.fromEntries(spec.fields.map((x) => [x.opt, x.pick(a)])),
  };
}

/** Does the legal action `a` belong to the subcommand and carry the given option values? */
export function matches(spec: SubSpec, a: S1701Action, given: Map<string, string>): boolean {
  if (!spec.types.includes(a.type) || (spec.only && !spec.only(a))) return false;
  return spec.fields.every((x) => !given.has(x.opt) || x.pick(a) === given.get(x.opt));
}
