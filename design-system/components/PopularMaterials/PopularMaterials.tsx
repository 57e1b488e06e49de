import { useId, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { styled } from '@mui/material/styles';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import AccessTimeIcon from '@mui/icons-material/AccessTime';
import type { MaterialCardData } from '../../types';
import { mainTagOf, tagBackground } from '../../lib/tagColor';
import { formatDuration } from '../../i18n/common.messages';
import { TagChip } from '../TagChip';
import { POPULAR_PREVIEW_PICTURE, POPULAR_THUMBNAIL_PICTURE, Picture } from '../Picture';
import { messages } from './PopularMaterials.messages';

/** Spec §9: the popular block has 4 slots, a 310x350 preview and 178x201 thumbnails. */
export const POPULAR_SLOTS = 4;
export const POPULAR_PREVIEW = { width: 310, height: 350 } as const;
export const POPULAR_THUMBNAIL = { width: 178, height: 201 } as const;

export interface PopularMaterialsProps {
  /** The most popular materials; the first four fill the slots. */
  materials: MaterialCardData[];
  /** The list is still loading: placeholders fill the slots. */
  loading?: boolean;
  /** The favourite bookmark of a slot (slot, rendered over its thumbnail). */
  renderBookmark?: (material: MaterialCardData) => ReactNode;
  /** The slot shown in the preview before the reader hovers another one. */
  defaultActiveIndex?: number;
}

const Root = styled('section', { name: 'DsPopularMaterials', slot: 'Root' })(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(2),
}));

const Layout = styled('div', { name: 'DsPopularMaterials', slot: 'Layout' })(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(2),
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  [theme.breakpoints.up('md')]: { gridTemplateColumns: `repeat(${POPULAR_SLOTS}, minmax(0, 1fr))`, gap: theme.spacing(3) },
  [theme.breakpoints.up('lg')]: {
    gridTemplateColumns: `${POPULAR_PREVIEW.width}px repeat(${POPULAR_SLOTS}, ${POPULAR_THUMBNAIL.width}px)`,
  },
}));

const Preview = styled('div', { name: 'DsPopularMaterials', slot: 'Preview' })(({ theme }) => ({
  display: 'none',
  position: 'relative',
  width: POPULAR_PREVIEW.width,
  height: POPULAR_PREVIEW.height,
  padding: theme.spacing(1.5),
  borderRadius: theme.shape.borderRadius,
  overflow: 'hidden',
  '& img': {
    display: 'block',
    width: '100%',
    height: '100%',
    objectFit: 'cover',
    borderRadius: theme.shape.borderRadius,
  },
  [theme.breakpoints.up('lg')]: { display: 'block' },
}));

const Slot = styled('article', { name: 'DsPopularMaterials', slot: 'Slot' })(({ theme }) => ({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(1),
  minWidth: 0,
}));

/** The active slot's bar in its main tag's colour. */
const Marker = styled('div', { name: 'DsPopularMaterials', slot: 'Marker' })(({ theme }) => ({
  height: theme.spacing(0.5),
  borderRadius: theme.shape.borderRadius,
}));

const Thumbnail = styled('div', { name: 'DsPopularMaterials', slot: 'Thumbnail' })(({ theme }) => ({
  position: 'relative',
  width: '100%',
  aspectRatio: `${POPULAR_THUMBNAIL.width} / ${POPULAR_THUMBNAIL.height}`,
  borderRadius: theme.shape.borderRadius,
  overflow: 'hidden',
  '& img': { display: 'block', width: '100%', height: '100%', objectFit: 'cover' },
}));

const Bookmark = styled('div', { name: 'DsPopularMaterials', slot: 'Bookmark' })(({ theme }) => ({
  position: 'absolute',
  top: theme.spacing(2.5),
  right: theme.spacing(1),
  zIndex: 1,
}));

const Title = styled(Link, { name: 'DsPopularMaterials', slot: 'Title' })(({ theme }) => ({
  ...theme.typography.h6,
  color: theme.palette.text.primary,
  overflowWrap: 'anywhere',
  // The whole slot is the link's target area.
  '&::after': { content: '""', position: 'absolute', inset: 0 },
  '&:focus-visible': { outline: 'none' },
  '&:focus-visible::after': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2, borderRadius: theme.shape.borderRadius },
}));

