import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type App } from '../../src/app.js';
import type { Request } from '../../src/bot/types.js';
import type { DbHandle } from '../../src/db/client.js';
import { memoryDb } from '../../src/dev/db.js';

let seq = 0;
const rules = (
  subcommand: string,
  options: Request['options'],
  locale = 'en',
  kind: Request['kind'] = 'command',
  focused?: string,
): Request => ({
  kind,
  id: `r-${++seq}`,
  command: 'rules',
  subcommand,
  options,
  focused,
  user: { id: 'reader', name: 'reader' },
  locale,
  guildId: null,
  channelId: 'dm-reader',
});

describe('/rules through the router', () => {
  let h: DbHandle;
  let app: App;
  beforeAll(async () => {
    h = await memoryDb();
    app = createApp({ db: h.db, images: true });
  });
  afterAll(() => h.close());

  it('answers a section number with an embed, related buttons and a diagram', async () => {
    const res = await app.router.handle(rules('topic', { game: 'belle-epoque', topic: '8.7' }));
    const r = res.replies[0]!;
    expect(r.embeds?.[0]?.title).toMatch(/^§8\.7/);
    expect(r.embeds?.[0]?.description?.length).toBeGreaterThan(80);
    expect(r.components?.[0]?.length).toBeGreaterThan(0);
    expect(r.files?.[0]?.data.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  });

  it('answers in Italian for an Italian Discord', async () => {
    const en = await app.router.handle(rules('topic', { game: 'diplomacy', topic: 'convoy' }));
    const it_ = await app.router.handle(rules('topic', { game: 'diplomacy', topic: 'convoglio' }, 'it'));
    expect(it_.replies[0]!.embeds?.[0]?.description).not.toBe(en.replies[0]!.embeds?.[0]?.description);
    expect(it_.replies[0]!.embeds?.[0]?.footer).toBe('Diplomacy');
  });

  it('autocompletes topics across games, with Discord’s limits', async () => {
    const res = await app.router.handle(rules('topic', { topic: 'disput' }, 'en', 'autocomplete', 'topic'));
    expect(res.choices!.length).toBeGreaterThan(0);
    expect(res.choices!.length).toBeLessThanOrEqual(25);
    for (const c of res.choices!) {
      expect(c.name.length).toBeLessThanOrEqual(100);
      expect(c.value.length).toBeLessThanOrEqual(100);
    }
  });

  it('follows a related-section button', async () => {
    const first = await app.router.handle(rules('topic', { game: 'belle-epoque', topic: '8.7' }));
    const button = first.replies[0]!.components![0]![0]!;
    const res = await app.router.handle({
      ...rules('topic', {}),
      kind: 'component',
      customId: button.type === 'button' ? button.customId : '',
    });
    expect(res.replies[0]!.ephemeral).toBe(true);
    expect(res.replies[0]!.embeds?.[0]?.title).toMatch(/§/);
  });

  it('refuses nonsense politely in both languages', async () => {
    const en = await app.router.handle(rules('search', { query: 'qqqqzzzz' }));
    const it_ = await app.router.handle(rules('search', { query: 'qqqqzzzz' }, 'it'));
    expect(en.replies[0]).toMatchObject({ ephemeral: true });
    expect(en.replies[0]!.content).toMatch(/Nothing found/);
    expect(it_.replies[0]!.content).toMatch(/Nessun risultato/);
  });
});
