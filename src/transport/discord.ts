import {
  ActionRowBuilder,
  AttachmentBuilder,
  ButtonBuilder,
  ButtonStyle,
  ChannelType,
  Client,
  EmbedBuilder,
  Events,
  GatewayIntentBits,
  InteractionContextType,
  MessageFlags,
  ModalBuilder,
  PermissionFlagsBits,
  Routes,
  StringSelectMenuBuilder,
  TextInputBuilder,
  TextInputStyle,
  type BaseMessageOptions,
  type Interaction,
  type MessageActionRowComponentBuilder,
} from 'discord.js';
import type { App } from '../bot/router.js';
import type { Config } from '../config.js';
import { survivable } from '../db/faults.js';
import { log } from '../log.js';
import { toLocale } from '../bot/i18n/index.js';
import type { ChannelPosts } from '../bot/calm.js';
import { cut } from '../bot/pages.js';
import { fitChoices, fitModal, fitReply, LIMITS } from './discord-limits.js';
import type { Notifier } from '../bot/scheduler.js';
import type { Modal, Reply, Request, Response } from '../bot/types.js';

import { MAX_IMPORT_BYTES } from '../bot/limits.js';

const BUTTON_STYLES = {
  primary: ButtonStyle.Primary,
  secondary: ButtonStyle.Secondary,
  success: ButtonStyle.Success,
  danger: ButtonStyle.Danger,
} as const;

/** Interaction → transport-agnostic Request. */
export function toRequest(i: Interaction): Request | null {
  const base = {
    id: i.id,
    user: { id: i.user.id, name: i.user.globalName ?? i.user.username },
    locale: i.locale,
    guildId: i.guildId,
    channelId: i.channelId ?? `dm-${i.user.id}`,
    // Only the user's own DM with the bot is private to them (a group DM is not).
    inBotDm:
      i.context === InteractionContextType.BotDM ||
      (i.context === null && i.guildId === null && i.channel?.type === ChannelType.DM),
    parentChannelId: i.channel?.isThread() ? i.channel.parentId : null,
    // Manage Server of the server the command was typed in: the table checks it is the game's own.
    canManageGuild: i.inGuild() && (i.memberPermissions?.has(PermissionFlagsBits.ManageGuild) ?? false),
  };
  if (i.isChatInputCommand() || i.isAutocomplete()) {
    const options: Request['options'] = {};
    const walk = (opts: readonly { name: string; value?: unknown; options?: readonly unknown[] }[]) => {
      for (const o of opts) {
        if (o.options) walk(o.options as typeof opts);
        else if (o.value !== undefined) options[o.name] = o.value as string | number | boolean;
      }
    };
    walk(i.options.data as never);
    return {
      ...base,
      kind: i.isAutocomplete() ? 'autocomplete' : 'command',
      command: i.commandName,
      group: i.options.getSubcommandGroup(false) ?? undefined,
      subcommand: i.options.getSubcommand(false) ?? undefined,
      options,
      focused: i.isAutocomplete() ? i.options.getFocused(true).name : undefined,
    };
  }
  if (i.isButton() || i.isStringSelectMenu()) {
    return {
      ...base,
      kind: 'component',
      customId: i.customId,
      values: i.isStringSelectMenu() ? i.values : undefined,
      options: {},
    };
  }
  if (i.isModalSubmit()) {
    const fields: Record<string, string> = {};
    for (const [id, f] of i.fields.fields) if ('value' in f) fields[id] = String(f.value);
    return { ...base, kind: 'modal', customId: i.customId, fields, options: {} };
  }
  return null;
}

/**
 * Reply → discord.js message options (files as AttachmentBuilder, only listed users pinged). The reply
 * is one part of `fitReply` (every send below goes through it), so it is already within Discord's
 * limits; the `cut`s only guard a caller that skipped it, and show "…" if they ever act.
 */
