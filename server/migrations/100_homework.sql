-- Homework, the groups it is set for, one hand-in record per student, and uploaded attachments.
-- Every key leads with school_id (see 001_schools.sql).

create table homework (
  school_id uuid not null references schools (id),
  id uuid not null,
  title text not null,
  -- HTML from the editor, sanitised by the server before it is stored.
  description text not null,
  subject_id uuid not null,
  set_by_id uuid not null,
  -- The signed-in user who created it (never taken from the request body).
  created_by_id uuid not null,
  source text not null default 'homework-online',
  -- Start of the day in the school's time zone.
  start_date timestamptz not null,
  due_date timestamptz not null,
  allow_student_attachments boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- Concurrency token: bumped by every save; an edit that names an older one is refused (409).
  version integer not null default 1,
  primary key (school_id, id),
  foreign key (school_id, subject_id) references subjects (school_id, id),
  foreign key (school_id, set_by_id) references staff (school_id, id),
  foreign key (school_id, created_by_id) references staff (school_id, id),
  check (due_date > start_date)
);
-- The list's default order and its commonest filters (State, My Homework, Subject).
create index homework_due on homework (school_id, due_date, id);
create index homework_set_by_due on homework (school_id, set_by_id, due_date);
create index homework_subject_due on homework (school_id, subject_id, due_date);
create index homework_created on homework (school_id, created_at desc);

create table homework_groups (
  school_id uuid not null,
  homework_id uuid not null,
  group_id uuid not null,
  primary key (school_id, homework_id, group_id),
  foreign key (school_id, homework_id) references homework (school_id, id) on delete cascade,
  foreign key (school_id, group_id) references groups (school_id, id)
);
create index homework_groups_group on homework_groups (school_id, group_id);

-- The hand-in link: one row per student the homework was ever set for.
-- A student taken off a homework who has nothing recorded is deleted; one who has a hand-in, mark,
-- comment or extended due date keeps the row with removed_at set, so nothing a student or teacher
-- did is lost: the row is hidden from the homework's students and counts, and comes back intact if
-- the student is put back on the homework.
create table homework_students (
  school_id uuid not null,
  homework_id uuid not null,
  student_id uuid not null,
  -- HomeworkStudentLinkId of the marking calls.
  id uuid not null,
  -- Chosen individually in Assigned to.
  chosen boolean not null default false,
  -- A member of one of the homework's groups at the last save (to tell when membership changed).
  from_groups boolean not null default false,
  removed_at timestamptz,
  handed_in_date timestamptz,
  result text,
  comments text,
  -- 1 not handed in, 2 handed in, 3 handed in with a result (02 §4).
  status smallint not null default 1 check (status between 1 and 3),
  extended_due_date timestamptz,
  updated_at timestamptz not null default now(),
  primary key (school_id, homework_id, student_id),
  unique (school_id, id),
  foreign key (school_id, homework_id) references homework (school_id, id) on delete cascade,
  foreign key (school_id, student_id) references students (school_id, id)
);
create index homework_students_student on homework_students (school_id, student_id, homework_id);

-- Uploaded files. The row is written before the file and marked uploaded once the file is whole, so
-- every stored file has a row: a failed upload removes both, and a process stopped mid-upload
-- leaves a row that the sweep finds. A homework attachment is uploaded first (homework_id null) and
-- linked when the homework is saved; uploads never linked are swept after a day. purpose leaves
-- room for other kinds of upload (student submissions) that the sweep must not touch.
create table attachments (
  school_id uuid not null references schools (id),
  id uuid not null,
  purpose text not null default 'homework',
  homework_id uuid,
  uploaded_by_id uuid not null,
  file_name text not null,
  content_type text not null,
  file_size bigint not null,
  -- Key of the file in the file storage.
  storage_key text not null,
  title text not null default '',
  description text not null default '',
  position integer not null default 0,
  created_at timestamptz not null default now(),
  -- Null while the file is being received.
  uploaded_at timestamptz,
  primary key (school_id, id),
  foreign key (school_id, homework_id) references homework (school_id, id) on delete cascade
);
create index attachments_homework on attachments (school_id, homework_id);
create index attachments_unlinked on attachments (created_at) where homework_id is null;
