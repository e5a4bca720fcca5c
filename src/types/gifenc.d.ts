/** Types for gifenc 1.0.3 (it ships none): only what src/bot/replay/gif.ts uses. */
declare module 'gifenc' {
  export type Palette = number[][];
  export interface GifStream {
    writeFrame(
      index: Uint8Array,
      width: number,
      height: number,
      opts?: { palette?: Palette; first?: boolean; delay?: number; repeat?: number; transparent?: boolean },
    ): void;
    writeHeader(): void;
    finish(): void;
    bytes(): Uint8Array;
    bytesView(): Uint8Array;
    reset(): void;
    stream: { writeBytes(bytes: Uint8Array, offset?: number, length?: number): void };
  }
  export interface Gifenc {
    GIFEncoder(opts?: { auto?: boolean; initialCapacity?: number }): GifStream;
    quantize(rgba: Uint8Array | Uint8ClampedArray, maxColors: number, opts?: { format?: string }): Palette;
    applyPalette(rgba: Uint8Array | Uint8ClampedArray, palette: Palette, format?: string): Uint8Array;
  }
  export const GIFEncoder: Gifenc['GIFEncoder'];
  export const quantize: Gifenc['quantize'];
  export const applyPalette: Gifenc['applyPalette'];
  const gifenc: Gifenc;
  export default gifenc;
}
