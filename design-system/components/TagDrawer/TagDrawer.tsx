import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { styled } from '@mui/material/styles';
import ButtonBase from '@mui/material/ButtonBase';
import Collapse from '@mui/material/Collapse';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { hashtagText, type HashtagCategory, type HashtagView } from '../HashtagInput/hashtag';
import { messages } from './TagDrawer.messages';
import { panelSurface } from '../../theme/surfaces';

export interface TagDrawerProps {
  /** All hashtags grouped by category, in order. */
  categories: HashtagCategory[];
  /** Ids of the chosen hashtags (marked with a tick). */
  selectedIds: number[];
  /** A hashtag was clicked: the page adds or removes it and reloads the results. */
  onToggle: (tag: HashtagView) => void;
  /**
   * permanent: a panel beside the results (wide screens); temporary: a drawer over the page (phones), shown while
   * `open`.
   */
  variant?: 'permanent' | 'temporary';
  open?: boolean;
  onClose?: () => void;
  /** Categories open on first render; by default those holding a chosen hashtag. */
  defaultExpanded?: string[];
  loading?: boolean;
}

const Panel = styled('aside', { name: 'DsTagDrawer', slot: 'Panel' })(({ theme }) => ({
  width: '100%',
  maxWidth: 320,
  ...panelSurface(theme),
  padding: theme.spacing(1.5, 1),
}));

const Header = styled('div', { name: 'DsTagDrawer', slot: 'Header' })(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  padding: theme.spacing(0, 1, 1),
}));

const CategoryButton = styled(ButtonBase, { name: 'DsTagDrawer', slot: 'CategoryButton' })(({ theme }) => ({
  width: '100%',
  display: 'flex',
  justifyContent: 'space-between',
  gap: theme.spacing(1),
  padding: theme.spacing(1),
  borderRadius: theme.shape.borderRadius,
  ...theme.typography.subtitle1,
  fontWeight: 600,
  textAlign: 'left',
  '&:hover': { background: theme.palette.action.hover },
}));

const Badge = styled('span', { name: 'DsTagDrawer', slot: 'Badge' })(({ theme }) => ({
  ...theme.typography.caption,
  fontWeight: 700,
  padding: theme.spacing(0, 1),
  borderRadius: theme.spacing(1.5),
  background: theme.palette.primary.light,
  color: theme.palette.primary.dark,
}));

const TagList = styled('ul', { name: 'DsTagDrawer', slot: 'TagList' })(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: theme.spacing(0, 0, 1, 1),
}));

const TagButton = styled(ButtonBase, { name: 'DsTagDrawer', slot: 'TagButton' })(({ theme }) => ({
  width: '100%',
  display: 'flex',
  justifyContent: 'space-between',
  gap: theme.spacing(1),
  padding: theme.spacing(0.5, 1),
  borderRadius: theme.shape.borderRadius,
  ...theme.typography.body2,
  textAlign: 'left',
  overflowWrap: 'anywhere',
  color: theme.palette.text.secondary,
  '&:hover': { background: theme.palette.action.hover },
  '&[aria-pressed="true"]': { color: theme.palette.primary.dark, fontWeight: 700, background: theme.palette.primary.light },
}));

function CategorySection({
  category,
  selectedIds,
  onToggle,
  defaultOpen,
}: {
  category: HashtagCategory;
  selectedIds: number[];
  onToggle: (tag: HashtagView) => void;
  defaultOpen: boolean;
}) {
  const intl = useIntl();
  const [open, setOpen] = useState(defaultOpen);
  const listId = useId();
  const chosen = category.tags.filter((tag) => selectedIds.includes(tag.id)).length;
  return (
    <li>
      <CategoryButton aria-expanded={open} aria-controls={listId} onClick={() => setOpen((value) => !value)}>
        <span>{category.name}</span>
        <span style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
          {chosen > 0 && <Badge>{intl.formatMessage(messages.chosenCount, { count: chosen })}</Badge>}
          <ExpandMoreIcon fontSize="small" sx={{ transform: open ? 'rotate(180deg)' : 'none' }} aria-hidden />
        </span>
      </CategoryButton>
      <Collapse in={open} id={listId} unmountOnExit>
        <TagList aria-label={category.name}>
          {category.tags.map((tag) => {
            const selected = selectedIds.includes(tag.id);
            return (
              <li key={tag.id}>
                <TagButton aria-pressed={selected} onClick={() => onToggle(tag)}>
                  <span>{hashtagText(tag)}</span>
                  {selected && <CheckIcon fontSize="small" titleAccess={intl.formatMessage(messages.chosen)} />}
                </TagButton>
              </li>
            );
          })}
        </TagList>
      </Collapse>
    </li>
  );
}

/**
 * The hashtag drawer of the results page (spec §2): categories that open and close, hashtags that toggle, the
 * chosen ones ticked with a count per category.
 */
export function TagDrawer({
  categories,
  selectedIds,
  onToggle,
  variant = 'permanent',
  open = false,
  onClose,
  defaultExpanded,
  loading = false,
}: TagDrawerProps) {
  const intl = useIntl();
  const titleId = useId();
  const expanded = (category: HashtagCategory) =>
    defaultExpanded ? defaultExpanded.includes(category.name) : category.tags.some((tag) => selectedIds.includes(tag.id));

  const panel = (
    <Panel aria-labelledby={titleId} aria-busy={loading || undefined} sx={variant === 'temporary' ? { border: 0, borderRadius: 0, maxWidth: 'none' } : undefined}>
      <Header>
        <Typography variant="h6" component="h2" id={titleId}>
          {intl.formatMessage(messages.title)}
        </Typography>
        {variant === 'temporary' && (
          <IconButton aria-label={intl.formatMessage(messages.close)} onClick={onClose}>
            <CloseIcon />
          </IconButton>
        )}
      </Header>
      {loading ? (
        <div role="status" aria-label={intl.formatMessage(messages.loading)}>
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} variant="text" sx={{ mx: 1, fontSize: '1.25rem' }} width={`${80 - i * 10}%`} />
          ))}
        </div>
      ) : categories.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ px: 1 }}>
          {intl.formatMessage(messages.empty)}
        </Typography>
      ) : (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {categories.map((category) => (
            <CategorySection
              key={category.name}
              category={category}
              selectedIds={selectedIds}
              onToggle={onToggle}
              defaultOpen={expanded(category)}
            />
          ))}
        </ul>
      )}
    </Panel>
  );

  if (variant === 'permanent') return panel;
  return (
    <Drawer anchor="left" open={open} onClose={onClose} slotProps={{ paper: { sx: { width: 'min(320px, 90vw)' } } }}>
      {panel}
    </Drawer>
  );
}
