import { recordsEn } from './records.js';

/** English strings of the platform (namespace `common`). Game strings live with each game. */
export const en = {
  // /game replay, stats, leaderboard (issue #33)
  ...recordsEn,
  command: {
    game: {
      description: 'Create, join and manage games at this table',
      new: {
        description: 'Create a new game in this channel (or in this DM)',
        opt_game: 'Which game',
        opt_seats: 'How many players (seats); empty seats can be filled with bots at start',
        opt_bots: 'How many of the seats are bots from the start',
        opt_options: 'Game options as key=value pairs, e.g. edition=classic-it endYear=1910',
        success:
          '{{user}} created **{{title}}** `{{id}}` with {{seats}} seats ({{roles}}). Join with `/game join game:{{id}}`, then `/game start`.',
        solo: '{{user}} started a solo game of **{{title}}** `{{id}}` against the bots.',
      },
      join: {
        description: 'Take a seat in a game that is waiting for players',
        opt_role: 'The seat (role) you want; empty for the next free one',
        success: '{{user}} joined `{{id}}` as **{{role}}**.',
      },
      leave: {
        description: 'Leave a game (before the start, or hand your seat to a bot during play)',
        success_lobby: '{{user}} left the seat **{{role}}** of `{{id}}`.',
        success_bot: '{{user}} left `{{id}}`; a bot now plays **{{role}}**.',
      },
      start: {
        description: 'Start the game (empty seats are filled with bots where the game has them)',
        success: '**{{title}}** `{{id}}` has started. Seats: {{seats}}.',
      },
      status: { description: 'Show a game: seats, whose turn it is, options' },
      list: {
        description: 'List the games in this channel',
        empty: 'No games in this channel yet. Create one with `/game new`.',
        header: 'Games in this channel:',
        unavailable: 'a game of `{{kind}}`, which this version of the bot does not have (unavailable)',
      },
      abandon: {
        description: 'Abandon a game (its creator or a member with Manage Server)',
        success: '`{{id}}` was abandoned by {{user}}.',
      },
      who: { description: 'Who still owes a move, and the deadline' },
      mentions: { description: 'Turn reminder mentions on or off for you', opt_on: 'Mention me in reminders' },
      deadline: {
        description: 'Deadlines of this game (game master)',
        set: { description: 'Set the time each player (or phase) has; 0 turns deadlines off' },
        extend: { description: 'Give more time to the current deadline' },
        pause: { description: 'Stop the clock' },
        resume: { description: 'Start the clock again' },
        opt_minutes: 'Minutes',
        opt_time: 'How long or until when: 2d 3h, 48h, 90m, 2026-12-01 18:00 (UTC)',
        opt_reminder: 'Minutes before the deadline when late players are nudged',
      },
      substitute: {
        description: 'Give a seat to another person (game master)',
        opt_seat: 'The seat (role)',
        opt_user: 'The person',
      },
      botify: { description: 'Hand a seat to a bot (your own, or any as game master)' },
      kick: { description: 'Remove a player; a bot takes the seat (game master)' },
      undo: { description: 'Undo the last move (game master; not past a die roll or a reveal)' },
      rollback: { description: 'Go back to the start of the current phase or turn (game master)' },
      pause: { description: 'Pause the game: no moves, no deadlines (game master)' },
      resume: { description: 'Resume a paused game (game master)' },
      end: { description: 'End the game now (game master)' },
      history: { description: 'Page through the moves with the map', opt_page: 'Page' },
      export: { description: 'Download the game as a JSON file (the full log once it is finished)' },
      import: { description: 'Replay an exported game here', opt_file: 'The exported .json file' },
      stats: { description: 'Games played and won in this server', opt_user: 'Whose statistics' },
      talk: {
        description: 'Open a private thread with another player (where the rules allow it)',
        opt_with: 'The player',
      },
      opt_game_id: 'The game id (defaults to the only game in this channel)',
    },
    play: {
      description: 'Make a move in your game (any legal action, searchable)',
      opt_action: 'Start typing: only what you may do now is offered',
    },
    rules: {
      description: 'Look a rule or a card up, in any game',
      opt_game: 'Which game (all games when empty)',
      topic: {
        description: 'A rule section: type a number, a word or a question',
        opt_topic: 'Section number, term or question (e.g. 8.7, dispute, convoy)',
      },
      search: { description: 'Search the rules of every game', opt_query: 'What are you looking for?' },
      card: {
        description: 'A card of any game, and where it is in this channel’s game',
        opt_name: 'Card name',
        where_deck: 'In game `{{id}}` this card has not been played yet (in a deck or in someone’s hand).',
        where_discard: 'In game `{{id}}` this card is in the discard pile.',
        where_played: 'In game `{{id}}` this card has been played.',
        where_out: 'In game `{{id}}` this card is out of the game.',
        where_unknown: 'Game `{{id}}` does not use this card in its current set-up.',
      },
      none: 'Nothing found for “{{query}}”. Try another word, or a section number like 8.7.',
      also: 'Also relevant:',
    },
    help: {
      description: 'How to use Chancery',
    },
  },
  help: {
    title: 'Chancery — historical strategy games in Discord',
    body:
      'Games: {{games}}.\n' +
      '• `/game new game:<game> seats:<n>` creates a game here; `/game join`, then `/game start` (bots fill empty seats).\n' +
      '• `/game status` and `/game list` show what is going on; `/game leave` hands your seat to a bot.\n' +
      '• Each game has its own command for its moves (named above); `/play` works for every game.\n' +
      '• The channel stays calm: one table message per game is updated in place, every move is in the game’s log thread, and a new post comes only for a dispute, a battle, a phase result or the end.\n' +
      '• Deadlines as you say them: `/game deadline set time:2d 3h` (or `48h`, `90m`, `2026-12-01 18:00` UTC).\n' +
      '• Private things (your hand, your orders) are only ever shown to you.\n' +
      '• Play alone: create a game with `seats:1` or in a DM with the bot (La Belle Époque: `options:soloPower=france` picks your Power).\n' +
      '• `/rules` looks any rule or card up; `/game who` shows who is holding the game up.',
  },
  status: {
    seat_n: 'Player {{n}}',
    title: '{{title}} `{{id}}` — {{status}}',
    seats: 'Seats',
    to_act: 'To act',
    how_to_play: 'How to play',
    how_to_play_value:
      'Type `{{command}}` (its subcommands are your moves), or use the buttons; `/rules` explains the rules.',
    nobody: 'nobody',
    version: 'Move {{version}}',
    empty_seat: '(empty)',
    bot: 'bot',
    options: 'Options',
    result: 'Result',
    winners: 'Winner(s): {{winners}}',
    draw: 'No winner (draw)',
    solo_level:
      '{{level}} — {{power}} {{vp}} VP ({{bonus}}). Levels (§13.10): under 75 overwhelming defeat, 75–84 marginal defeat, 85–94 minor victory, 95–109 significant victory, 110+ overwhelming victory.',
    early_bonus: 'with +{{bonus}} for the early end',
    no_early_bonus: 'no early-end bonus',
    level: {
      overwhelming_defeat: 'Overwhelming defeat',
      marginal_defeat: 'Marginal defeat',
      minor_victory: 'Minor victory',
      significant_victory: 'Significant victory',
      overwhelming_victory: 'Overwhelming victory',
    },
    solo_won: 'Solo victory: {{vp}} VP, target {{target}} (next game: target +5).',
    solo_lost: 'Solo defeat: {{vp}} VP of the {{target}} needed.',
    lobby: 'waiting for players',
    active: 'in progress',
    finished: 'finished',
    abandoned: 'abandoned',
    paused: 'paused',
    unavailable: 'unavailable',
  },
  core: {
    engine_version:
      'This {{game}} game was played on engine version {{stored}}; this bot runs {{current}}, whose rules changed since. Replaying its moves here could give a different game, so this is refused. Finish it on a bot running {{stored}}, or start a new game.',
  },
  error: {
    wrong_kind: 'Game `{{id}}` is a game of {{title}}; this command is for another game.',
    dms_closed:
      '{{count}} private message(s) could not be delivered because DMs are closed; they will be shown to their owner at their next command.',
    generic: 'Something went wrong on our side; nothing was changed. Please try again.',
    db_unavailable:
      'Sorry: the database cannot be reached just now, so nothing was done. Please try again in a minute.',
    db_in_doubt:
      'Sorry: the connection to the database broke while this was being saved, so it may or may not have been done. Look at `/game status` before trying again.',
    unknown_game: 'There is no game `{{id}}` here.',
    act_in_channel:
      'Game `{{id}}` is played in its own channel: do that there ({{where}}). Here you get private answers only.',
    no_game_here: 'There is no game in this channel. Create one with `/game new`.',
    several_games: 'Several games run in this channel ({{ids}}); say which with `game:`.',
    unknown_kind: 'Unknown game `{{kind}}`. Games: {{games}}.',
    kind_unavailable:
      'Game `{{id}}` is a game of `{{kind}}`, which this version of the bot does not have: it cannot be played, shown or changed until a version that has it runs. Nothing was done.',
    bad_seats: '{{title}} takes {{min}}–{{max}} players; you asked for {{seats}}.',
    bad_options: 'Those options do not fit {{title}}: {{detail}}. Its options: {{keys}}.',
    bad_duration:
      'I cannot read “{{text}}” as a time. Write it like `2d 3h`, `48h`, `90m`, or a date `2026-12-01 18:00` (UTC).',
    past_deadline: '“{{text}}” is already past.',
    unknown_options:
      '{{title}} has no option {{unknown}}. Its options: {{keys}} (written `options:key=value key2=value2`).',
    game_full: 'Game `{{id}}` has no free seat.',
    role_taken: 'The seat **{{role}}** is taken or does not exist.',
    already_seated: 'You already sit in `{{id}}` as **{{role}}**.',
    not_started: 'Game `{{id}}` has not started yet: its players join with `/game join`, and `/game start` starts it.',
    not_in_lobby: 'Game `{{id}}` has already started.',
    not_active: 'Game `{{id}}` is not in progress ({{status}}).',
    not_seated: 'You have no seat in game `{{id}}`.',
    not_creator: 'Only the game’s creator or a member with Manage Server may do that.',
    not_enough_players: 'Nobody has joined `{{id}}` yet.',
    no_bots: '{{title}} cannot fill seats with bots; {{missing}} seat(s) are still empty.',
    stale: 'The game has moved on since that message; here is what you can do now.',
    conflict: 'Others were acting at the same moment and the game moved on; please try again.',
    seat_changed:
      'The seat **{{role}}** of `{{id}}` changed while this was being done (someone joined, left, was replaced or handed it to a bot): nothing was done. Look at `/game status` and try again if it still applies.',
    status_changed: 'Game `{{id}}` changed meanwhile (it is now {{status}}): nothing was done.',
    duplicate: 'That was already done.',
    bad_action: 'That action is not understood: {{detail}}',
    not_your_turn: 'It is not your turn.',
    ambiguous:
      '`{{option}}:{{typed}}` fits more than one choice: {{choices}}. Nothing was done; type more of the name.',
    bad_input: 'I could not read that: {{detail}}',
    heavy_running:
      'You already have a long job running here (an import, or the history of a long game): wait for it to finish.',
    heavy_limit:
      'You have started {{n}} long jobs (imports, histories of long games) in the last {{minutes}} minutes: try again in {{wait}} min.',
    unknown_command: 'Unknown command `{{name}}`.',
    see_rule: 'Rule {{section}}: `{{command}}`',
  },
  admin: {
    who: '`{{id}}`: {{count}} player(s) owe a move.',
    deadline_at: 'Deadline {{when}}.',
    deadline_paused: 'The clock is paused.',
    mentions_on: 'You will be mentioned in reminders.',
    mentions_off: 'You will no longer be mentioned in reminders (your seat is still named).',
    deadline_set: '{{user}} set the deadline of `{{id}}`: {{when}}.',
    deadline_off: '{{user}} turned the deadlines of `{{id}}` off.',
    deadline_extended: '{{user}} extended the deadline of `{{id}}`: now {{when}}.',
    deadline_paused_by: '{{user}} paused the clock of `{{id}}`.',
    deadline_resumed: '{{user}} restarted the clock of `{{id}}`: deadline {{when}}.',
    no_deadline: '`{{id}}` has no running deadline.',
    not_paused: 'The clock of `{{id}}` is not paused.',
    substituted: '{{user}} gave the seat **{{role}}** of `{{id}}` to {{who}}.',
    botified: '{{user}} handed **{{role}}** of `{{id}}` to a bot.',
    kicked: '{{user}} removed {{who}} from `{{id}}`.',
    kick_not_seated: '{{who}} has no seat in `{{id}}`.',
    nothing_to_undo: 'There is nothing to undo in `{{id}}`.',
    undo_closed: 'Dice were rolled or something was revealed since then in `{{id}}`: it cannot be undone.',
    undone: '{{user}} undid the last move of `{{id}}` (back to move {{version}}).',
    rolled_back: '{{user}} rolled `{{id}}` back to the start of the phase (move {{version}}).',
    paused: '{{user}} paused `{{id}}`.',
    resumed: '{{user}} resumed `{{id}}`.',
    ended: '{{user}} ended `{{id}}`.',
    history: 'History of `{{id}}`, page {{page}}/{{pages}} (map after move {{version}}):',
    export_public: 'The game `{{id}}` is still running: here is its public history (the full log comes when it ends).',
    exported: 'The whole game `{{id}}` ({{actions}} moves). `/game import` replays it.',
    import_bad: 'That file is not a Chancery game export.',
    import_forbidden:
      'Importing a game makes you its game master: it takes Manage Server in this server (or do it in your own DM with the bot).',
    import_too_big: 'That file is {{size}}; an export may be at most {{max}}.',
    import_too_long: 'That file has {{moves}} moves; an import may replay at most {{max}}.',
    import_control:
      'That file has a control character (such as NUL) in `{{path}}`: it is not an export Chancery wrote.',
    import_too_deep: 'That file nests lists or objects more than {{max}} deep: it is not an export Chancery wrote.',
    import_illegal: 'Move {{version}} of that file is not a legal move of that game ({{detail}}).',
    import_mismatch: 'Replaying that file does not give the state it was exported with.',
    imported: 'Imported as `{{id}}`: {{actions}} moves replayed, state {{hash}}.',
    stats: 'Statistics of {{who}}:',
    stats_line: '{{games}} played, {{wins}} won',
    stats_none: 'No finished games yet.',
    talk_forbidden: 'The rules of {{title}} do not allow private negotiation.',
    talk_guild_only: 'Private threads exist only in a server channel.',
    talk_not_player: 'That person has no seat in this game.',
    talk_opened: 'A private thread was opened: {{name}}.',
  },
  deadline: {
    reminder: 'Reminder for `{{id}}`: {{who}} still owe a move. Deadline {{when}}.',
    passed: 'The deadline of `{{id}}` passed.',
    defaulted: '{{role}} took the default action.',
    botified: '{{role}} is now played by a bot.',
  },
  turn: {
    menu: 'What can I do?',
    my_view: 'My view',
    full_board: 'Full board',
    menu_for: 'Your options as {{role}}:',
    more_actions: '…and {{count}} more: use `/play action:` and type to search.',
    played: 'Done.',
    to_act: 'Your turn: {{mentions}}',
    secret_action: 'made a secret move.',
    game_over: 'Game over. {{summary}}',
    log_thread: 'Log: {{title}} {{id}}',
    more_in_log_one: '(… 1 earlier line of this move: the whole log is in the game’s log thread)',
    more_in_log_other: '(… {{count}} earlier lines of this move: the whole log is in the game’s log thread)',
    log_page: '**Log of `{{id}}`** (page {{page}}/{{pages}}; ◀ ▶ for the rest)',
    table_updated: 'Done: the table message is updated.',
  },
};
