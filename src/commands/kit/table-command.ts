// The shared handler of the game commands (`/lbe`, `/dip`, `/versailles`, `/1701`): which game a
// request means (the channel's or the named one, never another kind), the component prelude (one
// custom-id codec, the game loaded for the clicker, a stale stamp noticed), and one dispatch of
// subcommands, component verbs and modals. A game brings its subcommands and verbs as hooks:
// La Belle Époque's card-target follow-up rides on its `play`, Diplomacy's orders box is its `m` modal.
import type {
  APIApplicationCommandOption,
  RESTPostAPIChatInputApplicationCommandsJSONBody,
} from 'discord-api-types/v10';
import type { ChatCommand, Services } from '../../bot/command.js';
import { decodeGameCustomId, encodeGameCustomId, type GameCustomId } from '../../bot/custom-id.js';
import { optString } from '../../bot/options.js';
import { statusEmbed } from '../../bot/present.js';
import type { LoadedGame } from '../../bot/table.js';
import { Refusal, type Component, type Context, type Response } from '../../bot/types.js';
import { GAME_CONTEXTS } from './definition.js';
import { autocompleteGame, resolveForView } from './lookup.js';
import type { TextFn } from './menus.js';

export interface TableKitConfig {
  /** the engine's slug: the only kind of game this command acts on */
  slug: string;
  /** the custom-id prefix the router matches */
  prefix: string;
  text: TextFn;
  /** UI text path of the refusal of another game's id (param `id`) */
  notOursKey: string;
  /** what a component id carries to notice an old message: by default the state's version */
  stamp?(game: LoadedGame): string;
}

/** A component id read, with whether the game has moved on since it was made. */
export type ComponentId = GameCustomId & { stale: boolean };

export interface TableKit {
  readonly cfg: TableKitConfig;
  /** another game's id is refused, never read as ours */
  ours(ctx: Context, game: LoadedGame): LoadedGame;
  /** the channel's (or the named) game of ours in one of these states */
  resolveGame(ctx: Context, s: Services, statuses?: LoadedGame['row']['status'][]): Promise<LoadedGame>;
  /** the game to show: running, else the channel's finished one */
  resolveView(ctx: Context, s: Services): Promise<LoadedGame>;
  /** a component id of this game, stamped now */
  id(game: LoadedGame, key: string): string;
  /** the component's game, loaded for the clicker; `active` refuses a game that is not running */
  loadComponent(ctx: Context, s: Services, active: boolean): Promise<{ game: LoadedGame; id: ComponentId }>;
  /** the reply to an old click: "the game has moved on", then what is current */
  withStale(ctx: Context, res: Response): Response;
  /** the status embed, with the game's buttons under it while it runs */
  statusReply(ctx: Context, s: Services, game: LoadedGame, bar: Component[][], ephemeral?: boolean): Response;
}

export function tableKit(cfg: TableKitConfig): TableKit {
  const stamp = (game: LoadedGame) => cfg.stamp?.(game) ?? String(game.state?.version ?? 0);
  const ours = (ctx: Context, game: LoadedGame) => {
    if (game.module.slug !== cfg.slug)
      throw new Refusal('error.bad_action', { detail: cfg.text(ctx.locale, cfg.notOursKey, { id: game.row.id }) });
    return game;
  };
  return {
    cfg,
    ours,
    resolveGame: async (ctx, s, statuses = ['active']) =>
      ours(ctx, await s.table.resolve(ctx.req, optString(ctx, 'game'), statuses)),
    resolveView: (ctx, s) => resolveForView(ctx, s, ours),
    id: (game, key) => encodeGameCustomId(cfg.prefix, game.row.id, stamp(game), key),
    async loadComponent(ctx, s, active) {
      const parsed = decodeGameCustomId(ctx.req.customId ?? '', cfg.prefix);
      if (!parsed) throw new Refusal('error.stale');
      const game = ours(ctx, await s.table.loadFor(ctx.req, parsed.gameId));
      if (!game.state || (active && game.row.status !== 'active'))
        throw new Refusal('error.not_active', { id: game.row.id, status: game.row.status });
      return { game, id: { ...parsed, stale: parsed.stamp !== stamp(game) } };
    },
    withStale(ctx, res) {
      res.replies.unshift({ content: ctx.t('error.stale'), ephemeral: true });
      return res;
    },
    statusReply: (ctx, s, game, bar, ephemeral = false) => ({
      replies: [
        {
          embeds: [statusEmbed(ctx, s, game)],
          components: game.row.status === 'active' ? bar : [],
          ...(ephemeral ? { ephemeral } : {}),
        },
      ],
    }),
  };
}

