import { useState } from 'react';
import { useIntl } from 'react-intl';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import GlobalStyles from '@mui/material/GlobalStyles';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import PrintIcon from '@mui/icons-material/Print';
import type { HashtagDataGroup } from '../../../server/src/contracts/hashtags';
import type { Selection } from '../../../server/src/contracts/selections';
import { useLocale } from '../../shared/useLocale';
import { paths } from '../../shared/paths';
import { serverErrors } from '../../api/errors';
import { createSelection, deleteSelection, shareSelection, unshareSelection, useSelections } from './api';
import { educatorsMessages as m } from './messages';

/** Printing shows the content only: no header, footer, drawer or buttons. */
export const printStyles = (
  <GlobalStyles
    styles={{
      '@media print': {
        'header, footer, nav, .no-print, .MuiDrawer-root': { display: 'none !important' },
        body: { background: '#fff' },
        main: { padding: '0 !important', maxWidth: 'none !important' },
      },
    }}
  />
);

export function PrintButton() {
  const intl = useIntl();
  return (
    <Button className="no-print" variant="outlined" size="small" startIcon={<PrintIcon />} onClick={() => window.print()}>
      {intl.formatMessage(m.print)}
    </Button>
  );
}

/** "Save as a selection": a name, then POST /api/selections. */
export function SaveSelectionButton({ ids }: { ids: number[] }) {
  const intl = useIntl();
  const locale = useLocale();
  const { mutate } = useSelections(true);
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [error, setError] = useState<string>();
  const [saved, setSaved] = useState<string | null>(null);
  const save = async () => {
    try {
      const selection = await createSelection(name, ids, locale);
      setSaved(selection.name);
      setOpen(false);
      setName('');
      await mutate();
    } catch (failure) {
      const { fields, message } = serverErrors(failure);
      setError(fields.name ?? fields.htid ?? message ?? undefined);
    }
  };
  return (
    <>
      <Button className="no-print" variant="contained" size="small" disabled={ids.length === 0} onClick={() => setOpen(true)}>
        {intl.formatMessage(m.save)}
      </Button>
      {saved && (
        <Alert severity="success" className="no-print" onClose={() => setSaved(null)} sx={{ width: '100%' }}>
          {intl.formatMessage(m.savedAs, { name: saved })}
        </Alert>
      )}
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="xs" aria-labelledby="save-selection-title">
        <DialogTitle id="save-selection-title">{intl.formatMessage(m.save)}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            label={intl.formatMessage(m.selectionName)}
            value={name}
            onChange={(e) => {
              setName(e.target.value);
              setError(undefined);
            }}
            error={Boolean(error)}
            helperText={error}
            fullWidth
            sx={{ mt: 1 }}
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{intl.formatMessage(m.cancel)}</Button>
          <Button variant="contained" onClick={() => void save()}>
            {intl.formatMessage(m.saveConfirm)}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

/** The educator's saved selections: open, share a read-only link (copy), stop sharing, delete. */
export function SelectionsPanel() {
  const intl = useIntl();
  const locale = useLocale();
  const { data, mutate } = useSelections(true);
  const [copied, setCopied] = useState<number | null>(null);
  const update = (next: Selection) => mutate((list) => list?.map((s) => (s.id === next.id ? next : s)), { revalidate: false });
  const shareUrl = (token: string) => `${window.location.origin}${paths.sharedSelection(locale, token)}`;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="selections-title" sx={{ p: { xs: 2, md: 3 } }} data-testid="selections">
      <Typography variant="h2" id="selections-title" sx={{ fontSize: { xs: '1.35rem', md: '1.6rem' } }}>
        {intl.formatMessage(m.selections)}
      </Typography>
      {data && data.length === 0 && (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {intl.formatMessage(m.selectionsEmpty)}
        </Typography>
      )}
      <List>
        {(data ?? []).map((selection) => (
          <ListItem key={selection.id} disableGutters divider sx={{ display: 'block' }} data-testid="selection">
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
              <div>
                <Link href={paths.hashtagsResult(locale, selection.hashtags.map((t) => t.id))} sx={{ fontWeight: 600 }}>
                  {selection.name}
                </Link>
                <Typography variant="body2" color="text.secondary">
                  {selection.hashtags.map((t) => `#${t.name}`).join(' ')}
                </Typography>
              </div>
              <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
                {selection.share_token ? (
                  <>
                    <Button
                      size="small"
                      onClick={() =>
                        void navigator.clipboard.writeText(shareUrl(selection.share_token!)).then(() => {
                          setCopied(selection.id);
                          setTimeout(() => setCopied(null), 2000);
                        })
                      }
                    >
                      {intl.formatMessage(copied === selection.id ? m.linkCopied : m.copyLink)}
                    </Button>
                    <Button size="small" onClick={() => void unshareSelection(selection.id).then(() => update({ ...selection, share_token: null }))}>
                      {intl.formatMessage(m.stopSharing)}
                    </Button>
                  </>
                ) : (
                  <Button size="small" onClick={() => void shareSelection(selection.id).then(update)}>
                    {intl.formatMessage(m.share)}
                  </Button>
                )}
                <Button size="small" color="error" onClick={() => void deleteSelection(selection.id).then(() => mutate())}>
                  {intl.formatMessage(m.delete)}
                </Button>
              </Stack>
            </Stack>
            {selection.share_token && (
              <Typography variant="body2" sx={{ mt: 0.5, wordBreak: 'break-all' }} data-testid="share-link">
                <Link href={paths.sharedSelection(locale, selection.share_token)}>{shareUrl(selection.share_token)}</Link>
              </Typography>
            )}
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}

/** A selection's results as a clean list (the shared page and print): type, then each item with its contents. */
export function CleanResultList({ groups }: { groups: HashtagDataGroup[] }) {
  return (
    <Stack spacing={3} data-testid="clean-results">
      {groups
        .filter((group) => group.items.length)
        .map((group) => (
          <section key={group.title}>
            <Typography variant="h2" sx={{ fontSize: '1.4rem', mb: 1 }}>
              {group.title}
            </Typography>
            <ol style={{ margin: 0, paddingLeft: 24 }}>
              {group.items.map((item) => (
                <li key={item.link} style={{ marginBottom: 12 }}>
                  <Link href={item.link} sx={{ fontWeight: 600 }}>
                    {item.title}
                  </Link>
                  <Typography variant="body2" color="text.secondary">
                    {item.hashtags.map((t) => `#${t.name}`).join(' ')}
                  </Typography>
                  {item.searchdata.chapters.length > 0 && (
                    <ul style={{ margin: '4px 0 0', paddingLeft: 20 }}>
                      {item.searchdata.chapters.map((chapter) => (
                        <li key={chapter.link}>
                          <Link href={chapter.link} variant="body2">
                            {chapter.title}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              ))}
            </ol>
          </section>
        ))}
    </Stack>
  );
}
