import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useParams } from 'react-router-dom';
import Stack from '@mui/material/Stack';
import {
  AudioPlayer,
  FavoriteBookmark,
  ImagePopup,
  MaterialArticle,
  MaterialArticleSkeleton,
  ShareBar,
  type Locale,
  ARTICLE_BANNER_PICTURE,
} from '../../../design-system';
import type { MaterialDetail } from '../../../server/src/contracts/materials';
import { useMaterial } from '../../api/materials';
import { share } from '../../api/reactions';
import { LikeAction } from '../../shared/LikeAction';
import { CommentsSection } from '../../shared/CommentsSection';
import { useSiteConfig } from '../../shared/siteConfig';
import { useAuth } from '../../auth/AuthProvider';
import { useLocale } from '../../shared/useLocale';
import { appMessages } from '../../shared/messages';
import { usePageHead, type PageHead } from '../../shared/head';
import { articleLd, detailHead, personAuthor } from '../../shared/pageHeads';
import type { PageRoute } from '../../shared/pageRoute';
import { paths } from '../../shared/paths';
import { translationsFromSlugs } from '../../shared/localeLinks';
import { storageUrl } from '../../lib/storage';
import { lcpPicture } from '../../lib/images';
import { DetailScreen } from '../../shared/DetailScreen';

/** The head of a material: an Article with its breadcrumbs, its picture and its translation. */
function materialHead(material: MaterialDetail, locale: 'ru' | 'en', materialsTitle: string): PageHead {
  const { translations } = material;
  return detailHead({
    title: material.title,
    description: material.description,
    image: material.image ?? material.preview,
    lcpImage: lcpPicture(storageUrl(material.image), ARTICLE_BANNER_PICTURE),
    type: 'article',
    // Declared (not left to the route) for /books/articles/{slug}, whose canonical is the material's own address.
    alternates: translationsFromSlugs(translations, paths.material),
    parents: [{ name: materialsTitle, path: paths.materials(locale) }],
    crumb: { name: material.title, path: paths.material(locale, material.slug) },
    jsonLd: {
      ...articleLd(material.title, material.description, locale),
      datePublished: material.created_at,
      dateModified: material.updated_at,
      ...personAuthor(material.author),
      timeRequired: `PT${material.time}M`,
      keywords: material.tags.map((tag) => tag.name).join(', '),
    },
  });
}

/** Like (once), share links with the counter, copy link, and the bookmark. */
function MaterialActions({ material, locale }: { material: MaterialDetail; locale: Locale }) {
  const { publicUrl } = useSiteConfig();
  const { signedIn, isFavorite, toggleFavorite, openModal } = useAuth();
  return (
    <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap', alignItems: 'center' }} data-testid="material-actions">
      <LikeAction kind="materials" id={material.id} count={material.like_count} locale={locale} />
      <ShareBar
        url={`${publicUrl}${paths.material(locale, material.slug)}`}
        title={material.title}
        onShare={() => void share('materials', locale, material.slug)}
      />
      <FavoriteBookmark
        active={isFavorite('material', material.id)}
        signedIn={signedIn}
        onToggle={() => toggleFavorite('material', material.id)}
        onRequireLogin={() => openModal('login')}
      />
    </Stack>
  );
}

/** A loaded material: its article with the audio, the actions and the comments. */
function MaterialView({ material, locale }: { material: MaterialDetail; locale: Locale }) {
  const [popup, setPopup] = useState<string | null>(null);
  const audio = storageUrl(material.audio);
  return (
    <>
      <MaterialArticle
        audio={audio ? <AudioPlayer src={audio} title={material.title} /> : undefined}
        actions={<MaterialActions material={material} locale={locale} />}
        footer={
          <div style={{ marginTop: 48 }}>
            <CommentsSection kind="materials" slug={material.slug} />
          </div>
        }
        onImageClick={setPopup}
        material={{
          title: material.title,
          time: material.time,
          tags: material.tags,
          chapters: material.chapters,
          image: storageUrl(material.image),
          author: material.author,
          createdAt: material.created_at,
        }}
      />
      <ImagePopup src={popup} onClose={() => setPopup(null)} />
    </>
  );
}

/** /{locale}/materials/{slug}: the material with its chapters; the URL's #material-content{id} is honoured. */
export function MaterialPage() {
  const intl = useIntl();
  const locale = useLocale();
  const slug = useParams().slug!;
  const { hash } = useLocation();
  const { material } = useMaterial(locale, slug);
  usePageHead(material ? materialHead(material, locale, intl.formatMessage(appMessages.materialsTitle)) : null);

  // The chapters exist only once the material has loaded: scroll to the anchor then (spec §2).
  useEffect(() => {
    if (material && hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [material, hash]);

  return (
    <DetailScreen data={material} skeleton={<MaterialArticleSkeleton />}>
      {(material) => <MaterialView material={material} locale={locale} />}
    </DetailScreen>
  );
}

export const route: PageRoute = { Component: MaterialPage };
