import type { Locale } from '../../bot/i18n/index.js';
import {
  INTRIGUE,
  INTRIGUE_HALVES,
  MINORS,
  NATIONAL,
  POWERS,
  TERRITORY_IDS,
  type CardHalf,
  type Effect,
  type Scope,
  type Who,
} from '../../engine/belle-epoque/data/index.js';
import { belleEpoque } from '../../engine/belle-epoque/index.js';
import { lt } from './text.js';

/**
 * Names for the engine's ids in the reader's language: Powers, Minor Nations, territories, boxes,
 * cards and card halves, taken from the engine's own locales. The engine's events carry ids; the
 * table shows names.
 */
type Dict = Record<string, string>;
const engine = (locale: Locale) => belleEpoque.locales[locale] as unknown as Record<string, Dict>;
const isIn = (list: readonly string[], x: string) => list.includes(x);
const CONTINENT_IDS = ['EU', 'AF', 'AS'];

export function powerName(locale: Locale, p: string): string {
  return engine(locale).role?.[p] ?? p;
}

export function territoryName(locale: Locale, t: string): string {
  return engine(locale).territory?.[t] ?? t;
}

/** A cube's owner: a Power or a Minor Nation. */
export function ownerName(locale: Locale, o: string): string {
  if (isIn(POWERS, o)) return powerName(locale, o);
  if (isIn(MINORS, o)) return engine(locale).minor?.[o] ?? o;
  return o;
}

export function boxName(locale: Locale, b: string): string {
  return lt(locale, `ui.box.${b}`);
}

export function halfName(locale: Locale, half: string): string {
  return engine(locale).card?.[half] ?? half;
}

/** A card by id: an Intrigue card is named by its two halves, a National card by its kind. */
export function cardName(locale: Locale, card: string): string {
  const ic = INTRIGUE[card];
  if (ic) return `${halfName(locale, ic.halves[0])} / ${halfName(locale, ic.halves[1])}`;
  const nc = NATIONAL[card];
  if (nc) return halfName(locale, nc.kind);
  return halfName(locale, card);
}

export function fleetName(locale: Locale, id: string): string {
  const m = /^(.+)-fleet-(\d)$/.exec(id);
  if (m) return `${powerName(locale, m[1]!)} ${m[2]}`;
  const minor = /^(.+)_(army|fleet)$/.exec(id);
  return minor ? id.replace(/_/g, ' ') : id;
}

/** A Power, a territory or a Minor Nation by its name (an NP's tie-break chooses among any of them). */
function anyName(locale: Locale, x: string): string {
  return isIn(TERRITORY_IDS, x) ? territoryName(locale, x) : ownerName(locale, x);
}

function list(locale: Locale, v: string, one: (l: Locale, x: string) => string): string {
  return v
    .split(/[,+]/)
    .filter(Boolean)
    .map((x) => one(locale, x))
    .join(v.includes('+') && !v.includes(',') ? ' + ' : ', ');
}

/**
 * Event and action parameters with names instead of ids. Which name a value gets depends on the
 * parameter (a `to` is a box for a Fleet but a cube owner for a swapped cube).
 */
export function localizeParams(locale: Locale, params: Record<string, unknown> | undefined): Record<string, unknown> {
  if (!params) return {};
  const out: Record<string, unknown> = { ...params };
  for (const [k, v] of Object.entries(params)) {
    if (typeof v !== 'string') continue;
    switch (k) {
      case 'power':
      case 'target':
      case 'attacker':
      case 'chooser':
        out[k] = isIn(POWERS, v) ? powerName(locale, v) : v;
        break;
      case 'owner':
      case 'victim':
      case 'defender':
        out[k] = ownerName(locale, v);
        break;
      case 'from':
      case 'to':
        out[k] = isIn(CONTINENT_IDS, v) ? boxName(locale, v) : ownerName(locale, v);
        break;
      case 'box':
        out[k] = boxName(locale, v);
        break;
      case 'territory':
        out[k] = isIn(TERRITORY_IDS, v) ? territoryName(locale, v) : v;
        break;
      case 'card':
        out[k] = cardName(locale, v);
        break;
      case 'half':
        out[k] = halfName(locale, v);
        break;
      case 'fleet':
        out[k] = fleetName(locale, v);
        break;
      case 'chosen':
        out[k] = anyName(locale, v);
        break;
      case 'among':
        out[k] = list(locale, v, anyName);
        break;
      case 'winners':
      case 'order':
      case 'seats':
      case 'powers':
        out[k] = list(locale, v, ownerName);
        break;
      case 'work':
        out[k] = engine(locale).great_work?.[v] ?? v;
        break;
      case 'winner':
        out[k] = lt(locale, `ui.winner.${v}`);
        break;
      case 'option':
        out[k] =
          typeof params.card === 'string' && typeof params.half === 'string'
            ? optionLabel(locale, v, null, null, { card: params.card, half: params.half }, 'its')
            : optionLabel(locale, v);
        break;
      default:
        break;
    }
  }
  if (Array.isArray(params.seats))
    out.seats = (params.seats as string[]).map((x) => list(locale, x, ownerName)).join(' · ');
  return out;
}

