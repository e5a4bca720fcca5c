export { ruleEntries } from './sections.js';
export { cardEntries } from './cards.js';
export type { RuleEntry, CardEntry } from './types.js';
