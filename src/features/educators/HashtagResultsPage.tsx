import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import TuneIcon from '@mui/icons-material/Tune';
import { HashtagInput, HashtagResults, TagDrawer, hashtagCategoriesFrom, type HashtagView } from '../../../design-system';
import { useLocale } from '../../shared/useLocale';
import { usePageHead } from '../../shared/head';
import type { PageRoute } from '../../shared/pageRoute';
import { useAuth } from '../../auth/AuthProvider';
import { hashtagsById, readTagIds, useAllHashtags, useHashtagResults, useHashtagSuggestions } from './api';
import { educatorsMessages as m } from './messages';
import { ContactBlock, Landing } from './Landing';
import { PrintButton, printStyles, SaveSelectionButton } from './Selections';

/**
 * /{locale}/hashtags-search-result?tags=… (spec §2): the tag drawer by collapsible category, the input with the
 * chosen tags, the count line and the masonry of materials carrying every chosen hashtag; every change reloads
 * (the tags live in the address). The results are the educators' (card_access 1); everyone else sees the
 * landing. The contact block shows for everyone.
 */
export function HashtagResultsPage() {
  const intl = useIntl();
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const ids = readTagIds(params);
  const { current, status } = useAuth();
  const educator = current?.user.card_access === 1;
  const { grouped } = useAllHashtags(locale);
  const byId = hashtagsById(grouped);
  const selected: HashtagView[] = ids.map((id) => byId.get(id) ?? { id, name: String(id) });
  const [query, setQuery] = useState('');
  const { suggestions, loading: suggesting } = useHashtagSuggestions(locale, query);
  const { groups, error, loading } = useHashtagResults(locale, ids, educator);
  const [drawerOpen, setDrawerOpen] = useState(false);
  usePageHead({ title: intl.formatMessage(m.resultsTitle), noindex: true });

  const setIds = (next: number[]) => setParams(next.length ? { tags: next.join(',') } : {}, { replace: true });
  const toggle = (tag: HashtagView) => setIds(ids.includes(tag.id) ? ids.filter((id) => id !== tag.id) : [...ids, tag.id]);
  const categories = grouped ? hashtagCategoriesFrom(grouped) : [];

  return (
    <Stack spacing={3} sx={{ pb: 4 }}>
      {printStyles}
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
        {intl.formatMessage(m.resultsTitle)}
      </Typography>
      {status === 'signedIn' && !educator ? (
        <>
          <Alert severity="info">{intl.formatMessage(m.noAccess)}</Alert>
          <Landing />
        </>
      ) : status !== 'signedIn' && status !== 'loading' ? (
        <Landing />
      ) : (
        <Box sx={{ display: 'flex', gap: 3, alignItems: 'flex-start' }}>
          <Box className="no-print" sx={{ display: { xs: 'none', md: 'block' }, flex: '0 0 280px', position: 'sticky', top: 80 }}>
            <TagDrawer variant="permanent" categories={categories} selectedIds={ids} onToggle={toggle} loading={!grouped} />
          </Box>
          <Stack spacing={2} sx={{ flex: 1, minWidth: 0 }}>
            <Box className="no-print" sx={{ display: { xs: 'block', md: 'none' } }}>
              <Button variant="outlined" startIcon={<TuneIcon />} onClick={() => setDrawerOpen(true)}>
                {intl.formatMessage(m.chooseTags)}
              </Button>
              <TagDrawer
                variant="temporary"
                open={drawerOpen}
                onClose={() => setDrawerOpen(false)}
                categories={categories}
                selectedIds={ids}
                onToggle={toggle}
                loading={!grouped}
              />
            </Box>
            <div className="no-print">
              <HashtagInput
                selected={selected}
                suggestions={suggestions.filter((s) => !ids.includes(s.id))}
                loadingSuggestions={suggesting}
                onQueryChange={setQuery}
                onAdd={(tag) => !ids.includes(tag.id) && setIds([...ids, tag.id])}
                onRemove={(tag) => setIds(ids.filter((id) => id !== tag.id))}
                onClear={() => {
                  setQuery('');
                  setIds([]);
                }}
              />
            </div>
            {educator && ids.length > 0 && (
              <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
                <SaveSelectionButton ids={ids} />
                <PrintButton />
              </Stack>
            )}
            {error ? <Alert severity="error">{intl.formatMessage(m.loadError)}</Alert> : null}
            <HashtagResults
              selectedCount={ids.length}
              loading={status === 'loading' || (ids.length > 0 && loading && !groups)}
              selectedIds={ids}
              groups={(ids.length ? (groups ?? []) : []).map((group) => ({
                title: group.title,
                items: group.items.map((item) => ({
                  title: item.title,
                  link: item.link,
                  hashtags: item.hashtags,
                  created_at: item.created_at,
                  chapters: item.searchdata.chapters,
                })),
              }))}
            />
          </Stack>
        </Box>
      )}
      <div className="no-print">
        <ContactBlock />
      </div>
    </Stack>
  );
}

export const route: PageRoute = { Component: HashtagResultsPage };
