import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { styled, type Theme } from '@mui/material/styles';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import ListItemButton from '@mui/material/ListItemButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import CloseIcon from '@mui/icons-material/Close';
import { messages } from './HeaderSearch.messages';
import { useTypedBeforeHydration } from '../../lib/useTypedBeforeHydration';

/** At most this many results of a group are listed; above it the group gets a 'more' button (spec §9). */
export const SEARCH_GROUP_LIMIT = 3;

export type SearchGroupKey = 'materials' | 'courses' | 'chapters';

export interface SearchResultItem {
  id: number | string;
  title: string;
  /** Where the result leads (a material, a course, /books/chapter/{slug} …). */
  href: string;
  /** Thumbnail URL (already resolved, e.g. /storage/...). */
  image?: string | null;
  /** Text around the matches, sanitised HTML with each match in <mark>. */
  snippet?: string;
  /** A line above the title, e.g. a chapter's book and section. */
  label?: string;
}

export interface SearchResultGroup {
  key: SearchGroupKey;
  /** The results answered; only the first 3 are listed. */
  items: SearchResultItem[];
  /** All matches of the group; above 3 the 'more' button shows. */
  count: number;
  /** The count is an estimate (the server's *_count_estimated): 'more' says "about N". */
  countEstimated?: boolean;
  /** Where 'more' leads (e.g. the search page); without it the button only calls `onMore`. */
  moreHref?: string;
}

export interface HeaderSearchProps {
  /** The text typed (controlled). Leave out to let the field keep it. */
  query?: string;
  /** The initial text when uncontrolled. */
  defaultQuery?: string;
  /**
   * Every change of the text, at once: the app waits 500 ms (spec §9) before searching. An empty (or
   * blank) query means "clear the results"; the panel hides at once.
   */
  onQueryChange?: (query: string) => void;
  /** Results of the current query by group; `null`/`undefined` while nothing has been asked. */
  results?: SearchResultGroup[] | null;
  /**
   * "Did you mean": the query corrected by the server when the query as typed found nothing; the results
   * are of this corrected query. Shown at the top of the panel.
   */
  suggestion?: string | null;
  /** The suggestion was chosen (e.g. put it into the field). */
  onSuggestion?: (suggestion: string) => void;
  /** A search is under way: a spinner in the field, 'Searching…' until results arrive. */
  loading?: boolean;
  /** Enter pressed with results present (spec §5): go to the search page. Not called when nothing was found. */
  onSubmit?: (query: string) => void;
  /** The 'more' button of a group (shown when its count is above 3). */
  onMore?: (group: SearchGroupKey, query: string) => void;
  /** A result was chosen (its link navigates too). */
  onSelect?: (item: SearchResultItem, group: SearchGroupKey) => void;
  /** The person closed the panel: Escape, a click outside, a result or 'more' chosen. */
  onClose?: () => void;
  /**
   * Changing this value closes the panel: pass the route's path so it closes on navigation (spec §4).
   * `onClose` is not called then: the app made the change.
   */
  closeKey?: unknown;
  /** Show the panel on first render (stories). */
  defaultOpen?: boolean;
  /** Below the md breakpoint the field folds into a button; start unfolded (stories). */
  defaultExpanded?: boolean;
}

const Root = styled('div', { name: 'DsHeaderSearch', slot: 'Root' })({ display: 'flex', alignItems: 'center' });

const OpenButton = styled(IconButton, { name: 'DsHeaderSearch', slot: 'OpenButton' })(({ theme }) => ({
  [theme.breakpoints.up('md')]: { display: 'none' },
}));

const Field = styled('form', {
  name: 'DsHeaderSearch',
  slot: 'Field',
  shouldForwardProp: (prop) => prop !== 'expanded',
})<{ expanded: boolean }>(({ theme }) => ({
  // Phone and tablet: over the whole header bar, when unfolded.
  display: 'none',
  position: 'absolute',
  top: 0,
  left: 0,
  right: 0,
  height: '100%',
  alignItems: 'center',
  gap: theme.spacing(1),
  padding: theme.spacing(0, 1, 0, 2),
  background: theme.palette.background.paper,
  zIndex: 2,
  variants: [{ props: { expanded: true }, style: { display: 'flex' } }],
  [theme.breakpoints.up('md')]: { display: 'flex', position: 'relative', height: 'auto', padding: 0, background: 'none' },
}));

