/**
 * Design primitives: the only place with colour, type and size literals. Everything else reads the theme.
 */
export const palette = {
  ink: '#1B2430',
  inkSoft: '#4A5565',
  inkMuted: '#6B7280',
  paper: '#FFFFFF',
  canvas: '#F7F4EE',
  line: '#E4DED3',
  primary: '#1F4E79',
  primaryDark: '#163A5C',
  primaryLight: '#E3ECF5',
  accent: '#B5651D',
  accentLight: '#F6E7D8',
  success: '#2E7D32',
  error: '#B3261E',
  /** Scroll loader default colour (spec §9). */
  loader: '#CCCCCC',
  /** Fallback colour of a card whose material has no main tag. */
  neutralTag: '#5B6C8F',
} as const;

export const fonts = {
  // Each web font is followed by its metric-matched fallback (design-system/fonts.css), so text keeps its size and
  // line breaks while the web font loads.
  body: '"Inter", "Inter Fallback", "Helvetica Neue", Arial, sans-serif',
  heading: '"Lora", "Lora Fallback", Georgia, "Times New Roman", serif',
} as const;

export const radii = { sm: 6, md: 12, lg: 20, pill: 999 } as const;

/** Spacing unit in px: theme.spacing(n) = n * 8px. */
export const spacingUnit = 8;

export const breakpoints = { xs: 0, sm: 576, md: 900, lg: 1200, xl: 1440 } as const;

export const layout = {
  contentMaxWidth: 1240,
  articleMaxWidth: 760,
  headerHeight: 64,
} as const;

export const shadows = {
  card: '0 1px 2px rgba(27, 36, 48, 0.06), 0 4px 16px rgba(27, 36, 48, 0.06)',
  cardHover: '0 2px 4px rgba(27, 36, 48, 0.08), 0 10px 28px rgba(27, 36, 48, 0.12)',
} as const;
