import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type App } from '../../src/app.js';
import { ConsoleTable, parseSlash } from '../../src/transport/console.js';
import type { Reply, Request, Response } from '../../src/bot/types.js';
import { tacticalName } from '../../src/commands/succession-1701/present.js';
import { commandFor, type S1701Action } from '../../src/commands/succession-1701/spec.js';
import type { DbHandle } from '../../src/db/client.js';
import { memoryDb } from '../../src/dev/db.js';
import { botStream } from '../../src/engine/core/rng.js';
import { succession1701, type Succession1701State } from '../../src/engine/succession-1701/index.js';
import { scaled } from '../helpers/slowness.js';

/**
 * 1701 at the table: a solo game in a DM (you against the bot) from `/game new` to the winner through
 * the router Discord uses. Most moves are typed as `/1701 …` commands, some pressed as buttons and
 * picked in menus, a few formations sent with `/play`. The human's moves are the engine bot's
 * choices for the Loyalists. Every public reply is checked: a battle card the bot chose in secret is
 * never named before the clash reveals it. The stored state must equal the replay of the log.
 */
type Where = { guildId: string | null; channelId: string; locale: string };
type S = Succession1701State;

class Driver {
  private seq = 0;
  constructor(
    readonly app: App,
    readonly h: DbHandle,
  ) {}
  static async open(seed: string, images = false): Promise<Driver> {
    const h = await memoryDb();
    let n = 0;
    const app = createApp({
      db: h.db,
      images,
      entropy: { gameId: () => `sx${++n}`, seed: () => `${seed}-${n}` },
    });
    return new Driver(app, h);
  }
  base(user: string, w: Where): Omit<Request, 'kind' | 'options' | 'id'> {
    return { user: { id: user, name: user }, locale: w.locale, guildId: w.guildId, channelId: w.channelId };
  }
  async line(user: string, line: string, w: Where): Promise<Response> {
    const req = parseSlash(this.app, line, this.base(user, w));
    if (typeof req === 'string') throw new Error(`${line}: ${req}`);
    return this.app.router.handle({ ...req, id: `t-${++this.seq}` });
  }
  async complete(user: string, line: string, focused: string, w: Where): Promise<Response> {
    const req = parseSlash(this.app, line, this.base(user, w));
    if (typeof req === 'string') throw new Error(`${line}: ${req}`);
    return this.app.router.handle({ ...req, kind: 'autocomplete', focused, id: `t-${++this.seq}` });
  }
  async click(user: string, customId: string, w: Where, values?: string[]): Promise<Response> {
    return this.app.router.handle({
      ...this.base(user, w),
      kind: 'component',
      id: `t-${++this.seq}`,
      customId,
      values,
      options: {},
    });
  }
}

function lineFor(a: S1701Action): string {
  const { group, subcommand, options } = commandFor(a);
  return `/1701 ${group ? `${group} ` : ''}${subcommand} ${Object.entries(options)
    .map(([k, v]) => `${k}:${v}`)
    .join(' ')}`.trim();
}
const publicReplies = (res: Response) => res.replies.filter((r: Reply) => !r.ephemeral);
const publicText = (res: Response) =>
  publicReplies(res)
    .map((r) => `${r.content ?? ''}\n${JSON.stringify(r.embeds ?? [])}`)
    .join('\n');
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const components = (res: Response) => res.replies.flatMap((r) => r.components ?? []).flat();

/** Picks `a` through the actions button: the menu, or a kind's button and its (grouped) menu. */
async function viaMenu(d: Driver, user: string, id: string, s: S, a: S1701Action, w: Where): Promise<Response | null> {
  let res = await d.click(user, `s17:${id}:0:menu`, w);
  const index = String(succession1701.legalActions(s, 'loyalists').findIndex((x) => same(x, a)));
  for (let hop = 0; hop < 4; hop++) {
    const select = components(res).find((c) => c.type === 'select');
    if (select && select.type === 'select') {
      if (select.customId.includes(':grp:')) {
        const value = Object.values(commandFor(a).options)[0]!;
        if (!select.options.some((o) => o.value === value)) return null;
        res = await d.click(user, select.customId, w, [value]);
        continue;
      }
      if (!select.options.some((o) => o.value === index)) return null;
      return d.click(user, select.customId, w, [index]);
    }
    const button = components(res).find((c) => c.type === 'button' && c.customId.endsWith(`:do:${a.type}`));
    if (!button) return null;
    res = await d.click(user, button.customId, w);
  }
  return null;
}

