export * from './games.js';
export * from './seats.js';
export * from './game-actions.js';
export * from './timers.js';
export * from './posts.js';
export * from './records.js';
