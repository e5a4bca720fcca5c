import type { Services } from '../../bot/command.js';
import { cut } from '../../bot/pages.js';
import type { Locale } from '../../bot/i18n/index.js';
import { pagedReply } from '../../bot/pages.js';
import { humansToAct, asNamed, outcomeResponse } from '../../bot/present.js';
import type { ActOutcome } from '../../bot/play.js';
import type { LoadedGame } from '../../bot/table.js';
import type { Component, Context, Embed, Reply, Response } from '../../bot/types.js';
import {
  INTRIGUE,
  MINOR_UNITS,
  NATIONAL,
  type PowerId,
  type TerritoryId,
} from '../../engine/belle-epoque/data/index.js';
import { belleEpoque, type BelleState } from '../../engine/belle-epoque/index.js';
import type { BelleAction } from '../../engine/belle-epoque/schema.js';
import type { BelleView } from '../../engine/belle-epoque/view.js';
import type { GameEvent } from '../../engine/core/types.js';
import { toLbeMapInput } from '../../render/belle-epoque/adapter.js';
import { customIds } from '../../bot/custom-id.js';
import { renderBelleEpoqueMap } from '../../render/belle-epoque/render.js';
import { actionLabel, type Seen } from './labels.js';
import { boxName, cardName, describeEffects, describeHalf, localizeParams, powerName, territoryName } from './names.js';
import { lt } from './text.js';

/** Custom ids of this command's components: `lbe:<gameId>:<version>:<key>` (version 0 = any). */
export const LBE_IDS = customIds('lbe');
const lbeId = LBE_IDS.id;

const era = (turn: number) => (turn <= 3 ? 1 : turn <= 6 ? 2 : 3);
const stepText = (locale: Locale, step: string) =>
  lt.has(locale, `ui.step.${step}`) ? lt(locale, `ui.step.${step}`) : step;

// ---------------------------------------------------------------------------------------------
// The map and the status embed (GameUi), from the observer view only.

export async function renderLbeMap(view: unknown, opts: { locale: Locale; detail?: string }): Promise<Buffer> {
  const input = lbeMapInputFor(view, opts.locale);
  const detail =
    opts.detail === 'europe' || opts.detail === 'africa' || opts.detail === 'asia' ? opts.detail : undefined;
  return renderBelleEpoqueMap(input, detail ? { detail } : {});
}

/** The map's input from the observer view, captioned and named in the locale. */
export function lbeMapInputFor(view: unknown, locale: Locale) {
  const v = view as BelleView;
  const opts = { locale };
  const names = (belleEpoque.locales[opts.locale] as { territory: Record<string, string> }).territory;
  const caption = lt(opts.locale, 'ui.caption', {
    turn: Math.max(1, v.turn),
    era: ['I', 'II', 'III'][era(Math.max(1, v.turn)) - 1],
    step: stepText(opts.locale, v.step),
  });
  return toLbeMapInput(v, { caption, names: names as never, lang: opts.locale === 'it' ? 'it' : 'en' });
}

function fleetsText(locale: Locale, v: BelleView, p: PowerId): string {
  const parts: string[] = [];
  const fleets = v.powers[p].fleets;
  const arsenal = fleets.filter((f) => f.location === 'arsenal').length;
  if (arsenal) parts.push(lt(locale, 'ui.status.arsenal', { n: arsenal }));
  for (const box of ['EU', 'AF', 'AS'] as const) {
    const here = fleets.filter((f) => f.location === box);
    const minors = v.minorUnits.filter((u) => u.location === box && v.holders[minorTerritory(u.id)] === p);
    if (!here.length && !minors.length) continue;
    const active = here.filter((f) => !f.exhausted).length + minors.filter((u) => !u.exhausted).length;
    const exhausted = here.length + minors.length - active;
    parts.push(lt(locale, 'ui.status.fleet_box', { box: boxName(locale, box), active, exhausted }));
  }
  return parts.join(', ') || lt(locale, 'ui.status.no_fleets');
}

function minorTerritory(unitId: string): TerritoryId {
  return (MINOR_UNITS.find((u) => u.id === unitId)?.minor ?? 'italy') as TerritoryId;
}

