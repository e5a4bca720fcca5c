// What the table shows for Versailles 1919: menus and buttons built from legalActions, the reply to
// an action (names instead of ids, the solo bots' steps written out), the status embed and the board.
import type { Locale } from '../../bot/i18n/index.js';
import { cut } from '../../bot/pages.js';
import { engineTexts } from '../kit/texts.js';
import { asNamed, outcomeResponse } from '../../bot/present.js';
import type { Services } from '../../bot/command.js';
import type { ActOutcome } from '../../bot/play.js';
import type { LoadedGame } from '../../bot/table.js';
import type { Component, Context, Embed, Response } from '../../bot/types.js';
import {
  versailles1919,
  type VersaillesAction,
  type VersaillesState,
  type VersaillesView,
} from '../../engine/versailles-1919/index.js';
import { ISSUES } from '../../engine/versailles-1919/data/index.js';
import { toVersaillesBoardInput } from '../../render/versailles-1919/adapter.js';
import { renderVersaillesBoard } from '../../render/versailles-1919/render.js';
import { customIds } from '../../bot/custom-id.js';
import { legalOf } from '../kit/menus.js';
import {
  actionText,
  anyName,
  choiceLabel,
  issueName,
  namingContext,
  nationName,
  optionIssueOf,
  optionLabel,
  regionName,
  sourceName,
  stepName,
  strategyName,
} from './names.js';
import type { ActionType, FieldSpec } from './spec.js';
import { vt } from './text.js';

const ISSUE_STARS = new Map(ISSUES.map((c) => [c.id, c.stars]));

export const state = (game: LoadedGame) => game.state as VersaillesState;

/** Custom ids: `vr:<gameId>:<version>:<verb>[:arg]` (STYLE §9; the version makes old buttons stale). */
export const VR_IDS = customIds('vr');
const vrId = VR_IDS.id;

/** An option value as the player reads it. */
export function valueLabel(
  L: Locale,
  s: VersaillesState | null,
  field: FieldSpec,
  raw: string,
  a: VersaillesAction,
  role: string,
): string {
  switch (field.opt) {
    case 'choice':
      return choiceLabel(L, s, raw);
    case 'option':
      return optionLabel(L, optionIssueOf(s), raw);
    case 'pick':
      return vt(L, `ui.pick.${raw}`);
    case 'direction':
      return a.type === 'propose_swap'
        ? vt(L, raw === 'give' ? 'ui.give' : 'ui.take', { me: nationName(L, role), partner: nationName(L, a.partner) })
        : raw;
    case 'action':
      return actionText({ locale: L, t: tFor(L) }, s, a, role);
    case 'from':
      return sourceName(L, raw);
    default:
      break;
  }
  if (raw === 'none') return vt(L, 'ui.none');
  if (raw === 'yes' || raw === 'no') return vt(L, `ui.${raw}`);
  if (raw.includes(','))
    return raw
      .split(',')
      .map((x) => anyName(L, x))
      .join(', ');
  const stars = ISSUE_STARS.get(raw);
  if (stars !== undefined) return `${issueName(L, raw)} (${stars}★)`;
  return anyName(L, raw);
}

// A translate function for labels built outside a request (the engine's own locales only).
const engineT = engineTexts(versailles1919);
function tFor(L: Locale): Context['t'] {
  return (key, params = {}) => engineT(L, key, params);
}

/** The nation a role decides for now (solo: whichever faction the rules hand the human). */
export function actorOf(s: VersaillesState, role: string): string {
  if (s.swap) return s.swap.to;
  return s.pending?.nation ?? role;
}

export function headerFor(ctx: Context, game: LoadedGame, role: string): string {
  const s = state(game);
  const step = s.pending ? stepName(ctx.locale, s.pending.kind) : '';
  const nation = actorOf(s, role);
  // 6.2: a solo bot's decision the bot rules leave open ("in doubt, you choose") comes to the human
  const bot =
    s.solo && nation !== s.solo.human
      ? `\n${vt(ctx.locale, 'ui.bot_choice', { nation: nationName(ctx.locale, nation) })}`
      : '';
  return `${vt(ctx.locale, 'ui.pick_for', { nation: nationName(ctx.locale, nation) })}${step ? ` (${step})` : ''}${bot}`;
}

