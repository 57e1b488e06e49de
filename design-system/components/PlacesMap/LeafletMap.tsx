// The Leaflet part of PlacesMap: loaded lazily, in the browser only (Leaflet touches `window` when imported).
import 'leaflet/dist/leaflet.css';
import { useEffect, useMemo, useRef, useState } from 'react';
import L from 'leaflet';
import { GeoJSON, MapContainer, Marker, Popup, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import Supercluster, { type AnyProps, type ClusterFeature, type PointFeature } from 'supercluster';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { Topology } from 'topojson-specification';
import countries from 'world-atlas/countries-110m.json';
import { boundsOfPlaces, type PlaceSection } from '../../lib/places';
import { countriesInParts } from '../../lib/worldGeo';
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
  /** The accessible name of a cluster marker, from its places' titles. */
  clusterLabel: (titles: string[]) => string;
  onPlaceOpen?: (slug: string) => void;
  initialOpenSlug?: string;
  tileUrl?: string;
  tileAttribution?: string;
  singlePlaceZoom: number;
  /**
   * Called once the map is drawn (basemap and markers), in the same render as the markers: the placeholder over the
   * map can go then.
   */
  onReady?: () => void;
}

/**
 * The basemap in parts, one drawn per task: the 177 countries at once (converted from TopoJSON, projected and made
 * SVG paths) were one task of ~100-200 ms on a throttled phone, blocking the page it sits on.
 */
const WORLD_PARTS = countriesInParts(countries as unknown as Topology, 6);
/** The steps of drawing the map: the empty map at its view, each part of the basemap, then the markers. */
const MARKERS_STEP = WORLD_PARTS.length + 1;
/** The Middle East, shown when no place is visible. */
const FALLBACK_CENTER: L.LatLngTuple = [31.5, 38];
const PADDING: L.PointTuple = [36, 36];
// Under the test-runner (Playwright sets navigator.webdriver) and for people who ask for less motion, nothing moves.
const still =
  (typeof navigator !== 'undefined' && navigator.webdriver) ||
  (typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches);

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** A marker's box: 44 × 44 px, the tap target (WCAG 2.5.5); the pin is drawn at its bottom centre. */
const TARGET = 44;

/**
 * A place's marker: Leaflet makes the icon a focusable role="button" (keyboard: true); its name is the place's
 * title, as text hidden from sight inside the button (the pin drawing is aria-hidden). The name is part of the
 * icon, so it survives Leaflet replacing the element.
 */
function markerIcon(color: string, halo: string, name: string) {
  return L.divIcon({
    className: 'ds-places-marker',
    html: `<svg xmlns="http://www.w3.org/2000/svg" width="26" height="34" viewBox="0 0 26 34" aria-hidden="true" focusable="false"><path d="M13 1C6.4 1 1 6.3 1 12.9 1 22 13 33 13 33s12-11 12-20.1C25 6.3 19.6 1 13 1z" fill="${color}" stroke="${halo}" stroke-width="2"/><circle cx="13" cy="13" r="4.5" fill="${halo}"/></svg><span class="ds-visually-hidden">${escapeHtml(name)}</span>`,
    iconSize: [TARGET, TARGET],
    iconAnchor: [TARGET / 2, TARGET - 1],
    popupAnchor: [0, -30],
  });
}

/** A cluster's marker: a 44 px disc with the number of its places; its name lists them. */
function clusterIcon(count: number, name: string) {
  return L.divIcon({
    className: 'ds-places-marker ds-places-cluster',
    html: `<span aria-hidden="true">${count}</span><span class="ds-visually-hidden">${escapeHtml(name)}</span>`,
    iconSize: [TARGET, TARGET],
    iconAnchor: [TARGET / 2, TARGET / 2],
    popupAnchor: [0, -TARGET / 2],
  });
}

interface PointProps {
  slug: string;
}

