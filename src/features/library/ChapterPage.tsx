import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { styled } from '@mui/material/styles';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { chapterLabelIntl, HtmlContent, ImagePopup, MapPlaceCard, type Locale } from '../../../design-system';
import type { BookChapterDetail } from '../../../server/src/contracts/library';
import { bookChapterQuery, useBookChapter } from '../../api/library';
import { useLocale } from '../../shared/useLocale';
import { usePageHead, type PageHead } from '../../shared/head';
import type { PageRoute } from '../../shared/pageRoute';
import { paths } from '../../shared/paths';
import { fromData, translationsFromSlugs } from '../../shared/localeLinks';
import { storageUrl } from '../../lib/storage';
import { NotFoundPage } from '../../shared/NotFoundPage';
import { describe } from '../../lib/htmlText';
import { LoadError } from '../../shared/ScreenParts';
import { bookAnchor } from './LibraryPage';
import { libraryMessages } from './library.messages';

const Layout = styled('div', { name: 'AppChapter', slot: 'Root' })(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(4),
  gridTemplateColumns: 'minmax(0, 1fr)',
  [theme.breakpoints.up('md')]: { gridTemplateColumns: 'minmax(0, 1fr) 300px', alignItems: 'start' },
}));

const Cover = styled('img', { name: 'AppChapter', slot: 'Cover' })(({ theme }) => ({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 10',
  objectFit: 'cover',
  borderRadius: Number(theme.shape.borderRadius) * 2,
  background: theme.palette.primary.light,
}));

const Pager = styled('nav', { name: 'AppChapter', slot: 'Pager' })(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: theme.spacing(2),
  paddingTop: theme.spacing(3),
  borderTop: `1px solid ${theme.palette.divider}`,
  '& .next': { marginLeft: 'auto' },
}));

/** The label of the chapter (spec §9): section. book[. Глава N — not in the Torah]. */
const labelInput = (chapter: BookChapterDetail) => ({
  position: chapter.position,
  book: { title: chapter.book.title, section: chapter.book.section, sectionKey: chapter.book.section_key },
});

function chapterHead(chapter: BookChapterDetail, locale: Locale, label: string, libraryTitle: string): PageHead {
  const cover = storageUrl(chapter.image);
  return {
    title: `${chapter.title} — ${label}`,
    description: describe(chapter.content),
    image: chapter.image,
    lcpImage: cover ? { src: cover } : null,
    type: 'article',
    breadcrumbs: [
      { name: libraryTitle, path: paths.books(locale) },
      { name: chapter.book.title, path: `${paths.books(locale)}#${bookAnchor(chapter.book.slug)}` },
      { name: chapter.title, path: paths.bookChapter(locale, chapter.slug) },
    ],
    jsonLd: [
      {
        '@type': 'Article',
        headline: chapter.title,
        alternativeHeadline: label,
        description: describe(chapter.content),
        inLanguage: locale,
        articleSection: chapter.book.section,
        position: chapter.position,
        isPartOf: { '@type': 'Book', name: chapter.book.title },
        ...(chapter.places.length ? { mentions: chapter.places.map((place) => ({ '@type': 'Place', name: place.title })) } : {}),
      },
    ],
  };
}

function ChapterSkeleton() {
  return (
    <Layout aria-hidden data-testid="chapter-skeleton">
      <Stack spacing={1.5}>
        <Skeleton variant="text" width="40%" />
        <Skeleton variant="text" width="70%" sx={{ fontSize: '2.5rem' }} />
        {Array.from({ length: 8 }, (_, i) => (
          <Skeleton key={i} variant="text" width={i % 4 === 3 ? '60%' : '100%'} />
        ))}
      </Stack>
      <Skeleton variant="rounded" sx={{ aspectRatio: '16 / 10', height: 'auto' }} />
    </Layout>
  );
}

/**
 * /{locale}/books/chapter/{slug}: the chapter's label (section. book. Глава N), title and text; previous and
 * next chapter of the book; the book's cover and the map places the chapter mentions.
 */
