// GET /remotes.json: the list of remotes the shell mounts. The workspace build composes
// dist/remotes.json; the database's record of deployments (domain/releases.ts) overlays it, so that a
// release pointed at through any server reaches every server on the database from the next request.
// Both are read on every request (one small file, one small query), so releasing a remote needs no
// restart. The shell's page carries the same list (shell-page.ts).
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { RemoteContract, RemoteRegistration } from '@homework/contracts';
import type { Queryable } from '../db';
import { deployedReleases, type RecordedRelease } from '../domain/releases';
import { NO_CACHE } from './cache-control';

export const remotesListFile = (repoRoot: string) => path.join(repoRoot, 'dist', 'remotes.json');

/** The build's remotes list; empty (with the reason, unless it is simply not built yet) when it cannot be read. */
export function readRemotesList(file: string): { remotes: RemoteRegistration[]; problem?: string } {
  try {
    const parsed: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
    return Array.isArray(parsed) ? { remotes: parsed as RemoteRegistration[] } : { remotes: [], problem: `${file} is not a list; serving no remotes` };
  } catch (error) {
    // Not built yet: the shell still starts, with no remotes.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { remotes: [] };
    return { remotes: [], problem: `cannot read ${file}: ${(error as Error).message}` };
  }
}

/**
 * The list with each deployed release in place of its remote's entry (by container name), and a
 * deployed remote the list does not name at its end. What is not deployed stays as the build listed it.
 */
export function withDeployments(listed: readonly RemoteRegistration[], deployed: readonly { contract: RemoteContract; manifest: string }[]): RemoteRegistration[] {
  const byName = new Map(deployed.map((release) => [release.contract.name, { ...release.contract, manifest: release.manifest }]));
  const names = new Set(listed.map((entry) => entry?.name));
  return [...listed.map((entry) => byName.get(entry?.name) ?? entry), ...[...byName.values()].filter((entry) => !names.has(entry.name))];
}

const modifiedAt = (file: string) => {
  try {
    return String(fs.statSync(file).mtimeMs);
  } catch {
    return 'none';
  }
};

export interface ServedRemotes {
  remotes: RemoteRegistration[];
  /** The releases the record points at (the start-up files read their builds' lists). */
  deployed: RecordedRelease[];
  /** Changes whenever the list does: the file's modification time and the record's deployments. */
  key: string;
  problem?: string;
}

/** The remotes list as every page is served it: the build's file overlaid with the record's deployments. */
export async function servedRemotes(repoRoot: string, db: Queryable): Promise<ServedRemotes> {
  const file = remotesListFile(repoRoot);
  const key = modifiedAt(file);
  const { remotes, problem } = readRemotesList(file);
  const record = await deployedReleases(db);
  return { remotes: withDeployments(remotes, record.releases), deployed: record.releases, key: `${key}|${record.key}`, ...(problem ? { problem } : {}) };
}

export function registerRemotesList(app: FastifyInstance, repoRoot: string): void {
  app.get('/remotes.json', { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
    reply.header('cache-control', NO_CACHE);
    const { remotes, problem } = await servedRemotes(repoRoot, app.db);
    if (problem) request.log.warn(problem);
    return reply.send(remotes);
  });
}
