/**
 * The memory of all the bot's processes (this one, which draws nothing itself, and its render workers)
 * stops growing over a long run (issue #28; slow: the soak of `npm run bench`, shortened). In a file of
 * its own so that no image drawn in this process by another test counts in its resident memory.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { installRenderPool } from '../../src/render/pool.js';
import { renderSoak } from '../../scripts/lib/render-soak.js';
import { scaled } from '../helpers/slowness.js';

describe('render soak', () => {
  afterEach(() => installRenderPool(null));

  it(
    'the memory of the bot and its render workers does not grow in the second half of a long run',
    { tags: ['slow'], timeout: scaled(900_000) },
    async () => {
      const r = await renderSoak(1200, { every: 100 });
      console.info(
        `render soak: ${r.renders} renders, ${r.halfMb} MiB at the half, ${r.endMb} at the end, peak ${r.peakMb}, second half +${r.growthPct}%, ${r.recycled} workers retired`,
      );
      expect(r.peakMb).toBeLessThan(1024);
      expect(r.growthPct).toBeLessThan(10);
    },
  );
});
