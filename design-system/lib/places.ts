/** The three sections of the map (spec §3 'Map chapter names'), in canonical order. */
export const PLACE_SECTIONS = ['torah', 'neviim', 'ktuvim'] as const;
export type PlaceSection = (typeof PLACE_SECTIONS)[number];

/** [[south, west], [north, east]] in decimal degrees. */
export type LatLngBoundsTuple = [[number, number], [number, number]];

/** The places whose section is among `sections` (order kept). */
export function placesInSections<T extends { section: PlaceSection }>(places: readonly T[], sections: readonly PlaceSection[]): T[] {
  return places.filter((p) => sections.includes(p.section));
}

/** How many places each section has. */
export function countBySection(places: readonly { section: PlaceSection }[]): Record<PlaceSection, number> {
  const counts: Record<PlaceSection, number> = { torah: 0, neviim: 0, ktuvim: 0 };
  for (const p of places) counts[p.section] += 1;
  return counts;
}

/** The box around the places, or null when there are none. A single place gives a zero-size box. */
export function boundsOfPlaces(places: readonly { lat: number; lng: number }[]): LatLngBoundsTuple | null {
  if (places.length === 0) return null;
  let south = Infinity;
  let west = Infinity;
  let north = -Infinity;
  let east = -Infinity;
  for (const { lat, lng } of places) {
    south = Math.min(south, lat);
    north = Math.max(north, lat);
    west = Math.min(west, lng);
    east = Math.max(east, lng);
  }
  return [
    [south, west],
    [north, east],
  ];
}
