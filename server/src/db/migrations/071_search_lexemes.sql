-- Search at scale (routes/search/repository.ts): how many rows hold each word, and one function per searchable
-- table that finds the best matches of a query without reading every match.
--
-- search_lexemes counts, per table and language, the rows whose search vector holds each lexeme (the stems the
-- vectors are made of), kept exact by statement-level triggers on the three tables. The lexeme '' counts the
-- rows that have a vector at all (published rows: the rows a search reads). A query word's matches are then
-- known before any row is read: exactly for a word or a prefix with one lexeme (книгу → 'книг'), at most the
-- sum for a prefix of several lexemes, and at most the smallest of its words for a query of several words.

create table search_lexemes (
  source text not null check (source in ('materials', 'courses', 'book_chapters')),
  lang text not null,
  -- "C": byte order, so a prefix is one range of the primary key (lexeme >= 'книг' and lexeme < 'книг' || U+10FFFF)
  lexeme text collate "C" not null,
  docs integer not null,
  primary key (source, lang, lexeme)
);

-- Each trigger sums its statement's changes per lexeme (+1 a lexeme of a new vector, -1 of an old one) and applies
-- them in lexeme order, so two writers lock the rows they share in the same order.
create function search_lexemes_inserted() returns trigger
  language plpgsql
  as $$
  begin
    insert into search_lexemes (source, lang, lexeme, docs)
    select tg_table_name, r.lang, l.lexeme, count(*)::int
    from new_rows r, unnest(tsvector_to_array(r.search) || '{""}'::text[]) l(lexeme)
    where r.search is not null
    group by r.lang, l.lexeme
    order by r.lang, l.lexeme
    on conflict (source, lang, lexeme) do update set docs = search_lexemes.docs + excluded.docs;
    return null;
  end
  $$;

create function search_lexemes_deleted() returns trigger
  language plpgsql
  as $$
  begin
    insert into search_lexemes (source, lang, lexeme, docs)
    select tg_table_name, r.lang, l.lexeme, -count(*)::int
    from old_rows r, unnest(tsvector_to_array(r.search) || '{""}'::text[]) l(lexeme)
    where r.search is not null
    group by r.lang, l.lexeme
    order by r.lang, l.lexeme
    on conflict (source, lang, lexeme) do update set docs = search_lexemes.docs + excluded.docs;
    return null;
  end
  $$;

-- Updates that leave the vector as it was (likes, shares, popularity, dates) join the two transition tables and
-- change nothing.
create function search_lexemes_updated() returns trigger
  language plpgsql
  as $$
  begin
    insert into search_lexemes (source, lang, lexeme, docs)
    select tg_table_name, d.lang, d.lexeme, sum(d.delta)::int
    from (
      select o.lang as old_lang, o.search as old_search, n.lang as new_lang, n.search as new_search
      from old_rows o join new_rows n on n.id = o.id
      where o.search is distinct from n.search or o.lang <> n.lang
    ) c,
    lateral (
      select c.new_lang, l, 1 from unnest(tsvector_to_array(c.new_search) || '{""}'::text[]) l where c.new_search is not null
      union all
      select c.old_lang, l, -1 from unnest(tsvector_to_array(c.old_search) || '{""}'::text[]) l where c.old_search is not null
    ) d(lang, lexeme, delta)
    group by d.lang, d.lexeme
    having sum(d.delta) <> 0
    order by d.lang, d.lexeme
    on conflict (source, lang, lexeme) do update set docs = search_lexemes.docs + excluded.docs;
    return null;
  end
  $$;

do $$
declare
  t text;
