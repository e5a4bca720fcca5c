import type { en } from './en.js';
import { recordsIt } from './records.js';

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

/** Italian strings of the platform: the same shape as English, checked by the type. */
export const it: Shape<typeof en> = {
  ...recordsIt,
  command: {
    game: {
      description: 'Crea, unisciti e gestisci le partite a questo tavolo',
      new: {
        description: 'Crea una nuova partita in questo canale (o in questo DM)',
        opt_game: 'Quale gioco',
        opt_seats: 'Quanti giocatori (posti); i posti vuoti possono essere dati ai bot all’avvio',
        opt_bots: 'Quanti posti sono bot fin dall’inizio',
        opt_options: 'Opzioni del gioco come chiave=valore, es. edition=classic-it endYear=1910',
        success:
          '{{user}} ha creato **{{title}}** `{{id}}` con {{seats}} posti ({{roles}}). Unisciti con `/game join game:{{id}}`, poi `/game start`.',
        solo: '{{user}} ha avviato una partita in solitario di **{{title}}** `{{id}}` contro i bot.',
      },
      join: {
        description: 'Prendi posto in una partita che aspetta giocatori',
        opt_role: 'Il posto (ruolo) che vuoi; vuoto per il primo libero',
        success: '{{user}} si è unito a `{{id}}` come **{{role}}**.',
      },
      leave: {
        description: 'Lascia una partita (prima dell’inizio, o cedi il posto a un bot durante il gioco)',
        success_lobby: '{{user}} ha lasciato il posto **{{role}}** di `{{id}}`.',
        success_bot: '{{user}} ha lasciato `{{id}}`; ora un bot gioca **{{role}}**.',
      },
      start: {
        description: 'Avvia la partita (i posti vuoti vanno ai bot, dove il gioco li prevede)',
        success: '**{{title}}** `{{id}}` è iniziata. Posti: {{seats}}.',
      },
      status: { description: 'Mostra una partita: posti, chi deve giocare, opzioni' },
      list: {
        description: 'Elenca le partite in questo canale',
        empty: 'Nessuna partita in questo canale. Creane una con `/game new`.',
        header: 'Partite in questo canale:',
        unavailable: 'una partita di `{{kind}}`, che questa versione del bot non ha (non disponibile)',
      },
      abandon: {
        description: 'Abbandona una partita (chi l’ha creata o chi ha Gestisci server)',
        success: '`{{id}}` è stata abbandonata da {{user}}.',
      },
      who: { description: 'Chi deve ancora muovere, e la scadenza' },
      mentions: { description: 'Attiva o disattiva le menzioni nei promemoria', opt_on: 'Menzionami nei promemoria' },
      deadline: {
        description: 'Scadenze di questa partita (master)',
        set: { description: 'Imposta il tempo di ogni giocatore (o fase); 0 toglie le scadenze' },
        extend: { description: 'Dai più tempo alla scadenza corrente' },
        pause: { description: 'Ferma l’orologio' },
        resume: { description: 'Fai ripartire l’orologio' },
        opt_minutes: 'Minuti',
        opt_time: 'Quanto tempo o fino a quando: 2d 3h, 48h, 90m, 2026-12-01 18:00 (UTC)',
        opt_reminder: 'Minuti prima della scadenza per avvisare chi è in ritardo',
      },
      substitute: {
        description: 'Dai un posto a un’altra persona (master)',
        opt_seat: 'Il posto (ruolo)',
        opt_user: 'La persona',
      },
      botify: { description: 'Cedi un posto a un bot (il tuo, o qualsiasi se sei il master)' },
      kick: { description: 'Rimuovi un giocatore; un bot prende il posto (master)' },
      undo: { description: 'Annulla l’ultima mossa (master; non oltre un tiro di dado o una rivelazione)' },
      rollback: { description: 'Torna all’inizio della fase o del turno corrente (master)' },
      pause: { description: 'Metti in pausa la partita: niente mosse né scadenze (master)' },
      resume: { description: 'Riprendi una partita in pausa (master)' },
      end: { description: 'Termina subito la partita (master)' },
      history: { description: 'Sfoglia le mosse con la mappa', opt_page: 'Pagina' },
      export: { description: 'Scarica la partita come file JSON (il registro completo a partita finita)' },
      import: { description: 'Rigioca qui una partita esportata', opt_file: 'Il file .json esportato' },
      stats: { description: 'Partite giocate e vinte in questo server', opt_user: 'Di chi' },
      talk: {
        description: 'Apri un thread privato con un altro giocatore (se le regole lo permettono)',
        opt_with: 'Il giocatore',
      },
      opt_game_id: 'L’id della partita (di norma l’unica partita del canale)',
    },
    play: {
      description: 'Fai una mossa nella tua partita (qualsiasi azione legale, con ricerca)',
      opt_action: 'Inizia a scrivere: sono proposte solo le azioni possibili ora',
    },
    rules: {
      description: 'Consulta una regola o una carta, di qualsiasi gioco',
      opt_game: 'Quale gioco (tutti se vuoto)',
      topic: {
        description: 'Una sezione delle regole: scrivi un numero, una parola o una domanda',
        opt_topic: 'Numero di sezione, termine o domanda (es. 8.7, contesa, convoglio)',
      },
      search: { description: 'Cerca nelle regole di tutti i giochi', opt_query: 'Cosa cerchi?' },
      card: {
        description: 'Una carta di qualsiasi gioco, e dove si trova nella partita di questo canale',
        opt_name: 'Nome della carta',
        where_deck:
          'Nella partita `{{id}}` questa carta non è ancora stata giocata (in un mazzo o nella mano di qualcuno).',
        where_discard: 'Nella partita `{{id}}` questa carta è negli scarti.',
        where_played: 'Nella partita `{{id}}` questa carta è stata giocata.',
        where_out: 'Nella partita `{{id}}` questa carta è fuori dal gioco.',
        where_unknown: 'La partita `{{id}}` non usa questa carta nella sua configurazione.',
      },
      none: 'Nessun risultato per «{{query}}». Prova un’altra parola, o un numero di sezione come 8.7.',
      also: 'Vedi anche:',
    },
    help: {
      description: 'Come si usa Chancery',
    },
  },
  help: {
    title: 'Chancery — giochi di strategia storici su Discord',
    body:
      'Giochi: {{games}}.\n' +
      '• `/game new game:<gioco> seats:<n>` crea una partita qui; `/game join`, poi `/game start` (i bot riempiono i posti vuoti).\n' +
      '• `/game status` e `/game list` mostrano cosa succede; `/game leave` cede il tuo posto a un bot.\n' +
      '• Ogni gioco ha il suo comando per le mosse (indicato sopra); `/play` funziona per tutti i giochi.\n' +
      '• Il canale resta tranquillo: un messaggio del tavolo per partita, aggiornato sul posto; ogni mossa è nel thread del registro della partita; un nuovo messaggio solo per una contesa, una battaglia, il risultato di una fase o la fine.\n' +
      '• Scadenze come le dici: `/game deadline set time:2d 3h` (o `48h`, `90m`, `2026-12-01 18:00` UTC).\n' +
      '• Le cose private (la tua mano, i tuoi ordini) sono mostrate solo a te.\n' +
      '• Gioca da solo: crea una partita con `seats:1` o in un DM con il bot (La Belle Époque: `options:soloPower=france` sceglie la tua Potenza).\n' +
      '• `/rules` trova qualsiasi regola o carta; `/game who` mostra chi sta facendo aspettare la partita.',
  },
  status: {
    seat_n: 'Giocatore {{n}}',
    title: '{{title}} `{{id}}` — {{status}}',
    seats: 'Posti',
    to_act: 'Deve giocare',
    how_to_play: 'Come giocare',
    how_to_play_value:
      'Scrivi `{{command}}` (i suoi sottocomandi sono le tue mosse), o usa i pulsanti; `/rules` spiega le regole.',
    nobody: 'nessuno',
    version: 'Mossa {{version}}',
    empty_seat: '(vuoto)',
    bot: 'bot',
    options: 'Opzioni',
    result: 'Risultato',
    winners: 'Vincitore/i: {{winners}}',
    draw: 'Nessun vincitore (patta)',
    solo_level:
      '{{level}} — {{power}} {{vp}} PV ({{bonus}}). Livelli (§13.10): sotto 75 sconfitta schiacciante, 75–84 sconfitta di misura, 85–94 vittoria minore, 95–109 vittoria significativa, 110+ vittoria schiacciante.',
    early_bonus: 'con +{{bonus}} per la fine anticipata',
    no_early_bonus: 'senza bonus di fine anticipata',
    level: {
      overwhelming_defeat: 'Sconfitta schiacciante',
      marginal_defeat: 'Sconfitta di misura',
      minor_victory: 'Vittoria minore',
      significant_victory: 'Vittoria significativa',
      overwhelming_victory: 'Vittoria schiacciante',
    },
    solo_won: 'Vittoria in solitario: {{vp}} PV, obiettivo {{target}} (prossima partita: obiettivo +5).',
    solo_lost: 'Sconfitta in solitario: {{vp}} PV dei {{target}} necessari.',
    lobby: 'in attesa di giocatori',
    active: 'in corso',
    finished: 'finita',
    abandoned: 'abbandonata',
    paused: 'in pausa',
    unavailable: 'non disponibile',
  },
  core: {
    engine_version:
      'Questa partita di {{game}} è stata giocata con la versione {{stored}} del motore; questo bot usa la {{current}}, le cui regole sono cambiate da allora. Rigiocarne le mosse qui potrebbe dare una partita diversa, quindi non si fa. Finitela con un bot alla versione {{stored}}, o iniziatene una nuova.',
  },
  error: {
    wrong_kind: 'La partita `{{id}}` è di {{title}}; questo comando è per un altro gioco.',
    dms_closed:
      '{{count}} messaggio/i privato/i non consegnato/i perché i DM sono chiusi; sarà mostrato al destinatario al suo prossimo comando.',
    generic: 'Qualcosa è andato storto da parte nostra; non è cambiato nulla. Riprova.',
    db_unavailable:
      'Scusa: in questo momento il database non risponde, quindi non è stato fatto nulla. Riprova tra un minuto.',
    db_in_doubt:
      'Scusa: la connessione al database si è interrotta mentre questo veniva salvato, quindi potrebbe essere stato fatto o no. Guarda `/game status` prima di riprovare.',
    unknown_game: 'Non esiste una partita `{{id}}` qui.',
    act_in_channel:
      'La partita `{{id}}` si gioca nel suo canale: fallo lì ({{where}}). Qui ricevi solo risposte private.',
    no_game_here: 'Non c’è nessuna partita in questo canale. Creane una con `/game new`.',
    several_games: 'In questo canale ci sono più partite ({{ids}}); indica quale con `game:`.',
    unknown_kind: 'Gioco sconosciuto `{{kind}}`. Giochi: {{games}}.',
    kind_unavailable:
      'La partita `{{id}}` è una partita di `{{kind}}`, che questa versione del bot non ha: non si può giocare, mostrare né modificare finché non gira una versione che lo ha. Non è stato fatto nulla.',
    bad_seats: '{{title}} si gioca in {{min}}–{{max}}; hai chiesto {{seats}}.',
    bad_options: 'Queste opzioni non vanno bene per {{title}}: {{detail}}. Le sue opzioni: {{keys}}.',
    bad_duration:
      'Non riesco a leggere “{{text}}” come un tempo. Scrivilo come `2d 3h` (o `2g 3o`), `48h`, `90m`, o una data `2026-12-01 18:00` (UTC).',
    past_deadline: '“{{text}}” è già passato.',
    unknown_options:
      '{{title}} non ha l’opzione {{unknown}}. Le sue opzioni: {{keys}} (scritte `options:chiave=valore chiave2=valore2`).',
    game_full: 'La partita `{{id}}` non ha posti liberi.',
    role_taken: 'Il posto **{{role}}** è occupato o non esiste.',
    already_seated: 'Sei già seduto in `{{id}}` come **{{role}}**.',
    not_started:
      'La partita `{{id}}` non è ancora iniziata: i giocatori entrano con `/game join` e `/game start` la avvia.',
    not_in_lobby: 'La partita `{{id}}` è già iniziata.',
    not_active: 'La partita `{{id}}` non è in corso ({{status}}).',
    not_seated: 'Non hai un posto nella partita `{{id}}`.',
    not_creator: 'Solo chi ha creato la partita o chi ha Gestisci server può farlo.',
    not_enough_players: 'Nessuno si è ancora unito a `{{id}}`.',
    no_bots: '{{title}} non può dare posti ai bot; {{missing}} posto/i ancora vuoti.',
    stale: 'La partita è andata avanti da quel messaggio; ecco cosa puoi fare ora.',
    conflict: 'Altri hanno agito nello stesso momento e la partita è andata avanti; riprova.',
    seat_changed:
      'Il posto **{{role}}** di `{{id}}` è cambiato nel frattempo (qualcuno è entrato, è uscito, è stato sostituito o l’ha lasciato a un bot): non è stato fatto nulla. Guarda `/game status` e riprova se serve ancora.',
    status_changed: 'La partita `{{id}}` è cambiata nel frattempo (ora è {{status}}): non è stato fatto nulla.',
    duplicate: 'Già fatto.',
    bad_action: 'Azione non comprensibile: {{detail}}',
    not_your_turn: 'Non è il tuo turno.',
    ambiguous:
      '`{{option}}:{{typed}}` corrisponde a più di una scelta: {{choices}}. Non è stato fatto nulla; scrivi di più del nome.',
    bad_input: 'Non riesco a leggere: {{detail}}',
    heavy_running:
      'Hai già un lavoro lungo in corso qui (un’importazione, o la storia di una partita lunga): aspetta che finisca.',
    heavy_limit:
      'Hai avviato {{n}} lavori lunghi (importazioni, storie di partite lunghe) negli ultimi {{minutes}} minuti: riprova tra {{wait}} min.',
    unknown_command: 'Comando sconosciuto `{{name}}`.',
    see_rule: 'Regola {{section}}: `{{command}}`',
  },
  admin: {
    who: '`{{id}}`: {{count}} giocatore/i devono muovere.',
    deadline_at: 'Scadenza {{when}}.',
    deadline_paused: 'L’orologio è in pausa.',
    mentions_on: 'Sarai menzionato nei promemoria.',
    mentions_off: 'Non sarai più menzionato nei promemoria (il tuo posto viene comunque nominato).',
    deadline_set: '{{user}} ha impostato la scadenza di `{{id}}`: {{when}}.',
    deadline_off: '{{user}} ha tolto le scadenze di `{{id}}`.',
    deadline_extended: '{{user}} ha prolungato la scadenza di `{{id}}`: ora {{when}}.',
    deadline_paused_by: '{{user}} ha fermato l’orologio di `{{id}}`.',
    deadline_resumed: '{{user}} ha fatto ripartire l’orologio di `{{id}}`: scadenza {{when}}.',
    no_deadline: '`{{id}}` non ha una scadenza in corso.',
    not_paused: 'L’orologio di `{{id}}` non è in pausa.',
    substituted: '{{user}} ha dato il posto **{{role}}** di `{{id}}` a {{who}}.',
    botified: '{{user}} ha ceduto **{{role}}** di `{{id}}` a un bot.',
    kicked: '{{user}} ha rimosso {{who}} da `{{id}}`.',
    kick_not_seated: '{{who}} non ha un posto in `{{id}}`.',
    nothing_to_undo: 'Non c’è niente da annullare in `{{id}}`.',
    undo_closed: 'Da allora in `{{id}}` si sono tirati dadi o rivelato qualcosa: non si può annullare.',
    undone: '{{user}} ha annullato l’ultima mossa di `{{id}}` (torna alla mossa {{version}}).',
    rolled_back: '{{user}} ha riportato `{{id}}` all’inizio della fase (mossa {{version}}).',
    paused: '{{user}} ha messo in pausa `{{id}}`.',
    resumed: '{{user}} ha ripreso `{{id}}`.',
    ended: '{{user}} ha terminato `{{id}}`.',
    history: 'Storia di `{{id}}`, pagina {{page}}/{{pages}} (mappa dopo la mossa {{version}}):',
    export_public:
      'La partita `{{id}}` è ancora in corso: ecco la sua storia pubblica (il registro completo arriva alla fine).',
    exported: 'L’intera partita `{{id}}` ({{actions}} mosse). `/game import` la rigioca.',
    import_bad: 'Quel file non è un’esportazione di Chancery.',
    import_forbidden:
      'Importare una partita ti rende il suo game master: serve Gestisci server in questo server (oppure fallo nei tuoi DM con il bot).',
    import_too_big: 'Quel file pesa {{size}}; un’esportazione può pesare al massimo {{max}}.',
    import_too_long: 'Quel file ha {{moves}} mosse; un’importazione può rigiocarne al massimo {{max}}.',
    import_control:
      'Quel file contiene un carattere di controllo (come NUL) in `{{path}}`: non è un’esportazione scritta da Chancery.',
    import_too_deep:
      'Quel file annida liste o oggetti a più di {{max}} livelli: non è un’esportazione scritta da Chancery.',
    import_illegal: 'La mossa {{version}} di quel file non è una mossa legale di quel gioco ({{detail}}).',
    import_mismatch: 'Rigiocando quel file non si ottiene lo stato con cui è stato esportato.',
    imported: 'Importata come `{{id}}`: {{actions}} mosse rigiocate, stato {{hash}}.',
    stats: 'Statistiche di {{who}}:',
    stats_line: '{{games}} giocate, {{wins}} vinte',
    stats_none: 'Ancora nessuna partita finita.',
    talk_forbidden: 'Le regole di {{title}} non permettono trattative private.',
    talk_guild_only: 'I thread privati esistono solo nei canali di un server.',
    talk_not_player: 'Quella persona non ha un posto in questa partita.',
    talk_opened: 'È stato aperto un thread privato: {{name}}.',
  },
  deadline: {
    reminder: 'Promemoria per `{{id}}`: {{who}} devono ancora muovere. Scadenza {{when}}.',
    passed: 'La scadenza di `{{id}}` è passata.',
    defaulted: '{{role}} ha eseguito l’azione predefinita.',
    botified: '{{role}} ora è giocato da un bot.',
  },
  turn: {
    menu: 'Cosa posso fare?',
    my_view: 'La mia vista',
    full_board: 'Tabellone intero',
    menu_for: 'Le tue opzioni come {{role}}:',
    more_actions: '…e altre {{count}}: usa `/play action:` e scrivi per cercare.',
    played: 'Fatto.',
    to_act: 'Tocca a te: {{mentions}}',
    secret_action: 'ha fatto una mossa segreta.',
    game_over: 'Partita finita. {{summary}}',
    log_thread: 'Registro: {{title}} {{id}}',
    more_in_log_one: '(… 1 riga precedente di questa mossa: il registro completo è nel thread della partita)',
    more_in_log_other:
      '(… {{count}} righe precedenti di questa mossa: il registro completo è nel thread della partita)',
    log_page: '**Registro di `{{id}}`** (pagina {{page}}/{{pages}}; ◀ ▶ per il resto)',
    table_updated: 'Fatto: il messaggio del tavolo è aggiornato.',
  },
};
