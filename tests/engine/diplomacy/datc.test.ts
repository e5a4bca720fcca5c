import { describe, expect, it } from 'vitest';
import { DATC_CASES } from '../../../src/engine/diplomacy/datc/cases.js';
import { runCase } from '../../../src/engine/diplomacy/datc/harness.js';

/** DATC v3.0 6.A–6.J: every order's outcome, the dislodged units and the resulting position. */
describe('DATC v3.0 under the default edition (datc)', () => {
  for (const c of DATC_CASES) {
    it(`${c.id} ${c.title}`, () => {
      const run = runCase(c, 'datc');
      expect(run.actual.results).toEqual(run.expected.results);
      if (run.expected.dislodged) expect(run.actual.dislodged).toEqual(run.expected.dislodged);
      else if (run.output.phases[0]!.phase === 'movement') expect(run.actual.dislodged).toEqual([]);
      expect(run.actual.units).toEqual(run.expected.units);
    });
  }
});

describe('DATC cases that the Italian edition rules differently (classic-it)', () => {
  for (const c of DATC_CASES.filter((x) => x.classic)) {
    it(`${c.id} ${c.title}`, () => {
      const spec = { ...c, ...c.classic!, dislodged: c.classic!.dislodged, after: c.classic!.after };
      const run = runCase(spec, 'classic-it');
      expect(run.actual.results).toEqual(run.expected.results);
      if (run.expected.dislodged) expect(run.actual.dislodged).toEqual(run.expected.dislodged);
      expect(run.actual.units).toEqual(run.expected.units);
      // and the default edition really gives something else
      const modern = runCase(c, 'datc');
      expect(modern.actual.results.flat().join() + modern.actual.units.join()).not.toEqual(
        run.actual.results.flat().join() + run.actual.units.join(),
      );
    });
  }
});
