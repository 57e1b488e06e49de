import type { Queryable } from '../../db/db.ts';
import type { GalleryItem } from '../../contracts/pages.ts';

/** The works of the virtual gallery in page order (the full-size image path is the route's). */
export async function listGalleryItems(db: Queryable): Promise<Omit<GalleryItem, 'image_full'>[]> {
  const { rows } = await db.query<Omit<GalleryItem, 'image_full'>>(
    'select id, key, title, author, year, description, image from gallery_items order by position, id',
  );
  return rows;
}