begin
  foreach t in array array['materials', 'courses', 'book_chapters'] loop
    execute format('create trigger search_lexemes_inserted after insert on %I referencing new table as new_rows
      for each statement execute function search_lexemes_inserted()', t);
    execute format('create trigger search_lexemes_deleted after delete on %I referencing old table as old_rows
      for each statement execute function search_lexemes_deleted()', t);
    execute format('create trigger search_lexemes_updated after update on %I referencing old table as old_rows
      new table as new_rows for each statement execute function search_lexemes_updated()', t);
  end loop;
end
$$;

-- The whole table from scratch (and the content that existed before this migration).
create function search_lexemes_rebuild() returns void
  language plpgsql
  as $$
  begin
    delete from search_lexemes;
    insert into search_lexemes (source, lang, lexeme, docs)
    select source, lang, lexeme, count(*)::int from (
      select 'materials' as source, lang, search from materials where search is not null
      union all
      select 'courses', lang, search from courses where search is not null
      union all
      select 'book_chapters', lang, search from book_chapters where search is not null
    ) r, unnest(tsvector_to_array(r.search) || '{""}'::text[]) l(lexeme)
    group by source, lang, lexeme;
  end
  $$;

select search_lexemes_rebuild();
analyze search_lexemes;

-- The GIN indexes of the search vectors without a pending list: with fastupdate (the default) new entries wait in
-- a list that every search reads through until a vacuum merges them, and PGlite never vacuums by itself (5,000
-- courses inserted at once made a rare word's search of courses take 30-50 ms instead of 1-3). Content is written
-- rarely; its inserts pay for the index at once instead.
alter index materials_search set (fastupdate = off);
alter index courses_search set (fastupdate = off);
alter index book_chapters_search set (fastupdate = off);
select gin_clean_pending_list('materials_search'::regclass), gin_clean_pending_list('courses_search'::regclass),
  gin_clean_pending_list('book_chapters_search'::regclass);

-- Library chapters have no popularity: the newest stand for the most popular (routes/search), read in this order.
create index book_chapters_lang_id on book_chapters (lang, id desc);

-- search_find_<table>(lang, query, lim): the best `lim` ids of one table for a query, best first, and the count of
-- its matches, exact or (estimated = true) estimated. Ranking: ts_rank over the weighted vectors (title, then
-- description, then body; 021) among the MAX_RANKED (100) most popular matches, ties by popularity then id.
--
-- 1. The matches of each query word are looked up in search_lexemes (index reads, no row read). A word without
--    a match: nothing is read. A total of U matches at most among the language's N searchable rows:
-- 2. U <= sqrt(MAX_RANKED * N) ("rare"): the GIN index finds every match, counted exactly; the most popular
--    MAX_RANKED are ranked. Reads U rows.
-- 3. Else ("common"): the language's rows are walked in popularity order, testing each, until MAX_RANKED match;
--    about MAX_RANKED * N / U rows, no more than U rows in 2, which is where the two ways cost the same. The
--    count is then exact when the query is one word of one lexeme (search_lexemes counts it), else estimated
--    from the share of the walked rows that matched (at most U). A walk that finds too few (words that rarely
--    meet) stops at four times the rows expected and takes way 2.
-- The statements are static SQL in PL/pgSQL: planned once a session, not on every search.
do $template$
declare
  t record;
  body text := $body$
create function search_find_%1$s(p_lang text, q tsquery, lim integer, out ids integer[], out total integer,
  out estimated boolean)
  language plpgsql stable
  as $fn$
  declare
    max_ranked constant integer := 100;
    terms text[];
    prefixes boolean[];
    rows_of_lang integer;
    upper_bound integer;
    lexemes integer;
    cap integer;
    hits integer;
    walked integer;
  begin
    estimated := false;
    -- The query's words: 'lexeme' or 'lexeme':* joined by & (routes/search/query.ts); anything else (| ! <->)
    -- is not looked up, and the bound is then every row.
    if regexp_replace(q::text, '''(?:[^'']|'''')*''(:\*)?', '', 'g') !~ '^[ &]*$' then
      terms := null;
    else
      select array_agg(replace(m[1], '''''', '''')), array_agg(m[2] is not null) into terms, prefixes
      from regexp_matches(q::text, '''((?:[^'']|'''')*)''(:\*)?', 'g') m;
    end if;
    if terms is null and numnode(q) = 0 then
      ids := '{}';
      total := 0;
      return;
    end if;
    select coalesce(sum(docs), 0) into rows_of_lang
    from search_lexemes where source = '%1$s' and lang = p_lang and lexeme = '';
    if terms is null then
      upper_bound := rows_of_lang;
      lexemes := 0;
    else
      select min(w.docs), max(w.lexemes) into upper_bound, lexemes
      from unnest(terms, prefixes) as t(term, prefix),
        lateral (
          select coalesce(sum(l.docs), 0)::int as docs, count(*) filter (where l.docs > 0)::int as lexemes
          from search_lexemes l
          where l.source = '%1$s' and l.lang = p_lang and l.lexeme <> ''
            and l.lexeme >= t.term::text collate "C"
            and l.lexeme <= case when t.prefix then t.term || chr(1114111) else t.term end collate "C"
        ) w;
    end if;
    if upper_bound = 0 then
      ids := '{}';
      total := 0;
      return;
    end if;

    if upper_bound::bigint * upper_bound > max_ranked::bigint * rows_of_lang then
      cap := least(rows_of_lang, 4 * ceil(max_ranked::numeric * rows_of_lang / upper_bound)::integer + max_ranked);
      -- The window function numbers narrow rows (a row's vector passed through it took 0.16 ms a row in PGlite).
      with hit as materialized (
        select id, popularity, rank, n from (
          select id, popularity, matched, rank, row_number() over () as n from (
            select id, %2$s as popularity, search @@ q as matched,
              case when search @@ q then ts_rank(search, q) end as rank from %1$I
            where lang = p_lang and search is not null
            order by %3$s
            limit cap) walk) numbered
        where matched
        limit max_ranked)
      select (select count(*)::int from hit), (select max(n)::int from hit),
        array(select id from hit order by rank desc, popularity desc, id desc limit lim)
      into hits, walked, ids;
      if hits = max_ranked then
        if array_length(terms, 1) = 1 and lexemes = 1 then
          total := upper_bound;
        else
          -- two significant digits: an estimate should not read as an exact count
          total := least(upper_bound, greatest(max_ranked, round(max_ranked::numeric * rows_of_lang / walked)::integer));
          total := round(total, 2 - length(total::text))::integer;
          estimated := true;
        end if;
        return;
      end if;
      if cap >= rows_of_lang then
        total := hits;
        return;
      end if;
    end if;

    with matched as materialized (select id, %2$s as popularity from %1$I where lang = p_lang and search @@ q),
    best as (select id, popularity from matched order by popularity desc, id desc limit max_ranked)
    select (select count(*)::int from matched),
      array(select b.id from best b join %1$I x on x.id = b.id
        order by ts_rank(x.search, q) desc, b.popularity desc, b.id desc limit lim)
    into total, ids;
  end
  $fn$;
$body$;
begin
  for t in select * from (values
    ('materials', 'popularity', 'lang, popularity desc, id desc'),
    ('courses', 'popularity', 'lang, popularity desc, id desc'),
    ('book_chapters', '0', 'lang, id desc')) v(tbl, popularity, walk_order)
  loop
    execute format(body, t.tbl, t.popularity, t.walk_order);
  end loop;
end
$template$;

-- A whole search in one call (routes/search/repository.ts): each group's count, then its answered rows in order
-- (n; null on a group's count row when it answers none), with what their cards and snippets are made of. A
-- function, so its plan is made once a session rather than on every search (planning the statement took longer
-- than running it in PGlite).
create function search_results(p_lang text, p_query text, lim integer)
  returns table (grp text, tsquery text, total integer, estimated boolean, n integer, id integer, slug text,
    image text, title text, author text, description text, body text, "position" integer, book_slug text,
    book_title text, section text)
  language plpgsql stable
  as $$
  declare
    q tsquery := to_tsquery(search_config(p_lang), p_query);
  begin
    return query
    with m as materialized (select f.* from search_find_materials(p_lang, q, lim) f),
    c as materialized (select f.* from search_find_courses(p_lang, q, lim) f),
    b as materialized (select f.* from search_find_book_chapters(p_lang, q, lim) f)
    select 'materials', q::text, m.total, m.estimated, r.n, r.id, r.slug, r.preview, r.title, r.author,
      r.description, r.body, null::integer, null::text, null::text, null::text
    from m left join lateral (
      select u.n::integer, x.id, x.slug, x.preview, x.title, x.author, x.description,
        (select string_agg(ch.content, ' ' order by ch.position) from chapters ch where ch.material_id = x.id) as body
      from unnest(m.ids) with ordinality u(id, n) join materials x on x.id = u.id) r on true
    union all
    select 'courses', null, c.total, c.estimated, r.n, r.id, r.slug, r.preview, r.title, r.author,
      r.small_description, r.author_info, null, null, null, null
    from c left join lateral (
      select u.n::integer, x.id, x.slug, x.preview, x.title, x.author, x.small_description, x.author_info
      from unnest(c.ids) with ordinality u(id, n) join courses x on x.id = u.id) r on true
    union all
    select 'book_chapters', null, b.total, b.estimated, r.n, r.id, r.slug, r.preview, r.title, null, null,
      r.content, r.position, r.book_slug, r.book_title, r.section
    from b left join lateral (
      select u.n::integer, x.id, x.slug, k.preview, x.title, x.content, x.position, k.slug as book_slug,
        k.title as book_title, k.section
      from unnest(b.ids) with ordinality u(id, n)
        cross join lateral (select * from book_chapters x where x.id = u.id) x
        cross join lateral (select * from books k where k.id = x.book_id) k) r on true;
  end
  $$;
