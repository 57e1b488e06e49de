import { useIntl } from 'react-intl';
import { styled } from '@mui/material/styles';
import Skeleton from '@mui/material/Skeleton';
import { HtmlContent } from '../HtmlContent';
import { messages } from './CourseDescription.messages';

export interface CourseDescriptionProps {
  /** The course's small_description, sanitised HTML; empty renders nothing. */
  html?: string | null;
  loading?: boolean;
}

const Root = styled('section', { name: 'DsCourseDescription', slot: 'Root' })(({ theme }) => ({
  borderLeft: `4px solid ${theme.palette.secondary.main}`,
  paddingLeft: theme.spacing(2),
  '& > div': { fontSize: '1.125rem', color: theme.palette.text.secondary },
  '& > div > :last-child': { marginBottom: 0 },
}));

/** The small description under a course's title (spec §2). */
export function CourseDescription({ html, loading = false }: CourseDescriptionProps) {
  const intl = useIntl();
  const label = intl.formatMessage(messages.label);
  if (loading) {
    return (
      <Root aria-label={label} aria-busy="true" data-testid="course-description-skeleton">
        <Skeleton variant="text" />
        <Skeleton variant="text" />
        <Skeleton variant="text" width="70%" />
      </Root>
    );
  }
  if (!html || !html.trim()) return null;
  return (
    <Root aria-label={label}>
      <HtmlContent html={html} />
    </Root>
  );
}
