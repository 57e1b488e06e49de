import type { Components, Theme } from '@mui/material/styles';
import { layout, palette } from '../primitives';

/**
 * One focus ring for every control, set once here (WCAG 2.4.7 focus visible): a dark 2 px outline 2 px off the
 * control with a white band in the gap, so it shows on the light page and on dark or filled surfaces (the cookie
 * notice, contained buttons). MUI's ButtonBase family (buttons, icon buttons, list items, tabs, chips) marks keyboard
 * focus with .Mui-focusVisible; plain links and focusable elements (the locale switch, map markers) get the same ring
 * by :focus-visible. The page scrolls a focused control out from under the sticky header (2.4.11 not obscured).
 */
const ring = {
  outline: `2px solid ${palette.primaryDark}`,
  outlineOffset: 2,
  boxShadow: `0 0 0 2px ${palette.paper}`,
} as const;

export const focusRing = ring;

export const focusCss = `
html { scroll-padding-top: ${layout.headerHeight + 8}px; }
a:focus-visible, summary:focus-visible, [tabindex]:not([tabindex="-1"]):focus-visible {
  outline: ${ring.outline}; outline-offset: ${ring.outlineOffset}px; box-shadow: ${ring.boxShadow};
}
`;

export const focusOverrides: Components<Theme> = {
  MuiButtonBase: {
    styleOverrides: { root: { '&.Mui-focusVisible': ring } },
  },
};
