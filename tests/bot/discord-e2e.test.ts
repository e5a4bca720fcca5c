import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { createCanvas } from '@napi-rs/canvas';
import {
  ApplicationCommandOptionType,
  ApplicationCommandType,
  ChannelType,
  ComponentType,
  InteractionContextType,
  InteractionResponseType,
  InteractionType,
  MessageFlags,
  Routes,
  type APIApplicationCommandInteractionDataOption,
  type APIChatInputApplicationCommandInteraction,
  type APIMessage,
  type APIMessageComponentInteraction,
  type APIUser,
  type RESTPutAPIApplicationCommandsJSONBody,
} from 'discord-api-types/v10';
import { REST } from '@discordjs/rest';
import { ClientUser, Events, type Client, type Interaction } from 'discord.js';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { deployCommands } from '../../scripts/deploy-commands.js';
import { commandDefinitions, createApp, type App } from '../../src/app.js';
import type { GameUi } from '../../src/bot/game-ui.js';
import { en } from '../../src/bot/i18n/en.js';
import { it as itTexts } from '../../src/bot/i18n/it.js';
import { createClient, handleInteraction } from '../../src/transport/discord.js';
import { ConfigError } from '../../src/config.js';
import type { DbHandle } from '../../src/db/client.js';
import { memoryDb } from '../../src/dev/db.js';
import { channelPosts } from '../../src/db/schema/index.js';
import { eq } from 'drizzle-orm';
import { toyGame } from '../fixtures/toy-game.js';
import { FakeDiscord, type RecordedRequest } from '../helpers/fake-discord.js';
import { scaled } from '../helpers/slowness.js';

/**
 * End to end through the real discord.js / @discordjs/rest code against a fake Discord HTTP API on
 * loopback (STYLE §13: mocks only at the network edge). Interactions enter exactly where the gateway
 * hands them to discord.js (`client.actions.InteractionCreate.handle(packet.d)`, which is all the
 * INTERACTION_CREATE packet handler does), so discord.js builds its own Interaction classes and
 * makes its own REST calls; only the socket at the far end is fake.
 */

const APP_ID = '1100000000000000001';
const GUILD_ID = '1200000000000000001';
const GUILD_CHANNEL_ID = '1300000000000000001';
const TOKEN = 'fake-bot-token-0123456789abcdef';
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const CALLBACK = '/interactions/:id/:token/callback';
const ORIGINAL = '/webhooks/:app/:token/messages/:message';
const FOLLOW_UP = '/webhooks/:app/:token';

/** For each map rendered: the interaction tokens whose callback the fake had already received. */
const acknowledgedWhenRendering: string[][] = [];

/** The toy game's map: one bar per player's score, drawn with @napi-rs/canvas. */
const toyUi: GameUi = {
  slug: 'toy',
  async renderMap(view) {
    acknowledgedWhenRendering.push(fake.requests.filter((r) => r.route === CALLBACK).map((r) => r.params.token!));
    const v = view as { players: string[]; scores: Record<string, number>; target: number };
    const canvas = createCanvas(160, 20 + 20 * v.players.length);
    const g = canvas.getContext('2d');
    g.fillStyle = '#f4ecd8';
    g.fillRect(0, 0, canvas.width, canvas.height);
    const colours: Record<string, string> = { red: '#b22', blue: '#24b', green: '#2a4', yellow: '#cb2' };
    v.players.forEach((p, i) => {
      g.fillStyle = colours[p] ?? '#555';
      g.fillRect(10, 10 + 20 * i, Math.max(2, (140 * (v.scores[p] ?? 0)) / v.target), 14);
    });
    return canvas.toBuffer('image/png');
  },
};

/**
 * The toy race, plus a private note to the next player after every move: the engine's private
 * events become Discord DMs to their owner.
 */
const whisperGame: typeof toyGame = {
  ...toyGame,
  slug: 'whisper',
  title: { en: 'Whisper race', it: 'Corsa sussurrata' },
  apply(state, role, action) {
    const out = toyGame.apply(state, role, action);
    const next = out.state.players[out.state.turn % out.state.players.length]!;
    return {
      state: out.state,
      events: [...out.events, { key: 'whisper.log.note', params: { from: role }, audience: [next] }],
    };
  },
  locales: {
    en: { ...toyGame.locales.en, log: { note: 'A private note from {{from}}.' } },
    it: { ...toyGame.locales.it, log: { note: 'Un biglietto privato da {{from}}.' } },
  },
};

let fake: FakeDiscord;
let handle: DbHandle;
let app: App;
let client: Client;
const inflight: Promise<void>[] = [];
let counter = 0;
/** The interaction handler; a test may swap in a freshly imported module's (a restarted process). */
let handler = handleInteraction;

