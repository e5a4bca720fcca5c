import { chunkLines } from '../../src/bot/pages.js';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type App } from '../../src/app.js';
import { ConsoleTable, parseSlash } from '../../src/transport/console.js';
import type { Context, Reply, Request, Response } from '../../src/bot/types.js';
import { vrOutcome } from '../../src/commands/versailles-1919/present.js';
import { versaillesUi } from '../../src/commands/versailles-1919.js';
import { commandFor } from '../../src/commands/versailles-1919/spec.js';
import type { DbHandle } from '../../src/db/client.js';
import { memoryDb } from '../../src/dev/db.js';
import { botStream } from '../../src/engine/core/rng.js';
import { OBSERVER } from '../../src/engine/core/types.js';
import { ISSUES } from '../../src/engine/versailles-1919/data/index.js';
import { versailles1919, type VersaillesAction, type VersaillesState } from '../../src/engine/versailles-1919/index.js';
import { scaled } from '../helpers/slowness.js';

/**
 * Versailles 1919 at the table: whole games from `/game new` to the final score through the router
 * Discord uses, every move typed as a `/versailles` command (or pressed as its button and chosen in
 * its menu). The moves are the engine bot's choices; one negotiated transfer is offered and accepted.
 * Then a solo game in a DM, in Italian, where every bot turn is posted with its dice and choices.
 * The stored state must equal the replay of the log.
 */
class Driver {
  private seq = 0;
  constructor(
    readonly app: App,
    readonly h: DbHandle,
  ) {}

  static async open(seed: string, images = false): Promise<Driver> {
    const h = await memoryDb();
    let n = 0;
    const app = createApp({ db: h.db, images, entropy: { gameId: () => `vr${++n}`, seed: () => `${seed}-${n}` } });
    return new Driver(app, h);
  }

  base(
    user: string,
    where: { guildId: string | null; channelId: string; locale: string },
  ): Omit<Request, 'kind' | 'options' | 'id'> {
    return { user: { id: user, name: user }, locale: where.locale, guildId: where.guildId, channelId: where.channelId };
  }

  async line(user: string, line: string, where: Where): Promise<Response> {
    const req = parseSlash(this.app, line, this.base(user, where));
    if (typeof req === 'string') throw new Error(`${line}: ${req}`);
    return this.app.router.handle({ ...req, id: `t-${++this.seq}` });
  }

  async complete(user: string, line: string, focused: string, where: Where): Promise<Response> {
    const req = parseSlash(this.app, line, this.base(user, where));
    if (typeof req === 'string') throw new Error(`${line}: ${req}`);
    return this.app.router.handle({ ...req, kind: 'autocomplete', focused, id: `t-${++this.seq}` });
  }

  async click(user: string, customId: string, where: Where, values?: string[]): Promise<Response> {
    return this.app.router.handle({
      ...this.base(user, where),
      kind: 'component',
      id: `t-${++this.seq}`,
      customId,
      values,
      options: {},
    });
  }
}
type Where = { guildId: string | null; channelId: string; locale: string };

function lineFor(a: VersaillesAction): string {
  const { subcommand, options } = commandFor(a);
  return `/versailles ${subcommand} ${Object.entries(options)
    .map(([k, v]) => `${k}:${v}`)
    .join(' ')}`.trim();
}

function publicText(res: Response): string {
  return res.replies
    .filter((r: Reply) => !r.ephemeral)
    .map((r) => `${r.content ?? ''}\n${JSON.stringify(r.embeds ?? [])}`)
    .join('\n');
}

