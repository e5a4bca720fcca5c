import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPgDatabase, pgAvailable } from '../../src/dev/db.js';
import { FakeDiscord, type RecordedRequest } from '../helpers/fake-discord.js';
import { FakeGateway, type GatewayGuild } from '../helpers/fake-gateway.js';
import { APP_ID, type Opt, group, int, slash, str, sub } from '../helpers/interactions.js';
import { scaled } from '../helpers/slowness.js';

/**
 * Shards as real processes (#22) on one fresh Postgres, against the fake Discord (HTTP API and a v10
 * gateway that hands each guild to its shard by Discord's formula). First two "hosts": `npm start` twice
 * with SHARD_COUNT=2 and SHARD_IDS=0 / SHARD_IDS=1; a game in a guild of each shard is played, and the
 * deadline timers both processes race for fire exactly once. Then `npm run shards` (discord.js's
 * ShardingManager) with SHARDS=2: each shard process gets its own guilds and plays a game there.
 */
const TOKEN = 'fake-bot-token-0123456789abcdef';
const CALLBACK = '/interactions/:id/:token/callback';

/** Two guilds, one on each of two shards ((id >> 22) % 2 is 0 and 1), one channel each. */
const guilds: GatewayGuild[] = [0n, 1n].map((k) => {
  const id = String(((1000n + k) << 22n) + 7n);
  return { id, name: `Guild ${k}`, channels: [{ id: `13000000000000000${k}1`, name: 'games' }] };
});

/** One fake Discord, its gateway, a fresh Postgres, and the processes a describe starts. */
function harness(label: string) {
  const h = {
    fake: null as unknown as FakeDiscord,
    gateway: null as unknown as FakeGateway,
    db: null as unknown as { url: string; drop(): Promise<void> },
    children: [] as ChildProcess[],
    stderr: '',
    async start() {
      h.fake = await new FakeDiscord().start();
      h.gateway = new FakeGateway(h.fake, guilds, 2000, 2).start();
      h.db = await freshPgDatabase();
    },
    /** Starts `node bin/run.mjs <entry>` in its own process group (so its shard children end with it). */
    spawn(entry: string, env: Record<string, string>) {
      const child = spawn(process.execPath, ['bin/run.mjs', entry], {
        env: {
          ...process.env,
          DISCORD_TOKEN: TOKEN,
          DISCORD_APP_ID: APP_ID,
          DISCORD_API_URL: h.fake.apiUrl,
          DATABASE_URL: h.db.url,
          DATA_DIR: mkdtempSync(join(tmpdir(), 'chancery-shards-')),
          LOG_LEVEL: 'warn',
          SCHEDULER_INTERVAL_MS: '200',
          ...env,
        },
        stdio: ['ignore', 'ignore', 'pipe'],
        detached: true,
      });
      child.stderr!.on('data', (d: Buffer) => {
        h.stderr += d.toString();
      });
      h.children.push(child);
      return child;
    },
    /** A slash command in a guild, over the gateway session of that guild's shard; waits for the answer. */
    async command(guild: GatewayGuild, name: string, options: Opt[]): Promise<RecordedRequest[]> {
      const i = slash(guild, name, options);
      h.fake.bindToken(i.token, guild.channels[0]!.id);
      h.gateway.dispatchToGuild(guild.id, 'INTERACTION_CREATE', i);
      try {
        const cb = await h.fake.waitFor((r) => r.route === CALLBACK && r.params.id === i.id, scaled(90_000));
        if ((cb.body as { type?: number }).type === 5)
          await h.fake.waitFor((r) => r.route !== CALLBACK && r.path.includes(i.token), scaled(90_000));
      } catch (e) {
        throw new Error(`${String(e)}\n${h.stderr}`);
      }
      return h.fake.requests.filter((r) => r.path.includes(i.token) || r.params.id === i.id);
    },
    async stop() {
      console.log(
        `${label}: ${h.gateway?.counts.dispatches} gateway events sent, ${h.gateway?.received.length} received ` +
          `(${h.gateway?.counts.identifies} IDENTIFY, shards ${JSON.stringify(h.gateway?.identified)}); ` +
          `${h.fake?.requests.length} REST calls, ${h.fake?.checked} checked against Discord's limits, ` +
          `${h.fake?.rejected.length} refused`,
      );
      for (const c of h.children) {
        try {
          if (c.pid) process.kill(-c.pid, 'SIGKILL');
        } catch {
          // already gone
        }
      }
      h.gateway?.close();
      await h.fake?.close();
      await h.db?.drop();
    },
  };
  return h;
}

async function sql<T>(url: string, text: string, params: unknown[] = []): Promise<T[]> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query(text, params)).rows as T[];
  } finally {
    await c.end();
  }
}

/** The game the bot stores for a channel. */
async function gameIn(url: string, channelId: string): Promise<{ id: string; version: number }> {
  const [g] = await sql<{ id: string; version: number }>(url, 'select id, version from games where channel_id = $1', [
    channelId,
  ]);
  if (!g) throw new Error(`no game in ${channelId}`);
  return g;
}

const pgUp = await pgAvailable();

