/**
 * The map part of `npm run bench`: for each game, a mid-game position of a seeded bot game, drawn and
 * encoded as the bot posts it (draw + encode, median and p95), its size, and the encode-only floor:
 * the time to encode the very same pixels alone. The ratio draw+encode / floor says how much drawing
 * costs on top of the unavoidable encode. Run alone: `npx tsx scripts/bench-render.ts [--quick] [--runs N] [--game <slug part>]`.
 */
import { inflateSync } from 'node:zlib';
import { GAME_UIS } from '../src/commands/game-uis.js';
import { playout } from '../src/engine/core/playout.js';
import { OBSERVER, type AnyGameModule, type BaseState } from '../src/engine/core/types.js';
import { GAMES } from '../src/engine/games.js';
import { encodeRgbaPng } from '../src/render/common/png.js';

export interface RenderRow {
  game: string;
  medianMs: number;
  p95Ms: number;
  kib: number;
  floorMedianMs: number;
  ratio: number;
  /** the same two medians in CPU time of this process (steadier on a busy machine) */
  cpuMedianMs: number;
  floorCpuMedianMs: number;
  cpuRatio: number;
}

function pct(xs: number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return Math.round(s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]! * 100) / 100;
}

/** Pixels of a PNG our encoder wrote (8-bit RGBA, filter None): the floor re-encodes exactly these. */
function pixels(png: Buffer): { w: number; h: number; rgba: Buffer } {
  let off = 8;
  let w = 0;
  let h = 0;
  const idat: Buffer[] = [];
  while (off < png.length) {
    const len = png.readUInt32BE(off);
    const type = png.toString('latin1', off + 4, off + 8);
    const data = png.subarray(off + 8, off + 8 + len);
    if (type === 'IHDR') {
      w = data.readUInt32BE(0);
      h = data.readUInt32BE(4);
    } else if (type === 'IDAT') idat.push(data);
    off += 12 + len;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const rgba = Buffer.alloc(w * h * 4);
  for (let y = 0; y < h; y++) raw.copy(rgba, y * w * 4, y * (w * 4 + 1) + 1, (y + 1) * (w * 4 + 1));
  return { w, h, rgba };
}

function midGame(m: AnyGameModule): BaseState {
  const full = playout(m, 'bench-mid', {}, { policy: 'bot' });
  const half = Math.floor(full.records.length / 2);
  let s = m.setup('bench-mid', m.optionsSchema.parse({})) as BaseState;
  for (const r of full.records.slice(0, half)) s = m.apply(s, r.role, r.action).state as BaseState;
  return s;
}

export async function benchRenders(runs: number, only?: string): Promise<RenderRow[]> {
  const rows: RenderRow[] = [];
  for (const ui of GAME_UIS) {
    if (!ui.renderMap || (only && !ui.slug.includes(only))) continue;
    const m = GAMES.find((g) => g.slug === ui.slug);
    if (!m) continue;
    const view = m.view(midGame(m), OBSERVER);
    const first = await ui.renderMap(view, { locale: 'en' }); // warm fonts and geometry caches
    // render and floor alternate, so a change of load over the run hits both alike
    const px = pixels(first);
    const times: number[] = [];
    const cpu: number[] = [];
    const floor: number[] = [];
    const floorCpu: number[] = [];
    const cpuMs = (c: NodeJS.CpuUsage) => (c.user + c.system) / 1000;
    let size = 0;
    for (let i = 0; i < runs; i++) {
      let c0 = process.cpuUsage();
      let t0 = performance.now();
      const png = await ui.renderMap(view, { locale: 'en' });
      times.push(performance.now() - t0);
      cpu.push(cpuMs(process.cpuUsage(c0)));
      size = png.length;
      c0 = process.cpuUsage();
      t0 = performance.now();
      encodeRgbaPng(px.w, px.h, px.rgba);
      floor.push(performance.now() - t0);
      floorCpu.push(cpuMs(process.cpuUsage(c0)));
    }
    const median = pct(times, 50);
    const floorMedian = pct(floor, 50);
    rows.push({
      game: ui.slug,
      medianMs: median,
      p95Ms: pct(times, 95),
      kib: Math.round(size / 1024),
      floorMedianMs: floorMedian,
      ratio: Math.round((median / floorMedian) * 100) / 100,
      cpuMedianMs: pct(cpu, 50),
      floorCpuMedianMs: pct(floorCpu, 50),
      cpuRatio: Math.round((pct(cpu, 50) / pct(floorCpu, 50)) * 100) / 100,
    });
  }
  return rows;
}

export function renderTable(rows: RenderRow[]): string[] {
  return [
    '| game | draw+encode median ms | p95 ms | size KiB | encode-only floor ms | ratio | CPU ms: render / floor / ratio |',
    '|---|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.game} | ${r.medianMs} | ${r.p95Ms} | ${r.kib} | ${r.floorMedianMs} | ${r.ratio}× | ${r.cpuMedianMs} / ${r.floorCpuMedianMs} / ${r.cpuRatio}× |`,
    ),
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // --quick: 5 runs instead of 20; --runs N; --game <slug part> (or --game=<slug part>): only those games
  const arg = (name: string) => {
    const eq = process.argv.find((a) => a.startsWith(`${name}=`));
    if (eq) return eq.slice(name.length + 1);
    const i = process.argv.indexOf(name);
    return i > 0 ? process.argv[i + 1] : undefined;
  };
  const runs = Number(arg('--runs') ?? (process.argv.includes('--quick') ? 5 : 20));
  const rows = await benchRenders(runs, arg('--game'));
  for (const line of renderTable(rows)) console.log(line);
}
