import type { App } from '../../src/app.js';
import { playout } from '../../src/engine/core/playout.js';
import type { BaseState } from '../../src/engine/core/types.js';
import { GAMES } from '../../src/engine/games.js';

const r2 = (x: number) => Math.round(x * 100) / 100;
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return r2(s[Math.floor(s.length / 2)]!);
};

/**
 * Cost per move as a real game grows (#20): a seeded bot game of each engine is replayed; at its start,
 * ¼, ½, ¾ and end the state is stored as a running game with its log, and one move's database work is
 * timed: load the row (as every interaction does) and commit a new state with one more logged action.
 */
export async function measureGrowth(app: App, say: (s: string) => void): Promise<Record<string, unknown>> {
  say('\n## Cost per move as the game grows (seeded bot game of each engine; load + commit, median of 15)');
  say('| game | point | actions so far | state KiB | load + commit ms |');
  say('|---|---|---|---|---|');
  const growth: Record<string, unknown> = {};
  for (const m of GAMES) {
    const options = m.slug === 'diplomacy' ? { endYear: 1918 } : {};
    const game = playout(m, `growth-${m.slug}`, options, { maxActions: 200_000 });
    const points = [0, 0.25, 0.5, 0.75, 1].map((f) =>
      Math.min(game.records.length - 1, Math.round(f * (game.records.length - 1))),
    );
    const states: BaseState[] = [];
    let st = m.setup(`growth-${m.slug}`, m.optionsSchema.parse(options)) as BaseState;
    for (const rec of game.records) {
      st = m.apply(st, rec.role, m.actionSchema.parse(rec.action)).state as BaseState;
      states.push(st);
    }
    const rows: { point: string; actions: number; stateKiB: number; ms: number }[] = [];
    for (const [k, at] of points.entries()) {
      const id = `grow-${m.slug}-${k}`;
      const state = states[at]! as unknown as Record<string, unknown>;
      await app.services.table.repo.importGame({
        id,
        kind: m.slug,
        guildId: 'bench',
        channelId: `grow-${m.slug}`,
        options: m.optionsSchema.parse(options) as Record<string, unknown>,
        seed: `growth-${m.slug}`,
        engineVersion: m.engineVersion,
        createdBy: 'bench',
        roles: m.roles(m.optionsSchema.parse(options)),
        state,
        version: at + 1,
        status: 'active',
        result: null,
        actions: game.records.slice(0, at + 1).map((r) => ({ ...r, events: [], userId: null, interactionId: null })),
      });
      const times: number[] = [];
      let version = at + 1;
      for (let i = 0; i < 15; i++) {
        const t0 = performance.now();
        const loaded = await app.services.table.load(id);
        await app.services.table.repo.commit({
          gameId: id,
          expectedVersion: version,
          state: loaded.state as unknown as Record<string, unknown>,
          version: version + 1,
          actions: [
            {
              version: version + 1,
              role: 'bench',
              action: { type: 'bench' },
              events: [],
              userId: null,
              interactionId: null,
            },
          ],
          result: null,
        });
        times.push(performance.now() - t0);
        version += 1;
      }
      const label = ['start', '¼', '½', '¾', 'end'][k]!;
      const row = {
        point: label,
        actions: at + 1,
        stateKiB: r2(JSON.stringify(state).length / 1024),
        ms: median(times),
      };
      rows.push(row);
      say(`| ${m.slug} | ${label} | ${row.actions} | ${row.stateKiB} | ${row.ms} |`);
    }
    const first = (rows[0]!.ms + rows[1]!.ms) / 2;
    const last = (rows[3]!.ms + rows[4]!.ms) / 2;
    growth[m.slug] = { rows, lastQuarterOverFirst: r2(last / first) };
    say(`| ${m.slug} | last quarter / first quarter | | | ${r2(last / first)}× |`);
  }

  return growth;
}
