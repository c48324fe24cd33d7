-- The dashboard's charts at school scale (decision 0012: p95 ≤ 50 ms with ~825,000 hand-ins): figures
-- summed per school day instead of counted from every hand-in on every call.
--
-- dashboard_figures holds, per school, dimension value and due day (the homework's, in the school's
-- zone), the homework count (rows with eff_day null) and the hand-in figures by effective due day
-- (rows with eff_day: the later of the homework's and the student's extended due date). Overdue and
-- due are split at read time, since they depend on today. Subjects and teachers are kept by id, so a
-- rename shows at once.
--
-- Writes never touch the figures: triggers note the school days they change in
-- dashboard_stale_days (one row per day, whatever the number of rows written), and the next
-- dashboard read recomputes those days in one transaction before it sums.
create table dashboard_figures (
  school_id uuid not null references schools (id),
  dimension text not null,
  subject_id uuid,
  set_by_id uuid,
  value text,
  due_day date not null,
  eff_day date,
  homework integer not null default 0,
  hand_ins integer not null default 0,
  on_time integer not null default 0,
  late integer not null default 0,
  not_in integer not null default 0
);
create index dashboard_figures_read on dashboard_figures (school_id, dimension, due_day);
create index dashboard_figures_day on dashboard_figures (school_id, due_day);

create table dashboard_stale_days (
  school_id uuid not null,
  due_day date not null,
  primary key (school_id, due_day)
);

create function dashboard_mark_homework() returns trigger language plpgsql as $$
begin
  if tg_op in ('INSERT', 'UPDATE') then
    insert into dashboard_stale_days (school_id, due_day)
      select distinct r.school_id, (r.due_date at time zone s.time_zone)::date
        from new_rows r join schools s on s.id = r.school_id
      on conflict do nothing;
  end if;
  if tg_op in ('DELETE', 'UPDATE') then
    insert into dashboard_stale_days (school_id, due_day)
      select distinct r.school_id, (r.due_date at time zone s.time_zone)::date
        from old_rows r join schools s on s.id = r.school_id
      on conflict do nothing;
  end if;
  return null;
end $$;

create trigger dashboard_homework_inserted after insert on homework
  referencing new table as new_rows for each statement execute function dashboard_mark_homework();
create trigger dashboard_homework_updated after update on homework
  referencing old table as old_rows new table as new_rows for each statement execute function dashboard_mark_homework();
create trigger dashboard_homework_deleted after delete on homework
  referencing old table as old_rows for each statement execute function dashboard_mark_homework();

-- A hand-in's day is its homework's (a hand-in deleted with its homework is covered by the homework's trigger).
create function dashboard_mark_hand_ins() returns trigger language plpgsql as $$
begin
  if tg_op in ('INSERT', 'UPDATE') then
    insert into dashboard_stale_days (school_id, due_day)
      select distinct h.school_id, (h.due_date at time zone s.time_zone)::date
        from (select distinct school_id, homework_id from new_rows) r
        join homework h on h.school_id = r.school_id and h.id = r.homework_id
        join schools s on s.id = h.school_id
      on conflict do nothing;
  end if;
  if tg_op in ('DELETE', 'UPDATE') then
    insert into dashboard_stale_days (school_id, due_day)
      select distinct h.school_id, (h.due_date at time zone s.time_zone)::date
        from (select distinct school_id, homework_id from old_rows) r
        join homework h on h.school_id = r.school_id and h.id = r.homework_id
        join schools s on s.id = h.school_id
      on conflict do nothing;
  end if;
  return null;
end $$;

create trigger dashboard_hand_ins_inserted after insert on homework_students
  referencing new table as new_rows for each statement execute function dashboard_mark_hand_ins();
create trigger dashboard_hand_ins_updated after update on homework_students
  referencing old table as old_rows new table as new_rows for each statement execute function dashboard_mark_hand_ins();
create trigger dashboard_hand_ins_deleted after delete on homework_students
  referencing old table as old_rows for each statement execute function dashboard_mark_hand_ins();

-- A student's year, registration group, house or gender changing moves their hand-ins to another
-- value: every day they have homework due is recomputed (rare: the school system's nightly changes).
create function dashboard_mark_students() returns trigger language plpgsql as $$
begin
  insert into dashboard_stale_days (school_id, due_day)
    select distinct h.school_id, (h.due_date at time zone sc.time_zone)::date
      from old_rows o
      join new_rows n on n.school_id = o.school_id and n.id = o.id
      join homework_students hs on hs.school_id = n.school_id and hs.student_id = n.id
      join homework h on h.school_id = hs.school_id and h.id = hs.homework_id
      join schools sc on sc.id = h.school_id
     where (o.year_group, o.reg_group, o.house, o.gender) is distinct from (n.year_group, n.reg_group, n.house, n.gender)
    on conflict do nothing;
  return null;
end $$;

create trigger dashboard_students_updated after update on students
  referencing old table as old_rows new table as new_rows for each statement execute function dashboard_mark_students();

-- A school moving time zone moves days: its figures are dropped and every day is recomputed.
create function dashboard_mark_schools() returns trigger language plpgsql as $$
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

create trigger dashboard_schools_updated after update on schools
  referencing old table as old_rows new table as new_rows for each statement execute function dashboard_mark_schools();

-- Schools with homework before this migration: every day is recomputed on the first read.
insert into dashboard_stale_days (school_id, due_day)
  select distinct h.school_id, (h.due_date at time zone s.time_zone)::date
    from homework h join schools s on s.id = h.school_id
  on conflict do nothing;
