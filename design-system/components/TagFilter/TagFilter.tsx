import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { styled } from '@mui/material/styles';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { TagView } from '../../types';
import { panelSurface } from '../../theme/surfaces';
import { TagChip } from '../TagChip';
import { messages } from './TagFilter.messages';
import { toggleId } from '../../lib/toggleId';

export interface TagFilterProps {
  mainTags: TagView[];
  additionalTags: TagView[];
  /** Ids of the chosen tags. */
  selectedIds: number[];
  /** Called with the new list of chosen ids when a tag is toggled or the filter is reset. */
  onChange: (selectedIds: number[]) => void;
  /** Tags are still loading: placeholders are shown. */
  loading?: boolean;
  /** Open on first render. */
  defaultExpanded?: boolean;
}

const Root = styled('section', { name: 'DsTagFilter', slot: 'Root' })(({ theme }) => ({
  ...panelSurface(theme),
  padding: theme.spacing(1, 2),
}));

const Group = styled('div', { name: 'DsTagFilter', slot: 'Group' })(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.spacing(1),
  marginTop: theme.spacing(1),
}));

const Header = styled('div', { name: 'DsTagFilter', slot: 'Header' })({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 8,
  flexWrap: 'wrap',
});

/** Collapsible tag filter, split into main and additional tags (spec §2: lists). */
export function TagFilter({
  mainTags,
  additionalTags,
  selectedIds,
  onChange,
  loading = false,
  defaultExpanded = false,
}: TagFilterProps) {
  const intl = useIntl();
  const [expanded, setExpanded] = useState(defaultExpanded);
  const panelId = useId();
  const toggle = (tag: TagView) =>
    onChange(toggleId(selectedIds, tag.id));

  const renderGroup = (title: string, tags: TagView[]) => (
    <div>
      <Typography variant="subtitle2" component="h2" color="text.secondary" sx={{ mt: 1.5 }}>
        {title}
      </Typography>
      <Group>
        {tags.map((tag) => (
          <TagChip key={tag.id} tag={tag} size="medium" selected={selectedIds.includes(tag.id)} onClick={toggle} />
        ))}
      </Group>
    </div>
  );

  return (
    <Root aria-label={intl.formatMessage(messages.toggle)}>
      <Header>
        <Button
          variant="text"
          color="inherit"
          onClick={() => setExpanded((value) => !value)}
          aria-expanded={expanded}
          aria-controls={panelId}
          endIcon={<ExpandMoreIcon sx={{ transform: expanded ? 'rotate(180deg)' : 'none' }} />}
        >
          {intl.formatMessage(messages.toggle)}
        </Button>
        {selectedIds.length > 0 && (
          <span>
            <Typography component="span" variant="body2" color="text.secondary" sx={{ mr: 1 }}>
              {intl.formatMessage(messages.selectedCount, { count: selectedIds.length })}
            </Typography>
            <Button size="small" onClick={() => onChange([])}>
              {intl.formatMessage(messages.reset)}
            </Button>
          </span>
        )}
      </Header>
      <Collapse in={expanded} id={panelId}>
        <div style={{ paddingBottom: 12 }}>
          {loading ? (
            <Group>
              {Array.from({ length: 8 }, (_, i) => (
                <Skeleton key={i} variant="rounded" width={72 + (i % 3) * 24} height={32} sx={{ borderRadius: 999 }} />
              ))}
            </Group>
          ) : mainTags.length + additionalTags.length === 0 ? (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {intl.formatMessage(messages.empty)}
            </Typography>
          ) : (
            <>
              {mainTags.length > 0 && renderGroup(intl.formatMessage(messages.mainTags), mainTags)}
              {additionalTags.length > 0 && renderGroup(intl.formatMessage(messages.additionalTags), additionalTags)}
            </>
          )}
        </div>
      </Collapse>
    </Root>
  );
}
