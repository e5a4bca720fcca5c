import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type App } from '../../src/app.js';
import { parseSlash } from '../../src/transport/console.js';
import { refusal } from '../../src/bot/router.js';
import type { Request } from '../../src/bot/types.js';
import { getEntry, type GameSlug } from '../../src/lookup/index.js';
import type { DbHandle } from '../../src/db/client.js';
import { memoryDb } from '../../src/dev/db.js';

/** A refusal that names a rule points to a `/rules` command that works when typed as shown. */
describe('the rule pointer in a refusal', () => {
  let h: DbHandle;
  let app: App;
  beforeAll(async () => {
    h = await memoryDb();
    app = createApp({ db: h.db, images: false });
  });
  afterAll(() => h.close());

  for (const locale of ['en', 'it'] as const)
    for (const rule of ['belle-epoque:8.7', 'diplomacy:II', 'versailles-1919:6.2', 'succession-1701:20'] as const)
      it(`${rule} (${locale})`, async () => {
        const texts = app.services.texts;
        const res = refusal(
          { t: texts.forLocale(locale), has: (k) => texts.has(k, locale) },
          'error.not_your_turn',
          {},
          rule,
        );
        const command = /`(\/rules [^`]+)`/.exec(res.replies[0]!.content ?? '')?.[1];
        expect(command, res.replies[0]!.content).toBeDefined();
        const req = parseSlash(app, command!, {
          user: { id: 'u', name: 'u' },
          locale,
          guildId: 'g',
          channelId: 'c',
        }) as Request;
        expect(typeof req).toBe('object');
        expect(req.kind).toBe('command');
        // The game named in the pointer is one of the choices the real /rules game option offers.
        const sub = app.router.command('rules')!.data.options?.find((o) => o.name === req.subcommand);
        const gameOpt = (
          sub as { options?: Array<{ name: string; choices?: Array<{ value: unknown }> }> }
        ).options?.find((o) => o.name === 'game');
        expect(gameOpt?.choices?.map((c) => c.value)).toContain(req.options.game);
        const out = await app.router.handle(req);
        const [game, id] = rule.split(':') as [GameSlug, string];
        const entry = getEntry(game, id)!;
        expect(entry.kind).toBe('section');
        expect(out.replies[0]!.embeds?.[0]?.title).toBe(
          `§${(entry.entry as { section: string }).section} — ${entry.entry.title[locale]}`,
        );
      });
});
