/**
 * `/game replay` through the router (#33): a finished game imported here is replayed for anyone at the
 * table, as a GIF 550 px wide under the upload limit, captioned in the requester's language; the game
 * master's `auto:true` posts it with the result; a stranger's `auto` is refused and changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type App } from '../../src/app.js';
import type { Request } from '../../src/bot/types.js';
import type { DbHandle } from '../../src/db/client.js';
import { memoryDb } from '../../src/dev/db.js';
import { playout } from '../../src/engine/core/playout.js';
import { stateHash } from '../../src/engine/core/replay.js';
import { GAMES } from '../../src/engine/games.js';
import { setLogLevel } from '../../src/log.js';

setLogLevel('silent');

describe('/game replay through the router', () => {
  let h: DbHandle;
  let app: App;
  let n = 0;
  let id = '';
  const req = (user: string, subcommand: string, options: Request['options'], extra: Partial<Request> = {}) =>
    ({
      kind: 'command',
      id: `rc-${++n}`,
      command: 'game',
      subcommand,
      options,
      user: { id: user, name: user },
      locale: 'en',
      guildId: 'g1',
      channelId: 'c1',
      ...extra,
    }) satisfies Request;

  beforeAll(async () => {
    h = await memoryDb();
    app = createApp({ db: h.db, images: true, owner: 'replay-cmd' });
    const module = GAMES.find((g) => g.slug === 'diplomacy')!;
    const options = module.optionsSchema.parse({ players: 7, endYear: 1901, botLevel: 'baseline' });
    const p = playout(module, 'rc', options);
    const file = {
      format: 'chancery-game/1',
      kind: 'diplomacy',
      seed: 'rc',
      options,
      engineVersion: module.engineVersion,
      roles: module.roles(options),
      actions: p.records,
      result: p.result,
      hash: stateHash(p.state),
    };
    const imp = await app.router.handle(
      req(
        'gm',
        'import',
        {},
        {
          canManageGuild: true,
          attachments: { file: { name: 'g.json', data: Buffer.from(JSON.stringify(file)) } },
        },
      ),
    );
    id = /`([a-z0-9]+)`/.exec(imp.replies[0]!.content!)![1]!;
  });
  afterAll(() => h?.close());

  it('gives anyone at the table the finished game as a GIF, in English and Italian', { tags: ['slow'] }, async () => {
    for (const [locale, words] of [
      ['en', /Replay of \*\*Diplomacy\*\* `[a-z0-9]+`: \d+ frames/],
      ['it', /La partita \*\*Diplomacy\*\* `[a-z0-9]+` animata: \d+ fotogrammi/],
    ] as const) {
      const res = await app.router.handle(req('stranger', 'replay', { game: id }, { locale }));
      expect(res.replies[0]!.content).toMatch(words);
      const gif = res.replies[0]!.files![0]!;
      expect(gif.name).toBe(`replay-${id}.gif`);
      expect(gif.data.subarray(0, 6).toString()).toBe('GIF89a');
      expect(gif.data.readUInt16LE(6)).toBe(550);
      expect(gif.data.length).toBeLessThan(10 * 1024 * 1024);
    }
    // the autocomplete offers finished games for a replay
    const choices = await app.router.handle({
      ...req('stranger', 'replay', {}),
      kind: 'autocomplete',
      focused: 'game',
    });
    expect(choices.choices?.map((c) => c.value)).toContain(id);
  });

  it('refuses a stranger’s auto option and an unknown game, changing nothing', async () => {
    const before = (await app.services.table.load(id)).row.settings;
    const r = await app.router.handle(req('stranger', 'replay', { game: id, auto: true }));
    expect(r.replies[0]!.ephemeral).toBe(true);
    expect((await app.services.table.load(id)).row.settings).toEqual(before);
    const gm = await app.router.handle(req('gm', 'replay', { game: id, auto: true }, { canManageGuild: true }));
    expect(gm.replies[0]!.content).toMatch(/will be posted with its result/);
    expect((await app.services.table.load(id)).row.settings.replayAtEnd).toBe(true);
    const none = await app.router.handle(req('stranger', 'replay', { game: 'zzzzzz' }));
    expect(none.replies[0]!.ephemeral).toBe(true);
  });
});