function findButton(res: Response, key: string, version: number): string | undefined {
  for (const r of res.replies)
    for (const row of r.components ?? [])
      for (const c of row) if (c.type === 'button' && c.customId.endsWith(`:${version}:${key}`)) return c.customId;
  return undefined;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Presses the action's button, then picks it in the menu (through the group menu if the list is long). */
async function viaButton(
  d: Driver,
  user: string,
  last: Response,
  s: VersaillesState,
  role: string,
  a: VersaillesAction,
  where: Where,
): Promise<Response | null> {
  const id = findButton(last, `do:${a.type}`, s.version);
  if (!id) return null;
  let res = await d.click(user, id, where);
  const legal = versailles1919.legalActions(s, role);
  const index = String(legal.findIndex((x) => same(x, a)));
  for (let hop = 0; hop < 3; hop++) {
    const select = res.replies
      .flatMap((r) => r.components ?? [])
      .flat()
      .find((c) => c.type === 'select');
    if (!select || select.type !== 'select') return res;
    if (select.customId.includes(':grp:')) {
      const spec = commandFor(a);
      const value = Object.values(spec.options)[0]!;
      expect(select.options.map((o) => o.value)).toContain(value);
      res = await d.click(user, select.customId, where, [value]);
      continue;
    }
    if (!select.options.some((o) => o.value === index)) return null;
    return d.click(user, select.customId, where, [index]);
  }
  return null;
}

let d: Driver;
let soloId = '';
beforeAll(async () => {
  d = await Driver.open('vr-table');
}, scaled(120_000));
afterAll(async () => d?.h.close());

describe('Versailles 1919 at the table', () => {
  it(
    'plays a 3-player game from /game new to the final score with commands, buttons, menus and a transfer',
    { tags: ['slow'], timeout: scaled(120_000) },
    async () => {
      const where: Where = { guildId: 'guild', channelId: 'chan', locale: 'en' };
      // the intense deck (15 Issues under Rush to the Finish) keeps the game short
      const created = await d.line('alice', '/game new game:versailles-1919 seats:3 options:deck=intense', where);
      const id = /`(vr\d+)`/.exec(created.replies[0]!.content ?? '')?.[1] ?? 'vr1';
      for (const u of ['bob', 'carol']) await d.line(u, '/game join', where);
      let last = await d.line('alice', '/game start', where);
      expect(last.replies[0]!.ephemeral).toBeFalsy();

      // autocomplete offers only what legalActions allows, by name
      const g0 = await d.app.services.table.load(id);
      const s0 = g0.state as VersaillesState;
      const r0 = versailles1919.activeRoles(s0)[0]!;
      const u0 = g0.seats.find((x) => x.role === r0)!.userId!;
      const ac = await d.complete(u0, '/versailles place issue1:', 'issue1', where);
      const legalIssues = new Set(
        versailles1919.legalActions(s0, r0).flatMap((a) => (a.type === 'place' ? a.issues : [])),
      );
      expect(ac.choices!.length).toBeGreaterThan(0);
      for (const c of ac.choices!) expect(legalIssues.has(c.value)).toBe(true);
      expect(ac.choices!.every((c) => /★/.test(c.name))).toBe(true);
      // a placement named by the Issues' names, in either order, without amounts, gives a menu of amounts
      const somePlace = versailles1919.legalActions(s0, r0).find((a) => a.type === 'place')!;
      if (somePlace.type !== 'place') throw new Error('no placement');
      const names = somePlace.issues.map((x) => s0.table.concat(s0.waiting).find((i) => i?.id === x)!.id);
      const menu = await d.line(u0, `/versailles place issue1:${names[1]} issue2:${names[0]}`, where);
      const sel = menu.replies[0]!.components?.[0]?.[0];
      expect(menu.replies[0]!.ephemeral).toBe(true);
      expect(sel?.type).toBe('select');
      // status and map
      const st = await d.line('carol', '/versailles status', where);
      expect(JSON.stringify(st.replies[0]!.embeds)).toContain('Turn 1');

      const cov = { buttons: 0, menus: 0, offered: false, accepted: false, settled: 0, bids: 0 };
      let steps = 0;
      let game = await d.app.services.table.load(id);
      for (;;) {
        if (game.row.status === 'finished') break;
        const s = game.state as VersaillesState;
        expect(steps++, 'the game should end').toBeLessThan(1500);
        const role = versailles1919.activeRoles(s)[0]!;
        const user = game.seats.find((x) => x.role === role)!.userId!;
        const legal = versailles1919.legalActions(s, role);
        let a = versailles1919.bot(versailles1919.view(s, role), role, legal, botStream('steer', role, s.version));
        const offer = legal.find((x) => x.type === 'propose_swap');
        if (!cov.offered && offer && s.turnNo >= 3 && s.pending?.kind === 'turn') a = offer;
        if (s.swap && !cov.accepted) a = { type: 'accept_swap' };
        let res: Response | null = null;
        if (a.type === 'accept_swap' || (steps % 5 === 0 && a.type !== 'propose_swap')) {
          res = await viaButton(d, user, last, s, role, a, where);
          if (res) cov.buttons++;
        }
        if (!res) res = await d.line(user, lineFor(a), where);
        game = await d.app.services.table.load(id);
        const after = game.state as VersaillesState;
        if (after.version === s.version)
          throw new Error(`refused ${lineFor(a)} as ${role}: ${res.replies.map((r) => r.content).join(' | ')}`);
        const pub = publicText(res);
        expect(pub, 'no raw engine keys in public text').not.toMatch(/versailles-1919\.(log|action)\./);
        if (a.type === 'propose_swap') {
          cov.offered = true;
          expect(after.swap).not.toBeNull();
          // the partner is named and may answer with one click
          expect(findButton(res, 'do:accept_swap', after.version)).toBeDefined();
        }
        if (a.type === 'accept_swap') cov.accepted = true;
        if (a.type === 'settle') cov.settled++;
        if (a.type === 'bid') cov.bids++;
        last = res;
      }
      expect(game.row.result).not.toBeNull();
      const final = game.state as VersaillesState;
      expect(final.ended).not.toBeNull();
      expect(last.replies[0]!.content).toMatch(/United Kingdom|France|United States/);
      const result = versailles1919.result(final)!;
      expect(Object.keys(result.scores!).sort()).toEqual(['britain', 'france', 'usa']);
      expect((await d.app.services.admin.verify(id)).equal).toBe(true);
      expect(cov.offered && cov.accepted).toBe(true);
      expect(cov.buttons).toBeGreaterThan(10);
      expect(cov.settled).toBeGreaterThan(5);
      const status = await d.line('alice', '/versailles status', where);
      expect(JSON.stringify(status.replies[0]!.embeds)).toContain('Final score');
      console.log(
        `versailles table 3p: ${steps} moves, ${final.version} versions, ended ${final.ended?.reason}, scores ${JSON.stringify(result.scores)}, buttons ${cov.buttons}`,
      );
    },
  );

  it(
    'plays a solo game in a DM, in Italian, posting each bot turn with its dice and choices',
    async () => {
      const where: Where = { guildId: null, channelId: 'dm-alice', locale: 'it' };
      const created = await d.line('alice', '/game new game:versailles-1919 seats:1', where);
      const id = /`(vr\d+)`/.exec(created.replies[0]!.content ?? '')?.[1];
      expect(id).toBeDefined();
      soloId = id!;
      const transcript: string[] = [];
      let steps = 0;
      let game = await d.app.services.table.load(id!);
      for (;;) {
        if (game.row.status === 'finished') break;
        const s = game.state as VersaillesState;
        expect(steps++, 'the game should end').toBeLessThan(800);
        const legal = versailles1919.legalActions(s, 'solo');
        expect(versailles1919.activeRoles(s)).toEqual(['solo']);
        const a = versailles1919.bot(
          versailles1919.view(s, 'solo'),
          'solo',
          legal,
          botStream('solo-steer', 'solo', s.version),
        );
        const res = await d.line('alice', lineFor(a), where);
        game = await d.app.services.table.load(id!);
        const after = game.state as VersaillesState;
        if (after.version === s.version)
          throw new Error(`refused ${lineFor(a)}: ${res.replies.map((r) => r.content).join(' | ')}`);
        const pub = publicText(res);
        expect(pub).not.toMatch(/versailles-1919\.(log|action)\./);
        expect(pub).not.toMatch(/"detail"|\{"type"/);
        // nothing of a long run of bot turns is cut: it comes in as many messages as it needs
        expect(pub).not.toMatch(/^… \(\d+\)$/m);
        for (const r of res.replies) expect((r.content ?? '').length).toBeLessThanOrEqual(2000);
        transcript.push(
          res.replies
            .filter((r) => !r.ephemeral)
            .map((r) => r.content ?? '')
            .join('\n'),
        );
      }
      const all = transcript.join('\n');
      // bot turns, written out with names, and the dice that drove them
      expect(all).toMatch(/🤖 (Regno Unito|Francia|Stati Uniti): /);
      expect(all).toMatch(/tirato \d, totale/);
      expect(all).toMatch(/Turno \d+: /);
      // the human's moves say which faction they were made for
      expect(all).toMatch(/\*\*Giocatore in solitario \((Regno Unito|Francia|Stati Uniti)\)\*\*: /);
      const final = game.state as VersaillesState;
      const result = versailles1919.result(final)!;
      expect(result.scores).toHaveProperty('solo');
      expect(transcript[transcript.length - 1]).toMatch(/Partita finita/);
      expect(transcript[transcript.length - 1]).toMatch(/(Vittoria|Sconfitta) in solitario — \d+\/20/);
      expect((await d.app.services.admin.verify(id!)).equal).toBe(true);
      const status = versaillesUi.statusEmbed!(versailles1919.view(final, OBSERVER), 'it');
      expect(status.description).toMatch(/PV su 20/);
      console.log(
        `versailles solo: ${steps} human moves, ${final.version} versions, ${result.reason} with ${result.scores!.solo} VP`,
      );
      if (process.env.VR_TRACE) console.log(all.slice(0, 6000));
    },
    scaled(120_000),
  );

  it('sends a long run of moves whole to the log thread, with the buttons on the table message', async () => {
    expect(soloId).not.toBe('');
    const s = d.app.services;
    const game = await s.table.load(soloId);
    const rows = await s.table.repo.actions(soloId);
    const first = versailles1919.setup(game.row.seed, versailles1919.optionsSchema.parse(game.row.options));
    const ctx: Context = {
      req: {
        kind: 'command',
        id: 'x',
        options: {},
        user: { id: 'alice', name: 'alice' },
        locale: 'en',
        guildId: null,
        channelId: 'dm-alice',
      },
      locale: 'en',
      t: s.texts.forLocale('en'),
      has: (k) => s.texts.has(k, 'en'),
      defer: async () => {},
    };
    // the whole game as if it were one outcome, with the game not yet over (so the buttons show)
    const applied = rows.map((r) => ({
      version: r.version,
      role: r.role,
      action: r.action,
      events: r.events ?? [],
      userId: null,
      interactionId: null,
      byBot: false,
    }));
    const res = await vrOutcome(
      ctx,
      { ...s, images: false },
      { game: { ...game, state: first }, before: first, after: first, applied, result: null, duplicate: false },
    );
    // a calm channel: every line of the run in the log thread (posted in as many messages as it takes),
    // one table message with the latest lines and the buttons
    const events = applied.reduce((a, x) => a + x.events.filter((e) => e.audience === 'public').length, 0);
    const logged = res.log!.lines.filter((l) => l.startsWith('• ')).length;
    expect(logged).toBe(events);
    expect(chunkLines(res.log!.lines, 2000).length).toBeGreaterThan(3);
    const table = res.replies.find((r) => r.table)!;
    expect((table.content ?? '').length).toBeLessThanOrEqual(2000);
    expect(table.content).toMatch(/\(… \d+ earlier lines? of this move/);
    expect(table.components?.length).toBeGreaterThan(0);
  });

  it('works from the console table: a DM, a typed placement by name, the board image and a button', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'vr-console-'));
    const app = createApp({ db: d.h.db, images: true, entropy: { gameId: () => 'vrc1', seed: () => 'vr-console' } });
    let printed = '';
    const out = new Writable({
      write(chunk, _enc, done) {
        printed += String(chunk);
        done();
      },
    });
    const con = new ConsoleTable(app, out, { imagesDir: dir, user: 'zoe' });
    for (const l of ['/dm', '/game new game:versailles-1919 seats:1', '/versailles actions']) await con.line(l);
    expect(printed).toContain('/select vr:vrc1:');
    const s = (await app.services.table.load('vrc1')).state as VersaillesState;
    const place = versailles1919.legalActions(s, 'solo').find((a) => a.type === 'place');
    if (!place || place.type !== 'place') throw new Error('no placement to type');
    const name = ISSUES.find((c) => c.id === place.issues[0])!.name.en;
    await con.line(
      `/versailles place issue1:"${name}" issue2:${place.issues[1]} cubes1:${place.cubes[0]} cubes2:${place.cubes[1]}`,
    );
    const after = (await app.services.table.load('vrc1')).state as VersaillesState;
    expect(after.version).toBeGreaterThan(s.version);
    await con.line('/versailles map');
    const image = /\[image\] (\S+\.png) \((\d+) KiB\)/.exec(printed);
    expect(image).not.toBeNull();
    expect(
      readFileSync(image![1]!)
        .subarray(0, 8)
        .equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
    ).toBe(true);
    const status = /\/click (vr:vrc1:0:status)/.exec(printed);
    expect(status).not.toBeNull();
    await con.line(`/click ${status![1]}`);
    expect(printed).toMatch(/Turn \d+ · active: \*\*/);
  });
});
