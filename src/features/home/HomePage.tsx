import type { ReactNode } from 'react';
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
import { materialsList, usePopularMaterials } from '../../api/materials';
import { useListQuery } from '../../api/query';
import { useLocale } from '../../shared/useLocale';
import { appMessages } from '../../shared/messages';
import { paths } from '../../shared/paths';
import { usePageHead } from '../../shared/head';
import { useSiteConfig } from '../../shared/siteConfig';
import type { PageRoute } from '../../shared/pageRoute';
import { courseToCard } from '../../shared/cards';
import { CourseBookmark } from '../../shared/bookmarks';
import { layoutMessages } from '../../shared/navigationMessages';
import { SkeletonGrid } from '../../shared/LoadedList';
import { homeMessages } from './home.messages';
import { materialToCard } from '../../shared/cards';
import { MaterialBookmark } from '../../shared/bookmarks';
import { COURSES_COUNT, LATEST_COUNT } from './routes';


/** A section of the home page under its h2 (`id` labels it). */
function HomeSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Stack component="section" spacing={2} aria-labelledby={id}>
      <Typography variant="h2" id={id}>
        {title}
      </Typography>
      {children}
    </Stack>
  );
}

/** The first `count` cards of a list, with `skeletons` placeholder cards while it loads. */
function NewestCards<T extends { id: number }>({
  list,
  count,
  renderItem,
  skeleton,
  skeletons,
}: {
  list: { items: T[]; isLoading: boolean };
  count: number;
  renderItem: (item: T) => ReactNode;
  skeleton: ReactNode;
  skeletons: number;
}) {
  return (
    <CardGrid
      virtualize={false}
      items={list.isLoading ? [] : list.items.slice(0, count)}
      itemKey={(item) => item.id}
      renderItem={renderItem}
      footer={list.isLoading ? <SkeletonGrid skeleton={skeleton} count={skeletons} /> : null}
    />
  );
}

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
    <HomeSection id="home-sections" title={intl.formatMessage(homeMessages.sections)}>
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
    </HomeSection>
  );
}

/** /{locale}: what the site is, the popular block, the newest materials and courses, and the sections. */
export function HomePage() {
  const intl = useIntl();
  const locale = useLocale();
  const { popular, error: popularError } = usePopularMaterials(locale);
  const latest = useListQuery(materialsList(newest(locale), LATEST_COUNT));
  const courses = useListQuery(coursesList(newest(locale), COURSES_COUNT));
  const { publicUrl } = useSiteConfig();
  usePageHead({
    title: intl.formatMessage(appMessages.homeTitle),
    description: intl.formatMessage(appMessages.homeIntro),
    // The site and its search box, for search engines (the search page reads ?search=).
    jsonLd: [
      {
        '@type': 'WebSite',
        name: intl.formatMessage(appMessages.siteName),
        inLanguage: locale,
        potentialAction: {
          '@type': 'SearchAction',
          target: { '@type': 'EntryPoint', urlTemplate: `${publicUrl}${paths.search(locale)}?search={search_term_string}` },
          'query-input': 'required name=search_term_string',
        },
      },
    ],
  });
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
      <HomeSection id="home-latest" title={intl.formatMessage(appMessages.homeLatest)}>
        <NewestCards
          list={latest}
          count={LATEST_COUNT}
          renderItem={(item) => <MaterialCard material={materialToCard(item, locale)} actions={<MaterialBookmark id={item.id} />} />}
          skeleton={<MaterialCardSkeleton />}
          skeletons={3}
        />
      </HomeSection>
      {(courses.isLoading || courses.items.length > 0) && (
        <HomeSection id="home-courses" title={intl.formatMessage(homeMessages.courses)}>
          <NewestCards
            list={courses}
            count={COURSES_COUNT}
            renderItem={(item) => <CourseCard course={courseToCard(item, locale)} actions={<CourseBookmark id={item.id} size="small" />} />}
            skeleton={<CourseCardSkeleton />}
            skeletons={2}
          />
        </HomeSection>
      )}
      <Sections locale={locale} />
      {/* A closing word with its link, not a section of its own (a section needs a heading). */}
      <Stack spacing={1.5} sx={{ maxWidth: 760 }}>
        <Typography variant="body1">{intl.formatMessage(homeMessages.about)}</Typography>
        <div>
          <Button href={paths.about(locale)}>{intl.formatMessage(homeMessages.aboutMore)}</Button>
        </div>
      </Stack>
    </Stack>
  );
}

export const route: PageRoute = { Component: HomePage };
