import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type App } from '../../src/app.js';
import { parseSlash } from '../../src/transport/console.js';
import type { Clock } from '../../src/bot/scheduler.js';
import type { Button, Reply, Request, Response, SelectMenu } from '../../src/bot/types.js';
import type { DbHandle } from '../../src/db/client.js';
import { memoryDb } from '../../src/dev/db.js';
import { formatOrder, phaseHistory, type DiplomacyState, type PhaseRecord } from '../../src/engine/diplomacy/index.js';

/**
 * Diplomacy at the table, through the router Discord uses: a solo game in a DM (you against six
 * bots), orders typed with `/dip orders text:`, the modal, the guided menus, ready, results, maps,
 * history, then the rest of a year by `/play` and by deadline defaults. Orders of the other powers
 * must never reach a public reply before their phase is adjudicated; the stored state must equal
 * the replay of the log.
 */
class FakeClock implements Clock {
  t = Date.parse('2026-01-01T12:00:00Z');
  now() {
    return new Date(this.t);
  }
}

type Where = { guildId: string | null; channelId: string; locale: string };
const DM: Where = { guildId: null, channelId: 'dm-alice', locale: 'en' };

class Driver {
  seq = 0;
  posts: Reply[] = [];
  constructor(
    readonly app: App,
    readonly h: DbHandle,
    readonly clock: FakeClock,
  ) {}

  static async open(images: boolean): Promise<Driver> {
    const h = await memoryDb();
    const clock = new FakeClock();
    let n = 0;
    const posts: Reply[] = [];
    const app = createApp({
      db: h.db,
      images,
      clock,
      owner: 'test',
      entropy: { gameId: () => `dp${++n}`, seed: () => `dip-seed-${n}` },
      notifier: { channel: async (_c, reply) => void posts.push(reply) },
    });
    const d = new Driver(app, h, clock);
    d.posts = posts;
    return d;
  }

  base(user: string, where: Where): Omit<Request, 'kind' | 'options' | 'id'> {
    return { user: { id: user, name: user }, locale: where.locale, guildId: where.guildId, channelId: where.channelId };
  }

  /** Public replies checked so far against the orders still secret when they were posted. */
  checked = 0;

  /**
   * Every reply goes through here: no order still secret after the interaction (anybody's, the
   * actor's included) may be in a public reply. Orders that read like an already adjudicated one
   * (bots repeat themselves) are left out of the check, since that text is public anyway.
   */
  private async watch(res: Response): Promise<Response> {
    const pub = publicText(res);
    if (!pub.trim()) return res;
    for (const g of await this.app.services.table.repo.list({ statuses: ['active', 'finished'] })) {
      const s = await this.state(g.id);
      const revealed = new Set((await this.phases(g.id)).flatMap((r) => r.orders.map((o) => formatOrder(o.order))));
      for (const o of othersOrders(s, '').filter((x) => !revealed.has(x))) expect(pub).not.toContain(o);
    }
    this.checked += 1;
    return res;
  }

  async line(user: string, line: string, where: Where = DM): Promise<Response> {
    const req = parseSlash(this.app, line, this.base(user, where));
    if (typeof req === 'string') throw new Error(`${line}: ${req}`);
    return this.watch(await this.app.router.handle({ ...req, id: `t-${++this.seq}` }));
  }

  async select(user: string, customId: string, values: string[], where: Where = DM): Promise<Response> {
    return this.watch(
      await this.app.router.handle({
        ...this.base(user, where),
        kind: 'component',
        id: `t-${++this.seq}`,
        customId,
        values,
        options: {},
      }),
    );
  }

  async submit(user: string, customId: string, fields: Record<string, string>, where: Where = DM): Promise<Response> {
    return this.watch(
      await this.app.router.handle({
        ...this.base(user, where),
        kind: 'modal',
        id: `t-${++this.seq}`,
        customId,
        fields,
        options: {},
      }),
    );
  }

  /** Every adjudicated phase of the game, rebuilt from its log (the state keeps only the latest). */
  async phases(id: string): Promise<PhaseRecord[]> {
    const g = await this.app.services.table.load(id);
    return phaseHistory(g.module, g.row, await this.app.services.table.repo.records(id));
  }

  async state(id: string): Promise<DiplomacyState> {
    return (await this.app.services.table.load(id)).state as unknown as DiplomacyState;
  }
}

