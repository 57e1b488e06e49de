-- The educator questionnaire of the profile: one per user, saved over on each submit.
-- The site team reads it to decide on educator access (users.card_access).
create table questionaries (
  user_id integer primary key references users (id) on delete cascade,
  role text not null check (role in ('teacher', 'student', 'parent', 'other')),
  organisation text,
  city text,
  -- subjects taught or studied, interests
  subjects text[] not null default '{}',
  -- how they will use the educators' tool
  usage text,
  comment text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
