import { useIntl } from 'react-intl';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { ReviewsList } from '../../../design-system';
import type { PageRoute } from '../../shared/pageRoute';
import { useUserComments } from './api';
import { profileMessages as m } from './messages';

/** /{locale}/profile/reviews: the reader's comments, newest first, each with the page it is on. */
export function ProfileReviewsPage() {
  const intl = useIntl();
  const { data, error } = useUserComments();
  if (error) return <Alert severity="error">{intl.formatMessage(m.loadError)}</Alert>;
  if (data && data.comments.length === 0) {
    return (
      <Typography color="text.secondary" data-testid="reviews-empty">
        {intl.formatMessage(m.noReviews)}
      </Typography>
    );
  }
  // The count is the list's heading's (it was shown twice: above the list and in its heading).
  return (
    <ReviewsList
      loading={!data}
      total={data?.countComments}
      reviews={(data?.comments ?? []).map((c) => ({ id: c.id, content: c.content, created_at: c.created_at, item: { title: c.item.title, href: c.item.link } }))}
    />
  );
}

export const route: PageRoute = { Component: ProfileReviewsPage };
