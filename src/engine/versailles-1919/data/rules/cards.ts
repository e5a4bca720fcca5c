// Card lookup entries for Versailles 1919, built from the game's own card data (../issues.ts,
// ../events.ts, ../strategy.ts) so card ids, stars and effects can never drift from the engine.
// The wording here is ours; option labels get an Italian translation below.
import { ISSUES } from '../issues.js';
import { EVENTS } from '../events.js';
import { STRATEGY_CARDS } from '../strategy.js';
import type {
  IssueCard,
  IssueCategory,
  IssueOption,
  Power,
  StrategyCondition,
  TokenIcon,
  TokenKind,
} from '../types.js';
import { card, type CardEntry } from './types.js';

type Lang = 'en' | 'it';

const CATEGORY: Record<Lang, Record<IssueCategory, string>> = {
  en: {
    europe: 'Europe',
    balkans: 'Balkans',
    middle_east: 'Middle East',
    pacific: 'Pacific',
    africa: 'Africa',
    league: 'League',
    reparations: 'Reparations',
    none: 'End Game',
  },
  it: {
    europe: 'Europa',
    balkans: 'Balcani',
    middle_east: 'Medio Oriente',
    pacific: 'Pacifico',
    africa: 'Africa',
    league: 'Lega',
    reparations: 'Riparazioni',
    none: 'Fine Partita',
  },
};
const POWER: Record<Lang, Record<Power, string>> = {
  en: { britain: 'UK', france: 'France', usa: 'USA', italy: 'Italy', japan: 'Japan' },
  it: { britain: 'UK', france: 'Francia', usa: 'USA', italy: 'Italia', japan: 'Giappone' },
};
const TOKEN: Record<Lang, Record<TokenKind, string>> = {
  en: {
    self_determination: 'Self-Determination',
    german_containment: 'German Containment',
    german_reparations: 'German Reparations',
    industrial_growth: 'Industrial Growth',
    bolshevik_containment: 'Bolshevik Containment',
    naval: 'Naval Squadron',
    empire: 'Empire',
  },
  it: {
    self_determination: 'Autodeterminazione',
    german_containment: 'Contenimento della Germania',
    german_reparations: 'Riparazioni della Germania',
    industrial_growth: 'Crescita Industriale',
    bolshevik_containment: 'Contenimento del Bolscevismo',
    naval: 'Squadrone Navale',
    empire: 'Impero',
  },
};

/** Italian for the option labels of the Issue cards. */
export const LABEL_IT: Readonly<Record<string, string>> = {
  'French Occupation': 'Occupazione francese',
  'Rhenish Buffer State': 'Stato cuscinetto renano',
  'Demilitarised, stays German': 'Smilitarizzata, resta tedesca',
  'Corridor to Poland': 'Corridoio alla Polonia',
  'Free City of Danzig': 'Città libera di Danzica',
  'Stays German': 'Resta tedesca',
  'Annexed by France': 'Annessa dalla Francia',
  'League trust, French mines': 'Amministrazione della Lega, miniere francesi',
  'To Czechoslovakia': 'Alla Cecoslovacchia',
  'To German Austria': "All'Austria tedesca",
  Internationalised: 'Internazionalizzato',
  'German, open to all shipping': 'Tedesco, aperto a tutte le navi',
  'Divided between Britain and America': 'Divisa tra Gran Bretagna e America',
  Sunk: 'Affondata',
  'Shared with France and Italy': 'Condivisa con Francia e Italia',
  'German Disarmament Only': 'Solo disarmo tedesco',
  'Limited Disarmament': 'Disarmo limitato',
  'General Disarmament': 'Disarmo generale',
  Cancel: 'Cancellare',
  'Repay in full': 'Rimborso totale',
  'Link to reparations': 'Legare alle riparazioni',
  'Brenner frontier for Italy': "Confine del Brennero all'Italia",
  'Stays Austrian': 'Resta austriaco',
  'To Italy': "All'Italia",
  'Free City': 'Città libera',
  'To Yugoslavia': 'Alla Jugoslavia',
  'Both Independent': 'Entrambe indipendenti',
  'Partition with Italy': "Spartizione con l'Italia",
  Yes: 'Sì',
  No: 'No',
  Divided: 'Divise',
  'Restore King Nikola': 'Restaurare re Nicola',
  'Italian protectorate': 'Protettorato italiano',
  'Open City': 'Città aperta',
  'To Turkey': 'Alla Turchia',
  'To Greece': 'Alla Grecia',
  Plebiscite: 'Plebiscito',
  Autonomy: 'Autonomia',
  'Japanese Mandate': 'Mandato giapponese',
  'US Mandate': 'Mandato USA',
  'League trusteeship': 'Amministrazione fiduciaria della Lega',
  'To Romania': 'Alla Romania',
  'To Russia': 'Alla Russia',
  'To Hungary': "All'Ungheria",
  'To Bulgaria': 'Alla Bulgaria',
  'To Poland': 'Alla Polonia',
  Independent: 'Indipendente',
  'To Lithuania': 'Alla Lituania',
  'Independent Baltic States': 'Stati baltici indipendenti',
  Offer: 'Offrire',
  'Do Not Offer': 'Non offrire',
  'Italian Mandate': 'Mandato italiano',
  'UK Mandate': 'Mandato UK',
  'Annexation by South Africa': 'Annessione al Sudafrica',
  'Mandate to South Africa': 'Mandato al Sudafrica',
  'To France': 'Alla Francia',
  'To UK': 'Al UK',
  'French Mandate': 'Mandato francese',
  'Zionist State': 'Stato sionista',
  'No Kurdistan': 'Nessun Kurdistan',
  'Create the International Labour Organisation': "Creare l'Organizzazione Internazionale del Lavoro",
  'Do not create it': 'Non crearla',
  Weak: 'Debole',
  Strong: 'Forte',
  'Exclude from the League programme': 'Escludere dal programma della Lega',
  'Include in the League programme': 'Includere nel programma della Lega',
  'One State One Vote': 'Uno Stato un voto',
  'Veto of the Great Powers': 'Veto delle Grandi Potenze',
  'To Japan': 'Al Giappone',
  'Mandate to Australia & NZ': 'Mandato ad Australia e NZ',
  'To China': 'Alla Cina',
  Low: 'Bassa',
  Medium: 'Media',
  High: 'Alta',
};