const Input = styled(InputBase, { name: 'DsHeaderSearch', slot: 'Input' })(({ theme }) => ({
  flexGrow: 1,
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: 999,
  padding: theme.spacing(0.25, 1.5),
  fontSize: '0.95rem',
  background: theme.palette.background.default,
  '&.Mui-focused': { borderColor: theme.palette.primary.main, boxShadow: `0 0 0 2px ${theme.palette.primary.light}` },
  '& input::-webkit-search-cancel-button': { display: 'none' },
  [theme.breakpoints.up('md')]: { width: 260 },
}));

const CloseButton = styled(IconButton, { name: 'DsHeaderSearch', slot: 'CloseButton' })(({ theme }) => ({
  [theme.breakpoints.up('md')]: { display: 'none' },
}));

const Panel = styled(Paper, { name: 'DsHeaderSearch', slot: 'Panel' })(({ theme }) => ({
  position: 'absolute',
  top: '100%',
  left: theme.spacing(1),
  right: theme.spacing(1),
  marginTop: theme.spacing(0.5),
  maxHeight: '70vh',
  overflowY: 'auto',
  padding: theme.spacing(1, 0),
  border: `1px solid ${theme.palette.divider}`,
  boxShadow: theme.shadows[8],
  zIndex: theme.zIndex.modal,
  [theme.breakpoints.up('md')]: { left: 'auto', right: 0, width: 440, marginTop: theme.spacing(1.5) },
}));

const GroupHead = styled('div', { name: 'DsHeaderSearch', slot: 'GroupHead' })(({ theme }) => ({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  padding: theme.spacing(1, 2, 0.5),
}));

/** The option the arrow keys reached (aria-activedescendant: focus stays in the field) looks focused. */
const activeOption = (theme: Theme) => ({
  '&[data-active="true"]': {
    background: theme.palette.action.hover,
    outline: `2px solid ${theme.palette.primary.dark}`,
    outlineOffset: -2,
  },
});

const Item = styled(ListItemButton, { name: 'DsHeaderSearch', slot: 'Item' })(({ theme }) => ({
  alignItems: 'flex-start',
  gap: theme.spacing(1.5),
  padding: theme.spacing(1, 2),
  ...activeOption(theme),
})) as typeof ListItemButton;

const MoreButton = styled(Button, { name: 'DsHeaderSearch', slot: 'More' })(({ theme }) => activeOption(theme)) as typeof Button;

const Thumb = styled('img', { name: 'DsHeaderSearch', slot: 'Thumb' })(({ theme }) => ({
  display: 'block',
  flexShrink: 0,
  width: 48,
  height: 48,
  objectFit: 'cover',
  borderRadius: theme.shape.borderRadius,
  background: theme.palette.divider,
}));

const Snippet = styled('div', { name: 'DsHeaderSearch', slot: 'Snippet' })(({ theme }) => ({
  ...theme.typography.body2,
  color: theme.palette.text.secondary,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  '& p': { margin: 0 },
  '& mark': { background: theme.palette.secondary.light, color: theme.palette.text.primary, padding: 0 },
}));

const Status = styled('div', { name: 'DsHeaderSearch', slot: 'Status' })(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing(1),
  padding: theme.spacing(1.5, 2),
  color: theme.palette.text.secondary,
  ...theme.typography.body2,
}));

/**
 * The header's live search: a field and a panel of results grouped into materials, courses and chapters,
 * at most 3 of each with a 'more' button when a group has more. Presentational: the app debounces
 * `onQueryChange` (500 ms), fetches and passes `results` and `loading` back.
 *
 * Below the md breakpoint the field folds into a search button; unfolded, it covers its nearest positioned
 * ancestor (in AppHeader's `search` slot: the header bar) and the panel hangs below it.
 */
