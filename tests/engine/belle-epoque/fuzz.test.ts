import { appendFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { OBSERVER, playout } from '../../../src/engine/core/index.js';
import { belleEpoque } from '../../../src/engine/belle-epoque/index.js';
import { POWERS } from '../../../src/engine/belle-epoque/data/index.js';
import type { BelleState } from '../../../src/engine/belle-epoque/rules/types.js';
import { assertNoLeak, runSeededGames } from './seeded.js';
import { scaled } from '../../helpers/slowness.js';

/**
 * Seeded random legal play: every game ends in a final score, invariants hold after every action,
 * replaying the log gives the live state, and no view shows a card it should not.
 * FUZZ_GAMES=10000 for the long run (default 150).
 */
const GAMES = Number(process.env.FUZZ_GAMES ?? 150);
const LEAK_EVERY = Number(process.env.FUZZ_LEAK_EVERY ?? 0);

const CHUNK = 25;

describe(`fuzz: ${GAMES} seeded games (2, 3 and 4 players; random and bot policies)`, () => {
  const totals = { actions: 0, ms: 0, reasons: {} as Record<string, number> };
  for (let from = 0; from < GAMES; from += CHUNK) {
    const to = Math.min(GAMES, from + CHUNK);
    it(
      `games ${from}–${to - 1} end in a final score, with invariants and replay intact`,
      () => {
        const r = runSeededGames(from, to, LEAK_EVERY);
        totals.actions += r.actions;
        totals.ms += r.ms;
        // FUZZ_PROGRESS=<file>: one line per chunk, so a long run reports as it goes
        if (process.env.FUZZ_PROGRESS)
          appendFileSync(process.env.FUZZ_PROGRESS, `${to} games, ${totals.actions} actions, ${totals.ms} ms\n`);
        for (const [k, v] of Object.entries(r.reasons)) totals.reasons[k] = (totals.reasons[k] ?? 0) + v;
        if (to === GAMES) {
          // measured numbers, printed for the report
          console.log(
            `belle-epoque fuzz: ${GAMES} games, ${totals.actions} actions, ${totals.ms} ms (${(totals.ms / GAMES).toFixed(1)} ms/game), endings ${JSON.stringify(totals.reasons)}`,
          );
        }
      },
      scaled(600_000),
    );
  }
});

describe('views never leak hands or unseen cards (every action of a few seeded games)', () => {
  it(
    'holds for 2, 3 and 4 players',
    () => {
      for (let i = 0; i < 3; i++) {
        const report = playout(
          belleEpoque,
          `leak-${i}`,
          { players: 2 + i, promoIntrigue: true },
          {
            policy: i === 1 ? 'bot' : 'random',
            invariants: true,
            onAction: (st) => assertNoLeak(st as BelleState),
          },
        );
        expect(report.result).not.toBeNull();
      }
    },
    scaled(600_000),
  );

  it('the observer view holds no hand card id at all', () => {
    const report = playout(belleEpoque, 'observer', { players: 4 }, { policy: 'random', maxActions: 300 });
    const s = report.state as BelleState;
    const json = JSON.stringify(belleEpoque.view(s, OBSERVER));
    for (const p of POWERS)
      for (const c of [...s.powers[p].intrigueHand, ...s.powers[p].nationalHand]) expect(json).not.toContain(`"${c}"`);
    expect(s.powers['great-britain'].nationalHand.length + s.powers.france.intrigueHand.length).toBeGreaterThan(0);
  });
});
