// The Leaflet part of PlacesMap: loaded lazily, in the browser only (Leaflet touches `window` when imported).
import 'leaflet/dist/leaflet.css';
import { useEffect, useMemo, useRef } from 'react';
import L from 'leaflet';
import { GeoJSON, MapContainer, Marker, Popup, TileLayer, useMap } from 'react-leaflet';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { Topology } from 'topojson-specification';
import countries from 'world-atlas/countries-110m.json';
import { boundsOfPlaces, type PlaceSection } from '../../lib/places';
import { countriesToGeoJson } from '../../lib/worldGeo';
import type { PlacesMapPlace } from './PlacesMap';

/** What PlacesMap hands the lazily loaded map (colours resolved from the theme, texts from messages). */
export interface MapLayerProps {
  places: PlacesMapPlace[];
  colors: Record<PlaceSection, string>;
  land: string;
  border: string;
  /** Outline and dot of the markers. */
  halo: string;
  moreText: string;
  label: string;
  onPlaceOpen?: (slug: string) => void;
  initialOpenSlug?: string;
  tileUrl?: string;
  tileAttribution?: string;
  singlePlaceZoom: number;
}

const world = countriesToGeoJson(countries as unknown as Topology);
/** The Middle East, shown when no place is visible. */
const FALLBACK_CENTER: L.LatLngTuple = [31.5, 38];
const PADDING: L.PointTuple = [36, 36];
// Under the test-runner (Playwright sets navigator.webdriver) and for people who ask for less motion, nothing moves.
const still =
  (typeof navigator !== 'undefined' && navigator.webdriver) ||
  (typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches);

function markerIcon(color: string, halo: string) {
  return L.divIcon({
    className: 'ds-places-marker',
    html: `<svg xmlns="http://www.w3.org/2000/svg" width="26" height="34" viewBox="0 0 26 34" aria-hidden="true" focusable="false"><path d="M13 1C6.4 1 1 6.3 1 12.9 1 22 13 33 13 33s12-11 12-20.1C25 6.3 19.6 1 13 1z" fill="${color}" stroke="${halo}" stroke-width="2"/><circle cx="13" cy="13" r="4.5" fill="${halo}"/></svg>`,
    iconSize: [26, 34],
    iconAnchor: [13, 33],
    popupAnchor: [0, -30],
  });
}

/** Fits the map to the visible places whenever they change. */
function FitToPlaces({ places, singlePlaceZoom }: { places: PlacesMapPlace[]; singlePlaceZoom: number }) {
  const map = useMap();
  const key = places.map((p) => p.slug).join(',');
  useEffect(() => {
    const bounds = boundsOfPlaces(places);
    if (!bounds) map.setView(FALLBACK_CENTER, 4, { animate: false });
    else if (places.length === 1) map.setView(bounds[0], singlePlaceZoom, { animate: false });
    else map.fitBounds(bounds, { padding: PADDING, animate: false, maxZoom: singlePlaceZoom });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for the places
  }, [map, key, singlePlaceZoom]);
  return null;
}

/** Gives the map container its accessible name (Leaflet makes it focusable for keyboard panning). */
function Label({ label }: { label: string }) {
  const map = useMap();
  useEffect(() => {
    const el = map.getContainer();
    el.setAttribute('role', 'region');
    el.setAttribute('aria-label', label);
  }, [map, label]);
  return null;
}

function PlaceMarker({ place, icon, moreText, open, onPlaceOpen }: { place: PlacesMapPlace; icon: L.DivIcon; moreText: string; open: boolean; onPlaceOpen?: (slug: string) => void }) {
  const ref = useRef<L.Marker>(null);
  useEffect(() => {
    if (open) ref.current?.openPopup();
  }, [open]);
  return (
    <Marker
      ref={ref}
      position={[place.lat, place.lng]}
      icon={icon}
      title={place.title}
      keyboard
      eventHandlers={{ popupopen: () => onPlaceOpen?.(place.slug) }}
    >
      <Popup maxWidth={280} minWidth={200}>
        <div data-testid="place-popup">
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 0.5 }}>
            {place.title}
          </Typography>
          {place.snippet && <Typography component="div" variant="body2" color="text.secondary" sx={{ display: '-webkit-box', WebkitLineClamp: 5, WebkitBoxOrient: 'vertical', overflow: 'hidden' }} dangerouslySetInnerHTML={{ __html: place.snippet }} />}
          <Link href={place.href} underline="hover" sx={{ display: 'inline-block', mt: 1, fontWeight: 600 }}>
            {moreText}
          </Link>
        </div>
      </Popup>
    </Marker>
  );
}

export default function LeafletMap({ places, colors, land, border, halo, moreText, label, onPlaceOpen, initialOpenSlug, tileUrl, tileAttribution, singlePlaceZoom }: MapLayerProps) {
  const icons = useMemo(() => ({ torah: markerIcon(colors.torah, halo), neviim: markerIcon(colors.neviim, halo), ktuvim: markerIcon(colors.ktuvim, halo) }), [colors.torah, colors.neviim, colors.ktuvim, halo]);
  const initial = boundsOfPlaces(places);
  return (
    <MapContainer
      center={initial ? [(initial[0][0] + initial[1][0]) / 2, (initial[0][1] + initial[1][1]) / 2] : FALLBACK_CENTER}
      zoom={4}
      minZoom={2}
      maxZoom={tileUrl ? 18 : 10}
      zoomAnimation={!still}
      fadeAnimation={!still}
      markerZoomAnimation={!still}
      inertia={!still}
      worldCopyJump={false}
      scrollWheelZoom={false}
    >
      <Label label={label} />
      <GeoJSON
        data={world}
        interactive={false}
        attribution="Natural Earth"
        style={{ color: border, weight: 0.8, fillColor: land, fillOpacity: 1 }}
      />
      {tileUrl && <TileLayer url={tileUrl} attribution={tileAttribution} />}
      {places.map((p) => (
        <PlaceMarker key={p.slug} place={p} icon={icons[p.section]} moreText={moreText} open={p.slug === initialOpenSlug} onPlaceOpen={onPlaceOpen} />
      ))}
      <FitToPlaces places={places} singlePlaceZoom={singlePlaceZoom} />
    </MapContainer>
  );
}