/** 4.0 at a glance: each Power's money, cubes, units, Prestige and VP; the order of play; who acts. */
export function lbeStatusEmbed(view: unknown, locale: Locale): Embed {
  const v = view as BelleView;
  const L = (k: string, p: Record<string, unknown> = {}) => lt(locale, `ui.status.${k}`, p);
  const order = v.turnOrder.length ? v.turnOrder : v.tableOrder;
  const fields: NonNullable<Embed['fields']> = order.map((p) => {
    const ps = v.powers[p];
    const tags = [
      v.active.includes(p) ? '▶' : '',
      v.action?.passed.includes(p) ? `(${L('passed')})` : '',
      ps.greatWork ? '🏛' : '',
    ]
      .filter(Boolean)
      .join(' ');
    return {
      name: `${powerName(locale, p)} ${tags}`.trim(),
      value: [
        L('power_line', {
          money: ps.money,
          embassies: ps.embassies,
          reserve: ps.reserve,
          prestige: ps.prestige,
          // 13.10: a Non-Player Power never scores, whatever its VP counter holds
          vp: v.np?.powers.includes(p) ? L('np_no_vp') : ps.vp,
        }),
        L('units_line', {
          arsenal: ps.armies.arsenal,
          reserve: ps.armies.reserve,
          fleets: fleetsText(locale, v, p),
          intrigue: ps.intrigueCount,
          national: ps.nationalCount,
        }),
      ].join('\n'),
    };
  });
  fields.push({ name: L('order'), value: order.map((p) => powerName(locale, p)).join(' → ') || '—', inline: true });
  if (v.action?.passed.length)
    fields.push({
      name: L('next_order'),
      value: v.action.passed.map((p) => powerName(locale, p)).join(' → '),
      inline: true,
    });
  if (v.dispute) {
    fields.push({
      name: '⚔',
      value: L('dispute', {
        territory: territoryName(locale, v.dispute.territory),
        attacker: powerName(locale, v.dispute.attacker),
        defender: localizeParams(locale, { owner: v.dispute.defender }).owner,
        stage: stepText(locale, v.step),
      }),
    });
  }
  return {
    description: L('turn', {
      turn: Math.max(1, v.turn),
      era: ['I', 'II', 'III'][era(Math.max(1, v.turn)) - 1],
      step: stepText(locale, v.step),
    }),
    fields,
  };
}

// ---------------------------------------------------------------------------------------------
// Words for the log: the engine's events with names instead of ids, dice with both modifiers.

/**
 * A Context whose texts name things instead of showing ids, and never name a kept Intrigue card.
 * `npPowers`: the Non-Player Powers, whose scoring lines say that they score nothing (13.10).
 */
export function namingContext(ctx: Context, npPowers: readonly string[] = []): Context {
  const t: Context['t'] = (key, params) => {
    if (key === 'belle-epoque.log.vp_scored' && npPowers.includes(String(params?.power)))
      return lt(ctx.locale, 'ui.np_scores_nothing', localizeParams(ctx.locale, params));
    if (key === 'belle-epoque.action.keep_intrigue') return lt(ctx.locale, 'ui.kept_card');
    if (key === 'belle-epoque.log.dispute_result' && params && 'attackerDie' in params)
      return diceText(ctx.locale, params);
    return ctx.t(key, key.startsWith('belle-epoque.') ? localizeParams(ctx.locale, params) : params);
  };
  return { ...ctx, t };
}

function diceText(locale: Locale, p: Record<string, unknown>): string {
  const mod = (total: number, die: number) => (total - die >= 0 ? `+ ${total - die}` : `− ${die - total}`);
  const names = localizeParams(locale, { attacker: p.attacker, defender: p.defender, territory: p.territory });
  const at = Number(p.attackerTotal);
  const dt = Number(p.defenderTotal);
  const result =
    p.winner === 'none'
      ? lt(locale, 'ui.dice_none')
      : lt(locale, 'ui.dice_wins', { who: p.winner === 'attacker' ? names.attacker : names.defender });
  return lt(locale, 'ui.dice', {
    territory: names.territory,
    attacker: names.attacker,
    defender: names.defender,
    attackerDie: p.attackerDie,
    defenderDie: p.defenderDie,
    attackerTotal: at,
    defenderTotal: dt,
    attackerMod: mod(at, Number(p.attackerDie)),
    defenderMod: mod(dt, Number(p.defenderDie)),
    result,
  });
}

/**
 * Adds the dice to each Dispute result (the engine logs the dice and the totals separately; the table
 * shows die + modifier = total for both sides).
 */
