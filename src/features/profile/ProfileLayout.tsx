import { useIntl } from 'react-intl';
import { Outlet, useLocation } from 'react-router-dom';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PROFILE_TABS, ProfileTabs, type ProfileTabKey } from '../../../design-system';
import { useLocale } from '../../shared/useLocale';
import { usePageHead } from '../../shared/head';
import type { PageRoute } from '../../shared/pageRoute';
import { paths } from '../../shared/paths';
import { useAuth } from '../../auth/AuthProvider';
import { RequireSignIn } from '../../shared/RequireSignIn';
import { profileMessages as m } from './messages';

/** The section of a /{locale}/profile/{section} address. */
export function profileSection(pathname: string): ProfileTabKey {
  const segment = pathname.split('/')[3] as ProfileTabKey;
  return PROFILE_TABS.includes(segment) ? segment : 'data';
}

/** What the server renders and what shows until the reader's data arrives: neutral, the same for everyone. */
export function ProfileSkeleton() {
  return (
    <Stack spacing={2} data-testid="profile-skeleton" aria-busy="true">
      <Skeleton variant="rounded" height={44} />
      <Skeleton variant="rounded" height={56} />
      <Skeleton variant="rounded" height={56} />
      <Skeleton variant="rounded" height={220} />
    </Stack>
  );
}

/**
 * /{locale}/profile/*: the personal account's frame — its head (the section's title, kept out of search
 * engines), the sections' tabs and the section's page. The server renders the skeleton (it never knows the
 * reader); after hydration a visitor goes to the home page, a reader sees the section.
 */
export function ProfileLayout() {
  const intl = useIntl();
  const locale = useLocale();
  const section = profileSection(useLocation().pathname);
  const { current } = useAuth();
  usePageHead({ title: intl.formatMessage(m[section]), noindex: true });
  const hrefs = Object.fromEntries(PROFILE_TABS.map((key) => [key, paths.profile(locale, key)])) as Record<ProfileTabKey, string>;
  return (
    <Stack spacing={3} sx={{ pb: 4 }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
        {intl.formatMessage(m.account)}
      </Typography>
      <RequireSignIn pending={<ProfileSkeleton />}>
        <ProfileTabs active={section} hrefs={hrefs} unreadHelp={current?.user.chat.unread_user_messages ?? 0} />
        <Outlet />
      </RequireSignIn>
    </Stack>
  );
}

export const route: PageRoute = { Component: ProfileLayout };
