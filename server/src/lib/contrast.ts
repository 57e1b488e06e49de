import { getContrastRatio } from '@mui/system/colorManipulator';

/** WCAG AA for normal text. */
export const WCAG_AA_NORMAL = 4.5;

/**
 * The warning the console shows for a tag: white text is drawn on the tag's colour (or on its gradient, whose
 * every #RRGGBB stop is checked). Null when every colour reaches WCAG AA (4.5:1) against white; otherwise names
 * the worst colour and its ratio. Ratios by MUI's getContrastRatio (the WCAG 2 relative-luminance formula).
 */
export function whiteTextContrastWarning(color: string | null | undefined, gradient: string | null | undefined): string | null {
  const colours = [...(gradient?.match(/#[0-9a-fA-F]{6}\b/g) ?? []), ...(color && /^#[0-9a-fA-F]{6}$/.test(color) ? [color] : [])];
  let worst: { colour: string; ratio: number } | null = null;
  for (const colour of colours) {
    const ratio = getContrastRatio('#ffffff', colour);
    if (!worst || ratio < worst.ratio) worst = { colour, ratio };
  }
  if (!worst || worst.ratio >= WCAG_AA_NORMAL) return null;
  return `White text on ${worst.colour} has a contrast of ${worst.ratio.toFixed(2)}:1, below WCAG AA (${WCAG_AA_NORMAL}:1).`;
}