let d: Driver;
beforeAll(async () => {
  d = await Driver.open('s1701-table');
}, scaled(60_000));
afterAll(async () => d?.h.close());

describe('1701 at the table', () => {
  it(
    "plays a solo game in a DM to a winner; the bot's secret battle card is never shown before the reveal",
    { tags: ['slow'], timeout: scaled(120_000) },
    async () => {
      const w: Where = { guildId: null, channelId: 'dm-alice', locale: 'en' };
      // a short war by default (1700–1702); S1701_LAST_TURN=28 plays the whole war
      const created = await d.line(
        'alice',
        `/game new game:succession-1701 seats:1 options:lastTurn=${Number(process.env.S1701_LAST_TURN) || 4}`,
        w,
      );
      const id = /`(sx\d+)`/.exec(created.replies.map((r) => r.content ?? '').join('\n'))?.[1];
      expect(id, created.replies.map((r) => r.content).join(' | ')).toBeDefined();
      let game = await d.app.services.table.load(id!);
      expect(game.seats.map((x) => [x.role, x.isBot])).toEqual([
        ['loyalists', false],
        ['grand-alliance', true],
      ]);

      // autocomplete offers only what legalActions allows, by name
      const s0 = game.state as S;
      const ac = await d.complete('alice', '/1701 form general:', 'general', w);
      const legalGenerals = new Set(
        succession1701.legalActions(s0, 'loyalists').flatMap((a) => (a.type === 'form_army' ? [a.general] : [])),
      );
      expect(ac.choices!.length).toBeGreaterThan(0);
      for (const c of ac.choices!) expect(legalGenerals.has(c.value)).toBe(true);
      const status = await d.line('alice', '/1701 status', w);
      expect(JSON.stringify(status.replies[0]!.embeds)).toMatch(/1700/);
      // something not legal now is refused with the engine's rule, nothing changes
      const refused = await d.line('alice', '/1701 battle card card:L-A3-1', w);
      expect(refused.replies[0]!.ephemeral).toBe(true);
      expect((await d.app.services.table.load(id!)).state!.version).toBe(s0.version);

      const cov = { commands: 0, menus: 0, play: 0, secretByUs: 0, botSecrets: 0, reveals: 0, hand: 0 };
      let steps = 0;
      const trace: string[] = [];
      for (;;) {
        if (game.row.status === 'finished') break;
        const s = game.state as S;
        expect(steps++, 'the game should end').toBeLessThan(3000);
        expect(succession1701.activeRoles(s)).toContain('loyalists');
        const legal = succession1701.legalActions(s, 'loyalists');
        const a = succession1701.bot(
          succession1701.view(s, 'loyalists'),
          'loyalists',
          legal,
          botStream('steer', 'loyalists', s.version),
        );
        let res: Response | null = null;
        if (a.type === 'form_army' && cov.play < 3) {
          const idx = legal.findIndex((x) => same(x, a));
          res = await d.line('alice', `/play action:${s.version}.${idx}`, w);
          cov.play++;
        } else if (steps % 4 === 0) {
          res = await viaMenu(d, 'alice', id!, s, a, w);
          if (res) cov.menus++;
        }
        if (!res) {
          res = await d.line('alice', lineFor(a), w);
          cov.commands++;
        }
        if (s.battle && steps % 7 === 0) {
          const hand = await d.line('alice', '/1701 hand', w);
          expect(hand.replies.every((r) => r.ephemeral)).toBe(true);
          cov.hand++;
        }
        game = await d.app.services.table.load(id!);
        const after = game.state as S;
        if (after.version === s.version)
          throw new Error(`refused ${lineFor(a)}: ${res.replies.map((r) => r.content).join(' | ')}`);
        const pub = publicText(res);
        if (process.env.S1701_TRACE)
          trace.push(
            `>>> ${lineFor(a)}\n${res.replies
              .map(
                (r) =>
                  `${r.ephemeral ? '[private] ' : ''}${r.content ?? ''} {${(r.components ?? [])
                    .flat()
                    .map((c) => (c.type === 'button' ? c.label : `menu ${c.options.length}`))
                    .join(', ')}}`,
              )
              .join('\n')}`,
          );
        expect(pub, 'no raw engine keys in public text').not.toMatch(/succession-1701\.(log|action)\./);
        expect(pub, 'no tactical card ids in public text').not.toMatch(/\b[LA]-(A\d|D\d|A\dD\d|JOKER)-\d\b/);
        if (a.type === 'battle_play') {
          cov.secretByUs++;
          expect(res.replies[0]!.ephemeral).toBe(true);
          expect(res.replies[0]!.content).toContain(tacticalName('en', a.card));
        }
        // The bot's choice: its line says only that it chose; while its card is still hidden no
        // public line after that one names it.
        const botSide = after.battle
          ? [after.battle.attacker, after.battle.defender].find((x) => x.role === 'grand-alliance')
          : undefined;
        const lines = publicReplies(res).flatMap((r) => (r.content ?? '').split('\n'));
        const botPlays = lines
          .map((l, i) => [l, i] as const)
          .filter(([l]) => /^\*\*Grand Alliance\*\* 🤖: /.test(l) && /chooses a card in secret/.test(l));
        cov.botSecrets += botPlays.length;
        if (botSide?.commit) {
          // the bot commits as soon as a clash is on, so its card was chosen in this reply: after the
          // last clash revealed here, nothing may name it (only clash lines and play lines name cards)
          const label = tacticalName('en', botSide.commit);
          const lastClash = lines.reduce((n, l, i) => (/^• Clash: /.test(l) ? i : n), -1);
          for (const l of lines.slice(lastClash + 1)) expect(l.includes(label) ? l : '', 'hidden card named').toBe('');
          // nor in the status anyone may ask for
          const st = await d.line('bob', `/1701 status game:${id}`, w);
          expect(JSON.stringify(st.replies)).not.toContain(botSide.commit);
        }
        cov.reveals += lines.filter((l) => /^• Clash: /.test(l)).length;
      }
      const final = game.state as S;
      const result = succession1701.result(final)!;
      expect(result.winners.length).toBeGreaterThan(0);
      expect((await d.app.services.admin.verify(id!)).equal).toBe(true);
      expect(cov.commands).toBeGreaterThan(20);
      expect(cov.menus).toBeGreaterThan(5);
      expect(cov.play).toBeGreaterThan(0);
      expect(cov.secretByUs).toBeGreaterThan(0);
      expect(cov.botSecrets).toBeGreaterThan(0);
      expect(cov.reveals).toBeGreaterThan(0);
      const end = await d.line('alice', '/1701 status', w);
      expect(JSON.stringify(end.replies[0]!.embeds)).toMatch(/The war is over/);
      if (process.env.S1701_TRACE) console.log(trace.join('\n').slice(0, Number(process.env.S1701_TRACE) || 8000));
      console.log(
        `1701 solo: ${steps} human moves (${JSON.stringify(cov)}), ${final.version} versions, ${result.reason}, winners ${result.winners.join(',')}`,
      );
    },
  );

  it(
    'two players in a channel choose their battle cards privately; the clash reveals both at once',
    async () => {
      const w: Where = { guildId: 'guild', channelId: 'war', locale: 'en' };
      const created = await d.line('alice', '/game new game:succession-1701 options:lastTurn=6', w);
      const id = /`(sx\d+)`/.exec(created.replies.map((r) => r.content ?? '').join('\n'))?.[1];
      expect(id).toBeDefined();
      await d.line('bob', '/game join', w);
      await d.line('alice', '/game start', w);
      const userOf: Record<string, string> = { loyalists: 'alice', 'grand-alliance': 'bob' };
      let game = await d.app.services.table.load(id!);
      let revealed = false;
      for (let steps = 0; !revealed && game.row.status === 'active'; steps++) {
        expect(steps, 'a clash within the first turns').toBeLessThan(600);
        const s = game.state as S;
        const active = succession1701.activeRoles(s);
        if (s.battle?.phase === 'commit' && active.length === 2) {
          // both choose through their own private menus, built from their own legal actions
          const picks: { role: string; label: string; res: Response }[] = [];
          for (const role of active) {
            const user = userOf[role];
            const menu = await d.line(user, '/1701 actions', w);
            expect(menu.replies.every((r) => r.ephemeral)).toBe(true);
            const select = components(menu).find((c) => c.type === 'select');
            if (!select || select.type !== 'select') throw new Error('no card menu');
            const cur = (await d.app.services.table.load(id!)).state as S;
            const legal = succession1701.legalActions(cur, role);
            expect(select.options.length).toBe(legal.length);
            const first = legal.findIndex((a) => a.type === 'battle_play');
            const a = legal[first] as Extract<S1701Action, { type: 'battle_play' }>;
            const res = await d.click(user, select.customId, w, [String(first)]);
            expect(res.replies[0]!.ephemeral).toBe(true);
            picks.push({ role, label: tacticalName('en', a.card), res });
          }
          const [p1, p2] = picks as [(typeof picks)[0], (typeof picks)[0]];
          // the first choice is announced, never named
          expect(publicText(p1.res)).toMatch(/chooses a card in secret/);
          expect(publicText(p1.res)).not.toContain(p1.label);
          expect(publicText(p1.res)).not.toMatch(/Clash: /);
          // the second choice brings the clash, which names both cards in one public line
          const clash = publicText(p2.res)
            .split('\n')
            .find((l) => l.startsWith('• Clash: '));
          expect(clash).toBeDefined();
          expect(clash).toContain(p1.label);
          expect(clash).toContain(p2.label);
          revealed = true;
          break;
        }
        const role = active[0]!;
        const legal = succession1701.legalActions(s, role);
        const a = succession1701.bot(succession1701.view(s, role), role, legal, botStream('steer2', role, s.version));
        const res = await d.line(userOf[role], lineFor(a), w);
        game = await d.app.services.table.load(id!);
        if ((game.state as S).version === s.version)
          throw new Error(`refused ${lineFor(a)}: ${res.replies.map((r) => r.content).join(' | ')}`);
      }
      expect(revealed).toBe(true);
      expect((await d.app.services.admin.verify(id!)).equal).toBe(true);
    },
    scaled(60_000),
  );

  it(
    "answers odd input with refusals, never with a bug: every subcommand, wrong values, another game's id",
    async () => {
      const w: Where = { guildId: null, channelId: 'dm-carol', locale: 'it' };
      await d.line('carol', '/game new game:succession-1701 seats:1 options:lastTurn=3', w);
      const data = d.app.router.command('1701')!.data;
      const subs: { path: string; opts: string[] }[] = [];
      for (const o of data.options ?? []) {
        const oo = o as {
          name: string;
          type: number;
          options?: { name: string; type: number; options?: { name: string }[] }[];
        };
        if (oo.type === 2)
          for (const sub of oo.options ?? [])
            subs.push({ path: `${oo.name} ${sub.name}`, opts: (sub.options ?? []).map((x) => x.name) });
        else subs.push({ path: oo.name, opts: (oo.options ?? []).map((x) => x.name) });
      }
      const odd = ['zzz', '-1', 'type=pass', 'army-999', 'PARIS', 'L-JOKER-1', 'yes', '7'];
      let n = 0;
      for (const sub of subs) {
        for (const v of odd) {
          const opts = sub.opts
            .filter((x) => x !== 'game')
            .map((x) => `${x}:${v}`)
            .join(' ');
          const res = await d.line('carol', `/1701 ${sub.path} ${opts}`.trim(), w);
          for (const r of res.replies)
            expect(r.content ?? '', `/1701 ${sub.path} ${opts}`).not.toMatch(
              /Qualcosa è andato storto|Something went wrong/,
            );
          n++;
        }
        const other = await d.line('carol', `/1701 ${sub.path} game:nosuch`, w);
        expect(other.replies[0]!.ephemeral).toBe(true);
      }
      expect(n).toBeGreaterThan(150);
      // stale and foreign custom ids
      for (const id of ['s17:nosuch:0:menu', 's17:x:1:pick:loyalists', 's17:', 'garbage']) {
        const res = await d.click('carol', id, w, ['3']);
        for (const r of res.replies)
          expect(r.content ?? '').not.toMatch(/Qualcosa è andato storto|Something went wrong/);
      }
    },
    scaled(60_000),
  );

  it(
    'works from the console table in Italian: a DM, the actions menu, the map image and a button',
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 's1701-console-'));
      const app = createApp({
        db: d.h.db,
        images: true,
        entropy: { gameId: () => 'sxc1', seed: () => 's1701-console' },
      });
      let printed = '';
      const out = new Writable({
        write(chunk, _enc, done) {
          printed += String(chunk);
          done();
        },
      });
      const con = new ConsoleTable(app, out, { imagesDir: dir, user: 'zoe' });
      for (const l of ['/dm', '/locale it', '/game new game:succession-1701 seats:1', '/1701 actions'])
        await con.line(l);
      expect(printed).toMatch(/\/(select|click) s17:sxc1:/);
      const s = (await app.services.table.load('sxc1')).state as S;
      const form = succession1701.legalActions(s, 'loyalists').find((a) => a.type === 'form_army');
      if (!form || form.type !== 'form_army') throw new Error('no army to form');
      await con.line(lineFor(form));
      expect(((await app.services.table.load('sxc1')).state as S).version).toBeGreaterThan(s.version);
      await con.line('/1701 map');
      const image = /\[image\] (\S+\.png) \((\d+) KiB\)/.exec(printed);
      expect(image).not.toBeNull();
      expect(
        readFileSync(image![1]!)
          .subarray(0, 8)
          .equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
      ).toBe(true);
      const status = /\/click (s17:sxc1:0:status)/.exec(printed);
      expect(status).not.toBeNull();
      await con.line(`/click ${status![1]}`);
      expect(printed).toMatch(/semestre 1/);
    },
    scaled(60_000),
  );
});

