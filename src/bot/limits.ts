/** The largest export `/game import` reads (a finished four-player game is far smaller). */
export const MAX_IMPORT_BYTES = 2 * 1024 * 1024;
/** The most moves it replays (each is validated by the engine: 70,000 took 9 s). */
export const MAX_IMPORT_MOVES = 20_000;
