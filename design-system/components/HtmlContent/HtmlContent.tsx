import type { MouseEvent } from 'react';
import { styled } from '@mui/material/styles';

export interface HtmlContentProps {
  /** HTML already sanitised by the server. */
  html: string;
  /** Called with the image's src when a reader clicks an image (the app opens the image popup). */
  onImageClick?: (src: string) => void;
  id?: string;
}

const Root = styled('div', { name: 'DsHtmlContent', slot: 'Root' })(({ theme }) => ({
  ...theme.typography.body1,
  fontSize: '1.0625rem',
  lineHeight: 1.7,
  color: theme.palette.text.primary,
  overflowWrap: 'anywhere',
  '& p': { margin: theme.spacing(0, 0, 2) },
  '& h2, & h3, & h4': { fontFamily: theme.typography.h3.fontFamily, margin: theme.spacing(3, 0, 1.5) },
  '& a': { color: theme.palette.primary.main },
  '& blockquote': {
    margin: theme.spacing(2, 0),
    padding: theme.spacing(1, 2),
    borderLeft: `4px solid ${theme.palette.secondary.main}`,
    background: theme.palette.secondary.light,
    borderRadius: theme.shape.borderRadius,
    '& p:last-child': { marginBottom: 0 },
  },
  '& ul, & ol': { paddingLeft: theme.spacing(3), margin: theme.spacing(0, 0, 2) },
  '& img': { maxWidth: '100%', height: 'auto', borderRadius: theme.shape.borderRadius, cursor: 'zoom-in' },
  '& table': { borderCollapse: 'collapse', width: '100%', margin: theme.spacing(0, 0, 2) },
  '& th, & td': { border: `1px solid ${theme.palette.divider}`, padding: theme.spacing(0.75, 1) },
}));

/** Renders content HTML (chapters, descriptions) with the site's reading typography. */
export function HtmlContent({ html, onImageClick, id }: HtmlContentProps) {
  const handleClick = (event: MouseEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    if (onImageClick && target instanceof HTMLImageElement) onImageClick(target.getAttribute('src') ?? target.src);
  };
  return <Root id={id} onClick={handleClick} dangerouslySetInnerHTML={{ __html: html }} />;
}
