// Card lookup entries for La Belle Époque. Ids follow the card data (data/cards.ts, each card with its
// provenance). Most effects are reconstructed
// (the rulebook names only a few cards): the text says so where the effect is not printed.
import { card, type CardEntry } from './types.js';

type Half = { name: [string, string]; effect: [string, string]; np: boolean };

/** The Intrigue card halves; a physical card pairs an NP-symbol half with a plain half. */
const HALVES: Record<string, Half> = {
  diplomatic_attack: {
    np: true,
    name: ['Diplomatic Attack', 'Attacco Diplomatico'],
    effect: [
      'remove 2 DM cubes of one opposing Power from 2 different territories (base cubes only)',
      'togli 2 cubi MD di una Potenza avversaria da 2 territori diversi (solo cubi di base)',
    ],
  },
  press_campaign: {
    np: true,
    name: ['Press Campaign', 'Campagna di Stampa'],
    effect: ['the target Power loses 1 prestige', 'la Potenza bersaglio perde 1 prestigio'],
  },
  financial_scandal: {
    np: true,
    name: ['Financial Scandal', 'Scandalo Finanziario'],
    effect: [
      'a human target pays £5 to the bank (or all it has)',
      'un bersaglio umano paga £5 alla banca (o tutto ciò che ha)',
    ],
  },
  sabotage: {
    np: true,
    name: ['Sabotage', 'Sabotaggio'],
    effect: [
      'the target gets −2 in every dispute over its cubes this turn',
      'il bersaglio ha −2 in ogni contesa sui suoi cubi per questo turno',
    ],
  },
  change_strategy: {
    np: true,
    name: ['Change of Strategy', 'Cambio di Strategia'],
    effect: [
      'after both dice are rolled in a dispute, reroll your own die',
      'in una contesa, dopo i tiri, ritira il tuo dado',
    ],
  },
  italian_diplomacy: {
    np: true,
    name: ['Italian Diplomacy', 'Diplomazia Italiana'],
    effect: [
      'place 1 Italian cube in each of Horn of Africa, Algeria-Morocco and Ottoman Empire (free space or replacing any cube)',
      "piazza 1 cubo italiano in Corno d'Africa, Algeria-Marocco e Impero Ottomano (spazio libero o sostituendo un cubo)",
    ],
  },
  rising_sun: {
    np: true,
    name: ['Rising Sun', 'Sol Levante'],
    effect: [
      'place 2 Japanese cubes in Manchuria-Korea and 1 in China',
      'piazza 2 cubi giapponesi in Manciuria-Corea e 1 in Cina',
    ],
  },
  big_stick: {
    np: true,
    name: ['Big Stick Policy', 'Politica del Grosso Bastone'],
    effect: [
      'place 1 US cube in Japan, 1 in China and 1 in Micronesia or Melanesia (free space or replacing a cube of your choice)',
      'piazza 1 cubo USA in Giappone, 1 in Cina e 1 in Micronesia o Melanesia (spazio libero o sostituendo un cubo a scelta)',
    ],
  },
  intercepted_dispatches: {
    np: true,
    name: ['Intercepted Dispatches', 'Dispacci Intercettati'],
    effect: [
      "take 1 random Intrigue card from the target's hand",
      'prendi a caso 1 carta Intrigo dalla mano del bersaglio',
    ],
  },
  expelled_diplomats: {
    np: true,
    name: ['Expelled Diplomats', 'Diplomatici Espulsi'],
    effect: [
      'the target returns 2 cubes from its Embassies to the General Reserve',
      'il bersaglio rimette 2 cubi delle Ambasciate nella Riserva Generale',
    ],
  },
  secret_diplomacy: {
    np: true,
    name: ['Secret Diplomacy', 'Diplomazia Segreta'],
    effect: ['add 2 DM cubes to your Embassies', 'aggiungi 2 cubi MD alle tue Ambasciate'],
  },
  subversion: {
    np: true,
    name: ['Subversion', 'Sovversione'],
    effect: [
      'replace one opposing cube anywhere with one of yours (no fleet needed)',
      'sostituisci ovunque un cubo avversario con uno tuo (senza flotta)',
    ],
  },
  royal_visit: {
    np: true,
    name: ['Royal Visit', 'Visita Reale'],
    effect: ['gain 1 prestige with its bonus', 'guadagni 1 prestigio col suo bonus'],
  },
  political_scandal: {
    np: false,
    name: ['Political Scandal', 'Scandalo Politico'],
    effect: [
      'the target loses 1 prestige or 1 Embassies cube (its choice; an NP rolls: even prestige, odd cube)',
      'il bersaglio perde 1 prestigio o 1 cubo delle Ambasciate (a sua scelta; una NP tira: pari prestigio, dispari cubo)',
    ],
  },
  secret_funds: { np: false, name: ['Secret Funds', 'Fondi Segreti'], effect: ['take £4', 'prendi £4'] },
  arms_contract: {
    np: false,
    name: ['Arms Contract', 'Contratto di Armi'],
    effect: ['gain 2 armies free', 'ottieni 2 eserciti gratis'],
  },
  naval_manoeuvres: {
    np: false,
    name: ['Naval Manoeuvres', 'Manovre Navali'],
    effect: ['move 1 fleet between boxes and keep it Active', 'sposta 1 flotta tra i box lasciandola attiva'],
  },
  consular_network: {
    np: false,
    name: ['Consular Network', 'Rete Consolare'],
    effect: [
      'send 2 extra DM cubes to Africa or Asia without a fleet',
      'invia 2 cubi MD extra in Africa o Asia senza flotta',
    ],
  },
  secret_treaty: {
    np: false,
    name: ['Secret Treaty', 'Trattato Segreto'],
    effect: ['move 2 of your own cubes to other territories', 'sposta 2 tuoi cubi in altri territori'],
  },
  military_mission: {
    np: false,
    name: ['Military Mission', 'Missione Militare'],
    effect: ['+1 in one dispute, beyond the cap', '+1 in una contesa, oltre il massimo'],
  },
  colonial_concession: {
    np: false,
    name: ['Colonial Concession', 'Concessione Coloniale'],
    effect: [
      'place 1 cube in a free space of a colony where you already have a cube',
      'piazza 1 cubo in uno spazio libero di una colonia dove hai già un cubo',
    ],
  },
  spy_ring: {
    np: false,
    name: ['Spy Ring', 'Rete di Spie'],
    effect: ['take 1 Intrigue card of your choice from the target', 'prendi 1 carta Intrigo a scelta dal bersaglio'],
  },
  bribed_officials: {
    np: false,
    name: ['Bribed Officials', 'Funzionari Corrotti'],
    effect: [
      'replace a cube of an unallied minor nation with one of yours',
      'sostituisci un cubo di una minore non alleata con uno tuo',
    ],
  },
  gunboat_diplomacy: {
    np: false,
    name: ['Gunboat Diplomacy', 'Diplomazia delle Cannoniere'],
    effect: [
      'when you attack, the defender may commit no fleets',
      'quando attacchi, il difensore non può impegnare flotte',
    ],
  },
  foreign_loan: {
    np: false,
    name: ['Foreign Loan', 'Prestito Estero'],
    effect: ['take £7 now, receive £3 less next income', 'prendi £7 ora, £3 in meno alla prossima rendita'],
  },
  mobilisation: {
    np: false,
    name: ['Mobilisation', 'Mobilitazione'],
    effect: ['your armies cost £0 in disputes this turn', 'i tuoi eserciti costano £0 nelle contese di questo turno'],
  },
  embassy_staff: {
    np: false,
    name: ['Embassy Staff', "Personale d'Ambasciata"],
    effect: ['add 1 cube to your Embassies and take £2', 'aggiungi 1 cubo alle Ambasciate e prendi £2'],
  },
  fashoda: {
    np: true,
    name: ['Fashoda Incident', 'Incidente di Fascioda'],
    effect: [
      'in one African territory remove 1 cube of each of up to 2 opposing Powers',
      'in un territorio africano togli 1 cubo a ciascuna di al massimo 2 Potenze avversarie',
    ],
  },
  entente_cordiale: {
    np: false,
    name: ['Entente Cordiale', 'Entente Cordiale'],
    effect: [
      'shield one territory from opposing cards this turn',
      'proteggi un territorio dalle carte avversarie per questo turno',
    ],
  },
  anarchist_outrage: {
    np: true,
    name: ['Anarchist Outrage', 'Attentato Anarchico'],
    effect: [
      'the target loses 1 prestige and 1 Embassies cube',
      'il bersaglio perde 1 prestigio e 1 cubo delle Ambasciate',
    ],
  },
  secret_protocol: {
    np: false,
    name: ['Secret Protocol', 'Protocollo Segreto'],
    effect: [
      'place 1 cube in a free space of a minor nation where you have a cube',
      'piazza 1 cubo in uno spazio libero di una minore dove hai un cubo',
    ],
  },
  colonial_conference: {
    np: true,
    name: ['Colonial Conference', 'Conferenza Coloniale'],
    effect: [
      'send 1 extra cube from the Reserve to any colony',
      'invia 1 cubo extra dalla Riserva in qualsiasi colonia',
    ],
  },
  railway_concession: {
    np: false,
    name: ['Railway Concession', 'Concessione Ferroviaria'],
    effect: ['take £3 and add 1 cube to your Embassies', 'prendi £3 e aggiungi 1 cubo alle Ambasciate'],
  },
};

