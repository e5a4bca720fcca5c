import { Refusal } from './types.js';

/** The longest deadline a game may have: 60 days. */
export const MAX_DEADLINE_MINUTES = 60 * 24 * 60;

const UNIT_MINUTES: Record<string, number> = {
  w: 7 * 24 * 60,
  d: 24 * 60,
  g: 24 * 60, // giorni
  h: 60,
  o: 60, // ore
  m: 1,
};

/**
 * A deadline as people type it, in minutes from `now`: `90` (minutes), `90m`, `48h`, `2d 3h`, `1d12h`,
 * `2g 3o` (giorni, ore), or a date and time, `2026-12-01`, `2026-12-01 18:00`, `2026-12-01T18:00Z`
 * (UTC unless an offset is given). Anything else, or a moment already past, is refused with examples.
 */
export function parseDuration(text: string, now: Date): number {
  const t = text.trim().toLowerCase();
  const bad = () => new Refusal('error.bad_duration', { text: text.slice(0, 60) });
  if (/^\d+$/.test(t)) return Number(t);
  const parts = [...t.matchAll(/(\d+(?:[.,]\d+)?)\s*([a-z]+)/g)];
  const joined = parts.map((m) => m[0].replace(/\s+/g, '')).join('');
  if (parts.length && joined === t.replace(/\s+/g, '')) {
    let minutes = 0;
    for (const [, n, unit] of parts) {
      const per = UNIT_MINUTES[unit![0]!];
      // the unit word must be a known one: m, min, minutes, minuti; h, hours, ore; d, days, giorni…
      if (!per || !/^(w|weeks?|d|days?|g|giorn[oi]|h|hrs?|hours?|o|or[ae]|m|mins?|minutes?|minut[oi])$/.test(unit!))
        throw bad();
      minutes += Number(n!.replace(',', '.')) * per;
    }
    return Math.round(minutes);
  }
  const iso = /^(\d{4}-\d{2}-\d{2})(?:[ t](\d{1,2}:\d{2})(?::\d{2})?)?\s*(z|[+-]\d{2}:?\d{2})?$/.exec(t);
  if (iso) {
    const when = new Date(`${iso[1]}T${(iso[2] ?? '00:00').padStart(5, '0')}:00${(iso[3] ?? 'z').toUpperCase()}`);
    if (Number.isNaN(when.getTime())) throw bad();
    const minutes = Math.ceil((when.getTime() - now.getTime()) / 60_000);
    if (minutes <= 0) throw new Refusal('error.past_deadline', { text: text.slice(0, 60) });
    return minutes;
  }
  throw bad();
}
