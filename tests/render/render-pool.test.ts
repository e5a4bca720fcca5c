/**
 * The render pool (issue #28): maps drawn in a child process that is retired after a number of images
 * or megabytes, byte for byte the images this process draws; a worker that dies mid-request is
 * replaced and the request tried again. The memory soak is in render-soak.test.ts, a process of its own.
 */
import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { installRenderPool, RenderPool } from '../../src/render/pool.js';
import { soakPositions } from '../../scripts/lib/render-soak.js';
import { scaled } from '../helpers/slowness.js';

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

describe('render pool', () => {
  afterEach(() => installRenderPool(null));

  it(
    'draws the same bytes as this process for positions of all four games, in both languages, across retired workers',
    { timeout: scaled(120_000) },
    async () => {
      const positions = soakPositions(6);
      expect(new Set(positions.map((p) => p.ui.slug)).size).toBe(4);
      const local: string[] = [];
      for (const [i, { ui, view }] of positions.entries())
        local.push(sha(await ui.renderMap!(view, { locale: i % 2 ? 'it' : 'en' })));
      // A worker lives for 5 images here: the 24 images need five of them.
      const pool = new RenderPool({ maxImages: 5 });
      installRenderPool(pool);
      try {
        const pooled: string[] = [];
        for (const [i, { ui, view }] of positions.entries())
          pooled.push(sha(await ui.renderMap!(view, { locale: i % 2 ? 'it' : 'en' })));
        expect(pooled).toEqual(local);
        expect(pool.stats().rendered).toBe(positions.length);
        expect(pool.stats().recycled).toBeGreaterThanOrEqual(4);
        // Several at once (as several channels ask): each gets its own image.
        const together = await Promise.all(
          positions.slice(0, 8).map(({ ui, view }, i) => ui.renderMap!(view, { locale: i % 2 ? 'it' : 'en' })),
        );
        expect(together.map(sha)).toEqual(local.slice(0, 8));
      } finally {
        await pool.close();
      }
    },
  );

  it(
    'a worker killed during a request is replaced and the request drawn by the next one',
    { timeout: scaled(60_000) },
    async () => {
      const [{ ui, view }] = soakPositions(1).filter((p) => p.ui.slug === 'diplomacy');
      const expected = sha(await ui.renderMap!(view, { locale: 'en' }));
      const pool = new RenderPool();
      installRenderPool(pool);
      try {
        await ui.renderMap!(view, { locale: 'en' }); // a worker is up
        const [pid] = pool.pids();
        const pending = ui.renderMap!(view, { locale: 'en' });
        process.kill(pid!, 'SIGKILL');
        expect(sha(await pending)).toBe(expected);
        expect(pool.pids()).not.toContain(pid);
      } finally {
        await pool.close();
      }
    },
  );
});
