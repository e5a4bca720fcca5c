/**
 * Autocomplete latency over the question tables, as a user types: every question is fed in growing
 * prefixes (every 2 characters, then the whole text), in both languages' locales. The index is built
 * first and its build time reported separately. Called by `npm run bench`.
 */
import { autocomplete, warmIndex } from './index.js';
import { QUESTIONS } from './questions.js';
import type { GameSlug, Locale } from './types.js';

interface AutocompleteBench {
  /** Number of autocomplete calls timed. */
  calls: number;
  p50: number;
  p95: number;
  max: number;
  /** Time to build the search index once (ms). */
  buildMs: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i];
}

export function benchAutocomplete(): AutocompleteBench {
  const t0 = performance.now();
  warmIndex();
  const buildMs = performance.now() - t0;
  const times: number[] = [];
  for (const [game, questions] of Object.entries(QUESTIONS) as Array<[GameSlug, (typeof QUESTIONS)[GameSlug]]>) {
    for (const { q } of questions) {
      const prefixes = new Set<string>();
      for (let n = 2; n < q.length; n += 2) prefixes.add(q.slice(0, n));
      prefixes.add(q);
      for (const text of prefixes) {
        for (const locale of ['en', 'it'] as Locale[]) {
          for (const scope of [game, undefined]) {
            const s = performance.now();
            autocomplete(text, { game: scope, locale });
            times.push(performance.now() - s);
          }
        }
      }
    }
  }
  times.sort((a, b) => a - b);
  const r = (x: number) => Math.round(x * 1000) / 1000;
  return {
    calls: times.length,
    p50: r(percentile(times, 50)),
    p95: r(percentile(times, 95)),
    max: r(times[times.length - 1] ?? 0),
    buildMs: r(buildMs),
  };
}
