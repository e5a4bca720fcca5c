/**
 * Bad input, everywhere: every slash command of every registered command (walked from its own
 * definition, so a new game's command is covered the day it lands), with random option values —
 * wrong types, unknown ids, huge strings, unicode, other games' ids, a user acting for another seat —
 * plus stale and forged button custom ids, modals and autocomplete. Every request must get an
 * answer; a refusal must be ephemeral, readable, and change nothing; nothing may throw past the
 * router; and the generic apology (which means a bug) must never appear.
 *
 * FUZZ_REQUESTS (default 4) is the number of random requests per subcommand.
 */
import { ApplicationCommandOptionType, type APIApplicationCommandOption } from 'discord-api-types/v10';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type App } from '../../src/app.js';
import type { Request, Response } from '../../src/bot/types.js';
import type { DbHandle } from '../../src/db/client.js';
import { GAMES } from '../../src/engine/games.js';
import { setLogLevel } from '../../src/log.js';
import { testDrivers } from '../../src/dev/db.js';
import { Rand } from '../../src/dev/reliability/harness.js';
import { scaled } from '../helpers/slowness.js';

setLogLevel(process.env.FUZZ_LOG ? 'error' : 'silent');
const all = await testDrivers();
const driver = all.find((d) => d.name === 'pg') ?? all[0]!;
const PER_LEAF = Number(process.env.FUZZ_REQUESTS ?? 4);

interface Leaf {
  command: string;
  group?: string;
  subcommand?: string;
  options: APIApplicationCommandOption[];
}

/** Every (command, group, subcommand) the definitions declare. */
function leaves(app: App): Leaf[] {
  const out: Leaf[] = [];
  for (const c of app.commands) {
    const opts = (c.data.options ?? []) as APIApplicationCommandOption[];
    const subs = opts.filter(
      (o) =>
        o.type === ApplicationCommandOptionType.Subcommand || o.type === ApplicationCommandOptionType.SubcommandGroup,
    );
    if (subs.length === 0) out.push({ command: c.data.name, options: opts });
    for (const o of subs) {
      if (o.type === ApplicationCommandOptionType.SubcommandGroup) {
        for (const s of o.options ?? [])
          out.push({
            command: c.data.name,
            group: o.name,
            subcommand: s.name,
            options: (s.options ?? []) as APIApplicationCommandOption[],
          });
      } else if (o.type === ApplicationCommandOptionType.Subcommand) {
        out.push({
          command: c.data.name,
          subcommand: o.name,
          options: (o.options ?? []) as APIApplicationCommandOption[],
        });
      }
    }
  }
  return out;
}

const NASTY_STRINGS = [
  '',
  ' ',
  'zzzzzz',
  'x'.repeat(6000),
  '💥🎲🇮🇹'.repeat(300),
  '\u0000\u202e\u200b',
  'Ünïcödé ñ',
  '<@123456789012345678> @everyone @here',
  '```js\nprocess.exit(1)\n```',
  '{"type":"pass"}',
  '{"type":',
  '[]',
  'null',
  '-1',
  '1e309',
  '0.0',
  '999999.999999',
  '../../../etc/passwd',
  "'; drop table games; --",
  '%s%s%s%n',
  'seat-1',
  'observer',
  'system',
  '__proto__',
];

