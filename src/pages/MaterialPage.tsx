import { useEffect } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { AudioPlayer, MaterialArticle, MaterialArticleSkeleton, NotFound } from '../../design-system';
import { useMaterial } from '../api/materials';
import { isNotFound } from '../api/client';
import { useLocale } from '../app/LocaleLayout';
import { paths } from '../app/paths';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { storageUrl } from '../lib/storage';

/** /{locale}/materials/{slug}: the material with its chapters; the URL's #material-content{id} is honoured. */
export function MaterialPage() {
  const locale = useLocale();
  const { slug } = useParams();
  const { hash } = useLocation();
  const { material, error, isLoading } = useMaterial(locale, slug);
  useDocumentTitle(material?.title);

  // The chapters exist only once the material has loaded: scroll to the anchor then (spec §2).
  useEffect(() => {
    if (material && hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [material, hash]);

  if (isNotFound(error)) return <NotFound homeHref={paths.home(locale)} />;
  if (isLoading || !material) return <MaterialArticleSkeleton />;
  const audio = storageUrl(material.audio);
  return (
    <MaterialArticle
      audio={audio ? <AudioPlayer src={audio} title={material.title} /> : undefined}
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
  );
}