export function toMessage(r: Reply): BaseMessageOptions & { flags?: number } {
  const embeds = (r.embeds ?? []).map((e) => {
    const b = new EmbedBuilder();
    if (e.title) b.setTitle(cut(e.title, LIMITS.embedTitle));
    if (e.description) b.setDescription(cut(e.description, LIMITS.embedDescription));
    if (e.fields?.length)
      b.addFields(
        e.fields.map((f) => ({
          name: cut(f.name, LIMITS.fieldName) || '—',
          value: cut(f.value, LIMITS.fieldValue) || '—',
          inline: f.inline,
        })),
      );
    if (e.color !== undefined) b.setColor(e.color);
    if (e.footer) b.setFooter({ text: cut(e.footer, LIMITS.footer) });
    if (e.image) b.setImage(`attachment://${e.image}`);
    return b;
  });
  const components = (r.components ?? []).map((row) => {
    const ar = new ActionRowBuilder<MessageActionRowComponentBuilder>();
    for (const c of row) {
      if (c.type === 'button') {
        ar.addComponents(
          new ButtonBuilder()
            .setCustomId(c.customId)
            .setLabel(cut(c.label, LIMITS.buttonLabel))
            .setStyle(BUTTON_STYLES[c.style ?? 'secondary'])
            .setDisabled(c.disabled ?? false),
        );
      } else {
        ar.addComponents(
          new StringSelectMenuBuilder()
            .setCustomId(c.customId)
            .setPlaceholder(cut(c.placeholder ?? '…', LIMITS.placeholder))
            .setMinValues(c.minValues ?? 1)
            .setMaxValues(c.maxValues ?? 1)
            .addOptions(
              c.options.map((o) => ({
                label: cut(o.label, LIMITS.optionText) || '—',
                value: o.value,
                description: o.description === undefined ? undefined : cut(o.description, LIMITS.optionText),
              })),
            ),
        );
      }
    }
    return ar;
  });
  return {
    content: r.content ? cut(r.content, LIMITS.content) : undefined,
    embeds,
    files: (r.files ?? []).map((f) => new AttachmentBuilder(f.data, { name: f.name })),
    components,
    allowedMentions: { parse: [], users: r.mentions ?? [] },
    flags: r.ephemeral ? MessageFlags.Ephemeral : undefined,
  };
}

function toModal(modal_: Modal): ModalBuilder {
  const m = fitModal(modal_);
  const modal = new ModalBuilder().setCustomId(m.customId).setTitle(m.title);
  for (const f of m.fields) {
    const input = new TextInputBuilder()
      .setCustomId(f.customId)
      .setLabel(f.label)
      .setStyle(f.style === 'paragraph' ? TextInputStyle.Paragraph : TextInputStyle.Short)
      .setRequired(f.required ?? true);
    if (f.value) input.setValue(f.value);
    if (f.placeholder) input.setPlaceholder(f.placeholder);
    modal.addComponents(new ActionRowBuilder<TextInputBuilder>().addComponents(input));
  }
  return modal;
}

/**
 * Handles one interaction end to end: defer in time, route, then deliver every reply. A failed post
 * never undoes the game: the state was committed before anything was sent.
 */
