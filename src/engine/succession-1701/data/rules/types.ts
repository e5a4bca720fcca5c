/** The rule-lookup shapes, shared by every game (engine/core). */
export * from '../../../core/rule-entries.js';