const Tags = styled('div', { name: 'DsPopularMaterials', slot: 'Tags' })(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.spacing(0.5),
}));

/**
 * The popular materials block (spec §2): four slots with thumbnails, title, minutes, tags and a bookmark;
 * hovering or focusing a slot shows its image in the large preview on its main tag's colour.
 */
export function PopularMaterials({ materials, loading = false, renderBookmark, defaultActiveIndex = 0 }: PopularMaterialsProps) {
  const intl = useIntl();
  const [active, setActive] = useState(defaultActiveIndex);
  const headingId = useId();
  const slots = materials.slice(0, POPULAR_SLOTS);
  const current = slots[Math.min(active, slots.length - 1)];
  const heading = (
    <Typography variant="h2" id={headingId} sx={{ fontSize: { xs: '1.5rem', md: '2rem' } }}>
      {intl.formatMessage(messages.title)}
    </Typography>
  );

  if (loading) {
    return (
      <Root aria-labelledby={headingId} aria-busy="true">
        {heading}
        <Layout data-testid="popular-materials-skeleton" role="status" aria-label={intl.formatMessage(messages.loading)}>
          <Skeleton
            variant="rounded"
            width={POPULAR_PREVIEW.width}
            height={POPULAR_PREVIEW.height}
            sx={{ display: { xs: 'none', lg: 'block' } }}
          />
          {Array.from({ length: POPULAR_SLOTS }, (_, i) => (
            <Slot key={i} as="div" aria-hidden>
              <Skeleton variant="rounded" sx={{ aspectRatio: `${POPULAR_THUMBNAIL.width} / ${POPULAR_THUMBNAIL.height}`, height: 'auto' }} />
              <Skeleton variant="text" sx={{ fontSize: '1rem' }} />
              <Skeleton variant="text" width="40%" />
            </Slot>
          ))}
        </Layout>
      </Root>
    );
  }

  if (!current) {
    return (
      <Root aria-labelledby={headingId}>
        {heading}
        <Typography color="text.secondary">{intl.formatMessage(messages.empty)}</Typography>
      </Root>
    );
  }

  return (
    <Root aria-labelledby={headingId}>
      {heading}
      <Layout>
        <Preview
          aria-hidden
          data-testid="popular-preview"
          data-material-id={current.id}
          style={{ background: tagBackground(mainTagOf(current.tags)) }}
        >
          {current.image && <Picture src={current.image} placement={POPULAR_PREVIEW_PICTURE} priority width={POPULAR_PREVIEW.width} height={POPULAR_PREVIEW.height} />}
        </Preview>
        {slots.map((material, index) => {
          const background = tagBackground(mainTagOf(material.tags));
          const isActive = material === current;
          return (
            <Slot
              key={material.id}
              data-active={isActive}
              onMouseEnter={() => setActive(index)}
              onFocus={() => setActive(index)}
            >
              <Marker style={{ background: isActive ? background : undefined }} />
              <Thumbnail style={{ background }}>
                {material.image && (
                  <Picture src={material.image} placement={POPULAR_THUMBNAIL_PICTURE} width={POPULAR_THUMBNAIL.width} height={POPULAR_THUMBNAIL.height} />
                )}
              </Thumbnail>
              {renderBookmark && <Bookmark>{renderBookmark(material)}</Bookmark>}
              <Title href={material.href} underline="hover">
                {material.title}
              </Title>
              <Typography variant="body2" color="text.secondary" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
                <AccessTimeIcon fontSize="inherit" aria-hidden />
                {formatDuration(intl, material.time)}
              </Typography>
              {material.tags.length > 0 && (
                <Tags>
                  {material.tags.map((tag) => (
                    <TagChip key={tag.id} tag={tag} />
                  ))}
                </Tags>
              )}
            </Slot>
          );
        })}
      </Layout>
    </Root>
  );
}
