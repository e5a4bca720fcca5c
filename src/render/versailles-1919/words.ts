import type { VerPower, VerRegion, VerToken } from './input.js';

/** The board's words in both languages (card names come translated in the input). */
export type Lang = 'en' | 'it';

export const WORDS = {
  en: {
    table: 'Peace Conference table',
    waiting: 'Waiting room',
    regions: 'Regions',
    happiness: 'Happiness',
    demob: 'Demobilization',
    delegations: 'Delegations',
    tokens: 'Tokens on settled Issues',
    tokensShort: 'Tokens',
    turn: 'Turn',
    issueDeck: 'Issue deck',
    eventDeck: 'Event deck',
    empty: 'empty',
    noEvent: 'no event',
    noCubes: 'no cubes',
    noMilitary: '⊘ no military',
    event: 'Event',
    crisis: 'Crisis',
    column: 'column',
    roll: 'insurrection on',
    unitsMax: 'max units {n}',
    vp: 'VP',
    cols: {
      influence: 'influence cubes',
      units: 'military units',
      sub: ['avail.', 'exh.', 'cards', 'avail.', 'exh.', 'depl.', 'demob.', 'happy', 'Issues', '★', 'flags'],
      strategy: 'Strategy card',
      score: 'score',
      strength: 'strength',
    },
    toPlay: 'to play',
    over: 'Game over',
    endReason: { rush: 'settlement rush', deck: 'deck empty', stalemate: 'stalemate' },
    solo: 'You play {n}: {vp} of {t} VP',
    soloWin: 'you win',
    soloLoss: 'you lose',
    signs: 'signs',
    refuses: 'refuses',
    treaty: 'Treaty',
    none: '—',
    keyTitle: 'Key',
    key: {
      unrest: 'unrest marker: insurrection if a d6 roll reaches the number above its column',
      keg: 'powder keg',
      deploy: 'columns 5-8: units may deploy',
      you: 'your nation (solo)',
      stars: 'stars of an Issue',
      noMilitary: 'Issue won with influence only',
      event: 'Event card',
      eventCube: 'cube on an Event',
    },
  },
  it: {
    table: 'Tavolo della Conferenza',
    waiting: "Sala d'attesa",
    regions: 'Regioni',
    happiness: 'Felicità',
    demob: 'Smobilitazione',
    delegations: 'Delegazioni',
    tokens: 'Segnalini sulle Questioni sistemate',
    tokensShort: 'Segnalini',
    turn: 'Turno',
    issueDeck: 'Mazzo Questioni',
    eventDeck: 'Mazzo Eventi',
    empty: 'vuoto',
    noEvent: 'nessun evento',
    noCubes: 'nessun cubo',
    noMilitary: '⊘ niente militari',
    event: 'Evento',
    crisis: 'Crisi',
    column: 'colonna',
    roll: 'insurrezione con',
    unitsMax: 'unità max {n}',
    vp: 'PV',
    cols: {
      influence: 'cubi influenza',
      units: 'unità militari',
      sub: ['disp.', 'esau.', 'carte', 'disp.', 'esau.', 'schier.', 'smob.', 'felic.', 'Quest.', '★', 'band.'],
      strategy: 'Carta Strategia',
      score: 'punti',
      strength: 'forza',
    },
    toPlay: 'di turno',
    over: 'Partita finita',
    endReason: { rush: 'corsa alle sistemazioni', deck: 'mazzo esaurito', stalemate: 'stallo' },
    solo: 'Giochi {n}: {vp} PV su {t}',
    soloWin: 'hai vinto',
    soloLoss: 'hai perso',
    signs: 'firma',
    refuses: 'rifiuta',
    treaty: 'Trattato',
    none: '—',
    keyTitle: 'Legenda',
    key: {
      unrest: 'segnalino malcontento: insurrezione se il d6 arriva al numero sopra la sua colonna',
      keg: 'barile di polvere',
      deploy: 'colonne 5-8: vi si schierano unità',
      you: 'la tua nazione (solo)',
      stars: 'stelle di una Questione',
      noMilitary: 'Questione solo con influenza',
      event: 'carta Evento',
      eventCube: 'cubo su un Evento',
    },
  },
} as const;

