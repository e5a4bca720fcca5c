import type { LbeCubeOwner, LbeSoloLevel, LbeTerritoryId } from './input.js';

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
  /** Cube codes on the map, in this language (two letters; the key names each). */
  codes: Record<LbeCubeOwner, string>;
  /** Minor Nations whose Fleet sits in a Fleet box, by the engine's id: a short tag before the ally's code. */
  fleetNation: Record<string, string>;
  dispute: string;
  activeDispute: string;
  freeSpace: string;
  plainSpace: string;
  vpBadge: string;
  held: string;
  fleetActive: string;
  fleetExhausted: string;
  minorFleet: string;
  ruNoFleet: string;
  ruNoFleetKey: string;
  soloOver: string;
  soloBonus: string;
  soloLevel: Record<LbeSoloLevel, string>;
  fleetLetter: { active: string; exhausted: string };
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
    codes: {
      GB: 'GB',
      CE: 'CE',
      FR: 'FR',
      RU: 'RU',
      ITA: 'It',
      JPN: 'Jp',
      USA: 'Us',
      ESP: 'Es',
      POR: 'Pt',
      BEL: 'Be',
      NED: 'Nl',
      BOER: 'Bo',
      ARMAMENT: 'Ar',
    },
    fleetNation: { italy: 'It', japan: 'Jp', spain: 'Es', greece: 'Gr' },
    dispute: 'Dispute: lower cube ↙, upper cube ↗',
    activeDispute: 'Dispute being resolved',
    freeSpace: 'free space, die face',
    plainSpace: 'China 7–8: no die face',
    vpBadge: 'VP for alliance or control',
    held: 'allied to / controlled by',
    fleetActive: 'active Fleet',
    fleetExhausted: 'exhausted Fleet',
    minorFleet: 'Minor Nation Fleet used by its ally',
    ruNoFleet: 'RU: no Fleet',
    ruNoFleetKey: 'Russia needs no Fleet here',
    soloOver: 'Solo game over: {power} {vp} VP',
    soloBonus: '(+{bonus} early end)',
    soloLevel: {
      overwhelming_victory: 'overwhelming victory',
      significant_victory: 'significant victory',
      minor_victory: 'minor victory',
      marginal_defeat: 'marginal defeat',
      overwhelming_defeat: 'overwhelming defeat',
    },
    fleetLetter: { active: 'F', exhausted: 'f' },
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
    codes: {
      GB: 'GB',
      CE: 'IC',
      FR: 'FR',
      RU: 'RU',
      ITA: 'It',
      JPN: 'Gi',
      USA: 'Us',
      ESP: 'Sp',
      POR: 'Po',
      BEL: 'Be',
      NED: 'Ol',
      BOER: 'Bo',
      ARMAMENT: 'Ar',
    },
    fleetNation: { italy: 'It', japan: 'Gi', spain: 'Sp', greece: 'Gr' },
    dispute: 'Disputa: cubo sotto ↙, cubo sopra ↗',
    activeDispute: 'Disputa in corso',
    freeSpace: 'spazio libero, faccia del dado',
    plainSpace: 'Cina 7–8: senza dado',
    vpBadge: 'PV per alleanza o controllo',
    held: 'alleato di / controllato da',
    fleetActive: 'Flotta attiva',
    fleetExhausted: 'Flotta esausta',
    minorFleet: 'Flotta di una Nazione Minore usata dal suo alleato',
    ruNoFleet: 'RU: senza Flotta',
    ruNoFleetKey: 'alla Russia non serve una Flotta',
    soloOver: 'Partita in solitario finita: {power} {vp} PV',
    soloBonus: '(+{bonus} per fine anticipata)',
    soloLevel: {
      overwhelming_victory: 'vittoria schiacciante',
      significant_victory: 'vittoria significativa',
      minor_victory: 'vittoria minore',
      marginal_defeat: 'sconfitta marginale',
      overwhelming_defeat: 'sconfitta schiacciante',
    },
    fleetLetter: { active: 'F', exhausted: 'f' },
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
