/** Greedy label placement: each label tries its candidate positions in order and takes the first
 * that overlaps no box placed before it. Callers add fixed obstacles (markers, panels) first. */
export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

export function overlaps(a: Box, b: Box, pad = 0): boolean {
  return a.x < b.x + b.w + pad && b.x < a.x + a.w + pad && a.y < b.y + b.h + pad && b.y < a.y + a.h + pad;
}

export class CollisionIndex {
  readonly boxes: Box[] = [];
  constructor(private readonly bounds?: Box) {}

  add(box: Box): void {
    this.boxes.push(box);
  }

  fits(box: Box, pad = 0): boolean {
    if (this.bounds) {
      const b = this.bounds;
      if (box.x < b.x || box.y < b.y || box.x + box.w > b.x + b.w || box.y + box.h > b.y + b.h) return false;
    }
    for (const o of this.boxes) if (overlaps(box, o, pad)) return false;
    return true;
  }

  /** Place the first candidate that fits; if none fits, take the one with the least overlap. */
  place(candidates: Box[], pad = 0): Box {
    for (const c of candidates) {
      if (this.fits(c, pad)) {
        this.add(c);
        return c;
      }
    }
    let best = candidates[0];
    let bestArea = Infinity;
    for (const c of candidates) {
      let area = 0;
      for (const o of this.boxes) {
        const w = Math.min(c.x + c.w, o.x + o.w) - Math.max(c.x, o.x);
        const h = Math.min(c.y + c.h, o.y + o.h) - Math.max(c.y, o.y);
        if (w > 0 && h > 0) area += w * h;
      }
      if (area < bestArea) {
        bestArea = area;
        best = c;
      }
    }
    this.add(best);
    return best;
  }
}
