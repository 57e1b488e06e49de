import { useEffect, useId, useMemo, useRef, useState, type ComponentType } from 'react';
import { useIntl } from 'react-intl';
import { darken, getContrastRatio, styled, useTheme } from '@mui/material/styles';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import { messages } from './PlacesMap.messages';
import { PLACE_SECTIONS, countBySection, placesInSections, type PlaceSection } from '../../lib/places';
import { panelSurface } from '../../theme/surfaces';
import { useHydrated } from '../../lib/useHydrated';
import type { MapLayerProps } from './LeafletMap';
import { useWanted } from './useWanted';

/** The Leaflet part of the map, as its chunk gives it. */
export type MapLoader = () => Promise<{ default: ComponentType<MapLayerProps> }>;
// Leaflet touches `window` when it is imported: the map itself is a separate chunk, loaded only in the browser,
// once the page is usable (useWanted).
const loadLeafletMap: MapLoader = () => import('./LeafletMap');

/** A place on the map (server: GET /api/places; spec §3). */
export interface PlacesMapPlace {
  slug: string;
  /** The place page, /{locale}/map/{slug}: rendered through the theme's LinkComponent. */
  href: string;
  title: string;
  /** Sanitised HTML (the API's `snippet`). */
  snippet?: string | null;
  section: PlaceSection;
  /** Latitude, decimal degrees. */
  lat: number;
  /** Longitude, decimal degrees. */
  lng: number;
}

export interface PlacesMapProps {
  /** Every place; the section filter hides and shows them. The map fits its bounds to the visible ones. */
  places: PlacesMapPlace[];
  /** Accessible name of the map region; defaults to "Map of places of the Tanakh". */
  ariaLabel?: string;
  /** Height of the map in px (the placeholder has the same height). Default 560 (360 on phones). */
  height?: number;
  /** Show the section filter chips and the count. Default true (a place page's small map turns it off). */
  showFilter?: boolean;
  /** Sections shown at first (uncontrolled). Default: all three. */
  defaultSections?: PlaceSection[];
  /** Sections shown (controlled, e.g. from the URL); use with `onSectionsChange`. */
  sections?: PlaceSection[];
  /** Called with the new set of sections when a chip is toggled. */
  onSectionsChange?: (sections: PlaceSection[]) => void;
  /** Called when a marker is opened (clicked or Enter on it). */
  onPlaceOpen?: (slug: string) => void;
  /** Open this place's card at first (e.g. the place page's own marker). */
  initialOpenSlug?: string;
  /** Raster tiles over the offline basemap, e.g. 'https://tile.openstreetmap.org/{z}/{x}/{y}.png' (production config). */
  tileUrl?: string;
  /** Attribution HTML of `tileUrl` (required by most tile providers). */
  tileAttribution?: string;
  /** Zoom used when a single place is shown. Default 8. */
  singlePlaceZoom?: number;
  /** Loads the Leaflet part (default: its chunk). Stories give one that never resolves to show the loading state. */
  loadMap?: MapLoader;
}

// A plain div: the page around it gives the heading and the landmark (a nameless section here was a second
// region beside the page's own on every place page).
const Root = styled('div', { name: 'DsPlacesMap', slot: 'Root' })(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(1.5),
}));

const Toolbar = styled('div', { name: 'DsPlacesMap', slot: 'Toolbar' })(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: theme.spacing(1),
}));

const Frame = styled('div', { name: 'DsPlacesMap', slot: 'Frame' })(({ theme }) => ({
  position: 'relative',
  overflow: 'hidden',
  ...panelSurface(theme),
  background: theme.palette.primary.light,
  '& > .ds-places-layer': { position: 'absolute', inset: 0 },
  '& .leaflet-container': { width: '100%', height: '100%', background: theme.palette.primary.light, fontFamily: theme.typography.fontFamily },
  '& .leaflet-container a.MuiLink-root': { color: theme.palette.primary.main },
  '& .leaflet-popup-content': { margin: theme.spacing(1.5, 2), ...theme.typography.body2 },
  '& .leaflet-popup-content p': { margin: 0 },
  '& .leaflet-control-attribution a': { textDecoration: 'underline' },
  // Each marker is a 44 px tap target (WCAG 2.5.5) with its pin at the bottom centre.
  '& .ds-places-marker': { display: 'flex', alignItems: 'flex-end', justifyContent: 'center', borderRadius: '50%' },
  '& .ds-places-marker:focus-visible': { outline: `2px solid ${theme.palette.primary.dark}`, outlineOffset: 2 },
  '& .ds-places-cluster': {
    alignItems: 'center',
    background: theme.palette.primary.main,
    color: theme.palette.primary.contrastText,
    border: `3px solid ${theme.palette.common.white}`,
    boxShadow: '0 1px 4px rgba(0, 0, 0, 0.35)',
    fontWeight: 700,
    fontSize: '1rem',
  },
  '& .ds-visually-hidden': {
    position: 'absolute',
    width: 1,
    height: 1,
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    clipPath: 'inset(50%)',
    whiteSpace: 'nowrap',
  },
}));

