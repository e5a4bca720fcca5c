// The table's own words for /dip (commands, modal, menus, results, status), English and Italian.
// The engine's texts (errors, parse errors, seasons, phases, reasons) live in the game module's locales.
import type { Locale } from '../../bot/i18n/index.js';
import { commandTexts } from '../kit/texts.js';
import { diplomacy } from '../../engine/diplomacy/index.js';

const en = {
  cmd: {
    description: 'Diplomacy: write your orders, mark ready, see the map and past phases',
    orders: 'Write your orders (no text: opens a box for all of them, one per line)',
    order: 'Give orders step by step with menus (unit, order, target): handy on a phone',
    ready: 'Mark your orders final for this phase (the phase is adjudicated when everyone is ready)',
    unready: 'Take back "ready" to change your orders',
    draw: 'Vote for (or withdraw your vote for) a draw shared by every surviving power',
    map: 'The map as it stands now',
    history: 'A past phase: its orders, their outcomes and its map',
    status: 'Year, season and phase, supply centres and who is ready',
    opt: {
      text: 'Orders, separated by ";" (e.g. A par - bur; F bre - mao). Names in English or Italian',
      show: 'Only show the orders you have given so far',
      game: 'Game id (only if the channel has several games)',
      vote: 'true to vote for a draw, false to withdraw your vote',
      phase: 'Phase number (see the list without it)',
      zone: 'A part of the board, drawn larger',
      mine: 'Your own orders so far on the map (only you see it)',
      confirm: 'Mark ready even with orders missing (units hold, builds are waived)',
    },
  },
  ui: {
    modal_title: 'Orders: {{phase}}',
    via_convoy: '(via convoy)',
    modal_label: 'One order per line',
    modal_placeholder: 'A par - bur\nF bre - mao\nA mar S A par - bur',
    no_box: 'Where no box can open, type them in one line: `/dip orders text:"A par - bur; F bre - mao"`.',
    saved: 'Orders saved for **{{power}}** ({{count}}).',
    yours: 'Your orders for **{{phase}}** (secret until the phase is adjudicated):',
    power_orders: '**{{power}}**{{ready}}',
    ready_mark: ' ✅ ready',
    none: '—',
    unordered: 'No order yet (holds / civil disorder): {{units}}',
    builds_owed: 'Builds allowed: {{n}}',
    removals_owed: 'Removals required: {{n}}',
    problems: 'Not saved:',
    problem: '`{{line}}`: {{message}}',
    suggestion: ' (did you mean **{{suggestion}}**?)',
    not_yours: 'you do not play {{power}}',
    nothing_owed: 'You have nothing to order in this phase.',
    not_seated: 'You have no power in game `{{id}}`.',
    not_dip: '`{{id}}` is not a Diplomacy game',
    stale_phase:
      'The phase has moved on since that box was opened: nothing was saved. Your text was:\n```\n{{text}}\n```',
    stale_menu: 'The phase has moved on since that menu was shown.',
    ready: '**{{power}}** is ready.',
    unready: '**{{power}}** is no longer ready.',
    already_ready: 'You were already marked ready.',
    ready_missing: 'Not marked ready: some orders are missing.',
    missing_units: '**{{power}}**: no order for {{units}} (they would hold).',
    missing_retreats: '**{{power}}**: no retreat for {{units}} (they would be disbanded).',
    missing_builds: '**{{power}}**: {{n}} build(s) not ordered (they would be lost: waived).',
    missing_removals: '**{{power}}**: {{n}} removal(s) not ordered (the rules would choose them: civil disorder).',
    ready_confirm_hint:
      'Order them first, or mark ready on purpose with `/dip ready confirm:true` or **Ready anyway** below.',
    not_ready: 'You were not marked ready.',
    draw_yes: '**{{power}}** votes for a draw ({{votes}}/{{alive}}).',
    draw_no: '**{{power}}** withdraws its draw vote ({{votes}}/{{alive}}).',
    results: 'Results: {{phase}}',
    results_footer: 'Phase {{n}} of the history · /dip history phase:{{n}}',
    lost: 'Removed',
    lost_no_retreat: '{{power}}: {{unit}} is disbanded: it had nowhere to retreat (§XI)',
    lost_disbanded: '{{power}}: {{unit}} is disbanded (§XI)',
    lost_removed: '{{power}}: {{unit}} is removed (§XIII.2)',
    dislodged: 'Dislodged',
    centres: 'Supply centres',
    centre_line: '**{{power}}**: $t(ui.n_centres, {"count": {{centres}} }), $t(ui.n_units, {"count": {{units}} })',
    n_centres_one: '{{count}} centre',
    n_centres_other: '{{count}} centres',
    n_units_one: '{{count}} unit',
    n_units_other: '{{count}} units',
    now: 'Now: **{{phase}}**.',
    ready_count: 'Ready: {{ready}} of {{owing}} powers that owe orders.',
    ready_count_waiting: 'Ready: {{ready}} of {{owing}} powers that owe orders; waiting for {{waiting}}.',
    why_time_limit_centres:
      'The agreed last year ({{year}}) is over, and the largest power then wins: {{n}} supply centres (§III).',
    why_time_limit_units:
      'The agreed last year ({{year}}) is over, and the largest power then wins: {{n}} units (§III).',
    waiting: 'Waiting for',
    ready_list: 'Ready',
    votes: 'Draw votes',
    to_win: 'To win',
    win_centres: '{{n}} supply centres for one power',
    win_side_units: '{{n}} units for one side (two-player game)',
    to_act: 'Your move: {{mentions}}',
    game_over: 'The game is over: {{summary}}',
    winners: 'won by {{winners}}',
    draw_result: 'a draw',
    no_history: 'No phase has been adjudicated yet.',
    history_list: 'Adjudicated phases (use /dip history phase:<n>):',
    bad_phase: 'There is no phase {{n}}: the history has {{count}}.',
    no_map: 'No map image here.',
    own_orders: '{{phase}} · orders of {{power}} so far (only you see this)',
    zones: {
      balkans: 'Balkans',
      scandinavia: 'Scandinavia',
      'low-countries': 'Low Countries',
      britain: 'Britain',
      italy: 'Italy',
      iberia: 'Iberia',
      turkey: 'Turkey',
      russia: 'Russia',
    },
    pick_unit: 'Which unit? (orders so far: {{count}})',
    pick_type: '{{unit}}: which order?',
    pick_target: '{{unit}}, {{type}}: which one?',
    pick_supported: '{{unit}}, {{type}}: which unit?',
    more: '{{count}} more not listed: type them with /dip orders.',
    build: 'Build / waive',
    order_saved: 'Saved: **{{order}}** ({{power}}).',
    placeholder: 'Choose…',
    btn: {
      write: 'Write orders',
      guided: 'Order by menu',
      ready: 'Ready',
      ready_anyway: 'Ready anyway',
      show: 'My orders',
      map: 'Map',
    },
    hold_in_place: 'holds',
  },
};

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

