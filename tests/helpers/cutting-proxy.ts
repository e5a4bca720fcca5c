import { createServer, type Server, type Socket, connect } from 'node:net';

/**
 * A loopback TCP proxy in front of Postgres that cuts connections when told to: what a Postgres
 * restart or a network fault does to the bot. It reads the client's side of the wire protocol just
 * enough to cut at a chosen point of a move's transaction:
 * - `before-write`: when the client sends the games row's `update` (the move is never applied);
 * - `before-commit`: when that connection then sends `commit`, which is not passed on (the client
 *   cannot know: in doubt, not applied);
 * - `after-commit`: right after that `commit` is passed on (in doubt, and applied).
 * Every cut resets every connection (the client side gets ECONNRESET, Postgres an end of stream), and
 * then new connections are refused (the port is closed) for `refuseMs`.
 */
export type CutMode = 'before-write' | 'before-commit' | 'after-commit';

const GAMES_UPDATE = Buffer.from('update "games"');
/** A simple-protocol Query message carrying exactly `commit`: 'Q', length 11, "commit\0". */
const COMMIT = Buffer.from([0x51, 0, 0, 0, 11, ...Buffer.from('commit'), 0]);

interface Pair {
  client: Socket;
  upstream: Socket;
  /** This connection sent the games update of the armed cut. */
  wrote: boolean;
}

export class CuttingProxy {
  private server: Server | null = null;
  private readonly pairs = new Set<Pair>();
  private armed: { mode: CutMode; refuseMs: number; done: () => void } | null = null;
  port = 0;
  /** Cuts made, and connections refused while the port was closed (connection attempts seen by the OS are not counted). */
  cuts = 0;
  refusing = false;

  constructor(private readonly target: { host: string; port: number }) {}

  async start(): Promise<this> {
    await this.listen();
    return this;
  }

  private listen(): Promise<void> {
    const server = createServer((client) => this.accept(client));
    this.server = server;
    return new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => {
        server.off('error', reject);
        this.port = (server.address() as { port: number }).port;
        resolve();
      });
    });
  }

  private accept(client: Socket): void {
    const upstream = connect(this.target.port, this.target.host);
    const pair: Pair = { client, upstream, wrote: false };
    this.pairs.add(pair);
    const drop = () => {
      this.pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', drop);
    upstream.on('error', drop);
    client.on('close', drop);
    upstream.on('close', drop);
    upstream.on('data', (d: Buffer) => client.write(d));
    client.on('data', (d: Buffer) => this.fromClient(pair, d));
  }

  private fromClient(pair: Pair, d: Buffer): void {
    const armed = this.armed;
    if (armed && !pair.wrote && d.includes(GAMES_UPDATE)) {
      if (armed.mode === 'before-write') return this.cut();
      pair.wrote = true;
    } else if (armed && pair.wrote && d.includes(COMMIT)) {
      if (armed.mode === 'before-commit') return this.cut();
      pair.upstream.write(d);
      return this.cut();
    }
    pair.upstream.write(d);
  }

  /**
   * Cuts every connection at the next move's `mode` point, then refuses new connections for
   * `refuseMs`. Resolves once the port is open again.
   */
  arm(mode: CutMode, refuseMs: number): Promise<void> {
    return new Promise((done) => {
      this.armed = { mode, refuseMs, done };
    });
  }

  /** Whether a cut is armed and has not happened yet. */
  get pending(): boolean {
    return this.armed !== null;
  }

  private cut(): void {
    const armed = this.armed!;
    this.armed = null;
    this.cuts += 1;
    for (const p of [...this.pairs]) {
      p.client.resetAndDestroy();
      p.upstream.destroy();
    }
    this.pairs.clear();
    this.refuseFor(armed.refuseMs).then(armed.done, armed.done);
  }

  /** Closes the port for `ms` (connections are refused), then opens it again on the same port. */
  async refuseFor(ms: number): Promise<void> {
    this.refusing = true;
    const server = this.server!;
    await new Promise<void>((r) => server.close(() => r()));
    await new Promise((r) => setTimeout(r, ms));
    await this.listen();
    this.refusing = false;
  }

  async close(): Promise<void> {
    for (const p of this.pairs) {
      p.client.destroy();
      p.upstream.destroy();
    }
    await new Promise<void>((r) => (this.server ? this.server.close(() => r()) : r()));
  }
}
