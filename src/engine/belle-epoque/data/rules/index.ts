// Rule and card lookup data for La Belle Époque (used by src/lookup and cited by engine errors).
export { ruleEntries } from './sections.js';
export { cardEntries } from './cards.js';
export type { RuleEntry, CardEntry } from './types.js';
