/**
 * Who may do what, and what nobody else may see.
 *
 * Permissions: every game-master tool × every role (seated player, other player, spectator, game
 * master = creator without a seat, guild admin = Manage Server, a user in DMs). Only the creator and
 * admins get past "only the creator…"; everyone else is refused and nothing changes. Moves belong to
 * their seat holder. Reading commands answer everyone.
 *
 * Privacy: games of every registered kind are played through the router by two people and bots. At
 * every step, each role's secrets — strings its own view shows and the observer's view does not —
 * are searched for in every public output: non-ephemeral replies (text, embeds, buttons, file
 * names), answers and refusals to anyone else, log lines, and `/game export` of the running game.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type App } from '../../src/app.js';
import type { Reply, Request, Response } from '../../src/bot/types.js';
import type { DbHandle } from '../../src/db/client.js';
import { OBSERVER, type BaseState } from '../../src/engine/core/types.js';
import { GAMES } from '../../src/engine/games.js';
import { setLogLevel } from '../../src/log.js';
import { testDrivers } from '../../src/dev/db.js';
import { Rand } from '../../src/dev/reliability/harness.js';

const all = await testDrivers();
const driver = all.find((d) => d.name === 'pg') ?? all[0]!;
const STEPS = Number(process.env.PRIVACY_STEPS ?? 8);

type Who = 'player' | 'other' | 'spectator' | 'gm' | 'admin' | 'dm';
const USER: Record<Who, string> = {
  player: 'alice',
  other: 'bob',
  spectator: 'carol',
  gm: 'gemma',
  admin: 'adam',
  dm: 'dmitri',
};
const WHO = Object.keys(USER) as Who[];

describe(`permissions and privacy (${driver.name})`, () => {
  let h: DbHandle;
  let app: App;
  let seq = 0;
  let n = 0;
  const logLines: string[] = [];
  const realWrite = process.stderr.write.bind(process.stderr);

  beforeAll(async () => {
    h = await driver.open();
    app = createApp({
      db: h.db,
      images: false,
      owner: 'matrix',
      entropy: { gameId: () => `m${(++n).toString(36)}x`, seed: () => `seed-${n}` },
    });
    setLogLevel('debug');
    // Log lines are public to whoever runs the bot: capture them to search for secrets.
    process.stderr.write = ((chunk: string | Uint8Array, ...rest: unknown[]) => {
      logLines.push(String(chunk));
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

  const req = (who: Who, partial: Partial<Request>, channelId: string): Request => ({
    kind: 'command',
    id: `pm-${++seq}`,
    options: {},
    user: { id: USER[who], name: USER[who] },
    locale: 'en',
    guildId: who === 'dm' ? null : 'guild',
    channelId: who === 'dm' ? `dm-${USER.dm}` : channelId,
    canManageGuild: who === 'admin',
    ...partial,
  });

  async function snapshot(id: string): Promise<string> {
    const g = await app.services.table.repo.get(id);
    return JSON.stringify([
      g && { ...g, updatedAt: null },
      await app.services.table.repo.seats(id),
      await app.services.table.repo.actions(id),
      await app.services.timers.pending(id),
    ]);
  }

  /** The game master creates the table and gives up the seat; alice and bob sit; bots fill the rest. */
  async function table(kind = GAMES[0]!, channel = `t-${++n}`): Promise<{ id: string; channel: string }> {
    const seats = Math.max(2, Math.min(kind.maxPlayers, 3));
    const created = await app.router.handle(
      req('gm', { command: 'game', subcommand: 'new', options: { game: kind.slug, seats } }, channel),
    );
    const id = /`([a-z0-9]+)`/.exec(created.replies[0]!.content!)![1]!;
    await app.router.handle(req('gm', { command: 'game', subcommand: 'leave', options: { game: id } }, channel));
    await app.router.handle(req('player', { command: 'game', subcommand: 'join', options: { game: id } }, channel));
    await app.router.handle(req('other', { command: 'game', subcommand: 'join', options: { game: id } }, channel));
    const started = await app.router.handle(
      req('gm', { command: 'game', subcommand: 'start', options: { game: id } }, channel),
    );
    expect(started.replies[0]!.ephemeral, started.replies[0]!.content).toBeFalsy();
    const set = await app.router.handle(
      req(
        'gm',
        { command: 'game', group: 'deadline', subcommand: 'set', options: { game: id, minutes: 600 } },
        channel,
      ),
    );
    expect(set.replies[0]!.ephemeral, set.replies[0]!.content).toBeFalsy();
    return { id, channel };
  }

  async function seatOf(id: string, who: Who): Promise<string | undefined> {
    return (await app.services.table.repo.seats(id)).find((s) => s.userId === USER[who])?.role;
  }

  describe('game-master tools: the creator and admins only', () => {
    const notCreator = () => app.services.texts.forLocale('en')('error.not_creator');
    const tools: {
      name: string;
      group?: string;
      sub: string;
      options: (id: string) => Promise<Request['options']>;
      prepare?: (id: string, channel: string) => Promise<void>;
    }[] = [
      { name: 'abandon', sub: 'abandon', options: async () => ({}) },
      { name: 'deadline set', group: 'deadline', sub: 'set', options: async () => ({ minutes: 30 }) },
      { name: 'deadline extend', group: 'deadline', sub: 'extend', options: async () => ({ minutes: 30 }) },
      { name: 'deadline pause', group: 'deadline', sub: 'pause', options: async () => ({}) },
      {
        name: 'deadline resume',
        group: 'deadline',
        sub: 'resume',
        options: async () => ({}),
        prepare: async (id, channel) =>
          void (await app.router.handle(
            req('gm', { command: 'game', group: 'deadline', subcommand: 'pause', options: { game: id } }, channel),
          )),
      },
      {
        name: 'substitute',
        sub: 'substitute',
        options: async (id) => ({ seat: (await seatOf(id, 'other'))!, user: 'zed' }),
      },
      { name: 'botify (another seat)', sub: 'botify', options: async (id) => ({ seat: (await seatOf(id, 'other'))! }) },
      { name: 'kick', sub: 'kick', options: async () => ({ user: USER.other }) },
      { name: 'undo', sub: 'undo', options: async () => ({}) },
      { name: 'rollback', sub: 'rollback', options: async () => ({}) },
      { name: 'pause', sub: 'pause', options: async () => ({}) },
      {
        name: 'resume',
        sub: 'resume',
        options: async () => ({}),
        prepare: async (id, channel) =>
          void (await app.router.handle(
            req('gm', { command: 'game', subcommand: 'pause', options: { game: id } }, channel),
          )),
      },
      { name: 'end', sub: 'end', options: async () => ({}) },
    ];

    it.each(tools)('/game $name', async (tool) => {
      // Refused roles share one table: nothing may change.
      const t = await table();
      await tool.prepare?.(t.id, t.channel);
      for (const who of ['player', 'other', 'spectator', 'dm'] as Who[]) {
        // bob may hand his own seat to a bot; that is not a game-master tool.
        if (tool.name.startsWith('botify') && who === 'other') continue;
        const before = await snapshot(t.id);
        const res = await app.router.handle(
          req(
            who,
            {
              command: 'game',
              group: tool.group,
              subcommand: tool.sub,
              options: { game: t.id, ...(await tool.options(t.id)) },
            },
            t.channel,
          ),
        );
        expect(res.replies[0]!.ephemeral, `${who}: ${res.replies[0]!.content}`).toBe(true);
        // Someone in a DM who has no seat cannot even see the game: the answer a missing id gets.
        expect(res.replies[0]!.content, who).toBe(
          who === 'dm' ? app.services.texts.forLocale('en')('error.unknown_game', { id: t.id }) : notCreator(),
        );
        expect(await snapshot(t.id), `${who} changed nothing`).toBe(before);
      }
      for (const who of ['gm', 'admin'] as Who[]) {
        const own = await table();
        await tool.prepare?.(own.id, own.channel);
        const res = await app.router.handle(
          req(
            who,
            {
              command: 'game',
              group: tool.group,
              subcommand: tool.sub,
              options: { game: own.id, ...(await tool.options(own.id)) },
            },
            own.channel,
          ),
        );
        expect(res.replies[0]!.content, who).not.toBe(notCreator());
        expect(res.replies[0]!.content ?? '', who).not.toContain(app.services.texts.forLocale('en')('error.generic'));
      }
    });

    it('moves belong to their seat: nobody else gets one in, by /play or by the menu', async () => {
      const t = await table();
      const game = await app.services.table.load(t.id);
      const active = game.module.activeRoles(game.state!) as string[];
      const holder = WHO.find((w) => game.seats.some((s) => s.userId === USER[w] && active.includes(s.role)));
      if (!holder) return expect(active.length).toBeGreaterThan(0);
      const role = (await seatOf(t.id, holder))!;
      const legal = game.module.legalActions(game.state!, role) as unknown[];
      for (const who of WHO.filter((w) => w !== holder)) {
        const before = await snapshot(t.id);
        const r1 = await app.router.handle(
          req(who, { command: 'play', options: { action: JSON.stringify(legal[0]), game: t.id } }, t.channel),
        );
        const r2 = await app.router.handle(
          req(
            who,
            { kind: 'component', customId: `g:${t.id}:${game.state!.version}:pick:${role}`, values: ['0'] },
            t.channel,
          ),
        );
        for (const r of [r1, r2])
          expect(
            r.replies.every((x) => x.ephemeral),
            `${who}: ${r.replies[0]!.content}`,
          ).toBe(true);
        expect(await snapshot(t.id), who).toBe(before);
      }
      const ac = await app.router.handle(
        req(
          holder,
          { kind: 'autocomplete', command: 'play', focused: 'action', options: { action: '', game: t.id } },
          t.channel,
        ),
      );
      const ok = await app.router.handle(
        req(holder, { command: 'play', options: { action: ac.choices![0]!.value, game: t.id } }, t.channel),
      );
      expect(ok.replies[0]!.ephemeral, ok.replies[0]!.content).toBeFalsy();
    });

    it('reading commands answer everyone', async () => {
      const t = await table();
      for (const who of WHO) {
        for (const sub of ['status', 'who', 'list', 'history', 'export']) {
          const res = await app.router.handle(
            req(who, { command: 'game', subcommand: sub, options: sub === 'list' ? {} : { game: t.id } }, t.channel),
          );
          const text = res.replies.map((r) => r.content ?? r.embeds?.[0]?.title ?? '').join('\n');
          expect(text, `${who} /game ${sub}`).not.toContain(app.services.texts.forLocale('en')('error.generic'));
          expect(text.length, `${who} /game ${sub}`).toBeGreaterThan(0);
          if (sub === 'who' || sub === 'export') expect(res.replies[0]!.ephemeral, `${who} /game ${sub}`).toBe(true);
        }
      }
    });
  });

  describe('secrets never reach a public output', () => {
    /** Strings (ids, card names) a view shows, as a set. */
    function strings(v: unknown, out = new Set<string>()): Set<string> {
      if (typeof v === 'string') out.add(v);
      else if (Array.isArray(v)) for (const x of v) strings(x, out);
      else if (v && typeof v === 'object') for (const x of Object.values(v)) strings(x, out);
      return out;
    }

    /**
     * Words every table prints anyway (order types such as `move`, phase names): a secret made of one
     * of them would be found everywhere. Secrets are searched as ids (card ids, order targets), so a
     * leak rendered only as a localized title is not caught here (the games' own leak tests see views).
     */
    let words: string | null = null;
    const commonWords = () =>
      (words ??= JSON.stringify([
        app.services.texts.forLocale('en')('help.body', { games: '' }),
        ...GAMES.map((g) => g.locales.en),
        ...[...app.services.uis.values()].map((u) => u.slug),
      ]).toLowerCase());
    const isGeneric = (s: string) => /^[a-z]+$/.test(s) && new RegExp(`\\b${s}\\b`).test(commonWords());

    /** Per role: what its view shows that the observer's does not (at least 4 characters, to be specific). */
    function secretsOf(game: Awaited<ReturnType<App['services']['table']['load']>>): Map<string, string[]> {
      const state = game.state as BaseState;
      // The table's options are public (/game status prints them); a seat's view may carry them too.
      const pub = JSON.stringify([game.module.view(state, OBSERVER), game.row.options]);
      const roles = new Set<string>([
        ...game.module.roles(game.module.optionsSchema.parse(game.row.options)),
        ...game.seats.map((s) => s.role),
      ]);
      const out = new Map<string, string[]>();
      for (const role of roles) {
        const mine = [...strings(game.module.view(state, role))].filter(
          (s) =>
            s.length >= 4 && !pub.includes(JSON.stringify(s)) && !roles.has(s) && s !== state.step && !isGeneric(s),
        );
        if (mine.length) out.set(role, mine);
      }
      return out;
    }

    function publicText(r: Reply): string {
      return JSON.stringify({
        content: r.content,
        embeds: r.embeds,
        components: r.components,
        files: r.files?.map((f) => f.name),
      });
    }

    it.each(GAMES.map((g) => [g.slug, g] as const))('%s', async (_slug, kind) => {
      const rand = new Rand(`privacy-${kind.slug}`);
      const t = await table(kind);
      const leaks: string[] = [];
      let secretsSeen = 0;
      let steps = 0;
      const check = (where: string, text: string, secrets: Map<string, string[]>, allowedRoles: string[]) => {
        for (const [role, list] of secrets) {
          if (allowedRoles.includes(role)) continue;
          for (const s of list) if (text.includes(s)) leaks.push(`${where}: ${role}'s secret "${s}"`);
        }
      };
      for (let step = 0; step < STEPS; step++) {
        const game = await app.services.table.load(t.id);
        if (game.row.status !== 'active') break;
        const secrets = secretsOf(game);
        secretsSeen += [...secrets.values()].reduce((a, b) => a + b.length, 0);
        const rolesOf = (who: Who) => game.seats.filter((s) => s.userId === USER[who]).map((s) => s.role);
        // What everyone may look at, at this moment.
        logLines.length = 0;
        for (const who of WHO) {
          for (const sub of ['status', 'who', 'history', 'export']) {
            const res = await app.router.handle(
              req(who, { command: 'game', subcommand: sub, options: { game: t.id } }, t.channel),
            );
            for (const r of res.replies) {
              // A reply to `who` may show `who`'s own secrets, and only when ephemeral.
              check(
                `/game ${sub} → ${who}${r.ephemeral ? ' (ephemeral)' : ''}`,
                publicText(r),
                secrets,
                r.ephemeral ? rolesOf(who) : [],
              );
              for (const f of r.files ?? []) check(`/game ${sub} file → ${who}`, f.data.toString('utf8'), secrets, []);
            }
          }
          // Refusals carry no one else's secrets either.
          const refused = await app.router.handle(
            req(
              who,
              { command: 'play', options: { action: rand.pick(['{"type":"pass"}', 'nonsense', '0.0']), game: t.id } },
              t.channel,
            ),
          );
          for (const r of refused.replies)
            check(`refusal → ${who}`, publicText(r), secrets, r.ephemeral ? rolesOf(who) : []);
        }
        check('log lines', logLines.join('\n'), secrets, []);
        // Someone who owes a move makes one; the reply goes to the channel.
        const active = game.module.activeRoles(game.state!) as string[];
        const mover = (['player', 'other'] as Who[]).find((w) => rolesOf(w).some((r) => active.includes(r)));
        if (!mover) break;
        const ac = await app.router.handle(
          req(
            mover,
            { kind: 'autocomplete', command: 'play', focused: 'action', options: { action: '', game: t.id } },
            t.channel,
          ),
        );
        if (!ac.choices?.length) break;
        logLines.length = 0;
        const moved: Response = await app.router.handle(
          req(mover, { command: 'play', options: { action: rand.pick(ac.choices).value, game: t.id } }, t.channel),
        );
        // Secrets as they stand after the move (what was revealed by it is public now), and the ones before.
        const afterGame = await app.services.table.load(t.id);
        const after = secretsOf(afterGame);
        // What the move itself revealed (a card played from a hand) is public now, not a leak.
        const pubAfter = JSON.stringify(afterGame.module.view(afterGame.state, OBSERVER));
        const stillSecret = new Map(
          [...secrets].map(([role, list]) => [role, list.filter((x) => !pubAfter.includes(JSON.stringify(x)))]),
        );
        for (const r of moved.replies) {
          for (const sec of [after, stillSecret])
            check(
              `move reply${r.ephemeral ? ' (ephemeral)' : ''} by ${mover}`,
              publicText(r),
              sec,
              r.ephemeral ? rolesOf(mover) : [],
            );
        }
        // A move whose events are all private (orders before adjudication, a hidden choice) is a
        // secret itself: its description must not reach the channel.
        const t_ = app.services.texts.forLocale('en');
        for (const row of await app.services.table.repo.actions(t.id, game.state!.version)) {
          if (row.events.length === 0 || row.events.some((e) => e.audience === 'public')) continue;
          const d = game.module.describeAction(row.action, row.role);
          const text = app.services.texts.has(d.key, 'en') ? t_(d.key, d.params ?? {}) : d.key;
          for (const r of moved.replies.filter((x) => !x.ephemeral))
            if ((r.content ?? '').includes(text))
              leaks.push(`public move reply shows ${row.role}'s secret action: ${text}`);
          secretsSeen += 1;
        }
        for (const dm of moved.dms ?? []) {
          const holder = WHO.find((w) => USER[w] === dm.userId);
          for (const sec of [after, stillSecret])
            check(`DM to ${dm.userId}`, publicText(dm.reply), sec, holder ? rolesOf(holder) : []);
        }
        check('log lines (move)', logLines.join('\n'), after, []);
        steps += 1;
      }
      expect(steps).toBeGreaterThan(0);
      // How much there was to hide (some games hide nothing in their first moves).
      console.info(`privacy ${kind.slug}: ${steps} moves, ${secretsSeen} secret strings checked`);
      const distinct = [...new Set(leaks)];
      expect(distinct.length, distinct.slice(0, 10).join('\n')).toBe(0);
    });
  });
});
