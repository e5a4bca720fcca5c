/**
 * Issue #33: the replay of a running game shows only what was public, up to its last completed phase.
 * For each game, a seeded bot game stopped part-way; its replay GIF is encoded three times:
 * - from its log;
 * - from its log plus more moves of the phase still running (Diplomacy orders not yet adjudicated,
 *   moves of a turn or semester not ended): nothing after the last completed phase may show;
 * - with every hidden thing changed (hands, decks, orders not yet adjudicated reversed and rotated in every
 *   state the frames are drawn from, and the parameters of every private event rewritten).
 * All three must be byte-identical GIFs (so no pixel region differs). A control changes something
 * public (the first unit or town's owner… the whole view) and must change the GIF, so the comparison
 * can fail.
 */
import { describe, expect, it } from 'vitest';
import { Texts } from '../../src/bot/i18n/index.js';
import { captionText } from '../../src/bot/replay/caption.js';
import { replayFrames, type FrameSpec } from '../../src/bot/replay/frames.js';
import { encodeReplay } from '../../src/bot/replay/gif.js';
import { renderResultsMap } from '../../src/commands/diplomacy/present.js';
import { GAME_UIS } from '../../src/commands/game-uis.js';
import { playout } from '../../src/engine/core/playout.js';
import type { ActionRecord, AnyGameModule, BaseState, GameEvent } from '../../src/engine/core/types.js';
import { GAMES } from '../../src/engine/games.js';
import { botStream } from '../../src/engine/core/rng.js';

const texts = new Texts(GAMES);
const ctx = { locale: 'en' as const, t: texts.forLocale('en'), has: (k: string) => texts.has(k, 'en') };

const CASES: { slug: string; options: Record<string, unknown>; stop: number }[] = [
  { slug: 'diplomacy', options: { players: 7, endYear: 1905, botLevel: 'baseline' }, stop: 60 },
  { slug: 'belle-epoque', options: { players: 3 }, stop: 140 },
  { slug: 'versailles-1919', options: { players: 3, botLevel: 'baseline' }, stop: 90 },
  { slug: 'succession-1701', options: {}, stop: 160 },
];

const HIDDEN = /(hands?|decks?|orders|boxed)$/i;
/** Public records kept as they are (Diplomacy's adjudicated phases carry their orders). */
const PUBLIC = /^(recentPhases|lastPhase|phases|history)$/;

/** Every hidden field reversed and rotated (arrays) or its arrays so (records of arrays); counts them. */
function scramble<T>(value: T, counter: { n: number }): T {
  if (Array.isArray(value)) return value.map((v) => scramble(v, counter)) as T;
  if (!value || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
    if (PUBLIC.test(k)) out[k] = v;
    else if (HIDDEN.test(k) && Array.isArray(v) && v.length > 1) {
      counter.n += 1;
      const r = [...v].reverse();
      out[k] = [...r.slice(1), r[0]];
    } else if (HIDDEN.test(k) && v && typeof v === 'object' && !Array.isArray(v)) {
      const o: Record<string, unknown> = {};
      const keys = Object.keys(v);
      // each entry takes the next one's value (orders of one power given to another)
      keys.forEach((key, i) => {
        o[key] = (v as Record<string, unknown>)[keys[(i + 1) % keys.length]!];
      });
      if (keys.length > 1) counter.n += 1;
      out[k] = o;
    } else out[k] = scramble(v, counter);
  }
  return out as T;
}

function hiddenChanged(module: AnyGameModule, counter: { n: number }): AnyGameModule {
  return {
    ...module,
    view: (s: BaseState, role: string) => module.view(scramble(s, counter), role),
    apply: (s: BaseState, role: string, a: unknown) => {
      const r = module.apply(s, role, a) as { state: BaseState; events: GameEvent[] };
      return {
        state: r.state,
        events: r.events.map((e) => (e.audience === 'public' ? e : { ...e, params: { secret: 'changed' } })),
      };
    },
  };
}

async function gif(module: AnyGameModule, options: Record<string, unknown>, records: ActionRecord[]) {
  const ui = GAME_UIS.find((u) => u.slug === module.slug)!;
  const specs = replayFrames(
    module,
    { kind: module.slug, seed: 'privacy', options, engineVersion: module.engineVersion },
    records,
    false,
  );
  const draw = (f: FrameSpec) =>
    f.kind === 'orders' ? renderResultsMap(f.phase, 'en') : ui.renderMap!(f.view, { locale: 'en' });
  const out = await encodeReplay(specs, draw, (f) => captionText(ctx, ctx, module.slug, f), {
    maxFrames: 6,
    width: 275,
  });
  return { data: out.data, frames: specs.length };
}

/** More moves of the phase still running: played while the replay's frame count does not move. */
function samePhaseMoves(module: AnyGameModule, options: Record<string, unknown>, records: ActionRecord[]) {
  const frames = (r: ActionRecord[]) =>
    replayFrames(module, { kind: module.slug, seed: 'privacy', options, engineVersion: module.engineVersion }, r, false)
      .length;
  const base = frames(records);
  let state = module.setup('privacy', module.optionsSchema.parse(options)) as BaseState;
  for (const r of records) state = module.apply(state, r.role, module.actionSchema.parse(r.action)).state as BaseState;
  const extra: ActionRecord[] = [];
  for (let i = 0; i < 12; i++) {
    const role = (module.activeRoles(state) as string[])[0];
    if (!role) break;
    const legal = module.legalActions(state, role);
    const action = module.bot(module.view(state, role), role, legal, botStream('privacy', role, state.version));
    const next = module.apply(state, role, action).state as BaseState;
    const rec = { version: next.version, role, action };
    if (frames([...records, ...extra, rec]) !== base) break;
    extra.push(rec);
    state = next;
  }
  return extra;
}

describe('a running game’s replay shows only public information up to its last completed phase (#33)', () => {
  for (const c of CASES) {
    it(
      `${c.slug}: unchanged by moves of the running phase and by every hidden thing`,
      { timeout: 600_000 },
      async () => {
        const module = GAMES.find((g) => g.slug === c.slug) as AnyGameModule;
        const options = module.optionsSchema.parse(c.options) as Record<string, unknown>;
        const played = playout(module, 'privacy', options, { maxActions: c.stop });
        const records = played.records;
        const base = await gif(module, options, records);
        expect(base.frames).toBeGreaterThan(1);

        const extra = samePhaseMoves(module, options, records);
        expect(extra.length).toBeGreaterThan(0);
        expect((await gif(module, options, [...records, ...extra])).data.equals(base.data)).toBe(true);

        const counter = { n: 0 };
        const changed = await gif(hiddenChanged(module, counter), options, records);
        expect(counter.n).toBeGreaterThan(0);
        expect(changed.data.equals(base.data)).toBe(true);

        // control: a replay cut one completed phase earlier is a different picture
        const shorter = records.slice(0, Math.floor(records.length / 2));
        expect((await gif(module, options, shorter)).data.equals(base.data)).toBe(false);
      },
    );
  }
});
