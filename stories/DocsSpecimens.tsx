/**
 * Specimens for the docs pages (Colours, Typography, Spacing): they read the theme and its primitives, so the
 * pages always show what the code uses. MDX pages get no story decorators, hence the ThemeProvider here.
 */
import type { ReactNode } from 'react';
import { ThemeProvider } from '@mui/material/styles';
import Typography, { type TypographyProps } from '@mui/material/Typography';
import { createAppTheme, primitives } from '../design-system';
import '../design-system/fonts';

const theme = createAppTheme();

function Themed({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}

/** WCAG relative luminance of a #RRGGBB colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two #RRGGBB colours. */
export function contrast(a: string, b: string): number {
  const [l1, l2] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (l1 + 0.05) / (l2 + 0.05);
}

const cell = { padding: '6px 10px', borderBottom: `1px solid ${primitives.palette.line}`, textAlign: 'left' as const, fontSize: 14 };

/** Every colour of primitives.palette with its contrast on white and on the canvas, and with ink. */
export function ColourTable() {
  const { paper, canvas, ink } = primitives.palette;
  const ratio = (value: number) => `${value.toFixed(2)}:1${value >= 4.5 ? '' : ' ⚠'}`;
  return (
    <Themed>
      <table style={{ borderCollapse: 'collapse', width: '100%' }}>
        <thead>
          <tr>
            {['', 'Name', 'Value', 'on paper', 'on canvas', 'ink on it'].map((h) => (
              <th key={h} style={cell}>{h}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {Object.entries(primitives.palette).map(([name, value]) => (
            <tr key={name}>
              <td style={cell}>
                <span style={{ display: 'inline-block', width: 40, height: 24, borderRadius: 6, background: value, border: `1px solid ${primitives.palette.line}` }} />
              </td>
              <td style={cell}><code>{name}</code></td>
              <td style={cell}><code>{value}</code></td>
              <td style={cell}>{ratio(contrast(value, paper))}</td>
              <td style={cell}>{ratio(contrast(value, canvas))}</td>
              <td style={cell}>{ratio(contrast(ink, value))}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Themed>
  );
}

const variants: TypographyProps['variant'][] = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'subtitle1', 'subtitle2', 'body1', 'body2', 'button', 'caption', 'overline'];

const samples = {
  ru: 'Шаббат — остров во времени: 7 минут чтения',
  en: 'Shabbat, an island in time: a 7-minute read',
};

/** Each typography variant of the theme, in Russian and in English, with its size, weight and family. */
export function TypeSpecimen() {
  return (
    <Themed>
      <div style={{ display: 'grid', gap: 20 }}>
        {variants.map((variant) => {
          const style = theme.typography[variant as keyof typeof theme.typography] as { fontSize?: string; fontWeight?: number | string; fontFamily?: string; lineHeight?: number | string };
          return (
            <section key={variant} style={{ borderBottom: `1px solid ${primitives.palette.line}`, paddingBottom: 12 }}>
              <code style={{ fontSize: 12, color: primitives.palette.inkSoft }}>
                {variant} · {style.fontSize} · {style.fontWeight} · line-height {style.lineHeight} · {String(style.fontFamily).split(',')[0]}
              </code>
              <Typography variant={variant} component="p" lang="ru" sx={{ m: 0, mt: 0.5 }}>{samples.ru}</Typography>
              <Typography variant={variant} component="p" lang="en" sx={{ m: 0 }}>{samples.en}</Typography>
            </section>
          );
        })}
      </div>
    </Themed>
  );
}

/** theme.spacing(n) for the steps in use. */
export function SpacingScale() {
  const steps = [0.25, 0.5, 0.75, 1, 1.5, 2, 2.5, 3, 4, 5, 6];
  return (
    <Themed>
      <table style={{ borderCollapse: 'collapse' }}>
        <tbody>
          {steps.map((n) => (
            <tr key={n}>
              <td style={cell}><code>theme.spacing({n})</code></td>
              <td style={cell}>{theme.spacing(n)}</td>
              <td style={cell}>
                <span style={{ display: 'inline-block', height: 16, width: n * primitives.spacingUnit, background: primitives.palette.primary, borderRadius: 2 }} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Themed>
  );
}

/** The radii of primitives.radii. */
export function Radii() {
  return (
    <div style={{ display: 'flex', gap: 24, flexWrap: 'wrap' }}>
      {Object.entries(primitives.radii).map(([name, radius]) => (
        <div key={name} style={{ textAlign: 'center', fontSize: 14 }}>
          <div style={{ width: 96, height: 64, borderRadius: radius, background: primitives.palette.primaryLight, border: `2px solid ${primitives.palette.primary}` }} />
          <code>{name}</code> · {radius}px
        </div>
      ))}
    </div>
  );
}

const breakpointNotes: Record<string, string> = {
  xs: 'phones (stories named Phone render at 375 px)',
  sm: 'spec §9: popovers and tooltips switch alignment at 576 px (CourseAuthor)',
  md: 'two-column pages: contents beside the text; the course contents stop hiding behind their toggle',
  lg: 'the header shows its navigation; the popular block shows its 310x350 preview',
  xl: 'banner width (1440x810 course banners)',
};

/** The breakpoints of primitives.breakpoints with what changes at each. */
export function Breakpoints() {
  return (
    <table style={{ borderCollapse: 'collapse', width: '100%' }}>
      <thead>
        <tr>
          {['Key', 'From', 'What changes'].map((h) => (
            <th key={h} style={cell}>{h}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {Object.entries(primitives.breakpoints).map(([key, px]) => (
          <tr key={key}>
            <td style={cell}><code>{key}</code></td>
            <td style={cell}>{px} px</td>
            <td style={cell}>{breakpointNotes[key]}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The layout constants of primitives.layout. */
export function LayoutConstants() {
  return (
    <table style={{ borderCollapse: 'collapse' }}>
      <tbody>
        {Object.entries(primitives.layout).map(([key, px]) => (
          <tr key={key}>
            <td style={cell}><code>{key}</code></td>
            <td style={cell}>{px} px</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
