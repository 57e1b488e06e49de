import { useState } from 'react';
import { useIntl } from 'react-intl';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CourseCard, MaterialCard } from '../../../design-system';
import { useLocale } from '../../shared/useLocale';
import type { PageRoute } from '../../shared/pageRoute';
import { materialToCard } from '../../shared/cards';
import { courseToCard } from '../../shared/cards';
import { CourseBookmark } from '../../shared/bookmarks';
import { useFavoriteCourses, useFavoriteMaterials, type ProfileSort } from './api';
import { profileMessages as m } from './messages';
import { MaterialBookmark, ProfileCards, SortToggle } from './ProfileListParts';

/**
 * /{locale}/profile/favorites: the favourite materials and courses (spec §1). Removing a bookmark here uses the
 * same favourites as every other page (useAuth), so the header's counts follow at once.
 */
export function ProfileFavoritesPage() {
  const intl = useIntl();
  const locale = useLocale();
  const [sort, setSort] = useState<ProfileSort>('date');
  const materials = useFavoriteMaterials(locale, sort);
  const courses = useFavoriteCourses(locale, sort);
  return (
    <Stack spacing={3}>
      <SortToggle sort={sort} onChange={setSort} />
      <section aria-labelledby="favorite-materials">
        <Typography variant="h3" component="h2" id="favorite-materials" sx={{ fontSize: '1.4rem', mb: 2 }}>
          {intl.formatMessage(m.favoriteMaterials)}
        </Typography>
        <ProfileCards
          items={materials.data}
          error={materials.error}
          retry={() => void materials.mutate()}
          empty={intl.formatMessage(m.noFavoriteMaterials)}
          itemKey={(item) => item.id}
          renderItem={(item) => <MaterialCard material={materialToCard(item, locale)} actions={<MaterialBookmark id={item.id} />} />}
          testId="favorite-materials"
        />
      </section>
      <section aria-labelledby="favorite-courses">
        <Typography variant="h3" component="h2" id="favorite-courses" sx={{ fontSize: '1.4rem', mb: 2 }}>
          {intl.formatMessage(m.favoriteCourses)}
        </Typography>
        <ProfileCards
          items={courses.data}
          error={courses.error}
          retry={() => void courses.mutate()}
          empty={intl.formatMessage(m.noFavoriteCourses)}
          itemKey={(item) => item.id}
          renderItem={(item) => <CourseCard course={courseToCard(item, locale)} actions={<CourseBookmark id={item.id} size="small" />} />}
          testId="favorite-courses"
        />
      </section>
    </Stack>
  );
}

export const route: PageRoute = { Component: ProfileFavoritesPage };
