-- Sign-in attempt counters (per address, and failures per username) shared by every server process
-- on the database, so running several processes does not multiply the attempts a guesser gets.
create table if not exists rate_limits (
  key text primary key,
  window_start timestamptz not null,
  count integer not null
);
create index if not exists rate_limits_window_start on rate_limits (window_start);
