import { describe, expect, it } from 'vitest';
import { playout, replay, stateHash } from '../../../src/engine/core/index.js';
import { belleEpoque } from '../../../src/engine/belle-epoque/index.js';
import type { BelleState } from '../../../src/engine/belle-epoque/rules/types.js';
import { scaled } from '../../helpers/slowness.js';

/**
 * Seeded games with Non-Player Powers: the human seats are played by the bot (or random legal play), the
 * NP Powers by chapter 13. Every game ends (solo games with a 13.10 level), invariants hold, NP roles are
 * never asked to act, and replaying the log gives the live state. NP_FUZZ_GAMES=1000 for a long run.
 */
const GAMES = Number(process.env.NP_FUZZ_GAMES ?? 50);

describe(`non-player fuzz: ${GAMES} seeded games`, () => {
  it(
    'solo and short-handed games end, replay equal, and never wait on an NP Power',
    () => {
      const levels: Record<string, number> = {};
      for (let i = 0; i < GAMES; i++) {
        const seed = `np-${i}`;
        const options =
          i % 5 === 4
            ? { players: 2, npPowers: i % 2 ? ['france', 'russia'] : ['great-britain', 'central-empires'] }
            : { players: 1, promoIntrigue: i % 3 === 1 };
        const report = playout(belleEpoque, seed, options, {
          policy: i % 4 === 3 ? 'random' : 'bot',
          invariants: true,
          maxActions: 20_000,
          onAction: (st) => {
            const s = st as BelleState;
            for (const r of belleEpoque.activeRoles(s))
              if (s.np?.powers.includes(r as never)) throw new Error(`${seed}: NP ${r} asked to act at v${s.version}`);
            // 13.4: an NP's hand is face down; no view but its own (and NP roles have no seat) names its cards
            if (i % 10 === 0 && s.np) {
              const seen = JSON.stringify(belleEpoque.view(s, s.seats[0].powers[0]));
              for (const p of s.np.powers)
                for (const c of [...s.powers[p].intrigueHand, ...s.powers[p].nationalHand])
                  if (seen.includes(`"${c}"`)) throw new Error(`${seed}: NP ${p}'s card ${c} leaks`);
            }
          },
        });
        expect(report.stuck, `${seed} stuck`).toBe(false);
        expect(report.result, `${seed} has no result`).not.toBeNull();
        const details = report.result!.details as Record<string, unknown>;
        if (options.players === 1) {
          expect(typeof details.victoryLevel, seed).toBe('string');
          // 13.10: a Non-Player Power never scores, and the end names the solo level, not a winner
          const end = report.state as BelleState;
          for (const p of end.np!.powers) expect(end.powers[p].vp, `${seed}: NP ${p} scored`).toBe(0);
          const setup = { kind: 'belle-epoque', seed, options, engineVersion: belleEpoque.engineVersion };
          const last = report.records.at(-1)!;
          const before = replay(belleEpoque, setup, report.records.slice(0, -1));
          const keys = belleEpoque
            .apply(before as BelleState, last.role, last.action as never)
            .events.map((e) => e.key);
          expect(keys, seed).toContain('belle-epoque.log.game_over_solo');
          expect(keys, seed).not.toContain('belle-epoque.log.game_over');
          levels[details.victoryLevel as string] = (levels[details.victoryLevel as string] ?? 0) + 1;
        }
        const replayed = replay(
          belleEpoque,
          { kind: 'belle-epoque', seed, options, engineVersion: belleEpoque.engineVersion },
          report.records,
        );
        expect(stateHash(replayed), `${seed} replay`).toBe(report.hash);
      }
      console.log(`belle-epoque NP fuzz: ${GAMES} games, solo levels ${JSON.stringify(levels)}`);
    },
    scaled(600_000),
  );
});
