/**
 * Issue #33 acceptance: 50 seeded bot games of each game in each of two servers (the seeded playouts of
 * the engines' own bots, stored as finished games with players and bot seats), then `/game stats
 * scope:server`, a player's `/game stats` and `/game leaderboard` through the router. Every figure they
 * show equals the one this test computes itself from the games it stored (written here from the results
 * and final states, not with the bot's record code); the ratings recomputed from scratch from the
 * recorded games equal the stored ones; a server sees only its own games; an opted-out player is not
 * listed. Plus unrated cases: abandoned, imported, ended by the game master.
 *
 * RECORDS_GAMES (default 50) games per game and server. The 50 playouts of a game are shared by the two
 * servers, each with its own seating and order (about 70 CPU-seconds of playouts in all).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scaled } from '../helpers/slowness.js';
import { eq } from 'drizzle-orm';
import { rate, rating, ordinal } from 'openskill';
import { createApp, type App } from '../../src/app.js';
import { Texts } from '../../src/bot/i18n/index.js';
import type { Request, Response } from '../../src/bot/types.js';
import type { DbHandle } from '../../src/db/client.js';
import { gameRecords, games, ratings, seats } from '../../src/db/schema/index.js';
import { testDrivers } from '../../src/dev/db.js';
import { playout } from '../../src/engine/core/playout.js';
import type { AnyGameModule, BaseState, GameResult } from '../../src/engine/core/types.js';
import { GAMES } from '../../src/engine/games.js';
import { setLogLevel } from '../../src/log.js';

setLogLevel('silent');
// npm test plays 12 games per game and server (100 s alone on a quiet machine); the acceptance run of
// #33 is RECORDS_GAMES=50 (passed at load 27 in 779 s), too long for the suite.
const N = Number(process.env.RECORDS_GAMES ?? 12);
const [driver] = await testDrivers();
const texts = new Texts(GAMES);

const OPTIONS: Record<string, Record<string, unknown>> = {
  diplomacy: { players: 7, endYear: 1904, botLevel: 'baseline' },
  'belle-epoque': { players: 4 },
  'versailles-1919': { players: 3 },
  'succession-1701': { lastTurn: 8 },
};
const SERVERS = ['srv-a', 'srv-b'] as const;
/** Each server's players; `shared` plays in both. */
const USERS = { 'srv-a': ['ua1', 'ua2', 'ua3', 'ua4', 'shared'], 'srv-b': ['ub1', 'ub2', 'ub3', 'shared'] };

interface Stored {
  server: string;
  kind: string;
  id: string;
  seats: { role: string; userId: string | null }[];
  result: GameResult | null;
  state: BaseState;
  status: 'finished' | 'abandoned';
  imported: boolean;
}

/** A deterministic choice from a string. */
function hash(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}

const fmt1 = (n: number) => (Math.round(n * 10) / 10).toFixed(1);
const fmt2 = (n: number) => (Math.round(n * 100) / 100).toFixed(2);

