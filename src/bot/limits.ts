/** The largest export `/game import` reads (a finished four-player game is far smaller). */
export const MAX_IMPORT_BYTES = 2 * 1024 * 1024;
/** The most moves it replays (each is validated by the engine: 70,000 took 9 s). */
export const MAX_IMPORT_MOVES = 20_000;
/** The deepest nesting of arrays and objects an import may have (a real export nests about 8 deep). */
export const MAX_IMPORT_DEPTH = 32;
