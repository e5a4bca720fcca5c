import { describe, expect, it } from 'vitest';
import { actionText, namingContext } from '../../src/commands/succession-1701/present.js';
import { Texts } from '../../src/bot/i18n/index.js';
import { GAMES } from '../../src/engine/games.js';
import { CARD } from '../../src/engine/succession-1701/data/index.js';
import { succession1701 as m, type Succession1701State as S } from '../../src/engine/succession-1701/index.js';
import { ruleEntries } from '../../src/engine/succession-1701/data/rules/sections.js';
import { RULE_OF } from '../../src/commands/succession-1701.js';
import { botStream } from '../../src/engine/core/rng.js';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Text glitches players saw in 1701 (#19): a plural after "1", a defence with a dangling blank, a
 * retreat without "to", a red card the log never mentioned, and refusals that all cited §9.
 */
const texts = new Texts(GAMES);
const ctxFor = (locale: 'en' | 'it') => namingContext({ locale, t: texts.forLocale(locale) }, null);
const say = (locale: 'en' | 'it', a: Parameters<typeof actionText>[2]) =>
  actionText(ctxFor(locale), null, a, 'loyalists');

describe('1701 action texts', () => {
  it('one brigade is singular, more are plural (en, it)', () => {
    const one = { type: 'disband_brigades', army: 'army-1', state: 'BAYERN', brigades: 1 } as const;
    expect(say('en', one)).toMatch(/^Send 1 Bayern brigade of /);
    expect(say('it', one)).toMatch(/^Congeda 1 brigata /);
    expect(say('en', { ...one, brigades: 3 })).toMatch(/^Send 3 Bayern brigades of /);
    expect(say('it', { ...one, brigades: 3 })).toMatch(/^Congeda 3 brigate /);
    const reinforce = { type: 'reinforce', depot: 'LILLE', army: 'army-1', brigades: 1 } as const;
    expect(say('en', reinforce)).toMatch(/^Send 1 brigade from Lille/);
    expect(say('it', reinforce)).toMatch(/^Invia 1 brigata da Lille/);
    expect(say('en', { type: 'garrison', army: 'army-1', brigades: 1 })).toMatch(/^Shut 1 brigade of /);
    const log = (locale: 'en' | 'it', brigades: number) =>
      ctxFor(locale).t('succession-1701.log.reinforced', { brigades, depot: 'LILLE', army: 'army-1' });
    expect(log('en', 1)).toMatch(/^1 brigade from Lille joins /);
    expect(log('en', 2)).toMatch(/^2 brigades from Lille join /);
    expect(log('it', 1)).toMatch(/^1 brigata da Lille raggiunge /);
  });

  it('a defence reads whole: no dangling blank, a retreat says where to (en, it)', () => {
    const fight = { type: 'defend', choice: 'fight', to: null } as const;
    expect(say('en', fight)).toBe('Defence: fight');
    expect(say('it', fight)).toBe('Difesa: combatti');
    const retreat = { type: 'defend', choice: 'retreat', to: 'PASSAU' } as const;
    expect(say('en', retreat)).toBe('Defence: retreat to Passau');
    expect(say('it', retreat)).toBe('Difesa: ripiega su Passau');
    for (const l of ['en', 'it'] as const) {
      const shut = say(l, { type: 'defend', choice: 'shut_in', to: null });
      expect(shut).not.toMatch(/\s$|\{\{/);
    }
  });
});

describe('1701 log: the red card', () => {
  it('a red card for its holder has its own line, saying the order binds (en, it)', () => {
    // bot against bot until a red title falls to the coalition it concerns
    let s = m.setup('red-card', m.optionsSchema.parse({})) as S;
    let seen: { key: string; params?: Record<string, unknown> } | undefined;
    for (let n = 0; n < 4000 && !seen && !m.result(s); n++) {
      const role = m.activeRoles(s)[0]!;
      const legal = m.legalActions(s, role);
      const out = m.apply(s, role, m.bot(m.view(s, role), role, legal, botStream('red-card', role, s.version)));
      s = out.state as S;
      seen = out.events.find(
        (e) =>
          e.key.startsWith('succession-1701.log.card_revealed') &&
          e.params?.red === true &&
          e.params.concerns === e.params.holder,
      );
    }
    expect(seen, 'a red card reaches its coalition').toBeDefined();
    expect(seen!.key).toBe('succession-1701.log.card_revealed_red');
    const en = ctxFor('en').t(seen!.key, seen!.params);
    expect(en).toMatch(/red/);
    expect(en).toContain(CARD[String(seen!.params!.card)]!.title.en);
    expect(ctxFor('it').t(seen!.key, seen!.params)).toMatch(/rosso/);
  });
});

describe('1701 refusals cite the section that governs the action', () => {
  it('every section cited by the engine and the command is one the rule lookup knows', () => {
    const known = new Set(ruleEntries.map((e) => e.id));
    const dir = join(import.meta.dirname, '../../src/engine/succession-1701');
    const files = (d: string): string[] =>
      readdirSync(d, { withFileTypes: true }).flatMap((e) =>
        e.isDirectory() ? files(join(d, e.name)) : e.name.endsWith('.ts') ? [join(d, e.name)] : [],
      );
    const cited = files(dir).flatMap((f) =>
      [...readFileSync(f, 'utf8').matchAll(/refuse\('[a-z_]+', '([^']+)'/g)].map((x) => x[1]!),
    );
    expect(cited.length).toBeGreaterThan(20);
    for (const r of [...cited, ...Object.values(RULE_OF)]) expect(known.has(r), r).toBe(true);
    // §9 only lists the actions: it is cited for passing and ending the turn, nothing else
    expect(
      Object.entries(RULE_OF)
        .filter(([, r]) => r === '9')
        .map(([t]) => t)
        .sort(),
    ).toEqual(['end_turn', 'pass']);
  });
});
