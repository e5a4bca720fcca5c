import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { scaled } from '../../helpers/slowness.js';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

function run(input: string) {
  return spawnSync('npx', ['tsx', 'scripts/adjudicate.ts'], {
    cwd: ROOT,
    input,
    encoding: 'utf8',
    timeout: scaled(60_000),
  });
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

  it('answers a document it cannot accept with an error line naming the field, and goes on with the next', () => {
    const bad = JSON.stringify({
      season: 'spring',
      year: 1901,
      phase: 'movement',
      units: [{ power: 'england', type: 'navy', at: 'nth' }],
      orders: [],
    });
    const r = run(`${doc([['ENG: A lon - wal']])}\n${bad}\n{"season": \n\n${doc([['ENG: A lon - yor']])}\n`);
    expect(r.status).toBe(1);
    expect(r.stderr).toBe('');
    const lines = r.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines).toHaveLength(4);
    expect(lines[0].phases[0].results[0].result).toBe('succeeds');
    expect(lines[1]).toEqual({ error: expect.stringMatching(/^units\[0\]\.type: /), line: 2 });
    expect(lines[2]).toEqual({ error: expect.stringMatching(/^not valid JSON/), line: 3 });
    // Line 4 is blank: the fourth document is on line 5.
    expect(lines[3].phases[0].results[0]).toEqual({ order: 'ENG: A lon - yor', result: 'succeeds', reason: '' });
  });

  it('exits 0 when every document was adjudicated', () => {
    expect(run(doc([['ENG: A lon - wal']])).status).toBe(0);
  });

  it('reads unit places, powers and unit types as orders write them (gol, nrg, mid, nat, ENG, F)', () => {
    const named = [
      { power: 'ENG', type: 'F', at: 'nrg' },
      { power: 'England', type: 'fleet', at: 'nat' },
      { power: 'france', type: 'f', at: 'gol' },
      { power: 'FRA', type: 'Fleet', at: 'mid' },
      { power: 'russia', type: 'fleet', at: 'St Petersburg (south coast)' },
      { power: 'france', type: 'A', at: 'Spain' },
    ];
    const ids = [
      { power: 'england', type: 'fleet', at: 'nwg' },
      { power: 'england', type: 'fleet', at: 'nao' },
      { power: 'france', type: 'fleet', at: 'lyo' },
      { power: 'france', type: 'fleet', at: 'mao' },
      { power: 'russia', type: 'fleet', at: 'stp/sc' },
      { power: 'france', type: 'army', at: 'spa' },
    ];
    const orders = [
      [
        'ENG: F nrg - nwy',
        'ENG: F nat - iri',
        'FRA: F gol - wes',
        'FRA: F mid S A spa - por',
        'FRA: A spa - por',
        'RUS: F stp/sc - bot',
      ],
    ];
    const r = run(
      `${doc(orders, { units: named, supplyCenters: { Spain: 'france', 'st petersburg': 'russia' } })}\n${doc(orders, { units: ids, supplyCenters: { spa: 'france', stp: 'russia' } })}\n`,
    );
    expect(r.status).toBe(0);
    const [a, b] = r.stdout.trim().split('\n');
    expect(a).toBe(b);
    const out = JSON.parse(a!);
    expect(out.phases[0].results.every((x: { result: string }) => x.result === 'succeeds')).toBe(true);
    expect(out.phases[0].units).toContainEqual({ power: 'russia', type: 'fleet', at: 'bot' });
  });

  it('refuses places a unit cannot hold, naming the field', () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [
        { power: 'france', type: 'fleet', at: 'spa' },
        /^units\[0\]\.at: a fleet in spa needs its coast \(spa\/nc or spa\/sc\)/,
      ],
      [{ power: 'france', type: 'army', at: 'gol' }, /^units\[0\]\.at: an army cannot stand in a sea zone \(lyo\)/],
      [{ power: 'france', type: 'fleet', at: 'bur' }, /^units\[0\]\.at: a fleet cannot stand inland \(bur\)/],
      [{ power: 'france', type: 'army', at: 'atlantis' }, /^units\[0\]\.at: unknown province "atlantis"/],
      [{ power: 'prussia', type: 'army', at: 'ber' }, /^units\[0\]\.power: unknown power "prussia"/],
    ];
    const r = run(cases.map(([u]) => doc([[]], { units: [u] })).join('\n'));
    const lines = r.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    cases.forEach(([, re], i) => expect(lines[i]).toEqual({ error: expect.stringMatching(re), line: i + 1 }));
  });
});

