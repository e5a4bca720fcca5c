import { describe, expect, it } from 'vitest';
import { resultsEmbed } from '../../src/commands/diplomacy/present.js';
import type { PhaseRecord } from '../../src/engine/diplomacy/index.js';

const record = (phase: PhaseRecord['phase']): PhaseRecord => ({
  season: 'fall',
  year: 1901,
  phase,
  unitsBefore: [{ power: 'russia', type: 'fleet', at: 'sev' }],
  orders: [],
  unitsAfter: [],
  dislodged: [],
  lost: [{ power: 'russia', type: 'fleet', at: 'sev' }],
  supplyCenters: {},
});

describe('Diplomacy lines say what happened (#30)', () => {
  it('a unit lost in the retreats reads with a verb and the reason, in English and Italian', () => {
    const lost = (locale: 'en' | 'it', phase: PhaseRecord['phase']) =>
      resultsEmbed(locale, { powers: ['russia'] }, record(phase), 0).fields!.find((f) => f.value.includes('SEV'))!
        .value;
    expect(lost('en', 'retreat')).toBe('Russia: F SEV is disbanded (§XI)');
    expect(lost('en', 'movement')).toBe('Russia: F SEV is disbanded: it had nowhere to retreat (§XI)');
    expect(lost('en', 'adjustment')).toBe('Russia: F SEV is removed (§XIII.2)');
    expect(lost('it', 'retreat')).toBe("Russia: l'unità F SEV viene sciolta (§XI)");
  });
});
