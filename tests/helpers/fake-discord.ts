import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { checkCallback, checkMessage, type Verdict } from './discord-validate.js';
import { scaled } from './slowness.js';

/**
 * A fake Discord HTTP API on loopback, for end-to-end tests of the real discord.js / @discordjs/rest
 * code. It records every request (JSON bodies and multipart parts, file bytes included) and answers
 * the few routes the bot uses the way Discord does, enforcing Discord's documented limits on every
 * message body, edit, follow-up and interaction callback (discord-validate.ts: 400, code 50035, with
 * the errors tree; 413 for an upload over 10 MiB); `rejected` keeps every refusal. Faults (429 with retry-after, 5xx, Discord error
 * codes, delays) can be injected for the next N requests matching a route.
 *
 * Point a client at it with the REST `api` option: `{ api: fake.apiUrl }` (version 10 is appended by
 * @discordjs/rest, so paths arrive as `/api/v10/...`).
 */

export interface RecordedFile {
  /** Multipart field name, e.g. `files[0]`. */
  field: string;
  name: string;
  contentType: string;
  data: Buffer;
}

export interface RecordedRequest {
  /** Arrival order, from 0. */
  seq: number;
  method: string;
  /** Path without the `/api/v10` prefix and without the query, e.g. `/interactions/1/tok/callback`. */
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  /** The route pattern that matched, e.g. `/webhooks/:app/:token/messages/:message`, or null (404). */
  route: string | null;
  params: Record<string, string>;
  /** Parsed JSON body, or the parsed `payload_json` part of a multipart body; null when empty. */
  body: unknown;
  files: RecordedFile[];
  /** Status the fake answered with (after any injected fault). */
  status: number;
  /** The injected fault that shaped this answer, if any. */
  fault: Fault | null;
}

export type Fault =
  /** Discord's 429: `Retry-After` header (seconds) and a JSON body with `retry_after`. */
  | { type: 'rate_limit'; retryAfter: number; global?: boolean }
  /** Any error status with a Discord-style JSON body (e.g. 500, or 403 with code 50007 for closed DMs). */
  | { type: 'error'; status: number; code?: number; message?: string }
  /** Answer normally, but only after `ms` milliseconds. */
  | { type: 'delay'; ms: number }
  /** Never answer: hold the request until the client gives up on it (its timeout, however long). */
  | { type: 'hang' };

export interface RouteMatch {
  method?: string;
  /** A route pattern as listed in ROUTES (exact), or a regular expression tested on the path. */
  route?: string | RegExp;
}

interface Injection {
  match: RouteMatch;
  fault: Fault;
  remaining: number;
}

export interface FakeMessage {
  id: string;
  channel_id: string;
  type: number;
  content: string;
  author: {
    id: string;
    username: string;
    discriminator: string;
    global_name: string | null;
    avatar: null;
    bot: boolean;
  };
  embeds: unknown[];
  components: unknown[];
  attachments: { id: string; filename: string; size: number; url: string; proxy_url: string; content_type: string }[];
  mentions: unknown[];
  mention_roles: string[];
  mention_everyone: boolean;
  pinned: boolean;
  tts: boolean;
  timestamp: string;
  edited_timestamp: string | null;
  flags: number;
  webhook_id?: string;
  application_id?: string;
}

export type Handler = (req: RecordedRequest) => { status: number; json?: unknown };

const DISCORD_EPOCH = 1_420_070_400_000n;

