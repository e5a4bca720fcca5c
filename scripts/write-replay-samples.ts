/**
 * `npx tsx scripts/write-replay-samples.ts [--it] [game…]`: the four sample replays of issue #33 through
 * the router (`/game import`, then `/game replay`), written to docs/maps/replay-<game>.gif, with their
 * sizes and CPU times.
 */
import { writeFileSync } from 'node:fs';
import { benchReplays } from './lib/replay-bench.js';

const args = process.argv.slice(2);
const locale = args.includes('--it') ? 'it' : 'en';
const only = args.filter((a) => !a.startsWith('--'));
for (const r of await benchReplays(locale, only.length ? only : undefined)) {
  const path = `docs/maps/replay-${r.game}${locale === 'it' ? '-it' : ''}.gif`;
  writeFileSync(path, r.file);
  const { file: _f, ...row } = r;
  process.stdout.write(`${JSON.stringify({ ...row, path })}\n`);
}
