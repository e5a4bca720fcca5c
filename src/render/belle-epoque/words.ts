import type { LbeCubeOwner, LbeTerritoryId } from './input.js';

/** The map's own labels in English and Italian (territory names are facts; the IT forms follow
 * the Italian rulebook's names, /work/shared/rules/la-belle-epoque-data.md §5). */
export type LbeLang = 'en' | 'it';

export interface LbeWords {
  panel: { europe: string; africa: string; asia: string; africaAsia: string };
  homeland: { GB: string; FR: string; CE: string; RU: string; INDIA: string };
  turn: string;
  era: string;
  turnOrder: string;
  nextOrder: string;
  prestige: string;
  vp: string;
  fleetBoxes: string;
  nonPlayer: string;
  continents: { EU: string; AF: string; AS: string };
  key: string;
  owners: Record<LbeCubeOwner, string>;
  dispute: string;
  fleets: string;
  ruNoFleet: string;
}

export const LBE_WORDS: Record<LbeLang, LbeWords> = {
  en: {
    panel: { europe: 'Europe', africa: 'Africa', asia: 'Asia', africaAsia: 'Africa and Asia' },
    homeland: { GB: 'GREAT BRITAIN', FR: 'FRANCE', CE: 'CENTRAL EMPIRES', RU: 'RUSSIA', INDIA: 'INDIA' },
    turn: 'Turn',
    era: 'Era',
    turnOrder: 'Turn order',
    nextOrder: 'Next order',
    prestige: 'Prestige',
    vp: 'Victory Points',
    fleetBoxes: 'Fleet boxes',
    nonPlayer: 'Non-Player Power: no VP',
    continents: { EU: 'Europe', AF: 'Africa', AS: 'Asia' },
    key: 'Key',
    owners: {
      GB: 'Great Britain',
      CE: 'Central Empires',
      FR: 'France',
      RU: 'Russia',
      ITA: 'Italy',
      JPN: 'Japan',
      USA: 'USA',
      ESP: 'Spain',
      POR: 'Portugal',
      BEL: 'Belgium',
      NED: 'Netherlands',
      BOER: 'Boers',
      ARMAMENT: 'Armament',
    },
    dispute: 'red frame, split = Dispute (base ↙, top ↗)',
    fleets: 'F solid = active Fleet, f dashed = exhausted',
    ruNoFleet: 'RU: no Fleet needed',
  },
  it: {
    panel: { europe: 'Europa', africa: 'Africa', asia: 'Asia', africaAsia: 'Africa e Asia' },
    homeland: { GB: 'GRAN BRETAGNA', FR: 'FRANCIA', CE: 'IMPERI CENTRALI', RU: 'RUSSIA', INDIA: 'INDIA' },
    turn: 'Turno',
    era: 'Era',
    turnOrder: 'Ordine di turno',
    nextOrder: 'Prossimo ordine',
    prestige: 'Prestigio',
    vp: 'Punti Vittoria',
    fleetBoxes: 'Box delle Flotte',
    nonPlayer: 'Potenza non giocante: niente PV',
    continents: { EU: 'Europa', AF: 'Africa', AS: 'Asia' },
    key: 'Legenda',
    owners: {
      GB: 'Gran Bretagna',
      CE: 'Imperi Centrali',
      FR: 'Francia',
      RU: 'Russia',
      ITA: 'Italia',
      JPN: 'Giappone',
      USA: 'USA',
      ESP: 'Spagna',
      POR: 'Portogallo',
      BEL: 'Belgio',
      NED: 'Olanda',
      BOER: 'Boeri',
      ARMAMENT: 'Armamenti',
    },
    dispute: 'cornice rossa, divisa = Disputa (base ↙, sopra ↗)',
    fleets: 'F piena = Flotta attiva, f tratteggiata = esausta',
    ruNoFleet: 'RU: Flotta non necessaria',
  },
};

export const LBE_NAMES_IT: Record<LbeTerritoryId, string> = {
  belgium: 'Belgio',
  netherlands: 'Olanda',
  portugal: 'Portogallo',
  spain: 'Spagna',
  italy: 'Italia',
  serbia: 'Serbia',
  romania: 'Romania',
  bulgaria: 'Bulgaria',
  greece: 'Grecia',
  ottoman_empire: 'Impero Ottomano',
  algeria_morocco: 'Algeria-Marocco',
  egypt_sudan: 'Egitto-Sudan',
  horn_of_africa: "Corno d'Africa",
  french_guinea: 'Guinea Francese',
  congo: 'Congo',
  tanganyika: 'Tanganica',
  namibia: 'Namibia',
  south_africa: 'Sudafrica',
  japan: 'Giappone',
  persia: 'Persia',
  afghanistan_baluchistan: 'Afghanistan-Belucistan',
  china: 'Cina',
  manchuria_korea: 'Manciuria-Corea',
  indochina: 'Indocina',
  micronesia: 'Micronesia',
  melanesia: 'Melanesia',
};
