import { describe, expect, it } from 'vitest';
import { formatOrder, parseOrder, parseOrders } from '../../../src/engine/diplomacy/parser.js';
import type { Order } from '../../../src/engine/diplomacy/types.js';

const canon = (text: string) => {
  const r = parseOrder(text);
  if (!r.ok) throw new Error(`${text}: ${JSON.stringify(r.error)}`);
  return formatOrder(r.order);
};

/** Groups of spellings (§VII.7, D-18): every spelling must give the same canonical order. */
const GROUPS: [string, string[]][] = [
  [
    'A PAR - BUR',
    [
      'A PAR - BUR',
      'A Par-Bur',
      'Armata Parigi verso Borgogna',
      'a par->bur',
      'a par to bur',
      'army paris -> burgundy',
      'A PARIS-BURGUNDY',
    ],
  ],
  [
    'F NTH C A LON - NWY',
    [
      'F NTH C A LON - NWY',
      'F Nth C A Lon-Nwy',
      'Flotta Mare del Nord trasporta A Londra - Norvegia',
      'F NTH C (Inglese) A LON-NWY',
      'fleet north sea convoys army london to norway',
    ],
  ],
  [
    'A MUN S A BER - SIL',
    [
      'A MUN S A BER - SIL',
      'A Mun S A Ber-Sil',
      'A Monaco appoggia A Berlino - Slesia',
      'a mun supports a ber - sil',
      'A Mun S GERMAN A Ber-Sil',
    ],
  ],
  ['A UKR S F RUM', ['A UKR S F RUM', 'A Ukr S F Rum', 'A Ucraina appoggia F Romania', 'A Ukr S F Rum H']],
  ['A BUR H', ['A BUR H', 'A Bur Holds', 'A Bur Stands', 'A Borgogna sta ferma', 'a bur hold', 'A BUR']],
  [
    'F MAO - SPA (nc)',
    [
      'F MAO - SPA/NC',
      'F Mid-Spa(nc)',
      'F Atlantico Centrale - Spagna costa nord',
      'F mao - spa nc',
      'F mid-atlantic ocean -> spain (north coast)',
      'f mao-spa/nc',
    ],
  ],
  ['A LON - BEL via convoy', ['A LON - BEL VIA CONVOY', 'A Londra - Belgio via mare', 'a lon - bel by convoy']],
  ['F TYS C A SPA - NAP', ['F TYS C A SPA - NAP', 'F Tyr C A Spa-Nap', 'F Mar Tirreno trasporta A Spagna - Napoli']],
  [
    'Build F STP (nc)',
    ['BUILD F STP/NC', 'F StP(nc) B', 'costruisci F San Pietroburgo costa nord', 'b f stp nc', 'F stp/nc build'],
  ],
  ['Remove A GAL', ['REMOVE A GAL', 'A gal remove', 'Remove A Galizia']],
  ['A STP R MOS', ['A StP R Mos', 'A San Pietroburgo ritira in Mosca', 'a stp retreat mos']],
];

