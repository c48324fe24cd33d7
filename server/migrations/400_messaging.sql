-- Messages to students and parents (02 §2.6, §7), and the outbox they are delivered from: a message
-- and one row per recipient are written in one transaction; a worker sends each row over SMTP.

-- Files uploaded for a message (v1/MessageAttachment/UploadAttachment). size is null until the whole
-- file is stored; an upload never used by a message is swept after a day.
create table message_uploads (
  school_id uuid not null references schools (id),
  id uuid not null,
  uploaded_by_id uuid not null,
  file_name text not null,
  content_type text not null,
  size bigint,
  storage_key text not null,
  created_at timestamptz not null default now(),
  primary key (school_id, id)
);

create table messages (
  school_id uuid not null references schools (id),
  id uuid not null,
  -- 'message' from the composer (Notify), 'homework' set, 'feedback' on a mark.
  kind text not null check (kind in ('message', 'homework', 'feedback')),
  sender_id uuid not null,
  sender_name text not null,
  sender_email text,
  school_name text not null,
  -- Merge tags are kept as written and replaced per recipient when the mail is sent.
  subject text not null,
  body_html text not null,
  homework_id uuid,
  created_at timestamptz not null default now(),
  primary key (school_id, id)
);
create index messages_sender on messages (school_id, sender_id, created_at desc);

create table message_attachments (
  school_id uuid not null,
  message_id uuid not null,
  upload_id uuid not null,
  position smallint not null,
  description text not null default '',
  primary key (school_id, message_id, upload_id),
  foreign key (school_id, message_id) references messages (school_id, id),
  foreign key (school_id, upload_id) references message_uploads (school_id, id)
);

-- The outbox: one row per recipient. id is the recipient's idempotency key and the mail's
-- Message-ID, so a mail sent again after a crash is recognisably the same mail.
create table message_recipients (
  school_id uuid not null,
  id uuid not null,
  message_id uuid not null,
  recipient_id uuid not null,
  -- 1 student, 4 parent (the spec's personType); studentId is the student the mail is about.
  person_type smallint not null check (person_type in (1, 4)),
  student_id uuid not null,
  name text not null,
  student_name text not null,
  email text not null,
  state text not null default 'queued' check (state in ('queued', 'sent', 'failed')),
  attempts integer not null default 0,
  -- A queued row is due from this time; a worker that claims it moves it forward by its lease, so a
  -- worker that dies mid-send leaves the row to be claimed again once the lease is over.
  next_attempt_at timestamptz not null default now(),
  last_error text,
  sent_at timestamptz,
  primary key (school_id, id),
  unique (school_id, message_id, person_type, recipient_id, student_id),
  foreign key (school_id, message_id) references messages (school_id, id)
);
-- The workers' queue, across schools (one worker pool serves them all): queued rows by due time.
create index message_recipients_due on message_recipients (next_attempt_at) where state = 'queued';
