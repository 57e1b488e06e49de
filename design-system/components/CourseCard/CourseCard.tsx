import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { styled } from '@mui/material/styles';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import AccessTimeIcon from '@mui/icons-material/AccessTime';
import LibraryBooksOutlinedIcon from '@mui/icons-material/LibraryBooksOutlined';
import type { TagView } from '../../types';
import { mainTagOf, tagBackground } from '../../lib/tagColor';
import { commonMessages } from '../../i18n/common.messages';
import { TagChip } from '../TagChip';
import { messages } from './CourseCard.messages';

/** A course in a list (GET /api/courses item, spec §3). */
export interface CourseCardData {
  id: number;
  slug: string;
  title: string;
  /** Preview image URL (already resolved, e.g. /storage/...). */
  image?: string | null;
  /** How many materials the course has (materials_count). */
  materialsCount: number;
  /** Reading time of all its materials, minutes (materials_sum_time). */
  minutes: number;
  tags: TagView[];
  /** Small description, sanitised HTML. */
  snippet?: string;
  /** Where the card leads: /{locale}/courses/{slug}. */
  href: string;
}

export interface CourseCardProps {
  course: CourseCardData;
  /** Controls in the card's corner, e.g. the favourite bookmark. */
  actions?: ReactNode;
}

const Root = styled(Card, { name: 'DsCourseCard', slot: 'Root' })(({ theme }) => ({
  position: 'relative',
  height: '100%',
  display: 'flex',
  flexDirection: 'column',
  overflow: 'hidden',
  '&:hover': { boxShadow: theme.shadows[4] },
}));

const Media = styled('div', { name: 'DsCourseCard', slot: 'Media' })({
  position: 'relative',
  aspectRatio: '16 / 10',
  overflow: 'hidden',
  '& img': { display: 'block', width: '100%', height: '100%', objectFit: 'cover' },
});

const Band = styled('div', { name: 'DsCourseCard', slot: 'Band' })(({ theme }) => ({ height: theme.spacing(0.75) }));

const Body = styled('div', { name: 'DsCourseCard', slot: 'Body' })(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(1),
  padding: theme.spacing(2),
  flexGrow: 1,
}));

const Meta = styled('ul', { name: 'DsCourseCard', slot: 'Meta' })(({ theme }) => ({
  ...theme.typography.body2,
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.spacing(0.5, 2),
  margin: 0,
  padding: 0,
  listStyle: 'none',
  color: theme.palette.text.secondary,
  '& li': { display: 'inline-flex', alignItems: 'center', gap: theme.spacing(0.5) },
}));

const Snippet = styled('div', { name: 'DsCourseCard', slot: 'Snippet' })(({ theme }) => ({
  ...theme.typography.body2,
  color: theme.palette.text.secondary,
  display: '-webkit-box',
  WebkitLineClamp: 3,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  '& p': { margin: 0 },
}));

const Tags = styled('div', { name: 'DsCourseCard', slot: 'Tags' })(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.spacing(0.75),
  padding: theme.spacing(0, 2, 2),
}));

const Actions = styled('div', { name: 'DsCourseCard', slot: 'Actions' })(({ theme }) => ({
  position: 'absolute',
  top: theme.spacing(1),
  right: theme.spacing(1),
  zIndex: 1,
}));

/** A course in a list: preview, the main tag's colour, title, materials count, total minutes and tags. */
export function CourseCard({ course, actions }: CourseCardProps) {
  const intl = useIntl();
  const background = tagBackground(mainTagOf(course.tags));
  return (
    <Root data-testid="course-card">
      {actions && <Actions>{actions}</Actions>}
      <CardActionArea
        href={course.href}
        sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', alignItems: 'stretch', justifyContent: 'flex-start' }}
      >
        <Media style={{ background }}>
          {course.image && <img src={course.image} alt="" loading="lazy" width={640} height={400} />}
        </Media>
        <Band style={{ background }} data-testid="course-card-band" />
        <Body>
          <Typography variant="h4" component="h3">
            {course.title}
          </Typography>
          <Meta aria-label={intl.formatMessage(messages.meta)}>
            <li>
              <LibraryBooksOutlinedIcon fontSize="inherit" aria-hidden />
              {intl.formatMessage(commonMessages.materials, { count: course.materialsCount })}
            </li>
            <li>
              <AccessTimeIcon fontSize="inherit" aria-hidden />
              {intl.formatMessage(commonMessages.minutes, { count: course.minutes })}
            </li>
          </Meta>
          {course.snippet && <Snippet dangerouslySetInnerHTML={{ __html: course.snippet }} />}
        </Body>
      </CardActionArea>
      {course.tags.length > 0 && (
        <Tags>
          {course.tags.map((tag) => (
            <TagChip key={tag.id} tag={tag} />
          ))}
        </Tags>
      )}
    </Root>
  );
}

/** Placeholder of a course card while its list loads. */
export function CourseCardSkeleton() {
  return (
    <Root aria-hidden data-testid="course-card-skeleton">
      <Skeleton variant="rectangular" sx={{ aspectRatio: '16 / 10', height: 'auto' }} />
      <Body>
        <Skeleton variant="text" sx={{ fontSize: '1.5rem' }} />
        <Skeleton variant="text" width="60%" />
        <Skeleton variant="text" />
      </Body>
    </Root>
  );
}
