/**
 * `npx tsx scripts/public-posts.ts [--turns N] [--seed S]`
 *
 * Measures how many new public messages a game puts in its channel per game turn, played through the
 * router as the players would (every seat human; each picks its game bot's choice):
 * - La Belle Époque, 4 players: every action is a click on the action menu (`/lbe` pick);
 * - Diplomacy, 7 players, one year (Spring, Fall, Winter and any retreats): orders are entered privately
 *   (ephemeral replies, not counted), then each power says `/dip ready` in the channel.
 * Counted as a transport delivers them (src/bot/calm.ts): new public posts, table-message edits,
 * log-thread posts. Ephemeral replies and DMs are not in the channel.
 */
import { parseArgs } from 'node:util';
import { createApp, type App } from '../src/app.js';
import { TableMemory, deliveryOf, type Delivery } from '../src/bot/calm.js';
import type { Request, Response } from '../src/bot/types.js';
import { botStream } from '../src/engine/core/rng.js';
import type { BaseState, Role } from '../src/engine/core/types.js';
import { openDb } from '../src/db/client.js';
import { humansToAct } from '../src/bot/present.js';

export interface PostCount extends Delivery {
  game: string;
  players: number;
  turns: number;
  actions: number;
  /** New public posts per game turn. */
  perTurn: number;
}

let seq = 0;
let channel = 'table';
function request(user: string, partial: Partial<Request>): Request {
  return {
    kind: 'command',
    id: `pp-${++seq}`,
    options: {},
    user: { id: user, name: user },
    locale: 'en',
    guildId: 'guild',
    channelId: channel,
    ...partial,
  };
}

async function seatAll(app: App, kind: string, players: number): Promise<string> {
  channel = `table-${kind}`;
  const created = await app.router.handle(
    request('u1', { command: 'game', subcommand: 'new', options: { game: kind, seats: players } }),
  );
  const id = /`([a-z0-9]+)`/.exec(created.replies[0]?.content ?? '')?.[1];
  if (!id) throw new Error(`could not create ${kind}: ${created.replies[0]?.content}`);
  for (let u = 2; u <= players; u++)
    await app.router.handle(request(`u${u}`, { command: 'game', subcommand: 'join', options: { game: id } }));
  const started = await app.router.handle(
    request('u1', { command: 'game', subcommand: 'start', options: { game: id } }),
  );
  if (started.replies[0]?.ephemeral) throw new Error(`could not start: ${started.replies[0]?.content}`);
  return id;
}

function add(total: Delivery, d: Delivery): void {
  total.posts += d.posts;
  total.edits += d.edits;
  total.logPosts += d.logPosts;
}

/** The action a seat's bot would take, and its index in the legal list. */
function choice(app: App, slug: string, state: BaseState, role: Role, seed: string) {
  const module = app.services.table.registry.require(slug);
  const legal = module.legalActions(state, role) as unknown[];
  const action = module.bot(module.view(state, role), role, legal, botStream(seed, role, state.version));
  const index = legal.findIndex((a) => JSON.stringify(a) === JSON.stringify(action));
  return { action, index };
}

/** La Belle Époque, every seat human: `turns` game turns after the set-up. */
export async function measureBelleEpoque(app: App, turns = 1): Promise<PostCount> {
  const id = await seatAll(app, 'belle-epoque', 4);
  const memory = new TableMemory();
  const total: Delivery = { posts: 0, edits: 0, logPosts: 0 };
  let actions = 0;
  let firstTurn: number | null = null;
  for (let guard = 0; guard < 5000; guard++) {
    const game = await app.services.table.load(id);
    const state = game.state as BaseState & { turn: number };
    if (game.row.status !== 'active') break;
    if (firstTurn === null && state.turn >= 1) firstTurn = state.turn;
    if (firstTurn !== null && state.turn >= firstTurn + turns) break;
    const next = humansToAct(game)[0];
    if (!next) throw new Error('nobody to act');
    const { index } = choice(app, 'belle-epoque', state, next.role, game.row.seed);
    const res: Response = await app.router.handle(
      request(next.userId, {
        kind: 'component',
        customId: `lbe:${id}:${state.version}:pick:${next.role}`,
        values: [String(index)],
      }),
    );
    if (res.replies[0]?.ephemeral && !res.replies.some((r) => !r.ephemeral) && !res.log)
      throw new Error(`refused: ${res.replies[0]?.content}`);
    if (firstTurn !== null) {
      add(total, deliveryOf(res, channel, memory));
      actions += 1;
    } else deliveryOf(res, channel, memory);
  }
  return { game: 'belle-epoque', players: 4, turns, actions, ...total, perTurn: total.posts / turns };
}

/** Diplomacy, seven human powers, one game year (Spring, Fall, Winter and any retreats). */
export async function measureDiplomacyYear(app: App): Promise<PostCount> {
  const id = await seatAll(app, 'diplomacy', 7);
  const memory = new TableMemory();
  const total: Delivery = { posts: 0, edits: 0, logPosts: 0 };
  let actions = 0;
  const startYear = 1901;
  for (let guard = 0; guard < 2000; guard++) {
    const game = await app.services.table.load(id);
    const state = game.state as BaseState & { year: number; ready: string[] };
    if (game.row.status !== 'active' || state.year > startYear) break;
    const next = humansToAct(game).find((h) => !state.ready.includes(h.role));
    if (!next) throw new Error('nobody to act');
    const { action } = choice(app, 'diplomacy', state, next.role, game.row.seed);
    if ((action as { type: string }).type === 'ready') {
      const res = await app.router.handle(
        request(next.userId, { command: 'dip', subcommand: 'ready', options: { confirm: true } }),
      );
      add(total, deliveryOf(res, channel, memory));
    } else {
      // orders are private: entered through ephemeral replies, nothing in the channel. Loaded as the
      // player's request in the game's channel resolves it, as the `/dip` commands do (Table.act needs it).
      const loaded = await app.services.table.loadFor(request(next.userId, {}), id);
      await app.services.play.act({
        gameId: id,
        userId: next.userId,
        role: next.role,
        action,
        interactionId: null,
        loaded,
      });
    }
    actions += 1;
  }
  return { game: 'diplomacy', players: 7, turns: 1, actions, ...total, perTurn: total.posts };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { turns: { type: 'string', default: '2' } } });
  const h = await openDb({ dataDir: ':memory:' });
  let n = 0;
  const app = createApp({ db: h.db, images: false, entropy: { gameId: () => `pp${++n}`, seed: () => 'posts-1' } });
  const lbe = await measureBelleEpoque(app, Number(values.turns));
  const dip = await measureDiplomacyYear(app);
  for (const r of [lbe, dip])
    process.stdout.write(
      `${r.game} (${r.players} players, ${r.turns} turn(s), ${r.actions} actions): ${r.posts} new public posts (${r.perTurn.toFixed(1)} per turn), ${r.edits} table edits, ${r.logPosts} log-thread posts\n`,
    );
  await h.close();
}
