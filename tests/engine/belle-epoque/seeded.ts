// Seeded La Belle Époque games with every check the acceptance names: each game ends in a final score
// for every Power, the invariants hold after every action, the replay of its log gives the live state's
// hash, and (every `leakEvery`-th game, after every action) no view shows a card it should not. Used by
// fuzz.test.ts and, for the long runs, by run-seeded.ts outside vitest.
import { OBSERVER, playout, replay, stateHash } from '../../../src/engine/core/index.js';
import { belleEpoque } from '../../../src/engine/belle-epoque/index.js';
import { POWERS } from '../../../src/engine/belle-epoque/data/index.js';
import type { BelleState } from '../../../src/engine/belle-epoque/rules/types.js';
import type { BelleView } from '../../../src/engine/belle-epoque/view.js';

/** Throws when a view shows a secret of the game right now: another Power's hand, or an unseen deck. */
export function assertNoLeak(s: BelleState): void {
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

export interface SeededStats {
  from: number;
  to: number;
  actions: number;
  ms: number;
  reasons: Record<string, number>;
}

/**
 * Plays seeds fuzz-`from` … fuzz-`to - 1` (2, 3 and 4 players by seed, random and bot policies, draft
 * and the optional cards now and then); throws, naming the seed, at the first failed check.
 */
export function runSeededGames(from: number, to: number, leakEvery = 0): SeededStats {
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
    const leak = leakEvery > 0 && i % leakEvery === 0;
    const report = playout(belleEpoque, seed, options, {
      policy: i % 3 === 2 ? 'bot' : 'random',
      invariants: true,
      maxActions: 20_000,
      onAction: leak ? (st) => assertNoLeak(st as BelleState) : undefined,
    });
    if (report.stuck || !report.result) throw new Error(`${seed}: no result after ${report.actions} actions`);
    const scored = Object.keys(report.result.scores ?? {}).sort();
    if (scored.join() !== [...POWERS].sort().join()) throw new Error(`${seed}: scores for ${scored.join()} only`);
    reasons[report.result.reason] = (reasons[report.result.reason] ?? 0) + 1;
    const replayed = replay(
      belleEpoque,
      { kind: 'belle-epoque', seed, options, engineVersion: belleEpoque.engineVersion },
      report.records,
    );
    if (stateHash(replayed) !== report.hash) throw new Error(`${seed}: the replay of the log differs`);
    actions += report.actions;
  }
  return { from, to, actions, ms: Date.now() - t0, reasons };
}
