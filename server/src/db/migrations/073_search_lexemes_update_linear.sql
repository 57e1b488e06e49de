-- search_lexemes_updated (071) joined its two transition tables on id. PL/pgSQL keeps a statement's plan for the
-- session, and transition tables have no statistics: a plan made when the trigger first ran on a statement of
-- zero or one row (a delete that removed nothing re-indexes no material, but its update still fires the trigger)
-- is a nested loop, kept for the statement of 100,000 rows that follows: 10^10 comparisons. `seed:bench` on
-- PostgreSQL spent over 25 minutes in one insert of chapters (5,000 materials: 7 s, 10,000: 25 s).
--
-- Without the join: every new vector's lexemes count +1 and every old one's -1, summed per lexeme; a row whose
-- vector did not change adds +1 and -1 to each of its lexemes and so changes nothing. Linear in the rows whatever
-- the plan. An update that leaves vectors as they were (a like, a share) now unnests its row's vector twice
-- instead of being filtered by the join: microseconds for one row.
create or replace function search_lexemes_updated() returns trigger
  language plpgsql
  as $$
  begin
    insert into search_lexemes (source, lang, lexeme, docs)
    select tg_table_name, d.lang, d.lexeme, sum(d.delta)::int
    from (
      select r.lang, l.lexeme, 1 as delta
      from new_rows r, unnest(tsvector_to_array(r.search) || '{""}'::text[]) l(lexeme)
      where r.search is not null
      union all
      select r.lang, l.lexeme, -1
      from old_rows r, unnest(tsvector_to_array(r.search) || '{""}'::text[]) l(lexeme)
      where r.search is not null
    ) d
    group by d.lang, d.lexeme
    having sum(d.delta) <> 0
    order by d.lang, d.lexeme
    on conflict (source, lang, lexeme) do update set docs = search_lexemes.docs + excluded.docs;
    return null;
  end
  $$;
