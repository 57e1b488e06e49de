import { useId, type MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import { styled } from '@mui/material/styles';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import AssignmentOutlinedIcon from '@mui/icons-material/AssignmentOutlined';
import LocalOfferOutlinedIcon from '@mui/icons-material/LocalOfferOutlined';
import MenuBookOutlinedIcon from '@mui/icons-material/MenuBookOutlined';
import PersonAddAlt1OutlinedIcon from '@mui/icons-material/PersonAddAlt1Outlined';
import VerifiedUserOutlinedIcon from '@mui/icons-material/VerifiedUserOutlined';
import { messages } from './EducatorsLanding.messages';

export interface EducatorsLandingProps {
  /** Signed in (without access): invite to the questionnaire; signed out: invite to register. */
  signedIn: boolean;
  /** The profile questionnaire: /{locale}/profile/questionary. */
  questionaryHref: string;
  /** Registration: a page (href) … */
  registerHref?: string;
  /** … or the registration/login modal (callback). */
  onRegister?: () => void;
  /**
   * Sign-in for those who have an account (signed out only): a page or the login modal. With both, a link that
   * opens the modal on a plain click and stays a link without script or with a modifier key.
   */
  loginHref?: string;
  onLogin?: () => void;
  /**
   * The reader has access (card_access 1): instead of an invitation to apply, a way into the tool (on the Russian
   * site, /ru/da-for-educators).
   */
  toolHref?: string;
  /** Says that the tool is in Russian only (the English landing). */
  russianOnly?: boolean;
}

const Root = styled('section', { name: 'DsEducatorsLanding', slot: 'Root' })(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(3),
  padding: theme.spacing(4),
  background: theme.palette.background.paper,
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: Number(theme.shape.borderRadius) * 3,
  [theme.breakpoints.down('sm')]: { padding: theme.spacing(2.5) },
}));

const Features = styled('ul', { name: 'DsEducatorsLanding', slot: 'Features' })(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(2),
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 220px), 1fr))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '& li': {
    display: 'flex',
    gap: theme.spacing(1.5),
    alignItems: 'flex-start',
    padding: theme.spacing(2),
    borderRadius: Number(theme.shape.borderRadius) * 2,
    background: theme.palette.secondary.light,
  },
  '& svg': { color: theme.palette.secondary.dark, flex: '0 0 auto' },
}));

const Actions = styled('div', { name: 'DsEducatorsLanding', slot: 'Actions' })(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.spacing(1.5),
}));

/** A link's click that opens a modal instead, unless the reader asked for a new tab or window. */
const openInstead = (open: () => void) => (event: MouseEvent<HTMLElement>) => {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  open();
};

/**
 * The educators' tool for users without access (spec §1, §6): what the tool does, and an invitation to fill in
 * the questionnaire in the profile (signed in) or to register (signed out); for a reader with access, the way in.
 * On the English site it says that the tool is in Russian only.
 */
export function EducatorsLanding({
  signedIn,
  questionaryHref,
  registerHref,
  onRegister,
  loginHref,
  onLogin,
  toolHref,
  russianOnly = false,
}: EducatorsLandingProps) {
  const intl = useIntl();
  const titleId = useId();
  return (
    <Root aria-labelledby={titleId}>
      <div>
        <Typography variant="h1" id={titleId} sx={{ fontSize: { xs: '2rem', md: '2.5rem' } }}>
          {intl.formatMessage(messages.title)}
        </Typography>
        <Typography sx={{ mt: 1.5, fontSize: '1.125rem', maxWidth: 720 }}>{intl.formatMessage(messages.lead)}</Typography>
      </div>
      <Features>
        <li>
          <LocalOfferOutlinedIcon aria-hidden />
          <Typography variant="body2">{intl.formatMessage(messages.featureTopics)}</Typography>
        </li>
        <li>
          <MenuBookOutlinedIcon aria-hidden />
          <Typography variant="body2">{intl.formatMessage(messages.featureLessons)}</Typography>
        </li>
        <li>
          <VerifiedUserOutlinedIcon aria-hidden />
          <Typography variant="body2">{intl.formatMessage(messages.featureAccess)}</Typography>
        </li>
      </Features>
      {russianOnly && (
        <Alert severity="info" data-testid="russian-only">
          {intl.formatMessage(messages.russianOnly)}
        </Alert>
      )}
      <Typography sx={{ fontWeight: 600 }}>
        {intl.formatMessage(toolHref ? messages.accessText : signedIn ? messages.signedInText : messages.signedOutText)}
      </Typography>
      <Actions>
        {toolHref ? (
          // A plain link, a full page load: the tool is on the Russian site, whose messages this page has not loaded.
          <Button component="a" variant="contained" size="large" href={toolHref} hrefLang="ru" endIcon={<ArrowForwardIcon />}>
            {intl.formatMessage(russianOnly ? messages.openToolRussian : messages.openTool)}
          </Button>
        ) : signedIn ? (
          <Button variant="contained" size="large" href={questionaryHref} startIcon={<AssignmentOutlinedIcon />}>
            {intl.formatMessage(messages.questionary)}
          </Button>
        ) : (
          <>
            <Button variant="contained" size="large" href={registerHref} onClick={onRegister} startIcon={<PersonAddAlt1OutlinedIcon />}>
              {intl.formatMessage(messages.register)}
            </Button>
            <Button variant="outlined" size="large" href={loginHref} onClick={onLogin && (loginHref ? openInstead(onLogin) : onLogin)}>
              {intl.formatMessage(messages.login)}
            </Button>
          </>
        )}
      </Actions>
    </Root>
  );
}
