/**
 * The shared table path (the table message, its log and the "What can I do?" menu behind the `g:`
 * buttons, and `/play`) writes the game's own names, never its ids: a Versailles 1919 player saw
 * "Place 2 on bessarabia and 1 on inter_allied_debt" and "france places 1 on shantung" there, while
 * `/versailles` itself said "Bessarabia" and "France".
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Response } from '../../src/bot/types.js';
import { ISSUES } from '../../src/engine/versailles-1919/data/issues.js';
import { replyTexts, TableDriver, type Where } from '../commands/table-driver.js';

const where: Where = { guildId: 'gn', channelId: 'names', locale: 'en' };
let d: TableDriver;

beforeAll(async () => {
  d = await TableDriver.open('generic-names', 'gn');
});
afterAll(async () => {
  await d.h.close();
});

/** Every text a response shows (replyTexts), each select option on its own, the log lines and the choices. */
function texts(res: Response): string[] {
  const out = replyTexts(res).map((r) => r.text);
  for (const r of res.replies)
    for (const row of r.components ?? [])
      for (const c of row) if (c.type === 'select') out.push(...c.options.map((o) => o.label));
  if (res.log) out.push(...res.log.lines);
  for (const c of res.choices ?? []) out.push(c.name);
  return out;
}

/** Versailles' ids that have a name: the Issues and the three factions. */
const IDS = [...ISSUES.map((i) => i.id), 'france', 'britain', 'usa'];
function idsIn(lines: string[]): string[] {
  const found = new Set<string>();
  for (const line of lines)
    for (const id of IDS)
      if (new RegExp(`(^|[^\\w-])${id}([^\\w-]|$)`).test(line.replace(/`[^`]*`/g, ''))) found.add(id);
  return [...found];
}

describe('the shared table path names things', () => {
  it('Versailles 1919: the menu, the move it makes, the log and /play autocomplete carry names', async () => {
    const created = await d.line('vera', '/game new game:versailles-1919 seats:1', where);
    const id = /`(gn\d+)`/.exec(texts(created).join('\n'))![1]!;
    const seen: string[] = [];
    for (let turn = 0; turn < 3; turn++) {
      const game = await d.load(id);
      const v = game.state!.version;
      const menu = await d.click('vera', `g:${id}:${v}:menu`, where);
      const labels = texts(menu);
      seen.push(...labels);
      expect(labels.length).toBeGreaterThan(1);
      const moved = await d.click('vera', `g:${id}:${v}:pick:solo`, where, ['0']);
      seen.push(...texts(moved));
    }
    const ac = await d.line('vera', '/play action:Place', where);
    seen.push(...texts(ac));
    expect(seen.join('\n')).toMatch(/Place \d+ on [A-Z]/);
    expect(idsIn(seen)).toEqual([]);
  });

  it('/play refuses a text that fits several actions, naming some, and carries out nothing', async () => {
    const created = await d.line('vera', '/game new game:versailles-1919 seats:1', { ...where, channelId: 'names-2' });
    const w = { ...where, channelId: 'names-2' };
    const id = /`(gn\d+)`/.exec(texts(created).join('\n'))![1]!;
    const before = (await d.actions(id)).length;
    const res = await d.line('vera', '/play action:place', w);
    const text = texts(res).join('\n');
    expect(text).toMatch(/fits more than one choice/);
    expect(text).toMatch(/\*\*Place \d+ on [A-Z]/);
    expect((await d.actions(id)).length).toBe(before);
  });
});

describe('a game here in the wrong state is named, not denied', () => {
  it('/game start on a solo game already under way says it has started; a move on a lobby says it has not', async () => {
    const w = { ...where, channelId: 'names-3' };
    await d.line('vera', '/game new game:versailles-1919 seats:1', w);
    const started = texts(await d.line('vera', '/game start', w)).join('\n');
    expect(started).toMatch(/has already started/);
    expect(started).not.toMatch(/There is no game/);

    const w2 = { ...where, channelId: 'names-4' };
    await d.line('vera', '/game new game:versailles-1919 seats:2', w2);
    const early = texts(await d.line('vera', '/play action:x', w2)).join('\n');
    expect(early).toMatch(/has not started yet/);
  });

  it('a status in a refusal is a word of the reader’s language', async () => {
    const w = { ...where, channelId: 'names-5', locale: 'it' };
    const res = await d.line('vera', '/game new game:versailles-1919 seats:2', w);
    const id = /`(gn\d+)`/.exec(texts(res).join('\n'))![1]!;
    const refused = texts(await d.line('vera', `/play action:x game:${id}`, w)).join('\n');
    expect(refused).toMatch(/non è in corso \(in attesa/);
  });
});

describe('the line a move writes is the choice the player picked', () => {
  it('Versailles 1919, 60 menu picks: the log repeats the picked label word for word', async () => {
    const w = { ...where, channelId: 'names-6' };
    const created = await d.line('vera', '/game new game:versailles-1919 seats:1', w);
    const id = /`(gn\d+)`/.exec(texts(created).join('\n'))![1]!;
    const mismatches: string[] = [];
    let picks = 0;
    for (let n = 0; n < 60; n++) {
      const game = await d.load(id);
      if (game.row.status !== 'active') break;
      const v = game.state!.version;
      const menu = await d.click('vera', `g:${id}:${v}:menu`, w);
      const select = menu.replies.flatMap((r) => r.components ?? []).flat()[0];
      if (!select || select.type !== 'select') break;
      const option = select.options[(n * 7) % select.options.length]!;
      const moved = await d.click('vera', `g:${id}:${v}:pick:solo`, w, [option.value]);
      // the move's first line in the log thread (the table message may show only the latest lines)
      const line = moved.log?.lines[0] ?? '';
      picks++;
      if (!line.endsWith(`: ${option.label.replace(/…$/, '')}`)) mismatches.push(`${option.label} → ${line}`);
    }
    expect(picks).toBeGreaterThan(20);
    expect(mismatches).toEqual([]);
  });
});

describe('the shared paths never forfeit Diplomacy orders silently', () => {
  it('/play action:Ready and the menu refuse while orders are missing, changing nothing', async () => {
    const w = { ...where, channelId: 'names-7' };
    const created = await d.line('vera', '/game new game:diplomacy seats:1', w);
    const id = /`(gn\d+)`/.exec(texts(created).join('\n'))![1]!;
    const game = await d.load(id);
    const role = game.seats.find((x) => x.userId === 'vera')!.role;
    const before = (await d.actions(id)).length;
    const res = await d.line('vera', '/play action:Ready', w);
    expect(texts(res).join('\n')).toMatch(/Not marked ready: some orders are missing/);
    // the menu (more than 25 actions: every order of every unit) shows Ready among its options
    const menu = await d.click('vera', `g:${id}:${game.state!.version}:menu`, w);
    const labels = texts(menu);
    expect(labels).toContain('Ready');
    const legal = game.module.legalActions(game.state!, role) as { type: string }[];
    expect(legal.length).toBeGreaterThan(25);
    const i = legal.findIndex((a) => a.type === 'ready');
    expect(i).toBeGreaterThanOrEqual(0);
    const picked = await d.click('vera', `g:${id}:${game.state!.version}:pick:${role}`, w, [String(i)]);
    expect(texts(picked).join('\n')).toMatch(/Not marked ready/);
    expect((await d.actions(id)).length).toBe(before);
    // on purpose, the phase resolves; its lines name Powers and seasons ("Italy is ready", not "italy")
    const done = texts(await d.line('vera', '/dip ready confirm:true', w));
    const all = [...done, ...texts(await d.line('vera', '/game history', w))].join('\n');
    expect(all).toMatch(/Spring 1901 movement adjudicated/);
    expect(all).not.toMatch(/\b(england|france|germany|italy|austria|russia|turkey|spring) /);
  });
});