const INTRIGUE: Array<[string, string, string]> = [
  ['IC01', 'diplomatic_attack', 'secret_funds'],
  ['IC02', 'diplomatic_attack', 'consular_network'],
  ['IC03', 'diplomatic_attack', 'mobilisation'],
  ['IC04', 'press_campaign', 'arms_contract'],
  ['IC05', 'press_campaign', 'secret_treaty'],
  ['IC06', 'press_campaign', 'embassy_staff'],
  ['IC07', 'financial_scandal', 'naval_manoeuvres'],
  ['IC08', 'financial_scandal', 'colonial_concession'],
  ['IC09', 'sabotage', 'political_scandal'],
  ['IC10', 'sabotage', 'foreign_loan'],
  ['IC11', 'change_strategy', 'political_scandal'],
  ['IC12', 'change_strategy', 'spy_ring'],
  ['IC13', 'italian_diplomacy', 'military_mission'],
  ['IC14', 'italian_diplomacy', 'bribed_officials'],
  ['IC15', 'rising_sun', 'gunboat_diplomacy'],
  ['IC16', 'rising_sun', 'secret_funds'],
  ['IC17', 'big_stick', 'arms_contract'],
  ['IC18', 'big_stick', 'naval_manoeuvres'],
  ['IC19', 'intercepted_dispatches', 'consular_network'],
  ['IC20', 'intercepted_dispatches', 'mobilisation'],
  ['IC21', 'expelled_diplomats', 'secret_treaty'],
  ['IC22', 'expelled_diplomats', 'military_mission'],
  ['IC23', 'secret_diplomacy', 'gunboat_diplomacy'],
  ['IC24', 'secret_diplomacy', 'spy_ring'],
  ['IC25', 'subversion', 'colonial_concession'],
  ['IC26', 'subversion', 'foreign_loan'],
  ['IC27', 'royal_visit', 'bribed_officials'],
  ['IC28', 'royal_visit', 'embassy_staff'],
  ['ICP1', 'fashoda', 'entente_cordiale'],
  ['ICP2', 'anarchist_outrage', 'secret_protocol'],
  ['ICP3', 'colonial_conference', 'railway_concession'],
];

