-- Subjects, groups of students (year, house, registration, subject class, user-defined,
-- pre-admission) and their members.

create table subjects (
  school_id uuid not null references schools (id),
  id uuid not null,
  name text not null,
  code text not null,
  primary key (school_id, id),
  unique (school_id, code)
);

create table groups (
  school_id uuid not null references schools (id),
  id uuid not null,
  kind text not null check (kind in ('year', 'house', 'userDefined', 'subjectClass', 'registration', 'preAdmission')),
  name text not null,
  -- Set for subject classes only.
  subject_id uuid,
  -- Display order within a kind ('Year 7' before 'Year 10'), then name.
  position integer not null default 0,
  primary key (school_id, id),
  unique (school_id, kind, name),
  foreign key (school_id, subject_id) references subjects (school_id, id),
  check ((kind = 'subjectClass') = (subject_id is not null))
);

create table group_members (
  school_id uuid not null,
  group_id uuid not null,
  student_id uuid not null,
  primary key (school_id, group_id, student_id),
  foreign key (school_id, group_id) references groups (school_id, id),
  foreign key (school_id, student_id) references students (school_id, id)
);
create index group_members_student on group_members (school_id, student_id);