/** A card-prompt option (`china:3`, `great-britain`, `this`, `done`, `card:0`, `<fleet>>AS`, `prestige`) as words. */
export function optionLabel(
  locale: Locale,
  option: string,
  reveal: string[] | null = null,
  board: Record<string, { cube: string | null }[]> | null = null,
  playing: { card: string; half: string } | null = null,
  voice: 'own' | 'its' = 'own',
): string {
  const choice = playing && choiceOf(cardEffects(playing.card, playing.half), option);
  if (choice) return describeOption(locale, choice.chooser, choice.effects, voice);
  if (option === 'done') return lt(locale, 'ui.done');
  if (option === 'this') return lt(locale, 'ui.this_turn');
  if (option === 'next') return lt(locale, 'ui.next_turn');
  if (isIn(POWERS, option)) return powerName(locale, option);
  if (isIn(TERRITORY_IDS, option)) return territoryName(locale, option);
  const card = /^card:(\d+)$/.exec(option);
  if (card) {
    const n = Number(card[1]);
    const id = reveal?.[n];
    return lt(locale, 'ui.take_card_n', { n: n + 1, card: id ? cardName(locale, id) : '?' });
  }
  const fleet = /^(.+)>(EU|AF|AS)$/.exec(option);
  if (fleet) return lt(locale, 'ui.fleet_to', { fleet: fleetName(locale, fleet[1]!), box: boxName(locale, fleet[2]!) });
  const space = /^([a-z_]+):(\d+)$/.exec(option);
  if (space && isIn(TERRITORY_IDS, space[1]!)) {
    const cube = board?.[space[1]!]?.[Number(space[2])]?.cube;
    return `${territoryName(locale, space[1]!)}, ${lt(locale, 'ui.space', { n: Number(space[2]) + 1 })}${cube ? ` (${ownerName(locale, cube)})` : ''}`;
  }
  return option;
}

/** The effects of a card half as the engine runs them (an Intrigue half, or a National card's own). */
export function cardEffects(card: string, half: string): readonly Effect[] {
  if (INTRIGUE[card]) return INTRIGUE_HALVES[half]?.effects ?? [];
  return NATIONAL[card]?.effects ?? INTRIGUE_HALVES[half]?.effects ?? [];
}

/** The choice among `effects` that offers `option`: who chooses, and what that option does. */
function choiceOf(
  effects: readonly Effect[],
  option: string,
): { chooser: 'self' | 'target'; effects: readonly Effect[] } | null {
  for (const e of effects) {
    if (e.op !== 'choose_one') continue;
    const o = e.options.find((x) => x.key === option);
    if (o) return { chooser: e.chooser, effects: o.effects };
  }
  return null;
}

/**
 * One option of a choice, from the card data the engine runs: the chooser's own gains and losses
 * without a subject (`+2 Prestige`, `−1 Prestige`), as the chooser reads them in the menu (`own`:
 * "your Embassies") or as the log tells everyone the chooser took them (`its`: "its Embassies").
 */
export function describeOption(
  locale: Locale,
  chooser: 'self' | 'target',
  effects: readonly Effect[],
  voice: 'own' | 'its' = 'own',
): string {
  const L = (k: string, p: Record<string, unknown> = {}) => lt(locale, `effect.${k}`, p);
  return effects
    .map((e) => {
      if ((e.op === 'prestige' || e.op === 'embassy' || e.op === 'money') && e.who === chooser)
        return L(`${e.op}_${voice}`, { sign: sign(e.amount), amount: Math.abs(e.amount), count: Math.abs(e.amount) });
      return describeEffect(locale, e);
    })
    .join('; ');
}

// ---------------------------------------------------------------------------------------------
// What a card half does, in words (from the card data, so the text follows the engine's cards).

function who(locale: Locale, w: Who): string {
  if (w === 'self' || w === 'target' || w === 'each_power') return lt(locale, `effect.who_${w}`);
  const m = /^(ally_of|controller_of):(.+)$/.exec(w);
  if (m) return lt(locale, `effect.who_${m[1]}`, { territory: territoryName(locale, m[2]!) });
  return powerName(locale, w);
}

function scope(locale: Locale, s: Scope): string {
  if (s === 'all') return lt(locale, 'effect.scope_all');
  const names =
    'continents' in s
      ? s.continents.map((c) => boxName(locale, c))
      : s.territories.map((t) => territoryName(locale, t));
  return lt(locale, 'effect.scope_in', { list: names.join(', ') });
}

const sign = (n: number) => (n >= 0 ? '+' : '−');

