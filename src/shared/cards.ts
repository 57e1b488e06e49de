import type { CourseCardData, Locale, MaterialCardData } from '../../design-system';
import type { CourseListItem } from '../../server/src/contracts/courses';
import type { MaterialListItem } from '../../server/src/contracts/materials';
import { paths } from './paths';
import { storageUrl } from '../lib/storage';

/** A material list item from the API as the card's props. */
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

/** A course list item from the API as the card's props. */
export function courseToCard(item: CourseListItem, locale: Locale): CourseCardData {
  return {
    id: item.id,
    slug: item.slug,
    title: item.title,
    image: storageUrl(item.preview),
    materialsCount: item.materials_count,
    minutes: item.materials_sum_time,
    tags: item.tags,
    snippet: item.snippet,
    href: paths.course(locale, item.slug),
  };
}
