import { Chip } from '@mui/material';
import SchoolIcon from '@mui/icons-material/School';
import { Button, useNotify, useRecordContext, useRefresh, useTranslate, useUpdate } from 'react-admin';

interface QuestionnaireRecord {
  id: number;
  user_id: number;
  card_access: number;
}

/** Gives the questionnaire's author the educators' tool (PUT /api/admin/users/{id} {card_access: 1}), or says they have it. */
export function GrantAccessButton() {
  const record = useRecordContext<QuestionnaireRecord>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [update, { isPending }] = useUpdate();
  if (!record) return null;
  if (record.card_access === 1) return <Chip size="small" color="success" label={translate('admin.questionnaires.hasAccess')} />;
  return (
    <Button
      label="admin.questionnaires.grant"
      disabled={isPending}
      onClick={(event) => {
        event.stopPropagation();
        update(
          'users',
          { id: record.user_id, data: { card_access: 1 }, previousData: { id: record.user_id } },
          {
            mutationMode: 'pessimistic',
            onSuccess: () => {
              notify(translate('admin.questionnaires.granted'), { type: 'success' });
              refresh();
            },
          },
        );
      }}
    >
      <SchoolIcon />
    </Button>
  );
}