describe('a document starting in a retreat phase: standoffs and convoyed attackers (R-4, D-4)', () => {
  const retreat = (extra: Record<string, unknown>, orders: string[], edition = 'datc') =>
    JSON.stringify({
      edition,
      season: 'fall',
      year: 1901,
      phase: 'retreat',
      units: [
        { power: 'england', type: 'army', at: 'bel' },
        { power: 'england', type: 'fleet', at: 'eng' },
      ],
      dislodged: [{ power: 'germany', type: 'army', at: 'bel', from: 'pic' }],
      orders: [orders],
      ...extra,
    });
  const resultOf = (line: string) => JSON.parse(line).phases[0].results[0];

  it('no retreat into a province left empty by a standoff; the others stay open', () => {
    const r = run(
      [
        retreat({}, ['Germany: A bel - hol']),
        retreat({ standoffs: ['hol'] }, ['Germany: A bel - hol']),
        retreat({ standoffs: ['Holland'] }, ['Germany: A bel - bur']),
      ].join('\n'),
    );
    expect(r.status).toBe(0);
    const [open, closed, other] = r.stdout.trim().split('\n');
    expect(resultOf(open!).result).toBe('succeeds');
    expect(resultOf(closed!).result).not.toBe('succeeds');
    expect(JSON.parse(closed!).phases[0].units).not.toContainEqual(expect.objectContaining({ power: 'germany' }));
    expect(resultOf(other!).result).toBe('succeeds');
  });

  it("retreat to a convoyed attacker's origin: allowed in the DATC edition, never in the Italian one", () => {
    const dislodged = (viaConvoy: boolean) => [{ power: 'germany', type: 'army', at: 'bel', from: 'pic', viaConvoy }];
    const r = run(
      [
        retreat({ dislodged: dislodged(true) }, ['Germany: A bel - pic']),
        retreat({ dislodged: dislodged(false) }, ['Germany: A bel - pic']),
        retreat({ dislodged: dislodged(true) }, ['Germany: A bel - pic'], 'classic-it'),
      ].join('\n'),
    );
    const [convoyed, overland, italian] = r.stdout.trim().split('\n').map(resultOf);
    expect(convoyed.result).toBe('succeeds');
    expect(overland.result).not.toBe('succeeds');
    expect(italian.result).not.toBe('succeeds');
  });

  it('refuses retreat-phase fields that do not fit the position, and goes on', () => {
    const r = run(
      [
        retreat({ phase: 'movement', season: 'fall' }, []),
        retreat({ standoffs: ['bel'] }, []),
        retreat({ dislodged: [{ power: 'germany', type: 'army', at: 'hol', from: 'bel' }] }, []),
        retreat({}, ['Germany: A bel - hol']),
      ].join('\n'),
    );
    const lines = r.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines[0]).toEqual({ error: expect.stringMatching(/^dislodged: .*retreat phase/), line: 1 });
    expect(lines[1]).toEqual({ error: expect.stringMatching(/^standoffs\[0\]: bel is occupied/), line: 2 });
    expect(lines[2]).toEqual({ error: expect.stringMatching(/^dislodged\[0\]\.at: no unit in hol/), line: 3 });
    expect(lines[3].phases[0].results[0].result).toBe('succeeds');
  });
  it('names the phase field when winter is not the adjustment phase', () => {
    const r = run(doc([[]], { season: 'winter' }));
    expect(r.status).not.toBe(0);
    expect(JSON.parse(r.stdout)).toEqual({ error: 'phase: winter is the adjustment phase, and only winter', line: 1 });
  });
});
