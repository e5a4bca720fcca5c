import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type App } from '../../src/app.js';
import { parseSlash } from '../../src/transport/console.js';
import type { Request, Response } from '../../src/bot/types.js';
import type { DbHandle } from '../../src/db/client.js';
import { memoryDb } from '../../src/dev/db.js';
import { scaled } from '../helpers/slowness.js';

/** What used to be dropped without a word is now applied or refused, saying why. */
describe('no silent drops', () => {
  let h: DbHandle;
  let app: App;
  let n = 0;
  let seq = 0;
  // Each game made moves the next requests to a fresh channel (`c<games made>`): one game per channel.
  const base = (user = 'alice', locale = 'en', channelId = `c${n}`) => ({
    user: { id: user, name: user },
    locale,
    guildId: 'g',
    channelId,
    canManageGuild: false,
  });
  const line = async (text: string, user = 'alice', locale = 'en', channelId?: string): Promise<Response | string> => {
    const req = parseSlash(app, text, base(user, locale, channelId));
    if (typeof req === 'string') return req;
    return app.router.handle({ ...req, id: `sd-${++seq}` } as Request);
  };
  const content = (r: Response | string) => (typeof r === 'string' ? r : r.replies.map((x) => x.content).join('\n'));

  beforeAll(async () => {
    h = await memoryDb();
    app = createApp({ db: h.db, images: false, entropy: { gameId: () => `sd${++n}`, seed: () => 'sd' } });
  }, scaled(300_000));
  afterAll(() => h.close());

  it('options: a key in another case is the game’s key (endyear is endYear)', async () => {
    const res = await line('/game new game:diplomacy seats:7 options:endyear=1905');
    expect(content(res)).toContain('`sd1`');
    expect((await app.services.table.repo.get('sd1'))!.options).toMatchObject({ endYear: 1905 });
  });

  it('status names the game’s own command (`/dip`)', async () => {
    // asked in sd1's own channel (c0): a game is seen only from its channel
    const res = await line('/game status game:sd1', 'alice', 'en', 'c0');
    expect(typeof res).not.toBe('string');
    expect(JSON.stringify((res as Response).replies[0]!.embeds)).toContain('`/dip`');
  });

  it('options: an unknown key is refused with the list of keys, and nothing is created', async () => {
    for (const [locale, text] of [
      ['en', /has no option endyaer\. Its options: edition, variant, endYear/],
      ['it', /non ha l’opzione endyaer\. Le sue opzioni: edition, variant, endYear/],
    ] as const) {
      const res = await line('/game new game:diplomacy seats:7 options:endyaer=1905', 'bob', locale);
      expect(typeof res !== 'string' && res.replies[0]!.ephemeral).toBe(true);
      expect(content(res)).toMatch(text);
    }
    expect(await app.services.table.repo.get('sd2')).toBeFalsy();
  });

  it('options: a bad value is refused, naming the keys', async () => {
    const res = await line('/game new game:diplomacy seats:7 options:victoryCentres=99', 'bob');
    expect(content(res)).toMatch(/do not fit Diplomacy: victoryCentres.*Its options: .*victoryCentres/);
  });

  it('`/game mentions on:maybe` is refused, not stored as off', async () => {
    expect(content(await line('/game mentions on:maybe'))).toMatch(/takes true or false/);
    const direct = await app.router.handle({
      kind: 'command',
      id: `sd-${++seq}`,
      command: 'game',
      subcommand: 'mentions',
      options: { on: 'maybe' },
      ...base(),
    });
    expect(direct.replies[0]!.ephemeral).toBe(true);
    expect(direct.replies[0]!.content).toMatch(/maybe/);
    expect((await app.services.prefs.get('alice'))?.mentions ?? true).toBe(true);
    expect(content(await line('/game mentions on:false'))).not.toMatch(/true or false/);
    expect((await app.services.prefs.get('alice'))?.mentions).toBe(false);
  });
});
