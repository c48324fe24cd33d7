// GET /remotes.json: the list of remotes the shell mounts, composed by the build in dist/remotes.json.
// Read on every request (it is small) so that releasing a remote needs no restart. The shell's page
// carries the same list (shell-page.ts).
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { RemoteRegistration } from '@homework/contracts';
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

export function registerRemotesList(app: FastifyInstance, repoRoot: string): void {
  const file = remotesListFile(repoRoot);
  app.get('/remotes.json', { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
    reply.header('cache-control', NO_CACHE);
    const { remotes, problem } = readRemotesList(file);
    if (problem) request.log.warn(problem);
    return reply.send(remotes);
  });
}
