import { createHash } from 'node:crypto';
import { ApplicationCommandOptionType, type APIApplicationCommandOption } from 'discord-api-types/v10';
import { createApp, type App } from '../../src/app.js';
import { parseSlash } from '../../src/transport/console.js';
import type { Reply, Request, Response } from '../../src/bot/types.js';
import { memoryDb } from '../../src/dev/db.js';
import { int, seedRng } from '../../src/engine/core/rng.js';

/**
 * A recorded console game: one seeded game per kind, typed through the router exactly as `npm start`'s
 * console types it (`parseSlash`, then `router.handle`). Every request and every response is written
 * down (texts, embeds, components, modals, choices, DMs, log lines) with the SHA-256 of every image, so
 * a refactoring that changes any reply, any button or any map pixel shows up as a diff.
 *
 * The game is driven generically from the command definitions: each turn the player to act sweeps their
 * game command (every subcommand, every autocompleted option filled from its own first choice, the
 * first button or menu of the answer pressed, a modal submitted as offered), then makes a legal move
 * through `/play` picked by a seeded draw from its autocomplete.
 */
export interface TranscriptPlan {
  kind: string;
  /** The game's own command (`lbe`, `dip`, `versailles`, `1701`). */
  command: string;
  /** Extra words of `/game new` (seats, bots, options). */
  create: string;
  /** Humans besides alice who join before the start (bob plays in Italian). */
  joiners: string[];
  /** Moves made through `/play`. */
  moves: number;
  /** A command sweep every `sweepEvery` moves (and at the first and the last). */
  sweepEvery: number;
  /** Typed by every human before each sweep (Diplomacy: `/dip ready confirm:true`, so phases pass). */
  roundEnd?: string;
}

const CLOCK = { now: () => new Date('2026-03-01T12:00:00Z') };
const LOCALES: Record<string, string> = { alice: 'en', bob: 'it', carol: 'en' };

function hash(data: Buffer): string {
  return createHash('sha256').update(data).digest('hex').slice(0, 16);
}

function reply(r: Reply, out: string[], pad: string): void {
  const flags = [r.ephemeral ? 'ephemeral' : '', r.table ? `table=${r.table}` : ''].filter(Boolean);
  out.push(`${pad}reply${flags.length ? ` (${flags.join(', ')})` : ''}`);
  if (r.content) for (const l of r.content.split('\n')) out.push(`${pad}  | ${l}`);
  for (const e of r.embeds ?? []) {
    out.push(`${pad}  embed ${e.color ?? ''} ${e.image ?? ''}`.trimEnd());
    if (e.title) out.push(`${pad}  # ${e.title}`);
    if (e.description) for (const l of e.description.split('\n')) out.push(`${pad}  > ${l}`);
    for (const f of e.fields ?? []) {
      out.push(`${pad}  - ${f.name}${f.inline ? ' (inline)' : ''}`);
      for (const l of f.value.split('\n')) out.push(`${pad}    ${l}`);
    }
    if (e.footer) out.push(`${pad}  _ ${e.footer}`);
  }
  for (const f of r.files ?? []) out.push(`${pad}  file ${f.name} sha256:${hash(f.data)} ${f.data.length} B`);
  for (const row of r.components ?? []) {
    out.push(`${pad}  row`);
    for (const c of row) {
      if (c.type === 'button')
        out.push(`${pad}    [${c.label}] ${c.customId} ${c.style ?? ''}${c.disabled ? ' disabled' : ''}`.trimEnd());
      else {
        out.push(`${pad}    <${c.placeholder ?? ''}> ${c.customId} ${c.minValues ?? ''}-${c.maxValues ?? ''}`);
        for (const o of c.options)
          out.push(`${pad}      ${o.value}: ${o.label}${o.description ? ` — ${o.description}` : ''}`);
      }
    }
  }
  if (r.mentions?.length) out.push(`${pad}  mentions ${r.mentions.join(',')}`);
}

