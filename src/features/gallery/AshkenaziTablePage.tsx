import { useIntl } from 'react-intl';
import Stack from '@mui/material/Stack';
import { DishCard, DishCardSkeleton } from '../../../design-system';
import { useDishes } from '../../api/pages';
import { useLocale } from '../../shared/useLocale';
import { usePageHead } from '../../shared/head';
import { sectionHead } from '../../shared/pageHeads';
import { paths } from '../../shared/paths';
import { storageUrl } from '../../lib/storage';
import { htmlToText } from '../../lib/htmlText';
import { CollectionHeader, LoadError } from '../../shared/ScreenParts';
import { LoadedList } from '../../shared/LoadedList';
import { galleryMessages } from './gallery.messages';
import type { PageRoute } from '../../shared/pageRoute';

/** /ru/ashkenazi-table (Russian only; under /en the router answers the 404 page): the dishes, one card each. */
export function AshkenaziTablePage() {
  const intl = useIntl();
  const locale = useLocale();
  const { dishes, error, retry } = useDishes();
  const title = intl.formatMessage(galleryMessages.tableTitle);
  const intro = intl.formatMessage(galleryMessages.tableIntro);
  usePageHead({
    ...sectionHead(title, intro, paths.ashkenaziTable(locale)),
    lcpImage: dishes?.[0]?.image ? { src: storageUrl(dishes[0].image)! } : null,
    jsonLd: (dishes ?? []).map((dish) => ({
      '@type': 'Recipe',
      name: dish.title,
      description: htmlToText(dish.description),
      recipeIngredient: dish.ingredients,
      recipeCuisine: title,
      ...(dish.time ? { totalTime: `PT${dish.time}M` } : {}),
    })),
  });
  return (
    <Stack spacing={3}>
      <CollectionHeader title={title} intro={intro} listHeading={intl.formatMessage(galleryMessages.tableListHeading)} />
      <LoadedList
        items={dishes}
        error={error}
        errorView={<LoadError text={intl.formatMessage(galleryMessages.tableError)} onRetry={retry} />}
        skeleton={
          <Stack spacing={3}>
            <DishCardSkeleton />
            <DishCardSkeleton />
          </Stack>
        }
        emptyText={intl.formatMessage(galleryMessages.tableEmpty)}
        emptyTestId="dishes-empty"
      >
        {(dishes) => (
          <Stack spacing={3} data-testid="dishes">
            {dishes.map((dish) => (
              <DishCard
                key={dish.id}
                dish={{
                  id: dish.id,
                  image: storageUrl(dish.image),
                  title: dish.title,
                  time: dish.time,
                  description: dish.description,
                  ingredients: dish.ingredients,
                }}
              />
            ))}
          </Stack>
        )}
      </LoadedList>
    </Stack>
  );
}

export const route: PageRoute = { Component: AshkenaziTablePage };
