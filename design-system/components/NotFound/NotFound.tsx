import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { styled } from '@mui/material/styles';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import { messages } from './NotFound.messages';

export interface NotFoundProps {
  /** Where 'Back to Home' leads, e.g. /ru. */
  homeHref: string;
  /** The search page, e.g. /ru/search: a search form sends the words there (?search=…, works without script). */
  searchHref?: string;
  /** Below: what to read instead (the app passes the popular materials). */
  children?: ReactNode;
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

const SearchForm = styled('form', { name: 'DsNotFound', slot: 'Search' })(({ theme }) => ({
  display: 'flex',
  gap: theme.spacing(1),
  width: '100%',
  maxWidth: 440,
}));

/**
 * The 404 page (spec §2): 'Error 404', an explanation, a search form, 'Back to Home', and what to read instead
 * (children).
 */
export function NotFound({ homeHref, searchHref, children }: NotFoundProps) {
  const intl = useIntl();
  return (
    <>
      <Root data-testid="not-found">
        <Code aria-hidden>404</Code>
        <Typography variant="h1" component="h1" sx={{ fontSize: { xs: '2rem', sm: '2.5rem' } }}>
          {intl.formatMessage(messages.title)}
        </Typography>
        <Typography color="text.secondary">{intl.formatMessage(messages.text)}</Typography>
        {searchHref && (
          <SearchForm role="search" action={searchHref} method="get">
            <TextField name="search" type="search" size="small" fullWidth required label={intl.formatMessage(messages.search)} />
            <Button type="submit" variant="outlined" startIcon={<SearchIcon />} sx={{ flex: '0 0 auto' }}>
              {intl.formatMessage(messages.submit)}
            </Button>
          </SearchForm>
        )}
        <Button variant="contained" href={homeHref}>
          {intl.formatMessage(messages.back)}
        </Button>
      </Root>
      {children}
    </>
  );
}