/** Over the map until it is drawn: the list of places (and, in the browser, the loading note). */
const Cover = styled('div', { name: 'DsPlacesMap', slot: 'Cover' })(({ theme }) => ({
  position: 'absolute',
  inset: 0,
  // Above Leaflet's panes and controls (up to 1000) while they are drawn beneath.
  zIndex: 1001,
  background: theme.palette.primary.light,
}));

/** The map is on its way: a note at the bottom of the placeholder, over the space the list keeps free for it. */
const Loading = styled('p', { name: 'DsPlacesMap', slot: 'Loading' })(({ theme }) => ({
  position: 'absolute',
  left: '50%',
  bottom: theme.spacing(1.5),
  transform: 'translateX(-50%)',
  margin: 0,
  padding: theme.spacing(0.75, 2),
  whiteSpace: 'nowrap',
  borderRadius: 999,
  ...theme.typography.body2,
  background: theme.palette.background.paper,
  color: theme.palette.text.primary,
  boxShadow: '0 1px 4px rgba(0, 0, 0, 0.2)',
}));

const List = styled('ul', { name: 'DsPlacesMap', slot: 'List' })(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: theme.spacing(2),
  // Room for the loading note under the last places.
  paddingBottom: theme.spacing(7),
  height: '100%',
  overflowY: 'auto',
  columnWidth: 200,
  columnGap: theme.spacing(3),
  '& li': { breakInside: 'avoid', padding: theme.spacing(0.5, 0), display: 'flex', alignItems: 'center', gap: theme.spacing(1) },
}));

// `color` is not passed on to the span (a `color` attribute on span is invalid HTML: 92 Nu checker errors).
const Dot = styled('span', { name: 'DsPlacesMap', slot: 'Dot', shouldForwardProp: (prop) => prop !== 'color' })<{ color: string }>(({ color }) => ({
  flex: 'none',
  width: 10,
  height: 10,
  borderRadius: '50%',
  background: color,
}));

/** The colour of each section's markers, chips and dots. */
export function useSectionColors(): Record<PlaceSection, string> {
  const theme = useTheme();
  return { torah: theme.palette.primary.main, neviim: theme.palette.secondary.main, ktuvim: theme.palette.success.main };
}

/** The colour of a chosen section chip: its section's colour, darker where white text on it would fail WCAG AA. */
function useChipColors(): Record<PlaceSection, string> {
  const { palette } = useTheme();
  const colors = useSectionColors();
  const white = palette.common.white;
  const readable = (color: string) => (getContrastRatio(color, white) >= 4.5 ? color : darken(color, 0.2));
  return { torah: readable(colors.torah), neviim: readable(colors.neviim), ktuvim: readable(colors.ktuvim) };
}

/**
 * The places as a list of links: the map's placeholder until Leaflet loads (server rendering, no JavaScript),
 * and a plain list for phones or the place page. The map's region names it (an ARIA name on a list is not read in
 * every browse mode: html-validate aria-label-misuse).
 */
export function PlacesList({ places }: { places: PlacesMapPlace[] }) {
  const colors = useSectionColors();
  return (
    <List data-testid="places-list">
      {places.map((p) => (
        <li key={p.slug}>
          <Dot color={colors[p.section]} aria-hidden />
          <Link href={p.href} underline="hover">
            {p.title}
          </Link>
        </li>
      ))}
    </List>
  );
}

/**
 * The interactive map of places (spec §3): an offline Natural Earth basemap in the theme's colours, a marker per
 * place in its section's colour, a card with the title, snippet and a link on click, a section filter and a count.
 * Leaflet is loaded lazily in the browser; until then (and on the server) the places are listed as links.
 */