export function ChapterPage() {
  const intl = useIntl();
  const locale = useLocale();
  const slug = useParams().slug!;
  const { chapter, error, retry } = useBookChapter(locale, slug);
  const [popup, setPopup] = useState<string | null>(null);
  const label = chapter ? chapterLabelIntl(intl, labelInput(chapter)) : '';
  usePageHead(chapter ? chapterHead(chapter, locale, label, intl.formatMessage(libraryMessages.title)) : null);

  if (chapter === null) return <NotFoundPage />;
  if (!chapter) return error ? <LoadError text={intl.formatMessage(libraryMessages.chapterError)} onRetry={retry} /> : <ChapterSkeleton />;
  const cover = storageUrl(chapter.image);
  return (
    <Layout>
      <Stack component="article" spacing={3} aria-labelledby="chapter-title" sx={{ maxWidth: 760 }}>
        <header>
          <Typography variant="subtitle2" component="p" color="secondary.dark" data-testid="chapter-label" sx={{ mb: 1 }}>
            {label}
          </Typography>
          <Typography variant="h1" id="chapter-title" sx={{ fontSize: { xs: '2rem', md: '2.5rem' }, overflowWrap: 'anywhere' }}>
            {chapter.title}
          </Typography>
        </header>
        <HtmlContent html={chapter.content} onImageClick={setPopup} />
        <Pager aria-label={intl.formatMessage(libraryMessages.chapterNav)}>
          {chapter.previous && (
            <Button
              href={paths.bookChapter(locale, chapter.previous)}
              variant="outlined"
              startIcon={<ArrowBackIcon />}
              rel="prev"
              data-testid="chapter-previous"
            >
              {intl.formatMessage(libraryMessages.previous)}
            </Button>
          )}
          {chapter.next && (
            <Button
              href={paths.bookChapter(locale, chapter.next)}
              variant="contained"
              endIcon={<ArrowForwardIcon />}
              rel="next"
              className="next"
              data-testid="chapter-next"
            >
              {intl.formatMessage(libraryMessages.next)}
            </Button>
          )}
        </Pager>
      </Stack>
      <Stack component="aside" spacing={3}>
        <Stack spacing={1}>
          {cover && <Cover src={cover} alt="" width={640} height={400} />}
          <Typography variant="body2" color="text.secondary">
            {intl.formatMessage(libraryMessages.book)}:{' '}
            <Link href={`${paths.books(locale)}#${bookAnchor(chapter.book.slug)}`} underline="hover" sx={{ fontWeight: 600 }}>
              {chapter.book.title}
            </Link>
          </Typography>
        </Stack>
        {chapter.places.length > 0 && (
          <Stack component="section" spacing={2} aria-labelledby="chapter-places" data-testid="chapter-places">
            <Typography variant="h2" id="chapter-places" sx={{ fontSize: '1.4rem' }}>
              {intl.formatMessage(libraryMessages.places)}
            </Typography>
            {chapter.places.map((place) => (
              <MapPlaceCard
                key={place.slug}
                place={{
                  slug: place.slug,
                  href: paths.place(locale, place.slug),
                  title: place.title,
                  imagePreview: storageUrl(place.image_preview),
                }}
              />
            ))}
          </Stack>
        )}
      </Stack>
      <ImagePopup src={popup} onClose={() => setPopup(null)} />
    </Layout>
  );
}

export const route: PageRoute = {
  Component: ChapterPage,
  handle: {
    prefetch: ({ locale, params }) => [bookChapterQuery(locale, params.slug!)],
    // A chapter with no version in the other language (or not found): the switch goes to that library.
    localeLinks: fromData(
      ({ locale, params }) => bookChapterQuery(locale, params.slug!),
      (_context, chapter: BookChapterDetail | null | undefined) => ({
        translations: translationsFromSlugs(chapter?.translations, paths.bookChapter),
        nearest: { ru: paths.books('ru'), en: paths.books('en') },
      }),
    ),
  },
};
