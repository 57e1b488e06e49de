import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import Stack from '@mui/material/Stack';
import { CourseCard, CourseTabs, COURSE_TABS, type CourseSortKey, type CourseTabKey } from '../../../design-system';
import { useLocale } from '../../shared/useLocale';
import type { PageRoute } from '../../shared/pageRoute';
import { courseToCard } from '../../shared/cards';
import { CourseBookmark } from '../../shared/bookmarks';
import { clearUserCourses, removeUserCourse, useUserCourses } from './api';
import { profileMessages as m } from './messages';
import { ClearAllButton, ProfileCards, RemoveButton } from './ProfileListParts';

/**
 * /{locale}/profile/courses: view history, recommendations and archive tabs, sorted by date or popularity
 * (spec §4). The tab and the sort live in the address (?tab=, ?sort=). History and archive items can be removed
 * one by one or all at once (beyond the spec; the reading progress is kept).
 */
export function ProfileCoursesPage() {
  const intl = useIntl();
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const tab: CourseTabKey = COURSE_TABS.includes(params.get('tab') as CourseTabKey) ? (params.get('tab') as CourseTabKey) : 'history';
  const sort: CourseSortKey = params.get('sort') === 'popularity' ? 'popularity' : 'date';
  const { data, error, mutate } = useUserCourses(locale, tab, sort === 'popularity' ? 'popular' : 'date');
  const set = (change: Record<string, string>) => setParams({ tab, sort, ...change }, { replace: true });
  const clearable = tab !== 'recommendations';
  const empty = { history: m.noHistory, recommendations: m.noRecommendations, archive: m.noArchive }[tab];
  return (
    <CourseTabs tab={tab} onTabChange={(next) => set({ tab: next })} sort={sort} onSortChange={(next) => set({ sort: next })}>
      <Stack spacing={2}>
        {clearable && (
          <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
            <ClearAllButton
              disabled={!data?.length}
              onClear={() => clearUserCourses(locale, tab as 'history' | 'archive').then(() => mutate())}
            />
          </Stack>
        )}
        <ProfileCards
          items={data}
          error={error}
          retry={() => void mutate()}
          empty={intl.formatMessage(empty)}
          itemKey={(item) => item.id}
          renderItem={(item) => (
            <CourseCard
              course={{
                ...courseToCard(item, locale),
                snippet: tab === 'recommendations' ? item.snippet : intl.formatMessage(m.progress, { finished: item.materials_finished, total: item.materials_count }),
              }}
              actions={
                <Stack direction="row" spacing={0.5}>
                  <CourseBookmark id={item.id} size="small" />
                  {clearable && <RemoveButton title={item.title} onRemove={() => removeUserCourse(item.id).then(() => mutate())} />}
                </Stack>
              }
            />
          )}
          testId={`profile-courses-${tab}`}
        />
      </Stack>
    </CourseTabs>
  );
}

export const route: PageRoute = { Component: ProfileCoursesPage };
