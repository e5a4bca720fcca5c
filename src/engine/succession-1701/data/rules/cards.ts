import type { CardEntry } from './types.js';
export const cardEntries: readonly CardEntry[] = [];
