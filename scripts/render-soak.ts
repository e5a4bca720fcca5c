/**
 * `npx tsx scripts/render-soak.ts [--renders 5000] [--every 250] [--in-process] [--max-images N] [--max-mb M]`:
 * the render memory soak of `npm run bench` alone (scripts/lib/render-soak.ts). Prints a line per
 * sample (renders, MiB of this process, of the render workers, in all) and one JSON summary last.
 */
import { parseArgs } from 'node:util';
import { renderSoak } from './lib/render-soak.js';

const { values } = parseArgs({
  options: {
    renders: { type: 'string', default: '5000' },
    every: { type: 'string', default: '250' },
    'in-process': { type: 'boolean', default: false },
    'max-images': { type: 'string' },
    'max-mb': { type: 'string' },
  },
});
const r = await renderSoak(Number(values.renders), {
  every: Number(values.every),
  pool: values['in-process']
    ? false
    : {
        maxImages: values['max-images'] ? Number(values['max-images']) : undefined,
        maxRssMb: values['max-mb'] ? Number(values['max-mb']) : undefined,
      },
  onSample: (s) =>
    process.stdout.write(
      `${s.renders} renders: ${s.totalMb} MiB (this process ${s.mainMb}, ${s.workers} worker(s) ${s.workersMb}; ${s.recycled} retired) ${JSON.stringify(s.caches)}\n`,
    ),
});
const { samples: _samples, ...summary } = r;
process.stdout.write(`${JSON.stringify(summary)}\n`);
