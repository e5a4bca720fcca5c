import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

function run(input: string) {
  return spawnSync('npx', ['tsx', 'scripts/adjudicate.ts'], { cwd: ROOT, input, encoding: 'utf8', timeout: 60_000 });
}

const doc = (orders: string[][], extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    season: 'spring',
    year: 1901,
    phase: 'movement',
    units: [
      { power: 'england', type: 'fleet', at: 'nth' },
      { power: 'england', type: 'army', at: 'lon' },
      { power: 'france', type: 'fleet', at: 'eng' },
    ],
    orders,
    ...extra,
  });

describe('npm run adjudicate (scripts/adjudicate.ts) through a child process', () => {
  it('answers one line per JSON Lines document, in order', () => {
    const input = [
      doc([['England: F nth C A lon - bel', 'ENG: A lon -> bel', 'France: F eng - nth']]),
      doc([['ENG: A lon - wal']]),
      doc([['England: F nth - eng', 'England: F lon S F nth - eng', 'France: F eng H'], ['France: F eng - iri']], {
        units: [
          { power: 'england', type: 'fleet', at: 'nth' },
          { power: 'england', type: 'fleet', at: 'lon' },
          { power: 'france', type: 'fleet', at: 'eng' },
        ],
      }),
    ].join('\n');
    const r = run(`${input}\n`);
    expect(r.status).toBe(0);
    const lines = r.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines).toHaveLength(3);
    expect(lines[0].phases[0].results.map((x: { result: string }) => x.result)).toEqual([
      'succeeds',
      'succeeds',
      'fails',
    ]);
    expect(lines[0].phases[0].units).toContainEqual({ power: 'england', type: 'army', at: 'bel' });
    expect(lines[1].phases[0].results[0]).toEqual({ order: 'ENG: A lon - wal', result: 'succeeds', reason: '' });
    const [move, retreat] = lines[2].phases;
    expect(move.dislodged).toEqual([
      { power: 'france', type: 'fleet', at: 'eng', from: 'nth', retreats: expect.arrayContaining(['iri']) },
    ]);
    expect(retreat.phase).toBe('retreat');
    expect(retreat.results[0].result).toBe('succeeds');
    expect(retreat.units).toContainEqual({ power: 'france', type: 'fleet', at: 'iri' });
  });

  it('rejects a malformed document with a non-zero exit and one line naming the field', () => {
    const r = run(
      `${doc([[]])}\n${JSON.stringify({ season: 'spring', year: 1901, phase: 'movement', units: [{ power: 'england', type: 'navy', at: 'nth' }], orders: [] })}\n`,
    );
    expect(r.status).not.toBe(0);
    expect(r.stdout.trim().split('\n')).toHaveLength(1);
    const err = r.stderr.trim().split('\n');
    expect(err).toHaveLength(1);
    expect(err[0]).toContain('units[0].type');
  });

  it('names the phase field when winter is not the adjustment phase', () => {
    const r = run(doc([[]], { season: 'winter' }));
    expect(r.status).not.toBe(0);
    expect(r.stderr).toContain('phase');
  });
});