export function describeEffect(locale: Locale, e: Effect): string {
  const L = (k: string, p: Record<string, unknown> = {}) => lt(locale, `effect.${k}`, p);
  const owner = (o: string) => (o === 'self' ? L('owner_self') : ownerName(locale, o));
  switch (e.op) {
    case 'choose_target':
      return L('choose_target');
    case 'place':
      return L('place', { n: e.n, owner: owner(e.owner), territory: territoryName(locale, e.territory) });
    case 'place_one_of':
      return L('place_one_of', {
        owner: owner(e.owner),
        territories: e.territories.map((t) => territoryName(locale, t)).join(' / '),
      });
    case 'place_where_present':
      return L('place_where_present', { type: L(`type.${e.type}`) });
    case 'remove':
      return L('remove', {
        n: e.n === 'all' ? '∞' : e.n,
        owner: ownerName(locale, e.owner),
        scope: isIn(CONTINENT_IDS, e.scope) ? boxName(locale, e.scope) : territoryName(locale, e.scope),
      });
    case 'remove_each_power':
      return L('remove_each_power', { atLeast: e.atLeast, territory: territoryName(locale, e.territory) });
    case 'remove_by_die':
      return L('remove_by_die', { rolls: e.rolls, territory: territoryName(locale, e.territory) });
    case 'remove_spread':
      return L('remove_spread', { n: e.n });
    case 'remove_opp':
      return L('remove_opp', {
        n: e.n,
        max: e.maxPerPower,
        where: e.oneTerritoryIn ? L('remove_opp_where', { continent: boxName(locale, e.oneTerritoryIn) }) : '',
      });
    case 'swap_minor':
      return L('swap_minor', {
        from: ownerName(locale, e.from),
        to: ownerName(locale, e.to),
        continent: boxName(locale, e.continent),
      });
    case 'replace':
      return L('replace', { victim: L(`victim_${e.victim}`) });
    case 'money':
      return L('money', { who: who(locale, e.who), sign: sign(e.amount), amount: Math.abs(e.amount) });
    case 'income_next':
      return L('income_next', { who: who(locale, e.who), sign: sign(e.amount), amount: Math.abs(e.amount) });
    case 'prestige':
      return L('prestige', { who: who(locale, e.who), sign: sign(e.amount), amount: Math.abs(e.amount) });
    case 'embassy':
      return L('embassy', { who: who(locale, e.who), sign: sign(e.amount), amount: Math.abs(e.amount) });
    case 'intrigue_take':
      return L('intrigue_take', { how: L(`how_${e.how}`) });
    case 'units_free':
      return L('units_free', { n: e.n });
    case 'fleet_shift':
      return L('fleet_shift');
    case 'fleet_lost':
      return L('fleet_lost', { who: powerName(locale, e.who), n: e.n, box: boxName(locale, e.box) });
    case 'send_extra':
      return L('send_extra', {
        n: e.n,
        source: L(`source_${e.source}`),
        where:
          e.where === 'colonies'
            ? L('where_colonies')
            : e.where === 'all'
              ? L('where_all')
              : scope(locale, e.where).replace(/^in /, ''),
      });
    case 'move_own':
      return L('move_own', { n: e.n });
    case 'lock_send':
      return L('lock_send', { penalty: e.armamentPenalty });
    case 'shield':
      return L('shield');
    case 'dispute_mod':
      return L('dispute_mod', {
        who: L(`who_${e.who}`),
        sign: sign(e.amount),
        amount: Math.abs(e.amount),
        duration: L(`duration.${e.duration}`),
        cap: e.totalCap !== null ? L('cap', { cap: e.totalCap }) : '',
      });
    case 'dispute_cap':
      return L('dispute_cap', { cap: e.cap, duration: L(`duration.${e.duration}`) });
    case 'fleet_value':
      return L('fleet_value', { value: e.value, duration: L(`duration.${e.duration}`) });
    case 'unit_cost':
      return L('unit_cost', {
        unit: L(`unit.${e.unit}`),
        cost: e.cost,
        scope: scope(locale, e.scope),
        duration: L(`duration.${e.duration}`),
      });
    case 'army_reach':
      return L('army_reach', { scope: scope(locale, e.scope), duration: L(`duration.${e.duration}`) });
    case 'no_fleets_defender':
      return L('no_fleets_defender');
    case 'reroll':
      return L('reroll');
    case 'choose_one': {
      const opts = e.options.map((o) => describeOption(locale, e.chooser, o.effects)).join(' | ');
      return L(`choose_one_${e.chooser}`, { options: opts });
    }
    case 'assign_balkan_wars':
      return L('assign_balkan_wars', { vp: e.vp });
    case 'end_game':
      return L('end_game');
  }
}

export function describeEffects(locale: Locale, effects: readonly Effect[]): string {
  return effects.map((e) => describeEffect(locale, e)).join('; ');
}

/** One Intrigue half: its name, when it is played, what it does. */
export function describeHalf(locale: Locale, half: string): string {
  const h: CardHalf | undefined = INTRIGUE_HALVES[half];
  if (!h) return halfName(locale, half);
  return `**${halfName(locale, half)}** (${lt(locale, `ui.half_timing.${h.timing}`)}): ${describeEffects(locale, h.effects)}`;
}
