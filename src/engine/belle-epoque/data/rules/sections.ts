// Rule lookup entries for La Belle Époque, keyed by the English rulebook's section numbers.
// Our own player-facing explanations; numbers are facts from the rulebook (or marked reconstruction).
import { rule, type RuleEntry } from './types.js';

export const ruleEntries: readonly RuleEntry[] = [
  rule(
    '1.0',
    ['Introduction', 'Introduzione'],
    [
      'A diplomatic game of the decades before 1914. Each player runs a Great Power (Great Britain, Russia, France or the Central Empires) and gains prestige through armaments, colonies and alliances with minor nations over 7 to 9 turns of roughly 3–4 years each, on maps of Europe, Africa and Asia.',
      'Gioco diplomatico sui decenni prima del 1914. Ogni giocatore guida una Grande Potenza (Gran Bretagna, Russia, Francia o Imperi Centrali) e cerca prestigio con armamenti, colonie e alleanze con le nazioni minori, in 7-9 turni di circa 3-4 anni, su mappe di Europa, Africa e Asia.',
    ],
    [
      ['overview', 'what is this game', 'powers'],
      ['panoramica', 'introduzione', 'potenze'],
    ],
    ['1.1', '2.5'],
  ),
  rule(
    '1.1',
    ['Historical context', 'Contesto storico'],
    [
      'Background only: the Belle Époque runs from 1871 to 1914. The Americas are left out (Monroe Doctrine); the USA and Japan appear as neutral minor nations brought in by cards.',
      'Solo ambientazione: la Belle Époque va dal 1871 al 1914. Le Americhe restano fuori (dottrina Monroe); Stati Uniti e Giappone compaiono come nazioni minori neutrali portate in gioco dalle carte.',
    ],
    [
      ['history', 'background', 'usa', 'japan', 'monroe'],
      ['storia', 'ambientazione', 'stati uniti', 'giappone'],
    ],
    ['1.0', 'notes'],
  ),
  rule(
    '2.0',
    ['Components', 'Componenti'],
    [
      'The box: map, 4 Power Status Cards, 4 NP Power cards, 25 Event cards, 16 National cards (4 per Power), 28 Intrigue cards, 115 counters, 160 DM cubes (40 per Power), 33 white minor-nation cubes, 20 black Armament cubes, banknotes and one die.',
      'La scatola: mappa, 4 schede Potenza, 4 schede Potenza automatizzata, 25 carte Evento, 16 carte Nazionali (4 per Potenza), 28 carte Intrigo, 115 segnalini, 160 cubi MD (40 per Potenza), 33 cubi bianchi delle nazioni minori, 20 cubi Armamento neri, banconote e un dado.',
    ],
    [
      ['components', 'pieces', 'box contents', 'counters'],
      ['componenti', 'pezzi', 'contenuto', 'segnalini'],
    ],
    ['2.1', '2.2'],
  ),
  rule(
    '2.1',
    ['Diplomatic Mission cubes', 'Cubi Missione Diplomatica'],
    [
      'DM cubes are your envoys: placed in territories they build majorities for alliances and control. Each Power has 40 in its colour; cubes not on the map, on a card or in your Embassies sit in the General Reserve.',
      'I cubi MD sono i tuoi diplomatici: piazzati nei territori creano le maggioranze per alleanze e controllo. Ogni Potenza ne ha 40 del suo colore; quelli non in mappa, non su carte e non nelle Ambasciate stanno nella Riserva Generale.',
    ],
    [
      ['dm cubes', 'diplomatic missions', 'envoys', 'general reserve', 'embassies'],
      ['cubi md', 'missioni diplomatiche', 'riserva generale', 'ambasciate'],
    ],
    ['8.2', '5.0'],
  ),
  rule(
    '2.1.1',
    ['Banknotes', 'Banconote'],
    [
      'Money never runs out: if the notes are used up, use any substitute. Money is counted in pounds (£).',
      'Il denaro non finisce mai: se le banconote si esauriscono usatene altre. Il denaro si conta in sterline (£).',
    ],
    [
      ['money', 'pounds', 'bank', 'cash'],
      ['denaro', 'sterline', 'banca', 'soldi'],
    ],
    ['2.2', '5.0'],
  ),
  rule(
    '2.2',
    ['Limits on playing pieces', 'Limitazioni dei pezzi di gioco'],
    [
      'Apart from money, pieces are limited to what is in the box: if your armies, fleets or cubes run out, you cannot get more.',
      'A parte il denaro, i pezzi sono limitati a quelli della scatola: se finiscono eserciti, flotte o cubi non se ne possono avere altri.',
    ],
    [
      ['piece limit', 'run out', 'counter mix', 'maximum armies', 'max units', 'how many armies'],
      ['limite pezzi', 'esauriti', 'numero massimo', 'massimo eserciti', 'quanti eserciti'],
    ],
    ['2.1.1', '8.1'],
  ),
  rule(
    '2.3',
    ['Power colours', 'Colori delle Potenze'],
    [
      'Great Britain red, Central Empires grey (one player runs Germany and Austria-Hungary together), France blue, Russia green.',
      'Gran Bretagna rosso, Imperi Centrali grigio (un solo giocatore guida Germania e Austria-Ungheria), Francia blu, Russia verde.',
    ],
    [
      ['colours', 'colors', 'central empires', 'germany austria'],
      ['colori', 'imperi centrali', 'germania austria'],
    ],
    ['3.2'],
  ),
  rule(
    '2.4',
    ['Description of components', 'Anatomia dei componenti'],
    [
      'How the pieces read: armies and fleets (2.4.1), Great Works (2.4.2) and markers (2.4.3).',
      'Come si leggono i pezzi: eserciti e flotte (2.4.1), Grandi Opere (2.4.2) e indicatori (2.4.3).',
    ],
    [
      ['anatomy', 'counters explained'],
      ['anatomia', 'segnalini'],
    ],
    ['2.4.1', '2.4.2', '2.4.3'],
  ),
  rule(
    '2.4.1',
    ['Armies and Fleets', 'Eserciti e Flotte'],
    [
      'Each army and fleet counter has an Active side and an Exhausted side and shows its dispute value: a fleet adds +2, an army +1. Exhausted units cannot be committed again until the Preparation Phase.',
      'Ogni esercito e flotta ha un lato Attivo e uno Esaurito e mostra il valore in contesa: flotta +2, esercito +1. Le unità esaurite non si possono reimpiegare fino alla Fase di Preparazione.',
    ],
    [
      ['army', 'fleet', 'units', 'active', 'exhausted', 'flip'],
      ['esercito', 'flotta', 'unità', 'attivo', 'esaurito'],
    ],
    ['8.1', '8.7', '9.0'],
  ),
  rule(
    '2.4.2',
    ['Great Works', 'Grandi Opere'],
    [
      'Each Power has one Great Work counter: unbuilt side up until built, then flipped to show its VP. See 8.3 for building one.',
      'Ogni Potenza ha un segnalino Grande Opera: lato non costruito finché non viene realizzata, poi girato per mostrare i PV. Vedi 8.3.',
    ],
    [
      ['great work', 'wonder', 'monument'],
      ['grande opera', 'opera'],
    ],
    ['8.3'],
  ),
  rule(
    '2.4.3',
    ['Markers', 'Indicatori'],
    [
      'Markers track fleets, prestige (and the prestige-bonus reached), VP, turn order, intrigue-card targets and minor-nation alliance bonuses.',
      'Gli indicatori segnano flotte, prestigio (e bonus prestigio raggiunto), PV, ordine di turno, bersagli delle carte Intrigo e bonus di alleanza delle nazioni minori.',
    ],
    [
      ['markers', 'tracks', 'fleet track', 'turn marker'],
      ['indicatori', 'tracciati', 'segnalino turno'],
    ],
    ['11.0', '8.6.1'],
  ),
  rule(
    '2.5',
    ['How to win', 'Come vincere'],
    [
      'Most Victory Points after the final scoring wins. VP come at the end of turns 3 and 6 and at game end from alliances, controlled colonies, national objectives, Great Works and, at the end, prestige. Ties: higher prestige, then more money.',
      'Vince chi ha più Punti Vittoria dopo il punteggio finale. I PV si ottengono alla fine dei turni 3 e 6 e a fine partita da alleanze, colonie controllate, obiettivi nazionali, Grandi Opere e, alla fine, dal prestigio. Parità: più prestigio, poi più denaro.',
    ],
    [
      ['victory', 'win', 'winning', 'vp', 'victory points'],
      ['vittoria', 'vincere', 'pv', 'punti vittoria'],
    ],
    ['10.0', '10.2'],
  ),
  rule(
    '3.0',
    ['Game setup', 'Preparazione della partita'],
    [
      'Place the map and tracks, give each Power its status card, its 4 National cards, its armies and fleets unbuilt in Reserves and its cubes; prepare the Era I Event deck (8 of 10 cards) and the Intrigue deck; put minor-nation cubes on the map (3.1); choose Powers (3.2); then make the initial placement (3.3).',
      "Disponete mappa e tracciati, date a ogni Potenza la sua scheda, le 4 carte Nazionali, eserciti e flotte non costruiti nelle Riserve e i cubi; preparate il mazzo Eventi dell'Era I (8 carte su 10) e il mazzo Intrigo; piazzate i cubi delle nazioni minori (3.1); scegliete le Potenze (3.2); poi il setup iniziale (3.3).",
    ],
    [
      ['setup', 'set up', 'start', 'starting'],
      ['preparazione', 'setup', 'inizio partita'],
    ],
    ['3.1', '3.2', '3.3', '6.1'],
  ),
  rule(
    '3.1',
    ['Minor nations DM cubes', 'Cubi MD delle nazioni minori'],
    [
      'At the start some minor nations already have envoys abroad: Spain 1 in Algeria-Morocco and 1 in Micronesia, Portugal 1 in Tanganyika and 2 in Namibia, Belgium 2 in Congo, Netherlands 2 in Melanesia, Boers 3 in South Africa. Italian, Japanese and US cubes start in the General Reserve and arrive through cards.',
      "All'inizio alcune nazioni minori hanno già cubi: Spagna 1 in Algeria-Marocco e 1 in Micronesia, Portogallo 1 in Tanganica e 2 in Namibia, Belgio 2 in Congo, Olanda 2 in Melanesia, Boeri 3 in Sudafrica. I cubi italiani, giapponesi e statunitensi partono nella Riserva Generale ed entrano con le carte.",
    ],
    [
      ['minor nation cubes', 'white cubes', 'boers', 'spain', 'portugal'],
      ['cubi nazioni minori', 'cubi bianchi', 'boeri', 'spagna', 'portogallo'],
    ],
    ['3.0', '8.7.1'],
  ),
  rule(
    '3.2',
    ['Choosing a Power', 'Scegliere la Potenza'],
    [
      'Draw Power counters at random, or each player rolls a die and, highest first, picks. With 3 players: one plays GB, one the Central Empires, one Russia and France. With 2: GB+France against Central Empires+Russia. A player with two Powers scores their average, rounded down.',
      'Si pescano a caso i segnalini Potenza, oppure ognuno tira un dado e dal più alto sceglie. In 3: uno GB, uno Imperi Centrali, uno Russia e Francia. In 2: GB+Francia contro Imperi Centrali+Russia. Chi ha due Potenze segna la media arrotondata per difetto.',
    ],
    [
      [
        'choose power',
        'pick nation',
        'three players',
        'two players',
        'player count',
        'choose',
        'which power',
        'play which power',
      ],
      [
        'scegliere potenza',
        'tre giocatori',
        'due giocatori',
        'numero giocatori',
        'scegliere',
        'quale potenza',
        'potenza da giocare',
      ],
    ],
    ['3.0', '10.2', '13.0'],
  ),
  rule(
    '3.3',
    ['Initial setup for the Powers', 'Setup iniziale delle Potenze'],
    [
      'Before play each Power places its whole starting pool of DM cubes (Russia 7, France 9, Central Empires 9, Great Britain 10) in rounds: on each turn 2 cubes, never both in the same territory. No fleet is needed for Africa or Asia, no territory may be filled beyond half its spaces (minor-nation cubes included), no disputes may be started, and each Power must meet its per-continent minimums. Nothing stays in the Embassies.',
      'Prima di giocare ogni Potenza piazza tutti i cubi MD iniziali (Russia 7, Francia 9, Imperi Centrali 9, Gran Bretagna 10) a giri: a ogni turno 2 cubi, mai entrambi nello stesso territorio. Non servono flotte per Africa o Asia, nessun territorio può superare metà degli spazi (cubi delle minori compresi), non si aprono contese e ogni Potenza rispetta i minimi per continente. Nelle Ambasciate non resta nulla.',
    ],
    [
      ['initial placement', 'starting cubes', 'setup cubes'],
      ['piazzamento iniziale', 'cubi iniziali'],
    ],
    ['3.3.1', '3.3.2'],
  ),
  rule(
    '3.3.1',
    ['Turn order during initial setup', 'Ordine di turno nel setup iniziale'],
    [
      'Initial placement always goes Russia, France, Central Empires, Great Britain, round after round, until every Power has placed its pool; a Power that runs out simply drops out of the rounds.',
      "Il piazzamento iniziale segue sempre l'ordine Russia, Francia, Imperi Centrali, Gran Bretagna, giro dopo giro, finché ogni Potenza ha piazzato tutto; chi finisce prima esce dai giri.",
    ],
    [
      ['setup order', 'who places first', 'placement order', 'first to place'],
      ['ordine setup', 'chi piazza prima', 'ordine di piazzamento', 'chi comincia', 'primo a piazzare'],
    ],
    ['3.3'],
  ),
  rule(
    '3.3.2',
    ['Restrictions on initial placement', 'Limitazioni di piazzamento iniziale'],
    [
      'Minimums per continent: Russia 7 cubes, at least 4 in Europe; France 9, at least 2 in Asia, 2 in Africa, 1 in Europe; Central Empires 9, at least 2 in Africa and 4 in Europe; Great Britain 10, at least 2 in Asia, 3 in Africa, 2 in Europe. They need not be met in the first rounds, only by the end.',
      'Minimi per continente: Russia 7 cubi, almeno 4 in Europa; Francia 9, almeno 2 in Asia, 2 in Africa, 1 in Europa; Imperi Centrali 9, almeno 2 in Africa e 4 in Europa; Gran Bretagna 10, almeno 2 in Asia, 3 in Africa, 2 in Europa. Non vanno rispettati subito, solo alla fine.',
    ],
    [
      ['setup restrictions', 'minimum per continent', 'placement limit', 'minimum cubes', 'continent minimum'],
      ['limitazioni setup', 'minimo per continente', 'cubi minimi', 'minimo cubi', 'minimo continente'],
    ],
    ['3.3'],
  ),
  rule(
    '4.0',
    ['Sequence of play', 'Sequenza di gioco'],
    [
      'Each turn: 1 Resource Phase, 2 Event Phase (two Events), 3 Intrigue Cards Phase (turns 2, 4, 6, 8), 4 Action Phase, 5 Preparation Phase, then Victory Points at the end of turns 3 and 6 and at game end.',
      'Ogni turno: 1 Fase delle Risorse, 2 Fase degli Eventi (due Eventi), 3 Fase delle carte Intrigo (turni 2, 4, 6, 8), 4 Fase delle Azioni, 5 Fase di Preparazione, poi Punti Vittoria alla fine dei turni 3 e 6 e a fine partita.',
    ],
    [
      ['turn order of phases', 'phases', 'turn structure', 'round'],
      ['fasi', 'struttura del turno', 'sequenza'],
    ],
    ['5.0', '6.0', '7.0', '8.0', '9.0', '10.0'],
  ),
  rule(
    '5.0',
    ['Resource Phase', 'Fase delle Risorse'],
    [
      'Each Power collects its income (GB £13, CE £12, FR £11, RU £10) plus £2 for each alliance with Belgium, Netherlands, Portugal or Romania, and moves 3 DM cubes from the General Reserve to its Embassies (France 4 once the Eiffel Tower is built).',
      'Ogni Potenza incassa le entrate base (GB £13, IC £12, FR £11, RU £10) più £2 per ogni alleanza con Belgio, Olanda, Portogallo o Romania, e sposta 3 cubi MD dalla Riserva Generale alle Ambasciate (la Francia 4 dopo la Torre Eiffel).',
    ],
    [
      ['income', 'money', 'resources', 'earn', 'money each turn', 'cash', 'start of turn', 'turn income'],
      ['rendita', 'entrate', 'risorse', 'denaro', 'soldi', 'reddito', 'incasso', 'inizio turno', 'guadagno'],
    ],
    ['8.2.3', '8.3', '2.1'],
  ),
  rule(
    '6.0',
    ['Event Phase', 'Fase degli Eventi'],
    [
      'Draw the top Event card and apply it, then draw and apply a second one. Events belong to the current era (6.1); drawing the Sarajevo card ends the game at once (6.3).',
      "Si pesca la prima carta Evento e la si applica, poi una seconda. Gli Eventi sono dell'era in corso (6.1); l'Attentato di Sarajevo termina subito la partita (6.3).",
    ],
    [
      ['events', 'event cards', 'draw events'],
      ['eventi', 'carte evento'],
    ],
    ['6.1', '6.2', '6.3'],
  ),
  rule(
    '6.1',
    ['Eras of play', 'Epoche di gioco'],
    [
      'Era I (1880–1890, turns 1–3): 8 of the 10 Era I Events. Era II (turns 4–6): remove 3 random Era II cards (4 with the Dreyfus promo) and shuffle the other 8 into the rest of the pile. Era III (turns 7–9): shuffle all 4 Era III cards into the remaining pile. Discards never come back.',
      "Era I (1880-1890, turni 1-3): 8 dei 10 Eventi dell'Era I. Era II (turni 4-6): si tolgono 3 carte Era II a caso (4 con la promo Dreyfus) e le altre 8 si mescolano col mazzo rimasto. Era III (turni 7-9): si mescolano le 4 carte Era III col mazzo rimasto. Gli scarti non rientrano.",
    ],
    [
      ['eras', 'era i', 'era ii', 'era iii', 'event deck', 'new era', 'era change', 'next era'],
      ['epoche', 'ere', 'mazzo eventi', 'nuova epoca', 'cambio epoca', 'inizio epoca', 'era successiva'],
    ],
    ['6.0', '10.1'],
  ),
  rule(
    '6.2',
    ['Placement of DM cubes through Event cards', 'Piazzamento di cubi MD tramite Eventi'],
    [
      'An Event places cubes one by one: into a free space if there is one, otherwise roll a die and the cube replaces whatever sits in that numbered space, whoever owns it (the old cube goes to the General Reserve). A roll on an Armament cube cancels that placement. No dispute is created.',
      "Un Evento piazza i cubi uno alla volta: in uno spazio libero se c'è, altrimenti si tira un dado e il cubo sostituisce quello nello spazio con quel numero, di chiunque sia (il vecchio va nella Riserva Generale). Se esce un cubo Armamento quel piazzamento è annullato. Non si crea contesa.",
    ],
    [
      ['event placement', 'die roll placement', 'replace cube'],
      ['piazzamento evento', 'sostituire cubo', 'tiro dado'],
    ],
    ['6.0', '8.6.2'],
  ),
  rule(
    '6.3',
    ['Sudden death game end', 'Fine anticipata della partita'],
    [
      'If the Assassination of Archduke Franz Ferdinand (Sarajevo) is drawn, the game stops immediately: the rest of the turn is not played and final scoring follows. It is an Era III card, so this can happen only in turns 7–9.',
      "Se esce l'Attentato di Sarajevo la partita si ferma subito: il resto del turno non si gioca e si passa al punteggio finale. È una carta dell'Era III, quindi può accadere solo nei turni 7-9.",
    ],
    [
      ['sarajevo', 'sudden death', 'game end', 'franz ferdinand', 'early end'],
      ['sarajevo', 'fine anticipata', 'fine partita', 'attentato'],
    ],
    ['6.1', '10.2'],
  ),
  rule(
    '7.0',
    ['Intrigue Cards Phase', 'Fase delle carte Intrigo'],
    [
      'On turns 2, 4, 6 and 8 each Power draws 1 Intrigue card in turn order (the Ottoman ally draws 2 and keeps 1). There is no hand limit; an empty deck is rebuilt by shuffling the discards.',
      "Nei turni 2, 4, 6 e 8 ogni Potenza pesca 1 carta Intrigo in ordine di turno (l'alleato ottomano ne pesca 2 e ne tiene 1). Nessun limite di mano; un mazzo vuoto si ricostituisce mescolando gli scarti.",
    ],
    [
      [
        'intrigue',
        'draw intrigue',
        'intrigue phase',
        'hand limit',
        'hold cards',
        'hand',
        'how many cards',
        'card limit',
        'when intrigue',
      ],
      [
        'intrigo',
        'pescare intrigo',
        'fase intrigo',
        'limite mano',
        'mano',
        'carte in mano',
        'quante carte',
        'limite carte',
        'quando intrighi',
      ],
    ],
    ['8.6', '8.2.3'],
  ),
  rule(
    '8.0',
    ['Action Phase', 'Fase delle Azioni'],
    [
      'In turn order each Power takes 1 or 2 different actions, then play passes on; rounds continue until everyone has passed. Actions: buy units, send DM, Great Work, investment, prestige, play a card, resolve a dispute, deploy fleets, sell armaments, pass.',
      'In ordine di turno ogni Potenza compie 1 o 2 azioni diverse, poi tocca al successivo; si continua a giri finché tutti hanno passato. Azioni: acquisto unità, invio MD, Grande Opera, investimento, prestigio, giocare una carta, risolvere una contesa, dispiegare flotte, vendere armamenti, passare.',
    ],
    [
      ['actions', 'my turn', 'what can i do', 'two actions'],
      ['azioni', 'mio turno', 'cosa posso fare', 'due azioni'],
    ],
    ['8.0.1', '8.10'],
  ),
  rule(
    '8.0.1',
    ['Restriction: two different actions', 'Limitazione: due azioni diverse'],
    [
      'In one player-turn you may not take the same action twice (two Send DM in the same turn is illegal), but on your next player-turn you may repeat it.',
      'Nello stesso turno di giocatore non puoi ripetere la stessa azione (due Invii MD insieme sono vietati), ma al turno successivo puoi ripeterla.',
    ],
    [
      ['same action twice', 'repeat action'],
      ['stessa azione due volte', 'ripetere azione'],
    ],
    ['8.0'],
  ),
  rule(
    '8.1',
    ['Buy military units', 'Acquisto di unità militari'],
    [
      'Pay £3 per army (Russia £2) and £10 per fleet; any number in one action, up to your counters (armies GB 8, CE 12, FR 10, RU 14; at most 3 fleets). They go from Reserves to your Arsenal, Active; each fleet bought moves your Fleet Track up 1.',
      "Paghi £3 per esercito (Russia £2) e £10 per flotta; quanti vuoi in un'azione, nei limiti dei segnalini (eserciti GB 8, IC 12, FR 10, RU 14; massimo 3 flotte). Passano dalle Riserve all'Arsenale, attivi; ogni flotta comprata fa salire di 1 il tracciato Flotte.",
    ],
    [
      [
        'buy army',
        'buy fleet',
        'build units',
        'recruit',
        'cost of army',
        'price',
        'cost',
        'army price',
        'fleet price',
        'how much is an army',
      ],
      [
        'comprare esercito',
        'comprare flotta',
        'costruire unità',
        'costo esercito',
        'prezzo',
        'costo',
        'prezzo esercito',
        'prezzo flotta',
        'quanto costa',
      ],
    ],
    ['2.4.1', '8.8'],
  ),
  rule(
    '8.2',
    ['Send Diplomatic Missions', 'Invio di missioni diplomatiche'],
    [
      "Take exactly 1 DM cube from your Embassies and place it in a territory: on a free space, or on top of an opposing cube not already disputed (this starts a dispute). Africa and Asia need one of your fleets (even exhausted) in that continent's box. Alliance and control are checked at once.",
      'Prendi esattamente 1 cubo MD dalle Ambasciate e mettilo in un territorio: in uno spazio libero o sopra un cubo avversario non già in contesa (apre una contesa). Africa e Asia richiedono una tua flotta (anche esaurita) nel box di quel continente. Alleanza e controllo si verificano subito.',
    ],
    [
      ['send dm', 'send cube', 'place cube', 'diplomatic mission', 'fleet needed africa'],
      ['inviare md', 'inviare cubo', 'missione diplomatica', 'flotta necessaria africa'],
    ],
    ['8.2.1', '8.2.2', '8.2.5', '8.8'],
  ),
  rule(
    '8.2.1',
    ['Placement restrictions', 'Limitazioni al piazzamento'],
    [
      'A space holds at most two cubes (a base cube and one on top). On territories with numbered spaces you fill the lowest free number first. You cannot send to Africa or Asia without a fleet there (Russia excepted in 4 territories).',
      'Uno spazio contiene al massimo due cubi (uno di base e uno sopra). Nei territori con spazi numerati si riempie prima il numero libero più basso. Non puoi inviare in Africa o Asia senza una flotta lì (eccetto la Russia in 4 territori).',
    ],
    [
      [
        'placement rules',
        'two cubes',
        'numbered spaces',
        'stack',
        'cubes per space',
        'max cubes',
        'space',
        'how many cubes',
      ],
      [
        'regole piazzamento',
        'due cubi',
        'spazi numerati',
        'impilare',
        'cubi per spazio',
        'massimo cubi',
        'spazio',
        'quanti cubi',
      ],
    ],
    ['8.2', '8.2.2'],
  ),
  rule(
    '8.2.2',
    ['Russia needs no fleet in four Asian territories', 'Russia senza flotta in quattro territori asiatici'],
    [
      'Russia may send DM cubes and armies to Persia, Afghanistan-Baluchistan, China and Manchuria-Korea without a fleet in Asia. These territories carry a symbol on the map.',
      'La Russia può inviare cubi MD ed eserciti in Persia, Afghanistan-Belucistan, Cina e Manciuria-Corea senza flotta in Asia. Questi territori hanno un simbolo sulla mappa.',
    ],
    [
      ['russia fleet', 'russia asia', 'persia', 'china'],
      ['russia flotta', 'russia asia', 'persia', 'cina'],
    ],
    ['8.2', '8.7'],
  ),
  rule(
    '8.2.3',
    ['Allied minor nations', 'Nazioni minori alleate'],
    [
      "Hold more than half of a minor nation's spaces (not counting Armament cubes; top cubes of disputes do not count) and it becomes your ally, with its VP and bonus: Belgium, Netherlands, Portugal, Romania +£2 income; Bulgaria an army (Europe); Greece a fleet (Europe); Japan a fleet (Asia); Italy an army and a fleet; Spain a fleet; Ottoman Empire draw 2 Intrigue keep 1; Serbia +1 prestige. Lost at once if the majority goes.",
      'Con più di metà degli spazi di una nazione minore (esclusi i cubi Armamento; i cubi sopra in contesa non contano) diventa tua alleata, con PV e bonus: Belgio, Olanda, Portogallo, Romania +£2 di rendita; Bulgaria un esercito (Europa); Grecia una flotta (Europa); Giappone una flotta (Asia); Italia esercito e flotta; Spagna una flotta; Impero Ottomano pesca 2 Intrigo e ne tiene 1; Serbia +1 prestigio. Si perde subito se cala la maggioranza.',
    ],
    [
      [
        'alliance',
        'ally',
        'allied',
        'majority',
        'minor nation bonus',
        'allying',
        'benefit',
        'reward',
        'what an ally gives',
      ],
      [
        'alleanza',
        'alleato',
        'maggioranza',
        'bonus nazione minore',
        'allearsi',
        'vantaggi',
        'benefici',
        'cosa dà un alleato',
      ],
    ],
    ['8.2.4', '8.7.2', '10.1'],
    { diagram: 'majority' },
  ),
  rule(
    '8.2.4',
    ['Controlled colonies', 'Colonie controllate'],
    [
      "In a colony you need more than half the spaces (minus Armament cubes) to control it; here cubes of minor nations allied to you count as yours. Control gives the colony's VP at each scoring and +1 prestige per colony at the end (10.2.1).",
      'In una colonia servono più di metà degli spazi (meno i cubi Armamento) per controllarla; qui i cubi delle nazioni minori tue alleate contano come tuoi. Il controllo dà i PV della colonia a ogni punteggio e +1 prestigio per colonia alla fine (10.2.1).',
    ],
    [
      ['control colony', 'colonies', 'majority colony', 'benefit', 'what a colony gives'],
      ['controllo colonia', 'colonie', 'maggioranza colonia', 'vantaggi', 'benefici', 'cosa dà una colonia'],
    ],
    ['8.2.3', '10.2.1'],
    { diagram: 'majority' },
  ),
  rule(
    '8.2.5',
    ['Starting a diplomatic dispute', 'Aprire una contesa diplomatica'],
    [
      "Placing your cube on top of an opposing cube (a Power's or a minor nation's) starts a dispute. From then on no cube may be added to that space; only the top cube's owner may later settle it with the action of 8.7. The top cube does not count for majorities.",
      "Mettere un tuo cubo sopra un cubo avversario (di una Potenza o di una nazione minore) apre una contesa. Da quel momento nessuno aggiunge cubi in quello spazio; solo il proprietario del cubo sopra potrà poi chiuderla con l'azione del punto 8.7. Il cubo sopra non conta per le maggioranze.",
    ],
    [
      ['start dispute', 'open a dispute', 'challenge', 'attack cube', 'top cube', 'disputed space', 'no more cubes'],
      ['aprire contesa', 'avviare contesa', 'disputa', 'cubo sopra', 'spazio conteso'],
    ],
    ['8.7', '8.11'],
    { diagram: 'dispute' },
  ),
  rule(
    '8.2.6',
    ['Saving DM cubes', 'Conservare cubi MD'],
    [
      'You need not use all your cubes: any left in your Embassies when you pass stay there for later turns.',
      'Non devi usare tutti i cubi: quelli rimasti nelle Ambasciate quando passi restano per i turni seguenti.',
    ],
    [
      ['save cubes', 'keep cubes', 'leftover', 'next turn', 'carry over', 'keep for later'],
      ['conservare cubi', 'risparmiare cubi', 'turno dopo', 'tenere cubi', 'tenere per dopo'],
    ],
    ['8.2', '8.10'],
  ),
  rule(
    '8.3',
    ['Great Work', 'Grande Opera'],
    [
      "Once per game, pay its printed cost (Eiffel Tower £16, HMS Dreadnought £20) to build your Great Work: +2 prestige with bonuses, its VP at every later scoring, and its effect: Eiffel Tower 4 DM per turn, Dreadnought +1 on the Fleet Track, Kiel Canal fleets cost £1 in disputes, Trans-Siberian unlocks Russia's National card.",
      "Una volta a partita, paghi il costo (Torre Eiffel £16, HMS Dreadnought £20) per costruire la Grande Opera: +2 prestigio con i bonus, i suoi PV a ogni punteggio successivo e l'effetto: Torre Eiffel 4 MD a turno, Dreadnought +1 sul tracciato Flotte, Canale di Kiel flotte a £1 in contesa, Transiberiana sblocca la carta Nazionale russa.",
    ],
    [
      ['great work', 'eiffel tower', 'dreadnought', 'kiel canal', 'trans-siberian'],
      ['grande opera', 'torre eiffel', 'canale di kiel', 'transiberiana'],
    ],
    ['2.4.2', '5.0', '11.1'],
  ),
  rule(
    '8.4',
    ['Economic investment', 'Investimento economico'],
    [
      'Return 1 DM cube from your Embassies to the General Reserve and take £2.',
      'Riporta 1 cubo MD dalle Ambasciate alla Riserva Generale e prendi £2.',
    ],
    [
      ['investment', 'cube for money', 'cash in', 'trade cube', 'money for a cube', 'cube for cash', 'pounds'],
      ['investimento', 'cubo in denaro', 'scambiare cubo', 'cubo per soldi', 'soldi', 'sterline'],
    ],
    ['5.0'],
  ),
  rule(
    '8.5',
    ['International prestige', 'Prestigio internazionale'],
    [
      "Once per turn, pay £5 to move up 1 on the Prestige Track, collecting that space's bonus the first time you reach it. Card effects on prestige are not limited by this.",
      'Una volta per turno, paga £5 per salire di 1 sul tracciato del Prestigio, prendendo il bonus della casella la prima volta che la raggiungi. Gli effetti delle carte sul prestigio non hanno questo limite.',
    ],
    [
      [
        'buy prestige',
        'prestige action',
        'raise prestige',
        'increase prestige',
        'gain prestige',
        'prestige up',
        'prestige increase',
      ],
      [
        'comprare prestigio',
        'azione prestigio',
        'aumentare prestigio',
        'salire di prestigio',
        'guadagnare prestigio',
        'aumento prestigio',
      ],
    ],
    ['11.0', '11.1'],
  ),
  rule(
    '8.6',
    ['Play a card', 'Giocare una carta'],
    [
      'Play one Intrigue card (free, choose one of its two halves) or one National card (pay its cost and meet its requirement). Against NP Powers, humans may not use the half with the NP symbol.',
      'Gioca una carta Intrigo (gratis, scegli una delle due metà) o una carta Nazionale (paghi il costo e rispetti il requisito). Contro Potenze automatizzate gli umani non possono usare la metà col simbolo NP.',
    ],
    [
      ['play card', 'intrigue card', 'national card', 'card halves'],
      ['giocare carta', 'carta intrigo', 'carta nazionale', 'metà carta'],
    ],
    ['8.6.1', '8.6.2', '7.0'],
  ),
  rule(
    '8.6.1',
    ['Limits of effects', 'Limiti degli effetti'],
    [
      'A Power hit by a card marks it with one of its cubes; until the Preparation Phase no other Intrigue or National card may target that Power.',
      "Una Potenza colpita da una carta la segna con un suo cubo; fino alla Fase di Preparazione nessun'altra carta Intrigo o Nazionale può prenderla di mira.",
    ],
    [
      ['target once', 'card marker', 'protection', 'same target twice', 'hit twice', 'targeted', 'one card per target'],
      [
        'bersaglio una volta',
        'segnalino carta',
        'protezione',
        'stesso bersaglio',
        'colpire due volte',
        'bersagliato',
        'una carta per bersaglio',
      ],
    ],
    ['8.6', '9.0'],
  ),
  rule(
    '8.6.2',
    ['Placement of DM cubes via Intrigue cards', 'Piazzamento di cubi MD con carte Intrigo'],
    [
      'Cards like Italian Diplomacy, Big Stick Policy and Rising Sun let you place minor-nation cubes where you choose: in a free space or replacing any cube directly, even if free spaces exist. No dispute arises.',
      'Carte come Diplomazia Italiana, Politica del Grosso Bastone e Sol Levante fanno piazzare cubi di nazioni minori dove scegli: in uno spazio libero o sostituendo direttamente un cubo, anche se ci sono spazi liberi. Non nasce contesa.',
    ],
    [
      ['minor cubes from cards', 'intrigue placement'],
      ['cubi minori dalle carte', 'piazzamento intrigo'],
    ],
    ['6.2', '13.4.5'],
  ),
  rule(
    '8.7',
    ['Resolve a Diplomatic Dispute', 'Risolvere una contesa diplomatica'],
    [
      "The top cube's owner (attacker) resolves one dispute, whether between two Powers or between a Power and a minor nation. Units are committed in order: attacker fleets, defender fleets, defender armies, attacker armies. Fleet +2 (£2, must be Active in that continent's box), army +1 (£1, needs a fleet in Africa/Asia). Cap +4; Great Britain +1 and cap +5 with a British fleet; CE +1 attacking with an army. Both roll a die and add: higher wins, loser's cube goes to the Reserve. Tie: higher prestige wins; equal prestige removes both cubes.",
      "Il proprietario del cubo sopra (attaccante) risolve una contesa, tra due Potenze o tra una Potenza e una nazione minore. Si impegnano le unità in ordine: flotte dell'attaccante, flotte del difensore, eserciti del difensore, eserciti dell'attaccante. Flotta +2 (£2, attiva nel box di quel continente), esercito +1 (£1, serve una flotta in Africa/Asia). Massimo +4; GB +1 e massimo +5 con una flotta britannica; IC +1 attaccando con un esercito. Entrambi tirano un dado e sommano: vince il più alto, il cubo perdente va nella Riserva. Pareggio: vince il prestigio più alto; a parità si tolgono entrambi.",
    ],
    [
      [
        'dispute',
        'disputes',
        'how disputes work',
        'british fleet bonus',
        'central empires army bonus',
        'resolve dispute',
        'combat',
        'battle',
        'fight',
        'dice',
        'modifiers',
        'tie',
        'maximum bonus',
        'bonus cap',
        'max bonus',
      ],
      [
        'contesa',
        'contese',
        'come funziona la contesa',
        'risolvere contesa',
        'combattimento',
        'battaglia',
        'dado',
        'modificatori',
        'pareggio',
        'bonus massimo',
        'bonus max',
      ],
    ],
    ['8.2.5', '8.7.1', '8.7.2', '8.7.3', '8.7.4', '8.11'],
    { diagram: 'dispute' },
  ),
  rule(
    '8.7.1',
    ['Disputes against neutral minor nations', 'Contese contro nazioni minori neutrali'],
    [
      'A minor nation allied to nobody defends its cubes with a fixed bonus: +1, or +2 for Italy, Japan and the USA. It commits no units.',
      'Una nazione minore non alleata difende i propri cubi con un bonus fisso: +1, oppure +2 per Italia, Giappone e Stati Uniti. Non impegna unità.',
    ],
    [
      ['neutral minor', 'minor defence', 'minor nation bonus'],
      ['minore neutrale', 'difesa nazione minore'],
    ],
    ['8.7', '8.7.4'],
  ),
  rule(
    '8.7.2',
    ['Armies and fleets of minor nations', 'Eserciti e flotte delle nazioni minori'],
    [
      'Units gained from an alliance (Italian army and fleet, Bulgarian army, Greek, Japanese and Spanish fleets) are committed to disputes free of charge by the ally. If the alliance changes hands they pass on as they are, Active or Exhausted.',
      "Le unità ottenute da un'alleanza (esercito e flotta italiani, esercito bulgaro, flotte greca, giapponese e spagnola) sono impiegate gratis dall'alleato. Se l'alleanza cambia, passano così come sono, attive o esaurite.",
    ],
    [
      ['minor units', 'free units', 'allied fleet'],
      ['unità minori', 'unità gratis', 'flotta alleata'],
    ],
    ['8.2.3', '8.7.3'],
  ),
  rule(
    '8.7.3',
    ['Territorial limits on minor nation units', 'Limitazioni territoriali delle nazioni minori'],
    [
      'The Bulgarian army and Greek fleet may be used only in Europe; the Japanese fleet only in Asia.',
      "L'esercito bulgaro e la flotta greca si usano solo in Europa; la flotta giapponese solo in Asia.",
    ],
    [
      ['bulgaria army', 'greek fleet', 'japanese fleet', 'region limit'],
      ['esercito bulgaro', 'flotta greca', 'flotta giapponese'],
    ],
    ['8.7.2'],
  ),
  rule(
    '8.7.4',
    ['Disputes involving allied minor nations', 'Contese che coinvolgono alleati minori'],
    [
      "If you attack a cube of a minor nation allied to another Power, that Power defends it with its own units and the minor's free units, following the normal rules.",
      "Se attacchi un cubo di una nazione minore alleata di un'altra Potenza, questa lo difende con le proprie unità e con quelle gratuite della minore, secondo le regole normali.",
    ],
    [
      ['attack ally', 'defend ally'],
      ['attaccare alleato', 'difendere alleato'],
    ],
    ['8.7', '8.7.1'],
  ),
  rule(
    '8.8',
    ['Deploy fleets', 'Dispiegare flotte'],
    [
      'Free action: move any of your Active fleets. From the Arsenal to a continent box they stay Active; from one box to another they arrive Exhausted. Several fleets may move in one action.',
      "Azione gratuita: muovi le tue flotte attive. Dall'Arsenale a un box continente restano attive; da un box a un altro arrivano esaurite. Più flotte si muovono nella stessa azione.",
    ],
    [
      ['deploy fleet', 'move fleet', 'fleet box', 'navy'],
      ['dispiegare flotta', 'muovere flotta', 'box flotte'],
    ],
    ['8.1', '8.2'],
  ),
  rule(
    '8.9',
    ['Sell armaments', 'Vendere armamenti'],
    [
      'From turn 4 on: pick a territory with no Armament cube and not under an unresolved dispute, give up the units its rate demands (Africa: 1 army per cube; removed from the game), and place that many of your black Armament cubes. Armament cubes reduce the spaces counted for majorities and can never be removed or disputed.',
      'Dal turno 4: scegli un territorio senza cubi Armamento e senza contese aperte, cedi le unità richieste dal suo tasso (Africa: 1 esercito per cubo; eliminate dal gioco) e piazza altrettanti tuoi cubi Armamento neri. Riducono gli spazi contati per la maggioranza e non si possono mai rimuovere né contestare.',
    ],
    [
      ['sell armaments', 'armament cubes', 'black cubes', 'arms sale'],
      ['vendere armamenti', 'vendita armamenti', 'cubi armamento', 'cubi neri', 'vendita armi'],
    ],
    ['8.9.1', '8.9.2'],
    { diagram: 'armaments' },
  ),
  rule(
    '8.9.1',
    ['Armament placement restrictions', 'Limitazioni di piazzamento degli armamenti'],
    [
      'Armament cubes fill free spaces first, starting bottom-right, the next beside the first. With no free space the seller picks which DM cubes to replace (not disputed ones); the rate must be paid in full.',
      'I cubi Armamento occupano prima gli spazi liberi, partendo dal basso a destra, il successivo accanto. Senza spazi liberi il venditore sceglie quali cubi MD sostituire (non quelli in contesa); il tasso va pagato per intero.',
    ],
    [
      ['armament placement', 'bottom right', 'where armament cubes go'],
      ['piazzamento armamenti', 'basso a destra'],
    ],
    ['8.9'],
  ),
  rule(
    '8.9.2',
    ['Diplomatic Contrasts and armament cubes', 'Contrasti Diplomatici e cubi Armamento'],
    [
      'A territory locked by the Diplomatic Contrasts National card can still receive an Armament sale (one per territory). The Italian edition adds that the seller loses 1 prestige.',
      "Un territorio bloccato dalla carta Nazionale Contrasti Diplomatici può comunque ricevere una vendita di armamenti (una per territorio). L'edizione italiana aggiunge che il venditore perde 1 prestigio.",
    ],
    [
      ['diplomatic contrasts', 'locked territory'],
      ['contrasti diplomatici', 'territorio bloccato'],
    ],
    ['8.9', 'N_diplomatic_contrasts'],
  ),
  rule(
    '8.10',
    ['Pass', 'Passare'],
    [
      'Passing ends your Action Phase for the turn; your marker goes into the first free box of the next-turn order track, so the first to pass plays first next turn. You still defend in disputes.',
      "Passando chiudi la tua Fase delle Azioni; il tuo segnalino va nella prima casella libera dell'ordine del turno successivo, quindi chi passa per primo gioca per primo. Difendi comunque nelle contese.",
    ],
    [
      ['pass', 'turn order', 'who goes first'],
      ['passare', 'ordine di turno', 'chi gioca prima'],
    ],
    ['8.0', '9.0'],
  ),
  rule(
    '8.11',
    ['Removal of unresolved disputes', 'Rimozione delle contese non risolte'],
    [
      'When everyone has passed, every dispute left open loses its top cube to the General Reserve; base cubes stay.',
      'Quando tutti hanno passato, ogni contesa ancora aperta perde il cubo sopra, che va nella Riserva Generale; i cubi di base restano.',
    ],
    [
      [
        'unresolved dispute',
        'open dispute end',
        'left open',
        'leftover disputes',
        'end of action phase',
        'nobody',
        'still open',
      ],
      [
        'contesa non risolta',
        'contesa aperta',
        'non risolta',
        'rimaste aperte',
        'contese avanzate',
        'fine fase azioni',
        'nessuno',
        'mai risolte',
        'ancora aperte',
      ],
    ],
    ['8.7', '8.2.5'],
  ),
  rule(
    '9.0',
    ['Preparation Phase', 'Fase di Preparazione'],
    [
      'Armies used in disputes return to the Arsenal Active; fleets flip Active and stay in their boxes; the next-turn order becomes the turn order; played Intrigue cards are discarded and their marker cubes return; the turn marker advances.',
      "Gli eserciti usati nelle contese tornano attivi nell'Arsenale; le flotte si girano attive e restano nei box; l'ordine del turno successivo diventa quello attuale; le carte Intrigo giocate si scartano e i cubi segnalino tornano; avanza il segnalino turno.",
    ],
    [
      [
        'preparation',
        'end of turn',
        'reset',
        'refresh units',
        'exhausted units',
        'units come back',
        'ready again',
        'reactivate',
        'flip active',
      ],
      ['preparazione', 'fine turno', 'ripristino', 'unità esaurite', 'tornano attive', 'riattivare', 'girare attive'],
    ],
    ['8.10', '4.0'],
  ),
  rule(
    '10.0',
    ['Scoring victory points', 'Calcolo dei punti vittoria'],
    [
      'VP are scored three times: end of turn 3, end of turn 6 and at game end. Scores accumulate.',
      'I PV si calcolano tre volte: fine turno 3, fine turno 6 e fine partita. I punteggi si sommano.',
    ],
    [
      ['scoring', 'victory points', 'vp', 'points'],
      ['punteggio', 'punti vittoria', 'pv', 'punti'],
    ],
    ['10.1', '10.2'],
  ),
  rule(
    '10.1',
    ['Scoring VPs in Eras I and II', 'Calcolo dei PV nelle Ere I e II'],
    [
      'At the end of turns 3 and 6 each Power adds the map VP of its allied minor nations and controlled colonies, its positive National Objectives (negative ones are ignored now) and its Great Work VP if built.',
      'Alla fine dei turni 3 e 6 ogni Potenza somma i PV in mappa delle minori alleate e delle colonie controllate, gli Obiettivi Nazionali positivi (quelli negativi ora si ignorano) e i PV della Grande Opera se costruita.',
    ],
    [
      [
        'era scoring',
        'turn 3 scoring',
        'national objectives',
        'end of era',
        'turn 3',
        'turn 6',
        'intermediate scoring',
        'era',
      ],
      [
        'punteggio era',
        'obiettivi nazionali',
        'fine era',
        'fine epoca',
        'turno 3',
        'turno 6',
        'punteggio intermedio',
        'era',
      ],
    ],
    ['10.0', '10.2'],
  ),
  rule(
    '10.2',
    ['Final scoring', 'Punteggio finale'],
    [
      'At game end (after turn 9 or Sarajevo): first +1 prestige per controlled colony, then add alliance and control VP, the VP of your Prestige Track space (can be negative), all National Objectives including negative ones, Great Work VP and the Balkan Wars card if you hold it. Ties: prestige, then money.',
      'A fine partita (dopo il turno 9 o Sarajevo): prima +1 prestigio per colonia controllata, poi si sommano PV di alleanze e controlli, i PV della casella Prestigio (anche negativi), tutti gli Obiettivi Nazionali compresi i negativi, la Grande Opera e la carta Guerre Balcaniche se assegnata. Parità: prestigio, poi denaro.',
    ],
    [
      ['final scoring', 'end of game', 'tie breaker', 'count points', 'final victory points', 'game end scoring'],
      ['punteggio finale', 'fine partita', 'spareggio', 'contare punti', 'punti finali', 'punteggio di fine partita'],
    ],
    ['10.2.1', '11.0', '2.5'],
  ),
  rule(
    '10.2.1',
    ['Prestige bonus for controlled colonies', 'Bonus prestigio per colonie controllate'],
    [
      'Before final VP, each Power gains 1 prestige per controlled colony (minor nations do not count), without collecting track bonuses.',
      'Prima dei PV finali, ogni Potenza guadagna 1 prestigio per colonia controllata (le nazioni minori non contano), senza bonus del tracciato.',
    ],
    [
      ['colony prestige', 'end of game'],
      ['prestigio colonie', 'fine partita'],
    ],
    ['10.2', '8.2.4'],
  ),
  rule(
    '11.0',
    ['Prestige track', 'Tracciato del Prestigio'],
    [
      'Prestige breaks dispute ties and final ties, and each space carries an end-game VP value (positive or negative) and a one-off bonus (a DM cube, £2/£3/£4 or an Intrigue card).',
      'Il prestigio risolve i pareggi in contesa e a fine partita; ogni casella ha un valore in PV finale (positivo o negativo) e un bonus una tantum (un cubo MD, £2/£3/£4 o una carta Intrigo).',
    ],
    [
      ['prestige', 'prestige track', 'reputation'],
      ['prestigio', 'tracciato prestigio'],
    ],
    ['11.1', '8.5', '10.2'],
  ),
  rule(
    '11.1',
    ['Prestige bonuses', 'Bonus di prestigio'],
    [
      "A space's bonus is taken only the first time your Power reaches it; a separate marker remembers your furthest space. Moving several spaces at once collects each new space passed. Each Power has its own bonuses.",
      'Il bonus di una casella si prende solo la prima volta che la tua Potenza la raggiunge; un segnalino ricorda la casella più alta raggiunta. Salendo di più caselle si prendono tutte quelle nuove. Ogni Potenza ha i suoi bonus.',
    ],
    [
      ['prestige bonus', 'first time'],
      ['bonus prestigio', 'prima volta'],
    ],
    ['11.0'],
  ),
  rule(
    '12.0',
    ['Extended example of a game turn', 'Esempio esteso di un turno di gioco'],
    [
      'A worked turn showing income, two Events (Italian Penetration in the Horn of Africa, Portuguese Bankruptcy), actions, disputes, an Armament sale and the Preparation Phase. Read it to see the rules working together.',
      "Un turno svolto che mostra rendite, due Eventi (Penetrazione italiana nel Corno d'Africa, Bancarotta in Portogallo), azioni, contese, una vendita di armamenti e la Preparazione. Utile per vedere le regole insieme.",
    ],
    [
      ['example', 'worked example', 'sample turn'],
      ['esempio', 'turno di esempio'],
    ],
    ['4.0'],
  ),
  rule(
    '13.0',
    ['Non-player Powers', 'Potenze automatizzate'],
    [
      'Any Power without a player is run by a simple procedure (NP Power), so 1–3 humans can play, including solo against three NP Powers. NP Powers have no money, never score VP and follow charts on their NP status card.',
      'Ogni Potenza senza giocatore è gestita da una procedura (Potenza automatizzata, NP), così si gioca in 1-3, anche in solitario contro tre NP. Le NP non hanno denaro, non fanno PV e seguono le tabelle della loro scheda.',
    ],
    [
      ['np powers', 'non-player', 'bot', 'solo', 'automated powers', 'ai'],
      ['potenze automatizzate', 'solitario', 'non giocanti', 'bot'],
    ],
    ['13.1', '13.3', '13.10'],
  ),
  rule(
    '13.1',
    ['NP game setup', 'Preparazione con Potenze automatizzate'],
    [
      'Use the NP status card for each NP Power: it places its printed initial cubes before the humans, starts at 0 on the Fleet Track, keeps only the 3 common National cards and has no money.',
      'Usate la scheda NP per ogni Potenza automatizzata: piazza i cubi iniziali stampati prima degli umani, parte da 0 sul tracciato Flotte, tiene solo le 3 carte Nazionali comuni e non ha denaro.',
    ],
    [
      ['np setup', 'solo setup'],
      ['setup automatizzate', 'preparazione solitario'],
    ],
    ['13.0', '3.3'],
  ),
  rule(
    '13.2',
    ['NP turn order', 'Ordine di turno delle NP'],
    [
      'All NP Powers act before the humans. Turn 1 their order is random; afterwards it rotates: old second goes first, old third second, old first last (two NP Powers just swap).',
      'Tutte le NP agiscono prima degli umani. Al turno 1 il loro ordine è casuale; poi ruota: il secondo diventa primo, il terzo secondo, il primo ultimo (con due NP si scambiano).',
    ],
    [['np order', 'bot order'], ['ordine automatizzate']],
    ['13.3'],
  ),
  rule(
    '13.3',
    ['Sequence of play with NP Powers', 'Sequenza di gioco con Potenze automatizzate'],
    [
      'Phases: resources (humans only), events, intrigue (turns 2, 4, 6, 8), actions, then a special phase resolving every dispute that involves an NP cube, then preparation and scoring. Humans cannot resolve such disputes during the Action Phase.',
      'Fasi: risorse (solo umani), eventi, intrigo (turni 2, 4, 6, 8), azioni, poi una fase speciale che risolve tutte le contese con cubi NP, quindi preparazione e punteggio. Gli umani non possono risolvere quelle contese nella Fase delle Azioni.',
    ],
    [
      ['np sequence', 'phase e', 'solo turn'],
      ['sequenza automatizzate', 'fase e'],
    ],
    ['13.3b', '13.9'],
  ),
  rule(
    '13.3b',
    ['NP Power action phase', 'Fase delle azioni della Potenza automatizzata'],
    [
      'An NP Power does its whole Action Phase in 5 steps: 1 play cards per its Progress Chart, 2 build a fleet if shown, 3 gain prestige if shown, 4 send DM cubes by its Sending table, 5 sell armaments if flagged. It needs no fleets for reach and uses an Arsenal Bonus instead of units.',
      "Una NP svolge tutta la sua Fase delle Azioni in 5 passi: 1 carte secondo la Tabella dei Progressi, 2 flotta se indicata, 3 prestigio se indicato, 4 invio cubi MD con la tabella d'Invio, 5 vendita di armamenti se segnalata. Non le servono flotte e usa un Bonus Arsenale al posto delle unità.",
    ],
    [
      ['np action', 'np steps', 'progress chart', 'arsenal bonus'],
      ['azioni automatizzate', 'tabella progressi', 'bonus arsenale'],
    ],
    ['13.4', '13.5', '13.6', '13.7', '13.8'],
    { section: '13.3' },
  ),
  rule(
    '13.4',
    ['Resolution of cards by NP Powers', 'Risoluzione delle carte delle NP'],
    [
      'At the start of its actions an NP Power checks its Progress Chart for this turn and plays a random Intrigue or National card from its hand when shown, always using the NP-symbol half.',
      "All'inizio delle sue azioni una NP controlla la Tabella dei Progressi del turno e, se indicato, gioca a caso una carta Intrigo o Nazionale dalla mano, usando sempre la metà col simbolo NP.",
    ],
    [['np cards', 'np intrigue'], ['carte automatizzate']],
    ['13.4.1', '13.4.2', '13.4.3'],
  ),
  rule(
    '13.4.1',
    ['NP playing Intrigue cards', 'NP: giocare carte Intrigo'],
    [
      'If the chart shows the Intrigue symbol, the NP plays one random Intrigue card from its hand (nothing if it has none), resolving its NP half.',
      'Se la tabella mostra il simbolo Intrigo, la NP gioca una carta Intrigo a caso dalla mano (niente se non ne ha), risolvendo la metà NP.',
    ],
    [['np intrigue card'], ['carta intrigo automatizzata']],
    ['13.4'],
  ),
  rule(
    '13.4.2',
    ['NP playing National cards', 'NP: giocare carte Nazionali'],
    [
      'If the chart shows the National symbol, the NP plays one of its 3 common National cards at random, ignoring the cost.',
      'Se la tabella mostra il simbolo Nazionale, la NP gioca a caso una delle 3 carte Nazionali comuni, ignorando il costo.',
    ],
    [['np national card'], ['carta nazionale automatizzata']],
    ['13.4'],
  ),
  rule(
    '13.4.3',
    ['Choosing the target of a card effect', "Scegliere il bersaglio dell'effetto"],
    [
      'An NP aims at the opponent with the most of what the card hits (prestige, money, cards, embassy cubes); ties by die (2 tied: odd/even; 3 tied: 1–2/3–4/5–6). Powers already hit this turn are skipped.',
      "Una NP colpisce l'avversario con più risorsa toccata dalla carta (prestigio, denaro, carte, cubi nelle ambasciate); parità col dado (2: pari/dispari; 3: 1-2/3-4/5-6). Le Potenze già colpite nel turno si saltano.",
    ],
    [['np target', 'who is targeted'], ['bersaglio automatizzata']],
    ['13.4.4'],
  ),
  rule(
    '13.4.4',
    ['Evaluating DM cubes to remove', 'Valutazione dei cubi MD da rimuovere'],
    [
      "To remove cubes, go down the NP's Objectives Priority list to the first territory it does not hold; there remove a cube of the opponent with most cubes (die on ties), re-evaluating for each further cube and moving down the list as needed. Example: Nationalist Disorders removes 4 cubes, max 2 per Power.",
      "Per togliere cubi si scorre la lista Priorità Obiettivi della NP fino al primo territorio che non controlla; lì si toglie un cubo dell'avversario con più cubi (dado in parità), rivalutando per ogni cubo e scendendo nella lista. Esempio: Disordini Nazionalisti toglie 4 cubi, massimo 2 per Potenza.",
    ],
    [
      ['np remove cubes', 'priority list'],
      ['rimozione cubi automatizzata', 'lista priorità'],
    ],
    ['13.4.3'],
  ),
  rule(
    '13.4.5',
    ['Placement of minor nation DM cubes by NP', 'Piazzamento cubi delle minori da parte delle NP'],
    [
      "When an NP card places Italian, Japanese or US cubes it uses the same target procedure as removal, replacing an opponent's cube where needed.",
      'Quando una carta NP piazza cubi italiani, giapponesi o statunitensi usa la stessa procedura della rimozione, sostituendo se serve un cubo avversario.',
    ],
    [['np minor cubes'], ['cubi minori automatizzata']],
    ['13.4.4', '8.6.2'],
  ),
  rule(
    '13.4.6',
    ['Special cases of Intrigue cards', 'Casi particolari delle carte Intrigo'],
    [
      'Specific NP handling: Sabotage picks a target by die; Financial Scandal hits the richest human; Press Campaign the highest prestige; Political Scandal on an NP target: even roll prestige, odd roll embassy cube; Big Stick: even Micronesia, odd Melanesia; Diplomatic Attack takes its second cube further down the list; Change of Strategy is kept for a dispute.',
      "Casi NP: Sabotaggio sceglie il bersaglio col dado; Scandalo Finanziario colpisce l'umano più ricco; Campagna di Stampa il prestigio più alto; Scandalo Politico contro una NP: pari prestigio, dispari cubo ambasciata; Grosso Bastone: pari Micronesia, dispari Melanesia; Attacco Diplomatico prende il secondo cubo più in basso nella lista; Cambio di Strategia si tiene per una contesa.",
    ],
    [['np special intrigue'], ['casi speciali intrigo']],
    ['13.4', 'IC17'],
  ),
  rule(
    '13.4.7',
    ['Special cases of National cards', 'Casi particolari delle carte Nazionali'],
    [
      'NP Social Policy always takes +2 prestige; NP Diplomatic Contrasts always locks for the following turn; Empire of the Seas may be played by a lone human GB during the NP dispute phase.',
      'Politica Sociale di una NP prende sempre +2 prestigio; Contrasti Diplomatici di una NP blocca sempre per il turno dopo; Impero dei Mari può essere giocata dal GB umano nella fase delle contese NP.',
    ],
    [['np national special'], ['casi speciali nazionali']],
    ['13.4.2'],
  ),
  rule(
    '13.5',
    ['NP fleet construction', 'Costruzione della flotta NP'],
    [
      'When the Progress Chart shows a fleet symbol for this turn, the NP moves up 1 on the Fleet Track; it never pays or uses fleets.',
      'Quando la Tabella dei Progressi mostra una flotta nel turno, la NP sale di 1 sul tracciato Flotte; non paga e non usa flotte.',
    ],
    [['np fleet'], ['flotta automatizzata']],
    ['13.3b'],
  ),
  rule(
    '13.6',
    ['NP increasing prestige', 'Aumento del prestigio NP'],
    [
      'When the chart shows it, the NP gains 1 prestige, taking only DM-cube and Intrigue-card bonuses (never money).',
      'Quando la tabella lo indica, la NP guadagna 1 prestigio, prendendo solo bonus di cubi MD e carte Intrigo (mai denaro).',
    ],
    [['np prestige'], ['prestigio automatizzata']],
    ['11.1'],
  ),
  rule(
    '13.7',
    ['NP sending diplomatic missions', 'Invio di missioni diplomatiche NP'],
    [
      'Roll a die to pick a row of the Sending table: one cube to column 1, one to column 2, the rest to column 3. Use the unbracketed territory unless the NP already holds it, then the bracketed one, else reroll that column. On a 1 or 5 flag an Armament sale. With no free space, dispute the opponent with most cubes.',
      "Si tira un dado per la riga della tabella d'Invio: un cubo in colonna 1, uno in colonna 2, il resto in colonna 3. Si usa il territorio senza parentesi se la NP non lo tiene già, poi quello tra parentesi, altrimenti si ritira per quella colonna. Con 1 o 5 si segnala una vendita di armamenti. Senza spazi liberi si contesta l'avversario con più cubi.",
    ],
    [
      ['np sending', 'sending table'],
      ['invio automatizzata', 'tabella invio'],
    ],
    ['13.7.1', '13.7.2', '13.8'],
  ),
  rule(
    '13.7.1',
    ['NP cubes from Intrigue cards or prestige bonus', 'Cubi NP da carte Intrigo o bonus prestigio'],
    [
      'Extra DM cubes an NP gets from cards or prestige bonuses are sent through the last column of its Sending table.',
      "I cubi MD extra che una NP riceve da carte o bonus prestigio si inviano con l'ultima colonna della tabella d'Invio.",
    ],
    [['np extra cubes'], ['cubi extra automatizzata']],
    ['13.7'],
  ),
  rule(
    '13.7.2',
    ['NP France 4th cube', 'Francia NP quarto cubo'],
    [
      'From turn 4 an NP France sends a 4th cube each turn, using its own dedicated column.',
      'Dal turno 4 la Francia NP invia un quarto cubo a turno, con la sua colonna dedicata.',
    ],
    [['np france'], ['francia automatizzata']],
    ['13.7'],
  ),
  rule(
    '13.8',
    ['NP selling armaments', 'Vendita di armamenti NP'],
    [
      "When flagged, the NP looks through its priority territories by VP (highest first) for one where placing exactly its rate of Armament cubes would break an opponent's hold or give it the hold; otherwise the Armament cube returns.",
      'Se segnalata, la NP cerca tra i territori prioritari per PV (dal più alto) quello in cui piazzare esattamente il suo tasso di cubi Armamento toglie il controllo a un avversario o lo dà a lei; altrimenti il cubo Armamento torna indietro.',
    ],
    [['np armaments'], ['armamenti automatizzata']],
    ['8.9', '13.7'],
  ),
  rule(
    '13.9',
    ['Dispute resolution with NP Powers', 'Risoluzione delle contese con NP'],
    [
      'After the Action Phase all disputes involving NP cubes are resolved. The NP uses a Dispute Bonus instead of units; ties go to higher prestige, equal prestige removes both cubes.',
      'Dopo la Fase delle Azioni si risolvono tutte le contese con cubi NP. La NP usa un Bonus Contesa al posto delle unità; i pareggi vanno al prestigio più alto, a parità si tolgono entrambi i cubi.',
    ],
    [['np dispute', 'bot dispute'], ['contesa automatizzata']],
    ['13.9.1', '8.7'],
    { diagram: 'dispute' },
  ),
  rule(
    '13.9.1',
    ['Dispute bonus calculation', 'Calcolo del bonus contesa'],
    [
      "Dispute Bonus = this turn's Arsenal Bonus divided by the number of disputes the NP is in, rounded to nearest (.5 up), capped at +4. One value for all its disputes this turn.",
      'Bonus Contesa = Bonus Arsenale del turno diviso per il numero di contese della NP, arrotondato (.5 per eccesso), massimo +4. Un solo valore per tutte le sue contese del turno.',
    ],
    [
      ['dispute bonus', 'arsenal bonus'],
      ['bonus contesa', 'bonus arsenale'],
    ],
    ['13.9'],
  ),
  rule(
    '13.9.2',
    ['Dispute between two NP Powers', 'Contesa tra due Potenze NP'],
    [
      'Both NP Powers add their Dispute Bonus to a die roll; higher wins as usual.',
      'Entrambe le NP sommano il Bonus Contesa a un tiro di dado; vince il più alto come di consueto.',
    ],
    [['np vs np'], ['np contro np']],
    ['13.9.1'],
  ),
  rule(
    '13.9.3',
    ['Dispute between a human and an NP Power', 'Contesa tra umano e Potenza NP'],
    [
      "The NP's bonus is fixed first; then the human commits and pays for units normally, and both roll.",
      "Prima si fissa il bonus della NP; poi l'umano impegna e paga le unità normalmente, ed entrambi tirano.",
    ],
    [['human vs np'], ['umano contro np']],
    ['13.9.1', '8.7'],
  ),
  rule(
    '13.10',
    ['Victory with NP Powers', 'Vittoria con Potenze NP'],
    [
      'NP Powers never score. In solo play add +10 VP if the game ended in turn 7 or +5 in turn 8; under 75 overwhelming defeat, 75–84 marginal defeat, 85–94 minor victory, 95–109 significant victory, 110+ overwhelming victory.',
      'Le NP non fanno punti. In solitario si aggiungono +10 PV se la partita è finita al turno 7 o +5 al turno 8; meno di 75 sconfitta schiacciante, 75-84 sconfitta marginale, 85-94 vittoria minore, 95-109 vittoria decisiva, 110+ vittoria schiacciante.',
    ],
    [
      ['solo victory', 'solo score', 'win', 'victory', 'automated powers'],
      ['vittoria solitario', 'punteggio solitario', 'vincere', 'vittoria', 'potenze automatizzate'],
    ],
    ['13.0', '10.2'],
  ),
  rule(
    'design-notes',
    ['Design notes', 'Note di design'],
    [
      "The designer's comments on why the game models the period through prestige, envoys and arms sales rather than war. No rules.",
      "Commenti dell'autore sul perché il periodo è reso con prestigio, diplomatici e vendita di armi invece della guerra. Nessuna regola.",
    ],
    [
      ['designer', 'design'],
      ['autore', 'design'],
    ],
    ['1.0'],
    { section: 'Design' },
  ),
  rule(
    'notes',
    ['Appendix 1: historical notes', 'Appendice 1: note storiche'],
    [
      'Short histories behind the cards and territories (Fashoda, the Boxers, the Balkan Wars and more). No rules.',
      'Brevi storie dietro carte e territori (Fascioda, i Boxer, le Guerre Balcaniche e altro). Nessuna regola.',
    ],
    [
      ['historical notes', 'appendix', 'bibliography'],
      ['note storiche', 'appendice', 'bibliografia'],
    ],
    ['1.1'],
    { section: 'App. 1', aliases: ['bibliography'] },
  ),
  rule(
    'glossary',
    ['Glossary', 'Glossario'],
    [
      'Key terms: DM cube (envoy), Embassies (cubes ready to send), General Reserve (cubes off the map), Arsenal (built units), Reserves (unbuilt units), Active/Exhausted, dispute, alliance (minor nation), control (colony), NP Power.',
      'Termini chiave: cubo MD (diplomatico), Ambasciate (cubi pronti), Riserva Generale (cubi fuori mappa), Arsenale (unità costruite), Riserve (unità non costruite), Attivo/Esaurito, contesa, alleanza (nazione minore), controllo (colonia), Potenza NP.',
    ],
    [
      ['glossary', 'terms', 'arsenal', 'reserves', 'definitions'],
      ['glossario', 'termini', 'arsenale', 'riserve', 'definizioni'],
    ],
    ['2.1', '8.2.3'],
    { section: 'Glossary' },
  ),
];
