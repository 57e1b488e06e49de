import { useIntl } from 'react-intl';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { EducatorsLanding } from '../../../design-system';
import { useLocale } from '../../shared/useLocale';
import { usePageHead } from '../../shared/head';
import type { PageRoute } from '../../shared/pageRoute';
import { useAuth } from '../../auth/AuthProvider';
import { searchMessages } from './search.messages';

/** The educators' hashtag tool (ru only, card_access 1; the accounts' screens build it). */
const educatorsToolPath = '/ru/da-for-educators';
const questionaryPath = (locale: string) => `/${locale}/profile/questionary`;

/**
 * /{locale}/hashtags-landing (spec §1): what the educators' hashtag search does, and an invitation — to fill in
 * the questionnaire in the profile (signed in) or to register (visitors). A reader who has access gets the tool.
 */
export function HashtagsLandingPage() {
  const intl = useIntl();
  const locale = useLocale();
  const { signedIn, current, openModal } = useAuth();
  const hasAccess = current?.user.card_access === 1;
  usePageHead({ title: intl.formatMessage(searchMessages.hashtagsTitle) });
  return (
    <Stack spacing={3} sx={{ py: { xs: 1, md: 3 } }}>
      <EducatorsLanding
        signedIn={signedIn}
        questionaryHref={questionaryPath(locale)}
        onRegister={() => openModal('register')}
        onLogin={() => openModal('login')}
      />
      {hasAccess && locale === 'ru' && (
        <div>
          <Button variant="contained" size="large" href={educatorsToolPath} endIcon={<ArrowForwardIcon />}>
            {intl.formatMessage(searchMessages.hashtagsOpenTool)}
          </Button>
        </div>
      )}
    </Stack>
  );
}

export const route: PageRoute = { Component: HashtagsLandingPage };
