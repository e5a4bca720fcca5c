import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type App } from '../../src/app.js';
import { parseSlash } from '../../src/transport/console.js';
import type { Response } from '../../src/bot/types.js';
import type { DbHandle } from '../../src/db/client.js';
import { memoryDb } from '../../src/dev/db.js';
import { dt } from '../../src/commands/diplomacy/text.js';
import type { DiplomacyState } from '../../src/engine/diplomacy/index.js';

/**
 * What the channel is shown when one click adjudicates more than one phase: England (no build to
 * make) is ready in the autumn, the bots then build, so the autumn's movement and the winter's
 * adjustments are both decided by that click. Both results must be posted (the state keeps only the
 * latest action's phases), and the table message never drops a line without saying so.
 */
const DM = { guildId: null, channelId: 'dm-alice', locale: 'en' };

describe('Diplomacy: every phase one click adjudicates is posted', () => {
  let h: DbHandle;
  let app: App;
  let seq = 0;
  const line = async (text: string): Promise<Response> => {
    const req = parseSlash(app, text, { user: { id: 'alice', name: 'alice' }, ...DM });
    if (typeof req === 'string') throw new Error(`${text}: ${req}`);
    return app.router.handle({ ...req, id: `p-${++seq}` });
  };
  const state = async () => (await app.services.table.load('dq1')).state as unknown as DiplomacyState;
  beforeAll(async () => {
    h = await memoryDb();
    app = createApp({
      db: h.db,
      images: false,
      owner: 'test',
      entropy: { gameId: () => 'dq1', seed: () => 'dq-seed-1' },
    });
  });
  afterAll(() => h.close());

  it('the autumn results and the winter builds both reach the channel', async () => {
    await line('/game new game:diplomacy seats:1');
    await line('/dip ready confirm:true'); // spring: every English unit holds
    expect((await state()).season).toBe('fall');
    const res = await line('/dip ready confirm:true');
    const s = await state();
    // England held its three home centres and has nothing to build: the bots' builds close the winter
    expect([s.season, s.year, s.phaseCount]).toEqual(['spring', 1902, 3]);
    const titles = res.replies.flatMap((r) => (r.embeds ?? []).map((e) => e.title));
    expect(titles).toEqual(['Results: Fall 1901 movement', 'Results: Winter 1901 adjustments']);
    // the table message shows the latest lines and says how many earlier ones are in the log thread
    const table = res.replies.find((r) => r.table)!.content!;
    // the move's lines (the log thread also gets "Now: …" and whose move it is)
    const body = res.log!.lines.filter((l) => !/^(Now:|Your move)/.test(l));
    const shown = table.split('\n').filter((l) => body.includes(l));
    const more = Number(/\(… (\d+) earlier line/.exec(table)?.[1] ?? 0);
    expect(body.filter((l) => l.startsWith('•')).length).toBeGreaterThan(0);
    expect(shown.length + more).toBe(body.length);
  });

  it('counts in words: 1 centre, 1 unit (en and it)', () => {
    expect(dt('en', 'ui.centre_line', { power: 'Austria', centres: 1, units: 1 })).toBe(
      '**Austria**: 1 centre, 1 unit',
    );
    expect(dt('en', 'ui.centre_line', { power: 'Austria', centres: 0, units: 2 })).toBe(
      '**Austria**: 0 centres, 2 units',
    );
    expect(dt('it', 'ui.centre_line', { power: 'Austria', centres: 1, units: 3 })).toBe(
      '**Austria**: 1 centro, 3 unità',
    );
  });
});

describe('Diplomacy: an order chosen on the shared path', () => {
  let h: DbHandle;
  let app: App;
  beforeAll(async () => {
    h = await memoryDb();
    app = createApp({ db: h.db, images: false, owner: 'test', entropy: { gameId: () => 'dq2', seed: () => 'dq-2' } });
  });
  afterAll(() => h.close());

  it('tells its owner the order itself and the count in words; the channel only that a move was made', async () => {
    const run = async (text: string) => {
      const req = parseSlash(app, text, { user: { id: 'alice', name: 'alice' }, ...DM });
      if (typeof req === 'string') throw new Error(req);
      return app.router.handle({ ...req, id: `q-${text}` });
    };
    await run('/game new game:diplomacy seats:1');
    const res = await run('/play action:"Order: F EDI - NTH"');
    const mine = res.replies.filter((r) => r.ephemeral).map((r) => r.content ?? '');
    expect(mine.join('\n')).toContain('**England**: Order: F EDI - NTH');
    expect(mine.join('\n')).toContain('1 order saved.');
    expect(mine.join('\n')).not.toContain('Writes an order');
    const pub = res.replies.filter((r) => !r.ephemeral).map((r) => r.content ?? '');
    expect(pub.join('\n')).not.toContain('EDI');
  });
});
