/**
 * `/game import` (issue #16): game masters only, a bounded file (size and moves, both stated in the
 * refusal), every string checked (a NUL used to end as "Something went wrong" and a 443 KB log line),
 * and an unfinished game whose next seat is a bot moves on when it is resumed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type App } from '../../src/app.js';
import type { Request } from '../../src/bot/types.js';
import { MAX_IMPORT_BYTES, MAX_IMPORT_DEPTH, MAX_IMPORT_MOVES } from '../../src/bot/limits.js';
import type { DbHandle } from '../../src/db/client.js';
import { memoryDb } from '../../src/dev/db.js';
import { stateHash } from '../../src/engine/core/replay.js';
import type { BaseState } from '../../src/engine/core/types.js';
import { GAMES } from '../../src/engine/games.js';
import { setLogLevel } from '../../src/log.js';

let seq = 0;
const importReq = (data: Buffer, extra: Partial<Request> = {}): Request => ({
  kind: 'command',
  id: `il-${++seq}`,
  command: 'game',
  subcommand: 'import',
  options: { file: 'x.json' },
  attachments: { file: { name: 'x.json', data } },
  user: { id: 'gina', name: 'gina' },
  locale: 'en',
  guildId: 'g1',
  channelId: 'table',
  canManageGuild: true,
  ...extra,
});

/** A real export of an unfinished game: setup and the first `moves` legal moves, with its hash. */
function unfinishedExport(slug: string, moves: number) {
  const module = GAMES.find((g) => g.slug === slug)!;
  const options = module.optionsSchema.parse({ players: module.minPlayers }) as Record<string, unknown>;
  let state = module.setup('import-seed', options) as BaseState;
  const actions: { version: number; role: string; action: unknown }[] = [];
  for (let i = 0; i < moves; i++) {
    const role = (module.activeRoles(state) as string[])[0]!;
    const action = (module.legalActions(state, role) as unknown[])[0];
    state = module.apply(state, role, action).state as BaseState;
    actions.push({ version: state.version, role, action });
  }
  return {
    format: 'chancery-game/1',
    kind: slug,
    seed: 'import-seed',
    options,
    engineVersion: module.engineVersion,
    roles: module.roles(options),
    actions,
    hash: stateHash(state),
  };
}

