// Depots ("caserme", rulebook §14): at most 3 counters (6 brigades) each. Counts per state are printed;
// locations other than Lille are reconstructed (digest §2.5). A depot is attached to its town.
import type { DepotDef } from './types.js';

const P = 'reconstructed: placed to fit the printed reserve counters (digest §2.5)';
export const DEPOTS: readonly DepotDef[] = [
  { id: 'LILLE', town: 'LILLE', state: 'FRANCE', brigades: 6, provenance: 'rulebook §14: a depot near Lille' },
  { id: 'STRASBOURG', town: 'STRASBOURG', state: 'FRANCE', brigades: 4, provenance: P },
  { id: 'GRENOBLE', town: 'GRENOBLE', state: 'FRANCE', brigades: 4, provenance: P },
  { id: 'INGOLSTADT', town: 'INGOLSTADT', state: 'BAYERN', brigades: 4, provenance: P },
  { id: 'TORINO', town: 'TORINO', state: 'SAVOIA', brigades: 4, provenance: P },
  { id: 'MANTOVA', town: 'MANTOVA', state: 'MANTOVA', brigades: 2, provenance: P },
  { id: 'LINZ', town: 'LINZ', state: 'HABSBURG', brigades: 6, provenance: P },
  { id: 'INNSBRUCK', town: 'INNSBRUCK', state: 'HABSBURG', brigades: 4, provenance: P },
  { id: 'BREDA', town: 'BREDA', state: 'NEDERLAND', brigades: 4, provenance: P },
  {
    id: 'HANNOVER',
    town: 'HANNOVER',
    state: 'ENGLAND',
    brigades: 6,
    provenance: "rulebook §14 (derived): England's reserves are the 6 brigades stationed at Hannover",
  },
  { id: 'DARMSTADT', town: 'DARMSTADT', state: 'REICH', brigades: 4, provenance: P },
  {
    id: 'MAGDEBURG',
    town: 'MAGDEBURG',
    state: 'PREUSSEN',
    brigades: 4,
    provenance: 'rulebook §14: the Prussian depot is white; place reconstructed',
  },
];