export async function handleInteraction(app: App, i: Interaction): Promise<void> {
  const req = toRequest(i);
  if (!req) return;
  let deferredEphemeral: boolean | null = null;
  if (i.isChatInputCommand()) {
    // Attachment options (e.g. `/game import file:`) are downloaded here, after acknowledging.
    const files = i.options.data
      .flatMap(function flat(o): (typeof o)[] {
        return o.options ? o.options.flatMap(flat) : [o];
      })
      .filter((o) => o.attachment);
    if (files.length) {
      await i.deferReply();
      deferredEphemeral = false;
      req.attachments = {};
      for (const o of files) {
        const a = o.attachment!;
        // Exported games are small: a bigger file is not downloaded, and the command says the limit.
        if (a.size > MAX_IMPORT_BYTES) {
          req.attachments[o.name] = { name: a.name, data: Buffer.alloc(0), size: a.size };
          continue;
        }
        const res = await fetch(a.url).catch(() => null);
        if (res?.ok) req.attachments[o.name] = { name: a.name, data: Buffer.from(await res.arrayBuffer()) };
      }
    }
  }
  const response: Response = await app.router.handle(req, {
    defer: async (ephemeral) => {
      if (!i.isRepliable() || i.deferred || i.replied) return;
      await i.deferReply(ephemeral ? { flags: MessageFlags.Ephemeral } : {});
      deferredEphemeral = ephemeral;
    },
  });
  if (i.isAutocomplete()) {
    await i.respond(fitChoices(response.choices ?? [], String(i.options.getFocused() ?? '')));
    return;
  }
  if (!i.isRepliable()) return;
  if (response.modal && !i.deferred && !i.replied && 'showModal' in i) {
    await i.showModal(toModal(response.modal));
    return;
  }
  // A calm channel: the game's table message is edited in place once posted; the move log goes to a
  // thread. In a DM (one player, nobody to disturb; no threads) the log is the table message's text.
  const inGuild = i.inGuild();
  const source: Reply[] = response.replies.map((r) =>
    r.table && !inGuild && response.log ? { ...r, content: response.log.lines.join('\n') } : r,
  );
  const replies: Reply[] = [];
  const tableDone = new Set<Reply>();
  const posts = app.services.posts;
  for (const r of source) {
    const known = await posts.editTarget(req.channelId, r);
    if (known && (await editTable(i.client, posts, req.channelId, known, r))) tableDone.add(r);
  }
  // The one limits check: every reply is fitted into messages Discord accepts (split, never cut).
  for (const r of source) if (!tableDone.has(r)) replies.push(...fitReply(r));
  if (tableDone.size && replies.length === 0)
    replies.push({ content: localText(app, i.locale, 'turn.table_updated'), ephemeral: true });
  if (response.log && inGuild) await deliverLog(i.client, posts, req.channelId, response.log);
  let first = true;
  for (const r of replies) {
    const msg = toMessage(r);
    let sent: { id: string } | null = null;
    if (first && deferredEphemeral !== null) {
      if (deferredEphemeral === (r.ephemeral ?? false)) {
        const { flags: _f, ...edit } = msg;
        sent = await i.editReply(edit);
      } else {
        // The deferral promised the other visibility: drop it and follow up with the right one.
        await i.deleteReply().catch(() => undefined);
        sent = await i.followUp(msg as never);
      }
    } else if (!i.replied && !i.deferred) {
      if (r.table && !r.ephemeral) {
        const res = await i.reply({ ...(msg as object), withResponse: true } as never);
        sent = (res as { resource?: { message?: { id: string } | null } }).resource?.message ?? null;
      } else await i.reply(msg as never);
    } else {
      sent = await i.followUp(msg as never);
    }
    // the first table message of a game: later moves edit it
    await posts.posted(req.channelId, r, sent?.id);
    first = false;
  }
  // A deferral with nothing to say would leave "thinking…" on screen for good.
  if (first && deferredEphemeral !== null) await i.deleteReply().catch(() => undefined);
  let closedDms = 0;
  for (const dm of response.dms ?? []) {
    try {
      const user = await i.client.users.fetch(dm.userId);
      for (const part of fitReply(dm.reply)) {
        const { flags: _f, ...m } = toMessage(part);
        await user.send(m);
      }
    } catch (e) {
      // Kept for the player's next interaction (the router shows it to them, ephemerally); the
      // channel is told once per player, the first time their DMs turn out to be closed.
      const before = await app.services.prefs.get(dm.userId).catch(() => undefined);
      await app.services.prefs.keepPending(dm.userId, dm.reply.content ?? '').catch(() => undefined);
      if (!before?.dmsClosed) closedDms += 1;
      log.warn('could not DM a player; they will see it on their next interaction', { user: dm.userId, err: e });
    }
  }
  if (response.thread && i.channel && 'threads' in i.channel && i.inGuild()) {
    try {
      const thread = await (
        i.channel.threads as {
          create(o: {
            name: string;
            type: ChannelType.PrivateThread;
            invitable: boolean;
          }): Promise<{ id: string; members: { add(u: string): Promise<unknown> } }>;
        }
      ).create({
        name: cut(response.thread.name, LIMITS.threadName),
        type: ChannelType.PrivateThread,
        invitable: false,
      });
      for (const u of response.thread.userIds) await thread.members.add(u);
      await app.services.threads.add(response.thread.gameId, response.thread.roles, req.user.id, thread.id);
    } catch (e) {
      log.warn('could not open a private thread', { err: e, id: i.id });
    }
  }
  if (closedDms > 0) {
    // Follow-ups go through the interaction webhook: no cached channel (or guild) is needed, so this
    // also works in uncached guild channels and for user-installed apps.
    const note = { content: dmsClosedText(app, i.locale, closedDms), flags: MessageFlags.Ephemeral } as const;
    const sent = i.replied || i.deferred ? i.followUp(note) : i.reply(note);
    await sent.catch((e: unknown) => log.warn('could not tell the actor about closed DMs', { err: e, id: i.id }));
  }
}

/** A reply as a raw REST body and files (for channel posts and edits outside the interaction). */
function rawMessage(r: Reply): { body: Record<string, unknown>; files: { name: string; data: Buffer }[] } {
  const m = toMessage(r);
  const files = r.files ?? [];
  return {
    body: {
      content: m.content ?? '',
      embeds: (m.embeds ?? []).map((e) => (e as EmbedBuilder).toJSON()),
      components: (m.components ?? []).map((c) => (c as ActionRowBuilder<MessageActionRowComponentBuilder>).toJSON()),
      allowed_mentions: { parse: [], users: r.mentions ?? [] },
      attachments: files.map((f, id) => ({ id, filename: f.name })),
    },
    files: files.map((f) => ({ name: f.name, data: f.data })),
  };
}

/**
 * Edits the game's table message in this channel; false (and forgotten) when it cannot be edited. A
 * table too big for one message is edited to its table part, and the other parts are posted after it.
 */
