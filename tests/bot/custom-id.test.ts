import { describe, expect, it } from 'vitest';
import {
  customIdForLog,
  customIds,
  decodeCustomId,
  decodeGameCustomId,
  encodeGameCustomId,
  historyPageCustomId,
  parseHistoryPageCustomId,
  parseRuleCustomId,
  ruleCustomId,
} from '../../src/bot/custom-id.js';

describe('the one custom-id codec', () => {
  it('reads back what it writes, for a version and for a phase key', () => {
    const vr = customIds('vr');
    const id = vr.id('abc123', 7, 'do:place');
    expect(id).toBe('vr:abc123:7:do:place');
    expect(vr.parse(id)).toMatchObject({ gameId: 'abc123', version: 7, verb: 'do', args: ['place'], key: 'do:place' });
    const dip = encodeGameCustomId('dip', 'abc123', '1901sm', 'o:england:lon:move');
    expect(decodeGameCustomId(dip, 'dip')).toMatchObject({
      stamp: '1901sm',
      verb: 'o',
      args: ['england', 'lon', 'move'],
    });
  });

  it('refuses another prefix, a bad game id and a phase key where a version is due', () => {
    expect(customIds('vr').parse('s17:abc:1:menu')).toBeNull();
    expect(decodeGameCustomId('dip:ABC!:1901sm:m', 'dip')).toBeNull();
    expect(customIds('lbe').parse('lbe:abc:1901sm:menu')).toBeNull();
    expect(decodeGameCustomId('dip:abc', 'dip')).toBeNull();
  });

  it('throws instead of cutting an id longer than Discord takes', () => {
    expect(() => encodeGameCustomId('dip', 'abc', 1, 'x'.repeat(100))).toThrow(/over 100/);
  });

  it('routes by prefix and logs no more than prefix, game and stamp', () => {
    expect(decodeCustomId('lbe:abc:3:pick:france').prefix).toBe('lbe');
    expect(customIdForLog('dip:abc:1901sm:o:england:lon:move')).toBe('dip:abc:1901sm');
  });

  it('names a rule entry and a history page', () => {
    expect(parseRuleCustomId(ruleCustomId('diplomacy', '4.11'))).toEqual({ game: 'diplomacy', section: '4.11' });
    expect(parseHistoryPageCustomId(historyPageCustomId('abc', 3))).toEqual({ gameId: 'abc', page: 3 });
    expect(parseHistoryPageCustomId('h:abc:x')).toBeNull();
  });
});
