import { useId } from 'react';
import { useIntl } from 'react-intl';
import { styled } from '@mui/material/styles';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import RateReviewOutlinedIcon from '@mui/icons-material/RateReviewOutlined';
import { messages } from './ReviewsList.messages';
import { panelCard } from '../../theme/surfaces';

/** A comment the user wrote, with the material or course it belongs to. */
export interface ReviewView {
  id: number;
  /** Plain text. */
  content: string;
  /** ISO date-time. */
  created_at: string;
  item: { title: string; href: string };
}

export interface ReviewsListProps {
  reviews: ReviewView[];
  /** All the user's comments (the server's count), when more than the listed ones; the heading shows it. */
  total?: number;
  loading?: boolean;
  /** Time zone for the dates (IANA name); the browser's by default. */
  timeZone?: string;
}

/** Spec §9: date-time with numeric year, month, day, hour and minute. */
export const DATE_TIME_FORMAT = { year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric' } as const;

const List = styled('ol', { name: 'DsReviewsList', slot: 'List' })(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(2),
  margin: 0,
  padding: 0,
  listStyle: 'none',
}));

const Item = styled('li', { name: 'DsReviewsList', slot: 'Item' })(({ theme }) => ({
  ...panelCard(theme),
}));

const Head = styled('div', { name: 'DsReviewsList', slot: 'Head' })(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: theme.spacing(0.5, 2),
}));

const Empty = styled('div', { name: 'DsReviewsList', slot: 'Empty' })(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: theme.spacing(1),
  padding: theme.spacing(5, 2),
  textAlign: 'center',
  color: theme.palette.text.secondary,
  border: `1px dashed ${theme.palette.divider}`,
  borderRadius: Number(theme.shape.borderRadius) * 2,
}));

/** The profile's reviews: the user's comments, each with the item's title (a link) and its date and time. */
export function ReviewsList({ reviews, total, loading = false, timeZone }: ReviewsListProps) {
  const intl = useIntl();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} aria-busy={loading || undefined}>
      <Typography variant="h3" component="h2" id={titleId} sx={{ fontSize: '1.5rem', mb: 2 }}>
        {intl.formatMessage(messages.title)}
        {!loading && reviews.length > 0 && (
          <Typography component="span" color="text.secondary" sx={{ ml: 1.5, fontFamily: 'inherit', fontSize: '1rem', fontWeight: 400 }}>
            {intl.formatMessage(messages.count, { count: total ?? reviews.length })}
          </Typography>
        )}
      </Typography>
      {loading ? (
        <List aria-label={intl.formatMessage(messages.loading)}>
          {Array.from({ length: 3 }, (_, i) => (
            <Item key={i} aria-hidden>
              <Skeleton variant="text" width="40%" />
              <Skeleton variant="text" />
            </Item>
          ))}
        </List>
      ) : reviews.length === 0 ? (
        <Empty role="status">
          <RateReviewOutlinedIcon fontSize="large" aria-hidden />
          <Typography color="text.primary" sx={{ fontWeight: 600 }}>
            {intl.formatMessage(messages.empty)}
          </Typography>
          <Typography variant="body2">{intl.formatMessage(messages.emptyHint)}</Typography>
        </Empty>
      ) : (
        <List>
          {reviews.map((review) => (
            <Item key={review.id}>
              <Head>
                <Link href={review.item.href} underline="hover" sx={{ fontWeight: 600 }}>
                  {review.item.title}
                </Link>
                <Typography variant="caption" color="text.secondary" component="time" dateTime={review.created_at}>
                  {intl.formatDate(review.created_at, { ...DATE_TIME_FORMAT, timeZone })}
                </Typography>
              </Head>
              <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
                {review.content}
              </Typography>
            </Item>
          ))}
        </List>
      )}
    </section>
  );
}
