import { useEffect, useRef } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { useParams } from 'react-router-dom';
import { styled } from '@mui/material/styles';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  chapterAnchor,
  CourseAuthor,
  CourseBanner,
  CourseContents,
  CourseDescription,
  HtmlContent,
  NextMaterialButton,
  primitives,
  ShareBar,
  TagChip,
  type Locale,
  COURSE_BANNER_PICTURE,
} from '../../../design-system';
import type { CourseDetail } from '../../../server/src/contracts/courses';
import { useCourse } from '../../api/courses';
import { share } from '../../api/reactions';
import { LikeAction } from '../../shared/LikeAction';
import { CommentsSection } from '../../shared/CommentsSection';
import { useLocale } from '../../shared/useLocale';
import { appMessages } from '../../shared/messages';
import { usePageHead, type PageHead } from '../../shared/head';
import { detailHead, personAuthor } from '../../shared/pageHeads';
import type { PageRoute } from '../../shared/pageRoute';
import { paths } from '../../shared/paths';
import { translationsFromSlugs } from '../../shared/localeLinks';
import { useSiteConfig } from '../../shared/siteConfig';
import { htmlToText } from '../../lib/htmlText';
import { storageUrl } from '../../lib/storage';
import { lcpPicture } from '../../lib/images';
import { DetailScreen } from '../../shared/DetailScreen';
import { CourseBookmark } from '../../shared/bookmarks';
import { coursesMessages } from './courses.messages';
import { useCourseReading } from './useCourseReading';

/** The head of a course: a Course (JSON-LD) with its materials as parts, its breadcrumbs and its translation. */
export function courseHead(course: CourseDetail, locale: Locale, intl: IntlShape, origin: string): PageHead {
  const description = htmlToText(course.small_description);
  const url = `${origin}${paths.course(locale, course.slug)}`;
  // Older answers may lack the translations: then the alternates default to the same path.
  const translations = course.translations as CourseDetail['translations'] | undefined;
  return detailHead({
    title: course.title,
    description,
    image: course.image_banner ?? course.preview,
    lcpImage: lcpPicture(storageUrl(course.image_banner), COURSE_BANNER_PICTURE),
    type: 'website',
    alternates: translations ? translationsFromSlugs(translations, paths.course) : undefined,
    parents: [{ name: intl.formatMessage(coursesMessages.title), path: paths.courses(locale) }],
    crumb: { name: course.title, path: paths.course(locale, course.slug) },
    jsonLd: {
      '@type': 'Course',
      name: course.title,
      description,
      url,
      inLanguage: locale,
      provider: { '@type': 'Organization', name: intl.formatMessage(appMessages.siteName), ...(origin ? { url: origin } : {}) },
      ...personAuthor(course.author),
      ...(course.image_banner ? { image: `${origin}${storageUrl(course.image_banner)}` } : {}),
      dateCreated: course.created_at,
      dateModified: course.updated_at,
      timeRequired: `PT${course.materials_sum_time}M`,
      keywords: course.tags.map((tag) => tag.name).join(', '),
      hasCourseInstance: {
        '@type': 'CourseInstance',
        courseMode: 'online',
        courseWorkload: `PT${course.materials_sum_time}M`,
      },
      offers: { '@type': 'Offer', category: 'Free', price: 0, priceCurrency: 'USD' },
      hasPart: course.materials.map((material, index) => ({
        '@type': 'LearningResource',
        position: index + 1,
        name: material.title,
        timeRequired: `PT${material.time}M`,
      })),
    },
  });
}

const Layout = styled('div', { name: 'AppCoursePage', slot: 'Layout' })(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(3),
  gridTemplateColumns: 'minmax(0, 1fr)',
  [theme.breakpoints.up('md')]: { gridTemplateColumns: '300px minmax(0, 1fr)', gap: theme.spacing(4) },
}));

const Aside = styled('aside', { name: 'AppCoursePage', slot: 'Aside' })(({ theme }) => ({
  [theme.breakpoints.up('md')]: {
    position: 'sticky',
    top: primitives.layout.headerHeight + 24,
    alignSelf: 'start',
    maxHeight: `calc(100vh - ${primitives.layout.headerHeight + 48}px)`,
    overflowY: 'auto',
  },
}));

const Reading = styled('section', { name: 'AppCoursePage', slot: 'Reading' })({
  scrollMarginTop: primitives.layout.headerHeight + 16,
  maxWidth: primitives.layout.articleMaxWidth,
});

const Chapter = styled('section', { name: 'AppCoursePage', slot: 'Chapter' })(({ theme }) => ({
  scrollMarginTop: primitives.layout.headerHeight + 16,
  marginTop: theme.spacing(3),
}));

const READING_ID = 'course-reading';

function scrollToReading() {
  document.getElementById(READING_ID)?.scrollIntoView({ block: 'start' });
}