/** The whole of a response as text lines, images by hash. */
export function describeResponse(res: Response): string[] {
  const out: string[] = [];
  if (res.choices) out.push(`  choices ${res.choices.map((c) => `${c.value}=${c.name}`).join(' ¦ ')}`);
  for (const r of res.replies) reply(r, out, '  ');
  for (const dm of res.dms ?? []) reply(dm.reply, out, `  dm ${dm.userId} `);
  if (res.modal) {
    out.push(`  modal ${res.modal.customId} "${res.modal.title}"`);
    for (const f of res.modal.fields)
      out.push(
        `    field ${f.customId} ${f.style} "${f.label}" required=${f.required ?? ''} placeholder=${JSON.stringify(f.placeholder ?? '')} value=${JSON.stringify(f.value ?? '')}`,
      );
  }
  if (res.log) {
    out.push(`  log ${res.log.gameId} "${res.log.title}" mentions=${(res.log.mentions ?? []).join(',')}`);
    for (const l of res.log.lines) for (const x of l.split('\n')) out.push(`  log| ${x}`);
  }
  if (res.thread) out.push(`  thread ${JSON.stringify(res.thread)}`);
  const rest = Object.keys(res).filter((k) => !['replies', 'dms', 'choices', 'modal', 'log', 'thread'].includes(k));
  for (const k of rest.sort()) out.push(`  ${k} ${JSON.stringify((res as unknown as Record<string, unknown>)[k])}`);
  return out;
}

export class TranscriptRun {
  readonly lines: string[] = [];
  private seq = 0;
  private constructor(readonly app: App) {}

  static async open(kind: string): Promise<TranscriptRun> {
    const h = await memoryDb();
    let n = 0;
    const app = createApp({
      db: h.db,
      images: true,
      clock: CLOCK,
      owner: 'transcript',
      entropy: { gameId: () => `g${++n}`, seed: () => `transcript-${kind}-${n}` },
    });
    return new TranscriptRun(app);
  }

  private base(user: string): Omit<Request, 'kind' | 'options' | 'id'> {
    return {
      user: { id: user, name: user },
      locale: LOCALES[user] ?? 'en',
      guildId: 'console-guild',
      channelId: 'console-channel',
      inBotDm: false,
      canManageGuild: false,
    };
  }

  private async send(user: string, label: string, req: Omit<Request, 'id'>): Promise<Response> {
    const res = await this.app.router.handle({ ...req, id: `tr-${++this.seq}` } as Request);
    this.lines.push(`${user}> ${label}`, ...describeResponse(res));
    return res;
  }

  /** A typed line, as the console parses it (a line missing a required option becomes an autocomplete). */
  async line(user: string, line: string): Promise<Response | null> {
    const req = parseSlash(this.app, line, this.base(user));
    if (typeof req === 'string') {
      this.lines.push(`${user}> ${line}`, `  console: ${req}`);
      return null;
    }
    return this.send(user, line, req);
  }

  /** `/complete <line>`: the choices for the option typed last. */
  async complete(user: string, line: string): Promise<{ name: string; value: string }[]> {
    const req = parseSlash(this.app, line, this.base(user));
    if (typeof req === 'string') {
      this.lines.push(`${user}> /complete ${line}`, `  console: ${req}`);
      return [];
    }
    const res = await this.send(user, `/complete ${line}`, { ...req, kind: 'autocomplete' });
    return res.choices ?? [];
  }

  async component(user: string, customId: string, values?: string[]): Promise<Response> {
    const label = values ? `/select ${customId} ${values.join(' ')}` : `/click ${customId}`;
    return this.send(user, label, { ...this.base(user), kind: 'component', customId, values, options: {} });
  }

  async modal(user: string, customId: string, fields: Record<string, string>): Promise<Response> {
    return this.send(user, `(modal ${customId} ${JSON.stringify(fields)})`, {
      ...this.base(user),
      kind: 'modal',
      customId,
      fields,
      options: {},
    });
  }

