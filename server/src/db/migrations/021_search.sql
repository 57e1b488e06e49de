-- Full-text search over materials (title, description, chapters), courses and library chapters.
-- Each row is indexed with the text search configuration of its language, so Russian and English words match in
-- any inflected form (книга, книги, книгу); weights rank title matches above description and body matches.

-- The configuration of a content language. Immutable, so generated columns and indexes may use it.
create function search_config(lang text) returns regconfig
  language sql immutable parallel safe
  as $$ select case when lang = 'en' then 'english'::regconfig else 'russian'::regconfig end $$;

-- Text of sanitised HTML: tags become spaces (entities stay escaped, the parser skips them).
create function html_to_text(html text) returns text
  language sql immutable parallel safe
  as $$ select regexp_replace(coalesce(html, ''), '<[^>]*>', ' ', 'g') $$;

-- Courses and library chapters index only their own columns: generated columns keep them current.
alter table courses add column search tsvector generated always as (
  setweight(to_tsvector(search_config(lang), title), 'A') ||
  setweight(to_tsvector(search_config(lang), coalesce(author, '')), 'B') ||
  setweight(to_tsvector(search_config(lang), html_to_text(small_description)), 'B') ||
  setweight(to_tsvector(search_config(lang), html_to_text(author_info)), 'C')
) stored;
create index courses_search on courses using gin (search);

alter table book_chapters add column search tsvector generated always as (
  setweight(to_tsvector(search_config(lang), title), 'A') ||
  setweight(to_tsvector(search_config(lang), html_to_text(content)), 'C')
) stored;
create index book_chapters_search on book_chapters using gin (search);

-- A material's text is spread over its chapters (another table), which a generated column cannot read:
-- triggers keep materials.search current instead.
alter table materials add column search tsvector;
create index materials_search on materials using gin (search);

create function material_search_vector(material_id integer, lang text, title text, description text) returns tsvector
  language sql stable
  as $$
    select setweight(to_tsvector(search_config(lang), coalesce(title, '')), 'A') ||
      setweight(to_tsvector(search_config(lang), coalesce(description, '')), 'B') ||
      setweight(to_tsvector(search_config(lang), coalesce(
        (select string_agg(c.title || ' ' || html_to_text(c.content), ' ' order by c.position)
         from chapters c where c.material_id = material_search_vector.material_id), '')), 'C')
  $$;

create function materials_search_refresh() returns trigger
  language plpgsql
  as $$
  begin
    new.search := material_search_vector(new.id, new.lang, new.title, new.description);
    return new;
  end
  $$;

create trigger materials_search_refresh before insert or update of lang, title, description on materials
  for each row execute function materials_search_refresh();

-- Chapter changes re-index their material. Inserts come in bulk (seed, benchmarks): one statement-level
-- trigger re-indexes each touched material once. Updates and deletes are rare and row-level.
create function chapters_inserted_refresh() returns trigger
  language plpgsql
  as $$
  begin
    update materials m set search = material_search_vector(m.id, m.lang, m.title, m.description)
    where m.id in (select distinct material_id from inserted_chapters);
    return null;
  end
  $$;

create trigger chapters_inserted_refresh after insert on chapters
  referencing new table as inserted_chapters
  for each statement execute function chapters_inserted_refresh();

create function chapters_changed_refresh() returns trigger
  language plpgsql
  as $$
  begin
    update materials m set search = material_search_vector(m.id, m.lang, m.title, m.description)
    where m.id in (old.material_id, case when tg_op = 'UPDATE' then new.material_id end);
    return null;
  end
  $$;

create trigger chapters_changed_refresh after update or delete on chapters
  for each row execute function chapters_changed_refresh();

-- Materials that existed before this migration.
update materials m set search = material_search_vector(m.id, m.lang, m.title, m.description);