export const REGION_LABEL: Record<Lang, Record<VerRegion, string>> = {
  en: { europe: 'Europe', balkans: 'Balkans', middle_east: 'Middle East', pacific: 'Pacific', africa: 'Africa' },
  it: { europe: 'Europa', balkans: 'Balcani', middle_east: 'Medio Oriente', pacific: 'Pacifico', africa: 'Africa' },
};

export const CATEGORY_IT: Record<string, string> = {
  Europe: 'Europa',
  Balkans: 'Balcani',
  'Middle East': 'Medio Oriente',
  Pacific: 'Pacifico',
  Africa: 'Africa',
  League: 'Lega',
  Reparations: 'Riparazioni',
};

/** Crisis kinds printed on the Event cards, in words. */
export const CRISIS: Record<Lang, Record<string, string>> = {
  en: {
    bolshevik_threat: 'Bolshevik threat',
    civil_war: 'civil war',
    famine: 'famine',
    military_manoeuvres: 'military manoeuvres',
    natural_disaster: 'natural disaster',
    rebellion: 'rebellion',
    recovery_efforts: 'recovery efforts',
    rights_march: 'rights march',
    rumours: 'rumours',
    scandal: 'scandal',
    speech: 'speech',
    strike: 'strike',
    suffragettes: 'suffragettes',
    unrest: 'unrest',
  },
  it: {
    bolshevik_threat: 'minaccia bolscevica',
    civil_war: 'guerra civile',
    famine: 'carestia',
    military_manoeuvres: 'manovre militari',
    natural_disaster: 'disastro naturale',
    rebellion: 'ribellione',
    recovery_efforts: 'ricostruzione',
    rights_march: 'marcia per i diritti',
    rumours: 'voci',
    scandal: 'scandalo',
    speech: 'discorso',
    strike: 'sciopero',
    suffragettes: 'suffragette',
    unrest: 'malcontento',
  },
};

export const NATION_LABEL: Record<Lang, Record<VerPower, string>> = {
  en: { britain: 'United Kingdom', france: 'France', usa: 'United States', italy: 'Italy', japan: 'Japan' },
  it: { britain: 'Regno Unito', france: 'Francia', usa: 'Stati Uniti', italy: 'Italia', japan: 'Giappone' },
};

/** Token badges: two letters and a shape each, so the kinds differ without colour. */
export const TOKENS: {
  id: VerToken;
  code: Record<Lang, string>;
  name: Record<Lang, string>;
  shape: 'circle' | 'square' | 'diamond' | 'hex';
}[] = [
  {
    id: 'self_determination',
    code: { en: 'SD', it: 'AU' },
    name: { en: 'Self-Determination', it: 'Autodeterminazione' },
    shape: 'circle',
  },
  {
    id: 'german_containment',
    code: { en: 'GC', it: 'CG' },
    name: { en: 'German Containment', it: 'Contenimento tedesco' },
    shape: 'square',
  },
  {
    id: 'german_reparations',
    code: { en: 'GR', it: 'RG' },
    name: { en: 'German Reparations', it: 'Riparazioni tedesche' },
    shape: 'square',
  },
  {
    id: 'industrial_growth',
    code: { en: 'IG', it: 'CI' },
    name: { en: 'Industrial Growth', it: 'Crescita industriale' },
    shape: 'hex',
  },
  {
    id: 'bolshevik_containment',
    code: { en: 'BC', it: 'CB' },
    name: { en: 'Bolshevik Containment', it: 'Contenimento bolscevico' },
    shape: 'diamond',
  },
  { id: 'naval', code: { en: 'NV', it: 'NV' }, name: { en: 'Naval', it: 'Navale' }, shape: 'circle' },
  { id: 'empire', code: { en: 'EM', it: 'IM' }, name: { en: 'Empire', it: 'Impero' }, shape: 'hex' },
];