function snowflake(): string {
  counter += 1;
  return `14${String(Date.now()).slice(-9)}${String(counter).padStart(7, '0')}`;
}

function user(id: string, name: string): APIUser {
  return { id, username: name, discriminator: '0', global_name: name[0]!.toUpperCase() + name.slice(1), avatar: null };
}

const alice = user('1500000000000000001', 'alice');
const bob = user('1500000000000000002', 'bob');
let players = 10;
/** A fresh player, so each DM test has its own channel and game. */
function newPlayer(): APIUser {
  players += 1;
  return user(`15000000000000${String(players).padStart(5, '0')}`, `player${players}`);
}

/** Where an interaction comes from: a DM with the bot, or a guild text channel. */
type Place = { dm: true } | { dm: false; channelId?: string; permissions?: string };

function placeFields(place: Place, who: APIUser) {
  const common = {
    application_id: APP_ID,
    token: `itok-${snowflake()}`,
    version: 1 as const,
    app_permissions: '2248473465835073',
    entitlements: [],
    attachment_size_limit: 10_485_760,
  };
  if (place.dm) {
    const channelId = `16${who.id.slice(2)}`;
    return {
      ...common,
      channel: { id: channelId, type: ChannelType.DM, recipients: [who], last_message_id: null, flags: 0 },
      channel_id: channelId,
      user: who,
      context: InteractionContextType.BotDM,
      authorizing_integration_owners: { '1': who.id },
    };
  }
  return {
    ...common,
    guild_id: GUILD_ID,
    guild_locale: 'en-US',
    guild: { id: GUILD_ID, locale: 'en-US', features: [] },
    channel: {
      id: place.channelId ?? GUILD_CHANNEL_ID,
      type: ChannelType.GuildText,
      name: 'games',
      guild_id: GUILD_ID,
      position: 0,
      permission_overwrites: [],
      nsfw: false,
      parent_id: null,
      flags: 0,
      last_message_id: null,
      rate_limit_per_user: 0,
      topic: null,
    },
    channel_id: place.channelId ?? GUILD_CHANNEL_ID,
    member: {
      user: who,
      roles: [],
      permissions: place.permissions ?? '2147483648',
      joined_at: '2026-01-01T00:00:00.000Z',
      deaf: false,
      mute: false,
      flags: 0,
      avatar: null,
      nick: null,
      premium_since: null,
      pending: false,
    },
    context: InteractionContextType.Guild,
    authorizing_integration_owners: { '0': GUILD_ID },
  };
}

/** A raw slash-command interaction as Discord sends it on the gateway. */
function slash(
  place: Place,
  who: APIUser,
  name: string,
  options: APIApplicationCommandInteractionDataOption[] = [],
  locale = 'en-US',
): APIChatInputApplicationCommandInteraction {
  return {
    id: snowflake(),
    type: InteractionType.ApplicationCommand,
    locale,
    data: { id: snowflake(), name, type: ApplicationCommandType.ChatInput, options },
    ...placeFields(place, who),
  } as unknown as APIChatInputApplicationCommandInteraction;
}

function sub(name: string, options: Record<string, string | number>): APIApplicationCommandInteractionDataOption {
  return {
    name,
    type: ApplicationCommandOptionType.Subcommand,
    options: Object.entries(options).map(([n, value]) =>
      typeof value === 'number'
        ? { name: n, type: ApplicationCommandOptionType.Integer, value }
        : { name: n, type: ApplicationCommandOptionType.String, value },
    ),
  } as APIApplicationCommandInteractionDataOption;
}

function str(name: string, value: string): APIApplicationCommandInteractionDataOption {
  return { name, type: ApplicationCommandOptionType.String, value };
}

/** A raw button click or select-menu choice on a message the bot posted. */
function component(
  place: Place,
  who: APIUser,
  message: APIMessage,
  customId: string,
  values?: string[],
): APIMessageComponentInteraction {
  return {
    id: snowflake(),
    type: InteractionType.MessageComponent,
    locale: 'en-US',
    message,
    data: values
      ? { custom_id: customId, component_type: ComponentType.StringSelect, values }
      : { custom_id: customId, component_type: ComponentType.Button },
    ...placeFields(place, who),
  } as unknown as APIMessageComponentInteraction;
}

/** Hands a raw interaction to discord.js as the gateway would; resolves when our handler is done. */
function dispatch(raw: { token: string; channel_id?: string }): Promise<void> {
  if (raw.channel_id) fake.bindToken(raw.token, raw.channel_id);
  const before = inflight.length;
  (
    client as unknown as { actions: { InteractionCreate: { handle(d: unknown): void } } }
  ).actions.InteractionCreate.handle(raw);
  expect(inflight.length, 'discord.js emitted InteractionCreate').toBe(before + 1);
  return inflight[before]!;
}

