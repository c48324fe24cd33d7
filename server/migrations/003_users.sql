-- Sign-in accounts, roles and registrations (accepted invites) of the suite's users.

-- Looked up by the local identity provider; username is global because sign-in happens before
-- anyone knows the school. person_id is the staff (or parent) id the token's userId carries.
create table user_accounts (
  username text primary key,
  password_hash text not null,
  school_id uuid not null references schools (id),
  person_id uuid not null,
  display_name text not null
);
create index user_accounts_person on user_accounts (school_id, person_id);

-- v1/Role/CurrentUser: product code ('engagement', 'schooladmin', 'options', 'standalonehomework')
-- with a bit flag, 1 main role, 2 second role, 3 both.
create table user_roles (
  school_id uuid not null references schools (id),
  user_id uuid not null,
  product_code text not null,
  roles smallint not null check (roles between 0 and 3),
  primary key (school_id, user_id, product_code)
);

-- Invites to the engagement product sent to students and parents. A registered user is one whose
-- invite was accepted; the kinds the API answers (ALLSTUDENTS, ALLPARENTS, ANYPREADMISSION,
-- ALLPREADMISSIONPARENTS) are derived from the person, so an admission never leaves a stale kind.
create table user_invites (
  school_id uuid not null references schools (id),
  id uuid not null,
  person_id uuid not null,
  -- 1 student, 4 parent (the spec's personType).
  person_type smallint not null check (person_type in (1, 4)),
  invited_at timestamptz not null,
  accepted_at timestamptz,
  primary key (school_id, id)
);
create index user_invites_person on user_invites (school_id, person_id);
