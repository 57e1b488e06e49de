import type { Components, Theme } from '@mui/material/styles';
import { radii } from '../primitives';
import { focusRing } from './focus';

export const buttonOverrides: Components<Theme> = {
  MuiButton: {
    defaultProps: { disableElevation: true },
    styleOverrides: {
      // Button's own disableElevation style clears the box-shadow on focus; the ring is set again here.
      root: { borderRadius: radii.pill, textTransform: 'none', fontWeight: 600, '&.Mui-focusVisible': focusRing },
    },
  },
  MuiIconButton: {
    styleOverrides: { root: { borderRadius: radii.md } },
  },
};