export function withDice(before: BelleState, applied: ActOutcome['applied']): ActOutcome['applied'] {
  let rolls = before.dispute?.rolls ? { ...before.dispute.rolls } : null;
  let attacker: string | null = before.dispute?.attacker ?? null;
  return applied.map((a) => ({
    ...a,
    events: a.events.map((e): GameEvent => {
      if (e.key === 'belle-epoque.log.dispute_begins') attacker = String(e.params?.attacker);
      if (e.key === 'belle-epoque.log.dispute_dice')
        rolls = { attacker: Number(e.params?.attacker), defender: Number(e.params?.defender) };
      if (e.key === 'belle-epoque.log.dispute_reroll' && rolls) {
        if (e.params?.power === attacker) rolls.attacker = Number(e.params?.die);
        else rolls.defender = Number(e.params?.die);
      }
      if (e.key === 'belle-epoque.log.dispute_result' && rolls)
        return { ...e, params: { ...e.params, attackerDie: rolls.attacker, defenderDie: rolls.defender } };
      return e;
    }),
  }));
}

// ---------------------------------------------------------------------------------------------
// The reply to an action: the platform's outcome (events, pings, private events), our words,
// our button bar, the map at round and phase ends, and the prompts of whoever must now decide.

/** The map goes up when a round of actions ends, at a phase or turn change, and at the end. */
function mapDue(before: BelleState, after: BelleState, over: boolean): boolean {
  if (over || before.turn !== after.turn) return true;
  if ((before.step === 'setup') !== (after.step === 'setup')) return true;
  if (before.step === 'setup' && after.step === 'setup')
    return (after.setup?.current ?? 0) < (before.setup?.current ?? 0);
  const b = before.action;
  const a = after.action;
  return !!(a && b && a.current < b.current);
}

export async function lbeOutcome(ctx: Context, s: Services, out: ActOutcome): Promise<Response> {
  if (out.duplicate) return outcomeResponse(ctx, s, out);
  const before = out.before as BelleState;
  const after = out.after as BelleState;
  const named = namingContext(ctx, after.np?.powers);
  const res = await outcomeResponse(
    asNamed(named),
    s,
    { ...out, applied: withDice(before, out.applied) },
    { map: mapDue(before, after, !!out.result) },
  );
  const main = res.replies[0]!;
  if (!out.result) main.components = actionBar(ctx, out.game);
  addPrompts(ctx, out.game, res);
  return res;
}

/** Buttons under a turn message: the acting Power's next steps (from legalActions), then hand, status, map. */
export function actionBar(ctx: Context, game: LoadedGame): Component[][] {
  const state = game.state as BelleState;
  const id = game.row.id;
  const rows: Component[][] = [];
  const active = belleEpoque.activeRoles(state);
  const role = active[0];
  if (role && role !== 'system') {
    const types = [...new Set(belleEpoque.legalActions(state, role).map((a) => a.type))];
    const buttons: Component[] = types.map((type) => ({
      type: 'button',
      customId: lbeId(id, state.version, `do:${type}`),
      label: lt(ctx.locale, `ui.act.${type}`),
      style: type === 'pass' ? 'danger' : type === 'end_turn' || type === 'end_deploy' ? 'success' : 'primary',
    }));
    for (let i = 0; i < buttons.length && rows.length < 3; i += 5) rows.push(buttons.slice(i, i + 5));
  }
  rows.push([
    { type: 'button', customId: lbeId(id, 0, 'hand'), label: lt(ctx.locale, 'ui.my_hand'), style: 'secondary' },
    { type: 'button', customId: lbeId(id, 0, 'menu'), label: lt(ctx.locale, 'ui.actions'), style: 'secondary' },
    { type: 'button', customId: lbeId(id, 0, 'status'), label: lt(ctx.locale, 'ui.status_button'), style: 'secondary' },
    { type: 'button', customId: lbeId(id, 0, 'map'), label: lt(ctx.locale, 'ui.map'), style: 'secondary' },
  ]);
  return rows;
}

export function seenFor(game: LoadedGame, role: string, locale: Locale): Seen {
  const state = game.state as BelleState;
  return { locale, role, state, view: belleEpoque.view(state, role) as BelleView };
}

/**
 * An ephemeral (or DM) menu of `actions` for `role`, values being indexes into the role's legal list
 * so a click names exactly one legal action of this version.
 */
