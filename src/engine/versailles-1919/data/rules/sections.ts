// Rule lookup entries for Versailles 1919. The rulebook (Italian translation, with the first
// errata and a Q&A) has unnumbered headings, so entries are keyed by a stable slug of each heading
// ('place-influence', 'solo.bot-military'); aliases carry the section numbers the code cites (e.g. '4.2'),
// so code can cite either. Readings of unclear rules: docs/rules-decisions/versailles-1919.md.
import { rule, type RuleEntry } from './types.js';

export const ruleEntries: readonly RuleEntry[] = [
  rule(
    'introduction',
    ['Introduction', 'Introduzione'],
    [
      'For 1–4 players, each a leader at the 1919 Paris peace conference: Wilson (USA), Clemenceau (France), Lloyd George (UK), Orlando (Italy). Japan is a non-player delegation. Settle Issues, manage unrest around the world and end with the most stars (VP).',
      'Da 1 a 4 giocatori, ognuno un leader alla conferenza di pace di Parigi del 1919: Wilson (USA), Clemenceau (Francia), Lloyd George (UK), Orlando (Italia). Il Giappone è una delegazione non giocante. Si Sistemano Questioni, si gestisce il malcontento nel mondo e vince chi ha più stelle (PV).',
    ],
    [
      ['overview', 'what is this game', 'leaders'],
      ['panoramica', 'introduzione', 'leader'],
    ],
    ['how-to-play', 'final-scoring'],
    { aliases: ['1'] },
  ),
  rule(
    'components',
    ['Components', 'Componenti'],
    [
      'Board, counter sheet, 46 Event cards, 53 Issue cards, 10 Strategy cards, Active Player card, 60 Influence cubes (15 per player), 12 Military discs (3 per player), one d6, 4 player aids, a score pad.',
      'Plancia, foglio di pedine, 46 carte Evento, 53 carte Questione, 10 carte Strategia, carta Giocatore Attivo, 60 cubi Influenza (15 a testa), 12 dischi Militari (3 a testa), un d6, 4 aiuti, un blocco punteggi.',
    ],
    [
      ['components', 'box contents', 'cubes', 'how many cubes', 'discs'],
      ['componenti', 'contenuto', 'cubi', 'quanti cubi', 'dischi'],
    ],
    ['terms'],
    { aliases: ['2.1'] },
  ),
  rule(
    'players',
    ['Number of players', 'Numero di giocatori'],
    [
      'Base rules are for 3–4 players: 3 players are UK, France and USA (Italy and Japan just track Happiness); 4 players add Italy. Two-player and solo games have their own rules.',
      "Le regole base sono per 3-4 giocatori: in 3 si giocano UK, Francia e USA (Italia e Giappone tengono solo la Felicità); in 4 si aggiunge l'Italia. Due giocatori e solitario hanno regole proprie.",
    ],
    [
      ['player count', 'three players', 'four players'],
      ['numero giocatori', 'tre giocatori', 'quattro giocatori'],
    ],
    ['two-player', 'solo', 'non-player'],
  ),
  rule(
    'board',
    ['Board locations', 'Diagramma delle locazioni sulla plancia'],
    [
      'The board has the Table (2 Issues you can settle now and 1 Event), the Waiting Room (3 Issues and 2 Events queued), the five region tracks, the National Happiness track, the Demobilization track and the Exhausted box.',
      "La plancia ha il Tavolo (2 Questioni sistemabili ora e 1 Evento), la Sala d'Attesa (3 Questioni e 2 Eventi in coda), le cinque tabelle delle Regioni, la tabella della Felicità Nazionale, la tabella della Smobilitazione e la casella Esausti.",
    ],
    [
      ['table', 'waiting room', 'board', 'exhausted box'],
      ['tavolo', "sala d'attesa", 'plancia', 'casella esausti', 'anticamera'],
    ],
    ['terms', 'region-tracks'],
    { aliases: ['2.2'] },
  ),
  rule(
    'terms',
    ['Terms and components', 'Termini e componenti'],
    [
      'Key terms: Issue (a territory or principle worth stars), Event (a person or happening with a Crisis half and a Conference half), Influence cubes, Military units, Available/Exhausted pools, Settle, Unsettled, Insurrection, Random Region (d6: 1–5 picks a region, 6 nothing), Powder Keg, Unrest, Happiness, Strategy tokens.',
      'Termini chiave: Questione (territorio o principio che vale stelle), Evento (personaggio o fatto con metà Crisi e metà Conferenza), cubi Influenza, Unità Militari, pool Disponibili/Esausti, Sistemare, Irrisolta, Insurrezione, Regione a caso (d6: 1-5 sceglie una regione, 6 nulla), Barile di Polvere, Malcontento, Felicità, pedine Strategia.',
    ],
    [
      ['glossary', 'definitions', 'random region', 'available', 'exhausted', 'issue', 'event'],
      ['glossario', 'definizioni', 'regione a caso', 'disponibili', 'esausti', 'questione', 'evento'],
    ],
    ['powder-keg', 'strategy-tokens', 'happiness'],
  ),
  rule(
    'powder-keg',
    ['Powder Keg and Unrest', 'Barile di Polvere da Sparo e Malcontento'],
    [
      "Each region is a row of 8 columns. The Unrest marker's column sets how likely an insurrection is; the Powder Keg (columns 1–3 only) is left-over unrest after an insurrection and the Unrest marker can never be at or left of it, nor at or right of a deployed unit.",
      "Ogni regione è una riga di 8 colonne. La colonna del Malcontento indica quanto è probabile un'insurrezione; il Barile di Polvere (solo colonne 1-3) è il malcontento residuo dopo un'insurrezione e il Malcontento non può mai stare sul Barile o alla sua sinistra, né su o a destra di un'unità schierata.",
    ],
    [
      ['powder keg', 'unrest', 'keg', 'unrest marker'],
      ['barile di polvere', 'polveriera', 'malcontento', 'disordini'],
    ],
    ['region-tracks', 'unrest-check'],
    { aliases: ['4.6'], diagram: 'region-track' },
  ),
  rule(
    'strategy-tokens',
    ['Strategy tokens', 'Pedine Strategia'],
    [
      'Seven kinds placed on Issues by options: Self-Determination, German Containment, German Reparations, Industrial Growth, Bolshevik Containment, Naval Squadron (US or UK flag) and Empire (Italian, French or UK flag). A token with your flag on an Issue you control is worth 1 VP; Strategy cards count tokens of every owner.',
      'Sette tipi messi sulle Questioni dalle opzioni: Autodeterminazione, Contenimento della Germania, Riparazioni della Germania, Crescita Industriale, Contenimento del Bolscevismo, Squadrone Navale (bandiera USA o UK) e Impero (bandiera italiana, francese o UK). Una pedina con la tua bandiera su una tua Questione vale 1 PV; le carte Strategia contano le pedine di tutti.',
    ],
    [
      ['tokens', 'flags', 'self-determination', 'naval squadron', 'empire token'],
      ['pedine strategia', 'bandiere', 'autodeterminazione', 'squadrone navale', 'impero'],
    ],
    ['final-scoring', 'strategy-cards'],
    { aliases: ['2.7'] },
  ),
  rule(
    'happiness',
    ['National Happiness', 'Felicità Nazionale'],
    [
      'Each nation (and Japan) has Happiness 0–30, starting at 20. Above 30 is lost; a nation at 0 stays at 0 for good. Happiness caps your Military: 11–30 up to 3 units, 5–10 up to 2, 0–4 up to 1. At the end it gives VP by rank.',
      'Ogni nazione (e il Giappone) ha Felicità 0-30, iniziale 20. Oltre 30 si perde; a 0 si resta a 0 per sempre. La Felicità limita i Militari: 11-30 fino a 3 unità, 5-10 fino a 2, 0-4 fino a 1. A fine partita dà PV in base alla classifica.',
    ],
    [
      [
        'happiness',
        'happiness track',
        'happiness zero',
        'happiness 0',
        'unhappy',
        'unit limit',
        'maximum',
        'max',
        'limit 30',
        'above 30',
      ],
      [
        'felicità',
        'tabella felicità',
        'felicità zero',
        'felicità 0',
        'infelicità',
        'limite unità',
        'massimo',
        'limite 30',
        'oltre 30',
      ],
    ],
    ['mutiny', 'final-scoring'],
    { aliases: ['2.4'] },
  ),
  rule(
    'setup',
    ['Setup', 'Piazzamento'],
    [
      'Pick the first Active Player at random; from them, each chooses a nation. Each takes 15 cubes and 3 units. Issues: set Rush to the Finish aside, shuffle, deal 2 to the Table, 3 to the Waiting Room, 1 to the discard; deal 20 face down, put Rush on them, the rest on top. Events: 1 to the Table, 2 to the Waiting Room. Happiness all at 20. Deal players+1 Strategy cards face up. Each region: keg on the start space, Unrest in column 1.',
      "Si sceglie a caso il primo Giocatore Attivo; da lui ognuno sceglie una nazione. Ciascuno prende 15 cubi e 3 unità. Questioni: si mette da parte Corsa alla Fine, si mescola, 2 sul Tavolo, 3 in Sala d'Attesa, 1 negli scarti; 20 coperte, sopra Corsa alla Fine, il resto sopra. Eventi: 1 sul Tavolo, 2 in Sala d'Attesa. Felicità tutte a 20. Si scoprono giocatori+1 carte Strategia. Ogni regione: Barile sulla casella iniziale, Malcontento in colonna 1.",
    ],
    [
      ['setup', 'set up', 'start', 'deal'],
      ['piazzamento', 'preparazione', 'setup', 'inizio'],
    ],
    ['end-game-card', 'setup-variants'],
    { aliases: ['3', '3.1'] },
  ),
  rule(
    'end-game-card',
    ['The End Game Issue (Rush to the Finish)', 'La carta Questione Fine del Gioco (Corsa alla Fine)'],
    [
      'Rush to the Finish sits under the top part of the Issue deck (20 cards below it by default). It is settled like any Issue; whoever controls it gets 7 VP and the game ends immediately.',
      'Corsa alla Fine sta dentro il mazzo Questioni (di base 20 carte sotto di essa). Si Sistema come ogni Questione; chi la controlla prende 7 PV e la partita finisce subito.',
    ],
    [
      ['rush to the finish', 'end game card', 'game end'],
      ['corsa alla fine', 'fine del gioco', 'fine partita'],
    ],
    ['game-end', 'settle-end-issue'],
    { aliases: ['card-53'] },
  ),
  rule(
    'setup-variants',
    ['Optional deck setups', 'Opzionale: lunghezza della partita'],
    [
      'Longer or tenser games: put 15 cards under Rush instead of 20; or only 10 (player nations start at Happiness 22); or shuffle Rush with 5 random Issues as the bottom 6 (players start at 24). Non-player nations always start at 20.',
      'Partite più lunghe o tese: 15 carte sotto Corsa alla Fine invece di 20; oppure solo 10 (le nazioni dei giocatori partono da Felicità 22); oppure Corsa alla Fine mescolata con 5 Questioni come ultime 6 (giocatori a 24). Le nazioni non giocanti partono sempre da 20.',
    ],
    [
      ['variant', 'longer game', 'optional', 'game length', 'shorter game', 'short game', 'fewer cards'],
      ['variante', 'partita lunga', 'opzionale', 'durata', 'partita corta', 'partita breve', 'meno carte'],
    ],
    ['setup'],
  ),
  rule(
    'how-to-play',
    ['How to play', 'Come si gioca'],
    [
      'You gain stars (VP) mainly by controlling Issues, plus your Strategy card, your flagged tokens and having more Happiness than others. The game usually ends when Rush to the Finish is settled.',
      "Si ottengono stelle (PV) soprattutto controllando Questioni, più la carta Strategia, le pedine con la propria bandiera e l'avere più Felicità degli altri. Di solito la partita finisce quando si Sistema Corsa alla Fine.",
    ],
    [
      ['how to win', 'goal', 'stars', 'victory points'],
      ['come vincere', 'scopo', 'stelle', 'punti vittoria'],
    ],
    ['final-scoring', 'turn-sequence'],
  ),
  rule(
    'turn-sequence',
    ['The turn sequence', 'La sequenza di turno'],
    [
      'Clockwise from the first Active Player, each turn is one mandatory Political action (Place Influence, Recover Influence and Military, or Settle an Issue) and an optional Military action (Deploy or Demobilize) with one unit, before or after. Finish one completely before starting the other. If you cannot place and have nothing to recover, you must Settle.',
      "In senso orario dal primo Giocatore Attivo, ogni turno è un'Azione Politica obbligatoria (Porre Influenza, Recuperare Influenza e Militari, o Sistemare una Questione) e un'Azione Militare facoltativa (Schierare o Smobilitare) con una unità, prima o dopo. Una va completata prima dell'altra. Se non puoi porre e non hai nulla da recuperare, devi Sistemare.",
    ],
    [
      ['turn', 'my turn', 'actions', 'political action', 'military action', 'what can i do'],
      ['turno', 'azioni', 'azione politica', 'azione militare', 'cosa posso fare'],
    ],
    ['place-influence', 'recover', 'settle', 'deploy', 'demobilize'],
    { aliases: ['4', '4.1'] },
  ),
  rule(
    'place-influence',
    ['Political action 1: Place Influence', 'Azione Politica 1: Porre Influenza'],
    [
      'Put cubes from your Available pool on exactly two different Issues (Table or Waiting Room, any mix). After placing you must have strictly more cubes than any single other player on both. Cubes never come from another Issue or the Exhausted box; adding to an Issue you already lead is fine.',
      "Metti cubi dal tuo pool Disponibili su esattamente due Questioni diverse (Tavolo o Sala d'Attesa, come vuoi). Dopo devi avere più cubi di ogni singolo altro giocatore su entrambe. I cubi non vengono mai da un'altra Questione né dagli Esausti; puoi aggiungere dove sei già in testa.",
    ],
    [
      ['place influence', 'cubes', 'two issues', 'lead', 'majority'],
      ['porre influenza', 'cubi', 'due questioni', 'maggioranza'],
    ],
    ['turn-sequence', 'settle'],
    { aliases: ['4.2'] },
  ),
  rule(
    'recover',
    ['Political action 2: Recover Influence and Military', 'Azione Politica 2: Recuperare Influenza e Militari'],
    [
      'Move up to 6 of your Exhausted cubes back to Available, and all your Exhausted units too; you may also pull back any of your deployed units (no Happiness or Unrest effect). Cubes on Issues or Events are not recovered.',
      'Riporta fino a 6 tuoi cubi Esausti tra i Disponibili, e tutte le tue unità Esauste; puoi anche ritirare le tue unità schierate (senza effetti su Felicità o Malcontento). I cubi su Questioni o Eventi non si recuperano.',
    ],
    [
      ['recover', 'exhausted cubes back', 'get cubes back', 'recover military'],
      ['recuperare', 'riprendere cubi', 'recupero militari'],
    ],
    ['turn-sequence'],
    { aliases: ['4.3'] },
  ),
  rule(
    'settle',
    ['Political action 3: Settle an Issue', 'Azione Politica 3: Sistemare una Questione'],
    [
      "Pick a Table Issue with at least one cube (yours or not). Five steps: 1 the player with most cubes takes it and picks an option; 2 resolve the Table Event's Conference half; 3 move a Waiting Room Issue and Event to the Table; 4 add a new Issue to the Waiting Room; 5 draw a new Event and resolve its Crisis. Settling someone else's Issue still lets you run steps 3–5.",
      "Scegli una Questione sul Tavolo con almeno un cubo (tuo o no). Cinque passi: 1 chi ha più cubi la prende e sceglie un'opzione; 2 si risolve la Conferenza dell'Evento sul Tavolo; 3 si portano una Questione e un Evento dalla Sala d'Attesa al Tavolo; 4 si aggiunge una Questione in Sala d'Attesa; 5 si pesca un Evento e se ne risolve la Crisi. Anche sistemando la Questione di un altro gestisci tu i passi 3-5.",
    ],
    [
      [
        'settle',
        'settle issue',
        'resolve issue',
        'take issue',
        'settle any issue',
        "someone else's issue",
        'issue led by another',
        'not leading',
      ],
      [
        'sistemare',
        'sistemare questione',
        'risolvere questione',
        'sistemare qualsiasi questione',
        'questione altrui',
        'questione di un altro',
        'non in testa',
      ],
    ],
    ['settle-step-1', 'settle-step-2', 'settle-step-3', 'settle-step-4', 'settle-step-5'],
    { aliases: ['4.4'] },
  ),
  rule(
    'settle-step-1',
    ['Settle step 1: Resolve the Issue', 'Punto 1: Risolvere la Questione'],
    [
      'The controller (most cubes) moves its cubes on the Issue to Exhausted, takes the card and picks an option: apply its Happiness icons, then Unrest icons, then place its Strategy tokens. The Active Player gets its own cubes back to Available; each other player exhausts half its cubes (rounded down) and takes the rest back. An option is legal even if its effects do nothing.',
      "Il controllore (più cubi) mette i suoi cubi sulla Questione negli Esausti, prende la carta e sceglie un'opzione: si applicano le icone Felicità, poi Malcontento, poi le pedine Strategia. Il Giocatore Attivo riprende i propri cubi tra i Disponibili; ogni altro esaurisce metà dei suoi cubi (per difetto) e riprende il resto. Un'opzione è valida anche se non ha effetto.",
    ],
    [
      [
        'issue option',
        'choose option',
        'controller',
        'cubes returned',
        "other players' cubes",
        'cubes back',
        'half exhausted',
        'issue resolved',
        'resolve the issue',
      ],
      [
        'opzione questione',
        'scegliere opzione',
        'controllore',
        'cubi restituiti',
        'cubi degli altri',
        'metà esausti',
        'cubi degli altri giocatori',
        'questione risolta',
        'risolvere la questione',
      ],
    ],
    ['settle', 'issue-icons'],
    { aliases: ['4.5'] },
  ),
  rule(
    'settle-step-2',
    ['Settle step 2: Conference Event', "Punto 2: Risolvere l'Evento Conferenza"],
    [
      'The Conference (bottom) half of the Table Event is resolved by the owner of the cube on it, otherwise by the Active Player; "Optional" texts may be declined. Then the Event is discarded and its cube goes to its owner\'s Exhausted.',
      'La metà Conferenza (in basso) dell\'Evento sul Tavolo la risolve chi ha il cubo sopra, altrimenti il Giocatore Attivo; i testi "Opzionali" si possono rifiutare. Poi l\'Evento si scarta e il cubo va negli Esausti del proprietario.',
    ],
    [
      ['conference', 'conference event', 'event cube'],
      ['conferenza', 'evento conferenza', 'cubo evento'],
    ],
    ['settle', 'settle-step-3'],
  ),
  rule(
    'settle-step-3',
    ['Settle step 3: Advance Issue and Event', 'Punto 3: Avanzare Questione e Evento'],
    [
      'The Active Player moves one Waiting Room Issue (with its cubes) and one Waiting Room Event to the Table. If that Event has the Influence icon, only the Active Player may put one of its cubes on it to control its Conference later.',
      "Il Giocatore Attivo porta una Questione (coi suoi cubi) e un Evento dalla Sala d'Attesa al Tavolo. Se l'Evento ha l'icona Influenza, solo il Giocatore Attivo può metterci un suo cubo per controllarne poi la Conferenza.",
    ],
    [
      ['advance', 'move to table', 'influence icon'],
      ['avanzare', 'portare al tavolo', 'icona influenza'],
    ],
    ['settle'],
  ),
  rule(
    'settle-step-4',
    ['Settle step 4: New Issue for the Waiting Room', "Punto 4: Nuova Questione in Sala d'Attesa"],
    [
      'Either take the 1st, 2nd or 3rd card of the Issue discard pile, paying 0, 1 or 2 of your Available cubes to Exhausted; or draw the top 2 Issue cards, put one in the Waiting Room and the other on the discard pile (Rush to the Finish, if drawn, must go to the Waiting Room). After drawing you cannot switch to the discard pile.',
      "Prendi la 1ª, 2ª o 3ª carta degli scarti Questioni pagando 0, 1 o 2 tuoi cubi Disponibili negli Esausti; oppure pesca le prime 2 Questioni, una in Sala d'Attesa e l'altra sugli scarti (Corsa alla Fine, se pescata, va in Sala d'Attesa). Dopo aver pescato non puoi passare agli scarti.",
    ],
    [
      ['discard pile', 'draw issue', 'new issue', 'waiting room'],
      ['scarti', 'pescare questione', 'nuova questione', "sala d'attesa"],
    ],
    ['settle', 'game-end'],
  ),
  rule(
    'settle-step-5',
    ['Settle step 5: New Event and Crisis', 'Punto 5: Nuovo Evento e Crisi'],
    [
      'Draw the top Event (reshuffle the Event discards if the deck is empty), put it in the Waiting Room and immediately resolve its Crisis (top) half; the Active Player makes any choices.',
      "Pesca il primo Evento (rimescolando gli scarti se il mazzo è vuoto), mettilo in Sala d'Attesa e risolvi subito la metà Crisi (in alto); le scelte spettano al Giocatore Attivo.",
    ],
    [
      ['crisis', 'draw event', 'crisis event'],
      ['crisi', 'pescare evento', 'evento crisi'],
    ],
    ['settle', 'unrest-check'],
  ),
  rule(
    'issue-icons',
    ['Issue card icons', 'Icone delle carte Questione'],
    [
      "Option icons: Happiness changes for a nation (face with a number), Regional Unrest (+n/−n moves that region's marker right/left, stopping at kegs or units), Strategy tokens to place, and the No Military symbol (bids for this Issue use Influence only). Options never move Powder Kegs.",
      'Icone delle opzioni: variazioni di Felicità per una nazione, Malcontento Regionale (+n/−n sposta il segnalino di quella regione a destra/sinistra, fermandosi a Barili o unità), pedine Strategia da porre, e il simbolo No Militari (per questa Questione si punta solo Influenza). Le opzioni non spostano mai i Barili.',
    ],
    [
      ['icons', 'no military', 'unrest icon', 'happiness icon'],
      ['icone', 'no militari', 'icona malcontento', 'icona felicità'],
    ],
    ['settle-step-1', 'bidding'],
  ),
  rule(
    'region-tracks',
    ['Region tracks', 'Tabelle delle Regioni'],
    [
      'Five regions (Europe, Balkans, Middle East, Pacific, Africa; die faces 1–5). Insurrection thresholds by Unrest column: 1–2 no roll, 3 needs 6, 4 needs 5+, 5 needs 4+, 6 needs 3+, 7 needs 2+, 8 needs 1+. Units may only be deployed in columns 5–8.',
      "Cinque regioni (Europa, Balcani, Medio Oriente, Pacifico, Africa; facce 1-5). Soglie d'insurrezione per colonna del Malcontento: 1-2 nessun tiro, 3 serve 6, 4 serve 5+, 5 serve 4+, 6 serve 3+, 7 serve 2+, 8 serve 1+. Le unità si schierano solo nelle colonne 5-8.",
    ],
    [
      ['regions', 'region track', 'columns', 'thresholds'],
      ['regioni', 'tabella regione', 'colonne', 'soglie'],
    ],
    ['powder-keg', 'unrest-check', 'deploy'],
    { aliases: ['2.3'], diagram: 'region-track' },
  ),
  rule(
    'military-actions',
    ['Military actions in detail', 'Azioni militari nel dettaglio'],
    [
      'The optional Military action uses one unit: Deploy it to a region or Demobilize it. It never replaces the Political action. Demobilized units are gone for good.',
      "L'Azione Militare facoltativa usa una unità: Schierarla in una regione o Smobilitarla. Non sostituisce mai l'Azione Politica. Le unità smobilitate escono per sempre.",
    ],
    [
      ['military', 'units', 'military action'],
      ['militari', 'unità', 'azione militare'],
    ],
    ['deploy', 'demobilize'],
  ),
  rule(
    'deploy',
    ['Deploy', 'Schierare'],
    [
      'Put an Available unit (or move your deployed one) into an empty slot in column 5–8 of a region; at most 1 of your units per region, one unit per slot. The Unrest marker is pushed left of the unit. Column effects on arrival: column 5 −4 Happiness and recover 3 cubes, column 6 −2 and 3 cubes, column 7 −1 and 2 cubes, column 8 nothing.',
      "Metti un'unità Disponibile (o sposta una tua già schierata) in uno spazio vuoto nelle colonne 5-8 di una regione; massimo 1 tua unità per regione, una per spazio. Il Malcontento viene spinto a sinistra dell'unità. Effetti d'arrivo: colonna 5 −4 Felicità e recuperi 3 cubi, colonna 6 −2 e 3 cubi, colonna 7 −1 e 2 cubi, colonna 8 nulla.",
    ],
    [
      ['deploy', 'deploy military', 'deploy unit', 'send troops', 'place unit', 'column', 'send units'],
      ['schierare', 'inviare truppe', 'schierare unità', 'colonna', 'mandare truppe', 'mandare unità'],
    ],
    ['column-bonuses', 'region-tracks'],
    { aliases: ['4.7'], diagram: 'region-track' },
  ),
  rule(
    'column-bonuses',
    ['Column bonuses and penalties', 'Bonus e penalità nelle colonne delle Regioni'],
    [
      "A unit in column 5, 6 or 7 lets its owner add +1 or −1 to that region's insurrection rolls (declared before the roll). Any deployed unit counts double when bidding for an Unsettled Issue of its region.",
      "Un'unità nelle colonne 5, 6 o 7 permette al proprietario di aggiungere +1 o −1 ai tiri d'insurrezione di quella regione (dichiarato prima del tiro). Ogni unità schierata vale doppio nelle puntate per una Questione Irrisolta della sua regione.",
    ],
    [
      [
        'drm',
        'die modifier',
        'counts double',
        'modify roll',
        'modify die',
        'insurrection modifier',
        'plus one minus one',
        'column bonus',
      ],
      [
        'modificatore',
        'vale doppio',
        'modificare tiro',
        'modificare il dado',
        'modificatore insurrezione',
        'più uno meno uno',
        'bonus colonna',
      ],
    ],
    ['deploy', 'unrest-check', 'bidding'],
  ),
  rule(
    'demobilize',
    ['Demobilize', 'Smobilitare'],
    [
      'Take one of your units (Available, Exhausted or deployed) and put it in the highest free numbered box of the Demobilization track; gain that much Happiness (5, 4, 3, ... then 1 in the last, unlimited box). It never returns.',
      "Prendi una tua unità (Disponibile, Esausta o schierata) e mettila nella casella numerata libera più alta della tabella Smobilitazione; guadagni quella Felicità (5, 4, 3, ... poi 1 nell'ultima casella illimitata). Non torna più.",
    ],
    [
      ['demobilize', 'demobilise', 'send home', 'happiness gain', 'demobilize units', 'demobilizing'],
      ['smobilitare', 'congedare', 'guadagno felicità', 'smobilitare unità', 'smobilito'],
    ],
    ['mutiny', 'happiness'],
    { aliases: ['4.8', '2.5'] },
  ),
  rule(
    'mutiny',
    ['Mutiny', 'Ammutinamento'],
    [
      'If your Happiness drops into a zone that allows fewer units than you own (11+: 3, 5–10: 2, 0–4: 1), you must demobilize the excess into the "1" box at once, gaining 1 Happiness each. Climbing back never returns units.',
      'Se la tua Felicità scende in una fascia che consente meno unità di quelle che hai (11+: 3, 5-10: 2, 0-4: 1), devi subito smobilitare le eccedenti nella casella "1", guadagnando 1 Felicità ciascuna. Risalire non restituisce unità.',
    ],
    [
      ['mutiny', 'forced demobilization', 'too many units'],
      ['ammutinamento', 'smobilitazione forzata', 'troppe unità'],
    ],
    ['happiness', 'demobilize'],
    { aliases: ['4.9'] },
  ),
  rule(
    'unrest-check',
    ['Unrest check and insurrections', "Verifica dell'insurrezione ed insurrezioni"],
    [
      "Triggered by Event texts. Seven steps run by the Active Player: 1 determine the region(s); 2 roll for insurrection; 3 determine the Unsettled Issue; 4 bid for control; 5 reset the region's unrest; 6 choose the Issue option; 7 after the game's first insurrection, choose Strategy cards.",
      "Scatta dai testi degli Eventi. Sette passi gestiti dal Giocatore Attivo: 1 determinare la/le regione/i; 2 tirare per l'insurrezione; 3 determinare la Questione Irrisolta; 4 puntare per il controllo; 5 azzerare il malcontento della regione; 6 scegliere l'opzione; 7 dopo la prima insurrezione della partita, scegliere le carte Strategia.",
    ],
    [
      ['unrest check', 'insurrection', 'revolt', 'uprising', 'when insurrection', 'trigger', 'triggered'],
      ['verifica insurrezione', 'insurrezione', 'rivolta', 'quando insurrezione', 'innesco', 'scatta'],
    ],
    [
      'unrest-check.region',
      'unrest-check.roll',
      'unrest-check.unsettled',
      'bidding',
      'unrest-check.reset',
      'unrest-check.option',
      'strategy-selection',
    ],
    { aliases: ['4.10'] },
  ),
  rule(
    'unrest-check.region',
    ['Insurrection step 1: Determine the region', 'Passo 1: Determinare la Regione'],
    [
      'Use the region named by the Event; if none is named, every region tied for the right-most Unrest marker is checked, top to bottom.',
      "Si usa la regione indicata dall'Evento; se non c'è, si verificano tutte le regioni a pari merito col Malcontento più a destra, dall'alto in basso.",
    ],
    [['which region'], ['quale regione']],
    ['unrest-check'],
  ),
  rule(
    'unrest-check.roll',
    ['Insurrection step 2: Roll', "Passo 2: Verificare l'insurrezione"],
    [
      'The Unrest column gives the number needed ("X" = no roll). Before rolling, players with a unit in column 5–7 there declare +1, −1 or 0, Active Player last; add any Event modifier. Roll at or above the number: insurrection. All rolls of the check are made before resolving any.',
      "La colonna del Malcontento dà il numero da ottenere (\"X\" = nessun tiro). Prima del tiro chi ha un'unità nelle colonne 5-7 dichiara +1, −1 o 0, il Giocatore Attivo per ultimo; si aggiunge l'eventuale modificatore dell'Evento. Con un risultato pari o superiore: insurrezione. Si fanno tutti i tiri prima di risolvere.",
    ],
    [
      ['insurrection roll', 'die roll', 'threshold'],
      ['tiro insurrezione', 'tiro dado', 'soglia'],
    ],
    ['unrest-check', 'column-bonuses'],
  ),
  rule(
    'unrest-check.unsettled',
    ['Insurrection step 3: Determine the Unsettled Issue', 'Passo 3: Determinare la Questione Irrisolta'],
    [
      'The player controlling most Issues of that region loses one: their highest-star Issue there. Ties: the owner of the left-most unit in the region picks among the tied; with no units, tied players roll and the highest loses. Tokens on it are removed (past option effects stay). If nobody controls an Issue there, skip to the reset.',
      "Il giocatore che controlla più Questioni di quella regione ne perde una: quella con più stelle. Parità: sceglie il proprietario dell'unità più a sinistra nella regione; senza unità i pari tirano e il più alto perde. Le pedine su di essa si tolgono (gli effetti passati restano). Se nessuno controlla Questioni lì, si passa all'azzeramento.",
    ],
    [
      ['unsettled issue', 'lose issue', 'victim', 'lost issue', 'issue lost', 'highest star issue'],
      ['questione irrisolta', 'perdere questione', 'questione persa', 'perdere una questione'],
    ],
    ['unrest-check', 'bidding'],
  ),
  rule(
    'bidding',
    ['Bidding for control of an Unsettled Issue', 'Puntare per il controllo di una Questione Irrisolta'],
    [
      "Starting with the Issue's previous controller, clockwise, each passes for good or bids higher: Available units (your unit deployed in that region counts 2) plus Available cubes; units compare first, then cubes. A raise replaces your earlier bid. The winner pays the whole final bid (units and cubes to Exhausted) and loses 1 Happiness per unit bid; losers pay nothing. No bids: the Issue goes on the discard pile. No Military Issues take cubes only.",
      'Dal precedente controllore, in senso orario, ognuno passa definitivamente o rilancia: unità Disponibili (la tua unità schierata in quella regione vale 2) più cubi Disponibili; contano prima le unità, poi i cubi. Un rilancio sostituisce la puntata precedente. Il vincitore paga tutta la puntata finale (unità e cubi negli Esausti) e perde 1 Felicità per unità puntata; i perdenti non pagano. Nessuna puntata: la Questione va negli scarti. Le Questioni No Militari accettano solo cubi.',
    ],
    [
      ['bid', 'bidding', 'auction', 'bid units', 'bid cubes', 'insurrection step 4'],
      ['puntata', 'puntare', 'asta', 'puntare unità', 'puntare cubi', 'passo 4'],
    ],
    ['unrest-check', 'qa.bidding'],
    { aliases: ['4.11'] },
  ),
  rule(
    'unrest-check.reset',
    ['Insurrection step 5: Reset the unrest', 'Passo 5: Resettare il malcontento'],
    [
      "Move the region's Powder Keg one column right (max column 3) and put the Unrest marker just right of it. This happens even if no Issue was lost.",
      'Il Barile della regione avanza di una colonna (massimo colonna 3) e il Malcontento va subito alla sua destra. Succede anche se nessuna Questione è stata persa.',
    ],
    [
      ['reset unrest', 'keg moves', 'keg', 'powder keg moves', 'after insurrection'],
      ['azzerare malcontento', 'avanza barile', 'barile', 'polveriera', 'sposta barile', 'dopo insurrezione'],
    ],
    ['unrest-check', 'powder-keg'],
  ),
  rule(
    'unrest-check.option',
    ['Insurrection step 6: Choose the Issue option', "Passo 6: Scegliere l'opzione della Questione"],
    [
      'The bid winner takes the Issue and chooses any option, even the same as before; its effects apply again.',
      "Il vincitore della puntata prende la Questione e sceglie un'opzione qualsiasi, anche la stessa di prima; gli effetti si applicano di nuovo.",
    ],
    [['new option', 'reapply option'], ['nuova opzione']],
    ['unrest-check'],
  ),
  rule(
    'strategy-selection',
    ['Insurrection step 7: Choose Strategy cards', 'Passo 7: Scegliere le carte Strategia'],
    [
      'After the first unrest check of the game that produced an insurrection, players pick Strategy cards: lowest total stars of controlled Issues first (ties: nearest to the Active Player clockwise, Active Player first); the leftover card is removed.',
      "Dopo la prima verifica della partita con un'insurrezione, i giocatori scelgono le carte Strategia: prima chi ha meno stelle nelle Questioni controllate (parità: il più vicino al Giocatore Attivo in senso orario, lui per primo); la carta avanzata si toglie.",
    ],
    [
      ['choose strategy card', 'strategy order'],
      ['scelta carta strategia', 'ordine scelta'],
    ],
    ['strategy-cards'],
    { aliases: ['4.13'] },
  ),
  rule(
    'strategy-cards',
    ['Strategy cards', 'Carte Strategia'],
    [
      'Public end-game goals, one per player, chosen once after the first insurrection. Each has four conditions scored at the end over the whole board (tokens of any owner, regions, treaty signatures, your units). "Happiness x2" doubles your Happiness award.',
      'Obiettivi di fine partita pubblici, uno per giocatore, scelti una volta dopo la prima insurrezione. Ognuna ha quattro condizioni valutate alla fine su tutto il tabellone (pedine di chiunque, regioni, firme del trattato, tue unità). "Felicità x2" raddoppia il premio Felicità.',
    ],
    [
      ['strategy card', 'objectives', 'end game goals'],
      ['carta strategia', 'obiettivi'],
    ],
    ['strategy-selection', 'final-scoring'],
  ),
  rule(
    'negotiation',
    ['Negotiation', 'Negoziati'],
    [
      'Talk freely, but no game components may be traded. Deals carried out in the current player turn are binding; promises about future turns are not. A typical deal: "I settle this Issue if you pick option Y". As part of any deal, a player may move up to 6 of their Available cubes to Exhausted so that another moves the same number from Exhausted to Available.',
      'Si tratta liberamente, ma non si scambiano componenti. Gli accordi eseguiti nel turno in corso sono vincolanti; le promesse sui turni futuri no. Accordo tipico: "Sistemo questa Questione se scegli l\'opzione Y". In un accordo un giocatore può mettere fino a 6 suoi cubi Disponibili negli Esausti perché un altro ne riprenda altrettanti dagli Esausti.',
    ],
    [
      ['deal', 'negotiate', 'binding', 'trade', 'agreement'],
      ['accordo', 'negoziare', 'vincolante', 'scambio', 'patto'],
    ],
    ['settle'],
    { aliases: ['4.14'] },
  ),
  rule(
    'game-end',
    ['End of game (Rush to the Finish)', 'Fine partita (Corsa alla Fine)'],
    [
      'The game ends when Rush to the Finish is settled, or when someone must draw from an empty Issue deck. Then go to final scoring.',
      'La partita finisce quando si Sistema Corsa alla Fine, o quando qualcuno deve pescare dal mazzo Questioni vuoto. Poi il punteggio finale.',
    ],
    [
      ['game end', 'end of game', 'when does it end'],
      ['fine partita', 'quando finisce'],
    ],
    ['settle-end-issue', 'alternative-end', 'final-scoring'],
    { aliases: ['4.15'] },
  ),
  rule(
    'alternative-end',
    ['Alternative game end', 'Fine gioco alternativa'],
    [
      'If a player wants or needs to draw Issues and the deck is empty, the game ends at once and is scored.',
      'Se un giocatore vuole o deve pescare Questioni e il mazzo è vuoto, la partita finisce subito e si calcolano i punti.',
    ],
    [
      ['deck empty', 'out of issues'],
      ['mazzo vuoto', 'finite le questioni'],
    ],
    ['game-end'],
  ),
  rule(
    'settle-end-issue',
    ['Settling Rush to the Finish', 'Sistemazione della Questione Fine Partita'],
    [
      'Whoever has the majority on Rush to the Finish takes it (7 VP). None of the usual settle steps are done: go straight to final scoring.',
      'Chi ha la maggioranza su Corsa alla Fine la prende (7 PV). Non si fanno gli altri passi: si va subito al punteggio finale.',
    ],
    [
      ['rush 7 vp', 'last issue'],
      ['corsa alla fine 7 pv', 'ultima questione'],
    ],
    ['game-end', 'end-game-card'],
  ),
  rule(
    'final-scoring',
    ['Final scoring', 'Punteggio finale'],
    [
      "Add: 1 stars of your controlled Issues (Rush = 7); 2 +1 per token with your flag on your Issues; 3 your Strategy card's four conditions; 4 Happiness rank award: 2 players 6/0, 3 players 6/3/0, 4 players 6/4/2/0 (ties share the higher award), and −5 VP at Happiness 0. Japan and Italy sign the treaty at Happiness 15+.",
      'Somma: 1 stelle delle Questioni controllate (Corsa alla Fine = 7); 2 +1 per pedina con la tua bandiera sulle tue Questioni; 3 le quattro condizioni della carta Strategia; 4 premio Felicità per classifica: 2 giocatori 6/0, 3 giocatori 6/3/0, 4 giocatori 6/4/2/0 (a pari merito si prende il premio più alto), e −5 PV a Felicità 0. Giappone e Italia firmano il trattato con Felicità 15+.',
    ],
    [
      [
        'scoring',
        'final score',
        'victory points',
        'who wins',
        'treaty signing',
        'happiness award',
        'happiness points',
        'end of game score',
      ],
      [
        'punteggio',
        'punteggio finale',
        'punti vittoria',
        'chi vince',
        'firma trattato',
        'premio felicità',
        'punti felicità',
        'punteggio fine partita',
      ],
    ],
    ['tie-breaking', 'strategy-cards', 'strategy-tokens'],
    { aliases: ['5', '5.1', '5.2'] },
  ),
  rule(
    'tie-breaking',
    ['Resolving ties', 'Risoluzione dei casi di parità'],
    [
      'Tied totals: higher Happiness wins, then more controlled Issues, otherwise the victory is shared.',
      'A pari punti vince chi ha più Felicità, poi più Questioni controllate, altrimenti la vittoria è condivisa.',
    ],
    [
      ['tie', 'tiebreak', 'draw', 'tied', 'tie score', 'equal score'],
      ['parità', 'spareggio', 'pareggio', 'punteggio pari', 'pari merito', 'a pari punti'],
    ],
    ['final-scoring'],
  ),
  rule(
    'two-player',
    ['Two-player rules', 'Regole per due giocatori'],
    [
      "France and the UK play; the USA is a neutral faction run by whoever's turn it is; Italy is out but its Happiness is tracked. The USA can control Issues but never wins.",
      "Giocano Francia e UK; gli USA sono una fazione neutrale gestita da chi è di turno; l'Italia è fuori ma la sua Felicità si registra. Gli USA possono controllare Questioni ma non vincono mai.",
    ],
    [
      ['2 player', 'two players', 'duel', 'play in two'],
      ['2 giocatori', 'due giocatori', 'giocare in due', 'in due'],
    ],
    ['two-player.setup', 'two-player.usa', 'two-player.usa-actions'],
  ),
  rule(
    'two-player.setup',
    ['Two-player setup', 'Piazzamento per due giocatori'],
    [
      'Normal setup, but the USA gets only its 15 cubes: no units, no Happiness marker, and USA Happiness effects are ignored. Japan and Italy Happiness markers are used. Deal 3 Strategy cards; only France and UK choose.',
      'Piazzamento normale, ma gli USA ricevono solo 15 cubi: niente unità, niente Felicità, e gli effetti sulla Felicità USA si ignorano. Si usano le Felicità di Giappone e Italia. Si scoprono 3 carte Strategia; scelgono solo Francia e UK.',
    ],
    [['2 player setup'], ['piazzamento 2 giocatori']],
    ['two-player'],
  ),
  rule(
    'two-player.usa',
    ['Rules for the USA (two players)', 'Regole per gli USA (due giocatori)'],
    [
      "At the end of each player's turn that player must take a USA Political action, still part of their turn (France, USA-by-France, UK, USA-by-UK, ...). The USA is controlled by whoever is taking the turn. USA Issues can be unsettled, but the USA never bids; USA Issues score for nobody.",
      "Alla fine del proprio turno ogni giocatore deve svolgere un'Azione Politica USA, sempre nel suo turno (Francia, USA-per-Francia, UK, USA-per-UK, ...). Gli USA li controlla chi è di turno. Le Questioni USA possono diventare Irrisolte ma gli USA non puntano mai; non valgono punti per nessuno.",
    ],
    [
      ['usa faction', 'neutral usa'],
      ['fazione usa', 'usa neutrali'],
    ],
    ['two-player'],
  ),
  rule(
    'two-player.usa-actions',
    ['USA Political action options', "Opzioni per l'Azione Politica USA"],
    [
      'Place Influence: two Issues, always the minimum to lead. Settle: only an Issue the USA or the other player leads, never one the acting player leads; as controller the USA picks the option that hurts its Happiness least. Recover: as much as possible (max 6), then the acting player recovers the same number; mandatory if the USA can neither place nor settle.',
      "Porre Influenza: due Questioni, sempre il minimo per essere in testa. Sistemare: solo una Questione dove sono in testa gli USA o l'altro giocatore, mai chi agisce; da controllore gli USA scelgono l'opzione che danneggia meno la loro Felicità. Recuperare: il massimo (fino a 6), poi chi agisce ne recupera altrettanti; obbligatorio se gli USA non possono porre né sistemare.",
    ],
    [
      ['usa action', 'usa settle', 'usa place', 'usa options', 'what the usa can do'],
      ['azione usa', 'usa sistemare', 'usa porre', 'opzioni usa', 'cosa fanno gli usa'],
    ],
    ['two-player.usa'],
  ),
  rule(
    'solo',
    ['Solo rules', 'Regole in solitario'],
    [
      'Three factions (UK, France, USA): you run one, two bots run the others, and you switch to the weakest faction whenever an Issue becomes Unsettled. At the start of your turn, if your faction alone is strongest (and every faction has an Issue) you gain 1 VP. Win with 20+ VP.',
      "Tre fazioni (UK, Francia, USA): ne guidi una, due bot le altre, e passi alla fazione più debole ogni volta che una Questione diventa Irrisolta. All'inizio del tuo turno, se la tua fazione è l'unica più forte (e ogni fazione ha una Questione) guadagni 1 PV. Vinci con 20+ PV.",
    ],
    [
      ['solo', 'solo bot', 'single player', 'bot', 'solitaire', 'one player'],
      ['solitario', 'giocatore singolo', 'bot', 'un giocatore'],
    ],
    ['solo.definitions', 'solo.setup', 'solo.sequence', 'solo.bot-military', 'solo.bot-political', 'solo.end'],
    { aliases: ['6.2'] },
  ),
  rule(
    'solo.definitions',
    ['Solo definitions: faction icons and values', 'Definizioni: icone delle fazioni e valori'],
    [
      "Faction icons (1 point to that faction wherever they lie): France German Containment, German Reparations, French Empire; UK UK Naval, Bolshevik Containment, UK Empire; USA Self-Determination, Industrial Growth, US Naval. Issue Value = stars + that faction's tokens; Potential Value = stars + tokens of its best option; Faction Strength = stars controlled + 1 per own icon anywhere.",
      'Icone delle fazioni (1 punto a quella fazione ovunque siano): Francia Contenimento, Economia Tedesca, Impero Francese; UK Flotta UK, Anti-Bolscevismo, Impero UK; USA Autodeterminazione, Industria, Flotta USA. Valore della Questione = stelle + pedine di quella fazione; Valore Potenziale = stelle + pedine della sua opzione migliore; Forza della Fazione = stelle controllate + 1 per ogni propria icona in gioco.',
    ],
    [
      ['faction strength', 'potential value', 'issue value', 'faction icons'],
      ['forza della fazione', 'valore potenziale', 'valore della questione', 'icone fazione'],
    ],
    ['solo'],
  ),
  rule(
    'solo.setup',
    ['Solo setup', 'Piazzamento in solitario'],
    [
      'Set up as for 3 players with 20 cards under Rush, but only 2 Waiting Room Issue slots, no Strategy cards and no Japan or Italy Happiness. UK, France and USA Happiness at 20; VP and Faction Strength markers at 0. You start as the faction that plays last.',
      "Come per 3 giocatori con 20 carte sotto Corsa alla Fine, ma solo 2 spazi Questione in Sala d'Attesa, niente carte Strategia e niente Felicità di Giappone e Italia. Felicità di UK, Francia e USA a 20; PV e Forza della Fazione a 0. Inizi con la fazione che gioca per ultima.",
    ],
    [['solo setup'], ['piazzamento solitario']],
    ['solo'],
  ),
  rule(
    'solo.sequence',
    ['Solo sequence of play', 'La sequenza di gioco in solitario'],
    [
      'Turns go in the normal order; you always play the faction you hold, so you may play several turns in a row or skip some. If your faction leads on both Table Issues it must settle one. You never put cubes on Events; you resolve every Conference and Optional texts become mandatory.',
      "I turni seguono l'ordine normale; giochi sempre la fazione che hai, quindi puoi fare più turni di fila o saltarne. Se la tua fazione è in testa su entrambe le Questioni al Tavolo deve sistemarne una. Non metti mai cubi sugli Eventi; risolvi tu ogni Conferenza e i testi Opzionali diventano obbligatori.",
    ],
    [['solo turn order'], ['ordine solitario']],
    ['solo'],
  ),
  rule(
    'solo.bot-priorities',
    ['Solo: bot opponent priorities', "Solitario: priorità dell'avversario Bot"],
    [
      'Each bot turn: check the Military action first (and again after the Political action if not taken), then take the Political action by its priority list; the human breaks any ties.',
      "In ogni turno del bot: prima si verifica l'Azione Militare (e di nuovo dopo quella Politica se non fatta), poi l'Azione Politica secondo la lista di priorità; il giocatore risolve le parità.",
    ],
    [
      ['bot priorities', 'ai', 'automa'],
      ['priorità bot', 'automa'],
    ],
    ['solo.bot-military', 'solo.bot-political'],
  ),
  rule(
    'solo.bot-military',
    ['Solo: bot Military action', 'Solitario: Azione Militare del Bot'],
    [
      '1 If a region has Unrest in column 4+ and the bot would lose an Issue there, deploy in column 7 (else 8) unless it would cause a mutiny. 2 Otherwise, if 1–2 Happiness from a mutiny, demobilize when a box worth 2+ is free. Deploying beats demobilizing.',
      "1 Se una regione ha il Malcontento in colonna 4+ e il bot vi perderebbe una Questione, schiera in colonna 7 (altrimenti 8) se non causa ammutinamento. 2 Altrimenti, se è a 1-2 Felicità dall'ammutinamento, smobilita se c'è una casella da 2+ libera. Schierare prevale su smobilitare.",
    ],
    [
      ['bot deploy', 'bot military'],
      ['bot schiera', 'militare bot'],
    ],
    ['solo.bot-priorities'],
  ),
  rule(
    'solo.bot-political',
    ['Solo: bot Political action', 'Solitario: Azione Politica del Bot'],
    [
      '1 Settle if it leads a Table Issue (highest Potential Value if both). 2 Otherwise place the minimum influence to lead on two Issues you choose. 3 Otherwise recover 6 cubes and its units. 4 Otherwise settle an Issue the other bot leads.',
      "1 Sistema se è in testa su una Questione al Tavolo (la più alta per Valore Potenziale se due). 2 Altrimenti pone il minimo per essere in testa su due Questioni scelte da te. 3 Altrimenti recupera 6 cubi e le unità. 4 Altrimenti sistema una Questione dove è in testa l'altro bot.",
    ],
    [
      ['bot settle', 'bot place'],
      ['bot sistema', 'bot pone'],
    ],
    ['solo.bot-priorities', 'solo.bot-settle'],
  ),
  rule(
    'solo.bot-settle',
    ['Solo: bot settling an Issue', 'Solitario: il Bot sistema una Questione'],
    [
      'The bot picks the option with its highest Potential Value, then least Happiness loss. Bring to the Table an Issue it leads, else an empty one. Refill the Waiting Room from the top of the deck, the next card to the discard (Rush swaps in if discarded); never from the discard pile.',
      "Il bot sceglie l'opzione col Valore Potenziale più alto, poi con meno perdita di Felicità. Porta al Tavolo una Questione dove è in testa, altrimenti una vuota. Rifornisce la Sala d'Attesa dalla cima del mazzo, la carta seguente negli scarti (Corsa alla Fine, se scartata, viene scambiata); mai dagli scarti.",
    ],
    [['bot option choice'], ['scelta opzione bot']],
    ['solo.bot-political'],
  ),
  rule(
    'solo.insurrections',
    ['Solo: bot insurrection modifiers', 'Solitario: modificatori dei bot alle insurrezioni'],
    [
      'A bot with a unit in columns 5–7 of the region modifies the roll −1 if it would be the victim, +1 otherwise.',
      "Un bot con un'unità nelle colonne 5-7 della regione modifica il tiro di −1 se sarebbe la vittima, +1 altrimenti.",
    ],
    [['bot insurrection modifier'], ['modificatore bot']],
    ['solo', 'unrest-check.roll'],
  ),
  rule(
    'solo.bidding',
    ['Solo: how bots bid', 'Solitario: come puntano i bot'],
    [
      'Bot units bid by units owned: 3 owned → 2 units, 2 → 1, 1 → 1 (its deployed unit in the region first, worth 2); cubes = its Potential Value, up to its Available cubes. Identical bot bids: the one with more cubes adds 1. You then beat the top bot bid or let it win.',
      'Unità puntate dal bot secondo quelle possedute: 3 → 2 unità, 2 → 1, 1 → 1 (prima la sua unità schierata nella regione, che vale 2); cubi = il suo Valore Potenziale, fino ai cubi Disponibili. Puntate uguali: quello con più cubi aggiunge 1. Poi tu superi la puntata più alta o la lasci vincere.',
    ],
    [['bot bid'], ['puntata bot']],
    ['solo', 'bidding'],
  ),
  rule(
    'solo.switch',
    ['Switching faction', 'Cambiare fazione'],
    [
      'Whenever an Issue becomes Unsettled you immediately take over the faction with the lowest Faction Strength (your choice on ties) and bid with it.',
      'Ogni volta che una Questione diventa Irrisolta prendi subito la fazione con la Forza più bassa (a tua scelta in parità) e punti con quella.',
    ],
    [
      ['switch faction', 'change faction', 'faction change', 'when to switch'],
      ['cambiare fazione', 'cambio fazione', 'quando cambiare'],
    ],
    ['solo'],
  ),
  rule(
    'solo.end',
    ['Solo game end and victory', 'Fine partita e vittoria in solitario'],
    [
      'Normal end triggers. First game: win with 20+ VP. After a win raise the target by 5 until you lose twice, then lower it by 1 until balanced; if you cannot win at 20, lower it by 5.',
      "Fine normale. Prima partita: vinci con 20+ PV. Dopo una vittoria alza l'obiettivo di 5 finché perdi due volte, poi abbassalo di 1 fino all'equilibrio; se non vinci a 20, abbassalo di 5.",
    ],
    [
      ['solo victory', 'solo score target'],
      ['vittoria solitario', 'obiettivo punti'],
    ],
    ['solo'],
  ),
  rule(
    'non-player',
    ['Non-player delegations', 'Delegazioni non giocanti'],
    [
      'Japan (always) and Italy (with 3 players) only track Happiness, starting at 20, changed by Issue options. They sign the treaty at 15+ Happiness at the end, which some Strategy cards reward or punish.',
      'Giappone (sempre) e Italia (in 3 giocatori) registrano solo la Felicità, iniziale 20, modificata dalle opzioni. Firmano il trattato con Felicità 15+ a fine partita, cosa che alcune carte Strategia premiano o puniscono.',
    ],
    [
      ['japan', 'italy non player', 'treaty signing'],
      ['giappone', 'italia non giocante', 'firma trattato'],
    ],
    ['final-scoring'],
    { aliases: ['6.3'] },
  ),
  rule(
    'example',
    ['Example of play (4 players)', 'Esempio di gioco (4 giocatori)'],
    [
      "A commented 4-player game in the Player's Manual, from the first Settle (Armenia) through insurrections, Strategy card choices and the final scores (Wilson wins with 42).",
      'Una partita commentata a 4 giocatori nel Manuale del Giocatore, dalla prima Sistemazione (Armenia) alle insurrezioni, alla scelta delle carte Strategia e ai punteggi finali (vince Wilson con 42).',
    ],
    [
      ['example', 'sample game', 'player manual'],
      ['esempio', 'partita di esempio', 'manuale del giocatore'],
    ],
    ['final-scoring'],
    { section: 'Manuale' },
  ),
  rule(
    'errata',
    ['Errata (September 2020)', 'Errata (settembre 2020)'],
    [
      "The Italian translation includes the first errata: mostly the Player's Manual examples, the icons on Issue cards 28 and 30, and Strategy card 10. The bidding paragraph is governed by the Q&A.",
      'La traduzione italiana include la prima errata: soprattutto gli esempi del Manuale, le icone delle carte Questione 28 e 30 e la carta Strategia 10. Il paragrafo sulle puntate è regolato dalle Domande & Risposte.',
    ],
    [
      ['errata', 'corrections', 'card 28', 'card 30'],
      ['errata', 'correzioni'],
    ],
    ['qa'],
    { section: 'Errata', aliases: ['7.1'] },
  ),
  rule(
    'qa',
    ['Questions & Answers', 'Domande & Risposte'],
    [
      'Official clarifications: bids (winner pays the whole final bid, units beat cubes, a raise replaces the old bid), an option may be chosen even if its effects do nothing, flag VP only on Issues you control, "per" and "each" mean the same on Strategy cards, Unsettled Issues lose their tokens but keep past effects.',
      'Chiarimenti ufficiali: puntate (il vincitore paga tutta la puntata finale, le unità battono i cubi, il rilancio sostituisce la puntata), un\'opzione si può scegliere anche se non ha effetto, i PV bandiera solo su Questioni controllate, "per" e "ciascuna" sulle carte Strategia sono uguali, le Questioni Irrisolte perdono le pedine ma gli effetti passati restano.',
    ],
    [
      ['faq', 'q&a', 'questions', 'clarifications', 'rulings'],
      ['domande e risposte', 'faq', 'chiarimenti'],
    ],
    ['qa.bidding', 'qa.flags', 'qa.unsettled'],
    { section: 'D&R', aliases: ['7.2'] },
  ),
  rule(
    'qa.bidding',
    ['Q&A: paying for bids', 'D&R: pagare le puntate'],
    [
      'Only the final bid is paid, all of it, even if the units alone would have won or nobody else bid; units and cubes both go to Exhausted. Units dominate: 2 units beat 1 unit plus any cubes. A unit moved from the region into a bid counts 2 but costs only 1 Happiness.',
      "Si paga solo la puntata finale, tutta, anche se le sole unità avrebbero vinto o nessun altro ha puntato; unità e cubi vanno negli Esausti. Le unità dominano: 2 unità battono 1 unità più qualsiasi cubo. Un'unità spostata dalla regione nella puntata vale 2 ma costa solo 1 Felicità.",
    ],
    [
      ['bid payment', 'pay bid', 'winner pays whole bid', 'units vs cubes'],
      ['pagare puntata', 'unità contro cubi'],
    ],
    ['bidding', 'qa'],
  ),
  rule(
    'qa.flags',
    ['Q&A: flags and Strategy tokens', 'D&R: bandiere e pedine Strategia'],
    [
      'You score 1 VP per token with your flag on an Issue you control; Strategy-card token conditions count every token of that type in play, whoever controls it. A flagged token can score under both.',
      'Ottieni 1 PV per pedina con la tua bandiera su una Questione che controlli; le condizioni delle carte Strategia contano ogni pedina di quel tipo in gioco, di chiunque. Una pedina con bandiera può valere per entrambe.',
    ],
    [
      ['flag vp', 'token scoring'],
      ['pv bandiera', 'punteggio pedine'],
    ],
    ['strategy-tokens', 'qa'],
  ),
  rule(
    'qa.unsettled',
    ['Q&A: Unsettled Issues and options', 'D&R: Questioni Irrisolte e opzioni'],
    [
      'When an Issue becomes Unsettled its tokens are removed but the Unrest and Happiness changes of its old option stay. The new controller chooses an option again (even the same) and it applies again. An option moving unrest "from zero to zero" may still be chosen.',
      'Quando una Questione diventa Irrisolta le sue pedine si tolgono ma le variazioni di Malcontento e Felicità della vecchia opzione restano. Il nuovo controllore sceglie di nuovo un\'opzione (anche la stessa) che si applica di nuovo. Un\'opzione che sposta il malcontento "da zero a zero" si può scegliere.',
    ],
    [
      ['unsettled tokens', 'option again'],
      ['pedine irrisolta', 'opzione di nuovo'],
    ],
    ['unrest-check.option', 'qa'],
  ),
];
