-- Search (071, 072) plans its statements once a session. PL/pgSQL's plan cache made a custom plan for every call
-- (their estimated costs stayed below the generic plan's), so each search planned its dozen statements again:
-- on PostgreSQL at 100,000 materials 40-60 % of a search's CPU (a common word 2.1 ms a call, a prefix 1.4 ms, a
-- rare word 0.6 ms; with generic plans 1.3, 0.75 and 0.25 ms). The plans are the same shape whatever the words: the
-- lexeme counts by primary key, the walk in popularity order by (lang, popularity, id), the matches by the GIN
-- index, chosen in the function's code rather than by the planner. The setting holds while search_results runs,
-- the search_find_<table> functions it calls included.
alter function search_results(text, text, integer) set plan_cache_mode = force_generic_plan;
