import { ZodError } from 'zod';
import { IllegalActionError } from '../engine/core/errors.js';
import { DbUnavailableError } from '../db/faults.js';
import { log } from '../log.js';
import type { ChatCommand, Services } from './command.js';
import { customIdForLog, decodeCustomId, ruleCustomId } from './custom-id.js';
import { toLocale } from './i18n/index.js';
import { chunkText, cut } from './pages.js';
import { Refusal, type Context, type Reply, type Request, type Response } from './types.js';

/** What the transport (Discord, the console, a test) offers the router. */
export interface Transport {
  /** Acknowledge the interaction now; later replies edit or follow it. */
  defer(ephemeral: boolean): Promise<void>;
}

export const noDefer: Transport = { defer: async () => {} };

/**
 * The one interaction router (STYLE §9): finds the handler, resolves the locale, defers before slow
 * work, and turns refusals into short localized ephemeral replies and bugs into a generic apology.
 * Errors are caught here and nowhere else.
 */
export class Router {
  private readonly byName = new Map<string, ChatCommand>();
  private readonly byPrefix = new Map<string, ChatCommand>();

  constructor(
    readonly commands: readonly ChatCommand[],
    readonly services: Services,
  ) {
    for (const c of commands) {
      this.byName.set(c.data.name, c);
      for (const p of c.prefixes ?? []) this.byPrefix.set(p, c);
    }
  }

  command(name: string): ChatCommand | undefined {
    return this.byName.get(name);
  }

  async handle(req: Request, transport: Transport = noDefer): Promise<Response> {
    const res = await this.route(req, transport);
    // A modal is the whole answer (Discord allows no message with it): kept messages wait for the
    // next reply that can carry them, e.g. the modal's own submission.
    if (!res.modal && (req.kind === 'command' || req.kind === 'component' || req.kind === 'modal')) {
      // Private messages that could not be delivered (DMs closed) come with the user's next interaction.
      const pending = await this.services.prefs.takePending(req.user.id).catch(() => null);
      if (pending) for (const content of chunkText(pending)) res.replies.push({ content, ephemeral: true });
    }
    return res;
  }

  private async route(req: Request, transport: Transport): Promise<Response> {
    const locale = toLocale(req.locale);
    let deferred = false;
    const ctx: Context = {
      req,
      locale,
      t: this.services.texts.forLocale(locale),
      has: (key) => this.services.texts.has(key, locale) || this.services.texts.has(key, 'en'),
      defer: async (ephemeral) => {
        if (deferred) return;
        deferred = true;
        await transport.defer(ephemeral);
      },
    };
    try {
      if (hasNul(req)) {
        // Postgres text and jsonb cannot hold U+0000: such input would fail deep in a query as a bug.
        if (req.kind === 'autocomplete') return { replies: [], choices: [] };
        return refusal(ctx, 'error.bad_input', { detail: 'U+0000' });
      }
      if (req.kind === 'autocomplete') {
        const cmd = this.byName.get(req.command ?? '');
        if (!cmd?.autocomplete) return { replies: [], choices: [] };
        const out = await cmd.autocomplete(ctx, this.services);
        // every choice: the transport fits them to Discord's 25 and says how many more (discord-limits.ts)
        return { replies: [], choices: out.choices ?? [] };
      }
      if (req.kind === 'command') {
        const cmd = this.byName.get(req.command ?? '');
        if (!cmd) return refusal(ctx, 'error.unknown_command', { name: req.command ?? '' });
        if (!cmd.instant) {
          const eph = typeof cmd.ephemeral === 'function' ? cmd.ephemeral(ctx) : (cmd.ephemeral ?? false);
          await ctx.defer(eph);
        }
        return await cmd.execute(ctx, this.services);
      }
      const { prefix } = decodeCustomId(req.customId ?? '');
      const cmd = this.byPrefix.get(prefix);
      if (!cmd) return refusal(ctx, 'error.stale');
      if (req.kind === 'modal') {
        if (!cmd.modal) return refusal(ctx, 'error.stale');
        return await cmd.modal(ctx, this.services);
      }
      if (!cmd.component) return refusal(ctx, 'error.stale');
      return await cmd.component(ctx, this.services);
    } catch (e) {
      return this.fail(ctx, e);
    }
  }

