import type { en } from './en.js';

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

/** Italian strings of the platform: the same shape as English, checked by the type. */
export const it: Shape<typeof en> = {
  command: {
    game: {
      description: 'Crea, unisciti e gestisci le partite a questo tavolo',
      new: {
        description: 'Crea una nuova partita in questo canale (o in questo DM)',
        opt_game: 'Quale gioco',
        opt_seats: 'Quanti giocatori (posti); i posti vuoti possono essere dati ai bot all’avvio',
        opt_bots: 'Quanti posti sono bot fin dall’inizio',
        opt_options: 'Opzioni del gioco come chiave=valore, es. edition=classic-it endYear=1910',
        success: '{{user}} ha creato **{{title}}** `{{id}}` con {{seats}} posti ({{roles}}). Unisciti con `/game join game:{{id}}`, poi `/game start`.',
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
      },
      abandon: {
        description: 'Abbandona una partita (chi l’ha creata o chi ha Gestisci server)',
        success: '`{{id}}` è stata abbandonata da {{user}}.',
      },
      opt_game_id: 'L’id della partita (di norma l’unica partita del canale)',
    },
    play: {
      description: 'Fai una mossa nella tua partita (qualsiasi azione legale, con ricerca)',
      opt_action: 'Inizia a scrivere: sono proposte solo le azioni possibili ora',
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
      '• Ogni gioco ha il suo comando per le mosse (vedi `/game status`).\n' +
      '• Le cose private (la tua mano, i tuoi ordini) sono mostrate solo a te.\n' +
      '• Gioca da solo: crea una partita con `seats:1` o in un DM con il bot.',
  },
  status: {
    title: '{{title}} `{{id}}` — {{status}}',
    seats: 'Posti',
    to_act: 'Deve giocare',
    nobody: 'nessuno',
    version: 'Mossa {{version}}',
    empty_seat: '(vuoto)',
    bot: 'bot',
    options: 'Opzioni',
    result: 'Risultato',
    winners: 'Vincitore/i: {{winners}}',
    draw: 'Nessun vincitore (patta)',
    lobby: 'in attesa di giocatori',
    active: 'in corso',
    finished: 'finita',
    abandoned: 'abbandonata',
  },
  error: {
    generic: 'Qualcosa è andato storto da parte nostra; non è cambiato nulla. Riprova.',
    unknown_game: 'Non esiste una partita `{{id}}`.',
    no_game_here: 'Non c’è nessuna partita in questo canale. Creane una con `/game new`.',
    several_games: 'In questo canale ci sono più partite ({{ids}}); indica quale con `game:`.',
    unknown_kind: 'Gioco sconosciuto `{{kind}}`. Giochi: {{games}}.',
    bad_seats: '{{title}} si gioca in {{min}}–{{max}}; hai chiesto {{seats}}.',
    bad_options: 'Queste opzioni non vanno bene per {{title}}: {{detail}}',
    game_full: 'La partita `{{id}}` non ha posti liberi.',
    role_taken: 'Il posto **{{role}}** è occupato o non esiste.',
    already_seated: 'Sei già seduto in `{{id}}` come **{{role}}**.',
    not_in_lobby: 'La partita `{{id}}` è già iniziata.',
    not_active: 'La partita `{{id}}` non è in corso ({{status}}).',
    not_seated: 'Non hai un posto nella partita `{{id}}`.',
    not_creator: 'Solo chi ha creato la partita o chi ha Gestisci server può farlo.',
    not_enough_players: 'Nessuno si è ancora unito a `{{id}}`.',
    no_bots: '{{title}} non può dare posti ai bot; {{missing}} posto/i ancora vuoti.',
    stale: 'La partita è andata avanti da quel messaggio; ecco cosa puoi fare ora.',
    conflict: 'Altri hanno agito nello stesso momento e la partita è andata avanti; riprova.',
    duplicate: 'Già fatto.',
    bad_action: 'Azione non comprensibile: {{detail}}',
    not_your_turn: 'Non è il tuo turno.',
    bad_input: 'Non riesco a leggere: {{detail}}',
    unknown_command: 'Comando sconosciuto `{{name}}`.',
    see_rule: 'Regola {{section}}: `/rules game:{{game}} topic:{{section}}`',
  },
  turn: {
    menu: 'Cosa posso fare?',
    my_view: 'La mia vista',
    menu_for: 'Le tue opzioni come {{role}}:',
    more_actions: '…e altre {{count}}: usa `/play action:` e scrivi per cercare.',
    played: 'Fatto.',
    to_act: 'Tocca a te: {{mentions}}',
    game_over: 'Partita finita. {{summary}}',
  },
};
