// What a player typed for one option, read without guessing: a value is named by its id or by one of
// its names (any language, case and accents ignored) exactly, or by the start of its names when only
// one value starts that way. A number is only ever its own digits: `1` never stands for `10`.
import { LOCALES, type Locale } from '../../bot/i18n/index.js';
import { optString } from '../../bot/options.js';
import { Refusal, type Context } from '../../bot/types.js';
import { fold } from './lookup.js';

/** One value an option may take now, with every name it goes by (its label in each language, in LOCALES order). */
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

/**
 * One typed option read against the values it may take now: the value it names, or the text as
 * typed when it names none (so that the engine says why it is not legal); several fits are refused
 * with their names in the reader's language, nothing done. Off `strict` (autocomplete), several fits
 * leave the text as typed.
 */
export function readTyped(
  locale: Locale,
  option: string,
  raw: string,
  byValue: ReadonlyMap<string, Candidate>,
  strict = true,
): string {
  if (byValue.has(raw)) return raw;
  const m = matchTyped(raw, [...byValue.values()]);
  if (m.kind === 'exact' || m.kind === 'prefix') return m.value;
  if (m.kind === 'ambiguous' && strict)
    throw new Refusal('error.ambiguous', {
      option,
      typed: raw,
      choices: m.values.map((v) => `**${byValue.get(v)!.names[LOCALES.indexOf(locale)] ?? v}**`).join(', '),
    });
  return raw;
}

/** The options typed for these fields (trimmed), by option name; `skip` leaves one out (the focused one). */
export function typedOptions(ctx: Context, fields: readonly { opt: string }[], skip?: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const f of fields) {
    if (f.opt === skip) continue;
    const raw = optString(ctx, f.opt);
    if (raw !== undefined) out.set(f.opt, raw.trim());
  }
  return out;
}
