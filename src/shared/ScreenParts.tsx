import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import visuallyHidden from '@mui/utils/visuallyHidden';
import { screenMessages } from './messages';


/** The heading of a screen: its h1, an optional line above it and an optional introduction. */
export function ScreenHeader({ title, intro, overline }: { title: string; intro?: ReactNode; overline?: ReactNode }) {
  return (
    <header>
      {overline}
      <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.5rem' }, overflowWrap: 'anywhere' }}>
        {title}
      </Typography>
      {intro && (
        <Typography color="text.secondary" sx={{ mt: 1, maxWidth: 720 }}>
          {intro}
        </Typography>
      )}
    </header>
  );
}

/** The header of a collection screen (team, dishes, gallery); the list's h2 is for screen readers (items are h3). */
export function CollectionHeader({ title, intro, listHeading }: { title: string; intro: string; listHeading: string }) {
  return (
    <>
      <ScreenHeader title={title} intro={intro} />
      <Typography variant="h2" style={visuallyHidden}>
        {listHeading}
      </Typography>
    </>
  );
}

/** A failed load: what went wrong and a button that asks again. */
export function LoadError({ text, onRetry }: { text?: string; onRetry: () => void }) {
  const intl = useIntl();
  return (
    <Alert
      severity="warning"
      data-testid="load-error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {intl.formatMessage(screenMessages.retry)}
        </Button>
      }
    >
      {text ?? intl.formatMessage(screenMessages.loadError)}
    </Alert>
  );
}
