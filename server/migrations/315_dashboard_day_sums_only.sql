-- Decision 0011 (the freshness rule): the dashboard's figures are summed from the day summaries alone
-- (migration 310) at each call whose answer is not kept, and the answer is kept by each server process
-- for a few minutes within the freshness rule (DASHBOARD_FRESHNESS in contracts;
-- docs/dashboard-figures.md). The week sums (312), the kept range sums with their lock (313) and the
-- Student Overview's kept rows (314) go, with their triggers.
drop trigger dashboard_students_inserted on students;
drop trigger dashboard_students_deleted on students;
drop trigger dashboard_students_relisted on students;
drop function dashboard_students_listed();
drop function dashboard_students_relisted();
drop table dashboard_student_rows;
drop table dashboard_range_figures;
drop table dashboard_range_entries;
drop table dashboard_versions;
drop table dashboard_week_figures;
drop table dashboard_weeks;

-- A school moving time zone moves days: its figures are dropped and every day is recomputed (as in 310).
create or replace function dashboard_mark_schools() returns trigger language plpgsql as $$
begin
  delete from dashboard_figures f using old_rows o join new_rows n on n.id = o.id
   where f.school_id = n.id and o.time_zone is distinct from n.time_zone;
  insert into dashboard_stale_days (school_id, due_day)
    select distinct h.school_id, (h.due_date at time zone n.time_zone)::date
      from old_rows o join new_rows n on n.id = o.id join homework h on h.school_id = n.id
     where o.time_zone is distinct from n.time_zone
    on conflict do nothing;
  return null;
end $$;

-- Recomputes the school's days that writes have marked stale; returns how many. Here rather than in
-- the server so that the seed and the bench bring the figures up to date without the dashboard
-- service. Taking the marks locks them: a second caller waits, then finds them gone (recomputed), and
-- a write marking one of these days again waits until the recomputation is committed.
--
-- As rowBadge and dueDayFor do in contracts (02 §4): a hand-in's due day is the homework's, or the
-- student's extended due date when later (eff_day); handed in on or before it is on time, after it
-- late; not handed in is overdue or due against today, which the reader splits.
create function dashboard_refresh_figures(for_school uuid) returns integer language plpgsql as $$
declare
  days date[];
  written bigint;
begin
  with taken as (delete from dashboard_stale_days where school_id = for_school returning due_day)
  select coalesce(array_agg(due_day), '{}') into days from taken;
  if cardinality(days) = 0 then
    return 0;
  end if;
  delete from dashboard_figures where school_id = for_school and due_day = any(days);

  with hand_ins as materialized (
    select h.id, h.subject_id, h.set_by_id, (h.due_date at time zone sc.time_zone)::date as due_day, hs.student_id, s.year_group,
           coalesce(nullif(s.reg_group, ''), 'None') as reg_group,
           coalesce(nullif(s.house, ''), 'None') as house,
           coalesce(nullif(s.gender, ''), 'None') as gender,
           (greatest(h.due_date, hs.extended_due_date) at time zone sc.time_zone)::date as eff_day,
           (hs.handed_in_date at time zone sc.time_zone)::date as handed_in_day
      from homework h
      join schools sc on sc.id = h.school_id
      join homework_students hs on hs.school_id = h.school_id and hs.homework_id = h.id and hs.removed_at is null
      join students s on s.school_id = hs.school_id and s.id = hs.student_id
     where h.school_id = for_school and (h.due_date at time zone sc.time_zone)::date = any(days)
  ),
  -- Every dimension's value of a hand-in.
  hand_in_rows as (
    insert into dashboard_figures (school_id, dimension, subject_id, set_by_id, value, due_day, eff_day, hand_ins, on_time, late, not_in)
    select for_school, v.dimension, v.subject_id, v.set_by_id, v.value, hi.due_day, hi.eff_day, count(*),
           count(*) filter (where hi.handed_in_day <= hi.eff_day),
           count(*) filter (where hi.handed_in_day > hi.eff_day),
           count(*) filter (where hi.handed_in_day is null)
      from hand_ins hi
      cross join lateral (values
        ('subject', hi.subject_id, null::uuid, null::text),
        ('teacher', null, hi.set_by_id, null),
        ('subjectByYear', hi.subject_id, null, hi.year_group),
        ('year', null, null, hi.year_group),
        ('regGroup', null, null, hi.reg_group),
        ('house', null, null, hi.house),
        ('gender', null, null, hi.gender),
        ('student', null, null, hi.student_id::text)) v (dimension, subject_id, set_by_id, value)
     group by v.dimension, v.subject_id, v.set_by_id, v.value, hi.due_day, hi.eff_day
    returning 1
  ),
  -- By a student's value, a homework counts once for each value its students have.
  student_homework_rows as (
    insert into dashboard_figures (school_id, dimension, subject_id, value, due_day, homework)
    select for_school, v.dimension, v.subject_id, v.value, hi.due_day, count(distinct hi.id)
      from hand_ins hi
      cross join lateral (values
        ('subjectByYear', hi.subject_id, hi.year_group),
        ('year', null::uuid, hi.year_group),
        ('regGroup', null, hi.reg_group),
        ('house', null, hi.house),
        ('gender', null, hi.gender)) v (dimension, subject_id, value)
     group by v.dimension, v.subject_id, v.value, hi.due_day
    returning 1
  ),
  -- By subject or teacher, every homework counts, with students or without.
  homework_rows as (
    insert into dashboard_figures (school_id, dimension, subject_id, set_by_id, due_day, homework)
    select for_school, v.dimension, v.subject_id, v.set_by_id, hw.due_day, count(*)
      from (select h.subject_id, h.set_by_id, (h.due_date at time zone sc.time_zone)::date as due_day
              from homework h join schools sc on sc.id = h.school_id
             where h.school_id = for_school and (h.due_date at time zone sc.time_zone)::date = any(days)) hw
      cross join lateral (values ('subject', hw.subject_id, null::uuid), ('teacher', null, hw.set_by_id)) v (dimension, subject_id, set_by_id)
     group by v.dimension, v.subject_id, v.set_by_id, hw.due_day
    returning 1
  )
  select (select count(*) from hand_in_rows) + (select count(*) from student_homework_rows) + (select count(*) from homework_rows) into written;
  return cardinality(days);
end $$;