describe('the order parser accepts what players type (§VII.7, D-18)', () => {
  for (const [expected, forms] of GROUPS) {
    it(`reads every spelling of ${expected}`, () => {
      for (const f of forms) expect(canon(f), f).toBe(expected);
    });
  }

  it('reads an optional power prefix, full or abbreviated, English or Italian', () => {
    for (const [text, power] of [
      ['England: A nwy S den - swe', 'england'],
      ['ENG: F nth -> pic', 'england'],
      ['Inghilterra: F nth - pic', 'england'],
      ['Germany: Build A ber', 'germany'],
      ['GER: A ber build', 'germany'],
      ['Austria-Hungary: A vie - bud', 'austria'],
      ['turchia: F ank - bla', 'turkey'],
    ] as const) {
      const r = parseOrder(text);
      expect(r.ok && r.power).toBe(power);
    }
  });

  it('keeps the English Channel apart from England', () => {
    const r = parseOrder('F eng - bre');
    expect(r.ok && r.order).toEqual({ type: 'move', unit: 'eng', unitType: 'fleet', to: 'bre' });
  });

  it('settles Tyr by the unit type and Liv by the board (G-3)', () => {
    expect(canon('A Tyr - Mun')).toBe('A TYR - MUN');
    expect(canon('F Tyr - Nap')).toBe('F TYS - NAP');
    expect(canon('F Nap - Tyr')).toBe('F NAP - TYS');
    const board = [{ power: 'russia' as const, type: 'army' as const, at: 'lvn' }];
    const r = parseOrder('A Liv - Mos', { units: board, power: 'russia' });
    expect(r.ok && r.order).toMatchObject({ unit: 'lvn', to: 'mos' });
    expect(canon('A Liv - Yor')).toBe('A LVP - YOR');
  });

  it('accepts waive, disband and support without the supported unit type', () => {
    expect(parseOrder('Italy: waive')).toMatchObject({ ok: true, power: 'italy', order: { type: 'waive' } });
    expect(parseOrder('F nth D')).toMatchObject({ ok: true, order: { type: 'disband', unit: 'nth' } });
    const r = parseOrder('A nwy S den - swe');
    expect(r.ok && (r.order as Extract<Order, { type: 'support' }>).targetType).toBeUndefined();
  });

  it('splits a message into orders on new lines, semicolons and commas', () => {
    const rs = parseOrders('A par - bur\nF bre - mao; A mar S A par - bur, F lon H');
    expect(rs.map((r) => (r.ok ? formatOrder(r.order) : 'x'))).toEqual([
      'A PAR - BUR',
      'F BRE - MAO',
      'A MAR S A PAR - BUR',
      'F LON H',
    ]);
  });

  it('names the word it stumbled on and suggests the closest province', () => {
    const r = parseOrder('A par - burgandy');
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe('diplomacy.parse.unknown_province');
      expect(r.error.word).toBe('burgandy');
      expect(r.error.suggestion).toBe('bur');
    }
    const n = parseOrder('F nor - nwg');
    expect(n.ok === false && n.error.suggestion).toContain('nwy');
    const w = parseOrder('A par flies bur');
    expect(w.ok === false && w.error).toMatchObject({ code: 'diplomacy.parse.unknown_word', word: 'flies' });
    const p = parseOrder('Narnia: A par - bur');
    expect(p.ok === false && p.error).toMatchObject({ code: 'diplomacy.parse.unknown_power', word: 'narnia' });
    const e = parseOrder('A par - bur bur');
    expect(e.ok === false && e.error).toMatchObject({ code: 'diplomacy.parse.unexpected_word', word: 'bur' });
  });

  it('refuses a word with two readings and lists the readings the unit could mean (§VII.4)', () => {
    const board = [{ power: 'england' as const, type: 'fleet' as const, at: 'edi' }];
    const r = parseOrder('F Edi - Nor', { units: board });
    expect(r.ok === false && r.error).toMatchObject({
      code: 'diplomacy.parse.ambiguous',
      word: 'nor',
      choices: ['nth', 'nwg'],
    });
    const bare = parseOrder('F Lon - Nor');
    expect(bare.ok === false && bare.error.choices).toEqual(['nth', 'nwg', 'nwy', 'nao', 'naf']);
  });

  it('reads a move as a retreat in the retreat phase and a disband as a removal in winter', () => {
    const board = [{ power: 'england' as const, type: 'army' as const, at: 'yor' }];
    expect(parseOrder('A Yor - Lvp', { units: board, phase: 'retreat' })).toMatchObject({
      ok: true,
      order: { type: 'retreat', unit: 'yor', to: 'lvp' },
    });
    expect(parseOrder('A Yor - Lvp', { units: board })).toMatchObject({ ok: true, order: { type: 'move' } });
    expect(parseOrder('Disband A Yor', { phase: 'adjustment' })).toMatchObject({ ok: true, order: { type: 'remove' } });
  });

  it("reads several orders on one line and names each one's words", () => {
    const rs = parseOrders('FRANCE: A Bur Holds. GERMANY: A Mun-Bur, A Kie S AUSTRIAN A Boh-Mun');
    expect(rs.map((r) => r.ok && [r.power, formatOrder(r.order)])).toEqual([
      ['france', 'A BUR H'],
      ['germany', 'A MUN - BUR'],
      ['germany', 'A KIE S A BOH - MUN'],
    ]);
    expect(rs[0]!.text).toBe('a bur holds');
    expect(parseOrder('F Lon - Nth F Edi - Nwg')).toMatchObject({
      ok: false,
      error: { code: 'diplomacy.parse.unexpected_word', word: 'f' },
    });
  });

  it('formats orders with full English or Italian names', () => {
    const r = parseOrder('F mao - spa/nc');
    expect(r.ok && formatOrder(r.order, 'en')).toBe('F Mid-Atlantic Ocean - Spain (nc)');
    expect(r.ok && formatOrder(r.order, 'it')).toBe('F Atlantico Centrale - Spagna (nc)');
  });
});
