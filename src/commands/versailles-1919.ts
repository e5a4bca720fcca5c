import type { GameUi } from '../bot/game-ui.js';
import { renderVrInline } from './inline-boards.js';
import type { LoadedGame } from '../bot/table.js';
import { Refusal } from '../bot/types.js';
import { versailles1919, type VersaillesAction, type VersaillesState } from '../engine/versailles-1919/index.js';
import { specCommand } from './kit/game-command.js';
import { SLUG, actionText, namingContext } from './versailles-1919/names.js';
import * as vr from './versailles-1919/present.js';
import { ACTION_SUBS, matches, valuesOf, type ActionType, type SubSpec } from './versailles-1919/spec.js';
import { vt } from './versailles-1919/text.js';

/**
 * `/versailles`: Versailles 1919 at the table. One subcommand per decision of the engine's action
 * union (placements, settling, recovery, deployments, bids, options, event answers, Strategy cards,
 * the negotiated transfer), every option autocompleted from `legalActions` only; then the actions
 * menu, the status and the board. Handlers are thin (the game-command kit): options → one legal
 * action → `table.act` → the reply. Negotiation is free table talk, so the game opens no private threads.
 */

/**
 * Nothing legal matches: what was asked goes to the engine, which says why not (its code and rule).
 * Only actions whose shape the options fully give can be sent; otherwise the generic refusal.
 */
function refusedAction(spec: SubSpec, given: Map<string, string>, role: string, game: LoadedGame): unknown {
  const g = (k: string) => given.get(k);
  const n = (k: string) => Number(g(k) ?? 'x');
  const type = spec.types[0]!;
  switch (type) {
    case 'place':
      if (g('issue1') && g('issue2'))
        return { type, issues: [g('issue1'), g('issue2')], cubes: [n('cubes1') || 1, n('cubes2') || 1] };
      break;
    case 'settle':
    case 'keep':
      if (g('issue')) return { type, issue: g('issue') };
      break;
    case 'deploy':
      if (g('region') && g('column'))
        return { type, from: g('from') ?? 'available', region: g('region'), column: n('column') };
      break;
    case 'bid':
      return { type, units: n('units') || 0, cubes: n('cubes') || 0, regionUnit: g('region_unit') === 'yes' };
    case 'end_turn':
    case 'pass':
    case 'accept_swap':
    case 'decline_swap':
      return { type };
    default:
      break;
  }
  if (versailles1919.legalActions(vr.state(game), role).length === 0)
    throw new Refusal(`${SLUG}.error.not_your_turn`, { role }, `${SLUG}:4.1`);
  throw new Refusal(`${SLUG}.error.illegal_action`, { action: type }, `${SLUG}:4.1`);
}

export const versaillesCommand = specCommand<VersaillesState, VersaillesAction, SubSpec>({
  name: 'versailles',
  module: versailles1919,
  ids: vr.VR_IDS,
  text: vt,
  notOursKey: 'ui.not_versailles',
  subs: ACTION_SUBS,
  matches,
  valuesOf,
  refusedAction,
  // a seat decides for the nation the rules hand it now (a solo bot's open choice, a transfer)
  valueLabel: (L, s, field, raw, a, role) => vr.valueLabel(L, s, field, raw, a, vr.actorOf(s, role)),
  actionLabel: (ctx, s, a, role) => actionText(ctx, s, a, vr.actorOf(s, role)),
  headerFor: vr.headerFor,
  actionRows: vr.actionRows,
  actionBar: vr.actionBar,
  outcome: vr.vrOutcome,
  renderMap: vr.renderVrMap,
  /** Types a button applies at once when they are the only one of their kind: they take no choice. */
  oneClick: new Set<ActionType>(['end_turn', 'pass', 'accept_swap', 'decline_swap', 'usa_recover']),
  // a seat not on the move may still owe a choice (solo), so the actions menu looks for one
  idleMenu: true,
});

/** Versailles 1919's table: its command, board, status and card whereabouts (no private threads: talk is free). */
export const versaillesUi: GameUi = {
  slug: SLUG,
  command: versaillesCommand,
  renderMap: vr.renderVrMap,
  renderInline: renderVrInline,
  statusEmbed: vr.vrStatusEmbed,
  cardLocation: vr.vrCardLocation,
  naming: (ctx, state) => namingContext(ctx, state as VersaillesState | null),
};
