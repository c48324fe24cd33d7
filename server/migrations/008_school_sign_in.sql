-- A school's own OpenID Connect provider (decision 0034): the suite's provider sends that school's
-- staff there to sign in and issues the suite's tokens as before. A school without a row keeps the
-- built-in provider with passwords and invitations.
create table school_sign_in_providers (
  school_id uuid primary key references schools (id),
  -- Shown to the teacher ("Sign in with Oakwood Microsoft") and in the operator's list.
  label text not null,
  issuer text not null,
  client_id text not null,
  -- AES-256-GCM under the key in DATA_DIR (school-sign-in-key.json): a copy of the database alone
  -- does not give the secret away.
  client_secret_sealed text not null,
  -- Which imported field names the person, and the upstream claim that carries it (OIDC_MATCH_STAFF_BY's).
  match_staff_by text not null check (match_staff_by in ('email', 'username')),
  claim text not null,
  updated_at timestamptz not null default now()
);

-- Home-realm discovery: the e-mail domains whose people sign in at the school's provider. Looked up
-- before anyone knows the school, so led by the domain (as user_accounts is by username). A domain
-- several schools of a trust share (one tenant, one domain) makes the teacher choose the school.
create table school_sign_in_domains (
  domain text not null check (domain = lower(domain)),
  school_id uuid not null references school_sign_in_providers (school_id) on delete cascade,
  primary key (domain, school_id)
);
create index school_sign_in_domains_school on school_sign_in_domains (school_id);
