import { Image } from '@napi-rs/canvas';
import type { PixelRect } from './bands.js';
import { newCanvas, type Ctx } from './draw.js';
import { blankCanvas, keepNewest, registerCache } from './layers.js';
import { encodeRgbaPng } from './png.js';

/**
 * PatchedLayers (bands.ts) for a state spread all over the picture (issue #20: the 1701 board, whose
 * 85 towns carry markers, names and armies). What things cost on @napi-rs/canvas 1.1, measured:
 *
 * - drawImage of a Canvas replays its recorded drawing (the whole static map, clipped) at every
 *   call, so copying a base drawn on a Canvas into 200 rectangles costs about what drawing the map
 *   again does. The base is kept here as a decoded Image too: one drawImage of all of it is a copy
 *   of pixels (about 1 ms for 1100×1200);
 * - every getImageData costs a fixed ~30 µs besides its pixels, so nearby rectangles are merged
 *   before reading;
 * - by the library's source, a canvas keeps the recorded picture of every flush until a full
 *   clearRect (3000 images on one canvas showed no growth of the process, though); the reused
 *   scratch canvas is cleared every CLEAR_EVERY images, a guard that costs ~0.1 ms an image;
 * - parts that change less often than the whole (a legend, an army and its name that have not
 *   moved) can be given as regions: their pixels are kept per base and per region key, and drawn
 *   and read only for a new key; when nothing is new, the scratch canvas is not touched at all.
 *
 * `rects` must hold every pixel `drawState` draws; the pixels are then those of drawing the base,
 * the state and the regions on one canvas (tests decode both and compare), and the bytes those of
 * encodePngSync on that picture.
 */

/** a getImageData costs about as much as reading this many more pixels */
const READ_COST_PX = 1500;
/** Whole-pixel rectangles clipped to the picture, nearby ones merged while that reads fewer pixels
 * plus calls (READ_COST_PX a call). */
export function mergeRects(rects: readonly PixelRect[], width: number, height: number): PixelRect[] {
  const out: PixelRect[] = [];
  for (const r of rects) {
    const x = Math.max(0, Math.floor(r.x));
    const y = Math.max(0, Math.floor(r.y));
    const w = Math.min(width, Math.ceil(r.x + r.w)) - x;
    const h = Math.min(height, Math.ceil(r.y + r.h)) - y;
    if (w > 0 && h > 0) out.push({ x, y, w, h });
  }
  let merged = true;
  while (merged) {
    merged = false;
    for (let i = 0; i < out.length; i++) {
      const a = out[i]!;
      for (let j = i + 1; j < out.length; j++) {
        const b = out[j]!;
        const x0 = Math.min(a.x, b.x);
        const y0 = Math.min(a.y, b.y);
        const x1 = Math.max(a.x + a.w, b.x + b.w);
        const y1 = Math.max(a.y + a.h, b.y + b.h);
        if ((x1 - x0) * (y1 - y0) > a.w * a.h + b.w * b.h + READ_COST_PX) continue;
        a.x = x0;
        a.y = y0;
        a.w = x1 - x0;
        a.h = y1 - y0;
        out.splice(j, 1);
        j = i; // compare the grown rectangle with all the others again
        merged = true;
      }
    }
  }
  return out;
}

/**
 * A part of the picture drawn apart from the rest of the state, whose pixels are kept per `key`
 * (what it shows: the legend's words and counts). No other drawing may touch `rect`.
 */
export interface CachedRegion {
  key: string;
  rect: PixelRect;
  draw: (c: Ctx) => void;
}

interface Entry {
  image: Image;
  pixels: Buffer;
  /** pixels of cached regions drawn over this base, by region key */
  regions: Map<string, Buffer>;
  regionBytes: number;
}

/** pixels of regions kept per base: the parts of a whole board took 4.1 MiB, a theatre 1.7 MiB */
const MAX_REGION_BYTES = 12 * 1024 * 1024;
/** a full clearRect resets the canvas's record (and its surface); every this many images */
const CLEAR_EVERY = 16;
/** bytes of bases (pixels, decoded image, kept regions) per cache, beside the count (issue #28) */
const MAX_BASE_BYTES = 64 * 1024 * 1024;

