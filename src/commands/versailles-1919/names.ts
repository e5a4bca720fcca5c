// Names instead of ids: the engine's actions and events carry ids (nations, regions, Issues, Events,
// Strategy cards, option ids, choice keys); the table shows names in the reader's language.
import type { Locale } from '../../bot/i18n/index.js';
import type { Context } from '../../bot/types.js';
import { describeEffects } from '../../engine/versailles-1919/data/describe.js';
import { EVENTS, ISSUES, STRATEGY_CARDS, type Effect } from '../../engine/versailles-1919/data/index.js';
import { LABEL_IT } from '../../engine/versailles-1919/data/rules/cards.js';
import { locales } from '../../engine/versailles-1919/locales.js';
import type { VersaillesAction, VersaillesState } from '../../engine/versailles-1919/index.js';
import { versailles1919 } from '../../engine/versailles-1919/index.js';
import { EVENT_NAME_IT } from '../../render/versailles-1919/adapter.js';
import { vt } from './text.js';

export const SLUG = 'versailles-1919';
export const NATIONS = ['britain', 'france', 'usa', 'italy'] as const;
export const REGION_IDS = ['europe', 'balkans', 'middle_east', 'pacific', 'africa'] as const;

const ISSUE_BY_ID = new Map(ISSUES.map((c) => [c.id, c]));
const EVENT_BY_ID = new Map(EVENTS.map((c) => [c.id, c]));
const STRATEGY_BY_ID = new Map(STRATEGY_CARDS.map((c) => [c.id, c]));

const loc = (L: Locale) => (L === 'it' ? locales.it : locales.en);

export function nationName(L: Locale, n: string): string {
  return (loc(L).nation as Record<string, string>)[n] ?? n;
}
export function regionName(L: Locale, r: string): string {
  return (loc(L).region as Record<string, string>)[r] ?? r;
}
export function issueName(L: Locale, id: string): string {
  return ISSUE_BY_ID.get(id)?.name[L] ?? id;
}
/** An Event card's name: people and places, the same in both languages, but for the few whose
 * name carries English words (the map uses the same Italian names). */
export function eventName(L: Locale, id: string): string {
  const name = EVENT_BY_ID.get(id)?.name ?? id;
  return L === 'it' ? (EVENT_NAME_IT[id] ?? name) : name;
}
export function strategyName(L: Locale, id: string): string {
  return STRATEGY_BY_ID.get(id)?.name[L] ?? id;
}
export function optionLabel(L: Locale, issue: string | null, option: string): string {
  const o = issue ? ISSUE_BY_ID.get(issue)?.options.find((x) => x.id === option) : undefined;
  if (!o) return option;
  return L === 'it' ? (LABEL_IT[o.label] ?? o.label) : o.label;
}
export function stepName(L: Locale, step: string): string {
  return (loc(L).step as Record<string, string>)[step] ?? step;
}
export function sourceName(L: Locale, from: string): string {
  if (from === 'available' || from === 'exhausted') return vt(L, `ui.source.${from}`);
  return regionName(L, from);
}

/** Any id the game uses, as a name; other values unchanged. */
export function anyName(L: Locale, v: string): string {
  if ((NATIONS as readonly string[]).includes(v) || v === 'japan') return nationName(L, v);
  if ((REGION_IDS as readonly string[]).includes(v)) return regionName(L, v);
  if (ISSUE_BY_ID.has(v)) return issueName(L, v);
  if (EVENT_BY_ID.has(v)) return eventName(L, v);
  if (STRATEGY_BY_ID.has(v)) return strategyName(L, v);
  if (v === 'available' || v === 'exhausted') return sourceName(L, v);
  return v;
}

/** The Issue whose option is being chosen, when the state waits for that. */
export function optionIssueOf(s: VersaillesState | null): string | null {
  const top = s?.stack[s.stack.length - 1];
  return top?.k === 'option' ? top.issue : null;
}

/** What a decision key means: a region pair, an effect branch, yes/no, or an id. */
export function choiceLabel(L: Locale, s: VersaillesState | null, choice: string): string {
  if (choice === 'accept') return vt(L, 'ui.choice.accept');
  if (choice === 'decline') return vt(L, 'ui.choice.decline');
  if (choice === '+') return vt(L, 'ui.choice.plus');
  if (choice === '-') return vt(L, 'ui.choice.minus');
  if (choice === 'none') return vt(L, 'ui.nothing');
  if (choice.includes('+'))
    return choice
      .split('+')
      .map((r) => regionName(L, r))
      .join(' + ');
  if (/^\d$/.test(choice) && s?.pending?.kind === 'either') {
    // the open 'either' effect of the fx frame on top of the stack names its branches
    const fx = [...s.stack].reverse().find((f) => f.k === 'fx');
    const e = fx && fx.k === 'fx' ? (fx.list[fx.i] as Effect | undefined) : undefined;
    if (e && e.do === 'either') {
      const b = e.branches[Number(choice)];
      if (b) return vt(L, 'ui.choice.branch', { n: Number(choice) + 1, text: describeEffects(b, L) });
    }
  }
  return anyName(L, choice);
}

