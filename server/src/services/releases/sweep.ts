// A pipeline that uploaded a release's files and never published it (it failed, or was stopped) leaves
// files no page can be sent to: after a day with nothing sent for that release they are removed from
// the storage, so release storage holds only what was published.
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db';
import { releaseFileKey } from '../../domain/releases';
import type { FileStorage } from '../../storage';
import { forgetUnpublishedFiles } from './queries';

/** As the homework uploads never linked: a day gives a pipeline that is retried every chance to publish. */
export const UNPUBLISHED_RELEASE_TTL_HOURS = 24;

export async function sweepUnpublishedFiles(deps: { db: Database; storage: FileStorage }, log: FastifyBaseLogger): Promise<number> {
  const forgotten = await forgetUnpublishedFiles(deps.db, UNPUBLISHED_RELEASE_TTL_HOURS);
  for (const file of forgotten) {
    const key = releaseFileKey(file.remote, file.version, file.path);
    await deps.storage.remove(key).catch((error: unknown) => log.warn({ err: error, key }, 'unpublished release file not removed'));
  }
  if (forgotten.length) log.info({ removed: forgotten.length }, 'removed the files of releases never published');
  return forgotten.length;
}
