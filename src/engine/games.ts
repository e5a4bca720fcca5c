import type { AnyGameModule } from './core/types.js';

/** Every game the bot ships, in the order they are offered. */
export const GAMES: AnyGameModule[] = [];