export class FakeDiscord {
  readonly requests: RecordedRequest[] = [];
  /**
   * Every request the fake refused as Discord would (400 Invalid Form Body, 413, 50006), kept across
   * `reset()` so a suite can assert at the end that the bot never sent Discord something it refuses.
   */
  readonly rejected: RecordedRequest[] = [];
  /** How many requests went through the limit checks (message bodies, callbacks, edits, follow-ups). */
  checked = 0;
  /** Commands as last registered, per scope (`global` or the guild id). */
  readonly commands = new Map<string, unknown[]>();
  /** Messages by id (interaction replies, follow-ups, DMs). */
  readonly messages = new Map<string, FakeMessage>();
  /** Threads opened in channels, by id. */
  readonly threads = new Map<string, { parent: string; name: string }>();
  private readonly originals = new Map<string, string>();
  private readonly tokenChannels = new Map<string, string>();
  private readonly injections: Injection[] = [];
  private readonly waiters: { pred: (r: RecordedRequest) => boolean; resolve: (r: RecordedRequest) => void }[] = [];
  private server: Server | null = null;
  private counter = 0n;
  port = 0;

  /** The bot user the fake answers as. */
  readonly botUser = {
    id: '1100000000000000001',
    username: 'chancery',
    discriminator: '0',
    global_name: 'Chancery',
    avatar: null,
    bot: true,
  };

