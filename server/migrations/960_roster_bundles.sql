-- The last bundle imported for each school (server/src/roster-import/base.ts): a delta bundle (a
-- OneRoster manifest's file.<name>=delta) is applied on top of it, and the result imported as a whole
-- one. One bundle may hold several schools (a trust's); each school names the bundle it came from last.
create table if not exists roster_bundles (
  id uuid primary key,
  imported_at timestamptz not null default now()
);

create table if not exists roster_bundle_files (
  bundle_id uuid not null references roster_bundles (id) on delete cascade,
  name text not null,
  content bytea not null,
  primary key (bundle_id, name)
);

create table if not exists roster_bundle_schools (
  school_id uuid primary key references schools (id) on delete cascade,
  bundle_id uuid not null references roster_bundles (id) on delete cascade
);
create index if not exists roster_bundle_schools_by_bundle on roster_bundle_schools (bundle_id);
