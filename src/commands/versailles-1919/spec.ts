// One /versailles subcommand per decision of the engine's action union. Every option is a string
// autocompleted from legalActions: `pick` reads the option's value out of a legal action, so the
// command layer never decides what is legal, it only narrows the engine's list.
import type { VersaillesAction } from '../../engine/versailles-1919/index.js';

export type ActionType = VersaillesAction['type'];

export interface FieldSpec {
  /** option name */
  opt: string;
  /** text path of its description (cmd.opt.*) */
  desc: string;
  /** the option's value in a legal action, as the string the option carries */
  pick(a: VersaillesAction): string;
}

export interface SubSpec {
  name: string;
  types: readonly ActionType[];
  fields: readonly FieldSpec[];
  /** the two Issues of a placement may be named in either order */
  unordered?: [string, string, string, string];
}

const f = (opt: string, pick: (a: VersaillesAction) => unknown, desc = opt): FieldSpec => ({
  opt,
  desc: `cmd.opt.${desc}`,
  pick: (a) => encode(pick(a)),
});

/** Values as option strings: ids as they are, numbers in digits, yes/no, `none` for null or empty. */
export function encode(v: unknown): string {
  if (v === null || v === undefined) return 'none';
  if (typeof v === 'boolean') return v ? 'yes' : 'no';
  if (Array.isArray(v)) return v.length ? v.map(String).join(',') : 'none';
  return String(v);
}

type A<T extends ActionType> = Extract<VersaillesAction, { type: T }>;
const as =
  <T extends ActionType>(fn: (a: A<T>) => unknown) =>
  (a: VersaillesAction) =>
    fn(a as A<T>);

export const ACTION_SUBS: readonly SubSpec[] = [
  {
    name: 'place',
    types: ['place'],
    fields: [
      f(
        'issue1',
        as<'place'>((a) => a.issues[0]),
      ),
      f(
        'issue2',
        as<'place'>((a) => a.issues[1]),
      ),
      f(
        'cubes1',
        as<'place'>((a) => a.cubes[0]),
      ),
      f(
        'cubes2',
        as<'place'>((a) => a.cubes[1]),
      ),
    ],
    unordered: ['issue1', 'issue2', 'cubes1', 'cubes2'],
  },
  {
    name: 'recover',
    types: ['recover'],
    fields: [
      f(
        'cubes',
        as<'recover'>((a) => a.cubes),
      ),
      f(
        'withdraw',
        as<'recover'>((a) => a.withdraw),
      ),
    ],
  },
  {
    name: 'settle',
    types: ['settle'],
    fields: [
      f(
        'issue',
        as<'settle'>((a) => a.issue),
      ),
    ],
  },
  {
    name: 'deploy',
    types: ['deploy'],
    fields: [
      f(
        'region',
        as<'deploy'>((a) => a.region),
      ),
      f(
        'column',
        as<'deploy'>((a) => a.column),
      ),
      f(
        'from',
        as<'deploy'>((a) => a.from),
      ),
    ],
  },
  {
    name: 'demobilize',
    types: ['demobilize'],
    fields: [
      f(
        'from',
        as<'demobilize'>((a) => a.from),
      ),
    ],
  },
  { name: 'end', types: ['end_turn'], fields: [] },
  {
    name: 'usa',
    types: ['usa_place', 'usa_settle', 'usa_recover'],
    fields: [
      f('action', (a) =>
        a.type === 'usa_place'
          ? `place:${a.issues.join('+')}`
          : a.type === 'usa_settle'
            ? `settle:${a.issue}`
            : 'recover',
      ),
    ],
  },
  {
    name: 'option',
    types: ['choose_option'],
    fields: [
      f(
        'option',
        as<'choose_option'>((a) => a.option),
      ),
      f(
        'flags',
        as<'choose_option'>((a) => a.flags),
      ),
    ],
  },
  {
    name: 'choose',
    types: ['decide'],
    fields: [
      f(
        'choice',
        as<'decide'>((a) => a.choice),
      ),
    ],
  },
  {
    name: 'advance',
    types: ['advance'],
    fields: [
      f(
        'issue',
        as<'advance'>((a) => a.issue),
      ),
      f(
        'event',
        as<'advance'>((a) => a.event),
      ),
      f(
        'cube',
        as<'advance'>((a) => a.cube),
      ),
    ],
  },
  {
    name: 'refill',
    types: ['refill'],
    fields: [
      f(
        'pick',
        as<'refill'>((a) => a.pick),
      ),
    ],
  },
  {
    name: 'keep',
    types: ['keep'],
    fields: [
      f(
        'issue',
        as<'keep'>((a) => a.issue),
      ),
    ],
  },
  {
    name: 'modifier',
    types: ['declare_drm'],
    fields: [
      f(
        'value',
        as<'declare_drm'>((a) => (a.modifier > 0 ? `+${a.modifier}` : a.modifier)),
      ),
    ],
  },
  {
    name: 'victim',
    types: ['choose_victim'],
    fields: [
      f(
        'nation',
        as<'choose_victim'>((a) => a.nation),
      ),
    ],
  },
  {
    name: 'bid',
    types: ['bid'],
    fields: [
      f(
        'units',
        as<'bid'>((a) => a.units),
      ),
      f(
        'cubes',
        as<'bid'>((a) => a.cubes),
      ),
      f(
        'region_unit',
        as<'bid'>((a) => a.regionUnit),
      ),
    ],
  },
  { name: 'pass', types: ['pass'], fields: [] },
  {
    name: 'strategy',
    types: ['choose_strategy'],
    fields: [
      f(
        'card',
        as<'choose_strategy'>((a) => a.card),
      ),
    ],
  },
  {
    name: 'mutiny',
    types: ['mutiny'],
    fields: [
      f(
        'from',
        as<'mutiny'>((a) => a.from),
      ),
    ],
  },
  {
    name: 'offer',
    types: ['propose_swap'],
    fields: [
      f(
        'partner',
        as<'propose_swap'>((a) => a.partner),
      ),
      f(
        'cubes',
        as<'propose_swap'>((a) => a.cubes),
      ),
      f(
        'direction',
        as<'propose_swap'>((a) => (a.give ? 'give' : 'take')),
      ),
    ],
  },
  { name: 'accept', types: ['accept_swap'], fields: [] },
  { name: 'decline', types: ['decline_swap'], fields: [] },
];

