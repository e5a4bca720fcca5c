import { constants, deflateRawSync } from 'node:zlib';
import { Image } from '@napi-rs/canvas';
import { blankCanvas, keepNewest, registerCache } from './layers.js';
import { newCanvas, type Ctx } from './draw.js';
import { encodeScanlines, pngFromZlib, scanlines } from './png.js';

/**
 * Pictures whose state is drawn over fixed art, encoded without compressing the fixed rows again
 * (issue #20). The base (the static layer and whatever is fixed for a key) is drawn, read and cut into
 * blocks of rows once per key; a new image draws only the state's rectangles, and only the blocks
 * those touch are compressed again. The blocks are joined into one zlib stream (each piece ends on a
 * full flush, so none refers back into another) whose Adler-32 is combined from the pieces'. The
 * pixels are those of drawing everything on one canvas (tests decode both and compare); the bytes
 * differ from encodePngSync's, and are the same every time for the same input. The 1701 board, whose
 * state covers most rows, uses common/patched.ts instead.
 */

const DEFLATE = { level: 3, memLevel: 9, finishFlush: constants.Z_FULL_FLUSH } as const;
const ADLER_MOD = 65521;
/** The most bytes of kept rectangle pixels per PatchedBands (oldest dropped first). */
const TILE_BYTES = 48 * 1024 * 1024;
/**
 * Bytes of base pictures kept per cache (each is kept twice: as scanlines and decoded), and of the
 * scratch canvases' pixels: beside the count, so that a board of many layouts (Versailles' base changes
 * with the rows of its tables) does not keep a dozen 1100×1600 pictures and canvases (issue #28).
 */
const BASE_BYTES = 64 * 1024 * 1024;
const CANVAS_BYTES = 32 * 1024 * 1024;
/** Drops the oldest entries of `m` while the sizes of all of them add up to more than `max` (the newest stays). */
function keepBytes<K, V>(m: Map<K, V>, max: number, bytes: (v: V) => number): void {
  let total = 0;
  for (const v of m.values()) total += bytes(v);
  for (const [k, v] of m) {
    if (total <= max || m.size <= 1) break;
    m.delete(k);
    total -= bytes(v);
  }
}

/** Adler-32 of `buf` (RFC 1950), as [a, b]. */
function adler(buf: Uint8Array): [number, number] {
  let a = 1;
  let b = 0;
  const n = buf.length;
  let i = 0;
  while (i < n) {
    const end = Math.min(n, i + 3800); // keeps b below 2^31 before the modulo
    for (; i < end; i++) {
      a += buf[i]!;
      b += a;
    }
    a %= ADLER_MOD;
    b %= ADLER_MOD;
  }
  return [a, b];
}

/** Adler-32 of A followed by B (length `lenB`), from theirs. */
function combine([a1, b1]: [number, number], [a2, b2]: [number, number], lenB: number): [number, number] {
  const rem = lenB % ADLER_MOD;
  const a = (a1 + a2 - 1 + ADLER_MOD) % ADLER_MOD;
  const b = (b1 + b2 + ((rem * ((a1 - 1 + ADLER_MOD) % ADLER_MOD)) % ADLER_MOD)) % ADLER_MOD;
  return [a, b];
}

interface Piece {
  deflated: Buffer;
  sum: [number, number];
  len: number;
}

/** A rectangle of whole pixels. */
export interface PixelRect {
  x: number;
  y: number;
  w: number;
  h: number;
  /**
   * Everything the state draws inside this rectangle, as a string, when it is known: the pixels read
   * there are kept under the base's key, the rectangle and this, and a later image with the same
   * three takes them without drawing or reading (reading pixels back costs about twice as much as
   * compressing them). It must name all that changes the pixels there; leave it out when unsure.
   */
  key?: string;
}

/** The PNG whose scanlines are the pieces' in order: one zlib stream, its Adler-32 combined. */
function pngFromPieces(width: number, height: number, parts: readonly Piece[]): Buffer {
  let sum: [number, number] = [1, 0];
  for (const p of parts) sum = combine(sum, p.sum, p.len);
  const tail = Buffer.alloc(4);
  tail.writeUInt32BE(((sum[1] << 16) | sum[0]) >>> 0, 0);
  const zlib = Buffer.concat([
    Buffer.from([0x78, 0x01]),
    ...parts.map((p) => p.deflated),
    Buffer.from([0x03, 0x00]), // an empty final block
    tail,
  ]);
  return pngFromZlib(width, height, zlib);
}

