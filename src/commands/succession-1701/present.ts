// What the table shows for 1701: names instead of ids, menus and buttons built from legalActions,
// the reply to an action (a battle card chosen in secret stays a secret until the reveal), the
// status embed, the map, a coalition's own cards and where a card is.
import type { Locale } from '../../bot/i18n/index.js';
import { cut } from '../../bot/pages.js';
import { asNamed, outcomeResponse } from '../../bot/present.js';
import type { Services } from '../../bot/command.js';
import type { ActOutcome } from '../../bot/play.js';
import type { LoadedGame } from '../../bot/table.js';
import type { Component, Context, Embed, Response } from '../../bot/types.js';
import {
  succession1701,
  type Succession1701State,
  type Succession1701View,
} from '../../engine/succession-1701/index.js';
import { CARD, GENERAL, STATE, TOWN, tacticalCard } from '../../engine/succession-1701/data/index.js';
import { en as engineEn, it as engineIt } from '../../engine/succession-1701/locales.js';
import { toSuccession1701MapInput } from '../../render/succession-1701/adapter.js';
import { renderSuccession1701Map } from '../../render/succession-1701/render.js';
import { customIds } from '../../bot/custom-id.js';
import { legalOf } from '../kit/menus.js';
import type { ActionType, FieldKind, S1701Action } from './spec.js';
import { st } from './text.js';

export const SLUG = 'succession-1701';
type S = Succession1701State;
type V = Succession1701View;

export const stateOf = (game: LoadedGame) => game.state as S;

/** Custom ids: `s17:<gameId>:<version>:<verb>[:arg]` (STYLE §9: the version makes old buttons stale). */
export const S17_IDS = customIds('s17');
const sId = S17_IDS.id;

// ---------------------------------------------------------------------------------------------
// Names

const engineText = (L: Locale) => (L === 'it' ? engineIt : engineEn);

export function roleName(L: Locale, role: string): string {
  return (engineText(L).role as Record<string, string>)[role] ?? role;
}
export function tacticalName(L: Locale, id: string): string {
  try {
    const c = tacticalCard(id);
    if (c.joker) return st(L, 'ui.joker');
    return [c.attack ? `A${c.attack}` : '', c.defence ? `D${c.defence}` : ''].filter(Boolean).join('/');
  } catch {
    return id;
  }
}
export function treasuryName(L: Locale, id: string): string {
  return st.has(L, `ui.treasury.${id}`) ? st(L, `ui.treasury.${id}`) : id;
}
export function armyName(L: Locale, s: S | null, id: string): string {
  const a = s?.armies[id];
  if (!a) return id;
  const brigades = Object.values(a.brigades).reduce((x, y) => x + y, 0);
  const general = a.general ? `${GENERAL[a.general]?.name ?? a.general}, ` : st(L, 'ui.no_general');
  return st(L, 'ui.army', { id, general, brigades, town: TOWN[a.town]?.name ?? a.town });
}

/** An army in running text: its id and general (the long label is for menus). */
export function shortArmyName(s: S | null, id: string): string {
  const g = s?.armies[id]?.general;
  return g ? `${id} (${GENERAL[g]?.name ?? g})` : id;
}

/**
 * A prisoner to ransom (§22, 5.17): a captured general by his name, or a state's captured brigades
 * (with their number in a menu, `count`).
 */
export function prisonerName(L: Locale, s: S | null, id: string, count = false): string {
  if (GENERAL[id]) return GENERAL[id]!.name;
  const state = STATE[id]?.name;
  if (!state) return anyName(L, s, id);
  if (!count) return st(L, 'ui.prisoner_of', { state });
  const held = Math.max(s?.prisoners.loyalists[id] ?? 0, s?.prisoners['grand-alliance'][id] ?? 0);
  return st(L, 'ui.prisoner_brigades', { state, count: held });
}

