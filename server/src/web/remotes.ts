// GET /remotes.json: the list of remotes the shell mounts, composed by the build in dist/remotes.json.
// Read on every request (it is small) so that releasing a remote needs no restart.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { RemoteRegistration } from '@homework/contracts';
import { NO_CACHE } from './static';

export function registerRemotesList(app: FastifyInstance, repoRoot: string): void {
  const file = path.join(repoRoot, 'dist', 'remotes.json');
  app.get('/remotes.json', { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
    reply.header('cache-control', NO_CACHE);
    let remotes: RemoteRegistration[] = [];
    try {
      const parsed: unknown = JSON.parse(await fs.readFile(file, 'utf8'));
      if (Array.isArray(parsed)) remotes = parsed as RemoteRegistration[];
      else request.log.warn(`${file} is not a list; serving no remotes`);
    } catch (error) {
      // Not built yet: the shell still starts, with no remotes.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') request.log.warn(`cannot read ${file}: ${(error as Error).message}`);
    }
    return reply.send(remotes);
  });
}
