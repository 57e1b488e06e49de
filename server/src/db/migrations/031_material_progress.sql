-- Reading progress: a material is started (add-to-active) and finished (add-to-archive) by a user.
-- A course's progress is derived from the progress of its materials.
create table material_progress (
  user_id integer not null references users (id) on delete cascade,
  material_id integer not null references materials (id) on delete cascade,
  started_at timestamptz not null default now(),
  -- null while the material is active; set once when it is archived
  finished_at timestamptz,
  last_viewed_at timestamptz not null default now(),
  primary key (user_id, material_id)
);
create index material_progress_material on material_progress (material_id);
create index material_progress_user_viewed on material_progress (user_id, last_viewed_at desc);
