/** Renders the sample positions to docs/maps/*.png: for each game the full map and a 550-px preview
 * of a crowded mid-game (what Discord shows inline), plus zooms and variants. Prints time and size.
 * Run: npx tsx tests/render/write-samples.ts [name-filter] */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { renderBelleEpoqueMap } from '../../src/render/belle-epoque/render.js';
import { lbeMidGame, lbeSetup } from '../../src/render/belle-epoque/samples.js';
import { renderDiplomacyMap } from '../../src/render/diplomacy/render.js';
import { dipOrders, dipRetreat, dipStart } from '../../src/render/diplomacy/samples.js';
import { encodePngSync } from '../../src/render/common/png.js';
import { renderBelleEpoqueInline } from '../../src/render/belle-epoque/inline.js';
import { renderDiplomacyInline } from '../../src/render/diplomacy/inline.js';
import { renderSuccession1701Inline } from '../../src/render/succession-1701/inline.js';
import { renderVersaillesInline } from '../../src/render/versailles-1919/inline.js';

import { playout } from '../../src/engine/core/index.js';
import { belleEpoque, type BelleState } from '../../src/engine/belle-epoque/index.js';
import { viewFor } from '../../src/engine/belle-epoque/view.js';
import { toLbeMapInput } from '../../src/render/belle-epoque/adapter.js';
import { viewFor as dipViewFor } from '../../src/engine/diplomacy/view.js';
import { phaseHistory } from '../../src/engine/diplomacy/history.js';
import { GAMES } from '../../src/engine/games.js';
import { toDiplomacyResultsInput } from '../../src/render/diplomacy/adapter.js';
import { playSpring1901 } from './fixtures/diplomacy-engine.js';

import { versailles1919, type VersaillesState } from '../../src/engine/versailles-1919/index.js';
import { observerView as verObserverView } from '../../src/engine/versailles-1919/view.js';
import { toVersaillesBoardInput } from '../../src/render/versailles-1919/adapter.js';
import { renderVersaillesBoard } from '../../src/render/versailles-1919/render.js';

import { succession1701, type Succession1701State } from '../../src/engine/succession-1701/index.js';
import { viewOf as s1701ViewOf } from '../../src/engine/succession-1701/view.js';
import { toSuccession1701MapInput } from '../../src/render/succession-1701/adapter.js';
import { renderSuccession1701Map } from '../../src/render/succession-1701/render.js';

function lbeFromEngine(maxActions: number) {
  const state = playout(belleEpoque, 'docs-sample', {}, { maxActions }).state as BelleState;
  return toLbeMapInput(viewFor(state, 'observer'), {
    caption: `La Belle Époque · engine game, turn ${state.turn} (bots)`,
  });
}
const engineInput = lbeFromEngine(700);
const dipEngineInput = toDiplomacyResultsInput(dipViewFor(playSpring1901(), 'observer').lastPhase!, {
  caption: 'Spring 1901 · engine adjudication',
});

// A crowded Diplomacy mid-game: a seeded bot game, the movement phase of 1905 with its results, and
// the first retreat phase that moved a unit.
const dipGame = playout(
  GAMES.find((g) => g.slug === 'diplomacy')!,
  'docs-crowded',
  { endYear: 1907 },
  { policy: 'bot' },
);
const dipHistory = phaseHistory(
  GAMES.find((g) => g.slug === 'diplomacy')!,
  {
    kind: 'diplomacy',
    seed: 'docs-crowded',
    options: { endYear: 1907 },
    engineVersion: GAMES.find((g) => g.slug === 'diplomacy')!.engineVersion,
  },
  dipGame.records,
);
const crowdedRecord = dipHistory.find((h) => h.year === 1905 && h.phase === 'movement')!;
const crowded = toDiplomacyResultsInput(crowdedRecord, { caption: 'Spring 1905 · bot game, orders and results' });
const balkans = { ...crowded, caption: 'Spring 1905 · bot game · Balkans' };
const retreatRecord = dipHistory.find(
  (h) => h.phase === 'retreat' && h.orders.some((o) => o.order.type === 'retreat' && o.result === 'succeeds'),
)!;
const engineRetreat = toDiplomacyResultsInput(retreatRecord, {
  caption: `${retreatRecord.season} ${retreatRecord.year} · retreats (bot game)`,
});
const adjustRecord = dipHistory.find((h) => h.phase === 'adjustment' && h.orders.length >= 3)!;
const engineAdjust = toDiplomacyResultsInput(adjustRecord, {
  caption: `Winter ${adjustRecord.year} · builds and removals (bot game)`,
});

