import { useState } from 'react';
import { useIntl } from 'react-intl';
import Stack from '@mui/material/Stack';
import { MaterialCard } from '../../../design-system';
import { useLocale } from '../../shared/useLocale';
import type { PageRoute } from '../../shared/pageRoute';
import { materialToCard } from '../../shared/cards';
import { intlLocale } from '../../i18n';
import { clearViewedMaterials, removeViewedMaterial, useViewedMaterials, type ProfileSort } from './api';
import { profileMessages as m } from './messages';
import { ClearAllButton, MaterialBookmark, ProfileCards, RemoveButton, SortToggle } from './ProfileListParts';

/**
 * /{locale}/profile/materials: the materials the reader opened, last opened first (or by popularity); one or
 * all can be removed from the history (beyond the spec; the reading progress is kept).
 */
export function ProfileMaterialsPage() {
  const intl = useIntl();
  const locale = useLocale();
  const [sort, setSort] = useState<ProfileSort>('date');
  const { data, error, mutate } = useViewedMaterials(locale, sort);
  const date = (iso: string) => new Intl.DateTimeFormat(intlLocale[locale], { dateStyle: 'long' }).format(new Date(iso));
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <SortToggle sort={sort} onChange={setSort} />
        <ClearAllButton disabled={!data?.length} onClear={() => clearViewedMaterials(locale).then(() => mutate())} />
      </Stack>
      <ProfileCards
        items={data}
        error={error}
        retry={() => void mutate()}
        empty={intl.formatMessage(m.noViewed)}
        itemKey={(item) => item.id}
        renderItem={(item) => (
          <MaterialCard
            material={{
              ...materialToCard(item, locale),
              snippet: `${intl.formatMessage(m.viewedAt, { date: date(item.viewed_at) })}${item.finished ? ` · ${intl.formatMessage(m.finished)}` : ''}`,
            }}
            actions={
              <Stack direction="row" spacing={0.5}>
                <MaterialBookmark id={item.id} />
                <RemoveButton title={item.title} onRemove={() => removeViewedMaterial(item.id).then(() => mutate())} />
              </Stack>
            }
          />
        )}
        testId="viewed-materials"
      />
    </Stack>
  );
}

export const route: PageRoute = { Component: ProfileMaterialsPage };
