/**
 * `npx tsx scripts/versailles-solo.ts --games 100 --level standard --seed solo [--from 0]`: the
 * Versailles 1919 solo game (6.2) played by the bot at a level for the human's seat, seeded; prints
 * each game's VP and how it ended, then the share reaching the 20 VP target with its 95% interval,
 * the VP distribution and the CPU per decision. The same seed always gives the same games.
 */
import { parseArgs } from 'node:util';
import { botStream } from '../src/engine/core/index.js';
import { versailles1919 as m } from '../src/engine/versailles-1919/index.js';
import type { VState } from '../src/engine/versailles-1919/state.js';
import { formatInterval, meanInterval, wilson } from './lib/stats.js';

const { values } = parseArgs({
  options: {
    games: { type: 'string', default: '100' },
    level: { type: 'string', default: 'standard' },
    seed: { type: 'string', default: 'solo' },
    from: { type: 'string', default: '0' },
    target: { type: 'string', default: '20' },
  },
});
const games = Number(values.games);
const from = Number(values.from);
const target = Number(values.target);
const vps: number[] = [];
const cpu: number[] = [];
for (let g = from; g < from + games; g++) {
  const seed = `${values.seed}-${g}`;
  let s = m.setup(seed, m.optionsSchema.parse({ players: 1, botLevel: values.level })) as VState;
  let decisions = 0;
  while (!m.result(s)) {
    const legal = m.legalActions(s, 'solo');
    const t0 = process.cpuUsage();
    const a = m.bot(m.view(s, 'solo'), 'solo', legal, botStream(seed, 'solo', s.version));
    const u = process.cpuUsage(t0);
    cpu.push((u.user + u.system) / 1000);
    s = m.apply(s, 'solo', a).state;
    decisions++;
  }
  vps.push(s.solo!.vp);
  process.stdout.write(
    `${seed}: ${s.solo!.vp} VP, ended by ${s.ended!.reason} at turn ${s.turnNo}, ${decisions} decisions\n`,
  );
}
const reached = vps.filter((v) => v >= target).length;
const sortedCpu = [...cpu].sort((a, b) => a - b);
const q = (p: number) => sortedCpu[Math.min(sortedCpu.length - 1, Math.floor(p * sortedCpu.length))] ?? 0;
const sortedVp = [...vps].sort((a, b) => a - b);
process.stdout.write(
  `\n${values.level}: ${reached} of ${games} games reach ${target} VP (${formatInterval(wilson(reached, games), 1, true)}); mean VP ${formatInterval(meanInterval(vps), 1)}, median ${sortedVp[Math.floor((games - 1) / 2)]}, max ${sortedVp[games - 1]}; CPU per decision p50 ${q(0.5).toFixed(1)} ms, p95 ${q(0.95).toFixed(1)} ms\n`,
);
process.stdout.write(
  `${JSON.stringify({ level: values.level, seed: values.seed, from, games, target, reached, vps })}\n`,
);
