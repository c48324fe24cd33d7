-- The comment bank (decision 0033): comments a teacher puts into a marking comment. A
-- teacher's own bank (owner_id), a subject department's (subject_id, shared by the subject's teachers)
-- and the school's (neither). An own or school comment may be kept for one subject (subject_id), so the
-- marking view of another subject's homework leaves it out. A delete sets deleted_at, so Undo puts the
-- comment back; deleted comments go for good after DELETED_BANK_COMMENT_KEPT_DAYS (contracts).
create table comment_bank_comments (
  school_id uuid not null references schools (id),
  id uuid not null,
  bank text not null check (bank in ('own', 'subject', 'school')),
  owner_id uuid,
  subject_id uuid,
  text text not null check (length(text) between 1 and 4000),
  created_by uuid not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- Concurrency token: an edit naming an older one is refused (409).
  version integer not null default 1,
  deleted_at timestamptz,
  primary key (school_id, id),
  foreign key (school_id, owner_id) references staff (school_id, id),
  foreign key (school_id, subject_id) references subjects (school_id, id),
  check ((bank = 'own') = (owner_id is not null)),
  check (bank <> 'subject' or subject_id is not null)
);
-- What the marking view reads: a teacher's own comments, and the shared banks of the school.
create index comment_bank_own on comment_bank_comments (school_id, owner_id) where deleted_at is null;
create index comment_bank_shared on comment_bank_comments (school_id, bank, subject_id) where deleted_at is null and bank <> 'own';
create index comment_bank_deleted on comment_bank_comments (deleted_at) where deleted_at is not null;

-- How often each teacher has inserted each comment: the most used come first, for that teacher.
create table comment_bank_uses (
  school_id uuid not null,
  comment_id uuid not null,
  user_id uuid not null,
  uses integer not null default 0,
  last_used_at timestamptz not null default now(),
  primary key (school_id, comment_id, user_id),
  foreign key (school_id, comment_id) references comment_bank_comments (school_id, id) on delete cascade
);
