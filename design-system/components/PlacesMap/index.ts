export { PlacesMap, PlacesList, useSectionColors, type PlacesMapPlace, type PlacesMapProps } from './PlacesMap';
export { PLACE_SECTIONS, boundsOfPlaces, countBySection, placesInSections, type PlaceSection } from '../../lib/places';
