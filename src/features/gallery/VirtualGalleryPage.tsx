import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import Stack from '@mui/material/Stack';
import { CardGrid, GalleryItem, GalleryItemSkeleton, ImagePopup, type ImagePopupSlide } from '../../../design-system';
import { useGallery } from '../../api/pages';
import { useLocale } from '../../shared/useLocale';
import { usePageHead } from '../../shared/head';
import { sectionHead } from '../../shared/pageHeads';
import { paths } from '../../shared/paths';
import { useSiteConfig } from '../../shared/siteConfig';
import { storageUrl } from '../../lib/storage';
import { htmlToText } from '../../lib/htmlText';
import { CollectionHeader, LoadError } from '../../shared/ScreenParts';
import { LoadedList, SkeletonGrid } from '../../shared/LoadedList';
import { galleryMessages } from './gallery.messages';
import type { PageRoute } from '../../shared/pageRoute';

/**
 * /ru/virtual-gallery (Russian only; under /en the router answers the 404 page): the works with their title,
 * author, year and description; a click opens the lightbox on the work's larger picture (image_full, the original
 * as fallback) with its caption, and the reader swipes or arrows on through the others.
 */
export function VirtualGalleryPage() {
  const intl = useIntl();
  const locale = useLocale();
  const { publicUrl } = useSiteConfig();
  const { items, error, retry } = useGallery();
  const [popup, setPopup] = useState<string | null>(null);
  // The lightbox swipes through every work, each with its larger copy and its caption (title, author, year).
  const slides = useMemo<ImagePopupSlide[]>(
    () =>
      (items ?? []).flatMap((item) =>
        item.image
          ? [
              {
                src: storageUrl(item.image)!,
                full: storageUrl(item.image_full),
                alt: item.title,
                title: [item.title, item.author, item.year].filter(Boolean).join(' · '),
                description: htmlToText(item.description) || undefined,
              },
            ]
          : [],
      ),
    [items],
  );
  const title = intl.formatMessage(galleryMessages.galleryTitle);
  const intro = intl.formatMessage(galleryMessages.galleryIntro);
  usePageHead({
    ...sectionHead(title, intro, paths.virtualGallery(locale)),
    lcpImage: items?.[0]?.image ? { src: storageUrl(items[0].image)! } : null,
    jsonLd: [
      {
        '@type': 'CollectionPage',
        name: title,
        inLanguage: 'ru',
        hasPart: (items ?? []).map((item) => ({
          '@type': 'VisualArtwork',
          name: item.title,
          ...(item.author ? { creator: { '@type': 'Person', name: item.author } } : {}),
          ...(item.year ? { dateCreated: item.year } : {}),
          ...(item.image ? { image: `${publicUrl}${storageUrl(item.image)}` } : {}),
        })),
      },
    ],
  });
  return (
    <Stack spacing={3}>
      <CollectionHeader title={title} intro={intro} listHeading={intl.formatMessage(galleryMessages.galleryListHeading)} />
      <LoadedList
        items={items}
        error={error}
        errorView={<LoadError text={intl.formatMessage(galleryMessages.galleryError)} onRetry={retry} />}
        skeleton={<SkeletonGrid skeleton={<GalleryItemSkeleton />} />}
        emptyText={intl.formatMessage(galleryMessages.galleryEmpty)}
        emptyTestId="gallery-empty"
      >
        {(items) => (
          <CardGrid
            virtualize={false}
            items={items.filter((item) => item.image)}
            itemKey={(item) => item.id}
            renderItem={(item) => (
              <GalleryItem
                item={{
                  id: item.id,
                  image: storageUrl(item.image)!,
                  fullImage: storageUrl(item.image_full),
                  title: item.title,
                  author: item.author,
                  year: item.year,
                  description: htmlToText(item.description),
                }}
                onOpen={(opened) => setPopup(opened.image)}
              />
            )}
          />
        )}
      </LoadedList>
      <ImagePopup src={popup} slides={slides} onClose={() => setPopup(null)} />
    </Stack>
  );
}

export const route: PageRoute = { Component: VirtualGalleryPage };
