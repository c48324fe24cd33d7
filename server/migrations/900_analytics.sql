-- Page views and named events sent by the front ends (shared/analytics). Paths are sanitised in the
-- browser (no identifiers, nothing from sign-in returns). school_id comes from the bearer token when
-- one is sent; events from signed-out pages have none. No user is recorded.
create table if not exists analytics_events (
  school_id uuid,
  id bigint generated always as identity,
  kind text not null check (kind in ('pageview', 'event')),
  name text not null,
  path text,
  properties jsonb not null default '{}'::jsonb,
  recorded_at timestamptz not null default now(),
  primary key (id)
);
create index if not exists analytics_events_school_recorded on analytics_events (school_id, recorded_at);
