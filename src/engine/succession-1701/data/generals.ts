// Generals: command value VC 1-3, promoted value on the back (rulebook §16). Only Starhemberg (VC 2)
// and Boufflers (VC 1) are given by the rulebook's example; the rest are the war's real commanders with
// reconstructed values (digest §2.6). Promoted = VC + 1 (derived from the stated maximum army value 10).
import type { GeneralDef } from './types.js';

const P = 'reconstructed: historical commander, value balanced to the treasuries (digest §2.6)';
const g = (id: string, name: string, state: string, vc: number, provenance = P): GeneralDef => ({
  id,
  name,
  state,
  vc,
  promotedVc: vc + 1,
  provenance,
});

export const GENERALS: readonly GeneralDef[] = [
  g('VILLARS', 'Villars', 'FRANCE', 3),
  g('VENDOME', 'Vendôme', 'FRANCE', 3),
  g(
    'BERWICK',
    'Berwick',
    'FRANCE',
    3,
    "reconstructed: balance, issue #19: VC 3 (was 2); the victor of Almansa (1707) and a Marshal of France, raised so the Loyalists field a third first-rank commander (with VC 2 the bots' Grand Alliance won about 64% of 2,000 games and took Paris in about half)",
  ),
  g('CATINAT', 'Catinat', 'FRANCE', 2),
  g('BOUFFLERS', 'de Boufflers', 'FRANCE', 1, 'rulebook §20 battle example: VC 1'),
  g('TALLARD', 'Tallard', 'FRANCE', 1),
  g('VILLEROI', 'Villeroi', 'FRANCE', 1),
  g('MARSIN', 'Marsin', 'FRANCE', 1),
  g('BEDMAR', 'Bedmar', 'ESPANA', 1),
  g('VAUDEMONT', 'Vaudémont', 'ESPANA', 1),
  g(
    'MAX_EMANUEL',
    'Max Emanuel',
    'BAYERN',
    3,
    "reconstructed: balance, issue #19: VC 3 (was 2); the Elector who led the Imperial storm of Belgrade (1688) and took Bavaria's army to the Inn and the Tyrol in 1703, so the Bavarian threat to Wien weighs as it did (with VC 2 the Alliance won about 64% of bot games, Wien fell in under a third)",
  ),
  g('ARCO', "d'Arco", 'BAYERN', 1),
  g('VITTORIO_AMEDEO', 'Vittorio Amedeo II', 'SAVOIA', 2),
  g('PARELLA', 'Parella', 'SAVOIA', 1),
  g('EUGENE', 'Eugene of Savoy', 'HABSBURG', 3),
  g('STARHEMBERG', 'von Starhemberg', 'HABSBURG', 2, 'rulebook §20 battle example: VC 2'),
  g('DAUN', 'Daun', 'HABSBURG', 1),
  g('HEISTER', 'Heister', 'HABSBURG', 1),
  g('STYRUM', 'Styrum', 'HABSBURG', 1),
  g('LUDWIG_BADEN', 'Ludwig Wilhelm of Baden', 'REICH', 2),
  g('FRIEDRICH_HESSEN', 'Friedrich of Hessen-Kassel', 'REICH', 1),
  g('MARLBOROUGH', 'Marlborough', 'ENGLAND', 3),
  g('CUTTS', 'Cutts', 'ENGLAND', 1),
  g('GEORG_LUDWIG', 'Georg Ludwig', 'HANNOVER', 1),
  g('OUWERKERK', 'Ouwerkerk', 'NEDERLAND', 2),
  g('ATHLONE', 'Athlone', 'NEDERLAND', 1),
  g('SLANGENBURG', 'Slangenburg', 'NEDERLAND', 1),
  g('TILLY', 'Tilly', 'NEDERLAND', 1),
  g('ANHALT_DESSAU', 'Leopold of Anhalt-Dessau', 'PREUSSEN', 2),
];
