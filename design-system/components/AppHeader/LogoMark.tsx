import { useTheme } from '@mui/material/styles';

/** The brand mark: two interlaced triangles in a rounded square. */
export function LogoMark({ size = 32 }: { size?: number }) {
  const theme = useTheme();
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden focusable="false">
      <rect width="32" height="32" rx="8" fill={theme.palette.primary.main} />
      <g fill="none" stroke={theme.palette.secondary.light} strokeWidth="2" strokeLinejoin="round">
        <polygon points="16,6 25,21.5 7,21.5" />
        <polygon points="16,26 7,10.5 25,10.5" />
      </g>
    </svg>
  );
}