  get baseUrl(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** The value for the REST `api` option (and DISCORD_API_URL). */
  get apiUrl(): string {
    return `${this.baseUrl}/api`;
  }

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      this.onRequest(req, res).catch((e: unknown) => {
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ message: `fake-discord crashed: ${String(e)}`, code: 0 }));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
    return this;
  }

  async close(): Promise<void> {
    const s = this.server;
    this.server = null;
    if (!s) return;
    s.closeAllConnections();
    await new Promise<void>((resolve) => s.close(() => resolve()));
  }

  /** The HTTP server (a fake gateway listens for WebSocket upgrades on it: fake-gateway.ts). */
  get httpServer(): Server {
    if (!this.server) throw new Error('fake-discord: not started');
    return this.server;
  }

  /** Adds a route (used by the fake gateway for `GET /gateway/bot`). */
  addRoute(method: string, pattern: string, handler: Handler, auth = true): void {
    this.routes.unshift({ method, pattern, auth, handler });
  }

  /** Forgets recorded requests and pending faults (registered commands and messages stay). */
  reset(): void {
    this.requests.length = 0;
    this.injections.length = 0;
  }

  /** The next `times` requests matching `match` get `fault` instead of (or, for a delay, before) the normal answer. */
  inject(match: RouteMatch, fault: Fault, times = 1): void {
    this.injections.push({ match, fault, remaining: times });
  }

  /** Faults not yet consumed. */
  pendingFaults(): number {
    return this.injections.reduce((n, i) => n + i.remaining, 0);
  }

  /** Recorded requests matching a route (pattern or regexp) and optionally a method. */
  find(match: RouteMatch): RecordedRequest[] {
    return this.requests.filter((r) => matches(match, r.method, r.path, r.route));
  }

  /** Resolves with the first recorded request (past or future) satisfying `pred`. */
  waitFor(pred: (r: RecordedRequest) => boolean, timeoutMs = scaled(10_000)): Promise<RecordedRequest> {
    const seen = this.requests.find(pred);
    if (seen) return Promise.resolve(seen);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('fake-discord: timed out waiting for a request')), timeoutMs);
      this.waiters.push({
        pred,
        resolve: (r) => {
          clearTimeout(timer);
          resolve(r);
        },
      });
    });
  }

  /** A Discord snowflake, increasing. */
  snowflake(): string {
    this.counter += 1n;
    return String(((BigInt(Date.now()) - DISCORD_EPOCH) << 22n) + (this.counter % 4096n));
  }

  private async onRequest(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const raw = await readBody(req);
    const url = new URL(req.url ?? '/', this.baseUrl);
    const method = (req.method ?? 'GET').toUpperCase();
    const encoded = url.pathname.startsWith('/api/v10') ? url.pathname.slice('/api/v10'.length) || '/' : url.pathname;
    // discord.js percent-encodes segments (`%40original`); record them decoded, as the docs write them.
    const path = encoded.split('/').map(safeDecode).join('/');
    const { body, files } = await parseBody(raw, req.headers['content-type']);
    const found = this.route(method, path);
    const rec: RecordedRequest = {
      seq: this.requests.length,
      method,
      path,
      query: url.searchParams,
      headers: req.headers,
      route: found?.pattern ?? null,
      params: found?.params ?? {},
      body,
      files,
      status: 0,
      fault: null,
    };
    this.requests.push(rec);

    const injection = this.injections.find((i) => i.remaining > 0 && matches(i.match, method, path, rec.route));
    if (injection) {
      injection.remaining -= 1;
      rec.fault = injection.fault;
    }
    const fault = rec.fault;
    if (fault?.type === 'hang') {
      await new Promise((r) => res.once('close', r));
      return;
    }
    let answer: { status: number; json?: unknown; headers?: Record<string, string> };
    if (fault?.type === 'rate_limit') {
      answer = {
        status: 429,
        headers: {
          'retry-after': String(fault.retryAfter),
          'x-ratelimit-scope': fault.global ? 'global' : 'user',
          ...(fault.global ? { 'x-ratelimit-global': 'true' } : {}),
        },
        json: { message: 'You are being rate limited.', retry_after: fault.retryAfter, global: fault.global ?? false },
      };
    } else if (fault?.type === 'error') {
      answer = {
        status: fault.status,
        json: { message: fault.message ?? `${fault.status}: fake fault`, code: fault.code ?? 0 },
      };
    } else {
      if (fault?.type === 'delay') await new Promise((r) => setTimeout(r, fault.ms));
      if (!found) answer = { status: 404, json: { message: '404: Not Found', code: 0 } };
      else if (found.auth && !String(req.headers.authorization ?? '').startsWith('Bot '))
        answer = { status: 401, json: { message: '401: Unauthorized', code: 0 } };
      else answer = found.handler(rec);
    }
    rec.status = answer.status;
    if (!fault && (answer.status === 400 || answer.status === 413)) this.rejected.push(rec);
    const headers: Record<string, string> = { ...(answer.headers ?? {}) };
    if (answer.json !== undefined) headers['content-type'] = 'application/json';
    res.writeHead(answer.status, headers);
    res.end(answer.json === undefined ? undefined : JSON.stringify(answer.json));
    for (const w of [...this.waiters]) {
      if (w.pred(rec)) {
        this.waiters.splice(this.waiters.indexOf(w), 1);
        w.resolve(rec);
      }
    }
  }

  private route(
    method: string,
    path: string,
  ): { pattern: string; params: Record<string, string>; auth: boolean; handler: Handler } | null {
    for (const r of this.routes) {
      if (r.method !== method) continue;
      const params = matchPattern(r.pattern, path);
      if (params) return { pattern: r.pattern, params, auth: r.auth, handler: r.handler };
    }
    return null;
  }

  private message(
    channelId: string,
    payload: unknown,
    files: RecordedFile[],
    extra: Partial<FakeMessage> = {},
  ): FakeMessage {
    const p = (payload ?? {}) as { content?: string; embeds?: unknown[]; components?: unknown[]; flags?: number };
    const now = new Date().toISOString();
    return {
      id: this.snowflake(),
      channel_id: channelId,
      type: 0,
      content: p.content ?? '',
      author: this.botUser,
      embeds: p.embeds ?? [],
      components: p.components ?? [],
      attachments: files.map((f, i) => ({
        id: String(i),
        filename: f.name,
        size: f.data.length,
        url: `${this.baseUrl}/attachments/${f.name}`,
        proxy_url: `${this.baseUrl}/attachments/${f.name}`,
        content_type: f.contentType,
      })),
      mentions: [],
      mention_roles: [],
      mention_everyone: false,
      pinned: false,
      tts: false,
      timestamp: now,
      edited_timestamp: null,
      flags: p.flags ?? 0,
      ...extra,
    };
  }

  /** The message an interaction token's reply currently shows (after defer and edits), if any. */
  originalMessage(token: string): FakeMessage | undefined {
    const id = this.originals.get(token);
    return id ? this.messages.get(id) : undefined;
  }

  /** Tells the fake which channel an interaction token answers in (otherwise a made-up one). */
  bindToken(token: string, channelId: string): void {
    this.tokenChannels.set(token, channelId);
  }

  private interactionChannel(token: string): string {
    let id = this.tokenChannels.get(token);
    if (!id) {
      id = this.snowflake();
      this.tokenChannels.set(token, id);
    }
    return id;
  }

  private readonly routes: { method: string; pattern: string; auth: boolean; handler: Handler }[] = [
    {
      method: 'PUT',
      pattern: '/applications/:app/commands',
      auth: true,
      handler: (r) => this.putCommands(r, 'global'),
    },
    {
      method: 'PUT',
      pattern: '/applications/:app/guilds/:guild/commands',
      auth: true,
      handler: (r) => this.putCommands(r, r.params.guild!),
    },
    {
      method: 'POST',
      pattern: '/interactions/:id/:token/callback',
      auth: false,
      handler: (r) => {
        const cb = (r.body ?? {}) as { type?: number; data?: { flags?: number } };
        const token = r.params.token!;
        let msg: FakeMessage | null = null;
        // 4 = reply, 5 = deferred reply (a "thinking…" message); 6/7 act on the clicked message.
        this.checked += 1;
        const bad = (cb.type === 4 ? invalidMessage(cb.data, r.files) : null) ?? checkCallback(cb, r.files);
        if (bad) return bad;
        if (cb.type === 4 || cb.type === 5) {
          msg = this.message(
            this.interactionChannel(token),
            cb.type === 4 ? cb.data : { flags: (cb.data?.flags ?? 0) | 128 },
            r.files,
            { type: 20 },
          );
          this.messages.set(msg.id, msg);
          this.originals.set(token, msg.id);
        }
        if (r.query.get('with_response') !== 'true') return { status: 204 };
        return {
          status: 200,
          json: {
            interaction: {
              id: r.params.id,
              type: 2,
              activity_instance_id: null,
              response_message_id: msg?.id ?? null,
              response_message_loading: cb.type === 5,
              response_message_ephemeral: Boolean((cb.data?.flags ?? 0) & 64),
            },
            resource: msg ? { type: cb.type, message: msg } : { type: cb.type },
          },
        };
      },
    },
    {
      method: 'PATCH',
      pattern: '/webhooks/:app/:token/messages/:message',
      auth: false,
      handler: (r) => this.editWebhookMessage(r),
    },
    {
      method: 'GET',
      pattern: '/webhooks/:app/:token/messages/:message',
      auth: false,
      handler: (r) => this.getWebhookMessage(r),
    },
    {
      method: 'DELETE',
      pattern: '/webhooks/:app/:token/messages/:message',
      auth: false,
      handler: (r) => {
        const id = this.webhookMessageId(r);
        if (!id || !this.messages.has(id)) return { status: 404, json: { message: 'Unknown Message', code: 10008 } };
        this.messages.delete(id);
        return { status: 204 };
      },
    },
    {
      method: 'POST',
      pattern: '/webhooks/:app/:token',
      auth: false,
      handler: (r) => {
        const bad = this.invalid(r, true);
        if (bad) return bad;
        const msg = this.message(this.interactionChannel(r.params.token!), r.body, r.files, {
          webhook_id: r.params.app!,
          application_id: r.params.app!,
        });
        this.messages.set(msg.id, msg);
        return { status: 200, json: msg };
      },
    },
    {
      method: 'GET',
      pattern: '/users/:id',
      auth: true,
      handler: (r) => {
        const id = r.params.id === '@me' ? this.botUser.id : r.params.id!;
        if (id === this.botUser.id) return { status: 200, json: this.botUser };
        return {
          status: 200,
          json: { id, username: `user${id.slice(-4)}`, discriminator: '0', global_name: null, avatar: null },
        };
      },
    },
    {
      method: 'POST',
      pattern: '/users/@me/channels',
      auth: true,
      handler: (r) => {
        const recipient = String((r.body as { recipient_id?: string } | null)?.recipient_id ?? '');
        if (!recipient) return { status: 400, json: { message: 'Invalid Form Body', code: 50035 } };
        return {
          status: 200,
          json: {
            id: `8${recipient.slice(1)}`,
            type: 1,
            last_message_id: null,
            flags: 0,
            recipients: [
              {
                id: recipient,
                username: `user${recipient.slice(-4)}`,
                discriminator: '0',
                global_name: null,
                avatar: null,
              },
            ],
          },
        };
      },
    },
    {
      method: 'POST',
      pattern: '/channels/:channel/messages',
      auth: true,
      handler: (r) => {
        const bad = this.invalid(r, true);
        if (bad) return bad;
        const msg = this.message(r.params.channel!, r.body, r.files);
        this.messages.set(msg.id, msg);
        return { status: 200, json: msg };
      },
    },
    {
      method: 'PATCH',
      pattern: '/channels/:channel/messages/:message',
      auth: true,
      handler: (r) => {
        const old = this.messages.get(r.params.message!);
        if (!old || old.channel_id !== r.params.channel)
          return { status: 404, json: { message: 'Unknown Message', code: 10008 } };
        if (old.author.id !== this.botUser.id)
          return { status: 403, json: { message: 'Cannot edit a message authored by another user', code: 50005 } };
        const bad = this.invalid(r, false);
        if (bad) return bad;
        const p = (r.body ?? {}) as { content?: string | null; embeds?: unknown[]; components?: unknown[] };
        const fresh = this.message(old.channel_id, r.body, r.files);
        const msg: FakeMessage = {
          ...old,
          content: p.content === undefined ? old.content : (p.content ?? ''),
          embeds: p.embeds ?? old.embeds,
          components: p.components ?? old.components,
          attachments: r.files.length ? fresh.attachments : old.attachments,
          edited_timestamp: new Date().toISOString(),
        };
        this.messages.set(msg.id, msg);
        return { status: 200, json: msg };
      },
    },
    {
      method: 'POST',
      pattern: '/channels/:channel/threads',
      auth: true,
      handler: (r) => {
        const b = (r.body ?? {}) as { name?: string; type?: number };
        this.checked += 1;
        if ((b.name ?? '').length > 100)
          return {
            status: 400,
            json: {
              message: 'Invalid Form Body',
              code: 50035,
              errors: {
                name: { _errors: [{ code: 'BASE_TYPE_MAX_LENGTH', message: 'Must be 100 or fewer in length.' }] },
              },
            },
          };
        if (!b.name) return { status: 400, json: { message: 'Invalid Form Body', code: 50035 } };
        const id = this.snowflake();
        this.threads.set(id, { parent: r.params.channel!, name: b.name });
        return {
          status: 201,
          json: { id, type: b.type ?? 11, parent_id: r.params.channel, name: b.name, guild_id: null },
        };
      },
    },
  ];

  private putCommands(r: RecordedRequest, scope: string): { status: number; json?: unknown } {
    if (!Array.isArray(r.body)) return { status: 400, json: { message: 'Invalid Form Body', code: 50035 } };
    const out = r.body.map((c: Record<string, unknown>) => ({
      id: this.snowflake(),
      application_id: r.params.app,
      version: this.snowflake(),
      type: 1,
      default_member_permissions: null,
      nsfw: false,
      ...(scope === 'global' ? {} : { guild_id: scope }),
      ...c,
    }));
    this.commands.set(scope, out);
    return { status: 200, json: out };
  }

  private webhookMessageId(r: RecordedRequest): string | undefined {
    const m = r.params.message!;
    return m === '@original' ? this.originals.get(r.params.token!) : m;
  }

  private getWebhookMessage(r: RecordedRequest): { status: number; json?: unknown } {
    const id = this.webhookMessageId(r);
    const msg = id ? this.messages.get(id) : undefined;
    return msg ? { status: 200, json: msg } : { status: 404, json: { message: 'Unknown Message', code: 10008 } };
  }

  /** Discord's checks on a message body: empty (50006, on a new message only) and every documented limit. */
  private invalid(r: RecordedRequest, create: boolean): Verdict | { status: number; json: unknown } | null {
    this.checked += 1;
    return (create ? invalidMessage(r.body, r.files) : null) ?? checkMessage(r.body, r.files);
  }

  private editWebhookMessage(r: RecordedRequest): { status: number; json?: unknown } {
    const id = this.webhookMessageId(r);
    const old = id ? this.messages.get(id) : undefined;
    if (!old) return { status: 404, json: { message: 'Unknown Message', code: 10008 } };
    const bad = this.invalid(r, false);
    if (bad) return bad;
    const p = (r.body ?? {}) as { content?: string | null; embeds?: unknown[]; components?: unknown[] };
    const fresh = this.message(old.channel_id, r.body, r.files);
    const msg: FakeMessage = {
      ...old,
      content: p.content === undefined ? old.content : (p.content ?? ''),
      embeds: p.embeds ?? old.embeds,
      components: p.components ?? old.components,
      attachments: r.files.length ? fresh.attachments : old.attachments,
      // Editing a deferred reply turns the "thinking…" message into the real one.
      flags: old.flags & ~128,
      edited_timestamp: new Date().toISOString(),
    };
    this.messages.set(msg.id, msg);
    return { status: 200, json: msg };
  }
}