const it: Shape<typeof en> = {
  cmd: {
    description: 'Diplomacy: scrivi gli ordini, dichiarati pronto, guarda la mappa e le fasi passate',
    orders: 'Scrivi gli ordini (senza testo: apre un riquadro per tutti, uno per riga)',
    order: 'Dai gli ordini passo per passo con i menu (unità, ordine, meta): comodo dal telefono',
    ready: 'Conferma i tuoi ordini per questa fase (si risolve quando tutti sono pronti)',
    unready: 'Ritira il "pronto" per cambiare gli ordini',
    draw: 'Vota (o ritira il voto) per una patta fra tutte le potenze rimaste',
    map: "La mappa com'è adesso",
    history: 'Una fase passata: ordini, esiti e mappa',
    status: 'Anno, stagione e fase, centri di rifornimento e chi è pronto',
    opt: {
      text: 'Ordini separati da ";" (es. A par - bor; F bre - mao). Nomi in italiano o inglese',
      show: 'Mostra soltanto gli ordini dati finora',
      game: 'Id della partita (solo se nel canale ce ne sono più di una)',
      vote: 'true per votare la patta, false per ritirare il voto',
      phase: "Numero della fase (senza, vedi l'elenco)",
      zone: 'Una parte della mappa, ingrandita',
      mine: 'I tuoi ordini finora sulla mappa (li vedi solo tu)',
      confirm: 'Segna pronto anche se mancano ordini (le unità restano ferme, le costruzioni si perdono)',
    },
  },
  ui: {
    modal_title: 'Ordini: {{phase}}',
    via_convoy: '(via mare)',
    modal_label: 'Un ordine per riga',
    modal_placeholder: 'A par - bor\nF bre - mao\nA mar S A par - bor',
    no_box: 'Dove non si apre nessun riquadro, scrivili su una riga: `/dip orders text:"A par - bor; F bre - mao"`.',
    saved: 'Ordini salvati per **{{power}}** ({{count}}).',
    yours: 'I tuoi ordini per **{{phase}}** (segreti fino alla risoluzione della fase):',
    power_orders: '**{{power}}**{{ready}}',
    ready_mark: ' ✅ pronta',
    none: '—',
    unordered: 'Ancora senza ordine (ferme / disordine civile): {{units}}',
    builds_owed: 'Costruzioni possibili: {{n}}',
    removals_owed: 'Unità da sciogliere: {{n}}',
    problems: 'Non salvati:',
    problem: '`{{line}}`: {{message}}',
    suggestion: ' (intendevi **{{suggestion}}**?)',
    not_yours: 'non giochi {{power}}',
    nothing_owed: 'In questa fase non hai ordini da dare.',
    not_seated: 'Non hai nessuna potenza nella partita `{{id}}`.',
    not_dip: '`{{id}}` non è una partita di Diplomacy',
    stale_phase:
      'La fase è cambiata da quando hai aperto il riquadro: non è stato salvato nulla. Avevi scritto:\n```\n{{text}}\n```',
    stale_menu: 'La fase è cambiata da quando è stato mostrato il menu.',
    ready: '**{{power}}** è pronta.',
    unready: '**{{power}}** non è più pronta.',
    already_ready: 'Eri già segnato come pronto.',
    ready_missing: 'Non sei segnato pronto: mancano alcuni ordini.',
    missing_units: '**{{power}}**: nessun ordine per {{units}} (resterebbero ferme).',
    missing_retreats: '**{{power}}**: nessuna ritirata per {{units}} (verrebbero sciolte).',
    missing_builds: '**{{power}}**: {{n}} costruzione/i non ordinata/e (andrebbe/ro perse: rinuncia).',
    missing_removals:
      '**{{power}}**: {{n}} rimozione/i non ordinata/e (le sceglierebbero le regole: disordine civile).',
    ready_confirm_hint:
      'Dai prima gli ordini, oppure conferma apposta con `/dip ready confirm:true` o **Pronto comunque** qui sotto.',
    not_ready: 'Non eri segnato come pronto.',
    draw_yes: '**{{power}}** vota per la patta ({{votes}}/{{alive}}).',
    draw_no: '**{{power}}** ritira il voto per la patta ({{votes}}/{{alive}}).',
    results: 'Esiti: {{phase}}',
    results_footer: 'Fase {{n}} della cronologia · /dip history phase:{{n}}',
    lost: 'Eliminate',
    lost_no_retreat: "{{power}}: l'unità {{unit}} viene sciolta: non aveva dove ritirarsi (§XI)",
    lost_disbanded: "{{power}}: l'unità {{unit}} viene sciolta (§XI)",
    lost_removed: "{{power}}: l'unità {{unit}} viene rimossa (§XIII.2)",
    dislodged: 'Sloggiate',
    centres: 'Centri di rifornimento',
    centre_line: '**{{power}}**: $t(ui.n_centres, {"count": {{centres}} }), $t(ui.n_units, {"count": {{units}} })',
    n_centres_one: '{{count}} centro',
    n_centres_other: '{{count}} centri',
    n_units_one: '{{count}} unità',
    n_units_other: '{{count}} unità',
    now: 'Ora: **{{phase}}**.',
    ready_count: 'Pronte: {{ready}} su {{owing}} potenze che devono dare ordini.',
    ready_count_waiting: 'Pronte: {{ready}} su {{owing}} potenze che devono dare ordini; si attende {{waiting}}.',
    why_time_limit_centres:
      "L'ultimo anno concordato ({{year}}) è finito e vince la potenza più grande in quel momento: {{n}} centri (§III).",
    why_time_limit_units:
      "L'ultimo anno concordato ({{year}}) è finito e vince la potenza più grande in quel momento: {{n}} unità (§III).",
    waiting: 'Si attende',
    ready_list: 'Pronte',
    votes: 'Voti per la patta',
    to_win: 'Per vincere',
    win_centres: '{{n}} centri di rifornimento per una potenza',
    win_side_units: '{{n}} unità per uno schieramento (partita a due)',
    to_act: 'Tocca a: {{mentions}}',
    game_over: 'La partita è finita: {{summary}}',
    winners: 'vince {{winners}}',
    draw_result: 'patta',
    no_history: 'Nessuna fase è stata ancora risolta.',
    history_list: 'Fasi risolte (usa /dip history phase:<n>):',
    bad_phase: 'Non esiste la fase {{n}}: la cronologia ne ha {{count}}.',
    no_map: "Qui non c'è l'immagine della mappa.",
    own_orders: '{{phase}} · ordini di {{power}} finora (li vedi solo tu)',
    zones: {
      balkans: 'Balcani',
      scandinavia: 'Scandinavia',
      'low-countries': 'Paesi Bassi',
      britain: 'Gran Bretagna',
      italy: 'Italia',
      iberia: 'Penisola iberica',
      turkey: 'Turchia',
      russia: 'Russia',
    },
    pick_unit: 'Quale unità? (ordini finora: {{count}})',
    pick_type: '{{unit}}: quale ordine?',
    pick_target: '{{unit}}, {{type}}: quale?',
    pick_supported: '{{unit}}, {{type}}: quale unità?',
    more: 'Altre {{count}} non elencate: scrivile con /dip orders.',
    build: 'Costruisci / rinuncia',
    order_saved: 'Salvato: **{{order}}** ({{power}}).',
    placeholder: 'Scegli…',
    btn: {
      write: 'Scrivi ordini',
      guided: 'Ordini col menu',
      ready: 'Pronto',
      ready_anyway: 'Pronto comunque',
      show: 'I miei ordini',
      map: 'Mappa',
    },
    hold_in_place: 'ferma',
  },
};

