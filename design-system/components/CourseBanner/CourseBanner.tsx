import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { styled } from '@mui/material/styles';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { messages } from './CourseBanner.messages';
import { COURSE_BANNER_PICTURE, Picture } from '../Picture';

/** Spec §9: the course banner image is 1440x810. */
export const COURSE_BANNER = { width: 1440, height: 810 } as const;

export interface CourseBannerProps {
  title: string;
  /** Banner image URL (image_banner, 1440x810); without it only the title shows. */
  image?: string | null;
  /** The favourite button (slot, beside the title). */
  favourite?: ReactNode;
  loading?: boolean;
}

const Root = styled('header', { name: 'DsCourseBanner', slot: 'Root' })(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(2),
}));

const Image = styled(Picture, { name: 'DsCourseBanner', slot: 'Image' })(({ theme }) => ({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: `${COURSE_BANNER.width} / ${COURSE_BANNER.height}`,
  objectFit: 'cover',
  borderRadius: Number(theme.shape.borderRadius) * 2,
  background: theme.palette.primary.light,
}));

const TitleRow = styled('div', { name: 'DsCourseBanner', slot: 'TitleRow' })(({ theme }) => ({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: theme.spacing(2),
}));

/** The top of a course page: the banner image (1440x810 ratio), the title and the favourite button. */
export function CourseBanner({ title, image, favourite, loading = false }: CourseBannerProps) {
  const intl = useIntl();
  if (loading) {
    return (
      <Root aria-busy="true" aria-label={intl.formatMessage(messages.loading)} data-testid="course-banner-skeleton">
        <Skeleton variant="rounded" sx={{ aspectRatio: `${COURSE_BANNER.width} / ${COURSE_BANNER.height}`, height: 'auto' }} />
        <Skeleton variant="text" sx={{ fontSize: '2.5rem' }} width="60%" />
      </Root>
    );
  }
  return (
    <Root>
      {image && <Image src={image} placement={COURSE_BANNER_PICTURE} priority width={COURSE_BANNER.width} height={COURSE_BANNER.height} />}
      <TitleRow>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.9rem', md: '2.5rem' }, overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
        {favourite && <div style={{ flex: '0 0 auto' }}>{favourite}</div>}
      </TitleRow>
    </Root>
  );
}
