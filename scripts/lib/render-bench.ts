import { drawBelleEpoqueMap } from '../../src/render/belle-epoque/render.js';
import { lbeMidGame } from '../../src/render/belle-epoque/samples.js';
import { encodePngSync } from '../../src/render/common/png.js';
import { drawDiplomacyMap } from '../../src/render/diplomacy/render.js';
import { dipOrders } from '../../src/render/diplomacy/samples.js';
import { succession1701, Succession1701Options } from '../../src/engine/succession-1701/index.js';
import type { Succession1701State } from '../../src/engine/succession-1701/types.js';
import { viewFor } from '../../src/engine/succession-1701/view.js';
import { versailles1919, VersaillesOptions } from '../../src/engine/versailles-1919/index.js';
import { observerView } from '../../src/engine/versailles-1919/view.js';
import { toSuccession1701MapInput } from '../../src/render/succession-1701/adapter.js';
import { drawSuccession1701Map } from '../../src/render/succession-1701/render.js';
import { toVersaillesBoardInput } from '../../src/render/versailles-1919/adapter.js';
import { drawVersaillesBoard } from '../../src/render/versailles-1919/render.js';

const verInput = () => toVersaillesBoardInput(observerView(versailles1919.setup('bench', VersaillesOptions.parse({}))));
const s1701Input = () =>
  toSuccession1701MapInput(
    viewFor(succession1701.setup('bench', Succession1701Options.parse({})) as Succession1701State, 'observer'),
  );

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
  { name: 'versailles-1919 (setup)', draw: () => drawVersaillesBoard(verInput()) },
  { name: 'succession-1701 (setup)', draw: () => drawSuccession1701Map(s1701Input()) },
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
