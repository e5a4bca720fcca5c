import { inflateSync } from 'node:zlib';

export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export interface DecodedPng {
  width: number;
  height: number;
  rgba: Buffer;
}

/** Decodes the PNGs our encoder writes (8-bit RGBA, every row filter None); anything else throws. */
export function decodeOwnPng(png: Buffer): DecodedPng {
  if (!png.subarray(0, 8).equals(PNG_SIGNATURE)) throw new Error('not a PNG');
  let off = 8;
  let width = 0;
  let height = 0;
  const idat: Buffer[] = [];
  while (off < png.length) {
    const len = png.readUInt32BE(off);
    const type = png.toString('latin1', off + 4, off + 8);
    const data = png.subarray(off + 8, off + 8 + len);
    if (type === 'IHDR') {
      width = data.readUInt32BE(0);
      height = data.readUInt32BE(4);
      if (data[8] !== 8 || data[9] !== 6) throw new Error('expected 8-bit RGBA');
    } else if (type === 'IDAT') idat.push(data);
    off += 12 + len;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * 4 + 1;
  const rgba = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y++) {
    if (raw[y * stride] !== 0) throw new Error(`row ${y} uses filter ${raw[y * stride]}`);
    raw.copy(rgba, y * width * 4, y * stride + 1, (y + 1) * stride);
  }
  return { width, height, rgba };
}

export interface PixelStats {
  distinctColours: number;
  /** Share of pixels equal to the most common colour. */
  dominantShare: number;
  lumaStdDev: number;
}

export function pixelStats(img: DecodedPng): PixelStats {
  const counts = new Map<number, number>();
  let sum = 0;
  let sumSq = 0;
  const n = img.width * img.height;
  for (let i = 0; i < n; i++) {
    const r = img.rgba[i * 4];
    const g = img.rgba[i * 4 + 1];
    const b = img.rgba[i * 4 + 2];
    const key = (r << 16) | (g << 8) | b;
    counts.set(key, (counts.get(key) ?? 0) + 1);
    const l = 0.299 * r + 0.587 * g + 0.114 * b;
    sum += l;
    sumSq += l * l;
  }
  const mean = sum / n;
  return {
    distinctColours: counts.size,
    dominantShare: Math.max(...counts.values()) / n,
    lumaStdDev: Math.sqrt(sumSq / n - mean * mean),
  };
}

/** Share of pixels whose channels differ by more than `threshold` between two images. */
export function diffShare(a: DecodedPng, b: DecodedPng, threshold = 24): number {
  if (a.width !== b.width || a.height !== b.height) return 1;
  let bad = 0;
  const n = a.width * a.height;
  for (let i = 0; i < n; i++) {
    const o = i * 4;
    if (
      Math.abs(a.rgba[o] - b.rgba[o]) > threshold ||
      Math.abs(a.rgba[o + 1] - b.rgba[o + 1]) > threshold ||
      Math.abs(a.rgba[o + 2] - b.rgba[o + 2]) > threshold
    )
      bad++;
  }
  return bad / n;
}

/** Mean colour of a rectangle. */
export function meanColour(img: DecodedPng, x: number, y: number, w: number, h: number): [number, number, number] {
  let r = 0;
  let g = 0;
  let b = 0;
  for (let yy = y; yy < y + h; yy++) {
    for (let xx = x; xx < x + w; xx++) {
      const o = (yy * img.width + xx) * 4;
      r += img.rgba[o];
      g += img.rgba[o + 1];
      b += img.rgba[o + 2];
    }
  }
  const n = w * h;
  return [r / n, g / n, b / n];
}
