import type { RuleEntry } from './types.js';
export const ruleEntries: readonly RuleEntry[] = [];
