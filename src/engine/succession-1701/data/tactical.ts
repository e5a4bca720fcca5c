// Tactical decks: 21 cards per coalition with 1-3 points split between attack and defence, and jokers
// (rulebook §19-20). The split is not printed; this composition is reconstructed (digest §2.8, G9).
import type { TacticalCardDef } from './types.js';

const DECK: readonly TacticalCardDef[] = [
  { kind: 'A3', attack: 3, defence: 0, joker: false, copies: 2 },
  { kind: 'D3', attack: 0, defence: 3, joker: false, copies: 2 },
  { kind: 'A2D1', attack: 2, defence: 1, joker: false, copies: 2 },
  { kind: 'A1D2', attack: 1, defence: 2, joker: false, copies: 2 },
  { kind: 'A2', attack: 2, defence: 0, joker: false, copies: 2 },
  { kind: 'D2', attack: 0, defence: 2, joker: false, copies: 2 },
  { kind: 'A1D1', attack: 1, defence: 1, joker: false, copies: 3 },
  { kind: 'A1', attack: 1, defence: 0, joker: false, copies: 2 },
  { kind: 'D1', attack: 0, defence: 1, joker: false, copies: 2 },
  { kind: 'JOKER', attack: 0, defence: 0, joker: true, copies: 2 },
];

/** Card ids are `<deck>-<kind>-<copy>`, deck `L` (Loyalists) or `A` (Alliance). */
export function tacticalDeck(deck: 'L' | 'A'): string[] {
  const out: string[] = [];
  for (const c of DECK) for (let i = 1; i <= c.copies; i++) out.push(`${deck}-${c.kind}-${i}`);
  return out;
}
const BY_KIND = new Map(DECK.map((c) => [c.kind, c]));
export function tacticalCard(id: string): TacticalCardDef {
  const kind = id.split('-')[1]!;
  const c = BY_KIND.get(kind);
  if (!c) throw new Error(`unknown tactical card ${id}`);
  return c;
}
