import { styled } from '@mui/material/styles';
import ButtonBase from '@mui/material/ButtonBase';

/** A hashtag of the educators' tool (spec §3). */
export interface HashtagView {
  id: number;
  name: string;
}

/** A category of hashtags, as the all-hashtags answer groups them. */
export interface HashtagCategory {
  name: string;
  tags: HashtagView[];
}

/** How a hashtag is written: #name. */
export const hashtagText = (tag: HashtagView) => `#${tag.name}`;

/** Category object of POST /api/get-all-hashtags (groupe_by_category=1) → the ordered list the parts take. */
export const hashtagCategoriesFrom = (grouped: Record<string, HashtagView[]>): HashtagCategory[] =>
  Object.entries(grouped).map(([name, tags]) => ({ name, tags }));

/** A hashtag as a toggle button (aria-pressed): outlined, filled with the primary colour when chosen. */
export const HashtagToggle = styled(ButtonBase, { name: 'DsHashtag', slot: 'Toggle' })(({ theme }) => ({
  ...theme.typography.body2,
  fontWeight: 500,
  padding: theme.spacing(0.5, 1.25),
  maxWidth: '100%',
  overflowWrap: 'anywhere',
  textAlign: 'left',
  borderRadius: theme.spacing(2),
  border: `1px solid ${theme.palette.divider}`,
  background: theme.palette.background.paper,
  color: theme.palette.text.primary,
  '&:hover': { borderColor: theme.palette.primary.main },
  '&[aria-pressed="true"]': {
    background: theme.palette.primary.main,
    borderColor: theme.palette.primary.main,
    color: theme.palette.primary.contrastText,
  },
}));
