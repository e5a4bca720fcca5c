import { describe, expect, it } from 'vitest';
import type { PowerId } from '../../../src/engine/belle-epoque/data/index.js';
import { finalScoring, scorePower } from '../../../src/engine/belle-epoque/rules/victory-points.js';
import { movePrestige } from '../../../src/engine/belle-epoque/rules/prestige-track.js';
import { given, put } from './builders.js';

const total = (s: ReturnType<typeof given>, p: PowerId, final = false) =>
  scorePower(s, p, final).reduce((n, l) => n + l.vp, 0);
const GB = 'great-britain' as const,
  CE = 'central-empires' as const,
  FR = 'france' as const,
  RU = 'russia' as const;

describe('10.1 Scoring VPs in Eras I and II: the Europe example', () => {
  const s = given(3);
  put(s, 'netherlands', [GB, GB, GB]);
  put(s, 'serbia', [CE, CE, CE, CE]);
  put(s, 'belgium', [CE, CE, CE, CE]);
  put(s, 'portugal', [RU, RU, RU]);
  put(s, 'romania', [RU, RU, RU]);
  put(s, 'bulgaria', [RU, RU, RU]);
  put(s, 'italy', [FR, FR, FR, FR]);
  it('Great Britain scores 6 VP', () => expect(total(s, GB)).toBe(6));
  it('the Central Empires score 12 VP', () => expect(total(s, CE)).toBe(12));
  it('Russia scores 12 VP', () => expect(total(s, RU)).toBe(12));
  it('France scores 8 VP', () => expect(total(s, FR)).toBe(8));
  it('ignores negative objectives until the final scoring', () => {
    expect(scorePower(s, GB, false).some((l) => l.vp < 0)).toBe(false);
    expect(scorePower(s, GB, true).some((l) => l.source === 'G10' && l.vp === -2)).toBe(true);
  });
});

describe('10.1 China: Britain holds 5 of 8 cubes and control', () => {
  it('scores board VP 5 plus objectives 2 + 5 + 3, each considered on its own', () => {
    const s = given(3);
    put(s, 'china', [GB, GB, GB, GB, GB, null, null, null]);
    const lines = scorePower(s, GB, false);
    expect(lines).toEqual(
      expect.arrayContaining([
        { source: 'china', vp: 5 },
        { source: 'G5', vp: 2 },
        { source: 'G6', vp: 5 },
        { source: 'G7', vp: 3 },
      ]),
    );
    expect(total(s, GB)).toBe(15);
  });
});

describe('10.2.1 Prestige Bonus for Controlled Colonies', () => {
  it('moves each Power one space per Controlled Colony, without bonuses; Japan does not count', () => {
    const s = given(9);
    put(s, 'algeria_morocco', [FR, FR, FR, FR]);
    put(s, 'french_guinea', [FR, FR, FR]);
    put(s, 'indochina', [FR, FR, FR]);
    put(s, 'persia', [RU, RU, RU]);
    put(s, 'manchuria_korea', [RU, RU, RU, RU]);
    put(s, 'tanganyika', [CE, CE, CE, CE]);
    put(s, 'micronesia', [CE, CE, CE]);
    put(s, 'namibia', [GB, GB, GB, GB]);
    put(s, 'south_africa', [GB, GB, GB, GB]);
    put(s, 'horn_of_africa', [GB, GB, GB, GB]);
    put(s, 'japan', [GB, GB, GB, GB]);
    const before = Object.fromEntries(
      [GB, CE, FR, RU].map((p) => [p, { prestige: s.powers[p].prestige, money: s.powers[p].money }]),
    );
    const seats = s.seats;
    expect(seats).toHaveLength(4);
    finalScoring(s, []);
    expect(s.powers[FR].prestige - before[FR].prestige).toBe(3);
    expect(s.powers[RU].prestige - before[RU].prestige).toBe(2);
    expect(s.powers[CE].prestige - before[CE].prestige).toBe(2);
    expect(s.powers[GB].prestige - before[GB].prestige).toBe(3);
    for (const p of [GB, CE, FR, RU]) expect(s.powers[p].money).toBe(before[p].money);
  });
});

describe('10.2 Final Scoring', () => {
  it('adds the Prestige Track VP (negative too) and the negative objectives', () => {
    const s = given(9);
    s.powers[FR].prestige = 0; // −5
    s.powers[GB].prestige = 20; // +10
    finalScoring(s, []);
    // −5 on the track, −3 for F9 (the Central Empires stand above France)
    expect(s.final!.vp[FR]).toBe(-8);
    expect(s.final!.vp[GB]).toBe(10);
    expect(s.final!.winners).toEqual([GB]);
  });
  it('2 players: a seat scores the average of its two Powers, rounded down', () => {
    const s = given(9);
    s.seats = [
      { seat: 1, powers: [GB, FR], roll: null },
      { seat: 2, powers: [CE, RU], roll: null },
    ];
    s.powers[GB].vp = 10;
    s.powers[FR].vp = 5;
    s.powers[CE].vp = 7;
    s.powers[RU].vp = 7;
    for (const p of [GB, CE, FR, RU]) s.powers[p].prestige = 5; // 0 VP on the track
    finalScoring(s, []);
    expect(s.final!.seatVp).toEqual([7, 7]);
    // tie on VP: total Prestige is equal, then money decides
    expect(s.final!.winners.length).toBeGreaterThan(0);
  });
});

describe('11.0 Prestige Track bonuses', () => {
  it('8.3: France moving 6 → 8 collects an Intrigue card and £3', () => {
    const s = given(2);
    s.powers[FR].prestige = 6;
    s.powers[FR].prestigeBonus = 6;
    const money = s.powers[FR].money;
    movePrestige(s, FR, 2, true, []);
    expect(s.powers[FR].intrigueHand).toHaveLength(1);
    expect(s.powers[FR].money).toBe(money + 3);
  });
  it('8.5: Great Britain moving 9 → 10 takes a DM cube; a bonus is never collected twice', () => {
    const s = given(2);
    s.powers[GB].prestige = 9;
    s.powers[GB].prestigeBonus = 9;
    movePrestige(s, GB, 1, true, []);
    expect(s.powers[GB].embassies).toBe(1);
    movePrestige(s, GB, -1, false, []);
    movePrestige(s, GB, 1, true, []);
    expect(s.powers[GB].embassies).toBe(1);
  });
});
