import type { DiplomacyPower } from './input.js';

/**
 * Province geometry for the standard 75-space Diplomacy map: OUR OWN data. Nothing here is traced
 * from any published map image or another project's SVG.
 *
 * Provenance: each province is given by facts of geography, as lon/lat points: `at` (where its unit
 * and label go, a point inside the historical region it names), optional extra `seeds` that shape it,
 * and for supply centres the `city`. The drawn shape is the union of the Voronoi cells of its seeds
 * (computed in map pixels), clipped by the Natural Earth 1:50m coastline: land provinces partition the
 * land, sea provinces partition the sea. `null` seeds mark land or water that is no space (Ireland,
 * Switzerland, Libya, the Caspian...). Province ids, kinds, supply centres and home powers follow
 * /work/shared/rules/diplomacy.md §2.3; regions (used only for colouring) are its "Region" column.
 */
export type LonLat = [number, number];

export interface DipProvinceGeo {
  id: string;
  name: string;
  kind: 'sea' | 'coastal' | 'inland';
  sc?: boolean;
  home?: DiplomacyPower;
  /** Home country the province belongs to, for its background tint. */
  region?: DiplomacyPower;
  at: LonLat;
  city?: LonLat;
  seeds?: LonLat[];
  /** Water that belongs to a land province (the Sea of Marmara to Constantinople...). */
  waterSeeds?: LonLat[];
  /** Unit spots of the two coasts of BUL, SPA, STP. */
  coasts?: Partial<Record<'nc' | 'sc' | 'ec', LonLat>>;
}

const P = (
  id: string,
  name: string,
  kind: DipProvinceGeo['kind'],
  at: LonLat,
  extra: Partial<Omit<DipProvinceGeo, 'id' | 'name' | 'kind' | 'at'>> = {},
): DipProvinceGeo => ({ id, name, kind, at, ...extra });

