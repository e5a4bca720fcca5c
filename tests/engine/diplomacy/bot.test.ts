/**
 * The Diplomacy bots (bot-baseline.ts, bot-standard.ts, bot.ts): the baseline's values on a small
 * hand-built position, armies never sent over water without their own convoy, determinism, the
 * table's botLevel option, draw votes on a stalemated board, and seven shipped bots ending a game.
 */
import { describe, expect, it } from 'vitest';
import { botStream, seedRng, stateHash } from '../../../src/engine/core/index.js';
import {
  DUMBBOT,
  dumbbotMovement,
  dumbbotValues,
  pickIndex,
  powerSize,
  type Position,
} from '../../../src/engine/diplomacy/bot-baseline.js';
import { playMatch } from '../../../src/engine/diplomacy/bot-match.js';
import { chooseActionAt, drawWanted } from '../../../src/engine/diplomacy/bot.js';
import { ARMY_ADJ, isLand, PROVINCES } from '../../../src/engine/diplomacy/data/map.js';
import {
  diplomacy,
  type DiplomacyView,
  type Order,
  type PhaseRecord,
  POWERS,
  type Power,
  type Unit,
} from '../../../src/engine/diplomacy/index.js';
import { ruleSet } from '../../../src/engine/diplomacy/types.js';
import { scaled } from '../../helpers/slowness.js';

const U = (power: Power, type: 'army' | 'fleet', at: string): Unit => ({ power, type, at });

describe('the baseline (DumbBot) values', () => {
  // England owns every centre but Holland (Germany's only one); an English army in the Ruhr and a
  // German fleet in the North Sea.
  const supplyCenters: Record<string, Power> = {};
  for (const p of PROVINCES) if (p.sc) supplyCenters[p.id] = 'england';
  supplyCenters.hol = 'germany';
  const pos: Position = {
    units: [U('england', 'army', 'ruh'), U('germany', 'fleet', 'nth')],
    supplyCenters,
    season: 'spring',
    closed: [],
  };
  const v = dumbbotValues(pos, 'england', 'spring');

  it('sizes a power by its centres: n² + 4n + 16', () => {
    expect(powerSize(0)).toBe(16);
    expect(powerSize(1)).toBe(21);
    expect(powerSize(33)).toBe(33 * 33 + 4 * 33 + 16);
  });

  it('values an enemy centre by its owner and an own centre by the largest power next to it', () => {
    expect(v.attack.hol).toBe(21);
    // The German fleet in the North Sea reaches these English centres; nobody reaches Paris.
    for (const c of ['lon', 'edi', 'nwy', 'den', 'bel']) expect(v.defence[c], c).toBe(21);
    expect(v.defence.par).toBe(0);
    expect(v.attack.par).toBe(0);
    expect(v.attack.ruh).toBe(0);
    // strength: our units in or next to a province; competition: the most units of one other power.
    expect(v.strength.hol).toBe(1);
    expect(v.strength.ruh).toBe(1);
    expect(v.competition.nth).toBe(1);
    expect(v.competition.hol).toBe(1);
    expect(v.strength.bel).toBe(1);
    expect(v.competition.mun).toBe(0);
  });

  it('spreads the values over ten rounds of the army map, weighted by the season', () => {
    // An independent reading of the description: proximity[0] = attack·700 + defence·300;
    // proximity[n] = (own + neighbours' proximity[n−1]) / 5; value = Σ proximity[n]·w[n]
    // + 1000·strength − 1000·competition.
    const land = PROVINCES.filter((p) => isLand(p.id)).map((p) => p.id);
    let layer: Record<string, number> = Object.fromEntries(
      land.map((p) => [p, v.attack[p]! * 700 + v.defence[p]! * 300]),
    );
    const total: Record<string, number> = Object.fromEntries(land.map((p) => [p, 0]));
    for (const w of DUMBBOT.spring.proximity) {
      for (const p of land) total[p]! += w * layer[p]!;
      const next: Record<string, number> = {};
      for (const p of land)
        next[p] = ((ARMY_ADJ[p] ?? []).filter(isLand).reduce((s, q) => s + layer[q]!, 0) + layer[p]!) / 5;
      layer = next;
    }
    for (const p of ['hol', 'ruh', 'bel', 'kie', 'mun', 'par', 'mos']) {
      const expected = total[p]! + 1000 * v.strength[p]! - 1000 * v.competition[p]!;
      expect(v.army[p], p).toBeCloseTo(expected, 6);
    }
    // The pull of Holland fades with distance.
    expect(v.army.hol).toBeGreaterThan(v.army.ruh!);
    expect(v.army.ruh).toBeGreaterThan(v.army.mun!);
    expect(v.army.mun).toBeGreaterThan(v.army.mos!);
  });
});

