-- Deploy tokens (decision 0028): what a remote team's pipeline sends to the release API, issued by the
-- operator for one remote (npm run deploy-token). Only a SHA-256 of each is kept, so the table holds
-- no token that works; a revoked token stays listed, with when it was revoked.
create table if not exists deploy_tokens (
  id uuid primary key,
  remote text not null,
  label text not null,
  token_hash text not null unique,
  issued_at timestamptz not null default now(),
  revoked_at timestamptz
);

-- The files uploaded for a release through the release API, with their SHA-256: publishing checks
-- that every file the release's manifest names is here, and the same file sent again to a published
-- release is compared rather than stored (a release is never changed).
create table if not exists release_files (
  remote text not null,
  version text not null,
  path text not null,
  sha256 text not null,
  size bigint not null,
  uploaded_at timestamptz not null default now(),
  primary key (remote, version, path)
);
