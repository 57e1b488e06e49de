-- Typo-tolerant search: the words of the content, per language, with a trigram index (pg_trgm).
--
-- When a search finds nothing, each word of the query is replaced by the most similar word the site's texts
-- actually contain (trigram similarity, see routes/search/spelling.ts), and the corrected query is searched
-- again and offered as "did you mean". The words are kept as written (lowercased, not stemmed: a suggestion
-- must read as a word, 'традиции' rather than the stem 'традиц'), so a misspelt inflected form ('шабата') finds
-- the right inflected form ('шаббата'), which the full-text search then stems as usual.
--
-- The list only grows: triggers add the words of inserted and edited titles and texts; words of deleted or
-- rewritten texts stay. A stale word costs nothing: a suggestion is only offered when it finds something.
-- search_words_rebuild() recomputes the list from scratch (e.g. after a large clean-up).

create extension if not exists pg_trgm;

create table search_words (
  lang text not null check (lang in ('ru', 'en')),
  word text not null,
  -- word first: a lookup of one word uses this index, while `lang = $1` alone (most rows) gives the planner no
  -- reason to prefer it over the trigram index below
  primary key (word, lang)
);
-- GiST, not GIN: the nearest words of a query word come from `order by word <-> $1 limit n` (trigram distance),
-- which a GiST index answers by walking its tree (about 3 ms on the demo content's 12,000 words in PGlite); a GIN
-- index answers only `word % $1`, and the planner preferred a sequential scan over it (about 25 ms a word).
create index search_words_trgm on search_words using gist (word gist_trgm_ops);

-- The words of a text: lowercased by the 'simple' configuration (no stemming, no stop words), letters only
-- (no numbers, URLs, e-mail addresses), 3 to 40 letters (shorter words have too few trigrams to correct).
create function search_words_of(body text) returns setof text
  language sql immutable parallel safe
  as $$
    select w from unnest(tsvector_to_array(to_tsvector('simple', coalesce(body, '')))) w
    where char_length(w) between 3 and 40 and w ~ '^[a-zа-яё]+$'
  $$;

-- ---- Materials: title and description; chapters: title and text ----

create function search_words_materials_inserted() returns trigger
  language plpgsql
  as $$
  begin
    insert into search_words (lang, word)
    select distinct m.lang, w from inserted_materials m, search_words_of(m.title || ' ' || m.description) w
    on conflict do nothing;
    return null;
  end
  $$;

create trigger search_words_materials_inserted after insert on materials
  referencing new table as inserted_materials
  for each statement execute function search_words_materials_inserted();

create function search_words_material_updated() returns trigger
  language plpgsql
  as $$
  begin
    insert into search_words (lang, word)
    select distinct new.lang, w from search_words_of(new.title || ' ' || new.description) w
    on conflict do nothing;
    return null;
  end
  $$;

create trigger search_words_material_updated after update of lang, title, description on materials
  for each row execute function search_words_material_updated();

create function search_words_chapters_changed() returns trigger
  language plpgsql
  as $$
  begin
    insert into search_words (lang, word)
    select distinct m.lang, w
    from changed_chapters c join materials m on m.id = c.material_id,
      search_words_of(c.title || ' ' || html_to_text(c.content)) w
    on conflict do nothing;
    return null;
  end
  $$;

create trigger search_words_chapters_inserted after insert on chapters
  referencing new table as changed_chapters
  for each statement execute function search_words_chapters_changed();

create trigger search_words_chapters_updated after update on chapters
  referencing new table as changed_chapters
  for each statement execute function search_words_chapters_changed();

-- ---- Courses: title, author, short description; library chapters: title and text ----

create function search_words_courses_changed() returns trigger
  language plpgsql
  as $$
  begin
    insert into search_words (lang, word)
    select distinct c.lang, w
    from changed_courses c,
      search_words_of(c.title || ' ' || coalesce(c.author, '') || ' ' || html_to_text(c.small_description)) w
    on conflict do nothing;
    return null;
  end
  $$;

create trigger search_words_courses_inserted after insert on courses
  referencing new table as changed_courses
  for each statement execute function search_words_courses_changed();

create trigger search_words_courses_updated after update on courses
  referencing new table as changed_courses
  for each statement execute function search_words_courses_changed();

create function search_words_book_chapters_changed() returns trigger
  language plpgsql
  as $$
  begin
    insert into search_words (lang, word)
    select distinct c.lang, w from changed_book_chapters c, search_words_of(c.title || ' ' || html_to_text(c.content)) w
    on conflict do nothing;
    return null;
  end
  $$;

create trigger search_words_book_chapters_inserted after insert on book_chapters
  referencing new table as changed_book_chapters
  for each statement execute function search_words_book_chapters_changed();

create trigger search_words_book_chapters_updated after update on book_chapters
  referencing new table as changed_book_chapters
  for each statement execute function search_words_book_chapters_changed();

-- ---- The whole list, from scratch (and the content that existed before this migration) ----

create function search_words_rebuild() returns void
  language plpgsql
  as $$
  begin
    delete from search_words;
    insert into search_words (lang, word)
    select distinct lang, w from (
      select m.lang, m.title || ' ' || m.description as body from materials m
      union all
      select m.lang, c.title || ' ' || html_to_text(c.content) from chapters c join materials m on m.id = c.material_id
      union all
      select lang, title || ' ' || coalesce(author, '') || ' ' || html_to_text(small_description) from courses
      union all
      select lang, title || ' ' || html_to_text(content) from book_chapters
    ) texts, search_words_of(texts.body) w;
  end
  $$;

select search_words_rebuild();
analyze search_words;