function intrigueCard([id, a, b]: [string, string, string]): CardEntry {
  const np = HALVES[a];
  const plain = HALVES[b];
  const promo = id.startsWith('ICP');
  return card(
    id,
    'intrigue',
    [`${np.name[0]} / ${plain.name[0]}`, `${np.name[1]} / ${plain.name[1]}`],
    [
      `Intrigue card${promo ? ' (promo)' : ''}, free to play, use one half. NP half "${np.name[0]}": ${np.effect[0]}. Plain half "${plain.name[0]}": ${plain.effect[0]}. Humans facing NP Powers may not use the NP half. Effects beyond the names are reconstructed.`,
      `Carta Intrigo${promo ? ' (promo)' : ''}, gratuita, si usa una metà. Metà NP "${np.name[1]}": ${np.effect[1]}. Metà normale "${plain.name[1]}": ${plain.effect[1]}. Chi gioca contro Potenze NP non può usare la metà NP. Gli effetti oltre ai nomi sono ricostruiti.`,
    ],
    [
      [np.name[0], plain.name[0], `I_${a}`, `I_${b}`],
      [np.name[1], plain.name[1]],
    ],
    ['8.6', '8.6.1', '13.4.6'],
  );
}

const ENTRIES: CardEntry[] = [
  // Event cards, Era I
  card(
    'E1_austria_serbia',
    'event',
    ['Austria Recognizes the Kingdom of Serbia', 'Austria riconosce il Regno di Serbia'],
    [
      'Era I event (reconstructed effect): place 2 Central Empires cubes in Serbia by event placement.',
      'Evento Era I (effetto ricostruito): piazza 2 cubi degli Imperi Centrali in Serbia con il piazzamento da evento.',
    ],
    [['serbia'], ['serbia']],
    ['6.2'],
  ),
  card(
    'E1_economic_crisis',
    'event',
    ['Economic Crisis', 'Crisi economica'],
    [
      'Era I event (reconstructed): every human Power pays £3 (not below £0).',
      'Evento Era I (ricostruito): ogni Potenza umana paga £3 (non sotto £0).',
    ],
    [['long depression'], ['grande depressione']],
    ['6.0'],
  ),
  card(
    'E1_economic_progress',
    'event',
    ['Economic Progress', 'Sviluppo economico'],
    [
      'Era I event (reconstructed): every human Power takes £3.',
      'Evento Era I (ricostruito): ogni Potenza umana prende £3.',
    ],
    [['industrial revolution'], ['rivoluzione industriale']],
    ['6.0'],
  ),
  card(
    'E1_italian_horn',
    'event',
    ['Italian Penetration in the Horn of Africa', "Penetrazione italiana nel Corno d'Africa"],
    [
      'Era I event: place 2 Italian cubes in the Horn of Africa by event placement (die roll if no free space).',
      "Evento Era I: piazza 2 cubi italiani nel Corno d'Africa con il piazzamento da evento (dado se non ci sono spazi liberi).",
    ],
    [
      ['horn of africa', 'eritrea'],
      ["corno d'africa", 'eritrea'],
    ],
    ['6.2', '12.0'],
  ),
  card(
    'E1_austria_turmoil',
    'event',
    ['Nationalist Turmoil in Austria', 'Agitazioni dei nazionalismi in Austria'],
    [
      'Era I event (reconstructed): Central Empires lose 1 prestige and 1 Embassies cube.',
      'Evento Era I (ricostruito): gli Imperi Centrali perdono 1 prestigio e 1 cubo delle Ambasciate.',
    ],
    [[], []],
    ['11.0'],
  ),
  card(
    'E1_portugal_bankruptcy',
    'event',
    ['Portuguese Bankruptcy', 'Bancarotta in Portogallo'],
    ['Era I event: remove every Portuguese cube in Africa.', 'Evento Era I: togli tutti i cubi portoghesi in Africa.'],
    [['bankruptcy in portugal'], ['portogallo']],
    ['12.0'],
  ),
  card(
    'E1_macedonia',
    'event',
    ['Revolts in Macedonia', 'Rivolte in Macedonia'],
    [
      'Era I event (reconstructed): each Power with a base cube in the Ottoman Empire removes 1 of them.',
      "Evento Era I (ricostruito): ogni Potenza con un cubo di base nell'Impero Ottomano ne toglie 1.",
    ],
    [['ottoman'], ['ottomano']],
    ['6.0'],
  ),
  card(
    'E1_sino_french',
    'event',
    ['Sino-French War', 'Guerra franco-cinese'],
    [
      'Era I event (reconstructed): place 2 French cubes in Indochina; France pays £3.',
      'Evento Era I (ricostruito): piazza 2 cubi francesi in Indocina; la Francia paga £3.',
    ],
    [
      ['tonkin', 'indochina'],
      ['tonchino', 'indocina'],
    ],
    ['6.2'],
  ),
  card(
    'E1_sino_japanese',
    'event',
    ['Sino-Japanese War', 'Guerra sino-giapponese'],
    [
      'Era I event (reconstructed): place 1 Japanese cube in Manchuria-Korea and 1 in China.',
      'Evento Era I (ricostruito): piazza 1 cubo giapponese in Manciuria-Corea e 1 in Cina.',
    ],
    [['japan'], ['giappone']],
    ['6.2'],
  ),
  card(
    'E1_mahdi',
    'event',
    ['The Mahdi Rebellion', 'Rivolta del Mahdi'],
    [
      'Era I event (reconstructed): roll twice for Egypt-Sudan; each roll removes the cube in that space.',
      'Evento Era I (ricostruito): tira due volte per Egitto-Sudan; ogni tiro toglie il cubo in quello spazio.',
    ],
    [
      ['sudan', 'mahdist'],
      ['sudan', 'mahdisti'],
    ],
    ['6.2'],
  ),
  // Era II
  card(
    'E2_anglo_boer',
    'event',
    ['Anglo-Boer War', 'Guerra anglo-boera'],
    [
      'Era II event (reconstructed): remove all Boer cubes from South Africa; whoever then controls it loses 1 prestige.',
      'Evento Era II (ricostruito): togli tutti i cubi boeri dal Sudafrica; chi poi lo controlla perde 1 prestigio.',
    ],
    [
      ['boer war', 'south africa'],
      ['guerra boera', 'sudafrica'],
    ],
    ['6.0'],
  ),
  card(
    'E2_umberto',
    'event',
    ['Assassination of Umberto I', 'Assassinio di Umberto I'],
    [
      'Era II event (reconstructed): each Power with a base cube in Italy removes 1 of them.',
      'Evento Era II (ricostruito): ogni Potenza con un cubo di base in Italia ne toglie 1.',
    ],
    [['italy king'], ["re d'italia"]],
    ['6.0'],
  ),
  card(
    'E2_persia_coup',
    'event',
    ['Coup in Persia', 'Colpo di stato in Persia'],
    [
      'Era II event (reconstructed): place 2 Russian cubes and 1 British cube in Persia.',
      'Evento Era II (ricostruito): piazza 2 cubi russi e 1 britannico in Persia.',
    ],
    [['persia'], ['persia']],
    ['6.2'],
  ),
  card(
    'E2_dreyfus',
    'event',
    ['Dreyfus Affair', 'Affare Dreyfus'],
    [
      'Promo Era II event: if used, 4 Era II cards (not 3) leave the game at turn 4. Reconstructed effect: France loses 1 prestige and 1 Embassies cube.',
      'Evento promo Era II: se usato, al turno 4 escono 4 carte Era II (non 3). Effetto ricostruito: la Francia perde 1 prestigio e 1 cubo delle Ambasciate.',
    ],
    [['dreyfuss', 'promo'], ['promo']],
    ['6.1'],
  ),
  card(
    'E2_irredentism',
    'event',
    ['Italian Irredentism', 'Irredentismo italiano'],
    [
      'Era II event (reconstructed): remove up to 2 Central Empires cubes from Italy.',
      "Evento Era II (ricostruito): togli fino a 2 cubi degli Imperi Centrali dall'Italia.",
    ],
    [['trento trieste'], ['trento trieste']],
    ['6.0'],
  ),
  card(
    'E2_korea',
    'event',
    ['Japanese Annexation of Korea', 'Annessione giapponese della Corea'],
    [
      'Era II event (reconstructed): place 2 Japanese cubes in Manchuria-Korea.',
      'Evento Era II (ricostruito): piazza 2 cubi giapponesi in Manciuria-Corea.',
    ],
    [['korea annexion'], ['corea']],
    ['6.2'],
  ),
  card(
    'E2_armenia',
    'event',
    ['Massacre in Armenia', 'Massacri in Armenia'],
    [
      "Era II event (reconstructed): the Ottoman Empire's ally loses 1 prestige.",
      "Evento Era II (ricostruito): l'alleato dell'Impero Ottomano perde 1 prestigio.",
    ],
    [['armenia'], ['armenia']],
    ['6.0'],
  ),
  card(
    'E2_young_turks',
    'event',
    ['Revolution of the Young Turks', 'Rivoluzione dei Giovani Turchi'],
    [
      'Era II event (reconstructed): every Power with 2+ base cubes in the Ottoman Empire removes 1.',
      "Evento Era II (ricostruito): ogni Potenza con 2+ cubi di base nell'Impero Ottomano ne toglie 1.",
    ],
    [['young turks'], ['giovani turchi']],
    ['6.0'],
  ),
  card(
    'E2_royal_scandal',
    'event',
    ['Royal Scandal in Great Britain', 'Scandalo nella famiglia reale inglese'],
    [
      'Era II event (reconstructed): Great Britain loses 1 prestige.',
      'Evento Era II (ricostruito): la Gran Bretagna perde 1 prestigio.',
    ],
    [['prince of wales'], ['principe di galles']],
    ['11.0'],
  ),
  card(
    'E2_spanish_american',
    'event',
    ['Spanish-American War', 'Guerra ispano-americana'],
    [
      'Era II event (reconstructed): Spanish cubes in Asia become US cubes, then 1 more US cube goes to Micronesia.',
      'Evento Era II (ricostruito): i cubi spagnoli in Asia diventano statunitensi, poi 1 altro cubo USA va in Micronesia.',
    ],
    [
      ['usa', 'philippines'],
      ['stati uniti', 'filippine'],
    ],
    ['6.2'],
  ),
  card(
    'E2_boxers',
    'event',
    ['The Boxer Rebellion', 'Rivolta dei Boxer'],
    [
      'Era II event (reconstructed): each Power with a base cube in China removes 1.',
      'Evento Era II (ricostruito): ogni Potenza con un cubo di base in Cina ne toglie 1.',
    ],
    [
      ['boxers', 'china'],
      ['boxer', 'cina'],
    ],
    ['6.0'],
  ),
  card(
    'E2_may_coup',
    'event',
    ['The May Coup in Serbia', 'Eccidio di Belgrado'],
    [
      'Era II event (reconstructed): remove 1 Central Empires cube from Serbia, then place 1 Russian cube there.',
      'Evento Era II (ricostruito): togli 1 cubo degli Imperi Centrali dalla Serbia, poi piazzaci 1 cubo russo.',
    ],
    [['belgrade'], ['belgrado', 'colpo di maggio']],
    ['6.2'],
  ),
  // Era III
  card(
    'E3_sarajevo',
    'event',
    ['Assassination of Archduke Franz Ferdinand', 'Attentato di Sarajevo'],
    [
      'Era III event: the game ends immediately; skip the rest of the turn and go to final scoring.',
      'Evento Era III: la partita finisce subito; si salta il resto del turno e si passa al punteggio finale.',
    ],
    [
      ['sarajevo', 'game end'],
      ['sarajevo', 'fine partita'],
    ],
    ['6.3', '10.2'],
  ),
  card(
    'E3_italo_turkish',
    'event',
    ['Italian-Turkish War', 'Guerra italo-turca'],
    [
      'Era III event (reconstructed): place 2 Italian cubes in the Ottoman Empire.',
      "Evento Era III (ricostruito): piazza 2 cubi italiani nell'Impero Ottomano.",
    ],
    [['libya'], ['libia']],
    ['6.2'],
  ),
  card(
    'E3_russo_japanese',
    'event',
    ['Russo-Japanese War', 'Guerra russo-giapponese'],
    [
      'Era III event (reconstructed): place 2 Japanese cubes in Manchuria-Korea; Russia loses 1 prestige and a fleet in the Asia box.',
      'Evento Era III (ricostruito): piazza 2 cubi giapponesi in Manciuria-Corea; la Russia perde 1 prestigio e una flotta nel box Asia.',
    ],
    [['tsushima'], ['tsushima']],
    ['6.2'],
  ),
  card(
    'E3_balkan_wars',
    'event',
    ['The Balkan Wars', 'Guerre balcaniche'],
    [
      'Era III event: the card is assigned to a Power and scores for it at the end. Reconstructed: it goes to the Power allied with most of Serbia, Bulgaria, Greece and Romania (+3 VP); the Ottoman ally loses 1 prestige.',
      "Evento Era III: la carta si assegna a una Potenza e vale alla fine. Ricostruito: va alla Potenza alleata con più tra Serbia, Bulgaria, Grecia e Romania (+3 PV); l'alleato ottomano perde 1 prestigio.",
    ],
    [['balkans'], ['balcani']],
    ['10.2'],
  ),
  // Intrigue cards
  ...INTRIGUE.map(intrigueCard),
  // National cards (3 common, each Power has its own copy and price; 1 Power-specific each)
  card(
    'N_diplomatic_contrasts',
    'national',
    ['Diplomatic Contrasts', 'Contrasti Diplomatici'],
    [
      'Common National card (GB £5, CE £4, FR £5, RU £4): pick a territory; other Powers may not send DM cubes there this turn or next (your choice). Armament sales there are still allowed (Italian edition: the seller loses 1 prestige).',
      'Carta Nazionale comune (GB £5, IC £4, FR £5, RU £4): scegli un territorio; le altre Potenze non possono inviarvi cubi MD in questo turno o nel prossimo (a scelta). Le vendite di armamenti restano permesse (edizione italiana: il venditore perde 1 prestigio).',
    ],
    [['diplomatic tackles', 'block territory'], ['blocco territorio']],
    ['8.9.2', '13.4.7'],
  ),
  card(
    'N_social_policy',
    'national',
    ['Social Policy', 'Politica Sociale'],
    [
      'Common National card (GB £6, CE £5, FR £6, RU £7): either +2 prestige with bonuses, or (reconstructed) 3 cubes into your Embassies. NP Powers always take the prestige.',
      'Carta Nazionale comune (GB £6, IC £5, FR £6, RU £7): +2 prestigio con bonus oppure (ricostruito) 3 cubi nelle Ambasciate. Le NP prendono sempre il prestigio.',
    ],
    [['welfare'], ['stato sociale']],
    ['11.1', '13.4.7'],
  ),
  card(
    'N_nationalist_disorders',
    'national',
    ['Nationalist Disorders', 'Disordini Nazionalisti'],
    [
      'Common National card (GB £8, CE £6, FR £7, RU £6): remove 4 cubes of opposing Powers (never minor-nation cubes), at most 2 from any one Power, from any territories.',
      'Carta Nazionale comune (GB £8, IC £6, FR £7, RU £6): togli 4 cubi di Potenze avversarie (mai di nazioni minori), al massimo 2 per Potenza, da qualsiasi territorio.',
    ],
    [['nationalist disorder'], ['disordini']],
    ['13.4.4'],
  ),
  card(
    'N_superior_doctrine',
    'national',
    ['Superior Doctrine', 'Dottrina Superiore'],
    [
      'Central Empires only: for the rest of the game CE gets +2 in disputes beyond the +4 cap, to a total of +6.',
      'Solo Imperi Centrali: per il resto della partita gli IC hanno +2 nelle contese oltre il massimo +4, fino a +6.',
    ],
    [['germany doctrine'], ['dottrina']],
    ['8.7'],
  ),
  card(
    'N_empire_of_the_seas',
    'national',
    ['Empire of the Seas', 'Impero dei Mari'],
    [
      "Great Britain only, a dispute card (reconstructed effect): in one dispute British fleets cost £0, count +3 and GB's cap is +6.",
      'Solo Gran Bretagna, carta da contesa (effetto ricostruito): in una contesa le flotte britanniche costano £0, valgono +3 e il massimo GB è +6.',
    ],
    [['royal navy'], ['marina']],
    ['8.7', '13.4.7'],
  ),
  card(
    'N_trans_siberian',
    'national',
    ['Trans-Siberian Railway', 'Ferrovia Transiberiana'],
    [
      'Russia only, after building the Trans-Siberian Great Work (reconstructed effect): send 2 extra cubes to Manchuria-Korea and/or China; Russian armies cost £0 in Persia, Afghanistan-Baluchistan, China and Manchuria-Korea.',
      'Solo Russia, dopo aver costruito la Grande Opera Transiberiana (effetto ricostruito): invia 2 cubi extra in Manciuria-Corea e/o Cina; gli eserciti russi costano £0 in Persia, Afghanistan-Belucistan, Cina e Manciuria-Corea.',
    ],
    [['railway'], ['ferrovia']],
    ['8.3'],
  ),
  card(
    'N_foreign_legion',
    'national',
    ['Foreign Legion', 'Legione Straniera'],
    [
      'France only (name and effect reconstructed): this turn French armies can join disputes in Africa and Asia without a fleet, at £0 each.',
      'Solo Francia (nome ed effetto ricostruiti): in questo turno gli eserciti francesi partecipano alle contese in Africa e Asia senza flotta, a £0 ciascuno.',
    ],
    [['N_france_special', 'legion'], ['legione']],
    ['8.7'],
  ),
];

/** The engine keeps one copy of each common National card per Power (`N_social_policy_GB`, ...). */
const POWER_CODES = ['GB', 'CE', 'FR', 'RU'];
const COMMON_NATIONAL = ['N_diplomatic_contrasts', 'N_social_policy', 'N_nationalist_disorders'];

export const cardEntries: readonly CardEntry[] = ENTRIES.map((e) => {
  if (COMMON_NATIONAL.includes(e.id)) return { ...e, aliases: POWER_CODES.map((p) => `${e.id}_${p}`) };
  if (e.id === 'N_foreign_legion') return { ...e, aliases: ['N_france_special'] };
  return e;
});
