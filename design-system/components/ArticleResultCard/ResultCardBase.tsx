import type { ReactNode } from 'react';
import { styled } from '@mui/material/styles';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { panelSurface } from '../../theme/surfaces';

/** Highlight of the words found (<mark> in searchsnippet) and reading styles for the snippets' HTML. */
export const Snippet = styled('div', { name: 'DsSearchResult', slot: 'Snippet' })(({ theme }) => ({
  ...theme.typography.body2,
  color: theme.palette.text.primary,
  overflowWrap: 'anywhere',
  '& p': { margin: 0 },
  '& mark': {
    background: theme.palette.secondary.light,
    color: theme.palette.text.primary,
    fontWeight: 600,
    padding: theme.spacing(0, 0.25),
    borderRadius: 2,
  },
}));

export const Description = styled('div', { name: 'DsSearchResult', slot: 'Description' })(({ theme }) => ({
  ...theme.typography.body2,
  color: theme.palette.text.secondary,
  overflowWrap: 'anywhere',
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  '& p': { margin: 0 },
}));

const Root = styled('article', { name: 'DsSearchResult', slot: 'Root' })(({ theme }) => ({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: '96px minmax(0, 1fr)',
  gap: theme.spacing(1.5),
  padding: theme.spacing(1.5),
  ...panelSurface(theme),
  '&:hover': { borderColor: theme.palette.primary.main },
  [theme.breakpoints.up('sm')]: { gridTemplateColumns: '160px minmax(0, 1fr)', gap: theme.spacing(2), padding: theme.spacing(2) },
}));

const Media = styled('div', { name: 'DsSearchResult', slot: 'Media' })(({ theme }) => ({
  aspectRatio: '16 / 10',
  borderRadius: theme.shape.borderRadius,
  overflow: 'hidden',
  background: theme.palette.primary.light,
  '& img': { display: 'block', width: '100%', height: '100%', objectFit: 'cover' },
}));

const Body = styled('div', { name: 'DsSearchResult', slot: 'Body' })(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(0.75),
  minWidth: 0,
}));

const Title = styled(Link, { name: 'DsSearchResult', slot: 'Title' })(({ theme }) => ({
  ...theme.typography.h6,
  color: theme.palette.text.primary,
  overflowWrap: 'anywhere',
  // The whole card is the link's target area.
  '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: Number(theme.shape.borderRadius) * 2 },
  '&:focus-visible': { outline: 'none' },
  '&:focus-visible::after': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
}));

export interface ResultCardBaseProps {
  href: string;
  title: string;
  image?: string | null;
  /** A line above the title (a chapter's label, a kind of result). */
  overline?: ReactNode;
  children?: ReactNode;
  testId?: string;
}

/** The shared frame of the search result cards: image, optional overline, title as the card's link, body. */
export function ResultCardBase({ href, title, image, overline, children, testId }: ResultCardBaseProps) {
  return (
    <Root data-testid={testId}>
      <Media>{image && <img src={image} alt="" loading="lazy" width={320} height={200} />}</Media>
      <Body>
        {overline && (
          <Typography variant="caption" component="p" color="text.secondary" sx={{ fontWeight: 600, letterSpacing: 0.2 }}>
            {overline}
          </Typography>
        )}
        <Typography variant="h6" component="h3" sx={{ m: 0 }}>
          <Title href={href} underline="hover">
            {title}
          </Title>
        </Typography>
        {children}
      </Body>
    </Root>
  );
}

/** Placeholder of a result card while the search runs. */
export function ResultCardSkeleton() {
  return (
    <Root aria-hidden data-testid="result-card-skeleton">
      <Skeleton variant="rounded" sx={{ aspectRatio: '16 / 10', height: 'auto' }} />
      <Body>
        <Skeleton variant="text" sx={{ fontSize: '1.1rem' }} width="70%" />
        <Skeleton variant="text" />
        <Skeleton variant="text" width="85%" />
      </Body>
    </Root>
  );
}