export function HeaderSearch({
  query: queryProp,
  defaultQuery = '',
  onQueryChange,
  results,
  suggestion,
  onSuggestion,
  loading = false,
  onSubmit,
  onMore,
  onSelect,
  onClose,
  closeKey,
  defaultOpen = false,
  defaultExpanded = false,
}: HeaderSearchProps) {
  const intl = useIntl();
  const panelId = useId();
  const listboxId = `${panelId}-listbox`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [ownQuery, setOwnQuery] = useState(defaultQuery);
  // The panel is open for the closeKey it was opened with: a new key (a new route) closes it.
  const [openFor, setOpenFor] = useState<{ key: unknown } | null>(defaultOpen ? { key: closeKey } : null);
  const [expanded, setExpanded] = useState(defaultExpanded);
  const query = queryProp ?? ownQuery;
  const blank = query.trim() === '';
  const open = openFor !== null && Object.is(openFor.key, closeKey);
  const setOpen = (value: boolean) => setOpenFor(value ? { key: closeKey } : null);

  const close = () => {
    if (open) onClose?.();
    setOpen(false);
  };

  const groups = (results ?? []).filter((group) => group.items.length > 0);
  const found = groups.length > 0;
  const showPanel = open && !blank && (loading || results != null);

  // The combobox's options in arrow-key order (WAI-ARIA combobox with a listbox): each group's results, then its
  // 'more'. The active one is kept by id: new results without it make none active.
  const optionId = (group: SearchGroupKey, item: SearchResultItem | 'more') => `${panelId}-${group}-${item === 'more' ? 'more' : item.id}`;
  const optionIds = showPanel
    ? groups.flatMap((group) => [
        ...group.items.slice(0, SEARCH_GROUP_LIMIT).map((item) => optionId(group.key, item)),
        ...(group.count > SEARCH_GROUP_LIMIT ? [optionId(group.key, 'more')] : []),
      ])
    : [];
  const [activeId, setActiveId] = useState<string | null>(null);
  const active = activeId !== null && optionIds.includes(activeId) ? activeId : null;
  const moveActive = (step: 1 | -1) => {
    if (optionIds.length === 0) return;
    const at = active === null ? (step === 1 ? -1 : optionIds.length) : optionIds.indexOf(active);
    const next = at + step;
    // Past either end the field itself is active again (no option), as the APG example does.
    const id = next < 0 || next >= optionIds.length ? null : optionIds[next];
    setActiveId(id);
    if (id) document.getElementById(id)?.scrollIntoView({ block: 'nearest' });
  };

  const change = (value: string) => {
    if (queryProp === undefined) setOwnQuery(value);
    setOpen(value.trim() !== '');
    onQueryChange?.(value.trim() === '' ? '' : value);
  };
  useTypedBeforeHydration(inputRef, query, change);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Enter on an option the arrows reached opens it, as a click would.
    if (active) {
      document.getElementById(active)?.click();
      return;
    }
    if (blank || !found) return;
    onSubmit?.(query.trim());
    close();
  };

  const keyDown = (event: KeyboardEvent) => {
    if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && event.target === inputRef.current) {
      event.preventDefault();
      if (!open && !blank) setOpen(true);
      else moveActive(event.key === 'ArrowDown' ? 1 : -1);
      return;
    }
    if (event.key === 'Escape') {
      if (active) setActiveId(null);
      else if (open) close();
      else if (expanded) setExpanded(false);
    }
  };

  return (
    <ClickAwayListener onClickAway={close}>
      <Root>
        <OpenButton
          aria-label={intl.formatMessage(messages.open)}
          aria-expanded={expanded}
          onClick={() => {
            setExpanded(true);
            setTimeout(() => inputRef.current?.focus());
          }}
        >
          <SearchIcon />
        </OpenButton>
        <Field role="search" expanded={expanded} onSubmit={submit} onKeyDown={keyDown}>
          <Input
            inputRef={inputRef}
            type="search"
            value={query}
            placeholder={intl.formatMessage(messages.placeholder)}
            onChange={(event) => {
              setActiveId(null);
              change(event.target.value);
            }}
            onFocus={() => !blank && setOpen(true)}
            inputProps={{
              role: 'combobox',
              'aria-label': intl.formatMessage(messages.label),
              'aria-autocomplete': 'list',
              'aria-expanded': showPanel && found,
              'aria-controls': showPanel && found ? listboxId : undefined,
              'aria-activedescendant': active ?? undefined,
              autoComplete: 'off',
              enterKeyHint: 'search',
            }}
            startAdornment={
              <IconButton type="submit" size="small" edge="start" aria-label={intl.formatMessage(messages.submit)} sx={{ mr: 0.5 }}>
                <SearchIcon fontSize="small" />
              </IconButton>
            }
            endAdornment={
              loading ? (
                <CircularProgress size={16} aria-label={intl.formatMessage(messages.loading)} />
              ) : !blank ? (
                <IconButton size="small" edge="end" aria-label={intl.formatMessage(messages.clear)} onClick={() => change('')}>
                  <CloseIcon fontSize="small" />
                </IconButton>
              ) : null
            }
          />
          <CloseButton
            aria-label={intl.formatMessage(messages.close)}
            onClick={() => {
              close();
              setExpanded(false);
            }}
          >
            <CloseIcon />
          </CloseButton>
          {showPanel && (
            <Panel id={panelId} role="region" aria-label={intl.formatMessage(messages.results)} aria-busy={loading}>
              {!found && loading && (
                <Status role="status">
                  <CircularProgress size={16} color="inherit" aria-hidden />
                  {intl.formatMessage(messages.loading)}
                </Status>
              )}
              {!found && !loading && <Status role="status">{intl.formatMessage(messages.notFound)}</Status>}
              {suggestion && found && (
                <Status data-testid="search-suggestion">
                  {intl.formatMessage(messages.didYouMean)}
                  <Button
                    size="small"
                    sx={{ textTransform: 'none', p: 0, minWidth: 0, fontWeight: 600 }}
                    onClick={() => {
                      if (queryProp === undefined) setOwnQuery(suggestion);
                      onSuggestion?.(suggestion);
                    }}
                  >
                    {suggestion}
                  </Button>
                </Status>
              )}
              {found && (
                <div role="listbox" id={listboxId} aria-label={intl.formatMessage(messages.results)}>
                  {groups.map((group) => {
                    const title = intl.formatMessage(messages[group.key]);
                    const headId = `${panelId}-${group.key}-head`;
                    const moreId = optionId(group.key, 'more');
                    return (
                      <div key={group.key} role="group" aria-labelledby={headId}>
                        <GroupHead>
                          <Typography variant="overline" component="div" id={headId} color="text.secondary" sx={{ lineHeight: 1.5 }}>
                            {title}
                          </Typography>
                          {group.count > SEARCH_GROUP_LIMIT && (
                            <MoreButton
                              size="small"
                              id={moreId}
                              role="option"
                              aria-selected={active === moreId}
                              data-active={active === moreId}
                              tabIndex={-1}
                              href={group.moreHref}
                              onClick={() => {
                                onMore?.(group.key, query.trim());
                                close();
                              }}
                            >
                              {intl.formatMessage(group.countEstimated ? messages.moreAbout : messages.more, { count: group.count })}
                            </MoreButton>
                          )}
                        </GroupHead>
                        {group.items.slice(0, SEARCH_GROUP_LIMIT).map((item) => (
                          <Item
                            key={item.id}
                            id={optionId(group.key, item)}
                            role="option"
                            aria-selected={active === optionId(group.key, item)}
                            data-active={active === optionId(group.key, item)}
                            tabIndex={-1}
                            href={item.href}
                            onClick={() => {
                              onSelect?.(item, group.key);
                              close();
                            }}
                          >
                            {item.image ? (
                              <Thumb src={item.image} alt="" width={48} height={48} />
                            ) : (
                              item.image === null && <Thumb as="span" aria-hidden />
                            )}
                            <div style={{ minWidth: 0 }}>
                              {item.label && (
                                <Typography variant="caption" color="text.secondary" component="div">
                                  {item.label}
                                </Typography>
                              )}
                              <Typography variant="subtitle2" component="div" sx={{ lineHeight: 1.35 }}>
                                {item.title}
                              </Typography>
                              {item.snippet && <Snippet dangerouslySetInnerHTML={{ __html: item.snippet }} />}
                            </div>
                          </Item>
                        ))}
                      </div>
                    );
                  })}
                </div>
              )}
            </Panel>
          )}
        </Field>
      </Root>
    </ClickAwayListener>
  );
}