describe.skipIf(!pgUp)('two hosts: SHARD_COUNT=2, SHARD_IDS=0 and SHARD_IDS=1, one Postgres', () => {
  const h = harness('real-process-shards (two hosts)');

  beforeAll(async () => {
    await h.start();
    h.spawn('main', { SHARD_COUNT: '2', SHARD_IDS: '0' });
    h.spawn('main', { SHARD_COUNT: '2', SHARD_IDS: '1' });
    await h.gateway.ready(2, scaled(240_000));
  }, scaled(300_000));
  afterAll(() => h.stop(), scaled(60_000));

  it('each process identifies as its own shard of two and gets only the guilds of its shard', () => {
    expect(h.gateway.identified.map((s) => s.join('/')).sort()).toEqual(['0/2', '1/2']);
    expect(FakeGateway.shardOf(guilds[0]!.id, 2)).toBe(0);
    expect(FakeGateway.shardOf(guilds[1]!.id, 2)).toBe(1);
  });

  it(
    'a game in a guild of each shard is played; each deadline fires exactly once across both processes',
    { timeout: scaled(600_000) },
    async () => {
      for (const g of guilds) {
        await h.command(g, 'game', [sub('new', [str('game', 'diplomacy'), int('seats', 7), int('bots', 6)])]);
        await h.command(g, 'game', [group('deadline', [sub('set', [int('minutes', 60)])])]);
      }
      const games = await Promise.all(guilds.map((g) => gameIn(h.db.url, g.channels[0]!.id)));
      const before = games.map((g) => g.version);
      // Time passes: both deadlines fall due, and both processes' schedulers (every 200 ms) race for them.
      const due = await sql<{ id: number; game_id: string }>(
        h.db.url,
        `update timers set due_at = now() - interval '1 second'
         where kind = 'deadline' and fired_at is null and cancelled_at is null returning id, game_id`,
      );
      expect(due.map((t) => t.game_id).sort()).toEqual(games.map((g) => g.id).sort());
      const until = Date.now() + scaled(240_000);
      let fired: { id: number; claimed_by: string; fired_at: Date | null }[] = [];
      while (Date.now() < until) {
        fired = await sql(h.db.url, 'select id, claimed_by, fired_at from timers where id = any($1)', [
          due.map((t) => t.id),
        ]);
        if (fired.every((t) => t.fired_at)) break;
        await new Promise((r) => setTimeout(r, 250));
      }
      expect(fired.every((t) => t.fired_at)).toBe(true);
      // Some more ticks of both processes: nothing fires twice.
      await new Promise((r) => setTimeout(r, 1500));
      console.log(`deadline timers claimed by: ${fired.map((t) => `${t.id} → ${t.claimed_by}`).join('; ')}`);
      for (const t of due) {
        const applied = await sql<{ n: string }>(
          h.db.url,
          'select count(*) as n from game_actions where interaction_id like $1',
          [`deadline:${t.id}:%`],
        );
        // alice's Power took its default once (the six bots had already moved)
        expect(Number(applied[0]!.n), `timer ${t.id}`).toBe(1);
      }
      for (const g of guilds) {
        // The post follows the timer's mark: wait for it rather than for a fixed time.
        await h.fake.waitFor(
          (r) =>
            r.method === 'POST' &&
            r.route === '/channels/:channel/messages' &&
            r.params.channel === g.channels[0]!.id &&
            /deadline of/.test(String((r.body as { content?: string }).content)),
          scaled(120_000),
        );
        const posts = h.fake
          .find({ method: 'POST', route: '/channels/:channel/messages' })
          .filter((r) => r.params.channel === g.channels[0]!.id)
          .filter((r) => /deadline of/.test(String((r.body as { content?: string }).content)));
        expect(posts, `deadline posts in ${g.name}`).toHaveLength(1);
      }
      const after = await Promise.all(guilds.map((g) => gameIn(h.db.url, g.channels[0]!.id)));
      after.forEach((g, k) => expect(g.version, `game in guild ${k} moved on`).toBeGreaterThan(before[k]!));
      expect(h.stderr).not.toMatch(/"level":"error"/);
      expect(h.fake.rejected).toEqual([]);
    },
  );
});

describe.skipIf(!pgUp)('npm run shards: the ShardingManager with SHARDS=2', () => {
  const h = harness('real-process-shards (npm run shards)');

  beforeAll(async () => {
    await h.start();
    h.spawn('shard', { SHARDS: '2' });
    await h.gateway.ready(2, scaled(300_000));
  }, scaled(360_000));
  afterAll(() => h.stop(), scaled(60_000));

  it(
    'starts one process per shard; each gets its guilds and plays a game there',
    { timeout: scaled(600_000) },
    async () => {
      expect(h.gateway.identified.map((s) => s.join('/')).sort()).toEqual(['0/2', '1/2']);
      for (const g of guilds) {
        const created = await h.command(g, 'game', [
          sub('new', [str('game', 'diplomacy'), int('seats', 7), int('bots', 6)]),
        ]);
        expect(JSON.stringify(created.map((r) => r.body))).toMatch(/Diplomacy/);
        const before = (await gameIn(h.db.url, g.channels[0]!.id)).version;
        await h.command(g, 'dip', [sub('ready', [{ type: 5, name: 'confirm', value: true } as Opt])]);
        const after = (await gameIn(h.db.url, g.channels[0]!.id)).version;
        expect(after, `the game in ${g.name} moved on`).toBeGreaterThan(before);
      }
      expect(h.stderr).not.toMatch(/"level":"error"/);
      expect(h.fake.rejected).toEqual([]);
    },
  );
});
