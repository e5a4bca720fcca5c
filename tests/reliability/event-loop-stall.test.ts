/**
 * No command blocks the event loop for long (issue #28): the longest stall measured with
 * perf_hooks.monitorEventLoopDelay while `/game history` and `/dip history` run on a 20,000-move
 * Diplomacy game and while games are imported, each under 200 ms. History pages come from the game's
 * log summary (built once, then extended with new moves only); replays and imports give the loop back
 * as they go; and one user cannot start heavy work again and again (en + it refusals).
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type App } from '../../src/app.js';
import { HeavyWork, heavyWork } from '../../src/bot/heavy.js';
import type { Request } from '../../src/bot/types.js';
import type { DbHandle } from '../../src/db/client.js';
import { memoryDb } from '../../src/dev/db.js';
import { stateHash } from '../../src/engine/core/replay.js';
import type { BaseState } from '../../src/engine/core/types.js';
import { GAMES } from '../../src/engine/games.js';
import { scaled } from '../helpers/slowness.js';

/**
 * 200 ms on a quiet machine; on a busy one a 15 ms slice waits for the CPU between turns of the loop,
 * so the bound is stretched by the measured slowness, at most to 1 s (figures with the load: README).
 */
const STALL_MS = Math.min(scaled(200), 1000);

/** A Diplomacy log of `moves` legal moves: `orders` order changes in spring 1901, then a varied game. */
function longDiplomacy(moves: number, orders: number) {
  const m = GAMES.find((g) => g.slug === 'diplomacy')!;
  const options = m.optionsSchema.parse({}) as Record<string, unknown>;
  let s = m.setup('long', options) as BaseState;
  const actions: { version: number; role: string; action: unknown }[] = [];
  for (let i = 0; i < moves; i++) {
    const active = m.activeRoles(s) as string[];
    const role = active[i % active.length]!;
    let legal = m.legalActions(s, role) as { type: string }[];
    if (i < orders) legal = legal.filter((a) => a.type === 'set_order');
    if (!legal.length) break;
    const action = legal[(i * 7919) % legal.length];
    const next = m.apply(s, role, action).state as BaseState;
    if (m.result(next)) break; // kept unfinished: /dip history reads games in play
    s = next;
    actions.push({ version: s.version, role, action });
  }
  return {
    format: 'chancery-game/1',
    kind: 'diplomacy',
    seed: 'long',
    options,
    engineVersion: m.engineVersion,
    roles: m.roles(options),
    actions,
    hash: stateHash(s),
  };
}

/** The longest event-loop stall (ms) while `work` runs. */
async function longestStall<T>(work: () => Promise<T>): Promise<{ ms: number; out: T; total: number }> {
  const h = monitorEventLoopDelay({ resolution: 5 });
  h.enable();
  const t0 = performance.now();
  const out = await work();
  const total = performance.now() - t0;
  h.disable();
  return { ms: Math.round(h.max / 1e6), out, total: Math.round(total) };
}