const sign = (n: number) => (n > 0 ? `+${n}` : `${n}`);

/** The event summaries come from the engine; use the Italian rulebook's terms in lookups. */
function rulebookItalian(text: string): string {
  return text
    .replace(
      /Verifica disordini in la\/le regione\/i con più disordini/g,
      "Verifica dell'insurrezione nella/e regione/i col Malcontento più alto",
    )
    .replace(/Verifica disordini in /g, "Verifica dell'insurrezione in ")
    .replace(/con più disordini/g, 'col Malcontento più alto')
    .replace(/disordini/g, 'malcontento')
    .replace(/Anticamera/g, "Sala d'Attesa")
    .replace(/una polveriera/g, 'un Barile di Polvere')
    .replace(/polveriera/g, 'Barile di Polvere')
    .replace(/ in la /g, ' nella ')
    .replace(/ in il /g, ' nel ')
    .replace(/ in Balcani/g, ' nei Balcani')
    .replace(/ in Pacifico/g, ' nel Pacifico')
    .replace(/Contenimento Bolscevico/g, 'Contenimento del Bolscevismo')
    .replace(/Contenimento Tedesco/g, 'Contenimento della Germania')
    .replace(/Riparazioni Tedesche/g, 'Riparazioni della Germania')
    .replace(/: quel giocatore: /g, ': ');
}

function tokenText(t: TokenIcon, l: Lang): string {
  const name = TOKEN[l][t.kind];
  if (t.flags.length === 0) return name;
  const flags = t.flags.map((f) => POWER[l][f]).join(l === 'en' ? ' or ' : ' o ');
  return `${name} (${flags})`;
}

function optionText(o: IssueOption, l: Lang): string {
  const parts: string[] = [];
  for (const h of o.happiness)
    parts.push(`${POWER[l][h.power]} ${sign(h.delta)} ${l === 'en' ? 'Happiness' : 'Felicità'}`);
  for (const u of o.unrest)
    parts.push(`${CATEGORY[l][u.region]} ${sign(u.delta)} ${l === 'en' ? 'unrest' : 'malcontento'}`);
  for (const t of o.tokens) parts.push(`${l === 'en' ? 'token' : 'pedina'} ${tokenText(t, l)}`);
  const label = l === 'en' ? o.label : (LABEL_IT[o.label] ?? o.label);
  return `${label}: ${parts.length ? parts.join(', ') : l === 'en' ? 'no icons' : 'nessuna icona'}`;
}

