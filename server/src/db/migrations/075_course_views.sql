-- The courses a user has opened (issue 19, item 8): the profile's course history and archive list only these. A
-- course's progress still comes from its materials' progress, but a material may belong to several courses, and
-- opening one course put every other course sharing that material in the history ("read 0 of 4" of a course
-- never opened). POST /api/user/add-to-active with course_id records an opening.
create table course_views (
  user_id integer not null references users (id) on delete cascade,
  course_id integer not null references courses (id) on delete cascade,
  first_viewed_at timestamptz not null default now(),
  last_viewed_at timestamptz not null default now(),
  primary key (user_id, course_id)
);

-- Openings before this table: a course counts as opened when the user started a material that belongs to it alone
-- (a material several courses share does not tell which of them was opened).
insert into course_views (user_id, course_id, first_viewed_at, last_viewed_at)
select p.user_id, cm.course_id, min(p.started_at), max(p.last_viewed_at)
from material_progress p join course_materials cm on cm.material_id = p.material_id
where (select count(*) from course_materials x where x.material_id = p.material_id) = 1
group by p.user_id, cm.course_id
on conflict do nothing;
