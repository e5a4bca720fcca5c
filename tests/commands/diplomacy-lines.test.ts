import { describe, expect, it } from 'vitest';
import { endReason } from '../../src/commands/diplomacy.js';
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

  it('the end line says why the winner won: the largest when the agreed last year came (§III)', () => {
    const r = {
      winners: ['france'],
      scores: { france: 12, england: 9 },
      reason: 'diplomacy.end.time_limit',
      details: { year: 1905, metric: 'centres' },
    };
    expect(endReason('en', r)).toBe(
      'The agreed last year (1905) is over, and the largest power then wins: 12 supply centres (§III).',
    );
    expect(endReason('it', r)).toContain('12 centri (§III)');
    expect(endReason('en', { winners: ['france'], reason: 'diplomacy.end.solo' })).toBe(
      'Solo victory: a power controls Europe.',
    );
  });
});