describe('/game import: limits and checks', () => {
  let h: DbHandle;
  let app: App;
  let n = 0;
  const lines: string[] = [];
  const realWrite = process.stderr.write.bind(process.stderr);
  const t = (key: string, params: Record<string, unknown> = {}) => app.services.texts.forLocale('en')(key, params);
  const count = async () => (await app.services.table.repo.list({ statuses: ['active', 'paused', 'finished'] })).length;

  beforeAll(async () => {
    h = await memoryDb();
    app = createApp({ db: h.db, images: false, entropy: { gameId: () => `im${++n}`, seed: () => `s${n}` } });
    setLogLevel('debug');
    process.stderr.write = ((chunk: string | Uint8Array, ...rest: unknown[]) => {
      lines.push(String(chunk));
      const cb = rest[rest.length - 1];
      if (typeof cb === 'function') (cb as () => void)();
      return true;
    }) as typeof process.stderr.write;
  });
  afterAll(async () => {
    process.stderr.write = realWrite;
    setLogLevel('info');
    await h.close();
  });

  it('takes Manage Server in a server (the importer becomes the game master), or your own DM', async () => {
    const file = Buffer.from(JSON.stringify(unfinishedExport('succession-1701', 3)));
    const before = await count();
    for (const extra of [
      { canManageGuild: false },
      { guildId: null, channelId: 'group-dm', canManageGuild: false },
    ] as Partial<Request>[]) {
      const res = await app.router.handle(importReq(file, extra));
      expect(res.replies[0]).toMatchObject({ content: t('admin.import_forbidden'), ephemeral: true });
    }
    expect(await count()).toBe(before);
    const inDm = await app.router.handle(
      importReq(file, { guildId: null, channelId: 'dm-gina', inBotDm: true, canManageGuild: false }),
    );
    expect(inDm.replies[0]!.content).toMatch(/Imported as/);
    expect(await count()).toBe(before + 1);
  });

  it(`refuses a file over ${MAX_IMPORT_BYTES / 1024 / 1024} MiB and over ${MAX_IMPORT_MOVES} moves, saying the limit`, async () => {
    const before = await count();
    const big = await app.router.handle(importReq(Buffer.alloc(MAX_IMPORT_BYTES + 1, 32)));
    expect(big.replies[0]!.content).toBe(t('admin.import_too_big', { size: '2.0 MiB', max: '2 MiB' }));
    // Declared too big by Discord (not downloaded): the same answer.
    const declared = await app.router.handle(
      importReq(Buffer.alloc(0), { attachments: { file: { name: 'x.json', data: Buffer.alloc(0), size: 9_000_000 } } }),
    );
    expect(declared.replies[0]!.content).toBe(t('admin.import_too_big', { size: '8.6 MiB', max: '2 MiB' }));
    const long = unfinishedExport('succession-1701', 1);
    // Small moves, so that the file is under the size limit: the count is checked before any replay.
    long.actions = Array.from({ length: MAX_IMPORT_MOVES + 1 }, (_, i) => ({ version: i + 1, role: 'r', action: 0 }));
    const data = Buffer.from(JSON.stringify(long));
    expect(data.length).toBeLessThan(MAX_IMPORT_BYTES);
    const tooLong = await app.router.handle(importReq(data));
    expect(tooLong.replies[0]!.content).toBe(
      t('admin.import_too_long', { moves: MAX_IMPORT_MOVES + 1, max: MAX_IMPORT_MOVES }),
    );
    expect(await count()).toBe(before);
  });

  it('refuses control characters anywhere in the file with a clear message, and logs nothing big', async () => {
    const before = await count();
    const good = unfinishedExport('succession-1701', 2);
    const cases: [string, (f: ReturnType<typeof unfinishedExport>) => void][] = [
      ['actions[0].action.type', (f) => ((f.actions[0]!.action as { type: string }).type += '\u0000')],
      ['actions[1].role', (f) => (f.actions[1]!.role += '\u0007')],
      ['seed', (f) => (f.seed = 'a\u0000b')],
      ['options.x\\u001b', (f) => (f.options['x\u001b'] = 1)],
    ];
    for (const [path, spoil] of cases) {
      const f = structuredClone(good);
      spoil(f);
      lines.length = 0;
      const res = await app.router.handle(importReq(Buffer.from(JSON.stringify(f))));
      expect(res.replies[0]).toMatchObject({ content: t('admin.import_control', { path }), ephemeral: true });
      expect(lines.join('').length, 'no log line for a refusal').toBeLessThan(2000);
    }
    // An illegal move is named by its number, not "Something went wrong".
    const illegal = structuredClone(good);
    illegal.actions[1]!.action = { type: 'no_such_move' };
    const res = await app.router.handle(importReq(Buffer.from(JSON.stringify(illegal))));
    expect(res.replies[0]!.content).toMatch(/^Move 2 of that file is not a legal move/);
    expect(await count()).toBe(before);
  });

  it(`refuses a file nested more than ${MAX_IMPORT_DEPTH} deep by name, however deep (it used to overflow the stack)`, async () => {
    const before = await count();
    const refusal = t('admin.import_too_deep', { max: MAX_IMPORT_DEPTH });
    const good = unfinishedExport('succession-1701', 2);
    const deepAction = (levels: number) => {
      const f = structuredClone(good) as { actions: { action: unknown }[] };
      let v: unknown = 'x';
      for (let i = 0; i < levels; i++) v = i % 2 ? [v] : { a: v };
      f.actions[0]!.action = v;
      return Buffer.from(JSON.stringify(f));
    };
    const files: [string, Buffer][] = [
      ['10^6 nested [', Buffer.from(`${'['.repeat(1_000_000)}${']'.repeat(1_000_000)}`)],
      ['200,000 nested objects', Buffer.from(`${'{"a":'.repeat(200_000)}1${'}'.repeat(200_000)}`)],
      ['an export with a 40-deep move', deepAction(40)],
      // Brackets inside strings are text, not nesting; an unclosed file is refused before it is parsed.
      ['unclosed', Buffer.from(`{"seed":"${'['.repeat(100)}",${'['.repeat(40)}`)],
    ];
    for (const [what, data] of files) {
      expect(data.length, what).toBeLessThan(MAX_IMPORT_BYTES);
      lines.length = 0;
      const res = await app.router.handle(importReq(data));
      expect(res.replies[0], what).toMatchObject({ content: refusal, ephemeral: true });
      const it = await app.router.handle(importReq(data, { locale: 'it' }));
      expect(it.replies[0]!.content, what).toBe(
        app.services.texts.forLocale('it')('admin.import_too_deep', { max: 32 }),
      );
      expect(lines.join('').length, 'no log line for a refusal').toBeLessThan(2000);
    }
    // Just under the limit is not refused for its depth (the scan counts what a parser would), and
    // brackets in strings do not count: it is the move that is not legal.
    const shallow = structuredClone(good);
    shallow.seed = '['.repeat(100);
    let v: unknown = 'x';
    for (let i = 0; i < MAX_IMPORT_DEPTH - 4; i++) v = [v];
    shallow.actions[0]!.action = v;
    const ok = await app.router.handle(importReq(Buffer.from(JSON.stringify(shallow))));
    expect(ok.replies[0]!.content).not.toBe(refusal);
    expect(ok.replies[0]!.content).toMatch(/not a legal move|does not give the state/);
    expect(await count()).toBe(before);
  });

  it('a resumed unfinished game whose next seat is a bot moves on', async () => {
    const res = await app.router.handle(importReq(Buffer.from(JSON.stringify(unfinishedExport('versailles-1919', 4)))));
    const id = /Imported as `([a-z0-9]+)`/.exec(res.replies[0]!.content!)![1]!;
    const imported = await app.services.table.load(id);
    expect(imported.row.status).toBe('paused');
    expect(imported.seats.every((x) => x.isBot)).toBe(true);
    const resumed = await app.router.handle({
      ...importReq(Buffer.alloc(0)),
      subcommand: 'resume',
      options: { game: id },
      attachments: undefined,
    });
    expect(resumed.replies[0]!.content).toContain(t('admin.resumed', { user: '<@gina>', id }));
    const after = await app.services.table.load(id);
    console.info(`import resume: v${imported.state!.version} → v${after.state!.version} (${after.row.status})`);
    expect(after.state!.version).toBeGreaterThan(imported.state!.version);
    expect((await app.services.admin.verify(id)).equal).toBe(true);
  });
});
