import { mkdirSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { belleEpoqueUi } from '../../src/commands/belle-epoque.js';
import { OBSERVER, playout } from '../../src/engine/core/index.js';
import type { Response } from '../../src/bot/types.js';
import {
  INTRIGUE,
  INTRIGUE_HALVES,
  TERRITORIES,
  isPower,
  type PowerId,
  type TerritoryId,
} from '../../src/engine/belle-epoque/data/index.js';
import { BelleOptions, belleEpoque, type BelleState } from '../../src/engine/belle-epoque/index.js';
import type { BelleAction } from '../../src/engine/belle-epoque/schema.js';
import { botStream } from '../../src/engine/core/rng.js';
import { Driver, assertNoHandCard, lineFor, mapInputText, publicText } from './belle-epoque-helpers.js';
import { scaled } from '../helpers/slowness.js';

/**
 * A whole 4-player game of La Belle Époque at the table, from `/game new` to the final score, every
 * move typed as a `/lbe` command (or pressed as its button / chosen in its menu) through the router
 * Discord uses. The moves are the engine bot's choices, steered so the game holds at least one
 * Dispute where the defender commits units from its private prompt, one Intrigue card played from a
 * hand (with its target), one Armament sale and the Era scoring after Turn 3. Every public reply is
 * checked for hand cards, and the stored state must equal the replay of the log.
 */
const USERS = ['alice', 'bob', 'carol', 'dave'];
/** Seeded games with one human and three bots, checked for leaks (LBE_LEAK_GAMES for more). */
const LEAK_GAMES = Number(process.env.LBE_LEAK_GAMES ?? 1);
const SEEDS = ['lbe-table-e2e', ...Array.from({ length: LEAK_GAMES }, (_, i) => `lbe-leak-${i}`)];

// One in-memory database for the whole file: opening PGlite is the slow part.
let d: Driver;
beforeAll(async () => {
  d = await Driver.open(SEEDS);
}, scaled(120_000));
afterAll(async () => d?.h.close());

describe('La Belle Époque at the table: a scripted 4-player game', () => {
  it(
    'plays from /game new to final scores with a defended Dispute, a card, a sale and an era scoring',
    { tags: ['slow'], timeout: scaled(120_000) },
    async () => {
      d.channel = 'chan';
      const created = await d.line('alice', '/game new game:belle-epoque seats:4');
      expect(created.replies[0]!.content).toMatch(/lbe\d/);
      for (const u of USERS.slice(1)) await d.line(u, '/game join');
      const started = await d.line('alice', '/game start');
      expect(started.replies[0]!.ephemeral).toBeFalsy();
      const id = await gameHere();

      const cov = {
        fomented: false,
        defended: false,
        dice: false,
        card: false,
        hand: false,
        sold: false,
        era: false,
        drew: false,
        secondOffer: false,
        buttons: 0,
        menus: 0,
        prompts: 0,
        plainSends: 0,
        targeted: false,
      };
      let last: Response = started;
      let steps = 0;
      let turnSeen = 0;
      const t0 = Date.now();
      let routerMs = 0;
      let steerMs = 0;

      let game = await d.load(id);
      for (;;) {
        const s = game.state as BelleState;
        if (game.row.status === 'finished') break;
        expect(steps++, 'the game should end').toBeLessThan(3000);
        const role = belleEpoque.activeRoles(s)[0]!;
        const user = game.seats.find((x) => x.role === role)!.userId!;
        const legal = belleEpoque.legalActions(s, role);
        expect(legal.length).toBeGreaterThan(0);

        if (s.turn !== turnSeen) {
          // the turn's public history, once per turn
          turnSeen = s.turn;
          const log = await d.line(user, '/lbe log');
          expect(log.replies[0]!.content).toMatch(/Turn \d+/);
          assertNoHandCard(log.replies[0]!.content ?? '', s, '/lbe log');
        }

        const tS = Date.now();
        const action = steer(s, role, legal, cov);
        steerMs += Date.now() - tS;
        const tA = Date.now();
        let res: Response;
        if (
          s.step === 'dispute.defend' &&
          !cov.defended &&
          action.type === 'commit' &&
          action.armies + action.fleets + action.minorArmies + action.minorFleets > 0
        ) {
          // The defender was pinged once in public and told privately what it may commit and at what cost;
          // it answers in the channel, from the button under the turn message.
          const dm = (last.dms ?? []).find((x) => x.userId === user);
          expect(dm, 'the defender gets a private prompt').toBeDefined();
          expect(dm!.reply.content).toMatch(/£\d/);
          // a calm channel: a Dispute is news, the one new public post (the table message is edited)
          expect(last.replies.find((r) => !r.ephemeral && !r.table)!.mentions).toEqual([user]);
          const button = findButton(last, 'do:commit', s.version);
          expect(button).toBeDefined();
          const menu = await d.click(user, button!);
          expect(menu.replies[0]!.ephemeral).toBe(true);
          const select = menu.replies[0]!.components![0]![0]!;
          expect(select.type === 'select' && select.options.every((o) => o.label.includes('£'))).toBe(true);
          const legalIndex = String(legal.findIndex((a) => JSON.stringify(a) === JSON.stringify(action)));
          expect(select.type === 'select' && select.options.some((o) => o.value === legalIndex)).toBe(true);
          res = await d.click(user, select.customId, [legalIndex]);
          cov.defended = true;
          cov.prompts++;
        } else if (action.type === 'play_card' && (!cov.card || !cov.targeted) && INTRIGUE[action.card]) {
          const hand = await d.line(user, '/lbe hand');
          expect(hand.replies[0]!.ephemeral).toBe(true);
          expect(JSON.stringify(hand.replies[0]!.embeds)).toContain(INTRIGUE_HALVES[action.half] ? 'Intrigue' : '');
          const it = await d.line(user, '/lbe hand', 'it');
          expect(JSON.stringify(it.replies[0]!.embeds)).toContain('Carte Intrigo');
          cov.hand = true;
          const needsTarget = INTRIGUE_HALVES[action.half]!.effects[0]?.op === 'choose_target';
          const target = needsTarget
            ? (['great-britain', 'central-empires', 'france', 'russia'] as const).find((p) => p !== role)
            : undefined;
          res = await d.line(user, lineFor(action, target ? `target:${target}` : ''));
          if (target && (res.log?.lines ?? []).some((l) => l.includes('targets'))) cov.targeted = true;
          if (process.env.LBE_TRACE)
            console.log(
              lineFor(action, target ? `target:${target}` : ''),
              JSON.stringify(res.replies.map((r) => r.content)),
            );
          cov.card = true;
        } else if (
          ['pass', 'end_turn', 'invest'].includes(action.type) &&
          findButton(last, `do:${action.type}`, s.version)
        ) {
          // the button bar under the last turn message
          res = await d.click(user, findButton(last, `do:${action.type}`, s.version)!);
          cov.buttons++;
        } else if (action.type === 'send_dm' && cov.menus < 3 && findButton(last, 'do:send_dm', s.version)) {
          // button → (territory) → space: the two-step menu
          res = await pickThroughMenus(d, user, last, s, legal, action);
          cov.menus++;
        } else if (action.type === 'send_dm' && plainSend(s, legal, action)) {
          // `/lbe send territory:x` alone: the mission to the free space
          res = await d.line(user, `/lbe send territory:${action.territory}`);
          cov.plainSends++;
        } else {
          res = await d.line(user, lineFor(action));
        }

        routerMs += Date.now() - tA;
        game = await d.load(id);
        const after = game.state as BelleState;
        if (after.version === s.version)
          throw new Error(`refused ${lineFor(action)} as ${role}: ${res.replies.map((r) => r.content).join(' | ')}`);
        const pub = publicText(res);
        assertNoHandCard(pub, after, `public reply to ${lineFor(action)}`);
        assertNoHandCard(mapInputText(after), after, 'map input');
        if (pub.includes('🎲')) cov.dice = true;
        if (pub.includes('scores') && !after.final && s.turn === 3) cov.era = true;
        if (pub.includes('draws an Intrigue card')) {
          const drawn =
            (res.dms ?? []).some((x) => x.reply.content?.includes('You drew')) ||
            res.replies.some((r) => r.ephemeral && r.content?.includes('You drew'));
          if (drawn) cov.drew = true;
        }
        if (action.type === 'send_dm' && s.board[action.territory as TerritoryId][action.space - 1]!.cube)
          cov.fomented = true;
        if (action.type === 'sell_armaments') cov.sold = true;
        if (
          after.step === 'action' &&
          after.action?.taken.length === 1 &&
          findButton(res, 'do:end_turn', after.version)
        )
          cov.secondOffer = true;
        last = res;
        if (process.env.LBE_TRACE && steps % 50 === 0)
          console.log(`step ${steps} turn ${after.turn} ${after.step} ${Date.now() - t0} ms`);
      }

      if (process.env.LBE_TRACE) console.log(`loop ${Date.now() - t0} ms, router ${routerMs} ms, steer ${steerMs} ms`);
      const tV = Date.now();
      expect(game.row.result).not.toBeNull();
      const final = game.state as BelleState;
      expect(final.final).not.toBeNull();
      const status = await d.line('alice', '/lbe status');
      expect(status.replies[0]!.embeds![0]!.fields!.map((f) => f.name).join()).toContain('Great Britain');
      const verify = await d.app.services.admin.verify(id);
      expect(verify.equal).toBe(true);
      if (process.env.LBE_TRACE) console.log(`verify ${Date.now() - tV} ms`);
      expect(cov).toMatchObject({
        fomented: true,
        defended: true,
        dice: true,
        card: true,
        hand: true,
        sold: true,
        era: true,
        drew: true,
        secondOffer: true,
      });
      expect(cov.buttons).toBeGreaterThan(0);
      expect(cov.menus).toBeGreaterThan(0);
      expect(cov.plainSends).toBeGreaterThan(0);
      expect(cov.targeted, 'the card and its target in one command').toBe(true);
      console.log(
        `lbe table e2e: ${steps} moves, ${final.version} versions, ended ${final.ended?.reason} turn ${final.ended?.turn}, buttons ${cov.buttons}, menus ${cov.menus}`,
      );
    },
  );
});

/** A mission to the only free space `send` offers in its territory: the command needs no space for it. */
function plainSend(s: BelleState, legal: BelleAction[], a: Extract<BelleAction, { type: 'send_dm' }>): boolean {
  const board = s.board[a.territory as TerritoryId];
  const free = legal.filter((x) => x.type === 'send_dm' && x.territory === a.territory && !board[x.space - 1]!.cube);
  return free.length === 1 && !board[a.space - 1]!.cube;
}

/** The game open in the driver's current channel. */
async function gameHere(): Promise<string> {
  const rows = await d.app.services.table.repo.list({ channelId: d.channel, statuses: ['active'] });
  return rows[0]!.id;
}

function findButton(res: Response, key: string, version: number): string | undefined {
  for (const r of res.replies)
    for (const row of r.components ?? [])
      for (const c of row) if (c.type === 'button' && c.customId.endsWith(`:${version}:${key}`)) return c.customId;
  return undefined;
}

/** Bot choices, steered towards the things the proof needs. */
function steer(
  s: BelleState,
  role: string,
  legal: BelleAction[],
  cov: { fomented: boolean; defended: boolean; card: boolean; sold: boolean; targeted: boolean },
): BelleAction {
  const p = role as PowerId;
  const canDefend = (q: string) => isPower(q) && s.powers[q].armies.arsenal > 0 && s.powers[q].money > 0;
  if (s.step === 'dispute.defend' && !cov.defended) {
    const some = legal.filter((a) => a.type === 'commit' && a.armies + a.fleets > 0 && !a.card);
    if (some.length) return some[0]!;
  }
  if (s.step === 'action' && !s.action?.deploying) {
    if (!cov.sold) {
      const sale = legal.find((a) => a.type === 'sell_armaments');
      if (sale) return sale;
    }
    if (!cov.targeted) {
      const play = legal.find(
        (a) =>
          a.type === 'play_card' && INTRIGUE[a.card] && INTRIGUE_HALVES[a.half]!.effects[0]?.op === 'choose_target',
      );
      if (play) return play;
    }
    if (!cov.card) {
      const play = legal.find(
        (a) => a.type === 'play_card' && INTRIGUE[a.card] && INTRIGUE_HALVES[a.half]!.timing === 'action',
      );
      if (play) return play;
    }
    if (!cov.defended) {
      const resolve = legal.find(
        (a) => a.type === 'resolve_dispute' && canDefend(s.board[a.territory as TerritoryId][a.space - 1]!.cube ?? ''),
      );
      if (resolve) return resolve;
      const hasTop = Object.values(s.board).some((sps) => sps.some((sp) => sp.top === p));
      const foment = legal.find((a) => {
        if (a.type !== 'send_dm' || hasTop) return false;
        const owner = s.board[a.territory as TerritoryId][a.space - 1]!.cube;
        return !!owner && owner !== p && canDefend(owner) && TERRITORIES[a.territory as TerritoryId].continent === 'EU';
      });
      if (foment) return foment;
      const buy = legal.find((a) => a.type === 'buy_units' && a.armies === 2 && a.fleets === 0);
      if (buy && s.powers[p].armies.arsenal === 0 && s.turn >= 2) return buy;
    }
  }
  return belleEpoque.bot(belleEpoque.view(s, role), role, legal, botStream('steer', role, s.version));
}

async function pickThroughMenus(
  d: Driver,
  user: string,
  last: Response,
  s: BelleState,
  legal: BelleAction[],
  action: BelleAction,
): Promise<Response> {
  let res = await d.click(user, findButton(last, 'do:send_dm', s.version)!);
  let select = res.replies[0]!.components?.[0]?.[0];
  if (select?.type === 'select' && select.customId.includes(':grp:')) {
    res = await d.click(user, select.customId, [(action as { territory: string }).territory]);
    select = res.replies[0]!.components?.[0]?.[0];
  }
  if (select?.type !== 'select') throw new Error(`no menu: ${JSON.stringify(res.replies)}`);
  const index = String(legal.findIndex((a) => JSON.stringify(a) === JSON.stringify(action)));
  return d.click(user, select.customId, [index]);
}

describe('La Belle Époque at the table: no hand card in public', () => {
  it.each(SEEDS.slice(1).map((seed, i) => ({ seed, n: i + 2, locale: i % 2 ? 'en' : 'it' })))(
    'game $seed ($locale): replies, map input and the log never show a hand card',
    async ({ n, locale }) => {
      d.channel = `leak-${n}`;
      await d.line('erin', '/game new game:belle-epoque seats:4 bots:3', locale);
      const id = await gameHere();
      let moves = 0;
      let lastTurn = -1;
      let game = await d.load(id);
      for (;;) {
        if (game.row.status === 'finished') break;
        expect(moves++).toBeLessThan(1500);
        const s = game.state as BelleState;
        const role = belleEpoque.activeRoles(s)[0]!;
        expect(game.seats.find((x) => x.role === role)?.userId).toBe('erin');
        const legal = belleEpoque.legalActions(s, role);
        const action = belleEpoque.bot(belleEpoque.view(s, role), role, legal, botStream(`leak-${n}`, role, s.version));
        const res = await d.line('erin', lineFor(action), locale);
        game = await d.load(id);
        const after = game.state as BelleState;
        if (after.version === s.version)
          throw new Error(`refused ${lineFor(action)}: ${res.replies.map((r) => r.content).join(' | ')}`);
        assertNoHandCard(publicText(res), after, `public reply to ${lineFor(action)}`);
        assertNoHandCard(mapInputText(after), after, 'map input');
        // private things go to their owner only: a DM never reaches a bot seat, and erin's ephemeral replies are hers
        for (const dm of res.dms ?? []) expect(dm.userId).toBe('erin');
        if (after.turn !== lastTurn) {
          lastTurn = after.turn;
          const log = await d.line('erin', '/lbe log', locale);
          assertNoHandCard(log.replies.map((r) => r.content).join('\n'), after, '/lbe log');
          const status = await d.line('erin', '/lbe status', locale);
          assertNoHandCard(publicText(status), after, '/lbe status');
        }
      }
      const rows = await d.app.services.table.repo.actions(id);
      const final = (await d.load(id)).state as BelleState;
      // every public event ever logged, checked against the cards still held at the end
      const publicEvents = JSON.stringify(rows.flatMap((r) => r.events.filter((e) => e.audience === 'public')));
      assertNoHandCard(publicEvents.replace(/"card":"(IC\d+)"/g, ''), final, 'stored public events');
      expect((await d.app.services.admin.verify(id)).equal).toBe(true);
      console.log(`lbe leak game ${id}: ${moves} human moves, ${final.version} versions`);
    },
    scaled(120_000),
  );
});

describe('La Belle Époque at the table: options and words', () => {
  it('defines every subcommand and option in English and Italian, options autocompleted', () => {
    const def = d.app.commands.find((c) => c.data.name === 'lbe')!.data;
    expect(def.description_localizations?.it).toBeTruthy();
    const subs = def.options ?? [];
    expect(subs.length).toBeLessThanOrEqual(25);
    for (const sub of subs) {
      expect(sub.description_localizations?.it, sub.name).toBeTruthy();
      for (const o of ('options' in sub ? (sub.options ?? []) : []) as {
        name: string;
        description_localizations?: { it?: string };
        autocomplete?: boolean;
        choices?: unknown[];
      }[]) {
        expect(o.description_localizations?.it, `${sub.name}.${o.name}`).toBeTruthy();
        expect(o.autocomplete || o.choices, `${sub.name}.${o.name}`).toBeTruthy();
      }
    }
  });

  it("autocompletes only legal values, refuses in the player's language, and keeps the hand button working", async () => {
    d.channel = 'words';
    await d.line('alice', '/game new game:belle-epoque seats:4');
    for (const u of USERS.slice(1)) await d.line(u, '/game join');
    await d.line('alice', '/game start');
    const id = await gameHere();
    const s = (await d.load(id)).state as BelleState;
    const role = belleEpoque.activeRoles(s)[0]!;
    const game = await d.load(id);
    const user = game.seats.find((x) => x.role === role)!.userId!;
    const other = USERS.find((u) => u !== user)!;
    const legal = new Set(belleEpoque.legalActions(s, role).map((a) => (a as { territory: string }).territory));
    const choices = (await d.complete(user, '/lbe setup territory:')).choices!;
    expect(choices.length).toBeGreaterThan(0);
    for (const c of choices) expect(legal.has(c.value)).toBe(true);
    expect(choices.length).toBe(Math.min(25, legal.size));
    // someone else sees no setup territory at all
    expect((await d.complete(other, '/lbe setup territory:')).choices).toEqual([]);
    const t = choices[0]!.value;
    const en = await d.line(other, `/lbe setup territory:${t}`);
    expect(en.replies[0]!.ephemeral).toBe(true);
    expect(en.replies[0]!.content).toContain('not your turn');
    const it_ = await d.line(other, `/lbe setup territory:${t}`, 'it');
    expect(it_.replies[0]!.content).toContain('Non tocca a te');
    const placed = await d.line(user, `/lbe setup territory:${t}`);
    expect(placed.replies[0]!.ephemeral).toBeFalsy();
    expect(placed.replies[0]!.content).toContain(TERRITORIES[t as TerritoryId] ? 'places a DM cube' : '');
    // the persistent hand button: whoever clicks sees their own hand only
    const hand = await d.click(other, `lbe:${id}:0:hand`);
    expect(hand.replies[0]!.ephemeral).toBe(true);
    const mine = game.seats.find((x) => x.userId === other)!.role;
    expect(hand.replies[0]!.embeds![0]!.title).toContain(mine === 'france' ? 'France' : '');
    expect(hand.replies[0]!.embeds!.length).toBe(1);
    // a stale action button gets "the game has moved on"
    const stale = await d.click(user, `lbe:${id}:0:do:setup_place`);
    expect(stale.replies.some((r) => r.ephemeral)).toBe(true);
  });

  it("shows a player holding two Powers both hands, and nobody else's", async () => {
    d.channel = 'two';
    await d.line('alice', '/game new game:belle-epoque seats:2');
    await d.line('bob', '/game join');
    await d.line('alice', '/game start');
    const id = await gameHere();
    const game = await d.load(id);
    const mine = game.seats.filter((x) => x.userId === 'alice').map((x) => x.role);
    expect(mine.length).toBe(2);
    const hand = await d.line('alice', '/lbe hand');
    const titles = hand.replies[0]!.embeds!.map((e) => e.title);
    expect(titles.length).toBe(2);
    const theirs = game.seats.filter((x) => x.userId === 'bob').map((x) => x.role);
    for (const r of theirs)
      expect(titles.join()).not.toContain(
        r === 'france'
          ? 'France'
          : r === 'russia'
            ? 'Russia'
            : r === 'great-britain'
              ? 'Great Britain'
              : 'Central Empires',
      );
  });
});

describe('La Belle Époque at the table: the map', () => {
  it(
    'draws the public board from the observer view, one PNG under 2 MiB (LBE_WRITE_DOCS=1 writes docs/ samples)',
    async () => {
      const state = playout(belleEpoque, 'lbe-docs-midgame', { players: 4 }, { maxActions: 260 }).state as BelleState;
      const view = belleEpoque.view(state, OBSERVER);
      const t0 = performance.now();
      const png = await belleEpoqueUi.renderMap!(view, { locale: 'en' });
      const ms = performance.now() - t0;
      expect(png.subarray(1, 4).toString()).toBe('PNG');
      expect(png.length).toBeLessThan(2 * 1024 * 1024);
      expect(belleEpoqueUi.statusEmbed!(view, 'it').description).toMatch(/Turno \d/);
      console.log(
        `lbe map: turn ${state.turn} ${state.step}, ${Math.round(ms)} ms, ${Math.round(png.length / 1024)} KiB`,
      );
      if (process.env.LBE_WRITE_DOCS) {
        mkdirSync('docs', { recursive: true });
        writeFileSync('docs/belle-epoque-midgame.png', png);
        writeFileSync('docs/belle-epoque-midgame-it.png', await belleEpoqueUi.renderMap!(view, { locale: 'it' }));
        for (const detail of ['europe', 'africa', 'asia'])
          writeFileSync(
            `docs/belle-epoque-${detail}.png`,
            await belleEpoqueUi.renderMap!(view, { locale: 'en', detail }),
          );
        // a later board with Disputes on it (stacked cubes)
        let late = belleEpoque.setup('lbe-docs-late', BelleOptions.parse({ players: 4 }));
        for (let i = 0; i < 3000 && late.step !== 'over'; i++) {
          const tops = Object.values(late.board)
            .flat()
            .filter((sp) => sp.top).length;
          if (late.turn >= 6 && late.step === 'action' && tops >= 2) break;
          const role = belleEpoque.activeRoles(late)[0]!;
          const legal = belleEpoque.legalActions(late, role);
          late = belleEpoque.apply(
            late,
            role,
            belleEpoque.bot(belleEpoque.view(late, role), role, legal, botStream('docs', role, late.version)),
          ).state;
        }
        writeFileSync(
          'docs/belle-epoque-late.png',
          await belleEpoqueUi.renderMap!(belleEpoque.view(late, OBSERVER), { locale: 'en' }),
        );
      }
    },
    scaled(60_000),
  );
});
