import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '../../api/query';
import { usePageHead } from '../../shared/head';
import { appMessages } from '../../shared/messages';
import type { PageRoute } from '../../shared/pageRoute';
import { sharedSelectionQuery } from './api';
import { educatorsMessages as m } from './messages';
import { CleanResultList, PrintButton, printStyles } from './Selections';

/**
 * /{locale}/selections/{token}: an educator's selection shared read-only with students (beyond the spec): its
 * name, hashtags and a clean list of the materials, printable. Rendered by the server (no sign-in needed).
 */
export function SharedSelectionPage() {
  const intl = useIntl();
  const token = useParams().token ?? '';
  const { data } = useQuery(sharedSelectionQuery(token), { revalidateOnFocus: true });
  usePageHead(
    data === null
      ? { title: intl.formatMessage(m.sharedGone), noindex: true, status: 404 }
      : data
        ? { title: intl.formatMessage(m.sharedTitle, { name: data.name }), noindex: true }
        : null,
  );
  if (data === null) return <Alert severity="info">{intl.formatMessage(m.sharedGone)}</Alert>;
  if (!data) return <Skeleton variant="rounded" height={320} />;
  return (
    <Stack spacing={2} sx={{ pb: 4 }}>
      {printStyles}
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
        {intl.formatMessage(m.sharedTitle, { name: data.name })}
      </Typography>
      <Typography color="text.secondary">{intl.formatMessage(m.sharedIntro, { site: intl.formatMessage(appMessages.siteName) })}</Typography>
      <Typography>{intl.formatMessage(m.hashtagsLine, { list: data.hashtags.map((t) => `#${t.name}`).join(' ') })}</Typography>
      <div>
        <PrintButton />
      </div>
      <CleanResultList groups={data.results} />
    </Stack>
  );
}

export const route: PageRoute = { Component: SharedSelectionPage };
