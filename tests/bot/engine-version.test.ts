import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type App } from '../../src/app.js';
import type { DbHandle } from '../../src/db/client.js';
import { memoryDb } from '../../src/dev/db.js';
import { replay, stateHash } from '../../src/engine/core/replay.js';
import type { ActionRecord, BaseState, GameModule } from '../../src/engine/core/types.js';
import { EngineVersionError } from '../../src/engine/core/versions.js';
import { tallyGame } from '../../src/dev/tally-game.js';

/**
 * Engine versions (STYLE §8): a game exported or stored under an older engine is replayed on the
 * current one only when that gives the same game; otherwise it is refused, never silently re-simulated.
 */
type Tally = typeof tallyGame;
// Version 2 of the tally changed nothing that the logs below touch: it replays version-1 logs exactly.
const tallyV2: Tally = { ...tallyGame, engineVersion: '2' };
// Version 3 changed the rules: every add counts double, so a version-1 log gives another total.
const tallyV3: Tally = {
  ...tallyGame,
  engineVersion: '3',
  apply(state, role, action) {
    const r = tallyGame.apply(state, role, action);
    return { ...r, state: { ...r.state, total: r.state.total + action.n } };
  },
};

const records: ActionRecord[] = [1, 2, 3].map((n) => ({ version: n, role: 'p1', action: { type: 'add', n } }));
function exportedUnder(module: GameModule<BaseState & { total: number }>, engineVersion: string) {
  const final = replay<BaseState>(
    module,
    { kind: 'tally', seed: 's', options: { players: 2 }, engineVersion },
    records,
  );
  return {
    kind: 'tally',
    seed: 's',
    options: { players: 2 },
    engineVersion,
    roles: ['p1', 'p2'],
    actions: records,
    hash: stateHash(final),
  };
}
const where = { guildId: 'g', channelId: 'c', user: { id: 'gm', name: 'gm' } };

describe('engine versions', () => {
  let h: DbHandle;
  const apps: App[] = [];
  const appWith = (m: Tally) => {
    let n = 0;
    const app = createApp({
      db: h.db,
      games: [m],
      uis: [],
      images: false,
      entropy: { gameId: () => `ev${m.engineVersion}x${++n}`, seed: () => 's' },
    });
    apps.push(app);
    return app;
  };
  beforeAll(async () => {
    h = await memoryDb();
  });
  afterAll(() => h.close());

  it('replay refuses a log written under an engine version it does not replay faithfully', () => {
    const setup = { kind: 'tally', seed: 's', options: { players: 2 }, engineVersion: '1' };
    expect(() => replay(tallyV3, setup, records)).toThrow(EngineVersionError);
    const compatible: Tally = { ...tallyV3, compatibleEngineVersions: ['1'] };
    expect(replay<BaseState & { total: number }>(compatible, setup, records).total).toBe(12);
  });

  it('imports a game exported under an older version when its log replays to the exported state', async () => {
    const app = appWith(tallyV2);
    const id = await app.services.admin.importGame(exportedUnder(tallyGame, '1'), where);
    const game = await app.services.table.load(id);
    expect(game.row.engineVersion).toBe('2');
    expect((game.state as unknown as { total: number }).total).toBe(6);
    expect((await app.services.admin.verify(id)).equal).toBe(true);
  });

  it('refuses, naming both versions, an import whose log gives another game on this engine', async () => {
    const app = appWith(tallyV3);
    const err = await app.services.admin.importGame(exportedUnder(tallyGame, '1'), where).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(EngineVersionError);
    expect((err as EngineVersionError).params).toEqual({ game: 'tally', stored: '1', current: '3' });
    const text = app.services.texts.t('en', (err as EngineVersionError).code, (err as EngineVersionError).params);
    expect(text).toContain('version 1');
    expect(text).toContain('runs 3');
    expect(app.services.texts.t('it', 'core.engine_version', { game: 'tally', stored: '1', current: '3' })).toContain(
      'versione 1',
    );
  });

  it('at start-up moves a stored game to the new version when it replays exactly, and pins it otherwise', async () => {
    // Two running games stored by a version-1 bot.
    const old = appWith(tallyGame);
    const a = await old.services.admin.importGame(exportedUnder(tallyGame, '1'), where);
    const b = await old.services.admin.importGame(exportedUnder(tallyGame, '1'), where);
    // The bot is upgraded to version 2 (same rules for these logs): both games move on to it.
    const v2 = appWith(tallyV2);
    expect(await v2.services.admin.reconcileEngineVersions()).toEqual({ migrated: [a, b].sort(), pinned: [] });
    expect((await v2.services.table.load(a)).row.engineVersion).toBe('2');
    // Then to version 3 (changed rules): they stay on version 2, and their replays are refused.
    const v3 = appWith(tallyV3);
    const outcome = await v3.services.admin.reconcileEngineVersions();
    expect(outcome.migrated).toEqual([]);
    // (the game imported by the test above, still on version 2, is pinned with them)
    expect(outcome.pinned).toEqual(expect.arrayContaining([a, b]));
    expect(outcome.pinned).toHaveLength(3);
    expect((await v3.services.table.load(a)).row.engineVersion).toBe('2');
    await expect(v3.services.admin.verify(a)).rejects.toBeInstanceOf(EngineVersionError);
  });
});
