/**
 * The frames of a game's replay (`/game replay`): the game's log replayed from its setup, one frame at
 * every completed phase, each drawn later by the game's own renderer from the OBSERVER view of that
 * moment, with a caption line built from public things only (the view and the public events). No frame
 * is ever taken of a phase still running, so a running game's replay stops at its last completed phase
 * and shows nothing that was secret then (orders before adjudication, hands, decks).
 *
 * Per game (issue #33):
 * - Diplomacy: each adjudicated phase (movement, retreat, adjustment) drawn with its orders, then the
 *   position the adjudication left;
 * - La Belle Époque: the board at the end of each turn, and after each dispute;
 * - Versailles 1919: the board after each settled Issue;
 * - 1701: the map at the end of each semester.
 * A finished game ends on its final position with the result.
 */
import type { ActionRecord, AnyGameModule, BaseState, GameEvent, GameSetup } from '../../engine/core/types.js';
import { OBSERVER } from '../../engine/core/types.js';
import { assertReplaysOn } from '../../engine/core/versions.js';
import type { PhaseRecord } from '../../engine/diplomacy/state.js';
import type { DiplomacyView } from '../../engine/diplomacy/view.js';

/** One picture to draw: a position (the observer view) or one Diplomacy phase with its orders. */
export type FrameSpec =
  | { kind: 'position'; view: unknown; caption: Caption; priority: number }
  | { kind: 'orders'; phase: PhaseRecord; caption: Caption; priority: number };

/**
 * A caption as data: a heading and what changed, both i18n messages (keys under `replay.` or the
 * game's own), turned into words in the requester's language when the frame is drawn.
 */
export interface Caption {
  head: { key: string; params?: Record<string, unknown> };
  changes: { key: string; params?: Record<string, unknown> }[];
}

/**
 * Priority of a frame when a long game must lose frames to stay under the upload limit: 0 is kept
 * (the first and last frames, the end of each year or turn), higher numbers are dropped first.
 */
export const KEEP = 0;

type View = Record<string, unknown>;

interface Step {
  before: BaseState;
  after: BaseState;
  events: GameEvent[];
}

/** Per-game rules for where frames fall and what their captions say. */
interface Spec {
  frames(step: Step, prev: View, next: View, module: AnyGameModule): FrameSpec[];
}

const pub = (events: GameEvent[]) => events.filter((e) => e.audience === 'public');

function centreChanges(before: Record<string, string>, after: Record<string, string>) {
  const gained = new Map<string, string[]>();
  const lost = new Map<string, string[]>();
  for (const sc of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const a = before[sc];
    const b = after[sc];
    if (a === b) continue;
    if (b) gained.set(b, [...(gained.get(b) ?? []), sc.toUpperCase()]);
    if (a) lost.set(a, [...(lost.get(a) ?? []), sc.toUpperCase()]);
  }
  const out: Caption['changes'] = [];
  for (const [power, list] of [...gained].sort((x, y) => y[1].length - x[1].length || x[0].localeCompare(y[0])))
    out.push({ key: 'replay.gain', params: { role: power, n: list.length, list: list.sort().join(' ') } });
  for (const [power, list] of [...lost].sort((x, y) => y[1].length - x[1].length || x[0].localeCompare(y[0])))
    out.push({ key: 'replay.loss', params: { role: power, n: list.length, list: list.sort().join(' ') } });
  return out;
}

const diplomacy: Spec = {
  frames(_step, prevRaw, nextRaw) {
    const prev = prevRaw as unknown as DiplomacyView;
    const next = nextRaw as unknown as DiplomacyView;
    const added = next.phaseCount - prev.phaseCount;
    if (added <= 0) return [];
    const phases = next.recentPhases.slice(-added);
    const out: FrameSpec[] = phases.map((p) => ({
      kind: 'orders',
      phase: p,
      caption: {
        head: { key: 'replay.dip_orders', params: { season: p.season, year: p.year, phase: p.phase } },
        changes: [],
      },
      priority: p.phase === 'movement' ? 2 : 3,
    }));
    const last = phases[phases.length - 1]!;
    const changes = centreChanges(prev.supplyCenters, next.supplyCenters);
    out.push({
      kind: 'position',
      view: next,
      caption: {
        head: { key: 'replay.dip_result', params: { season: last.season, year: last.year, phase: last.phase } },
        changes: changes.length ? changes : [{ key: 'replay.no_change' }],
      },
      // the position after each year's last phase is kept; a spring's result goes first
      priority: next.year !== last.year || next.result ? KEEP : last.season === 'spring' ? 2 : 1,
    });
    return out;
  },
};

const belleEpoque: Spec = {
  frames(step, prev, next) {
    const out: FrameSpec[] = [];
    const d = prev.dispute as { territory: string; attacker: string; defender: string } | null;
    if (d && !next.dispute) {
      const said = pub(step.events).slice(-2);
      out.push({
        kind: 'position',
        view: next,
        caption: {
          head: {
            key: 'replay.lbe_dispute',
            params: { turn: prev.turn, territory: d.territory, attacker: d.attacker, defender: d.defender },
          },
          changes: said.map((e) => ({ key: e.key, params: e.params })),
        },
        priority: 2,
      });
    }
    if (next.turn !== prev.turn || (next.ended && !prev.ended)) {
      out.push({
        kind: 'position',
        view: next,
        caption: { head: { key: 'replay.lbe_turn', params: { turn: prev.turn } }, changes: vpChanges(prev, next) },
        priority: KEEP,
      });
    }
    return out;
  },
};

