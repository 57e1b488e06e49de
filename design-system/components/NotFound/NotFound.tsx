import { useIntl } from 'react-intl';
import { styled } from '@mui/material/styles';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { messages } from './NotFound.messages';

export interface NotFoundProps {
  /** Where 'Back to Home' leads, e.g. /ru. */
  homeHref: string;
}

const Root = styled('section', { name: 'DsNotFound', slot: 'Root' })(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: theme.spacing(2),
  padding: theme.spacing(10, 2),
  maxWidth: 560,
  margin: '0 auto',
}));

const Code = styled('div', { name: 'DsNotFound', slot: 'Code' })(({ theme }) => ({
  fontFamily: theme.typography.h1.fontFamily,
  fontSize: '6rem',
  lineHeight: 1,
  fontWeight: 700,
  color: theme.palette.primary.main,
}));

/** The 404 page (spec §2): 'Error 404', an explanation and 'Back to Home'. */
export function NotFound({ homeHref }: NotFoundProps) {
  const intl = useIntl();
  return (
    <Root data-testid="not-found">
      <Code aria-hidden>404</Code>
      <Typography variant="h1" component="h1" sx={{ fontSize: { xs: '2rem', sm: '2.5rem' } }}>
        {intl.formatMessage(messages.title)}
      </Typography>
      <Typography color="text.secondary">{intl.formatMessage(messages.text)}</Typography>
      <Button variant="contained" href={homeHref}>
        {intl.formatMessage(messages.back)}
      </Button>
    </Root>
  );
}
