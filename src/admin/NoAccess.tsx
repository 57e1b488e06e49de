import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import LockIcon from '@mui/icons-material/Lock';
import { useGetIdentity, useLogout, useTranslate } from 'react-admin';

/** What a signed-in user without a console role sees instead of the console. */
export function NoAccess() {
  const translate = useTranslate();
  const logout = useLogout();
  const { data: identity } = useGetIdentity();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', p: { xs: 2, sm: 6 } }}>
      <Card sx={{ maxWidth: 520 }} data-testid="no-access">
        <CardContent>
          <LockIcon color="primary" fontSize="large" />
          <Typography variant="h3" component="h1" sx={{ my: 1 }}>
            {translate('admin.auth.noAccessTitle')}
          </Typography>
          <Typography sx={{ mb: 2 }}>{translate('admin.auth.noAccessText', { email: identity?.fullName ?? '' })}</Typography>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button variant="contained" href="/">
              {translate('admin.auth.backToSite')}
            </Button>
            <Button variant="outlined" onClick={() => logout()}>
              {translate('ra.auth.logout')}
            </Button>
          </Box>
        </CardContent>
      </Card>
    </Box>
  );
}
