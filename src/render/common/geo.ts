import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Path2D } from '@napi-rs/canvas';
import { geoConicConformal, geoMercator, geoPath, type GeoContext, type GeoProjection } from 'd3-geo';
import { feature, mesh } from 'topojson-client';
import type { Feature, FeatureCollection, Geometry, MultiLineString } from 'geojson';
import type { Topology, GeometryCollection } from 'topojson-specification';

/**
 * Natural Earth 1:50m land and countries (public domain), as shipped in the `world-atlas` package
 * and read from node_modules at run time. Geometry is immutable, so parsed features and projected
 * paths are cached at module level: this is a renderer, not an engine.
 */
type Atlas = 'land-50m' | 'countries-50m';
const topologies = new Map<Atlas, Topology>();

function loadTopology(name: Atlas): Topology {
  let t = topologies.get(name);
  if (!t) {
    const require = createRequire(import.meta.url);
    const file = path.join(path.dirname(require.resolve('world-atlas/package.json')), `${name}.json`);
    t = JSON.parse(readFileSync(file, 'utf8')) as Topology;
    topologies.set(name, t);
  }
  return t;
}

let landCache: Feature<Geometry> | FeatureCollection<Geometry> | null = null;
export function landGeometry(): Feature<Geometry> | FeatureCollection<Geometry> {
  if (!landCache) {
    const t = loadTopology('land-50m');
    landCache = feature(t, t.objects.land as GeometryCollection);
  }
  return landCache;
}

let countryCache: Map<string, Feature<Geometry>> | null = null;
/** Countries of Natural Earth 1:50m keyed by their `name` property (e.g. 'Belgium', 'W. Sahara'). */
export function countries(): Map<string, Feature<Geometry>> {
  if (!countryCache) {
    const t = loadTopology('countries-50m');
    const fc = feature(t, t.objects.countries as GeometryCollection) as FeatureCollection<Geometry, { name: string }>;
    countryCache = new Map(fc.features.map((f) => [f.properties.name, f]));
  }
  return countryCache;
}

export function country(name: string): Feature<Geometry> {
  const f = countries().get(name);
  if (!f) throw new Error(`render: no Natural Earth country named '${name}'`);
  return f;
}

let borderCache: MultiLineString | null = null;
/** Land borders between countries (arcs shared by two different countries). */
export function countryBorders(): MultiLineString {
  if (!borderCache) {
    const t = loadTopology('countries-50m');
    borderCache = mesh(t, t.objects.countries as GeometryCollection, (a, b) => a !== b);
  }
  return borderCache;
}

const meshCache = new Map<string, MultiLineString>();
/**
 * Country arcs chosen by a predicate on the two countries' names (b is null for a coastline),
 * cached under `key`. Used to draw only the outer edges of groups of countries.
 */
export function countryMesh(key: string, keep: (a: string, b: string | null) => boolean): MultiLineString {
  let m = meshCache.get(key);
  if (!m) {
    const t = loadTopology('countries-50m');
    type G = { properties?: { name?: string } };
    m = mesh(t, t.objects.countries as GeometryCollection, (a, b) => {
      const an = (a as G).properties?.name ?? '';
      const bn = a === b ? null : ((b as G).properties?.name ?? '');
      return keep(an, bn);
    });
    meshCache.set(key, m);
  }
  return m;
}

export interface BBox {
  lon0: number;
  lat0: number;
  lon1: number;
  lat1: number;
}

export interface Viewport {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface FrameSpec {
  /** Cache key: one frame per map view. */
  id: string;
  bbox: BBox;
  viewport: Viewport;
  projection: 'mercator' | 'conic';
}

export interface GeoFrame {
  spec: FrameSpec;
  projection: GeoProjection;
  /** Project lon/lat to canvas pixels. */
  project(lon: number, lat: number): [number, number];
  land: Path2D;
  /** Viewport rectangle minus land, for clipping to the sea (fill with 'evenodd'). */
  sea: Path2D;
  /** Paths built by pathFor(), keyed by the caller's key. */
  paths: Map<string, Path2D>;
  pathFor(key: string, geo: Geometry | Feature<Geometry> | FeatureCollection<Geometry>): Path2D;
}

const frames = new Map<string, GeoFrame>();

function bboxOutline(b: BBox): Geometry {
  const pts: Array<[number, number]> = [];
  const n = 24;
  for (let i = 0; i <= n; i++) {
    const lon = b.lon0 + ((b.lon1 - b.lon0) * i) / n;
    pts.push([lon, b.lat0], [lon, b.lat1]);
  }
  for (let i = 0; i <= n; i++) {
    const lat = b.lat0 + ((b.lat1 - b.lat0) * i) / n;
    pts.push([b.lon0, lat], [b.lon1, lat]);
  }
  return { type: 'MultiPoint', coordinates: pts };
}

export function geoFrame(spec: FrameSpec): GeoFrame {
  const key = `${spec.id}:${spec.viewport.x},${spec.viewport.y},${spec.viewport.w},${spec.viewport.h}`;
  const cached = frames.get(key);
  if (cached) return cached;
  const { bbox: b, viewport: v } = spec;
  const projection =
    spec.projection === 'mercator'
      ? geoMercator()
      : geoConicConformal()
          .parallels([b.lat0 + (b.lat1 - b.lat0) / 4, b.lat1 - (b.lat1 - b.lat0) / 4])
          .rotate([-(b.lon0 + b.lon1) / 2, 0]);
  projection.fitExtent(
    [
      [v.x, v.y],
      [v.x + v.w, v.y + v.h],
    ],
    bboxOutline(b),
  );
  projection.clipExtent([
    [v.x - 2, v.y - 2],
    [v.x + v.w + 2, v.y + v.h + 2],
  ]);
  const toPath = (geo: Geometry | Feature<Geometry> | FeatureCollection<Geometry>): Path2D => {
    const p = new Path2D();
    // Path2D has the moveTo/lineTo/closePath/arc subset that geoPath writes to
    geoPath(projection, p as unknown as GeoContext)(geo as never);
    return p;
  };
  const land = toPath(landGeometry());
  const sea = new Path2D();
  sea.rect(v.x, v.y, v.w, v.h);
  sea.addPath(land);
  const paths = new Map<string, Path2D>();
  const frame: GeoFrame = {
    spec,
    projection,
    project(lon, lat) {
      const p = projection([lon, lat]);
      if (!p) throw new Error(`render: cannot project ${lon},${lat}`);
      return [p[0], p[1]];
    },
    land,
    sea,
    paths,
    pathFor(k, geo) {
      let p = paths.get(k);
      if (!p) {
        p = toPath(geo);
        paths.set(k, p);
      }
      return p;
    },
  };
  frames.set(key, frame);
  return frame;
}
