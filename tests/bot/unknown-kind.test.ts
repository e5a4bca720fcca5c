/**
 * A stored game of a kind this build does not have (what a release that drops or renames a game leaves
 * behind, #28): `/game list` shows it as unavailable, not in progress; every command that names it or
 * finds it in its channel refuses it by name, in English and Italian, never with the apology that means
 * a bug; elsewhere it does not exist (the same refusal a missing id gets); its timers wait for a build
 * that has it; and `npm start` says at start-up which stored games it cannot load.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ApplicationCommandOptionType, type APIApplicationCommandOption } from 'discord-api-types/v10';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type App } from '../../src/app.js';
import type { Clock } from '../../src/bot/scheduler.js';
import type { Request, Response } from '../../src/bot/types.js';
import { type DbHandle, openDb } from '../../src/db/client.js';
import { testDrivers } from '../../src/dev/db.js';
import { setLogLevel } from '../../src/log.js';
import { toyGame } from '../fixtures/toy-game.js';
import { runToExit } from '../helpers/run-process.js';
import { scaled } from '../helpers/slowness.js';

setLogLevel('silent');
const drivers = await testDrivers();
const ROOT = new URL('../..', import.meta.url).pathname;
const GENERIC_EN = /Something went wrong/;

class FakeClock implements Clock {
  t = Date.parse('2030-01-01T12:00:00Z');
  now() {
    return new Date(this.t);
  }
}

let seq = 0;
function req(user: string, channelId: string, command: string, extra: Partial<Request> = {}): Request {
  return {
    kind: 'command',
    id: `uk-${++seq}`,
    command,
    options: {},
    user: { id: user, name: user },
    locale: 'en',
    guildId: 'g',
    channelId,
    ...extra,
  };
}

const text = (res: Response) => res.replies.map((r) => r.content ?? '').join('\n');

/** Every (command, group, subcommand) that takes a `game:` option, with its other options filled. */
function commandsNamingAGame(
  app: App,
): { command: string; group?: string; subcommand?: string; options: Request['options'] }[] {
  const out: { command: string; group?: string; subcommand?: string; options: Request['options'] }[] = [];
  const fill = (opts: APIApplicationCommandOption[]): Request['options'] | null => {
    if (!opts.some((o) => o.name === 'game')) return null;
    const options: Request['options'] = {};
    for (const o of opts) {
      if (o.name === 'game' || !o.required) continue;
      options[o.name] =
        o.type === ApplicationCommandOptionType.Integer || o.type === ApplicationCommandOptionType.Number
          ? 1
          : o.type === ApplicationCommandOptionType.Boolean
            ? true
            : o.type === ApplicationCommandOptionType.User
              ? 'carol'
              : 'x';
    }
    return options;
  };
  for (const c of app.commands) {
    // `/rules … game:` names a kind of game (whose rules to search), not a game.
    if (c.data.name === 'rules') continue;
    const opts = (c.data.options ?? []) as APIApplicationCommandOption[];
    const top = fill(opts);
    if (top) out.push({ command: c.data.name, options: top });
    for (const o of opts) {
      if (o.type === ApplicationCommandOptionType.Subcommand) {
        // `/game new game:` and `/game leaderboard game:` take a kind of game, not a game.
        const options =
          c.data.name === 'game' && (o.name === 'new' || o.name === 'leaderboard')
            ? null
            : fill((o.options ?? []) as APIApplicationCommandOption[]);
        if (options) out.push({ command: c.data.name, subcommand: o.name, options });
      } else if (o.type === ApplicationCommandOptionType.SubcommandGroup) {
        for (const s of o.options ?? []) {
          const options = fill((s.options ?? []) as APIApplicationCommandOption[]);
          if (options) out.push({ command: c.data.name, group: o.name, subcommand: s.name, options });
        }
      }
    }
  }
  return out;
}

