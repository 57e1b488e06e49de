import { useIntl } from 'react-intl';
import { styled } from '@mui/material/styles';
import Button from '@mui/material/Button';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { messages } from './NextMaterialButton.messages';

export interface NextMaterialButtonProps {
  /** Index of the material being read. */
  activeIndex: number;
  /** How many materials the course has. */
  total: number;
  /** Move on to the next material (the page marks the current one viewed, spec §4). */
  onNext: () => void;
  /** Title of the next material, shown under the label. */
  nextTitle?: string;
}

const Root = styled('div', { name: 'DsNextMaterialButton', slot: 'Root' })({
  display: 'flex',
  justifyContent: 'flex-end',
});

const Label = styled('span', { name: 'DsNextMaterialButton', slot: 'Label' })({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  textAlign: 'left',
  lineHeight: 1.3,
});

const NextTitle = styled('span', { name: 'DsNextMaterialButton', slot: 'NextTitle' })(({ theme }) => ({
  ...theme.typography.body2,
  fontWeight: 400,
  overflowWrap: 'anywhere',
}));

/** The 'next' button of a course page: shown while the reader is not on the last material (spec §2). */
export function NextMaterialButton({ activeIndex, total, onNext, nextTitle }: NextMaterialButtonProps) {
  const intl = useIntl();
  if (activeIndex >= total - 1) return null;
  return (
    <Root>
      <Button variant="contained" size="large" onClick={onNext} endIcon={<ArrowForwardIcon />} sx={{ borderRadius: 3, py: 1.25, px: 3, maxWidth: 480 }}>
        <Label>
          <span>{intl.formatMessage(messages.next)}</span>
          {nextTitle && <NextTitle>{nextTitle}</NextTitle>}
        </Label>
      </Button>
    </Root>
  );
}