// A crowded Versailles mid-game (four players, units deployed), the same in Italian, and a finished
// solo game (its result in the header, the factions' strength in the score column).
const verState = playout(versailles1919, 'docs-sample', { players: 4, botLevel: 'baseline' }, { maxActions: 200 })
  .state as VersaillesState;
const verInput = toVersaillesBoardInput(verObserverView(verState), { caption: 'engine game (bots)' });
const verInputIt = toVersaillesBoardInput(verObserverView(verState), {
  lang: 'it',
  caption: 'partita del motore (bot)',
  step: 'Azioni politica e militare',
});
const verSolo = playout(versailles1919, 'docs-solo', { players: 1, botLevel: 'baseline' }, { maxActions: 100_000 })
  .state as VersaillesState;
const verSoloInput = toVersaillesBoardInput(verObserverView(verSolo), { lang: 'it' });
const s1701State = playout(succession1701, 'docs-sample', {}, { maxActions: 700 }).state as Succession1701State;
const s1701Input = toSuccession1701MapInput(s1701ViewOf(s1701State, 'observer'), { caption: 'engine game (bots)' });

/** The image as Discord shows it inline: scaled to 550 px wide. */
async function preview(png: Buffer, width = 550): Promise<Buffer> {
  const img = await loadImage(png);
  const height = Math.round((img.height * width) / img.width);
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.imageSmoothingEnabled = true;
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(img, 0, 0, width, height);
  return encodePngSync(canvas);
}

/** The image as Discord shows it inline: fitted into its 550×350 box (issue #30). */
async function fitted(png: Buffer): Promise<Buffer> {
  const img = await loadImage(png);
  const f = Math.min(550 / img.width, 350 / img.height);
  return preview(png, Math.round(img.width * f));
}

// the finished 1701 game: its outcome on the banner (issue #30)
const s1701End = toSuccession1701MapInput(
  s1701ViewOf(
    playout(succession1701, 'docs-end', {}, { maxActions: 100_000 }).state as Succession1701State,
    'observer',
  ),
);

