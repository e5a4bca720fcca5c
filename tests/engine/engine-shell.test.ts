// #21: the engines share one shell from engine/core: every refusal goes through `refuser()` (one code
// + rule shape), and every state copy is core `clone()`. Checked in the engines that have moved over.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { IllegalActionError, clone, refuser, type Refuse } from '../../src/engine/core/index.js';

const MOVED = ['belle-epoque', 'versailles-1919'];

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? sources(p) : p.endsWith('.ts') ? [p] : [];
  });
}

/** Lines of an engine's source that match `re`, as "file:line: text". */
function offending(game: string, re: RegExp): string[] {
  return sources(join('src/engine', game)).flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, i) =>
        re.test(line) && !line.trim().startsWith('//') ? [`${file}:${i + 1}: ${line.trim()}`] : [],
      ),
  );
}

describe('#21 engine shell', () => {
  it('refuser() builds the code and the rule citation from the slug', () => {
    const refuse: Refuse = refuser('belle-epoque');
    let caught: unknown;
    try {
      refuse('no_fleet', '8.2.2', { territory: 'china' });
    } catch (e) {
      caught = e;
    }
    expect(caught).toBeInstanceOf(IllegalActionError);
    expect(caught).toMatchObject({
      code: 'belle-epoque.error.no_fleet',
      rule: 'belle-epoque:8.2.2',
      params: { territory: 'china' },
    });
  });

  it('clone() copies plain JSON deeply', () => {
    const a = { x: [1, { y: 'z' }], n: null };
    const b = clone(a);
    expect(b).toEqual(a);
    (b.x[1] as { y: string }).y = 'w';
    expect(a.x[1]).toEqual({ y: 'z' });
  });

  for (const game of MOVED) {
    it(`${game} refuses only through refuser()`, () => {
      expect(offending(game, /new IllegalActionError\b/)).toEqual([]);
    });
    it(`${game} copies state only with core clone()`, () => {
      expect(offending(game, /structuredClone\(|JSON\.parse\(JSON\.stringify|function deepCopy|cloneState/)).toEqual(
        [],
      );
    });
  }
});
