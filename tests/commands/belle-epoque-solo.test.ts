import { Writable } from 'node:stream';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type App } from '../../src/app.js';
import { ConsoleTable } from '../../src/transport/console.js';
import type { DbHandle } from '../../src/db/client.js';
import { memoryDb } from '../../src/dev/db.js';
import { botStream } from '../../src/engine/core/rng.js';
import type { Role } from '../../src/engine/core/types.js';

/** Issue 5: a solo game of La Belle Époque in a DM, against the three Non-Player Powers, through the console table. */
describe('La Belle Époque solo in a DM, through the console table', () => {
  let h: DbHandle;
  let app: App;
  let out = '';
  let table: ConsoleTable;
  beforeAll(async () => {
    h = await memoryDb();
    app = createApp({ db: h.db, images: false, entropy: { gameId: () => 'solo1', seed: () => 'solo-seed' } });
    const sink = new Writable({
      write: (chunk, _e, cb) => {
        out += chunk.toString();
        cb();
      },
    });
    table = new ConsoleTable(app, sink, { imagesDir: mkdtempSync(join(tmpdir(), 'lbe-solo-')), user: 'sola' });
  });
  afterAll(() => h.close());

  it('plays France against three NP Powers to a victory level', async () => {
    await table.line('/dm');
    await table.line('/game new game:belle-epoque seats:1 options:soloPower=france');
    expect(out).toMatch(/solo game of \*\*La Belle Époque\*\* `solo1`/);
    let game = await app.services.table.load('solo1');
    expect(game.seats.map((s) => [s.role, s.userId])).toEqual([['france', 'sola']]);
    let moves = 0;
    while (game.row.status === 'active' && moves < 3000) {
      const state = game.state!;
      const role = (game.module.activeRoles(state) as Role[])[0]!;
      expect(role).toBe('france'); // the NP Powers never wait for anyone
      const legal = game.module.legalActions(state, role) as unknown[];
      const choice = game.module.bot(
        game.module.view(state, role),
        role,
        legal,
        botStream('solo-test', role, state.version),
      );
      const index = legal.findIndex((a) => JSON.stringify(a) === JSON.stringify(choice));
      await table.line(`/play action:${state.version}.${index}`);
      moves += 1;
      game = await app.services.table.load('solo1');
    }
    expect(game.row.status).toBe('finished');
    const result = game.row.result!;
    expect(result.details).toHaveProperty('victoryLevel');
    expect(out).toMatch(/Game over/);
    expect((await app.services.admin.verify('solo1')).equal).toBe(true);
    // Non-Player dice are public log lines the player can follow.
    const log = await app.services.table.repo.actions('solo1');
    const npEvents = log.flatMap((r) => r.events).filter((e) => /\.log\.np_/.test(e.key) && e.audience === 'public');
    expect(npEvents.length).toBeGreaterThan(10);
  });
});
