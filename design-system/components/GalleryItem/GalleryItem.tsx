import { useIntl } from 'react-intl';
import { styled } from '@mui/material/styles';
import ButtonBase from '@mui/material/ButtonBase';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import { messages } from './GalleryItem.messages';
import { zoomBadge } from '../../theme/surfaces';

/** A work of the virtual gallery (ru only in the product). */
export interface GalleryItemData {
  id: number;
  /** Image URL, already resolved. */
  image: string;
  /** A larger version for the popup, when there is one. */
  fullImage?: string | null;
  title: string;
  author?: string | null;
  year?: string | number | null;
  /** Plain text. */
  description?: string | null;
}

export interface GalleryItemProps {
  item: GalleryItemData;
  /** The reader clicked the work: the page opens the image popup. */
  onOpen: (item: GalleryItemData) => void;
}

const Root = styled('article', { name: 'DsGalleryItem', slot: 'Root' })(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(1),
  overflowWrap: 'anywhere',
}));

const Frame = styled(ButtonBase, { name: 'DsGalleryItem', slot: 'Frame' })(({ theme }) => ({
  position: 'relative',
  display: 'block',
  width: '100%',
  aspectRatio: '4 / 3',
  overflow: 'hidden',
  borderRadius: Number(theme.shape.borderRadius) * 2,
  background: theme.palette.primary.light,
  cursor: 'zoom-in',
  '& img': { display: 'block', width: '100%', height: '100%', objectFit: 'cover' },
  '& .zoom': zoomBadge(theme),
}));

/** A work of the gallery: image, title, author, year and description; a click opens the larger image. */
export function GalleryItem({ item, onOpen }: GalleryItemProps) {
  const intl = useIntl();
  const byline = [item.author, item.year].filter((part) => part != null && part !== '');
  return (
    <Root>
      <Frame onClick={() => onOpen(item)} aria-label={intl.formatMessage(messages.open, { title: item.title })}>
        <img src={item.image} alt="" loading="lazy" width={640} height={480} />
        <span className="zoom" aria-hidden>
          <ZoomInIcon fontSize="small" />
        </span>
      </Frame>
      <Typography variant="h6" component="h3">
        {item.title}
      </Typography>
      {byline.length > 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
          {byline.length === 2
            ? intl.formatMessage(messages.byline, { author: String(item.author), year: String(item.year) })
            : String(byline[0])}
        </Typography>
      )}
      {item.description && (
        <Typography variant="body2" color="text.secondary">
          {item.description}
        </Typography>
      )}
    </Root>
  );
}

export function GalleryItemSkeleton() {
  return (
    <Root aria-hidden data-testid="gallery-item-skeleton">
      <Skeleton variant="rounded" sx={{ aspectRatio: '4 / 3', height: 'auto' }} />
      <Skeleton variant="text" width="60%" sx={{ fontSize: '1.1rem' }} />
      <Skeleton variant="text" width="40%" />
    </Root>
  );
}
