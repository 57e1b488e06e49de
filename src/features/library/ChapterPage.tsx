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
import { useBookChapter } from '../../api/library';
import { useLocale } from '../../shared/useLocale';
import { usePageHead, type PageHead } from '../../shared/head';
import { articleLd, detailHead } from '../../shared/pageHeads';
import type { PageRoute } from '../../shared/pageRoute';
import { paths } from '../../shared/paths';
import { storageUrl } from '../../lib/storage';
import { DetailScreen } from '../../shared/DetailScreen';
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
  const description = describe(chapter.content);
  return detailHead({
    title: `${chapter.title} — ${label}`,
    description,
    image: chapter.image,
    lcpImage: cover ? { src: cover } : null,
    type: 'article',
    parents: [
      { name: libraryTitle, path: paths.books(locale) },
      { name: chapter.book.title, path: `${paths.books(locale)}#${bookAnchor(chapter.book.slug)}` },
    ],
    crumb: { name: chapter.title, path: paths.bookChapter(locale, chapter.slug) },
    jsonLd: {
      ...articleLd(chapter.title, description, locale, label),
      articleSection: chapter.book.section,
      position: chapter.position,
      isPartOf: { '@type': 'Book', name: chapter.book.title },
      ...(chapter.places.length ? { mentions: chapter.places.map((place) => ({ '@type': 'Place', name: place.title })) } : {}),
    },
  });
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

/** The link to the previous chapter (outlined, arrow first) or to the next one (filled, arrow last, at the end). */
function PagerLink({ slug, rel }: { slug: string; rel: 'prev' | 'next' }) {
  const intl = useIntl();
  const locale = useLocale();
  const next = rel === 'next';
  return (
    <Button
      href={paths.bookChapter(locale, slug)}
      variant={next ? 'contained' : 'outlined'}
      startIcon={next ? undefined : <ArrowBackIcon />}
      endIcon={next ? <ArrowForwardIcon /> : undefined}
      rel={rel}
      className={next ? 'next' : undefined}
      data-testid={next ? 'chapter-next' : 'chapter-previous'}
    >
      {intl.formatMessage(next ? libraryMessages.next : libraryMessages.previous)}
    </Button>
  );
}

/** A loaded chapter: its label, title and text, the pager, the book's cover and the places it mentions. */
function ChapterView({ chapter, label }: { chapter: BookChapterDetail; label: string }) {
  const intl = useIntl();
  const locale = useLocale();
  const [popup, setPopup] = useState<string | null>(null);
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
          {chapter.previous && <PagerLink slug={chapter.previous} rel="prev" />}
          {chapter.next && <PagerLink slug={chapter.next} rel="next" />}
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

/**
 * /{locale}/books/chapter/{slug}: the chapter's label (section. book. Глава N), title and text; previous and
 * next chapter of the book; the book's cover and the map places the chapter mentions.
 */
export function ChapterPage() {
  const intl = useIntl();
  const locale = useLocale();
  const slug = useParams().slug!;
  const { chapter, error, retry } = useBookChapter(locale, slug);
  const label = chapter ? chapterLabelIntl(intl, labelInput(chapter)) : '';
  usePageHead(chapter ? chapterHead(chapter, locale, label, intl.formatMessage(libraryMessages.title)) : null);
  return (
    <DetailScreen
      data={chapter}
      error={error}
      errorView={<LoadError text={intl.formatMessage(libraryMessages.chapterError)} onRetry={retry} />}
      skeleton={<ChapterSkeleton />}
    >
      {(chapter) => <ChapterView chapter={chapter} label={label} />}
    </DetailScreen>
  );
}

export const route: PageRoute = { Component: ChapterPage };