const STYLE_OF: Partial<Record<ActionType, 'primary' | 'secondary' | 'success' | 'danger'>> = {
  end_turn: 'success',
  pass: 'danger',
  decline_swap: 'danger',
  accept_swap: 'success',
};

/** One button per kind of legal action of the role to act (offers of a transfer last). */
export function actionRows(ctx: Context, game: LoadedGame, role: string): Component[][] {
  const s = state(game);
  const types = [...new Set(legalOf(versailles1919, game, role).map((a) => a.type))].sort(
    (a, b) => Number(a === 'propose_swap') - Number(b === 'propose_swap'),
  );
  const buttons: Component[] = types.map((type) => ({
    type: 'button',
    customId: vrId(game.row.id, s.version, `do:${type}`),
    label: vt(ctx.locale, `ui.act.${type}`),
    style: STYLE_OF[type] ?? (type === 'propose_swap' ? 'secondary' : 'primary'),
  }));
  const rows: Component[][] = [];
  for (let i = 0; i < buttons.length && rows.length < 3; i += 5) rows.push(buttons.slice(i, i + 5));
  return rows;
}

/** Buttons under a turn message: the next steps of whoever acts (from legalActions), then actions, status, board. */
export function actionBar(ctx: Context, game: LoadedGame): Component[][] {
  const s = state(game);
  const id = game.row.id;
  const role = versailles1919.activeRoles(s)[0];
  const rows = role ? actionRows(ctx, game, role) : [];
  rows.push([
    { type: 'button', customId: vrId(id, 0, 'menu'), label: vt(ctx.locale, 'ui.actions'), style: 'secondary' },
    { type: 'button', customId: vrId(id, 0, 'status'), label: vt(ctx.locale, 'ui.status_button'), style: 'secondary' },
    { type: 'button', customId: vrId(id, 0, 'map'), label: vt(ctx.locale, 'ui.map'), style: 'secondary' },
  ]);
  return rows;
}

/** The board goes up at a new turn, when an Issue is settled or unsettled, and at the end. */
function mapDue(before: VersaillesState, after: VersaillesState, over: boolean): boolean {
  return over || before.turnNo !== after.turnNo || before.settled.length !== after.settled.length;
}

/** The reply to an action: the platform's outcome in our words, our buttons, the board when it changed much. */
export async function vrOutcome(ctx: Context, s: Services, out: ActOutcome): Promise<Response> {
  if (out.duplicate) return outcomeResponse(ctx, s, out);
  const before = out.before as VersaillesState;
  const after = out.after as VersaillesState;
  const named = namingContext(ctx, before, before.solo && before.pending ? before.pending.nation : null);
  const res = await outcomeResponse(asNamed(named), s, out, { map: mapDue(before, after, !!out.result) });
  const main = res.replies[0]!;
  if (out.result) {
    const r = out.result;
    const details = (r.details ?? {}) as { target?: number };
    main.content += `\n${ctx.t(r.reason, {})}${after.solo ? ` — ${after.solo.vp}/${details.target ?? after.solo.target}` : ''}`;
  } else main.components = actionBar(ctx, out.game);
  return res;
}

// ---------------------------------------------------------------------------------------------
// Status and board, from the observer view only.

