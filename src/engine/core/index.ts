export * from './types.js';
export * from './errors.js';
export * from './rng.js';
export * from './replay.js';
export * from './playout.js';
export * from './define.js';
