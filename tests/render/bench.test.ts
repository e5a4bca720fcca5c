import { describe, expect, it } from 'vitest';
import { benchRender } from '../../scripts/lib/render-bench.js';
import { MAX_PNG_BYTES } from '../../src/render/common/png.js';

describe('benchRender', () => {
  it('renders every sample board and reports its size', () => {
    const rows = benchRender(1);
    expect(rows.length).toBeGreaterThanOrEqual(5);
    for (const r of rows) {
      expect(r.bytes, r.name).toBeGreaterThan(10_000);
      expect(r.bytes, r.name).toBeLessThan(MAX_PNG_BYTES);
    }
  });
});
