import type { ReactNode } from 'react';
import { AppBar, Layout, TitlePortal, type AppBarProps } from 'react-admin';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** The design system paints app bars as paper: the bar's text and buttons take the ink colour, not white. */
function ConsoleAppBar(props: AppBarProps) {
  const translate = useTranslate();
  return (
    <AppBar {...props} color="inherit">
      <Typography component="span" variant="h6" sx={{ display: { xs: 'none', md: 'block' }, fontFamily: 'inherit', mr: 2, color: 'primary.main', whiteSpace: 'nowrap' }}>
        {translate('admin.title')}
      </Typography>
      <TitlePortal />
      <Box sx={{ flex: 1 }} />
    </AppBar>
  );
}

export function ConsoleLayout({ children }: { children: ReactNode }) {
  return <Layout appBar={ConsoleAppBar}>{children}</Layout>;
}
