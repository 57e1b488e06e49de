import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';

export interface AudioSpeedMenuProps {
  id: string;
  /** The speed button while open; null: closed. */
  anchorEl: HTMLElement | null;
  onClose: () => void;
  /** The menu's name ('Playback speed'). */
  label: string;
  /** The speeds offered, with their labels ('1,25×'). */
  rates: { value: number; label: string }[];
  /** The speed chosen now (checked). */
  rate: number;
  onChoose: (rate: number) => void;
}

/** The player's speed menu (AudioPlayer loads it when the speed button is first used). */
export default function AudioSpeedMenu({ id, anchorEl, onClose, label, rates, rate, onChoose }: AudioSpeedMenuProps) {
  return (
    <Menu
      id={id}
      anchorEl={anchorEl}
      open={Boolean(anchorEl)}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ list: { 'aria-label': label, dense: true } }}
    >
      {rates.map(({ value, label: rateLabel }) => (
        <MenuItem key={value} role="menuitemradio" aria-checked={value === rate} selected={value === rate} onClick={() => onChoose(value)}>
          {rateLabel}
        </MenuItem>
      ))}
    </Menu>
  );
}
