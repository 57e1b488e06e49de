import type { ReactNode } from 'react';
import visuallyHidden from '@mui/utils/visuallyHidden';
import { styled } from '@mui/material/styles';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { TagView } from '../../types';
import { mainTagOf, tagBackground } from '../../lib/tagColor';
import { TagChip } from '../TagChip';
import { CARD_PICTURE, Picture } from '../Picture';

/**
 * The frame shared by the list cards (materials, courses): image, the main tag's colour band, title, a line of
 * facts, the short description and the tags; the whole card links to the item, the tags and the actions slot
 * sit outside the link. Not exported: MaterialCard and CourseCard are the public parts.
 */
export interface ContentCardProps {
  href: string;
  title: string;
  /** Image URL (already resolved). */
  image?: string | null;
  tags: TagView[];
  /** Short description, sanitised HTML. */
  snippet?: string;
  /** Facts under the title, as <li> elements (minutes, materials count). */
  meta: ReactNode;
  /** Accessible name of the facts list. */
  metaLabel?: string;
  /** Controls in the card's corner, e.g. the favourite bookmark. */
  actions?: ReactNode;
  /** data-testid of the card; its colour band gets `<testId>-band`. */
  testId: string;
  /** The first card of a list: its picture loads at once, with high priority (the page's largest paint). */
  priority?: boolean;
}

const Root = styled(Card, { name: 'DsContentCard', slot: 'Root' })(({ theme }) => ({
  position: 'relative',
  height: '100%',
  display: 'flex',
  flexDirection: 'column',
  overflow: 'hidden',
  '&:hover': { boxShadow: theme.shadows[4] },
}));

const Media = styled('div', { name: 'DsContentCard', slot: 'Media' })({
  position: 'relative',
  aspectRatio: '16 / 10',
  overflow: 'hidden',
  '& img': { display: 'block', width: '100%', height: '100%', objectFit: 'cover' },
});

const Band = styled('div', { name: 'DsContentCard', slot: 'Band' })(({ theme }) => ({ height: theme.spacing(0.75) }));

const Body = styled('div', { name: 'DsContentCard', slot: 'Body' })(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(1),
  padding: theme.spacing(2),
  flexGrow: 1,
}));

const Meta = styled('ul', { name: 'DsContentCard', slot: 'Meta' })(({ theme }) => ({
  ...theme.typography.body2,
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.spacing(0.5, 2),
  margin: 0,
  padding: 0,
  listStyle: 'none',
  color: theme.palette.text.secondary,
  '& li': { display: 'inline-flex', alignItems: 'center', gap: theme.spacing(0.5) },
}));

const Snippet = styled('div', { name: 'DsContentCard', slot: 'Snippet' })(({ theme }) => ({
  ...theme.typography.body2,
  color: theme.palette.text.secondary,
  display: '-webkit-box',
  WebkitLineClamp: 3,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  '& p': { margin: 0 },
}));

const Tags = styled('div', { name: 'DsContentCard', slot: 'Tags' })(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.spacing(0.75),
  padding: theme.spacing(0, 2, 2),
}));

const Actions = styled('div', { name: 'DsContentCard', slot: 'Actions' })(({ theme }) => ({
  position: 'absolute',
  top: theme.spacing(1),
  right: theme.spacing(1),
  zIndex: 1,
}));

export function ContentCard({ href, title, image, tags, snippet, meta, metaLabel, actions, testId, priority }: ContentCardProps) {
  const background = tagBackground(mainTagOf(tags));
  return (
    <Root data-testid={testId}>
      {actions && <Actions>{actions}</Actions>}
      <CardActionArea
        href={href}
        sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', alignItems: 'stretch', justifyContent: 'flex-start' }}
      >
        <Media style={{ background }}>
          {image && <Picture src={image} placement={CARD_PICTURE} priority={priority} width={640} height={400} />}
        </Media>
        <Band style={{ background }} data-testid={`${testId}-band`} />
        <Body>
          <Typography variant="h4" component="h3">
            {title}
          </Typography>
          {/* The facts' name as text just before them, read in browse mode everywhere (an ARIA name on a list is not). */}
          {metaLabel && <span style={visuallyHidden}>{metaLabel}</span>}
          <Meta>{meta}</Meta>
          {snippet && <Snippet dangerouslySetInnerHTML={{ __html: snippet }} />}
        </Body>
      </CardActionArea>
      {tags.length > 0 && (
        <Tags>
          {tags.map((tag) => (
            <TagChip key={tag.id} tag={tag} />
          ))}
        </Tags>
      )}
    </Root>
  );
}

/** Placeholder of a card while its list loads. */
export function ContentCardSkeleton({ testId }: { testId: string }) {
  return (
    <Root aria-hidden data-testid={testId}>
      <Skeleton variant="rectangular" sx={{ aspectRatio: '16 / 10', height: 'auto' }} />
      <Body>
        <Skeleton variant="text" sx={{ fontSize: '1.5rem' }} />
        <Skeleton variant="text" width="40%" />
        <Skeleton variant="text" />
        <Skeleton variant="text" width="80%" />
      </Body>
    </Root>
  );
}
