import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Admin } from '../../src/bot/admin.js';
import { Play } from '../../src/bot/play.js';
import { Table } from '../../src/bot/table.js';
import type { DbHandle } from '../../src/db/client.js';
import { GamesRepo } from '../../src/db/games-repo.js';
import { stateHash } from '../../src/engine/core/replay.js';
import { GameRegistry } from '../../src/engine/registry.js';
import { tallyGame } from '../../src/dev/tally-game.js';
import { toyGame } from '../fixtures/toy-game.js';
import { testDrivers } from '../../src/dev/db.js';

const drivers = await testDrivers();

describe.each(drivers)('database on $name', (driver) => {
  let h: DbHandle;
  let table: Table;
  let play: Play;
  let admin: Admin;
  let n = 0;
  const entropy = { gameId: () => `g${driver.name}${++n}`, seed: () => `seed-${n}` };

  beforeAll(async () => {
    h = await driver.open();
    table = new Table(new GamesRepo(h.db), new GameRegistry([toyGame, tallyGame]), entropy);
    play = new Play(table);
    admin = new Admin(table);
  });
  afterAll(async () => {
    await h.close();
  });

  /** The game as a request from its own channel sees it: a person's move is made there. */
  async function atTable(id: string) {
    const row = (await table.repo.get(id))!;
    return table.loadFor({ guildId: row.guildId, channelId: row.channelId, user: { id: 'x', name: 'x' } }, id);
  }

  it('applies the migrations on an empty database', async () => {
    const res = await h.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    const names = (res as unknown as { rows: { table_name: string }[] }).rows.map((r) => r.table_name);
    expect(names).toEqual(expect.arrayContaining(['game_actions', 'games', 'seats']));
  });

  it('keeps every one of 20 concurrent writers exactly once, versions gap-free, replay equal', async () => {
    const game = await table.create({
      kind: 'tally',
      seats: 20,
      guildId: 'g',
      channelId: 'c-conc',
      user: { id: 'u1', name: 'u1' },
    });
    for (let i = 2; i <= 20; i++) await table.join(await table.load(game.row.id), { id: `u${i}`, name: `u${i}` });
    await play.start(await table.load(game.row.id));
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        atTable(game.row.id).then((loaded) =>
          play.act({
            gameId: game.row.id,
            userId: `u${i + 1}`,
            action: { type: 'add', n: i + 1 },
            interactionId: `conc-${driver.name}-${i}`,
            loaded,
          }),
        ),
      ),
    );
    const accepted = results.filter((r) => r.status === 'fulfilled').length;
    expect(accepted).toBe(20);
    const rows = await table.repo.actions(game.row.id);
    expect(rows.map((r) => r.version)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(rows.map((r) => (r.action as { n: number }).n).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
    const loaded = await table.load(game.row.id);
    expect((loaded.state as unknown as { total: number }).total).toBe(210);
    const v = await admin.verify(game.row.id);
    expect(v.equal).toBe(true);
  });

  it('applies the same interaction once even when it arrives twice at the same moment', async () => {
    const game = await table.create({
      kind: 'tally',
      seats: 2,
      guildId: 'g',
      channelId: 'c-dup',
      user: { id: 'a', name: 'a' },
    });
    await table.join(await table.load(game.row.id), { id: 'b', name: 'b' });
    await play.start(await table.load(game.row.id));
    const outs = await Promise.all(
      [0, 1, 2].map(() =>
        atTable(game.row.id).then((loaded) =>
          play.act({
            gameId: game.row.id,
            userId: 'a',
            action: { type: 'add', n: 5 },
            interactionId: `dup-${driver.name}`,
            loaded,
          }),
        ),
      ),
    );
    expect(outs.filter((o) => !o.duplicate)).toHaveLength(1);
    const rows = await table.repo.actions(game.row.id);
    expect(rows).toHaveLength(1);
  });

  it('stores a bot game whose log replays to the stored state', async () => {
    const game = await table.create({
      kind: 'toy',
      seats: 3,
      bots: 2,
      guildId: 'g',
      channelId: 'c-bots',
      user: { id: 'h', name: 'h' },
    });
    let g = await play.start(await table.load(game.row.id));
    for (let i = 0; i < 100 && g.row.status === 'active' && g.state && !toyGame.result(g.state as never); i++) {
      const out = await play.act({
        gameId: g.row.id,
        userId: 'h',
        action: { type: 'roll' },
        interactionId: `bots-${driver.name}-${i}`,
        loaded: await atTable(g.row.id),
      });
      g = out.game;
    }
    const final = await table.load(game.row.id);
    expect(final.row.status).toBe('finished');
    expect(final.row.result?.winners.length).toBe(1);
    const rebuilt = await admin.verify(game.row.id);
    expect(rebuilt.equal).toBe(true);
    expect(stateHash(final.state)).toHaveLength(16);
    expect(final.row.undoFloor).toBeGreaterThan(0);
  });
});
