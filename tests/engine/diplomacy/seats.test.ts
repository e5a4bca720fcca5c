/**
 * Seats and set-ups (§XIV.2; G-6, D-16 in docs/rules-decisions/diplomacy.md): the number of seats chooses the variant,
 * a named variant must fit the seats (never a player dropped), seat rules come from the Diplomacy
 * module itself, and the two-player game is won by a side with 24 units.
 */
import { describe, expect, it } from 'vitest';
import { GAMES } from '../../../src/engine/games.js';
import { diplomacy, PROVINCES, VARIANTS, type DiplomacyState, type Unit } from '../../../src/engine/diplomacy/index.js';

const parse = (o: Record<string, unknown>) => diplomacy.optionsSchema.parse(o) as DiplomacyState['options'];

function allReady(s: DiplomacyState): DiplomacyState {
  for (const p of diplomacy.activeRoles(s)) s = diplomacy.apply(s, p, { type: 'ready' }).state;
  return s;
}

describe('the number of seats chooses the set-up (§XIV.2)', () => {
  it('maps 2–7 players to the rulebook set-ups and stores no player count', () => {
    const by = Object.fromEntries([2, 3, 4, 5, 6, 7].map((n) => [n, parse({ players: n }).variant]));
    expect(by).toEqual({ 2: 'two', 3: 'three-a', 4: 'four', 5: 'five', 6: 'six', 7: 'standard' });
    expect(parse({ players: 2 })).not.toHaveProperty('players');
    expect(parse({}).variant).toBe('standard');
    expect(parse({ variant: 'two' }).variant).toBe('two');
    expect(parse({ players: 3, variant: 'three-b' }).variant).toBe('three-b');
  });

  it('refuses a named variant for another number of seats, naming the seats it needs', () => {
    for (const [players, variant] of [
      [3, 'two'],
      [7, 'two'],
      [2, 'three-a'],
      [6, 'standard'],
    ] as const) {
      const r = diplomacy.optionsSchema.safeParse({ players, variant });
      expect(r.success, `${players} ${variant}`).toBe(false);
      const need = VARIANTS[variant].players;
      expect(r.error!.issues[0]!.message).toBe(
        `variant ${variant} is the ${need}-player game (seats:${need}), not a game for ${players}`,
      );
    }
  });

  it('the shipped module is the Diplomacy module itself: seat rules, 2–7 players', () => {
    const shipped = GAMES.find((m) => m.slug === 'diplomacy')!;
    expect(shipped).toBe(diplomacy);
    expect([diplomacy.minPlayers, diplomacy.maxPlayers]).toEqual([2, 7]);
    const s = diplomacy.setup('seats', parse({ players: 2 }));
    expect(diplomacy.seatRoles!(s)).toEqual([
      ['england', 'france', 'russia'],
      ['germany', 'austria', 'turkey'],
    ]);
  });
});

describe('the two-player game (F-6, G-6, D-16)', () => {
  it('logs the coin and gives Italy to one seat from the Winter 1914 adjustments; the same seed, the same side', () => {
    const play = (seed: string) => {
      let s = diplomacy.setup(seed, parse({ players: 2 }));
      const events: string[] = [];
      for (let i = 0; i < 10 && s.year === 1914; i++)
        for (const p of diplomacy.activeRoles(s)) {
          const r = diplomacy.apply(s, p, { type: 'ready' });
          s = r.state;
          events.push(...r.events.filter((e) => e.key === 'diplomacy.log.italy_joins').map((e) => JSON.stringify(e)));
        }
      return { s, events };
    };
    const sides = new Set<number>();
    for (const seed of ['a', 'b', 'c', 'd', 'e', 'f']) {
      const { s, events } = play(seed);
      expect(events).toHaveLength(1);
      const side = s.seats.findIndex((x) => x.includes('italy'));
      expect(JSON.parse(events[0]!)).toMatchObject({
        audience: 'public',
        params: { side: s.seats[side]!.slice(0, 3) },
      });
      expect(diplomacy.seatRoles!(s)[side]).toContain('italy');
      expect(play(seed).s.seats).toEqual(s.seats);
      sides.add(side);
    }
    expect([...sides].sort()).toEqual([0, 1]);
  });

  it('a side with 24 units wins after the adjustments, though one of its powers holds more than 18 centres', () => {
    let s = diplomacy.setup('win', parse({ players: 2 }));
    s = allReady(allReady(s)); // through 1914: the coin has been tossed
    while (s.phase !== 'movement') s = allReady(s);
    expect([s.year, s.season]).toEqual([1915, 'spring']);
    // England's 24 armies on 24 centres; Germany keeps one army.
    const centres = PROVINCES.filter((p) => p.sc && p.kind !== 'sea').map((p) => p.id);
    const english: Unit[] = centres.slice(0, 24).map((at) => ({ power: 'england', type: 'army', at }));
    const spare = PROVINCES.find((p) => p.kind === 'land' && !centres.slice(0, 24).includes(p.id))!.id;
    s = {
      ...s,
      season: 'fall',
      step: 'fall.movement',
      units: [...english, { power: 'germany', type: 'army', at: spare }],
    };
    s = allReady(s);
    while (!s.result && s.phase !== 'movement') s = allReady(s);
    expect(s.result).toMatchObject({ reason: 'diplomacy.end.side_units', details: { year: 1915, units: 24 } });
    const englandSide = s.seats.find((x) => x.includes('england'))!;
    expect(s.result!.winners).toEqual(englandSide);
  });

  it('23 units are not enough', () => {
    let s = diplomacy.setup('win', parse({ players: 2 }));
    s = allReady(allReady(s));
    while (s.phase !== 'movement') s = allReady(s);
    const centres = PROVINCES.filter((p) => p.sc).map((p) => p.id);
    s = {
      ...s,
      season: 'fall',
      step: 'fall.movement',
      units: centres.slice(0, 23).map((at): Unit => ({ power: 'england', type: 'army', at })),
      // No spare centres for England: it cannot build a 24th unit this winter.
      supplyCenters: Object.fromEntries(centres.map((c, i) => [c, i < 23 ? 'england' : 'germany'])),
    };
    s = allReady(s);
    while (!s.result && s.phase !== 'movement') s = allReady(s);
    expect(s.result).toBeNull();
    expect([s.year, s.season]).toEqual([1916, 'spring']);
  });
});
