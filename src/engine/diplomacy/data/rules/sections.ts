// Rule lookup entries for Diplomacy, keyed by the Italian rulebook's sections (Roman chapter,
// then the numbered paragraph: 'XII.3'). Aliases keep older numeric ids working.
// Our own explanations; where the engine follows the modern rules/DATC instead, the text says so.
import { rule, type RuleEntry } from './types.js';

export const ruleEntries: readonly RuleEntry[] = [
  rule(
    'I',
    ['Players and Great Powers', 'Giocatori e Grandi Potenze'],
    [
      'Best with 7 players, one per Great Power: England, Germany, Russia, Turkey, Austria-Hungary, Italy, France. Powers are assigned by lot, the only luck in the game.',
      "Ideale in 7, uno per Grande Potenza: Inghilterra, Germania, Russia, Turchia, Austria-Ungheria, Italia, Francia. Le Potenze si assegnano a sorte, l'unico elemento di fortuna.",
    ],
    [
      ['players', 'powers', 'countries', 'nations', 'seven players'],
      ['giocatori', 'potenze', 'nazioni', 'sette giocatori'],
    ],
    ['XIV.2'],
    { aliases: ['1.1'] },
  ),
  rule(
    'II',
    ['Object of the game', 'Scopo del gioco'],
    [
      'The first Power to own 18 supply centres controls Europe and wins. Players may instead agree to stop; then everyone still with units on the board shares a draw.',
      "La prima Potenza che possiede 18 centri di approvvigionamento controlla l'Europa e vince. I giocatori possono anche accordarsi per fermarsi: allora chi ha ancora unità in gioco condivide il pareggio.",
    ],
    [
      ['victory', 'win', 'how to win', '18 centers', 'draw', 'solo', 'game end', 'end of game', 'how the game ends'],
      ['vittoria', 'vincere', '18 centri', 'pareggio', 'patta', 'fine partita', 'come finisce'],
    ],
    ['III', 'XIII.1'],
    { aliases: ['1.3', '4.11'] },
  ),
  rule(
    'III',
    ['Shortening the game', 'Come abbreviare il gioco'],
    [
      'Players may agree in advance on an end time; when it comes, the win can go to the player with the most units on the board.',
      'Si può fissare in anticipo un orario di fine; a quel punto la vittoria può andare al giocatore con più unità sulla mappa.',
    ],
    [
      ['short game', 'time limit', 'end time', 'fixed year', 'agreed end', 'end date'],
      ['partita breve', 'limite di tempo', 'fine a tempo', 'anno prestabilito', 'fine concordata', 'data di fine'],
    ],
    ['II', 'XIV.1'],
  ),
  rule(
    'IV',
    ['Diplomatic phase', 'Fase diplomatica'],
    [
      'Before every move the players negotiate: up to 30 minutes before the first move, 15 minutes before later ones, shorter if all agree.',
      "Prima di ogni mossa i giocatori trattano: fino a 30 minuti prima della prima mossa, 15 prima delle successive, meno se tutti sono d'accordo.",
    ],
    [
      ['negotiation', 'diplomacy phase', 'talk', 'press'],
      ['negoziazione', 'trattative', 'fase diplomatica'],
    ],
    ['IV.1', 'IV.2'],
    { aliases: ['1.2'] },
  ),
  rule(
    'IV.1',
    ['Length of negotiations', 'Durata delle trattative'],
    [
      'Negotiation time: 30 minutes before Spring 1901, 15 minutes before each later move; a unanimous vote ends it early. In the bot these are the phase deadlines, and everyone marking ready ends the phase.',
      'Tempo per trattare: 30 minuti prima della Primavera 1901, 15 prima di ogni mossa successiva; un voto unanime lo chiude prima. Nel bot sono le scadenze di fase, e se tutti sono pronti la fase si chiude.',
    ],
    [
      ['deadline', 'negotiation time', 'how long to negotiate', 'timer'],
      ['scadenza', 'tempo trattative'],
    ],
    ['IV', 'XIV.1'],
  ),
  rule(
    'IV.2',
    ['What may be said', 'Cosa si può dire'],
    [
      'Anything goes: private or public talks, written communiqués, threats, rumours, lies. Nothing in the rules forces anyone to keep a promise.',
      'Tutto è permesso: colloqui privati o pubblici, comunicati scritti, minacce, voci, bugie. Nessuna regola obbliga a mantenere le promesse.',
    ],
    [
      ['promises', 'lying', 'betrayal', 'alliances', 'binding agreements', 'lie', 'lies', 'deceive'],
      ['promesse', 'mentire', 'tradimento', 'alleanze', 'accordi vincolanti', 'bugie', 'ingannare'],
    ],
    ['IV'],
  ),
  rule(
    'V',
    ['Supply centres', 'Centri di approvvigionamento'],
    [
      'There are 34 supply centres (black dots). Each supports one unit, so a Power may keep as many armies and fleets as centres it owns, and never more than 34 units exist.',
      "Ci sono 34 centri di approvvigionamento (punti neri). Ognuno mantiene un'unità: una Potenza può avere tante armate e flotte quanti centri possiede, e non esistono mai più di 34 unità.",
    ],
    [
      ['supply center', 'supply centre', 'sc', 'economy', 'how many units', 'unit limit'],
      ['centro di approvvigionamento', 'centri', 'economia', 'quante unità'],
    ],
    ['XIII.1', 'XIII.2'],
  ),
  rule(
    'VI',
    ['The map and the pieces', 'La mappa e la disposizione dei pezzi'],
    [
      'The board shows inland provinces, coastal provinces and sea zones; armies and fleets start on the home centres of each Power.',
      'La mappa ha province interne, province costiere e zone di mare; armate e flotte partono dai centri di casa di ogni Potenza.',
    ],
    [
      ['map', 'board', 'pieces'],
      ['mappa', 'tabellone', 'pezzi'],
    ],
    ['VI.1', 'VI.2', 'VI.3'],
  ),
  rule(
    'VI.1',
    ['The map', 'La mappa'],
    [
      'Only coastlines matter on the map; rivers and mountains are decoration. Spaces are inland provinces (armies only), coastal provinces (both) and sea zones (fleets only). Switzerland and unnamed areas are impassable.',
      'Sulla mappa contano solo le coste; fiumi e montagne sono decorazione. Gli spazi sono province interne (solo armate), costiere (entrambe) e zone di mare (solo flotte). Svizzera e aree senza nome sono invalicabili.',
    ],
    [
      [
        'provinces',
        'sea zones',
        'coastal',
        'inland',
        'switzerland',
        'armies only',
        'fleets only',
        'where can armies go',
        'sea zone',
        'impassable',
      ],
      [
        'province',
        'zone di mare',
        'costiere',
        'interne',
        'svizzera',
        'solo armate',
        'solo flotte',
        'zona di mare',
        'invalicabile',
      ],
    ],
    ['VII.1'],
  ),
  rule(
    'VI.2',
    ['The units', 'Le unità'],
    [
      'Armies are square pieces, fleets rectangular; "unit" means either. An army holds the province it is in, a fleet a sea zone or coastal province. The box has 8 armies and 8 fleets per Power (the bot imposes no limit).',
      'Le armate sono pedine quadrate, le flotte rettangolari; "unità" indica entrambe. Un\'armata tiene la provincia in cui si trova, una flotta una zona di mare o una provincia costiera. La scatola ha 8 armate e 8 flotte per Potenza (il bot non pone limiti).',
    ],
    [
      ['army', 'fleet', 'unit', 'pieces'],
      ['armata', 'flotta', 'unità', 'pedine'],
    ],
    ['VI.3'],
    { aliases: ['1.4'] },
  ),
  rule(
    'VI.3',
    ['Starting positions', 'Le posizioni iniziali'],
    [
      'Each Power starts with 3 home centres and 3 units; Russia has 4. England F Lon, F Edi, A Lvp; France F Bre, A Par, A Mar; Germany F Kie, A Ber, A Mun; Italy F Nap, A Rom, A Ven; Austria F Tri, A Vie, A Bud; Russia F StP(sc), A Mos, A War, F Sev; Turkey F Ank, A Con, A Smy. The other 12 centres start neutral.',
      'Ogni Potenza inizia con 3 centri di casa e 3 unità; la Russia 4. Inghilterra F Lon, F Edi, A Lvp; Francia F Bre, A Par, A Mar; Germania F Kie, A Ber, A Mun; Italia F Nap, A Rom, A Ven; Austria F Tri, A Vie, A Bud; Russia F StP(cs), A Mos, A War, F Sev; Turchia F Ank, A Con, A Smy. Gli altri 12 centri sono neutrali.',
    ],
    [
      [
        'setup',
        'starting units',
        'home centres',
        'opening',
        'england',
        'france',
        'germany',
        'italy',
        'austria',
        'russia',
        'turkey',
        'start with',
        'starting position',
      ],
      [
        'posizioni iniziali',
        'centri di casa',
        'setup',
        'apertura',
        'inghilterra',
        'francia',
        'germania',
        'italia',
        'austria',
        'russia',
        'turchia',
        'unità di partenza',
        'posizione di partenza',
        'parte con',
      ],
    ],
    ['V'],
    { aliases: ['3'] },
  ),
  rule(
    'VII',
    ['Movement and written orders', 'Il movimento delle unità e gli ordini scritti'],
    [
      'Each move all players write orders secretly, then all are revealed at once and resolved together. Each unit gets one order: hold, move, support, or (fleets) convoy.',
      'A ogni mossa i giocatori scrivono gli ordini in segreto, poi vengono rivelati insieme e risolti tutti assieme. Ogni unità riceve un ordine: fermo, movimento, appoggio o (flotte) trasporto.',
    ],
    [
      ['orders', 'movement', 'simultaneous'],
      ['ordini', 'movimento', 'simultanei'],
    ],
    ['VII.1', 'VII.4', 'VII.7'],
  ),
  rule(
    'VII.1',
    ['Movement', 'Movimento'],
    [
      'One unit per space. An army moves to an adjacent province; a fleet to an adjacent sea zone or coastal province, and between two coastal provinces only along a shared coast (Rome–Venice is not possible for a fleet). A unit may also hold or support; fleets may convoy.',
      "Un'unità per spazio. Un'armata va in una provincia adiacente; una flotta in una zona di mare o provincia costiera adiacente, e tra due province costiere solo lungo una costa comune (Roma-Venezia non è possibile per una flotta). Un'unità può anche stare ferma o appoggiare; le flotte possono trasportare.",
    ],
    [
      ['move', 'adjacent', 'hold', 'fleet coast', 'where can i move'],
      ['muovere', 'adiacente', 'stare fermo', 'costa flotta', 'dove posso muovere'],
    ],
    ['VII.2', 'VII.3'],
    { aliases: ['4.2'] },
  ),
  rule(
    'VII.2',
    ['Attack', 'Attacco'],
    [
      'A legal move order into a space is an attack on it. Whether it succeeds depends on the other units ordered there and on supports.',
      'Un ordine di movimento valido verso uno spazio è un attacco. Il successo dipende dalle altre unità dirette lì e dagli appoggi.',
    ],
    [
      ['attack', 'move into'],
      ['attacco', 'attaccare'],
    ],
    ['VIII', 'IX.2'],
  ),
  rule(
    'VII.3',
    ['Special areas of the map', 'Spostamenti in zone particolari della mappa'],
    [
      'Kiel and Constantinople: a fleet can enter on one coast and leave by the other; armies cross freely; nobody jumps over them in one move. Bulgaria, Spain and St Petersburg have two coasts: a fleet must name the coast and can then move only to spaces along that coast, though it holds the whole province. Sweden and Denmark: units move freely between them; a fleet going Baltic–Skagerrak must stop in one of them; Denmark does not border Berlin.',
      "Kiel e Costantinopoli: una flotta entra da una costa ed esce dall'altra; le armate passano liberamente; nessuno le salta in una mossa. Bulgaria, Spagna e San Pietroburgo hanno due coste: la flotta indica la costa e poi si muove solo lungo quella, pur tenendo tutta la provincia. Svezia e Danimarca: si passa liberamente dall'una all'altra; una flotta tra Baltico e Skagerrak deve sostare in una delle due; la Danimarca non confina con Berlino.",
    ],
    [
      [
        'kiel',
        'constantinople',
        'two coasts',
        'split coast',
        'bulgaria coast',
        'spain coast',
        'st petersburg',
        'denmark',
        'sweden',
      ],
      ['kiel', 'costantinopoli', 'due coste', 'costa nord', 'costa sud', 'danimarca', 'svezia', 'san pietroburgo'],
    ],
    ['VII.1', 'IX.1'],
  ),
  rule(
    'VII.4',
    ['Written orders system', 'Il sistema degli ordini scritti'],
    [
      'Orders are written secretly and revealed simultaneously. An order against the rules is not carried out and the unit holds; a legal order that is a mistake is still executed; an ambiguous order fails; a clumsy but unambiguous one works.',
      "Gli ordini si scrivono in segreto e si rivelano insieme. Un ordine contro le regole non si esegue e l'unità resta ferma; un ordine valido ma sbagliato si esegue comunque; uno ambiguo fallisce; uno scritto male ma univoco vale.",
    ],
    [
      ['illegal order', 'invalid order', 'mistake', 'ambiguous order', 'misorder'],
      ['ordine illegale', 'ordine non valido', 'errore', 'ordine ambiguo'],
    ],
    ['VII.7'],
    { aliases: ['4.1'] },
  ),
  rule(
    'VII.5',
    ['Umpire', 'Arbitro'],
    [
      'An eighth person may act as a neutral umpire: collect and read orders, update the board, enforce time limits and keep the centre chart. Here the bot does that job.',
      "Un'ottava persona può fare da arbitro neutrale: raccoglie e legge gli ordini, aggiorna la mappa, fa rispettare i tempi e tiene il quadro dei centri. Qui lo fa il bot.",
    ],
    [
      ['umpire', 'referee', 'game master', 'gm'],
      ['arbitro', 'master'],
    ],
    ['VII.4'],
    { aliases: ['1.6'] },
  ),
  rule(
    'VII.6',
    ['Date of each move', 'Data corrispondente ad ogni mossa'],
    [
      'The first move is Spring 1901, the second Fall (end of) 1901, then Spring 1902 and so on. Retreats follow a move when needed; adjustments follow each Fall.',
      'La prima mossa è la Primavera 1901, la seconda la Fine del 1901, poi Primavera 1902 e così via. Le ritirate seguono una mossa se servono; gli aggiustamenti seguono ogni fine anno.',
    ],
    [
      ['spring', 'fall', 'autumn', 'year', 'calendar', 'phases'],
      ['primavera', 'autunno', 'fine anno', 'anno', 'calendario', 'fasi'],
    ],
    ['XI', 'XIII.2'],
    { aliases: ['1.5', '7.3'] },
  ),
  rule(
    'VII.7',
    ['How to write orders', 'Modo di compilare gli ordini scritti'],
    [
      'Write the unit type (A or F), the space it starts in, then the order: A Par-Bur, F Nth C A Lon-Bel, A Mun S A Par-Bur, A Bur Holds. Names are shortened to three letters, except the "Nor" spaces: Nth (North Sea), Nrg (Norwegian Sea), Nwy (Norway), Nat (North Atlantic), Naf (North Africa).',
      'Si scrive il tipo (A o F), lo spazio di partenza, poi l\'ordine: A Par-Bur, F Nth C A Lon-Bel, A Mun S A Par-Bur, A Bur Holds. I nomi si abbreviano a tre lettere, tranne gli spazi "Nor": Nth (Mare del Nord), Nrg (Mar di Norvegia), Nwy (Norvegia), Nat (Nord Atlantico), Naf (Nord Africa).',
    ],
    [
      [
        'order syntax',
        'abbreviations',
        'notation',
        'how to write an order',
        'write order',
        'move order',
        'order format',
      ],
      [
        'sintassi ordini',
        'abbreviazioni',
        'notazione',
        'scrivere ordini',
        'scrivere ordine',
        'ordine di movimento',
        'formato ordine',
      ],
    ],
    ['VII.4', 'IX.1', 'XII.1'],
  ),
  rule(
    'VIII',
    ['Standoff (conflict situations)', 'Stallo (situazione di conflitto)'],
    [
      "If two or more units of equal strength go to the same space, none moves (a standoff). A unit that stays put blocks attackers of equal strength. Two units ordered into each other's spaces without a convoy do not swap; the stronger one wins. All of this is the same for armies and fleets and for any mix of Powers.",
      "Se due o più unità di pari forza vanno nello stesso spazio nessuna si muove (stallo). Un'unità che resta ferma blocca attaccanti di pari forza. Due unità dirette l'una nello spazio dell'altra senza trasporto non si scambiano; vince la più forte. Vale ugualmente per armate e flotte e per qualunque Potenza.",
    ],
    [
      [
        'standoff',
        'bounce',
        'conflict',
        'head to head',
        'swap',
        'same space',
        'same province',
        'same area',
        'two units same space',
      ],
      [
        'stallo',
        'rimbalzo',
        'conflitto',
        'scontro frontale',
        'scambio',
        'stesso spazio',
        'stessa provincia',
        'stessa area',
      ],
    ],
    ['IX.2', 'XIV.5'],
    { aliases: ['4.3'], diagram: 'standoff' },
  ),
  rule(
    'IX',
    ['Support', "Appoggio (l'ordine di appoggiare)"],
    [
      'A unit can give up moving to support another unit holding or moving into a space it could itself reach. Each valid uncut support adds 1 to strength.',
      "Un'unità può rinunciare a muoversi per appoggiare un'altra che tiene o entra in uno spazio che essa stessa potrebbe raggiungere. Ogni appoggio valido e non neutralizzato aggiunge 1 alla forza.",
    ],
    [
      ['support', 'supports', 'help'],
      ['appoggio', 'appoggiare', 'sostegno'],
    ],
    ['IX.1', 'IX.2', 'X'],
    { aliases: ['4.4'], diagram: 'support' },
  ),
  rule(
    'IX.1',
    ['Supporting another unit', "Appoggiare l'azione di un'altra unità"],
    [
      'Support is given only into a space the supporter could move to (ignoring other units), so a fleet cannot support into an inland province. The supporter need not be next to the unit it helps. Write it A Bur S A Par-Gas or A Ukr S F Rum; naming the other Power is optional. Armies and fleets can support each other.',
      "L'appoggio vale solo in uno spazio dove l'appoggiante potrebbe muoversi (ignorando le altre unità), quindi una flotta non appoggia in una provincia interna. L'appoggiante non deve essere vicino all'unità aiutata. Si scrive A Bur S A Par-Gas o A Ukr S F Rum; indicare la Potenza è facoltativo. Armate e flotte si appoggiano a vicenda.",
    ],
    [
      ['support order', 'support move', 'support hold', 'fleet support inland'],
      ['ordine di appoggio', 'appoggio movimento', 'appoggio difensivo', 'flotta appoggio interno'],
    ],
    ['IX', 'VII.3'],
  ),
  rule(
    'IX.2',
    ['Effect of support', "Effetto dell'appoggio"],
    [
      'Strength is 1 plus the number of uncut supports. The strongest attack into a space succeeds if it beats the defence and every rival attack; equal strengths bounce. A dislodged unit must retreat.',
      "La forza è 1 più il numero di appoggi non neutralizzati. L'attacco più forte verso uno spazio riesce se supera la difesa e ogni attacco rivale; a parità si rimbalza. L'unità sloggiata deve ritirarsi.",
    ],
    [
      ['strength', 'how support works', 'dislodge', 'beat'],
      ['forza', 'come funziona appoggio', 'sloggiare', 'sconfiggere'],
    ],
    ['VIII', 'XI'],
    { aliases: ['4.6'], diagram: 'support' },
  ),
  rule(
    'IX.3',
    ['No dislodging your own units', 'Divieto di far ritirare proprie unità'],
    [
      'A Power can never dislodge one of its own units: an attack on a space still held by your own unit fails even with more support, though it still counts to stand off enemy attacks there. Likewise your support given to a foreign unit never helps dislodge one of your own units (it stays valid for everything else).',
      "Una Potenza non può mai sloggiare una propria unità: un attacco verso uno spazio ancora occupato da una tua unità fallisce anche con più appoggi, ma conta comunque per bloccare gli attacchi nemici lì. Allo stesso modo il tuo appoggio a un'unità straniera non aiuta mai a sloggiare una tua unità (resta valido per il resto).",
    ],
    [
      ['dislodge own unit', 'self dislodgement', 'attack own unit'],
      ['sloggiare propria unità', 'attaccare proprie unità'],
    ],
    ['IX.2', 'IX.4'],
  ),
  rule(
    'IX.4',
    ['Standoff between your own units', 'Stallo tra proprie unità'],
    [
      'You may bounce your own units on purpose: two of your units ordered into the same space with equal support both stay; with more support one enters. Support from other Powers counts like your own.',
      "Puoi far rimbalzare di proposito tue unità: due tue unità dirette nello stesso spazio con pari appoggio restano ferme; con più appoggio una entra. L'appoggio di altre Potenze conta come il tuo.",
    ],
    [
      ['self bounce', 'bounce own units', 'self standoff'],
      ['auto stallo', 'rimbalzo proprie unità'],
    ],
    ['VIII', 'IX.3'],
  ),
  rule(
    'IX.5',
    ['Beleaguered garrison', 'Guarnigioni assediate'],
    [
      'A unit attacked from several sides by equally strong attacks that stand each other off is not dislodged: it stays even if each attack alone would beat it.',
      "Un'unità attaccata da più lati con attacchi di pari forza che si bloccano a vicenda non viene sloggiata: resta, anche se ogni attacco da solo la batterebbe.",
    ],
    [
      [
        'beleaguered garrison',
        'multiple attacks',
        'surrounded',
        'two sides',
        'several sides',
        'equal attacks',
        'attacked from two',
      ],
      [
        'guarnigione assediata',
        'attacchi multipli',
        'accerchiata',
        'due lati',
        'più lati',
        'attacchi uguali',
        'attaccata da due',
        'circondata',
      ],
    ],
    ['VIII', 'IX.2'],
    { diagram: 'standoff' },
  ),
  rule(
    'IX.6',
    ['Defensive support', 'Ricevere appoggio in difensiva'],
    [
      'A unit not ordered to move (holding, supporting, convoying or without orders) can be supported to hold. A unit ordered to move can only be supported in that move, never in its own space, even if the move fails. Support can never be carried by convoy.',
      "Un'unità che non ha ordine di muovere (ferma, che appoggia, che trasporta o senza ordini) può ricevere appoggio difensivo. Un'unità che ha ordine di muovere può essere appoggiata solo in quel movimento, mai nel suo spazio, anche se fallisce. L'appoggio non viaggia mai per mare.",
    ],
    [
      ['hold support', 'support to hold', 'defend', 'defensive support', 'stationary', 'unit holding', 'hold'],
      ['appoggio difensivo', 'difendere', 'tenere posizione', 'resta ferma', 'unità ferma', 'stare fermo'],
    ],
    ['IX.1', 'X'],
  ),
  rule(
    'IX.7',
    ['Retreating unit in a standoff', 'Ritirata di unità in situazioni di stallo'],
    [
      'A dislodged unit has no effect on the space its victorious attacker came from, so it cannot stand off a third unit moving there. A standoff space stays empty and no dislodged unit may retreat into it that turn.',
      "Un'unità sloggiata non ha effetto sullo spazio da cui è venuto l'attaccante vincitore, quindi non può bloccare una terza unità che va lì. Uno spazio rimasto vuoto per stallo non può ricevere ritirate in quel turno.",
    ],
    [
      ['dislodged unit effect', 'standoff retreat'],
      ['unità sloggiata', 'ritirata stallo'],
    ],
    ['XI', 'VIII'],
  ),
  rule(
    'X',
    ['Cutting support', "Neutralizzare l'azione di appoggio"],
    [
      'A support is cut if the supporting unit is attacked from any space other than the one its support is aimed at, even by a weaker attack that fails. An attack from the target space cuts it only if it dislodges the supporter. A dislodged supporter always loses its support. Your own units never cut your own support.',
      "Un appoggio è neutralizzato se l'unità che appoggia viene attaccata da uno spazio diverso da quello verso cui appoggia, anche da un attacco debole che fallisce. Un attacco dallo spazio bersaglio lo neutralizza solo se sloggia l'appoggiante. Un appoggiante sloggiato perde sempre l'appoggio. Le tue unità non neutralizzano mai i tuoi appoggi.",
    ],
    [
      ['cut support', 'support cut', 'cutting', 'break support'],
      ['neutralizzare appoggio', 'appoggio tagliato', 'tagliare appoggio'],
    ],
    ['IX', 'XII.5'],
    { aliases: ['4.5'], diagram: 'support' },
  ),
  rule(
    'XI',
    ['Retreats', 'Ritirate'],
    [
      "A dislodged unit must retreat to an adjacent empty space it could move to, but not into the attacker's origin, nor a space left empty by a standoff that turn. If it cannot, or if two retreat to the same space, it is disbanded. Retreats follow the move in which the dislodgement happened.",
      "Un'unità sloggiata deve ritirarsi in uno spazio vuoto adiacente dove potrebbe muoversi, ma non da dove è venuto l'attaccante né in uno spazio rimasto vuoto per stallo in quel turno. Se non può, o se due si ritirano nello stesso spazio, viene eliminata. Le ritirate seguono la mossa in cui è avvenuta la sloggiatura.",
    ],
    [
      ['retreat', 'dislodged', 'disband', 'where can i retreat', 'dislodged unit'],
      ['ritirata', 'ritirarsi', 'sloggiata', 'eliminata', 'dove posso ritirarmi', 'unità sloggiata'],
    ],
    ['XI.1', 'XI.2', 'IX.7'],
    { aliases: ['4.8'], diagram: 'retreat' },
  ),
  rule(
    'XI.1',
    ['Written retreat orders', 'Ordini scritti di ritirata'],
    [
      'Retreat orders are written at once like ordinary moves and revealed together; no consulting other players first.',
      'Gli ordini di ritirata si scrivono subito come normali movimenti e si rivelano insieme; non si consultano gli altri giocatori.',
    ],
    [
      ['retreat order', 'write retreat'],
      ['ordine di ritirata', 'scrivere ritirata'],
    ],
    ['XI'],
  ),
  rule(
    'XI.2',
    ['Other retreat rules', 'Altre regole sulle ritirate'],
    [
      'You may disband a dislodged unit instead of retreating it. Two or more units retreating to the same space are all disbanded. A unit with no retreat order is disbanded. Retreats cannot be supported, and an army cannot retreat by convoy.',
      "Puoi sciogliere un'unità sloggiata invece di ritirarla. Due o più unità che si ritirano nello stesso spazio sono tutte sciolte. Un'unità senza ordine di ritirata è sciolta. Le ritirate non si appoggiano e un'armata non si ritira via mare.",
    ],
    [
      [
        'retreat same space',
        'retreat convoy',
        'disband instead',
        'support retreat',
        'retreat by convoy',
        'convoyed retreat',
        'retreat disband',
        'retreat same province',
      ],
      [
        'ritirata stesso spazio',
        'ritirata via mare',
        'sciogliere invece',
        'appoggiare ritirata',
        'ritirata trasportata',
        'trasportare ritirata',
        'ritirata convoglio',
        'ritirata stessa provincia',
      ],
    ],
    ['XI'],
    { diagram: 'retreat' },
  ),
  rule(
    'XII',
    ['Convoys', 'Il trasporto via mare'],
    [
      'Fleets in sea zones can carry an army across water: the fleet orders "C" for the army\'s move and the army orders a normal move to the far coast. A chain of fleets can carry it over several seas in one move.',
      "Le flotte nelle zone di mare possono trasportare un'armata: la flotta ordina \"C\" per il movimento dell'armata e l'armata ordina un normale movimento verso la costa opposta. Una catena di flotte la porta attraverso più mari in una mossa.",
    ],
    [
      ['convoy', 'convoys', 'transport', 'sea transport', 'ship army', 'cross the sea', 'cross water', 'over water'],
      ['convoglio', 'convogliare', 'trasporto', 'trasporto via mare', 'attraversare il mare', 'via mare'],
    ],
    ['XII.1', 'XII.2', 'XII.3', 'XII.4', 'XII.5'],
    { aliases: ['4.7'], diagram: 'convoy' },
  ),
  rule(
    'XII.1',
    ['Convoy across one sea zone', 'Trasporto al di là di una zona di mare'],
    [
      'A fleet in a sea zone convoys an army from one adjacent coastal province to another: F Nth C A Lon-Bel with A Lon-Bel. Both orders are needed; fleets in coastal provinces cannot convoy.',
      "Una flotta in una zona di mare trasporta un'armata da una provincia costiera adiacente a un'altra: F Nth C A Lon-Bel con A Lon-Bel. Servono entrambi gli ordini; le flotte nelle province costiere non possono trasportare.",
    ],
    [
      ['convoy order', 'convoy an army', 'convoy syntax'],
      ['ordine di trasporto', 'come convogliare'],
    ],
    ['XII', 'XIV.5'],
    { diagram: 'convoy' },
  ),
  rule(
    'XII.2',
    ['Convoy across several sea zones', 'Trasporto attraverso più zone di mare'],
    [
      'Several fleets in a chain of adjacent sea zones can carry one army the whole way in a single move, each fleet ordering the same convoy (e.g. F Eng C A Lon-Tun, F Mid C A Lon-Tun, F Wes C A Lon-Tun).',
      "Più flotte in zone di mare adiacenti in catena possono portare un'armata per tutto il tragitto in una mossa, ognuna con lo stesso ordine di trasporto (es. F Eng C A Lon-Tun, F Mid C A Lon-Tun, F Wes C A Lon-Tun).",
    ],
    [
      [
        'chain convoy',
        'multiple fleets convoy',
        'long convoy',
        'several seas',
        'many seas',
        'more sea zones',
        'chain',
        'in a row',
      ],
      ['catena di trasporto', 'più flotte', 'più mari', 'diversi mari', 'più zone di mare', 'catena', 'in fila'],
    ],
    ['XII.1'],
    { diagram: 'convoy' },
  ),
  rule(
    'XII.3',
    ['Disrupting a convoy', 'Interdizione del trasporto via mare'],
    [
      'If a convoying fleet is dislodged, the convoy fails: the army stays home and has no effect on the destination (it cuts no support there and stands off nobody). A fleet merely attacked but not dislodged still convoys.',
      "Se una flotta che trasporta viene sloggiata il trasporto fallisce: l'armata resta a casa e non ha effetto sulla destinazione (non neutralizza appoggi e non crea stallo). Una flotta solo attaccata ma non sloggiata trasporta comunque.",
    ],
    [
      ['disrupt convoy', 'convoy broken', 'dislodged fleet convoy', 'convoy fails'],
      ['interdizione trasporto', 'trasporto fallito', 'flotta sloggiata'],
    ],
    ['XII', 'XII.4'],
    { diagram: 'convoy' },
  ),
  rule(
    'XII.4',
    ['Convoy along more than one route', 'Trasporto lungo più di una rotta'],
    [
      'When fleets offer more than one route, the old Italian text makes the convoy fail if any fleet on any route is dislodged. The engine by default follows the modern rule: the convoy fails only if every route is broken (the classic rule is a game option).',
      "Se le flotte offrono più rotte, il vecchio testo italiano fa fallire il trasporto se una qualunque flotta su una rotta è sloggiata. Il motore segue per default la regola moderna: fallisce solo se tutte le rotte sono interrotte (la regola classica è un'opzione di partita).",
    ],
    [
      ['convoy routes', 'alternative route', 'multiple routes'],
      ['rotte di trasporto', 'rotta alternativa', 'più rotte'],
    ],
    ['XII.3'],
    { diagram: 'convoy' },
  ),
  rule(
    'XII.5',
    [
      'A convoyed attack cannot protect the attacked fleets',
      "L'attacco dell'armata trasportata non protegge le flotte",
    ],
    [
      'Convoy paradox: an army convoyed against a space does not cut the support of a unit there that is supporting an attack on one of the convoying fleets. For more complex paradoxes the engine uses the Szykman rule (the convoy is treated as not made).',
      "Paradosso del trasporto: un'armata trasportata contro uno spazio non neutralizza l'appoggio di un'unità lì che appoggia un attacco contro una delle flotte che la trasportano. Nei paradossi più complessi il motore usa la regola di Szykman (il trasporto si considera non avvenuto).",
    ],
    [
      ['convoy paradox', 'szykman', 'paradox'],
      ['paradosso del trasporto', 'paradosso'],
    ],
    ['XII.3', 'X'],
    { diagram: 'convoy' },
  ),
  rule(
    'XIII',
    ['Gaining and losing units', 'Aumentare o diminuire le proprie unità'],
    [
      'After each Fall move (and its retreats) centre ownership is updated, then every Power adjusts its units to match its centre count.',
      'Dopo ogni mossa di fine anno (e le ritirate) si aggiorna il possesso dei centri, poi ogni Potenza adegua le unità al numero di centri.',
    ],
    [
      ['builds', 'adjustments', 'winter'],
      ['costruzioni', 'aggiustamenti', 'inverno'],
    ],
    ['XIII.1', 'XIII.2'],
    { aliases: ['4.9'] },
  ),
  rule(
    'XIII.1',
    ['Occupying supply centres', 'Occupazione dei centri di approvvigionamento'],
    [
      'You gain a centre by having a unit in it at the end of a Fall move (after retreats). You keep it, even when empty, until another Power occupies it at the end of a Fall. Passing through in Spring changes nothing.',
      "Conquisti un centro avendo un'unità lì alla fine della mossa di fine anno (dopo le ritirate). Lo tieni, anche vuoto, finché un'altra Potenza non lo occupa a fine anno. Passarci in primavera non cambia nulla.",
    ],
    [
      ['capture centre', 'own supply center', 'occupy', 'spring occupation'],
      ['conquistare centro', 'possesso centro', 'occupare'],
    ],
    ['XIII.2', 'V'],
  ),
  rule(
    'XIII.2',
    ['Builds and disbands', 'Formazione e scioglimento di unità'],
    [
      'More units than centres: remove the surplus, your choice. More centres than units: build in your own empty home centres that you still own (say army or fleet; a fleet in StP names the coast). If you have no free home centre you cannot build, and the chance is lost until next year.',
      "Più unità che centri: sciogli le eccedenti, a tua scelta. Più centri che unità: costruisci nei tuoi centri di casa vuoti che possiedi ancora (indicando armata o flotta; una flotta a StP indica la costa). Senza centri di casa liberi non costruisci, e l'occasione si perde fino all'anno dopo.",
    ],
    [
      [
        'build',
        'builds',
        'winter builds',
        'disband',
        'remove unit',
        'home centre',
        'new units',
        'build fleet',
        'build army',
        'where to build',
        'too many units',
        'more units than centres',
        'fewer centres',
        'stp',
      ],
      [
        'costruire',
        'formare unità',
        'sciogliere',
        'centro di casa',
        'nuove unità',
        'costruire flotta',
        'costruire armata',
        'dove costruire',
        'troppe unità',
        'più unità che centri',
        'meno centri',
      ],
    ],
    ['XIII.1', 'XIV.4'],
  ),
  rule(
    'XIV',
    ['Miscellaneous rules', 'Regole varie'],
    [
      'Game length and timing, games with fewer than 7 players, civil disorder, disbanding for powers in disorder, and a few special cases (rotations, swaps by convoy).',
      'Durata e tempi, partite con meno di 7 giocatori, sommossa, scioglimento per Potenze in sommossa, e casi speciali (rotazioni, scambi via mare).',
    ],
    [
      ['misc', 'other rules'],
      ['regole varie', 'altre regole'],
    ],
    ['XIV.1', 'XIV.2', 'XIV.3', 'XIV.4', 'XIV.5'],
  ),
  rule(
    'XIV.1',
    ['Length of the game', 'Lunghezza del gioco'],
    [
      'A full game takes about four hours. Orders must be written within about 5 minutes after negotiation; no talking while orders are read, during retreats or during builds. Newcomers can try a few practice turns.',
      'Una partita completa dura circa quattro ore. Gli ordini si scrivono entro circa 5 minuti dalla fine delle trattative; niente trattative durante la lettura degli ordini, le ritirate e le costruzioni. I principianti possono fare qualche turno di prova.',
    ],
    [
      ['game length', 'how long', 'duration'],
      ['durata', 'quanto dura', 'lunghezza'],
    ],
    ['IV.1', 'III'],
  ),
  rule(
    'XIV.2',
    ['Fewer than seven players', 'Per giocare con meno di sette persone'],
    [
      'Six: Italy is left out; its units hold and defend but never support each other, and are disbanded if dislodged. Five: Italy and Germany both. Four: England alone; Austria+France, Germany+Turkey, Italy+Russia. Three: Russia / England+France+Germany / Austria+Italy+Turkey (or England+Germany+Austria / Russia+Italy / France+Turkey). Two: England+France+Russia against Germany+Austria+Turkey from 1914, Italy neutral until a coin toss after Fall 1914; 24 units win. Centres are counted per Power.',
      "Sei: l'Italia resta fuori; le sue unità restano ferme e si difendono ma non si appoggiano, e vengono eliminate se sloggiate. Cinque: Italia e Germania. Quattro: Inghilterra da sola; Austria+Francia, Germania+Turchia, Italia+Russia. Tre: Russia / Inghilterra+Francia+Germania / Austria+Italia+Turchia (oppure Inghilterra+Germania+Austria / Russia+Italia / Francia+Turchia). Due: Inghilterra+Francia+Russia contro Germania+Austria+Turchia dal 1914, Italia neutrale fino al lancio di moneta dopo la fine del 1914; vince chi ha 24 unità. I centri si contano per Potenza.",
    ],
    [
      ['fewer players', 'six players', 'five players', 'four players', 'three players', 'two players', 'variant'],
      [
        'meno giocatori',
        'sei giocatori',
        'cinque giocatori',
        'quattro giocatori',
        'tre giocatori',
        'due giocatori',
        'variante',
      ],
    ],
    ['I'],
    { aliases: ['4.12'] },
  ),
  rule(
    'XIV.3',
    ['Civil disorder', 'Sommossa'],
    [
      'A Power whose player leaves or misses orders falls into civil disorder: its units hold without supporting each other, are disbanded if dislodged, and it builds nothing. The player or a replacement may take it back at any time.',
      'Una Potenza il cui giocatore abbandona o non consegna gli ordini cade in sommossa: le sue unità restano ferme senza appoggiarsi, vengono eliminate se sloggiate e non costruisce. Il giocatore o un sostituto può riprenderla quando vuole.',
    ],
    [
      ['civil disorder', 'nmr', 'missed orders', 'player left', 'abandoned'],
      ['sommossa', 'ordini mancanti', 'giocatore assente', 'abbandono'],
    ],
    ['XIV.4'],
    { aliases: ['4.10'] },
  ),
  rule(
    'XIV.4',
    ['Disbanding for a Power in civil disorder', 'Scioglimento di unità di una Potenza in sommossa'],
    [
      'When a Power in disorder must remove units, the one farthest from its nearest home centre goes first; on a tie fleets before armies, then alphabetical order of the spaces. The engine applies the modern version (distance to the nearest owned centre) by default.',
      "Quando una Potenza in sommossa deve sciogliere unità, si toglie prima quella più lontana dal centro di casa più vicino; a parità le flotte prima delle armate, poi l'ordine alfabetico degli spazi. Il motore applica per default la versione moderna (distanza dal centro posseduto più vicino).",
    ],
    [
      ['civil disorder removal', 'automatic disband'],
      ['scioglimento automatico', 'rimozione sommossa'],
    ],
    ['XIV.3', 'XIII.2'],
  ),
  rule(
    'XIV.5',
    ['Other points to remember', 'Altre norme da tenere presenti'],
    [
      'Fleets in Kiel, Constantinople or any coastal province cannot convoy. Three or more units may rotate places in a circle (A Hol-Bel, F Bel-Nth, F Nth-Hol). Two units may swap places only if at least one of them travels by convoy.',
      'Le flotte a Kiel, Costantinopoli o in qualunque provincia costiera non possono trasportare. Tre o più unità possono ruotare in cerchio (A Hol-Bel, F Bel-Nth, F Nth-Hol). Due unità possono scambiarsi il posto solo se almeno una viaggia per mare.',
    ],
    [
      ['rotation', 'circular movement', 'swap places', 'coastal fleet convoy'],
      ['rotazione', 'movimento circolare', 'scambiare posto'],
    ],
    ['VIII', 'XII.1'],
  ),
  rule(
    'example',
    ['Example of play', 'Esempio di gioco'],
    [
      'A commented game from Spring 1901 to Fall 1902 showing standoffs (two units into Galicia and the Black Sea), supports being cut, a fleet unable to support into inland Serbia, retreats (StP–Mos, Bur–Gas) and builds.',
      'Una partita commentata dalla Primavera 1901 alla fine del 1902 che mostra stalli (due unità in Galizia e nel Mar Nero), appoggi neutralizzati, una flotta che non può appoggiare nella Serbia interna, ritirate (StP-Mos, Bur-Gas) e costruzioni.',
    ],
    [
      ['example', 'sample game', 'worked example'],
      ['esempio', 'partita di esempio'],
    ],
    ['VIII', 'X', 'XI'],
    { section: 'Esempio' },
  ),
];