/** Discord refuses a new message with nothing in it (50006); the limits are checked in discord-validate.ts. */
function invalidMessage(payload: unknown, files: RecordedFile[]): { status: number; json: unknown } | null {
  const p = (payload ?? {}) as {
    content?: string;
    embeds?: unknown[];
    components?: unknown[];
    sticker_ids?: unknown[];
    poll?: unknown;
  };
  const empty =
    !p.content && !p.embeds?.length && !p.components?.length && !p.sticker_ids?.length && !p.poll && files.length === 0;
  if (empty) return { status: 400, json: { message: 'Cannot send an empty message', code: 50006 } };
  return null;
}

function matches(m: RouteMatch, method: string, path: string, route: string | null): boolean {
  if (m.method && m.method.toUpperCase() !== method) return false;
  if (m.route === undefined) return true;
  return typeof m.route === 'string' ? m.route === route : m.route.test(path);
}

function matchPattern(pattern: string, path: string): Record<string, string> | null {
  const ps = pattern.split('/');
  const xs = path.split('/');
  if (ps.length !== xs.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < ps.length; i++) {
    const p = ps[i]!;
    const x = xs[i]!;
    if (p.startsWith(':')) {
      if (!x) return null;
      params[p.slice(1)] = x;
    } else if (p !== x) return null;
  }
  return params;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** JSON, or multipart/form-data as discord.js sends files: `payload_json` plus `files[n]` parts. */
async function parseBody(
  raw: Buffer,
  contentType: string | undefined,
): Promise<{ body: unknown; files: RecordedFile[] }> {
  if (raw.length === 0) return { body: null, files: [] };
  const ct = contentType ?? '';
  if (ct.startsWith('multipart/form-data')) {
    const form = await new Response(raw, { headers: { 'content-type': ct } }).formData();
    let body: unknown = null;
    const files: RecordedFile[] = [];
    for (const [field, value] of form.entries()) {
      if (typeof value === 'string') {
        if (field === 'payload_json') body = JSON.parse(value);
      } else {
        files.push({ field, name: value.name, contentType: value.type, data: Buffer.from(await value.arrayBuffer()) });
      }
    }
    return { body, files };
  }
  if (ct.includes('application/json')) return { body: JSON.parse(raw.toString('utf8')), files: [] };
  return { body: raw.toString('utf8'), files: [] };
}
