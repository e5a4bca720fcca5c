import type { Loc, Power, Unit } from '../types.js';
import { ARMY_ADJACENCY_TEXT, FLEET_ADJACENCY_TEXT, PROVINCES, type ProvinceDef } from './map-data.js';

export { PROVINCES, type ProvinceDef } from './map-data.js';

/** Province lookup by id (derived, read-only). */
export const PROVINCE: Readonly<Record<string, ProvinceDef>> = Object.fromEntries(PROVINCES.map((p) => [p.id, p]));

function parseGraph(text: string): Record<string, string[]> {
  const g: Record<string, Set<string>> = {};
  for (const line of text.trim().split('\n')) {
    const [k, v] = line.split(':') as [string, string];
    const from = k.trim();
    for (const to of v.trim().split(/\s+/)) {
      (g[from] ??= new Set()).add(to);
      (g[to] ??= new Set()).add(from);
    }
  }
  return Object.fromEntries(Object.entries(g).map(([k, s]) => [k, [...s].sort()]));
}

/** Army graph: province → neighbouring provinces an army may move to. */
export const ARMY_ADJ: Readonly<Record<string, readonly string[]>> = parseGraph(ARMY_ADJACENCY_TEXT);
/** Fleet graph: location (coast-aware) → neighbouring locations a fleet may move to. */
export const FLEET_ADJ: Readonly<Record<string, readonly string[]>> = parseGraph(FLEET_ADJACENCY_TEXT);

export const provinceOf = (loc: Loc): string => loc.slice(0, 3);
export const isProvince = (id: string): boolean => id in PROVINCE;
export const isSea = (prov: string): boolean => PROVINCE[prov]?.kind === 'sea';
export const isLand = (prov: string): boolean => PROVINCE[prov] !== undefined && PROVINCE[prov]!.kind !== 'sea';
export const hasSplitCoasts = (prov: string): boolean => (PROVINCE[prov]?.coasts.length ?? 0) > 0;

/** The locations a fleet may occupy in a province: its coasts, or the province itself. */
export function fleetLocations(prov: string): Loc[] {
  const p = PROVINCE[prov];
  if (!p || p.kind === 'land') return [];
  return p.coasts.length ? p.coasts.map((c) => `${prov}/${c}`) : [prov];
}

/** Whether a fleet at `from` can reach some coast of province `prov` (support ignores coasts, P-4). */
export function fleetReachesProvince(from: Loc, prov: string): boolean {
  return (FLEET_ADJ[from] ?? []).some((l) => provinceOf(l) === prov);
}

export function armyReaches(from: string, prov: string): boolean {
  return (ARMY_ADJ[from] ?? []).includes(prov);
}

/** Sea zones touching any coast of a province (convoy ends: an army in bul embarks from bla or aeg). */
export const SEA_NEIGHBOURS: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  PROVINCES.map((p) => {
    const seas = new Set<string>();
    for (const loc of fleetLocations(p.id))
      for (const n of FLEET_ADJ[loc] ?? []) if (isSea(provinceOf(n))) seas.add(provinceOf(n));
    return [p.id, [...seas].sort()];
  }),
);

/** Province-level adjacency for any unit over land and sea (civil disorder distances, bot heuristics). */
export const ANY_ADJ: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  PROVINCES.map((p) => {
    const s = new Set<string>(ARMY_ADJ[p.id] ?? []);
    for (const loc of fleetLocations(p.id)) for (const n of FLEET_ADJ[loc] ?? []) s.add(provinceOf(n));
    if (p.kind === 'sea') for (const n of FLEET_ADJ[p.id] ?? []) s.add(provinceOf(n));
    return [p.id, [...s].sort()];
  }),
);

/** Province-level fleet adjacency (either coast). */
export const FLEET_PROV_ADJ: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  PROVINCES.map((p) => {
    const s = new Set<string>();
    for (const loc of fleetLocations(p.id)) for (const n of FLEET_ADJ[loc] ?? []) s.add(provinceOf(n));
    return [p.id, [...s].sort()];
  }),
);
export function homeCentres(power: Power): string[] {
  return PROVINCES.filter((p) => p.home === power).map((p) => p.id);
}

/** Starting position (§VI.3; the printed "E Ankara" is read as F ANK). */
export const STARTING_UNITS: readonly Unit[] = [
  { power: 'england', type: 'fleet', at: 'lon' },
  { power: 'england', type: 'fleet', at: 'edi' },
  { power: 'england', type: 'army', at: 'lvp' },
  { power: 'germany', type: 'army', at: 'ber' },
  { power: 'germany', type: 'army', at: 'mun' },
  { power: 'germany', type: 'fleet', at: 'kie' },
  { power: 'russia', type: 'army', at: 'mos' },
  { power: 'russia', type: 'army', at: 'war' },
  { power: 'russia', type: 'fleet', at: 'stp/sc' },
  { power: 'russia', type: 'fleet', at: 'sev' },
  { power: 'turkey', type: 'army', at: 'con' },
  { power: 'turkey', type: 'army', at: 'smy' },
  { power: 'turkey', type: 'fleet', at: 'ank' },
  { power: 'austria', type: 'army', at: 'vie' },
  { power: 'austria', type: 'army', at: 'bud' },
  { power: 'austria', type: 'fleet', at: 'tri' },
  { power: 'italy', type: 'army', at: 'rom' },
  { power: 'italy', type: 'army', at: 'ven' },
  { power: 'italy', type: 'fleet', at: 'nap' },
  { power: 'france', type: 'army', at: 'par' },
  { power: 'france', type: 'army', at: 'mar' },
  { power: 'france', type: 'fleet', at: 'bre' },
];

/** Initial ownership: every power owns its home centres (§VI.3); the 12 neutral centres are unowned. */
export function startingSupplyCentres(): Record<string, Power> {
  const out: Record<string, Power> = {};
  for (const p of PROVINCES) if (p.home) out[p.id] = p.home;
  return out;
}
