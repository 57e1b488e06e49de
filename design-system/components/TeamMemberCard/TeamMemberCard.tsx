import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { styled } from '@mui/material/styles';
import Avatar from '@mui/material/Avatar';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { messages } from './TeamMemberCard.messages';
import { panelSurface } from '../../theme/surfaces';

/** A member of the site team (spec §3). */
export interface TeamMember {
  name: string;
  role: string;
  shortDescription?: string | null;
  /** Avatar URL; without it the initials show. */
  avatar?: string | null;
  /** Audio URL: a native player shows unless the `audio` slot is given. */
  audio?: string | null;
}

export interface TeamMemberCardProps {
  member: TeamMember;
  /** The site's audio player for member.audio (slot); replaces the native player. */
  audio?: ReactNode;
}

const Root = styled('article', { name: 'DsTeamMemberCard', slot: 'Root' })(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: theme.spacing(1),
  height: '100%',
  padding: theme.spacing(3, 2),
  ...panelSurface(theme),
  overflowWrap: 'anywhere',
  '& audio': { width: '100%', marginTop: theme.spacing(1) },
}));

const Portrait = styled(Avatar, { name: 'DsTeamMemberCard', slot: 'Avatar' })(({ theme }) => ({
  width: 112,
  height: 112,
  marginBottom: theme.spacing(1),
  fontSize: '2rem',
  fontFamily: theme.typography.h1.fontFamily,
  background: theme.palette.primary.light,
  color: theme.palette.primary.dark,
}));

/** Initials of a name: the first letters of its first two words. */
export const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');

/** A team member: avatar, name, role, optional short description and an optional audio introduction. */
export function TeamMemberCard({ member, audio }: TeamMemberCardProps) {
  const intl = useIntl();
  return (
    <Root>
      <Portrait src={member.avatar ?? undefined} alt="" slotProps={{ img: { width: 112, height: 112 } }}>
        <span aria-hidden>{initialsOf(member.name)}</span>
      </Portrait>
      <Typography variant="h5" component="h3">
        {member.name}
      </Typography>
      <Typography variant="body2" color="secondary.dark" sx={{ fontWeight: 600 }}>
        {member.role}
      </Typography>
      {member.shortDescription && (
        <Typography variant="body2" color="text.secondary">
          {member.shortDescription}
        </Typography>
      )}
      {audio ??
        (member.audio && (
          <audio controls preload="none" src={member.audio} aria-label={intl.formatMessage(messages.audio, { name: member.name })} />
        ))}
    </Root>
  );
}

/** Placeholder of a team card while the team loads. */
export function TeamMemberCardSkeleton() {
  return (
    <Root aria-hidden data-testid="team-member-skeleton">
      <Skeleton variant="circular" width={112} height={112} />
      <Skeleton variant="text" width="60%" sx={{ fontSize: '1.2rem' }} />
      <Skeleton variant="text" width="40%" />
      <Skeleton variant="text" width="80%" />
    </Root>
  );
}
