-- A range's figures summed per dimension key once, then read by every call until they change (issue
-- 9: p95 ≤ 50 ms at 10 clients, where the Student Overview summed ~80,000 week and day rows for each
-- page). An entry is keyed by the school's figures version (raised by every recomputation of its days,
-- server/src/services/dashboard/queries.ts), the range, the day overdue is counted from and
-- the dimension, so a write or a new school day makes a new entry; old ones are deleted as new ones
-- are made.
create table dashboard_versions (
  school_id uuid primary key references schools (id),
  version bigint not null
);

create table dashboard_range_entries (
  id bigint generated always as identity primary key,
  school_id uuid not null references schools (id),
  version bigint not null,
  from_day date not null,
  until_day date not null,
  overdue_before date not null,
  dimension text not null,
  unique (school_id, version, from_day, until_day, overdue_before, dimension)
);

create table dashboard_range_figures (
  entry_id bigint not null references dashboard_range_entries (id) on delete cascade,
  subject_id uuid,
  set_by_id uuid,
  value text,
  homework integer not null,
  hand_ins integer not null,
  on_time integer not null,
  late integer not null,
  overdue integer not null,
  due integer not null
);
-- By entry for the charts; by entry and value (a student's id) for the Student Overview's join, which
-- the planner makes a nested loop over the entry's rows while the new table has no statistics.
create index dashboard_range_figures_entry on dashboard_range_figures (entry_id, value);
