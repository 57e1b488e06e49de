import type { Locale, MaterialCardData } from '../../design-system';
import type { MaterialListItem } from '../../server/src/contracts/materials';
import { paths } from '../app/paths';
import { storageUrl } from '../lib/storage';

/** A list item from the API as the card's props. */
export function materialToCard(item: MaterialListItem, locale: Locale): MaterialCardData {
  return {
    id: item.id,
    slug: item.slug,
    title: item.title,
    image: storageUrl(item.preview),
    time: item.time,
    tags: item.tags,
    snippet: item.snippet,
    href: item.link || paths.material(locale, item.slug),
  };
}
