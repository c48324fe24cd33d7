// The record of what is deployed (migration 950, docs/release.md): each release of a remote published
// to the suite, and each time one was pointed at. Web reads it on every request for the remotes list
// (one small query), so every server process on one database serves the same record; the release
// API writes it. A release is never changed once recorded, so its details are kept by each process
// once read.
import { releasedManifestPath, type FederationManifest, type RemoteContract } from '@homework/contracts';
import type { Queryable } from '../db';

/** Where a release's files are kept in the suite's file storage: beside the uploads, under a prefix of their own. */
export const RELEASE_STORAGE_PREFIX = 'releases';

/** The storage key of file `file` (a path inside the release's folder) of release `version` of `remote`. */
export const releaseFileKey = (remote: string, version: string, file: string) => `${RELEASE_STORAGE_PREFIX}/${remote}/${version}/${file}`;

/** A release as recorded: where its manifest is, the contract it is mounted with, and its build's own lists. */
export interface RecordedRelease {
  /** The remote's package, mf-homework. */
  remote: string;
  version: string;
  /** Its mf-manifest.json's address, as remotes.json names it. */
  manifest: string;
  contract: RemoteContract;
  federation: FederationManifest;
  /** Its build's chunk-groups.json (the first screens' chunks), when it has one. */
  chunkGroups: Record<string, string[]> | null;
}

/** Who made a change, for the history: a deploy token's label or an operator, and the commit built. */
export interface ChangeMadeBy {
  by: string;
  commit?: string | null;
}

/** Each remote's current release; `key` changes whenever any of them does (a cache's key). */
export interface DeployedRecord {
  key: string;
  releases: RecordedRelease[];
}

/** Records a release once: false when that remote and version are recorded already (nothing is changed). */
export async function recordRelease(db: Queryable, release: RecordedRelease, made: ChangeMadeBy): Promise<boolean> {
  const { rows } = await db.query(
    `insert into releases (remote, version, manifest, contract, federation, chunk_groups, published_by, git_commit)
     values ($1, $2, $3, $4, $5, $6, $7, $8)
     on conflict (remote, version) do nothing
     returning version`,
    [release.remote, release.version, release.manifest, JSON.stringify(release.contract), JSON.stringify(release.federation), release.chunkGroups && JSON.stringify(release.chunkGroups), made.by, made.commit ?? null],
  );
  return rows.length > 0;
}

/** Points `remote` at its recorded release `version`: a new deployment, the latest being current. */
export async function recordDeployment(db: Queryable, remote: string, version: string, made: ChangeMadeBy): Promise<void> {
  await db.query('insert into deployments (remote, version, deployed_by, git_commit) values ($1, $2, $3, $4)', [remote, version, made.by, made.commit ?? null]);
}

interface ReleaseRow {
  remote: string;
  version: string;
  manifest: string;
  contract: RemoteContract;
  federation: FederationManifest;
  chunk_groups: Record<string, string[]> | null;
}

/** Releases read by this process, by database: they never change once recorded. */
const known = new WeakMap<Queryable, Map<string, RecordedRelease>>();
const nameOf = (remote: string, version: string) => `${remote}/${version}`;

/**
 * Each remote's current release: one query for the latest deployment of each, and the releases'
 * details only for those this process has not read before. An empty record on a database no release
 * was ever pointed in (the workspace build's list is then served as it is).
 */
export async function deployedReleases(db: Queryable): Promise<DeployedRecord> {
  const { rows } = await db.query<{ id: string; remote: string; version: string }>(
    'select distinct on (remote) id::text as id, remote, version from deployments order by remote, id desc',
  );
  if (rows.length === 0) return { key: '', releases: [] };
  const cache = known.get(db) ?? new Map<string, RecordedRelease>();
  known.set(db, cache);
  const missing = rows.filter((row) => !cache.has(nameOf(row.remote, row.version)));
  if (missing.length > 0) {
    const read = await db.query<ReleaseRow>(
      `select remote, version, manifest, contract, federation, chunk_groups
       from releases where (remote, version) in (select * from unnest($1::text[], $2::text[]))`,
      [missing.map((row) => row.remote), missing.map((row) => row.version)],
    );
    for (const row of read.rows) {
      cache.set(nameOf(row.remote, row.version), { remote: row.remote, version: row.version, manifest: row.manifest, contract: row.contract, federation: row.federation, chunkGroups: row.chunk_groups });
    }
  }
  return {
    key: rows.map((row) => row.id).join(','),
    releases: rows.map((row) => cache.get(nameOf(row.remote, row.version))).filter((release): release is RecordedRelease => release !== undefined),
  };
}

/** The releases this process found published from uploaded files, by database: a release is never unpublished. */
const publishedFromStorage = new WeakMap<Queryable, Set<string>>();

/**
 * Whether `version` of `remote` was published from files uploaded to the suite's storage (checked
 * whole and recorded at its own address): only such a release's files may be served from the storage.
 * Files uploaded for a release not yet published, or refused, belong to no release a page may run. Yes
 * is kept by the process; no is asked again (the release may be published meanwhile).
 */
export async function isPublishedFromStorage(db: Queryable, remote: string, version: string): Promise<boolean> {
  const seen = publishedFromStorage.get(db) ?? new Set<string>();
  publishedFromStorage.set(db, seen);
  if (seen.has(nameOf(remote, version))) return true;
  const { rows } = await db.query<{ manifest: string }>('select manifest from releases where remote = $1 and version = $2', [remote, version]);
  const published = rows[0]?.manifest === releasedManifestPath(remote, version);
  if (published) seen.add(nameOf(remote, version));
  return published;
}