interface BlockEntry {
  /**
   * the base picture decoded: drawImage of an Image copies its pixels, where drawImage of a Canvas
   * records a replay of the canvas's whole drawing that the next read of the pixels carries out
   * (measured on the Versailles board: 12.1 ms of reads per image from a Canvas, 8.1 from an Image)
   */
  image: Image;
  /** the base picture as PNG scanlines (filter byte 0 on every row) */
  raw: Buffer;
  /** the Adler-32 of each block of the base's scanlines */
  sums: Array<[number, number]>;
  /** the compressed scanlines of each block, made the first time an image leaves it untouched */
  blocks: Array<Piece | undefined>;
}

const mod = (x: number) => ((x % ADLER_MOD) + ADLER_MOD) % ADLER_MOD;

/**
 * adler(), about twice as fast on a buffer that starts on a 4-byte boundary: a 32-bit word x0..x3
 * (x0 its low byte) adds x0+x1+x2+x3 to the sum and 4·a + 4x0 + 3x1 + 2x2 + x3 to the weighted
 * sum, one step where bytes take four dependent ones.
 */
function adlerWords(buf: Uint8Array): [number, number] {
  if (buf.byteOffset % 4) return adler(buf);
  const n = buf.length;
  const words = n >>> 2;
  const u32 = new Uint32Array(buf.buffer, buf.byteOffset, words);
  let a = 1;
  let b = 0;
  let j = 0;
  while (j < words) {
    const end = Math.min(words, j + 400); // a < 2^19 and b < 2^30 before the modulo: int32 arithmetic
    for (; j < end; j++) {
      const w = u32[j]!;
      const x0 = w & 255;
      const x1 = (w >>> 8) & 255;
      const x2 = (w >>> 16) & 255;
      const x3 = w >>> 24;
      b = (b + 4 * a + 4 * x0 + 3 * x1 + 2 * x2 + x3) | 0;
      a = (a + x0 + x1 + x2 + x3) | 0;
    }
    a %= ADLER_MOD;
    b %= ADLER_MOD;
  }
  for (let i = words * 4; i < n; i++) {
    a += buf[i]!;
    b += a;
  }
  return [a % ADLER_MOD, b % ADLER_MOD];
}

/** Σ x_k and Σ (m - k)·x_k over the m bytes of `buf` from `from` (m at most a few thousand: no overflow). */
function segmentSums(buf: Uint8Array, from: number, m: number): [number, number] {
  let a = 0;
  let b = 0;
  for (let i = from, end = from + m; i < end; i++) {
    a += buf[i]!;
    b += a;
  }
  return [a, b % ADLER_MOD];
}

/**
 * State drawn in rectangles over a base picture kept per key (issue #20), with the base's rows
 * compressed once: the image is cut into fixed blocks of `blockRows` rows, and a block
 * no rectangle touches is the base's, whose compressed bytes are kept per key. Only the blocks under
 * some rectangle are compressed for each image: their rows are the base's scanlines with the
 * rectangles' pixels copied in. The blocks are fixed, not cut around the rectangles, so an
 * untouched block is found in the cache whatever the state (a cut that followed the rectangles would
 * need new pieces for every new position). A touched run's checksum is either summed afresh or, when
 * the rectangles cover little of it, the base's corrected by the bytes they change (Adler-32 is a
 * sum and a weighted sum of the bytes). `rects` must hold every pixel the state draws. Pixels are
 * those of drawing everything on one canvas (tests decode both and compare); the bytes differ from
 * encodePngSync's (the stream is cut at the blocks), and are the same every time for the same input.
 */
