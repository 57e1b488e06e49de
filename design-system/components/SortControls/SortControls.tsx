import { useId } from 'react';
import { useIntl } from 'react-intl';
import { styled } from '@mui/material/styles';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import type { SortKey } from '../../types';
import { messages } from './SortControls.messages';

export interface SortControlsProps {
  /** date (default) or popular. */
  sort: SortKey;
  /** The order-direction flag (spec: default false = newest / most popular first). */
  reversed: boolean;
  onSortChange: (sort: SortKey) => void;
  onReversedChange: (reversed: boolean) => void;
}

const Root = styled('div', { name: 'DsSortControls', slot: 'Root' })(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  columnGap: theme.spacing(2),
}));

/** Sort radio (date / popular) and the order-direction checkbox of the lists. */
export function SortControls({ sort, reversed, onSortChange, onReversedChange }: SortControlsProps) {
  const intl = useIntl();
  const labelId = useId();
  return (
    <Root>
      <Typography id={labelId} variant="body2" color="text.secondary" component="span">
        {intl.formatMessage(messages.label)}
      </Typography>
      <RadioGroup
        row
        aria-labelledby={labelId}
        value={sort}
        onChange={(event) => onSortChange(event.target.value as SortKey)}
      >
        <FormControlLabel value="date" control={<Radio size="small" />} label={intl.formatMessage(messages.date)} />
        <FormControlLabel value="popular" control={<Radio size="small" />} label={intl.formatMessage(messages.popular)} />
      </RadioGroup>
      <FormControlLabel
        control={<Checkbox size="small" checked={reversed} onChange={(event) => onReversedChange(event.target.checked)} />}
        label={intl.formatMessage(messages.reverse)}
      />
    </Root>
  );
}
