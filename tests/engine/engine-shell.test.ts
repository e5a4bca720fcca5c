// #21: the engines share one shell from engine/core: every refusal goes through `refuser()` (one code
// + rule shape), and every state copy is core `clone()`. Checked in all four engines, by reading their
// source and by probing them with actions that no longer fit the state.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  IllegalActionError,
  clone,
  playout,
  refuser,
  type BaseState,
  type Refuse,
  type Role,
} from '../../src/engine/core/index.js';
import { GAMES } from '../../src/engine/games.js';
import { getEntry, type GameSlug } from '../../src/lookup/index.js';

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
        re.test(line) && !line.trim().startsWith('//') && !line.trim().startsWith('*')
          ? [`${file}:${i + 1}: ${line.trim()}`]
          : [],
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

  it('clone() with `share` keeps those top-level fields by reference and copies the rest', () => {
    const a = { log: [{ n: 1 }], units: [{ at: 'par' }] };
    const b = clone(a, ['log']);
    expect(b).toEqual(a);
    expect(b.log).toBe(a.log);
    expect(b.units).not.toBe(a.units);
    expect(b.units[0]).not.toBe(a.units[0]);
  });

  it('covers every engine', () => {
    expect(GAMES.map((m) => m.slug).sort()).toEqual(
      readdirSync('src/engine')
        .filter((d) => d !== 'core' && statSync(join('src/engine', d)).isDirectory())
        .sort(),
    );
  });

  for (const { slug: game } of GAMES) {
    it(`${game} runs its game from conductor.ts (activeRoles, legalActions, step)`, async () => {
      const conductor = (await import(`../../src/engine/${game}/conductor.ts`)) as Record<string, unknown>;
      for (const name of ['activeRoles', 'legalActions', 'step'])
        expect(typeof conductor[name], `${game}/conductor.ts exports ${name}`).toBe('function');
    });

    it(`${game} is built by core defineGame(), which writes apply once (#29)`, () => {
      expect(readFileSync(join('src/engine', game, 'index.ts'), 'utf8')).toMatch(/= defineGame</);
      // the shell's parts are nowhere else: the version step, the membership comparison, an event helper
      // of its own, the platform's role as a literal
      expect(offending(game, /\.version \+= 1/)).toEqual([]);
      expect(offending(game, /canonicalJson\(/)).toEqual([]);
      expect(offending(game, /function log\(|\.push\(\{\s*key:/)).toEqual([]);
      expect(offending(game, /['"]system['"]/)).toEqual([]);
    });

    it(`${game} refuses only through refuser()`, () => {
      // A refusal built by hand (IllegalActionError, core `check`) or any error type of the engine's
      // own; `throw new Error(` is a bug, not a refusal. The Diplomacy parser's Failure never leaves
      // parseOrder (it becomes a parse result).
      expect(
        offending(
          game,
          /new IllegalActionError\b|import \{[^}]*\bcheck\b[^}]*\} from|extends Error\b|Object\.assign\(new Error|throw new (?!Error\(|Failure\()/,
        ),
      ).toEqual([]);
      expect(offending(game, /\bconst refuse: Refuse = refuser\(/).length).toBeGreaterThan(0);
    });

    it(`${game} copies state only with core clone()`, () => {
      expect(
        offending(
          game,
          /structuredClone\(|JSON\.parse\(JSON\.stringify|function deepCopy|function clone|cloneState|cloneFor/,
        ),
      ).toEqual([]);
      // the one copy per apply is defineGame's (checked above); a view may copy with core clone() too
    });

    it(`${game}: every refusal met when probing it is a shared IllegalActionError citing a rule /rules shows`, () => {
      // A short random game; at every state, actions taken earlier (by their own role and by another)
      // are tried again: most no longer fit and must be refused the shared way.
      const module = GAMES.find((m) => m.slug === game)!;
      const states: BaseState[] = [];
      const taken: { role: Role; action: unknown }[] = [];
      playout(module, 'shell-probe', game === 'diplomacy' ? { endYear: 1902 } : {}, {
        policy: 'random',
        maxActions: 60,
        onAction: (state, role, action) => {
          states.push(state);
          taken.push({ role, action });
        },
      });
      const roles = module.roles(module.optionsSchema.parse(game === 'diplomacy' ? { endYear: 1902 } : {})) as Role[];
      let refusals = 0;
      const bad: string[] = [];
      for (let i = 1; i < states.length; i++) {
        for (const { role, action } of taken.slice(Math.max(0, i - 4), i)) {
          for (const r of [role, roles[(roles.indexOf(role) + 1) % roles.length]!]) {
            try {
              module.apply(states[i]!, r, action);
            } catch (e) {
              refusals++;
              if (!(e instanceof IllegalActionError)) {
                bad.push(`not a refusal: ${String(e)}`);
                continue;
              }
              const [slug, id] = (e.rule ?? '').split(':') as [GameSlug, string];
              if (slug !== game || !e.code.startsWith(`${game}.error.`) || getEntry(game, id)?.kind !== 'section')
                bad.push(`${e.code} cites '${e.rule}'`);
            }
          }
        }
      }
      expect(bad).toEqual([]);
      expect(refusals).toBeGreaterThan(10);
    });
  }
});