describe(`bad input on every command (${driver.name})`, () => {
  let h: DbHandle;
  let app: App;
  let seq = 0;
  const rand = new Rand(process.env.FUZZ_SEED ?? 'bad-input');
  /** Fixture games: id, kind, version, and roles. */
  const fixtures: { id: string; kind: string; channelId: string; roles: string[] }[] = [];
  let apology = '';
  const failures: string[] = [];

  const req = (user: string, partial: Partial<Request>, channelId = 'fuzz-ch-0'): Request => ({
    kind: 'command',
    id: `bad-${++seq}`,
    options: {},
    user: { id: user, name: user },
    locale: rand.chance(0.3) ? 'it' : 'en',
    guildId: 'fuzz-guild',
    channelId,
    ...partial,
  });

  async function snapshot(): Promise<string> {
    const hashOf = (table: string) =>
      sql.raw(`(select md5(coalesce(string_agg(t::text, ',' order by t::text), '')) from ${table} t)`);
    const r = await h.db.execute(
      sql`select ${hashOf('games')} as g, ${hashOf('seats')} as s, ${hashOf('game_actions')} as a, ${hashOf('timers')} as t`,
    );
    return JSON.stringify((r as unknown as { rows: unknown[] }).rows);
  }

  async function openFixtures() {
    // For each game: an active table (alice and bob seated, bots for the rest), and a lobby.
    for (const m of GAMES) {
      const channelId = `fuzz-${m.slug}`;
      const seats = Math.max(m.minPlayers, Math.min(m.maxPlayers, 3));
      const created = await app.router.handle(
        req('alice', { command: 'game', subcommand: 'new', options: { game: m.slug, seats } }, channelId),
      );
      const id = /`([a-z0-9]+)`/.exec(created.replies[0]!.content!)![1]!;
      if (seats > 1)
        await app.router.handle(req('bob', { command: 'game', subcommand: 'join', options: { game: id } }, channelId));
      await app.router.handle(req('alice', { command: 'game', subcommand: 'start', options: { game: id } }, channelId));
      const game = await app.services.table.load(id);
      fixtures.push({ id, kind: m.slug, channelId, roles: game.seats.map((x) => x.role) });
      const lobby = await app.router.handle(
        req(
          'dora',
          { command: 'game', subcommand: 'new', options: { game: m.slug, seats: m.maxPlayers } },
          `${channelId}-lobby`,
        ),
      );
      const lobbyId = /`([a-z0-9]+)`/.exec(lobby.replies[0]!.content!)![1]!;
      fixtures.push({ id: lobbyId, kind: m.slug, channelId: `${channelId}-lobby`, roles: [] });
    }
  }

  beforeAll(async () => {
    h = await driver.open();
    app = createApp({ db: h.db, images: false, owner: 'fuzz' });
    apology = app.services.texts.forLocale('en')('error.generic');
    await openFixtures();
  });
  afterAll(async () => {
    await h?.close();
  });

  function anyGameId(): string {
    return rand.pick([
      ...fixtures.map((f) => f.id),
      'zzzzzz',
      'ABCDEF',
      '',
      ` ${(fixtures[0]?.id ?? '').toUpperCase()} `,
      'x'.repeat(300),
    ]);
  }

  async function optionValue(o: APIApplicationCommandOption, users: string[]): Promise<string | number | boolean> {
    const r = rand.next();
    // Wrong types come in as well: the transport is not trusted to have typed them.
    if (r < 0.08) return rand.pick([true, -1, 1.5, 'NaN', Number.MAX_SAFE_INTEGER]);
    switch (o.type) {
      case ApplicationCommandOptionType.Integer:
      case ApplicationCommandOptionType.Number:
        return rand.pick([0, 1, 2, 3, 4, 7, -1, -99999, 1e12, 2 ** 31, 60 * 24 * 60, 0.5]);
      case ApplicationCommandOptionType.Boolean:
        return rand.pick([true, false, 'false', 'yes']);
      case ApplicationCommandOptionType.User:
      case ApplicationCommandOptionType.Mentionable:
        return rand.pick([...users, 'nobody-123', '', '<@1>', 'x'.repeat(100)]);
      case ApplicationCommandOptionType.Channel:
      case ApplicationCommandOptionType.Role:
        return rand.pick(['123', '', 'chan']);
      case ApplicationCommandOptionType.String: {
        if ('choices' in o && o.choices?.length && r < 0.5) return rand.pick(o.choices).value;
        if (o.name === 'game' && r < 0.7) return anyGameId();
        if (['seat', 'role', 'target'].includes(o.name) && r < 0.6)
          return rand.pick(fixtures.flatMap((f) => f.roles).concat(['seat-9', 'observer']));
        if (o.name === 'action' && r < 0.6) {
          // A real autocomplete value (perhaps for somebody else's seat or another game), or a forged one.
          const f = rand.pick(fixtures);
          const choices =
            (
              await app.router.handle(
                req(
                  rand.pick(['alice', 'bob']),
                  { kind: 'autocomplete', command: 'play', focused: 'action', options: { action: '', game: f.id } },
                  f.channelId,
                ),
              )
            ).choices ?? [];
          return choices.length ? rand.pick(choices).value : `${rand.int(50)}.${rand.int(30)}`;
        }
        return rand.pick(NASTY_STRINGS);
      }
      default:
        return rand.pick(NASTY_STRINGS);
    }
  }

  /** What every answer must satisfy; returns whether it is a refusal. */
  function judge(what: string, r: Request, res: Response | undefined, err: unknown): boolean {
    const tag = `${what} ${JSON.stringify({ ...r, attachments: undefined }).slice(0, 400)}`;
    if (err !== undefined) {
      failures.push(`${tag}: router.handle rejected: ${String(err)}`);
      return false;
    }
    if (!res) return false;
    if (r.kind === 'autocomplete') {
      if (!Array.isArray(res.choices)) failures.push(`${tag}: autocomplete without choices`);
      for (const c of res.choices ?? [])
        if (c.name.length < 1 || c.name.length > 100 || String(c.value).length > 100)
          failures.push(`${tag}: choice out of Discord's limits: ${JSON.stringify(c).slice(0, 200)}`);
      return false;
    }
    if (res.replies.length === 0 && !res.modal) failures.push(`${tag}: no reply at all`);
    for (const rep of res.replies) {
      const text = [
        rep.content ?? '',
        ...(rep.embeds ?? []).flatMap((e) => [
          e.title ?? '',
          e.description ?? '',
          ...(e.fields ?? []).flatMap((f) => [f.name, f.value]),
        ]),
      ].join('\n');
      if (text.includes(apology)) failures.push(`${tag}: generic apology (a bug)`);
      if (/\{\{|\[object Object\]|\bundefined\b|\bNaN\b/.test(text))
        failures.push(`${tag}: unreadable reply: ${text.slice(0, 200)}`);
      if ((rep.content ?? '').length > 2000)
        failures.push(`${tag}: content over 2000 characters (${rep.content!.length})`);
      for (const e of rep.embeds ?? []) {
        if ((e.description ?? '').length > 4096 || (e.title ?? '').length > 256)
          failures.push(`${tag}: embed over Discord's limits`);
        for (const f of e.fields ?? [])
          if (f.value.length > 1024 || f.name.length > 256 || f.value.length === 0)
            failures.push(`${tag}: embed field out of Discord's limits: ${f.name.slice(0, 50)} (${f.value.length})`);
      }
      for (const row of rep.components ?? []) {
        for (const c of row) {
          if (c.customId.length > 100) failures.push(`${tag}: custom id over 100 characters`);
          if (c.type === 'select' && (c.options.length === 0 || c.options.length > 25))
            failures.push(`${tag}: select with ${c.options.length} options`);
          if (c.type === 'button' && (c.label.length === 0 || c.label.length > 80))
            failures.push(`${tag}: button label out of limits`);
        }
      }
      if (!rep.content && !rep.embeds?.length && !rep.files?.length) failures.push(`${tag}: empty reply`);
    }
    return res.replies.length > 0 && res.replies.every((x) => x.ephemeral);
  }

  /** Every probe must get a clear answer; game commands check that the game is of their kind. */
  async function probe(what: string, r: Request): Promise<void> {
    await probeChecked(what, r);
  }

  async function probeChecked(what: string, r: Request): Promise<void> {
    const before = r.kind === 'autocomplete' ? '' : await snapshot();
    let res: Response | undefined;
    let err: unknown;
    try {
      res = await app.router.handle(r);
    } catch (e) {
      err = e;
    }
    const refused = judge(what, r, res, err);
    // Ephemeral answers that legitimately change something: none touch games, seats, the log or timers.
    if (refused && before !== (await snapshot()))
      failures.push(
        `${what} ${JSON.stringify(r).slice(0, 300)}: refused (ephemeral) but the database changed: ${res!.replies[0]!.content?.slice(0, 150)}`,
      );
  }

  const USERS = ['alice', 'bob', 'carol', 'admin'];
  function who(): { user: string; extra: Partial<Request> } {
    const u = rand.pick([...USERS, 'dm-dan']);
    if (u === 'admin') return { user: u, extra: { canManageGuild: true } };
    if (u === 'dm-dan') return { user: u, extra: { guildId: null, channelId: 'dm-dan' } };
    return { user: u, extra: {} };
  }

  it(
    'every slash command with random option values: an answer, never a bug, refusals change nothing',
    async () => {
      failures.length = 0;
      const ls = leaves(app);
      // The game-specific commands are in the walk too.
      expect(ls.map((l) => l.command)).toEqual(expect.arrayContaining(['game', 'play', 'rules', 'help']));
      let sent = 0;
      for (const leaf of ls) {
        for (let i = 0; i < PER_LEAF; i++) {
          const options: Request['options'] = {};
          for (const o of leaf.options) {
            // Required options are sometimes missing, optional ones sometimes present.
            const present = 'required' in o && o.required ? rand.chance(0.9) : rand.chance(0.6);
            if (present) options[o.name] = await optionValue(o, USERS);
          }
          if (rand.chance(0.1)) options[rand.pick(['bogus', 'game', 'x'.repeat(40)])] = rand.pick(NASTY_STRINGS);
          const f = rand.pick(fixtures);
          const { user, extra } = who();
          const r = req(
            user,
            { command: leaf.command, group: leaf.group, subcommand: leaf.subcommand, options, ...extra },
            extra.channelId ?? (rand.chance(0.8) ? f.channelId : 'fuzz-empty'),
          );
          if (leaf.options.some((o) => o.type === ApplicationCommandOptionType.Attachment)) {
            r.attachments = rand.chance(0.8)
              ? {
                  file: {
                    name: 'x.json',
                    data: Buffer.from(
                      rand.pick([
                        '{}',
                        'not json',
                        JSON.stringify({
                          format: 'chancery-game/1',
                          kind: 'belle-epoque',
                          seed: 's',
                          options: {},
                          engineVersion: '1',
                          roles: [],
                          actions: [{ version: 1, role: 'x', action: {} }],
                          hash: 'h',
                        }),
                        '\u0000'.repeat(100),
                        JSON.stringify({
                          format: 'chancery-game/1',
                          kind: 'nope',
                          seed: 's',
                          options: {},
                          engineVersion: '1',
                          roles: [],
                          actions: [],
                          hash: 'h',
                        }),
                      ]),
                    ),
                  },
                }
              : undefined;
          }
          await probe(`/${[leaf.command, leaf.group, leaf.subcommand].filter(Boolean).join(' ')}`, r);
          sent += 1;
          // Autocomplete on every option that offers it, with the same junk typed.
          const auto = leaf.options.filter((o) => 'autocomplete' in o && o.autocomplete);
          if (auto.length) {
            const focused = rand.pick(auto).name;
            await probe('autocomplete', { ...r, id: `bad-${++seq}`, kind: 'autocomplete', focused });
          }
        }
      }
      // Unknown commands and subcommands.
      await probe('unknown command', req('alice', { command: 'nope' }));
      await probe('unknown subcommand', req('alice', { command: 'game', subcommand: 'nope' }));
      await probe('unknown autocomplete', req('alice', { kind: 'autocomplete', command: 'nope', focused: 'x' }));
      console.info(
        `bad-input: ${sent} random commands over ${ls.length} subcommands of ${new Set(ls.map((l) => l.command)).size} commands (${ls
          .map((l) => l.command)
          .filter((c, i, a) => a.indexOf(c) === i)
          .join(', ')})`,
      );
      expect(sent).toBeGreaterThan(ls.length);
      expect(failures, failures.slice(0, 15).join('\n')).toEqual([]);
    },
    60_000 + PER_LEAF * 10_000,
  );

  it(
    'stale, forged and foreign button and modal custom ids',
    async () => {
      failures.length = 0;
      const prefixes = app.commands.flatMap((c) => c.prefixes ?? []);
      const active = fixtures.filter((f) => f.roles.length);
      const ids: string[] = [
        '',
        ':',
        'g',
        'g:',
        'g:zzzzzz:1:menu',
        'g:ABC:1:menu',
        'h:zzzzzz:1',
        'r:nope:99.9',
        'x'.repeat(100),
        'unknown:thing',
        '💥:1',
      ];
      for (const f of active) {
        const v = (await app.services.table.repo.get(f.id))!.version;
        for (const role of [...f.roles, 'observer', 'seat-1', 'system']) {
          ids.push(`g:${f.id}:${v}:pick:${role}`, `g:${f.id}:${Math.max(0, v - 1)}:pick:${role}`);
        }
        ids.push(
          `g:${f.id}:${v}:menu`,
          `g:${f.id}:0:view`,
          `g:${f.id}:${v}:nope`,
          `g:${f.id}:99999:menu`,
          `h:${f.id}:0`,
          `h:${f.id}:99999`,
          `g:${f.id}:${v}:pick`,
        );
      }
      for (const p of prefixes) {
        for (const f of active.slice(0, 3)) {
          const v = (await app.services.table.repo.get(f.id))!.version;
          ids.push(
            `${p}:${f.id}:${v}:${rand.pick(['x', 'play', 'hand', 'map', 'pick:0', '0'])}`,
            `${p}:${f.id}`,
            `${p}:`,
            `${p}:${'z'.repeat(90)}`,
            `${p}:${f.id}:${v}`,
          );
        }
      }
      for (const customId of ids) {
        const f = rand.pick(fixtures);
        const { user, extra } = who();
        const values = rand.chance(0.7)
          ? [rand.pick(['0', '1', '24', '-1', '999', 'abc', '', '{"type":"pass"}'])]
          : undefined;
        await probe(
          'component',
          req(user, { kind: 'component', customId, values, ...extra }, extra.channelId ?? f.channelId),
        );
        await probe(
          'modal',
          req(
            user,
            { kind: 'modal', customId, fields: { text: rand.pick(NASTY_STRINGS), amount: '-5' }, ...extra },
            extra.channelId ?? f.channelId,
          ),
        );
      }
      expect(ids.length).toBeGreaterThan(40);
      expect(failures, failures.slice(0, 15).join('\n')).toEqual([]);
    },
    scaled(120_000),
  );

  it('a seated player acting for another seat, in every game, by every path', async () => {
    failures.length = 0;
    for (const f of fixtures.filter((x) => x.roles.length)) {
      const game = await app.services.table.load(f.id);
      for (const seat of game.seats) {
        const owner = seat.userId;
        const legal = game.module.legalActions(game.state!, seat.role) as unknown[];
        for (const actor of ['alice', 'bob', 'carol'].filter((u) => u !== owner)) {
          const mine = game.seats.filter((x) => x.userId === actor).map((x) => x.role);
          // Someone else's legal move, as JSON through /play and as a pick from that seat's menu.
          for (const a of legal.slice(0, 3)) {
            const before = await snapshot();
            const r = req(actor, { command: 'play', options: { action: JSON.stringify(a), game: f.id } }, f.channelId);
            const res = await app.router.handle(r);
            const applied = (await app.services.table.repo.findByInteraction(r.id)) ?? null;
            // It may only land as the actor's own move (their seat may have the same legal move).
            if (applied) expect(mine).toContain(applied.role);
            else {
              expect(res.replies[0]!.ephemeral).toBe(true);
              expect(await snapshot()).toBe(before);
            }
          }
          const pick = req(
            actor,
            { kind: 'component', customId: `g:${f.id}:${game.state!.version}:pick:${seat.role}`, values: ['0'] },
            f.channelId,
          );
          const before = await snapshot();
          const res = await app.router.handle(pick);
          if (!mine.includes(seat.role)) {
            expect(
              res.replies.every((x) => x.ephemeral),
              JSON.stringify(res.replies[0]),
            ).toBe(true);
            expect(await snapshot()).toBe(before);
          }
        }
      }
    }
    expect(failures).toEqual([]);
  });
});
