/**
 * The map part of `npm run bench`: for each game, a mid-game position of a seeded bot game, drawn and
 * encoded as the bot posts it (draw + encode, median and p95), its size, and the encode-only floor:
 * the time to encode the very same pixels alone. The ratio draw+encode / floor says how much drawing
 * costs on top of the unavoidable encode. Run alone: `npx tsx scripts/bench-render.ts [--quick] [--runs N] [--game <slug part>] [--moves]`.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
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

/** A full garbage collection before each timed step, so none pays for the garbage of the one before. */
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

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

/** The positions of a seeded bot game from its middle on: after each of `n` actions (0: the middle only). */
function positions(m: AnyGameModule, n: number): BaseState[] {
  const full = playout(m, 'bench-mid', {}, { policy: 'bot' });
  const half = Math.floor(full.records.length / 2);
  let s = m.setup('bench-mid', m.optionsSchema.parse({})) as BaseState;
  for (const r of full.records.slice(0, half)) s = m.apply(s, r.role, r.action).state as BaseState;
  const out = [s];
  for (const r of full.records.slice(half, half + n)) {
    s = m.apply(s, r.role, r.action).state as BaseState;
    out.push(s);
  }
  return out;
}

/**
 * `mode` 'repeat': the middle position drawn `runs` times (what the figures before issue #20's tile
 * cache measured); 'moves': the `runs` positions after it, one after another, each drawn once, as a
 * channel sees them move by move (the caches keep what the last image had; what changed is drawn).
 */
export async function benchRenders(
  runs: number,
  only?: string,
  mode: 'repeat' | 'moves' = 'repeat',
): Promise<RenderRow[]> {
  const rows: RenderRow[] = [];
  for (const ui of GAME_UIS) {
    if (!ui.renderMap || (only && !ui.slug.includes(only))) continue;
    const m = GAMES.find((g) => g.slug === ui.slug);
    if (!m) continue;
    const states = positions(m, mode === 'moves' ? runs : 0);
    const views = states.map((s) => m.view(s, OBSERVER));
    await ui.renderMap(views[0]!, { locale: 'en' }); // warm fonts and geometry caches
    // 'repeat': render and floor alternate, so a change of load over the run hits both alike.
    // 'moves': every image is rendered first, then every floor timed (decoding an image's pixels just
    // before its floor would leave that floor to pay the decoder's garbage collection).
    const shown = mode === 'moves' ? views.slice(1) : [views[0]!];
    const times: number[] = [];
    const cpu: number[] = [];
    const floor: number[] = [];
    const floorCpu: number[] = [];
    const cpuMs = (c: NodeJS.CpuUsage) => (c.user + c.system) / 1000;
    const timeFloor = (px: ReturnType<typeof pixels>) => {
      gc();
      const c0 = process.cpuUsage();
      const t0 = performance.now();
      encodeRgbaPng(px.w, px.h, px.rgba);
      floor.push(performance.now() - t0);
      floorCpu.push(cpuMs(process.cpuUsage(c0)));
    };
    const first = mode === 'repeat' ? pixels(await ui.renderMap(shown[0]!, { locale: 'en' })) : null;
    const pngs: Buffer[] = [];
    let size = 0;
    for (let i = 0; i < runs; i++) {
      gc();
      const c0 = process.cpuUsage();
      const t0 = performance.now();
      const png = await ui.renderMap(shown[i % shown.length]!, { locale: 'en' });
      times.push(performance.now() - t0);
      cpu.push(cpuMs(process.cpuUsage(c0)));
      size = Math.max(size, png.length);
      if (first) timeFloor(first);
      else pngs.push(png);
    }
    for (const png of pngs) timeFloor(pixels(png));
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
  // --moves: the positions after the middle one by one (default: the middle position repeated)
  const mode = process.argv.includes('--moves') ? 'moves' : 'repeat';
  const rows = await benchRenders(runs, arg('--game'), mode);
  console.log(
    mode === 'moves' ? `${runs} successive positions, each drawn once:` : `one position drawn ${runs} times:`,
  );
  for (const line of renderTable(rows)) console.log(line);
}
