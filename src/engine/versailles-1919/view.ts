// view(state, role). Versailles 1919 has no hands and no secret bids: every card in play, every pool,
// bid and declaration is public (the rulebook hides nothing but the draw decks). Hidden from everyone: the order of the Issue and Event
// draw decks and the PRNG state, so those become counts. The same picture goes to every role; a
// role's view only adds who is looking and what that role may do now.
import { DEPLOY_COLUMNS, REGIONS, THRESHOLD, maxUnits } from './data/board.js';
import { describeEffects } from './data/describe.js';
import type { Nation, Region, TokenKind } from './data/types.js';
import type { Frame, OpenEvent, OpenIssue, VState } from './state.js';
import { eventCard, issueCard, settledOf, strategyCard, unitsOf } from './rules/helpers.js';
import { roleOf } from './rules/helpers.js';
import { finalScores, signs } from './rules/scoring.js';
import { factionStrength } from './rules/solo.js';
import { infoState, type InfoState } from './info.js';

interface IssueView {
  id: string;
  number: number;
  name: { en: string; it: string };
  category: string;
  stars: number;
  noMilitary: boolean;
  cubes: Partial<Record<Nation, number>>;
}
interface EventView {
  id: string;
  number: number;
  name: string;
  influenceIcon: boolean;
  cube: Nation | null;
  crisisLabel: string;
  text: { en: { crisis: string; conference: string }; it: { crisis: string; conference: string } };
}

function issueView(i: OpenIssue | null): IssueView | null {
  if (!i) return null;
  const c = issueCard(i.id);
  return {
    id: c.id,
    number: c.number,
    name: c.name,
    category: c.category,
    stars: c.stars,
    noMilitary: c.noMilitary,
    cubes: { ...i.cubes },
  };
}
function eventView(e: OpenEvent | null): EventView | null {
  if (!e) return null;
  const c = eventCard(e.id);
  return {
    id: c.id,
    number: c.number,
    name: c.name,
    influenceIcon: c.influenceIcon,
    cube: e.cube,
    crisisLabel: c.crisisLabel,
    text: c.text,
  };
}

