-- The link between translations, and when each piece of content last changed.
--
-- Until now a translation shared its original's slug (one row per language). An explicit, symmetric link lets a
-- translation have its own slug: `translation_id` of a material (course) is the id of its version in the other
-- language, and that row points back. The editorial console sets both sides (routes/admin/content.ts); existing
-- rows are linked by their shared slug. The public API answers `translations: {ru, en}` from it, the sitemap and
-- the pages' hreflang alternates follow it.
alter table materials add column translation_id integer references materials (id) on delete set null;
alter table courses add column translation_id integer references courses (id) on delete set null;
create index materials_translation on materials (translation_id);
create index courses_translation on courses (translation_id);

update materials m set translation_id = t.id
from materials t
where t.slug = m.slug and t.lang <> m.lang;

update courses c set translation_id = t.id
from courses t
where t.slug = c.slug and t.lang <> c.lang;

-- Set on every console write (routes/admin/resource.ts); the sitemap's lastmod and the pages' dateModified.
alter table materials add column updated_at timestamptz not null default now();
alter table courses add column updated_at timestamptz not null default now();
alter table books add column updated_at timestamptz not null default now();
alter table book_chapters add column updated_at timestamptz not null default now();
alter table places add column updated_at timestamptz not null default now();
alter table pages add column updated_at timestamptz not null default now();

-- Existing content: no better date than its publication (the rows were written at once by the seed).
update materials set updated_at = greatest(published_at, created_at);
update courses set updated_at = greatest(published_at, created_at);
