import { useId } from 'react';
import { useIntl } from 'react-intl';
import { styled } from '@mui/material/styles';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { messages } from './MapPlaceCard.messages';
import { panelSurface } from '../../theme/surfaces';

/** A place on the map (spec §3). */
export interface MapPlaceData {
  slug: string;
  /** The place page: /{locale}/map/{slug}. */
  href: string;
  title: string;
  /** Sanitised HTML. */
  snippet?: string | null;
  /** Preview URL (/storage/place_images/…), already resolved. */
  imagePreview?: string | null;
  /** Section of the map: Тора, Нэвиим or Ктувим (in the interface language). */
  section?: string | null;
}

export interface MapPlaceCardProps {
  place: MapPlaceData;
}

const Root = styled('article', { name: 'DsMapPlaceCard', slot: 'Root' })(({ theme }) => ({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  overflow: 'hidden',
  ...panelSurface(theme),
  '&:hover': { boxShadow: theme.shadows[4] },
}));

const Media = styled('div', { name: 'DsMapPlaceCard', slot: 'Media' })(({ theme }) => ({
  position: 'relative',
  aspectRatio: '16 / 10',
  background: theme.palette.primary.light,
  '& img': { display: 'block', width: '100%', height: '100%', objectFit: 'cover' },
}));

const Section = styled('span', { name: 'DsMapPlaceCard', slot: 'Section' })(({ theme }) => ({
  position: 'absolute',
  left: theme.spacing(1.5),
  bottom: theme.spacing(1.5),
  ...theme.typography.caption,
  fontWeight: 700,
  padding: theme.spacing(0.25, 1),
  borderRadius: theme.spacing(1.5),
  background: theme.palette.background.paper,
  color: theme.palette.text.primary,
}));

const Body = styled('div', { name: 'DsMapPlaceCard', slot: 'Body' })(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(1),
  padding: theme.spacing(2),
  flexGrow: 1,
  '& .snippet': { ...theme.typography.body2, color: theme.palette.text.secondary, overflowWrap: 'anywhere' },
  '& .snippet p': { margin: 0 },
}));

const More = styled(Link, { name: 'DsMapPlaceCard', slot: 'More' })(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.spacing(0.5),
  marginTop: 'auto',
  fontWeight: 600,
  // The whole card is the link's target area.
  '&::after': { content: '""', position: 'absolute', inset: 0 },
  '&:focus-visible': { outline: 'none' },
  '&:focus-visible::after': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: -2, borderRadius: Number(theme.shape.borderRadius) * 2 },
}));

/** A place of the map: preview, section label, title, snippet and a link to its page. */
export function MapPlaceCard({ place }: MapPlaceCardProps) {
  const intl = useIntl();
  const titleId = useId();
  return (
    <Root aria-labelledby={titleId}>
      <Media>
        {place.imagePreview && <img src={place.imagePreview} alt="" loading="lazy" width={640} height={400} />}
        {place.section && <Section data-testid="place-section">{place.section}</Section>}
      </Media>
      <Body>
        <Typography variant="h5" component="h3" id={titleId}>
          {place.title}
        </Typography>
        {place.snippet && <div className="snippet" dangerouslySetInnerHTML={{ __html: place.snippet }} />}
        <More href={place.href} underline="hover" aria-describedby={titleId}>
          {intl.formatMessage(messages.more)}
          <ArrowForwardIcon fontSize="small" aria-hidden />
        </More>
      </Body>
    </Root>
  );
}

export function MapPlaceCardSkeleton() {
  return (
    <Root aria-hidden data-testid="map-place-skeleton">
      <Skeleton variant="rectangular" sx={{ aspectRatio: '16 / 10', height: 'auto' }} />
      <Body>
        <Skeleton variant="text" width="50%" sx={{ fontSize: '1.2rem' }} />
        <Skeleton variant="text" />
        <Skeleton variant="text" width="30%" />
      </Body>
    </Root>
  );
}
