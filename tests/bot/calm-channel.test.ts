import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type App } from '../../src/app.js';
import { ConsoleTable } from '../../src/transport/console.js';
import { chunkLines, pagedReply, splitReply } from '../../src/bot/pages.js';
import type { DbHandle } from '../../src/db/client.js';
import { memoryDb } from '../../src/dev/db.js';
import { measureBelleEpoque, measureDiplomacyYear } from '../../scripts/public-posts.js';
import { scaled } from '../helpers/slowness.js';

describe('the paginator never cuts text silently', () => {
  const lines = Array.from({ length: 300 }, (_, i) => `line ${i} ${'x'.repeat(i % 37)}`);

  it('splits long text at line ends and keeps every line, in order', () => {
    const chunks = chunkLines(lines, 500);
    expect(chunks.length).toBeGreaterThan(5);
    for (const c of chunks) expect(c.length).toBeLessThanOrEqual(500);
    expect(chunks.join('\n')).toBe(lines.join('\n'));
  });

  it('breaks a line longer than a page at a space and marks the continuation', () => {
    const long = Array.from({ length: 400 }, (_, i) => `w${i}`).join(' ');
    const chunks = chunkLines([long], 300);
    expect(chunks.length).toBeGreaterThan(1);
    expect(chunks[0]!.endsWith(' ↪')).toBe(true);
    expect(chunks[1]!.startsWith('↪ ')).toBe(true);
    const words = chunks
      .join(' ')
      .split(/\s+/)
      .filter((w) => w !== '↪');
    expect(words).toEqual(long.split(' '));
  });

  it('pages carry ◀ ▶ buttons and say which page this is', () => {
    const r = pagedReply(
      (p, n) => `page ${p}/${n}`,
      lines,
      2,
      (p) => `h:g1:${p}`,
    );
    expect(r.pages).toBeGreaterThan(2);
    expect(r.content!.startsWith(`page 2/${r.pages}`)).toBe(true);
    const ids = r.components![0]!.map((c) => c.customId);
    expect(ids).toEqual(['h:g1:1', 'h:g1:1', 'h:g1:3', `h:g1:${r.pages}`]);
    // all pages together hold every line
    const all: string[] = [];
    for (let p = 1; p <= r.pages; p++)
      all.push(
        ...pagedReply(() => '', lines, p, String)
          .content!.split('\n')
          .slice(1),
      );
    expect(all).toEqual(lines);
  });

  it('a reply too long for one message becomes several, with nothing dropped', () => {
    const parts = splitReply({ content: lines.join('\n'), components: [[]] });
    expect(parts.length).toBeGreaterThan(1);
    expect(parts.map((p) => p.content).join('\n')).toBe(lines.join('\n'));
    expect(parts[parts.length - 1]!.components).toEqual([[]]);
  });
});

/**
 * Public posts per game turn, played through the router with every seat human (scripts/public-posts.ts).
 * Before the calm channel every action was a new public post with a bar of buttons: 46 posts in the
 * first turn of a 4-player La Belle Époque game (seed posts-1), 19 in a 7-player Diplomacy year.
 */
describe('a calm channel', () => {
  let h: DbHandle;
  let app: App;
  beforeAll(async () => {
    h = await memoryDb();
    let n = 0;
    app = createApp({ db: h.db, images: false, entropy: { gameId: () => `cc${++n}`, seed: () => 'posts-1' } });
  }, scaled(300_000));
  afterAll(() => h.close());

  it(
    'La Belle Époque, 4 players: one table message edited per move; new posts only for disputes and scoring',
    async () => {
      const r = await measureBelleEpoque(app, 1);
      console.log('calm channel', JSON.stringify(r));
      expect(r.actions).toBeGreaterThan(20);
      expect(r.edits).toBe(r.actions); // every move edits the table…
      expect(r.logPosts).toBe(r.actions); // …and logs in the thread
      expect(r.perTurn).toBeLessThanOrEqual(6);
    },
    scaled(300_000),
  );

  it(
    '/game history shows every move of that game in words, paged, each page one message',
    async () => {
      const rows = await app.services.table.repo.actions('cc1');
      expect(rows.length).toBeGreaterThan(40);
      const first = await app.router.handle({
        kind: 'command',
        id: 'hist-1',
        command: 'game',
        subcommand: 'history',
        options: { game: 'cc1', page: 1 },
        user: { id: 'u1', name: 'u1' },
        locale: 'en',
        guildId: 'guild',
        channelId: 'table-belle-epoque',
      });
      const pages = Number(/page 1\/(\d+)/.exec(first.replies[0]!.content ?? '')?.[1]);
      expect(pages).toBeGreaterThan(1);
      const seen: number[] = [];
      for (let page = 1; page <= pages; page++) {
        const res = await app.router.handle({
          kind: 'component',
          id: `hist-p${page}`,
          customId: `h:cc1:${page}`,
          options: {},
          user: { id: 'u2', name: 'u2' },
          locale: 'en',
          guildId: 'guild',
          channelId: 'table-belle-epoque',
        });
        const text = res.replies[0]!.content ?? '';
        expect(text.length).toBeLessThanOrEqual(2000);
        seen.push(...[...text.matchAll(/`v(\d+)`/g)].map((m) => Number(m[1])));
        // names, not ids: no card id (`E1_portugal_bankruptcy`, `N_social_policy_FR`) and no raw key
        expect(text).not.toMatch(/\b[A-Z]\d?_[a-z]+_[a-z_]+|belle-epoque\.(log|action)\./);
      }
      expect(seen).toEqual(rows.map((r) => r.version));
    },
    scaled(120_000),
  );

  it('the console says "(only you)" for every private reply, an embed-only one (the hand) too; table edits say so', () => {
    let printed = '';
    const out = new Writable({
      write(chunk, _enc, done) {
        printed += String(chunk);
        done();
      },
    });
    const table = new ConsoleTable(app, out, { imagesDir: mkdtempSync(join(tmpdir(), 'calm-')) });
    table.notify('c', { embeds: [{ title: 'Your hand', description: 'Entente Cordiale' }], ephemeral: true });
    expect(printed).toMatch(/\(only you\)\s*\n┃ Your hand/);
    printed = '';
    table.notify('c', { embeds: [{ title: 'Status' }] });
    expect(printed).not.toContain('only you');
  });

  it(
    'Diplomacy, 7 players, one year: one post per phase resolved (plus the first table message)',
    async () => {
      const r = await measureDiplomacyYear(app);
      console.log('calm channel', JSON.stringify(r));
      expect(r.actions).toBeGreaterThan(20);
      expect(r.perTurn).toBeLessThanOrEqual(5);
    },
    scaled(300_000),
  );
});
