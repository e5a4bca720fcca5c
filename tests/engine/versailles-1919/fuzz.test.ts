// Seeded playouts for 1-4 players, bots and uniform random legal moves: every game ends with a
// score, invariants hold after every action, replay equals the live run, views never leak the
// draw decks. FUZZ_GAMES sets the number of games (default 100, spread over the four modes).
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { playout, replay, stateHash } from '../../../src/engine/core/index.js';
import { versailles1919 as V } from '../../../src/engine/versailles-1919/index.js';
import type { VState } from '../../../src/engine/versailles-1919/state.js';
import { view } from '../../../src/engine/versailles-1919/view.js';

const GAMES = Number(process.env.FUZZ_GAMES ?? 100);
const MODES = [1, 2, 3, 4];

function leakCheck(s: VState): void {
  const hidden = [...s.issueDeck, ...s.eventDeck];
  for (const role of [
    'observer',
    ...V.roles(V.optionsSchema.parse({ players: s.mode === 'solo' ? 1 : s.armedNations.length })),
  ]) {
    const json = JSON.stringify(V.view(s, role));
    for (const id of hidden)
      if (json.includes(`"${id}"`)) throw new Error(`view for ${role} leaks deck card ${id} at v${s.version}`);
    if (json.includes('"rng"')) throw new Error('view leaks the rng');
  }
}

describe('fuzz: seeded games end with a score, invariants hold, replay matches', () => {
  const perMode = Math.max(1, Math.round(GAMES / MODES.length));
  for (const players of MODES) {
    it(`${perMode} games with ${players === 1 ? 'solo' : `${players} players`}`, () => {
      const t0 = Date.now();
      let actions = 0;
      let deckEnds = 0;
      let shared = 0;
      for (let g = 0; g < perMode; g++) {
        const seed = `fuzz-${players}-${g}`;
        const policy = g % 2 === 0 ? 'bot' : 'random';
        // the fast heuristic level: the look-ahead levels have their own tests (search.test.ts)
        const rep = playout(
          V,
          seed,
          { players, botLevel: 'baseline' },
          {
            policy,
            invariants: true,
            maxActions: 20_000,
            onAction: (s) => (g === 1 || g % 500 === 7 ? leakCheck(s as VState) : undefined),
          },
        );
        expect(rep.stuck, `${seed} stuck`).toBe(false);
        const res = rep.result!;
        expect(res.scores).toBeTruthy();
        if (players === 1) expect(Object.keys(res.scores!)).toEqual(['solo']);
        else expect(Object.keys(res.scores!).sort()).toEqual([...V.roles(V.optionsSchema.parse({ players }))].sort());
        if (g < 2 || g % 25 === 0) {
          const again = replay<VState>(
            V,
            { kind: V.slug, seed, options: { players, botLevel: 'baseline' }, engineVersion: V.engineVersion },
            rep.records,
          );
          expect(stateHash(again)).toBe(rep.hash);
        }
        actions += rep.actions;
        if (res.reason.endsWith('deck')) deckEnds++;
        if (res.winners.length > 1) shared++;
      }
      if (process.env.FUZZ_GAMES)
        console.log(
          `versailles-1919 fuzz: ${perMode} games, ${players === 1 ? 'solo' : `${players}p`}, ${actions} actions, ${deckEnds} ended by an empty deck, ${shared} shared wins, ${Date.now() - t0} ms`,
        );
    });
  }
});