describe.each(drivers)('a stored game of a kind this build does not have, on $name', (driver) => {
  let h: DbHandle;
  let withToy: App;
  let withoutToy: App;
  const clock = new FakeClock();
  let n = 0;
  let active = '';
  let lobby = '';
  const activeChannel = `uk-active-${driver.name}`;
  const lobbyChannel = `uk-lobby-${driver.name}`;

  beforeAll(async () => {
    h = await driver.open();
    const entropy = { gameId: () => `uk${driver.name === 'pg' ? 'p' : 'l'}${++n}`, seed: () => 'seed' };
    // The build that made the games had the toy game; the one running now does not.
    withToy = createApp({ db: h.db, games: [toyGame], uis: [], images: false, clock, owner: 'old', entropy });
    withoutToy = createApp({ db: h.db, images: false, clock, owner: 'new', entropy });
    const made = await withToy.router.handle(
      req('alice', activeChannel, 'game', { subcommand: 'new', options: { game: 'toy', seats: 2 } }),
    );
    active = /`([a-z0-9]+)`/.exec(text(made))![1]!;
    await withToy.router.handle(req('bob', activeChannel, 'game', { subcommand: 'join' }));
    await withToy.router.handle(req('alice', activeChannel, 'game', { subcommand: 'start' }));
    const set = await withToy.router.handle(
      req('alice', activeChannel, 'game', { group: 'deadline', subcommand: 'set', options: { minutes: 60 } }),
    );
    expect(set.replies[0]!.ephemeral, text(set)).toBeFalsy();
    const waiting = await withToy.router.handle(
      req('alice', lobbyChannel, 'game', { subcommand: 'new', options: { game: 'toy', seats: 3 } }),
    );
    lobby = /`([a-z0-9]+)`/.exec(text(waiting))![1]!;
  });
  afterAll(() => h.close());

  it('is listed as unavailable, not in progress, in English and Italian', async () => {
    const en = text(await withoutToy.router.handle(req('alice', activeChannel, 'game', { subcommand: 'list' })));
    expect(en).toContain(active);
    expect(en).toMatch(/a game of `toy`, which this version of the bot does not have \(unavailable\)/);
    expect(en).not.toMatch(/in progress/);
    const it_ = text(
      await withoutToy.router.handle(req('alice', activeChannel, 'game', { subcommand: 'list', locale: 'it' })),
    );
    expect(it_).toMatch(/una partita di `toy`, che questa versione del bot non ha \(non disponibile\)/);
    // The game's id autocompletes with the same word.
    const choices = await withoutToy.router.handle(
      req('alice', activeChannel, 'game', {
        kind: 'autocomplete',
        subcommand: 'status',
        focused: 'game',
        options: { game: '' },
      }),
    );
    expect(choices.choices?.map((c) => c.name)).toEqual([`${active} — toy (unavailable)`]);
  });

  it('every command naming it, or finding it in its channel, refuses it by name (never the apology)', async () => {
    const cases = commandsNamingAGame(withoutToy);
    expect(cases.length).toBeGreaterThan(20);
    const seen: string[] = [];
    for (const [game, channel] of [
      [active, activeChannel],
      [lobby, lobbyChannel],
    ] as const) {
      for (const c of cases) {
        // A game's own command (`/lbe`) without `game:` looks for a game of its kind: "no game here" is right.
        for (const named of ['game', 'play'].includes(c.command) ? [true, false] : [true]) {
          const options = named ? { ...c.options, game } : c.options;
          const res = await withoutToy.router.handle(
            req('alice', channel, c.command, { group: c.group, subcommand: c.subcommand, options }),
          );
          const what = `/${[c.command, c.group, c.subcommand].filter(Boolean).join(' ')}${named ? ` game:${game}` : ''}`;
          seen.push(what);
          expect(text(res), what).not.toMatch(GENERIC_EN);
          expect(res.replies[0]?.ephemeral, what).toBe(true);
          expect(text(res), what).toContain(
            `Game \`${game}\` is a game of \`toy\`, which this version of the bot does not have`,
          );
        }
      }
    }
    const it_ = await withoutToy.router.handle(
      req('alice', activeChannel, 'game', { subcommand: 'status', options: { game: active }, locale: 'it' }),
    );
    expect(text(it_)).toContain(
      `La partita \`${active}\` è una partita di \`toy\`, che questa versione del bot non ha`,
    );
    console.info(`unknown kind (${driver.name}): ${seen.length} commands refused by name`);
  });

  it('from anywhere else it does not exist: the refusal a missing id gets', async () => {
    const res = await withoutToy.router.handle(
      req('mallory', 'elsewhere', 'game', { subcommand: 'status', options: { game: active } }),
    );
    expect(text(res)).toBe(`There is no game \`${active}\` here.`);
  });

  it('its deadline waits for a build that has it; this build names it among the games it cannot load', async () => {
    clock.t += 61 * 60_000;
    expect(await withoutToy.services.scheduler.tick()).toBe(0);
    expect((await withoutToy.services.timers.pending(active)).some((t) => t.kind === 'deadline')).toBe(true);
    expect(await withoutToy.services.table.unavailableGames()).toEqual([
      { id: active, kind: 'toy', status: 'active' },
      { id: lobby, kind: 'toy', status: 'lobby' },
    ]);
    // The build that has it fires it (it was due).
    expect(await withToy.services.scheduler.tick()).toBe(1);
  });
});

describe('npm start names the stored games it cannot load', () => {
  const dir = mkdtempSync(join(tmpdir(), 'chancery-unknown-kind-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it(
    'logs them at start-up, lists them as unavailable and refuses them by name',
    { timeout: scaled(120_000) },
    async () => {
      const h = await openDb({ dataDir: join(dir, 'pglite') });
      let id = '';
      try {
        const app = createApp({ db: h.db, games: [toyGame], uis: [], images: false });
        const made = await app.router.handle(
          req('alice', 'console-channel', 'game', {
            guildId: 'console-guild',
            subcommand: 'new',
            options: { game: 'toy', seats: 2 },
          }),
        );
        id = /`([a-z0-9]+)`/.exec(text(made))![1]!;
      } finally {
        await h.close();
      }
      const { status, stdout, stderr } = await runToExit([process.execPath, 'bin/run.mjs', 'main'], {
        cwd: ROOT,
        env: { ...process.env, DATA_DIR: dir, DATABASE_URL: '', DISCORD_TOKEN: '', LOG_LEVEL: 'warn' },
        input: `/game list\n/game status game:${id}\n/game join\n`,
      });
      expect(status, stderr).toBe(0);
      const warned = stderr.split('\n').find((l) => l.includes('a kind this build does not have'));
      expect(warned, stderr).toBeDefined();
      expect(JSON.parse(warned!).games).toEqual([`${id} (toy, lobby)`]);
      expect(stdout).toContain(
        `\`${id}\` — a game of \`toy\`, which this version of the bot does not have (unavailable)`,
      );
      expect(stdout.match(/is a game of `toy`, which this version of the bot does not have/g)).toHaveLength(2);
      expect(stdout).not.toMatch(GENERIC_EN);
    },
  );
});
