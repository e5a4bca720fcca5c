/**
 * Balance probe for the reconstructed 1701 data: bot-vs-bot games (same seeds as run-seeded.ts), without
 * the replay and invariant checks, printing side win rates and the share of games ended by Paris's fall.
 * Run: nice -n 10 npx tsx tests/engine/succession-1701/balance-probe.ts <offset> <games>
 * (for the acceptance numbers use run-seeded.ts, which also checks replays and invariants).
 * PROGRESS=n prints the running figures to stderr every n games (a long run on a busy machine).
 */
import { playout } from '../../../src/engine/core/index.js';
import { succession1701 as m, type Succession1701State as S } from '../../../src/engine/succession-1701/index.js';

const [offset, games] = [Number(process.argv[2] ?? 0), Number(process.argv[3] ?? 10)];
const by: Record<string, number> = {};
const side: Record<string, number> = { loyalists: 0, 'grand-alliance': 0, draw: 0 };
const every = Number(process.env.PROGRESS ?? 0);
const pct = (n: number, of = games) => Math.round((1000 * n) / of) / 10;
let paris = 0;
let wien = 0;
const t0 = Date.now();
for (let i = offset; i < offset + games; i++) {
  const rep = playout(m, `fuzz-${i}`, {}, { maxActions: 40_000 });
  const r = rep.result!;
  const w = r.winners.join('+') || 'draw';
  side[w] = (side[w] ?? 0) + 1;
  const key = `${w} by ${r.reason.split('.').pop()}`;
  by[key] = (by[key] ?? 0) + 1;
  const s = rep.state as S;
  if (r.reason.endsWith('sudden_death')) {
    if (w === 'grand-alliance') paris++;
    else wien++;
  }
  void s;
  const done = i - offset + 1;
  if (every > 0 && done % every === 0 && done < games)
    console.error(
      JSON.stringify({
        done,
        loyalists: pct(side.loyalists!, done),
        grandAlliance: pct(side['grand-alliance']!, done),
        draws: pct(side.draw!, done),
        parisFell: pct(paris, done),
        wienFell: pct(wien, done),
        secondsPerGame: (Date.now() - t0) / 1000 / done,
      }),
    );
}
console.log(
  JSON.stringify({
    offset,
    games,
    loyalists: pct(side.loyalists!),
    grandAlliance: pct(side['grand-alliance']!),
    draws: pct(side.draw!),
    parisFell: pct(paris),
    wienFell: pct(wien),
    by,
    secondsPerGame: (Date.now() - t0) / 1000 / games,
  }),
);
