/** English strings of the platform (namespace `common`). Game strings live with each game. */
export const en = {
  command: {
    game: {
      description: 'Create, join and manage games at this table',
      new: {
        description: 'Create a new game in this channel (or in this DM)',
        opt_game: 'Which game',
        opt_seats: 'How many players (seats); empty seats can be filled with bots at start',
        opt_bots: 'How many of the seats are bots from the start',
        opt_options: 'Game options as key=value pairs, e.g. edition=classic-it endYear=1910',
        success: '{{user}} created **{{title}}** `{{id}}` with {{seats}} seats ({{roles}}). Join with `/game join game:{{id}}`, then `/game start`.',
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
      },
      abandon: {
        description: 'Abandon a game (its creator or a member with Manage Server)',
        success: '`{{id}}` was abandoned by {{user}}.',
      },
      opt_game_id: 'The game id (defaults to the only game in this channel)',
    },
    play: {
      description: 'Make a move in your game (any legal action, searchable)',
      opt_action: 'Start typing: only what you may do now is offered',
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
      '• Each game has its own command for its moves (see `/game status`).\n' +
      '• Private things (your hand, your orders) are only ever shown to you.\n' +
      '• Play alone: create a game with `seats:1` or in a DM with the bot.',
  },
  status: {
    title: '{{title}} `{{id}}` — {{status}}',
    seats: 'Seats',
    to_act: 'To act',
    nobody: 'nobody',
    version: 'Move {{version}}',
    empty_seat: '(empty)',
    bot: 'bot',
    options: 'Options',
    result: 'Result',
    winners: 'Winner(s): {{winners}}',
    draw: 'No winner (draw)',
    lobby: 'waiting for players',
    active: 'in progress',
    finished: 'finished',
    abandoned: 'abandoned',
  },
  error: {
    generic: 'Something went wrong on our side; nothing was changed. Please try again.',
    unknown_game: 'There is no game `{{id}}`.',
    no_game_here: 'There is no game in this channel. Create one with `/game new`.',
    several_games: 'Several games run in this channel ({{ids}}); say which with `game:`.',
    unknown_kind: 'Unknown game `{{kind}}`. Games: {{games}}.',
    bad_seats: '{{title}} takes {{min}}–{{max}} players; you asked for {{seats}}.',
    bad_options: 'Those options do not fit {{title}}: {{detail}}',
    game_full: 'Game `{{id}}` has no free seat.',
    role_taken: 'The seat **{{role}}** is taken or does not exist.',
    already_seated: 'You already sit in `{{id}}` as **{{role}}**.',
    not_in_lobby: 'Game `{{id}}` has already started.',
    not_active: 'Game `{{id}}` is not in progress ({{status}}).',
    not_seated: 'You have no seat in game `{{id}}`.',
    not_creator: 'Only the game’s creator or a member with Manage Server may do that.',
    not_enough_players: 'Nobody has joined `{{id}}` yet.',
    no_bots: '{{title}} cannot fill seats with bots; {{missing}} seat(s) are still empty.',
    stale: 'The game has moved on since that message; here is what you can do now.',
    conflict: 'Others were acting at the same moment and the game moved on; please try again.',
    duplicate: 'That was already done.',
    bad_action: 'That action is not understood: {{detail}}',
    not_your_turn: 'It is not your turn.',
    bad_input: 'I could not read that: {{detail}}',
    unknown_command: 'Unknown command `{{name}}`.',
    see_rule: 'Rule {{section}}: `/rules game:{{game}} topic:{{section}}`',
  },
  turn: {
    menu: 'What can I do?',
    my_view: 'My view',
    menu_for: 'Your options as {{role}}:',
    more_actions: '…and {{count}} more: use `/play action:` and type to search.',
    played: 'Done.',
    to_act: 'Your turn: {{mentions}}',
    game_over: 'Game over. {{summary}}',
  },
};