/** Any id the engine uses, as a name (towns, states, generals, treasuries, cards, roles). */
export function anyName(L: Locale, s: S | null, id: string): string {
  if (id === 'loyalists' || id === 'grand-alliance') return roleName(L, id);
  if (s?.armies[id]) return shortArmyName(s, id);
  if (TOWN[id]) return TOWN[id]!.name;
  if (STATE[id]) return STATE[id]!.name;
  if (GENERAL[id]) return GENERAL[id]!.name;
  if (CARD[id]) return CARD[id]!.title[L];
  if (/^[LA]-[A-Z0-9]+-\d+$/.test(id)) return tacticalName(L, id);
  const t = treasuryName(L, id);
  if (t !== id) return t;
  const opp = (engineText(L).opp as Record<string, string>)[id];
  return opp ?? id;
}

/** An option value as the player reads it. */
export function valueLabel(L: Locale, s: S | null, kind: FieldKind, raw: string): string {
  if (raw === 'none') return st(L, 'ui.none');
  switch (kind) {
    case 'yesno':
    case 'number':
      return raw === 'yes' || raw === 'no' ? st(L, `ui.${raw}`) : raw;
    case 'perform':
    case 'go':
      return st(L, `ui.${kind}.${raw}`);
    case 'line':
    case 'focus':
    case 'then':
    case 'choice':
    case 'source':
    case 'method':
      return st(L, `ui.${kind}.${raw}`);
    case 'tactical':
      return raw === 'abandon' ? st(L, 'ui.abandon') : tacticalName(L, raw);
    case 'town':
      return raw === 'here' ? st(L, 'ui.here') : anyName(L, s, raw);
    case 'army':
      return armyName(L, s, raw);
    case 'prisoner':
      return prisonerName(L, s, raw, true);
    default:
      return anyName(L, s, raw);
  }
}

const PARAM_KIND: Record<string, FieldKind> = {
  line: 'line',
  from: 'line',
  to: 'line',
  focus: 'focus',
  then: 'then',
  choice: 'choice',
  source: 'source',
  method: 'method',
};
const LINE_TYPES = new Set([
  'battle_shift',
  'battle_converge',
  'battle_swap',
  'battle_attack',
  'battle_line_attacks',
  'battle_line_fled',
  'battle_brigade_lost',
]);

function localizeParams(
  L: Locale,
  s: S | null,
  key: string,
  params: Record<string, unknown> | undefined,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const type = key.split('.').pop() ?? '';
  for (const [k, v] of Object.entries(params ?? {})) {
    if (k === 'perform' || k === 'go') out[k] = st(L, `ui.${k}.${v ? 'yes' : 'no'}`);
    else if (typeof v === 'boolean') out[k] = st(L, v ? 'ui.yes' : 'ui.no');
    else if (v === null) out[k] = k === 'to' ? '' : st(L, 'ui.none');
    else if (typeof v === 'string') {
      const kind = PARAM_KIND[k];
      if (
        kind &&
        (kind !== 'line' || LINE_TYPES.has(type) || ['left', 'centre', 'right'].includes(v)) &&
        st.has(L, `ui.${kind}.${v}`)
      )
        out[k] = st(L, `ui.${kind}.${v}`);
      else if (k === 'code') out[k] = (engineText(L).opp as Record<string, string>)[v] ?? v;
      else if (k === 'prisoner') out[k] = prisonerName(L, s, v);
      else out[k] = anyName(L, s, v);
    } else out[k] = v;
  }
  // a number of brigades picks the singular or plural text ("1 brigade", "3 brigades")
  if (typeof params?.brigades === 'number' && params.count === undefined) out.count = params.brigades;
  // the end of a battle: `how` is what happened to the loser, said with the winner's name
  if (type === 'battle_ended' && typeof params?.how === 'string')
    out.how = st(L, `ui.battle_end.${params.how}`, { winner: out.winner });
  return out;
}

/**
 * A Context whose engine texts name things instead of showing ids, and in which a battle card
 * chosen before the reveal is never named: the clash event reveals both cards at once (G21).
 */
export function namingContext<C extends Pick<Context, 't' | 'locale'>>(ctx: C, s: S | null): C {
  const t: Context['t'] = (key, params) => {
    if (!key.startsWith(`${SLUG}.`)) return ctx.t(key, params);
    if (key === `${SLUG}.action.battle_play`) return st(ctx.locale, 'ui.secret_hidden');
    return ctx.t(key, localizeParams(ctx.locale, s, key, params as Record<string, unknown>));
  };
  return { ...ctx, t };
}

