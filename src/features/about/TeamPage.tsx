import { useIntl } from 'react-intl';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import visuallyHidden from '@mui/utils/visuallyHidden';
import { AudioPlayer, CardGrid, TeamMemberCard, TeamMemberCardSkeleton } from '../../../design-system';
import { teamQuery, useTeam } from '../../api/pages';
import { useLocale } from '../../shared/useLocale';
import { appMessages } from '../../shared/messages';
import { usePageHead } from '../../shared/head';
import type { PageRoute } from '../../shared/pageRoute';
import { paths } from '../../shared/paths';
import { storageUrl } from '../../lib/storage';
import { LoadError, ScreenHeader } from '../../shared/ScreenParts';
import { aboutMessages } from './about.messages';

/** /{locale}/about-team: the team's cards (name, role, short description, avatar, optional audio player). */
export function TeamPage() {
  const intl = useIntl();
  const locale = useLocale();
  const { team, error, retry } = useTeam(locale);
  const title = intl.formatMessage(aboutMessages.teamTitle);
  usePageHead({
    title,
    description: intl.formatMessage(aboutMessages.teamIntro),
    breadcrumbs: [{ name: title, path: paths.team(locale) }],
    jsonLd: [
      {
        '@type': 'AboutPage',
        name: title,
        inLanguage: locale,
        mainEntity: {
          '@type': 'Organization',
          name: intl.formatMessage(appMessages.siteName),
          member: (team ?? []).map((member) => ({ '@type': 'Person', name: member.name, jobTitle: member.role })),
        },
      },
    ],
  });
  return (
    <Stack spacing={3}>
      <ScreenHeader title={title} intro={intl.formatMessage(aboutMessages.teamIntro)} />
      <Typography variant="h2" style={visuallyHidden}>
        {intl.formatMessage(aboutMessages.teamListHeading)}
      </Typography>
      {!team && error ? (
        <LoadError onRetry={retry} />
      ) : !team ? (
        <CardGrid virtualize={false} items={[0, 1, 2]} itemKey={(i) => i} renderItem={() => <TeamMemberCardSkeleton />} />
      ) : team.length === 0 ? (
        <Typography color="text.secondary" data-testid="team-empty">
          {intl.formatMessage(aboutMessages.teamEmpty)}
        </Typography>
      ) : (
        <CardGrid
          virtualize={false}
          items={team}
          itemKey={(member) => member.id}
          renderItem={(member) => {
            const audio = storageUrl(member.audio);
            return (
              <TeamMemberCard
                member={{ name: member.name, role: member.role, shortDescription: member.short_description, avatar: storageUrl(member.avatar) }}
                audio={audio ? <AudioPlayer src={audio} title={member.name} /> : undefined}
              />
            );
          }}
        />
      )}
    </Stack>
  );
}

export const route: PageRoute = {
  Component: TeamPage,
  handle: { prefetch: ({ locale }) => [teamQuery(locale)] },
};
