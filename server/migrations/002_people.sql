-- People of a school as the school-management system knows them: staff, students, parents.
-- Foreign keys between people always include school_id, so a link can never cross schools.

create table staff (
  school_id uuid not null references schools (id),
  id uuid not null,
  title text,
  forename text not null,
  surname text not null,
  email text,
  photo_id uuid,
  -- Teachers are the staff listed by v2/Teacher/All (and the only ones offered the Homework menu).
  is_teacher boolean not null default true,
  primary key (school_id, id)
);

create table students (
  school_id uuid not null references schools (id),
  id uuid not null,
  legal_forename text not null,
  legal_surname text not null,
  display_forename text not null,
  display_surname text not null,
  -- Current groups as the school system reports them ('Year 7', '7A', 'Ash'); pre-admission
  -- students have a year they join but no registration group or house yet.
  year_group text not null,
  reg_group text,
  house text,
  gender text not null,
  email text,
  photo_id uuid,
  is_active boolean not null default true,
  is_pre_admission boolean not null default false,
  primary key (school_id, id)
);

create table parents (
  school_id uuid not null references schools (id),
  id uuid not null,
  title text,
  forename text not null,
  surname text not null,
  email text,
  primary key (school_id, id)
);

create table parent_children (
  school_id uuid not null,
  parent_id uuid not null,
  student_id uuid not null,
  primary key (school_id, parent_id, student_id),
  foreign key (school_id, parent_id) references parents (school_id, id),
  foreign key (school_id, student_id) references students (school_id, id)
);
create index parent_children_student on parent_children (school_id, student_id);

-- Photos of staff and students, one row per size (5 large, 2 small), as PNG bytes.
create table photos (
  school_id uuid not null references schools (id),
  photo_id uuid not null,
  size smallint not null,
  png bytea not null,
  created_at timestamptz not null default now(),
  primary key (school_id, photo_id, size)
);
