import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app.js';
import { openDb } from '../../src/db/client.js';
import { freshPgDatabase, pgAvailable } from '../../src/dev/db.js';
import { FakeDiscord, type RecordedRequest } from '../helpers/fake-discord.js';
import { FakeGateway } from '../helpers/fake-gateway.js';
import { type Opt, int, slash as slashIn, str, sub } from '../helpers/interactions.js';
import { scaled } from '../helpers/slowness.js';

/**
 * The real start path (#22): `npm start`'s entry with DISCORD_TOKEN set, as a separate process, against a
 * fake Discord on loopback — the HTTP API and a v10 gateway. The process logs in (GET /gateway/bot,
 * IDENTIFY), receives READY and GUILD_CREATE, answers slash commands sent as INTERACTION_CREATE over the
 * socket, posts a map, and survives the socket being cut ten times mid-game (it RESUMEs; every
 * interaction is answered exactly once), with the stored game equal to the replay of its log.
 */
const TOKEN = 'fake-bot-token-0123456789abcdef';
const GUILD = { id: '1200000000000000001', name: 'Table', channels: [{ id: '1300000000000000001', name: 'games' }] };
const CHANNEL = GUILD.channels[0]!.id;
const CALLBACK = '/interactions/:id/:token/callback';
const slash = (name: string, options: Opt[]) => slashIn(GUILD, name, options);

describe.skipIf(!(await pgAvailable()))('npm start with a token, against a fake Discord', () => {
  let fake: FakeDiscord;
  let gateway: FakeGateway;
  let child: ChildProcess;
  let db: { url: string; drop(): Promise<void> };
  let stderr = '';
  const callbacksFor = (id: string) => fake.requests.filter((r) => r.route === CALLBACK && r.params.id === id);

  /** Sends a slash command over the gateway and waits for the bot's last REST call answering it. */
  async function command(name: string, options: Opt[]): Promise<RecordedRequest[]> {
    try {
      return await commandOnce(name, options);
    } catch (e) {
      const seen = fake.requests.map((r) => `${r.method} ${r.path} ${JSON.stringify(r.body).slice(0, 300)}`);
      throw new Error(`${String(e)}\n${seen.join('\n')}\n${stderr}`);
    }
  }
  async function commandOnce(name: string, options: Opt[]): Promise<RecordedRequest[]> {
    const i = slash(name, options);
    gateway.dispatch('INTERACTION_CREATE', i);
    const cb = await fake.waitFor((r) => r.route === CALLBACK && r.params.id === i.id, scaled(60_000));
    // A deferred answer (type 5) follows as an edit of the original message, with the same token.
    if ((cb.body as { type?: number }).type === 5)
      await fake.waitFor((r) => r.route !== CALLBACK && r.path.includes(i.token), scaled(60_000));
    return fake.requests.filter((r) => r.path.includes(i.token) || r.params.id === i.id);
  }

  beforeAll(async () => {
    fake = await new FakeDiscord().start();
    gateway = new FakeGateway(fake, () => [GUILD]).start();
    db = await freshPgDatabase();
    child = spawn(process.execPath, ['bin/run.mjs', 'main'], {
      env: {
        ...process.env,
        DISCORD_TOKEN: TOKEN,
        DISCORD_APP_ID: '1100000000000000001',
        DISCORD_API_URL: fake.apiUrl,
        DATABASE_URL: db.url,
        DATA_DIR: mkdtempSync(join(tmpdir(), 'chancery-real-')),
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    child.stderr!.on('data', (d: Buffer) => {
      stderr += d.toString();
    });
    await gateway.ready(1, scaled(90_000));
  });

  afterAll(async () => {
    // What this run saw (#22): the gateway traffic, the REST calls, and Discord's limits checked on each.
    console.log(
      `real-process (npm start): ${gateway.counts.dispatches} gateway events sent, ${gateway.received.length} received; ` +
        `${fake.requests.length} REST calls, ${fake.checked} checked against Discord's limits, ${fake.rejected.length} refused`,
    );
    child?.kill('SIGKILL');
    gateway?.close();
    await fake?.close();
    await db?.drop();
  });

  it('logs in over the gateway and registers nothing it was not asked to', () => {
    expect(fake.find({ method: 'GET', route: '/gateway/bot' }).length).toBeGreaterThanOrEqual(1);
    expect(gateway.counts.identifies).toBe(1);
    expect(gateway.received).toContain(2);
    expect(fake.requests.filter((r) => r.method === 'PUT' && r.path.includes('/commands'))).toEqual([]);
  });

  it('answers a slash command sent over the socket, and posts a map', { timeout: scaled(180_000) }, async () => {
    const help = await command('help', []);
    expect(help[0]!.route).toBe(CALLBACK);
    const created = await command('game', [sub('new', [str('game', 'diplomacy'), int('seats', 7), int('bots', 6)])]);
    expect(JSON.stringify(created.map((r) => r.body))).toMatch(/diplomacy|Diplomacy/);
    // Six bots fill the other seats: the game starts at once.
    const map = await command('dip', [sub('map')]);
    const files = map.flatMap((r) => r.files);
    expect(files.some((f) => f.data.subarray(1, 4).toString() === 'PNG')).toBe(true);
  });

  it(
    'survives the socket cut ten times mid-game: every interaction answered exactly once, state equals replay',
    {
      timeout: scaled(300_000),
    },
    async () => {
      const ids: string[] = [];
      for (let k = 0; k < 10; k++) {
        gateway.drop();
        // Sent while the socket is down: Discord keeps it for the session and replays it on RESUME.
        const i = slash('game', [sub('status')]);
        ids.push(i.id);
        gateway.dispatch('INTERACTION_CREATE', i);
        await fake.waitFor((r) => r.route === CALLBACK && r.params.id === i.id, scaled(60_000));
        const ready = slash('dip', [sub('ready', [{ type: 5, name: 'confirm', value: true }])]);
        ids.push(ready.id);
        gateway.dispatch('INTERACTION_CREATE', ready);
        await fake.waitFor((r) => r.route === CALLBACK && r.params.id === ready.id, scaled(60_000));
      }
      await new Promise((r) => setTimeout(r, 500));
      for (const id of ids) expect(callbacksFor(id), id).toHaveLength(1);
      expect(gateway.counts.drops).toBe(10);
      expect(gateway.counts.resumes).toBeGreaterThanOrEqual(10);
      expect(gateway.counts.identifies).toBe(1);
      // The stored game equals the replay of its log.
      const h = await openDb({ databaseUrl: db.url });
      try {
        const app = createApp({ db: h.db, images: false });
        const [game] = await app.services.table.repo.list({ channelId: CHANNEL, statuses: ['active', 'finished'] });
        expect(game).toBeDefined();
        expect((await app.services.admin.verify(game!.id)).equal).toBe(true);
      } finally {
        await h.close();
      }
      expect(stderr).not.toMatch(/"level":"error"/);
    },
  );

  it('sent Discord nothing it refuses (no 400 from the limit-enforcing fake)', () => {
    expect(fake.checked).toBeGreaterThan(0);
    expect(
      fake.rejected.map((r) => `${r.status} ${r.method} ${r.path} ${JSON.stringify(r.body).slice(0, 300)}`),
    ).toEqual([]);
  });
});
