/** Renders the fixture positions to docs/maps/*.png and prints time and size of each.
 * Run: npx tsx tests/render/write-samples.ts */
import { mkdirSync, writeFileSync } from 'node:fs';
import { renderBelleEpoqueMap } from '../../src/render/belle-epoque/render.js';
import { lbeMidGame, lbeSetup } from '../../src/render/belle-epoque/samples.js';
import { renderDiplomacyMap } from '../../src/render/diplomacy/render.js';
import { dipOrders, dipRetreat, dipStart } from '../../src/render/diplomacy/samples.js';

import { playout } from '../../src/engine/core/index.js';
import { belleEpoque, type BelleState } from '../../src/engine/belle-epoque/index.js';
import { viewFor } from '../../src/engine/belle-epoque/view.js';
import { toLbeMapInput } from '../../src/render/belle-epoque/adapter.js';
import { viewFor as dipViewFor } from '../../src/engine/diplomacy/view.js';
import { toDiplomacyResultsInput } from '../../src/render/diplomacy/adapter.js';
import { playSpring1901 } from './fixtures/diplomacy-engine.js';

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

import { versailles1919, type VersaillesState } from '../../src/engine/versailles-1919/index.js';
import { observerView as verObserverView } from '../../src/engine/versailles-1919/view.js';
import { toVersaillesBoardInput } from '../../src/render/versailles-1919/adapter.js';
import { renderVersaillesBoard } from '../../src/render/versailles-1919/render.js';
const verState = playout(versailles1919, 'docs-sample', {}, { maxActions: 80 }).state as VersaillesState;
const verInput = toVersaillesBoardInput(verObserverView(verState), { caption: 'engine game (bots)' });

import { succession1701, type Succession1701State } from '../../src/engine/succession-1701/index.js';
import { viewOf as s1701ViewOf } from '../../src/engine/succession-1701/view.js';
import { toSuccession1701MapInput } from '../../src/render/succession-1701/adapter.js';
import { renderSuccession1701Map } from '../../src/render/succession-1701/render.js';
const s1701State = playout(succession1701, 'docs-sample', {}, { maxActions: 700 }).state as Succession1701State;
const s1701Input = toSuccession1701MapInput(s1701ViewOf(s1701State, 'observer'), { caption: 'engine game (bots)' });

const jobs: Array<[string, () => Promise<Buffer>]> = [
  ['belle-epoque-midgame.png', () => renderBelleEpoqueMap(lbeMidGame())],
  ['belle-epoque-engine.png', () => renderBelleEpoqueMap(engineInput)],
  [
    'belle-epoque-midgame-it.png',
    () =>
      renderBelleEpoqueMap({ ...lbeMidGame(), lang: 'it', caption: 'La Belle Époque · Turno 5 · Fase delle Azioni' }),
  ],
  ['belle-epoque-setup.png', () => renderBelleEpoqueMap(lbeSetup())],
  ['belle-epoque-europe.png', () => renderBelleEpoqueMap(lbeMidGame(), { detail: 'europe' })],
  ['belle-epoque-africa.png', () => renderBelleEpoqueMap(lbeMidGame(), { detail: 'africa' })],
  ['belle-epoque-asia.png', () => renderBelleEpoqueMap(lbeMidGame(), { detail: 'asia' })],
  ['versailles-1919.png', () => renderVersaillesBoard(verInput)],
  ['succession-1701.png', () => renderSuccession1701Map(s1701Input)],
  ['diplomacy-start.png', () => renderDiplomacyMap(dipStart())],
  ['diplomacy-orders.png', () => renderDiplomacyMap(dipOrders())],
  ['diplomacy-engine-spring-1901.png', () => renderDiplomacyMap(dipEngineInput)],
  [
    'diplomacy-orders-it.png',
    () => renderDiplomacyMap({ ...dipOrders(), lang: 'it', caption: 'Autunno 1902 · Ordini e risultati' }),
  ],
  ['diplomacy-retreat.png', () => renderDiplomacyMap(dipRetreat())],
];

const only = process.argv[2];
mkdirSync('docs/maps', { recursive: true });
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
