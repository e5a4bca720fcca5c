import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type App } from '../../src/app.js';
import type { Request } from '../../src/bot/types.js';
import type { DbHandle } from '../../src/db/client.js';
import { memoryDb } from '../../src/dev/db.js';
import { stateHash } from '../../src/engine/core/replay.js';

/** Export → import → replay gives an identical state, for a finished game of each of the four games. */
const GAMES: { kind: string; seats: number; options?: string }[] = [
  { kind: 'belle-epoque', seats: 4 },
  { kind: 'diplomacy', seats: 7, options: 'endYear=1902' },
  { kind: 'versailles-1919', seats: 3 },
  { kind: 'succession-1701', seats: 2 },
];

let seq = 0;
const cmd = (
  user: string,
  channelId: string,
  subcommand: string,
  options: Request['options'],
  extra: Partial<Request> = {},
): Request => ({
  kind: 'command',
  id: `ei-${++seq}`,
  command: 'game',
  subcommand,
  options,
  user: { id: user, name: user },
  locale: 'en',
  guildId: 'g',
  channelId,
  // Importing makes the importer the copy's game master: only members with Manage Server may.
  canManageGuild: subcommand === 'import',
  ...extra,
});

describe('export, import and replay of finished games', () => {
  let h: DbHandle;
  let app: App;
  let n = 0;
  beforeAll(async () => {
    h = await memoryDb();
    app = createApp({ db: h.db, images: false, entropy: { gameId: () => `ei${++n}`, seed: () => `export-seed-${n}` } });
  });
  afterAll(() => h.close());

  it.each(GAMES)('$kind', async ({ kind, seats, options }) => {
    const channel = `ch-${kind}`;
    const created = await app.router.handle(
      cmd('host', channel, 'new', { game: kind, seats, bots: seats - 1, ...(options ? { options } : {}) }),
    );
    const id = /`([a-z0-9]+)`/.exec(created.replies[0]!.content ?? '')![1]!;
    // The host hands their seat to a bot too: the bots play the whole game.
    let game = await app.services.table.load(id);
    // Each seat as it is now (a seat change checks the seat and the game's status it was loaded with).
    for (const role of app.services.table.rolesOf(game, 'host')) {
      game = await app.services.table.load(id);
      if (game.row.status === 'active') await app.services.play.botify(game, role);
    }
    game = await app.services.table.load(id);
    for (let i = 0; i < 50 && game.row.status === 'active'; i++) {
      await app.services.play.botify(game, game.seats.find((s) => s.isBot)!.role);
      game = await app.services.table.load(id);
    }
    expect(game.row.status).toBe('finished');
    const exp = await app.router.handle(cmd('host', channel, 'export', { game: id }));
    const file = exp.replies[0]!.files![0]!;
    const parsed = JSON.parse(file.data.toString());
    expect(parsed).toMatchObject({ format: 'chancery-game/1', kind, hash: stateHash(game.state) });
    const imp = await app.router.handle(cmd('someone', `${channel}-copy`, 'import', {}, { attachments: { file } }));
    expect(imp.replies[0]!.content).toMatch(/Imported as/);
    const copyId = /Imported as `([a-z0-9]+)`/.exec(imp.replies[0]!.content!)![1]!;
    const copy = await app.services.table.load(copyId);
    expect(stateHash(copy.state)).toBe(stateHash(game.state));
    expect(copy.row.status).toBe('finished');
    expect((await app.services.admin.verify(copyId)).equal).toBe(true);
    // A tampered log is refused and stores nothing.
    const tampered = { ...parsed, hash: '0000000000000000' };
    const bad = await app.router.handle(
      cmd(
        'someone',
        `${channel}-bad`,
        'import',
        {},
        { attachments: { file: { name: 'x.json', data: Buffer.from(JSON.stringify(tampered)) } } },
      ),
    );
    expect(bad.replies[0]).toMatchObject({ ephemeral: true });
    expect(
      await app.services.table.repo.list({ channelId: `${channel}-bad`, statuses: ['active', 'paused', 'finished'] }),
    ).toHaveLength(0);
  });
});
