import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { styled } from '@mui/material/styles';
import ButtonBase from '@mui/material/ButtonBase';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import { chapterLabelIntl, HtmlContent, ImagePopup, PlacesMap, type Locale } from '../../../design-system';
import type { PlaceDetail } from '../../../server/src/contracts/library';
import { usePlace } from '../../api/places';
import { useLocale } from '../../shared/useLocale';
import { usePageHead, type PageHead } from '../../shared/head';
import { detailHead } from '../../shared/pageHeads';
import type { PageRoute } from '../../shared/pageRoute';
import { paths } from '../../shared/paths';
import { useSiteConfig } from '../../shared/siteConfig';
import { storageUrl } from '../../lib/storage';
import { DetailScreen } from '../../shared/DetailScreen';
import { describe } from '../../lib/htmlText';
import { LoadError } from '../../shared/ScreenParts';
import { mapMessages } from './map.messages';

const Layout = styled('div', { name: 'AppPlace', slot: 'Root' })(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(4),
  gridTemplateColumns: 'minmax(0, 1fr)',
  [theme.breakpoints.up('md')]: { gridTemplateColumns: 'minmax(0, 1fr) 320px', alignItems: 'start' },
}));

const Picture = styled(ButtonBase, { name: 'AppPlace', slot: 'Picture' })(({ theme }) => ({
  position: 'relative',
  display: 'block',
  width: '100%',
  overflow: 'hidden',
  borderRadius: Number(theme.shape.borderRadius) * 2,
  background: theme.palette.primary.light,
  cursor: 'zoom-in',
  '& img': { display: 'block', width: '100%', height: 'auto', aspectRatio: '16 / 10', objectFit: 'cover' },
  '& .zoom': {
    position: 'absolute',
    right: theme.spacing(1),
    bottom: theme.spacing(1),
    padding: theme.spacing(0.5),
    display: 'flex',
    borderRadius: '50%',
    background: theme.palette.background.paper,
    color: theme.palette.text.primary,
  },
}));

const Section = styled('span', { name: 'AppPlace', slot: 'Section' })(({ theme }) => ({
  display: 'inline-block',
  ...theme.typography.caption,
  fontWeight: 700,
  padding: theme.spacing(0.25, 1),
  borderRadius: theme.spacing(1.5),
  background: theme.palette.secondary.light,
  color: theme.palette.text.primary,
  marginBottom: theme.spacing(1),
}));

const Chapters = styled('ul', { name: 'AppPlace', slot: 'Chapters' })(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(1.5),
  '& li': { display: 'flex', flexDirection: 'column', gap: theme.spacing(0.25), overflowWrap: 'anywhere' },
}));

function placeHead(place: PlaceDetail, locale: Locale, mapTitle: string): PageHead {
  const full = storageUrl(place.image_full);
  const preview = storageUrl(place.image_preview);
  const description = describe(place.snippet);
  return detailHead({
    title: place.title,
    description,
    image: place.image_full ?? place.image_preview,
    lcpImage: preview ? { src: preview, srcSet: srcSetOf(preview, full), sizes: SIZES } : null,
    parents: [{ name: mapTitle, path: paths.map(locale) }],
    crumb: { name: place.title, path: paths.place(locale, place.slug) },
    jsonLd: {
      '@type': 'Place',
      name: place.title,
      description,
      geo: { '@type': 'GeoCoordinates', latitude: place.lat, longitude: place.lng },
      ...(place.chapters.length ? { subjectOf: place.chapters.map((chapter) => ({ '@type': 'Article', headline: chapter.title })) } : {}),
    },
  });
}

/** The preview (640×400) and the full picture (1600×1000) as one responsive image. */
const srcSetOf = (preview: string, full: string | null) => (full ? `${preview} 640w, ${full} 1600w` : undefined);
const SIZES = '(min-width: 900px) 720px, 100vw';

function PlaceSkeleton() {
  return (
    <Layout aria-hidden data-testid="place-skeleton">
      <Stack spacing={1.5}>
        <Skeleton variant="text" width="20%" />
        <Skeleton variant="text" width="60%" sx={{ fontSize: '2.5rem' }} />
        <Skeleton variant="rounded" sx={{ aspectRatio: '16 / 10', height: 'auto' }} />
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} variant="text" />
        ))}
      </Stack>
    </Layout>
  );
}

