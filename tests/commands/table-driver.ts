import { createApp, type App } from '../../src/app.js';
import { parseSlash } from '../../src/transport/console.js';
import type { Reply, Request, Response } from '../../src/bot/types.js';
import type { DbHandle } from '../../src/db/client.js';
import { memoryDb } from '../../src/dev/db.js';

/** Where a line is typed: server (or DM), channel and the typist's Discord locale. */
export interface Where {
  guildId: string | null;
  channelId: string;
  locale: string;
}

/** A table on an in-memory database for any game, driven with typed slash lines through the router. */
export class TableDriver {
  private seq = 0;
  constructor(
    readonly app: App,
    readonly h: DbHandle,
  ) {}

  /** Games get ids `<prefix>1`, `<prefix>2`, … with seeds `<seed>-1`, `<seed>-2`, … */
  static async open(seed: string, prefix = 'g'): Promise<TableDriver> {
    const h = await memoryDb();
    let n = 0;
    const app = createApp({
      db: h.db,
      images: false,
      entropy: { gameId: () => `${prefix}${++n}`, seed: () => `${seed}-${n}` },
    });
    return new TableDriver(app, h);
  }

  base(user: string, where: Where): Omit<Request, 'kind' | 'options' | 'id'> {
    return { user: { id: user, name: user }, locale: where.locale, guildId: where.guildId, channelId: where.channelId };
  }

  async line(user: string, line: string, where: Where): Promise<Response> {
    const req = parseSlash(this.app, line, this.base(user, where));
    if (typeof req === 'string') throw new Error(`${line}: ${req}`);
    return this.app.router.handle({ ...req, id: `t-${++this.seq}` });
  }

  async click(user: string, customId: string, where: Where, values?: string[]): Promise<Response> {
    return this.app.router.handle({
      ...this.base(user, where),
      kind: 'component',
      id: `t-${++this.seq}`,
      customId,
      values,
      options: {},
    });
  }

  load(id: string) {
    return this.app.services.table.load(id);
  }

  /** The game's action log (what was carried out, in order). */
  actions(id: string) {
    return this.app.services.table.repo.actions(id);
  }
}

/** Every text of a response: contents and embeds (titles, descriptions, fields, footers), one per line. */
export function replyTexts(res: Response): { text: string; ephemeral: boolean }[] {
  const out: { text: string; ephemeral: boolean }[] = [];
  for (const r of res.replies as Reply[]) {
    const parts = [r.content ?? ''];
    for (const e of r.embeds ?? []) {
      parts.push(e.title ?? '', e.description ?? '', e.footer ?? '');
      for (const f of e.fields ?? []) parts.push(f.name, f.value);
    }
    for (const row of r.components ?? [])
      for (const c of row) {
        if (c.type === 'button') parts.push(c.label);
        if (c.type === 'select') parts.push(c.placeholder ?? '', ...c.options.map((o) => o.label));
      }
    out.push({ text: parts.filter(Boolean).join('\n'), ephemeral: !!r.ephemeral });
  }
  return out;
}
