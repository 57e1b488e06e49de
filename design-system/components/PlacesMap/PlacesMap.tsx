import { lazy, Suspense, useId, useMemo, useState } from 'react';
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

// Leaflet touches `window` when it is imported: the map itself is a separate chunk, loaded only in the browser.
const LeafletMap = lazy(() => import('./LeafletMap'));


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

const List = styled('ul', { name: 'DsPlacesMap', slot: 'List' })(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: theme.spacing(2),
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
  };

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
      <Frame sx={{ height: height ?? { xs: 360, sm: 560 } }}>
        {visible.length === 0 ? (
          <Typography color="text.secondary" sx={{ p: 3, position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', zIndex: 1000 }} data-testid="places-empty">
            {intl.formatMessage(messages.empty)}
          </Typography>
        ) : null}
        {mounted ? (
          <Suspense fallback={placeholder}>
            <LeafletMap {...layer} />
          </Suspense>
        ) : (
          placeholder
        )}
      </Frame>
    </Root>
  );
}
