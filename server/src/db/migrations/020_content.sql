-- Content beyond materials: courses, educators' hashtags, team, static pages, the library (books of the Tanakh
-- with chapters), map places, the virtual gallery and the ashkenazi table.
-- Like materials, translated content has one row per language (lang + slug/key): a course or a chapter exists in
-- a language when its row does, and a translation shares the slug of its original.

create table courses (
  id serial primary key,
  lang text not null check (lang in ('ru', 'en')),
  slug text not null check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  title text not null,
  author text,
  -- sanitised HTML
  author_info text not null default '',
  small_description text not null default '',
  -- paths relative to /storage/: card image and 1440x810 banner
  preview text,
  image text,
  popularity integer not null default 0,
  like_count integer not null default 0,
  share_count integer not null default 0,
  published_at timestamptz not null default now(),
  created_at timestamptz not null default now(),
  unique (lang, slug)
);
create index courses_lang_published on courses (lang, published_at desc, id desc);
create index courses_lang_popularity on courses (lang, popularity desc, id desc);

create table course_tags (
  course_id integer not null references courses (id) on delete cascade,
  tag_id integer not null references tags (id) on delete cascade,
  position integer not null default 0,
  primary key (course_id, tag_id)
);
create index course_tags_tag on course_tags (tag_id, course_id);

-- A course is an ordered list of existing materials of its language (materials are reused, not copied).
create table course_materials (
  course_id integer not null references courses (id) on delete cascade,
  material_id integer not null references materials (id) on delete cascade,
  position integer not null,
  primary key (course_id, material_id),
  unique (course_id, position)
);
create index course_materials_material on course_materials (material_id);

-- Hashtags of the educators' tool, grouped in categories; names in both languages.
create table hashtag_categories (
  id serial primary key,
  key text not null unique,
  name_ru text not null,
  name_en text not null,
  position integer not null default 0
);

create table hashtags (
  id serial primary key,
  key text not null unique,
  category_id integer not null references hashtag_categories (id) on delete cascade,
  name_ru text not null,
  name_en text not null,
  position integer not null default 0
);
create index hashtags_category on hashtags (category_id, position);

create table material_hashtags (
  material_id integer not null references materials (id) on delete cascade,
  hashtag_id integer not null references hashtags (id) on delete cascade,
  position integer not null default 0,
  primary key (material_id, hashtag_id)
);
create index material_hashtags_hashtag on material_hashtags (hashtag_id, material_id);

create table course_hashtags (
  course_id integer not null references courses (id) on delete cascade,
  hashtag_id integer not null references hashtags (id) on delete cascade,
  position integer not null default 0,
  primary key (course_id, hashtag_id)
);
create index course_hashtags_hashtag on course_hashtags (hashtag_id, course_id);

create table team_members (
  id serial primary key,
  lang text not null check (lang in ('ru', 'en')),
  key text not null,
  position integer not null default 0,
  name text not null,
  role text not null,
  short_description text,
  -- paths relative to /storage/
  avatar text,
  audio text,
  unique (lang, key)
);

-- about, politics, terms
create table pages (
  lang text not null check (lang in ('ru', 'en')),
  key text not null,
  title text not null,
  -- sanitised HTML
  content text not null,
  primary key (lang, key)
);

create table books (
  id serial primary key,
  lang text not null check (lang in ('ru', 'en')),
  slug text not null check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  section text not null check (section in ('torah', 'neviim', 'ktuvim')),
  position integer not null default 0,
  title text not null,
  preview text,
  unique (lang, slug)
);

create table book_chapters (
  id serial primary key,
  lang text not null check (lang in ('ru', 'en')),
  book_id integer not null references books (id) on delete cascade,
  -- chapter pages are /{lang}/books/chapter/{slug}: unique in a language across books
  slug text not null check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  position integer not null,
  title text not null,
  -- sanitised HTML
  content text not null,
  unique (lang, slug),
  unique (book_id, position)
);

create table places (
  id serial primary key,
  lang text not null check (lang in ('ru', 'en')),
  slug text not null check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  section text not null check (section in ('torah', 'neviim', 'ktuvim')),
  position integer not null default 0,
  lat double precision not null check (lat between -90 and 90),
  lng double precision not null check (lng between -180 and 180),
  title text not null,
  -- sanitised HTML
  snippet text not null default '',
  -- paths relative to /storage/ (image_preview under place_images/)
  image_preview text,
  unique (lang, slug)
);

-- Chapters of the library that mention a place.
create table place_chapters (
  place_id integer not null references places (id) on delete cascade,
  chapter_id integer not null references book_chapters (id) on delete cascade,
  position integer not null default 0,
  primary key (place_id, chapter_id)
);
create index place_chapters_chapter on place_chapters (chapter_id);

-- The virtual gallery and the ashkenazi table exist in Russian only.
create table gallery_items (
  id serial primary key,
  key text not null unique,
  position integer not null default 0,
  title text not null,
  author text,
  year text,
  -- sanitised HTML
  description text not null default '',
  image text
);

create table dishes (
  id serial primary key,
  key text not null unique,
  position integer not null default 0,
  title text not null,
  -- sanitised HTML
  description text not null default '',
  ingredients text[] not null default '{}',
  -- minutes
  time integer check (time >= 0),
  image text
);
