import { describe, expect, it } from 'vitest';
import { playout } from '../../../src/engine/core/playout.js';
import { stateHash } from '../../../src/engine/core/replay.js';
import {
  diplomacy,
  migrateDiplomacyState,
  phaseHistory,
  type DiplomacyState,
  type PhaseRecord,
} from '../../../src/engine/diplomacy/index.js';

/**
 * The state keeps only the latest action's adjudicated phases (#20: a move costs the same in 1918 as in
 * 1901); the whole history is rebuilt from the log, and games stored with the old full history migrate.
 */
describe('Diplomacy phase history', () => {
  const options = { endYear: 1910 };
  const game = playout(diplomacy, 'history-1', options, { maxActions: 50_000 });
  const setup = { kind: 'diplomacy', seed: 'history-1', options, engineVersion: diplomacy.engineVersion };
  const final = game.state as DiplomacyState;

  it("rebuilds every adjudicated phase from the log, in order, ending with the state's latest ones", () => {
    const phases = phaseHistory(diplomacy, setup, game.records);
    expect(final.result).not.toBeNull();
    expect(phases).toHaveLength(final.phaseCount);
    // Spring and Fall of every year from 1901 to 1910 are there, in calendar order.
    const movements = phases.filter((p) => p.phase === 'movement').map((p) => `${p.season} ${p.year}`);
    expect(movements.slice(0, 4)).toEqual(['spring 1901', 'fall 1901', 'spring 1902', 'fall 1902']);
    // The game ended after some Fall, 1906 or later, with both movement phases of every year before.
    const lastYear = final.recentPhases.at(-1)!.year;
    expect(lastYear).toBeGreaterThanOrEqual(1906);
    expect(movements).toHaveLength(2 * (lastYear - 1900));
    expect(phases.slice(-final.recentPhases.length)).toEqual(final.recentPhases);
    // Each record's position before is the previous record's position after.
    for (let i = 1; i < phases.length; i++) expect(phases[i]!.unitsBefore).toEqual(phases[i - 1]!.unitsAfter);
  });

  it('keeps the centre counts of every year in the state, as the phase records give them', () => {
    const phases = phaseHistory(diplomacy, setup, game.records);
    const lastOfYear = new Map<number, PhaseRecord>();
    for (const r of phases) if (r.season !== 'spring') lastOfYear.set(r.year, r);
    expect(final.centreHistory.map((c) => c.year)).toEqual([...lastOfYear.keys()]);
    for (const c of final.centreHistory) {
      const counted: Record<string, number> = {};
      for (const p of Object.values(lastOfYear.get(c.year)!.supplyCenters)) counted[p] = (counted[p] ?? 0) + 1;
      for (const [p, n] of Object.entries(c.counts)) expect(n, `${c.year} ${p}`).toBe(counted[p] ?? 0);
    }
  });

  it('keeps the stored state the same size late in the game as early on', () => {
    // Replay, measuring the serialized state after each Fall adjudication.
    let s = diplomacy.setup(setup.seed, diplomacy.optionsSchema.parse(options));
    const sizeByYear = new Map<number, number>();
    for (const rec of game.records) {
      s = diplomacy.apply(s, rec.role, diplomacy.actionSchema.parse(rec.action)).state;
      if (s.season === 'winter' || (s.season === 'spring' && s.year > 1901))
        sizeByYear.set(s.year, JSON.stringify(s).length);
    }
    const early = sizeByYear.get(1902)!;
    const late = sizeByYear.get(Math.max(...sizeByYear.keys()))!;
    expect(Math.max(...sizeByYear.keys())).toBeGreaterThanOrEqual(1906);
    // A full history grew about 20 KiB a year; what is left grows only with the centre counts.
    expect(late).toBeLessThan(early * 1.5);
  });

  it('migrates a state stored with the whole history (schema 1) to the state a replay gives', () => {
    const phases = phaseHistory(diplomacy, setup, game.records);
    // Find the last action that adjudicated exactly one phase, and the state right after it.
    let s = diplomacy.setup(setup.seed, diplomacy.optionsSchema.parse(options));
    let at: DiplomacyState | null = null;
    for (const rec of game.records) {
      const next = diplomacy.apply(s, rec.role, diplomacy.actionSchema.parse(rec.action)).state;
      if (next.phaseCount === s.phaseCount + 1 && next.phaseCount > 8) {
        at = next;
        break;
      }
      s = next;
    }
    expect(at).not.toBeNull();
    const { phaseCount, recentPhases, centreHistory, ...rest } = at!;
    void recentPhases;
    void centreHistory;
    const schema1 = { ...rest, schema: 1, history: phases.slice(0, phaseCount) };
    const migrated = migrateDiplomacyState(schema1 as unknown as DiplomacyState);
    expect(stateHash(migrated)).toBe(stateHash(at));
    // and through the module, as the table loads stored rows
    expect(stateHash(diplomacy.migrate!(schema1))).toBe(stateHash(at));
  });
});