/** Every army move in the games' history that crosses water has a convoy order by its own power. */
function convoyViolations(phases: readonly PhaseRecord[]): string[] {
  const bad: string[] = [];
  for (const r of phases) {
    if (r.phase !== 'movement') continue;
    for (const o of r.orders) {
      const order = o.order;
      if (order.type !== 'move' || !r.unitsBefore.some((u) => u.at === order.unit && u.type === 'army')) continue;
      const from = order.unit.slice(0, 3);
      const to = order.to.slice(0, 3);
      if ((ARMY_ADJ[from] ?? []).includes(to)) continue;
      const convoyed = r.orders.some(
        (c) => c.power === o.power && c.order.type === 'convoy' && c.order.target === from && c.order.to === to,
      );
      if (!convoyed) bad.push(`${r.season} ${r.year} ${o.power}: ${o.text}`);
    }
  }
  return bad;
}

describe('the baseline follows the DumbBot source', () => {
  const start = diplomacy.setup('db', diplomacy.optionsSchema.parse({}));
  const pos: Position = { units: start.units, supplyCenters: start.supplyCenters, season: 'spring', closed: [] };
  const rules = ruleSet('datc');
  const text = (o: Order) => (o.type === 'move' ? `${o.unit}-${o.to}` : o.type);

  it('counts the unowned centres as one power: a neutral centre in 1901 is worth a 12-centre power', () => {
    const v = dumbbotValues(pos, 'austria', 'spring');
    expect(v.attack.ser).toBe(powerSize(12));
    expect(powerSize(12)).toBe(208);
    // A neighbour's home centre is worth its owner's size (3 or 4 centres).
    expect(v.attack.ven).toBe(powerSize(3));
    expect(v.attack.war).toBe(powerSize(4));
  });

  it('plays the classic DumbBot opening as its best choice, and varies it with its roll', () => {
    const best = new Set<string>();
    for (const p of POWERS)
      for (const o of dumbbotMovement(pos, p, dumbbotValues(pos, p, 'spring'), rules, null)) best.add(text(o));
    for (const o of ['edi-nth', 'lon-eng', 'bud-ser', 'sev-rum', 'mun-ruh', 'mar-spa']) {
      const [from, to] = o.split('-');
      expect(best.has(`${from}-${to}`), o).toBe(true);
    }
    const seen = new Set<string>();
    for (let i = 0; i < 60; i++)
      for (const o of dumbbotMovement(pos, 'germany', dumbbotValues(pos, 'germany', 'spring'), rules, {
        rng: seedRng(`g${i}`),
      }))
        seen.add(text(o));
    expect(seen.has('kie-hol')).toBe(true);
    expect(seen.has('kie-den')).toBe(true);
  });

  it('walks down its choices with a chance of 50% × (1 − 5 × gap / value) at each step', () => {
    const rng = { rng: seedRng('roll') };
    let second = 0;
    const n = 4000;
    for (let i = 0; i < n; i++) if (pickIndex([100, 90], rng) === 1) second++;
    // 0.5 × (1 − 5 × 10/100) = 0.25
    expect(second / n).toBeGreaterThan(0.22);
    expect(second / n).toBeLessThan(0.28);
    // A gap of a fifth or more of the value never moves on; no roll takes the best.
    for (let i = 0; i < 200; i++) expect(pickIndex([100, 80], rng)).toBe(0);
    expect(pickIndex([100, 99, 98], null)).toBe(0);
  });

  it('never convoys, and turns a wasted hold into a support of a contested move', () => {
    const r = playMatch('db-game', { endYear: 1904 }, () => 'baseline');
    let supports = 0;
    for (const ph of r.phases) {
      if (ph.phase !== 'movement') continue;
      for (const o of ph.orders) {
        expect(o.order.type).not.toBe('convoy');
        if (o.order.type === 'support') supports++;
      }
    }
    expect(supports).toBeGreaterThan(0);
  });
});

describe('the bots never order an army across water without their own convoy', () => {
  it.each([
    ['baseline', 'conv-b-0', 1908],
    ['baseline', 'conv-b-1', 1908],
    ['standard', 'conv-s-0', 1905],
    ['standard', 'conv-s-1', 1905],
  ] as const)('%s bots, seed %s, to %i', (level, seed, endYear) => {
    const r = playMatch(seed, { endYear }, () => level);
    expect(r.state.result).not.toBeNull();
    expect(convoyViolations(r.phases)).toEqual([]);
  });
});

