// Depots ("caserme", rulebook §14): at most 3 counters (6 brigades) each. Counts per state are printed;
// locations other than Lille are reconstructed (digest §2.5). A depot is attached to its town.
import type { DepotDef } from './types.js';

const P = 'reconstructed: placed to fit the printed reserve counters (digest §2.5)';
export const DEPOTS: readonly DepotDef[] = [
  { id: 'LILLE', town: 'LILLE', state: 'FRANCE', brigades: 6, provenance: 'rulebook §14: a depot near Lille' },
  { id: 'STRASBOURG', town: 'STRASBOURG', state: 'FRANCE', brigades: 4, provenance: P },
  {
    id: 'PARIS',
    town: 'PARIS',
    state: 'FRANCE',
    brigades: 4,
    provenance:
      "reconstructed (balance, issue #19): France's third depot sits at Paris, the kingdom's central magazine, instead of Grenoble on a quiet front; with it the capital's defenders can be refilled (Paris fell in 52-60% of bot games)",
  },
  { id: 'INGOLSTADT', town: 'INGOLSTADT', state: 'BAYERN', brigades: 4, provenance: P },
  { id: 'TORINO', town: 'TORINO', state: 'SAVOIA', brigades: 4, provenance: P },
  { id: 'MANTOVA', town: 'MANTOVA', state: 'MANTOVA', brigades: 2, provenance: P },
  {
    id: 'TRENTO',
    town: 'TRENTO',
    state: 'HABSBURG',
    brigades: 6,
    provenance:
      "reconstructed (balance, issue #19): the Austrian magazine for the Italian war at Trento on the Adige road, Eugene's supply line, instead of Linz next to Wien",
  },
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
