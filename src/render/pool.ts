import { fork, type ChildProcess } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Maps drawn in a child process that is replaced after a number of images or megabytes (issue #28).
 *
 * Why: @napi-rs/canvas frees the native memory of an ImageData or a decoded Image only from a finalizer
 * that runs when the event loop turns, and Skia keeps what it allocated; one process drawing 800
 * positions back to back reached 2.3 GB (4.9 GB after a second pass), and with the loop turning after
 * every image still 1.3 GB, most of it native memory that no cache bound or garbage collection gives
 * back. A render worker that is retired after `maxImages` images, or once its resident memory passes
 * `maxRssMb`, gives it all back to the system; the bot's own process never loads a canvas.
 *
 * The worker draws with the same functions as the bot would (the input is copied over the IPC channel
 * with structured clone, the PNG comes back as bytes), so the images are byte-identical. When a worker
 * dies during a request the request is tried once more on a fresh one.
 */
export type RenderKind = 'belle-epoque' | 'diplomacy' | 'versailles-1919' | 'succession-1701';

export interface RenderRequest {
  id: number;
  kind: RenderKind;
  input: unknown;
  opts: unknown;
}
export type RenderReply =
  | { ready: true }
  | { id: number; png?: Uint8Array; error?: string; rss: number; caches: Record<string, number> };

export interface RenderPoolOptions {
  /** retire a worker after this many images (default 2000) */
  maxImages?: number;
  /** retire a worker once its resident memory passes this many MiB (default 600) */
  maxRssMb?: number;
  /** start a worker (default: `node bin/run.mjs render-worker`) */
  spawn?: () => ChildProcess;
}

interface Pending {
  req: RenderRequest;
  tries: number;
  resolve: (b: Buffer) => void;
  reject: (e: Error) => void;
}

class Worker {
  readonly pending = new Map<number, Pending>();
  ready = false;
  retiring = false;
  images = 0;
  rss = 0;
  caches: Record<string, number> = {};
  private readonly queued: RenderRequest[] = [];
  constructor(
    readonly child: ChildProcess,
    onReply: (w: Worker, r: RenderReply) => void,
    onExit: (w: Worker) => void,
  ) {
    child.on('message', (m: RenderReply) => onReply(this, m));
    child.on('exit', () => onExit(this));
    child.on('error', () => child.kill('SIGKILL'));
  }
  send(p: Pending): void {
    this.pending.set(p.req.id, p);
    this.images++;
    if (this.ready) this.child.send(p.req);
    else this.queued.push(p.req);
  }
  markReady(): void {
    this.ready = true;
    for (const r of this.queued.splice(0)) this.child.send(r);
  }
}

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export class RenderPool {
  private current: Worker | null = null;
  private readonly all = new Set<Worker>();
  private nextId = 1;
  private closed = false;
  /** workers retired so far, and images drawn by all of them */
  recycled = 0;
  rendered = 0;
  private readonly maxImages: number;
  private readonly maxRss: number;
  private readonly spawn: () => ChildProcess;

  constructor(opts: RenderPoolOptions = {}) {
    this.maxImages = opts.maxImages ?? 2000;
    this.maxRss = (opts.maxRssMb ?? 600) * 1024 * 1024;
    this.spawn =
      opts.spawn ??
      (() =>
        fork(join(root, 'bin', 'run.mjs'), ['render-worker'], {
          serialization: 'advanced',
          stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
          // Fewer malloc arenas, and freed memory handed back sooner: the worker's resident memory then
          // follows what it holds (its caches) more closely, and it is retired less often.
          env: { MALLOC_ARENA_MAX: '2', MALLOC_TRIM_THRESHOLD_: '1048576', ...process.env },
        }));
  }

  /** The PNG of `kind`'s renderer on `input`, drawn by the current worker. */
  render(kind: RenderKind, input: unknown, opts: unknown): Promise<Buffer> {
    if (this.closed) return Promise.reject(new Error('render pool closed'));
    return new Promise((resolve, reject) => {
      this.dispatch({ req: { id: this.nextId++, kind, input, opts }, tries: 0, resolve, reject });
    });
  }

  private dispatch(p: Pending): void {
    if (!this.current || this.current.retiring) this.current = this.start();
    this.current.send(p);
    // Retired by count as soon as it has been given its last image; by memory when it says so.
    if (this.current.images >= this.maxImages) this.retire(this.current);
  }

  private start(): Worker {
    const w = new Worker(
      this.spawn(),
      (w, r) => this.onReply(w, r),
      (w) => this.onExit(w),
    );
    this.all.add(w);
    return w;
  }

  private onReply(w: Worker, r: RenderReply): void {
    if ('ready' in r) return w.markReady();
    const p = w.pending.get(r.id);
    w.pending.delete(r.id);
    w.rss = r.rss;
    w.caches = r.caches;
    if (r.rss > this.maxRss) this.retire(w);
    if (p) {
      this.rendered++;
      if (r.png) p.resolve(Buffer.from(r.png.buffer, r.png.byteOffset, r.png.byteLength));
      else p.reject(new Error(r.error ?? 'render failed'));
    }
    if (w.retiring && w.pending.size === 0) w.child.kill();
  }

  private retire(w: Worker): void {
    if (w.retiring) return;
    w.retiring = true;
    this.recycled++;
    if (this.current === w) this.current = null;
    if (w.pending.size === 0) w.child.kill();
  }

  private onExit(w: Worker): void {
    this.all.delete(w);
    if (this.current === w) this.current = null;
    const lost = [...w.pending.values()];
    w.pending.clear();
    for (const p of lost) {
      if (this.closed || p.tries >= 1) p.reject(new Error('the render worker stopped'));
      else this.dispatch({ ...p, tries: p.tries + 1 });
    }
  }

  /** Resident memory of the workers (as they last said), their images and their caches' entries. */
  stats(): { workers: number; rssBytes: number; rendered: number; recycled: number; caches: Record<string, number> } {
    const caches: Record<string, number> = {};
    let rss = 0;
    for (const w of this.all) {
      rss += w.rss;
      for (const [k, v] of Object.entries(w.caches)) caches[k] = (caches[k] ?? 0) + v;
    }
    return { workers: this.all.size, rssBytes: rss, rendered: this.rendered, recycled: this.recycled, caches };
  }

  /** The workers' process ids (for a soak that reads their memory from outside). */
  pids(): number[] {
    return [...this.all].map((w) => w.child.pid).filter((x): x is number => x !== undefined);
  }

  async close(): Promise<void> {
    this.closed = true;
    const exits = [...this.all].map(
      (w) => new Promise<void>((r) => (w.child.exitCode !== null ? r() : w.child.once('exit', () => r()))),
    );
    for (const w of this.all) w.child.kill();
    await Promise.all(exits);
  }
}

let installed: RenderPool | null = null;

/** The pool the renderers send their work to, when one is installed (the bot's process); else null
 * (a render worker, tests, scripts: drawn in this process). */
export function renderPool(): RenderPool | null {
  return installed;
}

export function installRenderPool(pool: RenderPool | null): void {
  installed = pool;
}
