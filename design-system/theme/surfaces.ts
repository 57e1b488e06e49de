import type { Theme } from '@mui/material/styles';

/**
 * The site's panel surface: paper background, a hairline border and the large radius. Cards, forms and lists
 * that are not MUI Cards share it (`...panelSurface(theme)` in a styled slot).
 */
export const panelSurface = (theme: Theme) => ({
  background: theme.palette.background.paper,
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: Number(theme.shape.borderRadius) * 2,
});
