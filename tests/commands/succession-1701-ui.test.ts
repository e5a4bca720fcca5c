import { describe, expect, it } from 'vitest';
import { succession1701Ui } from '../../src/commands/succession-1701.js';
import { sCardLocation, sStatusEmbed, handText } from '../../src/commands/succession-1701/present.js';
import { ACTION_SUBS, commandFor } from '../../src/commands/succession-1701/spec.js';
import { playout } from '../../src/engine/core/index.js';
import { OBSERVER } from '../../src/engine/core/types.js';
import { Action } from '../../src/engine/succession-1701/actions.js';
import { succession1701, type Succession1701State } from '../../src/engine/succession-1701/index.js';
import { STRATEGY_CARDS } from '../../src/engine/succession-1701/data/index.js';

const game = (actions: number, seed: string) =>
  playout(succession1701, seed, { lastTurn: 6 }, { maxActions: actions }).state as Succession1701State;

/** Characters Discord counts against the 8000 limit of one command, for one locale. */
function commandChars(o: Record<string, unknown>, locale: 'en' | 'it'): number {
  const desc =
    locale === 'it'
      ? ((o.description_localizations as { it?: string } | undefined)?.it ?? String(o.description ?? ''))
      : String(o.description ?? '');
  let n = String(o.name ?? '').length + desc.length;
  for (const c of (o.options as Record<string, unknown>[] | undefined) ?? []) n += commandChars(c, locale);
  return n;
}

describe('1701 table UI without a database', () => {
  it('has a subcommand for every action type of the engine, within Discord limits', () => {
    const types = new Set(ACTION_SUBS.flatMap((s) => s.types));
    for (const t of Action.options.map((o) => o.shape.type.value)) expect(types.has(t), t).toBe(true);
    const data = succession1701Ui.command!.data;
    expect(data.name).toMatch(/^[-_\p{L}\p{N}]{1,32}$/u);
    expect(data.options!.length).toBeLessThanOrEqual(25);
    const walk = (opts: readonly Record<string, unknown>[]) => {
      expect(opts.length).toBeLessThanOrEqual(25);
      for (const o of opts) {
        expect(String(o.name)).toMatch(/^[-_\p{Ll}\p{N}]{1,32}$/u);
        expect(String(o.description).length).toBeGreaterThan(0);
        expect(String(o.description).length).toBeLessThanOrEqual(100);
        expect(((o.description_localizations as { it?: string }).it ?? '').length).toBeGreaterThan(0);
        if (o.options) walk(o.options as Record<string, unknown>[]);
      }
    };
    walk(data.options as unknown as Record<string, unknown>[]);
    for (const l of ['en', 'it'] as const)
      expect(commandChars(data as unknown as Record<string, unknown>, l), l).toBeLessThanOrEqual(8000);
  });

  it('names every legal action with options that pick it out alone', () => {
    let checked = 0;
    for (const [n, seed] of [
      [0, 'a'],
      [30, 'b'],
      [80, 'c'],
      [140, 'd'],
      [220, 'e'],
      [300, 'f'],
    ] as const) {
      const s = game(n, `ui-${seed}`);
      for (const role of succession1701.activeRoles(s)) {
        const legal = succession1701.legalActions(s, role);
        for (const a of legal) {
          const { group, subcommand, options } = commandFor(a);
          const spec = ACTION_SUBS.find((x) => x.name === subcommand && x.group === group)!;
          const same = legal.filter(
            (b) =>
              spec.types.includes(b.type) &&
              (!spec.only || spec.only(b)) &&
              spec.fields.every((f) => f.pick(b) === options[f.opt]),
          );
          expect(same, `${subcommand} ${JSON.stringify(options)}`).toHaveLength(1);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(50);
  });

  it('shows the calendar, treasuries and who acts in English and Italian; cards stay where they are secret', () => {
    const s = game(120, 'ui-status');
    const en = sStatusEmbed(succession1701.view(s, OBSERVER), 'en');
    const it = sStatusEmbed(succession1701.view(s, OBSERVER), 'it');
    expect(en.description).toMatch(/\*\*17\d\d\*\*, semester [12]/);
    expect(it.description).toMatch(/\*\*17\d\d\*\*, semestre [12]/);
    expect(JSON.stringify(en.fields)).toMatch(/Treasuries/);
    expect(JSON.stringify(it.fields)).toMatch(/Tesorerie/);
    // the strategy card in play is `played`; a card of a later year is in the deck, whether it will come up or not
    if (s.card) expect(sCardLocation(s, [s.card.id])).toBe('played');
    const later = STRATEGY_CARDS.filter((c) => c.year === 1712);
    for (const c of later) expect(sCardLocation(s, [c.id])).toBe('deck');
    // a battle card's kind sits somewhere secret while a battle runs; otherwise the decks are whole
    let b = s;
    for (let n = 120; !b.battle && n < 900; n += 10) b = game(n, 'ui-battle');
    expect(b.battle).not.toBeNull();
    expect(sCardLocation(b, ['tactical-JOKER', 'L-JOKER-1', 'L-JOKER-2', 'A-JOKER-1', 'A-JOKER-2'])).toBe('unknown');
    if (!s.battle && !s.storm) expect(sCardLocation(s, ['tactical-A3', 'L-A3-1'])).toBe('deck');
    // one's own cards come only from one's own view
    for (const role of ['loyalists', 'grand-alliance'])
      expect(handText('en', succession1701.view(s, role) as never, role)).toMatch(/Your cards/);
  });
});
