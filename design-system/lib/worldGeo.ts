// Kept apart from places.ts so that only the lazily loaded map imports topojson-client.
import { feature } from 'topojson-client';
import type { Topology, GeometryCollection } from 'topojson-specification';
import type { FeatureCollection, Geometry } from 'geojson';

/** Natural Earth countries (a world-atlas topology) as GeoJSON for a Leaflet GeoJSON layer. */
export function countriesToGeoJson(topology: Topology, object = 'countries'): FeatureCollection<Geometry> {
  const collection = topology.objects[object] as GeometryCollection | undefined;
  if (!collection) throw new Error(`The topology has no object "${object}"`);
  return feature(topology, collection) as FeatureCollection<Geometry>;
}
