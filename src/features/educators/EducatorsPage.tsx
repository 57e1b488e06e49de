import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { DismissibleHint, HashtagInput, HashtagTable, hashtagCategoriesFrom, type HashtagView } from '../../../design-system';
import { useLocale } from '../../shared/useLocale';
import { usePageHead } from '../../shared/head';
import type { PageRoute } from '../../shared/pageRoute';
import { paths } from '../../shared/paths';
import { useAuth } from '../../auth/AuthProvider';
import { useAllHashtags, useHashtagSuggestions } from './api';
import { educatorsMessages as m } from './messages';
import { ContactBlock, EducatorsBanner, Landing } from './Landing';
import { SelectionsPanel } from './Selections';

const HINT_KEY = 'educators_hint_dismissed';

/**
 * /ru/da-for-educators (spec §1, §2; ru only): for card_access 1 the hashtag search form — banner, dismissible
 * hint, sticky input with the chosen tags and suggestions, 'Поиск материалов', the table of all hashtags by
 * category, the educator's saved selections and 'contact us'; for everyone else the landing. The server renders
 * the visitor's view (the landing); the form replaces it after hydration for an educator.
 */
export function EducatorsPage() {
  const intl = useIntl();
  const { current, status } = useAuth();
  usePageHead({ title: intl.formatMessage(m.title), description: intl.formatMessage(m.bannerText) });
  if (status === 'loading') return <Skeleton variant="rounded" height={320} data-testid="educators-loading" />;
  if (current?.user.card_access === 1) return <EducatorsForm />;
  return (
    <Stack spacing={4} sx={{ py: { xs: 1, md: 3 } }}>
      <Landing />
    </Stack>
  );
}

function EducatorsForm() {
  const locale = useLocale();
  const navigate = useNavigate();
  const [selected, setSelected] = useState<HashtagView[]>([]);
  const [query, setQuery] = useState('');
  const { suggestions, loading } = useHashtagSuggestions(locale, query);
  const { grouped } = useAllHashtags(locale);
  // Only mounted in the browser (after the reader is known), so the stored choice can be read here.
  const [hintDismissed] = useState(() => localStorage.getItem(HINT_KEY) === '1');
  const toggle = (tag: HashtagView) =>
    setSelected((list) => (list.some((t) => t.id === tag.id) ? list.filter((t) => t.id !== tag.id) : [...list, tag]));

  return (
    <Stack spacing={3} sx={{ pb: 4 }}>
      <EducatorsBanner />
      <DismissibleHint defaultDismissed={hintDismissed} onDismiss={() => localStorage.setItem(HINT_KEY, '1')} />
      <HashtagInput
        sticky
        selected={selected}
        suggestions={suggestions.filter((s) => !selected.some((t) => t.id === s.id))}
        loadingSuggestions={loading}
        onQueryChange={setQuery}
        onAdd={(tag) => setSelected((list) => (list.some((t) => t.id === tag.id) ? list : [...list, tag]))}
        onRemove={(tag) => setSelected((list) => list.filter((t) => t.id !== tag.id))}
        onClear={() => {
          setSelected([]);
          setQuery('');
        }}
        onSearch={() => navigate(paths.hashtagsResult(locale, selected.map((t) => t.id)))}
      />
      <HashtagTable
          categories={grouped ? hashtagCategoriesFrom(grouped) : []}
          loading={!grouped}
          selectedIds={selected.map((t) => t.id)}
          onToggle={toggle}
        />
      <SelectionsPanel />
      <ContactBlock />
    </Stack>
  );
}

export const route: PageRoute = { Component: EducatorsPage };
