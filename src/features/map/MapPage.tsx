import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { styled } from '@mui/material/styles';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import visuallyHidden from '@mui/utils/visuallyHidden';
import { CardGrid, MapPlaceCard, MapPlaceCardSkeleton, PLACE_SECTIONS, PlacesMap, type Locale, type PlacesMapPlace } from '../../../design-system';
import type { Place } from '../../../server/src/contracts/library';
import { usePlaces } from '../../api/places';
import { useLocale } from '../../shared/useLocale';
import { usePageHead } from '../../shared/head';
import { sectionHead } from '../../shared/pageHeads';
import type { PageRoute } from '../../shared/pageRoute';
import { isSectionKey, paths, type SectionKey } from '../../shared/paths';
import { useSiteConfig } from '../../shared/siteConfig';
import { storageUrl } from '../../lib/storage';
import { LoadError, ScreenHeader } from '../../shared/ScreenParts';
import { LoadedList, SkeletonGrid } from '../../shared/LoadedList';
import { mapMessages } from './map.messages';
import { sectionsOf, shortSnippet } from './sections';

const Filter = styled('nav', { name: 'AppMap', slot: 'Filter' })(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: theme.spacing(1),
}));

/** A place as the map's marker. */
export const placeToMarker = (place: Place, locale: Locale): PlacesMapPlace => ({
  slug: place.slug,
  href: paths.place(locale, place.slug),
  title: place.title,
  snippet: shortSnippet(place.snippet),
  section: place.section_key,
  lat: place.lat,
  lng: place.lng,
});

/** A place as the card's props. */
export const placeToCard = (place: Place, locale: Locale) => ({
  slug: place.slug,
  href: paths.place(locale, place.slug),
  title: place.title,
  snippet: shortSnippet(place.snippet),
  imagePreview: storageUrl(place.image_preview),
  section: place.section,
});

/**
 * /{locale}/map: the places of the Tanakh on the map and as cards, filtered by section (Тора, Нэвиим, Ктувим;
 * ?section= in the address, so the filter works as plain links and the server renders the filtered list).
 */
export function MapPage() {
  const intl = useIntl();
  const locale = useLocale();
  const { publicUrl, mapTileUrl, mapTileAttribution } = useSiteConfig();
  const [searchParams] = useSearchParams();
  const requested = searchParams.get('section');
  const section: SectionKey | null = isSectionKey(requested) ? requested : null;
  const { places, error, retry } = usePlaces(locale);
  const shown = (places ?? []).filter((place) => !section || place.section_key === section);
  const sections = sectionsOf(places ?? []);
  const title = intl.formatMessage(mapMessages.title);
  const intro = intl.formatMessage(mapMessages.intro);
  usePageHead({
    ...sectionHead(title, intro, paths.map(locale)),
    // The first card's picture is the largest thing of the first screen: fetched before any script.
    lcpImage: shown[0]?.image_preview ? { src: storageUrl(shown[0].image_preview)! } : null,
    jsonLd: [
      {
        '@type': 'ItemList',
        name: title,
        itemListElement: shown.map((place, index) => ({
          '@type': 'ListItem',
          position: index + 1,
          name: place.title,
          url: `${publicUrl}${paths.place(locale, place.slug)}`,
        })),
      },
    ],
  });

  const filterButton = (key: SectionKey | null, name: string) => {
    const active = section === key;
    return (
      <Button
        key={key ?? 'all'}
        href={paths.map(locale, key ?? undefined)}
        variant={active ? 'contained' : 'outlined'}
        size="small"
        aria-current={active ? 'true' : undefined}
        data-testid={`map-filter-${key ?? 'all'}`}
        // The filter changes the list below it: the page stays where it is.
        {...{ preventScrollReset: true }}
      >
        {name}
      </Button>
    );
  };

  return (
    <Stack spacing={3}>
      <ScreenHeader title={title} intro={intro} />
      {!places && error ? (
        <LoadError text={intl.formatMessage(mapMessages.error)} onRetry={retry} />
      ) : (
        <>
          <Filter aria-label={intl.formatMessage(mapMessages.filterLabel)} data-testid="map-filter">
            {filterButton(null, intl.formatMessage(mapMessages.all))}
            {sections.map(({ key, name }) => filterButton(key, name))}
            {places && (
              <Typography variant="body2" color="text.secondary" role="status" data-testid="map-count" sx={{ ml: 1 }}>
                {intl.formatMessage(mapMessages.count, { count: shown.length })}
              </Typography>
            )}
          </Filter>
          {places && places.length > 0 && (
            // The filter above drives the map too (its own chips are off): one filter, links that work without
            // JavaScript. Until Leaflet loads (and on the server) the map is a list of links.
            <PlacesMap
              places={places.map((place) => placeToMarker(place, locale))}
              showFilter={false}
              sections={section ? [section] : [...PLACE_SECTIONS]}
              ariaLabel={intl.formatMessage(mapMessages.mapLabel)}
              tileUrl={mapTileUrl ?? undefined}
              tileAttribution={mapTileAttribution ?? undefined}
            />
          )}
          <Typography variant="h2" style={visuallyHidden}>
            {intl.formatMessage(mapMessages.listHeading)}
          </Typography>
          <LoadedList
            items={places && shown}
            skeleton={<SkeletonGrid skeleton={<MapPlaceCardSkeleton />} />}
            emptyText={intl.formatMessage(mapMessages.empty)}
            emptyTestId="map-empty"
          >
            {(shown) => (
              <CardGrid
                virtualize={false}
                items={shown}
                itemKey={(place) => place.slug}
                renderItem={(place) => <MapPlaceCard place={placeToCard(place, locale)} />}
              />
            )}
          </LoadedList>
        </>
      )}
    </Stack>
  );
}

export const route: PageRoute = { Component: MapPage };
