/**
 * A render worker (src/render/pool.ts): draws the maps the bot's process asks for over the IPC channel
 * and sends back the PNG with its own resident memory and cache sizes, until the pool retires it.
 * Started as `node bin/run.mjs render-worker` with an IPC channel; it exits when the channel closes.
 */
import { renderBelleEpoqueMap } from './render/belle-epoque/render.js';
import { cacheSizes } from './render/common/layers.js';
import { renderDiplomacyMap } from './render/diplomacy/render.js';
import type { RenderKind, RenderReply, RenderRequest } from './render/pool.js';
import { renderSuccession1701Map } from './render/succession-1701/render.js';
import { renderVersaillesBoard } from './render/versailles-1919/render.js';

// biome-ignore lint/suspicious/noExplicitAny: each renderer takes its own input, checked by the renderer
const RENDERERS: Record<RenderKind, (input: any, opts: any) => Promise<Buffer>> = {
  'belle-epoque': renderBelleEpoqueMap,
  diplomacy: renderDiplomacyMap,
  'versailles-1919': renderVersaillesBoard,
  'succession-1701': renderSuccession1701Map,
};

const reply = (r: RenderReply) => process.send?.(r);

process.on('message', (req: RenderRequest) => {
  const done = (r: { png?: Uint8Array; error?: string }) =>
    reply({ id: req.id, ...r, rss: process.memoryUsage.rss(), caches: cacheSizes() });
  RENDERERS[req.kind](req.input, req.opts).then(
    (png) => done({ png }),
    (e: unknown) => done({ error: e instanceof Error ? e.message : String(e) }),
  );
});
process.on('disconnect', () => process.exit(0));
reply({ ready: true });