export function pickMenu(
  ctx: Context,
  game: LoadedGame,
  role: string,
  actions: BelleAction[],
  header: string,
  sub?: string,
): Reply {
  const state = game.state as BelleState;
  const legal = belleEpoque.legalActions(state, role);
  const keys = legal.map((a) => JSON.stringify(a));
  const seen = seenFor(game, role, ctx.locale);
  const chosen = actions.slice(0, 25);
  const options = chosen.map((a) => ({
    label: cut(actionLabel(seen, a), 100),
    value: String(keys.indexOf(JSON.stringify(a))),
  }));
  const more =
    actions.length > 25 ? `\n${lt(ctx.locale, 'ui.more', { count: actions.length - 25, sub: sub ?? 'actions' })}` : '';
  return {
    content: header + more,
    components: [
      [
        {
          type: 'select',
          customId: lbeId(game.row.id, state.version, `pick:${role}`),
          options,
          placeholder: lt(ctx.locale, 'ui.pick_placeholder'),
        },
      ],
    ],
    ephemeral: true,
  };
}

/** Commitments cheapest first, "nothing" at the top. */
function sortCommits(_seen: Seen, legal: BelleAction[]): BelleAction[] {
  const units = (a: BelleAction) =>
    a.type === 'commit' ? a.fleets + a.minorFleets + a.armies + a.minorArmies + (a.card ? 0.5 : 0) : 0;
  return [...legal].sort((x, y) => units(x) - units(y));
}

/** The question a waiting human must answer, in their language, with its menu. */
export function promptFor(ctx: Context, game: LoadedGame, role: string, mention: string): Reply | null {
  const state = game.state as BelleState;
  const legal = belleEpoque.legalActions(state, role);
  if (!legal.length) return null;
  const L = ctx.locale;
  const power = powerName(L, role);
  const seen = seenFor(game, role, L);
  switch (state.step) {
    case 'dispute.defend': {
      const d = state.dispute!;
      const header = lt(L, 'ui.defend_prompt', {
        mention,
        power,
        attacker: powerName(L, d.attacker),
        territory: territoryName(L, d.territory),
        space: d.space + 1,
        defender: localizeParams(L, { owner: d.defender }).owner,
      });
      return pickMenu(ctx, game, role, sortCommits(seen, legal), header, 'commit');
    }
    case 'dispute.attack':
      return pickMenu(
        ctx,
        game,
        role,
        sortCommits(seen, legal),
        `${mention} ${lt(L, 'ui.attack_prompt', { power })}`,
        'commit',
      );
    case 'dispute.reroll':
      return pickMenu(ctx, game, role, legal, `${mention} ${lt(L, 'ui.reroll_prompt', { power })}`, 'reroll');
    case 'card': {
      const pending = seen.view.resolution?.pending;
      const question = pending ? ctx.t(pending.key) : '';
      return pickMenu(ctx, game, role, legal, `${mention} ${lt(L, 'ui.card_prompt', { power, question })}`, 'choose');
    }
    case 'intrigue.keep':
      return pickMenu(ctx, game, role, legal, `${mention} ${lt(L, 'ui.keep_prompt', { power })}`, 'keep');
    default:
      return null;
  }
}

/**
 * A defender (even one who passed), an attacker committing, a reroller or a card's chooser is asked
 * privately. Whoever just acted gets the menu at once (ephemeral, in the channel). Anyone else is
 * pinged once by the public reply, whose button opens the same menu for them in the channel, and gets
 * a DM listing the choices and their costs: answering in the channel keeps the Dispute and its dice
 * in the public record (an answer given in a DM would be posted in the DM only).
 */
function addPrompts(ctx: Context, game: LoadedGame, res: Response): void {
  const state = game.state as BelleState;
  if (!['dispute.defend', 'dispute.attack', 'dispute.reroll', 'card', 'intrigue.keep'].includes(state.step)) return;
  for (const { role, userId } of humansToAct(game)) {
    const prompt = promptFor(ctx, game, role, `<@${userId}>`);
    if (!prompt) continue;
    prompt.mentions = []; // the public reply already pinged this player once
    if (userId === ctx.req.user.id) {
      res.replies.push(prompt);
      continue;
    }
    const choices = (prompt.components?.[0]?.[0] as { options?: { label: string }[] } | undefined)?.options ?? [];
    const where = game.row.guildId
      ? `https://discord.com/channels/${game.row.guildId}/${game.row.channelId}`
      : `<#${game.row.channelId}>`;
    const content = [
      (prompt.content ?? '').split('\n')[0]!,
      ...choices.map((o) => `• ${o.label}`),
      lt(ctx.locale, 'ui.answer_in_channel', {
        where,
        button: lt(ctx.locale, `ui.act.${belleEpoque.legalActions(state, role)[0]!.type}`),
        sub: subFor(state.step),
      }),
    ].join('\n');
    (res.dms ??= []).push({ userId, reply: { content, mentions: [] } });
  }
}