function forToken(token: string): RecordedRequest[] {
  return fake.requests.filter((r) => r.params.token === token);
}

function isPng(data: Buffer): boolean {
  return data.subarray(0, 8).equals(PNG_SIGNATURE);
}

beforeAll(async () => {
  fake = await new FakeDiscord().start();
  handle = await memoryDb();
  app = createApp({ db: handle.db, games: [toyGame, whisperGame], uis: [toyUi, { ...toyUi, slug: 'whisper' }] });
  client = createClient({ DISCORD_API_URL: fake.apiUrl });
  // No gateway login: set what login and READY would (the token for authenticated routes, the bot's
  // own user, which discord.js needs to find or open DM channels).
  client.rest.setToken(TOKEN);
  const ClientUserCtor = ClientUser as unknown as new (c: Client, data: unknown) => ClientUser;
  (client as { user: ClientUser | null }).user = new ClientUserCtor(client, fake.botUser);
  client.on(Events.InteractionCreate, (i: Interaction) => {
    inflight.push(handler(app, i));
  });
  // migrating PGlite took over a minute on a loaded two-core machine
}, scaled(240_000));

afterAll(async () => {
  // How much the limit-enforcing fake checked over the whole file (reported by #22).
  console.log(
    `discord-e2e: ${fake.checked} request(s) checked against Discord's limits, ${fake.rejected.length} refused`,
  );
  await client?.destroy();
  await fake?.close();
  await handle?.close();
});

beforeEach(() => fake.reset());
// Discord's limits are enforced on every request: nothing the bot sent may have been refused.
afterEach(() => {
  expect(fake.rejected.map((r) => `${r.status} ${r.method} ${r.path} ${JSON.stringify(r.body).slice(0, 200)}`)).toEqual(
    [],
  );
});

describe('deploy-commands against the fake API', () => {
  let definitions: RESTPutAPIApplicationCommandsJSONBody;
  beforeAll(() => {
    definitions = commandDefinitions(app);
  });

  it('registers every command with one guild PUT when DISCORD_DEV_GUILD_ID is set', async () => {
    const out = await deployCommands(
      { DISCORD_TOKEN: TOKEN, DISCORD_APP_ID: APP_ID, DISCORD_DEV_GUILD_ID: GUILD_ID, DISCORD_API_URL: fake.apiUrl },
      definitions,
    );
    expect(fake.requests).toHaveLength(1);
    const put = fake.requests[0]!;
    expect(put.method).toBe('PUT');
    expect(put.path).toBe(`/applications/${APP_ID}/guilds/${GUILD_ID}/commands`);
    expect(put.headers.authorization).toBe(`Bot ${TOKEN}`);
    expect(put.body).toEqual(JSON.parse(JSON.stringify(definitions)));
    const body = put.body as { name: string; description: string; description_localizations?: { it?: string } }[];
    expect(body.map((c) => c.name)).toEqual(expect.arrayContaining(['game', 'play', 'help']));
    for (const name of ['game', 'play', 'help']) {
      const c = body.find((x) => x.name === name)!;
      expect(c.description_localizations?.it, `/${name} has an Italian description`).toBeTruthy();
      expect(c.description_localizations?.it).not.toBe(c.description);
    }
    expect(body.find((c) => c.name === 'help')!.description_localizations!.it).toBe(itTexts.command.help.description);
    expect(out.scope).toBe('guild');
    expect(out.registered.map((c) => c.name)).toEqual(body.map((c) => c.name));
    expect(out.registered.every((c) => /^\d+$/.test(c.id) && c.guild_id === GUILD_ID)).toBe(true);
  });

  it('registers globally (needed for DMs) without DISCORD_DEV_GUILD_ID', async () => {
    const out = await deployCommands(
      { DISCORD_TOKEN: TOKEN, DISCORD_APP_ID: APP_ID, DISCORD_API_URL: fake.apiUrl },
      definitions,
    );
    expect(fake.requests.map((r) => `${r.method} ${r.path}`)).toEqual([`PUT /applications/${APP_ID}/commands`]);
    expect(fake.requests[0]!.body).toEqual(JSON.parse(JSON.stringify(definitions)));
    expect(out.scope).toBe('global');
    expect(fake.commands.get('global')).toHaveLength(definitions.length);
  });

  it('refuses clearly without a token or application id, and sends nothing', async () => {
    await expect(deployCommands({ DISCORD_APP_ID: APP_ID, DISCORD_API_URL: fake.apiUrl }, definitions)).rejects.toThrow(
      ConfigError,
    );
    await expect(deployCommands({ DISCORD_TOKEN: TOKEN, DISCORD_API_URL: fake.apiUrl }, definitions)).rejects.toThrow(
      /DISCORD_APP_ID/,
    );
    expect(fake.requests).toHaveLength(0);
  });

  it(
    '`npm run deploy-commands` (the CLI) registers the real command set and prints it',
    { tags: ['slow'] },
    async () => {
      const root = fileURLToPath(new URL('../../', import.meta.url));
      const { stdout } = await promisify(execFile)(
        process.execPath,
        ['--import', 'tsx', 'scripts/deploy-commands.ts'],
        {
          cwd: root,
          env: {
            ...process.env,
            DISCORD_TOKEN: TOKEN,
            DISCORD_APP_ID: APP_ID,
            DISCORD_DEV_GUILD_ID: GUILD_ID,
            DISCORD_API_URL: fake.apiUrl,
            DATABASE_URL: '',
            LOG_LEVEL: 'error',
          },
          timeout: scaled(60_000),
        },
      );
      const puts = fake.find({ method: 'PUT' });
      expect(puts).toHaveLength(1);
      expect(puts[0]!.path).toBe(`/applications/${APP_ID}/guilds/${GUILD_ID}/commands`);
      const names = (puts[0]!.body as { name: string }[]).map((c) => c.name);
      expect(names).toEqual(expect.arrayContaining(['game', 'play', 'help']));
      expect(stdout).toContain(`Registered ${names.length} command(s)`);
      for (const n of names) expect(stdout).toContain(`/${n}`);
    },
  );
});