  /** Options of `/<command> <sub>` that autocomplete, in definition order (`game` last and left out). */
  subcommands(command: string): { name: string; options: APIApplicationCommandOption[] }[] {
    const cmd = this.app.router.command(command);
    const defs = (cmd?.data.options ?? []) as APIApplicationCommandOption[];
    return defs
      .filter((o) => o.type === ApplicationCommandOptionType.Subcommand)
      .map((o) => ({
        name: o.name,
        options: ('options' in o ? (o.options ?? []) : []) as APIApplicationCommandOption[],
      }));
  }
}

function quote(v: string): string {
  return /\s/.test(v) ? `"${v}"` : v;
}

/** One subcommand: each autocompleted option filled with its first choice in turn, then run, then its first button, menu or modal. */
async function sweepOne(
  run: TranscriptRun,
  user: string,
  command: string,
  sub: { name: string; options: APIApplicationCommandOption[] },
) {
  let line = `/${command} ${sub.name}`;
  for (const o of sub.options) {
    if (o.name === 'game') continue;
    if (!('autocomplete' in o && o.autocomplete)) continue;
    const choices = await run.complete(user, `${line} ${o.name}:`);
    if (choices[0]) line += ` ${o.name}:${quote(choices[0].value)}`;
  }
  const res = await run.line(user, line);
  if (!res) return;
  if (res.modal) {
    // an empty box is filled with the first legal move as words (a Diplomacy order: "A MOS H")
    const typed = (await run.complete(user, '/play action:'))[0]?.name.replace(/^[^:]*: /, '') ?? '';
    const fields = Object.fromEntries(res.modal.fields.map((f) => [f.customId, f.value || typed]));
    await run.modal(user, res.modal.customId, fields);
    return;
  }
  // the first button that is not a rule link, else the first select menu
  const rows = res.replies.flatMap((r) => r.components ?? []);
  const button = rows.flat().find((c) => c.type === 'button' && !c.disabled && !c.customId.startsWith('r:'));
  if (button) {
    await run.component(user, button.customId);
    return;
  }
  const select = rows.flat().find((c) => c.type === 'select');
  if (select?.type === 'select' && select.options[0])
    await run.component(user, select.customId, [select.options[0].value]);
}

/** Plays one recorded game; returns the transcript text. */
export async function playTranscript(plan: TranscriptPlan): Promise<string> {
  const run = await TranscriptRun.open(plan.kind);
  const users = ['alice', ...plan.joiners];
  await run.line('alice', `/game new game:${plan.kind} ${plan.create}`);
  for (const u of plan.joiners) await run.line(u, '/game join');
  await run.line('alice', '/game start');
  const rng = { rng: seedRng(`transcript-${plan.kind}`) };
  const subs = run.subcommands(plan.command);
  let swept = false;
  for (let move = 0; move < plan.moves; move++) {
    let actor: string | null = null;
    let choices: { name: string; value: string }[] = [];
    for (const u of users) {
      choices = await run.complete(u, '/play action:');
      if (choices.length) {
        actor = u;
        break;
      }
    }
    if (!actor) break;
    const last = move === plan.moves - 1;
    if (move % plan.sweepEvery === 0 || last) {
      if (plan.roundEnd && move > 0) for (const u of users) await run.line(u, plan.roundEnd);
      // maps are drawn at the first sweep and the last only: they are the slow part
      for (const sub of subs) if (sub.name !== 'map' || !swept || last) await sweepOne(run, actor, plan.command, sub);
      swept = true;
      await run.line(actor, '/game status');
    }
    const pick = choices[int(rng, choices.length)]!;
    await run.line(actor, `/play action:${quote(pick.value)}`);
  }
  await run.line('alice', '/game history');
  return `${run.lines.join('\n')}\n`;
}
