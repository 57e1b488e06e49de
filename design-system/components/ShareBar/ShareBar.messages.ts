import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  label: { id: 'ds.shareBar.label', defaultMessage: 'Share' },
  twitter: { id: 'ds.shareBar.twitter', defaultMessage: 'Share on Twitter' },
  facebook: { id: 'ds.shareBar.facebook', defaultMessage: 'Share on Facebook' },
  linkedin: { id: 'ds.shareBar.linkedin', defaultMessage: 'Share on LinkedIn' },
  copy: { id: 'ds.shareBar.copy', defaultMessage: 'Copy link' },
  copied: { id: 'ds.shareBar.copied', defaultMessage: 'Link copied' },
});