function issueEntry(c: IssueCard): CardEntry {
  const rush = c.category === 'none';
  const noMil = c.noMilitary
    ? { en: ', No Military (bids with Influence only)', it: ', No Militari (si punta solo Influenza)' }
    : { en: '', it: '' };
  const body = rush
    ? {
        en: `End Game Issue, ${c.stars} stars. Settled like any Issue; its controller takes it and the game ends at once.`,
        it: `Questione Fine Partita, ${c.stars} stelle. Si Sistema come le altre; chi la controlla la prende e la partita finisce subito.`,
      }
    : {
        en: `${CATEGORY.en[c.category]} Issue, ${c.stars} stars${noMil.en}. Options — ${c.options.map((o) => optionText(o, 'en')).join('; ')}.`,
        it: `Questione ${CATEGORY.it[c.category]}, ${c.stars} stelle${noMil.it}. Opzioni — ${c.options.map((o) => optionText(o, 'it')).join('; ')}.`,
      };
  return card(
    c.id,
    'issue',
    [c.name.en, c.name.it],
    [body.en, body.it],
    [
      [`issue ${c.number}`, CATEGORY.en[c.category], ...c.options.map((o) => o.label)],
      [`questione ${c.number}`, CATEGORY.it[c.category], ...c.options.map((o) => LABEL_IT[o.label] ?? o.label)],
    ],
    rush ? ['end-game-card', 'settle-end-issue'] : ['settle', 'settle-step-1', 'issue-icons'],
    c.number,
  );
}

function conditionText(c: StrategyCondition, l: Lang): string {
  const en = l === 'en';
  switch (c.kind) {
    case 'tokens':
      return en
        ? `${sign(c.vp)} VP per ${TOKEN.en[c.token]} token`
        : `${sign(c.vp)} PV per pedina ${TOKEN.it[c.token]}`;
    case 'regions_low':
      return en
        ? `${sign(c.vp)} VP per region with unrest in columns 1–3`
        : `${sign(c.vp)} PV per regione col malcontento nelle colonne 1-3`;
    case 'regions_high':
      return en
        ? `${sign(c.vp)} VP per region with unrest in columns 4–8`
        : `${sign(c.vp)} PV per regione col malcontento nelle colonne 4-8`;
    case 'own_units':
      return en
        ? `${sign(c.vp)} VP per own unit not demobilized`
        : `${sign(c.vp)} PV per propria unità non smobilitata`;
    case 'own_issues':
      return en
        ? `${sign(c.vp)} VP per ${CATEGORY.en[c.category]} Issue you control`
        : `${sign(c.vp)} PV per Questione ${CATEGORY.it[c.category]} controllata`;
    case 'region_majority':
      return en
        ? `${sign(c.vp)} VP per region where you control the most Issues`
        : `${sign(c.vp)} PV per regione in cui controlli più Questioni`;
    case 'regions_present':
      return en
        ? `${sign(c.vp)} VP per region where you control an Issue`
        : `${sign(c.vp)} PV per regione in cui controlli una Questione`;
    case 'treaty_signed':
      return en
        ? `${sign(c.vp)} VP per nation (Japan, Italy) that signs`
        : `${sign(c.vp)} PV per nazione (Giappone, Italia) che firma`;
    case 'treaty_refused':
      return en
        ? `${sign(c.vp)} VP per nation (Japan, Italy) that refuses to sign`
        : `${sign(c.vp)} PV per nazione (Giappone, Italia) che non firma`;
    case 'italy_refuses':
      return en ? `${sign(c.vp)} VP if Italy refuses to sign` : `${sign(c.vp)} PV se l'Italia non firma`;
    case 'happiness_x2':
      return en ? 'Happiness x2 (doubles your Happiness award)' : 'Felicità x2 (raddoppia il premio Felicità)';
  }
}

export const cardEntries: readonly CardEntry[] = [
  ...ISSUES.map(issueEntry),
  ...EVENTS.map((e) =>
    card(
      e.id,
      'event',
      [e.name, e.name],
      [
        `Event ${e.number}${e.influenceIcon ? ', with Influence icon' : ''}. Crisis (on draw): ${e.text.en.crisis}. Conference (when the Table Issue is settled): ${e.text.en.conference}.`,
        `Evento ${e.number}${e.influenceIcon ? ', con icona Influenza' : ''}. Crisi (quando è pescato): ${rulebookItalian(e.text.it.crisis)}. Conferenza (quando si Sistema al Tavolo): ${rulebookItalian(e.text.it.conference)}.`,
      ],
      [[`event ${e.number}`, e.crisisLabel], [`evento ${e.number}`]],
      ['settle-step-2', 'settle-step-5'],
      e.number,
    ),
  ),
  ...STRATEGY_CARDS.map((s) =>
    card(
      s.id,
      'strategy',
      [s.name.en, s.name.it],
      [
        `Strategy card ${s.number}, scored at game end: ${s.conditions.map((c) => conditionText(c, 'en')).join('; ')}.`,
        `Carta Strategia ${s.number}, si valuta a fine partita: ${s.conditions.map((c) => conditionText(c, 'it')).join('; ')}.`,
      ],
      [[`strategy ${s.number}`], [`strategia ${s.number}`]],
      ['strategy-cards', 'final-scoring'],
      s.number,
    ),
  ),
];
