/**
 * Races that used to lose a decision (#28), as concurrent requests through the router, many rounds, on
 * PGlite and the real Postgres. Whatever the order the database serialises them in, what was announced
 * must be what happened, and every loser gets a clear refusal:
 * - three `/game join` at once by one user: one seat, two refusals (it used to give 2–3 seats);
 * - `/game substitute` racing the seat holder's `/game leave`: a substitute who was told she has the
 *   seat has it (both used to be announced, the seat ending with a bot);
 * - `/game kick` racing `/game substitute` of the same seat;
 * - `/game end` racing `/game undo` or `/game rollback`: an ended game stays ended (the undo's rewrite
 *   used to set it active again), and `/game end` racing `/game pause`.
 * RACE_ROUNDS (default 20) rounds of each.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type App } from '../../src/app.js';
import type { Request, Response } from '../../src/bot/types.js';
import type { DbHandle } from '../../src/db/client.js';
import { testDrivers } from '../../src/dev/db.js';
import { setLogLevel } from '../../src/log.js';
import { toyGame } from '../fixtures/toy-game.js';

setLogLevel('silent');
const drivers = await testDrivers();
const ROUNDS = Number(process.env.RACE_ROUNDS ?? 20);

let seq = 0;
const text = (res: Response) => res.replies.map((r) => r.content ?? '').join('\n');
/** Announced in the channel (a public reply), as opposed to an ephemeral refusal. */
const announced = (res: Response) => res.replies.length > 0 && res.replies.every((r) => !r.ephemeral);
/** A loser's reply that is not an ephemeral refusal saying `why`: listed (empty when it is). */
const refusedWithout = (res: Response, why: RegExp): string[] =>
  res.replies[0]?.ephemeral && why.test(text(res)) ? [] : [text(res)];

