/**
 * Public surface of the renderers: pure functions from plain inputs (built from views by each
 * game's adapter) to PNG buffers.
 */
export { renderBelleEpoqueMap, drawBelleEpoqueMap } from './belle-epoque/render.js';
export { toLbeMapInput } from './belle-epoque/adapter.js';
export type { LbeMapInput, LbeRenderOptions } from './belle-epoque/input.js';
export { renderDiplomacyMap, drawDiplomacyMap } from './diplomacy/render.js';
export { toDiplomacyMapInput, toDiplomacyResultsInput } from './diplomacy/adapter.js';
export type { DiplomacyMapInput } from './diplomacy/input.js';
export { renderVersaillesBoard } from './versailles-1919/render.js';
export { toVersaillesBoardInput } from './versailles-1919/adapter.js';
export type { VersaillesBoardInput } from './versailles-1919/input.js';
export { renderSuccession1701Map } from './succession-1701/render.js';
export { toSuccession1701MapInput } from './succession-1701/adapter.js';
export type { S1701MapInput } from './succession-1701/input.js';

import { drawBelleEpoqueMap } from './belle-epoque/render.js';
import { lbeSetup } from './belle-epoque/samples.js';
import { drawDiplomacyMap } from './diplomacy/render.js';
import { dipStart } from './diplomacy/samples.js';

/**
 * Loads the fonts and the Natural Earth data and builds the projected geometry of the two big maps,
 * so the first real render does not pay for it (about a second on the 2-core server). Optional:
 * call it once at bot start-up.
 */
export function warmUpRenderers(): void {
  drawBelleEpoqueMap(lbeSetup());
  drawDiplomacyMap(dipStart());
}