/** An action in words, with names (for menus: the player's own choices, secret ones included). */
export function actionText(ctx: Pick<Context, 't' | 'locale'>, s: S | null, a: S1701Action, role: string): string {
  if (a.type === 'battle_play') return ctx.t(`${SLUG}.action.battle_play`, { card: tacticalName(ctx.locale, a.card) });
  // the answer to a ransom says what is answered: the prisoner, the price and (accepted) where it goes
  const p = s?.pending;
  if (a.type === 'ransom_answer' && p?.kind === 'ransom')
    return st(ctx.locale, a.accept ? 'ui.ransom_accept' : 'ui.ransom_refuse', {
      prisoner: prisonerName(ctx.locale, s, p.prisoner),
      amount: p.amount,
      treasury: a.treasury ? treasuryName(ctx.locale, a.treasury) : '',
    });
  const d = succession1701.describeAction(a, role, 'owner');
  const named = namingContext(ctx, s);
  let text = named.t(d.key, d.params ?? {});
  if (a.type === 'move' || a.type === 'attack') if (a.forcedOk) text += ` · ${st(ctx.locale, 'cmd.opt.forced')}`;
  // the card a battle choice moves or sends: two choices that differ only by it must not read the same
  const card =
    a.type === 'battle_shift' || a.type === 'battle_respond' ? a.card : a.type === 'battle_attack' ? a.dispatch : null;
  if (card) text += ` (${tacticalName(ctx.locale, card)})`;
  return text;
}

// ---------------------------------------------------------------------------------------------
// Menus and buttons

export function headerFor(ctx: Context, game: LoadedGame, role: string): string {
  const s = stateOf(game);
  const step = (engineText(ctx.locale).step as Record<string, string>)[s.step] ?? s.step;
  return `${st(ctx.locale, 'ui.pick_for', { role: roleName(ctx.locale, role) })} (${step})`;
}

const STYLE_OF: Partial<Record<ActionType, 'primary' | 'secondary' | 'success' | 'danger'>> = {
  end_turn: 'success',
  end_organisation: 'success',
  pass: 'secondary',
  storm_abandon: 'danger',
  battle_withdraw: 'danger',
};

/** One button per kind of legal action of the role (the common next steps). */
export function actionRows(ctx: Context, game: LoadedGame, role: string): Component[][] {
  const s = stateOf(game);
  const types = [...new Set(legalOf(succession1701, game, role).map((a) => a.type))];
  const buttons: Component[] = types.slice(0, 15).map((type) => ({
    type: 'button',
    customId: sId(game.row.id, s.version, `do:${type}`),
    label: st(ctx.locale, `ui.act.${type}`),
    style: STYLE_OF[type] ?? 'primary',
  }));
  const rows: Component[][] = [];
  for (let i = 0; i < buttons.length; i += 5) rows.push(buttons.slice(i, i + 5));
  return rows;
}

/** Buttons under a turn message: the next steps of a human to act, then actions, status, map, cards. */
export function actionBar(ctx: Context, game: LoadedGame): Component[][] {
  const s = stateOf(game);
  const id = game.row.id;
  const humans = new Set(game.seats.filter((x) => x.userId && !x.isBot).map((x) => x.role));
  const active = succession1701.activeRoles(s).filter((r) => humans.has(r));
  // A secret battle choice gets its own menu; no public button says which side still chooses what.
  const rows = active.length === 1 ? actionRows(ctx, game, active[0]!) : [];
  rows.push([
    { type: 'button', customId: sId(id, 0, 'menu'), label: st(ctx.locale, 'ui.actions'), style: 'secondary' },
    { type: 'button', customId: sId(id, 0, 'status'), label: st(ctx.locale, 'ui.status_button'), style: 'secondary' },
    { type: 'button', customId: sId(id, 0, 'map'), label: st(ctx.locale, 'ui.map'), style: 'secondary' },
    { type: 'button', customId: sId(id, 0, 'hand'), label: st(ctx.locale, 'ui.hand_button'), style: 'secondary' },
  ]);
  return rows.slice(0, 5);
}

/** The map goes up at a new turn, after a battle or a storm, and at the end. */
function mapDue(before: S, after: S, over: boolean): boolean {
  return over || before.turn !== after.turn || (!!before.battle && !after.battle) || (!!before.storm && !after.storm);
}

