/**
 * Issue #30: a table post carries each game's board for the chat (landscape, fits Discord's 550×350
 * box at 0.45, Diplomacy 0.38), the full board is one click away (the "Full board" button asks for
 * it), and the final post carries the full board as a second image with the outcome on the inline
 * banner.
 */
import { describe, expect, it } from 'vitest';
import { Texts } from '../../src/bot/i18n/index.js';
import { mapFile, turnButtons } from '../../src/bot/present.js';
import type { LoadedGame } from '../../src/bot/table.js';
import type { Context } from '../../src/bot/types.js';
import { GAME_UIS } from '../../src/commands/game-uis.js';
import { playout } from '../../src/engine/core/index.js';
import { GAMES } from '../../src/engine/games.js';
import { decodeOwnPng } from '../render/png-helpers.js';

const texts = new Texts(GAMES);
const ctx = {
  locale: 'en',
  t: (key: string, params?: Record<string, unknown>) => texts.t('en', key, params),
  has: (key: string) => texts.has(key, 'en'),
} as unknown as Context;
const services = { images: true, uis: new Map(GAME_UIS.map((u) => [u.slug, u])) } as never;

function loaded(slug: string, state: unknown): LoadedGame {
  const module = GAMES.find((g) => g.slug === slug)!;
  return { row: { id: 'g1', options: {}, status: 'active' }, module, seats: [], state } as unknown as LoadedGame;
}

const CASES: Array<[string, Record<string, unknown>, number, number]> = [
  ['belle-epoque', {}, 300, 0.45],
  ['versailles-1919', { players: 3 }, 200, 0.45],
  ['succession-1701', {}, 150, 0.45],
  ['diplomacy', { endYear: 1905 }, 60, 0.38],
];

describe('the table posts the board for the chat', () => {
  it.each(CASES)('%s: one landscape image that fits 550×350 at the minimum scale', async (slug, options, n, min) => {
    const module = GAMES.find((g) => g.slug === slug)!;
    const run = playout(module, 'inline-post', options as never, { maxActions: n, policy: 'bot' } as never);
    const files = (await mapFile(ctx, services, loaded(slug, run.state)))!;
    expect(files.map((f) => f.name)).toEqual([`${slug}-g1-v${(run.state as { version: number }).version}.png`]);
    const { width, height } = decodeOwnPng(files[0]!.data);
    expect(width).toBeGreaterThan(height);
    expect(Math.min(550 / width, 350 / height)).toBeGreaterThanOrEqual(min);
    // the full board, one click away: its own map view
    const full = (await mapFile(ctx, services, loaded(slug, run.state), 'full'))!;
    const size = decodeOwnPng(full[0]!.data);
    expect(size.width).toBe(1100);
  });

  it('offers the Full board button on the table', () => {
    const module = GAMES.find((g) => g.slug === 'belle-epoque')!;
    const game = loaded('belle-epoque', playout(module, 'btn', {}, { maxActions: 5 }).state);
    const labels = turnButtons(ctx, game).flat();
    expect(labels.map((b) => ('label' in b ? b.label : ''))).toContain('Full board');
    expect(labels.map((b) => ('customId' in b ? b.customId : ''))).toContain(`g:g1:${game.state!.version}:board`);
  });

  it('the final post carries the full board too, with the outcome on the inline banner', async () => {
    const module = GAMES.find((g) => g.slug === 'succession-1701')!;
    const run = playout(module, 'inline-final', {}, { maxActions: 100000 });
    expect(module.result(run.state as never)).toBeTruthy();
    const files = (await mapFile(ctx, services, loaded('succession-1701', run.state)))!;
    expect(files.map((f) => f.name.replace(/-v\d+/, ''))).toEqual([
      'succession-1701-g1.png',
      'succession-1701-g1-full.png',
    ]);
    expect(decodeOwnPng(files[1]!.data).height).toBeGreaterThan(decodeOwnPng(files[0]!.data).height);
  });
});
