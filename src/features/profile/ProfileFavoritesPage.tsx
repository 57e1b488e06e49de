import { useState, type ReactNode } from 'react';
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

/** One kind of favourites under its heading; `id` labels the section and is its cards' test id. */
function FavoritesSection<T extends { id: number }>({
  id,
  title,
  favorites,
  empty,
  renderItem,
}: {
  id: string;
  title: string;
  favorites: { data: T[] | undefined; error: unknown; mutate: () => Promise<unknown> };
  empty: string;
  renderItem: (item: T) => ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <Typography variant="h3" component="h2" id={id} sx={{ fontSize: '1.4rem', mb: 2 }}>
        {title}
      </Typography>
      <ProfileCards
        items={favorites.data}
        error={favorites.error}
        retry={() => void favorites.mutate()}
        empty={empty}
        itemKey={(item) => item.id}
        renderItem={renderItem}
        testId={id}
      />
    </section>
  );
}

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
      <FavoritesSection
        id="favorite-materials"
        title={intl.formatMessage(m.favoriteMaterials)}
        favorites={materials}
        empty={intl.formatMessage(m.noFavoriteMaterials)}
        renderItem={(item) => <MaterialCard material={materialToCard(item, locale)} actions={<MaterialBookmark id={item.id} />} />}
      />
      <FavoritesSection
        id="favorite-courses"
        title={intl.formatMessage(m.favoriteCourses)}
        favorites={courses}
        empty={intl.formatMessage(m.noFavoriteCourses)}
        renderItem={(item) => <CourseCard course={courseToCard(item, locale)} actions={<CourseBookmark id={item.id} size="small" />} />}
      />
    </Stack>
  );
}

export const route: PageRoute = { Component: ProfileFavoritesPage };
