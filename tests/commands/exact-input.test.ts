import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchTyped } from '../../src/commands/kit/match.js';
import { ACTION_SUBS, commandFor } from '../../src/commands/versailles-1919/spec.js';
import { botStream } from '../../src/engine/core/rng.js';
import { versailles1919, type VersaillesAction, type VersaillesState } from '../../src/engine/versailles-1919/index.js';
import { replyTexts, TableDriver, type Where } from './table-driver.js';
import { scaled } from '../helpers/slowness.js';

/**
 * What a player types is what is carried out, or nothing is: a name matches a value exactly or by a
 * start only one value has, a number is only itself (issue #15: in solo Versailles,
 * `/versailles place issue1:disarmament issue2:togo_cameroon cubes1:2 cubes2:1` placed 10 cubes on
 * Togo & Cameroon because `1` was read as the start of `10`).
 */
describe('reading a typed value', () => {
  const issues = [
    { value: 'ruhr', names: ['Ruhr', 'Ruhr'] },
    { value: 'rhineland', names: ['Rhineland', 'Renania'] },
    { value: 'saar', names: ['Saar', 'Saar'] },
  ];
  const numbers = ['2', '5', '10', '11'].map((n) => ({ value: n, names: [n, n] }));

  it('takes an id or a name in any language exactly, ignoring case and accents', () => {
    expect(matchTyped('RUHR', issues)).toEqual({ kind: 'exact', value: 'ruhr' });
    expect(matchTyped('renània', issues)).toEqual({ kind: 'exact', value: 'rhineland' });
  });
  it('takes a start that only one value has, and refuses one that several have', () => {
    expect(matchTyped('sa', issues)).toEqual({ kind: 'prefix', value: 'saar' });
    expect(matchTyped('ren', issues)).toEqual({ kind: 'prefix', value: 'rhineland' });
    expect(matchTyped('r', issues)).toEqual({ kind: 'ambiguous', values: ['ruhr', 'rhineland'] });
    expect(matchTyped('xyz', issues)).toEqual({ kind: 'unknown' });
  });
  it('never reads a number as the start of another', () => {
    expect(matchTyped('1', numbers)).toEqual({ kind: 'unknown' });
    expect(matchTyped('10', numbers)).toEqual({ kind: 'exact', value: '10' });
  });
});

function lineFor(a: VersaillesAction): string {
  const { subcommand, options } = commandFor(a);
  return `/versailles ${subcommand} ${Object.entries(options)
    .map(([k, v]) => `${k}:${v}`)
    .join(' ')}`.trim();
}

/**
 * An action the player might type with a number cut short: a field whose legal values include a
 * two-digit one whose first digit is not legal itself (`cubes1:1` when only 2–14 fit).
 */
function digitTrap(legal: VersaillesAction[]): { line: string; longer: VersaillesAction } | null {
  for (const spec of ACTION_SUBS) {
    const mine = legal.filter((a) => spec.types.includes(a.type));
    for (const f of spec.fields) {
      const values = new Set(mine.map((a) => f.pick(a)));
      const long = mine.find((a) => /^\d\d+$/.test(f.pick(a)) && !values.has(f.pick(a)[0]!));
      if (!long) continue;
      const { subcommand, options } = commandFor(long);
      options[f.opt] = f.pick(long)[0]!;
      const line = `/versailles ${subcommand} ${Object.entries(options)
        .map(([k, v]) => `${k}:${v}`)
        .join(' ')}`;
      return { line, longer: long };
    }
  }
  return null;
}

let d: TableDriver;
beforeAll(async () => {
  d = await TableDriver.open('exact');
}, scaled(60_000));
afterAll(async () => d?.h.close());

describe('exact input at the table', () => {
  it(
    'Versailles: a number typed short (`cubes1:1` when 10 is legal) is refused, nothing changes',
    async () => {
      const where: Where = { guildId: 'guild', channelId: 'chan', locale: 'en' };
      const created = await d.line('alice', '/game new game:versailles-1919 seats:4', where);
      const id = /`(g\d+)`/.exec(created.replies[0]!.content ?? '')?.[1];
      expect(id).toBeDefined();
      for (const u of ['bob', 'carol', 'dave']) await d.line(u, '/game join', where);
      await d.line('alice', '/game start', where);
      let tried = 0;
      for (let step = 0; step < 200 && tried < 3; step++) {
        const game = await d.load(id!);
        if (game.row.status === 'finished') break;
        const s = game.state as VersaillesState;
        const role = versailles1919.activeRoles(s)[0]!;
        const user = game.seats.find((x) => x.role === role)!.userId!;
        const legal = versailles1919.legalActions(s, role);
        const trap = digitTrap(legal);
        if (trap) {
          tried++;
          const before = (await d.actions(id!)).length;
          const res = await d.line(user, trap.line, where);
          const done = (await d.actions(id!)).slice(before).map((r) => r.action);
          // nothing carried out, and the player is told so privately
          expect(done, `${trap.line} carried out ${JSON.stringify(done)}`).toEqual([]);
          expect(replyTexts(res).every((r) => r.ephemeral)).toBe(true);
        }
        const a = versailles1919.bot(versailles1919.view(s, role), role, legal, botStream('exact', role, s.version));
        await d.line(user, lineFor(a), where);
      }
      expect(tried, 'no state offered a two-digit value to cut short').toBeGreaterThan(0);
    },
    scaled(120_000),
  );
});
