import { describe, expect, it } from 'vitest';
import { LBE_TEXT } from '../../src/commands/belle-epoque/text.js';
import { DIP_TEXT } from '../../src/commands/diplomacy/text.js';
import { clearTextProblems, commandTexts, textProblems } from '../../src/commands/kit/texts.js';
import { S1701_TEXT } from '../../src/commands/succession-1701/text.js';
import { VR_TEXT } from '../../src/commands/versailles-1919/text.js';

/** Every string of a text tree by dotted path. */
function leaves(tree: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof tree === 'string') out.set(prefix, tree);
  else if (tree && typeof tree === 'object')
    for (const [k, v] of Object.entries(tree))
      for (const [p, s] of leaves(v, prefix ? `${prefix}.${k}` : k)) out.set(p, s);
  return out;
}
const placeholders = (s: string) => [...s.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('the game commands speak through i18next, in English and Italian', () => {
  const trees = {
    'belle-epoque': LBE_TEXT,
    diplomacy: DIP_TEXT,
    'succession-1701': S1701_TEXT,
    'versailles-1919': VR_TEXT,
  };
  for (const [game, tree] of Object.entries(trees)) {
    it(`${game}: every English text has an Italian one with the same placeholders, and back`, () => {
      const en = leaves(tree.en);
      const it = leaves(tree.it);
      const missing = [...en.keys()].filter((k) => !it.has(k));
      const extra = [...it.keys()].filter((k) => !en.has(k));
      expect(missing, 'English texts without an Italian one').toEqual([]);
      expect(extra, 'Italian texts without an English one').toEqual([]);
      const differ = [...en].filter(
        ([k, v]) => it.has(k) && placeholders(v).join() !== placeholders(it.get(k)!).join(),
      );
      expect(
        differ.map(([k]) => `${k}: ${placeholders(en.get(k)!)} / ${placeholders(it.get(k)!)}`),
        'placeholders differ',
      ).toEqual([]);
    });
  }

  it('writes down a missing key and an unfilled placeholder (what the text audit fails on)', () => {
    clearTextProblems();
    const t = commandTexts('ui-test', { en: { a: 'hello {{name}}', b: 'only English' }, it: { a: 'ciao {{name}}' } });
    expect(t('it', 'a', { name: 'Bea' })).toBe('ciao Bea');
    expect(t('it', 'b')).toBe('only English');
    expect(textProblems()).toEqual([]);
    expect(t('en', 'a')).toBe('hello ');
    expect(t('it', 'nope')).toBe('nope');
    expect(textProblems()).toEqual([
      { ns: 'ui-test', key: 'a', locale: 'en', param: 'name' },
      { ns: 'ui-test', key: 'nope', locale: 'it', param: null },
    ]);
    clearTextProblems();
  });
});
