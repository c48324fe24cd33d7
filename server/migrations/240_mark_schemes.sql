-- Mark schemes (decision 0039): a teacher's own (owner_id) or the school's (owner_id null), with their
-- criteria, levels and bands as the contracts' content (jsonb, checked by markSchemeProblem before it
-- is written). A delete sets deleted_at, so Undo puts the scheme back; deleted schemes go for good
-- after DELETED_MARK_SCHEME_KEPT_DAYS (contracts).
create table mark_schemes (
  school_id uuid not null references schools (id),
  id uuid not null,
  owner_id uuid,
  name text not null check (length(name) between 1 and 100),
  criteria jsonb not null,
  bands jsonb not null default '[]',
  created_by uuid not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- Concurrency token: an edit naming an older one is refused (409).
  version integer not null default 1,
  deleted_at timestamptz,
  primary key (school_id, id),
  foreign key (school_id, owner_id) references staff (school_id, id)
);
create index mark_schemes_listed on mark_schemes (school_id, owner_id) where deleted_at is null;
create index mark_schemes_deleted on mark_schemes (deleted_at) where deleted_at is not null;

-- A homework's copies of a scheme: the one in use (replaced_at null) and the ones a change set aside,
-- which its Undo puts back with their levels. Copied, never linked: editing or deleting the scheme
-- leaves every homework's copy, and so its marks, as they are. source_id is not a foreign key: the
-- source may be purged while the copy stays.
create table homework_mark_schemes (
  school_id uuid not null,
  id uuid not null,
  homework_id uuid not null,
  source_id uuid,
  name text not null,
  criteria jsonb not null,
  bands jsonb not null,
  chosen_by uuid not null,
  chosen_at timestamptz not null default now(),
  replaced_at timestamptz,
  primary key (school_id, id),
  foreign key (school_id, homework_id) references homework (school_id, id) on delete cascade
);
create unique index homework_mark_schemes_current on homework_mark_schemes (school_id, homework_id) where replaced_at is null;

-- The levels chosen for one student on one copy, kept beside the student's Result and Comments
-- (which stay the spec's fields): [{ "CriterionId", "LevelId" }].
create table mark_scheme_levels (
  school_id uuid not null,
  copy_id uuid not null,
  student_id uuid not null,
  levels jsonb not null,
  saved_by uuid not null,
  saved_at timestamptz not null default now(),
  primary key (school_id, copy_id, student_id),
  foreign key (school_id, copy_id) references homework_mark_schemes (school_id, id) on delete cascade
);
