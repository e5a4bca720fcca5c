import type { GameEvent } from '../../core/index.js';
import type { PowerId } from '../data/index.js';
import type { Ev } from './types.js';

export const SLUG = 'belle-epoque';

export function log(
  ev: Ev,
  key: string,
  params: GameEvent['params'] = {},
  opts: { irreversible?: boolean; audience?: PowerId[] } = {},
): void {
  const e: GameEvent = { key: `${SLUG}.log.${key}`, params, audience: opts.audience ?? 'public' };
  if (opts.irreversible) e.irreversible = true;
  ev.push(e);
}