export function observerView(s: VState) {
  const onIssues = (n: Nation) => [...s.table, ...s.waiting].reduce((a, i) => a + (i?.cubes[n] ?? 0), 0);
  const onEvents = (n: Nation) => [s.tableEvent, ...s.waitingEvents].filter((e) => e?.cube === n).length;
  const nations = Object.fromEntries(
    s.cubeNations.map((n) => {
      const settled = settledOf(s, n).map((x) => {
        const c = issueCard(x.id);
        return {
          id: x.id,
          name: c.name,
          category: c.category,
          stars: c.stars,
          option: x.option,
          optionLabel: c.options.find((o) => o.id === x.option)?.label ?? null,
          tokens: x.tokens,
        };
      });
      const card = s.strategy.picks[n];
      return [
        n,
        {
          role: roleOf(s, n),
          cubes: { ...s.cubes[n]!, onIssues: onIssues(n), onEvents: onEvents(n) },
          units: unitsOf(s, n).map((u) => ({ ...u })),
          unitLimit: s.happiness[n] !== undefined ? maxUnits(s.happiness[n]!) : null,
          happiness: s.happiness[n] ?? null,
          settled,
          stars: settled.reduce((a, x) => a + x.stars, 0),
          strategyCard: card ? { id: card, name: strategyCard(card).name } : null,
          soloStrength: s.solo ? factionStrength(s, n) : null,
        },
      ];
    }),
  );
  const tokenCounts: Partial<Record<TokenKind, number>> = {};
  for (const x of s.settled) for (const t of x.tokens) tokenCounts[t.kind] = (tokenCounts[t.kind] ?? 0) + 1;
  const scores = s.mode === 'solo' ? null : finalScores(s);
  const frameOf = <K extends Frame['k']>(k: K) =>
    [...s.stack].reverse().find((f): f is Extract<Frame, { k: K }> => f.k === k) ?? null;
  const settle = frameOf('settle');
  const bid = frameOf('bid');
  const check = frameOf('check');
  const top = s.stack[s.stack.length - 1];
  const fx = frameOf('fx');
  const eventFx =
    [...s.stack].reverse().find((f): f is Extract<Frame, { k: 'fx' }> => f.k === 'fx' && f.ctx.eventId !== null) ??
    null;
  // words for the offered choices of an event decision (either branches, an optional text)
  let choiceText: Record<string, { en: string; it: string }> | null = null;
  if (s.pending && top?.k === 'fx' && fx) {
    const e = fx.list[fx.i];
    if (e && e.do === 'either')
      choiceText = Object.fromEntries(
        e.branches.map((b, i) => [String(i), { en: describeEffects(b, 'en'), it: describeEffects(b, 'it') }]),
      );
    if (e && e.do === 'optional')
      choiceText = { accept: { en: describeEffects(e.effects, 'en'), it: describeEffects(e.effects, 'it') } };
  }
  return {
    game: 'versailles-1919' as const,
    mode: s.mode,
    deckSetup: s.deckSetup,
    version: s.version,
    turn: s.turnNo,
    active: s.active,
    activeRole: roleOf(s, s.active),
    seating: s.seating,
    step: s.step,
    pending: s.pending
      ? {
          kind: s.pending.kind,
          nation: s.pending.nation,
          role: roleOf(s, s.pending.nation),
          choices: s.pending.choices,
          choiceText,
        }
      : null,
    /** the event half being resolved, and by whom */
    resolving: eventFx
      ? { event: eventFx.ctx.eventId, half: eventFx.ctx.source, resolver: eventFx.ctx.you, target: eventFx.ctx.target }
      : null,
    turnState: { ...s.turn },
    /** the Issue whose option is being chosen, when that is the pending decision */
    optionIssue: top?.k === 'option' ? top.issue : null,
    settling: settle
      ? {
          issue: settle.issue,
          controller: settle.controller,
          settler: settle.settler,
          step: settle.step,
          drawn: [...settle.drawn],
        }
      : null,
    bidding: bid
      ? {
          issue: bid.issue,
          region: bid.region,
          noMilitary: bid.noMilitary,
          order: [...bid.order],
          bids: { ...bid.bids },
          passed: [...bid.passed],
          high: bid.high,
        }
      : null,
    unrestCheck: check
      ? {
          regions: [...check.regions],
          drm: check.drm,
          declarations: check.decls.map((d) => ({ ...d })),
          insurrections: [...check.insurrections],
        }
      : null,
    swap: s.swap ? { ...s.swap } : null,
    table: { issues: s.table.map(issueView), event: eventView(s.tableEvent) },
    waitingRoom: { issues: s.waiting.map(issueView), events: s.waitingEvents.map(eventView) },
    regions: REGIONS.map((r: Region) => ({
      id: r,
      keg: s.regions[r].keg,
      unrest: s.regions[r].unrest,
      threshold: THRESHOLD[s.regions[r].unrest] ?? null,
      units: s.armedNations.flatMap((n) =>
        unitsOf(s, n).flatMap((u) => (u.at === 'deployed' && u.region === r ? [{ nation: n, column: u.col }] : [])),
      ),
      columns: DEPLOY_COLUMNS,
    })),
    happiness: { ...s.happiness },
    treaty: s.mode === 'solo' ? null : { japan: signs(s, 'japan'), italy: signs(s, 'italy') },
    nations,
    demobilization: { boxes: s.demob.boxes.map((b) => ({ ...b })), one: [...s.demob.one] },
    tokens: tokenCounts,
    issueDeck: { count: s.issueDeck.length },
    issueDiscard: s.issueDiscard.map((id) => ({
      id,
      name: issueCard(id).name,
      stars: issueCard(id).stars,
      category: issueCard(id).category,
    })),
    eventDeck: { count: s.eventDeck.length },
    eventDiscard: s.eventDiscard.map((id) => ({ id, name: eventCard(id).name })),
    strategy: {
      offered: s.strategy.offered.map((id) => ({
        id,
        name: strategyCard(id).name,
        conditions: strategyCard(id).conditions,
      })),
      picks: { ...s.strategy.picks },
      removed: s.strategy.removed,
      done: s.strategy.done,
    },
    firstInsurrection: s.firstInsurrection,
    scores,
    solo: s.solo ? { ...s.solo } : null,
    ended: s.ended ? { ...s.ended } : null,
  };
}

export type ObserverView = ReturnType<typeof observerView>;
/**
 * A seat's view adds who is looking, the bot level the table chose, and `info`: the state without the
 * decks' order and the dice stream, which is all the look-ahead bot (search.ts) reads.
 */
export type RoleView = ObserverView & { viewer: string; botLevel?: string; info?: InfoState | null };

export function view(s: VState, role: string): RoleView {
  const base = { ...observerView(s), viewer: role };
  if (role === 'observer') return base;
  return { ...base, botLevel: s.botLevel ?? 'standard', info: infoState(s) };
}
