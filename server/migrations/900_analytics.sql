-- Page views and named events sent by the front ends (shared/analytics, contract AnalyticsEvent).
-- Paths are sanitised in the browser (no identifiers, nothing from sign-in returns). school_id comes
-- from the bearer token when one is sent; events from signed-out pages have none. No user is recorded.
create table if not exists analytics_events (
  school_id uuid,
  id bigint generated always as identity,
  type text not null check (type in ('pageView', 'event')),
  name text,
  path text,
  properties jsonb not null default '{}'::jsonb,
  occurred_at timestamptz not null,
  recorded_at timestamptz not null default now(),
  primary key (id),
  check ((type = 'pageView' and path is not null) or (type = 'event' and name is not null))
);
create index if not exists analytics_events_school_occurred on analytics_events (school_id, occurred_at);
