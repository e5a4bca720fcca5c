/**
 * A replay's frames as one animated GIF (Discord animates GIFs inline), encoded with gifenc: each frame
 * drawn by the game's renderer, scaled to the width Discord previews images at, a caption band under it,
 * quantized to its own 256-colour palette. Always under the upload budget: a long game drops frames
 * (the least telling first: orders of retreats and builds, then of movements, then springs' positions;
 * the first and last frames and the ends of years and turns go last) and, if even that is too much,
 * the frames are drawn smaller. It never fails for length.
 */
import { createCanvas, loadImage, type SKRSContext2D } from '@napi-rs/canvas';
import * as gifencModule from 'gifenc';
import { ensureFonts, font } from '../../render/common/fonts.js';
import { KEEP, type FrameSpec } from './frames.js';

// gifenc ships CommonJS (Node's import gives it as the default export) and an ES build (named exports,
// which vitest's resolver picks): either way, the same three functions
const gifenc: gifencModule.Gifenc =
  typeof (gifencModule as { quantize?: unknown }).quantize === 'function' ? gifencModule : gifencModule.default;
const { GIFEncoder, quantize, applyPalette } = gifenc;

/** Discord shows an image 550 px wide in a message; a frame wider is only scaled down there. */
export const PREVIEW_WIDTH = 550;
/**
 * The most a replay may weigh: under the 10 MiB a message may carry in a server without boosts
 * (src/bot/discord-limits.ts), with room for the message itself.
 */
export const REPLAY_BUDGET = 8 * 1024 * 1024;
/** Frames drawn at most, whatever the game's length (a 1901–1920 Diplomacy game has about 160). */
export const MAX_FRAMES = 120;

const DELAY = { position: 1100, orders: 1400, last: 5000 } as const;
const BAND = 46;

export interface ReplayOptions {
  budget?: number;
  width?: number;
  maxFrames?: number;
  /** Called with each composed frame as a PNG (samples and tests look at frames this way). */
  onFrame?: (i: number, png: Buffer) => void;
}

export interface ReplayGif {
  data: Buffer;
  width: number;
  height: number;
  /** frames in the GIF, and how many the game had */
  frames: number;
  of: number;
  /** the frames kept, as indexes into the list given */
  kept: number[];
}

/** Indexes of the frames to keep: drops the highest-numbered priority first, every other one at a time. */
export function thin(priorities: number[], keep: (kept: number[]) => boolean): number[] {
  let kept = priorities.map((_, i) => i);
  const last = priorities.length - 1;
  while (!keep(kept)) {
    const top = Math.max(...kept.filter((i) => i !== 0 && i !== last).map((i) => priorities[i]!), -1);
    if (top < 0) break;
    const cls = kept.filter((i) => i !== 0 && i !== last && priorities[i] === top);
    // every other frame of that class (all of it when there is one)
    const drop = new Set(cls.length === 1 ? cls : cls.filter((_, k) => k % 2 === 1));
    if (top === KEEP && cls.length <= 1 && drop.size === 0) break;
    kept = kept.filter((i) => !drop.has(i));
  }
  return kept;
}

interface Drawn {
  chunk: Uint8Array;
}

/**
 * Draws and encodes the frames. `draw` gives a frame's PNG (the game's renderer), `caption` its text
 * lines in the requester's language (a heading, then what changed).
 */
export async function encodeReplay(
  specs: FrameSpec[],
  draw: (f: FrameSpec) => Promise<Buffer>,
  caption: (f: FrameSpec) => { head: string; changes: string },
  opts: ReplayOptions = {},
): Promise<ReplayGif> {
  ensureFonts();
  const budget = opts.budget ?? REPLAY_BUDGET;
  const maxFrames = opts.maxFrames ?? MAX_FRAMES;
  // first cut, before drawing anything: no more than maxFrames
  const pri = specs.map((f) => f.priority);
  const chosen = thin(pri, (k) => k.length <= maxFrames);
  let width = opts.width ?? PREVIEW_WIDTH;
  for (;;) {
    const out = await encodeAt(
      chosen.map((i) => specs[i]!),
      draw,
      caption,
      width,
      budget,
      opts.onFrame,
    );
    if (out) return { ...out, of: specs.length, kept: out.kept.map((k) => chosen[k]!) };
    width = Math.floor(width * 0.75);
  }
}

