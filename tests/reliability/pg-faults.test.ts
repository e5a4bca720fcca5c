/**
 * Postgres faults survived by the bot's real process (#28). `npm start`'s entry (`node bin/run.mjs main`,
 * DISCORD_TOKEN set) talks to the fake Discord (API and gateway, as in tests/bot/real-process.test.ts)
 * and to Postgres through a loopback TCP proxy (tests/helpers/cutting-proxy.ts) that cuts every
 * connection in the middle of a move — before its write, before its commit, or right after its commit
 * went out — and then refuses new connections for a while; once it refuses for longer than the bot
 * waits (DB_RETRY_SECONDS). The process used to die at the first cut (an unhandled 'error' of a
 * checked-out client). Now: the process is alive at the end and still serving; each move is answered
 * exactly once; every acknowledged move is in the action log, and a move refused with "nothing was
 * done" is not; the stored game equals the replay of its log.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type App } from '../../src/app.js';
import { type DbHandle, openDb } from '../../src/db/client.js';
import { freshPgDatabase, PG_ADMIN_URL, pgAvailable } from '../../src/dev/db.js';
import { setLogLevel } from '../../src/log.js';
import { type CutMode, CuttingProxy } from '../helpers/cutting-proxy.js';
import { FakeDiscord, type RecordedRequest } from '../helpers/fake-discord.js';
import { FakeGateway } from '../helpers/fake-gateway.js';
import { type Opt, int, slash as slashIn, str, sub } from '../helpers/interactions.js';
import { scaled } from '../helpers/slowness.js';

setLogLevel('silent');
const TOKEN = 'fake-bot-token-0123456789abcdef';
const GUILD = { id: '1200000000000000002', name: 'Faults', channels: [{ id: '1300000000000000002', name: 'games' }] };
const CALLBACK = '/interactions/:id/:token/callback';
const slash = (name: string, options: Opt[]) => slashIn(GUILD, name, options);
/** How long the bot waits for a lost database (DB_RETRY_SECONDS), and the one outage that outlasts it. */
const RETRY_SECONDS = 8;
const LONG_OUTAGE_MS = 20_000;
const MOVES = Number(process.env.PG_FAULT_MOVES ?? 24);
const MODES: CutMode[] = ['before-write', 'before-commit', 'after-commit'];

const APOLOGY_NOTHING = /Sorry: the database cannot be reached just now, so nothing was done/;
const APOLOGY_IN_DOUBT = /Sorry: the connection to the database broke while this was being saved/;
const BUG = /Something went wrong/;