export const DIP_PROVINCES: readonly DipProvinceGeo[] = [
  // England
  P('cly', 'Clyde', 'coastal', [-4.7, 56.6], {
    region: 'england',
    seeds: [
      [-5.0, 57.6],
      [-4.4, 55.5],
    ],
  }),
  P('edi', 'Edinburgh', 'coastal', [-3.3, 56.5], {
    sc: true,
    home: 'england',
    region: 'england',
    city: [-3.19, 55.95],
    seeds: [
      [-2.8, 57.3],
      [-3.6, 58.3],
      [-2.5, 55.5],
      [-2.1, 55.4],
      [-4.0, 57.4],
    ],
  }),
  P('lvp', 'Liverpool', 'coastal', [-2.8, 54.1], {
    sc: true,
    home: 'england',
    region: 'england',
    city: [-2.98, 53.41],
    seeds: [
      [-3.3, 54.8],
      [-2.6, 53.3],
      [-4.5, 55.0],
    ],
  }),
  P('yor', 'Yorkshire', 'coastal', [-1.3, 54.1], {
    region: 'england',
    seeds: [
      [-0.7, 53.3],
      [-2.0, 54.7],
      [-1.4, 53.0],
    ],
  }),
  P('wal', 'Wales', 'coastal', [-3.7, 52.3], {
    region: 'england',
    seeds: [
      [-3.9, 51.9],
      [-3.5, 53.0],
      [-2.2, 52.5],
    ],
  }),
  P('lon', 'London', 'coastal', [-0.6, 51.6], {
    sc: true,
    home: 'england',
    region: 'england',
    city: [-0.13, 51.5],
    seeds: [
      [0.8, 52.3],
      [-1.5, 51.0],
      [-2.2, 51.0],
    ],
  }),
  // France
  P('bre', 'Brest', 'coastal', [-3.0, 48.1], {
    sc: true,
    home: 'france',
    region: 'france',
    city: [-4.49, 48.39],
    seeds: [
      [-1.2, 47.6],
      [-1.5, 48.9],
    ],
  }),
  P('pic', 'Picardy', 'coastal', [2.1, 50.0], {
    region: 'france',
    seeds: [
      [1.1, 49.6],
      [3.2, 50.2],
    ],
  }),
  P('par', 'Paris', 'inland', [2.3, 48.3], {
    sc: true,
    home: 'france',
    region: 'france',
    city: [2.35, 48.86],
    seeds: [
      [1.0, 48.1],
      [3.3, 48.0],
    ],
  }),
  P('bur', 'Burgundy', 'inland', [5.0, 47.2], {
    region: 'france',
    seeds: [
      [6.3, 48.7],
      [4.6, 49.3],
      [4.7, 45.9],
      [3.8, 46.3],
    ],
  }),
  P('gas', 'Gascony', 'coastal', [-0.3, 44.5], {
    region: 'france',
    seeds: [
      [1.5, 45.4],
      [-0.6, 46.1],
      [1.0, 43.4],
      [2.5, 44.6],
    ],
  }),
  P('mar', 'Marseilles', 'coastal', [5.4, 44.1], {
    sc: true,
    home: 'france',
    region: 'france',
    city: [5.37, 43.3],
    seeds: [
      [3.4, 43.6],
      [6.7, 44.0],
      [4.4, 44.9],
      [6.4, 45.5],
    ],
  }),
  // Iberia and North Africa
  P('spa', 'Spain', 'coastal', [-3.7, 40.0], {
    sc: true,
    city: [-3.7, 40.42],
    seeds: [
      [-1.0, 41.8],
      [-5.2, 38.0],
      [-0.6, 39.3],
      [-5.5, 42.3],
      [1.5, 41.8],
    ],
    coasts: { nc: [-5.2, 43.0], sc: [-3.0, 37.0] },
  }),
  P('por', 'Portugal', 'coastal', [-8.0, 39.6], {
    sc: true,
    city: [-9.14, 38.72],
    seeds: [
      [-8.2, 41.4],
      [-8.0, 37.5],
    ],
  }),
  P('naf', 'North Africa', 'coastal', [-1.5, 33.6], {
    seeds: [
      [-6.5, 33.0],
      [3.5, 35.5],
      [-5.5, 30.5],
      [2.0, 31.5],
      [7.0, 34.0],
    ],
  }),
  P('tun', 'Tunis', 'coastal', [9.4, 34.4], {
    sc: true,
    city: [10.18, 36.8],
    seeds: [
      [9.5, 33.0],
      [9.2, 36.5],
      [10.7, 31.0],
    ],
  }),
  // Italy
  P('pie', 'Piedmont', 'coastal', [7.8, 44.8], {
    region: 'italy',
    seeds: [
      [8.3, 44.5],
      [7.5, 45.5],
      [9.0, 45.9],
    ],
  }),
  P('ven', 'Venice', 'coastal', [11.5, 45.3], {
    sc: true,
    home: 'italy',
    region: 'italy',
    city: [12.33, 45.44],
    seeds: [
      [9.8, 45.5],
      [11.8, 44.8],
      [12.6, 45.9],
      [12.6, 44.0],
      [13.2, 43.5],
    ],
  }),
  P('tus', 'Tuscany', 'coastal', [11.1, 43.4], {
    region: 'italy',
    seeds: [
      [10.4, 44.0],
      [11.7, 42.7],
    ],
  }),
  P('rom', 'Rome', 'coastal', [12.8, 42.0], {
    sc: true,
    home: 'italy',
    region: 'italy',
    city: [12.5, 41.9],
    seeds: [
      [13.6, 41.6],
      [12.3, 42.6],
    ],
  }),
  P('apu', 'Apulia', 'coastal', [16.2, 41.1], {
    region: 'italy',
    seeds: [
      [17.9, 40.3],
      [14.6, 42.0],
      [14.2, 42.4],
    ],
  }),
  P('nap', 'Naples', 'coastal', [15.3, 40.5], {
    sc: true,
    home: 'italy',
    region: 'italy',
    city: [14.25, 40.85],
    seeds: [
      [16.3, 38.9],
      [14.0, 37.5],
      [15.9, 39.6],
      [14.5, 41.2],
    ],
  }),
  // Low countries, Germany, Scandinavia
  P('hol', 'Holland', 'coastal', [5.6, 52.2], { sc: true, city: [4.9, 52.37], seeds: [[6.5, 53.0]] }),
  P('bel', 'Belgium', 'coastal', [4.6, 50.6], {
    sc: true,
    city: [4.35, 50.85],
    seeds: [
      [5.6, 50.2],
      [3.5, 51.0],
    ],
  }),
  P('ruh', 'Ruhr', 'inland', [7.6, 51.0], {
    region: 'germany',
    seeds: [
      [7.1, 50.0],
      [8.4, 51.9],
    ],
  }),
  P('kie', 'Kiel', 'coastal', [9.7, 53.4], {
    sc: true,
    home: 'germany',
    region: 'germany',
    city: [10.13, 54.32],
    seeds: [
      [9.6, 54.6],
      [8.2, 53.1],
      [10.8, 52.6],
      [11.2, 53.8],
    ],
  }),
  P('ber', 'Berlin', 'coastal', [13.4, 52.8], {
    sc: true,
    home: 'germany',
    region: 'germany',
    city: [13.4, 52.52],
    seeds: [
      [13.0, 53.9],
      [15.2, 53.3],
    ],
  }),
  P('pru', 'Prussia', 'coastal', [20.0, 54.3], {
    region: 'germany',
    seeds: [
      [17.3, 54.2],
      [22.2, 54.6],
    ],
  }),
  P('sil', 'Silesia', 'inland', [16.8, 51.2], {
    region: 'germany',
    seeds: [
      [15.0, 51.5],
      [18.5, 50.6],
      [17.5, 52.4],
    ],
  }),
  P('mun', 'Munich', 'inland', [11.0, 48.8], {
    sc: true,
    home: 'germany',
    region: 'germany',
    city: [11.58, 48.14],
    seeds: [
      [9.2, 48.6],
      [12.2, 51.0],
      [10.2, 50.4],
      [8.6, 47.9],
    ],
  }),
  P('den', 'Denmark', 'coastal', [9.2, 56.1], {
    sc: true,
    city: [12.57, 55.68],
    seeds: [
      [12.0, 55.4],
      [10.0, 57.2],
    ],
    waterSeeds: [
      [12.7, 56.0],
      [10.9, 55.6],
    ],
  }),
  P('swe', 'Sweden', 'coastal', [15.2, 59.6], {
    sc: true,
    city: [18.07, 59.33],
    seeds: [
      [14.0, 56.8],
      [15.0, 62.8],
      [19.5, 65.8],
      [16.5, 61.0],
      [21.5, 67.5],
    ],
  }),
  P('nwy', 'Norway', 'coastal', [9.5, 61.0], {
    sc: true,
    city: [10.75, 59.91],
    seeds: [
      [6.2, 60.2],
      [8.0, 58.6],
      [12.5, 64.6],
      [16.0, 68.0],
      [20.0, 69.5],
      [25.5, 70.3],
      [29.0, 70.0],
    ],
  }),
  P('fin', 'Finland', 'coastal', [26.0, 62.5], {
    region: 'russia',
    seeds: [
      [24.0, 60.6],
      [27.5, 65.0],
      [26.5, 68.5],
      [29.5, 62.5],
      [25.0, 60.4],
    ],
  }),
  // Russia
  P('stp', 'St Petersburg', 'coastal', [33.5, 61.5], {
    sc: true,
    home: 'russia',
    region: 'russia',
    city: [30.3, 59.94],
    seeds: [
      [30.5, 59.2],
      [35.0, 64.0],
      [33.0, 67.8],
      [38.0, 66.5],
      [44.0, 65.5],
      [50.0, 66.0],
      [40.0, 62.5],
    ],
    coasts: { nc: [35.5, 68.7], sc: [29.8, 60.6] },
  }),
  P('lvn', 'Livonia', 'coastal', [25.5, 57.0], {
    region: 'russia',
    seeds: [
      [26.5, 58.7],
      [24.0, 55.6],
      [27.5, 56.0],
      [25.0, 59.2],
    ],
  }),
  P('mos', 'Moscow', 'inland', [40.0, 54.6], {
    sc: true,
    home: 'russia',
    region: 'russia',
    city: [37.62, 55.75],
    seeds: [
      [44.0, 57.0],
      [41.5, 53.2],
      [49.0, 55.0],
      [46.0, 60.0],
      [33.0, 55.5],
      [52.0, 58.0],
      [55.0, 53.0],
      [28.5, 54.0],
    ],
  }),
  P('war', 'Warsaw', 'inland', [21.3, 52.3], {
    sc: true,
    home: 'russia',
    region: 'russia',
    city: [21.01, 52.23],
    seeds: [
      [23.5, 51.0],
      [19.8, 51.2],
      [23.5, 53.2],
      [25.5, 52.6],
    ],
  }),
  P('ukr', 'Ukraine', 'inland', [30.8, 49.6], {
    region: 'russia',
    seeds: [
      [35.5, 50.0],
      [27.5, 49.3],
      [28.5, 51.5],
      [33.0, 47.8],
    ],
  }),
  P('sev', 'Sevastopol', 'coastal', [36.0, 46.8], {
    sc: true,
    home: 'russia',
    region: 'russia',
    city: [33.52, 44.6],
    seeds: [
      [34.0, 45.2],
      [39.8, 47.3],
      [42.5, 44.8],
      [45.5, 47.5],
      [40.5, 50.0],
      [46.0, 44.0],
      [30.5, 46.6],
      [32.5, 46.7],
    ],
    waterSeeds: [[36.6, 46.0]],
  }),
  // Austria-Hungary
  P('boh', 'Bohemia', 'inland', [14.6, 49.8], {
    region: 'austria',
    seeds: [
      [16.8, 49.4],
      [13.3, 49.6],
      [17.6, 49.7],
    ],
  }),
  P('vie', 'Vienna', 'inland', [15.3, 47.7], {
    sc: true,
    home: 'austria',
    region: 'austria',
    city: [16.37, 48.21],
    seeds: [
      [14.0, 47.2],
      [16.3, 47.0],
      [17.8, 48.5],
    ],
  }),
  P('tyr', 'Tyrolia', 'inland', [11.4, 46.9], {
    region: 'austria',
    seeds: [
      [12.9, 47.3],
      [10.6, 47.2],
      [11.0, 46.3],
      [10.2, 46.4],
    ],
  }),
  P('tri', 'Trieste', 'coastal', [15.5, 45.1], {
    sc: true,
    home: 'austria',
    region: 'austria',
    city: [13.77, 45.65],
    seeds: [
      [17.5, 44.2],
      [18.6, 43.0],
      [14.5, 45.9],
      [16.5, 43.6],
      [13.9, 46.5],
    ],
  }),
  P('bud', 'Budapest', 'inland', [20.0, 47.2], {
    sc: true,
    home: 'austria',
    region: 'austria',
    city: [19.04, 47.5],
    seeds: [
      [22.8, 47.2],
      [24.5, 46.4],
      [21.0, 48.4],
      [18.0, 46.2],
      [22.0, 45.7],
    ],
  }),
  P('gal', 'Galicia', 'inland', [23.8, 49.4], {
    region: 'austria',
    seeds: [
      [20.6, 49.8],
      [25.8, 48.3],
      [22.3, 49.9],
      [19.3, 49.6],
    ],
  }),
  // Balkans
  P('ser', 'Serbia', 'inland', [20.8, 43.8], {
    sc: true,
    city: [20.46, 44.82],
    seeds: [
      [21.5, 42.2],
      [19.6, 43.2],
      [22.2, 43.6],
    ],
  }),
  P('alb', 'Albania', 'coastal', [20.0, 41.1], {
    seeds: [
      [19.8, 40.2],
      [19.7, 42.1],
    ],
  }),
  P('gre', 'Greece', 'coastal', [22.0, 39.4], {
    sc: true,
    city: [23.73, 37.98],
    seeds: [
      [22.3, 37.6],
      [23.5, 38.3],
      [22.5, 40.5],
      [21.0, 39.4],
    ],
  }),
  P('bul', 'Bulgaria', 'coastal', [25.2, 42.7], {
    sc: true,
    city: [23.32, 42.7],
    seeds: [
      [27.0, 43.0],
      [24.5, 41.6],
      [23.2, 42.3],
      [26.3, 41.7],
    ],
    coasts: { ec: [27.4, 42.8], sc: [24.6, 40.75] },
  }),
  P('rum', 'Rumania', 'coastal', [25.6, 44.5], {
    sc: true,
    city: [26.1, 44.43],
    seeds: [
      [27.2, 46.5],
      [23.3, 44.4],
      [28.2, 45.2],
      [26.5, 47.6],
    ],
  }),
  // Turkey
  P('con', 'Constantinople', 'coastal', [28.6, 41.2], {
    sc: true,
    home: 'turkey',
    region: 'turkey',
    city: [28.98, 41.01],
    seeds: [
      [26.9, 41.2],
      [29.9, 40.5],
      [27.2, 40.3],
    ],
    waterSeeds: [[28.0, 40.7]],
  }),
  P('ank', 'Ankara', 'coastal', [33.3, 40.4], {
    sc: true,
    home: 'turkey',
    region: 'turkey',
    city: [32.86, 39.93],
    seeds: [
      [36.5, 41.0],
      [31.5, 41.0],
      [34.5, 39.6],
    ],
  }),
  P('smy', 'Smyrna', 'coastal', [29.0, 38.6], {
    sc: true,
    home: 'turkey',
    region: 'turkey',
    city: [27.14, 38.42],
    seeds: [
      [31.5, 37.3],
      [34.5, 37.0],
      [36.0, 37.4],
      [30.5, 39.3],
      [27.4, 38.4],
      [27.5, 37.5],
    ],
  }),
  P('arm', 'Armenia', 'coastal', [41.8, 39.8], {
    region: 'turkey',
    seeds: [
      [39.5, 40.3],
      [44.5, 39.5],
      [46.5, 40.8],
      [40.0, 38.6],
    ],
  }),
  P('syr', 'Syria', 'coastal', [37.8, 34.8], {
    region: 'turkey',
    seeds: [
      [36.3, 33.4],
      [40.5, 35.5],
      [36.8, 36.3],
      [43.5, 36.5],
    ],
  }),
  // seas
  P('nao', 'North Atlantic Ocean', 'sea', [-20.0, 55.0], {
    seeds: [
      [-26.0, 60.0],
      [-13.0, 56.0],
      [-24.0, 50.0],
      [-13.0, 61.0],
      [-30.0, 66.0],
      [-10.0, 58.5],
      [-6.2, 55.5],
    ],
  }),
  P('nwg', 'Norwegian Sea', 'sea', [2.5, 66.0], {
    seeds: [
      [-6.0, 63.5],
      [8.0, 69.0],
      [15.0, 71.0],
      [-3.0, 70.0],
      [-2.0, 62.0],
      [-3.5, 59.8],
    ],
  }),
  P('bar', 'Barents Sea', 'sea', [35.5, 70.1], {
    seeds: [
      [28.0, 72.0],
      [47.0, 73.0],
      [38.0, 65.8],
      [42.0, 69.5],
      [33.0, 70.6],
      [36.0, 73.0],
    ],
  }),
  P('nth', 'North Sea', 'sea', [3.2, 55.8], {
    seeds: [
      [1.2, 57.8],
      [4.0, 53.6],
      [2.4, 52.4],
      [5.0, 58.0],
      [0.5, 58.5],
      [7.0, 56.5],
      [-1.0, 55.5],
      [-2.3, 56.1],
    ],
  }),
  P('ska', 'Skagerrak', 'sea', [9.3, 58.0], {
    seeds: [
      [11.0, 57.5],
      [11.5, 56.9],
    ],
  }),
  P('hel', 'Heligoland Bight', 'sea', [7.5, 54.4], { seeds: [[8.3, 55.2]] }),
  P('bal', 'Baltic Sea', 'sea', [18.0, 55.9], {
    seeds: [
      [14.5, 54.9],
      [19.8, 57.8],
      [21.5, 58.6],
      [23.3, 57.5],
      [13.0, 54.8],
    ],
  }),
  P('bot', 'Gulf of Bothnia', 'sea', [20.3, 62.0], {
    seeds: [
      [22.8, 64.8],
      [25.0, 59.9],
      [28.0, 60.0],
      [19.5, 60.2],
    ],
  }),
  P('eng', 'English Channel', 'sea', [-2.4, 50.1], {
    seeds: [
      [-5.2, 49.5],
      [0.8, 50.5],
      [1.5, 51.0],
    ],
  }),
  P('iri', 'Irish Sea', 'sea', [-6.6, 51.5], {
    seeds: [
      [-5.2, 53.6],
      [-9.0, 51.0],
      [-4.5, 54.0],
      [-3.7, 54.75],
    ],
  }),
  P('mao', 'Mid-Atlantic Ocean', 'sea', [-15.0, 42.0], {
    seeds: [
      [-20.0, 37.0],
      [-11.5, 35.5],
      [-7.0, 45.5],
      [-4.0, 44.8],
      [-25.0, 45.0],
      [-12.0, 31.0],
      [-9.5, 48.0],
      [-6.2, 35.9],
    ],
  }),
  P('wes', 'Western Mediterranean', 'sea', [2.0, 38.3], {
    seeds: [
      [-1.8, 36.8],
      [6.5, 38.3],
      [-4.5, 36.0],
      [8.0, 37.5],
    ],
  }),
  P('lyo', 'Gulf of Lyon', 'sea', [5.0, 42.3], {
    seeds: [
      [7.5, 43.3],
      [3.5, 41.5],
      [7.9, 42.0],
      [9.2, 43.8],
    ],
  }),
  P('tys', 'Tyrrhenian Sea', 'sea', [11.8, 40.0], {
    seeds: [
      [13.5, 39.0],
      [11.0, 41.8],
      [12.0, 38.3],
      [10.2, 39.0],
      [10.6, 42.0],
    ],
  }),
  P('ion', 'Ionian Sea', 'sea', [18.5, 37.0], {
    seeds: [
      [16.5, 34.5],
      [21.3, 35.3],
      [19.5, 39.2],
      [13.0, 35.0],
      [18.5, 32.6],
      [11.8, 34.2],
      [20.8, 37.5],
      [17.3, 39.9],
    ],
  }),
  P('adr', 'Adriatic Sea', 'sea', [15.2, 43.0], {
    seeds: [
      [13.2, 44.7],
      [17.6, 41.8],
      [18.8, 41.0],
    ],
  }),
  P('aeg', 'Aegean Sea', 'sea', [25.1, 38.6], {
    seeds: [
      [25.0, 36.3],
      [24.3, 40.3],
      [26.5, 37.0],
      [24.0, 37.0],
    ],
  }),
  P('eas', 'Eastern Mediterranean', 'sea', [30.5, 34.2], {
    seeds: [
      [27.5, 34.8],
      [34.6, 34.0],
      [25.5, 33.5],
      [32.0, 32.5],
      [35.3, 36.0],
      [28.5, 36.4],
    ],
  }),
  P('bla', 'Black Sea', 'sea', [34.0, 43.3], {
    seeds: [
      [30.5, 43.5],
      [38.5, 42.8],
      [31.0, 45.8],
      [41.0, 41.8],
      [29.5, 41.8],
    ],
  }),
];