export const DIP_TEXT = { en, it };

/** The table's own text, through i18next (namespace `ui-diplomacy`). */
export const dt = commandTexts('ui-diplomacy', DIP_TEXT);

/** The engine's text (module locales, without the `diplomacy.` prefix): seasons, phases, powers, reasons. */
export const et = commandTexts('diplomacy-engine', diplomacy.locales as never);

export function powerName(locale: Locale, power: string): string {
  return et(locale, `role.${power}`);
}

/** "Spring 1901 movement" / "Primavera 1901: movimenti". */
export function phaseTitle(locale: Locale, p: { season: string; year: number; phase: string }): string {
  return et(locale, 'phase_title', {
    season: et(locale, `season.${p.season}`),
    year: p.year,
    phase: et(locale, `phase.${p.phase}`),
  });
}

const SEASONS = new Set(['spring', 'fall', 'winter']);
const PHASES = new Set(['movement', 'retreat', 'adjustment']);
const isPower = (locale: Locale, v: string) => et(locale, `role.${v}`) !== `role.${v}`;

/**
 * The engine's text parameters in words: Powers by name, provinces as their codes in capitals, seasons
 * and phases named. Ids only are changed, so a parameter already in words stays as it is.
 */
export function dipParams(locale: Locale, p: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...p };
  for (const k of ['power', 'winner'])
    if (typeof p[k] === 'string' && isPower(locale, p[k])) out[k] = powerName(locale, p[k]);
  for (const k of ['unit', 'centre', 'from'])
    if (typeof p[k] === 'string' && /^[a-z]{3}(\/[a-z]{2})?$/.test(p[k])) out[k] = p[k].toUpperCase();
  if (typeof p.season === 'string' && SEASONS.has(p.season)) out.season = et(locale, `season.${p.season}`);
  if (typeof p.phase === 'string' && PHASES.has(p.phase)) out.phase = et(locale, `phase.${p.phase}`);
  if (Array.isArray(p.side)) out.side = (p.side as string[]).map((x) => powerName(locale, x)).join(', ');
  return out;
}
