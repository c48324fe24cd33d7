-- Clears that can be undone (decision 0016, clears kept 30 days). A clear of hand-ins (Clear Handed In,
-- or the bulk recorder's Clear Handed In Status) keeps what it took: each hand-in's date, grade and
-- comment, and its submitted files. They can be put back (Undo, or Restore from the History) for
-- CLEARED_HAND_INS_KEPT_DAYS (contracts), after which the purge removes them for good.
create table marking_clearances (
  school_id uuid not null references schools (id),
  id uuid not null,
  homework_id uuid not null,
  cleared_by uuid not null,
  cleared_at timestamptz not null default now(),
  primary key (school_id, id),
  foreign key (school_id, homework_id) references homework (school_id, id) on delete cascade
);
create index marking_clearances_age on marking_clearances (cleared_at);

-- One row per hand-in the clear took, with what it held; restored_at once it is put back.
create table marking_cleared_hand_ins (
  school_id uuid not null,
  clearance_id uuid not null,
  homework_student_id uuid not null,
  student_id uuid not null,
  handed_in_date timestamptz not null,
  result text,
  comments text,
  restored_at timestamptz,
  primary key (school_id, clearance_id, student_id),
  foreign key (school_id, clearance_id) references marking_clearances (school_id, id) on delete cascade,
  foreign key (school_id, homework_student_id) references homework_students (school_id, id) on delete cascade
);
create index marking_cleared_hand_ins_link on marking_cleared_hand_ins (school_id, homework_student_id);

-- A cleared submission stays on its hand-in row with purpose 'cleared submission' (every reader of
-- submissions asks for purpose 'submission', so it is gone from the hand-in), naming the clear that
-- took it. Deleting the homework still takes it, with its file, through homework_student_id.
alter table attachments add column clearance_id uuid;
alter table attachments add foreign key (school_id, clearance_id) references marking_clearances (school_id, id) on delete cascade;
create index attachments_clearance on attachments (school_id, clearance_id) where clearance_id is not null;

-- The history names the clear behind a change, and whether the change cleared or restored.
alter table marking_audit add column clearance_id uuid;
alter table marking_audit add column change text check (change in ('Cleared', 'Restored'));
