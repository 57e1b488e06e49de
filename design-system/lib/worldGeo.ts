// Kept apart from places.ts so that only the lazily loaded map imports topojson-client.
import { feature } from 'topojson-client';
import type { Topology, GeometryCollection } from 'topojson-specification';
import type { FeatureCollection, Geometry } from 'geojson';

function collectionOf(topology: Topology, object: string): GeometryCollection {
  const collection = topology.objects[object] as GeometryCollection | undefined;
  if (!collection) throw new Error(`The topology has no object "${object}"`);
  return collection;
}

/** Natural Earth countries (a world-atlas topology) as GeoJSON for a Leaflet GeoJSON layer. */
export function countriesToGeoJson(topology: Topology, object = 'countries'): FeatureCollection<Geometry> {
  return feature(topology, collectionOf(topology, object)) as FeatureCollection<Geometry>;
}

/**
 * The countries in `parts` groups of about the same size, each converted to GeoJSON only when asked for: the map
 * draws its basemap a group per task, so that no task is long on a phone (all 177 countries at once were one).
 */
export function countriesInParts(topology: Topology, parts: number, object = 'countries'): (() => FeatureCollection<Geometry>)[] {
  const { geometries, ...collection } = collectionOf(topology, object);
  const size = Math.ceil(geometries.length / parts);
  return Array.from({ length: Math.ceil(geometries.length / size) }, (_, i) => {
    let converted: FeatureCollection<Geometry> | null = null;
    return () =>
      (converted ??= feature(topology, { ...collection, geometries: geometries.slice(i * size, (i + 1) * size) }) as FeatureCollection<Geometry>);
  });
}
