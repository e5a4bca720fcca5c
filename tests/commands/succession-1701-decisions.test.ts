import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionText, tacticalName, valueLabel } from '../../src/commands/succession-1701/present.js';
import { ACTION_SUBS, commandFor, type S1701Action } from '../../src/commands/succession-1701/spec.js';
import { botStream } from '../../src/engine/core/rng.js';
import { GENERAL, STATE, TOWN } from '../../src/engine/succession-1701/data/index.js';
import { succession1701, type Succession1701State } from '../../src/engine/succession-1701/index.js';
import { memoryDb } from '../../src/dev/db.js';
import { TableDriver, replyTexts, type Where } from './table-driver.js';
import { createApp } from '../../src/app.js';
import { scaled } from '../helpers/slowness.js';

/**
 * The 1701 decisions the engine gained with the rulebook fixes (#19), typed through the router as a
 * player would, with names instead of ids: enlisting a general without an army (§15), sending some
 * brigades of an army home, choosing where a beaten army retreats (5.9) and offering a ransom (5.17).
 * Each one must change the stored game, and every reply must name things: no engine ids, no raw
 * text keys, no unfilled `{{…}}`.
 */
type S = Succession1701State;
type A<T extends S1701Action['type']> = Extract<S1701Action, { type: T }>;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const lineFor = (a: S1701Action) => {
  const { group, subcommand, options } = commandFor(a);
  return `/1701 ${group ? `${group} ` : ''}${subcommand} ${Object.entries(options)
    .map(([k, v]) => `${k}:${v}`)
    .join(' ')}`.trim();
};
const allText = (res: Awaited<ReturnType<TableDriver['line']>>) =>
  replyTexts(res)
    .map((r) => r.text)
    .join('\n');

/** Engine ids (upper case: `VILLARS`, `FRANCE`, `PARIS`) never reach the player; names do. */
function expectWords(text: string, ids: string[]) {
  expect(text).not.toMatch(/\{\{|\}\}/);
  expect(text).not.toMatch(/succession-1701\.|\bui\.|\bcmd\./);
  for (const id of ids) expect(text, id).not.toMatch(new RegExp(`\\b${id}\\b`));
}

let d: TableDriver;
beforeAll(async () => {
  const h = await memoryDb();
  let n = 0;
  const app = createApp({
    db: h.db,
    images: false,
    entropy: { gameId: () => `sd${++n}`, seed: () => `s1701-dec-${n}` },
  });
  d = new TableDriver(app, h);
}, scaled(60_000));
afterAll(async () => d?.h.close());

async function soloGame(w: Where, lastTurn: number): Promise<string> {
  const created = await d.line('ann', `/game new game:succession-1701 seats:1 options:lastTurn=${lastTurn}`, w);
  const id = /`(sd\d+)`/.exec(allText(created))?.[1];
  expect(id, allText(created)).toBeDefined();
  return id!;
}

