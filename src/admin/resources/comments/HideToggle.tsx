import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { Button, useNotify, useRecordContext, useTranslate, useUpdate } from 'react-admin';
import type { CommentRecord } from './commentRecord';

/** Hides a comment from the site, or shows it again, in the row itself. */
export function HideToggle() {
  const record = useRecordContext<CommentRecord>();
  const translate = useTranslate();
  const notify = useNotify();
  const [update, { isPending }] = useUpdate();
  if (!record) return null;
  const next = !record.hidden;
  return (
    <Button
      label={next ? 'admin.comments.hide' : 'admin.comments.unhide'}
      disabled={isPending}
      onClick={(event) => {
        event.stopPropagation();
        update(
          'comments',
          { id: record.id, data: { hidden: next }, previousData: record },
          { mutationMode: 'pessimistic', onSuccess: () => notify(translate(next ? 'admin.comments.hidden' : 'admin.comments.shown'), { type: 'info' }) },
        );
      }}
    >
      {next ? <VisibilityOffIcon /> : <VisibilityIcon />}
    </Button>
  );
}
