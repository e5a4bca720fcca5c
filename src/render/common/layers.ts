import { createCanvas, type Canvas } from '@napi-rs/canvas';
import { newCanvas, type Ctx } from './draw.js';

/** Drops the oldest entries of `m` (insertion order: a cache re-inserts what it uses) down to `max`. */
export function keepNewest<K, V>(m: Map<K, V>, max: number): void {
  while (m.size > max) m.delete(m.keys().next().value as K);
}

/** Every render cache of this process, for the memory log (issue #28): what it holds now. */
const registry: { name: string; size: () => number }[] = [];
export function registerCache(name: string, size: () => number): void {
  registry.push({ name, size });
}
/** Entries (or bytes, for names ending in "Bytes") of the caches, summed by name. */
export function cacheSizes(): Record<string, number> {
  const out: Record<string, number> = {};
  for (const c of registry) out[c.name] = (out[c.name] ?? 0) + c.size();
  return out;
}

/**
 * Static layers drawn once and reused: an opaque layer (sea, land, borders, tracks, the legend's
 * frame) is drawn on a canvas of its own, per key (map, zone, locale, size, and whatever state the
 * layer shows, such as the ownership of centres), rasterised once, and copied into each new image
 * with drawImage at the origin. Rasterising the static art is most of a render's cost (issue #20);
 * copying it is cheap. An opaque layer copied without scaling gives the pixels that drawing it in
 * place gives (tests render both ways and compare).
 */
export class LayerCache {
  private readonly entries = new Map<string, Canvas>();
  constructor(private readonly max = 12) {
    registerCache('layers', () => this.entries.size);
  }

  /** Paint layer `key` onto ctx at the origin: drawn in place by `draw` when caching is off; drawn
   * once on a canvas of its own, kept, and copied when it is on. */
  paint(ctx: Ctx, key: string, width: number, height: number, draw: (c: Ctx) => void, useCache: boolean): void {
    if (!useCache) {
      draw(ctx);
      return;
    }
    let layer = this.entries.get(key);
    if (layer) {
      this.entries.delete(key); // most recently used last
    } else {
      const made = newCanvas(width, height, '#ffffff');
      draw(made.ctx);
      made.canvas.data(); // rasterise now, once
      layer = made.canvas;
    }
    this.entries.set(key, layer);
    keepNewest(this.entries, this.max);
    ctx.drawImage(layer, 0, 0);
  }

  get size(): number {
    return this.entries.size;
  }
}

/** A canvas with the usual defaults, left transparent (the first layer covers it all). */
export function blankCanvas(width: number, height: number): { canvas: Canvas; ctx: Ctx } {
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.textBaseline = 'middle';
  ctx.lineJoin = 'round';
  ctx.lineCap = 'round';
  return { canvas, ctx };
}
