-- Engagement with materials and courses: likes and comments.
-- Items are addressed as (item_type, item_id) like favourites in 001_init.sql: 'material' or 'course'.
-- No foreign key on item_id: it points into one of two tables.

-- One like per item per signed-in user, or per browser for visitors (client_id: a random id the browser keeps in
-- localStorage and sends as X-Client-Id). materials.like_count / courses.like_count count the rows added here.
create table likes (
  id serial primary key,
  item_type text not null check (item_type in ('material', 'course')),
  item_id integer not null,
  user_id integer references users (id) on delete cascade,
  client_id text check (client_id ~ '^[A-Za-z0-9_-]{8,100}$'),
  created_at timestamptz not null default now(),
  check (user_id is not null or client_id is not null)
);
create unique index likes_item_user on likes (item_type, item_id, user_id) where user_id is not null;
create unique index likes_item_client on likes (item_type, item_id, client_id) where user_id is null;

-- Comments (reviews) are plain text, never HTML: the client renders them as text.
create table comments (
  id serial primary key,
  user_id integer not null references users (id) on delete cascade,
  item_type text not null check (item_type in ('material', 'course')),
  item_id integer not null,
  content text not null check (length(content) between 1 and 2000),
  created_at timestamptz not null default now()
);
create index comments_item on comments (item_type, item_id, created_at desc, id desc);
create index comments_user on comments (user_id, created_at desc, id desc);
