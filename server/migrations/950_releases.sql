-- The record of what is deployed (decision 0028): every release of a remote that was published, and
-- every time one was pointed at. It lives in the database, not in one server's dist/remotes.json, so
-- every API process on this database serves the same list. A remote's current release is its latest
-- deployment: a rollback is a new deployment naming an older version, and the history is never
-- rewritten. A remote with no deployment here is served as the workspace build's list names it.
create table if not exists releases (
  remote text not null,
  version text not null,
  -- The address of the release's mf-manifest.json, as remotes.json names it: /releases/<remote>/<version>/
  -- when its files are in the suite's storage, or wherever it is hosted already.
  manifest text not null,
  -- The routes and menu entries the shell mounts it on (RemoteContract).
  contract jsonb not null,
  -- Its mf-manifest.json and chunk-groups.json, read by the start-up files' list without fetching them.
  federation jsonb not null,
  chunk_groups jsonb,
  published_by text not null,
  published_at timestamptz not null default now(),
  git_commit text,
  primary key (remote, version)
);

create table if not exists deployments (
  id bigint generated always as identity primary key,
  remote text not null,
  version text not null,
  deployed_by text not null,
  deployed_at timestamptz not null default now(),
  git_commit text,
  foreign key (remote, version) references releases (remote, version)
);
-- The current deployment of each remote: the first row of its part of this index.
create index if not exists deployments_by_remote on deployments (remote, id desc);