async function editTable(
  client: Client,
  posts: ChannelPosts,
  channelId: string,
  known: string,
  r: Reply,
): Promise<boolean> {
  if (!r.table) return false;
  const parts = fitReply({ ...r, mentions: [] });
  const at = Math.max(
    0,
    parts.findIndex((p) => p.table),
  );
  const m = rawMessage(parts[at]!);
  try {
    // with no new image the old one stays (attachments left out); a new map replaces it
    const body = m.files.length ? m.body : { ...m.body, attachments: undefined };
    await client.rest.patch(Routes.channelMessage(channelId, known), { body, files: m.files });
    for (const p of parts.filter((_, k) => k !== at))
      await client.rest.post(Routes.channelMessages(channelId), rawMessage(p));
    return true;
  } catch (e) {
    // deleted, or the bot may not edit it: a new one is posted
    log.warn('could not edit a table message; posting a new one', { err: e, game: r.table });
    await posts.editFailed(channelId, r.table);
    return false;
  }
}

/** Posts the move log into the game's thread (opened on first use), every line, in as many messages as needed. */
async function deliverLog(
  client: Client,
  posts: ChannelPosts,
  channelId: string,
  l: NonNullable<Response['log']>,
): Promise<void> {
  try {
    let threadId = await posts.logThread(l.gameId, channelId);
    if (!threadId) {
      const thread = (await client.rest.post(Routes.threads(channelId), {
        body: { name: cut(l.title, LIMITS.threadName), type: ChannelType.PublicThread, auto_archive_duration: 10080 },
      })) as { id: string };
      threadId = thread.id;
      await posts.logThreadOpened(l.gameId, channelId, threadId);
    }
    for (const part of fitReply({ content: l.lines.join('\n'), mentions: l.mentions ?? [] }))
      await client.rest.post(Routes.channelMessages(threadId), rawMessage(part));
  } catch (e) {
    log.warn('could not post to the log thread', { err: e, game: l.gameId });
  }
}

function localText(app: App, discordLocale: string, key: string): string {
  return app.services.texts.forLocale(toLocale(discordLocale))(key);
}

function dmsClosedText(app: App, discordLocale: string, count: number): string {
  const key = 'error.dms_closed';
  const locale = toLocale(discordLocale);
  const texts = app.services.texts;
  if (texts.has(key, locale) || texts.has(key, 'en')) return texts.forLocale(locale)(key, { count });
  // Until the texts have the key: still say what happened rather than nothing.
  return `⚠️ ${count} private message(s) could not be delivered (DMs closed). Use the "My view" button to see your side.`;
}

/**
 * Posts outside interactions (reminders, deadlines) to a channel, over REST: the timer may be claimed
 * by a process whose shards do not include the channel's server (its guild is not cached there), and
 * the REST API takes the post from any of them.
 */
export function channelNotifier(client: Client): Notifier {
  return {
    async channel(channelId, reply) {
      for (const part of fitReply(reply)) await client.rest.post(Routes.channelMessages(channelId), rawMessage(part));
    },
  };
}

/**
 * Which shards this process connects: under the ShardingManager, the one shard it was started for; with SHARD_IDS/SHARD_COUNT, that range (several hosts on one
 * Postgres); otherwise every shard, as many as Discord recommends.
 */
function shardOptions(config: Partial<Pick<Config, 'SHARD_IDS' | 'SHARD_COUNT' | 'MANAGED_SHARD'>>): {
  shards?: number[] | 'auto';
  shardCount?: number;
} {
  if (config.MANAGED_SHARD) return { shards: [config.MANAGED_SHARD.id], shardCount: config.MANAGED_SHARD.count };
  if (config.SHARD_COUNT !== undefined)
    return {
      shards: config.SHARD_IDS ?? Array.from({ length: config.SHARD_COUNT }, (_, i) => i),
      shardCount: config.SHARD_COUNT,
    };
  return { shards: 'auto' };
}

export function createClient(
  config: Pick<Config, 'DISCORD_API_URL'> & Partial<Pick<Config, 'SHARD_IDS' | 'SHARD_COUNT' | 'MANAGED_SHARD'>>,
): Client {
  // Slash commands and components need only the Guilds intent; no message content, no members.
  return new Client({
    intents: [GatewayIntentBits.Guilds],
    rest: config.DISCORD_API_URL ? { api: config.DISCORD_API_URL } : {},
    ...shardOptions(config),
  });
}

export async function startDiscordBot(app: App, config: Config): Promise<Client> {
  const client = createClient(config);
  client.on(Events.InteractionCreate, (i) => {
    handleInteraction(app, i).catch((e: unknown) =>
      (survivable(e) ? log.warn : log.error)('delivering an interaction failed', { err: e, id: i.id }),
    );
  });
  client.once(Events.ClientReady, (c) =>
    log.info('connected to Discord', {
      user: c.user.tag,
      guilds: c.guilds.cache.size,
      shards: [...c.ws.shards.keys()],
      shardCount: c.options.shardCount,
    }),
  );
  await client.login(config.DISCORD_TOKEN);
  return client;
}
