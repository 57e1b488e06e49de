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

/** A card of a list (a review, a hashtag result): the panel surface around a column of its parts. */
export const panelCard = (theme: Theme) => ({
  display: 'flex',
  flexDirection: 'column' as const,
  gap: theme.spacing(1),
  padding: theme.spacing(2),
  ...panelSurface(theme),
  overflowWrap: 'anywhere' as const,
});

/** The round magnifier in the corner of a picture that opens larger (`'& .zoom': zoomBadge(theme)`). */
export const zoomBadge = (theme: Theme) => ({
  position: 'absolute' as const,
  right: theme.spacing(1),
  bottom: theme.spacing(1),
  padding: theme.spacing(0.5),
  borderRadius: '50%',
  background: theme.palette.background.paper,
  color: theme.palette.text.primary,
  display: 'flex',
});
