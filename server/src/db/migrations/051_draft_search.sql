-- Drafts (materials.published = false, 050) are not searchable: their search vector is null, so `search @@ query`
-- never matches them. Publishing indexes the material, unpublishing clears it; chapter changes keep it so.

create or replace function materials_search_refresh() returns trigger
  language plpgsql
  as $$
  begin
    new.search := case when new.published then material_search_vector(new.id, new.lang, new.title, new.description) end;
    return new;
  end
  $$;

drop trigger materials_search_refresh on materials;
create trigger materials_search_refresh before insert or update of lang, title, description, published on materials
  for each row execute function materials_search_refresh();

create or replace function chapters_inserted_refresh() returns trigger
  language plpgsql
  as $$
  begin
    update materials m set search = case when m.published then material_search_vector(m.id, m.lang, m.title, m.description) end
    where m.id in (select distinct material_id from inserted_chapters);
    return null;
  end
  $$;

create or replace function chapters_deleted_refresh() returns trigger
  language plpgsql
  as $$
  begin
    update materials m set search = case when m.published then material_search_vector(m.id, m.lang, m.title, m.description) end
    where m.id in (select distinct material_id from deleted_chapters);
    return null;
  end
  $$;

create or replace function chapters_updated_refresh() returns trigger
  language plpgsql
  as $$
  begin
    update materials m set search = case when m.published then material_search_vector(m.id, m.lang, m.title, m.description) end
    where m.id in (select material_id from chapters_before union select material_id from chapters_after);
    return null;
  end
  $$;

update materials set search = null where not published;
