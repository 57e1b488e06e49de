import { useState } from 'react';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { HtmlContent, ImagePopup } from '../../../design-system';
import { useStaticPage, type StaticPageKey } from '../../api/pages';
import { useLocale } from '../../shared/useLocale';
import { usePageHead } from '../../shared/head';
import type { PageRoute } from '../../shared/pageRoute';
import { paths } from '../../shared/paths';
import { DetailScreen } from '../../shared/DetailScreen';
import { describe } from '../../lib/htmlText';
import { LoadError, ScreenHeader } from '../../shared/ScreenParts';

const PATHS: Record<StaticPageKey, typeof paths.about> = { about: paths.about, politics: paths.politics, terms: paths.terms };
/** schema.org types of the pages: the about page is an AboutPage, the rules are plain web pages. */
const SCHEMA_TYPE: Record<StaticPageKey, string> = { about: 'AboutPage', politics: 'WebPage', terms: 'WebPage' };

/** While the page loads: the heading and a few lines of text. */
function StaticPageSkeleton() {
  return (
    <Stack spacing={1.5} aria-hidden data-testid="static-page-skeleton" sx={{ maxWidth: 760 }}>
      <Skeleton variant="text" width="50%" sx={{ fontSize: '2.5rem' }} />
      {Array.from({ length: 8 }, (_, i) => (
        <Skeleton key={i} variant="text" width={i % 4 === 3 ? '60%' : '100%'} />
      ))}
    </Stack>
  );
}

/**
 * A static page of the site (about the project, privacy policy, terms of use; GET /api/pages/{key}): its title
 * and its HTML; a click on an image in the text opens the image popup (full_ file, the original as fallback).
 */
export function StaticPage({ pageKey }: { pageKey: StaticPageKey }) {
  const locale = useLocale();
  const { page, error, retry } = useStaticPage(locale, pageKey);
  const [popup, setPopup] = useState<string | null>(null);
  const path = PATHS[pageKey](locale);
  usePageHead(
    page
      ? {
          title: page.title,
          description: describe(page.content),
          breadcrumbs: [{ name: page.title, path }],
          jsonLd: [{ '@type': SCHEMA_TYPE[pageKey], name: page.title, inLanguage: locale }],
        }
      : null,
  );
  return (
    <DetailScreen data={page} error={error} errorView={<LoadError onRetry={retry} />} skeleton={<StaticPageSkeleton />}>
      {(page) => (
        <Stack component="article" spacing={3} sx={{ maxWidth: 760 }} data-testid={`page-${pageKey}`}>
          <ScreenHeader title={page.title} />
          <HtmlContent html={page.content} onImageClick={setPopup} />
          <ImagePopup src={popup} onClose={() => setPopup(null)} />
        </Stack>
      )}
    </DetailScreen>
  );
}

/** The route of one static page: the page (its first paint's data is the handle's, ./routes.ts). */
export function staticPageRoute(pageKey: StaticPageKey): PageRoute {
  return { Component: () => <StaticPage pageKey={pageKey} /> };
}