describe.each(drivers)('races through the router on $name', (driver) => {
  let h: DbHandle;
  let app: App;
  let n = 0;
  beforeAll(async () => {
    h = await driver.open();
    app = createApp({
      db: h.db,
      games: [toyGame],
      uis: [],
      images: false,
      owner: 'races',
      entropy: { gameId: () => `rc${driver.name === 'pg' ? 'p' : 'l'}${++n}`, seed: () => 'seed' },
    });
  });
  afterAll(() => h.close());

  function cmd(user: string, channelId: string, subcommand: string, options: Request['options'] = {}): Request {
    return {
      kind: 'command',
      id: `race-${driver.name}-${++seq}`,
      command: 'game',
      subcommand,
      options,
      user: { id: user, name: user },
      locale: 'en',
      guildId: 'g',
      channelId,
    };
  }
  const handle = (r: Request) => app.router.handle(r);

  /** A lobby of `seats` toy seats made by alice in a channel of its own. */
  async function lobby(seats: number): Promise<{ id: string; ch: string }> {
    const ch = `race-${driver.name}-${++n}`;
    const res = await handle(cmd('alice', ch, 'new', { game: 'toy', seats }));
    return { id: /`([a-z0-9]+)`/.exec(text(res))![1]!, ch };
  }

  /** A running two-seat toy game: alice (red, the game master) and bob (blue); alice made one move. */
  async function running(): Promise<{ id: string; ch: string }> {
    const g = await lobby(2);
    await handle(cmd('bob', g.ch, 'join'));
    await handle(cmd('alice', g.ch, 'start'));
    const moved = await handle({
      ...cmd('alice', g.ch, 'x'),
      command: 'play',
      subcommand: undefined,
      options: { action: '{"type":"step"}' },
    });
    expect(announced(moved), text(moved)).toBe(true);
    return g;
  }

  const seat = async (id: string, role: string) =>
    (await app.services.table.load(id)).seats.find((s) => s.role === role)!;

  it('three concurrent /game join by one user give one seat; the others are refused', async () => {
    let broken = 0;
    const unclear: string[] = [];
    for (let r = 0; r < ROUNDS; r++) {
      const g = await lobby(4);
      const res = await Promise.all([1, 2, 3].map(() => handle(cmd('bob', g.ch, 'join'))));
      const seats = (await app.services.table.load(g.id)).seats.filter((s) => s.userId === 'bob').length;
      const wins = res.filter(announced).length;
      if (seats !== 1 || wins !== 1) broken += 1;
      for (const lost of res.filter((x) => !announced(x)))
        unclear.push(...refusedWithout(lost, /You already sit in `/));
    }
    console.info(`races (${driver.name}): join x3 by one user: ${broken} of ${ROUNDS} rounds gave a second seat`);
    expect(broken).toBe(0);
    expect(unclear).toEqual([]);
  });

  it('/game substitute racing the holder’s /game leave: what was announced is what happened', async () => {
    let broken = 0;
    const unclear: string[] = [];
    const outcomes = { substitute: 0, leave: 0, both: 0 };
    for (let r = 0; r < ROUNDS; r++) {
      const g = await running();
      const [sub, leave] = await Promise.all([
        handle(cmd('alice', g.ch, 'substitute', { seat: 'blue', user: 'carol' })),
        handle(cmd('bob', g.ch, 'leave')),
      ]);
      const blue = await seat(g.id, 'blue');
      const subOk = announced(sub);
      const leaveOk = announced(leave);
      outcomes[subOk && leaveOk ? 'both' : subOk ? 'substitute' : 'leave'] += 1;
      // Leave then substitute is a possible order (the substitute replaces the bot); the reverse is not.
      if (!subOk && !leaveOk) broken += 1;
      else if (subOk && (blue.userId !== 'carol' || blue.isBot)) broken += 1;
      else if (!subOk && !blue.isBot) broken += 1;
      for (const lost of [sub, leave].filter((x) => !announced(x)))
        unclear.push(...refusedWithout(lost, /changed while this was being done|You have no seat/));
    }
    console.info(
      `races (${driver.name}): substitute vs leave: ${broken} of ${ROUNDS} rounds broken; ${JSON.stringify(outcomes)}`,
    );
    expect(broken).toBe(0);
    expect(unclear).toEqual([]);
  });

  it('/game kick racing /game substitute of the same seat: what was announced is what happened', async () => {
    let broken = 0;
    const unclear: string[] = [];
    for (let r = 0; r < ROUNDS; r++) {
      const g = await running();
      const [kick, sub] = await Promise.all([
        handle(cmd('alice', g.ch, 'kick', { user: 'bob' })),
        handle(cmd('alice', g.ch, 'substitute', { seat: 'blue', user: 'carol' })),
      ]);
      const blue = await seat(g.id, 'blue');
      const subOk = announced(sub);
      if (!subOk && !announced(kick)) broken += 1;
      else if (subOk && (blue.userId !== 'carol' || blue.isBot)) broken += 1;
      else if (!subOk && !blue.isBot) broken += 1;
      for (const lost of [kick, sub].filter((x) => !announced(x)))
        unclear.push(...refusedWithout(lost, /changed while this was being done|has no seat/));
    }
    console.info(`races (${driver.name}): kick vs substitute: ${broken} of ${ROUNDS} rounds broken`);
    expect(broken).toBe(0);
    expect(unclear).toEqual([]);
  });

  for (const rewind of ['undo', 'rollback'] as const) {
    it(`/game end racing /game ${rewind}: an ended game stays ended`, async () => {
      let broken = 0;
      const unclear: string[] = [];
      for (let r = 0; r < ROUNDS; r++) {
        const g = await running();
        const [end, back] = await Promise.all([handle(cmd('alice', g.ch, 'end')), handle(cmd('alice', g.ch, rewind))]);
        const row = (await app.services.table.load(g.id)).row;
        // The rewind may come first (then the end); an end first leaves nothing to rewind (and, once it
        // is over, no open game in the channel for the loser to find).
        if (announced(end) && row.status !== 'finished') broken += 1;
        if (announced(back) && row.version !== 0) broken += 1;
        if (!announced(end) && !announced(back)) broken += 1;
        for (const lost of [end, back].filter((x) => !announced(x)))
          unclear.push(
            ...refusedWithout(lost, /changed meanwhile|is not in progress|There is no game in this channel/),
          );
      }
      console.info(`races (${driver.name}): end vs ${rewind}: ${broken} of ${ROUNDS} rounds broken`);
      expect(broken).toBe(0);
      expect(unclear).toEqual([]);
    });
  }

  it('/game end racing /game pause: an ended game stays ended', async () => {
    let broken = 0;
    const unclear: string[] = [];
    for (let r = 0; r < ROUNDS; r++) {
      const g = await running();
      const [end, pause] = await Promise.all([handle(cmd('alice', g.ch, 'end')), handle(cmd('alice', g.ch, 'pause'))]);
      const row = (await app.services.table.load(g.id)).row;
      if (announced(end) && row.status !== 'finished') broken += 1;
      if (announced(pause) && !announced(end) && row.status !== 'paused') broken += 1;
      for (const lost of [end, pause].filter((x) => !announced(x)))
        unclear.push(...refusedWithout(lost, /changed meanwhile|is not in progress|There is no game in this channel/));
    }
    console.info(`races (${driver.name}): end vs pause: ${broken} of ${ROUNDS} rounds broken`);
    expect(broken).toBe(0);
    expect(unclear).toEqual([]);
  });

  it('a loser’s refusal is localized (Italian)', async () => {
    const g = await lobby(4);
    const res = await Promise.all([1, 2, 3].map(() => handle({ ...cmd('bob', g.ch, 'join'), locale: 'it' })));
    for (const lost of res.filter((x) => !announced(x))) expect(text(lost)).toMatch(/Sei già seduto in `/);
    expect(res.filter((x) => !announced(x))).toHaveLength(2);
  });
});
