import { describe, expect, it } from 'vitest';
import {
  CARD,
  DEPOTS,
  GENERALS,
  LAND_ADJ,
  ROADS,
  START_RP,
  STATES,
  STRATEGY_CARDS,
  TOWN,
  TOWNS,
  TREASURY_STATES,
  tacticalCard,
  tacticalDeck,
} from '../../../src/engine/succession-1701/data/index.js';

describe('reconstructed board (digest §2-3)', () => {
  it('has 84 towns plus the England box, each at real coordinates inside central and western Europe', () => {
    expect(TOWNS.filter((t) => t.kind !== 'offmap')).toHaveLength(84);
    for (const t of TOWNS) {
      expect(t.lon, t.id).toBeGreaterThan(-1);
      expect(t.lon, t.id).toBeLessThan(17);
      expect(t.lat, t.id).toBeGreaterThan(43);
      expect(t.lat, t.id).toBeLessThan(53);
      expect(t.provenance.length, t.id).toBeGreaterThan(5);
    }
  });
  it('revenues add up to the starting treasuries printed in §8', () => {
    for (const [t, states] of Object.entries(TREASURY_STATES)) {
      const total = TOWNS.filter((x) => states.includes(x.state)).reduce((n, x) => n + x.rv, 0);
      expect(total, t).toBe(START_RP[t as keyof typeof START_RP]);
    }
  });
  it('capitals and large towns are worth 2-6, others 1 (§7), and Berlin is worth 6 (§15 derived)', () => {
    for (const t of TOWNS)
      if (t.kind !== 'offmap') {
        expect(t.rv).toBeGreaterThanOrEqual(1);
        expect(t.rv).toBeLessThanOrEqual(6);
      }
    expect(TOWN.BERLIN!.rv).toBe(6);
  });
  // Digest §3.5 lists 134 roads; for balance (issue #19, provenance notes) two more lead into Paris (Metz,
  // Lyon) and Wien–Praha is left out.
  it('has 135 land roads and the England-Amsterdam sea route, a connected graph with the example roads', () => {
    expect(ROADS.filter((r) => !r.sea)).toHaveLength(135);
    expect(LAND_ADJ.PARIS!.slice().sort()).toEqual(['DIJON', 'LYON', 'METZ', 'REIMS']);
    expect(LAND_ADJ.WIEN!.slice().sort()).toEqual(['GRAZ', 'LINZ']);
    expect(LAND_ADJ.REIMS!.slice().sort()).toEqual(['LUXEMBURG', 'METZ', 'PARIS', 'VALENCIENNES']);
    expect(ROADS.filter((r) => r.sea)).toEqual([expect.objectContaining({ a: 'ENGLAND', b: 'AMSTERDAM' })]);
    for (const r of ROADS) expect(TOWN[r.a] && TOWN[r.b], `${r.a}-${r.b}`).toBeTruthy();
    expect(LAND_ADJ.TRENTO).toContain('MANTOVA');
    expect(LAND_ADJ.PAVIA).toContain('MANTOVA');
    expect(LAND_ADJ.PAVIA).toContain('CASALE');
    const seen = new Set(['PARIS']);
    const todo = ['PARIS'];
    while (todo.length)
      for (const n of LAND_ADJ[todo.pop()!]!)
        if (!seen.has(n)) {
          seen.add(n);
          todo.push(n);
        }
    expect(seen.size).toBe(84);
  });
  it('keeps the design distances of digest 3.4 (Brussel-Paris 4, München-Wien 3, Paris-Wien 10)', () => {
    const dist = (a: string, b: string) => {
      const d = new Map([[a, 0]]);
      const q = [a];
      while (q.length) {
        const t = q.shift()!;
        for (const n of LAND_ADJ[t]!)
          if (!d.has(n)) {
            d.set(n, d.get(t)! + 1);
            q.push(n);
          }
      }
      return d.get(b);
    };
    expect(dist('BRUSSEL', 'PARIS')).toBe(4);
    expect(dist('MUENCHEN', 'WIEN')).toBe(3);
    expect(dist('PARIS', 'WIEN')).toBe(10);
  });
  it('prints the brigade counts of §14 and the depot counters', () => {
    const b = Object.fromEntries(
      STATES.filter((s) => s.armyBrigades > 0).map((s) => [s.id, [s.armyBrigades, s.reserveBrigades]]),
    );
    expect(b).toEqual({
      FRANCE: [30, 14],
      MANTOVA: [4, 2],
      BAYERN: [8, 4],
      SAVOIA: [8, 4],
      HABSBURG: [22, 10],
      NEDERLAND: [12, 4],
      ENGLAND: [6, 6],
      REICH: [8, 4],
      PREUSSEN: [6, 4],
    });
    for (const st of STATES) {
      const inDepots = DEPOTS.filter((d) => d.state === st.id).reduce((n, d) => n + d.brigades, 0);
      expect(inDepots, st.id).toBe(st.reserveBrigades);
    }
    for (const d of DEPOTS) expect(d.brigades).toBeLessThanOrEqual(6);
  });
  it('has 52 strategy cards, 4 a year 1701-1713, each listing one opportunity more than may be used (§11)', () => {
    expect(STRATEGY_CARDS).toHaveLength(52);
    for (let y = 1701; y <= 1713; y++) expect(STRATEGY_CARDS.filter((c) => c.year === y)).toHaveLength(4);
    for (const c of STRATEGY_CARDS) {
      for (const side of ['loyalists', 'grand-alliance'] as const)
        expect(c.opps[side].list.length, c.id).toBe(c.opps[side].use + 1);
      expect(c.back).toBe(c.year <= 1708 ? 'white' : 'yellow');
      if (c.red) expect(c.mandatory.length, c.id).toBeGreaterThan(0);
    }
    expect(CARD.c14!.title.it).toBe('Le armate dei lealisti di Filippo V perdono alcune battaglie');
    expect(CARD.c14!.opps['grand-alliance'].use).toBe(3);
    expect(CARD.c09!.automatic).toBe('savoy_defection');
    expect(CARD.c09!.year).toBe(1703);
  });
  it('has two 21-card tactical decks with 1-3 points per card and jokers (§19)', () => {
    for (const d of ['L', 'A'] as const) {
      const deck = tacticalDeck(d);
      expect(deck).toHaveLength(21);
      expect(new Set(deck).size).toBe(21);
      for (const id of deck) {
        const c = tacticalCard(id);
        if (!c.joker) {
          expect(c.attack + c.defence).toBeGreaterThanOrEqual(1);
          expect(c.attack + c.defence).toBeLessThanOrEqual(3);
        }
      }
      expect(deck.filter((id) => tacticalCard(id).joker).length).toBeGreaterThan(0);
    }
  });
  it('names Starhemberg VC 2 and Boufflers VC 1 as the rulebook does; every general is VC 1-3', () => {
    expect(GENERALS.find((g) => g.id === 'STARHEMBERG')!.vc).toBe(2);
    expect(GENERALS.find((g) => g.id === 'BOUFFLERS')!.vc).toBe(1);
    for (const g of GENERALS) expect([1, 2, 3]).toContain(g.vc);
  });
});
