export * from './powers.js';
export * from './territories.js';
export * from './prestige.js';
export * from './effects.js';
export * from './cards.js';
export * from './objectives.js';
