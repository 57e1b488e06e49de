import { useIntl } from 'react-intl';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CardGrid, MaterialCard, MaterialCardSkeleton } from '../../design-system';
import { useInfiniteList } from '../api/materials';
import { useLocale } from '../app/LocaleLayout';
import { appMessages } from '../app/messages';
import { paths } from '../app/paths';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { materialToCard } from './toCard';
import type { MaterialListItem } from '../../server/src/contracts/materials';

const LATEST_COUNT = 6;

/** /{locale}: what the site is, and the newest materials. */
export function HomePage() {
  const intl = useIntl();
  const locale = useLocale();
  const latest = useInfiniteList<MaterialListItem>(
    '/api/materials',
    { lang: locale, tagIds: [], sort: 'date', reversed: false },
    LATEST_COUNT,
  );
  useDocumentTitle(intl.formatMessage(appMessages.homeTitle));
  return (
    <Stack spacing={4}>
      <Stack spacing={2} sx={{ py: { xs: 2, md: 6 }, maxWidth: 760 }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '2.2rem', md: '3rem' } }}>
          {intl.formatMessage(appMessages.homeTitle)}
        </Typography>
        <Typography variant="body1" color="text.secondary" sx={{ fontSize: '1.15rem' }}>
          {intl.formatMessage(appMessages.homeIntro)}
        </Typography>
        <div>
          <Button variant="contained" size="large" href={paths.materials(locale)}>
            {intl.formatMessage(appMessages.homeAllMaterials)}
          </Button>
        </div>
      </Stack>
      <Typography variant="h2">{intl.formatMessage(appMessages.homeLatest)}</Typography>
      <CardGrid
        virtualize={false}
        items={latest.isLoading ? [] : latest.items.slice(0, LATEST_COUNT)}
        itemKey={(item) => item.id}
        renderItem={(item) => <MaterialCard material={materialToCard(item, locale)} />}
        footer={
          latest.isLoading ? (
            <CardGrid
              virtualize={false}
              items={[0, 1, 2]}
              itemKey={(i) => i}
              renderItem={() => <MaterialCardSkeleton />}
            />
          ) : null
        }
      />
    </Stack>
  );
}
