// The select menus a game command builds from legalActions: every choice in them is one of the
// engine's legal actions, so the table never decides what is legal (STYLE §2). Shared by the
// commands whose subcommands are described by SubSpecs (Versailles 1919, 1701).
import type { Locale } from '../../bot/i18n/index.js';
import { cut } from '../../bot/pages.js';
import type { LoadedGame } from '../../bot/table.js';
import type { Component, Context, Reply, Response } from '../../bot/types.js';
import type { BaseState, GameModule } from '../../engine/core/types.js';
import type { CustomIds } from '../../bot/custom-id.js';

/** One option of an action subcommand. */
export interface KitField<A> {
  /** option name */
  opt: string;
  /** text path of its description; `cmd.opt.<opt>` when not given */
  desc?: string;
  /** the option's value in a legal action, as the string the option carries */
  pick(a: A): string;
}

/** One action subcommand: the action types it names and the options that pick one of them out. */
export interface KitSub<A extends { type: string }, F extends KitField<A> = KitField<A>> {
  name: string;
  /** subcommand group (`/1701 battle …`) */
  group?: string;
  types: readonly A['type'][];
  fields: readonly F[];
  /** only some actions of these types */
  only?(a: A): boolean;
  /** the choice is secret until the other side has chosen too: answered in private */
  secret?: boolean;
}

/** The field type of a subcommand spec (each game's own, e.g. with a label kind). */
export type FieldOf<Sub extends { fields: readonly unknown[] }> = Sub['fields'][number];

/** What the engine must offer a game command. */
export type TableModule<S extends BaseState, A extends { type: string }> = Pick<
  GameModule<S, A>,
  'slug' | 'legalActions' | 'activeRoles' | 'view'
>;

export type TextFn = (locale: Locale, path: string, params?: Record<string, unknown>) => string;

/** The slash line's words for a subcommand: `place`, `battle card`. */
export function subPath(spec: { name: string; group?: string }): string {
  return spec.group ? `${spec.group} ${spec.name}` : spec.name;
}

/** The subcommand that names this action (the first whose types and filter take it). */
export function subOfAction<A extends { type: string }, Sub extends KitSub<A>>(
  subs: readonly Sub[],
  a: A,
): Sub | undefined {
  return subs.find((x) => x.types.includes(a.type) && (!x.only || x.only(a)));
}

export function legalOf<S extends BaseState, A extends { type: string }>(
  module: TableModule<S, A>,
  game: LoadedGame,
  role: string,
  types?: readonly A['type'][],
): A[] {
  const all = module.legalActions(game.state as S, role);
  return types ? all.filter((a) => types.includes(a.type)) : all;
}

export interface MenuConfig<S extends BaseState, A extends { type: string }, Sub extends KitSub<A>> {
  module: TableModule<S, A>;
  ids: CustomIds;
  /** the game's UI texts (`ui.more`, `ui.pick_placeholder`, `ui.nothing_to_do`, …) */
  text: TextFn;
  subs: readonly Sub[];
  /** the first line of a menu: who chooses, at which step */
  headerFor(ctx: Context, game: LoadedGame, role: string): string;
  /** an action in words, as `role` reads it in a menu */
  actionLabel(ctx: Context, s: S, a: A, role: string): string;
  /** an option value in words (`raw` as `field` carries it in `a`) */
  valueLabel(locale: Locale, s: S, field: FieldOf<Sub>, raw: string, a: A, role: string): string;
  /** one button per kind of legal action of `role` */
  actionRows(ctx: Context, game: LoadedGame, role: string): Component[][];
}

export interface TableMenus<A> {
  /** A select menu of `actions`; values are indexes into the role's legal list at this version. */
  pickMenu(ctx: Context, game: LoadedGame, role: string, actions: A[], header: string, sub?: string): Reply;
  /** Everything the role may do now: one menu when it fits, else one button per kind of action. */
  menuFor(ctx: Context, game: LoadedGame, role: string | undefined): Response;
  /** A long list in two steps: first the value of its first option, then the rest. */
  groupedMenu(ctx: Context, game: LoadedGame, role: string, type: string, legal: A[]): Reply;
}

export function tableMenus<S extends BaseState, A extends { type: string }, Sub extends KitSub<A>>(
  cfg: MenuConfig<S, A, Sub>,
): TableMenus<A> {
  const stateOf = (game: LoadedGame) => game.state as S;
  const placeholder = (ctx: Context) => cfg.text(ctx.locale, 'ui.pick_placeholder');

  function pickMenu(ctx: Context, game: LoadedGame, role: string, actions: A[], header: string, sub?: string): Reply {
    const s = stateOf(game);
    const keys = cfg.module.legalActions(s, role).map((a) => JSON.stringify(a));
    const options = actions.slice(0, 25).map((a) => ({
      label: cut(cfg.actionLabel(ctx, s, a, role), 100),
      value: String(keys.indexOf(JSON.stringify(a))),
    }));
    const more =
      actions.length > 25
        ? `\n${cfg.text(ctx.locale, 'ui.more', { count: actions.length - 25, sub: sub ?? 'actions' })}`
        : '';
    return {
      content: header + more,
      components: [
        [
          {
            type: 'select',
            customId: cfg.ids.id(game.row.id, s.version, `pick:${role}`),
            options,
            placeholder: placeholder(ctx),
          },
        ],
      ],
      ephemeral: true,
    };
  }

  function menuFor(ctx: Context, game: LoadedGame, role: string | undefined): Response {
    if (!role) return { replies: [{ content: cfg.text(ctx.locale, 'ui.nothing_to_do'), ephemeral: true }] };
    const legal = legalOf(cfg.module, game, role);
    if (!legal.length) return { replies: [{ content: cfg.text(ctx.locale, 'ui.nothing_to_do'), ephemeral: true }] };
    const header = cfg.headerFor(ctx, game, role);
    if (legal.length <= 25) return { replies: [pickMenu(ctx, game, role, legal, header)] };
    return { replies: [{ content: header, components: cfg.actionRows(ctx, game, role), ephemeral: true }] };
  }

  function groupedMenu(ctx: Context, game: LoadedGame, role: string, type: string, legal: A[]): Reply {
    const header = cfg.headerFor(ctx, game, role);
    const sub = legal[0] ? subOfAction(cfg.subs, legal[0]) : undefined;
    const first = sub?.fields[0];
    if (legal.length <= 25 || !first) return pickMenu(ctx, game, role, legal, header, sub && subPath(sub));
    const s = stateOf(game);
    const groups = new Map<string, string>();
    for (const a of legal) {
      const v = subOfAction(cfg.subs, a)!.fields[0]!.pick(a);
      if (!groups.has(v)) groups.set(v, cfg.valueLabel(ctx.locale, s, first, v, a, role));
    }
    const options = [...groups].slice(0, 25).map(([value, label]) => ({ label: cut(label, 100), value }));
    return {
      content: header,
      components: [
        [
          {
            type: 'select',
            customId: cfg.ids.id(game.row.id, s.version, `grp:${type}`),
            options,
            placeholder: placeholder(ctx),
          },
        ],
      ],
      ephemeral: true,
    };
  }

  return { pickMenu, menuFor, groupedMenu };
}
