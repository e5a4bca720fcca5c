import { describe, expect, it } from 'vitest';
import { botStream, IllegalActionError, stateHash } from '../../../src/engine/core/index.js';
import { checkMovementOrder } from '../../../src/engine/diplomacy/rules/orders.js';
import { boardOf } from '../../../src/engine/diplomacy/rules/board.js';
import {
  diplomacy,
  legalOrderTree,
  type DiplomacyAction,
  type DiplomacyState,
  type DiplomacyView,
  type Order,
  type Power,
  type Unit,
} from '../../../src/engine/diplomacy/index.js';

const start = (options: Record<string, unknown> = {}) =>
  diplomacy.setup('test-seed', diplomacy.optionsSchema.parse(options));
const act = (s: DiplomacyState, role: string, action: DiplomacyAction) => diplomacy.apply(s, role, action).state;
const U = (power: Power, type: 'army' | 'fleet', at: string): Unit => ({ power, type, at });

/** Everyone who owes orders says ready. */
function allReady(s: DiplomacyState): DiplomacyState {
  for (const p of diplomacy.activeRoles(s)) s = act(s, p, { type: 'ready' });
  return s;
}

function expectRefusal(f: () => unknown, code: string) {
  try {
    f();
  } catch (e) {
    expect(e).toBeInstanceOf(IllegalActionError);
    expect((e as IllegalActionError).code).toBe(code);
    expect((e as IllegalActionError).rule).toMatch(/^diplomacy:/);
    return;
  }
  throw new Error(`expected refusal ${code}`);
}

describe('setup (§VI.3)', () => {
  it('places the 22 starting units on their home centres, Spring 1901', () => {
    const s = start();
    expect(s.units).toHaveLength(22);
    expect(Object.keys(s.supplyCenters)).toHaveLength(22);
    expect(s.step).toBe('spring.movement');
    expect(diplomacy.roles(diplomacy.optionsSchema.parse({}))).toEqual([
      'england',
      'germany',
      'russia',
      'turkey',
      'austria',
      'italy',
      'france',
    ]);
    expect(s.units.find((u) => u.power === 'russia' && u.type === 'fleet' && u.at.startsWith('stp'))!.at).toBe(
      'stp/sc',
    );
  });

  it('six players: Italy is no role, its units stay and hold (F-1)', () => {
    const o = diplomacy.optionsSchema.parse({ variant: 'six' });
    expect(diplomacy.roles(o)).not.toContain('italy');
    const s = start({ variant: 'six' });
    expect(s.units.filter((u) => u.power === 'italy')).toHaveLength(3);
    expect(diplomacy.legalActions(s, 'italy')).toEqual([]);
    expect(diplomacy.activeRoles(s)).not.toContain('italy');
  });

  it('two players: Italy is closed until a coin gives it to a side after Fall 1914 (F-6, G-6)', () => {
    let s = start({ variant: 'two' });
    expect(s.year).toBe(1914);
    expect(s.powers).not.toContain('italy');
    expect(diplomacy.roles(diplomacy.optionsSchema.parse({ variant: 'two' }))).toContain('italy');
    expectRefusal(
      () => act(s, 'austria', { type: 'set_order', order: { type: 'move', unit: 'tri', to: 'ven' } }),
      'diplomacy.error.closed_territory',
    );
    expect(
      legalOrderTree(s, 'austria')
        .units.flatMap((u) => u.orders.move ?? [])
        .some((o) => o.type === 'move' && o.to === 'ven'),
    ).toBe(false);
    s = allReady(s);
    s = allReady(s);
    expect(s.closed).toEqual([]);
    expect(s.powers).toContain('italy');
    expect(s.seats.filter((seat) => seat.includes('italy'))).toHaveLength(1);
    expect(s.year === 1915 || s.step === 'winter.adjustment').toBe(true);
  });

  it('four players: seats group the powers as the rulebook says (F-4)', () => {
    expect(start({ variant: 'four' }).seats).toEqual([
      ['england'],
      ['austria', 'france'],
      ['germany', 'turkey'],
      ['italy', 'russia'],
    ]);
  });
});