/** The places visible at the map's zoom, clustered with supercluster where their markers would overlap. */
function useClusters(places: PlacesMapPlace[], maxZoom: number) {
  const map = useMap();
  const key = places.map((p) => p.slug).join(',');
  const index = useMemo(
    () =>
      // radius in px of a 256 px tile: markers closer than a tap target merge. Clusters up to the map's last
      // zoom: places at one spot stay one cluster there, and it lists them in a popup instead of zooming.
      new Supercluster<PointProps>({ radius: 48, extent: 256, maxZoom }).load(
        places.map((p) => ({ type: 'Feature', geometry: { type: 'Point', coordinates: [p.lng, p.lat] }, properties: { slug: p.slug } })),
      ),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for the places
    [key, maxZoom],
  );
  const viewOf = () => {
    const b = map.getBounds().pad(0.25);
    return { bbox: [b.getWest(), b.getSouth(), b.getEast(), b.getNorth()] as [number, number, number, number], zoom: Math.round(map.getZoom()) };
  };
  const [view, setView] = useState(viewOf);
  useMapEvents({ moveend: () => setView(viewOf()), zoomend: () => setView(viewOf()) });
  return { clusters: useMemo(() => index.getClusters(view.bbox, view.zoom), [index, view]), index };
}

const isCluster = (feature: ClusterFeature<AnyProps> | PointFeature<PointProps>): feature is ClusterFeature<AnyProps> =>
  'cluster' in feature.properties;

function ClusterMarker({
  feature,
  index,
  places,
  clusterLabel,
  maxZoom,
}: {
  feature: ClusterFeature<AnyProps>;
  index: Supercluster<PointProps>;
  places: Map<string, PlacesMapPlace>;
  clusterLabel: (titles: string[]) => string;
  maxZoom: number;
}) {
  const map = useMap();
  const ref = useRef<L.Marker>(null);
  const id = feature.properties.cluster_id;
  const members = index.getLeaves(id, Infinity).flatMap((leaf) => places.get(leaf.properties.slug) ?? []);
  const name = clusterLabel(members.map((p) => p.title));
  const icon = useMemo(() => clusterIcon(members.length, name), [members.length, name]);
  const expansion = index.getClusterExpansionZoom(id);
  const [lng, lat] = feature.geometry.coordinates;
  const open = (byKeyboard: boolean) => {
    if (expansion > maxZoom) return; // one spot: the popup lists its places
    map.setView([lat, lng], expansion, { animate: !still });
    // The cluster's button is gone after the zoom: keyboard focus goes to the map, Tab reaches its markers.
    if (byKeyboard) map.getContainer().focus({ preventScroll: true });
  };
  return (
    <Marker
      ref={ref}
      position={[lat, lng]}
      icon={icon}
      title={name}
      keyboard
      eventHandlers={{
        click: () => open(false),
        // Leaflet gives a marker's keys as keydown (no click): Enter and Space press the cluster's button.
        keydown: (event) => {
          const key = (event.originalEvent as KeyboardEvent).key;
          if (key !== 'Enter' && key !== ' ') return;
          event.originalEvent.preventDefault();
          if (expansion > maxZoom) ref.current?.openPopup();
          else open(true);
        },
      }}
    >
      {expansion > maxZoom && (
        <Popup maxWidth={280} minWidth={200}>
          <ul style={{ margin: 0, paddingLeft: 18 }}>
            {members.map((p) => (
              <li key={p.slug}>
                <Link href={p.href} underline="hover">
                  {p.title}
                </Link>
              </li>
            ))}
          </ul>
        </Popup>
      )}
    </Marker>
  );
}

