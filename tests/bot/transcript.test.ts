import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { playTranscript, type TranscriptPlan } from '../helpers/transcript.js';
import { scaled } from '../helpers/slowness.js';

/**
 * Behaviour kept byte for byte: for each game a seeded console game played through the router (the path
 * `npm start`'s console takes) must give the recorded replies, components and map hashes.
 * `TRANSCRIPT_RECORD=1 npx vitest run tests/bot/transcript.test.ts` writes them again (only when a reply
 * is meant to change; say so in the commit).
 */
const PLANS: TranscriptPlan[] = [
  { kind: 'belle-epoque', command: 'lbe', create: 'seats:3 bots:1', joiners: ['bob'], moves: 40, sweepEvery: 10 },
  {
    kind: 'diplomacy',
    command: 'dip',
    create: 'seats:3 bots:1',
    joiners: ['bob'],
    moves: 40,
    sweepEvery: 5,
    roundEnd: '/dip ready confirm:true',
  },
  { kind: 'versailles-1919', command: 'versailles', create: 'seats:2', joiners: ['bob'], moves: 40, sweepEvery: 10 },
  { kind: 'succession-1701', command: '1701', create: 'seats:2', joiners: ['bob'], moves: 40, sweepEvery: 10 },
];

const RECORD = process.env.TRANSCRIPT_RECORD === '1';

describe('recorded console games', () => {
  for (const plan of PLANS) {
    it(
      `${plan.kind}: the same replies and the same maps as recorded`,
      async () => {
        const file = new URL(`../fixtures/transcripts/${plan.kind}.txt`, import.meta.url);
        const text = await playTranscript(plan);
        if (RECORD || !existsSync(file)) writeFileSync(file, text);
        const recorded = readFileSync(file, 'utf8');
        // the whole run is compared, so a change anywhere fails; first the line where it starts
        const a = text.split('\n');
        const b = recorded.split('\n');
        const at = a.findIndex((l, i) => l !== b[i]);
        if (at >= 0)
          expect(a.slice(Math.max(0, at - 5), at + 10).join('\n')).toBe(
            b.slice(Math.max(0, at - 5), at + 10).join('\n'),
          );
        expect(text.length).toBe(recorded.length);
      },
      scaled(240_000),
    );
  }
});