export function vrStatusEmbed(view: unknown, locale: Locale): Embed {
  const v = view as VersaillesView;
  const L = locale;
  const S = (k: string, p: Record<string, unknown> = {}) => vt(L, `ui.status.${k}`, p);
  const fields: NonNullable<Embed['fields']> = [];
  const scoreOf = (n: string) => (v.scores ? (v.scores as Record<string, { total: number }>)[n]?.total : undefined);
  for (const [n, x] of Object.entries(v.nations)) {
    const count = (at: string) => x.units.filter((u) => u.at === at).length;
    const lines = [
      S('nation_line', {
        available: x.cubes.available,
        exhausted: x.cubes.exhausted,
        onIssues: x.cubes.onIssues,
        units: x.units.length
          ? S('units_short', {
              available: count('available'),
              exhausted: count('exhausted'),
              deployed: count('deployed'),
              demobilized: count('demobilized'),
            })
          : '—',
        happiness: x.happiness ?? '—',
        stars: x.stars,
        settled: x.settled.length,
      }),
    ];
    if (x.strategyCard) lines.push(S('strategy', { card: strategyName(L, x.strategyCard.id) }));
    const sc = scoreOf(n);
    if (sc !== undefined && !v.solo)
      lines.push(S(v.ended ? 'final' : 'score', { score: sc }) + (v.ended ? `: ${sc}` : ''));
    fields.push({
      name: `${v.active === n && !v.ended ? '▶ ' : ''}${nationName(L, n)}`,
      value: cut(lines.join('\n'), 1024),
    });
  }
  const issueLine = (i: VersaillesView['table']['issues'][number]) =>
    i
      ? `${i.name[L]} ${i.stars}★ — ${
          Object.entries(i.cubes)
            .map(([n, c]) => `${nationName(L, n)} ${c}`)
            .join(', ') || S('no_cubes')
        }`
      : S('empty');
  fields.push({
    name: S('table'),
    value:
      [
        ...v.table.issues.map(issueLine),
        v.table.event
          ? `✉ ${v.table.event.name}${v.table.event.cube ? ` (${nationName(L, v.table.event.cube)})` : ''}`
          : '',
      ]
        .filter(Boolean)
        .join('\n') || '—',
  });
  fields.push({
    name: S('waiting'),
    value:
      [...v.waitingRoom.issues.map(issueLine), ...v.waitingRoom.events.map((e) => (e ? `✉ ${e.name}` : ''))]
        .filter(Boolean)
        .join('\n') || '—',
  });
  fields.push({
    name: S('regions'),
    value: v.regions
      .map(
        (r) =>
          `${regionName(L, r.id)}: ${r.unrest} · ${'●'.repeat(r.keg)}${'○'.repeat(3 - r.keg)} · ${r.units.map((u) => `${nationName(L, u.nation)}@${u.column}`).join(', ') || '—'}`,
      )
      .join('\n'),
  });
  const desc = [
    v.ended
      ? vt(L, 'ui.status.final')
      : S('turn', { turn: v.turn, nation: nationName(L, v.active), step: stepText(L, v) }),
    S('deck', { issues: v.issueDeck.count, events: v.eventDeck.count }),
    v.happiness.japan !== undefined ? S('japan', { happiness: v.happiness.japan }) : '',
    v.solo ? S('solo', { nation: nationName(L, v.solo.human), vp: v.solo.vp, target: v.solo.target }) : '',
  ].filter(Boolean);
  return { description: desc.join('\n'), fields };
}

export async function renderVrMap(view: unknown, opts: { locale: Locale; detail?: string }): Promise<Buffer> {
  const v = view as VersaillesView;
  return renderVersaillesBoard(
    toVersaillesBoardInput(v, { lang: opts.locale, step: v.ended ? undefined : stepText(opts.locale, v) }),
  );
}

/** The decision the game waits for, with the Issue it is about when there is one. */
export function stepText(L: Locale, v: VersaillesView): string {
  const about =
    v.optionIssue ??
    (v.step === 'bid' ? v.bidding?.issue : null) ??
    (['advance', 'refill', 'keep'].includes(v.step) ? v.settling?.issue : null);
  return `${stepName(L, v.step)}${about ? ` (${issueName(L, about)})` : ''}`;
}

/** Where an Issue, Event or Strategy card is, for `/rules card` (never more than its category). */
export function vrCardLocation(raw: unknown, ids: string[]): 'deck' | 'discard' | 'played' | 'out' | 'unknown' {
  const s = raw as VersaillesState;
  for (const id of ids) {
    if (s.issueDeck.includes(id) || s.eventDeck.includes(id)) return 'deck';
    if (s.issueDiscard.includes(id) || s.eventDiscard.includes(id)) return 'discard';
    // on the Table, in the Waiting Room or settled: face up in play
    if ([...s.table, ...s.waiting].some((x) => x?.id === id) || s.settled.some((x) => x.id === id)) return 'played';
    if (s.tableEvent?.id === id || s.waitingEvents.some((x) => x?.id === id)) return 'played';
    if (Object.values(s.strategy.picks).includes(id) || s.strategy.offered.includes(id)) return 'played';
    // being settled, unsettled or bid for, or drawn to keep one: in play, off the Table for a moment
    const inProcedure = s.stack.some(
      (f) =>
        ((f.k === 'settle' || f.k === 'option' || f.k === 'unsettle' || f.k === 'bid') && f.issue === id) ||
        (f.k === 'settle' && f.drawn.includes(id)),
    );
    if (inProcedure) return 'played';
    if (s.strategy.removed === id) return 'out';
  }
  return 'unknown';
}