describe('1701: the new decisions through the router, typed by name', () => {
  it(
    'enlists a general without an army and sends some brigades home (English and Italian names)',
    async () => {
      const w: Where = { guildId: null, channelId: 'dm-ann', locale: 'en' };
      const id = await soloGame(w, 3);
      let s = (await d.load(id)).state as S;
      const legal = succession1701.legalActions(s, 'loyalists');
      const enlist = legal.find((a): a is A<'enlist_general'> => a.type === 'enlist_general');
      expect(enlist, 'an enlistment is offered at the first organisation').toBeDefined();
      const gName = GENERAL[enlist!.general]!.name;
      const v0 = s.version;
      // the whole name, as a player types it: no army means enlisting, not assigning
      const res1 = await d.line('ann', `/1701 assign general:${gName}`, w);
      const text1 = allText(res1);
      s = (await d.load(id)).state as S;
      // his fee is paid for the year: he is not offered for enlisting again
      expect(s.version, text1).toBeGreaterThan(v0);
      expect(
        succession1701.legalActions(s, 'loyalists').some((a) => same(a, enlist)),
        text1,
      ).toBe(false);
      expect(text1).toContain(gName);
      expectWords(text1, [enlist!.general]);

      // an army of six, then a partial disband of it, the state typed by its name in Italian case and accents ignored
      const form = succession1701
        .legalActions(s, 'loyalists')
        .find((a): a is A<'form_army'> => a.type === 'form_army' && a.size === 6);
      expect(form, 'an army of six can be formed').toBeDefined();
      await d.line('ann', lineFor(form!), w);
      s = (await d.load(id)).state as S;
      const part = succession1701
        .legalActions(s, 'loyalists')
        .find((a): a is A<'disband_brigades'> => a.type === 'disband_brigades');
      expect(part, 'a partial disband is offered').toBeDefined();
      const before = s.armies[part!.army]!.brigades[part!.state]!;
      const stateName = STATE[part!.state]!.name;
      const wi: Where = { ...w, locale: 'it' };
      const res2 = await d.line(
        'ann',
        `/1701 disband army:${part!.army} state:${stateName.toLowerCase()} brigades:${part!.brigades}`,
        wi,
      );
      const text2 = allText(res2);
      s = (await d.load(id)).state as S;
      expect(s.armies[part!.army]!.brigades[part!.state] ?? 0, text2).toBe(before - part!.brigades);
      expect(text2).toContain(stateName);
      expect(text2).toMatch(/brigate/);
      expectWords(text2, [part!.state, ...Object.keys(GENERAL)]);

      // a prefix two states share, or a number of brigades not offered, is refused and changes nothing
      const v = s.version;
      const odd = await d.line('ann', `/1701 disband army:${part!.army} brigades:99`, w);
      expect(
        odd.replies.every((r) => r.ephemeral),
        JSON.stringify(odd.replies),
      ).toBe(true);
      expect(((await d.load(id)).state as S).version).toBe(v);
      expect(allText(odd)).not.toMatch(/Something went wrong/);
      expect((await d.app.services.admin.verify(id)).equal).toBe(true);
    },
    scaled(60_000),
  );

  // #19: every refusal the command gives on its own cited §9 ("Actions"), whatever was refused
  it(
    'a march refused at the organisation cites §14 (army movement), not §9',
    async () => {
      const w: Where = { guildId: null, channelId: 'dm-ann-rule', locale: 'en' };
      await soloGame(w, 3);
      const text = allText(await d.line('ann', '/1701 move to:Paris', w));
      expect(text).toMatch(/Rule 14/);
      expect(text).not.toMatch(/Rule 9\b/);
    },
    scaled(60_000),
  );

  it(
    'chooses by name where a beaten army retreats',
    async () => {
      const w: Where = { guildId: null, channelId: 'dm-ben', locale: 'en' };
      const created = await d.line('ben', '/game new game:succession-1701 seats:1 options:lastTurn=12', w);
      const id = /`(sd\d+)`/.exec(allText(created))![1]!;
      let placed = 0;
      for (let step = 0; step < 600 && placed === 0; step++) {
        const game = await d.load(id);
        if (game.row.status !== 'active') break;
        const s = game.state as S;
        const legal = succession1701.legalActions(s, 'loyalists');
        const place = legal.find((a): a is A<'place_army'> => a.type === 'place_army');
        if (place) {
          // the town by its name; the army is the only one waiting, so it may be left out
          const town = TOWN[place.to]!.name;
          const res = await d.line('ben', `/1701 battle retreat to:${town}`, w);
          // what the player is told: the channel reply keeps the latest lines of a long move (the bots may act
          // after the retreat), the game's log thread gets them all
          const text = [allText(res), ...(res.log?.lines ?? [])].join('\n');
          const after = (await d.load(id)).state as S;
          expect(after.version, text).toBeGreaterThan(s.version);
          expect(after.armies[place.army]?.town ?? place.to, text).toBe(place.to);
          expect(text).toContain(town);
          expectWords(text, [place.to]);
          placed++;
          break;
        }
        const a = succession1701.bot(
          succession1701.view(s, 'loyalists'),
          'loyalists',
          legal,
          botStream('dec', 'loyalists', s.version),
        );
        const res = await d.line('ben', lineFor(a), w);
        if (((await d.load(id)).state as S).version === s.version)
          throw new Error(`refused ${lineFor(a)}: ${allText(res)}`);
      }
      expect(placed, 'a retreat chosen by name').toBe(1);
      expect((await d.app.services.admin.verify(id)).equal).toBe(true);
    },
    scaled(240_000),
  );

  it('names a ransom offer and its answer: the prisoner, the price and the treasury, never ids', () => {
    // bot against bot until the Loyalists may ransom someone (a seed where that happens early; 'g' since the 2.1.0 data)
    let s = succession1701.setup('g', succession1701.optionsSchema.parse({ lastTurn: 8 })) as S;
    for (let n = 0; n < 2000 && !succession1701.result(s); n++) {
      const role = succession1701.activeRoles(s)[0]!;
      const legal = succession1701.legalActions(s, role);
      if (role === 'loyalists' && legal.some((a) => a.type === 'ransom_offer')) break;
      const a = succession1701.bot(succession1701.view(s, role), role, legal, botStream('g', role, s.version));
      s = succession1701.apply(s, role, a).state as S;
    }
    const offers = succession1701
      .legalActions(s, 'loyalists')
      .filter((a): a is A<'ransom_offer'> => a.type === 'ransom_offer');
    expect(offers.length, 'the Loyalists may offer a ransom').toBeGreaterThan(0);
    const offer = offers[offers.length - 1]!;
    const spec = ACTION_SUBS.find((x) => x.name === 'ransom')!;
    const prisonerField = spec.fields.find((x) => x.opt === 'prisoner')!;
    const ctxOf = (locale: 'en' | 'it') => ({
      locale,
      t: (key: string, p?: Record<string, unknown>) => d.app.services.texts.t(locale, key, p),
    });
    const ids = [offer.prisoner, ...Object.keys(TOWN), ...Object.keys(STATE), ...Object.keys(GENERAL)];
    for (const L of ['en', 'it'] as const) {
      const label = valueLabel(L, s, prisonerField.kind, prisonerField.pick(offer));
      expectWords(label, ids);
      if (GENERAL[offer.prisoner]) expect(label).toBe(GENERAL[offer.prisoner]!.name);
      else expect(label).toMatch(L === 'en' ? /\d+ captured brigades?\b/ : /\d+ brigat[ae] prigionier[ae]/);
      const text = actionText(ctxOf(L), s, offer, 'loyalists');
      expect(text).toContain(String(offer.amount));
      expectWords(text, ids);
    }
    // the captor's answers: refuse, or accept into one of its treasuries, each said in words
    const after = succession1701.apply(s, 'loyalists', offer).state as S;
    const answers = succession1701.legalActions(after, 'grand-alliance');
    expect(answers.length).toBeGreaterThan(1);
    for (const a of answers) {
      expect(a.type).toBe('ransom_answer');
      for (const L of ['en', 'it'] as const) {
        const text = actionText(ctxOf(L), after, a, 'grand-alliance');
        expectWords(text, ids);
        expect(text).toContain(String(offer.amount));
        expect(text).not.toMatch(/\bnone\b|nessuno/);
      }
    }
    const refuse = actionText(ctxOf('en'), after, answers[0]!, 'grand-alliance');
    expect(refuse).toMatch(/^Refuse the ransom of /);
  });

  it('tells apart in menus the battle choices that differ only by the card moved or sent', () => {
    const ctx = {
      locale: 'en' as const,
      t: (key: string, p?: Record<string, unknown>) => d.app.services.texts.t('en', key, p),
    };
    let s = succession1701.setup('menu-cards', succession1701.optionsSchema.parse({ lastTurn: 6 })) as S;
    let pairs = 0;
    for (let n = 0; n < 1500 && !succession1701.result(s); n++) {
      const role = succession1701.activeRoles(s)[0]!;
      const legal = succession1701.legalActions(s, role);
      // same kind and lines, another card: the labels must differ (the same card twice may read the same)
      const byShape = new Map<string, Map<string, string>>();
      for (const a of legal) {
        if (a.type !== 'battle_shift' && a.type !== 'battle_attack') continue;
        const card = a.type === 'battle_shift' ? a.card : a.dispatch;
        const shape = JSON.stringify({ ...a, card: undefined, dispatch: undefined });
        const kinds = byShape.get(shape) ?? new Map<string, string>();
        kinds.set(card ? tacticalName('en', card) : '', actionText(ctx, s, a, role));
        byShape.set(shape, kinds);
      }
      for (const kinds of byShape.values()) {
        if (kinds.size > 1) pairs++;
        expect(new Set(kinds.values()).size, JSON.stringify([...kinds])).toBe(kinds.size);
      }
      const a = succession1701.bot(succession1701.view(s, role), role, legal, botStream('mc', role, s.version));
      s = succession1701.apply(s, role, a).state as S;
    }
    expect(pairs, 'battle choices that differ only by their card').toBeGreaterThan(0);
  });
});