describe('the fake API itself', () => {
  it('an answer that never comes aborts the attempt at the REST timeout, and @discordjs/rest tries again', async () => {
    // The first attempt hangs until the client gives up, whenever that is; the second must only come
    // back within a timeout that a busy machine's round trip fits (the timeout is no race to win).
    const rest = new REST({ api: fake.apiUrl, timeout: scaled(1000), retries: 1 }).setToken(TOKEN);
    fake.inject({ method: 'GET', route: '/users/:id' }, { type: 'hang' });
    const got = (await rest.get(Routes.user(bob.id))) as APIUser;
    expect(got.id).toBe(bob.id);
    const gets = fake.find({ method: 'GET', route: '/users/:id' });
    expect(gets).toHaveLength(2);
    expect(gets[0]!.fault).toEqual({ type: 'hang' });
    expect(gets[1]!.fault).toBeNull();
  });

  it('rejects an empty message the way Discord does (50006)', async () => {
    const rest = new REST({ api: fake.apiUrl }).setToken(TOKEN);
    await expect(rest.post(Routes.channelMessages(GUILD_CHANNEL_ID), { body: { content: '' } })).rejects.toThrow(
      /empty message/,
    );
    expect(fake.requests.map((r) => r.status)).toEqual([400]);
    // refused on purpose: not a bot message
    expect(fake.rejected.splice(0)).toHaveLength(1);
  });
});

