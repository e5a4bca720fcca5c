/**
 * Replays through the router (issue #33): a seeded bot game of each game played to its end, brought in
 * with `/game import` (a server member with Manage Server), then `/game replay game:<id>` as any player
 * asks for it. Measures the GIF's size and the CPU time of the request (frames drawn, scaled, captioned,
 * quantized and encoded); `npm run bench` prints them, `scripts/write-replay-samples.ts` keeps the GIFs.
 */
import { createApp } from '../../src/app.js';
import type { Request } from '../../src/bot/types.js';
import { memoryDb } from '../../src/dev/db.js';
import { playout } from '../../src/engine/core/playout.js';
import { stateHash } from '../../src/engine/core/replay.js';
import type { AnyGameModule } from '../../src/engine/core/types.js';
import { GAMES } from '../../src/engine/games.js';

/** The four sample games: Diplomacy 1901–1915 (time limit), full games of the other three. */
export const REPLAY_SAMPLES: { slug: string; seed: string; options: Record<string, unknown> }[] = [
  { slug: 'diplomacy', seed: 'replay-5', options: { players: 7, endYear: 1915 } },
  { slug: 'belle-epoque', seed: 'replay-1', options: { players: 4 } },
  { slug: 'versailles-1919', seed: 'replay-1', options: { players: 3 } },
  { slug: 'succession-1701', seed: 'replay-1', options: {} },
];

export interface ReplayBenchRow {
  game: string;
  moves: number;
  /** what the game ended on */
  end: string;
  frames: number;
  bytes: number;
  width: number;
  /** CPU time of the `/game replay` request, ms (this process: draw, scale, caption, quantize, encode) */
  cpuMs: number;
  wallMs: number;
  file: Buffer;
  text: string;
}

export async function benchReplays(locale: 'en' | 'it' = 'en', only?: string[]): Promise<ReplayBenchRow[]> {
  const h = await memoryDb();
  const rows: ReplayBenchRow[] = [];
  try {
    const app = createApp({ db: h.db, images: true, owner: 'replay-bench' });
    let n = 0;
    const req = (subcommand: string, options: Request['options'], extra: Partial<Request> = {}): Request => ({
      kind: 'command',
      id: `replay-bench-${++n}`,
      command: 'game',
      subcommand,
      options,
      user: { id: 'alice', name: 'alice' },
      locale,
      guildId: 'bench-guild',
      channelId: 'bench-channel',
      ...extra,
    });
    for (const sample of REPLAY_SAMPLES) {
      if (only && !only.includes(sample.slug)) continue;
      const module = GAMES.find((g) => g.slug === sample.slug) as AnyGameModule;
      const options = module.optionsSchema.parse(sample.options) as Record<string, unknown>;
      const played = playout(module, sample.seed, options);
      const file = {
        format: 'chancery-game/1',
        kind: module.slug,
        seed: sample.seed,
        options,
        engineVersion: module.engineVersion,
        roles: module.roles(options),
        actions: played.records,
        result: played.result,
        hash: stateHash(played.state),
      };
      const data = Buffer.from(JSON.stringify(file));
      const imp = await app.router.handle(
        req('import', {}, { canManageGuild: true, attachments: { file: { name: 'game.json', data } } }),
      );
      const id = /`([a-z0-9]+)`/.exec(imp.replies[0]?.content ?? '')?.[1];
      if (!id) throw new Error(`import of ${module.slug} refused: ${imp.replies[0]?.content}`);
      const c0 = process.cpuUsage();
      const w0 = performance.now();
      const res = await app.router.handle(req('replay', { game: id }, { user: { id: 'bob', name: 'bob' } }));
      const cpu = process.cpuUsage(c0);
      const wallMs = performance.now() - w0;
      const gif = res.replies.flatMap((r) => r.files ?? []).find((f) => f.name.endsWith('.gif'));
      if (!gif) throw new Error(`no replay for ${module.slug}: ${res.replies[0]?.content}`);
      const s = played.state as unknown as Record<string, number>;
      rows.push({
        game: module.slug,
        moves: played.actions,
        end: `${played.result?.reason ?? '?'} ${module.slug === 'diplomacy' ? s.year : `turn ${s.turnNo ?? s.turn}`}`,
        frames: Number(/(\d+) (frames|fotogrammi)/.exec(res.replies[0]?.content ?? '')?.[1] ?? 0),
        bytes: gif.data.length,
        width: gif.data.readUInt16LE(6),
        cpuMs: (cpu.user + cpu.system) / 1000,
        wallMs,
        file: gif.data,
        text: res.replies[0]?.content ?? '',
      });
    }
  } finally {
    await h.close();
  }
  return rows;
}