/** Land or water that is no space: islands, Switzerland, the lands beyond the map's edges. */
export const DIP_NULL_LAND: readonly LonLat[] = [
  [-8.0, 53.3],
  [-8.6, 52.0],
  [-7.2, 54.8], // Ireland
  [-18.5, 64.9],
  [-15.0, 65.2], // Iceland
  [8.2, 46.8],
  [7.0, 46.5],
  [9.3, 46.8], // Switzerland
  [9.1, 42.1],
  [9.0, 40.0], // Corsica, Sardinia
  [2.9, 39.6], // Balearics
  [24.9, 35.2],
  [33.2, 35.0], // Crete, Cyprus
  [26.3, 39.2],
  [25.2, 39.9],
  [26.0, 38.4],
  [26.8, 37.7],
  [28.0, 36.2], // Aegean islands
  [14.9, 55.1],
  [18.5, 57.4],
  [20.0, 60.2], // Bornholm, Gotland, Åland
  [14.5, 31.0],
  [20.0, 30.5],
  [25.0, 30.5],
  [30.5, 29.5],
  [33.8, 30.0], // Libya, Egypt, Sinai
  [35.8, 31.2],
  [38.5, 30.5],
  [42.0, 31.5],
  [46.0, 33.5],
  [50.5, 35.5],
  [48.5, 38.5], // Levant, Arabia, Iraq, Persia
  [57.0, 48.0],
  [54.0, 46.8],
  [60.0, 55.0], // beyond the Volga and the Urals
];
export const DIP_NULL_SEA: readonly LonLat[] = [
  [50.5, 42.0],
  [51.5, 38.5],
  [50.0, 45.5], // Caspian
  [34.5, 28.0], // Gulf of Suez, Red Sea
];

export const DIP_PROVINCE_BY_ID: ReadonlyMap<string, DipProvinceGeo> = new Map(DIP_PROVINCES.map((p) => [p.id, p]));