type Handler = (ctx: Context, s: Services) => Promise<Response> | Response;
type VerbHandler = (ctx: Context, s: Services, game: LoadedGame, id: ComponentId) => Promise<Response> | Response;

/** A subcommand (or group) of the game's: its definition and its handler. */
export interface TableSub {
  data: APIApplicationCommandOption;
  /** answered in private (the deferral is ephemeral) */
  private?: boolean | ((ctx: Context) => boolean);
  execute: Handler;
}

/** A button or select verb: `active` ones refuse a game that is not running. */
export interface TableVerb {
  active?: boolean;
  run: VerbHandler;
}

export interface TableCommandConfig {
  name: string;
  description: { description: string; description_localizations: { it: string } };
  subs: readonly TableSub[];
  /** component verbs (`status`, `map`, `do`, `pick`, …) */
  verbs: Readonly<Record<string, TableVerb>>;
  /** modal submissions, by verb (Diplomacy's orders box) */
  modals?: Readonly<Record<string, VerbHandler>>;
  /** autocomplete of options other than `game:` */
  autocomplete?: Handler;
  /** the command defers itself (a modal cannot follow a deferral) */
  instant?: boolean;
}

/** One game command from its subcommands and verbs, dispatched the same way for every game. */
export function tableCommand(kit: TableKit, cfg: TableCommandConfig): ChatCommand {
  const data: RESTPostAPIChatInputApplicationCommandsJSONBody = {
    name: cfg.name,
    ...cfg.description,
    contexts: GAME_CONTEXTS,
    options: cfg.subs.map((x) => x.data),
  };
  const subOf = (ctx: Context) => cfg.subs.find((x) => x.data.name === (ctx.req.group ?? ctx.req.subcommand));
  const verbOf = (customId: string | undefined) => decodeGameCustomId(customId ?? '', kit.cfg.prefix)?.verb ?? '';
  return {
    data,
    prefixes: [kit.cfg.prefix],
    ...(cfg.instant ? { instant: true } : {}),
    ephemeral(ctx) {
      const p = subOf(ctx)?.private;
      return typeof p === 'function' ? p(ctx) : !!p;
    },
    async execute(ctx, s) {
      const sub = subOf(ctx);
      if (!sub) throw new Refusal('error.unknown_command', { name: `${cfg.name} ${ctx.req.subcommand ?? ''}` });
      return sub.execute(ctx, s);
    },
    async component(ctx, s) {
      const verb = cfg.verbs[verbOf(ctx.req.customId)];
      if (!verb) throw new Refusal('error.stale');
      const { game, id } = await kit.loadComponent(ctx, s, verb.active ?? true);
      return verb.run(ctx, s, game, id);
    },
    async modal(ctx, s) {
      const run = cfg.modals?.[verbOf(ctx.req.customId)];
      if (!run) throw new Refusal('error.stale');
      const { game, id } = await kit.loadComponent(ctx, s, true);
      return run(ctx, s, game, id);
    },
    async autocomplete(ctx, s) {
      if (ctx.req.focused === 'game') return { replies: [], choices: await autocompleteGame(ctx, s) };
      return cfg.autocomplete ? cfg.autocomplete(ctx, s) : { replies: [], choices: [] };
    },
  };
}