describe('interactions through the real discord.js code', () => {
  it('/help answers in one ephemeral interaction callback (flags 64), localized', async () => {
    const raw = slash({ dm: false }, alice, 'help');
    await dispatch(raw);
    const reqs = forToken(raw.token);
    expect(reqs.map((r) => r.route)).toEqual([CALLBACK]);
    const cb = reqs[0]!;
    expect(cb.path).toBe(`/interactions/${raw.id}/${raw.token}/callback`);
    const body = cb.body as { type: number; data: { flags: number; embeds: { title: string }[] } };
    expect(body.type).toBe(InteractionResponseType.ChannelMessageWithSource);
    expect(body.data.flags & MessageFlags.Ephemeral).toBe(MessageFlags.Ephemeral);
    expect(body.data.embeds[0]!.title).toMatch(/Chancery/);

    const rawIt = slash({ dm: false }, alice, 'help', [], 'it');
    await dispatch(rawIt);
    const bodyIt = forToken(rawIt.token)[0]!.body as { data: { flags: number; embeds: { title: string }[] } };
    expect(bodyIt.data.flags & MessageFlags.Ephemeral).toBe(MessageFlags.Ephemeral);
    expect(bodyIt.data.embeds[0]!.title).toBe(itTexts.help.title);
  });

  describe('a solo game in a DM', () => {
    /** `/game new game:toy` in a DM: a solo game against bots, started at once. */
    async function soloGame(
      who: APIUser,
    ): Promise<{ raw: APIChatInputApplicationCommandInteraction; gameId: string; message: APIMessage }> {
      const raw = slash({ dm: true }, who, 'game', [sub('new', { game: 'toy' })]);
      await dispatch(raw);
      const rows = await app.services.table.repo.list({ channelId: raw.channel_id!, statuses: ['active'] });
      expect(rows).toHaveLength(1);
      return { raw, gameId: rows[0]!.id, message: fake.originalMessage(raw.token) as unknown as APIMessage };
    }

    it('/game new defers (type 5), then edits the reply with the map as a PNG attachment', async () => {
      const renders = acknowledgedWhenRendering.length;
      const { raw, gameId, message } = await soloGame(alice);
      const reqs = forToken(raw.token);
      // The 3-second rule: the interaction was acknowledged before the map was drawn.
      expect(acknowledgedWhenRendering.length).toBe(renders + 1);
      expect(acknowledgedWhenRendering.at(-1)).toContain(raw.token);
      expect(reqs.map((r) => `${r.method} ${r.route}`)).toEqual([`POST ${CALLBACK}`, `PATCH ${ORIGINAL}`]);
      const [cb, edit] = reqs as [RecordedRequest, RecordedRequest];
      expect(cb.body).toEqual({ type: InteractionResponseType.DeferredChannelMessageWithSource, data: { flags: 0 } });
      expect(edit.path).toBe(`/webhooks/${APP_ID}/${raw.token}/messages/@original`);
      expect(edit.headers['content-type']).toMatch(/^multipart\/form-data/);
      expect(edit.files).toHaveLength(1);
      const file = edit.files[0]!;
      expect(file.field).toBe('files[0]');
      expect(file.name).toMatch(/^toy-[a-z0-9]+-v\d+\.png$/);
      expect(isPng(file.data)).toBe(true);
      const payload = edit.body as {
        content: string;
        attachments: { id: number | string; filename: string }[];
        components: { components: { custom_id: string }[] }[];
      };
      // The payload names the upload by index; the file part carries the name.
      expect(payload.attachments).toEqual([expect.objectContaining({ id: '0' })]);
      expect(payload.content).toContain(`<@${alice.id}>`);
      const ids = payload.components.flatMap((row) => row.components.map((c) => c.custom_id));
      expect(ids.some((id) => /^g:[a-z0-9]+:\d+:menu$/.test(id))).toBe(true);

      // The game exists in the database, started, with alice seated and bots elsewhere.
      const game = await app.services.table.load(gameId);
      expect(game.seats.filter((s) => s.userId === alice.id)).toHaveLength(1);
      expect(game.seats.filter((s) => s.isBot)).toHaveLength(game.seats.length - 1);
      expect(file.name).toBe(`toy-${gameId}-v${game.state!.version}.png`);
      expect(message.attachments).toHaveLength(1);
      expect(message.content).toBe(payload.content);
    });

    it('a button click opens an ephemeral menu, and choosing from it applies the action and posts the new map', async () => {
      const who = newPlayer();
      const { gameId, message: startMessage } = await soloGame(who);
      const before = await app.services.table.load(gameId);
      const v = before.state!.version;
      const click = component({ dm: true }, who, startMessage, `g:${gameId}:${v}:menu`);
      await dispatch(click);
      const clickReqs = forToken(click.token);
      expect(clickReqs.map((r) => r.route)).toEqual([CALLBACK]);
      const menu = clickReqs[0]!.body as {
        type: number;
        data: {
          flags: number;
          components: { components: { type: number; custom_id: string; options: { value: string }[] }[] }[];
        };
      };
      expect(menu.type).toBe(InteractionResponseType.ChannelMessageWithSource);
      expect(menu.data.flags & MessageFlags.Ephemeral).toBe(MessageFlags.Ephemeral);
      const select = menu.data.components[0]!.components[0]!;
      expect(select.type).toBe(ComponentType.StringSelect);
      expect(select.custom_id).toBe(`g:${gameId}:${v}:pick:red`);
      expect(select.options.length).toBeGreaterThan(0);

      const menuMessage = {
        ...startMessage,
        id: fake.snowflake(),
        flags: MessageFlags.Ephemeral,
        components: menu.data.components,
      } as unknown as APIMessage;
      const pick = component({ dm: true }, who, menuMessage, select.custom_id, [select.options[0]!.value]);
      await dispatch(pick);
      const pickReqs = forToken(pick.token);
      expect(pickReqs.map((r) => `${r.method} ${r.route}`)).toEqual([`POST ${CALLBACK}`, `PATCH ${ORIGINAL}`]);
      expect((pickReqs[0]!.body as { type: number }).type).toBe(
        InteractionResponseType.DeferredChannelMessageWithSource,
      );
      expect(pickReqs[1]!.files).toHaveLength(1);
      expect(isPng(pickReqs[1]!.files[0]!.data)).toBe(true);

      const after = await app.services.table.load(gameId);
      expect(after.state!.version).toBeGreaterThan(v);
      expect(await app.services.table.repo.findByInteraction(pick.id)).toBeDefined();
    });

    it('a click on a message from an older version is told so instead of acting', async () => {
      const who = newPlayer();
      const { gameId, message: startMessage } = await soloGame(who);
      const v0 = (await app.services.table.load(gameId)).state!.version;
      await dispatch(slash({ dm: true }, who, 'play', [str('action', 'step')]));
      const moved = (await app.services.table.load(gameId)).state!.version;
      expect(moved).toBeGreaterThan(v0);

      const stale = component({ dm: true }, who, startMessage, `g:${gameId}:${v0}:pick:red`, ['0']);
      await dispatch(stale);
      const reqs = forToken(stale.token);
      expect(reqs.map((r) => r.route)).toEqual([CALLBACK, FOLLOW_UP]);
      const first = reqs[0]!.body as { type: number; data: { flags: number; content: string } };
      expect(first.type).toBe(InteractionResponseType.ChannelMessageWithSource);
      expect(first.data.flags & MessageFlags.Ephemeral).toBe(MessageFlags.Ephemeral);
      expect(first.data.content).toBe(en.error.stale);
      // The follow-up is a fresh menu for the current version.
      const menu = reqs[1]!.body as { flags: number; components: { components: { custom_id: string }[] }[] };
      expect(menu.flags & MessageFlags.Ephemeral).toBe(MessageFlags.Ephemeral);
      expect(menu.components[0]!.components[0]!.custom_id).toBe(`g:${gameId}:${moved}:pick:red`);
      expect((await app.services.table.load(gameId)).state!.version).toBe(moved);
    });

    it('a 429 on the reply edit is waited out and retried by @discordjs/rest; the map still arrives', async () => {
      const who = newPlayer();
      const { gameId } = await soloGame(who);
      const before = await app.services.table.load(gameId);
      // @discordjs/rest reports an unexpected 429 on its debug channel before sleeping and retrying.
      const debug: string[] = [];
      const onDebug = (line: string) => debug.push(line);
      client.rest.on('restDebug', onDebug);
      fake.inject({ method: 'PATCH', route: ORIGINAL }, { type: 'rate_limit', retryAfter: 0.3 });
      try {
        const raw = slash({ dm: true }, who, 'play', [str('action', 'step')]);
        await dispatch(raw);
        const reqs = forToken(raw.token);
        expect(reqs.map((r) => `${r.method} ${r.status}`)).toEqual(['POST 204', 'PATCH 429', 'PATCH 200']);
        expect(reqs[1]!.fault).toEqual({ type: 'rate_limit', retryAfter: 0.3 });
        expect(reqs[1]!.files).toHaveLength(1);
        expect(reqs[2]!.files).toHaveLength(1);
        expect(isPng(reqs[2]!.files[0]!.data)).toBe(true);
        expect(fake.originalMessage(raw.token)!.attachments).toHaveLength(1);
      } finally {
        client.rest.off('restDebug', onDebug);
      }
      const seen = debug.filter((l) => l.includes('unexpected 429'));
      expect(seen).toHaveLength(1);
      expect(Number(/Retry After\s*: (\d+)ms/.exec(seen[0]!)?.[1])).toBeGreaterThanOrEqual(300);
      expect(fake.pendingFaults()).toBe(0);
      const after = await app.services.table.load(gameId);
      expect(after.state!.version).toBeGreaterThan(before.state!.version);
    });

    it('when Discord keeps failing the edit (500), the move is still committed and logged once', async () => {
      const who = newPlayer();
      const { gameId } = await soloGame(who);
      const before = await app.services.table.load(gameId);
      fake.inject({ method: 'PATCH', route: ORIGINAL }, { type: 'error', status: 500 }, 100);
      const raw = slash({ dm: true }, who, 'play', [str('action', 'step')]);
      await expect(dispatch(raw)).rejects.toThrow(/500|Internal|fake fault/i);
      const edits = forToken(raw.token).filter((r) => r.method === 'PATCH');
      // @discordjs/rest retries a 5xx `retries` times before giving up.
      expect(edits).toHaveLength(client.rest.options.retries + 1);
      expect(edits.every((r) => r.status === 500)).toBe(true);
      const after = await app.services.table.load(gameId);
      expect(after.state!.version).toBeGreaterThan(before.state!.version);
      expect(await app.services.table.repo.findByInteraction(raw.id)).toBeDefined();
      fake.reset();

      // Discord redelivering the same interaction does not apply it twice: the public deferral is
      // replaced by an ephemeral "already done".
      const versionNow = after.state!.version;
      await dispatch(raw);
      const again = forToken(raw.token);
      expect(again.map((r) => `${r.method} ${r.route}`)).toEqual([
        `POST ${CALLBACK}`,
        `DELETE ${ORIGINAL}`,
        `POST ${FOLLOW_UP}`,
      ]);
      expect((again[2]!.body as { flags: number }).flags & MessageFlags.Ephemeral).toBe(MessageFlags.Ephemeral);
      expect((await app.services.table.load(gameId)).state!.version).toBe(versionNow);
    });
  });

  it('autocomplete on /play answers with type 8 and the legal actions, versioned', async () => {
    const who = newPlayer();
    await dispatch(slash({ dm: true }, who, 'game', [sub('new', { game: 'toy' })]));
    const raw = slash({ dm: true }, who, 'play', [
      { ...str('action', 'st'), focused: true } as APIApplicationCommandInteractionDataOption,
    ]);
    (raw as { type: number }).type = InteractionType.ApplicationCommandAutocomplete;
    await dispatch(raw);
    const reqs = forToken(raw.token);
    expect(reqs.map((r) => r.route)).toEqual([CALLBACK]);
    const body = reqs[0]!.body as { type: number; data: { choices: { name: string; value: string }[] } };
    expect(body.type).toBe(InteractionResponseType.ApplicationCommandAutocompleteResult);
    expect(body.data.choices).toEqual([{ name: 'Step', value: '0.1' }]);
  });

  describe('a guild game with private events', () => {
    /** alice opens a two-seat whisper race in a fresh channel, bob joins, alice starts it. */
    async function tableForTwo(): Promise<{ channelId: string; gameId: string }> {
      const channelId = snowflake();
      const here = { dm: false as const, channelId };
      await dispatch(slash(here, alice, 'game', [sub('new', { game: 'whisper', seats: 2 })]));
      await dispatch(slash(here, bob, 'game', [sub('join', {})]));
      await dispatch(slash(here, alice, 'game', [sub('start', {})]));
      const rows = await app.services.table.repo.list({ channelId, statuses: ['active'] });
      expect(rows).toHaveLength(1);
      return { channelId, gameId: rows[0]!.id };
    }

    it('a move posts in the channel and DMs the private note to its owner through the bot token', async () => {
      const { channelId } = await tableForTwo();
      fake.reset();
      const raw = slash({ dm: false, channelId }, alice, 'play', [str('action', 'step')]);
      await dispatch(raw);
      // A calm channel: the move becomes the game's table message (no ping: it will be edited), the
      // move log goes to a thread of the channel, where bob is pinged.
      const edit = forToken(raw.token).find((r) => r.method === 'PATCH')!;
      expect((edit.body as { content: string }).content).toContain(`<@${bob.id}>`);
      expect((edit.body as { allowed_mentions: { users: string[]; parse: string[] } }).allowed_mentions).toEqual({
        parse: [],
        users: [],
      });
      expect(isPng(edit.files[0]!.data)).toBe(true);
      // bob is in discord.js's user cache from his own interactions, so no GET /users/:id is needed.
      const authed = fake.requests.filter((r) => !r.params.token && r.method === 'POST');
      expect(authed.map((r) => r.route)).toEqual([
        '/channels/:channel/threads',
        '/channels/:channel/messages',
        '/users/@me/channels',
        '/channels/:channel/messages',
      ]);
      expect(
        fake.requests.filter((r) => !r.params.token).every((r) => r.headers.authorization === `Bot ${TOKEN}`),
      ).toBe(true);
      expect(authed[0]!.params.channel).toBe(channelId);
      const thread = [...fake.threads.keys()].at(-1)!;
      expect(authed[1]!.params.channel).toBe(thread);
      expect((authed[1]!.body as { allowed_mentions: { users: string[] } }).allowed_mentions.users).toEqual([bob.id]);
      expect(authed[2]!.body).toEqual({ recipient_id: bob.id });
      expect((authed[3]!.body as { content: string }).content).toBe('A private note from red.');
      // Nobody else hears about it.
      expect(JSON.stringify(edit.body)).not.toContain('private note');
      expect(JSON.stringify(authed[1]!.body)).not.toContain('private note');

      // bob's move edits that table message in place (no new post in the channel); he gets a private "done"
      const tableId = fake.originalMessage(raw.token)!.id;
      fake.reset();
      const second = slash({ dm: false, channelId }, bob, 'play', [str('action', 'step')]);
      await dispatch(second);
      const patched = fake.requests.filter(
        (r) => r.method === 'PATCH' && r.route === '/channels/:channel/messages/:message',
      );
      expect(patched.map((r) => r.params.message)).toEqual([tableId]);
      expect(fake.messages.get(tableId)!.edited_timestamp).not.toBeNull();
      const posted = fake.requests.filter((r) => r.method === 'POST' && r.params.channel === channelId);
      expect(posted).toEqual([]);
    });

    it('after a restart the same table message is edited and the same log thread used (kept in Postgres)', async () => {
      const { channelId, gameId } = await tableForTwo();
      const first = slash({ dm: false, channelId }, alice, 'play', [str('action', 'step')]);
      await dispatch(first);
      const tableId = fake.originalMessage(first.token)!.id;
      const thread = [...fake.threads.keys()].at(-1)!;
      const rows = await handle.db.select().from(channelPosts).where(eq(channelPosts.gameId, gameId));
      expect(Object.fromEntries(rows.map((r) => [r.kind, r.messageId]))).toEqual({ table: tableId, thread });
      // a new process on the same database: a fresh copy of the bot module (nothing of the old one's
      // memory survives) and a new app
      const before = app;
      vi.resetModules();
      handler = (await import('../../src/transport/discord.js')).handleInteraction;
      app = createApp({ db: handle.db, games: [toyGame, whisperGame], uis: [toyUi, { ...toyUi, slug: 'whisper' }] });
      try {
        fake.reset();
        await dispatch(slash({ dm: false, channelId }, bob, 'play', [str('action', 'step')]));
        const patched = fake.requests.filter(
          (r) => r.method === 'PATCH' && r.route === '/channels/:channel/messages/:message',
        );
        expect(patched.map((r) => r.params.message)).toEqual([tableId]);
        expect(fake.requests.filter((r) => r.route === '/channels/:channel/threads')).toEqual([]);
        // nothing new in the channel; the log goes on in the same thread (a private note goes to a DM)
        const logged = fake.requests.filter(
          (r) =>
            r.method === 'POST' &&
            r.route === '/channels/:channel/messages' &&
            (r.params.channel === channelId || fake.threads.has(r.params.channel!)),
        );
        expect(logged.map((r) => r.params.channel)).toEqual([thread]);
      } finally {
        app = before;
        handler = handleInteraction;
      }
    });

    it('closed DMs (403, code 50007) do not fail the move; the actor is told in an ephemeral follow-up', async () => {
      const { channelId, gameId } = await tableForTwo();
      const before = (await app.services.table.load(gameId)).state!.version;
      fake.reset();
      fake.inject(
        // the DM channel (the fake's DM channel ids start with 8), not the log thread
        { method: 'POST', route: /^\/channels\/8\d+\/messages$/ },
        { type: 'error', status: 403, code: 50007, message: 'Cannot send messages to this user' },
      );
      const raw = slash({ dm: false, channelId }, alice, 'play', [str('action', 'step')], 'it');
      await dispatch(raw);
      const reqs = forToken(raw.token);
      expect(reqs.map((r) => `${r.method} ${r.route}`)).toEqual([
        `POST ${CALLBACK}`,
        `PATCH ${ORIGINAL}`,
        `POST ${FOLLOW_UP}`,
      ]);
      const note = reqs[2]!.body as { flags: number; content: string };
      expect(note.flags & MessageFlags.Ephemeral).toBe(MessageFlags.Ephemeral);
      expect(note.content).toMatch(/1/);
      expect(fake.pendingFaults()).toBe(0);
      expect((await app.services.table.load(gameId)).state!.version).toBeGreaterThan(before);
      // bob's undelivered note reaches him, privately, with his next interaction — once.
      const next = slash({ dm: false, channelId }, bob, 'help', []);
      await dispatch(next);
      const bodies = forToken(next.token).map((r) => r.body as { flags?: number; content?: string } | undefined);
      // (The note was written in the actor's language, Italian here.)
      const kept = bodies.filter((b) => b?.content?.includes('Un biglietto privato da red.'));
      expect(kept).toHaveLength(1);
      expect((kept[0]!.flags ?? 0) & MessageFlags.Ephemeral).toBe(MessageFlags.Ephemeral);
      const again = slash({ dm: false, channelId }, bob, 'help', []);
      await dispatch(again);
      expect(JSON.stringify(forToken(again.token).map((r) => r.body))).not.toContain('biglietto privato');
    });
  });

  it('a refusal in a guild channel is ephemeral and localized, and changes nothing', async () => {
    const raw = slash({ dm: false }, bob, 'game', [sub('join', { game: 'zzzzzz' })], 'it');
    await dispatch(raw);
    const reqs = forToken(raw.token);
    // Deferred publicly, then the refusal is sent as an ephemeral follow-up instead.
    expect(reqs.map((r) => `${r.method} ${r.route}`)).toEqual([
      `POST ${CALLBACK}`,
      `DELETE ${ORIGINAL}`,
      `POST ${FOLLOW_UP}`,
    ]);
    const follow = reqs[2]!.body as { flags: number; content: string };
    expect(follow.flags & MessageFlags.Ephemeral).toBe(MessageFlags.Ephemeral);
    expect(follow.content.length).toBeGreaterThan(0);
    expect(
      await app.services.table.repo.list({ channelId: GUILD_CHANNEL_ID, statuses: ['lobby', 'active'] }),
    ).toHaveLength(0);
  });
});
