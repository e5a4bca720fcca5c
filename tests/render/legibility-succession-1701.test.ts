/**
 * Issue #18 for 1701: the map is read in Discord at about 550 px wide. From the renderer's drawing
 * parameters, every text a player reads is 9 px or more and an army block 12 px or more once scaled
 * to 550 px; from its layout, on the whole board and on each theatre, in bot games and in a crowded
 * made-up position: no two names overlap, no name covers a marker or a block, each army stands on
 * its own town, and each name sits beside its town or stack or is joined to it by a leader line.
 */
import { describe, expect, it } from 'vitest';
import { playout } from '../../src/engine/core/index.js';
import { succession1701, type Succession1701State } from '../../src/engine/succession-1701/index.js';
import { viewFor } from '../../src/engine/succession-1701/view.js';
import { overlaps, type Box } from '../../src/render/common/labels.js';
import { toSuccession1701MapInput } from '../../src/render/succession-1701/adapter.js';
import type { S1701MapInput } from '../../src/render/succession-1701/input.js';
import {
  S1701_DRAW,
  S1701_THEATRES,
  S1701_WIDTH,
  succession1701LabelLayout,
} from '../../src/render/succession-1701/render.js';

const INLINE = 550;
const inline = (px: number) => (px * INLINE) / S1701_DRAW.width;
const gap = (a: Box, b: Box) => Math.max(0, b.x - (a.x + a.w), a.x - (b.x + b.w), b.y - (a.y + a.h), a.y - (b.y + b.h));
const onBox = (b: Box, x: number, y: number) =>
  x >= b.x - 0.5 && x <= b.x + b.w + 0.5 && y >= b.y - 0.5 && y <= b.y + b.h + 0.5;

function game(actions: number): S1701MapInput {
  const s = playout(succession1701, 'legibility-1701', {}, { maxActions: actions }).state as Succession1701State;
  return toSuccession1701MapInput(viewFor(s, 'observer'));
}

/**
 * The places players reported: Vendôme at Milano (was drawn beside Vercelli), Ouwerkerk at Reims
 * (beside Luxemburg), an army without a general, four armies in one town, and armies in the
 * crowded pairs Breda/Rotterdam and Ingolstadt/Donauwörth, one of them shut inside the walls.
 */
function crowded(): S1701MapInput {
  const base = game(0);
  const army = (
    id: string,
    side: 'loyalists' | 'grand-alliance',
    town: string,
    strength: number,
    general?: string,
  ) => ({
    id,
    side,
    town,
    strength,
    inside: false,
    ...(general ? { general } : {}),
  });
  return {
    ...base,
    towns: base.towns.map((t) =>
      t.id === 'INGOLSTADT' ? { ...t, garrison: 3, besieged: true } : t.id === 'LILLE' ? { ...t, captured: true } : t,
    ),
    armies: [
      army('a1', 'loyalists', 'MILANO', 6, 'Vendôme'),
      army('a2', 'grand-alliance', 'REIMS', 6, 'Ouwerkerk'),
      army('a3', 'grand-alliance', 'VERCELLI', 6),
      army('a4', 'loyalists', 'BRUSSEL', 4, 'Villeroi'),
      army('a5', 'loyalists', 'BRUSSEL', 6, 'Catinat'),
      army('a6', 'loyalists', 'BRUSSEL', 6, 'Berwick'),
      army('a7', 'loyalists', 'BRUSSEL', 6, 'Bedmar'),
      army('a8', 'grand-alliance', 'BREDA', 5, 'Marlborough'),
      army('a9', 'loyalists', 'ROTTERDAM', 3, 'Boufflers'),
      army('b1', 'grand-alliance', 'DONAUWOERTH', 6, 'Eugene of Savoy'),
      { ...army('b2', 'loyalists', 'INGOLSTADT', 3, 'Max Emanuel'), inside: true },
      army('b3', 'grand-alliance', 'INGOLSTADT', 6, 'Ludwig Wilhelm of Baden'),
      army('b4', 'loyalists', 'LUXEMBURG', 2),
    ],
  };
}