const NATION_PARAMS = new Set([
  'nation',
  'partner',
  'power',
  'victim',
  'giver',
  'taker',
  'to',
  'controller',
  'settler',
  'resolver',
  'first',
  'target',
]);

/** An engine message's params with names (the state, when known, explains option ids and choices). */
export function localizeParams(
  L: Locale,
  params: Record<string, unknown> | undefined,
  s: VersaillesState | null = null,
  issueHint: string | null = null,
): Record<string, unknown> {
  const p = params ?? {};
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(p)) {
    if (k === 'option' && typeof v === 'string')
      out[k] = optionLabel(L, typeof p.issue === 'string' ? p.issue : (optionIssueOf(s) ?? issueHint), v);
    else if (k === 'choice' && typeof v === 'string') out[k] = choiceLabel(L, s, v);
    else if (k === 'pick' && typeof v === 'string') out[k] = vt(L, `ui.pick.${v}`);
    else if (k === 'modifier' && typeof v === 'number') out[k] = v > 0 ? `+${v}` : String(v);
    else if (typeof v === 'boolean') out[k] = vt(L, v ? 'ui.yes' : 'ui.no');
    else if (v === null && (k === 'issue' || k === 'event')) out[k] = vt(L, 'ui.nothing');
    else if (Array.isArray(v)) out[k] = v.length ? v.map((x) => anyName(L, String(x))).join(', ') : vt(L, 'ui.none');
    else if (typeof v === 'string') out[k] = NATION_PARAMS.has(k) ? nationName(L, v) : anyName(L, v);
    else out[k] = v;
  }
  return out;
}

/** An action in words, with names. */
export function actionText(
  ctx: Pick<Context, 't' | 'locale'>,
  s: VersaillesState | null,
  a: VersaillesAction,
  role = '',
  issueHint: string | null = null,
): string {
  const L = ctx.locale;
  if (a.type === 'refill') return vt(L, `ui.refill.${a.pick}`);
  const d = versailles1919.describeAction(a, role);
  let text = ctx.t(d.key, localizeParams(L, d.params, s, issueHint));
  if (a.type === 'choose_option' && a.flags.length)
    text += ` (${vt(L, 'ui.flags', { flags: a.flags.map((f) => nationName(L, f)).join(', ') })})`;
  if (a.type === 'propose_swap') {
    text += ` (${vt(L, a.give ? 'ui.give' : 'ui.take', { me: nationName(L, role), partner: nationName(L, a.partner) })})`;
  }
  if (a.type === 'recover' && a.withdraw.length) text += ` + ${a.withdraw.map((r) => regionName(L, r)).join(', ')}`;
  return text;
}

/**
 * A Context whose texts name things instead of showing ids; a solo bot's step (`log.bot_action`,
 * whose detail is the action as JSON) is written out as the action itself.
 */
export function namingContext<C extends Context>(ctx: C, s: VersaillesState | null, soloAs: string | null = null): C {
  // the Issue last named in the log explains a later bare option id (a bot's option choice)
  let lastIssue: string | null = null;
  const t: Context['t'] = (key, params) => {
    if (!key.startsWith(`${SLUG}.`)) return ctx.t(key, params);
    // the solo player's move is made for the faction the rules hand them at that moment (6.2)
    if (key === `${SLUG}.role.solo` && soloAs) return `${ctx.t(key, params)} (${nationName(ctx.locale, soloAs)})`;
    if (typeof params?.issue === 'string' && ISSUE_BY_ID.has(params.issue)) lastIssue = params.issue;
    if (key === `${SLUG}.action.refill` && typeof params?.pick === 'string')
      return vt(ctx.locale, `ui.refill.${params.pick}`);
    if (key === `${SLUG}.log.bot_action` && params && typeof params.detail === 'string') {
      try {
        const a = versailles1919.actionSchema.parse(JSON.parse(params.detail)) as VersaillesAction;
        return vt(ctx.locale, 'ui.bot', {
          nation: nationName(ctx.locale, String(params.nation)),
          action: actionText(ctx, s, a, String(params.nation), lastIssue),
        });
      } catch {
        // fall through to the plain text
      }
    }
    return ctx.t(key, localizeParams(ctx.locale, params, s, lastIssue));
  };
  return { ...ctx, t };
}
