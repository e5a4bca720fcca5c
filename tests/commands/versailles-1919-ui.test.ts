import { describe, expect, it } from 'vitest';
import { versaillesUi } from '../../src/commands/versailles-1919.js';
import { commandFor, ACTION_SUBS } from '../../src/commands/versailles-1919/spec.js';
import { playout } from '../../src/engine/core/index.js';
import { OBSERVER } from '../../src/engine/core/types.js';
import { EVENTS, ISSUES, STRATEGY_CARDS } from '../../src/engine/versailles-1919/data/index.js';
import { Action } from '../../src/engine/versailles-1919/actions.js';
import { versailles1919, type VersaillesState } from '../../src/engine/versailles-1919/index.js';

const game = (players: number, actions: number, seed: string) =>
  playout(versailles1919, seed, { players }, { maxActions: actions }).state as VersaillesState;

describe('Versailles 1919 table UI without a database', () => {
  it('has a subcommand for every action type of the engine, within Discord limits', () => {
    const types = new Set(ACTION_SUBS.flatMap((s) => s.types));
    for (const t of Action.options.map((o) => o.shape.type.value)) expect(types.has(t), t).toBe(true);
    const data = versaillesUi.command!.data;
    expect(data.options!.length).toBeLessThanOrEqual(25);
    for (const o of data.options!) {
      expect(o.description.length).toBeLessThanOrEqual(100);
      expect(o.description_localizations?.it?.length ?? 0).toBeGreaterThan(0);
    }
  });

  it('names every legal action with options that pick it out alone', () => {
    for (const [players, seed] of [
      [3, 'ui-a'],
      [1, 'ui-b'],
      [2, 'ui-c'],
    ] as const) {
      for (const n of [0, 40, 90]) {
        const s = game(players, n, `${seed}-${n}`);
        for (const role of versailles1919.activeRoles(s)) {
          const legal = versailles1919.legalActions(s, role);
          for (const a of legal) {
            const { subcommand, options } = commandFor(a);
            const spec = ACTION_SUBS.find((x) => x.name === subcommand)!;
            const same = legal.filter(
              (b) => spec.types.includes(b.type) && spec.fields.every((f) => f.pick(b) === options[f.opt]),
            );
            expect(same, `${subcommand} ${JSON.stringify(options)}`).toHaveLength(1);
          }
        }
      }
    }
  });

  it('tells where a card is: deck, discard or in play (never more)', () => {
    const s = game(3, 150, 'ui-cards');
    const where = (id: string) => versaillesUi.cardLocation!(s, [id]);
    for (const id of s.issueDeck) expect(where(id)).toBe('deck');
    for (const id of s.issueDiscard) expect(where(id)).toBe('discard');
    for (const x of s.settled) expect(where(x.id)).toBe('played');
    for (const x of s.table) if (x) expect(where(x.id)).toBe('played');
    for (const id of s.eventDeck) expect(where(id)).toBe('deck');
    const all = [...ISSUES.map((c) => c.id), ...EVENTS.map((c) => c.id), ...STRATEGY_CARDS.map((c) => c.id)];
    for (const id of all) expect(['deck', 'discard', 'played', 'out', 'unknown']).toContain(where(id));
    expect(where('no-such-card')).toBe('unknown');
  });

  it('gives a status embed in both languages from the observer view', () => {
    const s = game(4, 120, 'ui-status');
    const en = versaillesUi.statusEmbed!(versailles1919.view(s, OBSERVER), 'en');
    const it = versaillesUi.statusEmbed!(versailles1919.view(s, OBSERVER), 'it');
    expect(en.description).toMatch(/^Turn \d+ · active: \*\*/);
    expect(it.description).toMatch(/^Turno \d+ · attivo: \*\*/);
    expect(en.fields!.map((f) => f.name).join()).toContain('Italy');
    expect(it.fields!.map((f) => f.name).join()).toContain('Italia');
    for (const f of [...en.fields!, ...it.fields!]) expect(f.value.length).toBeLessThanOrEqual(1024);
  });
});
