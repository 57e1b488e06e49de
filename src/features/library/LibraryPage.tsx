import { useIntl } from 'react-intl';
import { styled } from '@mui/material/styles';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Locale } from '../../../design-system';
import { useLibrary, type LibrarySections } from '../../api/library';
import { useLocale } from '../../shared/useLocale';
import { usePageHead } from '../../shared/head';
import type { PageRoute } from '../../shared/pageRoute';
import { paths } from '../../shared/paths';
import { storageUrl } from '../../lib/storage';
import { LoadError, ScreenHeader } from '../../shared/ScreenParts';
import { libraryMessages } from './library.messages';

type Book = LibrarySections[number]['books'][number];

/** The anchor of a book on the library page (/books#book-bereshit), for the chapter page's breadcrumb. */
export const bookAnchor = (slug: string) => `book-${slug}`;

const Books = styled('div', { name: 'AppLibrary', slot: 'Books' })(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(3),
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 300px), 1fr))',
}));

const BookRoot = styled('article', { name: 'AppLibrary', slot: 'Book' })(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  overflow: 'hidden',
  borderRadius: Number(theme.shape.borderRadius) * 2,
  border: `1px solid ${theme.palette.divider}`,
  background: theme.palette.background.paper,
  scrollMarginTop: theme.spacing(10),
  '& img': {
    display: 'block',
    width: '100%',
    height: 'auto',
    aspectRatio: '16 / 10',
    objectFit: 'cover',
    background: theme.palette.primary.light,
  },
}));

const Chapters = styled('ol', { name: 'AppLibrary', slot: 'Chapters' })(({ theme }) => ({
  margin: 0,
  padding: theme.spacing(0, 2, 2, 4.5),
  ...theme.typography.body2,
  '& li': { padding: theme.spacing(0.5, 0) },
  '& li::marker': { color: theme.palette.text.secondary, fontVariantNumeric: 'tabular-nums' },
}));

/** A book: its cover, title, number of chapters and the chapter links in order. */
function BookCard({ book, locale, eager }: { book: Book; locale: Locale; eager: boolean }) {
  const intl = useIntl();
  const cover = storageUrl(book.image);
  const titleId = bookAnchor(book.slug) + '-title';
  return (
    <BookRoot id={bookAnchor(book.slug)} aria-labelledby={titleId} data-testid="library-book">
      {cover && <img src={cover} alt="" width={640} height={400} loading={eager ? 'eager' : 'lazy'} />}
      <Stack spacing={0.5} sx={{ p: 2, pb: 1 }}>
        <Typography variant="h5" component="h3" id={titleId}>
          {book.title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {intl.formatMessage(libraryMessages.chapters, { count: book.chapters.length })}
        </Typography>
      </Stack>
      <Chapters>
        {book.chapters.map((chapter) => (
          <li key={chapter.slug} value={chapter.position}>
            <Link href={paths.bookChapter(locale, chapter.slug)} underline="hover">
              {chapter.title}
            </Link>
          </li>
        ))}
      </Chapters>
    </BookRoot>
  );
}

function LibrarySkeleton() {
  return (
    <Stack spacing={2} aria-hidden data-testid="library-skeleton">
      <Skeleton variant="text" width={160} sx={{ fontSize: '2rem' }} />
      <Books>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={360} />
        ))}
      </Books>
    </Stack>
  );
}

/** /{locale}/books: the three sections of the Tanakh (Тора, Нэвиим, Ктувим), their books and chapters. */
export function LibraryPage() {
  const intl = useIntl();
  const locale = useLocale();
  const { sections, error, retry } = useLibrary(locale);
  const title = intl.formatMessage(libraryMessages.title);
  const intro = intl.formatMessage(libraryMessages.intro);
  const firstCover = sections?.[0]?.books[0]?.image;
  usePageHead({
    title,
    description: intro,
    breadcrumbs: [{ name: title, path: paths.books(locale) }],
    lcpImage: firstCover ? { src: storageUrl(firstCover)! } : null,
    jsonLd: [
      {
        '@type': 'CollectionPage',
        name: title,
        inLanguage: locale,
        hasPart: (sections ?? []).flatMap((section) =>
          section.books.map((book) => ({ '@type': 'Book', name: book.title, genre: section.name })),
        ),
      },
    ],
  });
  const nonEmpty = (sections ?? []).filter((section) => section.books.length > 0);
  let eager = 3;
  return (
    <Stack spacing={4}>
      <ScreenHeader title={title} intro={intro} />
      {!sections && error ? (
        <LoadError text={intl.formatMessage(libraryMessages.error)} onRetry={retry} />
      ) : !sections ? (
        <LibrarySkeleton />
      ) : nonEmpty.length === 0 ? (
        <Typography color="text.secondary" data-testid="library-empty">
          {intl.formatMessage(libraryMessages.empty)}
        </Typography>
      ) : (
        nonEmpty.map((section) => (
          <Stack key={section.key} component="section" spacing={2} aria-labelledby={`section-${section.key}`} data-testid="library-section">
            <Typography variant="h2" id={`section-${section.key}`} sx={{ fontSize: { xs: '1.6rem', md: '2rem' } }}>
              {section.name}
            </Typography>
            <Books>
              {section.books.map((book) => (
                <BookCard key={book.slug} book={book} locale={locale} eager={eager-- > 0} />
              ))}
            </Books>
          </Stack>
        ))
      )}
    </Stack>
  );
}

export const route: PageRoute = { Component: LibraryPage };

