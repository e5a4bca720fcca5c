// Stored 1701 games from before the #19 changes (engine 1.0.0, schema 1) load in the current shape: the
// fixture holds two states the 1.0.0 engine wrote (bot against bot, seed `old-shape`), one in the action
// phase of 1702 and one in the middle of a battle in 1703. Before the migration the engine had no
// `migrate` and such a state broke its invariants (depots missing) and its rules (fields missing).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { botStream, currentSchema, type BaseState } from '../../../src/engine/core/index.js';
import { DEPOTS } from '../../../src/engine/succession-1701/data/index.js';
import { m, type S } from './helpers.js';

const fixture = JSON.parse(readFileSync(join(import.meta.dirname, 'fixtures/state-1.0.0.json'), 'utf8')) as Record<
  'action' | 'battle',
  Record<string, unknown> & { schema: number; turn: number }
>;
const load = (s: unknown) => currentSchema(m, structuredClone(s) as BaseState) as S;

/** Bot against bot from `s` for up to `n` actions, checking the invariants after each. */
function playOn(s: S, n: number, untilTurn = Number.POSITIVE_INFINITY): S {
  for (let i = 0; i < n && !m.result(s) && s.turn < untilTurn; i++) {
    const role = m.activeRoles(s)[0]!;
    const legal = m.legalActions(s, role);
    s = m.apply(s, role, m.bot(m.view(s, role), role, legal, botStream('migrate', role, s.version))).state;
    m.checkInvariants!(s);
  }
  return s;
}

describe('1701 states stored by the 1.0.0 engine (schema 1)', () => {
  it('are old: schema 1, no upkeep or fee turns, no ransom count, the depots of Grenoble and Linz', () => {
    for (const s of [fixture.action, fixture.battle]) {
      expect(s.schema).toBe(1);
      const armies = Object.values(s.armies as Record<string, object>);
      expect(armies.length).toBeGreaterThan(3);
      for (const a of armies) expect(a).not.toHaveProperty('upkeepPaidTurn');
      expect(Object.keys(s.depots as object)).toEqual(expect.arrayContaining(['GRENOBLE', 'LINZ']));
      expect(() => m.checkInvariants!(s as unknown as S)).toThrow();
    }
  });

  it('migrate to the current shape: the year paid for, no offer made, the moved depots keep their brigades', () => {
    for (const old of [fixture.action, fixture.battle]) {
      const s = load(old);
      expect(s.schema).toBe(m.schemaVersion);
      const yearStart = s.turn % 2 === 1 ? s.turn - 1 : s.turn; // turns 4-5 are 1702, 6-7 are 1703
      for (const a of Object.values(s.armies)) {
        expect(a.upkeepPaidTurn).toBe(yearStart);
        if (a.general) expect(s.generals[a.general]!.feePaidTurn).toBe(yearStart);
      }
      for (const g of Object.values(s.generals)) if (g.status !== 'army') expect(g.feePaidTurn).toBe(0);
      expect(s.record.loyalists.offers).toBe(0);
      expect(s.record['grand-alliance'].offers).toBe(0);
      expect(Object.keys(s.depots).sort()).toEqual(DEPOTS.map((d) => d.id).sort());
      const oldDepots = old.depots as S['depots'];
      expect(s.depots.PARIS).toEqual(oldDepots.GRENOBLE);
      expect(s.depots.TRENTO).toEqual(oldDepots.LINZ);
      m.checkInvariants!(s);
    }
  });

  it('play on under the current engine, through the next organisation, which charges the new year', () => {
    const s = load(fixture.action);
    expect(s.step).toBe('action');
    const later = playOn(s, 3000, 7);
    expect(later.version).toBeGreaterThan(s.version + 20);
    expect(later.turn).toBe(7); // past 1703's organisation (turn 6), where the upkeep came due
    // every army kept or formed there paid for 1703, at that organisation
    expect(Object.keys(later.armies).length).toBeGreaterThan(3);
    for (const a of Object.values(later.armies)) expect(a.upkeepPaidTurn).toBe(6);
    const battle = playOn(load(fixture.battle), 200);
    expect(battle.battle?.town ?? null).not.toBe((fixture.battle.battle as { town: string }).town);
  });

  it('leave a state of the current shape alone', () => {
    const s = playOn(m.setup('migrate-now', m.optionsSchema.parse({})), 120);
    const as1 = { ...structuredClone(s), schema: 1 };
    expect(load(as1)).toEqual(s);
    expect(currentSchema(m, s)).toBe(s);
  });
});
