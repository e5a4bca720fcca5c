import { appendFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { OBSERVER, playout, replay, stateHash } from '../../../src/engine/core/index.js';
import { belleEpoque } from '../../../src/engine/belle-epoque/index.js';
import { POWERS } from '../../../src/engine/belle-epoque/data/index.js';
import type { BelleState } from '../../../src/engine/belle-epoque/rules/types.js';
import type { BelleView } from '../../../src/engine/belle-epoque/view.js';

/**
 * Seeded random legal play: every game ends in a final score, invariants hold after every action,
 * replaying the log gives the live state, and no view shows a card it should not.
 * FUZZ_GAMES=10000 for the long run (default 150).
 */
const GAMES = Number(process.env.FUZZ_GAMES ?? 150);
const LEAK_EVERY = Number(process.env.FUZZ_LEAK_EVERY ?? 0);

/** Secrets of the game right now: each Power's hand, and the unseen decks. */
function assertNoLeak(s: BelleState): void {
  const hidden = [...s.intrigueDeck, ...s.eventDeck, ...s.eventBoxed, ...s.eraDecks[2], ...s.eraDecks[3]];
  for (const viewer of [...POWERS, OBSERVER]) {
    const v = belleEpoque.view(s, viewer) as BelleView;
    const json = JSON.stringify(v);
    const revealed = new Set(v.resolution?.pending?.reveal ?? []);
    for (const q of POWERS) {
      if (q === viewer) continue;
      for (const card of [...s.powers[q].intrigueHand, ...s.powers[q].nationalHand]) {
        if (revealed.has(card)) continue; // a Spy Ring shows its player the target's hand
        if (json.includes(`"${card}"`)) throw new Error(`${viewer} sees ${q}'s card ${card} at v${s.version}`);
      }
    }
    if (s.intrigueChoice && s.intrigueChoice.power !== viewer)
      for (const c of s.intrigueChoice.cards)
        if (json.includes(`"${c}"`)) throw new Error(`${viewer} sees the Ottoman choice`);
    for (const c of hidden) if (json.includes(`"${c}"`)) throw new Error(`${viewer} sees the hidden card ${c}`);
    if ('rng' in v) throw new Error('the PRNG state leaks');
  }
}

const CHUNK = 25;

function runGames(from: number, to: number, leakEvery: number) {
  const t0 = Date.now();
  let actions = 0;
  const reasons: Record<string, number> = {};
  for (let i = from; i < to; i++) {
    const seed = `fuzz-${i}`;
    const options = {
      players: 2 + (i % 3),
      powerChoice: i % 7 === 3 ? 'draft' : 'random',
      dreyfus: i % 4 === 1,
      promoIntrigue: i % 5 === 2,
    };
    const policy = i % 3 === 2 ? 'bot' : 'random';
    const leak = leakEvery > 0 && i % leakEvery === 0;
    const report = playout(belleEpoque, seed, options, {
      policy,
      invariants: true,
      maxActions: 20_000,
      onAction: leak ? (st) => assertNoLeak(st as BelleState) : undefined,
    });
    expect(report.stuck, `${seed} stuck`).toBe(false);
    expect(report.result, `${seed} has no result`).not.toBeNull();
    expect(Object.keys(report.result!.scores!).sort()).toEqual([...POWERS].sort());
    reasons[report.result!.reason] = (reasons[report.result!.reason] ?? 0) + 1;
    const replayed = replay(
      belleEpoque,
      { kind: 'belle-epoque', seed, options, engineVersion: belleEpoque.engineVersion },
      report.records,
    );
    expect(stateHash(replayed), `${seed} replay`).toBe(report.hash);
    actions += report.actions;
  }
  return { actions, ms: Date.now() - t0, reasons };
}

describe(`fuzz: ${GAMES} seeded games (2, 3 and 4 players; random and bot policies)`, () => {
  const totals = { actions: 0, ms: 0, reasons: {} as Record<string, number> };
  for (let from = 0; from < GAMES; from += CHUNK) {
    const to = Math.min(GAMES, from + CHUNK);
    it(`games ${from}–${to - 1} end in a final score, with invariants and replay intact`, () => {
      const r = runGames(from, to, LEAK_EVERY);
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
    }, 600_000);
  }
});

describe('views never leak hands or unseen cards (every action of a few seeded games)', () => {
  it('holds for 2, 3 and 4 players', () => {
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
  }, 600_000);

  it('the observer view holds no hand card id at all', () => {
    const report = playout(belleEpoque, 'observer', { players: 4 }, { policy: 'random', maxActions: 300 });
    const s = report.state as BelleState;
    const json = JSON.stringify(belleEpoque.view(s, OBSERVER));
    for (const p of POWERS)
      for (const c of [...s.powers[p].intrigueHand, ...s.powers[p].nationalHand]) expect(json).not.toContain(`"${c}"`);
    expect(s.powers['great-britain'].nationalHand.length + s.powers.france.intrigueHand.length).toBeGreaterThan(0);
  });
});
