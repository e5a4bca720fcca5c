// Rule lookup entries for 1701 – A Question of Succession, keyed by the Italian rulebook's sections.
// The rulebook numbers three sections "22": we call them 22a (losses), 22b (transit and halting) and
// 22c (sieges). Aliases keep older numeric ids working.
import { rule, type RuleEntry } from './types.js';

export const ruleEntries: readonly RuleEntry[] = [
  rule(
    '1',
    ['The game board', 'Plancia di gioco'],
    [
      'Central Europe with states (coloured, names in italics), towns, roads (grey lines; you move only along roads), depots beside some towns, and seas that are impassable except the blue route England–Amsterdam for British armies. Uncoloured states are neutral and impassable unless a road crosses them. The calendar runs 1700 (one semester), 1701–1713 (two semesters each) and 1714 (one): each semester is a turn.',
      "L'Europa centrale con Stati (colorati, nomi in corsivo), centri abitati, strade (linee grigie: ci si muove solo lungo le strade), caserme accanto ad alcune città e mari intransitabili tranne la rotta blu Inghilterra-Amsterdam per le armate britanniche. Gli Stati senza colore sono neutrali e intransitabili salvo dove li attraversa una strada. Il calendario va dal 1700 (un semestre), 1701-1713 (due semestri) e 1714 (uno): ogni semestre è un turno.",
    ],
    [
      ['map', 'board', 'roads', 'calendar', 'semester', 'sea route'],
      ['mappa', 'plancia', 'strade', 'calendario', 'semestre', 'rotta marittima'],
    ],
    ['14', '5'],
    { aliases: ['3.1'] },
  ),
  rule(
    '2',
    ['Coalitions', 'Coalizioni'],
    [
      'Two sides: the Loyalists of Philip V (France, Spain, Mantua, Bavaria, Savoy) and the Grand Alliance (Habsburg Monarchy, Netherlands, England with Hanover). From 1702 six Reich states join the Alliance (Hessen-Kassel, Hessen-Darmstadt, Pfalz, Münster, Baden, Württemberg), up to two armies. If the 1703 card makes Savoy change sides, the Alliance takes it over. Prussia stays out unless allied; Lorraine is neutral: armies may cross but not stop.',
      "Due schieramenti: i Lealisti di Filippo V (Francia, Spagna, Mantova, Baviera, Savoia) e l'Alleanza (Monarchia asburgica, Paesi Bassi, Inghilterra con Hannover). Dal 1702 sei Stati dell'Impero si uniscono all'Alleanza (Hessen-Kassel, Hessen-Darmstadt, Pfalz, Münster, Baden, Württemberg), fino a due armate. Se la carta del 1703 fa cambiare campo alla Savoia, la guida l'Alleanza. La Prussia resta fuori salvo alleanza; la Lorena è neutrale: si attraversa ma non ci si ferma.",
    ],
    [
      ['coalitions', 'sides', 'loyalists', 'grand alliance', 'savoy', 'prussia', 'lorraine', 'reich'],
      ['coalizioni', 'schieramenti', 'lealisti', 'alleanza', 'savoia', 'prussia', 'lorena', 'impero'],
    ],
    ['9', 'alliances', '3'],
    { aliases: ['1.1'] },
  ),
  rule(
    '3',
    ['The states', 'Gli Stati'],
    [
      'States are the coalition leaders, states with 4+ towns, states with 2–3 towns and one-town city-states. Leaders and their allies belong to the players; the others are not represented until won over.',
      'Gli Stati sono le nazioni leader, gli Stati con almeno 4 centri abitati, quelli con 2-3 e le città-Stato con un solo centro. Leader e alleati appartengono ai giocatori; gli altri non sono rappresentati finché non vengono conquistati o alleati.',
    ],
    [
      ['states', 'city-states', 'neutral states'],
      ['stati', 'città-stato', 'stati neutrali'],
    ],
    ['2', '4'],
    { aliases: ['2.1'] },
  ),
  rule(
    '4',
    ['Towns', 'I centri abitati'],
    [
      'Each town has an income value (RP) and a garrison whose defence equals its income; it lets you raise 2 brigades per income point. Capitals are stars, octagons or hexagons, cities squares, city-states circles. City-states only give income.',
      'Ogni centro abitato ha un valore di rendita (PR) e una guarnigione con difesa pari alla rendita; permette di arruolare 2 brigate per punto di rendita. Le capitali sono stelle, ottagoni o esagoni, le città quadrati, le città-Stato cerchi. Le città-Stato danno solo rendita.',
    ],
    [
      ['towns', 'cities', 'capital', 'garrison', 'defence value'],
      ['centri abitati', 'città', 'capitale', 'guarnigione', 'valore difesa'],
    ],
    ['7', '22c'],
    { aliases: ['2.3'] },
  ),
  rule(
    '5',
    ['Turns and order of play', 'Turni e ordine di gioco'],
    [
      "Income and army upkeep happen only at the start of each year's first semester. A turn is 6 actions taken alternately: 1 read the semester's strategy card; 2 one diplomatic or military action; 3–6 military actions only (moves, battles, sieges, reinforcements). Actions may be skipped. Income belongs to each state and can never be transferred. A card opportunity can be used on top of, or instead of, a free action.",
      "Rendita e mantenimento si fanno solo all'inizio del primo semestre di ogni anno. Un turno sono 6 azioni alternate: 1 lettura della carta strategica del semestre; 2 un'azione diplomatica o militare; 3-6 solo azioni militari (movimenti, battaglie, assedi, rinforzi). Le azioni si possono saltare. La rendita è di ogni Stato e non si trasferisce mai. Un'opportunità della carta si usa in aggiunta o al posto di un'azione libera.",
    ],
    [
      ['turn', 'sequence of play', 'actions per turn', 'order of play', 'six actions'],
      ['turno', 'sequenza di gioco', 'azioni per turno', 'ordine di gioco', 'sei azioni'],
    ],
    ['9', '10', '11'],
    { aliases: ['5.1'] },
  ),
  rule(
    '6',
    ['Material for each player', 'Materiale a disposizione'],
    [
      'Loyalists: white income board, towns, brigades and generals of France, Spain, Mantua, Bavaria and Savoy, 3 yellow and 3 green marker cubes, 8 random strategy cards for 1701–1708. Alliance: black and red income boards, pieces of Habsburg, Netherlands, England and Hanover (Reich states from 1702), marker cubes and 8 strategy cards for 1701–1708.',
      "Lealisti: plancia rendite bianca, città, brigate e generali di Francia, Spagna, Mantova, Baviera e Savoia, 3 cubetti gialli e 3 verdi, 8 carte strategiche 1701-1708 a caso. Alleanza: plance nera e rossa, pezzi di Asburgo, Paesi Bassi, Inghilterra e Hannover (Stati dell'Impero dal 1702), cubetti e 8 carte strategiche 1701-1708.",
    ],
    [
      ['components', 'material', 'setup pieces'],
      ['componenti', 'materiale', 'pezzi'],
    ],
    ['8', '10'],
  ),
  rule(
    '7',
    ['Income points', 'Punti rendita'],
    [
      "Each town shows its income (R) and defence (D): big cities and capitals 2–6 RP, all others 1. Income is paid every year and is spent on army upkeep and on diplomacy. England, unreachable by land, shows only its income. A captured town's counter is flipped to its chained side.",
      "Ogni centro mostra rendita (R) e difesa (D): grandi città e capitali 2-6 PR, tutte le altre 1. La rendita si riceve ogni anno e si spende per mantenere le armate e per la diplomazia. L'Inghilterra, irraggiungibile via terra, mostra solo la rendita. La pedina di una città presa si gira sul lato con la catena.",
    ],
    [
      ['income', 'income points', 'rp', 'money', 'revenue'],
      ['rendita', 'punti rendita', 'pr', 'denaro', 'entrate'],
    ],
    ['8', '13', '15'],
    { aliases: ['5.2'] },
  ),
  rule(
    '8',
    ['Income control boards', 'Plancia controllo rendite'],
    [
      'Each coalition tracks income per state on its board (the Alliance has two). Starting RP: France-Spain-Mantua 29, Bavaria 8, Savoy 8; Habsburg 15, Reich 12; England and Hanover 12, Netherlands 9. A yellow cube marks total RP, a green one RP spent. Income cannot be moved between tracks nor saved to the next year.',
      "Ogni coalizione segna la rendita per Stato sulla sua plancia (l'Alleanza ne ha due). PR iniziali: Francia-Spagna-Mantova 29, Baviera 8, Savoia 8; Asburgo 15, Impero 12; Inghilterra e Hannover 12, Paesi Bassi 9. Un cubetto giallo segna i PR totali, uno verde quelli spesi. La rendita non passa tra percorsi e non si accumula all'anno dopo.",
    ],
    [
      ['income board', 'treasury', 'starting income', 'save money'],
      ['plancia rendite', 'tesoro', 'rendita iniziale', 'accumulare'],
    ],
    ['7'],
    { aliases: ['2.2'] },
  ),
  rule(
    '9',
    ['Actions', 'Le azioni'],
    [
      'Possible actions: collect income and pay armies (first semester only); read the strategy card; a diplomatic initiative (see alliances); army actions: move, battle, siege, reinforce. A battle or siege follows a move at no extra cost. Two armies may act together for 3 actions.',
      "Azioni possibili: incassare la rendita e pagare le armate (solo primo semestre); leggere la carta strategica; un'iniziativa diplomatica (vedi alleanze); azioni delle armate: movimento, battaglia, assedio, rinforzi. Battaglia o assedio seguono un movimento senza costo extra. Due armate possono agire insieme per 3 azioni.",
    ],
    [
      ['actions', 'what can i do', 'army actions'],
      ['azioni', 'cosa posso fare', 'azioni armate'],
    ],
    ['alliances', '5', '21'],
    { aliases: ['5.5'] },
  ),
  rule(
    'alliances',
    ['Diplomatic initiative: alliances', 'Iniziativa diplomatica: alleanze'],
    [
      "To win a city-state roll a D4: a 4 concludes the alliance; you may add +1 or +2 paying 2 RP per point. Prussia: roll 2D4 needing 7+, each +1 costs 12 RP (twice its capital's income). Friendly states join more easily: Cologne, Liège and Brunswick for the Loyalists on 3–4; Prussia (6+) and Modena-Reggio for the Alliance. You cannot court the leaders or their starting allies, but can try to steal allies won later the same way.",
      "Per allearsi con una città-Stato si tira un D4: con 4 l'alleanza è conclusa; si può aggiungere +1 o +2 pagando 2 PR a punto. Prussia: 2D4 con almeno 7, ogni +1 costa 12 PR (il doppio della rendita della capitale). Gli Stati favorevoli aderiscono più facilmente: Colonia, Liegi e Braunschweig ai Lealisti con 3-4; Prussia (6+) e Modena-Reggio all'Alleanza. Non si corteggiano i leader né gli alleati iniziali, ma si possono strappare quelli alleati in seguito nello stesso modo.",
    ],
    [
      ['alliance', 'diplomacy', 'ally', 'city-state alliance', 'prussia alliance', 'steal ally'],
      ['alleanza', 'diplomazia', 'alleato', 'alleanza città-stato', 'alleanza prussia', 'strappare alleato'],
    ],
    ['9', '2', '11'],
    { section: '9', aliases: ['5.15'] },
  ),
  rule(
    '10',
    ['Strategy cards', 'Carte strategiche'],
    [
      '52 cards, 4 for each year 1701–1713 (white backs to 1708, yellow after). Shuffle each colour and keep 2 per year (8 per colour); extras are discarded as they come up. Each year the first card goes to a random player, the second to the other. No cards in 1700 (income and placing armies inside your borders) or 1714 (2 actions each, France first).',
      "52 carte, 4 per ogni anno 1701-1713 (dorso bianco fino al 1708, giallo dopo). Si mescola ogni colore e se ne tengono 2 per anno (8 per colore); le altre si scartano man mano. Ogni anno la prima carta va a un giocatore a caso, la seconda all'altro. Nessuna carta nel 1700 (rendita e armate entro i confini) e nel 1714 (2 azioni a testa, prima la Francia).",
    ],
    [
      ['strategy cards', 'event cards', 'deck', '1700', '1714'],
      ['carte strategiche', 'mazzo', '1700', '1714'],
    ],
    ['11'],
    { aliases: ['2.7'] },
  ),
  rule(
    '11',
    ['How to read a strategy card', 'Come si legge una carta strategica'],
    [
      "One card per semester. If the card concerns your coalition you get more opportunities; a red title then obliges you to do the action shown, or roll a D4: 1 a general of the enemy's choice is recalled for the year; 2 an army loses 1 resistance in its first battle; 3 an army stays put this semester; 4 no penalty. Opportunities: resistance +1, enemy resistance −1, forced march without penalty, halt an enemy army, alliance +1, steal an ally +1, enemy income −2, income +2; the numbers at the bottom say how many each side may use. You may never move the same army twice in a turn.",
      "Una carta a semestre. Se la carta riguarda la tua coalizione hai più opportunità; un titolo rosso obbliga a fare l'azione indicata, altrimenti si tira un D4: 1 un generale scelto dall'avversario è richiamato per l'anno; 2 un'armata perde 1 resistenza nella prima battaglia; 3 un'armata resta ferma nel semestre; 4 nessuna penalità. Opportunità: resistenza +1, resistenza nemica −1, marcia forzata senza penalità, armata nemica ferma, alleanza +1, alleato lascia il nemico +1, rendita nemica −2, rendita +2; i numeri in basso dicono quante ne usa ciascuno. Non si muove mai due volte la stessa armata in un turno.",
    ],
    [
      ['read card', 'red title', 'opportunities', 'penalty', 'mandatory action'],
      ['leggere carta', 'titolo rosso', 'opportunità', 'penalità', 'azione obbligatoria'],
    ],
    ['10', '5'],
    { aliases: ['5.4'] },
  ),
  rule(
    '12',
    ['Brigades', 'Le brigate'],
    [
      'Round counters with two soldiers (2 brigades) on one side and one on the other. Brigades (counters) and reserves: France 30 (15) / 14 (7); Bavaria 8 (4) / 4 (2); Savoy 8 (4) / 4 (2); Mantua 4 (2) / 2 (1); Habsburg 22 (11) / 10 (5); Netherlands 12 (6) / 4 (2); England 6 (3) / 6 (3); Reich 8 (4) / 4 (2); Prussia 6 (3) / 4 (2). City-states have none.',
      "Pedine rotonde con due soldati (2 brigate) da un lato e uno dall'altro. Brigate (pedine) e riserve: Francia 30 (15) / 14 (7); Baviera 8 (4) / 4 (2); Savoia 8 (4) / 4 (2); Mantova 4 (2) / 2 (1); Asburgo 22 (11) / 10 (5); Paesi Bassi 12 (6) / 4 (2); Inghilterra 6 (3) / 6 (3); Impero 8 (4) / 4 (2); Prussia 6 (3) / 4 (2). Le città-Stato non ne hanno.",
    ],
    [
      ['brigades', 'troops', 'reserves', 'how many brigades'],
      ['brigate', 'truppe', 'riserve', 'quante brigate'],
    ],
    ['13', '22a'],
    { aliases: ['2.4'] },
  ),
  rule(
    '13',
    ['Armies', 'Le armate'],
    [
      'An army is 4 or 6 brigades (2 or 3 stacked counters). Losing a brigade flips a counter, losing two removes it. Upkeep is 1 RP per counter per year. Reserves wait in depots (max 3 counters each); an emptied depot refills from the first semester of 1709. All armies are placed at the start of the year on a town inside your borders; no new army may be formed during the year. Armies may mix allied brigades (say which state pays).',
      "Un'armata è di 4 o 6 brigate (2 o 3 pedine impilate). Perdere una brigata gira una pedina, perderne due la elimina. Il mantenimento è 1 PR per pedina all'anno. Le riserve stanno nelle caserme (massimo 3 pedine); una caserma vuota si rifornisce dal primo semestre del 1709. Tutte le armate si schierano a inizio anno su una città entro i confini; non se ne formano di nuove durante l'anno. Si possono mischiare brigate alleate (indicando chi paga).",
    ],
    [
      ['army', 'armies', 'upkeep', 'depot', 'form army'],
      ['armata', 'armate', 'mantenimento', 'caserma', 'formare armata'],
    ],
    ['12', '14', '22a'],
    { aliases: ['2.5'] },
  ),
  rule(
    '14',
    ['Army movement', 'Movimento delle armate'],
    [
      "One movement point (MP) is the road between two linked towns. Reinforcing brigades move up to 5 MP; armies 2 MP, or 3 MP by forced march. An army that force-marched and must fight loses 1 resistance point (from the general's reserve, else a line). The English army sails from home at the start of 1702 to Amsterdam and must stay there the rest of the turn; 6 Hanoverian brigades stay at Hanover.",
      "Un punto movimento (PM) è la strada tra due città collegate. Le brigate di rinforzo muovono fino a 5 PM; le armate 2 PM, o 3 PM a marce forzate. Un'armata a marce forzate che deve combattere perde 1 punto resistenza (dalla riserva del generale, altrimenti da una linea). L'armata inglese salpa all'inizio del 1702 verso Amsterdam e vi resta il resto del turno; 6 brigate di Hannover restano ad Hannover.",
    ],
    [
      ['movement', 'move', 'forced march', 'movement points', 'england army'],
      ['movimento', 'muovere', 'marce forzate', 'punti movimento', 'armata inglese'],
    ],
    ['17', '22b'],
    { aliases: ['5.6'] },
  ),
  rule(
    '15',
    ['Generals', 'I generali'],
    [
      'Every army needs a general on top. Command value 1–3, paid yearly in RP (promotion does not raise the cost). After 3 lost battles a general is dismissed; after two turns roll a D4: 1 gone for good, 2 back after 2 more years, 3 after one year, 4 at once. 3 consecutive wins promote him (flip to the higher value). A general may lead an allied army.',
      "Ogni armata deve avere un generale sopra. Valore di comando 1-3, pagato ogni anno in PR (la promozione non aumenta il costo). Dopo 3 battaglie perse è destituito; dopo due turni si tira un D4: 1 esautorato per sempre, 2 torna dopo altri 2 anni, 3 dopo un anno, 4 subito. 3 vittorie consecutive lo promuovono (si gira sul valore più alto). Un generale può guidare un'armata alleata.",
    ],
    [
      ['general', 'commander', 'command value', 'promotion', 'dismissed', 'general lost battles'],
      ['generale', 'comandante', 'valore di comando', 'promozione', 'destituito', 'generale perde battaglie'],
    ],
    ['16', '20'],
    { aliases: ['2.6', '5.16'] },
  ),
  rule(
    '16',
    ['Army value on the battlefield', "Valore dell'armata sul campo di battaglia"],
    [
      "An army has 1 resistance point per 2 brigades, plus a reserve equal to its general's command value. Resistance absorbs a lost clash before a brigade is lost. Army value (AV) = brigades + general's command value: 5 to 10 for a full army.",
      "Un'armata ha 1 punto resistenza ogni 2 brigate, più una riserva pari al valore di comando del generale. La resistenza assorbe uno scontro perso prima di perdere una brigata. Valore d'armata (VA) = brigate + valore di comando: da 5 a 10 per un'armata integra.",
    ],
    [
      ['army value', 'resistance', 'resistance points', 'av'],
      ['valore armata', 'resistenza', 'punti resistenza', 'va'],
    ],
    ['19', '20'],
  ),
  rule(
    '17',
    ['Territory control', 'Controllo del territorio'],
    [
      'An army camps outside the town it stands on and controls every town linked to it. If an enemy army enters that zone, the defender must attack it at once, free of action cost: a field battle. You may shut brigades in a town up to its defence value (1–6, at most one army); beyond that you must fight outside or withdraw.',
      "Un'armata è accampata fuori dalla città su cui si trova e controlla tutte le città collegate. Se un'armata nemica entra in quella zona, il difensore deve attaccarla subito, senza spendere azioni: battaglia campale. Si possono chiudere brigate in una città fino al suo valore di difesa (1-6, massimo un'armata); oltre si combatte fuori o ci si ritira.",
    ],
    [
      ['zone of control', 'zoc', 'control', 'garrison town', 'forced battle'],
      ['controllo territorio', 'zona di controllo', 'asserragliare', 'battaglia obbligata'],
    ],
    ['18', '22c'],
    { aliases: ['5.6.1', '5.14'] },
  ),
  rule(
    '18',
    ['Battles', 'Le battaglie'],
    [
      'An army that stops in front of a town holding an enemy army engages it and is the attacker. The fight is imagined on the road between the two towns, though each side stays on its own town.',
      "Un'armata che si ferma davanti a una città con un'armata nemica la ingaggia ed è l'attaccante. Lo scontro si immagina sulla strada tra le due città, anche se ognuno resta sulla propria.",
    ],
    [
      ['battle', 'engage', 'attack army', 'fight'],
      ['battaglia', 'ingaggiare', 'attaccare armata', 'combattere'],
    ],
    ['19', '20', '21'],
    { aliases: ['5.7'] },
  ),
  rule(
    '19',
    ['Tactical cards', 'Le carte tattiche'],
    [
      'Each coalition has a 21-card tactical deck (Loyalists white with the Bourbon arms, Alliance yellow with the eagle); cards carry 1–3 points split between attack (cavalryman) and defence (infantryman), plus jokers. Draw cards equal to your army value and lay out three lines (two wings and centre) matching the brigades behind them, with resistance counters; the general holds a reserve of cards and/or resistance equal to his command value. A line with no cards that is attacked routs.',
      "Ogni coalizione ha un mazzo tattico di 21 carte (Lealisti bianco con lo stemma borbonico, Alleanza giallo con l'aquila); le carte hanno 1-3 punti divisi tra attacco (cavaliere) e difesa (fante), più jolly. Si pescano carte pari al valore d'armata e si formano tre linee (due ali e centro) secondo le brigate dietro, con i punti resistenza; il generale tiene una riserva di carte e/o resistenza pari al suo comando. Una linea senza carte che viene attaccata va in rotta.",
    ],
    [
      ['tactical cards', 'battle cards', 'lines', 'wings', 'centre', 'deploy lines'],
      ['carte tattiche', 'carte battaglia', 'linee', 'ali', 'centro', 'schieramento'],
    ],
    ['20', '16'],
    { aliases: ['2.8', '5.7.1'], diagram: 'battle' },
  ),
  rule(
    '20',
    ['Fighting the battle', 'Svolgimento della battaglia'],
    [
      "Higher army value has the initiative (attacker on a tie). The initiative player picks a line and flips a card; the defender answers with the opposite line. Each side's attack minus the other's defence: higher wins the clash and the loser loses a resistance point, or a brigade when none is left. Used cards are discarded. A winning initiative player may keep attacking; a tie or defender's win passes the initiative. A side losing may withdraw with a joker or a D4: 1 surrenders, 2 routs losing 2 brigades, 3 routs losing 1, 4 disengages. If both run out of cards even, the attacker may fight one more round, then must leave.",
      "Ha l'iniziativa il VA più alto (l'attaccante a parità). Chi ha l'iniziativa sceglie una linea e gira una carta; il difensore risponde con la linea opposta. Attacco di ciascuno meno difesa dell'altro: il più alto vince lo scontro e il perdente perde un punto resistenza, o una brigata se non ne ha più. Le carte usate si scartano. Chi vince con l'iniziativa può continuare; pareggio o vittoria del difensore passano l'iniziativa. Chi perde può ritirarsi con un jolly o un D4: 1 si arrende, 2 rotta con 2 brigate perse, 3 rotta con 1, 4 si disimpegna. Se le carte finiscono in parità, l'attaccante può fare un altro round, poi deve lasciare il campo.",
    ],
    [
      ['battle resolution', 'initiative', 'clash', 'withdraw', 'retreat', 'rout', 'joker', 'surrender'],
      ['svolgimento battaglia', 'iniziativa', 'scontro', 'ritirata', 'rotta', 'jolly', 'resa'],
    ],
    ['19', '16', '22a'],
    { aliases: ['5.7.2', '5.7.3', '5.9'], diagram: 'battle' },
  ),
  rule(
    '21',
    ['Attack with two armies', 'Attacco con due armate'],
    [
      'You may attack one army with two of yours at once if you still have 3 actions left to spend. The extra brigades form a reserve with their own cards and resistance; choose which general commands. The attacker may swap a wing or centre with the reserve, giving up the initiative.',
      "Si può attaccare un'armata con due proprie colonne insieme se restano ancora 3 azioni da spendere. Le brigate in più formano una riserva con proprie carte e resistenza; si sceglie quale generale comanda. L'attaccante può sostituire un'ala o il centro con la riserva, cedendo l'iniziativa.",
    ],
    [
      ['two armies', 'combined attack', 'double attack'],
      ['due armate', 'attacco combinato', 'doppio attacco'],
    ],
    ['20', '9'],
    { aliases: ['5.8'] },
  ),
  rule(
    '22a',
    ['Losses and reinforcements', 'Perdite'],
    [
      'Replace lost brigades by sending reinforcements from your own or an allied depot, one action each. A depot that has sent all its brigades cannot raise more before 1709. Captured generals or armies can be ransomed for RP agreed by the players.',
      "Le brigate perse si rimpiazzano inviando rinforzi da una caserma propria o alleata, al costo di un'azione. Una caserma che ha inviato tutte le brigate non ne arruola altre prima del 1709. Generali o armate catturati si possono riscattare con PR da concordare.",
    ],
    [
      ['losses', 'reinforcements', 'replace brigades', 'ransom', 'prisoners'],
      ['perdite', 'rinforzi', 'rimpiazzare brigate', 'riscatto', 'prigionieri'],
    ],
    ['13', '22c'],
    { section: '22', aliases: ['22.1', '5.13', '5.17'] },
  ),
  rule(
    '22b',
    ['Passing through and halting', 'Attraversamento e sosta'],
    [
      'An army may cross a neutral town but not stay there more than one turn. Meeting an enemy town, even undefended, it must stop and choose to besiege it or raid it, moving on next turn.',
      "Un'armata può attraversare una città neutrale ma non sostarvi più di un turno. Incontrando una città nemica, anche indifesa, deve fermarsi e scegliere se assediarla o razziarla, ripartendo al turno dopo.",
    ],
    [
      ['neutral town', 'stop', 'halt', 'crossing'],
      ['città neutrale', 'fermarsi', 'sosta', 'attraversare'],
    ],
    ['22c', '23', '14'],
    { section: '22', aliases: ['22.2'] },
  ),
  rule(
    '22c',
    ['Sieges', 'Assedi'],
    [
      "One or more armies can besiege a town, which defends with its defence value (DV) plus any brigades shut inside. City-states surrender at once; enemy towns with DV 1–2 after 6 months, DV 4–6 after a year. To storm it now, play tactical cards around the defender's: the town draws cards equal to DV (+1 per brigade inside) and has resistance equal to DV (+1 per brigade). The attacker keeps the initiative even after losing a clash. Defender out of resistance: the town falls; attacker out of cards with the town at 1+ DV: lift the siege. Brigades inside are captured; the town counter goes to the captor chained side up and gives no income, only its plunder (its income value) at once. Taking a capital makes that state surrender and leave the war, its towns going to the captor.",
      "Una o più armate possono assediare una città, che si difende col suo valore di difesa (VD) più le brigate asserragliate. Le città-Stato si arrendono subito; le città nemiche con VD 1-2 dopo 6 mesi, con VD 4-6 dopo un anno. Per prenderla subito si giocano carte tattiche intorno a quelle del difensore: la città pesca carte pari al VD (+1 per brigata dentro) e ha resistenza pari al VD (+1 per brigata). L'attaccante mantiene l'iniziativa anche se perde uno scontro. Difensore senza resistenza: la città cade; attaccante senza carte con la città ad almeno 1 VD: si toglie l'assedio. Le brigate dentro sono prigioniere; la pedina passa al vincitore sul lato con la catena e non dà rendita, solo il bottino (il suo valore di rendita) subito. Prendere una capitale fa arrendere lo Stato, che esce dalla guerra cedendo le città.",
    ],
    [
      ['siege', 'besiege', 'besiege a town', 'storm', 'assault town', 'surrender', 'capture town', 'capital falls'],
      ['assedio', 'assediare', 'assalto', 'prendere città', 'resa', 'cattura città', 'caduta capitale'],
    ],
    ['22b', '23', '17', '24'],
    { section: '22', aliases: ['22', '22.3', '5.10', '5.12'], diagram: 'siege' },
  ),
  rule(
    '23',
    ['Raids', 'Razzie'],
    [
      'Instead of a siege you may raid an enemy town and march on next turn: its income value is credited to you and deducted from its owner when income is next collected. The Alliance never raids or besieges Reich towns unless they sided with the Loyalists; Prussian territory stays closed while Prussia is neutral.',
      "Invece di assediare si può razziare una città nemica e ripartire al turno dopo: il suo valore di rendita va a te e si toglie al proprietario alla prossima rendita. L'Alleanza non razzia né assedia le città dell'Impero salvo alleate dei Lealisti; il territorio prussiano resta chiuso finché la Prussia è neutrale.",
    ],
    [
      ['raid', 'plunder', 'pillage', 'loot'],
      ['razzia', 'saccheggio', 'bottino', 'razziare'],
    ],
    ['22b', '22c'],
    { aliases: ['5.11'] },
  ),
  rule(
    '24',
    ['Victory', 'Vittoria'],
    [
      'Checked at the end of turn 28. Loyalists win by holding Brussels and Luxembourg, the Duchy of Milan, Strasbourg, Bavaria and Mantua and taking at least one Alliance capital. The Alliance wins by taking Brussels and/or Luxembourg, Bavaria, Milan or Mantua from the Loyalists while keeping its capitals. Otherwise the side with more town points wins. Vienna falling to the Loyalists or Paris to the Alliance ends the game at once. A shorter game may be agreed, won by the higher income of towns held, allied or captured.',
      "Si verifica alla fine del 28° turno. I Lealisti vincono se tengono Bruxelles e Lussemburgo, il Ducato di Milano, Strasburgo, la Baviera e Mantova e conquistano almeno una capitale dell'Alleanza. L'Alleanza vince se strappa ai Lealisti Bruxelles e/o Lussemburgo, la Baviera, Milano o Mantova mantenendo le sue capitali. Altrimenti vince chi ha più punti di città. La caduta di Vienna per i Lealisti o di Parigi per l'Alleanza chiude subito la partita. Si può concordare una partita più corta, vinta da chi ha più rendita di città possedute, alleate o catturate.",
    ],
    [
      ['victory', 'win', 'how to win', 'who wins', 'game end', 'turn 28', 'sudden death', 'vienna', 'paris'],
      ['vittoria', 'vincere', 'come vincere', 'chi vince', 'fine partita', 'turno 28', 'vienna', 'parigi'],
    ],
    ['22c', '2'],
    { aliases: ['6.1', '6.2', '6.3'] },
  ),
  rule(
    'example',
    ['A battle example', 'Un esempio di battaglia'],
    [
      'A worked field battle showing the three lines, the cards drawn from army value, clashes, resistance losses and a withdrawal roll.',
      "Una battaglia campale svolta che mostra le tre linee, le carte pescate in base al valore d'armata, gli scontri, le perdite di resistenza e un tiro di ritirata.",
    ],
    [
      ['battle example', 'example'],
      ['esempio di battaglia', 'esempio'],
    ],
    ['19', '20'],
    { section: 'Esempio', diagram: 'battle' },
  ),
  rule(
    'history',
    ['What really happened', 'Cosa successe veramente'],
    [
      "A historical summary of the War of the Spanish Succession (1701–1714), from Philip V's accession to the peace of Utrecht and Rastatt. No rules.",
      "Un riassunto storico della guerra di successione spagnola (1701-1714), dall'ascesa di Filippo V alla pace di Utrecht e Rastatt. Nessuna regola.",
    ],
    [
      ['history', 'war of the spanish succession', 'utrecht'],
      ['storia', 'guerra di successione spagnola', 'utrecht'],
    ],
    ['2'],
    { section: 'Storia' },
  ),
];
