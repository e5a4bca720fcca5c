import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import { ApplicationCommandOptionType, type APIApplicationCommandOption } from 'discord-api-types/v10';
import type { App } from '../bot/router.js';
import { TableMemory } from '../bot/calm.js';
import type { Embed, Reply, Request, Response } from '../bot/types.js';

/**
 * The local console table: the same slash commands as text, driven through the very same router as
 * Discord. `/as <name> [admin]` acts as another user (`admin`: Manage Server in the current server),
 * `/server <name> [channel]`, `/channel <name>` and `/dm` change where you are,
 * `/locale it|en` changes language, `/click <id>` and `/select <id> <value>` press components,
 * `/complete <command line>` shows the autocomplete choices for the last option.
 */
export interface ConsoleOptions {
  imagesDir: string;
  user?: string;
  /** Print a prompt (interactive terminal). */
  prompt?: boolean;
}

interface Where {
  guildId: string | null;
  channelId: string;
  inBotDm?: boolean;
}

/** Splits `a b:c d:"e f"` into words, keeping quoted values together. */
export function tokenize(line: string): string[] {
  const out: string[] = [];
  const re = /(\S+?:"[^"]*"|\S+?:'[^']*'|"[^"]*"|\S+)/g;
  for (const m of line.matchAll(re)) out.push(m[0]);
  return out;
}

