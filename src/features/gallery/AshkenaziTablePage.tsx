import { useIntl } from 'react-intl';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import visuallyHidden from '@mui/utils/visuallyHidden';
import { DishCard, DishCardSkeleton } from '../../../design-system';
import { dishesQuery, useDishes } from '../../api/pages';
import { useLocale } from '../../shared/useLocale';
import { usePageHead } from '../../shared/head';
import type { PageRoute } from '../../shared/pageRoute';
import { paths } from '../../shared/paths';
import { ruOnly } from '../../shared/localeLinks';
import { storageUrl } from '../../lib/storage';
import { htmlToText } from '../../lib/htmlText';
import { LoadError, ScreenHeader } from '../../shared/ScreenParts';
import { galleryMessages } from './gallery.messages';

/** /ru/ashkenazi-table (Russian only; under /en the router answers the 404 page): the dishes, one card each. */
export function AshkenaziTablePage() {
  const intl = useIntl();
  const locale = useLocale();
  const { dishes, error, retry } = useDishes();
  const title = intl.formatMessage(galleryMessages.tableTitle);
  const intro = intl.formatMessage(galleryMessages.tableIntro);
  usePageHead({
    title,
    description: intro,
    breadcrumbs: [{ name: title, path: paths.ashkenaziTable(locale) }],
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
      <ScreenHeader title={title} intro={intro} />
      <Typography variant="h2" style={visuallyHidden}>
        {intl.formatMessage(galleryMessages.tableListHeading)}
      </Typography>
      {!dishes && error ? (
        <LoadError text={intl.formatMessage(galleryMessages.tableError)} onRetry={retry} />
      ) : !dishes ? (
        <Stack spacing={3}>
          <DishCardSkeleton />
          <DishCardSkeleton />
        </Stack>
      ) : dishes.length === 0 ? (
        <Typography color="text.secondary" data-testid="dishes-empty">
          {intl.formatMessage(galleryMessages.tableEmpty)}
        </Typography>
      ) : (
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
    </Stack>
  );
}

export const route: PageRoute = {
  Component: AshkenaziTablePage,
  handle: {
    prefetch: ({ locale }) => (locale === 'ru' ? [dishesQuery()] : []),
    // No English section of its own: the switch goes to the English home page.
    localeLinks: ruOnly(paths.home('en')),
  },
};
