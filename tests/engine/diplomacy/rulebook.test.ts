import { describe, expect, it } from 'vitest';
import { adjudicate } from '../../../src/engine/diplomacy/adjudicate.js';
import { STARTING_UNITS } from '../../../src/engine/diplomacy/data/map.js';
import { RULEBOOK_CASES } from './fixtures/rulebook-cases.js';
import { runCase, unitFromText, unitText } from '../../../src/engine/diplomacy/datc/harness.js';

describe("the rulebook's examples", () => {
  for (const c of RULEBOOK_CASES) {
    it(`${c.id} ${c.title}`, () => {
      const run = runCase(c, 'datc');
      expect(run.actual.results).toEqual(run.expected.results);
      expect(run.actual.dislodged).toEqual(run.expected.dislodged ?? []);
      expect(run.actual.units).toEqual(run.expected.units);
    });
    if (c.classic) {
      it(`${c.id} ${c.title} (classic-it)`, () => {
        const run = runCase({ ...c, ...c.classic! }, 'classic-it');
        expect(run.actual.results).toEqual(run.expected.results);
        expect(run.actual.dislodged).toEqual(run.expected.dislodged ?? []);
        expect(run.actual.units).toEqual(run.expected.units);
      });
    }
  }
});

/** The commented sample game (SG S1901–F1902), played from the standard opening. */
const SAMPLE: [string, string[]][] = [
  [
    'S1901',
    [
      'ENG: A Lvp-Yor | succeeds',
      'ENG: F Lon-Nth | succeeds',
      'ENG: F Edi-Nrg | succeeds',
      'GER: A Ber-Kie | succeeds',
      'GER: A Mun-Ruh | succeeds',
      'GER: F Kie-Den | succeeds',
      'RUS: A Mos-Ukr | succeeds',
      'RUS: A War-Gal | fails',
      'RUS: F StP(sc)-Bot | succeeds',
      'RUS: F Sev-Bla | fails',
      'TUR: A Con-Bul | succeeds',
      'TUR: A Smy-Con | succeeds',
      'TUR: F Ank-Bla | fails',
      'AUS: A Vie-Tri | succeeds',
      'AUS: A Bud-Gal | fails',
      'AUS: F Tri-Alb | succeeds',
      'ITA: A Ven-Pie | succeeds',
      'ITA: A Rom-Ven | succeeds',
      'ITA: F Nap-Ion | succeeds',
      'FRA: A Par-Bur | succeeds',
      'FRA: A Mar-Spa | succeeds',
      'FRA: F Bre-Pic | succeeds',
    ],
  ],
  [
    'F1901',
    [
      'ENG: A Yor-Nwy | succeeds',
      'ENG: F Nth C A Yor-Nwy | succeeds',
      'ENG: F Nrg-Bar | succeeds',
      'GER: A Kie-Hol | succeeds',
      'GER: A Ruh-Bel | fails',
      'GER: F Den Holds | succeeds',
      'RUS: A Ukr S F Sev-Rum | succeeds',
      'RUS: A War-Gal | succeeds',
      'RUS: F Bot-Swe | succeeds',
      'RUS: F Sev-Rum | succeeds',
      'TUR: A Bul-Ser | fails',
      'TUR: A Con-Bul | fails',
      'TUR: F Ank-Bla | succeeds',
      'AUS: A Tri Holds | succeeds',
      'AUS: A Bud-Ser | fails',
      'AUS: F Alb-Gre | succeeds',
      'ITA: A Ven Holds | succeeds',
      'ITA: A Pie-Mar | fails',
      'ITA: F Ion-Tun | succeeds',
      'FRA: A Bur-Mar | fails',
      'FRA: A Spa-Por | succeeds',
      'FRA: F Pic-Bel | fails',
    ],
  ],
  [
    'W1901',
    [
      'England: Build F Edi | succeeds',
      'Germany: Build F Kie | succeeds',
      'Germany: Build A Mun | succeeds',
      'Russia: Build A StP | succeeds',
      'Russia: Build A Sev | succeeds',
      'Turkey: Build A Smy | succeeds',
      'Austria: Build A Vie | succeeds',
      'Italy: Build F Nap | succeeds',
      'France: Build F Mar | succeeds',
    ],
  ],
  [
    'S1902',
    [
      'GER: A Hol-Bel | succeeds',
      'GER: A Ruh S A Hol-Bel | succeeds',
      'GER: A Mun-Bur | fails',
      'GER: F Den Holds | succeeds',
      'GER: F Kie-Hol | succeeds',
      'RUS: A Ukr S F Rum | succeeds',
      'RUS: A Gal-Bud | fails',
      'RUS: A StP-Nwy | fails',
      'RUS: A Sev S F Rum | succeeds',
      'RUS: F Swe S A StP-Nwy | succeeds',
      'RUS: F Rum Holds | succeeds',
      'TUR: A Bul-Rum | fails',
      'TUR: A Con-Bul | fails',
      'TUR: A Smy-Arm | succeeds',
      'TUR: F Bla S A Bul-Rum | succeeds',
      'AUS: A Tri-Bud | fails',
      'AUS: A Vie-Bud | fails',
      'AUS: A Bud-Ser | succeeds',
      'AUS: F Gre Holds | succeeds',
      'ITA: A Ven Holds | succeeds',
      'ITA: A Pie-Mar | fails',
      'ITA: F Tun-Wes | succeeds',
      'ITA: F Nap-Tyr | succeeds',
      'FRA: A Bur S F Pic-Bel | fails',
      'FRA: A Por-Spa | succeeds',
      'FRA: F Pic-Bel | fails',
      'FRA: F Mar Holds | succeeds',
      'ENG: A Nwy-StP | fails',
      'ENG: F Nth-Nwy | fails',
      'ENG: F Bar S A Nwy-StP | succeeds',
      'ENG: F Edi-Nth | fails',
    ],
  ],
  [
    'F1902',
    [
      'GER: A Ruh-Bur | succeeds',
      'GER: A Mun S A Ruh-Bur | succeeds',
      'GER: A Bel S A Ruh-Bur | succeeds',
      'GER: F Den-Swe | fails',
      'GER: F Hol S A Bel | succeeds',
      'RUS: A StP-Nwy | fails',
      'RUS: F Swe S A StP-Nwy | fails',
      'RUS: F Rum S A Sev | fails',
      'RUS: A Sev S F Rum | fails',
      'RUS: A Gal S F Rum | fails',
      'RUS: A Ukr S A Sev | succeeds',
      'TUR: A Bul-Rum | succeeds',
      'TUR: A Con-Bul | succeeds',
      'TUR: A Arm-Sev | fails',
      'TUR: F Bla S A Bul-Rum | succeeds',
      'AUS: A Vie-Gal | fails',
      'AUS: A Tri-Bud | succeeds',
      'AUS: A Ser S Turk. A Bul-Rum | succeeds',
      'AUS: F Gre Holds | succeeds',
      'ITA: A Ven-Pie | fails',
      'ITA: A Pie-Mar | fails',
      'ITA: F Wes-Mid | succeeds',
      'ITA: F Tyr-Lyo | succeeds',
      'FRA: A Bur-Bel | fails',
      'FRA: F Pic S A Bur-Bel | succeeds',
      'FRA: A Spa S F Mar | succeeds',
      'FRA: F Mar S A Spa | fails',
      'ENG: A Nwy-StP | succeeds',
      'ENG: F Bar S A Nwy-StP | succeeds',
      'ENG: F Nth-Nwy | succeeds',
      'ENG: F Edi-Nth | succeeds',
    ],
  ],
  ['F1902 retreats', ['RUS: A StP-Mos | succeeds', 'FRA: A Bur-Gas | succeeds']],
  [
    'W1902',
    [
      'Germany: Build F Kie | succeeds',
      'Russia: Remove A Gal | succeeds',
      'Turkey: Build F Smy | succeeds',
      'Austria: Build A Tri | succeeds',
      'France: Build A Par | succeeds',
      'England: Build F Lon | succeeds',
    ],
  ],
];

