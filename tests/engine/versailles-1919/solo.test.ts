// 6.2 the solo game: the human holds one faction; the other two follow the bot rules as engine
// procedures, every roll and forced choice logged, the human choosing where the rules leave a choice.
import { describe, expect, it } from 'vitest';
import { act, given, legal, logKeys, resolving, V } from './given.js';
import { factionStrength, potentialValue } from '../../../src/engine/versailles-1919/rules/solo.js';

const solo = (over: Parameters<typeof given>[0] = {}) =>
  given({ players: 1, seating: ['britain', 'france', 'usa'], solo: { human: 'usa' }, ...over });

describe('6.2 solo setup and definitions', () => {
  it('one role; the human starts with the last faction; 2 Waiting Room slots; no strategy cards, no Japan or Italy', () => {
    const o = V.optionsSchema.parse({ players: 1 });
    expect(V.roles(o)).toEqual(['solo']);
    const s = V.setup('solo-setup', o);
    expect(s.solo!.human).toBe(s.seating[2]);
    expect(s.waiting).toHaveLength(2);
    expect(s.strategy.offered).toEqual([]);
    expect(Object.keys(s.happiness).sort()).toEqual(['britain', 'france', 'usa']);
    expect(s.issueDeck.indexOf('rush_to_the_finish')).toBe(52 - 2 - 2 - 1 - 20);
  });

  it('potential values: Rhineland is worth 7 to France and the USA, 6 to Britain', () => {
    expect([
      potentialValue('france', 'rhineland'),
      potentialValue('usa', 'rhineland'),
      potentialValue('britain', 'rhineland'),
    ]).toEqual([7, 7, 6]);
  });

  it('faction strength: stars held + own icons anywhere (Rhineland with Industry: 7 for the USA)', () => {
    const s = solo({ settled: [{ id: 'rhineland', controller: 'britain', option: 'demilitarised' }] });
    expect([factionStrength(s, 'usa'), factionStrength(s, 'britain'), factionStrength(s, 'france')]).toEqual([1, 6, 0]);
  });
});

describe('6.2 bot turns', () => {
  it('a bot that leads a Table Issue settles it and takes its best option by itself', () => {
    // Britain (bot) to play; it leads Rhineland; its best value is 6 on every option, least own loss:
    // French Occupation or Demilitarised (no UK happiness) -> the human picks between those
    const s = solo({ table: ['rhineland', 'tyrol'], cubes: { rhineland: { britain: 2 } } });
    expect(s.pending).toMatchObject({ kind: 'turn', nation: 'britain' });
    expect(legal(s, 'solo')).toEqual([{ type: 'settle', issue: 'rhineland' }]);
    const r = act(s, 'solo', { type: 'settle', issue: 'rhineland' });
    expect(r.s.pending).toMatchObject({ kind: 'choose_option', nation: 'britain' });
    expect(legal(r.s, 'solo').map((a) => (a as { option: string }).option)).toEqual([
      'french_occupation',
      'demilitarised',
    ]);
  });

  it('a bot places the minimum to lead on two Issues the human picks', () => {
    const s = solo({ table: ['rhineland', 'tyrol'], waiting: ['saar', 'fiume'], cubes: { rhineland: { france: 2 } } });
    const l = legal(s, 'solo');
    expect(l.every((a) => a.type === 'place')).toBe(true);
    expect(l).toContainEqual({ type: 'place', issues: ['rhineland', 'tyrol'], cubes: [3, 1] });
    expect(
      l.some(
        (a) =>
          a.type === 'place' &&
          (a.cubes[0] > 3 || a.cubes[1] > 1) &&
          a.issues[0] === 'rhineland' &&
          a.issues[1] === 'tyrol',
      ),
    ).toBe(false);
  });

  it('a bot that cannot place recovers 6 cubes and its exhausted units on its own, then the turn passes', () => {
    const s = solo({ pools: { britain: { available: 1, exhausted: 14 } } });
    // one forced choice: the engine takes it when the previous action is applied; here, at setup, it waits
    expect(legal(s, 'solo')).toEqual([{ type: 'recover', cubes: 6, withdraw: [] }]);
    const r = act(s, 'solo', { type: 'recover', cubes: 6, withdraw: [] });
    expect(r.s.cubes.britain).toEqual({ available: 7, exhausted: 8 });
    expect(r.s.active).not.toBe('britain');
  });

  it('a bot that would lose an Issue to an insurrection deploys in column 7 before its political action', () => {
    const s = solo({
      regions: { middle_east: { keg: 0, unrest: 4 } },
      settled: [{ id: 'arabia', controller: 'britain', option: 'independent' }],
    });
    expect(legal(s, 'solo')).toEqual([{ type: 'deploy', from: 'available', region: 'middle_east', column: 7 }]);
  });

  it('bot die modifier: -1 when it would be the victim', () => {
    const s = solo({
      active: 'usa',
      regions: { middle_east: { keg: 0, unrest: 4 } },
      units: { britain: [{ at: 'deployed', region: 'middle_east', col: 6 }, { at: 'available' }, { at: 'available' }] },
      settled: [{ id: 'arabia', controller: 'britain', option: 'independent' }],
    });
    const t = resolving(s, [{ do: 'check', region: 'middle_east' }]);
    expect(t.pending).toMatchObject({ kind: 'declare_drm', nation: 'britain' });
    expect(legal(t, 'solo')).toEqual([{ type: 'declare_drm', modifier: -1 }]);
  });
});

