import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import AccessTimeIcon from '@mui/icons-material/AccessTime';
import type { MaterialCardData } from '../../types';
import { formatDuration } from '../../i18n/common.messages';
import { ContentCard, ContentCardSkeleton } from '../ContentCard/ContentCard';

export interface MaterialCardProps {
  material: MaterialCardData;
  /** Extra controls in the card's corner, e.g. the favourite bookmark. */
  actions?: ReactNode;
  /** The first card of a list: its picture loads at once, with high priority. */
  priority?: boolean;
}

/** A material in a list: image, the main tag's colour, title, minutes, short description and tags. */
export function MaterialCard({ material, actions, priority }: MaterialCardProps) {
  const intl = useIntl();
  return (
    <ContentCard
      testId="material-card"
      href={material.href}
      title={material.title}
      image={material.image}
      tags={material.tags}
      snippet={material.snippet}
      actions={actions}
      priority={priority}
      meta={
        <li>
          <AccessTimeIcon fontSize="inherit" aria-hidden />
          {formatDuration(intl, material.time)}
        </li>
      }
    />
  );
}

/** Placeholder of a card while its list loads. */
export function MaterialCardSkeleton() {
  return <ContentCardSkeleton testId="material-card-skeleton" />;
}
