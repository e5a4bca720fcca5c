/**
 * The two-player game of the rulebook (§XIV.2; G-6, D-16) at the table, through the
 * router: `/game new game:diplomacy seats:2`, England–France–Russia against Germany–Austria–Turkey
 * from 1914, Italy closed until the coin after Fall 1914 gives it to one seat, whose player then
 * orders it; the shortened game ends with a result and the stored state equals the replay of the log.
 * A named variant that does not fit the seats is refused and creates nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type App } from '../../src/app.js';
import { parseSlash } from '../../src/transport/console.js';
import type { Clock } from '../../src/bot/scheduler.js';
import type { Response } from '../../src/bot/types.js';
import type { DbHandle } from '../../src/db/client.js';
import { memoryDb } from '../../src/dev/db.js';
import { phaseHistory, type DiplomacyState } from '../../src/engine/diplomacy/index.js';

const G = { guildId: 'g2', channelId: 'two', locale: 'en' };

let app: App;
let h: DbHandle;
let seq = 0;
beforeAll(async () => {
  h = await memoryDb();
  let n = 0;
  const clock: Clock = { now: () => new Date('2026-01-01T12:00:00Z') };
  app = createApp({
    db: h.db,
    images: false,
    clock,
    owner: 'test',
    entropy: { gameId: () => `tp${++n}`, seed: () => `two-seed-${n}` },
    notifier: { channel: async () => {} },
  });
});
afterAll(() => h.close());

async function line(user: string, text: string, where = G): Promise<Response> {
  const req = parseSlash(app, text, { user: { id: user, name: user }, ...where });
  if (typeof req === 'string') throw new Error(`${text}: ${req}`);
  return app.router.handle({ ...req, id: `r-${++seq}` });
}
const text = (res: Response) =>
  res.replies.map((r) => `${r.content ?? ''}\n${JSON.stringify(r.embeds ?? [])}`).join('\n');
const state = async (id: string) => (await app.services.table.load(id)).state as unknown as DiplomacyState;

describe('Diplomacy for two players at the table (§XIV.2)', () => {
  it('refuses a variant that does not fit the seats, and creates no game', async () => {
    const where = { ...G, channelId: 'three' };
    for (const cmd of [
      '/game new game:diplomacy seats:3 options:variant=two',
      '/game new game:diplomacy options:variant=two',
      '/game new game:diplomacy seats:2 options:variant=three-a',
    ]) {
      const res = await line('alice', cmd, where);
      expect(res.replies[0]!.ephemeral, cmd).toBe(true);
      expect(res.replies[0]!.content, cmd).toMatch(
        /Those options do not fit Diplomacy: variant: variant \S+ is the \d-player game/,
      );
    }
    expect(await app.services.table.repo.list({ channelId: 'three', statuses: ['lobby', 'active'] })).toEqual([]);
  });

  it('plays from /game new seats:2 to a result; Italy goes to the seat the coin chose; replay equals', async () => {
    await line('alice', '/game new game:diplomacy seats:2 options:endYear=1915');
    await line('bob', '/game join');
    await line('alice', '/game start');
    let game = await app.services.table.load('tp1');
    expect(app.services.table.rolesOf(game, 'alice').sort()).toEqual(['england', 'france', 'russia']);
    expect(app.services.table.rolesOf(game, 'bob').sort()).toEqual(['austria', 'germany', 'turkey']);
    let s = await state('tp1');
    expect([s.variant, s.year, s.season, s.closed.length]).toEqual(['two', 1914, 'spring', 6]);

    // G-6: Italy's territory is closed; the order is refused privately and nothing is stored.
    const closed = await line('bob', '/dip orders text:"Austria: F tri - ven"');
    expect(closed.replies.every((r) => r.ephemeral)).toBe(true);
    expect((await state('tp1')).orders.austria ?? []).toEqual([]);
    // Italy is nobody's yet: no seat orders it.
    expect(text(await line('alice', '/dip orders text:"Italy: A rom - apu"'))).toMatch(/you do not play Italy/);

    // Spring and Fall 1914: moves, then everyone ready, until the coin is tossed.
    await line('alice', '/dip orders text:"Russia: A war - gal; France: A par - bur"');
    await line('bob', '/dip orders text:"Germany: A mun - ruh; Turkey: A con - bul"');
    let published = '';
    for (let i = 0; i < 8 && (await state('tp1')).year === 1914; i++)
      for (const u of ['alice', 'bob']) published += text(await line(u, '/dip ready confirm:true'));
    s = await state('tp1');
    expect(published).toMatch(
      /The coin is tossed: Italy joins (England, France, Russia|Germany, Austria-Hungary, Turkey)\./,
    );
    expect([s.year, s.season, s.closed]).toEqual([1915, 'spring', []]);
    const side = s.seats.findIndex((seat) => seat.includes('italy'));
    const italian = side === 0 ? 'alice' : 'bob';
    const other = side === 0 ? 'bob' : 'alice';
    game = await app.services.table.load('tp1');
    expect(app.services.table.rolesOf(game, italian)).toContain('italy');
    expect(app.services.table.rolesOf(game, other)).not.toContain('italy');
    // The stored seats say so too (not only the derived ones).
    expect((await app.services.table.repo.seats('tp1')).find((x) => x.role === 'italy')?.userId).toBe(italian);

    // Spring 1915: Italy's new player orders it; Italian territory is open now.
    const it_ = await line(italian, '/dip orders text:"Italy: A rom - apu"');
    expect(text(it_)).toContain('Orders saved for **Italy** (1)');
    expect(text(await line(other, '/dip orders text:"Italy: A ven - tyr"'))).toMatch(/you do not play Italy/);
    for (let i = 0; i < 12 && !(await state('tp1')).result; i++)
      for (const u of [italian, other]) if (!(await state('tp1')).result) await line(u, '/dip ready confirm:true');
    s = await state('tp1');
    expect(s.units).toContainEqual({ power: 'italy', type: 'army', at: 'apu' });
    expect(s.result?.reason).toBe('diplomacy.end.time_limit');
    expect(s.result!.winners.length).toBeGreaterThan(0);
    expect((await app.services.table.load('tp1')).row.status).toBe('finished');
    expect((await app.services.admin.verify('tp1')).equal).toBe(true);
  });

  it('against a bot: when the coin gives Italy to the bot’s seat, the bot orders it and the game goes on', async () => {
    const where = { ...G, channelId: 'vs-bot' };
    // Seats: alice England–France–Russia, a bot the other side; the game starts at once.
    await line('alice', '/game new game:diplomacy seats:2 bots:1 options:endYear=1915', where);
    let s = await state('tp2');
    expect(s.year).toBe(1914);
    for (let i = 0; i < 20 && !(await state('tp2')).result; i++) await line('alice', '/dip ready confirm:true', where);
    s = await state('tp2');
    // This seed's coin gives Italy to Germany–Austria–Turkey, the bot's seat.
    expect(s.seats[1]).toContain('italy');
    const italy = (await app.services.table.repo.seats('tp2')).find((x) => x.role === 'italy');
    expect(italy).toMatchObject({ userId: null, isBot: true });
    // Nobody but the bot could have readied Italy in 1915: the game still reached its result.
    const game = await app.services.table.load('tp2');
    const phases = phaseHistory(game.module, game.row, await app.services.table.repo.records('tp2'));
    expect(phases.some((r) => r.year === 1915 && r.orders.some((o) => o.power === 'italy'))).toBe(true);
    expect(s.result?.reason).toBe('diplomacy.end.time_limit');
    expect((await app.services.admin.verify('tp2')).equal).toBe(true);
  });

  it('names the goal of the two-player game (24 units a side, D-16), never a centre target that does not count', async () => {
    const where = { ...G, channelId: 'goal' };
    const refused = await line('alice', '/game new game:diplomacy seats:2 options:victoryCentres=10', where);
    expect(refused.replies[0]!.content).toMatch(/victoryCentres: the two game is won by a side with 24 units/);
    await line('alice', '/game new game:diplomacy seats:2 bots:1', where);
    const [row] = await app.services.table.repo.list({ channelId: 'goal', statuses: ['lobby', 'active'] });
    expect(row!.options).not.toHaveProperty('victoryCentres');
    const status = text(await line('alice', '/dip status', where));
    expect(status).toContain('24 units for one side (two-player game)');
    expect(status).not.toContain('victoryCentres=18');
    const it = text(await line('alice', '/dip status', { ...where, locale: 'it' }));
    expect(it).toContain('24 unità per uno schieramento');
  });
});