describe('event-loop stalls on a 20,000-move game', { tags: ['slow'] }, () => {
  let h: DbHandle;
  let app: App;
  let n = 0;
  let seq = 0;
  const req = (over: Partial<Request>): Request => ({
    kind: 'command',
    id: `stall-${++seq}`,
    command: 'game',
    subcommand: 'history',
    options: {},
    user: { id: `u${seq}`, name: 'u' },
    locale: 'en',
    guildId: 'g1',
    channelId: 'table',
    canManageGuild: true,
    ...over,
  });
  let id = '';
  let moves = 0;

  beforeAll(async () => {
    h = await memoryDb();
    app = createApp({ db: h.db, images: false, entropy: { gameId: () => `st${++n}`, seed: () => `s${n}` } });
    const file = longDiplomacy(20_000, 9_000);
    moves = file.actions.length;
    // Stored as an import would store it (the file is over the 2 MiB an upload may be: not through the command).
    const stall = await longestStall(() =>
      app.services.admin.importGame(file, { guildId: 'g1', channelId: 'table', user: { id: 'gina', name: 'gina' } }),
    );
    id = stall.out;
    console.info(`import of ${moves} moves: ${stall.total} ms, longest stall ${stall.ms} ms`);
    expect(stall.ms).toBeLessThan(STALL_MS);
  }, scaled(600_000));
  afterAll(async () => {
    await h.close();
  });

  it('the game has about 20,000 moves', () => {
    expect(moves).toBeGreaterThan(19_000);
  });

  it(
    '/game history (last page, first page, again) stalls the loop under 200 ms',
    { timeout: scaled(300_000) },
    async () => {
      for (const [what, page] of [
        ['last page, first call', undefined],
        ['first page', 1],
        ['last page again', undefined],
      ] as const) {
        const { ms, out, total } = await longestStall(() =>
          app.router.handle(req({ options: { game: id, ...(page ? { page } : {}) } })),
        );
        console.info(`/game history ${what}: ${total} ms, longest stall ${ms} ms`);
        expect(out.replies[0]!.content).toMatch(/^History of/);
        expect(ms, what).toBeLessThan(STALL_MS);
      }
    },
  );

  it(
    '/dip history phase:1 stalls the loop under 200 ms, and the second call reads no old move',
    { timeout: scaled(300_000) },
    async () => {
      for (const what of ['first call', 'second call']) {
        const { ms, out, total } = await longestStall(() =>
          app.router.handle(req({ command: 'dip', subcommand: 'history', options: { game: id, phase: 1 } })),
        );
        console.info(`/dip history phase:1 ${what}: ${total} ms, longest stall ${ms} ms`);
        expect(out.replies[0]!.embeds?.length ?? 0, JSON.stringify(out.replies[0]).slice(0, 300)).toBe(1);
        expect(ms, what).toBeLessThan(STALL_MS);
      }
    },
  );

  it('an import of the largest file allowed stalls the loop under 200 ms', { timeout: scaled(300_000) }, async () => {
    const file = longDiplomacy(20_000, 0);
    const data = Buffer.from(JSON.stringify(file));
    const { ms, out, total } = await longestStall(() =>
      app.router.handle(
        req({ subcommand: 'import', options: { file: 'x.json' }, attachments: { file: { name: 'x.json', data } } }),
      ),
    );
    console.info(
      `/game import of ${file.actions.length} moves (${(data.length / 1048576).toFixed(2)} MiB): ${total} ms, longest stall ${ms} ms`,
    );
    expect(out.replies[0]!.content).toMatch(/^Imported as/);
    expect(ms).toBeLessThan(STALL_MS);
  });

  it('one user cannot start heavy work again and again (en + it)', { timeout: scaled(300_000) }, async () => {
    const t = (l: 'en' | 'it', k: string, p = {}) => app.services.texts.forLocale(l)(k, p);
    heavyWork.reset();
    const gina = { id: 'gina-h', name: 'gina' };
    // two at once: the second is refused while the first runs
    const [a, b] = await Promise.all([
      app.router.handle(req({ user: gina, options: { game: id } })),
      app.router.handle(req({ user: gina, locale: 'it', options: { game: id } })),
    ]);
    expect(a.replies[0]!.content).toMatch(/^History of/);
    expect(b.replies[0]).toMatchObject({ content: t('it', 'error.heavy_running'), ephemeral: true });
    // in a loop: the seventh in ten minutes is refused, saying when to try again
    for (let i = 1; i < heavyWork.perWindow; i++)
      expect((await app.router.handle(req({ user: gina, options: { game: id } }))).replies[0]!.content).toMatch(
        /^History of/,
      );
    const refused = await app.router.handle(req({ user: gina, options: { game: id } }));
    expect(refused.replies[0]).toMatchObject({
      content: t('en', 'error.heavy_limit', { n: 6, minutes: 10, wait: 10 }),
      ephemeral: true,
    });
    // another user is not held up
    expect((await app.router.handle(req({ options: { game: id } }))).replies[0]!.content).toMatch(/^History of/);
    heavyWork.reset();
  });

  it('the limiter: a window passes, a failed job frees the user', async () => {
    let now = 0;
    const w = new HeavyWork(2, 60_000, () => now);
    await w.run('u', async () => 1);
    await expect(w.run('u', async () => Promise.reject(new Error('x')))).rejects.toThrow('x');
    await expect(w.run('u', async () => 1)).rejects.toMatchObject({ key: 'error.heavy_limit' });
    now = 60_001;
    expect(await w.run('u', async () => 2)).toBe(2);
  });
});
