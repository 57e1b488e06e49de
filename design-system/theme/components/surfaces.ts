import type { Components, Theme } from '@mui/material/styles';
import { palette, radii, shadows } from '../primitives';

export const surfaceOverrides: Components<Theme> = {
  MuiCard: {
    defaultProps: { elevation: 0 },
    styleOverrides: {
      root: { borderRadius: radii.md, boxShadow: shadows.card, border: `1px solid ${palette.line}` },
    },
  },
  MuiAppBar: {
    defaultProps: { elevation: 0, color: 'inherit' },
    styleOverrides: {
      root: { backgroundColor: palette.paper, borderBottom: `1px solid ${palette.line}` },
    },
  },
  MuiChip: {
    styleOverrides: { root: { borderRadius: radii.pill, fontWeight: 500 } },
  },
};
