import { styled, type Theme } from '@mui/material/styles';
import ButtonBase from '@mui/material/ButtonBase';
import type { TagView } from '../../types';
import { tagBackground } from '../../lib/tagColor';

export interface TagChipProps {
  tag: TagView;
  /** Shown as chosen: additional tags fill with the primary colour, main tags get a ring. */
  selected?: boolean;
  /** Makes the chip a toggle button; without it the chip is a plain label. */
  onClick?: (tag: TagView) => void;
  size?: 'small' | 'medium';
}

interface OwnerState {
  main: boolean;
  selected: boolean;
  size: 'small' | 'medium';
  background: string;
}

const chipStyle = ({ theme, ownerState }: { theme: Theme; ownerState: OwnerState }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  borderRadius: 999,
  fontFamily: theme.typography.fontFamily,
  fontWeight: 500,
  lineHeight: 1.2,
  whiteSpace: 'nowrap' as const,
  border: '1px solid',
  fontSize: ownerState.size === 'small' ? '0.75rem' : '0.875rem',
  padding: ownerState.size === 'small' ? '3px 10px' : '6px 14px',
  ...(ownerState.main
    ? { background: ownerState.background, color: theme.palette.common.white, borderColor: 'transparent' }
    : ownerState.selected
      ? { background: theme.palette.primary.main, color: theme.palette.primary.contrastText, borderColor: theme.palette.primary.main }
      : { background: theme.palette.background.paper, color: theme.palette.text.primary, borderColor: theme.palette.divider }),
  ...(ownerState.main && ownerState.selected
    ? { boxShadow: `0 0 0 2px ${theme.palette.background.paper}, 0 0 0 4px ${theme.palette.text.primary}` }
    : {}),
});

const LabelRoot = styled('span', { name: 'DsTagChip', slot: 'Root' })<{ ownerState: OwnerState }>(chipStyle);

const ButtonRoot = styled(ButtonBase, { name: 'DsTagChip', slot: 'Button' })<{ ownerState: OwnerState }>((props) => ({
  ...chipStyle(props),
  cursor: 'pointer',
}));

/** A tag: main tags wear their colour or gradient, additional tags are outlined. */
export function TagChip({ tag, selected = false, onClick, size = 'small' }: TagChipProps) {
  const ownerState = { main: tag.type === 0, selected, size, background: tagBackground(tag) };
  if (!onClick) {
    return (
      <LabelRoot ownerState={ownerState} data-tag-id={tag.id}>
        {tag.name}
      </LabelRoot>
    );
  }
  return (
    <ButtonRoot ownerState={ownerState} aria-pressed={selected} onClick={() => onClick(tag)} data-tag-id={tag.id}>
      {tag.name}
    </ButtonRoot>
  );
}
