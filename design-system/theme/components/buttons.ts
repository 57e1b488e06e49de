import type { Components, Theme } from '@mui/material/styles';
import { radii } from '../primitives';

export const buttonOverrides: Components<Theme> = {
  MuiButton: {
    defaultProps: { disableElevation: true },
    styleOverrides: {
      root: { borderRadius: radii.pill, textTransform: 'none', fontWeight: 600 },
    },
  },
  MuiIconButton: {
    styleOverrides: { root: { borderRadius: radii.md } },
  },
};