async function encodeAt(
  specs: FrameSpec[],
  draw: (f: FrameSpec) => Promise<Buffer>,
  caption: (f: FrameSpec) => { head: string; changes: string },
  width: number,
  budget: number,
  onFrame?: (i: number, png: Buffer) => void,
): Promise<Omit<ReplayGif, 'of'> | null> {
  let size: { w: number; h: number } | null = null;
  const drawn: Drawn[] = [];
  for (let i = 0; i < specs.length; i++) {
    const f = specs[i]!;
    const img = await loadImage(await draw(f));
    if (!size) size = { w: width, h: Math.round((img.height * width) / img.width) + BAND };
    const canvas = createCanvas(size.w, size.h);
    const g = canvas.getContext('2d');
    g.fillStyle = '#ffffff';
    g.fillRect(0, 0, size.w, size.h);
    g.imageSmoothingEnabled = true;
    g.imageSmoothingQuality = 'high';
    const h = Math.min(size.h - BAND, Math.round((img.height * width) / img.width));
    g.drawImage(img, 0, 0, width, h);
    drawCaption(g, caption(f), size.w, size.h - BAND, Math.max(10, Math.round((13 * width) / PREVIEW_WIDTH)));
    if (onFrame) onFrame(i, canvas.toBuffer('image/png'));
    const rgba = g.getImageData(0, 0, size.w, size.h).data;
    const palette = quantize(rgba, 256);
    const index = applyPalette(rgba, palette);
    const enc = GIFEncoder({ auto: false, initialCapacity: size.w * size.h });
    const delay = i === specs.length - 1 ? DELAY.last : DELAY[f.kind];
    enc.writeFrame(index, size.w, size.h, { palette, first: i === 0, repeat: 0, delay });
    drawn.push({ chunk: enc.bytes() });
  }
  if (!size) return null;
  const header = 6;
  const total = (kept: number[]) => header + 1 + kept.reduce((n, k) => n + drawn[k]!.chunk.length, 0);
  const kept = thin(
    specs.map((f) => f.priority),
    (k) => total(k) <= budget,
  );
  if (total(kept) > budget) return null;
  const gif = GIFEncoder({ auto: false, initialCapacity: total(kept) });
  gif.writeHeader();
  for (const k of kept) gif.stream.writeBytes(drawn[k]!.chunk);
  gif.finish();
  return { data: Buffer.from(gif.bytes()), width: size.w, height: size.h, frames: kept.length, kept };
}

function drawCaption(
  g: SKRSContext2D,
  text: { head: string; changes: string },
  w: number,
  top: number,
  px: number,
): void {
  g.fillStyle = '#f3efe4';
  g.fillRect(0, top, w, BAND);
  g.fillStyle = '#8a8170';
  g.fillRect(0, top, w, 1);
  g.fillStyle = '#1d1a14';
  g.textBaseline = 'top';
  g.font = font(px + 1, 'bold');
  g.fillText(clipText(g, text.head, w - 12), 6, top + 5);
  g.font = font(px);
  g.fillStyle = '#2f2a20';
  g.fillText(clipText(g, text.changes, w - 12), 6, top + 8 + px + 3);
}

/** Shortened with "…" to fit the width. */
function clipText(g: SKRSContext2D, s: string, max: number): string {
  if (g.measureText(s).width <= max) return s;
  let lo = 0;
  let hi = s.length;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (g.measureText(`${s.slice(0, mid)}…`).width <= max) lo = mid;
    else hi = mid - 1;
  }
  return `${s.slice(0, lo).trimEnd()}…`;
}