describe('module contract', () => {
  it('every log, action, step, error and end key exists in English and Italian', () => {
    const en = V.locales.en as Record<string, Record<string, string>>;
    const it_ = V.locales.it as Record<string, Record<string, string>>;
    const seen = new Set<string>();
    const rep = playout(V, 'keys', { players: 4 }, { policy: 'random', maxActions: 20_000 });
    // re-run with events to collect every emitted key
    let s = V.setup('keys', V.optionsSchema.parse({ players: 4 }));
    for (const r of rep.records) {
      const out = V.apply(s, r.role, r.action as never);
      for (const e of out.events) seen.add(e.key);
      seen.add(V.describeAction(r.action as never, r.role).key);
      s = out.state;
    }
    seen.add(V.result(s)!.reason);
    for (const key of seen) {
      const [, group, name] = key.split('.');
      expect(en[group!]?.[name!], `en ${key}`).toBeTypeOf('string');
      expect(it_[group!]?.[name!], `it ${key}`).toBeTypeOf('string');
    }
    for (const group of Object.keys(en))
      expect(Object.keys(it_[group] ?? {}).sort(), group).toEqual(Object.keys(en[group] ?? {}).sort());
  });

  it('every log name written in the rules has English and Italian text', () => {
    const dir = new URL('../../../src/engine/versailles-1919/rules/', import.meta.url);
    const names = new Set<string>();
    for (const f of readdirSync(dir)) {
      const src = readFileSync(new URL(f, dir), 'utf8');
      for (const m of src.matchAll(/log\(ev, '([a-z_]+)'/g)) names.add(m[1]!);
      for (const m of src.matchAll(/'(optional_accepted|optional_declined)'/g)) names.add(m[1]!);
    }
    expect(names.size).toBeGreaterThan(50);
    const en = (V.locales.en as { log: Record<string, string> }).log;
    const it_ = (V.locales.it as { log: Record<string, string> }).log;
    for (const n of names) {
      expect(en[n], n).toBeTypeOf('string');
      expect(it_[n], n).toBeTypeOf('string');
    }
  });

  it('refusals carry an i18n code and a rule section', () => {
    const s = V.setup('refuse', V.optionsSchema.parse({ players: 3 }));
    const other = V.roles(V.optionsSchema.parse({ players: 3 })).find((r) => r !== s.active)!;
    expect(() => V.apply(s, other, { type: 'end_turn' })).toThrow(
      /versailles-1919\.error\.(not_your_turn|illegal_action)/,
    );
    try {
      V.apply(s, s.active, { type: 'settle', issue: 'nowhere' });
    } catch (e) {
      expect((e as { rule?: string }).rule).toBe('versailles-1919:4.4');
    }
  });

  it('defaultAction is always legal and bots only pick legal actions', () => {
    let s = V.setup('default', V.optionsSchema.parse({ players: 3 }));
    for (let k = 0; k < 300 && !V.result(s); k++) {
      const role = V.activeRoles(s)[0]!;
      const a = V.defaultAction(s, role)!;
      expect(V.legalActions(s, role)).toContainEqual(a);
      s = V.apply(s, role, a).state;
    }
  });

  it('the observer view has what a board renderer needs', () => {
    const s = V.setup('view', V.optionsSchema.parse({ players: 4 }));
    const v = view(s, 'observer');
    expect(v.table.issues[0]).toMatchObject({
      id: expect.any(String),
      name: { en: expect.any(String), it: expect.any(String) },
      stars: expect.any(Number),
      cubes: {},
    });
    expect(v.waitingRoom.issues).toHaveLength(3);
    expect(v.waitingRoom.events).toHaveLength(2);
    expect(v.regions.map((r) => r.id)).toEqual(['europe', 'balkans', 'middle_east', 'pacific', 'africa']);
    expect(v.regions[0]).toMatchObject({ keg: 0, unrest: 1, threshold: null, units: [] });
    expect(Object.keys(v.happiness).sort()).toEqual(['britain', 'france', 'italy', 'japan', 'usa']);
    expect(v.demobilization.boxes.map((b) => b.value)).toEqual([5, 4, 3, 3, 2, 2]);
    expect(v.issueDeck).toEqual({ count: 47 }); // 26 above Rush, Rush, 20 below
    expect(v.strategy.offered).toHaveLength(5);
    expect(Object.keys(v.scores!)).toHaveLength(4);
    expect(JSON.stringify(v)).not.toContain('undefined');
  });
});
