import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { styled } from '@mui/material/styles';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import SearchIcon from '@mui/icons-material/Search';
import { layout } from '../../theme/primitives';
import { hashtagText, type HashtagView } from './hashtag';
import { messages } from './HashtagInput.messages';
import { panelSurface } from '../../theme/surfaces';

export interface HashtagInputProps {
  /** The chosen hashtags, shown as chips. */
  selected: HashtagView[];
  /** Hashtags matching the typed text (the page asks POST /search-hashtags). */
  suggestions: HashtagView[];
  /** The typed text changed (empty after a tag is added or the input cleared). */
  onQueryChange: (query: string) => void;
  /** A suggestion was chosen (Enter or click). */
  onAdd: (tag: HashtagView) => void;
  /** A chip's remove button was pressed. */
  onRemove: (tag: HashtagView) => void;
  /** 'Clear': the page empties the chosen tags, the suggestions and the results. */
  onClear: () => void;
  /** The 'Find materials' button (search form); without it there is no button. */
  onSearch?: () => void;
  /** Suggestions are loading. */
  loadingSuggestions?: boolean;
  /** Stick under the site header while the page scrolls (the search form). */
  sticky?: boolean;
}

const Root = styled('div', { name: 'DsHashtagInput', slot: 'Root' })<{ ownerState: { sticky: boolean } }>(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(1.5),
  padding: theme.spacing(2),
  ...panelSurface(theme),
  variants: [
    {
      props: ({ ownerState }: { ownerState: { sticky: boolean } }) => ownerState.sticky,
      style: { position: 'sticky', top: layout.headerHeight + 8, zIndex: theme.zIndex.appBar - 1, boxShadow: theme.shadows[2] },
    },
  ],
}));

const Chips = styled('ul', { name: 'DsHashtagInput', slot: 'Chips' })(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.spacing(1),
  margin: 0,
  padding: 0,
  listStyle: 'none',
}));

const Chip = styled('li', { name: 'DsHashtagInput', slot: 'Chip' })(({ theme }) => ({
  ...theme.typography.body2,
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.spacing(0.25),
  padding: theme.spacing(0.25, 0.25, 0.25, 1.25),
  borderRadius: theme.spacing(2),
  background: theme.palette.primary.main,
  color: theme.palette.primary.contrastText,
  fontWeight: 500,
  '& button': { color: 'inherit', padding: 2 },
}));

const Row = styled('div', { name: 'DsHashtagInput', slot: 'Row' })(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.spacing(1),
  alignItems: 'center',
  '& > .MuiAutocomplete-root': { flex: '1 1 240px', minWidth: 0 },
}));

/**
 * The hashtag input of the educators' tool (spec §2, §4): holds the chosen hashtags as chips and suggests
 * hashtags while typing; Enter or a click adds the highlighted suggestion, a chip's × removes it, 'Clear' empties
 * everything.
 */
export function HashtagInput({
  selected,
  suggestions,
  onQueryChange,
  onAdd,
  onRemove,
  onClear,
  onSearch,
  loadingSuggestions = false,
  sticky = false,
}: HashtagInputProps) {
  const intl = useIntl();
  const hintId = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  // Nothing chosen: the search would find nothing, so it waits for a hashtag and says so (it led to an empty result).
  const nothingChosen = selected.length === 0;
  const chosenIds = new Set(selected.map((tag) => tag.id));
  const options = suggestions.filter((tag) => !chosenIds.has(tag.id));
  const setQuery = (value: string) => {
    setText(value);
    onQueryChange(value);
  };

  return (
    <Root ownerState={{ sticky }}>
      {selected.length > 0 && (
        <Chips aria-label={intl.formatMessage(messages.chosen)}>
          {selected.map((tag) => (
            <Chip key={tag.id}>
              {hashtagText(tag)}
              <IconButton
                size="small"
                aria-label={intl.formatMessage(messages.remove, { tag: hashtagText(tag) })}
                onClick={() => onRemove(tag)}
              >
                <CloseIcon sx={{ fontSize: 16 }} />
              </IconButton>
            </Chip>
          ))}
        </Chips>
      )}
      <Row>
        <Autocomplete<HashtagView, false, true, false>
          options={options}
          value={null as unknown as HashtagView}
          inputValue={text}
          onInputChange={(_, value, reason) => {
            if (reason === 'input') setQuery(value);
          }}
          onChange={(_, tag) => {
            if (tag) {
              onAdd(tag);
              setQuery('');
            }
          }}
          disableClearable
          autoHighlight
          clearOnBlur={false}
          filterOptions={(list) => list}
          getOptionLabel={(tag) => tag.name}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          loading={loadingSuggestions}
          loadingText={intl.formatMessage(messages.loading)}
          noOptionsText={intl.formatMessage(messages.noOptions)}
          open={open && text.trim() !== ''}
          onOpen={() => setOpen(true)}
          onClose={() => setOpen(false)}
          popupIcon={null}
          renderOption={({ key, ...props }, tag) => (
            <li key={key} {...props}>
              {hashtagText(tag)}
            </li>
          )}
          renderInput={(params) => (
            <TextField {...params} label={intl.formatMessage(messages.label)} placeholder={intl.formatMessage(messages.placeholder)} />
          )}
        />
        {onSearch && (
          <Button
            variant="contained"
            size="large"
            startIcon={<SearchIcon />}
            onClick={onSearch}
            disabled={nothingChosen}
            aria-describedby={nothingChosen ? hintId : undefined}
          >
            {intl.formatMessage(messages.search)}
          </Button>
        )}
        <Button
          size="large"
          onClick={() => {
            setText('');
            onClear();
          }}
          disabled={selected.length === 0 && text === '' && suggestions.length === 0}
        >
          {intl.formatMessage(messages.clear)}
        </Button>
      </Row>
      {onSearch && nothingChosen && (
        <Typography variant="body2" color="text.secondary" id={hintId} data-testid="hashtag-search-hint">
          {intl.formatMessage(messages.chooseFirst)}
        </Typography>
      )}
    </Root>
  );
}
