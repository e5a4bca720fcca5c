// What a player typed for one option, read without guessing: a value is named by its id or by one of
// its names (any language, case and accents ignored) exactly, or by the start of its names when only
// one value starts that way. A number is only ever its own digits: `1` never stands for `10`.
import { fold } from './lookup.js';

/** One value an option may take now, with every name it goes by (ids, labels in each language). */
export interface Candidate {
  value: string;
  names: readonly string[];
}

export type Matched =
  | { kind: 'exact' | 'prefix'; value: string }
  /** more than one value fits: the values, in the order given */
  | { kind: 'ambiguous'; values: string[] }
  | { kind: 'unknown' };

const NUMBER = /^[+-−]?\d+$/;

/** Reads `typed` against the candidates (see the file header). */
export function matchTyped(typed: string, candidates: readonly Candidate[]): Matched {
  const t = fold(typed);
  if (!t) return { kind: 'unknown' };
  const distinct = (hits: Candidate[]) => [...new Set(hits.map((c) => c.value))];
  const exact = distinct(candidates.filter((c) => fold(c.value) === t || c.names.some((n) => fold(n) === t)));
  if (exact.length === 1) return { kind: 'exact', value: exact[0]! };
  if (exact.length > 1) return { kind: 'ambiguous', values: exact };
  // a number names one value exactly or none
  if (NUMBER.test(t)) return { kind: 'unknown' };
  const prefix = distinct(
    candidates.filter((c) => fold(c.value).startsWith(t) || c.names.some((n) => fold(n).startsWith(t))),
  );
  if (prefix.length === 1) return { kind: 'prefix', value: prefix[0]! };
  if (prefix.length > 1) return { kind: 'ambiguous', values: prefix };
  return { kind: 'unknown' };
}
