import { REST } from '@discordjs/rest';
import {
  ApplicationCommandOptionType,
  ApplicationCommandType,
  ChannelType,
  InteractionContextType,
  InteractionType,
  Routes,
  type APIUser,
} from 'discord-api-types/v10';
import { ClientUser, Events, type Client, type Interaction } from 'discord.js';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp, type App } from '../../src/app.js';
import type { ChatCommand } from '../../src/bot/command.js';
import { createClient, handleInteraction } from '../../src/transport/discord.js';
import { Router } from '../../src/bot/router.js';
import type { Component, Response } from '../../src/bot/types.js';
import type { DbHandle } from '../../src/db/client.js';
import { memoryDb } from '../../src/dev/db.js';
import { FakeDiscord, type RecordedRequest } from '../helpers/fake-discord.js';
import { scaled } from '../helpers/slowness.js';

/**
 * Discord's limits (#22): the fake API refuses what Discord refuses (400, code 50035, with the errors
 * tree), and every reply the bot sends goes through one check (src/transport/discord-limits.ts) that splits,
 * spreads or visibly shortens it. Oversized replies go through the real discord.js path here; none is
 * refused and nothing is lost.
 */
const APP_ID = '1100000000000000001';
const GUILD_ID = '1200000000000000001';
const CHANNEL_ID = '1300000000000000001';
const TOKEN = 'fake-bot-token-0123456789abcdef';
const CALLBACK = '/interactions/:id/:token/callback';
const alice: APIUser = {
  id: '1500000000000000001',
  username: 'alice',
  discriminator: '0',
  global_name: 'Alice',
  avatar: null,
};

const logLines = Array.from({ length: 120 }, (_, i) => `${String(i).padStart(3, '0')} ${'move '.repeat(8)}`);
const longLine = Array.from({ length: 700 }, (_, i) => `w${i}`).join(' ');
const buttons = (row: number, n: number): Component[] =>
  Array.from({ length: n }, (_, k) => ({ type: 'button', customId: `big:b${row}-${k}`, label: `${row}.${k}` }));

/** What `/big <what>` answers: each a reply Discord would refuse as it stands. */
const oversized: Record<string, Response> = {
  log: { replies: [{ content: `${logLines.join('\n')}\n${longLine}` }] },
  menu: {
    replies: [
      {
        content: 'choose',
        components: [
          [
            {
              type: 'select',
              customId: 'big:menu',
              placeholder: 'Pick a province',
              options: Array.from({ length: 30 }, (_, k) => ({
                label: `Province ${k} ${'x'.repeat(k === 3 ? 150 : 0)}`,
                value: `p${k}`,
              })),
            },
          ],
        ],
      },
    ],
  },
  rows: {
    replies: [
      {
        content: 'rows',
        components: [
          ...Array.from({ length: 6 }, (_, r) => buttons(r, 3)),
          [...buttons(6, 7), { type: 'select', customId: 'big:mixed', options: [{ label: 'one', value: '1' }] }],
        ],
      },
    ],
  },
  embeds: {
    replies: [
      {
        content: 'standings',
        embeds: Array.from({ length: 12 }, (_, e) => ({
          title: `Table ${e} ${'T'.repeat(e === 0 ? 300 : 0)}`,
          description: e === 1 ? 'd'.repeat(5000) : `embed ${e}`,
          fields: Array.from({ length: e === 2 ? 30 : 3 }, (_, f) => ({
            name: `field ${e}.${f}`,
            value: `${e}.${f} ${'v'.repeat(e === 2 ? 900 : 20)}${f === 0 && e === 3 ? ' '.repeat(1) + 'z'.repeat(2000) : ''}`,
          })),
          footer: `footer ${e}`,
        })),
      },
    ],
  },
  files: {
    replies: [
      {
        content: 'files',
        files: [
          ...Array.from({ length: 11 }, (_, k) => ({ name: `f${k}.txt`, data: Buffer.from(`file ${k}`) })),
          { name: 'huge.bin', data: Buffer.alloc(11 * 1024 * 1024) },
          { name: 'a.bin', data: Buffer.alloc(6 * 1024 * 1024, 1) },
          { name: 'b.bin', data: Buffer.alloc(6 * 1024 * 1024, 2) },
        ],
      },
    ],
  },
  modal: {
    replies: [],
    modal: {
      customId: 'big:modal',
      title: `Orders for ${'a very long Power name '.repeat(3)}`,
      fields: [
        {
          customId: 'text',
          label: `Orders ${'(one per line) '.repeat(5)}`,
          style: 'paragraph',
          value: 'o'.repeat(4500),
        },
      ],
    },
  },
};

