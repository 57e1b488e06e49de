import { Card, CardContent, Typography } from '@mui/material';
import { Title, usePermissions, useTranslate } from 'react-admin';
import { NoAccess } from './NoAccess';

export function Dashboard() {
  const translate = useTranslate();
  const { permissions, isPending } = usePermissions<string[]>();
  if (isPending) return null;
  if (!permissions?.length) return <NoAccess />;
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="admin.dashboard.title" />
      <CardContent>
        <Typography variant="h3" component="h1" gutterBottom>
          {translate('admin.dashboard.title')}
        </Typography>
        <Typography>{translate('admin.dashboard.welcome', { roles: permissions.map((role) => translate(`admin.roles.${role}`)).join(', ') })}</Typography>
        <Typography color="text.secondary">{translate('admin.dashboard.hint')}</Typography>
      </CardContent>
    </Card>
  );
}
