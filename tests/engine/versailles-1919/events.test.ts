// 2.9 / 4.12 event texts: resolvers, optional texts, either/or costs, "each player" order, unsettling.
import { describe, expect, it } from 'vitest';
import { act, given, has, legal, resolving } from './given.js';
import { EVENTS } from '../../../src/engine/versailles-1919/data/index.js';
import { viewFor } from '../../../src/engine/versailles-1919/view.js';

const ev = (id: string) => EVENTS.find((e) => e.id === id)!;

describe('event data', () => {
  it('has 46 events with unique ids and numbers 1-46, each with both halves in en and it', () => {
    expect(EVENTS).toHaveLength(46);
    expect(new Set(EVENTS.map((e) => e.id)).size).toBe(46);
    expect(EVENTS.map((e) => e.number).sort((a, b) => a - b)).toEqual(Array.from({ length: 46 }, (_, i) => i + 1));
    for (const e of EVENTS) {
      expect(e.text.en.crisis.length * e.text.it.conference.length).toBeGreaterThan(0);
      expect(e.provenance).not.toBe('');
    }
    expect(EVENTS.filter((e) => e.influenceIcon)).toHaveLength(21);
  });
});

describe('conference and crisis resolution', () => {
  it('8.#36: an optional text whose cost cannot be paid is declined (Balfour with 1 cube)', () => {
    const s = given({ seating: ['britain', 'france', 'usa'], pools: { britain: { available: 1, exhausted: 14 } } });
    const t = resolving(s, ev('arthur_balfour').conference);
    expect(t.pending?.kind).toBe('turn');
    expect(t.happiness.britain).toBe(20);
  });

  it('Balfour paid: exhaust 2, +2 happiness, Middle East +2', () => {
    const t = resolving(given({ seating: ['britain', 'france', 'usa'] }), ev('arthur_balfour').conference);
    const r = act(t, 'britain', { type: 'decide', choice: 'accept' });
    expect([r.s.cubes.britain!.exhausted, r.s.happiness.britain, r.s.regions.middle_east.unrest]).toEqual([2, 22, 3]);
  });

  it('8.#23: a paying branch is open only when fully payable (Gompers with 2 cubes must lose happiness)', () => {
    const s = given({ seating: ['britain', 'france', 'usa'], pools: { france: { available: 2, exhausted: 13 } } });
    let t = resolving(s, ev('samuel_gompers').conference);
    // ending with you: France first, then USA, then Britain
    expect(t.happiness.france).toBe(18);
    expect(t.pending).toMatchObject({ kind: 'either', nation: 'usa', choices: ['0', '1'] });
    t = act(t, 'usa', { type: 'decide', choice: '0' }).s;
    expect(t.cubes.usa!.exhausted).toBe(3);
    expect(t.pending).toMatchObject({ kind: 'either', nation: 'britain' });
  });

  it('the view words the offered branches and names the event being resolved', () => {
    const s = given({ seating: ['britain', 'france', 'usa'] });
    const t = resolving(s, ev('prince_faisal').conference, { source: 'conference', eventId: 'prince_faisal' });
    const v = viewFor(t, 'observer');
    expect(v.pending!.choiceText).toEqual({
      0: { en: '+2 unrest in Middle East', it: '+2 Malcontento in Medio Oriente' },
      1: { en: '-2 unrest in Middle East', it: '-2 Malcontento in Medio Oriente' },
    });
    expect(v.resolving).toEqual({ event: 'prince_faisal', half: 'conference', resolver: 'britain', target: null });
  });

  it('choose a player (yourself allowed): Billy Hughes, the chosen player picks happiness or Pacific unrest', () => {
    let t = resolving(given({ seating: ['britain', 'france', 'usa'] }), ev('billy_hughes').conference);
    expect(t.pending).toMatchObject({
      kind: 'choose_player',
      nation: 'britain',
      choices: ['britain', 'france', 'usa'],
    });
    t = act(t, 'britain', { type: 'decide', choice: 'usa' }).s;
    expect(t.pending).toMatchObject({ kind: 'either', nation: 'usa' });
    t = act(t, 'usa', { type: 'decide', choice: '1' }).s;
    expect(t.regions.pacific.unrest).toBe(3);
  });

  it('8.#13: an event unsettles with bidding but no keg reset and no strategy selection (Mordacq)', () => {
    const s = given({
      seating: ['britain', 'france', 'usa'],
      settled: [{ id: 'indemnity', controller: 'france', option: 'yes' }],
    });
    let t = resolving(s, ev('henri_mordacq').conference);
    t = act(t, 'britain', { type: 'decide', choice: 'accept' }).s;
    expect(t.pending).toMatchObject({ kind: 'choose_issue', choices: ['indemnity'] });
    t = act(t, 'britain', { type: 'decide', choice: 'indemnity' }).s;
    expect(t.pending).toMatchObject({ kind: 'bid', nation: 'france' });
    expect(t.settled).toEqual([]);
    while (t.pending?.kind === 'bid') t = act(t, t.pending.nation, { type: 'pass' }).s;
    expect(t.issueDiscard[0]).toBe('indemnity');
    expect(t.firstInsurrection).toBe(false);
    expect(Object.values(t.regions).every((r) => r.keg === 0)).toBe(true);
  });

  it('8.#20: House returns every cube on one Waiting Room Issue to its owners', () => {
    const s = given({
      seating: ['britain', 'france', 'usa'],
      waiting: ['tyrol', 'saar', 'fiume'],
      cubes: { saar: { france: 3, usa: 2 } },
    });
    let t = resolving(s, ev('edward_house').conference);
    t = act(t, 'britain', { type: 'decide', choice: 'saar' }).s;
    expect(t.waiting[1]!.cubes).toEqual({});
    expect(t.cubes.france!.available).toBe(15);
  });

  it('Venizelos hits every player tied for lowest happiness; Sykes-Picot everyone tied for most Issues', () => {
    const s = given({ seating: ['britain', 'france', 'usa'], happiness: { britain: 12, france: 12, usa: 15 } });
    const t = resolving(s, ev('eleftherios_venizelos').conference);
    expect([t.cubes.britain!.exhausted, t.cubes.france!.exhausted, t.cubes.usa!.exhausted]).toEqual([6, 6, 0]);
    const u = resolving(
      given({ settled: [{ id: 'tyrol', controller: 'usa', option: 'to_italy' }] }),
      ev('sykes_picot').crisis,
    );
    expect(u.cubes.usa!.exhausted).toBe(2);
  });

  it("Churchill: a deploy outside the turn's own military action, then +1 happiness (8.#16)", () => {
    const s = given({ seating: ['britain', 'france', 'usa'] });
    let t = resolving(s, ev('winston_churchill').conference);
    t = act(t, 'britain', { type: 'decide', choice: 'accept' }).s;
    expect(t.pending?.kind).toBe('event_deploy');
    t = act(t, 'britain', { type: 'deploy', from: 'available', region: 'europe', column: 8 }).s;
    expect(t.happiness.britain).toBe(21);
    expect(t.turn.military).toBe(false);
    expect(has(legal(t, 'britain'), { type: 'deploy', from: 'available', region: 'africa', column: 8 })).toBe(true);
  });

  it("per-unit crises count each nation's deployed units (Zaghloul: 2 per unit)", () => {
    const s = given({
      units: {
        france: [
          { at: 'deployed', region: 'europe', col: 8 },
          { at: 'deployed', region: 'africa', col: 8 },
          { at: 'available' },
        ],
      },
    });
    const t = resolving(s, ev('saad_zaghloul').crisis);
    expect([t.happiness.france, t.happiness.britain]).toEqual([16, 20]);
  });

  it('8.#14: "the settled Issue\'s region" does nothing for a League Issue (Smuts crisis)', () => {
    const s = given({ regions: { europe: { keg: 0, unrest: 4 } } });
    const t = resolving(s, ev('jan_smuts').crisis, { settled: 'disarmament' });
    expect(t.regions.europe.unrest).toBe(4);
    const u = resolving(s, ev('jan_smuts').crisis, { settled: 'rhineland' });
    expect(u.regions.europe.unrest).toBe(3);
  });

  it("8.#21: Béla Kun's modifier: the resolver picks one sign for all Bolshevik tokens", () => {
    const s = given({
      regions: { balkans: { keg: 0, unrest: 4 } },
      settled: [{ id: 'negotiations_with_russia', controller: 'usa', option: 'do_not_offer' }],
    });
    let t = resolving(s, ev('bela_kun').conference, {}, [3]);
    expect(t.pending).toMatchObject({ kind: 'sign', choices: ['+', '-'] });
    t = act(t, t.pending!.nation, { type: 'decide', choice: '+' }).s; // 3 + 2 = 5: insurrection at column 4
    expect(t.regions.balkans).toEqual({ keg: 1, unrest: 2 });
  });

  it('Lodge: each player, ending with you, exhausts one deployed unit', () => {
    const s = given({
      seating: ['britain', 'france', 'usa'],
      units: { usa: [{ at: 'deployed', region: 'europe', col: 8 }, { at: 'available' }, { at: 'available' }] },
    });
    const t = resolving(s, ev('henry_cabot_lodge').conference);
    expect(t.units.usa![0]).toEqual({ at: 'exhausted' });
  });
});
