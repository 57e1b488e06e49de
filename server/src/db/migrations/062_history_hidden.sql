-- Clearing history (beyond the spec): the reader removes materials from /profile/materials and courses from the
-- course history. The lists are derived from reading progress (031), which the course pages also need (where the
-- reader stopped, how much of a course is read), so removing an item hides it rather than forgetting the
-- progress: an item is hidden while it has a mark newer than its last view. Opening it again brings it back.
-- The progress itself goes with the account.
create table history_hidden (
  user_id integer not null references users (id) on delete cascade,
  item_type text not null check (item_type in ('material', 'course')),
  item_id integer not null,
  hidden_at timestamptz not null default now(),
  primary key (user_id, item_type, item_id)
);
