import { createApp, type App } from '../../src/app.js';
import { parseSlash } from '../../src/transport/console.js';
import type { Reply, Request, Response } from '../../src/bot/types.js';
import type { DbHandle } from '../../src/db/client.js';
import { memoryDb } from '../../src/dev/db.js';
import { cardName } from '../../src/commands/belle-epoque/names.js';
import { commandFor } from '../../src/commands/belle-epoque/spec.js';
import { POWERS } from '../../src/engine/belle-epoque/data/index.js';
import { belleEpoque, type BelleState } from '../../src/engine/belle-epoque/index.js';
import type { BelleAction } from '../../src/engine/belle-epoque/schema.js';
import { OBSERVER } from '../../src/engine/core/types.js';
import { toLbeMapInput } from '../../src/render/belle-epoque/adapter.js';
import type { BelleView } from '../../src/engine/belle-epoque/view.js';

/** A table on an in-memory database, driven with typed slash lines through the router Discord uses. */
export class Driver {
  private seq = 0;
  /** the channel the next lines are typed in */
  channel = 'chan';
  constructor(
    readonly app: App,
    readonly h: DbHandle,
  ) {}

  /** Games get ids lbe1, lbe2, … and the seeds in `seeds`, in order of creation. */
  static async open(seeds: string[], images = false): Promise<Driver> {
    const h = await memoryDb();
    let n = 0;
    let k = 0;
    const app = createApp({
      db: h.db,
      images,
      entropy: { gameId: () => `lbe${++n}`, seed: () => seeds[k++ % seeds.length]! },
    });
    return new Driver(app, h);
  }

  base(user: string, locale = 'en'): Omit<Request, 'kind' | 'options' | 'id'> {
    return { user: { id: user, name: user }, locale, guildId: 'guild', channelId: this.channel };
  }

  /** `/lbe send territory:belgium` as `user`, parsed with the command definitions like the console does. */
  async line(user: string, line: string, locale = 'en'): Promise<Response> {
    const req = parseSlash(this.app, line, this.base(user, locale));
    if (typeof req === 'string') throw new Error(`${line}: ${req}`);
    return this.app.router.handle({ ...req, id: `t-${++this.seq}` });
  }

  async complete(user: string, line: string): Promise<Response> {
    const req = parseSlash(this.app, line, this.base(user));
    if (typeof req === 'string') throw new Error(`${line}: ${req}`);
    return this.app.router.handle({ ...req, kind: 'autocomplete', id: `t-${++this.seq}` });
  }

  async click(user: string, customId: string, values?: string[]): Promise<Response> {
    return this.app.router.handle({
      ...this.base(user),
      kind: 'component',
      id: `t-${++this.seq}`,
      customId,
      values,
      options: {},
    });
  }

  async load(id: string) {
    return this.app.services.table.load(id);
  }
}

/** The slash line that names `action` exactly. */
export function lineFor(action: BelleAction, extra = ''): string {
  const { subcommand, options } = commandFor(action);
  return `/lbe ${subcommand} ${Object.entries(options)
    .map(([k, v]) => `${k}:${v}`)
    .join(' ')} ${extra}`.trim();
}

/** Everything a channel sees of a response: non-ephemeral replies (text, embeds, components, file names). */
export function publicText(res: Response): string {
  return res.replies
    .filter((r: Reply) => !r.ephemeral)
    .map((r) => JSON.stringify({ c: r.content, e: r.embeds, k: r.components, f: (r.files ?? []).map((f) => f.name) }))
    .join('\n');
}

/** Ids and full names (both languages) of every card in any Power's hand right now. */
export function handSecrets(s: BelleState): { power: string; card: string; marks: string[] }[] {
  const out: { power: string; card: string; marks: string[] }[] = [];
  for (const p of POWERS) {
    for (const card of [...s.powers[p].intrigueHand, ...s.powers[p].nationalHand]) {
      // National cards are the same four kinds for everyone; their names are public knowledge, their ids are not shown.
      const marks = card.startsWith('IC') ? [card, cardName('en', card), cardName('it', card)] : [card];
      out.push({ power: p, card, marks });
    }
  }
  return out;
}

/** Throws when `text` names a card that sits in a hand. */
export function assertNoHandCard(text: string, s: BelleState, where: string): void {
  for (const { power, card, marks } of handSecrets(s)) {
    for (const m of marks)
      if (text.includes(m)) throw new Error(`${where} shows ${power}'s card ${card} (${m}) at v${s.version}`);
  }
}

/** The public map input for a state. */
export function mapInputText(s: BelleState): string {
  return JSON.stringify(toLbeMapInput(belleEpoque.view(s, OBSERVER) as BelleView));
}
