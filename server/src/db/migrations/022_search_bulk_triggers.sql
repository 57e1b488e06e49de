-- Chapter updates and deletions re-index their materials once per statement instead of once per row (021 did
-- it per row): deleting the chapters of many materials at once (removing generated benchmark rows, a cascade from
-- materials) ran one update for every chapter.

drop trigger chapters_changed_refresh on chapters;
drop function chapters_changed_refresh();

create function chapters_deleted_refresh() returns trigger
  language plpgsql
  as $$
  begin
    update materials m set search = material_search_vector(m.id, m.lang, m.title, m.description)
    where m.id in (select distinct material_id from deleted_chapters);
    return null;
  end
  $$;

create trigger chapters_deleted_refresh after delete on chapters
  referencing old table as deleted_chapters
  for each statement execute function chapters_deleted_refresh();

-- A chapter moved to another material re-indexes both.
create function chapters_updated_refresh() returns trigger
  language plpgsql
  as $$
  begin
    update materials m set search = material_search_vector(m.id, m.lang, m.title, m.description)
    where m.id in (select material_id from chapters_before union select material_id from chapters_after);
    return null;
  end
  $$;

create trigger chapters_updated_refresh after update on chapters
  referencing old table as chapters_before new table as chapters_after
  for each statement execute function chapters_updated_refresh();