function publicText(res: Response): string {
  return res.replies
    .filter((r) => !r.ephemeral)
    .map((r) => `${r.content ?? ''}\n${JSON.stringify(r.embeds ?? [])}`)
    .join('\n');
}

function allText(res: Response): string {
  return res.replies
    .map((r) => `${r.content ?? ''}\n${JSON.stringify(r.embeds ?? [])}\n${JSON.stringify(r.components ?? [])}`)
    .join('\n');
}

/** The other powers' secret orders right now, as the table would print them. */
function othersOrders(s: DiplomacyState, me: string): string[] {
  return (
    Object.entries(s.orders)
      .filter(([p]) => p !== me)
      .flatMap(([, list]) => list.map((o) => formatOrder(o)))
      // A hold or a one-word order may be printed by coincidence in a board description; moves and supports may not.
      .filter((t) => / - | S | C /.test(t))
  );
}

function buttons(res: Response): Button[] {
  return res.replies.flatMap((r) => (r.components ?? []).flat()).filter((c): c is Button => c.type === 'button');
}

function selects(res: Response): SelectMenu[] {
  return res.replies.flatMap((r) => (r.components ?? []).flat()).filter((c): c is SelectMenu => c.type === 'select');
}

describe('Diplomacy at the table: a solo game in a DM', () => {
  let d: Driver;
  let id: string;
  beforeAll(async () => {
    d = await Driver.open(true);
  });
  afterAll(() => d.h.close());

  it('/game new in a DM seats you as England against six bots', async () => {
    const res = await d.line('alice', '/game new game:diplomacy');
    expect(res.replies[0]!.ephemeral).toBeFalsy();
    id = 'dp1';
    const game = await d.app.services.table.load(id);
    expect(game.row.status).toBe('active');
    expect(
      game.seats
        .filter((x) => x.isBot)
        .map((x) => x.role)
        .sort(),
    ).toEqual(['austria', 'france', 'germany', 'italy', 'russia', 'turkey']);
    expect(game.seats.find((x) => x.userId === 'alice')?.role).toBe('england');
    // The bots have written (secret) orders and are ready; only England is awaited.
    const s = await d.state(id);
    expect(s.ready).toHaveLength(6);
    expect(othersOrders(s, 'england').length).toBeGreaterThan(0);
    expect(publicText(res)).not.toMatch(/ - [A-Z]{3}/);
  });

  it('keeps orders secret: typed orders reply privately, the status shows who is ready but no orders', async () => {
    const typed = await d.line('alice', '/dip orders text:"F lon - nth; F edinburgh - nwg; A liverpool -> yorkshire"');
    expect(typed.replies.every((r) => r.ephemeral)).toBe(true);
    const text = allText(typed);
    expect(text).toContain('Orders saved for **England** (3)');
    expect(text).toContain('F LON - NTH');
    const s = await d.state(id);
    expect(s.orders.england).toHaveLength(3);
    for (const o of othersOrders(s, 'england')) expect(text).not.toContain(o);
    const status = await d.line('alice', '/dip status');
    const pub = publicText(status);
    expect(pub).toContain('Spring 1901 movement');
    expect(pub).toContain('Germany');
    for (const o of othersOrders(s, 'england')) expect(pub).not.toContain(o);
    const show = await d.line('alice', '/dip orders show:true');
    expect(show.replies[0]!.ephemeral).toBe(true);
    expect(show.replies[0]!.content).toContain('A LVP - YOR');
    const said = await d.line('alice', '/dip orders text:show');
    expect(said.replies[0]!.content).toBe(show.replies[0]!.content);
  });

  it('/dip map zone: draws a part of the board; /dip map mine: your own orders, only to you', async () => {
    const zone = await d.line('alice', '/dip map zone:balkans');
    expect(zone.replies[0]!.ephemeral).toBeFalsy();
    expect(zone.replies[0]!.files![0]!.name).toMatch(/^diplomacy-dp1-v\d+-balkans\.png$/);
    const mine = await d.line('alice', '/dip map mine:true');
    expect(mine.replies).toHaveLength(1);
    expect(mine.replies[0]!.ephemeral).toBe(true);
    expect(mine.replies[0]!.files![0]!.name).toMatch(/-england\.png$/);
    const bad = await d.line('alice', '/dip map zone:atlantis');
    expect(bad.replies[0]!.ephemeral).toBe(true);
    expect(bad.replies[0]!.files ?? []).toHaveLength(0);
  });

  it('reads orders as players type them: commas between orders, words and fillers (#30)', async () => {
    const typed = await d.line(
      'alice',
      '/dip orders text:"F Edinburgh - Norwegian Sea, the fleet in London moves to the North Sea, A lvp yor"',
    );
    expect(allText(typed)).toContain('Orders saved for **England** (3)');
    const orders = (await d.state(id)).orders.england!.map((o) => formatOrder(o));
    expect(orders.sort()).toEqual(['A LVP - YOR', 'F EDI - NWG', 'F LON - NTH']);
  });

  it('refuses a word with two readings and lists the choices (§VII.4)', async () => {
    const res = await d.line('alice', '/dip orders text:"F edi - nor"');
    expect(allText(res)).toMatch(/"nor" could mean nth \(North Sea\) \/ nwg \(Norwegian Sea\).*§VII\.4/);
    expect((await d.state(id)).orders.england).toHaveLength(3);
  });

  it('names the word it could not read and suggests a province', async () => {
    const res = await d.line('alice', '/dip orders text:"A lvp - yorkshre; F nth - nowhere"');
    const text = allText(res);
    expect(res.replies.every((r) => r.ephemeral)).toBe(true);
    expect(text).toMatch(/yorkshre.*Did you mean yor \(Yorkshire\)\?/);
    expect(text).toContain('nowhere');
    // The earlier orders stand.
    expect((await d.state(id)).orders.england).toHaveLength(3);
  });

  it('adjudicates when England is ready: results embed, arrows map, new position, centre counts', async () => {
    const before = await d.state(id);
    const secrets = othersOrders(before, 'england');
    const res = await d.line('alice', '/dip ready');
    // a calm channel: the table message (edited in place) says who is ready and shows the new position;
    // the phase result is the one new public post
    const table = res.replies[0]!;
    expect(table.table).toBe('dp1');
    expect(table.content).toContain('**England** is ready.');
    expect(table.files!.map((f) => f.name)).toEqual([expect.stringMatching(/^diplomacy-dp1-v\d+\.png$/)]);
    expect(res.replies.filter((r) => !r.ephemeral)).toHaveLength(2);
    const reply = res.replies.find((r) => r.embeds?.length)!;
    expect(reply.ephemeral).toBeFalsy();
    expect(reply.content).toContain('Now: **Fall 1901 movement**');
    const embed = reply.embeds![0]!;
    expect(embed.title).toBe('Results: Spring 1901 movement');
    const england = embed.fields!.find((f) => f.name === 'England')!;
    expect(england.value).toContain('✅ F LON - NTH');
    expect(embed.fields!.find((f) => f.name === 'Supply centres')!.value).toMatch(
      /\*\*England\*\*: 3 centres, 3 units/,
    );
    // Now public: the bots' orders of the adjudicated phase are in the results.
    for (const o of secrets) expect(JSON.stringify(reply.embeds)).toContain(o);
    expect(reply.files!.map((f) => f.name)).toEqual(['diplomacy-dp1-phase1.png']);
    expect(embed.image).toBe('diplomacy-dp1-phase1.png');
    for (const f of reply.files!) expect(f.data.subarray(1, 4).toString()).toBe('PNG');
    // The new phase's bot orders are secret again.
    // (an order repeated from the adjudicated phase is in its results, rightly; any other is not shown)
    const after = await d.state(id);
    const revealed = (await d.phases(id))[0]!.orders.map((o) => formatOrder(o.order));
    const fresh = othersOrders(after, 'england').filter((o) => !revealed.includes(o));
    expect(fresh.length).toBeGreaterThan(0);
    for (const o of fresh) expect(publicText(res)).not.toContain(o);
  });

  it('the modal round trip: prefilled with current orders, replaces them, refuses a stale phase', async () => {
    await d.line('alice', '/dip orders text:"F nth - nwy"');
    const open = await d.line('alice', '/dip orders');
    const modal = open.modal!;
    expect(modal.customId).toBe('dip:dp1:1901fm:m');
    expect(modal.fields[0]!.value).toBe('F NTH - NWY');
    const res = await d.submit('alice', modal.customId, {
      orders: 'F nth - nwy\nF nwg S F nth - nwy\nA yor hold\nA yor - lvpp',
    });
    const text = allText(res);
    expect(res.replies.every((r) => r.ephemeral)).toBe(true);
    expect(text).toContain('Orders saved for **England** (3)');
    expect(text).toMatch(/lvpp/);
    const s = await d.state(id);
    expect(s.orders.england!.map((o) => formatOrder(o))).toEqual(['F NTH - NWY', 'F NWG S F NTH - NWY', 'A YOR H']);
    // The box is the whole list: what is left out is dropped.
    await d.submit('alice', modal.customId, { orders: 'F nth - nwy\nA yor - lon' });
    expect((await d.state(id)).orders.england!.map((o) => formatOrder(o))).toEqual(['F NTH - NWY', 'A YOR - LON']);
    // A box opened in another phase saves nothing and gives the text back.
    const stale = await d.submit('alice', 'dip:dp1:1901sm:m', { orders: 'F nth - nwy' });
    expect(stale.replies[0]!.content).toMatch(/moved on.*\n```\nF nth - nwy/s);
  });

  it('the guided menus: unit → order type → target, from the legal options', async () => {
    const start = await d.line('alice', '/dip order');
    expect(start.replies[0]!.ephemeral).toBe(true);
    const units = selects(start)[0]!;
    expect(units.options.map((o) => o.value).sort()).toEqual(['england|nth', 'england|nwg', 'england|yor']);
    expect(units.options.find((o) => o.value === 'england|nth')!.description).toBe('F NTH - NWY');
    const nwg = units.options.find((o) => o.value === 'england|nwg')!;
    const types = selects(await d.select('alice', units.customId, [nwg.value]))[0]!;
    expect(types.options.map((o) => o.value)).toEqual(expect.arrayContaining(['hold', 'move', 'support']));
    const targets = selects(await d.select('alice', types.customId, ['move']))[0]!;
    const bar = targets.options.find((o) => o.label.includes('Barents'))!;
    expect(bar).toBeDefined();
    const saved = await d.select('alice', targets.customId, [bar.value]);
    expect(allText(saved)).toContain('Saved: **F NWG - BAR**');
    expect(selects(saved)[0]!.customId).toBe('dip:dp1:1901fm:u');
    const s = await d.state(id);
    expect(s.orders.england!.map((o) => formatOrder(o))).toContain('F NWG - BAR');
    // A stale menu (another phase) changes nothing.
    const stale = await d.select('alice', 'dip:dp1:1901sm:o:england:nwg:move', [bar.value]);
    expect(allText(stale)).toContain('moved on');
  });

  it('plays on by /play and by deadline defaults; history shows any past phase; replay equals the live state', async () => {
    const played = await d.line('alice', '/play action:ready');
    expect(played.replies[0]!.ephemeral).toBeFalsy();
    let s = await d.state(id);
    expect(s.phaseCount).toBeGreaterThanOrEqual(2);
    // England took Norway (F NTH - NWY) and kept London (A YOR - LON): one build this winter, typed in Italian.
    expect([s.season, s.phase, s.adjustments.england]).toEqual(['winter', 'adjustment', 1]);
    // Ready with the build not ordered is refused, privately, saying what would be lost; nothing is marked.
    const early = await d.line('alice', '/dip ready');
    expect(early.replies.every((r) => r.ephemeral)).toBe(true);
    expect(allText(early)).toContain('**England**: 1 build(s) not ordered (they would be lost: waived).');
    expect(allText(early)).toContain('/dip ready confirm:true');
    const anyway = buttons(early).find((b) => b.customId.endsWith(':ready:confirm'));
    expect(anyway?.label).toBe('Ready anyway');
    const presto = await d.line('alice', '/dip ready', { ...DM, locale: 'it' });
    expect(allText(presto)).toContain('**Inghilterra**: 1 costruzione/i non ordinata/e');
    expect((await d.state(id)).ready).not.toContain('england');
    expect((await d.state(id)).phaseCount).toBe(s.phaseCount);
    const build = await d.line('alice', '/dip orders text:"Costruisci F edimburgo"', { ...DM, locale: 'it' });
    expect(allText(build)).toContain('Ordini salvati per **Inghilterra** (1)');
    expect((await d.state(id)).orders.england!.map((o) => formatOrder(o))).toEqual(['Build F EDI']);
    // A deadline closes the next phase with England's default (ready; missing orders hold).
    await d.line('alice', '/game deadline set minutes:60');
    for (let i = 0; i < 3 && !s.result; i++) {
      const h = s.phaseCount;
      d.clock.t += 61 * 60_000;
      await d.app.services.scheduler.tick();
      s = await d.state(id);
      expect(s.phaseCount).toBeGreaterThan(h);
    }
    const list = await d.line('alice', '/dip history');
    expect(list.replies[0]!.content).toContain('1. Spring 1901 movement');
    const winter = (await d.phases(id)).findIndex((r) => r.season === 'winter');
    const built = await d.line('alice', `/dip history phase:${winter + 1}`);
    expect(built.replies[0]!.embeds![0]!.fields!.find((f) => f.name === 'England')!.value).toContain('✅ Build F EDI');
    const past = await d.line('alice', '/dip history phase:2');
    expect(past.replies[0]!.embeds![0]!.title).toBe('Results: Fall 1901 movement');
    expect(past.replies[0]!.files![0]!.name).toBe('diplomacy-dp1-phase2.png');
    const map = await d.line('alice', '/dip map');
    expect(map.replies[0]!.files).toHaveLength(1);
    expect((await d.app.services.admin.verify(id)).equal).toBe(true);
    expect(d.checked).toBeGreaterThanOrEqual(8);
  });

  it('speaks Italian', async () => {
    const it_ = { ...DM, locale: 'it' };
    const res = await d.line('alice', '/dip history phase:1', it_);
    expect(res.replies[0]!.embeds![0]!.title).toBe('Esiti: Primavera 1901: movimenti');
    expect(res.replies[0]!.embeds![0]!.fields!.map((f) => f.name)).toContain('Inghilterra');
  });
});

describe('Diplomacy at the table: three players in a channel, a seat holding several powers', () => {
  let d: Driver;
  const G: Where = { guildId: 'g1', channelId: 'table', locale: 'en' };
  beforeAll(async () => {
    d = await Driver.open(false);
  });
  afterAll(() => d.h.close());

  it('routes each order to the power it names or whose unit it moves, and keeps it from the others', async () => {
    await d.line('alice', '/game new game:diplomacy seats:3', G);
    await d.line('bob', '/game join', G);
    await d.line('carol', '/game join', G);
    await d.line('alice', '/game start', G);
    const game = await d.app.services.table.load('dp1');
    const bobs = d.app.services.table.rolesOf(game, 'bob').sort();
    expect(bobs).toEqual(['england', 'france', 'germany']);
    // No box in the console: the reply says how to type the orders on one line.
    const box = await d.line('bob', '/dip orders', G);
    expect(box.modal!.customId).toBe('dip:dp1:1901sm:m');
    expect(box.replies[0]).toMatchObject({ ephemeral: true });
    expect(box.replies[0]!.content).toContain('/dip orders text:');
    const res = await d.line(
      'bob',
      '/dip orders text:"England: F lon - nth; FRA: A par - bor; A mun - ruh; A mar - spa; Russia: A mos - ukr"',
      G,
    );
    expect(res.replies.every((r) => r.ephemeral)).toBe(true);
    const text = allText(res);
    expect(text).toContain('Orders saved for **England** (1)');
    expect(text).toContain('Orders saved for **France** (2)');
    expect(text).toContain('Orders saved for **Germany** (1)');
    expect(text).toContain('you do not play Russia');
    const s = await d.state('dp1');
    expect(s.orders.france!.map((o) => formatOrder(o)).sort()).toEqual(['A MAR - SPA', 'A PAR - BUR']);
    expect(s.orders.germany!.map((o) => formatOrder(o))).toEqual(['A MUN - RUH']);
    // Alice sees none of it, neither in her private list nor in public.
    const hers = await d.line('alice', '/dip orders show:true', G);
    expect(allText(hers)).not.toMatch(/PAR - BUR|MUN - RUH|LON - NTH/);
    const status = await d.line('alice', '/dip status', G);
    expect(publicText(status)).not.toMatch(/PAR - BUR|MUN - RUH|LON - NTH/);
    // The modal of a player with several powers is prefilled with prefixed lines.
    const box2 = await d.line('bob', '/dip orders', G);
    expect(box2.modal!.fields[0]!.value!.split('\n')).toEqual(
      expect.arrayContaining(['England: F LON - NTH', 'France: A PAR - BUR', 'Germany: A MUN - RUH']),
    );
  });

  it('ready marks every power of the seat; the phase resolves when all are ready', async () => {
    // Carol's powers have no orders: her ready is refused and lists her units without one, until she confirms.
    const refused = await d.line('carol', '/dip ready', G);
    expect(refused.replies.every((r) => r.ephemeral)).toBe(true);
    expect(allText(refused)).toContain('**Turkey**: no order for F ANK, A CON, A SMY (they would hold).');
    expect(allText(refused)).toContain('**Italy**: no order for F NAP, A ROM, A VEN (they would hold).');
    expect((await d.state('dp1')).ready).toEqual([]);
    const bob = await d.line('bob', '/dip ready confirm:true', G);
    for (const p of ['England', 'France', 'Germany']) expect(bob.replies[0]!.content).toContain(`**${p}** is ready.`);
    expect(bob.replies[0]!.embeds ?? []).toEqual([]);
    expect(bob.replies.filter((r) => !r.ephemeral)).toHaveLength(1); // only the table message, edited
    await d.line('carol', '/dip ready confirm:true', G);
    const undo = await d.line('carol', '/dip unready', G);
    expect(undo.replies[0]!.content).toContain('no longer ready');
    const button = buttons(refused).find((b) => b.customId.endsWith(':ready:confirm'))!;
    expect(allText(await d.select('carol', button.customId, [], G))).toContain('**Turkey** is ready.');
    const last = await d.line('alice', '/dip ready confirm:true', G);
    const results = last.replies.find((r) => r.embeds?.length)!;
    const embed = results.embeds![0]!;
    expect(embed.title).toBe('Results: Spring 1901 movement');
    expect(embed.fields!.find((f) => f.name === 'France')!.value).toContain('A PAR - BUR');
    expect(results.mentions!.sort()).toEqual(['alice', 'bob', 'carol']);
    const draw = await d.line('alice', '/dip draw vote:true', G);
    expect(draw.replies[0]!.content).toContain('**Russia** votes for a draw (1/7)');
    expect((await d.app.services.admin.verify('dp1')).equal).toBe(true);
  });

  it("reaches a retreat phase: the dislodged unit's owner orders its retreat, the others owe nothing", async () => {
    // Fall 1901: Germany brings a second army next to Burgundy; France holds there.
    await d.line('bob', '/dip orders text:"Germany: A ber - mun; France: A bur hold"', G);
    for (const u of ['bob', 'carol', 'alice']) await d.line(u, '/dip ready confirm:true', G);
    // Winter 1901 (France's build from Spain, if any) is closed by everyone being ready.
    for (let i = 0; i < 3 && (await d.state('dp1')).phase !== 'movement'; i++) {
      for (const u of ['bob', 'carol', 'alice'])
        if ((await d.state('dp1')).phase !== 'movement') await d.line(u, '/dip ready confirm:true', G);
    }
    let s = await d.state('dp1');
    expect(s.phase).toBe('movement');
    expect(s.units.find((u) => u.at === 'mun')).toMatchObject({ power: 'germany', type: 'army' });
    // Spring 1902: Germany attacks Burgundy with support and dislodges the French army.
    await d.line('bob', '/dip orders text:"Germany: A ruh - bur; A mun S A ruh - bur; France: A bur hold"', G);
    let published = '';
    for (const u of ['bob', 'carol', 'alice']) published += publicText(await d.line(u, '/dip ready confirm:true', G));
    // The results say so in public, and the map of the position is posted.
    expect(published).toContain('Results: Spring 1902 movement');
    expect(published).toContain('The unit of France in BUR was dislodged');
    s = await d.state('dp1');
    expect(s.phase).toBe('retreat');
    expect(s.dislodged.map((u) => [u.power, u.at])).toEqual([['france', 'bur']]);
    // Only France owes a retreat order: Alice and Carol have nothing to do in this phase.
    const carol = await d.line('carol', '/dip orders text:"A vie - gal"', G);
    expect(carol.replies.every((r) => r.ephemeral)).toBe(true);
    expect((await d.state('dp1')).orders.austria ?? []).toEqual([]);
    // The retreat may not go back along the attack (Ruhr), nor to the attacker's origin.
    const bad = await d.line('bob', '/dip orders text:"France: A bur r ruh"', G);
    expect(bad.replies.every((r) => r.ephemeral)).toBe(true);
    expect((await d.state('dp1')).orders.france ?? []).toEqual([]);
    const ok = await d.line('bob', '/dip orders text:"France: A bur r par"', G);
    expect(allText(ok)).toContain('Orders saved for **France** (1)');
    await d.line('bob', '/dip ready', G);
    s = await d.state('dp1');
    expect(s.phase).toBe('movement');
    expect(s.units.find((u) => u.at === 'par')).toMatchObject({ power: 'france', type: 'army' });
    expect(s.units.find((u) => u.at === 'bur')).toMatchObject({ power: 'germany' });
    expect((await d.app.services.admin.verify('dp1')).equal).toBe(true);
  });
});