describe('6.2 unsettled Issues in the solo game', () => {
  it("the human switches to the weakest faction and answers the bots' bids", () => {
    const s = solo({
      active: 'usa',
      regions: { middle_east: { keg: 0, unrest: 4 } },
      settled: [
        { id: 'arabia', controller: 'britain', option: 'independent' },
        { id: 'tyrol', controller: 'usa', option: 'to_italy' },
        { id: 'dalmatian_islands', controller: 'france', option: 'to_yugoslavia' },
      ],
    });
    let t = resolving(s, [{ do: 'check', region: 'middle_east' }], {}, [6]);
    // Arabia still counts when strengths are compared: Britain 3, France 3 (Dalmatian Islands), USA 3 (Tyrol)
    // + 1 (Arabia's Self-Determination token): the human picks between the two weakest
    expect(t.pending).toMatchObject({ kind: 'switch_faction', choices: ['britain', 'france'] });
    t = act(t, 'solo', { type: 'decide', choice: 'france' }).s;
    expect(t.solo!.human).toBe('france');
    // bot bids: 3 units owned -> 2 units; cubes = potential value of Arabia (3 stars + own icon = 4);
    // equal bids and equal cubes: both stay
    expect(t.stack.find((f) => f.k === 'bid')).toMatchObject({
      bids: { britain: { units: 2, regionUnit: false, cubes: 4 }, usa: { units: 2, regionUnit: false, cubes: 4 } },
    });
    expect(t.pending).toMatchObject({ kind: 'bid', nation: 'france' });
    // France may beat the best bot bid: 2 units + 5 cubes, or 3 units
    expect(legal(t, 'solo')).toContainEqual({ type: 'bid', units: 2, regionUnit: false, cubes: 5 });
    expect(legal(t, 'solo')).not.toContainEqual({ type: 'bid', units: 2, regionUnit: false, cubes: 4 });
    const r = act(t, 'solo', { type: 'pass' });
    // the bots tie: the human picks the winner
    expect(r.s.pending).toMatchObject({ kind: 'bot_tie', choices: ['britain', 'usa'] });
    const w = act(r.s, 'solo', { type: 'decide', choice: 'usa' });
    expect(w.s.units.usa!.filter((u) => u.at === 'exhausted')).toHaveLength(2);
    expect(w.s.happiness.usa).toBe(18);
    // the USA bot then takes its best option (Independent: its own icon) on its own
    expect(w.s.settled).toContainEqual({
      id: 'arabia',
      controller: 'usa',
      option: 'independent',
      tokens: [{ kind: 'self_determination', flag: null }],
    });
  });

  it("the human gains 1 VP at the start of its faction's turn only when strictly strongest and all factions hold an Issue", () => {
    const s = solo({
      active: 'france',
      settled: [
        { id: 'rhineland', controller: 'usa', option: 'demilitarised' },
        { id: 'tyrol', controller: 'britain', option: 'stays_austrian' },
        { id: 'belarus', controller: 'france', option: 'to_russia' },
      ],
    });
    const r = act(s, 'solo', legal(s, 'solo')[0]!);
    const all = [...r.events];
    let t = r.s;
    while (t.active !== 'usa' && !t.ended) {
      const x = act(t, 'solo', legal(t, 'solo').find((a) => a.type === 'end_turn') ?? legal(t, 'solo')[0]!);
      all.push(...x.events);
      t = x.s;
    }
    expect(logKeys(all)).toContain('solo_vp');
    expect(t.solo!.vp).toBe(1);
  });

  it('a human leading both Table Issues must settle one of them', () => {
    const s = solo({
      active: 'usa',
      table: ['rhineland', 'tyrol'],
      cubes: { rhineland: { usa: 2 }, tyrol: { usa: 1 } },
    });
    const pol = legal(s, 'solo').filter((a) => a.type !== 'deploy' && a.type !== 'demobilize');
    expect(pol.map((a) => a.type).sort()).toEqual(['settle', 'settle']);
  });
});

describe('6.2 changing faction: strengths are compared while the unsettled Issue still counts', () => {
  // The solo example (Attatürk crisis): "the current score is US 9, France 9, UK 8", so the human goes from
  // the USA to the UK. France's Issue at stake still counts for France (and its tokens for the UK).
  const example = () =>
    solo({
      active: 'usa',
      regions: { europe: { keg: 0, unrest: 4 } },
      settled: [
        { id: 'anschluss', controller: 'france', option: 'no' }, // 4 stars + German Reparations: France 5
        { id: 'negotiations_with_russia', controller: 'france', option: 'do_not_offer' }, // 4 stars; 2 UK icons
        { id: 'disarmament', controller: 'britain', option: 'limited' }, // 6 stars: UK 6 + 2 = 8
        { id: 'vote_for_the_league', controller: 'usa', option: 'great_power_veto' }, // 5 stars
        { id: 'womens_suffrage', controller: 'usa', option: 'exclude' }, // 4 stars: USA 9
      ],
    });

  it('the example position scores US 9, France 9, UK 8', () => {
    const s = example();
    expect([factionStrength(s, 'usa'), factionStrength(s, 'france'), factionStrength(s, 'britain')]).toEqual([9, 9, 8]);
  });

  it('an insurrection in Europe unsettles Negotiations with Russia and the human switches from the USA to the UK', () => {
    let t = resolving(example(), [{ do: 'check', region: 'europe' }], {}, [6]);
    // France is the only faction with European Issues; two 4-star Issues tie, the human picks
    expect(t.pending).toMatchObject({ kind: 'victim_issue', nation: 'france' });
    t = act(t, 'solo', { type: 'decide', choice: 'negotiations_with_russia' }).s;
    expect(t.solo!.human).toBe('britain');
    expect(t.pending).toMatchObject({ kind: 'bid', nation: 'britain' });
  });
});
