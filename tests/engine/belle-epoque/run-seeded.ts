/**
 * The long seeded run outside vitest (same checks as fuzz.test.ts, see seeded.ts), printing one JSON
 * line of statistics. Run: npx tsx tests/engine/belle-epoque/run-seeded.ts <offset> <games>
 * (LEAK_EVERY=n: the hidden-card check after every action of every n-th game, default 0: none).
 */
import { runSeededGames } from './seeded.js';

const [offset, games] = [Number(process.argv[2] ?? 0), Number(process.argv[3] ?? 10)];
try {
  console.log(JSON.stringify(runSeededGames(offset, offset + games, Number(process.env.LEAK_EVERY ?? 0))));
} catch (e) {
  console.error(e instanceof Error ? e.message : e);
  process.exitCode = 1;
}