/** La Belle Époque: each Power's VP change over the frame. */
function vpChanges(prev: View, next: View): Caption['changes'] {
  const vp = (v: View) => {
    const out: Record<string, number> = {};
    for (const [p, x] of Object.entries((v.powers ?? {}) as Record<string, { vp?: number }>))
      if (typeof x.vp === 'number') out[p] = x.vp;
    return out;
  };
  const a = vp(prev);
  const b = vp(next);
  return Object.keys(b)
    .filter((p) => (b[p] ?? 0) !== (a[p] ?? 0))
    .sort((x, y) => (b[y] ?? 0) - (a[y] ?? 0) - ((b[x] ?? 0) - (a[x] ?? 0)) || x.localeCompare(y))
    .slice(0, 4)
    .map((p) => ({ key: 'replay.vp', params: { role: p, d: (b[p] ?? 0) - (a[p] ?? 0), vp: b[p] ?? 0 } }));
}

type VNations = Record<string, { settled: { id: string; name?: unknown; option: string | null }[] }>;

const versailles: Spec = {
  frames(_step, prev, next) {
    const before = prev.nations as VNations;
    const after = next.nations as VNations;
    const changes: Caption['changes'] = [];
    for (const [nation, x] of Object.entries(after)) {
      const had = new Set((before[nation]?.settled ?? []).map((i) => i.id));
      for (const i of x.settled)
        if (!had.has(i.id)) changes.push({ key: 'replay.vr_settled', params: { issue: i.id, nation } });
    }
    if (!changes.length) return [];
    return [
      {
        kind: 'position',
        view: next,
        caption: { head: { key: 'replay.vr_turn', params: { turn: next.turn } }, changes },
        priority: 1,
      },
    ];
  },
};

interface Cal {
  turn: number;
  year: number;
  semester: number;
}

const succession: Spec = {
  frames(_step, prev, next) {
    const a = prev.calendar as Cal;
    const b = next.calendar as Cal;
    if (a.turn === b.turn && !(next.result && !prev.result)) return [];
    const holders = (v: View) =>
      new Map((v.towns as { id: string; name: string; holder: string | null }[]).map((t) => [t.id, t]));
    const ha = holders(prev);
    const changed = [...holders(next).values()].filter((t) => ha.get(t.id)?.holder !== t.holder);
    const bySide = new Map<string, string[]>();
    for (const t of changed) if (t.holder) bySide.set(t.holder, [...(bySide.get(t.holder) ?? []), t.name]);
    return [
      {
        kind: 'position',
        view: next,
        caption: {
          head: { key: 'replay.s1701_semester', params: { year: a.year, semester: a.semester } },
          changes: bySide.size
            ? [...bySide].map(([side, towns]) => ({
                key: 'replay.s1701_towns',
                params: { role: side, n: towns.length, list: towns.slice(0, 3).join(', ') },
              }))
            : [{ key: 'replay.no_change' }],
        },
        priority: a.semester === 2 ? KEEP : 1,
      },
    ];
  },
};

const SPECS: Record<string, Spec> = {
  diplomacy,
  'belle-epoque': belleEpoque,
  'versailles-1919': versailles,
  'succession-1701': succession,
};

export function hasReplay(slug: string): boolean {
  return slug in SPECS;
}

/**
 * Replays a game and lists its frames. `finished`: end on the final position and its result. Only
 * OBSERVER views and public events are read (the privacy test in tests/bot/replay-privacy.test.ts
 * changes hidden things and finds no pixel changed).
 */
export function replayFrames(
  module: AnyGameModule,
  setup: GameSetup,
  records: readonly ActionRecord[],
  finished: boolean,
): FrameSpec[] {
  const spec = SPECS[module.slug];
  if (!spec) return [];
  assertReplaysOn(module, setup.engineVersion);
  let state = module.setup(setup.seed, module.optionsSchema.parse(setup.options)) as BaseState;
  let view = module.view(state, OBSERVER) as View;
  const frames: FrameSpec[] = [
    { kind: 'position', view, caption: { head: { key: 'replay.start' }, changes: [] }, priority: KEEP },
  ];
  for (const rec of records) {
    const r = module.apply(state, rec.role, module.actionSchema.parse(rec.action));
    const after = r.state as BaseState;
    const next = module.view(after, OBSERVER) as View;
    frames.push(...spec.frames({ before: state, after, events: r.events }, view, next, module));
    state = after;
    view = next;
  }
  const result = finished ? module.result(state) : null;
  if (finished) {
    const last = frames[frames.length - 1]!;
    const final: FrameSpec = {
      kind: 'position',
      view,
      caption: {
        head: { key: 'replay.end' },
        changes: result
          ? [
              result.winners.length
                ? { key: 'replay.winners', params: { roles: result.winners } }
                : { key: 'replay.no_winner' },
              { key: result.reason, params: {} },
            ]
          : [{ key: 'replay.ended_by_table' }],
      },
      priority: KEEP,
    };
    // the last frame already shows the final position: the result joins its caption
    if (last.kind === 'position' && last.view === view)
      frames[frames.length - 1] = {
        ...last,
        caption: { head: last.caption.head, changes: [...last.caption.changes, ...final.caption.changes] },
      };
    else frames.push(final);
  }
  frames[frames.length - 1]!.priority = KEEP;
  return frames;
}
