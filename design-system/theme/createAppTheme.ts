import { createTheme, type Theme } from '@mui/material/styles';
import type { ElementType } from 'react';
import { breakpoints, fonts, palette, radii, spacingUnit } from './primitives';
import { buttonOverrides } from './components/buttons';
import { surfaceOverrides } from './components/surfaces';
import { focusCss, focusOverrides } from './components/focus';

export interface AppThemeOptions {
  /**
   * The component that renders in-app links (e.g. a react-router Link adapter taking `href`).
   * MUI Link, Button and other ButtonBase parts with `href` render through it.
   */
  LinkComponent?: ElementType;
  /** Turns off ripples, transitions and animations: for deterministic screenshots. */
  reducedMotion?: boolean;
}

export function createAppTheme({ LinkComponent, reducedMotion = false }: AppThemeOptions = {}): Theme {
  const theme = createTheme({
    breakpoints: { values: breakpoints },
    spacing: spacingUnit,
    shape: { borderRadius: radii.sm },
    palette: {
      mode: 'light',
      primary: { main: palette.primary, dark: palette.primaryDark, light: palette.primaryLight, contrastText: palette.paper },
      secondary: { main: palette.accent, light: palette.accentLight, contrastText: palette.paper },
      error: { main: palette.error },
      success: { main: palette.success },
      text: { primary: palette.ink, secondary: palette.inkSoft, disabled: palette.inkMuted },
      background: { default: palette.canvas, paper: palette.paper },
      divider: palette.line,
    },
    typography: {
      fontFamily: fonts.body,
      h1: { fontFamily: fonts.heading, fontWeight: 700, fontSize: '2.5rem', lineHeight: 1.2 },
      h2: { fontFamily: fonts.heading, fontWeight: 700, fontSize: '2rem', lineHeight: 1.25 },
      h3: { fontFamily: fonts.heading, fontWeight: 700, fontSize: '1.5rem', lineHeight: 1.3 },
      h4: { fontFamily: fonts.heading, fontWeight: 700, fontSize: '1.25rem', lineHeight: 1.35 },
      h5: { fontWeight: 600, fontSize: '1.1rem' },
      h6: { fontWeight: 600, fontSize: '1rem' },
      body1: { fontSize: '1rem', lineHeight: 1.6 },
      body2: { fontSize: '0.875rem', lineHeight: 1.5 },
      button: { fontWeight: 600 },
    },
    components: {
      ...buttonOverrides,
      ...surfaceOverrides,
      MuiLink: { defaultProps: { component: LinkComponent, underline: 'hover' } },
      MuiButtonBase: { ...focusOverrides.MuiButtonBase, defaultProps: { LinkComponent, disableRipple: reducedMotion } },
      MuiCssBaseline: {
        styleOverrides:
          focusCss +
          (reducedMotion
            ? '*, *::before, *::after { animation: none !important; transition: none !important; caret-color: transparent !important; }'
            : ''),
      },
    },
    // No motion at all under the test-runner: transitions of zero length, so that Collapse, Fade and the rest reach
    // their end state at once and every screenshot shows a settled page.
    ...(reducedMotion
      ? {
          transitions: {
            create: () => 'none',
            duration: { shortest: 0, shorter: 0, short: 0, standard: 0, complex: 0, enteringScreen: 0, leavingScreen: 0 },
          },
        }
      : {}),
  });
  return theme;
}
