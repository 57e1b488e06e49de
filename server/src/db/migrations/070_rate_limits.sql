-- Abuse limits (plugins/rate-limit.ts, lib/rate-limit-store.ts): the counters of @fastify/rate-limit's store and
-- the failed sign-ins of each account, in the database, so that every server instance on one PostgreSQL counts
-- against the same limits. One row a key: '<bucket>|<who>' (the bucket names the call, the side — account or
-- address — and the window; who is an account id, an address or an e-mail address), the hits in its window and
-- the end of the window; updated_at is the last hit (the sign-in delay grows from it). Expired rows are deleted
-- by the server now and then.
--
-- Unlogged: counters are written on every limited call and are worth no WAL; after a crash of PostgreSQL the table
-- starts empty (limits start afresh), which is acceptable for counters of minutes and days.
create unlogged table rate_limits (
  key text primary key,
  hits integer not null,
  expires_at timestamptz not null,
  updated_at timestamptz not null default now()
);
create index rate_limits_expires on rate_limits (expires_at);