function unquote(v: string): string {
  return /^(["']).*\1$/.test(v) ? v.slice(1, -1) : v;
}

/** Turns a typed slash command into a Request using the command definitions for option types. */
export function parseSlash(app: App, line: string, base: Omit<Request, 'kind' | 'options' | 'id'>): Request | string {
  const words = tokenize(line.trim().replace(/^\//, ''));
  const name = words.shift() ?? '';
  const cmd = app.router.command(name);
  if (!cmd) return `Unknown command /${name}. Try /help.`;
  let options = (cmd.data.options ?? []) as APIApplicationCommandOption[];
  let group: string | undefined;
  let subcommand: string | undefined;
  const next = words[0];
  const groupDef = options.find((o) => o.type === ApplicationCommandOptionType.SubcommandGroup && o.name === next);
  if (groupDef && 'options' in groupDef) {
    group = words.shift();
    options = (groupDef.options ?? []) as APIApplicationCommandOption[];
  }
  const subDef = options.find((o) => o.type === ApplicationCommandOptionType.Subcommand && o.name === words[0]);
  if (subDef) {
    subcommand = words.shift();
    options = ('options' in subDef ? (subDef.options ?? []) : []) as APIApplicationCommandOption[];
  } else if (options.some((o) => o.type === ApplicationCommandOptionType.Subcommand)) {
    const subs = options.filter((o) => o.type === ApplicationCommandOptionType.Subcommand).map((o) => o.name);
    return `/${name}${group ? ` ${group}` : ''} needs one of: ${subs.join(', ')}`;
  }
  const values: Request['options'] = {};
  const attachments: NonNullable<Request['attachments']> = {};
  let focused: string | undefined;
  for (const w of words) {
    const i = w.indexOf(':');
    if (i <= 0) return `Options are written name:value (got "${w}").`;
    const key = w.slice(0, i);
    const raw = unquote(w.slice(i + 1));
    const def = options.find((o) => o.name === key);
    if (!def) return `/${name} has no option "${key}". Options: ${options.map((o) => o.name).join(', ') || 'none'}`;
    focused = key;
    if (def.type === ApplicationCommandOptionType.Integer || def.type === ApplicationCommandOptionType.Number) {
      const n = Number(raw);
      if (!Number.isFinite(n)) return `Option ${key} takes a number.`;
      values[key] = n;
    } else if (def.type === ApplicationCommandOptionType.Attachment) {
      try {
        attachments[key] = { name: basename(raw), data: readFileSync(raw) };
        values[key] = raw;
      } catch {
        return `Cannot read the file ${raw}.`;
      }
    } else if (def.type === ApplicationCommandOptionType.Boolean) {
      // Discord offers only True and False; anything else is refused, never read as false
      const b = raw.toLowerCase();
      if (['true', 'yes', 'on', 'sì', 'si', 'vero'].includes(b)) values[key] = true;
      else if (['false', 'no', 'off', 'falso'].includes(b)) values[key] = false;
      else return `/${name} ${key}: takes true or false (got "${raw}").`;
    } else values[key] = raw;
  }
  const missing = options.filter((o) => 'required' in o && o.required && !(o.name in values));
  const req: Request = {
    ...base,
    kind: 'command',
    id: randomUUID(),
    command: name,
    group,
    subcommand,
    options: values,
    focused,
    attachments,
  };
  if (missing.length) return { ...req, kind: 'autocomplete', focused: focused ?? missing[0]!.name } as Request;
  return req;
}

export class ConsoleTable {
  private user: string;
  private locale = 'en';
  private where: Where = { guildId: 'console-guild', channelId: 'console-channel' };
  private imageCount = 0;
  /** The server where the current user has Manage Server (`/as <name> admin`), if any. */
  private adminOf: string | null = null;
  private lastGuild = 'console-guild';
  private readonly tables = new TableMemory();

  constructor(
    private readonly app: App,
    private readonly out: Writable,
    private readonly opts: ConsoleOptions,
  ) {
    this.user = opts.user ?? 'alice';
    mkdirSync(opts.imagesDir, { recursive: true });
  }

  /** Posts that arrive outside an interaction (reminders, deadlines). */
  notify(channelId: string, reply: Reply): void {
    this.showReply(reply, `(#${channelId}) `);
  }

  private print(text: string): void {
    this.out.write(`${text}\n`);
  }

  private base(): Omit<Request, 'kind' | 'options' | 'id'> {
    return {
      user: { id: this.user, name: this.user },
      locale: this.locale,
      guildId: this.where.guildId,
      channelId: this.where.channelId,
      inBotDm: this.where.inBotDm === true,
      canManageGuild: this.where.guildId !== null && this.adminOf === this.where.guildId,
    };
  }

  private mentionText(text: string): string {
    return text.replace(/<@!?([^>]+)>/g, '@$1');
  }

  private showEmbed(e: Embed): void {
    if (e.title) this.print(`┃ ${this.mentionText(e.title)}`);
    if (e.description) for (const l of this.mentionText(e.description).split('\n')) this.print(`┃ ${l}`);
    for (const f of e.fields ?? []) {
      this.print(`┃ — ${f.name}`);
      for (const l of this.mentionText(f.value).split('\n')) this.print(`┃   ${l}`);
    }
    if (e.footer) this.print(`┃ ${e.footer}`);
  }

  private showReply(r: Reply, prefix: string): void {
    let tag = r.ephemeral ? `${prefix}(only you) ` : prefix;
    if (r.table && !r.ephemeral) {
      // a calm channel: the game's table message is edited in place after its first post
      const known = this.tables.table(this.where.channelId, r.table);
      this.tables.setTable(this.where.channelId, r.table);
      tag = `${prefix}(table message of ${r.table} ${known ? 'edited' : 'posted'}) `;
    }
    // every reply says whether others see it, whatever it carries (text, embeds, images)
    if (!r.content && tag) this.print(tag.trimEnd());
    if (r.content)
      for (const [i, l] of this.mentionText(r.content).split('\n').entries())
        this.print(i === 0 ? `${tag}${l}` : `  ${l}`);
    for (const e of r.embeds ?? []) this.showEmbed(e);
    for (const f of r.files ?? []) {
      this.imageCount += 1;
      const path = resolve(join(this.opts.imagesDir, `${String(this.imageCount).padStart(4, '0')}-${f.name}`));
      writeFileSync(path, f.data);
      this.print(`  [image] ${path} (${Math.round(f.data.length / 1024)} KiB)`);
    }
    for (const row of r.components ?? []) {
      for (const c of row) {
        if (c.type === 'button') this.print(`  [${c.label}] → /click ${c.customId}`);
        else {
          this.print(`  [${c.placeholder ?? 'choose'}] → /select ${c.customId} <value>`);
          for (const o of c.options) this.print(`      ${o.value}: ${o.label}`);
        }
      }
    }
  }

  private show(res: Response): void {
    if (res.choices) {
      if (res.choices.length === 0) this.print('(no choices)');
      for (const c of res.choices) this.print(`  ${c.value}  —  ${c.name}`);
    }
    for (const r of res.replies) this.showReply(r, '');
    if (res.log?.lines.length) {
      const known = this.tables.thread(this.where.channelId, res.log.gameId);
      this.tables.setThread(this.where.channelId, res.log.gameId);
      this.print(`(log thread "${res.log.title}"${known ? '' : ', opened'})`);
      for (const l of this.mentionText(res.log.lines.join('\n')).split('\n')) this.print(`  │ ${l}`);
    }
    for (const dm of res.dms ?? []) this.showReply(dm.reply, `(DM to ${dm.userId}) `);
    if (res.thread)
      this.print(
        `(private thread "${res.thread.name}" opened for ${res.thread.userIds.map((u) => `@${u}`).join(', ')})`,
      );
  }

  /** Runs one line; returns false when the session should end. */
  async line(raw: string): Promise<boolean> {
    const line = raw.trim();
    if (!line || line.startsWith('#')) return true;
    const [word, ...rest] = tokenize(line);
    switch (word) {
      case '/quit':
      case '/exit':
        return false;
      case '/tick': {
        const n = await this.app.services.scheduler.tick();
        this.print(`(scheduler: ${n} timer(s) fired)`);
        return true;
      }
      case '/as':
        this.user = rest[0] ?? this.user;
        this.adminOf = rest[1] === 'admin' ? (this.where.guildId ?? this.lastGuild) : null;
        if (this.where.inBotDm) this.where = { guildId: null, channelId: `dm-${this.user}`, inBotDm: true };
        this.print(`(you are now ${this.user}${this.adminOf ? `, with Manage Server in server ${this.adminOf}` : ''})`);
        return true;
      case '/locale':
        this.locale = rest[0] === 'it' ? 'it' : 'en';
        this.print(`(locale ${this.locale})`);
        return true;
      case '/dm':
        this.where = { guildId: null, channelId: `dm-${this.user}`, inBotDm: true };
        this.print(`(in a DM with the bot)`);
        return true;
      case '/channel':
        this.where = { guildId: this.lastGuild, channelId: rest[0] ?? 'console-channel' };
        this.print(`(in #${this.where.channelId} of server ${this.lastGuild})`);
        return true;
      case '/server':
        this.lastGuild = rest[0] ?? 'console-guild';
        this.where = { guildId: this.lastGuild, channelId: rest[1] ?? 'console-channel' };
        this.print(`(in server ${this.lastGuild}, #${this.where.channelId})`);
        return true;
      case '/click':
      case '/select':
        this.show(
          await this.app.router.handle({
            ...this.base(),
            kind: 'component',
            id: randomUUID(),
            customId: rest[0] ?? '',
            values: rest.slice(1).map(unquote),
            options: {},
          }),
        );
        return true;
      case '/complete': {
        const req = parseSlash(this.app, rest.join(' '), this.base());
        if (typeof req === 'string') this.print(req);
        else this.show(await this.app.router.handle({ ...req, kind: 'autocomplete' }));
        return true;
      }
      default: {
        if (!line.startsWith('/')) {
          this.print('Commands start with /. Try /help, /game list, /as <name>, /quit.');
          return true;
        }
        const req = parseSlash(this.app, line, this.base());
        if (typeof req === 'string') {
          this.print(req);
          return true;
        }
        if (req.kind === 'autocomplete') {
          this.print(`(missing a required option; choices for "${req.focused}":)`);
        }
        this.show(await this.app.router.handle(req));
        return true;
      }
    }
  }

  /** Reads lines until end of input or /quit. */
  async run(input: Readable): Promise<void> {
    const rl = createInterface({ input, terminal: false });
    if (this.opts.prompt) this.out.write(`${this.user}> `);
    for await (const l of rl) {
      if (!this.opts.prompt && l.trim()) this.print(`${this.user}> ${l.trim()}`);
      const goOn = await this.line(l);
      if (!goOn) break;
      if (this.opts.prompt) this.out.write(`${this.user}> `);
    }
    rl.close();
  }
}
