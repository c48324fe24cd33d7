-- A deleted homework is kept, with everything under it, for DELETED_HOMEWORK_KEPT_DAYS (contracts),
-- so that a delete can be undone or restored later. The rows leave their tables in the delete's
-- transaction (so no other query needs to know of deleted homework) and are kept here as they were,
-- one JSON array per table: homework, homework_groups, homework_students, marking_clearances,
-- marking_cleared_hand_ins, attachments and marking_audit. A restore puts them back in one
-- transaction; the purge removes the row for good, with the stored files no other row names
-- (storage_keys, kept here so the purge need not read the JSON).
-- No foreign key but the school's: what the homework named (its subject, groups, students) may go
-- meanwhile, and the restore then refuses with a reason.
create table deleted_homework (
  school_id uuid not null references schools (id),
  -- The homework's own id, which it takes back on restore.
  id uuid not null,
  title text not null,
  subject_id uuid not null,
  due_date timestamptz not null,
  deleted_by uuid not null,
  deleted_at timestamptz not null default now(),
  -- What went, as the question before the delete counted it.
  students integer not null,
  hand_ins integer not null,
  marks integer not null,
  files integer not null,
  storage_keys text[] not null default '{}',
  kept jsonb not null,
  primary key (school_id, id)
);
create index deleted_homework_recent on deleted_homework (school_id, deleted_at desc);
create index deleted_homework_age on deleted_homework (deleted_at);
