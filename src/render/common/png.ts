import { crc32, deflateSync } from 'node:zlib';
import type { Canvas } from '@napi-rs/canvas';

/** Hard ceiling for every image we send to Discord. */
export const MAX_PNG_BYTES = 2 * 1024 * 1024;

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(data, crc32(head.subarray(4))) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

/**
 * PNG encoding with node's zlib at a moderate level and no row filters. Our maps are flat colours,
 * which deflate well unfiltered; this is about 4× faster than the canvas library's own encoder for a
 * few percent more bytes, and it is byte-for-byte repeatable (no metadata, no time stamp).
 */
export function encodePngSync(canvas: Canvas): Buffer {
  return encodeRgbaPng(canvas.width, canvas.height, canvas.data());
}

/** The same encoding from raw RGBA pixels (the benchmark's encode-only floor uses it). `patch`, if
 * given, may overwrite pixels in the scanlines (row y, column x at y * stride + 1 + 4 * x) before
 * they are compressed: a picture that differs from `rgba` in a few places needs no copy of it. */
export function encodeRgbaPng(
  w: number,
  h: number,
  rgba: Buffer,
  patch?: (raw: Buffer, stride: number) => void,
): Buffer {
  if (rgba.length !== w * h * 4)
    throw new Error(`render: unexpected pixel buffer of ${rgba.length} bytes for ${w}×${h}`);
  const raw = scanlines(w, h, rgba);
  patch?.(raw, w * 4 + 1);
  return encodeScanlines(w, h, raw);
}

/** RGBA pixels as PNG scanlines: each row a filter byte 0 (None), then its pixels. */
export function scanlines(w: number, h: number, rgba: Buffer): Buffer {
  const stride = w * 4 + 1;
  const raw = Buffer.alloc(stride * h);
  for (let y = 0; y < h; y++) rgba.copy(raw, y * stride + 1, y * w * 4, (y + 1) * w * 4);
  return raw;
}

/** The PNG of scanlines already laid out (filter byte 0 on every row), compressed as encodeRgbaPng does. */
export function encodeScanlines(w: number, h: number, raw: Buffer): Buffer {
  if (raw.length !== (w * 4 + 1) * h)
    throw new Error(`render: unexpected scanlines of ${raw.length} bytes for ${w}×${h}`);
  return pngFromZlib(w, h, deflateSync(raw, { level: 3, memLevel: 9 }));
}

/** A PNG (8-bit RGBA) around `zlib`, the compressed scanlines (each row: filter byte 0, then RGBA). */
export function pngFromZlib(w: number, h: number, zlib: Buffer): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 6; // RGBA
  ihdr[10] = 0;
  ihdr[11] = 0;
  ihdr[12] = 0;
  const png = Buffer.concat([SIGNATURE, chunk('IHDR', ihdr), chunk('IDAT', zlib), chunk('IEND', Buffer.alloc(0))]);
  if (png.length > MAX_PNG_BYTES) {
    throw new Error(`render: PNG is ${png.length} bytes, over the ${MAX_PNG_BYTES} byte limit`);
  }
  return png;
}

export async function encodePng(canvas: Canvas): Promise<Buffer> {
  return encodePngSync(canvas);
}
