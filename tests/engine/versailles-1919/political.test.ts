// 4.2-4.5 political actions, with the rulebook's placing, recovering and settling examples.
import { describe, expect, it } from 'vitest';
import { act, given, has, legal, logKeys, rigDice } from './given.js';
import { minToLead } from '../../../src/engine/versailles-1919/rules/political.js';

describe('4.2 Place Influence: the placing example', () => {
  // France to act. Belarus: USA 3, UK 1. Smyrna: UK 3, France 1. New Guinea & Samoa: UK 1.
  // Somalia empty. Rhineland: France leads.
  const s = given({
    seating: ['france', 'britain', 'usa'],
    table: ['belarus', 'smyrna'],
    waiting: ['rhineland', 'new_guinea_samoa', 'somalia'],
    cubes: {
      belarus: { usa: 3, britain: 1 },
      smyrna: { britain: 3, france: 1 },
      new_guinea_samoa: { britain: 1 },
      rhineland: { france: 2 },
    },
  });
  const open = (id: string) => [...s.table, ...s.waiting].find((x) => x?.id === id)!;

  it('needs 4 on Belarus, 3 more on Smyrna, 2 on New Guinea, 1 on Somalia and 1 on Rhineland', () => {
    expect(minToLead(open('belarus'), 'france')).toBe(4);
    expect(minToLead(open('smyrna'), 'france')).toBe(3);
    expect(minToLead(open('new_guinea_samoa'), 'france')).toBe(2);
    expect(minToLead(open('somalia'), 'france')).toBe(1);
    expect(minToLead(open('rhineland'), 'france')).toBe(1); // R1: adding to an Issue you already lead
  });

  it('lets France place 2 on New Guinea & Samoa and 4 on Smyrna', () => {
    const a = { type: 'place', issues: ['smyrna', 'new_guinea_samoa'], cubes: [4, 2] } as const;
    expect(has(legal(s, 'france'), { type: 'place', issues: ['smyrna', 'new_guinea_samoa'], cubes: [4, 2] })).toBe(
      true,
    );
    const r = act(s, 'france', { ...a, issues: [...a.issues], cubes: [...a.cubes] });
    expect(r.s.table[1]!.cubes).toEqual({ britain: 3, france: 5 });
    expect(r.s.cubes.france!.available).toBe(15 - 3 - 6);
  });

  it('refuses a placement that only ties the leader, and one on a single Issue', () => {
    expect(has(legal(s, 'france'), { type: 'place', issues: ['belarus', 'somalia'], cubes: [3, 1] })).toBe(false);
    expect(() => act(s, 'france', { type: 'place', issues: ['belarus', 'somalia'], cubes: [3, 1] })).toThrow(
      /place_must_lead/,
    );
    expect(() => act(s, 'france', { type: 'place', issues: ['somalia', 'somalia'], cubes: [1, 1] })).toThrow(
      /place_two_issues/,
    );
  });

  it('counts only the strongest other player, not the sum of the others', () => {
    // Belarus holds USA 3 + UK 1 = 4 others, yet 4 French cubes lead it
    expect(has(legal(s, 'france'), { type: 'place', issues: ['belarus', 'somalia'], cubes: [4, 1] })).toBe(true);
  });
});

describe('4.3 Recover: the Italian example', () => {
  // Italy: 8 cubes and 1 unit exhausted, 1 unit in the Balkans.
  const s = given({
    players: 4,
    seating: ['italy', 'britain', 'france', 'usa'],
    pools: { italy: { available: 7, exhausted: 8 } },
    units: { italy: [{ at: 'exhausted' }, { at: 'deployed', region: 'balkans', col: 6 }, { at: 'available' }] },
  });

  it('recovers 6 cubes and the exhausted unit, leaving the Balkans unit in place', () => {
    const r = act(s, 'italy', { type: 'recover', cubes: 6, withdraw: [] });
    expect(r.s.cubes.italy).toEqual({ available: 13, exhausted: 2 });
    expect(r.s.units.italy).toEqual([
      { at: 'available' },
      { at: 'deployed', region: 'balkans', col: 6 },
      { at: 'available' },
    ]);
  });

  it('never offers more than 6 cubes', () => {
    expect(legal(s, 'italy').some((a) => a.type === 'recover' && a.cubes > 6)).toBe(false);
  });

  it('8.#37: taking back only a deployed unit is a legal recovery', () => {
    const t = given({
      units: { britain: [{ at: 'deployed', region: 'europe', col: 8 }, { at: 'available' }, { at: 'available' }] },
      seating: ['britain', 'france', 'usa'],
    });
    expect(has(legal(t, 'britain'), { type: 'recover', cubes: 0, withdraw: ['europe'] })).toBe(true);
    expect(has(legal(t, 'britain'), { type: 'recover', cubes: 0, withdraw: [] })).toBe(false);
  });
});

