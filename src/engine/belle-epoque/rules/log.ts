import { logger, type Log } from '../../core/index.js';

export const SLUG = 'belle-epoque';

/** The game's events, through core `logger`: an event key, its parameters, whether it is irreversible and who sees it. */
export const log: Log = logger(SLUG);
