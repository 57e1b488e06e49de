-- Search (071), cheaper in PGlite: the query's words are read from the tsquery once a search instead of once a
-- group, and each group looks its row count and its words' matches up in one statement instead of two. Same
-- results; search_find_<table> takes the words (terms, prefixes) from search_results.

drop function search_results(text, text, integer);
drop function search_find_materials(text, tsquery, integer);
drop function search_find_courses(text, tsquery, integer);
drop function search_find_book_chapters(text, tsquery, integer);

do $template$
declare
  t record;
  body text := $body$
create function search_find_%1$s(p_lang text, q tsquery, terms text[], prefixes boolean[], lim integer,
  out ids integer[], out total integer, out estimated boolean)
  language plpgsql stable
  as $fn$
  declare
    max_ranked constant integer := 100;
    rows_of_lang integer;
    upper_bound integer;
    lexemes integer;
    cap integer;
    hits integer;
    walked integer;
  begin
    estimated := false;
    if numnode(q) = 0 then
      ids := '{}';
      total := 0;
      return;
    end if;
    -- The language's searchable rows, and at most how many match each word (terms null: not known, every row).
    select coalesce((select l.docs from search_lexemes l where l.source = '%1$s' and l.lang = p_lang and l.lexeme = ''), 0),
      min(w.docs), coalesce(max(w.lexemes), 0)
    into rows_of_lang, upper_bound, lexemes
    from unnest(terms, prefixes) as t(term, prefix),
      lateral (
        select coalesce(sum(l.docs), 0)::int as docs, count(*) filter (where l.docs > 0)::int as lexemes
        from search_lexemes l
        where l.source = '%1$s' and l.lang = p_lang and l.lexeme <> ''
          and l.lexeme >= t.term::text collate "C"
          and l.lexeme <= case when t.prefix then t.term || chr(1114111) else t.term end collate "C"
      ) w;
    if terms is null then
      upper_bound := rows_of_lang;
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

create function search_results(p_lang text, p_query text, lim integer)
  returns table (grp text, tsquery text, total integer, estimated boolean, n integer, id integer, slug text,
    image text, title text, author text, description text, body text, "position" integer, book_slug text,
    book_title text, section text)
  language plpgsql stable
  as $$
  declare
    q tsquery := to_tsquery(search_config(p_lang), p_query);
    terms text[];
    prefixes boolean[];
  begin
    -- The query's words: 'lexeme' or 'lexeme':* joined by & (routes/search/query.ts); with anything else (| ! <->)
    -- the words are not looked up (terms null).
    if regexp_replace(q::text, '''(?:[^'']|'''')*''(:\*)?', '', 'g') !~ '^[ &]*$' then
      terms := null;
    else
      select array_agg(replace(m[1], '''''', '''')), array_agg(m[2] is not null) into terms, prefixes
      from regexp_matches(q::text, '''((?:[^'']|'''')*)''(:\*)?', 'g') m;
    end if;
    return query
    with m as materialized (select f.* from search_find_materials(p_lang, q, terms, prefixes, lim) f),
    c as materialized (select f.* from search_find_courses(p_lang, q, terms, prefixes, lim) f),
    b as materialized (select f.* from search_find_book_chapters(p_lang, q, terms, prefixes, lim) f)
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
