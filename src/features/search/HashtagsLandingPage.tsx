import { useIntl } from 'react-intl';
import { Navigate } from 'react-router-dom';
import Stack from '@mui/material/Stack';
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
 * the questionnaire in the profile (signed in) or to register (visitors). A reader who has access goes straight
 * into the tool on the Russian site; on the English one they are offered it, and told it is in Russian only.
 */
export function HashtagsLandingPage() {
  const intl = useIntl();
  const locale = useLocale();
  const { signedIn, current, openModal } = useAuth();
  const hasAccess = current?.user.card_access === 1;
  usePageHead({ title: intl.formatMessage(searchMessages.hashtagsTitle) });
  // The server renders the visitor's landing; once the reader is known, an educator with access goes on.
  if (hasAccess && locale === 'ru') return <Navigate to={educatorsToolPath} replace />;
  return (
    <Stack spacing={3} sx={{ py: { xs: 1, md: 3 } }}>
      <EducatorsLanding
        signedIn={signedIn}
        questionaryHref={questionaryPath(locale)}
        onRegister={() => openModal('register')}
        onLogin={() => openModal('login')}
        // On the Russian site sign-in links to the tool, where an approved educator is going.
        loginHref={locale === 'ru' ? educatorsToolPath : undefined}
        toolHref={hasAccess ? educatorsToolPath : undefined}
        russianOnly={locale !== 'ru'}
      />
    </Stack>
  );
}

export const route: PageRoute = { Component: HashtagsLandingPage };
