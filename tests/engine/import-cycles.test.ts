// #21: the import graph of src/ has no cycle (tests/engine/import-graph.ts walks every relative import).
import { describe, expect, it } from 'vitest';
import { importCycles, importEdges } from './import-graph.js';

/** Cycles found outside the engines when this test was written, each listed whole; empty this list as they go. */
const KNOWN: string[][] = [];
const key = (c: string[]) => c.join(' | ');

describe('#21 import graph', () => {
  it('has no import cycle in La Belle Époque or Versailles 1919', () => {
    const engines = ['engine/belle-epoque/', 'engine/versailles-1919/'];
    expect(importCycles().filter((c) => c.some((f) => engines.some((d) => f.startsWith(d))))).toEqual([]);
  });

  it('has no import cycle anywhere in src/ but the known ones', () => {
    const known = new Set(KNOWN.map(key));
    expect(
      importCycles()
        .map(key)
        .filter((c) => !known.has(c)),
    ).toEqual([]);
  });
});

/**
 * The layers of src/, lowest first (docs/architecture.md): a file may import its own layer and the
 * layers below it, never one above. `config.ts` and `log.ts` are the floor; the transports sit above
 * the composition root (`app.ts`), and the entry points and the development tools above everything.
 */
const LAYERS: [string, RegExp][] = [
  ['base', /^(config|log)\.ts$/],
  ['engine', /^engine\//],
  ['data access', /^(db|lookup|render)\//],
  ['platform', /^bot\//],
  ['command kit', /^commands\/kit\//],
  ['commands', /^commands\//],
  ['composition root', /^app\.ts$/],
  ['transports', /^transport\//],
  ['entry points and tools', /^(main|shard)\.ts$|^dev\//],
];
const layerOf = (f: string) => {
  const i = LAYERS.findIndex(([, re]) => re.test(f));
  if (i < 0) throw new Error(`${f} is in no layer: add it to LAYERS`);
  return i;
};

describe('layers of src/', () => {
  it('no import runs back up a layer (the command kit imports no command, the platform no command, …)', () => {
    const up = importEdges()
      .filter(([from, to]) => layerOf(to) > layerOf(from))
      .map(([from, to]) => `${from} (${LAYERS[layerOf(from)]![0]}) -> ${to} (${LAYERS[layerOf(to)]![0]})`);
    expect(up).toEqual([]);
  });

  it('the graph it checks is the real one (a kit file imports the platform, a command imports the kit)', () => {
    const edges = importEdges();
    expect(edges.some(([f, t]) => f.startsWith('commands/kit/') && t.startsWith('bot/'))).toBe(true);
    expect(
      edges.some(
        ([f, t]) => !f.startsWith('commands/kit/') && f.startsWith('commands/') && t.startsWith('commands/kit/'),
      ),
    ).toBe(true);
  });
});
