// A game's table additions are declared beside the commands they carry (command.ts); this module keeps
// the name its importers use.
export type { GameUi } from './command.js';
