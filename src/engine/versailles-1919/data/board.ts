// Board numbers (2.3-2.5). Provenance per value; see the reconstruction document §4.
import type { Region } from './types.js';

/** Region rows top to bottom: also the order simultaneous insurrections resolve (4.10). */
export const REGIONS: readonly Region[] = ['europe', 'balkans', 'middle_east', 'pacific', 'africa'];

/** Random region die: faces 1, 3, 5 from rulebook examples; 2 and 4 reconstructed; 6 = nothing. */
export const RANDOM_REGION_FACE: Record<number, Region | null> = {
  1: 'europe',
  2: 'balkans',
  3: 'middle_east',
  4: 'pacific',
  5: 'africa',
  6: null,
};

/**
 * Insurrection threshold per unrest column 1..8 (index 0 unused): the check succeeds when the
 * modified roll is at least the number; null = X, no roll. Columns 1-2, 4-6: rulebook examples;
 * 3, 7, 8: reconstructed by the one-step progression.
 */
export const THRESHOLD: readonly (number | null)[] = [null, null, null, 6, 5, 4, 3, 2, 1];

/** Columns where units may deploy, and the immediate effect of arriving there (examples, 2.3). */
export const DEPLOY_COLUMNS = [5, 6, 7, 8] as const;
export const DEPLOY_EFFECT: Record<number, { happiness: number; recover: number }> = {
  5: { happiness: -4, recover: 3 },
  6: { happiness: -2, recover: 3 },
  7: { happiness: -1, recover: 2 },
  8: { happiness: 0, recover: 0 },
};
/** Columns whose unit gives the owner a ±1 die modifier on that region's checks (2.3). */
export const DRM_COLUMNS = [5, 6, 7] as const;
export const KEG_MAX = 3;
export const UNREST_MAX = 8;

/** Demobilization boxes in the order they fill (2.5); afterwards box 1 holds any number. Grey boxes reconstructed. */
export function demobilizationBoxes(players: number): number[] {
  return players === 4 ? [5, 4, 3, 3, 2, 2] : [5, 4, 3, 2];
}

/** Most non-demobilized units a nation may own at a happiness value (2.4; zone edges from examples). */
export function maxUnits(happiness: number): number {
  if (happiness >= 11) return 3;
  if (happiness >= 5) return 2;
  return 1;
}

export const HAPPINESS_MAX = 30;
export const CUBES = 15;
export const UNITS = 3;
