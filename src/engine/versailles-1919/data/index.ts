export * from './types.js';
export * from './issues.js';
export * from './events.js';
export * from './strategy.js';
export * from './board.js';
