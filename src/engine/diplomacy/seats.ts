/**
 * Seats at the table (§XIV.2): the number of players picks the set-up, and each
 * player seat holds the powers its variant groups together. A variant named with a different number
 * of seats is refused, never played with a seat dropped or left without powers.
 */
import { z } from 'zod';
import { VARIANTS, type VariantId } from './data/variants.js';
import { DiplomacyOptions, type DiplomacyState } from './state.js';
import type { Power } from './types.js';

/** The rulebook's set-up for each number of players (three players: its first option). */
export const VARIANT_BY_PLAYERS: Readonly<Record<number, VariantId>> = {
  7: 'standard',
  6: 'six',
  5: 'five',
  4: 'four',
  3: 'three-a',
  2: 'two',
};

const WithPlayers = DiplomacyOptions.extend({ players: z.number().int().optional() })
  .superRefine((o, ctx) => {
    const need = VARIANTS[o.variant].players;
    if (o.players !== undefined && o.players !== need)
      ctx.addIssue({
        code: 'custom',
        path: ['variant'],
        message: `variant ${o.variant} is the ${need}-player game (seats:${need}), not a game for ${o.players}`,
      });
  })
  .transform(({ players: _players, ...options }) => {
    // D-16: a two-player game is won by a side's units, never by one power's centres, so it stores
    // no centre target (the status would otherwise name one that never counts).
    if (VARIANTS[options.variant].sideUnitsToWin === null) return options;
    const { victoryCentres: _centres, ...rest } = options;
    return rest;
  });

/**
 * Table options: `players` (the number of seats, set by the table) chooses the variant unless one is
 * named; a named variant must be the one for that many players. Stored options carry no `players`.
 */
export const DiplomacyTableOptions = z.preprocess((raw, ctx) => {
  const o = { ...((raw ?? {}) as Record<string, unknown>) };
  if (o.variant === undefined && o.players !== undefined) {
    const variant = VARIANT_BY_PLAYERS[Number(o.players)];
    if (variant) o.variant = variant;
  }
  const need = VARIANTS[o.variant as VariantId]?.sideUnitsToWin;
  if (need != null && o.victoryCentres !== undefined)
    ctx.addIssue({
      code: 'custom',
      path: ['victoryCentres'],
      message: `the ${String(o.variant)} game is won by a side with ${need} units (D-16), not by centres`,
    });
  return o;
}, WithPlayers);

/**
 * The powers each player seat holds now, in seat order. In the two-player game Italy joins one of the
 * two seats when the coin decides (F-6); the table then hands it to that seat's player.
 */
export function seatRoles(s: DiplomacyState): Power[][] {
  return s.seats.map((seat) => [...seat]);
}
