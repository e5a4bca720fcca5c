import type { GameUi } from '../bot/game-ui.js';
import { belleEpoqueUi } from './belle-epoque.js';
import { diplomacyUi } from './diplomacy.js';
import { succession1701Ui } from './succession-1701.js';
import { versaillesUi } from './versailles-1919.js';

/** Each game's own commands, map and status, keyed by slug. */
export const GAME_UIS: GameUi[] = [belleEpoqueUi, versaillesUi, diplomacyUi, succession1701Ui];