describe('the sample game of the rulebook (SG S1901–W1902)', () => {
  const out = adjudicate({
    season: 'spring',
    year: 1901,
    phase: 'movement',
    units: [...STARTING_UNITS],
    orders: SAMPLE.map(([, lines]) => lines.map((l) => l.split('|')[0]!.trim())),
  });
  SAMPLE.forEach(([name, lines], i) => {
    it(`${name}: every order as the commentary says`, () => {
      expect(out.phases[i]!.results.map((r) => `${r.order} | ${r.result}`)).toEqual(
        lines.map((l) => l.replace(/\s*\|\s*/, ' | ')),
      );
    });
  });
  it('F1902: the fleet in Rumania is destroyed, St Petersburg and Burgundy retreat', () => {
    const f1902 = out.phases[4]!;
    expect(f1902.dislodged.map(unitText).sort()).toEqual(['france: A bur', 'russia: A stp', 'russia: F rum']);
    expect(f1902.dislodged.find((d) => d.at === 'rum')!.retreats).toEqual([]);
  });
  it('ends 1902 with the centre counts and units of the commentary', () => {
    const last = out.phases[out.phases.length - 1]!;
    const count = (p: string) => Object.values(last.supplyCenters).filter((x) => x === p).length;
    expect({
      eng: count('england'),
      ger: count('germany'),
      rus: count('russia'),
      tur: count('turkey'),
      aus: count('austria'),
      ita: count('italy'),
      fra: count('france'),
    }).toEqual({ eng: 5, ger: 6, rus: 4, tur: 5, aus: 5, ita: 4, fra: 5 });
    expect(last.supplyCenters.spa).toBe('france');
    for (const p of ['england', 'germany', 'russia', 'turkey', 'austria', 'italy', 'france']) {
      expect(last.units.filter((u) => u.power === p).length).toBe(count(p));
    }
    expect(last.units.map(unitText)).toContain(unitText(unitFromText('England: F lon')));
  });
});
