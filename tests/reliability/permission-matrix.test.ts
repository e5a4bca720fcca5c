/**
 * The permission matrix (issue #16): a game belongs to the server and the channel where it was made.
 *
 * Two servers (g1, g2) and two channels: the game lives in g1/#table; "another channel" is g1/#lounge;
 * "another server" is g2/#table (the same channel name on purpose: a channel id alone does not name a
 * place); "DM" is the user's own DM with the bot. Five people: the creator (seated), a member with
 * Manage Server in g1 (the game's server), a member with Manage Server in g2 only, the other seated
 * player, and a stranger. Every game-master tool, the lobby commands, the reading commands and the moves
 * (by `/play` and by the menu, in each of the four games) are tried from every place by everyone:
 *
 * - from the game's channel: game-master tools for the creator and g1's admin only; moves for the seat;
 * - from another channel or server: exactly the answer a missing id gets (no existence oracle);
 * - from a DM: a seated player gets private answers, and a move or a tool is sent back to the channel;
 *   anyone else gets the missing-id answer.
 *
 * Every refusal leaves the database as it was (games, seats, log, timers compared before and after).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type App } from '../../src/app.js';
import type { Request, Response } from '../../src/bot/types.js';
import type { DbHandle } from '../../src/db/client.js';
import type { AnyGameModule } from '../../src/engine/core/types.js';
import { GAMES } from '../../src/engine/games.js';
import { testDrivers } from '../../src/dev/db.js';

const all = await testDrivers();
const driver = all.find((d) => d.name === 'pg') ?? all[0]!;

type Who = 'creator' | 'admin' | 'foreignAdmin' | 'player' | 'stranger';
type Place = 'channel' | 'otherChannel' | 'otherServer' | 'dm';
const USER: Record<Who, string> = {
  creator: 'alice',
  admin: 'adam',
  foreignAdmin: 'mallory',
  player: 'bob',
  stranger: 'carol',
};
const WHO = Object.keys(USER) as Who[];
const PLACES: Place[] = ['channel', 'otherChannel', 'otherServer', 'dm'];
/** Who has Manage Server where. */
const ADMIN_OF: Partial<Record<Who, string>> = { admin: 'g1', foreignAdmin: 'g2' };
const SEATED: Who[] = ['creator', 'player'];

type Outcome = 'ok' | 'not_creator' | 'unknown' | 'act_in_channel' | 'refused';

