-- The Student Overview's rows of a range, kept with the range's entry (dimension 'student'): every
-- current student with their names, groups and figures (zero when nothing was due), so a page is the
-- first rows of one table. Joining the school's students to the figures and lowering their names at
-- every call was four fifths of the call's time (decision 0012: p95 ≤ 50 ms at 10 clients).
create table dashboard_student_rows (
  entry_id bigint not null references dashboard_range_entries (id) on delete cascade,
  student_id uuid not null,
  surname text not null,
  forename text not null,
  sort_surname text not null,
  sort_forename text not null,
  reg_group text not null,
  year_group text not null,
  on_time integer not null,
  late integer not null,
  due integer not null,
  overdue integer not null
);
-- The entry's rows in name order: a page by name and the export read it without sorting.
create index dashboard_student_rows_by_name on dashboard_student_rows (entry_id, sort_surname, sort_forename, student_id);

-- A student joining, leaving or renamed changes those rows: raising the school's figures version
-- leaves its kept entries unread, and the next read makes them again (the school system's nightly
-- changes; a hand-in's write raises it too, through dashboard_stale_days).
create function dashboard_students_listed() returns trigger language plpgsql as $$
begin
  insert into dashboard_versions (school_id, version)
    select distinct school_id, 1 from changed_rows
  on conflict (school_id) do update set version = dashboard_versions.version + 1;
  return null;
end $$;

create function dashboard_students_relisted() returns trigger language plpgsql as $$
begin
  insert into dashboard_versions (school_id, version)
    select distinct n.school_id, 1
      from old_rows o join new_rows n on n.school_id = o.school_id and n.id = o.id
     where (o.display_surname, o.display_forename, o.reg_group, o.year_group, o.is_active, o.is_pre_admission)
           is distinct from (n.display_surname, n.display_forename, n.reg_group, n.year_group, n.is_active, n.is_pre_admission)
  on conflict (school_id) do update set version = dashboard_versions.version + 1;
  return null;
end $$;

create trigger dashboard_students_inserted after insert on students
  referencing new table as changed_rows for each statement execute function dashboard_students_listed();
create trigger dashboard_students_deleted after delete on students
  referencing old table as changed_rows for each statement execute function dashboard_students_listed();
create trigger dashboard_students_relisted after update on students
  referencing old table as old_rows new table as new_rows for each statement execute function dashboard_students_relisted();

-- Entries made before this table have no rows in it: they are made again at the next read.
delete from dashboard_range_entries where dimension = 'student';
