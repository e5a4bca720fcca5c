/**
 * The long seeded run outside vitest (same checks as fuzz.test.ts, see seeded.ts), printing one JSON
 * line of statistics. Run: npx tsx tests/engine/succession-1701/run-seeded.ts <offset> <games>
 * (LEAK_EVERY=n: the hidden-card check in every n-th game, default 8, 0 for none).
 */
import { runSeededGames } from './seeded.js';

const [offset, games] = [Number(process.argv[2] ?? 0), Number(process.argv[3] ?? 10)];
try {
  console.log(JSON.stringify(runSeededGames(offset, games, Number(process.env.LEAK_EVERY ?? 8))));
} catch (e) {
  console.error(e instanceof Error ? e.message : e);
  process.exitCode = 1;
}
