import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type App } from '../../src/app.js';
import type { DbHandle } from '../../src/db/client.js';
import type { Request } from '../../src/bot/types.js';
import { toyGame } from '../fixtures/toy-game.js';
import { testDrivers } from '../../src/dev/db.js';

const drivers = await testDrivers();

let seq = 0;
function req(partial: Partial<Request> & Pick<Request, 'command'>, user = 'alice', locale = 'en'): Request {
  return {
    kind: 'command',
    id: `i-${++seq}`,
    options: {},
    user: { id: user, name: user },
    locale,
    guildId: 'guild',
    channelId: 'chan',
    ...partial,
  };
}

/** Everything the database holds, to prove a refusal changed nothing. */
async function snapshot(app: App, ids: string[]) {
  const out: unknown[] = [];
  for (const id of ids) {
    const g = await app.services.table.repo.get(id);
    out.push(
      g && { ...g, updatedAt: null },
      await app.services.table.repo.seats(id),
      await app.services.table.repo.actions(id),
    );
  }
  return JSON.stringify(out);
}

describe.each(drivers)('router refusals on $name', (driver) => {
  let h: DbHandle;
  let app: App;
  let n = 0;
  beforeAll(async () => {
    h = await driver.open();
    app = createApp({
      db: h.db,
      games: [toyGame],
      uis: [],
      entropy: { gameId: () => `t${++n}`, seed: () => 'seed' },
      images: false,
    });
  });
  afterAll(() => h.close());

  it('creates, joins, starts and plays through the same router', async () => {
    const created = await app.router.handle(
      req({ command: 'game', subcommand: 'new', options: { game: 'toy', seats: 2 } }),
    );
    expect(created.replies[0]!.content).toContain('`t1`');
    const joined = await app.router.handle(req({ command: 'game', subcommand: 'join', options: {} }, 'bob'));
    expect(joined.replies[0]!.content).toContain('bob');
    const started = await app.router.handle(req({ command: 'game', subcommand: 'start' }));
    expect(started.replies[0]!.embeds?.[0]?.title).toContain('t1');
    const played = await app.router.handle(req({ command: 'play', options: { action: 'step' } }));
    expect(played.replies[0]!.ephemeral).toBeFalsy();
    // a calm channel: the table message (edited in place, pings nobody); bob is pinged in the log thread
    expect(played.replies[0]!.table).toBe('t1');
    expect(played.replies[0]!.mentions).toEqual([]);
    expect(played.log?.mentions).toEqual(['bob']);
    expect(played.replies.filter((r) => !r.ephemeral)).toHaveLength(1);
    const list = await app.router.handle(req({ command: 'game', subcommand: 'list' }));
    expect(list.replies[0]!.content).toContain('t1');
  });

  const cases: { name: string; run: () => Request; en: RegExp; it: RegExp }[] = [
    {
      name: 'an unknown game id',
      run: () => req({ command: 'game', subcommand: 'status', options: { game: 'nope42' } }),
      en: /no game `nope42`/,
      it: /Non esiste una partita `nope42`/,
    },
    {
      name: 'acting without a seat',
      run: () => req({ command: 'play', options: { action: 'step', game: 't1' } }, 'carol'),
      en: /no seat in game `t1`/,
      it: /Non hai un posto nella partita `t1`/,
    },
    {
      name: 'acting out of turn',
      run: () => req({ command: 'play', options: { action: '{"type":"roll"}', game: 't1' } }, 'alice'),
      en: /not your turn|toy\.not_your_turn/,
      it: /toy\.not_your_turn|Non è il tuo turno/,
    },
  ];

  it.each(cases)('refuses $name in English and Italian, changing nothing', async (c) => {
    const before = await snapshot(app, ['t1']);
    const en = await app.router.handle(c.run());
    const it_ = await app.router.handle({ ...c.run(), locale: 'it' });
    expect(en.replies[0]!.ephemeral).toBe(true);
    expect(it_.replies[0]!.ephemeral).toBe(true);
    expect(en.replies[0]!.content).toMatch(c.en);
    expect(it_.replies[0]!.content).toMatch(c.it);
    expect(await snapshot(app, ['t1'])).toBe(before);
  });

  it('refuses joining a full game in both languages, changing nothing', async () => {
    await app.router.handle(req({ command: 'game', subcommand: 'new', options: { game: 'toy', seats: 2 } }, 'dan'));
    await app.router.handle(req({ command: 'game', subcommand: 'join', options: { game: 't2' } }, 'erin'));
    const before = await snapshot(app, ['t2']);
    const en = await app.router.handle(req({ command: 'game', subcommand: 'join', options: { game: 't2' } }, 'frank'));
    const it_ = await app.router.handle(
      req({ command: 'game', subcommand: 'join', options: { game: 't2' } }, 'frank', 'it'),
    );
    expect(en.replies[0]).toMatchObject({ ephemeral: true, content: 'Game `t2` has no free seat.' });
    expect(it_.replies[0]).toMatchObject({ ephemeral: true, content: 'La partita `t2` non ha posti liberi.' });
    expect(await snapshot(app, ['t2'])).toBe(before);
  });

  it('turns a bug into a generic apology without a stack trace', async () => {
    const broken = createApp({
      db: h.db,
      games: [
        {
          ...toyGame,
          slug: 'toy',
          roles: () => {
            throw new Error('boom at line 12');
          },
        },
      ],
      uis: [],
      images: false,
    });
    const res = await broken.router.handle(
      req({ command: 'game', subcommand: 'new', options: { game: 'toy' } }, 'x', 'it'),
    );
    expect(res.replies[0]!.ephemeral).toBe(true);
    expect(res.replies[0]!.content).toContain('Qualcosa è andato storto');
    expect(res.replies[0]!.content).not.toContain('boom');
  });

  it('answers a stale menu selection with what the player may do now', async () => {
    const res = await app.router.handle({
      ...req({ command: undefined }),
      kind: 'component',
      customId: 'g:t1:0:pick:red',
      values: ['0'],
    });
    expect(res.replies[0]!.content).toMatch(/moved on/);
  });
});
