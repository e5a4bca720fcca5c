import { drawBelleEpoqueMap } from './belle-epoque/render.js';
import { lbeMidGame } from './belle-epoque/samples.js';
import { encodePngSync } from './common/png.js';
import { drawDiplomacyMap } from './diplomacy/render.js';
import { dipOrders } from './diplomacy/samples.js';

export interface RenderBenchRow {
  name: string;
  /** first render in this process: font registration, atlas parsing, projected-path caches */
  coldMs: number;
  meanMs: number;
  /** mean CPU time (user + system) of this process per render: less sensitive to a busy machine */
  meanCpuMs: number;
  minMs: number;
  maxMs: number;
  bytes: number;
}

const BOARDS: Array<{ name: string; draw: () => Parameters<typeof encodePngSync>[0] }> = [
  { name: 'belle-epoque (full board)', draw: () => drawBelleEpoqueMap(lbeMidGame()) },
  { name: 'belle-epoque (europe detail)', draw: () => drawBelleEpoqueMap(lbeMidGame(), { detail: 'europe' }) },
  { name: 'diplomacy (orders)', draw: () => drawDiplomacyMap(dipOrders()) },
];

/**
 * Times a full render (draw + PNG encode) of each sample board. For scripts/bench.ts; the renderers
 * themselves never read the clock.
 */
export function benchRender(iterations = 10): RenderBenchRow[] {
  return BOARDS.map(({ name, draw }) => {
    const once = () => {
      const c0 = process.cpuUsage();
      const t0 = performance.now();
      const bytes = encodePngSync(draw()).length;
      const ms = performance.now() - t0;
      const c = process.cpuUsage(c0);
      return { ms, cpuMs: (c.user + c.system) / 1000, bytes };
    };
    const cold = once();
    const runs = Array.from({ length: iterations }, once);
    const ms = runs.map((r) => r.ms);
    return {
      name,
      coldMs: cold.ms,
      meanMs: ms.reduce((a, b) => a + b, 0) / ms.length,
      meanCpuMs: runs.reduce((a, r) => a + r.cpuMs, 0) / runs.length,
      minMs: Math.min(...ms),
      maxMs: Math.max(...ms),
      bytes: runs[runs.length - 1]!.bytes,
    };
  });
}
