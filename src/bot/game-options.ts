import { Refusal } from './types.js';

/**
 * The object schema under a game's options schema, through preprocess / pipe / transform / default
 * wrappers. A pipe is searched on its input side first (`.transform` puts the object there), then on its
 * output side (`z.preprocess` puts a bare function on the input side and the object after it).
 */
function objectShape(schema: unknown, depth = 0): Record<string, unknown> | null {
  const x = schema as { shape?: Record<string, unknown>; _def?: Record<string, unknown> } | undefined;
  if (!x || depth > 10) return null;
  if (x.shape && typeof x.shape === 'object') return x.shape;
  const d = x._def ?? {};
  for (const inner of [d.in, d.innerType, d.schema, d.out]) {
    const shape = objectShape(inner, depth + 1);
    if (shape) return shape;
  }
  return null;
}

/** The option keys a game takes (`players` comes from the seats). */
export function optionNames(schema: unknown): string[] {
  return Object.keys(objectShape(schema) ?? {}).filter((k) => k !== 'players');
}

/**
 * The typed `options:` with each key matched to the game's own key (exactly, or the same letters in
 * another case: `endyear` is `endYear`); any other key is refused with the list of keys the game takes,
 * never dropped without a word.
 */
export function optionKeys(schema: unknown, given: Record<string, unknown>, title: string): Record<string, unknown> {
  const shape = objectShape(schema);
  if (!shape) return given;
  const names = Object.keys(shape);
  const out: Record<string, unknown> = {};
  const unknown: string[] = [];
  for (const [k, v] of Object.entries(given)) {
    const key = names.includes(k) ? k : names.filter((n) => n.toLowerCase() === k.toLowerCase());
    if (typeof key === 'string') out[key] = v;
    else if (key.length === 1) out[key[0]!] = v;
    else unknown.push(k);
  }
  if (unknown.length)
    throw new Refusal('error.unknown_options', {
      title,
      unknown: unknown.join(', '),
      keys: names.filter((k) => k !== 'players').join(', ') || '—',
    });
  return out;
}