describe('orders are secret until adjudication (STYLE §6)', () => {
  it('a power sees only its own current orders; the observer none; after adjudication they are public', () => {
    let s = start();
    s = act(s, 'england', { type: 'set_orders', orders: [{ type: 'move', unit: 'lon', to: 'nth' }] });
    const mine = diplomacy.view(s, 'england') as DiplomacyView;
    const theirs = diplomacy.view(s, 'france') as DiplomacyView;
    const public_ = diplomacy.view(s, 'observer') as DiplomacyView;
    expect(mine.myOrders).toEqual([{ type: 'move', unit: 'lon', unitType: 'fleet', to: 'nth' }]);
    expect(theirs.myOrders).toEqual([]);
    expect(public_.myOrders).toBeNull();
    expect(JSON.stringify(theirs)).not.toContain('"to":"nth"');
    expect(JSON.stringify(public_)).not.toContain('"to":"nth"');
    expect(public_.submitted).toEqual(['england']);
    s = allReady(s);
    const after = diplomacy.view(s, 'observer') as DiplomacyView;
    expect(after.lastPhase!.orders.map((o) => o.text)).toContain('F LON - NTH');
    expect(after.lastPhase!.orders.find((o) => o.text === 'F LON - NTH')!.result).toBe('succeeds');
    expect(after.step).toBe('fall.movement');
  });
});