describe('determinism', () => {
  it('the same view and seed give the same orders, at every level', () => {
    const s = diplomacy.setup('det', diplomacy.optionsSchema.parse({}));
    for (const level of ['baseline', 'standard'] as const)
      for (const p of ['england', 'austria', 'turkey'] as const) {
        const view = diplomacy.view(s, p) as DiplomacyView;
        const legal = diplomacy.legalActions(s, p);
        const a = chooseActionAt(level, view, p, legal, botStream('det', p, 0));
        const b = chooseActionAt(level, view, p, legal, botStream('det', p, 0));
        expect(a.type).toBe('set_orders');
        expect(b).toEqual(a);
        expect(() => diplomacy.apply(s, p, a)).not.toThrow();
      }
  });

  it('the same seed plays the same game', () => {
    const policy = (p: Power) => (p === 'france' ? 'standard' : 'baseline');
    const a = playMatch('det-game', { endYear: 1903 }, policy);
    const b = playMatch('det-game', { endYear: 1903 }, policy);
    expect(stateHash(a.state)).toBe(stateHash(b.state));
    expect(a.actions).toBe(b.actions);
  });
});

describe('the botLevel option', () => {
  it('is part of the options schema, standard by default, and chooses the bot the table plays', () => {
    expect(diplomacy.optionsSchema.parse({}).botLevel).toBe('standard');
    expect(() => diplomacy.optionsSchema.parse({ botLevel: 'grandmaster' })).toThrow();
    // `strong` was removed (it never measured stronger); a stored table naming it plays standard.
    expect(diplomacy.optionsSchema.parse({ botLevel: 'strong' }).botLevel).toBe('standard');
    for (const level of ['baseline', 'standard'] as const) {
      const s = diplomacy.setup('lvl', diplomacy.optionsSchema.parse({ botLevel: level }));
      const view = diplomacy.view(s, 'italy') as DiplomacyView;
      const legal = diplomacy.legalActions(s, 'italy');
      expect(view.botLevel).toBe(level);
      expect(diplomacy.bot(view, 'italy', legal, botStream('lvl', 'italy', 0))).toEqual(
        chooseActionAt(level, view, 'italy', legal, botStream('lvl', 'italy', 0)),
      );
    }
  });
});

describe('draw votes', () => {
  /** A view whose centre history ends each year 1901..last with the given centre counts. */
  function viewWith(counts: (year: number) => Record<string, number>, last: number, drawVotes: Power[] = []) {
    const s = diplomacy.setup('draw', diplomacy.optionsSchema.parse({}));
    const centreHistory = [];
    for (let y = 1901; y <= last; y++) centreHistory.push({ year: y, counts: counts(y) });
    const view = diplomacy.view(s, 'england') as DiplomacyView;
    return { ...view, centreHistory, drawVotes };
  }
  const still = () => ({ england: 8, france: 8, germany: 6, russia: 6, turkey: 6 });

  it('proposes a draw when no power has moved by more than a centre for two years', () => {
    expect(drawWanted(viewWith(still, 1906), 'england')).toBe(true);
    // Not in the opening years, however quiet.
    expect(drawWanted(viewWith(still, 1903), 'england')).toBe(false);
  });

  it('does not while the board still moves, and accepts one the others proposed once it stops growing', () => {
    const moving = (y: number) => ({ england: 4 + y - 1901, france: 14 - (y - 1901), germany: 6, russia: 6 });
    expect(drawWanted(viewWith(moving, 1906), 'france')).toBe(false);
    expect(drawWanted(viewWith(moving, 1906, ['england']), 'france')).toBe(true);
    expect(drawWanted(viewWith(moving, 1906, ['france']), 'england')).toBe(false);
  });

  it('a power close to a solo and still growing refuses', () => {
    const leader = (y: number) => ({ england: 10 + (y > 1904 ? 3 : 0), france: 8, germany: 6 });
    expect(drawWanted(viewWith(leader, 1906, ['france', 'germany']), 'england')).toBe(false);
    // Once it stops growing, it takes the draw the others proposed.
    const stopped = (y: number) => ({ england: 10 + (y > 1903 ? 3 : 0), france: 8, germany: 6 });
    expect(drawWanted(viewWith(stopped, 1906, ['france', 'germany']), 'england')).toBe(true);
  });
});

describe('seven shipped bots', () => {
  // The suite's small version of the 100-game run (`npm run tournament -- --seven --games 100 --seed s7`,
  // to 1915, where the acceptance is 80%): the first six of the same seeds. Six games are too few to
  // measure a rate, so this guards against the old behaviour (seven bots playing on for decades: none of
  // six games decided) with a floor of half.
  it(
    'reach a solo or an agreed draw by 1915 in at least half of six seeded games',
    { timeout: scaled(300_000) },
    () => {
      const endings = [0, 1, 2, 3, 4, 5].map((g) => {
        const r = playMatch(`s7-${g}`, { endYear: 1915 }, () => 'standard');
        expect(convoyViolations(r.phases)).toEqual([]);
        return r.state.result!.reason;
      });
      const decided = endings.filter((e) => e === 'diplomacy.end.solo' || e === 'diplomacy.end.draw').length;
      expect(decided, endings.join(', ')).toBeGreaterThanOrEqual(3);
    },
  );
});