const jobs: Array<[string, () => Promise<Buffer>]> = [
  // the boards for the chat (issue #30): the image and as the inline box shows it
  ['belle-epoque-inline.png', () => renderBelleEpoqueInline(engineInput, { continent: 'EU' })],
  ['belle-epoque-inline-550.png', async () => fitted(await renderBelleEpoqueInline(engineInput, { continent: 'EU' }))],
  ['belle-epoque-inline-africa-550.png', async () => fitted(await renderBelleEpoqueInline(lbeMidGame()))],
  ['versailles-1919-inline.png', () => renderVersaillesInline(verInput)],
  ['versailles-1919-inline-550.png', async () => fitted(await renderVersaillesInline(verInput))],
  ['versailles-1919-inline-it-550.png', async () => fitted(await renderVersaillesInline(verInputIt))],
  ['succession-1701-inline.png', () => renderSuccession1701Inline(s1701Input)],
  ['succession-1701-inline-550.png', async () => fitted(await renderSuccession1701Inline(s1701Input))],
  ['succession-1701-end-inline-550.png', async () => fitted(await renderSuccession1701Inline(s1701End))],
  ['succession-1701-end.png', () => renderSuccession1701Map(s1701End)],
  ['diplomacy-inline.png', () => renderDiplomacyInline(crowded)],
  ['diplomacy-inline-550.png', async () => fitted(await renderDiplomacyInline(crowded))],
  ['belle-epoque-midgame.png', () => renderBelleEpoqueMap(lbeMidGame())],
  ['belle-epoque-midgame-550.png', async () => preview(await renderBelleEpoqueMap(lbeMidGame()))],
  ['belle-epoque-engine.png', () => renderBelleEpoqueMap(engineInput)],
  [
    'belle-epoque-midgame-it.png',
    () =>
      renderBelleEpoqueMap({ ...lbeMidGame(), lang: 'it', caption: 'La Belle Époque · Turno 5 · Fase delle Azioni' }),
  ],
  ['belle-epoque-setup.png', () => renderBelleEpoqueMap(lbeSetup())],
  [
    // a finished solo game (13.10): the Non-Player Powers have no VP bar, the outcome has its own line
    'belle-epoque-solo-end-it.png',
    () =>
      renderBelleEpoqueMap({
        ...lbeMidGame(),
        lang: 'it',
        turn: 8,
        era: 3,
        caption: 'La Belle Époque · Turno 8 · Partita finita (Sarajevo)',
        nonPlayer: ['GB', 'CE', 'RU'],
        solo: { power: 'FR', vp: 96, bonus: 5, level: 'significant_victory' },
      }),
  ],
  ['belle-epoque-europe.png', () => renderBelleEpoqueMap(lbeMidGame(), { detail: 'europe' })],
  ['belle-epoque-africa.png', () => renderBelleEpoqueMap(lbeMidGame(), { detail: 'africa' })],
  ['belle-epoque-asia.png', () => renderBelleEpoqueMap(lbeMidGame(), { detail: 'asia' })],
  ['belle-epoque-europe-550.png', async () => preview(await renderBelleEpoqueMap(lbeMidGame(), { detail: 'europe' }))],
  ['versailles-1919.png', () => renderVersaillesBoard(verInput)],
  ['versailles-1919-midgame-550.png', async () => preview(await renderVersaillesBoard(verInput))],
  ['versailles-1919-midgame-it.png', () => renderVersaillesBoard(verInputIt)],
  ['versailles-1919-solo-end-it.png', () => renderVersaillesBoard(verSoloInput)],
  ['succession-1701.png', () => renderSuccession1701Map(s1701Input)],
  ['succession-1701-midgame-550.png', async () => preview(await renderSuccession1701Map(s1701Input))],
  ['succession-1701-flanders.png', () => renderSuccession1701Map(s1701Input, { theatre: 'flanders' })],
  [
    'succession-1701-danube-550.png',
    async () => preview(await renderSuccession1701Map(s1701Input, { theatre: 'danube' })),
  ],
  [
    'succession-1701-it.png',
    () => renderSuccession1701Map({ ...s1701Input, lang: 'it', caption: 'partita del motore (bot)' }),
  ],
  [
    'succession-1701-italy-it.png',
    () =>
      renderSuccession1701Map({ ...s1701Input, lang: 'it', caption: 'partita del motore (bot)' }, { theatre: 'italy' }),
  ],
  ['diplomacy-start.png', () => renderDiplomacyMap(dipStart())],
  ['diplomacy-orders.png', () => renderDiplomacyMap(dipOrders())],
  ['diplomacy-midgame.png', () => renderDiplomacyMap(crowded)],
  ['diplomacy-midgame-550.png', async () => preview(await renderDiplomacyMap(crowded))],
  ['diplomacy-midgame-balkans.png', () => renderDiplomacyMap(balkans, { zone: 'balkans' })],
  ['diplomacy-midgame-balkans-550.png', async () => preview(await renderDiplomacyMap(balkans, { zone: 'balkans' }))],
  [
    'diplomacy-orders-low-countries.png',
    () => renderDiplomacyMap({ ...dipOrders(), caption: 'Fall 1902 · Low Countries' }, { zone: 'low-countries' }),
  ],
  ['diplomacy-engine-spring-1901.png', () => renderDiplomacyMap(dipEngineInput)],
  [
    'diplomacy-orders-it.png',
    () => renderDiplomacyMap({ ...dipOrders(), lang: 'it', caption: 'Autunno 1902 · Ordini e risultati' }),
  ],
  ['diplomacy-retreat.png', () => renderDiplomacyMap(dipRetreat())],
  ['diplomacy-engine-retreat.png', () => renderDiplomacyMap(engineRetreat)],
  ['diplomacy-engine-adjustment.png', () => renderDiplomacyMap(engineAdjust)],
];

const only = process.argv[2];
mkdirSync('docs/maps', { recursive: true });
if (!only) {
  // the folder holds exactly what this script writes (plus the Versailles test's own images)
  const keep = new Set(jobs.map(([n]) => n));
  for (const f of readdirSync('docs/maps'))
    if (f.endsWith('.png') && !keep.has(f) && !f.startsWith('versailles-1919-')) rmSync(`docs/maps/${f}`);
}
for (const [name, job] of jobs) {
  if (only && !name.includes(only)) continue;
  const t0 = performance.now();
  const cold = await job();
  const t1 = performance.now();
  const warm = await job();
  const t2 = performance.now();
  writeFileSync(`docs/maps/${name}`, warm);
  console.log(
    `${name}: cold ${(t1 - t0).toFixed(0)} ms, warm ${(t2 - t1).toFixed(0)} ms, ${(warm.length / 1024).toFixed(0)} KiB, same=${cold.equals(warm)}`,
  );
}