  private fail(ctx: Context, e: unknown): Response {
    if (e instanceof Refusal) return refusal(ctx, e.key, e.params, e.rule);
    if (e instanceof IllegalActionError) return refusal(ctx, e.code, e.params, e.rule);
    if (e instanceof DbUnavailableError) {
      // The database was out of reach for longer than a request waits: an apology that says whether
      // anything may have been saved, and a warning (not a bug) in the log.
      log.warn('database unavailable', { err: e, id: ctx.req.id, command: ctx.req.command, inDoubt: e.inDoubt });
      return refusal(ctx, e.inDoubt ? 'error.db_in_doubt' : 'error.db_unavailable');
    }
    if (e instanceof ZodError) {
      return refusal(ctx, 'error.bad_input', {
        detail: e.issues
          .map((i) => `${i.path.join('.') || 'value'}: ${i.message}`)
          .join('; ')
          .slice(0, 300),
      });
    }
    // Ids and the cause only: option values, menu choices and modal fields may be secret orders.
    log.error('interaction failed', {
      err: e,
      id: ctx.req.id,
      command: ctx.req.command,
      group: ctx.req.group,
      subcommand: ctx.req.subcommand,
      // prefix, game id and version; the rest of a custom id may name a unit and an order type
      customId: ctx.req.customId === undefined ? undefined : customIdForLog(ctx.req.customId),
      game: typeof ctx.req.options.game === 'string' ? ctx.req.options.game.slice(0, 40) : undefined,
      options: Object.keys(ctx.req.options),
      user: ctx.req.user.id,
      guild: ctx.req.guildId,
      channel: ctx.req.channelId,
    });
    return { replies: [{ content: ctx.t('error.generic'), ephemeral: true }] };
  }
}

/** Whether any text the user typed or clicked carries a NUL character. */
function hasNul(req: Request): boolean {
  const texts = [
    req.customId,
    ...Object.values(req.options),
    ...(req.values ?? []),
    ...Object.values(req.fields ?? {}),
  ];
  return texts.some((v) => typeof v === 'string' && v.includes('\u0000'));
}

/** A localized ephemeral refusal, with a pointer to the rule that forbids it when known. */
/** The longest parameter a refusal repeats (a typed text, a list of choices). */
const MAX_PARAM = 600;

export function refusal(
  ctx: Pick<Context, 't' | 'has'>,
  key: string,
  params: Record<string, unknown> = {},
  rule?: string,
): Response {
  // what a user typed is echoed back bounded, and a shortened text says so; a game's status is a word
  const safe = Object.fromEntries(
    Object.entries(params).map(([k, v]) => {
      if (typeof v !== 'string') return [k, v];
      if (k === 'status' && ctx.has(`status.${v}`)) return [k, ctx.t(`status.${v}`)];
      return [k, cut(v, MAX_PARAM)];
    }),
  );
  // An engine code with no text still says something useful (and a test lists the missing texts).
  const content = ctx.has(key) ? ctx.t(key, safe) : ctx.t('error.bad_action', { detail: key });
  const reply: Reply = { content, ephemeral: true };
  if (rule) {
    // Every refusal that a rule forbids links to that rule's explanation.
    const [game, section] = rule.includes(':') ? (rule.split(':', 2) as [string, string]) : ['', rule];
    // a command that works as typed: `/rules topic topic:<section> game:<game>`
    const command = `/rules topic topic:${section}${game ? ` game:${game}` : ''}`;
    reply.content += `\n${ctx.t('error.see_rule', { section, command })}`;
    if (game)
      reply.components = [
        [
          {
            type: 'button',
            customId: ruleCustomId(game, section),
            label: `§${section}`.slice(0, 80),
            style: 'secondary',
          },
        ],
      ];
  }
  return { replies: [reply] };
}

/** A wired application: what the Discord client, the console and the tests drive (built by app.ts). */
export interface App {
  router: Router;
  services: Services;
  commands: ChatCommand[];
}
