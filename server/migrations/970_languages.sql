-- The suite in Welsh as well as English (decision 0040). The school's language is everyone's until
-- they choose their own; its mail language is how mail to parents and students goes ('both' is
-- bilingual, Welsh first). A person's own choice is a row here, keyed by the id their token carries
-- (staff, parent or student alike); no row is "the school's language".
alter table schools add column if not exists language text not null default 'en' check (language in ('en', 'cy'));
alter table schools add column if not exists mail_language text not null default 'en' check (mail_language in ('en', 'cy', 'both'));

create table if not exists user_languages (
  school_id uuid not null references schools (id) on delete cascade,
  user_id uuid not null,
  language text not null check (language in ('en', 'cy')),
  chosen_at timestamptz not null default now(),
  primary key (school_id, user_id)
);
