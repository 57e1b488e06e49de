import { useId } from 'react';
import { useIntl } from 'react-intl';
import { styled } from '@mui/material/styles';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import AccessTimeIcon from '@mui/icons-material/AccessTime';
import { formatDuration } from '../../i18n/common.messages';
import { messages } from './DishCard.messages';
import { panelSurface } from '../../theme/surfaces';

/** A dish of the ashkenazi table (ru only in the product). */
export interface DishData {
  id: number;
  /** Image URL, already resolved. */
  image?: string | null;
  title: string;
  /** Cooking time, minutes. */
  time?: number | null;
  /** Sanitised HTML. */
  description?: string | null;
  ingredients: string[];
}

export interface DishCardProps {
  dish: DishData;
}

const Root = styled('article', { name: 'DsDishCard', slot: 'Root' })(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: '1fr',
  overflow: 'hidden',
  ...panelSurface(theme),
  overflowWrap: 'anywhere',
  [theme.breakpoints.up('md')]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)' },
}));

const Media = styled('div', { name: 'DsDishCard', slot: 'Media' })(({ theme }) => ({
  aspectRatio: '16 / 10',
  background: theme.palette.secondary.light,
  '& img': { display: 'block', width: '100%', height: '100%', objectFit: 'cover' },
  [theme.breakpoints.up('md')]: { aspectRatio: 'auto', minHeight: 240 },
}));

const Body = styled('div', { name: 'DsDishCard', slot: 'Body' })(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(1.5),
  padding: theme.spacing(2.5),
  '& .description p': { margin: 0 },
  '& .description': { ...theme.typography.body1, color: theme.palette.text.primary },
}));

const Ingredients = styled('ul', { name: 'DsDishCard', slot: 'Ingredients' })(({ theme }) => ({
  margin: 0,
  paddingLeft: theme.spacing(2.5),
  columns: '2 180px',
  columnGap: theme.spacing(3),
  ...theme.typography.body2,
  '& li': { breakInside: 'avoid', padding: theme.spacing(0.25, 0) },
  '& li::marker': { color: theme.palette.secondary.main },
}));

/** A dish: image, title, cooking time, description and the list of ingredients. */
export function DishCard({ dish }: DishCardProps) {
  const intl = useIntl();
  const titleId = useId();
  return (
    <Root aria-labelledby={titleId}>
      <Media>{dish.image && <img src={dish.image} alt="" loading="lazy" width={640} height={400} />}</Media>
      <Body>
        <Typography variant="h4" component="h3" id={titleId}>
          {dish.title}
        </Typography>
        {dish.time != null && (
          <Typography variant="body2" color="text.secondary" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            <AccessTimeIcon fontSize="inherit" titleAccess={intl.formatMessage(messages.time)} />
            {formatDuration(intl, dish.time)}
          </Typography>
        )}
        {dish.description && <div className="description" dangerouslySetInnerHTML={{ __html: dish.description }} />}
        {dish.ingredients.length > 0 && (
          <div>
            <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 700, mb: 0.5 }}>
              {intl.formatMessage(messages.ingredients)}
            </Typography>
            <Ingredients>
              {dish.ingredients.map((ingredient, i) => (
                <li key={i}>{ingredient}</li>
              ))}
            </Ingredients>
          </div>
        )}
      </Body>
    </Root>
  );
}

export function DishCardSkeleton() {
  return (
    <Root aria-hidden data-testid="dish-skeleton">
      <Skeleton variant="rectangular" sx={{ minHeight: 200, height: '100%' }} />
      <Body>
        <Skeleton variant="text" width="50%" sx={{ fontSize: '1.5rem' }} />
        <Skeleton variant="text" width="20%" />
        <Skeleton variant="text" />
        <Skeleton variant="text" width="80%" />
      </Body>
    </Root>
  );
}