describe(`permission matrix: two servers, two channels (${driver.name})`, () => {
  let h: DbHandle;
  let app: App;
  let seq = 0;
  let n = 0;
  const cells = { total: 0, ok: 0, refused: 0 };

  beforeAll(async () => {
    h = await driver.open();
    app = createApp({
      db: h.db,
      images: false,
      owner: 'perm-matrix',
      entropy: { gameId: () => `pm${(++n).toString(36)}`, seed: () => 'matrix-seed' },
    });
  });
  afterAll(async () => {
    console.info(`permission matrix: ${cells.total} cells, ${cells.ok} allowed, ${cells.refused} refused`);
    await h.close();
  });

  function req(who: Who, place: Place, partial: Partial<Request>): Request {
    const user = USER[who];
    const where =
      place === 'dm'
        ? { guildId: null, channelId: `dm-${user}`, inBotDm: true }
        : place === 'channel'
          ? { guildId: 'g1', channelId: 'table' }
          : place === 'otherChannel'
            ? { guildId: 'g1', channelId: 'lounge' }
            : { guildId: 'g2', channelId: 'table' };
    return {
      kind: 'command',
      id: `pmx-${++seq}`,
      options: {},
      user: { id: user, name: user },
      locale: 'en',
      ...where,
      canManageGuild: where.guildId !== null && ADMIN_OF[who] === where.guildId,
      ...partial,
    };
  }

  const t = (key: string, params: Record<string, unknown> = {}) => app.services.texts.forLocale('en')(key, params);

  async function snapshot(id: string): Promise<string> {
    const g = await app.services.table.repo.get(id);
    return JSON.stringify([
      g && { ...g, updatedAt: null },
      await app.services.table.repo.seats(id),
      await app.services.table.repo.actions(id),
      await app.services.timers.pending(id),
    ]);
  }

  /** alice makes the game in g1/#table, bob joins, bots fill the rest; started unless `lobby`. */
  async function makeGame(kind: AnyGameModule, lobby = false): Promise<string> {
    const seats = Math.max(kind.minPlayers, 2);
    const created = await app.router.handle(
      req('creator', 'channel', {
        command: 'game',
        subcommand: 'new',
        options: { game: kind.slug, seats: lobby ? seats : seats, bots: lobby ? 0 : seats - 2 },
      }),
    );
    const id = /`([a-z0-9]+)`/.exec(created.replies[0]!.content!)![1]!;
    if (lobby) return id;
    const joined = await app.router.handle(
      req('player', 'channel', { command: 'game', subcommand: 'join', options: { game: id } }),
    );
    expect(joined.replies[0]!.ephemeral, joined.replies[0]!.content).toBeFalsy();
    const started = await app.router.handle(
      req('creator', 'channel', { command: 'game', subcommand: 'start', options: { game: id } }),
    );
    expect(started.replies[0]!.ephemeral, started.replies[0]!.content).toBeFalsy();
    return id;
  }

  /** A started game with a deadline and one human move in the log (so undo has something to undo). */
  async function gmGame(): Promise<string> {
    const kind = GAMES.find((g) => g.slug === 'belle-epoque')!;
    const id = await makeGame(kind);
    await app.router.handle(
      req('creator', 'channel', {
        command: 'game',
        group: 'deadline',
        subcommand: 'set',
        options: { game: id, minutes: 600 },
      }),
    );
    const game = await app.services.table.load(id);
    const holder = SEATED.find((w) =>
      game.seats.some(
        (x) => x.userId === USER[w] && (game.module.activeRoles(game.state!) as string[]).includes(x.role),
      ),
    );
    if (holder) {
      const moved = await app.router.handle(
        req(holder, 'channel', { command: 'play', options: { game: id, action: `${game.state!.version}.0` } }),
      );
      expect(moved.replies[0]!.ephemeral, moved.replies[0]!.content).toBeFalsy();
    }
    return id;
  }

  /** Which permission answer a response is. */
  function outcomeOf(res: Response, id: string): Outcome {
    const first = res.replies[0];
    const text = first?.content ?? '';
    expect(text, 'never a bug').not.toContain(t('error.generic'));
    if (text === t('error.unknown_game', { id })) return 'unknown';
    if (text === t('error.not_creator')) return 'not_creator';
    if (text === t('error.act_in_channel', { id, where: 'https://discord.com/channels/g1/table' }))
      return 'act_in_channel';
    if (res.replies.every((r) => r.ephemeral)) return 'refused';
    return 'ok';
  }

  /** Runs one cell; a refusal must leave the game exactly as it was, an allowed change must show. */
  async function cell(
    label: string,
    id: string,
    request: Request,
    expected: Outcome | Outcome[],
    mustChange = false,
  ): Promise<Outcome> {
    const before = await snapshot(id);
    const res = await app.router.handle(request);
    const got = outcomeOf(res, id);
    const want = Array.isArray(expected) ? expected : [expected];
    cells.total += 1;
    expect(want, `${label}: got ${got} (${res.replies[0]?.content?.slice(0, 160)})`).toContain(got);
    if (got === 'ok') {
      cells.ok += 1;
      if (mustChange) expect(await snapshot(id), `${label} changed the game`).not.toBe(before);
    } else {
      cells.refused += 1;
      expect(await snapshot(id), `${label}: a refusal changes nothing`).toBe(before);
    }
    return got;
  }

  /** Game-master tools: allowed to the creator and to g1's admin, from the game's channel only. */
  function gmExpected(who: Who, place: Place): Outcome {
    if (place === 'channel') return who === 'creator' || who === 'admin' ? 'ok' : 'not_creator';
    if (place === 'dm') return SEATED.includes(who) ? 'act_in_channel' : 'unknown';
    return 'unknown';
  }

  const seatOf = async (id: string, who: Who) =>
    (await app.services.table.repo.seats(id)).find((x) => x.userId === USER[who])!.role;

  const tools: {
    name: string;
    group?: string;
    sub: string;
    options: (id: string) => Promise<Request['options']>;
    prepare?: (id: string) => Promise<void>;
    /** Whether an allowed use changes what the database holds. */
    changes: boolean;
    /** Cells where the general rule does not apply. */
    except?: (who: Who, place: Place) => Outcome | undefined;
  }[] = [
    { name: 'abandon', sub: 'abandon', options: async () => ({}), changes: true },
    {
      name: 'deadline set',
      group: 'deadline',
      sub: 'set',
      options: async () => ({ minutes: 30 }),
      changes: true,
    },
    {
      name: 'deadline extend',
      group: 'deadline',
      sub: 'extend',
      options: async () => ({ minutes: 30 }),
      changes: true,
    },
    { name: 'deadline pause', group: 'deadline', sub: 'pause', options: async () => ({}), changes: true },
    {
      name: 'deadline resume',
      group: 'deadline',
      sub: 'resume',
      options: async () => ({}),
      changes: true,
      prepare: async (id) =>
        void (await app.router.handle(
          req('creator', 'channel', { command: 'game', group: 'deadline', subcommand: 'pause', options: { game: id } }),
        )),
    },
    {
      name: 'substitute',
      sub: 'substitute',
      options: async (id) => ({ seat: await seatOf(id, 'player'), user: 'zed' }),
      changes: true,
    },
    {
      name: 'botify (the player’s seat)',
      sub: 'botify',
      options: async (id) => ({ seat: await seatOf(id, 'player') }),
      changes: true,
      // bob may hand his own seat to a bot, at the table.
      except: (who, place) => (who === 'player' && place === 'channel' ? 'ok' : undefined),
    },
    { name: 'kick', sub: 'kick', options: async () => ({ user: USER.player }), changes: true },
    { name: 'undo', sub: 'undo', options: async () => ({}), changes: false },
    { name: 'rollback', sub: 'rollback', options: async () => ({}), changes: false },
    { name: 'pause', sub: 'pause', options: async () => ({}), changes: true },
    {
      name: 'resume',
      sub: 'resume',
      options: async () => ({}),
      changes: true,
      prepare: async (id) =>
        void (await app.router.handle(
          req('creator', 'channel', { command: 'game', subcommand: 'pause', options: { game: id } }),
        )),
    },
    { name: 'end', sub: 'end', options: async () => ({}), changes: true },
  ];

  describe('game-master tools', () => {
    it.each(tools)('/game $name', async (tool) => {
      const refusedOn = await gmGame();
      await tool.prepare?.(refusedOn);
      const allowed: [Who, Place][] = [];
      for (const who of WHO) {
        for (const place of PLACES) {
          const expected = tool.except?.(who, place) ?? gmExpected(who, place);
          if (expected === 'ok') {
            allowed.push([who, place]);
            continue;
          }
          const options = { game: refusedOn, ...(await tool.options(refusedOn)) };
          await cell(
            `${tool.name} by ${who} from ${place}`,
            refusedOn,
            req(who, place, { command: 'game', group: tool.group, subcommand: tool.sub, options }),
            expected,
          );
        }
      }
      // Each allowed cell on a game of its own (the tool changes it). Undo and rollback may have
      // nothing to undo: they are allowed when the answer is not a permission refusal.
      for (const [who, place] of allowed) {
        const own = await gmGame();
        await tool.prepare?.(own);
        const options = { game: own, ...(await tool.options(own)) };
        await cell(
          `${tool.name} by ${who} from ${place}`,
          own,
          req(who, place, { command: 'game', group: tool.group, subcommand: tool.sub, options }),
          tool.changes ? 'ok' : ['ok', 'refused'],
          tool.changes,
        );
      }
      expect(allowed.length).toBeGreaterThanOrEqual(2);
    });
  });

  describe('the lobby: joining and starting at the table only', () => {
    const lbe = () => GAMES.find((g) => g.slug === 'belle-epoque')!;

    it('/game join', async () => {
      const refusedOn = await makeGame(lbe(), true);
      for (const who of WHO) {
        for (const place of PLACES) {
          const expected: Outcome =
            place === 'channel'
              ? who === 'creator'
                ? 'refused' // already seated
                : 'ok'
              : place === 'dm' && who === 'creator'
                ? 'act_in_channel'
                : 'unknown';
          const id = expected === 'ok' ? await makeGame(lbe(), true) : refusedOn;
          await cell(
            `join by ${who} from ${place}`,
            id,
            req(who, place, { command: 'game', subcommand: 'join', options: { game: id } }),
            expected,
            expected === 'ok',
          );
        }
      }
    });

    it('/game start', async () => {
      const refusedOn = await makeGame(lbe(), true);
      await app.router.handle(
        req('player', 'channel', { command: 'game', subcommand: 'join', options: { game: refusedOn } }),
      );
      for (const who of WHO) {
        for (const place of PLACES) {
          // The seated players and the game masters start it, at the table.
          const expected: Outcome =
            place === 'channel'
              ? ['creator', 'player', 'admin'].includes(who)
                ? 'ok'
                : 'not_creator'
              : place === 'dm' && SEATED.includes(who)
                ? 'act_in_channel'
                : 'unknown';
          let id = refusedOn;
          if (expected === 'ok') {
            id = await makeGame(lbe(), true);
            await app.router.handle(
              req('player', 'channel', { command: 'game', subcommand: 'join', options: { game: id } }),
            );
          }
          await cell(
            `start by ${who} from ${place}`,
            id,
            req(who, place, { command: 'game', subcommand: 'start', options: { game: id } }),
            expected,
            expected === 'ok',
          );
        }
      }
    });
  });

  describe('moves, in each of the four games, by /play and by the menu', () => {
    it.each(GAMES.map((g) => [g.slug, g] as const))('%s', async (_slug, kind) => {
      const refusedOn = await makeGame(kind);
      /** The move each path sends for `who`, built from the game as it stands. */
      const movesOf = async (id: string) => {
        const game = await app.services.table.load(id);
        const active = game.module.activeRoles(game.state!) as string[];
        const activeRoleOf = (who: Who) =>
          game.seats.find((x) => x.userId === USER[who] && active.includes(x.role))?.role;
        const movers = SEATED.filter((w) => activeRoleOf(w));
        expect(movers.length, 'a human owes a move after the start').toBeGreaterThan(0);
        const anyRole = activeRoleOf(movers[0]!)!;
        const version = game.state!.version;
        return {
          movers,
          play: (who: Who, place: Place) =>
            req(who, place, { command: 'play', options: { game: id, action: `${version}.0` } }),
          menu: (who: Who, place: Place) =>
            req(who, place, {
              kind: 'component',
              customId: `g:${id}:${version}:pick:${activeRoleOf(who) ?? anyRole}`,
              values: ['0'],
            }),
        };
      };
      const { movers } = await movesOf(refusedOn);
      const paths = ['play', 'menu'] as const;
      for (const path of paths) {
        for (const who of WHO) {
          for (const place of PLACES) {
            const mover = movers.includes(who);
            // A seated player who owes nothing may be refused for that before the place is checked.
            const expected: Outcome | Outcome[] =
              place === 'channel'
                ? mover
                  ? 'ok'
                  : 'refused'
                : place === 'dm' && SEATED.includes(who)
                  ? mover
                    ? 'act_in_channel'
                    : ['act_in_channel', 'refused']
                  : 'unknown';
            // The same seed and seats give the same position: a fresh game for each allowed move.
            let id = refusedOn;
            if (expected === 'ok') {
              // A fresh game for each allowed move; the same seats owe the first move.
              id = await makeGame(kind);
              expect((await movesOf(id)).movers).toEqual(movers);
            }
            const request = (await movesOf(id))[path](who, place);
            const got = await cell(`${path} by ${who} from ${place}`, id, request, expected, true);
            if (got === 'ok') {
              // The announcement goes to the game's channel: the request came from there.
              expect(place).toBe('channel');
            }
          }
        }
      }
    });
  });

  describe('reading commands: the game is visible at its table, and privately to its players', () => {
    it('/game status, who, history, export and seat autocomplete', async () => {
      const id = await makeGame(GAMES.find((g) => g.slug === 'belle-epoque')!);
      for (const sub of ['status', 'who', 'history', 'export']) {
        for (const who of WHO) {
          for (const place of PLACES) {
            const expected: Outcome | Outcome[] =
              place === 'channel' || (place === 'dm' && SEATED.includes(who)) ? ['ok', 'refused'] : 'unknown';
            const got = await cell(
              `${sub} by ${who} from ${place}`,
              id,
              req(who, place, { command: 'game', subcommand: sub, options: { game: id } }),
              expected,
            );
            if (got === 'refused') expect(['who', 'export'], `${sub} answered privately`).toContain(sub);
          }
        }
      }
      // Autocomplete names the seats only where the game may be seen.
      for (const who of WHO) {
        for (const place of PLACES) {
          const res = await app.router.handle(
            req(who, place, {
              kind: 'autocomplete',
              command: 'game',
              subcommand: 'substitute',
              focused: 'seat',
              options: { game: id, seat: '' },
            }),
          );
          const visible = place === 'channel' || (place === 'dm' && SEATED.includes(who));
          expect((res.choices ?? []).length > 0, `seat choices for ${who} from ${place}`).toBe(visible);
        }
      }
    });
  });
});