describe.skipIf(!(await pgAvailable()))('npm start survives Postgres faults (a proxy that cuts connections)', () => {
  let fake: FakeDiscord;
  let gateway: FakeGateway;
  let proxy: CuttingProxy;
  let db: { url: string; drop(): Promise<void> };
  let direct: DbHandle;
  let app: App;
  let child: ChildProcess;
  let exited: Promise<number | null>;
  let stderr = '';

  /** Resolves with the first request satisfying `pred`; fails if the bot's process exits first. */
  async function await_(pred: (r: RecordedRequest) => boolean): Promise<RecordedRequest> {
    const died = exited.then((code) => {
      throw new Error(`the bot's process exited (${code}) while a reply was awaited:\n${stderr.slice(-4000)}`);
    });
    return Promise.race([fake.waitFor(pred, scaled(120_000)), died]);
  }

  /** Sends a slash command; resolves with the interaction and the reply's text (its first message). */
  async function send(name: string, options: Opt[]): Promise<{ id: string; text: string; ephemeral: boolean }> {
    const i = slash(name, options);
    gateway.dispatch('INTERACTION_CREATE', i);
    const cb = await await_((r) => r.route === CALLBACK && r.params.id === i.id);
    const body = cb.body as { type?: number; data?: { content?: string; flags?: number } };
    if (body.type !== 5) return { id: i.id, text: body.data?.content ?? '', ephemeral: (body.data?.flags ?? 0) === 64 };
    // Deferred: the answer edits the original message, or follows it up (an ephemeral one).
    const reply = await await_(
      (r) =>
        r.path.includes(i.token) &&
        r.route !== CALLBACK &&
        (r.method === 'PATCH' || (r.method === 'POST' && r.route === '/webhooks/:app/:token')),
    );
    const b = reply.body as { content?: string; flags?: number; embeds?: unknown[] };
    return { id: i.id, text: b.content ?? JSON.stringify(b.embeds ?? ''), ephemeral: (b.flags ?? 0) === 64 };
  }

  beforeAll(async () => {
    fake = await new FakeDiscord().start();
    gateway = new FakeGateway(fake, () => [GUILD]).start();
    db = await freshPgDatabase();
    const pgAt = new URL(PG_ADMIN_URL);
    proxy = await new CuttingProxy({ host: pgAt.hostname, port: Number(pgAt.port || 5432) }).start();
    const viaProxy = new URL(db.url);
    viaProxy.port = String(proxy.port);
    direct = await openDb({ databaseUrl: db.url });
    app = createApp({ db: direct.db, images: false });
    child = spawn(process.execPath, ['bin/run.mjs', 'main'], {
      env: {
        ...process.env,
        DISCORD_TOKEN: TOKEN,
        DISCORD_APP_ID: '1100000000000000001',
        DISCORD_API_URL: fake.apiUrl,
        DATABASE_URL: viaProxy.toString(),
        DATA_DIR: mkdtempSync(join(tmpdir(), 'chancery-pgfaults-')),
        DB_RETRY_SECONDS: String(RETRY_SECONDS),
        // The scheduler ticks through the cuts too.
        SCHEDULER_INTERVAL_MS: '500',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    exited = new Promise((r) => child.on('exit', (code) => r(code)));
    child.stderr!.on('data', (d: Buffer) => {
      stderr += d.toString();
    });
    await gateway.ready(1, scaled(90_000));
  }, scaled(180_000));

  afterAll(async () => {
    child?.kill('SIGKILL');
    gateway?.close();
    await fake?.close();
    await proxy?.close();
    await direct?.close();
    await db?.drop();
  });

  it(
    `${MOVES} moves, two in three cut mid-move, and an outage longer than the bot waits: alive, nothing lost`,
    { timeout: scaled(900_000) },
    async () => {
      // A 1701 game against the bot: every move of Alice's is answered by the bot's before her next.
      const made = await send('game', [sub('new', [str('game', 'succession-1701'), int('seats', 1)])]);
      const id = /`([a-z0-9]+)`/.exec(made.text)?.[1];
      expect(id, made.text).toBeTruthy();

      const acknowledged: string[] = [];
      const nothingDone: string[] = [];
      const inDoubt: string[] = [];
      const sent: string[] = [];
      let cutsDuringMoves = 0;
      let armed = 0;
      const modes: Record<string, number> = {};
      for (let k = 0; k <= MOVES; k++) {
        const game = await app.services.table.load(id!);
        if (game.row.status !== 'active' || !game.state) break;
        const role = app.services.table.roleFor(game, '1500000000000000001');
        const legal = game.module.legalActions(game.state, role);
        expect(legal.length, `move ${k}`).toBeGreaterThan(0);
        // The last move meets an outage longer than the bot waits for the database.
        const long = k === MOVES;
        const mode = long ? 'before-write' : k % 3 === 2 ? null : MODES[armed++ % MODES.length]!;
        const cut = mode ? proxy.arm(mode, long ? LONG_OUTAGE_MS : 300 + (k % 5) * 300) : null;
        const before = proxy.cuts;
        const move = await send('play', [str('action', `${game.state.version}.${(k * 7) % legal.length}`)]);
        sent.push(move.id);
        if (proxy.cuts > before) {
          cutsDuringMoves += 1;
          modes[mode!] = (modes[mode!] ?? 0) + 1;
        }
        expect(move.text, `move ${k}`).not.toMatch(BUG);
        if (APOLOGY_NOTHING.test(move.text)) nothingDone.push(move.id);
        else if (APOLOGY_IN_DOUBT.test(move.text)) inDoubt.push(move.id);
        else {
          expect(move.ephemeral && !/table message is updated/.test(move.text), `move ${k}: ${move.text}`).toBe(false);
          acknowledged.push(move.id);
        }
        if (cut) await cut;
      }
      expect(proxy.pending, 'every armed cut happened').toBe(false);

      // Still serving after all of it: the pool opened new connections.
      const status = await send('game', [sub('status')]);
      expect(status.text).not.toMatch(BUG);
      const after = await send('play', [str('action', `${(await app.services.table.load(id!)).state!.version}.0`)]);
      expect(after.text).not.toMatch(/Sorry|Something went wrong/);
      acknowledged.push(after.id);
      sent.push(after.id);
      expect(child.exitCode, stderr.slice(-4000)).toBeNull();

      // Each interaction answered exactly once.
      for (const i of sent)
        expect(
          fake.requests.filter((r) => r.route === CALLBACK && r.params.id === i),
          i,
        ).toHaveLength(1);
      // Every acknowledged move is in the log; a move refused with "nothing was done" is not.
      const logged = new Set(
        (await app.services.table.actions(id!)).map((a) => a.interactionId).filter((x): x is string => x !== null),
      );
      const missing = acknowledged.filter((i) => !logged.has(i));
      const applied = nothingDone.filter((i) => logged.has(i));
      // The stored game equals the replay of its log.
      const verified = await app.services.admin.verify(id!);
      const lost = (stderr.match(/Postgres connection lost/g) ?? []).length;
      const rerun = (stderr.match(/running it again/g) ?? []).length;
      const settled = (stderr.match(/a commit lost its answer/g) ?? []).length;
      console.info(
        `pg faults: ${cutsDuringMoves} cuts during ${sent.length} moves (${JSON.stringify(modes)}), one outage of ${LONG_OUTAGE_MS / 1000} s ` +
          `over DB_RETRY_SECONDS=${RETRY_SECONDS}; ${acknowledged.length} acknowledged, ${logged.size} logged human moves, ` +
          `${nothingDone.length} refused with nothing done, ${inDoubt.length} in doubt; replay equal: ${verified.equal}; ` +
          `process alive; ${lost} connections reported lost, ${rerun} transactions run again, ${settled} commits in doubt settled from the log`,
      );
      expect(cutsDuringMoves).toBeGreaterThanOrEqual(10);
      expect(missing, 'acknowledged but not in the log').toEqual([]);
      expect(applied, 'refused with "nothing was done" but in the log').toEqual([]);
      expect(nothingDone.length, 'the long outage was refused with an apology').toBeGreaterThanOrEqual(1);
      expect(verified.equal).toBe(true);
      expect(logged.size).toBe(acknowledged.length + inDoubt.filter((i) => logged.has(i)).length);
      expect(stderr).not.toMatch(/uncaughtException: exiting|unhandledRejection: exiting/);
    },
  );
});
