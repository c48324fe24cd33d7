-- Decision 0025 (staff who can sign in): mail to a member of staff about their own account (an
-- invitation to set a password, a forgotten password's link) goes through the same outbox. Such a mail
-- is about no student, so its row has no student_id, and its person_type is 2 (staff); students' and
-- parents' rows are as before.
alter table messages drop constraint messages_kind_check;
alter table messages add constraint messages_kind_check check (kind in ('message', 'homework', 'feedback', 'password'));

alter table message_recipients drop constraint message_recipients_person_type_check;
alter table message_recipients alter column student_id drop not null;
alter table message_recipients add constraint message_recipients_person_type_check
  check ((person_type in (1, 4) and student_id is not null) or (person_type = 2 and student_id is null));

-- A link to set a password, one per outbox row that carries it (id is that row's id). The link itself
-- is made by the worker as it sends the mail, and only its SHA-256 is kept (token_hash, null until
-- sent): neither the outbox nor this table holds a link that works. Single use (used_at); a set
-- password uses up every link of that person.
create table password_links (
  school_id uuid not null references schools (id),
  id uuid not null,
  staff_id uuid not null,
  -- The account the password is for: its present username, or the one the import gave the person.
  username text not null,
  purpose text not null check (purpose in ('invitation', 'reset')),
  token_hash text,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz,
  primary key (school_id, id)
);
create unique index password_links_token on password_links (token_hash);
create index password_links_staff on password_links (school_id, staff_id);
