import type { RESTPostAPIChatInputApplicationCommandsJSONBody } from 'discord-api-types/v10';
import type { GameRegistry } from '../engine/registry.js';
import type { GameUi } from './game-ui.js';
import type { Texts } from './i18n/index.js';
import type { PrefsRepo, ThreadsRepo, TimersRepo } from '../db/timers-repo.js';
import type { Clock, Scheduler } from './scheduler.js';
import type { Table } from './table.js';
import type { Context, Response } from './types.js';

/** Everything a handler may use. Commands glue these together and hold no rules (STYLE §9). */
export interface Services {
  table: Table;
  registry: GameRegistry;
  texts: Texts;
  uis: Map<string, GameUi>;
  /** Render map images (off in some load tests). */
  images: boolean;
  timers: TimersRepo;
  prefs: PrefsRepo;
  threads: ThreadsRepo;
  scheduler: Scheduler;
  clock: Clock;
}

/** One slash command: its definition (plain data) and thin handlers. */
export interface ChatCommand {
  data: RESTPostAPIChatInputApplicationCommandsJSONBody;
  /** Component and modal custom ids starting with `<prefix>:` are routed here. */
  prefixes?: string[];
  /** Default visibility of the reply, used when the interaction is deferred. */
  ephemeral?: boolean | ((ctx: Context) => boolean);
  /** Answers fast without I/O: never deferred. */
  instant?: boolean;
  execute(ctx: Context, s: Services): Promise<Response>;
  autocomplete?(ctx: Context, s: Services): Promise<Response>;
  component?(ctx: Context, s: Services): Promise<Response>;
  modal?(ctx: Context, s: Services): Promise<Response>;
}
