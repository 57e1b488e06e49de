import type { Lang } from '../contracts/common.ts';
import type { ItemKind } from './content-items.ts';

/**
 * The tag of one material or course in one language, as the caches know it: an API answer that shows the item's
 * counters or comments carries it (plugins/api-cache.ts), and so does every page rendered from such an answer
 * (plugins/pages.ts). A write that changes the item names it to `app.itemsChanged`.
 */
export const itemTag = (kind: ItemKind, lang: Lang, slug: string) => `${kind}:${lang}:${encodeURIComponent(slug)}`;
