import { useId } from 'react';
import { useIntl } from 'react-intl';
import { styled } from '@mui/material/styles';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { HashtagToggle, hashtagText, type HashtagCategory, type HashtagView } from '../HashtagInput/hashtag';
import { messages } from './HashtagTable.messages';
import { panelSurface } from '../../theme/surfaces';

export interface HashtagTableProps {
  /** All hashtags grouped by category, in order. */
  categories: HashtagCategory[];
  /** Ids of the chosen hashtags. */
  selectedIds: number[];
  /** A hashtag was clicked: the page adds or removes it (spec §4: a click toggles). */
  onToggle: (tag: HashtagView) => void;
  loading?: boolean;
}

const Root = styled('section', { name: 'DsHashtagTable', slot: 'Root' })(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(2),
}));

const Grid = styled('div', { name: 'DsHashtagTable', slot: 'Grid' })(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(2),
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))',
}));

const Category = styled('section', { name: 'DsHashtagTable', slot: 'Category' })(({ theme }) => ({
  padding: theme.spacing(2),
  ...panelSurface(theme),
}));

const Tags = styled('div', { name: 'DsHashtagTable', slot: 'Tags' })(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.spacing(1),
  marginTop: theme.spacing(1.5),
}));

function CategoryBlock({ category, selectedIds, onToggle }: { category: HashtagCategory; selectedIds: number[]; onToggle: (tag: HashtagView) => void }) {
  const id = useId();
  return (
    <Category aria-labelledby={id}>
      <Typography variant="h6" component="h3" id={id}>
        {category.name}
      </Typography>
      <Tags>
        {category.tags.map((tag) => (
          <HashtagToggle key={tag.id} aria-pressed={selectedIds.includes(tag.id)} onClick={() => onToggle(tag)}>
            {hashtagText(tag)}
          </HashtagToggle>
        ))}
      </Tags>
    </Category>
  );
}

/** The table of all hashtags grouped by category (search form, spec §2); a click toggles a hashtag. */
export function HashtagTable({ categories, selectedIds, onToggle, loading = false }: HashtagTableProps) {
  const intl = useIntl();
  const titleId = useId();
  return (
    <Root aria-labelledby={titleId} aria-busy={loading || undefined}>
      <Typography variant="h3" component="h2" id={titleId} sx={{ fontSize: '1.5rem' }}>
        {intl.formatMessage(messages.title)}
      </Typography>
      {loading ? (
        <Grid aria-label={intl.formatMessage(messages.loading)} role="status">
          {Array.from({ length: 4 }, (_, i) => (
            <Category key={i} as="div" aria-hidden>
              <Skeleton variant="text" width="40%" sx={{ fontSize: '1.2rem' }} />
              <Tags>
                {Array.from({ length: 5 }, (_, j) => (
                  <Skeleton key={j} variant="rounded" width={64 + (j % 3) * 18} height={30} sx={{ borderRadius: 4 }} />
                ))}
              </Tags>
            </Category>
          ))}
        </Grid>
      ) : categories.length === 0 ? (
        <Typography color="text.secondary">{intl.formatMessage(messages.empty)}</Typography>
      ) : (
        <Grid>
          {categories.map((category) => (
            <CategoryBlock key={category.name} category={category} selectedIds={selectedIds} onToggle={onToggle} />
          ))}
        </Grid>
      )}
    </Root>
  );
}
