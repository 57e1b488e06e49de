import { useIntl } from 'react-intl';
import Stack from '@mui/material/Stack';
import { AudioPlayer, CardGrid, TeamMemberCard, TeamMemberCardSkeleton } from '../../../design-system';
import { useTeam } from '../../api/pages';
import { useLocale } from '../../shared/useLocale';
import { appMessages } from '../../shared/messages';
import { usePageHead } from '../../shared/head';
import { sectionHead } from '../../shared/pageHeads';
import type { PageRoute } from '../../shared/pageRoute';
import { paths } from '../../shared/paths';
import { storageUrl } from '../../lib/storage';
import { CollectionHeader, LoadError } from '../../shared/ScreenParts';
import { LoadedList, SkeletonGrid } from '../../shared/LoadedList';
import { aboutMessages } from './about.messages';

/** /{locale}/about-team: the team's cards (name, role, short description, avatar, optional audio player). */
export function TeamPage() {
  const intl = useIntl();
  const locale = useLocale();
  const { team, error, retry } = useTeam(locale);
  const title = intl.formatMessage(aboutMessages.teamTitle);
  usePageHead({
    ...sectionHead(title, intl.formatMessage(aboutMessages.teamIntro), paths.team(locale)),
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
      <CollectionHeader
        title={title}
        intro={intl.formatMessage(aboutMessages.teamIntro)}
        listHeading={intl.formatMessage(aboutMessages.teamListHeading)}
      />
      <LoadedList
        items={team}
        error={error}
        errorView={<LoadError onRetry={retry} />}
        skeleton={<SkeletonGrid skeleton={<TeamMemberCardSkeleton />} />}
        emptyText={intl.formatMessage(aboutMessages.teamEmpty)}
        emptyTestId="team-empty"
      >
        {(team) => (
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
      </LoadedList>
    </Stack>
  );
}

export const route: PageRoute = { Component: TeamPage };
