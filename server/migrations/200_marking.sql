-- Marking (02 §2.2, §2.3, §4): student submissions and the audit of every marking change.

-- A student's submitted file is an attachments row with purpose 'submission' linked to the
-- student's hand-in row. The unlinked-upload sweep only takes purpose 'homework', so it never
-- touches these. Demo submissions share one stored file per kind (storage_key), so a file is
-- removed only when no row names it any more.
alter table attachments add column homework_student_id uuid;
alter table attachments add foreign key (school_id, homework_student_id) references homework_students (school_id, id) on delete cascade;
create index attachments_submission on attachments (school_id, homework_student_id) where homework_student_id is not null;
create index attachments_storage_key on attachments (storage_key);

-- Who changed a hand-in date, result, comment or extended due date, when, and from what to what.
-- Written in the transaction of the change itself.
create table marking_audit (
  school_id uuid not null references schools (id),
  id bigint generated always as identity,
  homework_id uuid not null,
  student_id uuid not null,
  field text not null check (field in ('HandedInDate', 'Result', 'Comments', 'ExtendedDueDate')),
  old_value text,
  new_value text,
  changed_by uuid not null,
  changed_at timestamptz not null default now(),
  primary key (school_id, id),
  foreign key (school_id, homework_id) references homework (school_id, id) on delete cascade
);
create index marking_audit_student on marking_audit (school_id, homework_id, student_id, changed_at desc);
