import type { ChatCommand, Services } from './bot/command.js';
import { outcomeResponse } from './bot/present.js';
import type { Context, Reply } from './bot/types.js';
import type { ActOutcome } from './bot/play.js';
import type { GameUi } from './bot/game-ui.js';
import { Texts } from './bot/i18n/index.js';
import { Router } from './bot/router.js';
import { ChannelPosts } from './bot/calm.js';
import { Admin } from './bot/admin.js';
import { Play } from './bot/play.js';
import { Table, cryptoEntropy, type Entropy } from './bot/table.js';
import { createGameCommand } from './commands/game.js';
import { helpCommand } from './commands/help.js';
import { playCommand } from './commands/play.js';
import { rulesCommand } from './commands/rules.js';
import type { Db } from './db/client.js';
import { GamesRepo } from './db/games-repo.js';
import { RecordsRepo } from './db/records-repo.js';
import type { AnyGameModule } from './engine/core/types.js';
import { GAMES } from './engine/games.js';
import { GameRegistry } from './engine/registry.js';
import { GAME_UIS } from './commands/game-uis.js';
import { DatabaseClock, Scheduler, type Clock, type Notifier } from './bot/scheduler.js';
import { ChannelPostsRepo, PrefsRepo, ThreadsRepo, TimersRepo } from './db/timers-repo.js';

import type { App } from './bot/router.js';

export type { App };

/** Wires the registry, the table, the texts and the commands together. Used by Discord, the console and tests. */
export function createApp(opts: {
  db: Db;
  games?: AnyGameModule[];
  uis?: GameUi[];
  entropy?: Entropy;
  images?: boolean;
  clock?: Clock;
  notifier?: Notifier;
  /** Name of this process for timer leases (several shards or processes share one database). */
  owner?: string;
}): App {
  const registry = new GameRegistry(opts.games ?? GAMES);
  const uis = new Map((opts.uis ?? GAME_UIS).map((u) => [u.slug, u]));
  const texts = new Texts(registry.list());
  const table = new Table(new GamesRepo(opts.db), registry, opts.entropy ?? cryptoEntropy);
  // Every committed change restarts the deadline clock: the scheduler hears of it through `play`.
  const play: Play = new Play(table, (game, before, after) => scheduler.afterCommit(game, before, after));
  const admin = new Admin(table);
  const timers = new TimersRepo(opts.db);
  // Deadlines are due by the database's clock unless a test drives time itself.
  const clock = opts.clock ?? new DatabaseClock(timers);
  const prefs = new PrefsRepo(opts.db);
  const notifier = opts.notifier ?? { channel: async () => {} };
  // Deadline outcomes are posted like any move, in the table's default language: a new post that
  // pings whoever must act now.
  const present = async (outcome: ActOutcome): Promise<Reply | null> => {
    const ctx: Context = {
      req: {
        kind: 'command',
        id: 'scheduler',
        options: {},
        user: { id: 'system', name: 'system' },
        locale: 'en',
        guildId: outcome.game.row.guildId,
        channelId: outcome.game.row.channelId,
      },
      locale: 'en',
      t: texts.forLocale('en'),
      has: (key) => texts.has(key, 'en'),
      defer: async () => {},
    };
    const res = await outcomeResponse(ctx, services, outcome);
    const main = res.replies[0];
    return main ? { ...main, table: undefined, mentions: res.log?.mentions ?? main.mentions } : null;
  };
  const scheduler: Scheduler = new Scheduler(
    table,
    play,
    timers,
    prefs,
    texts,
    clock,
    notifier,
    present,
    opts.owner ?? `proc-${process.pid}-${Math.random().toString(36).slice(2, 8)}`,
  );
  const services: Services = {
    table,
    play,
    admin,
    registry,
    texts,
    uis,
    images: opts.images ?? true,
    timers,
    prefs,
    threads: new ThreadsRepo(opts.db),
    posts: new ChannelPosts(new ChannelPostsRepo(opts.db)),
    scheduler,
    clock,
    records: new RecordsRepo(opts.db, registry),
  };
  const commands: ChatCommand[] = [createGameCommand(registry), playCommand, rulesCommand, helpCommand];
  for (const ui of uis.values()) if (ui.command) commands.push(ui.command);
  return { router: new Router(commands, services), services, commands };
}

/** The command definitions as sent to Discord (deploy-commands). */
export function commandDefinitions(app: App) {
  return app.commands.map((c) => c.data);
}
