import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { styled } from '@mui/material/styles';
import ButtonBase from '@mui/material/ButtonBase';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import AccessTimeIcon from '@mui/icons-material/AccessTime';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import type { ChapterView, TagView } from '../../types';
import { formatDuration } from '../../i18n/common.messages';
import { layout } from '../../theme/primitives';
import { TagChip } from '../TagChip';
import { ChapterList, chapterAnchor } from '../ChapterList';
import { HtmlContent } from '../HtmlContent';
import { ARTICLE_BANNER_PICTURE, Picture } from '../Picture';
import { messages } from './MaterialArticle.messages';
import { zoomBadge } from '../../theme/surfaces';

export interface MaterialArticleData {
  title: string;
  time: number;
  tags: TagView[];
  chapters: ChapterView[];
  /** Banner image URL. */
  image?: string | null;
  author?: string | null;
  /** ISO date of publication. */
  createdAt?: string;
}

export interface MaterialArticleProps {
  material: MaterialArticleData;
  /** Like, favourite and share controls (slot, under the title). */
  actions?: ReactNode;
  /** Audio player (slot, above the text). */
  audio?: ReactNode;
  /** Comments and other blocks after the text (slot). */
  footer?: ReactNode;
  onImageClick?: (src: string) => void;
}

const Root = styled('article', { name: 'DsMaterialArticle', slot: 'Root' })(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(4),
  gridTemplateColumns: '1fr',
  [theme.breakpoints.up('md')]: { gridTemplateColumns: `220px minmax(0, ${layout.articleMaxWidth}px)` },
}));

const Aside = styled('aside', { name: 'DsMaterialArticle', slot: 'Aside' })(({ theme }) => ({
  [theme.breakpoints.up('md')]: { position: 'sticky', top: layout.headerHeight + 24, alignSelf: 'start' },
}));

const Banner = styled(Picture, { name: 'DsMaterialArticle', slot: 'Banner' })(({ theme }) => ({
  display: 'block',
  width: '100%',
  aspectRatio: '16 / 9',
  height: 'auto',
  objectFit: 'cover',
  borderRadius: Number(theme.shape.borderRadius) * 2,
  margin: theme.spacing(2, 0, 3),
}));

/** The cover as a button that opens it larger (when the page handles image clicks). */
const BannerButton = styled(ButtonBase, { name: 'DsMaterialArticle', slot: 'BannerButton' })(({ theme }) => ({
  position: 'relative',
  display: 'block',
  width: '100%',
  margin: theme.spacing(2, 0, 3),
  borderRadius: Number(theme.shape.borderRadius) * 2,
  cursor: 'zoom-in',
  '& .zoom': zoomBadge(theme),
}));

const Meta = styled('div', { name: 'DsMaterialArticle', slot: 'Meta' })(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: theme.spacing(1, 2),
  color: theme.palette.text.secondary,
  ...theme.typography.body2,
}));

const Chapter = styled('section', { name: 'DsMaterialArticle', slot: 'Chapter' })(({ theme }) => ({
  scrollMarginTop: layout.headerHeight + 16,
  marginTop: theme.spacing(4),
}));

/** A material page: title, tags, minutes, contents with anchors, the chapters' text. */
export function MaterialArticle({ material, actions, audio, footer, onImageClick }: MaterialArticleProps) {
  const intl = useIntl();
  return (
    <Root>
      <Aside>
        <ChapterList chapters={material.chapters} scrollSpy />
      </Aside>
      <div>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.9rem', md: '2.5rem' } }}>
          {material.title}
        </Typography>
        <Meta sx={{ mt: 2 }}>
          <span style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
            <AccessTimeIcon fontSize="inherit" aria-hidden />
            {formatDuration(intl, material.time)}
          </span>
          {material.createdAt && (
            <span>
              {intl.formatMessage(messages.published, {
                date: intl.formatDate(material.createdAt, { day: 'numeric', month: 'long', year: 'numeric' }),
              })}
            </span>
          )}
          {material.author && <span>{intl.formatMessage(messages.author, { author: material.author })}</span>}
        </Meta>
        <Meta sx={{ mt: 1.5 }}>
          {material.tags.map((tag) => (
            <TagChip key={tag.id} tag={tag} />
          ))}
        </Meta>
        {actions && <div style={{ marginTop: 16 }}>{actions}</div>}
        {material.image &&
          (onImageClick ? (
            <BannerButton
              onClick={() => onImageClick(material.image!)}
              aria-label={intl.formatMessage(messages.openCover, { title: material.title })}
            >
              <Banner src={material.image} placement={ARTICLE_BANNER_PICTURE} priority width={1440} height={810} sx={{ m: 0 }} />
              <span className="zoom" aria-hidden>
                <ZoomInIcon fontSize="small" />
              </span>
            </BannerButton>
          ) : (
            <Banner src={material.image} placement={ARTICLE_BANNER_PICTURE} priority width={1440} height={810} />
          ))}
        {audio}
        {material.chapters.map((chapter) => (
          <Chapter key={chapter.id} id={chapterAnchor(chapter.id)}>
            <Typography variant="h2" sx={{ fontSize: { xs: '1.5rem', md: '1.75rem' }, mb: 2 }}>
              {chapter.title}
            </Typography>
            <HtmlContent html={chapter.content} onImageClick={onImageClick} />
          </Chapter>
        ))}
        {footer}
      </div>
    </Root>
  );
}

/** Placeholder of a material page while it loads. */
export function MaterialArticleSkeleton() {
  return (
    <Root aria-busy="true" data-testid="material-article-skeleton">
      <Aside>
        <Skeleton variant="text" width="60%" />
        <Skeleton variant="text" />
        <Skeleton variant="text" />
      </Aside>
      <div>
        <Skeleton variant="text" sx={{ fontSize: '2.5rem' }} />
        <Skeleton variant="text" width="40%" />
        <Skeleton variant="rounded" sx={{ aspectRatio: '16 / 9', height: 'auto', my: 3 }} />
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} variant="text" />
        ))}
      </div>
    </Root>
  );
}
