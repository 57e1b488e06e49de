import { useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ContactForm, EducatorsLanding } from '../../../design-system';
import { useLocale } from '../../shared/useLocale';
import { paths } from '../../shared/paths';
import { useAuth } from '../../auth/AuthProvider';
import { sendContactMessage } from './api';
import { educatorsMessages as m } from './messages';

/** The tool's banner: what it does, on the form page. */
export function EducatorsBanner() {
  const intl = useIntl();
  return (
    <Box
      component="header"
      sx={(theme) => ({
        p: { xs: 3, md: 5 },
        borderRadius: 4,
        color: theme.palette.primary.contrastText,
        background: `linear-gradient(135deg, ${theme.palette.primary.dark}, ${theme.palette.primary.main})`,
      })}
      data-testid="educators-banner"
    >
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.5rem' }, color: 'inherit' }}>
        {intl.formatMessage(m.bannerTitle)}
      </Typography>
      <Typography sx={{ mt: 1.5, maxWidth: 720, color: 'inherit', opacity: 0.92 }}>{intl.formatMessage(m.bannerText)}</Typography>
    </Box>
  );
}

/**
 * 'Contact us' (spec §2, §4): the send button hides after a successful send until the page reloads (the design
 * system's form does that); the token says who writes.
 */
export function ContactBlock() {
  const { current } = useAuth();
  return (
    <div data-testid="contact-block">
      <ContactForm onSend={(text) => sendContactMessage(text, current?.user.id ?? null)} />
    </div>
  );
}

/** The landing for everyone without access (spec §1): explains the tool, invites to the questionnaire or to register. */
export function Landing() {
  const locale = useLocale();
  const { signedIn, openModal } = useAuth();
  return (
    <EducatorsLanding
      signedIn={signedIn}
      questionaryHref={paths.profile(locale, 'questionary')}
      onRegister={() => openModal('register')}
      onLogin={() => openModal('login')}
    />
  );
}