describe('the sequence of play', () => {
  it('adjudicates when every power that owes orders is ready, and not before', () => {
    let s = start();
    for (const p of ['england', 'germany', 'russia', 'turkey', 'austria', 'italy'] as const)
      s = act(s, p, { type: 'ready' });
    expect(s.step).toBe('spring.movement');
    expect(diplomacy.activeRoles(s)).toEqual(['france']);
    s = act(s, 'france', { type: 'ready' });
    expect(s.step).toBe('fall.movement');
    expect(s.phaseCount).toBe(1);
  });

  it('unready takes a power back; close_phase is for the system role only', () => {
    let s = start();
    s = act(s, 'england', { type: 'ready' });
    s = act(s, 'england', { type: 'unready' });
    expect(diplomacy.activeRoles(s)).toContain('england');
    expectRefusal(() => act(s, 'england', { type: 'close_phase' }), 'diplomacy.error.system_only');
    s = act(s, 'england', { type: 'set_order', order: { type: 'move', unit: 'lvp', to: 'yor' } });
    s = act(s, 'system', { type: 'close_phase' });
    expect(s.step).toBe('fall.movement');
    expect(s.units).toContainEqual(U('england', 'army', 'yor'));
    expect(s.units).toContainEqual(U('france', 'army', 'par'));
    expect(s.missed.france).toBe(1);
    expect(s.missed.england).toBe(0);
  });

  it('refuses illegal orders with a coded, rule-referenced error', () => {
    const s = start();
    expectRefusal(
      () => act(s, 'england', { type: 'set_order', order: { type: 'move', unit: 'lon', to: 'bel' } }),
      'diplomacy.error.not_adjacent',
    );
    expectRefusal(
      () => act(s, 'england', { type: 'set_order', order: { type: 'move', unit: 'par', to: 'bur' } }),
      'diplomacy.error.not_your_unit',
    );
    expectRefusal(
      () => act(s, 'england', { type: 'set_order', order: { type: 'build', unitType: 'army', at: 'lon' } }),
      'diplomacy.error.wrong_phase',
    );
  });

  it('one order per unit: a new order replaces the old one', () => {
    let s = start();
    s = act(s, 'france', { type: 'set_order', order: { type: 'move', unit: 'par', to: 'bur' } });
    s = act(s, 'france', { type: 'set_order', order: { type: 'move', unit: 'par', to: 'pic' } });
    expect(s.orders.france).toEqual([{ type: 'move', unit: 'par', unitType: 'army', to: 'pic' }]);
    expectRefusal(
      () =>
        act(s, 'france', {
          type: 'set_orders',
          orders: [
            { type: 'hold', unit: 'par' },
            { type: 'move', unit: 'par', to: 'bur' },
          ],
        }),
      'diplomacy.error.duplicate_order',
    );
  });

  it('retreats: only the dislodged unit orders; a unit with no order is disbanded', () => {
    let s: DiplomacyState = {
      ...start(),
      units: [U('england', 'fleet', 'nth'), U('england', 'fleet', 'nwg'), U('germany', 'fleet', 'hol')],
    };
    s = act(s, 'england', { type: 'set_orders', orders: [{ type: 'move', unit: 'nwg', to: 'nth' }] });
    s = act(s, 'germany', { type: 'set_orders', orders: [{ type: 'move', unit: 'hol', to: 'nth' }] });
    // England's own move cannot dislodge its own fleet; Germany bounces: nothing dislodged
    s = allReady(s);
    expect(s.step).toBe('fall.movement');
    s = { ...s, units: [U('england', 'fleet', 'nth'), U('germany', 'fleet', 'hol'), U('germany', 'fleet', 'hel')] };
    s = act(s, 'germany', {
      type: 'set_orders',
      orders: [
        { type: 'move', unit: 'hol', to: 'nth' },
        { type: 'support', unit: 'hel', target: 'hol', to: 'nth' },
      ],
    });
    s = allReady(s);
    expect(s.step).toBe('fall.retreat');
    expect(diplomacy.activeRoles(s)).toEqual(['england']);
    const tree = legalOrderTree(s, 'england');
    expect(tree.units[0]!.orders.retreat!.map((o) => (o as Extract<Order, { type: 'retreat' }>).to)).not.toContain(
      'hol',
    );
    s = act(s, 'england', { type: 'set_order', order: { type: 'retreat', unit: 'nth', to: 'nwg' } });
    s = allReady(s);
    expect(s.units).toContainEqual(U('england', 'fleet', 'nwg'));
    expect(s.step).toBe('winter.adjustment');
  });

  it('after Fall, centres change hands and winter builds are ordered and placed', () => {
    let s = start();
    s = allReady(s); // spring: all hold
    s = act(s, 'france', { type: 'set_orders', orders: [{ type: 'move', unit: 'mar', to: 'spa' }] });
    s = allReady(s);
    expect(s.supplyCenters.spa).toBe('france');
    expect(s.step).toBe('winter.adjustment');
    expect(s.adjustments).toEqual({ france: 1 });
    expect(diplomacy.activeRoles(s)).toEqual(['france']);
    expectRefusal(
      () => act(s, 'france', { type: 'set_order', order: { type: 'build', unitType: 'fleet', at: 'par' } }),
      'diplomacy.error.fleet_inland',
    );
    expectRefusal(
      () => act(s, 'france', { type: 'set_order', order: { type: 'build', unitType: 'army', at: 'par' } }),
      'diplomacy.error.not_build_site',
    );
    s = act(s, 'france', { type: 'set_order', order: { type: 'build', unitType: 'fleet', at: 'mar' } });
    expectRefusal(
      () =>
        act(s, 'france', {
          type: 'set_orders',
          orders: [{ type: 'build', unitType: 'fleet', at: 'mar' }, { type: 'waive' }],
        }),
      'diplomacy.error.too_many_builds',
    );
    s = allReady(s);
    expect(s.units).toContainEqual(U('france', 'fleet', 'mar'));
    expect(s.step).toBe('spring.movement');
    expect(s.year).toBe(1902);
  });

  it('a new build replaces the oldest when the builds are used up, and says how to go back (§XIII.2, #30)', () => {
    let s: DiplomacyState = {
      ...start(),
      season: 'fall',
      step: 'fall.movement',
      units: [U('england', 'fleet', 'nwy'), U('england', 'army', 'yor'), U('england', 'fleet', 'nth')],
      supplyCenters: { lon: 'england', edi: 'england', lvp: 'england', nwy: 'england' },
    };
    s = act(s, 'system', { type: 'close_phase' });
    expect(s.adjustments.england).toBe(1);
    s = act(s, 'england', { type: 'set_order', order: { type: 'build', unitType: 'fleet', at: 'edi' } });
    const r = diplomacy.apply(s, 'england', {
      type: 'set_order',
      order: { type: 'build', unitType: 'army', at: 'lon' },
    });
    expect(r.state.orders.england).toEqual([{ type: 'build', unitType: 'army', at: 'lon' }]);
    expect(r.events).toContainEqual({
      key: 'diplomacy.log.build_replaced',
      params: { power: 'england', old: 'Build F EDI', order: 'Build A LON', count: 1 },
      audience: ['england'],
    });
    // A whole list with too many builds is still refused, naming how many are allowed.
    expectRefusal(
      () =>
        act(s, 'england', {
          type: 'set_orders',
          orders: [
            { type: 'build', unitType: 'army', at: 'lon' },
            { type: 'build', unitType: 'fleet', at: 'edi' },
          ],
        }),
      'diplomacy.error.too_many_builds',
    );
  });

  it('refusals cite the rulebook sections and name the legal values (#30)', () => {
    const s = start();
    try {
      act(s, 'england', { type: 'set_order', order: { type: 'move', unit: 'lon', to: 'lvp' } });
      expect.unreachable();
    } catch (e) {
      expect((e as IllegalActionError).code).toBe('diplomacy.error.not_adjacent');
      expect((e as IllegalActionError).rule).toBe('diplomacy:VII.1');
      expect(
        String((e as IllegalActionError).params.legal)
          .split(', ')
          .sort(),
      ).toEqual(['ENG', 'NTH', 'WAL', 'YOR']);
    }
    const flat = (o: object): string[] => Object.values(o).flatMap((v) => (typeof v === 'string' ? [v] : flat(v)));
    for (const lang of ['en', 'it'] as const) {
      const texts = flat(diplomacy.locales[lang].error as object);
      for (const t of texts) expect(t).not.toMatch(/\b(rule|regola) \d|\b[A-Z]-\d+\)/);
      const error = diplomacy.locales[lang].error as Record<string, string>;
      expect(error.not_adjacent).toContain('§VII.1');
      expect(error.not_adjacent).toContain('{{legal}}');
      expect(error.closed_territory).toContain('§XIV.2');
    }
  });

  it('civil disorder removals at the deadline (D-5, D-7)', () => {
    let s: DiplomacyState = {
      ...start(),
      season: 'fall',
      step: 'fall.movement',
      units: [U('russia', 'army', 'lvn'), U('russia', 'army', 'pru'), U('england', 'fleet', 'nth')],
      supplyCenters: { stp: 'russia', lon: 'england' },
    };
    s = act(s, 'system', { type: 'close_phase' });
    expect(s.step).toBe('winter.adjustment');
    expect(s.adjustments.russia).toBe(-1);
    s = act(s, 'system', { type: 'close_phase' });
    expect(s.units.filter((u) => u.power === 'russia')).toEqual([U('russia', 'army', 'lvn')]);
    expect(s.recentPhases[s.recentPhases.length - 1]!.lost).toEqual([U('russia', 'army', 'pru')]);
  });

  it('a power reaching 18 centres after Fall wins at once (§II)', () => {
    const sc: Record<string, Power> = {};
    for (const c of [
      'par',
      'mar',
      'bre',
      'spa',
      'por',
      'bel',
      'hol',
      'lon',
      'lvp',
      'edi',
      'ber',
      'kie',
      'mun',
      'den',
      'nwy',
      'swe',
      'rom',
    ])
      sc[c] = 'france';
    let s: DiplomacyState = {
      ...start(),
      season: 'fall',
      step: 'fall.movement',
      units: [U('france', 'army', 'pie'), U('italy', 'army', 'nap')],
      supplyCenters: { ...sc, nap: 'italy' },
    };
    s = act(s, 'france', { type: 'set_order', order: { type: 'move', unit: 'pie', to: 'ven' } });
    s = allReady(s);
    expect(diplomacy.result(s)).toMatchObject({ winners: ['france'], reason: 'diplomacy.end.solo' });
    expect(diplomacy.activeRoles(s)).toEqual([]);
    expect(diplomacy.legalActions(s, 'france')).toEqual([]);
  });

  it('a draw needs every surviving power; a concession every other one', () => {
    let s = start();
    for (const p of ['england', 'germany', 'russia', 'turkey', 'austria', 'italy'] as const)
      s = act(s, p, { type: 'vote_draw', draw: true });
    expect(diplomacy.result(s)).toBeNull();
    s = act(s, 'italy', { type: 'vote_draw', draw: false });
    s = act(s, 'france', { type: 'vote_draw', draw: true });
    expect(diplomacy.result(s)).toBeNull();
    const beforeDraw = s;
    s = act(s, 'italy', { type: 'vote_draw', draw: true });
    expect(diplomacy.result(s)).toMatchObject({ winners: [], reason: 'diplomacy.end.draw' });
    let c = beforeDraw;
    for (const p of ['england', 'germany', 'russia', 'turkey', 'austria', 'italy'] as const)
      c = act(c, p, { type: 'vote_concede', to: 'france' });
    expect(diplomacy.result(c)).toMatchObject({ winners: ['france'], reason: 'diplomacy.end.concession' });
  });

  it('a shortened game ends after the agreed year; the most units win (§III, D-15)', () => {
    let s = start({ endYear: 1901 });
    s = allReady(s);
    s = act(s, 'russia', { type: 'set_orders', orders: [{ type: 'move', unit: 'sev', to: 'rum' }] });
    s = allReady(s);
    expect(s.step).toBe('winter.adjustment');
    s = act(s, 'russia', { type: 'set_order', order: { type: 'build', unitType: 'army', at: 'sev' } });
    s = allReady(s);
    expect(diplomacy.result(s)).toMatchObject({ winners: ['russia'], reason: 'diplomacy.end.time_limit' });
  });

  it('apply never mutates its argument', () => {
    let s = start();
    const before = stateHash(s);
    act(s, 'england', { type: 'set_orders', orders: [{ type: 'move', unit: 'lon', to: 'nth' }] });
    expect(stateHash(s)).toBe(before);
    s = allReady(s);
    const mid = stateHash(s);
    allReady(s);
    expect(stateHash(s)).toBe(mid);
  });
});