/**
 * The reply to an action: the platform's outcome in our words (secret battle cards unnamed), our
 * buttons, the map when it changed much. The chooser of a secret card is told privately what they chose.
 */
export async function sOutcome(ctx: Context, s: Services, out: ActOutcome): Promise<Response> {
  if (out.duplicate) return outcomeResponse(ctx, s, out);
  const before = out.before as S;
  const after = out.after as S;
  const named = namingContext(ctx, before);
  const res = await outcomeResponse(asNamed(named), s, out, { map: mapDue(before, after, !!out.result) });
  const main = res.replies[0]!;
  if (!out.result) main.components = actionBar(ctx, out.game);
  const mine = out.applied.find((a) => !a.byBot && (a.action as S1701Action).type === 'battle_play');
  if (mine) {
    const card = (mine.action as Extract<S1701Action, { type: 'battle_play' }>).card;
    res.replies.unshift({
      content: st(ctx.locale, 'ui.secret_chosen', { card: tacticalName(ctx.locale, card) }),
      ephemeral: true,
    });
  }
  return res;
}

// ---------------------------------------------------------------------------------------------
// Status, map, hand, card whereabouts

export function sStatusEmbed(view: unknown, locale: Locale): Embed {
  const v = view as V;
  const L = locale;
  const S_ = (k: string, p: Record<string, unknown> = {}) => st(L, `ui.status.${k}`, p);
  const step = (engineText(L).step as Record<string, string>)[v.step] ?? v.step;
  const desc: string[] = [];
  if (v.result) desc.push(S_('over'));
  desc.push(
    S_('calendar', {
      year: v.calendar.year,
      semester: v.calendar.semester,
      turn: v.calendar.turn,
      last: v.calendar.lastTurn,
      step,
    }),
  );
  if (!v.result) desc.push(S_('acts', { roles: v.activeRoles.map((r) => roleName(L, r)).join(', ') || S_('none') }));
  if (v.phase === 'actions' && !v.result)
    desc.push(S_('actions_left', { loyalists: v.actions.left.loyalists, alliance: v.actions.left['grand-alliance'] }));
  if (v.card)
    desc.push(
      S_('card', { title: v.card.title[L], holder: roleName(L, v.card.holder), red: v.card.red ? S_('red') : '' }),
    );
  if (v.battle) {
    const b = v.battle;
    const phase = (engineText(L).step as Record<string, string>)[`battle.${b.phase}`] ?? b.phase;
    const line = S_('battle', {
      town: TOWN[b.town]?.name ?? b.town,
      attacker: roleName(L, b.attacker.role),
      av: b.attacker.va,
      defender: roleName(L, b.defender.role),
      dv: b.defender.va,
      round: b.round,
      phase,
    });
    // the calendar line already says the battle's step
    desc.push(phase === step ? line.replace(` · ${phase}`, '') : line);
  }
  if (v.storm)
    desc.push(
      S_('storm', {
        town: TOWN[v.storm.town]?.name ?? v.storm.town,
        side: roleName(L, v.storm.side),
        cards: v.storm.handCount,
      }),
    );
  const fields: NonNullable<Embed['fields']> = [];
  for (const side of ['loyalists', 'grand-alliance'] as const) {
    const tr = Object.entries(v.treasuries)
      .filter(([, t]) => t.active && t.side === side)
      .map(([id, t]) => `${treasuryName(L, id)} ${t.available}/${t.total}`);
    const armies = v.armies
      .filter((a) => a.side === side)
      .map(
        (a) =>
          `${a.id} ${TOWN[a.town]?.name ?? a.town} ${a.strength}${a.general ? ` (${a.general.name} ${a.general.value})` : ''}${a.inside ? ' ⌂' : ''}`,
      );
    fields.push({
      name: `${v.activeRoles.includes(side) && !v.result ? '▶ ' : ''}${roleName(L, side)}`,
      value: [
        `**${S_('treasuries')}**: ${tr.join(' · ') || S_('none')}`,
        `**${S_('armies')}**: ${armies.join(' · ') || S_('none')}`,
      ].join('\n'),
    });
  }
  const sieges = v.towns.filter((t) => t.siege).map((t) => `${t.name} (${roleName(L, t.siege!.side)})`);
  if (sieges.length) fields.push({ name: S_('sieges'), value: cut(sieges.join(' · '), 1024) });
  return { description: desc.join('\n'), fields };
}

