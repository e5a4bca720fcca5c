// The look-ahead bots (src/engine/core/search.ts) decide from what their seat may know. Reshuffling
// the hidden parts of the real state (the draw decks, the dice stream) in a way the seat cannot tell
// apart must not change a single choice; a deliberately leaky search that samples from the real state
// does change some, which shows the check can fail.
import { describe, expect, it } from 'vitest';
import { botStream, playout, searchChoice, seedRng, shuffle, type SearchGame } from '../../../src/engine/core/index.js';
import type { Action } from '../../../src/engine/versailles-1919/actions.js';
import { versailles1919 as V } from '../../../src/engine/versailles-1919/index.js';
import { RUSH } from '../../../src/engine/versailles-1919/rules/helpers.js';
import { type InfoState, infoState, sampleState, searchGame } from '../../../src/engine/versailles-1919/search.js';
import type { VState } from '../../../src/engine/versailles-1919/state.js';
import { succession1701 as M1701 } from '../../../src/engine/succession-1701/index.js';
import { enemyRoadsToCapital } from '../../../src/engine/succession-1701/bot.js';
import { infoState as info1701, sampleState as sample1701 } from '../../../src/engine/succession-1701/search.js';
import type { Succession1701State as S1701 } from '../../../src/engine/succession-1701/types.js';

/** The same game with the hidden parts reshuffled: the seat's information set is unchanged. */
function reshuffled(s: VState, salt: string): VState {
  const h = { rng: seedRng(`reshuffle/${salt}`) };
  const rushAt = s.issueDeck.indexOf(RUSH);
  const rest = shuffle(
    h,
    s.issueDeck.filter((x) => x !== RUSH),
  );
  if (rushAt >= 0) rest.splice(rushAt, 0, RUSH);
  return { ...s, issueDeck: rest, eventDeck: shuffle(h, s.eventDeck), rng: seedRng(`dice/${salt}`) };
}

/** Mid-game states where the seat owing a decision has several choices. */
function decisionStates(players: number, seeds: number, every: number): VState[] {
  const out: VState[] = [];
  for (let g = 0; g < seeds; g++) {
    const seed = `search-leak-${players}-${g}`;
    const rep = playout(
      V,
      seed,
      { players, botLevel: 'baseline' },
      {
        maxActions: 400,
        onAction: (s) => {
          const st = s as VState;
          if (st.version % every !== 0 || st.ended) return;
          const role = V.activeRoles(st)[0];
          if (!role) return;
          const legal = V.legalActions(st, role).filter((a) => a.type !== 'propose_swap');
          if (legal.length >= 3 && st.issueDeck.length > 4) out.push(st);
        },
      },
    );
    expect(rep.stuck).toBe(false);
  }
  return out;
}

describe('Versailles 1919 search reads only the information set', () => {
  it('a sample keeps every public part, deals exactly the unseen cards and keeps Rush where the setup put it', () => {
    for (const s of decisionStates(3, 2, 23).slice(0, 6)) {
      const t = sampleState(infoState(s), { rng: seedRng('t') });
      expect([...t.issueDeck].sort()).toEqual([...s.issueDeck].sort());
      expect([...t.eventDeck].sort()).toEqual([...s.eventDeck].sort());
      expect(t.issueDeck.indexOf(RUSH)).toBe(s.issueDeck.indexOf(RUSH));
      expect({ ...t, issueDeck: [], eventDeck: [], rng: null }).toEqual({
        ...s,
        issueDeck: [],
        eventDeck: [],
        rng: null,
      });
    }
  });

  it('the view holds no deck order: reshuffled states give identical views', () => {
    for (const s of decisionStates(1, 1, 17).slice(0, 4)) {
      const role = V.activeRoles(s)[0]!;
      expect(JSON.stringify(V.view(reshuffled(s, 'v'), role))).toBe(JSON.stringify(V.view(s, role)));
    }
  });

  it('the standard level makes the same choice when the hidden cards and dice are reshuffled (3 players and solo)', () => {
    let checked = 0;
    for (const players of [3, 1]) {
      for (const s of decisionStates(players, 2, 29).slice(0, 5)) {
        const role = V.activeRoles(s)[0]!;
        const choose = (st: VState) =>
          JSON.stringify(
            V.bot(
              { ...V.view(st, role), botLevel: 'standard' as const },
              role,
              V.legalActions(st, role),
              botStream('leak', role, st.version),
            ),
          );
        const mine = choose(s);
        for (const salt of ['a', 'b']) expect(choose(reshuffled(s, salt)), `v${s.version} ${players}p`).toBe(mine);
        checked++;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(6);
  });

  it('a leaky search that samples the real decks does change choices (the check above can fail)', () => {
    let differ = 0;
    let tried = 0;
    for (const s of decisionStates(1, 3, 7)) {
      if (tried >= 40 || differ > 0) break;
      const role = V.activeRoles(s)[0]!;
      const legal = V.legalActions(s, role) as Action[];
      const leaky = (real: VState): SearchGame<VState, Action, InfoState> => ({
        ...searchGame(V),
        // reads the real decks and dice instead of drawing them
        sample: (info) => ({
          ...sampleState(info, { rng: seedRng('x') }),
          issueDeck: [...real.issueDeck],
          eventDeck: [...real.eventDeck],
          rng: real.rng,
        }),
      });
      const budget = { samples: 2, depth: 30, maxCandidates: 8 };
      const pickOf = (st: VState) =>
        JSON.stringify(searchChoice(leaky(st), infoState(st), role, legal, { rng: seedRng('leaky') }, budget).choice);
      tried++;
      const a = pickOf(s);
      for (const salt of ['p', 'q', 'r']) if (pickOf(reshuffled(s, salt)) !== a) differ++;
    }
    expect(differ).toBeGreaterThan(0);
  });
});

describe('1701 search reads only the information set', () => {
  /** The same game with the unrevealed strategy cards re-dealt and another dice stream. */
  function redealt(s: S1701, salt: string): S1701 {
    const h = { rng: seedRng(`redeal/${salt}`) };
    const info = info1701(s)!;
    return { ...sample1701(info, h), rng: seedRng(`dice1701/${salt}`) };
  }

  it('the standard level makes the same map choice when the future strategy cards and dice are re-dealt', () => {
    const states: S1701[] = [];
    playout(
      M1701,
      'search-leak-1701',
      { botLevel: 'baseline' },
      {
        maxActions: 3000,
        onAction: (st) => {
          const s = st as S1701;
          if (states.length >= 4 || s.version % 7 !== 0 || !info1701(s)) return;
          const role = M1701.activeRoles(s)[0];
          if (!role) return;
          const legal = M1701.legalActions(s, role);
          const v = M1701.view(s, role);
          const near = Math.min(enemyRoadsToCapital(v, 'loyalists'), enemyRoadsToCapital(v, 'grand-alliance'));
          if (near <= 3 && legal.filter((a) => a.type === 'move').length >= 3) states.push(s);
        },
      },
    );
    expect(states.length).toBeGreaterThanOrEqual(2);
    for (const s of states) {
      const role = M1701.activeRoles(s)[0]!;
      const choose = (st: S1701) =>
        JSON.stringify(
          M1701.bot(
            { ...M1701.view(st, role), botLevel: 'standard' as const },
            role,
            M1701.legalActions(st, role),
            botStream('leak', role, st.version),
          ),
        );
      const mine = choose(s);
      const other = redealt(s, 'x');
      expect(JSON.stringify(other.strategy.pairs)).not.toBe(JSON.stringify(s.strategy.pairs));
      expect(choose(other), `v${s.version}`).toBe(mine);
    }
  });
});
