/**
 * Seeded bot-vs-bot games from 1901 to a result (solo, or the end year of a shortened game), with
 * invariants after every action, replay equal to the live game, and views that never leak the
 * current orders of another power. Default: 30 short games; FUZZ_GAMES=10000 for the big run
 * (FUZZ_OFFSET shards seeds across processes, FUZZ_END_YEAR fixes the last year).
 */
import { appendFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { playout, replay, stateHash, type BaseState } from '../../../src/engine/core/index.js';
import { diplomacy } from '../../../src/engine/diplomacy/index.js';
import type { DiplomacyState } from '../../../src/engine/diplomacy/state.js';

const GAMES = Number(process.env.FUZZ_GAMES ?? 30);
const OFFSET = Number(process.env.FUZZ_OFFSET ?? 0);
const FIXED_END = process.env.FUZZ_END_YEAR ? Number(process.env.FUZZ_END_YEAR) : null;
const BIG = GAMES > 100;
/** Big runs append a progress line every 100 games to this file (numbers survive an interrupted run). */
const LOG = process.env.FUZZ_LOG ?? null;

function checkNoLeak(state: BaseState) {
  const s = state as DiplomacyState;
  for (const role of [...s.powers, 'observer']) {
    const v = diplomacy.view(s, role);
    // Adjudicated phases are public, with their orders; only current orders are secret.
    const { recentPhases: _h, lastPhase: _l, myOrders, ...rest } = v;
    const text = JSON.stringify(rest);
    expect(myOrders).toEqual((s.powers as string[]).includes(role) ? (s.orders[role] ?? []) : null);
    for (const p of s.powers) {
      if (p === role) continue;
      for (const o of s.orders[p] ?? []) expect(text.includes(JSON.stringify(o))).toBe(false);
    }
  }
}

describe(`diplomacy fuzz: ${GAMES} seeded bot games`, () => {
  it(
    'every game reaches a result, replays identically and never leaks orders',
    () => {
      const started = Date.now();
      const reasons: Record<string, number> = {};
      let actions = 0;
      let years = 0;
      for (let i = OFFSET; i < OFFSET + GAMES; i++) {
        const seed = `dip-fuzz-${i}`;
        const variant = (
          ['standard', 'standard', 'standard', 'six', 'five', 'four', 'three-a', 'three-b', 'two'] as const
        )[i % 9]!;
        const endYear = FIXED_END ?? (variant === 'two' ? 1914 : 1901) + 1 + (i % 4);
        const edition = i % 3 === 2 ? 'classic-it' : 'datc';
        // The baseline bot plays (engine invariants are the point here; the shipped bot's search costs
        // ~100x more per decision and has its own tests in bot.test.ts); every fourth game the shipped one.
        const options = { endYear, variant, edition, botLevel: i % 4 === 3 ? 'standard' : 'baseline' };
        const report = playout(diplomacy, seed, options, {
          invariants: true,
          onAction: BIG || i % 5 !== 0 ? undefined : (s) => checkNoLeak(s),
        });
        expect(report.stuck, seed).toBe(false);
        expect(report.result, seed).not.toBeNull();
        const again = replay<DiplomacyState>(
          diplomacy,
          { kind: 'diplomacy', seed, options, engineVersion: diplomacy.engineVersion },
          report.records,
        );
        expect(stateHash(again), seed).toBe(report.hash);
        reasons[report.result!.reason] = (reasons[report.result!.reason] ?? 0) + 1;
        actions += report.actions;
        years += (report.state as DiplomacyState).year - (variant === 'two' ? 1914 : 1901) + 1;
        const done = i - OFFSET + 1;
        if (LOG && (done % 100 === 0 || done === GAMES)) {
          appendFileSync(
            LOG,
            `${new Date().toISOString()} games=${done} actions=${actions} years=${years} ms=${Date.now() - started} ${JSON.stringify(reasons)}\n`,
          );
        }
      }
      const ms = Date.now() - started;
      // The numbers of the run, for the report (not asserted).
      console.log(
        `diplomacy fuzz: ${GAMES} games from #${OFFSET}, ${actions} actions, ${years} game years, ${ms} ms`,
        reasons,
      );
    },
    24 * 3600 * 1000,
  );
});