describe('4.4 Settle: the Smyrna example (steps 1 to 5)', () => {
  const start = given({
    seating: ['france', 'britain', 'usa'],
    table: ['belarus', 'smyrna'],
    waiting: ['rhineland', 'new_guinea_samoa', 'somalia'],
    cubes: { smyrna: { france: 5, britain: 3 }, new_guinea_samoa: { france: 2 } },
    tableEvent: 'ho_chi_minh',
    eventCube: 'usa',
    waitingEvents: ['arthur_balfour', 'chaim_weizmann'],
    deck: ['womens_suffrage', 'disarmament', 'prussia'],
    eventDeck: ['bela_kun'],
  });

  it('step 1: France controls; all 5 French cubes exhausted, UK 1 exhausted and 2 back', () => {
    const r = act(start, 'france', { type: 'settle', issue: 'smyrna' });
    expect(r.s.cubes.france).toEqual({ available: 8, exhausted: 5 });
    expect(r.s.cubes.britain).toEqual({ available: 14, exhausted: 1 });
    expect(r.s.pending).toMatchObject({ kind: 'choose_option', nation: 'france' });
  });

  it('the whole Settle runs in rulebook order', () => {
    let r = act(start, 'france', { type: 'settle', issue: 'smyrna' });
    // To Greece: UK -1, Middle East +2, one Naval token whose flag France picks (the US one)
    r = act(r.s, 'france', { type: 'choose_option', option: 'to_greece', flags: ['usa'] });
    expect(r.s.happiness.britain).toBe(19);
    expect(r.s.regions.middle_east.unrest).toBe(3);
    expect(r.s.settled).toContainEqual({
      id: 'smyrna',
      controller: 'france',
      option: 'to_greece',
      tokens: [{ kind: 'naval', flag: 'usa' }],
    });
    // step 2: the USA cube on Ho Chi Minh makes the USA the resolver of its optional keg
    expect(r.s.pending).toMatchObject({ kind: 'optional', nation: 'usa' });
    r = act(r.s, 'usa', { type: 'decide', choice: 'accept' });
    expect(r.s.regions.pacific).toEqual({ keg: 1, unrest: 2 });
    expect(r.s.eventDiscard[0]).toBe('ho_chi_minh');
    expect(r.s.cubes.usa!.exhausted).toBe(1);
    // step 3: France brings New Guinea & Samoa and Balfour, with a cube on Balfour
    expect(r.s.pending).toMatchObject({ kind: 'advance', nation: 'france' });
    r = act(r.s, 'france', { type: 'advance', issue: 'new_guinea_samoa', event: 'arthur_balfour', cube: true });
    expect(r.s.table.map((x) => x?.id)).toEqual(['belarus', 'new_guinea_samoa']);
    expect(r.s.tableEvent).toEqual({ id: 'arthur_balfour', cube: 'france' });
    // step 4: draws Women's Suffrage and Disarmament, keeps Disarmament
    r = act(r.s, 'france', { type: 'refill', pick: 'deck' });
    expect(r.s.pending).toMatchObject({ kind: 'keep', choices: ['womens_suffrage', 'disarmament'] });
    expect(legal(r.s, 'france').every((a) => a.type === 'keep' || a.type === 'propose_swap')).toBe(true); // R4
    rigDice(r.s, [1]);
    r = act(r.s, 'france', { type: 'keep', issue: 'disarmament' });
    expect(r.s.waiting.map((x) => x?.id)).toContain('disarmament');
    expect(r.s.issueDiscard[0]).toBe('womens_suffrage');
    // step 5: Béla Kun goes to the Waiting Room and its crisis runs: a check where unrest is highest
    // (the Middle East, column 3: a 6 is needed; the die shows 1)
    expect(r.s.waitingEvents.map((e) => e?.id)).toContain('bela_kun');
    expect(logKeys(r.events)).toEqual(expect.arrayContaining(['event_drawn', 'unrest_check', 'unrest_roll']));
    expect(r.events.find((e) => e.key.endsWith('unrest_roll'))!.params).toMatchObject({
      region: 'middle_east',
      die: 1,
      threshold: 6,
      insurrection: false,
    });
    expect(r.s.pending).toMatchObject({ kind: 'turn', nation: 'france' });
    expect(r.s.turn.political).toBe(true);
  });

  it('R2: settling an Issue you do not control returns all your cubes on it', () => {
    const t = given({
      seating: ['britain', 'france', 'usa'],
      table: ['belarus', 'smyrna'],
      cubes: { smyrna: { france: 5, britain: 3 } },
    });
    const r = act(t, 'britain', { type: 'settle', issue: 'smyrna' });
    expect(r.s.cubes.britain).toEqual({ available: 15, exhausted: 0 });
    // R3: France controls and chooses, Britain (active) runs steps 3-5
    expect(r.s.pending).toMatchObject({ kind: 'choose_option', nation: 'france' });
  });

  it('only Table Issues with influence can be settled', () => {
    const t = given({
      seating: ['britain', 'france', 'usa'],
      table: ['belarus', 'smyrna'],
      waiting: ['somalia', 'rhineland', 'tyrol'],
      cubes: { smyrna: { france: 1 }, somalia: { britain: 3 } },
    });
    expect(legal(t, 'britain').filter((a) => a.type === 'settle')).toEqual([{ type: 'settle', issue: 'smyrna' }]);
    expect(() => act(t, 'britain', { type: 'settle', issue: 'somalia' })).toThrow(/settle_not_on_table/);
  });

  it('4.4 step 4a: the n-th discard costs n-1 cubes', () => {
    let r = act(
      given({
        seating: ['britain', 'france', 'usa'],
        table: ['belarus', 'smyrna'],
        cubes: { smyrna: { britain: 2 } },
        tableEvent: null,
        discard: ['tyrol', 'fiume', 'saar'],
      }),
      'britain',
      { type: 'settle', issue: 'smyrna' },
    );
    r = act(r.s, 'britain', { type: 'choose_option', option: 'to_turkey', flags: [] });
    r = act(r.s, 'britain', legal(r.s, 'britain').find((a) => a.type === 'advance')!);
    expect(
      legal(r.s, 'britain')
        .filter((a) => a.type === 'refill')
        .map((a) => (a as { pick: string }).pick),
    ).toEqual(['discard1', 'discard2', 'discard3', 'deck']);
    const before = r.s.cubes.britain!;
    r = act(r.s, 'britain', { type: 'refill', pick: 'discard3' });
    expect(r.s.cubes.britain!.available).toBe(before.available - 2);
    expect(r.s.issueDiscard).toEqual(['tyrol', 'fiume']);
  });
});

