// The release API's SQL: the files uploaded for a release, and the history a remote's listing shows.
// The record itself (releases, deployments) is domain/releases.ts's, which web reads too.
import type { Queryable } from '../../db';

export interface UploadedFile {
  path: string;
  sha256: string;
  size: number;
}

/** Records an uploaded file of a release not yet published (sent again, it replaces the earlier). */
export async function recordUploadedFile(db: Queryable, remote: string, version: string, file: UploadedFile): Promise<void> {
  await db.query(
    `insert into release_files (remote, version, path, sha256, size) values ($1, $2, $3, $4, $5)
     on conflict (remote, version, path) do update set sha256 = excluded.sha256, size = excluded.size, uploaded_at = now()`,
    [remote, version, file.path, file.sha256, file.size],
  );
}

export async function uploadedFiles(db: Queryable, remote: string, version: string): Promise<UploadedFile[]> {
  const { rows } = await db.query<{ path: string; sha256: string; size: string }>('select path, sha256, size::text as size from release_files where remote = $1 and version = $2', [remote, version]);
  return rows.map((row) => ({ path: row.path, sha256: row.sha256, size: Number(row.size) }));
}

/**
 * Forgets the files of releases that were uploaded and never published, once nothing was sent for
 * them in `hours` (a pipeline that stopped half way): their paths, for the caller to remove from the
 * storage. A published release's files are never touched.
 */
export async function forgetUnpublishedFiles(db: Queryable, hours: number): Promise<{ remote: string; version: string; path: string }[]> {
  const { rows } = await db.query<{ remote: string; version: string; path: string }>(
    `delete from release_files as file
     where not exists (select 1 from releases as release where release.remote = file.remote and release.version = file.version)
       and (file.remote, file.version) in (
         select remote, version from release_files group by remote, version
         having max(uploaded_at) < now() - make_interval(hours => $1::int))
     returning file.remote, file.version, file.path`,
    [hours],
  );
  return rows;
}

export async function publishedRelease(db: Queryable, remote: string, version: string): Promise<{ manifest: string; federation: unknown } | null> {
  const { rows } = await db.query<{ manifest: string; federation: unknown }>('select manifest, federation from releases where remote = $1 and version = $2', [remote, version]);
  return rows[0] ?? null;
}

export async function publishedVersions(db: Queryable, remote: string): Promise<string[]> {
  const { rows } = await db.query<{ version: string }>('select version from releases where remote = $1 order by published_at, version', [remote]);
  return rows.map((row) => row.version);
}

/** The version `remote` is pointed at, or null while it has never been (the workspace build). */
export async function currentVersion(db: Queryable, remote: string): Promise<string | null> {
  const { rows } = await db.query<{ version: string }>('select version from deployments where remote = $1 order by id desc limit 1', [remote]);
  return rows[0]?.version ?? null;
}

/** Holds `remote`'s record until the transaction ends, so that two points at once take turns. */
export async function lockRemote(tx: Queryable, remote: string): Promise<void> {
  await tx.query('select pg_advisory_xact_lock(hashtext($1))', [`deployments:${remote}`]);
}

export async function releaseHistory(db: Queryable, remote: string) {
  const releases = await db.query<{ version: string; manifest: string; published_by: string; published_at: Date; git_commit: string | null }>(
    'select version, manifest, published_by, published_at, git_commit from releases where remote = $1 order by published_at, version',
    [remote],
  );
  const deployments = await db.query<{ version: string; deployed_by: string; deployed_at: Date; git_commit: string | null }>(
    'select version, deployed_by, deployed_at, git_commit from deployments where remote = $1 order by id',
    [remote],
  );
  return {
    releases: releases.rows.map((row) => ({ version: row.version, manifest: row.manifest, publishedBy: row.published_by, publishedAt: new Date(row.published_at).toISOString(), commit: row.git_commit })),
    deployments: deployments.rows.map((row) => ({ version: row.version, deployedBy: row.deployed_by, deployedAt: new Date(row.deployed_at).toISOString(), commit: row.git_commit })),
  };
}
