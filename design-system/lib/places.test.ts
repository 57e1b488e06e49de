import { describe, expect, it } from 'vitest';
import type { Topology } from 'topojson-specification';
import countries from 'world-atlas/countries-110m.json';
import { boundsOfPlaces, countBySection, placesInSections } from './places';
import { countriesInParts, countriesToGeoJson } from './worldGeo';

const places = [
  { slug: 'haran', section: 'torah' as const, lat: 36.865, lng: 39.031 },
  { slug: 'jericho', section: 'neviim' as const, lat: 31.871, lng: 35.444 },
  { slug: 'shushan', section: 'ktuvim' as const, lat: 32.19, lng: 48.257 },
  { slug: 'hebron', section: 'torah' as const, lat: 31.525, lng: 35.111 },
];

describe('places helpers', () => {
  it('filters by section and keeps the order', () => {
    expect(placesInSections(places, ['torah']).map((p) => p.slug)).toEqual(['haran', 'hebron']);
    expect(placesInSections(places, ['neviim', 'ktuvim']).map((p) => p.slug)).toEqual(['jericho', 'shushan']);
    expect(placesInSections(places, [])).toEqual([]);
  });

  it('counts places by section', () => {
    expect(countBySection(places)).toEqual({ torah: 2, neviim: 1, ktuvim: 1 });
  });

  it('bounds the places, null for none, a point for one', () => {
    expect(boundsOfPlaces(places)).toEqual([
      [31.525, 35.111],
      [36.865, 48.257],
    ]);
    expect(boundsOfPlaces([])).toBeNull();
    expect(boundsOfPlaces([places[1]])).toEqual([
      [31.871, 35.444],
      [31.871, 35.444],
    ]);
  });

  it('turns the world-atlas topology into country features', () => {
    const geo = countriesToGeoJson(countries as unknown as Topology);
    expect(geo.type).toBe('FeatureCollection');
    expect(geo.features.length).toBeGreaterThan(150);
    expect(geo.features.some((f) => f.properties?.name === 'Israel')).toBe(true);
    expect(() => countriesToGeoJson(countries as unknown as Topology, 'nope')).toThrow(/no object/);
  });

  it('splits the countries into parts that together are the whole, each converted once', () => {
    const whole = countriesToGeoJson(countries as unknown as Topology);
    const parts = countriesInParts(countries as unknown as Topology, 6);
    expect(parts).toHaveLength(6);
    const features = parts.flatMap((part) => part().features);
    expect(features.map((f) => f.properties?.name)).toEqual(whole.features.map((f) => f.properties?.name));
    expect(features.map((f) => JSON.stringify(f.geometry))).toEqual(whole.features.map((f) => JSON.stringify(f.geometry)));
    expect(parts[0]()).toBe(parts[0]());
  });
});