const big: ChatCommand = {
  data: { name: 'big', description: 'oversized replies' },
  prefixes: ['big'],
  instant: true,
  async execute(ctx) {
    return oversized[String(ctx.req.options.what)]!;
  },
  async autocomplete() {
    return { replies: [], choices: Array.from({ length: 30 }, (_, k) => ({ name: `Choice ${k}`, value: `c${k}` })) };
  },
};

let fake: FakeDiscord;
let handle: DbHandle;
let app: App;
let client: Client;
const inflight: Promise<void>[] = [];
let counter = 0;
const snowflake = () => `14${String(Date.now()).slice(-9)}${String(++counter).padStart(7, '0')}`;

function interaction(type: InteractionType, what: string) {
  return {
    id: snowflake(),
    application_id: APP_ID,
    type,
    token: `itok-${snowflake()}`,
    version: 1,
    locale: 'en-US',
    guild_id: GUILD_ID,
    guild_locale: 'en-US',
    guild: { id: GUILD_ID, locale: 'en-US', features: [] },
    channel_id: CHANNEL_ID,
    channel: {
      id: CHANNEL_ID,
      type: ChannelType.GuildText,
      name: 'games',
      guild_id: GUILD_ID,
      position: 0,
      permission_overwrites: [],
      flags: 0,
    },
    app_permissions: '2248473465835073',
    entitlements: [],
    attachment_size_limit: 10_485_760,
    context: InteractionContextType.Guild,
    authorizing_integration_owners: { '0': GUILD_ID },
    member: {
      user: alice,
      roles: [],
      permissions: '2147483648',
      joined_at: '2026-01-01T00:00:00.000Z',
      deaf: false,
      mute: false,
      flags: 0,
    },
    data: {
      id: snowflake(),
      name: 'big',
      type: ApplicationCommandType.ChatInput,
      options: [
        {
          name: 'what',
          type: ApplicationCommandOptionType.String,
          value: what,
          ...(type === InteractionType.ApplicationCommandAutocomplete ? { focused: true } : {}),
        },
      ],
    },
  };
}

/** Sends `/big what` through discord.js as the gateway would; returns every request it made. */
async function run(what: string, type = InteractionType.ApplicationCommand): Promise<RecordedRequest[]> {
  const raw = interaction(type, what);
  fake.bindToken(raw.token, CHANNEL_ID);
  const before = inflight.length;
  (
    client as unknown as { actions: { InteractionCreate: { handle(d: unknown): void } } }
  ).actions.InteractionCreate.handle(raw);
  await inflight[before];
  return fake.requests.filter((r) => r.params.token === raw.token);
}

/** The message bodies sent (callback data, follow-ups, edits), in order. */
function bodies(reqs: RecordedRequest[]): { content?: string; embeds?: unknown[]; components?: unknown[] }[] {
  return reqs.map((r) => (r.route === CALLBACK ? (r.body as { data: object }).data : (r.body as object)));
}

beforeAll(async () => {
  fake = await new FakeDiscord().start();
  handle = await memoryDb();
  const base = createApp({ db: handle.db, images: false });
  app = { ...base, router: new Router([big], base.services) };
  client = createClient({ DISCORD_API_URL: fake.apiUrl });
  client.rest.setToken(TOKEN);
  const ClientUserCtor = ClientUser as unknown as new (c: Client, data: unknown) => ClientUser;
  (client as { user: ClientUser | null }).user = new ClientUserCtor(client, fake.botUser);
  client.on(Events.InteractionCreate, (i: Interaction) => {
    inflight.push(handleInteraction(app, i));
  });
  // migrating PGlite is slow on a loaded machine
}, scaled(240_000));

afterAll(async () => {
  console.log(`discord-limits: ${fake.checked} request(s) checked against Discord's limits`);
  await client?.destroy();
  await fake?.close();
  await handle?.close();
});

beforeEach(() => fake.reset());
afterEach(() => {
  expect(fake.rejected.map((r) => `${r.status} ${r.method} ${r.path} ${JSON.stringify(r.body).slice(0, 300)}`)).toEqual(
    [],
  );
});