export function subOf(type: ActionType): SubSpec {
  return ACTION_SUBS.find((x) => x.types.includes(type))!;
}

/** The slash line's subcommand and options that name exactly this action (used by tests and the console). */
export function commandFor(a: VersaillesAction): { subcommand: string; options: Record<string, string> } {
  const spec = subOf(a.type);
  return { subcommand: spec.name, options: Object.fromEntries(spec.fields.map((x) => [x.opt, x.pick(a)])) };
}

/** Does the legal action `a` carry the given option values? (A placement's two Issues in either order.) */
export function matches(spec: SubSpec, a: VersaillesAction, given: Map<string, string>): boolean {
  const direct = spec.fields.every((x) => !given.has(x.opt) || x.pick(a) === given.get(x.opt));
  if (direct || !spec.unordered) return direct;
  const [i1, i2, c1, c2] = spec.unordered;
  const swapped = new Map(given);
  const swap = (p: string, q: string) => {
    const gp = given.get(p);
    const gq = given.get(q);
    swapped.delete(p);
    swapped.delete(q);
    if (gq !== undefined) swapped.set(p, gq);
    if (gp !== undefined) swapped.set(q, gp);
  };
  swap(i1, i2);
  swap(c1, c2);
  return spec.fields.every((x) => !swapped.has(x.opt) || x.pick(a) === swapped.get(x.opt));
}

/** The focused option's values in a legal action that agrees with the other options (a placement either way round). */
export function valuesOf(spec: SubSpec, field: FieldSpec, a: VersaillesAction, given: Map<string, string>): string[] {
  const out: string[] = [];
  if (matches({ ...spec, unordered: undefined }, a, given)) out.push(field.pick(a));
  if (spec.unordered && matches(spec, a, given)) {
    const [i1, i2, c1, c2] = spec.unordered;
    const partner: Record<string, string> = { [i1]: i2, [i2]: i1, [c1]: c2, [c2]: c1 };
    const swapped = new Map<string, string>();
    for (const [k, v] of given) swapped.set(partner[k] ?? k, v);
    if (matches({ ...spec, unordered: undefined }, a, swapped))
      out.push(spec.fields.find((f) => f.opt === partner[field.opt])!.pick(a));
  }
  return out;
}
