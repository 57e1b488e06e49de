import { useState } from 'react';
import { useIntl } from 'react-intl';
import Stack from '@mui/material/Stack';
import { CardGrid, GalleryItem, GalleryItemSkeleton, ImagePopup } from '../../../design-system';
import { galleryQuery, useGallery } from '../../api/pages';
import { useLocale } from '../../shared/useLocale';
import { usePageHead } from '../../shared/head';
import { sectionHead } from '../../shared/pageHeads';
import { paths } from '../../shared/paths';
import { ruOnlyRoute } from './ruOnlyRoute';
import { useSiteConfig } from '../../shared/siteConfig';
import { storageUrl } from '../../lib/storage';
import { htmlToText } from '../../lib/htmlText';
import { CollectionHeader, LoadError } from '../../shared/ScreenParts';
import { LoadedList, SkeletonGrid } from '../../shared/LoadedList';
import { galleryMessages } from './gallery.messages';

/**
 * /ru/virtual-gallery (Russian only; under /en the router answers the 404 page): the works with their title,
 * author, year and description; a click opens the image popup with the larger picture (full_, the original as
 * fallback).
 */
export function VirtualGalleryPage() {
  const intl = useIntl();
  const locale = useLocale();
  const { publicUrl } = useSiteConfig();
  const { items, error, retry } = useGallery();
  const [popup, setPopup] = useState<{ src: string; alt: string } | null>(null);
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
                onOpen={(opened) => setPopup({ src: opened.image, alt: opened.title })}
              />
            )}
          />
        )}
      </LoadedList>
      <ImagePopup src={popup?.src ?? null} alt={popup?.alt} onClose={() => setPopup(null)} />
    </Stack>
  );
}

export const route = ruOnlyRoute(VirtualGalleryPage, galleryQuery);
