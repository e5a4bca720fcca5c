import type { Locale } from '../../bot/i18n/index.js';
import { engineTexts } from '../kit/texts.js';
import { NATIONAL, TERRITORIES, type TerritoryId } from '../../engine/belle-epoque/data/index.js';
import { belleEpoque, type BelleState } from '../../engine/belle-epoque/index.js';
import type { BelleAction } from '../../engine/belle-epoque/schema.js';
import type { BelleView } from '../../engine/belle-epoque/view.js';
import {
  boxName,
  cardName,
  fleetName,
  halfName,
  localizeParams,
  optionLabel,
  ownerName,
  powerName,
  territoryName,
} from './names.js';
import type { FieldSpec } from './spec.js';
import { LBE_TEXT, lt } from './text.js';

/**
 * Words for actions and option values, for menus and autocomplete. Everything shown here comes from
 * the acting role's own view (its hand, its pending prompt), never from another role's secrets.
 */
export interface Seen {
  locale: Locale;
  role: string;
  /** the acting role's view */
  view: BelleView;
  /** the full state: only to price a commitment by trying it on a copy (the engine's own number) */
  state: BelleState;
}

/** What a commitment costs, as the engine charges it: apply it to a copy and read the event. */
export function commitCost(seen: Seen, action: BelleAction): number | null {
  try {
    const r = belleEpoque.apply(seen.state, seen.role, action);
    const e = r.events.find((x) => x.key === 'belle-epoque.log.units_committed');
    return e ? Number(e.params?.cost ?? 0) : null;
  } catch {
    return null;
  }
}

function spaceLabel(seen: Seen, territory: string, space: number): string {
  const sp = seen.view.board[territory as TerritoryId]?.[space - 1];
  if (!sp || !sp.cube) return lt(seen.locale, 'ui.space_free', { n: space });
  return lt(seen.locale, 'ui.space_on', { n: space, owner: ownerName(seen.locale, sp.cube) });
}

/** One action in words, for a select menu (its cost for a commitment, its space for a mission). */
export function actionLabel(seen: Seen, a: BelleAction): string {
  const L = seen.locale;
  switch (a.type) {
    case 'commit': {
      const cost = commitCost(seen, a);
      if (a.fleets + a.minorFleets + a.armies + a.minorArmies === 0 && !a.card)
        return `${lt(L, 'ui.commit_nothing')} — £0`;
      return lt(L, 'ui.commit_label', {
        fleets: a.fleets + a.minorFleets,
        armies: a.armies + a.minorArmies,
        cost: cost ?? '?',
        extra: a.card ? lt(L, 'ui.commit_card', { card: halfName(L, 'I_military_mission') }) : '',
      });
    }
    case 'send_dm':
      return `${territoryName(L, a.territory)}, ${spaceLabel(seen, a.territory, a.space)}`;
    case 'resolve_dispute':
      return `${territoryName(L, a.territory)} ${lt(L, 'ui.space', { n: a.space })} — ${a.fleets + a.minorFleets} ${LBE_TEXT[L].cmd.opt.fleets}${a.card ? lt(L, 'ui.gunboat_with', { card: halfName(L, 'I_gunboat_diplomacy') }) : ''}`;
    case 'sell_armaments':
      return `${territoryName(L, a.territory)}${a.fleetFrom ? ` (${lt(L, 'ui.fleets_in', { box: boxName(L, a.fleetFrom) })})` : ''}, ${a.replace.length ? lt(L, 'ui.replace_spaces', { spaces: a.replace.join(', ') }) : lt(L, 'ui.replace_none')}`;
    case 'play_card':
      return NATIONAL[a.card]
        ? `${cardName(L, a.card)} (£${NATIONAL[a.card]!.cost})`
        : `${halfName(L, a.half)} — ${cardName(L, a.card)}`;
    case 'reroll':
      return a.card ? lt(L, 'ui.reroll_with', { card: halfName(L, 'I_change_strategy') }) : lt(L, 'ui.keep_roll');
    case 'choose':
      return optionLabel(
        L,
        a.option,
        seen.view.resolution?.pending?.reveal ?? null,
        seen.view.board,
        seen.view.resolution,
      );
    case 'keep_intrigue':
      return cardName(L, a.card);
    case 'deploy_fleets':
    case 'move_fleet':
      return lt(L, 'ui.fleet_to', { fleet: fleetName(L, a.fleet), box: boxName(L, a.to) });
    default: {
      const d = belleEpoque.describeAction(a, seen.role);
      return engineT(L, d.key, localizeParams(L, d.params));
    }
  }
}

const engineT = engineTexts(belleEpoque);

/** One value of one option, in words (autocomplete). */
export function valueLabel(seen: Seen, f: FieldSpec, value: unknown, a: BelleAction): string {
  const L = seen.locale;
  switch (f.opt) {
    case 'territory': {
      const t = TERRITORIES[value as TerritoryId];
      return t ? `${territoryName(L, String(value))} (${boxName(L, t.continent)}, ${t.vp} VP)` : String(value);
    }
    case 'space':
      return a.type === 'send_dm' || a.type === 'resolve_dispute'
        ? spaceLabel(seen, (a as { territory: string }).territory, Number(value))
        : String(value);
    case 'card':
      if (value === null) return lt(L, 'ui.keep_roll');
      return a.type === 'play_card' || a.type === 'keep_intrigue'
        ? cardName(L, String(value))
        : halfName(L, 'I_change_strategy');
    case 'gunboat':
      return value === null ? '—' : `${halfName(L, 'I_gunboat_diplomacy')} (${cardName(L, String(value))})`;
    case 'mission':
      return value === null ? '—' : `${halfName(L, 'I_military_mission')} (${cardName(L, String(value))})`;
    case 'half':
      return halfName(L, String(value));
    case 'fleet':
      return fleetName(L, String(value));
    case 'to':
    case 'fleet_from':
      return value === null ? '—' : boxName(L, String(value));
    case 'replace':
      return Array.isArray(value) && value.length
        ? lt(L, 'ui.replace_spaces', { spaces: value.join(', ') })
        : lt(L, 'ui.replace_none');
    case 'option':
      return optionLabel(
        L,
        String(value),
        seen.view.resolution?.pending?.reveal ?? null,
        seen.view.board,
        seen.view.resolution,
      );
    case 'target':
      return powerName(L, String(value));
    default:
      return String(value);
  }
}