/** The whole board, or a theatre of S1701_THEATRES drawn larger (`/1701 map theatre:`). */
export async function renderS1701Map(
  view: unknown,
  opts: { locale: Locale; detail?: string; theatre?: string },
): Promise<Buffer> {
  return renderSuccession1701Map(
    toSuccession1701MapInput(view as V, { lang: opts.locale }),
    opts.theatre ? { theatre: opts.theatre } : {},
  );
}

/** A coalition's own cards, from its own view only. */
export function handText(L: Locale, view: V, role: string): string {
  const H = (k: string, p: Record<string, unknown> = {}) => st(L, `ui.hand.${k}`, p);
  const cards = (ids: readonly string[] | null | undefined) =>
    ids?.length ? ids.map((c) => tacticalName(L, c)).join(', ') : st(L, 'ui.none');
  const lines = [`**${H('title', { role: roleName(L, role) })}**`];
  const c = view.card;
  if (c && c.holder === role) {
    const opps = c.opps
      .map((o) => `${(engineText(L).opp as Record<string, string>)[o] ?? o}${c.oppsUsed.includes(o) ? ' ✓' : ''}`)
      .join(', ');
    lines.push(
      H('strategy', {
        title: c.title[L],
        opps,
        uses: c.usesLeft,
        obligation: c.obligation !== 'none' ? H('obligation', { state: c.obligation }) : '',
      }),
    );
  } else lines.push(H('no_strategy'));
  const b = view.battle;
  const mine = b ? [b.attacker, b.defender].find((x) => x.role === role) : undefined;
  if (mine) {
    const perLine = (['left', 'centre', 'right'] as const)
      .map((l) => `${st(L, `ui.line.${l}`)}: ${cards(mine.lines[l].cards)}`)
      .join(' · ');
    if (mine.deployed) {
      lines.push(H('lines', { lines: perLine }), H('reserve', { cards: cards(mine.reserveCards) }));
      if (mine.group) lines.push(H('group', { cards: cards(mine.group.cards) }));
    } else lines.push(H('dealt', { cards: cards(mine.hand) }));
    if (mine.commit) lines.push(H('committed', { card: tacticalName(L, mine.commit) }));
  }
  if (view.storm && view.storm.side === role) lines.push(H('storm', { cards: cards(view.storm.hand) }));
  if (!mine && !(view.storm && view.storm.side === role)) lines.push(H('no_battle'));
  return lines.join('\n');
}

/**
 * Where a card is, for `/rules card` (only the category). Strategy cards: the one in play is
 * `played`, earlier ones `discard`, those set aside in past years `out`; a card not yet revealed is
 * `deck` whether it will come up or was set aside (which is secret). Tactical cards are shuffled
 * afresh for every battle: during a battle or storm where a kind sits is secret (`unknown`).
 */
export function sCardLocation(state: unknown, cardIds: string[]): 'deck' | 'discard' | 'played' | 'out' | 'unknown' {
  const s = state as S;
  const strategic = cardIds.find((id) => CARD[id]);
  if (strategic) {
    if (s.card?.id === strategic) return 'played';
    const year = CARD[strategic]!.year;
    const cal =
      s.turn === 1
        ? { year: 1700, semester: 1 }
        : s.turn >= 28
          ? { year: 1714, semester: 1 }
          : { year: 1701 + Math.floor((s.turn - 2) / 2), semester: ((s.turn - 2) % 2) + 1 };
    const pair = s.strategy.pairs[String(year)] ?? [];
    const i = pair.indexOf(strategic);
    const revealed = i >= 0 && (year < cal.year || (year === cal.year && i < cal.semester - 1));
    if (revealed) return 'discard';
    // set aside (never in the year's pair) or never reached before the war ended
    if (year < cal.year || s.result) return 'out';
    return 'deck';
  }
  if (cardIds.some((id) => /^[LA]-[A-Z0-9]+-\d+$/.test(id) || id.startsWith('tactical-')))
    return s.battle || s.storm ? 'unknown' : 'deck';
  return 'unknown';
}