describe('4.5 options', () => {
  it('Q5: an option whose unrest cannot move (from zero to zero) may be chosen', () => {
    // Smyrna to Turkey moves Middle East -1 while it sits in column 1
    let r = act(
      given({ seating: ['britain', 'france', 'usa'], table: ['belarus', 'smyrna'], cubes: { smyrna: { britain: 2 } } }),
      'britain',
      { type: 'settle', issue: 'smyrna' },
    );
    expect(has(legal(r.s, 'britain'), { type: 'choose_option', option: 'to_turkey', flags: [] })).toBe(true);
    r = act(r.s, 'britain', { type: 'choose_option', option: 'to_turkey', flags: [] });
    expect(r.s.regions.middle_east.unrest).toBe(1);
  });

  it('Rush to the Finish ends the game at once for its controller', () => {
    const t = given({
      seating: ['britain', 'france', 'usa'],
      table: ['belarus', 'rush_to_the_finish'],
      cubes: { rush_to_the_finish: { usa: 2, france: 1 } },
    });
    const r = act(t, 'britain', { type: 'settle', issue: 'rush_to_the_finish' });
    expect(r.s.ended).toEqual({ reason: 'rush' });
    expect(r.s.settled).toContainEqual({ id: 'rush_to_the_finish', controller: 'usa', option: '', tokens: [] });
  });
});

describe('4.1 / 8.#7 no political action possible', () => {
  it('the political action is skipped; the military action may still follow', () => {
    const s = given({
      seating: ['britain', 'france', 'usa'],
      table: ['belarus', 'smyrna'],
      waiting: ['tyrol', 'saar', 'fiume'],
      cubes: { tyrol: { britain: 5 }, saar: { britain: 5 }, fiume: { britain: 5 } },
      pools: { britain: { available: 0, exhausted: 0 } },
    });
    const l = legal(s, 'britain');
    expect(l.some((a) => ['place', 'recover', 'settle'].includes(a.type))).toBe(false);
    let r = act(s, 'britain', { type: 'end_turn' });
    expect(logKeys(r.events)).toContain('political_skipped');
    expect(r.s.active).toBe('britain');
    expect(has(legal(r.s, 'britain'), { type: 'deploy', from: 'available', region: 'europe', column: 8 })).toBe(true);
    r = act(r.s, 'britain', { type: 'end_turn' });
    expect(r.s.active).toBe('france');
  });
});