describe.skipIf(!driver)('records and ratings after seeded bot games in two servers (#33)', { tags: ['slow'] }, () => {
  let h: DbHandle;
  let app: App;
  const stored: Stored[] = [];
  let seq = 0;
  const t = texts.forLocale('en');

  beforeAll(async () => {
    h = await driver!.open();
    app = createApp({ db: h.db, uis: [], images: false, owner: 'records' });
    let clock = Date.UTC(2026, 0, 1);
    for (const module of GAMES as AnyGameModule[]) {
      const raw = OPTIONS[module.slug]!;
      const options = module.optionsSchema.parse(raw) as Record<string, unknown>;
      const plays = Array.from({ length: N }, (_, i) => playout(module, `rec-${module.slug}-${i}`, raw));
      for (const server of SERVERS) {
        const order = server === 'srv-a' ? plays : [...plays].reverse();
        for (const [i, p] of order.entries()) {
          const roles = module.roles(options) as string[];
          const pool = USERS[server];
          // two or three people (never the same twice in one game), bots in the other seats
          const humans = Math.min(roles.length, 2 + (hash(`${server}${i}`) % 2));
          const start = hash(`${server}/${module.slug}/${i}`) % pool.length;
          const seatUsers = roles.map((_, k) => (k < humans ? pool[(start + k) % pool.length]! : null));
          const id = `${server === 'srv-a' ? 'a' : 'b'}${module.slug.slice(0, 3)}${i}`;
          // per server and game: one abandoned, one imported, one ended by its game master (unrated)
          const special = i === 1 ? 'abandoned' : i === 2 ? 'imported' : i === 3 ? 'ended' : null;
          const status = special === 'abandoned' ? 'abandoned' : 'finished';
          const result = special === 'abandoned' || special === 'ended' ? null : p.result;
          clock += 60_000;
          await h.db.insert(games).values({
            id,
            kind: module.slug,
            guildId: server,
            channelId: `${server}-ch`,
            status,
            options,
            seed: `rec-${module.slug}`,
            engineVersion: module.engineVersion,
            state: p.state as unknown as Record<string, unknown>,
            version: p.state.version,
            createdBy: pool[0]!,
            settings: special === 'imported' ? { imported: true } : {},
            result,
            finishedAt: new Date(clock),
          });
          await h.db.insert(seats).values(
            roles.map((role, k) => ({
              gameId: id,
              role,
              userId: special === 'imported' ? null : seatUsers[k],
              userName: seatUsers[k],
              isBot: special === 'imported' || seatUsers[k] === null,
            })),
          );
          stored.push({
            server,
            kind: module.slug,
            id,
            seats: roles.map((role, k) => ({ role, userId: special === 'imported' ? null : seatUsers[k]! })),
            result,
            state: p.state,
            status,
            imported: special === 'imported',
          });
        }
      }
    }
    // 200 seeded playouts and their rows: minutes on a quiet machine, far past the default hook deadline.
  }, scaled(1_200_000));
  afterAll(() => h?.close());

  const req = (server: string, user: string, subcommand: string, options: Request['options'] = {}, locale = 'en') =>
    ({
      kind: 'command',
      id: `rec-${++seq}`,
      command: 'game',
      subcommand,
      options,
      user: { id: user, name: user },
      locale,
      guildId: server,
      channelId: `${server}-ch`,
    }) satisfies Request;
  const text = (r: Response) => r.replies.map((x) => x.content ?? '').join('\n');
  /** Every page of a paged reply, through the router. */
  async function allPages(server: string, user: string, sub: string, options: Request['options']) {
    const first = await app.router.handle(req(server, user, sub, { ...options, page: 1 }));
    const pages = Number(/page 1\/(\d+)/.exec(text(first))?.[1] ?? 1);
    const out = [text(first)];
    for (let p = 2; p <= pages; p++)
      out.push(text(await app.router.handle(req(server, user, sub, { ...options, page: p }))));
    // nobody is pinged by these replies
    expect(first.replies.every((r) => (r.mentions ?? []).length === 0)).toBe(true);
    return out.join('\n');
  }

  // --- what the test expects, computed from the stored games themselves ---

  const centres = (s: BaseState, p: string) =>
    Object.values((s as unknown as { supplyCenters: Record<string, string> }).supplyCenters).filter((o) => o === p)
      .length;
  const onBoard = (s: BaseState, p: string) =>
    centres(s, p) > 0 || (s as unknown as { units: { power: string }[] }).units.some((u) => u.power === p);
  function outcomeOf(g: Stored, role: string): 'win' | 'draw' | 'loss' {
    const r = g.result;
    if (!r) return 'loss';
    if (r.winners.includes(role)) return r.winners.length === 1 ? 'win' : 'draw';
    if (r.winners.length === 0 && /draw/.test(r.reason) && (g.kind !== 'diplomacy' || onBoard(g.state, role)))
      return 'draw';
    return 'loss';
  }
  function figureOf(g: Stored, role: string): number | null {
    if (g.kind === 'diplomacy') return centres(g.state, role);
    const vp = (g.result?.details?.powerVp ?? g.result?.scores) as Record<string, number> | undefined;
    return vp?.[role] ?? null;
  }

  it('/game stats scope:server shows each game and each power as computed from the stored games', async () => {
    for (const server of SERVERS) {
      const shown = await allPages(server, 'ua1', 'stats', { scope: 'server' });
      for (const module of GAMES) {
        const mine = stored.filter((g) => g.server === server && g.kind === module.slug);
        const fin = mine.filter((g) => g.result);
        const solos = fin.filter((g) => g.result!.winners.length === 1).length;
        const shared = fin.filter((g) => g.result!.winners.length > 1).length;
        const ended = mine.filter((g) => g.status === 'finished' && !g.result).length;
        const endedAt = (g: Stored) => {
          const s = g.state as unknown as Record<string, number>;
          return module.slug === 'diplomacy' ? s.year! : module.slug === 'versailles-1919' ? s.turnNo! : s.turn!;
        };
        const avg = fin.reduce((a, g) => a + endedAt(g), 0) / fin.length;
        const line = t('records.server_game', {
          title: module.title.en,
          games: mine.length,
          rated: fin.filter((g) => !g.imported).length,
          solos,
          shared,
          draws: fin.length - solos - shared,
          abandoned: mine.filter((g) => g.status === 'abandoned').length,
          ended,
          imported: mine.filter((g) => g.imported).length,
          length: t(module.slug === 'diplomacy' ? 'records.length_dip' : 'records.length_turns', { avg: fmt1(avg) }),
        });
        expect(shown).toContain(line);
        const options = module.optionsSchema.parse(OPTIONS[module.slug]);
        for (const role of module.roles(options) as string[]) {
          const outs = fin.map((g) => outcomeOf(g, role));
          const figs = fin.map((g) => figureOf(g, role)).filter((x): x is number => x !== null);
          const survival =
            module.slug === 'diplomacy'
              ? t('records.survival', {
                  pct: Math.round((100 * fin.filter((g) => onBoard(g.state, role)).length) / fin.length),
                })
              : '';
          const figure = figs.length
            ? t(module.slug === 'diplomacy' ? 'records.centres' : 'records.vp', {
                avg: fmt1(figs.reduce((a, b) => a + b, 0) / figs.length),
              })
            : '';
          const label = texts.t('en', `${module.slug}.role.${role}`);
          expect(shown).toContain(
            t('records.server_power', {
              role: label,
              games: fin.length,
              wins: outs.filter((o) => o === 'win').length,
              draws: outs.filter((o) => o === 'draw').length,
              survival,
              figure,
            }),
          );
        }
      }
    }
  });

  it("a player's /game stats counts only this server's games, in English and Italian", async () => {
    for (const server of SERVERS) {
      const shown = await allPages(server, 'shared', 'stats', {});
      for (const module of GAMES) {
        const mine = stored.filter(
          (g) =>
            g.server === server && g.kind === module.slug && g.result && g.seats.some((x) => x.userId === 'shared'),
        );
        if (!mine.length) continue;
        const best = mine.map((g) => {
          const outs = g.seats.filter((x) => x.userId === 'shared').map((x) => outcomeOf(g, x.role));
          return outs.includes('win') ? 'win' : outs.includes('draw') ? 'draw' : 'loss';
        });
        expect(shown).toContain(
          t('records.player_line', {
            title: module.title.en,
            games: mine.length,
            wins: best.filter((o) => o === 'win').length,
            draws: best.filter((o) => o === 'draw').length,
            losses: best.filter((o) => o === 'loss').length,
          }),
        );
      }
    }
    const it = text(await app.router.handle(req('srv-a', 'shared', 'stats', {}, 'it')));
    expect(it).toContain('Statistiche di <@shared> in questo server');
    expect(it).toMatch(/giocate, \d+ vinte/);
  });

  it('ratings recomputed from scratch equal the stored ones, and the leaderboard shows them', async () => {
    for (const server of SERVERS) {
      for (const module of GAMES) {
        // the leaderboard first: it records what is not recorded yet
        const shown = await allPages(server, 'ua1', 'leaderboard', { game: module.slug });
        const rows = await h.db.select().from(gameRecords).where(eq(gameRecords.guildId, server));
        const rated = rows.filter((r) => r.kind === module.slug && r.unrated === null).sort((a, b) => a.seq - b.seq);
        // openskill directly, one rating per entity; a bot level's several seats move by their mean
        const table = new Map<string, { mu: number; sigma: number; games: number; wins: number }>();
        for (const r of rated) {
          const before = r.seats.map((x) => table.get(x.entity) ?? { ...rating(), games: 0, wins: 0 });
          const after = rate(
            before.map((b) => [rating({ mu: b.mu, sigma: b.sigma })]),
            { rank: r.seats.map((x) => x.rank) },
          );
          const acc = new Map<string, { d: number[]; s: number[]; won: boolean }>();
          r.seats.forEach((x, i) => {
            const a = acc.get(x.entity) ?? { d: [], s: [], won: false };
            a.d.push(after[i]![0]!.mu - before[i]!.mu);
            a.s.push(after[i]![0]!.sigma);
            if (x.rank === 1 && !r.seats.some((y) => y.rank === 1 && y.entity !== x.entity)) a.won = true;
            acc.set(x.entity, a);
          });
          for (const [e, a] of acc) {
            const b = table.get(e) ?? { ...rating(), games: 0, wins: 0 };
            const mean = (v: number[]) => v.reduce((p, q) => p + q, 0) / v.length;
            table.set(e, {
              mu: b.mu + mean(a.d),
              sigma: mean(a.s),
              games: b.games + 1,
              wins: b.wins + (a.won ? 1 : 0),
            });
          }
        }
        const storedRatings = await h.db.select().from(ratings).where(eq(ratings.guildId, server));
        const mineStored = storedRatings.filter((r) => r.kind === module.slug);
        expect(mineStored.length).toBe(table.size);
        expect(table.size).toBeGreaterThan(2);
        for (const r of mineStored) {
          const e = table.get(r.entity)!;
          expect({ entity: r.entity, mu: r.mu, sigma: r.sigma, games: r.games, wins: r.wins }).toEqual({
            entity: r.entity,
            ...e,
          });
          // a server sees only its own players (and the bots)
          const user = r.entity.startsWith('user:') ? r.entity.slice(5) : null;
          if (user) expect(USERS[server as 'srv-a']).toContain(user);
        }
        const order = [...table].sort(
          (a, b) => ordinal(b[1]) - ordinal(a[1]) || b[1].mu - a[1].mu || a[0].localeCompare(b[0]),
        );
        order.forEach(([entity, e], i) => {
          const who = entity.startsWith('user:')
            ? `<@${entity.slice(5)}>`
            : t('records.bot', { level: entity.split(':')[2] });
          expect(shown).toContain(
            t('records.board_line', {
              rank: i + 1,
              who,
              rating: fmt2(ordinal(e)),
              mu: fmt2(e.mu),
              sigma: fmt2(e.sigma),
              games: e.games,
              wins: e.wins,
            }),
          );
        });
      }
    }
  });

  it('a player who opts out is not listed, and comes back when they ask', async () => {
    await app.router.handle(req('srv-a', 'ua2', 'leaderboard', { hide: true }));
    const hidden = await allPages('srv-a', 'ua1', 'leaderboard', { game: 'diplomacy' });
    expect(hidden).not.toContain('<@ua2>');
    expect(hidden).toContain('<@ua1>');
    await app.router.handle(req('srv-a', 'ua2', 'leaderboard', { hide: false }));
    expect(await allPages('srv-a', 'ua1', 'leaderboard', { game: 'diplomacy' })).toContain('<@ua2>');
  });

  it('server figures and leaderboards are refused in a DM, clearly, in both languages', async () => {
    for (const [locale, words] of [
      ['en', /only in a server/],
      ['it', /solo in un server/],
    ] as const) {
      const r = await app.router.handle({
        ...req('x', 'ua1', 'leaderboard', { game: 'diplomacy' }, locale),
        guildId: null,
      });
      expect(r.replies[0]!.ephemeral).toBe(true);
      expect(text(r)).toMatch(words);
    }
  });
});
