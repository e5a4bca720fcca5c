import { belleEpoque } from './belle-epoque/index.js';
import type { AnyGameModule } from './core/types.js';
import { diplomacy } from './diplomacy/index.js';
import { succession1701 } from './succession-1701/index.js';
import { versailles1919 } from './versailles-1919/index.js';

/** Every game the bot ships, in the order they are offered. Each module carries its own seat rules. */
export const GAMES: AnyGameModule[] = [belleEpoque, diplomacy, versailles1919, succession1701];
