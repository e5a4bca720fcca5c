import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocket, WebSocketServer } from 'ws';
import type { FakeDiscord } from './fake-discord.js';
import { scaled } from './slowness.js';

/**
 * A fake Discord gateway (API v10, JSON, no compression) on the fake HTTP API's own port, so the real
 * discord.js login path runs end to end: `GET /gateway/bot` points the client here; the gateway says
 * HELLO, takes IDENTIFY, answers READY and one GUILD_CREATE per guild, acknowledges heartbeats, and
 * dispatches whatever the test sends (INTERACTION_CREATE). `drop()` cuts the socket the way a network
 * fault does; the client resumes (RESUME), and dispatches sent meanwhile are replayed, as Discord does.
 */
export interface GatewayGuild {
  id: string;
  name: string;
  channels: { id: string; name: string }[];
}

interface Session {
  id: string;
  seq: number;
  /** every dispatch of the session, for RESUME */
  sent: { s: number; t: string; d: unknown }[];
  socket: WebSocket | null;
  shard: [number, number];
}

export class FakeGateway {
  readonly counts = { connections: 0, identifies: 0, resumes: 0, heartbeats: 0, dispatches: 0, drops: 0 };
  /** op codes received, in order */
  readonly received: number[] = [];
  /** The `shard` array of each IDENTIFY, in order ([id, count]). */
  readonly identified: [number, number][] = [];
  private readonly wss = new WebSocketServer({ noServer: true });
  private readonly sessions: Session[] = [];
  private sessionCounter = 0;
  private readonly onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (!(req.url ?? '').startsWith('/gateway')) return;
    this.wss.handleUpgrade(req, socket, head, (ws) => this.connected(ws));
  };

  private readonly guildsOf: (shard: [number, number]) => GatewayGuild[];

  /**
   * `guilds`: every guild of the bot, handed to each shard by Discord's formula
   * ((guild_id >> 22) % shard_count), or a function choosing them per shard. `shards` is the count
   * `GET /gateway/bot` recommends.
   */
  constructor(
    private readonly fake: FakeDiscord,
    guilds: GatewayGuild[] | ((shard: [number, number]) => GatewayGuild[]),
    private readonly heartbeatMs = 2000,
    private readonly shards = 1,
  ) {
    this.guildsOf =
      typeof guilds === 'function'
        ? guilds
        : ([id, count]) => guilds.filter((g) => FakeGateway.shardOf(g.id, count) === id);
  }

  get url(): string {
    return `ws://127.0.0.1:${this.fake.port}/gateway`;
  }

  start(): this {
    this.fake.httpServer.on('upgrade', this.onUpgrade);
    this.fake.addRoute('GET', '/gateway/bot', () => ({
      status: 200,
      json: {
        url: this.url,
        shards: this.shards,
        session_start_limit: { total: 1000, remaining: 999, reset_after: 0, max_concurrency: 1 },
      },
    }));
    this.fake.addRoute('GET', '/gateway', () => ({ status: 200, json: { url: this.url } }), false);
    return this;
  }

  close(): void {
    this.fake.httpServer.off('upgrade', this.onUpgrade);
    for (const c of this.wss.clients) c.terminate();
    this.wss.close();
  }

  /** Sessions that identified (one per shard and process). */
  get sessionCount(): number {
    return this.sessions.length;
  }

  /** Resolves once `n` sessions are connected and READY has been sent. */
  async ready(n = 1, timeoutMs = scaled(60_000)): Promise<void> {
    const until = Date.now() + timeoutMs;
    while (this.sessions.filter((s) => s.socket && s.socket.readyState === WebSocket.OPEN).length < n) {
      if (Date.now() > until) throw new Error(`fake-gateway: ${n} session(s) not ready in time`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  /** Dispatches an event to the session of `shard` (default: the first); buffered while it is disconnected. */
  dispatch(t: string, d: unknown, shard?: number): void {
    const s = shard === undefined ? this.sessions[0] : this.sessions.find((x) => x.shard[0] === shard);
    if (!s) throw new Error('fake-gateway: no session to dispatch to');
    this.send(s, t, d);
  }

  /** Dispatches to the session of the shard the guild belongs to (the newest, if it identified twice). */
  dispatchToGuild(guildId: string, t: string, d: unknown): void {
    const s = [...this.sessions].reverse().find((x) => x.shard[0] === FakeGateway.shardOf(guildId, x.shard[1]));
    if (!s) throw new Error(`fake-gateway: no session holds guild ${guildId}`);
    this.send(s, t, d);
  }

  /** The shard a guild belongs to (Discord's formula). */
  static shardOf(guildId: string, count: number): number {
    return Number((BigInt(guildId) >> 22n) % BigInt(count));
  }

  /** Cuts every open socket without a close frame (as a network fault does); sessions stay resumable. */
  drop(): void {
    for (const s of this.sessions) {
      if (s.socket) {
        this.counts.drops += 1;
        s.socket.terminate();
        s.socket = null;
      }
    }
  }

  private send(s: Session, t: string, d: unknown): void {
    s.seq += 1;
    const frame = { s: s.seq, t, d };
    s.sent.push(frame);
    this.counts.dispatches += 1;
    if (s.socket?.readyState === WebSocket.OPEN) s.socket.send(JSON.stringify({ op: 0, ...frame }));
  }

  private connected(ws: WebSocket): void {
    this.counts.connections += 1;
    ws.send(JSON.stringify({ op: 10, d: { heartbeat_interval: this.heartbeatMs }, s: null, t: null }));
    ws.on('message', (raw) => {
      const msg = JSON.parse(String(raw)) as { op: number; d: Record<string, unknown> | number | null };
      this.received.push(msg.op);
      switch (msg.op) {
        case 1:
          this.counts.heartbeats += 1;
          ws.send(JSON.stringify({ op: 11, d: null, s: null, t: null }));
          break;
        case 2:
          this.identify(ws, msg.d as Record<string, unknown>);
          break;
        case 6:
          this.resume(ws, msg.d as { session_id: string; seq: number });
          break;
        default:
          break;
      }
    });
  }

  private identify(ws: WebSocket, d: Record<string, unknown>): void {
    this.counts.identifies += 1;
    const shard = (d.shard as [number, number] | undefined) ?? [0, 1];
    this.identified.push(shard);
    const session: Session = { id: `sess-${++this.sessionCounter}`, seq: 0, sent: [], socket: ws, shard };
    this.sessions.push(session);
    const guilds = this.guildsOf(shard);
    this.send(session, 'READY', {
      v: 10,
      user: this.fake.botUser,
      guilds: guilds.map((g) => ({ id: g.id, unavailable: true })),
      session_id: session.id,
      resume_gateway_url: this.url,
      shard,
      application: { id: this.fake.botUser.id, flags: 0 },
      user_settings: {},
      private_channels: [],
      relationships: [],
    });
    for (const g of guilds) this.send(session, 'GUILD_CREATE', guildCreate(g));
  }

  private resume(ws: WebSocket, d: { session_id: string; seq: number }): void {
    const s = this.sessions.find((x) => x.id === d.session_id);
    if (!s) {
      ws.send(JSON.stringify({ op: 9, d: false, s: null, t: null }));
      return;
    }
    this.counts.resumes += 1;
    s.socket = ws;
    for (const frame of s.sent.filter((f) => f.s > d.seq)) ws.send(JSON.stringify({ op: 0, ...frame }));
    this.send(s, 'RESUMED', {});
  }
}

function guildCreate(g: GatewayGuild) {
  return {
    id: g.id,
    name: g.name,
    icon: null,
    owner_id: '1500000000000000001',
    afk_channel_id: null,
    afk_timeout: 300,
    verification_level: 0,
    default_message_notifications: 0,
    explicit_content_filter: 0,
    roles: [
      {
        id: g.id,
        name: '@everyone',
        color: 0,
        hoist: false,
        position: 0,
        permissions: '1024',
        managed: false,
        mentionable: false,
        flags: 0,
      },
    ],
    emojis: [],
    stickers: [],
    features: [],
    mfa_level: 0,
    system_channel_id: null,
    system_channel_flags: 0,
    rules_channel_id: null,
    vanity_url_code: null,
    description: null,
    banner: null,
    premium_tier: 0,
    preferred_locale: 'en-US',
    public_updates_channel_id: null,
    nsfw_level: 0,
    premium_progress_bar_enabled: false,
    joined_at: '2026-01-01T00:00:00.000Z',
    large: false,
    unavailable: false,
    member_count: 2,
    voice_states: [],
    members: [],
    channels: g.channels.map((c, i) => ({
      id: c.id,
      type: 0,
      guild_id: g.id,
      name: c.name,
      position: i,
      permission_overwrites: [],
      nsfw: false,
      parent_id: null,
      topic: null,
      last_message_id: null,
      rate_limit_per_user: 0,
      flags: 0,
    })),
    threads: [],
    presences: [],
    stage_instances: [],
    guild_scheduled_events: [],
    soundboard_sounds: [],
  };
}
