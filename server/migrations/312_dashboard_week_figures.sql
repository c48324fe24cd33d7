-- Weekly sums of the day summaries (decision 0012: the charts by subject and year, registration group
-- or student read thousands of day rows for a term or a year). A range's whole weeks whose hand-ins are
-- all past their effective due days (every one not handed in is overdue) or all still ahead (every
-- one is due) are read from here, a fifth of the rows; the range's edges and the week of today
-- (split between the two) from the days.
--
-- Kept with the days: the read that recomputes stale days recomputes their weeks in the same
-- transaction (server/src/services/dashboard/queries.ts).
create table dashboard_week_figures (
  school_id uuid not null references schools (id),
  dimension text not null,
  subject_id uuid,
  set_by_id uuid,
  value text,
  week_start date not null,
  homework integer not null,
  hand_ins integer not null,
  on_time integer not null,
  late integer not null,
  not_in integer not null
);
create index dashboard_week_figures_read on dashboard_week_figures (school_id, dimension, week_start);

-- Per school and week (a Monday): the first and last effective due days of its hand-ins (null:
-- homework only).
create table dashboard_weeks (
  school_id uuid not null references schools (id),
  week_start date not null,
  first_eff_day date,
  last_eff_day date,
  primary key (school_id, week_start)
);

-- A school moving time zone moves days between weeks: its weeks go with its days.
create or replace function dashboard_mark_schools() returns trigger language plpgsql as $$
begin
  delete from dashboard_figures f using old_rows o join new_rows n on n.id = o.id
   where f.school_id = n.id and o.time_zone is distinct from n.time_zone;
  delete from dashboard_week_figures f using old_rows o join new_rows n on n.id = o.id
   where f.school_id = n.id and o.time_zone is distinct from n.time_zone;
  delete from dashboard_weeks f using old_rows o join new_rows n on n.id = o.id
   where f.school_id = n.id and o.time_zone is distinct from n.time_zone;
  insert into dashboard_stale_days (school_id, due_day)
    select distinct h.school_id, (h.due_date at time zone n.time_zone)::date
      from old_rows o join new_rows n on n.id = o.id join homework h on h.school_id = n.id
     where o.time_zone is distinct from n.time_zone
    on conflict do nothing;
  return null;
end $$;

-- Every day is recomputed on the next read, and its week with it.
insert into dashboard_stale_days (school_id, due_day)
  select distinct h.school_id, (h.due_date at time zone s.time_zone)::date
    from homework h join schools s on s.id = h.school_id
  on conflict do nothing;
