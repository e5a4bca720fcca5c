import { writeFileSync } from 'node:fs';
import { playout } from '../src/engine/core/playout.js';
import { GAMES } from '../src/engine/games.js';
import { GAME_UIS } from '../src/commands/game-uis.js';
import { replayFrames } from '../src/bot/replay/frames.js';
import { encodeReplay } from '../src/bot/replay/gif.js';
import { captionText } from '../src/bot/replay/caption.js';
import { Texts } from '../src/bot/i18n/index.js';
import { renderResultsMap } from '../src/commands/diplomacy/present.js';

const slug = process.argv[2] ?? 'diplomacy';
const opts = JSON.parse(process.argv[3] ?? '{}');
const m = GAMES.find((g) => g.slug === slug)!;
const ui = GAME_UIS.find((u) => u.slug === slug)!;
const texts = new Texts(GAMES);
const rep = playout(m, process.argv[4] ?? 'replay-1', opts);
const fr = replayFrames(
  m,
  { kind: slug, seed: process.argv[4] ?? 'replay-1', options: opts, engineVersion: m.engineVersion },
  rep.records,
  true,
);
console.log(slug, 'actions', rep.actions, 'frames', fr.length, rep.result?.reason);
const ctx = { locale: 'en' as const, t: texts.forLocale('en'), has: (k: string) => texts.has(k, 'en') };
const t0 = process.cpuUsage();
const w0 = Date.now();
const gif = await encodeReplay(
  fr,
  (f) => (f.kind === 'orders' ? renderResultsMap(f.phase, 'en') : ui.renderMap!(f.view, { locale: 'en' })),
  (f) => captionText(ctx, ctx, slug, f),
  {
    onFrame: (i, png) => {
      if (i % 10 === 4 || i < 3) writeFileSync(`/tmp/rf-${slug}-${i}.png`, png);
    },
  },
);
const cpu = process.cpuUsage(t0);
console.log(
  'gif',
  gif.data.length,
  'frames',
  gif.frames,
  'of',
  gif.of,
  gif.width,
  gif.height,
  'cpu ms',
  (cpu.user + cpu.system) / 1000,
  'wall',
  Date.now() - w0,
);
for (const f of fr.slice(0, 6)) console.log(JSON.stringify(captionText(ctx, ctx, slug, f)));
writeFileSync(`/tmp/replay-${slug}.gif`, gif.data);
