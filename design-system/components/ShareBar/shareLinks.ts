export type ShareNetwork = 'twitter' | 'facebook' | 'linkedin';

/** The networks of the share bar, in order (spec §2). */
export const SHARE_NETWORKS: readonly ShareNetwork[] = ['twitter', 'facebook', 'linkedin'];

/** How long 'Link copied' shows (spec §9). */
export const COPY_NOTE_MS = 2000;

/** The share links of a page: each network's share dialog with the page's url (and title where it takes one). */
export function shareLinks(url: string, title: string): Record<ShareNetwork, string> {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return {
    twitter: `https://twitter.com/intent/tweet?url=${u}&text=${t}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    linkedin: `https://www.linkedin.com/shareArticle?mini=true&url=${u}&title=${t}`,
  };
}
