import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { CardGrid, MaterialCardSkeleton } from '../../../design-system';
import type { ProfileSort } from './api';
import { profileMessages as m } from './messages';

export { MaterialBookmark } from '../../shared/bookmarks';

/** Date or popularity, as the profile's lists sort (spec §4). */
export function SortToggle({ sort, onChange }: { sort: ProfileSort; onChange: (sort: ProfileSort) => void }) {
  const intl = useIntl();
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
      <Typography variant="body2" color="text.secondary" id="profile-sort-label">
        {intl.formatMessage(m.sortBy)}
      </Typography>
      <ToggleButtonGroup exclusive size="small" value={sort} onChange={(_, v: ProfileSort | null) => v && onChange(v)} aria-labelledby="profile-sort-label">
        <ToggleButton value="date" sx={{ color: 'text.primary' }}>
          {intl.formatMessage(m.sortDate)}
        </ToggleButton>
        <ToggleButton value="popular" sx={{ color: 'text.primary' }}>
          {intl.formatMessage(m.sortPopular)}
        </ToggleButton>
      </ToggleButtonGroup>
    </Stack>
  );
}

/** A profile list: skeletons while loading, an error with retry, the empty text, or the cards. */
export function ProfileCards<T>({
  items,
  error,
  retry,
  empty,
  itemKey,
  renderItem,
  testId,
}: {
  items: T[] | undefined;
  error: unknown;
  retry: () => void;
  empty: string;
  itemKey: (item: T) => number;
  renderItem: (item: T) => ReactNode;
  testId: string;
}) {
  const intl = useIntl();
  if (error) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={retry}>
            {intl.formatMessage(m.retry)}
          </Button>
        }
      >
        {intl.formatMessage(m.loadError)}
      </Alert>
    );
  }
  if (!items) {
    return (
      <CardGrid items={[1, 2, 3]} itemKey={(i) => i} renderItem={() => <MaterialCardSkeleton />} virtualize={false} />
    );
  }
  if (items.length === 0) {
    return (
      <Typography color="text.secondary" data-testid={`${testId}-empty`}>
        {empty}
      </Typography>
    );
  }
  return (
    <div data-testid={testId}>
      <CardGrid items={items} itemKey={itemKey} renderItem={renderItem} virtualize={false} />
    </div>
  );
}

/** "Remove from the history" on a card (beyond the spec). */
export function RemoveButton({ title, onRemove }: { title: string; onRemove: () => Promise<unknown> }) {
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  return (
    <IconButton
      size="small"
      aria-label={intl.formatMessage(m.removeItem, { title })}
      disabled={busy}
      onClick={(event) => {
        event.preventDefault();
        event.stopPropagation();
        setBusy(true);
        void onRemove().finally(() => setBusy(false));
      }}
      sx={{ bgcolor: 'background.paper', '&:hover': { bgcolor: 'background.paper' } }}
    >
      <CloseIcon fontSize="small" />
    </IconButton>
  );
}

/** "Clear the history" with a confirmation (beyond the spec). */
export function ClearAllButton({ onClear, disabled }: { onClear: () => Promise<unknown>; disabled?: boolean }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  return (
    <>
      <Button variant="outlined" size="small" disabled={disabled} onClick={() => setOpen(true)}>
        {intl.formatMessage(m.clearAll)}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} maxWidth="xs" aria-label={intl.formatMessage(m.clearAll)}>
        <DialogContent>
          <Typography>{intl.formatMessage(m.clearConfirm)}</Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{intl.formatMessage(m.cancel)}</Button>
          <Button
            variant="contained"
            color="error"
            loading={busy}
            onClick={() => {
              setBusy(true);
              void onClear().finally(() => {
                setBusy(false);
                setOpen(false);
              });
            }}
          >
            {intl.formatMessage(m.clearYes)}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