export class PatchedBands {
  private readonly entries = new Map<string, BlockEntry>();
  private readonly canvases = new Map<string, Ctx>();
  private readonly raws = new Map<number, Buffer>();
  /** pixels read from keyed rectangles, by base key, rectangle and rectangle key (newest last) */
  private readonly tiles = new Map<string, Buffer>();
  private tileBytes = 0;
  constructor(
    private readonly max = 8,
    private readonly blockRows = 8,
  ) {
    registerCache('bandBases', () => this.entries.size);
    registerCache('bandTileBytes', () => this.tileBytes);
  }

  encode(
    key: string,
    width: number,
    height: number,
    rects: readonly PixelRect[],
    drawBase: (c: Ctx) => void,
    drawState: (c: Ctx) => void,
  ): Buffer {
    return this.encodeParts(key, width, height, [{ y0: 0, y1: height, rects, draw: drawState }], drawBase);
  }

  /**
   * encode() with the state in parts, each drawn only inside its rows y0..y1 and its rectangles, on
   * a canvas only that tall (translated by whole pixels: the same pixels). On a tall image this is
   * cheaper: reading a canvas that was drawn on since the last read costs about a copy of all of it
   * (measured 2.4-3.1 ms at 1100×1889 against 0.13 ms at 1100×300, whatever was drawn).
   */
  encodeParts(
    key: string,
    width: number,
    height: number,
    stateParts: ReadonlyArray<{ y0: number; y1: number; rects: readonly PixelRect[]; draw: (c: Ctx) => void }>,
    drawBase: (c: Ctx) => void,
  ): Buffer {
    const stride = width * 4 + 1;
    const B = this.blockRows;
    const nBlocks = Math.ceil(height / B);
    let e = this.entries.get(key);
    if (e) this.entries.delete(key);
    else {
      const made = newCanvas(width, height, '#ffffff');
      drawBase(made.ctx);
      const raw = scanlines(width, height, made.canvas.data());
      const sums: Array<[number, number]> = [];
      for (let b = 0; b < nBlocks; b++)
        sums.push(adler(raw.subarray(b * B * stride, Math.min(height, (b + 1) * B) * stride)));
      const image = new Image();
      image.src = encodeScanlines(width, height, raw); // decoded at once; opaque, so exact
      e = { image, raw, sums, blocks: [] };
    }
    this.entries.set(key, e);
    keepNewest(this.entries, this.max);
    keepBytes(this.entries, BASE_BYTES, (x) => 2 * x.raw.length);
    // canvases and a scanline buffer kept per size and reused (a fresh 5-9 MB buffer costs its page
    // faults every time): every pixel read and every byte compressed was first overwritten
    let rawScratch = this.raws.get(stride * height);
    if (!rawScratch) {
      rawScratch = Buffer.allocUnsafe(stride * height);
      this.raws.set(stride * height, rawScratch);
      keepNewest(this.raws, 4);
    }
    const patches: Array<{ r: PixelRect; src: Buffer }> = [];
    for (const part of stateParts) {
      const y0 = Math.max(0, Math.floor(part.y0));
      const y1 = Math.min(height, Math.ceil(part.y1));
      if (y1 <= y0) continue;
      const clipped = part.rects
        .map((r) => {
          const x = Math.max(0, Math.floor(r.x));
          const y = Math.max(y0, Math.floor(r.y));
          return {
            x,
            y,
            w: Math.min(width, Math.ceil(r.x + r.w)) - x,
            h: Math.min(y1, Math.ceil(r.y + r.h)) - y,
            key: r.key,
          };
        })
        .filter((r) => r.w > 0 && r.h > 0);
      if (!clipped.length) continue;
      const toRead: Array<PixelRect & { tile?: string }> = [];
      for (const r of clipped) {
        const tile = r.key === undefined ? undefined : `${key}#${r.x},${r.y},${r.w},${r.h}#${r.key}`;
        const kept = tile === undefined ? undefined : this.tiles.get(tile);
        if (kept) {
          this.tiles.delete(tile!);
          this.tiles.set(tile!, kept);
          patches.push({ r, src: kept });
        } else toRead.push({ ...r, tile });
      }
      if (!toRead.length) continue;
      const size = `${width}x${y1 - y0}`;
      let ctx = this.canvases.get(size);
      if (!ctx) {
        ctx = blankCanvas(width, y1 - y0).ctx;
        this.canvases.set(size, ctx);
        keepNewest(this.canvases, 16);
        keepBytes(this.canvases, CANVAS_BYTES, (c) => c.canvas.width * c.canvas.height * 4);
      }
      for (const r of toRead) ctx.drawImage(e.image, r.x, r.y, r.w, r.h, r.x, r.y - y0, r.w, r.h);
      ctx.save();
      ctx.translate(0, -y0);
      part.draw(ctx);
      ctx.restore();
      for (const r of toRead) {
        const img = ctx.getImageData(r.x, r.y - y0, r.w, r.h).data;
        const src = Buffer.from(img.buffer, img.byteOffset, img.byteLength);
        patches.push({ r, src });
        if (r.tile !== undefined) this.keepTile(r.tile, src);
      }
    }
    const touched = new Uint8Array(nBlocks);
    for (const { r } of patches)
      for (let b = Math.floor(r.y / B); b <= Math.floor((r.y + r.h - 1) / B); b++) touched[b] = 1;
    const parts: Piece[] = [];
    for (let b = 0; b < nBlocks; ) {
      if (!touched[b]) {
        let p = e.blocks[b];
        if (!p) {
          const raw = e.raw.subarray(b * B * stride, Math.min(height, (b + 1) * B) * stride);
          p = { deflated: deflateRawSync(raw, DEFLATE), sum: e.sums[b]!, len: raw.length };
          e.blocks[b] = p;
        }
        parts.push(p);
        b++;
        continue;
      }
      let end = b;
      while (end < nBlocks && touched[end]) end++;
      const y0 = b * B;
      const y1 = Math.min(height, end * B);
      const n = (y1 - y0) * stride;
      const raw = rawScratch.subarray(0, n);
      e.raw.copy(raw, 0, y0 * stride, y1 * stride);
      let sum: [number, number];
      const inRun = patches.filter(({ r }) => r.y >= y0 && r.y < y1); // a rectangle lies within one run
      if (2 * inRun.reduce((t, { r }) => t + r.w * r.h * 4, 0) > n) {
        // the rectangles cover most of the run: summing the run once is cheaper than correcting
        for (const { r, src } of inRun)
          for (let row = 0; row < r.h; row++)
            src.copy(raw, (r.y - y0 + row) * stride + 1 + r.x * 4, row * r.w * 4, (row + 1) * r.w * 4);
        sum = adlerWords(raw);
      } else {
        sum = [1, 0];
        for (let k = b; k < end; k++) sum = combine(sum, e.sums[k]!, (Math.min(height, (k + 1) * B) - k * B) * stride);
        // byte i of the run adds its value to the sum and (n - i) times it to the weighted sum: the
        // patched rows' sums move by what their new bytes add less what the base's bytes there added
        let da = 0;
        let db = 0;
        for (const { r, src } of inRun) {
          const m = r.w * 4;
          for (let row = 0; row < r.h; row++) {
            const at = (r.y - y0 + row) * stride + 1 + r.x * 4;
            const from = row * m;
            if (src.compare(raw, at, at + m, from, from + m) === 0) continue; // rows the state left alone
            const [aOld, bOld] = segmentSums(raw, at, m);
            const [aNew, bNew] = segmentSums(src, from, m);
            // m bytes from run position at: Σ (n - at - k)·x_k = (n - at - m)·Σx + Σ (m - k)·x_k
            da += aNew - aOld;
            db = mod(db + ((n - at - m) % ADLER_MOD) * mod(aNew - aOld) + bNew - bOld);
            src.copy(raw, at, from, from + m);
          }
          da = mod(da);
        }
        sum = [mod(sum[0] + da), mod(sum[1] + db)];
      }
      parts.push({ deflated: deflateRawSync(raw, DEFLATE), sum, len: n });
      b = end;
    }
    return pngFromPieces(width, height, parts);
  }

  private keepTile(tile: string, src: Buffer): void {
    this.tiles.set(tile, src);
    this.tileBytes += src.length;
    for (const [k, v] of this.tiles) {
      if (this.tileBytes <= TILE_BYTES) break;
      this.tiles.delete(k);
      this.tileBytes -= v.length;
    }
  }

  get size(): number {
    return this.entries.size;
  }
}
