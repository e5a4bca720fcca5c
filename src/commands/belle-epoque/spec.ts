import type { BelleAction } from '../../engine/belle-epoque/schema.js';

/**
 * How each `/lbe` subcommand maps onto the engine's action union: which action types it may produce
 * and which option fills which field. Every option is a string with autocomplete (Discord sends
 * autocomplete choices as strings), decoded here; `def` is the value an omitted option stands for.
 */
export type ActionType = BelleAction['type'];

export interface FieldSpec {
  /** slash option name */
  opt: string;
  /** action field */
  key: string;
  kind: 'string' | 'int' | 'nullable' | 'list';
  /** value when the option is omitted (undefined: no default, the choice stays open) */
  def?: unknown;
  /** text path of the option description */
  desc: string;
  required?: boolean;
}

export interface SubSpec {
  name: string;
  types: ActionType[];
  fields: FieldSpec[];
}

const F = (
  opt: string,
  key: string,
  kind: FieldSpec['kind'],
  desc: string,
  extra: Partial<FieldSpec> = {},
): FieldSpec => ({ opt, key, kind, desc: `cmd.opt.${desc}`, ...extra });
const territory = F('territory', 'territory', 'string', 'territory', { required: true });
const count = (opt: string, key: string, desc = opt) => F(opt, key, 'int', desc, { def: 0 });

export const ACTION_SUBS: readonly SubSpec[] = [
  { name: 'setup', types: ['setup_place'], fields: [territory] },
  { name: 'keep', types: ['keep_intrigue'], fields: [F('card', 'card', 'string', 'card', { required: true })] },
  { name: 'buy', types: ['buy_units'], fields: [count('armies', 'armies'), count('fleets', 'fleets')] },
  { name: 'send', types: ['send_dm'], fields: [territory, F('space', 'space', 'int', 'space')] },
  { name: 'greatwork', types: ['build_great_work'], fields: [] },
  { name: 'invest', types: ['invest'], fields: [] },
  { name: 'prestige', types: ['gain_prestige'], fields: [] },
  {
    name: 'play',
    types: ['play_card'],
    fields: [F('card', 'card', 'string', 'card', { required: true }), F('half', 'half', 'string', 'half')],
  },
  {
    name: 'dispute',
    types: ['resolve_dispute'],
    fields: [
      territory,
      F('space', 'space', 'int', 'space'),
      count('fleets', 'fleets'),
      count('minor_fleets', 'minorFleets'),
      F('gunboat', 'card', 'nullable', 'gunboat', { def: null }),
    ],
  },
  {
    name: 'commit',
    types: ['commit'],
    fields: [
      count('fleets', 'fleets'),
      count('armies', 'armies'),
      count('minor_fleets', 'minorFleets'),
      count('minor_armies', 'minorArmies'),
      F('mission', 'card', 'nullable', 'mission', { def: null }),
    ],
  },
  { name: 'reroll', types: ['reroll'], fields: [F('card', 'card', 'nullable', 'reroll_card', { def: null })] },
  {
    name: 'deploy',
    types: ['deploy_fleets', 'move_fleet'],
    fields: [F('fleet', 'fleet', 'string', 'fleet'), F('to', 'to', 'string', 'to')],
  },
  { name: 'stopdeploy', types: ['end_deploy'], fields: [] },
  {
    name: 'sell',
    types: ['sell_armaments'],
    fields: [
      territory,
      F('fleet_from', 'fleetFrom', 'nullable', 'fleet_from'),
      F('replace', 'replace', 'list', 'replace'),
    ],
  },
  { name: 'choose', types: ['choose'], fields: [F('option', 'option', 'string', 'option', { required: true })] },
  { name: 'end', types: ['end_turn'], fields: [] },
  { name: 'pass', types: ['pass'], fields: [] },
];

export const SUB_BY_NAME = new Map(ACTION_SUBS.map((s) => [s.name, s]));
export const SUB_BY_TYPE = new Map<ActionType, SubSpec>(
  ACTION_SUBS.flatMap((s) => s.types.map((t) => [t, s] as const)),
);

/** An action field as an option string: null → `none`, a list → `1,2` (empty → `none`). */
export function encode(v: unknown): string {
  if (v === null || v === undefined) return 'none';
  if (Array.isArray(v)) return v.length ? v.join(',') : 'none';
  return String(v);
}

/** An option string back to the action field's value; undefined when it cannot be read. */
export function decode(f: FieldSpec, raw: string): unknown {
  const v = raw.trim();
  switch (f.kind) {
    case 'int':
      // digits only: `1e1`, `0x10` or `2.0` are not read as numbers
      return /^\d{1,4}$/.test(v) ? Number(v) : undefined;
    case 'nullable':
      return v === '' || v === 'none' ? null : v;
    case 'list':
      if (v === '' || v === 'none') return [];
      return v.split(/[,\s]+/).every((x) => /^[1-9]\d{0,3}$/.test(x)) ? v.split(/[,\s]+/).map(Number) : undefined;
    default:
      return v;
  }
}

/** The subcommand and options that name `action` exactly (scripts, tests, the docs). */
export function commandFor(action: BelleAction): { subcommand: string; options: Record<string, string> } {
  const sub = SUB_BY_TYPE.get(action.type)!;
  const options: Record<string, string> = {};
  for (const f of sub.fields) options[f.opt] = encode((action as Record<string, unknown>)[f.key]);
  return { subcommand: sub.name, options };
}