/** A loaded place: its section, title, picture and text, its spot on the map and the chapters that mention it. */
function PlaceView({ place }: { place: PlaceDetail }) {
  const intl = useIntl();
  const locale = useLocale();
  const { mapTileUrl, mapTileAttribution } = useSiteConfig();
  const [popup, setPopup] = useState<string | null>(null);
  const preview = storageUrl(place.image_preview);
  const full = storageUrl(place.image_full);
  return (
    <Stack spacing={2}>
      <Link href={paths.map(locale)} underline="hover" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, alignSelf: 'flex-start' }}>
        <ArrowBackIcon fontSize="small" aria-hidden />
        {intl.formatMessage(mapMessages.allPlaces)}
      </Link>
      <Layout>
        <Stack component="article" spacing={3} aria-labelledby="place-title" sx={{ maxWidth: 760 }}>
          <header>
            <Section data-testid="place-section">{place.section}</Section>
            <Typography variant="h1" id="place-title" sx={{ fontSize: { xs: '2rem', md: '2.5rem' }, overflowWrap: 'anywhere' }}>
              {place.title}
            </Typography>
          </header>
          {preview && (
            <Picture onClick={() => setPopup(preview)} aria-label={intl.formatMessage(mapMessages.openImage, { title: place.title })}>
              <img src={preview} srcSet={srcSetOf(preview, full)} sizes={SIZES} alt="" width={640} height={400} />
              <span className="zoom" aria-hidden>
                <ZoomInIcon fontSize="small" />
              </span>
            </Picture>
          )}
          <HtmlContent html={place.snippet} onImageClick={setPopup} />
        </Stack>
        <Stack component="aside" spacing={3}>
          <Stack component="section" spacing={1.5} aria-labelledby="place-map" data-testid="place-map">
            <Typography variant="h2" id="place-map" sx={{ fontSize: '1.4rem' }}>
              {intl.formatMessage(mapMessages.mapHeading)}
            </Typography>
            <PlacesMap
              places={[
                {
                  slug: place.slug,
                  href: paths.place(locale, place.slug),
                  title: place.title,
                  section: place.section_key,
                  lat: place.lat,
                  lng: place.lng,
                },
              ]}
              showFilter={false}
              height={260}
              // Not the section's own name: two regions of one name were axe's landmark-unique on every place page.
              ariaLabel={intl.formatMessage(mapMessages.placeMapLabel, { title: place.title })}
              tileUrl={mapTileUrl ?? undefined}
              tileAttribution={mapTileAttribution ?? undefined}
              singlePlaceZoom={6}
            />
          </Stack>
          {place.chapters.length > 0 && (
            <Stack component="section" spacing={1.5} aria-labelledby="place-chapters" data-testid="place-chapters">
              <Typography variant="h2" id="place-chapters" sx={{ fontSize: '1.4rem' }}>
                {intl.formatMessage(mapMessages.chapters)}
              </Typography>
              <Chapters>
                {place.chapters.map((chapter) => (
                  <li key={chapter.slug}>
                    <Typography variant="caption" color="text.secondary" data-testid="place-chapter-label">
                      {chapterLabelIntl(intl, {
                        position: chapter.position,
                        book: { title: chapter.book.title, section: chapter.book.section, sectionKey: chapter.book.section_key },
                      })}
                    </Typography>
                    <Link href={paths.bookChapter(locale, chapter.slug)} underline="hover" sx={{ fontWeight: 600 }}>
                      {chapter.title}
                    </Link>
                  </li>
                ))}
              </Chapters>
            </Stack>
          )}
        </Stack>
      </Layout>
      <ImagePopup src={popup} alt={place.title} onClose={() => setPopup(null)} />
    </Stack>
  );
}

/**
 * /{locale}/map/{slug}: a place — its section, title, picture (a click opens the larger one), text, the library
 * chapters that mention it (labelled by the rule of spec §9) and its spot on a small map.
 */
export function PlacePage() {
  const intl = useIntl();
  const locale = useLocale();
  const slug = useParams().slug!;
  const { place, error, retry } = usePlace(locale, slug);
  usePageHead(place ? placeHead(place, locale, intl.formatMessage(mapMessages.title)) : null);
  return (
    <DetailScreen
      data={place}
      error={error}
      errorView={<LoadError text={intl.formatMessage(mapMessages.placeError)} onRetry={retry} />}
      skeleton={<PlaceSkeleton />}
    >
      {(place) => <PlaceView place={place} />}
    </DetailScreen>
  );
}

export const route: PageRoute = { Component: PlacePage };
