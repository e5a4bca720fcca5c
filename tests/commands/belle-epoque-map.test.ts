/**
 * `/lbe map` posts the whole board, and `/lbe map detail:<continent>` one continent drawn larger
 * (issue #18): the attached PNG has the size of that view, in the player's language.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { belleEpoqueLabelLayout, LBE_WIDTH } from '../../src/render/belle-epoque/render.js';
import { Driver } from './belle-epoque-helpers.js';
import { scaled } from '../helpers/slowness.js';

function pngSize(data: Buffer): [number, number] {
  expect(data.subarray(1, 4).toString()).toBe('PNG');
  return [data.readUInt32BE(16), data.readUInt32BE(20)];
}

let d: Driver;
beforeAll(async () => {
  d = await Driver.open(['lbe-map-seed'], true);
  await d.line('alice', '/game new game:belle-epoque seats:2');
  await d.line('bob', '/game join');
  await d.line('alice', '/game start');
}, scaled(180_000)); // opening PGlite is the slow part
afterAll(async () => {
  await d.h.close();
});

describe('/lbe map', () => {
  it(
    'posts the whole board',
    async () => {
      const res = await d.line('alice', '/lbe map');
      const file = res.replies.flatMap((r) => r.files ?? [])[0]!;
      expect(file.name).toMatch(/^belle-epoque-.*\.png$/);
      expect(pngSize(file.data)).toEqual([LBE_WIDTH, belleEpoqueLabelLayout().height]);
    },
    scaled(120_000),
  );

  it.each([
    ['africa', 'en'],
    ['asia', 'it'],
  ] as const)(
    'posts the %s view when asked for it (%s)',
    async (detail, locale) => {
      const res = await d.line('bob', `/lbe map detail:${detail}`, locale);
      const file = res.replies.flatMap((r) => r.files ?? [])[0]!;
      expect(file.name).toMatch(new RegExp(`-${detail}\\.png$`));
      expect(pngSize(file.data)).toEqual([LBE_WIDTH, belleEpoqueLabelLayout(detail, locale).height]);
    },
    scaled(120_000),
  );
});
