import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { styled } from '@mui/material/styles';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import TwitterIcon from '@mui/icons-material/Twitter';
import FacebookIcon from '@mui/icons-material/Facebook';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import LinkIcon from '@mui/icons-material/Link';
import CheckIcon from '@mui/icons-material/Check';
import { COPY_NOTE_MS, SHARE_NETWORKS, shareLinks, type ShareNetwork } from './shareLinks';
import { messages } from './ShareBar.messages';

export interface ShareBarProps {
  /** The page's absolute URL. */
  url: string;
  /** The page's title (Twitter and LinkedIn take it). */
  title: string;
  /** A share link was clicked (the app counts the share: POST …/increase-share). */
  onShare?: (network: ShareNetwork) => void;
  /** The link was copied. */
  onCopy?: () => void;
}

const Root = styled('div', { name: 'DsShareBar', slot: 'Root' })(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: theme.spacing(1),
}));

const Network = styled(IconButton, { name: 'DsShareBar', slot: 'Network' })(({ theme }) => ({
  border: `1px solid ${theme.palette.divider}`,
  color: theme.palette.primary.main,
  background: theme.palette.background.paper,
  '&:hover': { background: theme.palette.primary.light },
})) as typeof IconButton;

const Note = styled(Typography, { name: 'DsShareBar', slot: 'Note' })(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.spacing(0.5),
  color: theme.palette.success.main,
  fontWeight: 600,
}));

const icons = { twitter: TwitterIcon, facebook: FacebookIcon, linkedin: LinkedInIcon };

/** Copies with the Clipboard API, or with a hidden field where it is missing or refused. */
async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const field = document.createElement('textarea');
    field.value = text;
    field.setAttribute('readonly', '');
    field.style.position = 'fixed';
    field.style.opacity = '0';
    document.body.appendChild(field);
    field.select();
    try {
      return document.execCommand('copy');
    } finally {
      field.remove();
    }
  }
}

/**
 * The share bar (spec §2): Twitter, Facebook and LinkedIn share links, and a copy-link button that shows
 * 'Link copied' for 2 seconds (spec §9).
 */
export function ShareBar({ url, title, onShare, onCopy }: ShareBarProps) {
  const intl = useIntl();
  const links = shareLinks(url, title);
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    if (!(await copyText(url))) return;
    onCopy?.();
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPY_NOTE_MS);
  };

  return (
    <Root role="group" aria-label={intl.formatMessage(messages.label)}>
      {SHARE_NETWORKS.map((network) => {
        const Icon = icons[network];
        return (
          <Network
            key={network}
            href={links[network]}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={intl.formatMessage(messages[network])}
            onClick={() => onShare?.(network)}
          >
            <Icon fontSize="small" />
          </Network>
        );
      })}
      <Network aria-label={intl.formatMessage(messages.copy)} onClick={copy}>
        <LinkIcon fontSize="small" />
      </Network>
      <span role="status">
        {copied && (
          <Note variant="body2">
            <CheckIcon fontSize="small" aria-hidden />
            {intl.formatMessage(messages.copied)}
          </Note>
        )}
      </span>
    </Root>
  );
}