describe('the fake refuses what Discord refuses', () => {
  const rest = () => new REST({ api: fake.apiUrl, retries: 0 }).setToken(TOKEN);

  it('six action rows, a 300-character title and 7,000 embed characters: 400, code 50035, with the errors tree', async () => {
    const row = (k: number) => ({ type: 1, components: [{ type: 2, style: 2, custom_id: `r${k}`, label: 'x' }] });
    const body = {
      content: 'x',
      components: Array.from({ length: 6 }, (_, k) => row(k)),
      embeds: [{ title: 't'.repeat(300), description: 'd'.repeat(4000) }, { description: 'd'.repeat(3000) }],
    };
    await expect(rest().post(Routes.channelMessages(CHANNEL_ID), { body })).rejects.toThrow(/Invalid Form Body/);
    const [refused] = fake.rejected.splice(0);
    expect(refused!.status).toBe(400);
    expect(fake.requests[0]!.status).toBe(400);
    const answer = fake.find({ method: 'POST' })[0]!;
    expect(answer.status).toBe(400);
  });

  it('answers with the path of each offending field', async () => {
    const res = await fetch(`${fake.apiUrl}/v10/channels/${CHANNEL_ID}/messages`, {
      method: 'POST',
      headers: { authorization: `Bot ${TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        content: 'c'.repeat(2001),
        components: [
          {
            type: 1,
            components: [
              {
                type: 3,
                custom_id: 's',
                options: Array.from({ length: 26 }, (_, k) => ({ label: `${k}`, value: `${k}` })),
              },
              { type: 2, style: 2, custom_id: 'b', label: 'b' },
            ],
          },
        ],
      }),
    });
    expect(res.status).toBe(400);
    const json = (await res.json()) as { code: number; errors: Record<string, unknown> };
    expect(json.code).toBe(50035);
    expect(json.errors).toMatchObject({
      content: { _errors: [{ code: 'BASE_TYPE_MAX_LENGTH' }] },
      components: {
        0: {
          components: {
            _errors: [{ code: 'COMPONENT_LAYOUT_WIDTH_EXCEEDED' }],
            0: { options: { _errors: [{ code: 'BASE_TYPE_MAX_LENGTH' }] } },
          },
        },
      },
    });
    expect(fake.rejected.splice(0)).toHaveLength(1);
  });

  it('an interaction callback with 26 autocomplete choices, and a modal titled past 45 characters', async () => {
    const post = (type: number, data: unknown) =>
      fetch(`${fake.apiUrl}/v10/interactions/1/tok/callback`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ type, data }),
      });
    const choices = Array.from({ length: 26 }, (_, k) => ({ name: `${k}`, value: `${k}` }));
    expect((await post(8, { choices })).status).toBe(400);
    expect((await post(9, { custom_id: 'm', title: 'm'.repeat(46), components: [] })).status).toBe(400);
    expect((await post(8, { choices: choices.slice(1) })).status).toBe(204);
    expect(fake.rejected.splice(0)).toHaveLength(2);
  });
});

describe('every reply goes through one limits check, through the real discord.js path', () => {
  it('a 5,000-character log is split into messages of at most 2000 characters, every line kept', async () => {
    const reqs = await run('log');
    const sent = bodies(reqs).map((b) => b.content ?? '');
    expect(sent.length).toBeGreaterThanOrEqual(3);
    for (const s of sent) expect(s.length).toBeLessThanOrEqual(2000);
    const text = sent.join('\n');
    for (const line of logLines) expect(text).toContain(line);
    // the one over-long line is broken at a space, each break marked
    expect(text).toContain(' ↪');
    const words = text.replace(/↪/g, ' ').split(/\s+/);
    for (const w of longLine.split(' ')) expect(words).toContain(w);
  });

  it('30 select options become two menus marked (1/2) and (2/2), in two messages; every option offered', async () => {
    const reqs = await run('menu');
    const selects = bodies(reqs).flatMap((b) =>
      (b.components ?? []).flatMap((r) => (r as { components: { type: number }[] }).components),
    ) as { type: number; custom_id: string; placeholder: string; options: { label: string; value: string }[] }[];
    expect(selects.map((s) => s.placeholder)).toEqual(['Pick a province (1/2)', 'Pick a province (2/2)']);
    expect(selects.every((s) => s.custom_id === 'big:menu')).toBe(true);
    expect(selects.flatMap((s) => s.options.map((o) => o.value))).toEqual(
      Array.from({ length: 30 }, (_, k) => `p${k}`),
    );
    // the label over 100 characters is shortened, and says so
    const long = selects[0]!.options[3]!.label;
    expect(long).toHaveLength(100);
    expect(long.endsWith('…')).toBe(true);
    expect(reqs.filter((r) => r.status < 300)).toHaveLength(reqs.length);
  });

  it('7 button rows (one of 7 buttons and a menu) become rows of at most 5, spread over messages; every button kept', async () => {
    const reqs = await run('rows');
    const rows = bodies(reqs).flatMap((b) => (b.components ?? []) as { components: { custom_id: string }[] }[]);
    for (const b of bodies(reqs)) expect((b.components ?? []).length).toBeLessThanOrEqual(5);
    for (const r of rows) expect(r.components.length).toBeLessThanOrEqual(5);
    const ids = rows.flatMap((r) => r.components.map((c) => c.custom_id));
    const expected = [...Array.from({ length: 6 }, (_, r) => buttons(r, 3)).flat(), ...buttons(6, 7)].map(
      (b) => b.customId,
    );
    expect(ids).toEqual([...expected, 'big:mixed']);
    expect(bodies(reqs).length).toBe(2);
  });

  it('12 embeds, one with 30 fields, one with a 5,000-character description: within 10 embeds and 6000 characters a message', async () => {
    const reqs = await run('embeds');
    type E = {
      title?: string;
      description?: string;
      fields?: { name: string; value: string }[];
      footer?: { text: string };
    };
    const msgs = bodies(reqs).map((b) => (b.embeds ?? []) as E[]);
    expect(msgs.length).toBeGreaterThan(1);
    for (const embeds of msgs) {
      expect(embeds.length).toBeLessThanOrEqual(10);
      const chars = embeds.reduce(
        (n, e) =>
          n +
          (e.title?.length ?? 0) +
          (e.description?.length ?? 0) +
          (e.footer?.text.length ?? 0) +
          (e.fields ?? []).reduce((m, f) => m + f.name.length + f.value.length, 0),
        0,
      );
      expect(chars).toBeLessThanOrEqual(6000);
    }
    const all = msgs.flat();
    // every field value arrives (a long one carried on under "↪")
    const values = all.flatMap((e) => e.fields ?? []).map((f) => f.value);
    for (let e = 0; e < 12; e++)
      for (let f = 0; f < (e === 2 ? 30 : 3); f++) expect(values.some((v) => v.startsWith(`${e}.${f} `))).toBe(true);
    expect(values.join('').split('z').length - 1).toBe(2000);
    expect(
      all
        .map((e) => e.description ?? '')
        .join('')
        .split('d').length - 1,
    ).toBeGreaterThanOrEqual(5000);
    expect(all[0]!.title!.endsWith('…')).toBe(true);
  });

  it('14 files (one over 10 MiB): at most 10 and 10 MiB a message; the one too big is named, not dropped silently', async () => {
    const reqs = await run('files');
    const sent = reqs.map((r) => r.files.map((f) => f.name));
    for (const r of reqs) {
      expect(r.files.length).toBeLessThanOrEqual(10);
      expect(r.files.reduce((n, f) => n + f.data.length, 0)).toBeLessThanOrEqual(10 * 1024 * 1024);
    }
    expect(sent.flat().sort()).toEqual([...Array.from({ length: 11 }, (_, k) => `f${k}.txt`), 'a.bin', 'b.bin'].sort());
    expect(bodies(reqs)[0]!.content).toContain('huge.bin (11.0 MiB > 10.0 MiB)');
  });

  it('30 autocomplete choices: 25 answered, the last saying how many more there are', async () => {
    const reqs = await run('Ch', InteractionType.ApplicationCommandAutocomplete);
    const { choices } = (reqs[0]!.body as { data: { choices: { name: string; value: string }[] } }).data;
    expect(choices).toHaveLength(25);
    expect(choices.slice(0, 24).map((c) => c.value)).toEqual(Array.from({ length: 24 }, (_, k) => `c${k}`));
    expect(choices[24]).toEqual({ name: '⋯ +6: Ch', value: 'Ch' });
  });

  it('a modal with a long title, label and pre-filled text: shortened with "…", accepted', async () => {
    const reqs = await run('modal');
    const data = (
      reqs[0]!.body as {
        type: number;
        data: { title: string; components: { components: { label: string; value: string }[] }[] };
      }
    ).data;
    expect((reqs[0]!.body as { type: number }).type).toBe(9);
    expect(data.title).toHaveLength(45);
    expect(data.title.endsWith('…')).toBe(true);
    const input = data.components[0]!.components[0]!;
    expect(input.label.endsWith('…')).toBe(true);
    expect(input.value).toHaveLength(4000);
  });
});