export function PlacesMap({
  places,
  ariaLabel,
  height,
  showFilter = true,
  defaultSections,
  sections: controlled,
  onSectionsChange,
  onPlaceOpen,
  initialOpenSlug,
  tileUrl,
  tileAttribution,
  singlePlaceZoom = 8,
  loadMap = loadLeafletMap,
}: PlacesMapProps) {
  const intl = useIntl();
  const theme = useTheme();
  const colors = useSectionColors();
  const chipColors = useChipColors();
  const countId = useId();
  const [own, setOwn] = useState<PlaceSection[]>(defaultSections ?? [...PLACE_SECTIONS]);
  const sections = controlled ?? own;
  const visible = useMemo(() => placesInSections(places, sections), [places, sections]);
  const counts = useMemo(() => countBySection(places), [places]);
  // The lazy map mounts only after hydration, so the server's HTML and the first client render agree.
  const mounted = useHydrated();
  const frame = useRef<HTMLDivElement>(null);
  // Leaflet, the clusters and the basemap come once the page is usable: the frame near the screen and the browser
  // idle, or at once when the reader reaches for the map. Until then the list of places stands in for it.
  const wanted = useWanted(frame, mounted);
  const [LeafletMap, setLeafletMap] = useState<ComponentType<MapLayerProps> | null>(null);
  const [map, setMap] = useState<'loading' | 'ready' | 'failed'>('loading');
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    loadMap().then(
      (chunk) => live && setLeafletMap(() => chunk.default),
      // No map (its chunk did not come): the list of places stays.
      () => live && setMap('failed'),
    );
    return () => {
      live = false;
    };
  }, [wanted, loadMap]);

  const toggle = (section: PlaceSection) => {
    const next = sections.includes(section) ? sections.filter((s) => s !== section) : PLACE_SECTIONS.filter((s) => s === section || sections.includes(s));
    if (controlled === undefined) setOwn(next);
    onSectionsChange?.(next);
  };

  const label = ariaLabel ?? intl.formatMessage(messages.label);
  const placeholder = <PlacesList places={visible} />;
  const layer: MapLayerProps = {
    places: visible,
    colors,
    land: theme.palette.background.paper,
    border: theme.palette.divider,
    halo: theme.palette.common.white,
    moreText: intl.formatMessage(messages.more),
    onPlaceOpen,
    initialOpenSlug,
    tileUrl,
    tileAttribution,
    singlePlaceZoom,
    label,
    clusterLabel: (titles) => intl.formatMessage(messages.cluster, { count: titles.length, names: intl.formatList(titles, { type: 'conjunction' }) }),
    onReady: () => setMap('ready'),
  };
  const ready = map === 'ready';

  return (
    <Root>
      {showFilter && (
        <Toolbar role="group" aria-label={intl.formatMessage(messages.sections)} aria-describedby={countId}>
          {PLACE_SECTIONS.filter((s) => counts[s] > 0).map((s) => {
            const on = sections.includes(s);
            return (
              <Chip
                key={s}
                label={intl.formatMessage(messages[s])}
                aria-pressed={on}
                onClick={() => toggle(s)}
                variant={on ? 'filled' : 'outlined'}
                icon={on ? <CheckIcon /> : <Dot color={colors[s]} aria-hidden />}
                sx={on ? { bgcolor: chipColors[s], color: theme.palette.common.white, '& .MuiChip-icon': { color: 'inherit' }, '&:hover': { bgcolor: chipColors[s] } } : undefined}
              />
            );
          })}
          <Typography variant="body2" color="text.secondary" id={countId} data-testid="places-count" aria-live="polite" sx={{ ml: 'auto' }}>
            {intl.formatMessage(messages.count, { count: visible.length })}
          </Typography>
        </Toolbar>
      )}
      <Frame ref={frame} sx={{ height: height ?? { xs: 360, sm: 560 } }} data-map-state={mounted ? map : undefined}>
        {visible.length === 0 ? (
          // Over the list while the map loads; then beneath Leaflet's controls (1000, later in the frame).
          <Typography color="text.secondary" sx={{ p: 3, position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', zIndex: ready ? 1000 : 1002 }} data-testid="places-empty">
            {intl.formatMessage(messages.empty)}
          </Typography>
        ) : null}
        {/* Drawn beneath the list, out of the tab order, until it is ready. */}
        {LeafletMap && (
          <div className="ds-places-layer" inert={!ready}>
            <LeafletMap {...layer} />
          </div>
        )}
        {!ready && (
          <Cover>
            {placeholder}
            {mounted && map === 'loading' && (
              <Loading role="status" data-testid="places-map-loading">
                {intl.formatMessage(messages.loading)}
              </Loading>
            )}
          </Cover>
        )}
      </Frame>
    </Root>
  );
}