/** A loaded course: the contents, the banner and the reading of the active material (spec §2, §4). */
function CourseView({ course }: { course: CourseDetail }) {
  const intl = useIntl();
  const locale = useLocale();
  const { publicUrl } = useSiteConfig();
  const materialIds = course.materials.map((material) => material.id);
  const reading = useCourseReading(course.id, materialIds, locale);
  const material = course.materials[reading.activeIndex];
  const total = course.materials.length;
  const url = `${publicUrl}${paths.course(locale, course.slug)}`;

  // The material the reader moved to (Next, the contents, 'start over') is scrolled to, and focus goes to its title
  // once it shows: the next Tab reads on from there, and a screen reader says where it is. The place restored on
  // load moves neither.
  const readingTitle = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    readingTitle.current?.focus({ preventScroll: true });
  }, [reading.activeIndex]);
  const moveTo = (change: () => void) => {
    moved.current = true;
    change();
    scrollToReading();
  };
  const activate = (index: number) => moveTo(() => reading.activate(index));

  return (
    <Layout>
      <Aside>
        <CourseContents
          materials={course.materials}
          activeIndex={reading.activeIndex}
          onActivate={activate}
          viewedIds={reading.viewedIds}
        />
      </Aside>
      <Stack spacing={3} sx={{ minWidth: 0 }}>
        <CourseBanner
          title={course.title}
          image={storageUrl(course.image_banner)}
          favourite={<CourseBookmark id={course.id} />}
        />
        <CourseAuthor author={course.author} info={course.author_info} />
        <CourseDescription html={course.small_description} />
        {reading.resumed && (
          <Alert
            severity="info"
            data-testid="course-resumed"
            action={
              <Button color="inherit" size="small" onClick={() => activate(0)}>
                {intl.formatMessage(coursesMessages.startOver)}
              </Button>
            }
          >
            {intl.formatMessage(coursesMessages.resumed)}
          </Alert>
        )}
        {material ? (
          <Reading id={READING_ID} aria-labelledby={`${READING_ID}-title`} data-testid="course-material">
            <Typography variant="overline" color="text.secondary" component="p">
              {intl.formatMessage(coursesMessages.materialOf, { index: reading.activeIndex + 1, total })}
            </Typography>
            <Typography
              variant="h2"
              id={`${READING_ID}-title`}
              ref={readingTitle}
              tabIndex={-1}
              sx={{ fontSize: { xs: '1.6rem', md: '2rem' }, '&:focus': { outline: 'none' } }}
            >
              {material.title}
            </Typography>
            {material.chapters.map((chapter) => (
              <Chapter key={chapter.id} id={chapterAnchor(chapter.id)}>
                <Typography variant="h3" sx={{ fontSize: { xs: '1.3rem', md: '1.5rem' }, mb: 1.5 }}>
                  {chapter.title}
                </Typography>
                <HtmlContent html={chapter.content} />
              </Chapter>
            ))}
          </Reading>
        ) : null}
        {course.tags.length > 0 && (
          <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }} aria-label={intl.formatMessage(coursesMessages.tags)} component="nav">
            {course.tags.map((tag) => (
              <Link key={tag.id} href={paths.tagSearch(locale, [tag.id])} underline="none" data-testid="course-tag">
                <TagChip tag={tag} />
              </Link>
            ))}
          </Stack>
        )}
        <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          <LikeAction kind="courses" id={course.id} count={course.like_count} locale={locale} />
          <ShareBar
            url={url}
            title={course.title}
            onShare={() => void share('courses', locale, course.slug)}
            onCopy={() => void share('courses', locale, course.slug)}
          />
        </Stack>
        <div style={{ maxWidth: primitives.layout.articleMaxWidth }}>
          <NextMaterialButton
            activeIndex={reading.activeIndex}
            total={total}
            nextTitle={course.materials[reading.activeIndex + 1]?.title}
            onNext={() => moveTo(reading.next)}
          />
        </div>
        <CommentsSection kind="courses" slug={course.slug} />
      </Stack>
    </Layout>
  );
}

/** Placeholder of a course page while it loads. */
function CourseSkeleton() {
  return (
    <Layout aria-busy="true" data-testid="course-skeleton">
      <Aside>
        <CourseContents materials={[]} activeIndex={0} onActivate={() => undefined} loading />
      </Aside>
      <Stack spacing={3}>
        <CourseBanner title="" loading />
        <CourseDescription loading />
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} variant="text" />
        ))}
      </Stack>
    </Layout>
  );
}

/** /{locale}/courses/{slug}: a course read material by material; 404 when there is none with this slug. */
export function CoursePage() {
  const intl = useIntl();
  const locale = useLocale();
  const slug = useParams().slug!;
  const { publicUrl } = useSiteConfig();
  const { course, error } = useCourse(locale, slug);
  usePageHead(course ? courseHead(course, locale, intl, publicUrl) : null);
  return (
    <DetailScreen
      data={course}
      error={error}
      errorView={<Alert severity="warning">{intl.formatMessage(coursesMessages.loadError)}</Alert>}
      skeleton={<CourseSkeleton />}
    >
      {(course) => <CourseView key={course.id} course={course} />}
    </DetailScreen>
  );
}

export const route: PageRoute = { Component: CoursePage };