function subFor(step: string): string {
  return step === 'dispute.reroll'
    ? 'reroll'
    : step === 'card'
      ? 'choose'
      : step === 'intrigue.keep'
        ? 'keep'
        : 'commit';
}

// ---------------------------------------------------------------------------------------------
// Hands, privately.

/** The hands of every Power the user plays, from each Power's own view (ephemeral). */
export function handReply(ctx: Context, game: LoadedGame, roles: string[]): Reply {
  const state = game.state as BelleState;
  const L = ctx.locale;
  const embeds: Embed[] = [];
  for (const role of roles) {
    const v = belleEpoque.view(state, role) as BelleView;
    const me = v.powers[role as PowerId];
    if (!me) continue;
    const intrigue = (me.intrigueHand ?? []).map((c) => {
      const card = INTRIGUE[c];
      if (!card) return `• ${cardName(L, c)}`;
      return `• ${describeHalf(L, card.halves[0])}\n  ${describeHalf(L, card.halves[1])}`;
    });
    const national = (me.nationalHand ?? []).map((c) => {
      const n = NATIONAL[c];
      if (!n) return `• ${cardName(L, c)}`;
      return `• **${cardName(L, c)}** (${lt(L, 'ui.card_cost', { cost: n.cost })}${n.requires ? `, ${lt(L, 'ui.card_requires')}` : ''}): ${describeEffects(L, n.effects)}`;
    });
    embeds.push({
      title: lt(L, 'ui.hand_title', { power: powerName(L, role) }),
      fields: [
        { name: lt(L, 'ui.hand_intrigue'), value: cut(intrigue.join('\n') || lt(L, 'ui.hand_none'), 1024) },
        { name: lt(L, 'ui.hand_national'), value: cut(national.join('\n') || lt(L, 'ui.hand_none'), 1024) },
      ],
    });
  }
  if (!embeds.length) return { content: lt(L, 'ui.not_seated'), ephemeral: true };
  return { embeds, ephemeral: true };
}

// ---------------------------------------------------------------------------------------------
// The public history of the turn.

export async function turnLog(ctx: Context, s: Services, game: LoadedGame, page?: number): Promise<Reply> {
  const rows = await s.table.actions(game.row.id);
  const state = game.state as BelleState;
  const named = namingContext(ctx, state.np?.powers);
  const lines: string[] = [];
  let startedAt = 0;
  rows.forEach((r, i) => {
    if ((r.events ?? []).some((e) => e.key === 'belle-epoque.log.turn_begins')) startedAt = i;
  });
  const applied = withDice(
    { dispute: null } as unknown as BelleState,
    rows.slice(startedAt).map((r) => ({
      version: r.version,
      role: r.role,
      action: r.action,
      events: r.events ?? [],
      userId: null,
      interactionId: null,
      byBot: false,
    })),
  );
  for (const a of applied) {
    const d = belleEpoque.describeAction(a.action as BelleAction, a.role);
    lines.push(`**${powerName(ctx.locale, a.role)}**: ${named.t(d.key, d.params ?? {})}`);
    for (const e of a.events)
      if (e.audience === 'public') lines.push(`• ${named.has(e.key) ? named.t(e.key, e.params ?? {}) : e.key}`);
  }
  const title = lt(ctx.locale, 'ui.log_title', { turn: Math.max(1, state.turn) });
  if (!lines.length) return { content: `${title}\n${lt(ctx.locale, 'ui.log_empty')}`, ephemeral: true };
  // every line, paged (the newest page first shown; ◀ for the earlier ones)
  const {
    page: _p,
    pages: _n,
    ...reply
  } = pagedReply(
    (p, n) => (n > 1 ? `**${title}** (${lt(ctx.locale, 'ui.log_page', { page: p, pages: n })})` : `**${title}**`),
    lines,
    page,
    (p) => lbeId(game.row.id, 0, `log:${p}`),
    { ephemeral: true },
  );
  return reply;
}
