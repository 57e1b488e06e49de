import { useIntl } from 'react-intl';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  CardGrid,
  CourseCard,
  CourseCardSkeleton,
  MaterialCard,
  MaterialCardSkeleton,
  PopularMaterials,
  type Locale,
} from '../../../design-system';
import { coursesList } from '../../api/courses';
import { newest } from '../../api/lists';
import { materialsList, popularMaterialsQuery, usePopularMaterials } from '../../api/materials';
import { useListQuery } from '../../api/query';
import { useLocale } from '../../shared/useLocale';
import { appMessages } from '../../shared/messages';
import { paths } from '../../shared/paths';
import { usePageHead } from '../../shared/head';
import type { PageRoute } from '../../shared/pageRoute';
import { courseToCard } from '../../shared/cards';
import { CourseBookmark } from '../../shared/bookmarks';
import { layoutMessages } from '../../shared/navigationMessages';
import { homeMessages } from './home.messages';
import { materialToCard } from '../../shared/cards';
import { MaterialBookmark } from '../../shared/bookmarks';

const LATEST_COUNT = 6;
const COURSES_COUNT = 4;

/** Cards that lead to the site's other sections. */
function Sections({ locale }: { locale: Locale }) {
  const intl = useIntl();
  const sections = [
    { key: 'courses', href: paths.courses(locale), title: layoutMessages.courses, text: homeMessages.coursesText },
    { key: 'books', href: paths.books(locale), title: layoutMessages.books, text: homeMessages.booksText },
    { key: 'map', href: paths.map(locale), title: layoutMessages.map, text: homeMessages.mapText },
    { key: 'team', href: paths.team(locale), title: layoutMessages.team, text: homeMessages.teamText },
  ];
  return (
    <Stack component="section" spacing={2} aria-labelledby="home-sections">
      <Typography variant="h2" id="home-sections">
        {intl.formatMessage(homeMessages.sections)}
      </Typography>
      <CardGrid
        virtualize={false}
        items={sections}
        itemKey={(section) => section.key}
        renderItem={(section) => (
          <Card variant="outlined" sx={{ height: '100%' }}>
            <CardActionArea href={section.href} sx={{ p: 2.5, height: '100%' }} data-testid={`home-section-${section.key}`}>
              <Typography variant="h3" sx={{ fontSize: '1.25rem', mb: 1 }}>
                {intl.formatMessage(section.title)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {intl.formatMessage(section.text)}
              </Typography>
            </CardActionArea>
          </Card>
        )}
      />
    </Stack>
  );
}

/** /{locale}: what the site is, the popular block, the newest materials and courses, and the sections. */
export function HomePage() {
  const intl = useIntl();
  const locale = useLocale();
  const { popular, error: popularError } = usePopularMaterials(locale);
  const latest = useListQuery(materialsList(newest(locale), LATEST_COUNT));
  const courses = useListQuery(coursesList(newest(locale), COURSES_COUNT));
  usePageHead({ title: intl.formatMessage(appMessages.homeTitle), description: intl.formatMessage(appMessages.homeIntro) });
  return (
    <Stack spacing={5}>
      <Stack spacing={2} sx={{ py: { xs: 2, md: 5 }, maxWidth: 760 }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '2.2rem', md: '3rem' } }}>
          {intl.formatMessage(appMessages.homeTitle)}
        </Typography>
        <Typography variant="body1" color="text.secondary" sx={{ fontSize: '1.15rem' }}>
          {intl.formatMessage(appMessages.homeIntro)}
        </Typography>
        <Stack direction="row" useFlexGap spacing={1.5} sx={{ flexWrap: 'wrap' }}>
          <Button variant="contained" size="large" href={paths.materials(locale)}>
            {intl.formatMessage(appMessages.homeAllMaterials)}
          </Button>
          <Button variant="outlined" size="large" href={paths.courses(locale)}>
            {intl.formatMessage(homeMessages.allCourses)}
          </Button>
        </Stack>
      </Stack>
      {!popularError && (popular === undefined || popular.length > 0) && (
        <PopularMaterials
          materials={(popular ?? []).map((item) => materialToCard(item, locale))}
          loading={popular === undefined}
          renderBookmark={(material) => <MaterialBookmark id={material.id} />}
        />
      )}
      <Stack component="section" spacing={2} aria-labelledby="home-latest">
        <Typography variant="h2" id="home-latest">
          {intl.formatMessage(appMessages.homeLatest)}
        </Typography>
        <CardGrid
          virtualize={false}
          items={latest.isLoading ? [] : latest.items.slice(0, LATEST_COUNT)}
          itemKey={(item) => item.id}
          renderItem={(item) => <MaterialCard material={materialToCard(item, locale)} actions={<MaterialBookmark id={item.id} />} />}
          footer={
            latest.isLoading ? (
              <CardGrid virtualize={false} items={[0, 1, 2]} itemKey={(i) => i} renderItem={() => <MaterialCardSkeleton />} />
            ) : null
          }
        />
      </Stack>
      {(courses.isLoading || courses.items.length > 0) && (
        <Stack component="section" spacing={2} aria-labelledby="home-courses">
          <Typography variant="h2" id="home-courses">
            {intl.formatMessage(homeMessages.courses)}
          </Typography>
          <CardGrid
            virtualize={false}
            items={courses.isLoading ? [] : courses.items.slice(0, COURSES_COUNT)}
            itemKey={(item) => item.id}
            renderItem={(item) => (
              <CourseCard course={courseToCard(item, locale)} actions={<CourseBookmark id={item.id} size="small" />} />
            )}
            footer={
              courses.isLoading ? (
                <CardGrid virtualize={false} items={[0, 1]} itemKey={(i) => i} renderItem={() => <CourseCardSkeleton />} />
              ) : null
            }
          />
        </Stack>
      )}
      <Sections locale={locale} />
      <Stack component="section" spacing={1.5} sx={{ maxWidth: 760 }}>
        <Typography variant="body1">{intl.formatMessage(homeMessages.about)}</Typography>
        <div>
          <Button href={paths.about(locale)}>{intl.formatMessage(homeMessages.aboutMore)}</Button>
        </div>
      </Stack>
    </Stack>
  );
}

export const route: PageRoute = {
  Component: HomePage,
  handle: {
    prefetch: ({ locale }) => [
      popularMaterialsQuery(locale),
      materialsList(newest(locale), LATEST_COUNT),
      coursesList(newest(locale), COURSES_COUNT),
    ],
  },
};