export class RasterPatchedLayers {
  private readonly entries = new Map<string, Entry>();
  private readonly scratch = new Map<string, { ctx: Ctx; uses: number }>();
  constructor(private readonly max = 8) {
    registerCache('rasterBases', () => this.entries.size);
    registerCache('rasterRegionBytes', () => [...this.entries.values()].reduce((n, e) => n + e.regionBytes, 0));
  }

  /** The opaque picture `draw` gives (drawn once per key, on white), as pixels and as a decoded
   * Image: drawImage of an Image copies pixels, where drawImage of a Canvas replays its drawing. */
  layer(key: string, width: number, height: number, draw: (c: Ctx) => void): Entry {
    let e = this.entries.get(key);
    if (e) this.entries.delete(key);
    else {
      const made = newCanvas(width, height, '#ffffff');
      draw(made.ctx);
      const pixels = made.canvas.data();
      const image = new Image();
      image.src = encodeRgbaPng(width, height, pixels); // decoded at once; opaque, so exact
      e = { image, pixels, regions: new Map(), regionBytes: 0 };
    }
    this.entries.set(key, e);
    keepNewest(this.entries, this.max);
    let bytes = 0;
    for (const x of this.entries.values()) bytes += 2 * x.pixels.length + x.regionBytes;
    for (const [k, x] of this.entries) {
      if (bytes <= MAX_BASE_BYTES || k === key) break;
      this.entries.delete(k);
      bytes -= 2 * x.pixels.length + x.regionBytes;
    }
    return e;
  }

  /**
   * The PNG of a `width`×`height` image: the opaque base `drawBase` (cached under `key`) with
   * `drawState` drawn over it, and each of `regions` (drawn only when its key is new for this base).
   * `drawState` must draw only inside `rects`, and nowhere in a region's rectangle.
   */
  encode(
    key: string,
    width: number,
    height: number,
    rects: readonly PixelRect[],
    drawBase: (c: Ctx) => void,
    drawState: (c: Ctx) => void,
    regions: readonly CachedRegion[] = [],
  ): Buffer {
    const e = this.layer(key, width, height, drawBase);
    const size = `${width}x${height}`;
    let s = this.scratch.get(size);
    if (!s) {
      s = { ctx: blankCanvas(width, height).ctx, uses: 0 };
      this.scratch.set(size, s);
      keepNewest(this.scratch, 4);
    }
    const ctx = s.ctx;
    const missing = regions.filter((g) => !e.regions.has(g.key));
    // nothing new to draw: the picture is the base and kept pixels
    if (rects.length || missing.length) {
      if (s.uses++ % CLEAR_EVERY === 0) ctx.clearRect(0, 0, width, height);
      ctx.drawImage(e.image, 0, 0);
      ctx.save();
      drawState(ctx);
      ctx.restore();
      for (const g of missing) {
        ctx.save();
        g.draw(ctx);
        ctx.restore();
      }
    }
    const read = (r: PixelRect) => {
      const d = ctx.getImageData(r.x, r.y, r.w, r.h).data;
      return Buffer.from(d.buffer, d.byteOffset, d.byteLength);
    };
    const patches = mergeRects(rects, width, height).map((r) => ({ r, src: read(r) }));
    // a region's pixels go on last: the state's rectangles may reach into it, not its drawing
    for (const g of regions) {
      const [r] = mergeRects([g.rect], width, height);
      if (!r) continue;
      let src = e.regions.get(g.key);
      if (!src) {
        src = read(r);
        e.regions.set(g.key, src);
        e.regionBytes += src.length;
        while (e.regionBytes > MAX_REGION_BYTES) {
          const oldest = e.regions.keys().next().value as string;
          e.regionBytes -= e.regions.get(oldest)!.length;
          e.regions.delete(oldest);
        }
      }
      patches.push({ r, src });
    }
    return encodeRgbaPng(width, height, e.pixels, (raw, stride) => {
      for (const { r, src } of patches)
        for (let row = 0; row < r.h; row++)
          src.copy(raw, (r.y + row) * stride + 1 + r.x * 4, row * r.w * 4, (row + 1) * r.w * 4);
    });
  }

  get size(): number {
    return this.entries.size;
  }
}