describe('/1701 map theatre:', () => {
  it(
    'draws a theatre of the war larger, names it in the file, offers it in both languages, refuses another',
    async () => {
      const m = await Driver.open('s1701-map', true);
      try {
        const w: Where = { guildId: null, channelId: 'dm-dora', locale: 'it' };
        await m.line('dora', '/game new game:succession-1701 seats:1 options:lastTurn=3', w);
        const whole = await m.line('dora', '/1701 map', w);
        const italy = await m.line('dora', '/1701 map theatre:italy', w);
        expect(italy.replies[0]!.ephemeral).toBeFalsy();
        const [a, b] = [whole.replies[0]!.files![0]!, italy.replies[0]!.files![0]!];
        expect(a.name).toMatch(/^succession-1701-sx1-v\d+\.png$/);
        expect(b.name).toMatch(/^succession-1701-sx1-v\d+-italy\.png$/);
        expect(b.data.subarray(1, 4).toString('latin1')).toBe('PNG');
        expect(b.data.equals(a.data)).toBe(false);
        const bad = await m.line('dora', '/1701 map theatre:iberia', w);
        expect(bad.replies[0]!.ephemeral).toBe(true);
        expect(bad.replies[0]!.files ?? []).toHaveLength(0);
        const map = (m.app.router.command('1701')!.data.options ?? []).find((o) => o.name === 'map') as {
          options: Array<{ name: string; choices?: Array<{ value: string; name_localizations: { it: string } }> }>;
        };
        const choices = map.options.find((o) => o.name === 'theatre')!.choices!;
        expect(choices.map((c) => c.value)).toEqual(['flanders', 'rhine', 'danube', 'italy']);
        expect(choices.find((c) => c.value === 'italy')!.name_localizations.it).toBe('Italia');
      } finally {
        await m.h.close();
      }
    },
    scaled(60_000),
  );
});