describe('1701 at 550 px wide', () => {
  const d = S1701_DRAW;
  it('keeps every text a player reads at 9 px or more', () => {
    for (const px of [d.townPx, d.capitalPx, d.numberPx, d.armyLabelPx, d.brigadePx, d.legendPx, d.captionPx])
      expect(inline(px)).toBeGreaterThanOrEqual(9);
    expect(inline(d.smallestTextPx)).toBeGreaterThanOrEqual(9);
    expect(d.smallestTextPx).toBe(Math.min(d.townPx, d.numberPx, d.armyLabelPx, d.legendPx));
  });

  it('keeps army blocks and town markers at 12 px or more', () => {
    expect(inline(d.armyPx)).toBeGreaterThanOrEqual(12);
    expect(inline(d.smallestPiecePx)).toBeGreaterThanOrEqual(12);
    expect(inline(d.townMarkerPx)).toBeGreaterThanOrEqual(12);
  });

  const positions: Array<[string, () => S1701MapInput]> = [
    ['the set-up', () => game(0)],
    ['a bot game after 80 actions', () => game(80)],
    ['a bot game after 400 actions', () => game(400)],
    ['a crowded made-up position', crowded],
    ['a crowded made-up position, in Italian', () => ({ ...crowded(), lang: 'it' as const })],
  ];
  for (const [name, make] of positions) {
    describe(name, () => {
      const input = make();
      for (const zone of ['all', ...S1701_THEATRES.map((t) => t.id)]) {
        describe(zone === 'all' ? 'whole board' : `theatre ${zone}`, () => {
          const L = succession1701LabelLayout(input, zone);

          it('places names that overlap no other name, no marker and no block, inside the map', () => {
            expect(L.labels.length).toBeGreaterThan(8);
            for (const [i, a] of L.labels.entries()) {
              expect(a.box.x, a.id).toBeGreaterThanOrEqual(0);
              expect(a.box.y, a.id).toBeGreaterThanOrEqual(0);
              expect(a.box.x + a.box.w, a.id).toBeLessThanOrEqual(S1701_WIDTH);
              expect(a.box.y + a.box.h, a.id).toBeLessThanOrEqual(L.mapH);
              for (const b of L.labels.slice(i + 1)) expect(overlaps(a.box, b.box), `${a.id} / ${b.id}`).toBe(false);
              for (const o of L.obstacles) expect(overlaps(a.box, o), `${a.id} covers a marker or block`).toBe(false);
            }
          });

          it('puts each name beside its town or stack, or joins it by a leader line', () => {
            for (const l of L.labels) {
              if (!l.leader) {
                expect(gap(l.box, l.anchor), `${l.id} stands apart without a line`).toBeLessThanOrEqual(4);
                continue;
              }
              const [x0, y0, x1, y1] = l.leader;
              expect(onBox(l.anchor, x0, y0), `${l.id}: the line starts on its town or stack`).toBe(true);
              expect(onBox(l.box, x1, y1), `${l.id}: the line ends on the name`).toBe(true);
            }
          });

          it('stands every army on its own town and names every stack', () => {
            const marker = new Map(L.towns.map((t) => [t.id, t.marker]));
            for (const st of L.stacks) {
              const own = marker.get(st.town)!;
              // the stack sits on the marker: a block on it, each other block next to one before it
              if (st.leader) {
                // a stack set apart: its line starts on the town and ends on one of its blocks
                const [x0, y0, x1, y1] = st.leader;
                expect(onBox(own, x0, y0), `${st.town}: the line starts on the town`).toBe(true);
                const whole = {
                  x: Math.min(...st.blocks.map((b) => b.box.x)),
                  y: Math.min(...st.blocks.map((b) => b.box.y)),
                  w: Math.max(...st.blocks.map((b) => b.box.x + b.box.w)) - Math.min(...st.blocks.map((b) => b.box.x)),
                  h: Math.max(...st.blocks.map((b) => b.box.y + b.box.h)) - Math.min(...st.blocks.map((b) => b.box.y)),
                };
                expect(onBox(whole, x1, y1), `${st.town}: the line ends on the stack`).toBe(true);
              } else
                expect(
                  st.blocks.some((b) => overlaps(b.box, own)),
                  `a block on ${st.town}`,
                ).toBe(true);
              st.blocks.slice(1).forEach((b, k) => {
                const before = st.blocks.slice(0, k + 1).map((x) => gap(b.box, x.box));
                expect(Math.min(...before), `${b.army} joins its stack`).toBeLessThanOrEqual(4);
              });
              for (const b of st.blocks) {
                for (const [id, m] of marker)
                  if (id !== st.town) expect(overlaps(b.box, m), `${b.army} covers ${id}`).toBe(false);
              }
              expect(
                L.labels.some((l) => l.id === `army:${st.town}`),
                `names at ${st.town}`,
              ).toBe(true);
            }
            const named = new Set(L.stacks.flatMap((s) => s.blocks.map((b) => b.army)));
            const inCrop = new Set(L.towns.map((t) => t.id));
            for (const a of input.armies) if (inCrop.has(a.town)) expect(named.has(a.id), a.id).toBe(true);
          });

          it(zone === 'all' ? 'names every town with an army' : 'names every town of the theatre', () => {
            const named = new Set(L.labels.map((l) => l.id));
            const want = zone === 'all' ? [...new Set(input.armies.map((a) => a.town))] : L.towns.map((t) => t.id);
            expect(want.filter((id) => !named.has(id))).toEqual([]);
          });

          it('shows every symbol of the key whole, inside the image', () => {
            expect(L.key.map((k) => k.item)).toHaveLength(12);
            for (const k of L.key) {
              expect(k.label.length, k.item).toBeGreaterThan(2);
              expect(k.box.x + k.box.w, k.item).toBeLessThanOrEqual(S1701_WIDTH - 14);
              expect(k.box.y + k.box.h, k.item).toBeLessThanOrEqual(L.height);
            }
          });
        });
      }
    });
  }

  it('draws the reported armies on their own towns: Vendôme at Milano, Ouwerkerk at Reims', () => {
    const L = succession1701LabelLayout(crowded(), 'all');
    const marker = new Map(L.towns.map((t) => [t.id, t.marker]));
    const at = (army: string) => L.stacks.find((s) => s.blocks.some((b) => b.army === army))!;
    const block = (army: string) => at(army).blocks.find((b) => b.army === army)!.box;
    expect(at('a1').town).toBe('MILANO');
    expect(gap(block('a1'), marker.get('MILANO')!)).toBe(0);
    expect(gap(block('a1'), marker.get('VERCELLI')!)).toBeGreaterThan(0);
    expect(gap(block('a2'), marker.get('REIMS')!)).toBe(0);
    expect(gap(block('a2'), marker.get('LUXEMBURG')!)).toBeGreaterThan(0);
    // the army without a general is named as such, never a bare number
    const vercelli = L.labels.find((l) => l.id === 'army:VERCELLI')!;
    expect(vercelli.lines.map((l) => l.text)).toEqual(['(no general)']);
    const it = succession1701LabelLayout({ ...crowded(), lang: 'it' }, 'all');
    expect(it.labels.find((l) => l.id === 'army:VERCELLI')!.lines.map((l) => l.text)).toEqual(['(senza generale)']);
  });

  it('names Breda and Rotterdam, Ingolstadt and Donauwörth without overlap on their theatres', () => {
    for (const [zone, ids] of [
      ['flanders', ['BREDA', 'ROTTERDAM']],
      ['danube', ['INGOLSTADT', 'DONAUWOERTH']],
    ] as const) {
      const L = succession1701LabelLayout(crowded(), zone);
      const [a, b] = ids.map((id) => L.labels.find((l) => l.id === id)!);
      expect(a && b, zone).toBeTruthy();
      expect(overlaps(a!.box, b!.box)).toBe(false);
    }
  });
});