function ClusteredMarkers({
  places,
  icons,
  moreText,
  initialOpenSlug,
  onPlaceOpen,
  clusterLabel,
  maxZoom,
}: {
  places: PlacesMapPlace[];
  icons: (place: PlacesMapPlace) => L.DivIcon;
  moreText: string;
  initialOpenSlug?: string;
  onPlaceOpen?: (slug: string) => void;
  clusterLabel: (titles: string[]) => string;
  maxZoom: number;
}) {
  const { clusters, index } = useClusters(places, maxZoom);
  const bySlug = useMemo(() => new Map(places.map((p) => [p.slug, p])), [places]);
  return (
    <>
      {clusters.map((feature) => {
        if (isCluster(feature)) {
          return (
            <ClusterMarker
              key={`cluster-${feature.properties.cluster_id}`}
              feature={feature}
              index={index}
              places={bySlug}
              clusterLabel={clusterLabel}
              maxZoom={maxZoom}
            />
          );
        }
        const place = bySlug.get(feature.properties.slug);
        return place ? (
          <PlaceMarker
            key={place.slug}
            place={place}
            icon={icons(place)}
            moreText={moreText}
            open={place.slug === initialOpenSlug}
            onPlaceOpen={onPlaceOpen}
          />
        ) : null;
      })}
    </>
  );
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
      eventHandlers={{
        popupopen: () => onPlaceOpen?.(place.slug),
        // Enter opens the card (Leaflet's popup listens for it); Space too, as on any button.
        keydown: (event) => {
          if ((event.originalEvent as KeyboardEvent).key !== ' ') return;
          event.originalEvent.preventDefault();
          ref.current?.openPopup();
        },
      }}
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

/** A source named in the map's attribution line. */
function Attribution({ text }: { text: string }) {
  const map = useMap();
  useEffect(() => {
    map.attributionControl?.addAttribution(text);
    return () => {
      map.attributionControl?.removeAttribution(text);
    };
  }, [map, text]);
  return null;
}

/** Takes the next step of drawing in a task of its own, once the map exists (it is rendered inside the map). */
function NextStep({ step, onNext }: { step: number; onNext: () => void }) {
  useEffect(() => {
    if (step >= MARKERS_STEP) return;
    const timer = setTimeout(onNext, 0);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one timer per step
  }, [step]);
  return null;
}

export default function LeafletMap({ places, colors, land, border, halo, moreText, label, clusterLabel, onPlaceOpen, initialOpenSlug, tileUrl, tileAttribution, singlePlaceZoom, onReady }: MapLayerProps) {
  const [step, setStep] = useState(0);
  const next = () => {
    setStep(step + 1);
    // Batched with the step: the markers and the end of the placeholder come in one render.
    if (step + 1 === MARKERS_STEP) onReady?.();
  };
  // One object while the colours stay: a new one restyles every country of every part drawn so far.
  const basemapStyle = useMemo(() => ({ color: border, weight: 0.8, fillColor: land, fillOpacity: 1 }), [border, land]);
  // One icon per place (its name is in it), made again only when the places or colours change.
  const iconsBySlug = useMemo(
    () => new Map(places.map((p) => [p.slug, markerIcon(colors[p.section], halo, p.title)])),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the colours' values, not the object made each render
    [places, colors.torah, colors.neviim, colors.ktuvim, halo],
  );
  const icons = (place: PlacesMapPlace) => iconsBySlug.get(place.slug) ?? markerIcon(colors[place.section], halo, place.title);
  const initial = boundsOfPlaces(places);
  const maxZoom = tileUrl ? 18 : 10;
  return (
    <MapContainer
      center={initial ? [(initial[0][0] + initial[1][0]) / 2, (initial[0][1] + initial[1][1]) / 2] : FALLBACK_CENTER}
      zoom={4}
      minZoom={2}
      maxZoom={maxZoom}
      zoomAnimation={!still}
      fadeAnimation={!still}
      markerZoomAnimation={!still}
      inertia={!still}
      worldCopyJump={false}
      scrollWheelZoom={false}
    >
      <Label label={label} />
      {/* The view first, so the basemap is projected once, for it. */}
      <FitToPlaces places={places} singlePlaceZoom={singlePlaceZoom} />
      {/* The attributions with the empty map: added later, the attribution line grew (a layout shift). */}
      <Attribution text="Natural Earth" />
      {tileUrl && <TileLayer url={tileUrl} attribution={tileAttribution} />}
      {WORLD_PARTS.slice(0, step).map((part, i) => (
        <GeoJSON key={i} data={part()} interactive={false} style={basemapStyle} />
      ))}
      {step >= MARKERS_STEP && (
        <ClusteredMarkers
          places={places}
          icons={icons}
          moreText={moreText}
          initialOpenSlug={initialOpenSlug}
          onPlaceOpen={onPlaceOpen}
          clusterLabel={clusterLabel}
          maxZoom={maxZoom}
        />
      )}
      <NextStep step={step} onNext={next} />
    </MapContainer>
  );
}