describe('legal actions and the order tree', () => {
  it('every order the tree offers passes the rules that apply enforces', () => {
    let s = start();
    for (let turn = 0; turn < 6; turn++) {
      for (const p of s.powers) {
        const tree = legalOrderTree(s, p);
        const board = boardOf(s.units);
        for (const u of tree.units)
          for (const list of Object.values(u.orders))
            for (const o of list ?? []) {
              if (s.phase === 'movement')
                expect(checkMovementOrder(board, p, o, s.rules).ok, JSON.stringify(o)).toBe(true);
            }
        for (const a of diplomacy.legalActions(s, p)) {
          if (a.type === 'set_order') expect(() => act(s, p, a), JSON.stringify(a)).not.toThrow();
        }
      }
      for (const p of diplomacy.activeRoles(s)) {
        const view = diplomacy.view(s, p);
        const legal = diplomacy.legalActions(s, p);
        s = act(s, p, diplomacy.bot(view, p, legal, botStream('t', p, s.version)));
      }
      s = allReady(s);
    }
  });

  it('legalActions stays small: per-unit orders plus ready and votes', () => {
    const s = start();
    const n = diplomacy.legalActions(s, 'russia').length;
    expect(n).toBeGreaterThan(10);
    expect(n).toBeLessThan(200);
    expect(diplomacy.legalActions(s, 'system')).toEqual([{ type: 'close_phase' }]);
    expect(diplomacy.legalActions(s, 'observer')).toEqual([]);
  });

  it('the bot orders every unit with legal orders from its own view', () => {
    const s = start();
    for (const p of s.powers) {
      const a = diplomacy.bot(diplomacy.view(s, p), p, diplomacy.legalActions(s, p), botStream('b', p, 0));
      expect(a.type).toBe('set_orders');
      if (a.type !== 'set_orders') continue;
      expect(a.orders).toHaveLength(s.units.filter((u) => u.power === p).length);
      expect(() => act(s, p, a)).not.toThrow();
    }
  });

  it('has English and Italian text for the same keys', () => {
    const keys = (o: unknown, prefix = ''): string[] =>
      Object.entries(o as Record<string, unknown>).flatMap(([k, v]) =>
        typeof v === 'string' ? [`${prefix}${k}`] : keys(v, `${prefix}${k}.`),
      );
    expect(keys(diplomacy.locales.it).sort()).toEqual(keys(diplomacy.locales.en).sort());
    expect(keys(diplomacy.locales.en)).toContain('error.not_adjacent');
    expect(keys(diplomacy.locales.en)).toContain('province.stp');
  });
});
