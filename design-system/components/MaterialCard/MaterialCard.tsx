import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { styled } from '@mui/material/styles';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import AccessTimeIcon from '@mui/icons-material/AccessTime';
import type { MaterialCardData } from '../../types';
import { mainTagOf, tagBackground } from '../../lib/tagColor';
import { commonMessages } from '../../i18n/common.messages';
import { TagChip } from '../TagChip';

export interface MaterialCardProps {
  material: MaterialCardData;
  /** Extra controls in the card's corner, e.g. the favourite bookmark. */
  actions?: ReactNode;
}

const Root = styled(Card, { name: 'DsMaterialCard', slot: 'Root' })(({ theme }) => ({
  position: 'relative',
  height: '100%',
  display: 'flex',
  flexDirection: 'column',
  overflow: 'hidden',
  '&:hover': { boxShadow: theme.shadows[4] },
}));

const Media = styled('div', { name: 'DsMaterialCard', slot: 'Media' })({
  position: 'relative',
  aspectRatio: '16 / 10',
  overflow: 'hidden',
  '& img': { display: 'block', width: '100%', height: '100%', objectFit: 'cover' },
});

const Band = styled('div', { name: 'DsMaterialCard', slot: 'Band' })({ height: 6 });

const Body = styled('div', { name: 'DsMaterialCard', slot: 'Body' })(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(1),
  padding: theme.spacing(2),
  flexGrow: 1,
}));

const Snippet = styled('div', { name: 'DsMaterialCard', slot: 'Snippet' })(({ theme }) => ({
  ...theme.typography.body2,
  color: theme.palette.text.secondary,
  display: '-webkit-box',
  WebkitLineClamp: 3,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  '& p': { margin: 0 },
}));

const Tags = styled('div', { name: 'DsMaterialCard', slot: 'Tags' })(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.spacing(0.75),
  padding: theme.spacing(0, 2, 2),
}));

const Actions = styled('div', { name: 'DsMaterialCard', slot: 'Actions' })(({ theme }) => ({
  position: 'absolute',
  top: theme.spacing(1),
  right: theme.spacing(1),
  zIndex: 1,
}));

/** A material in a list: image, the main tag's colour, title, minutes, short description and tags. */
export function MaterialCard({ material, actions }: MaterialCardProps) {
  const intl = useIntl();
  const background = tagBackground(mainTagOf(material.tags));
  return (
    <Root data-testid="material-card">
      {actions && <Actions>{actions}</Actions>}
      <CardActionArea href={material.href} sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}>
        <Media style={{ background }}>
          {material.image && <img src={material.image} alt="" loading="lazy" width={640} height={400} />}
        </Media>
        <Band style={{ background }} />
        <Body>
          <Typography variant="h4" component="h3">
            {material.title}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            <AccessTimeIcon fontSize="inherit" aria-hidden />
            {intl.formatMessage(commonMessages.minutes, { count: material.time })}
          </Typography>
          {material.snippet && <Snippet dangerouslySetInnerHTML={{ __html: material.snippet }} />}
        </Body>
      </CardActionArea>
      {material.tags.length > 0 && (
        <Tags>
          {material.tags.map((tag) => (
            <TagChip key={tag.id} tag={tag} />
          ))}
        </Tags>
      )}
    </Root>
  );
}

/** Placeholder of a card while its list loads. */
export function MaterialCardSkeleton() {
  return (
    <Root aria-hidden data-testid="material-card-skeleton">
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
