-- The Student Overview reads the day summaries too (dimension 'student'): summaries computed before
-- it are dropped and every day is recomputed on the next read.
delete from dashboard_figures;
insert into dashboard_stale_days (school_id, due_day)
  select distinct h.school_id, (h.due_date at time zone s.time_zone)::date
    from homework h join schools s on s.id = h.school_id
  on conflict do nothing;
