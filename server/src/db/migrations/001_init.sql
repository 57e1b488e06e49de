-- Foundation: app metadata, tags, materials with chapters, users with tokens and favourites.

create table app_meta (
  key text primary key,
  value text not null,
  updated_at timestamptz not null default now()
);

create table tags (
  id serial primary key,
  key text not null unique,
  -- 0 = main tag (its colour is the card colour), 1 = additional tag
  type smallint not null check (type in (0, 1)),
  color text,
  gradient text,
  name_ru text not null,
  name_en text not null,
  position integer not null default 0
);

create table materials (
  id serial primary key,
  lang text not null check (lang in ('ru', 'en')),
  slug text not null check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  title text not null,
  -- plain-text short description; the list's snippet is built from it
  description text not null default '',
  author text,
  -- paths relative to /storage/
  preview text,
  image text,
  audio text,
  time integer not null default 0 check (time >= 0),
  -- optional link that overrides /{lang}/materials/{slug}
  link text,
  popularity integer not null default 0,
  like_count integer not null default 0,
  share_count integer not null default 0,
  published_at timestamptz not null default now(),
  created_at timestamptz not null default now(),
  unique (lang, slug)
);
create index materials_lang_published on materials (lang, published_at desc, id desc);
create index materials_lang_popularity on materials (lang, popularity desc, id desc);

create table material_tags (
  material_id integer not null references materials (id) on delete cascade,
  tag_id integer not null references tags (id) on delete cascade,
  position integer not null default 0,
  primary key (material_id, tag_id)
);
create index material_tags_tag on material_tags (tag_id, material_id);

create table chapters (
  id serial primary key,
  material_id integer not null references materials (id) on delete cascade,
  position integer not null,
  title text not null,
  -- sanitised HTML
  content text not null,
  unique (material_id, position)
);

create table users (
  id serial primary key,
  email text not null,
  password_hash text,
  name text,
  surname text,
  country text,
  city text,
  -- 1 grants the educators' hashtag search; set by the site team only
  card_access smallint not null default 0,
  email_verified_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index users_email_lower on users (lower(email));

create table user_tokens (
  id serial primary key,
  user_id integer not null references users (id) on delete cascade,
  -- sha-256 of the bearer token, hex; the token itself is never stored
  token_hash text not null unique,
  created_at timestamptz not null default now(),
  last_used_at timestamptz not null default now(),
  expires_at timestamptz not null
);
create index user_tokens_user on user_tokens (user_id);

create table favorites (
  user_id integer not null references users (id) on delete cascade,
  -- 'material' or 'course'
  item_type text not null check (item_type in ('material', 'course')),
  item_id integer not null,
  created_at timestamptz not null default now(),
  primary key (user_id, item_type, item_id)
);
