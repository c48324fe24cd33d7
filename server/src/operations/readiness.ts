// Whether this process should be sent requests (GET /health/ready): the database answers, every
// migration this code needs is applied, the file storage takes files, and the process is not
// draining. Each check is bounded in time, so a stuck database makes "not ready", never a hang.
import type { FastifyInstance } from 'fastify';
import { unappliedMigrations } from '../db';

/** The longest a check may take before it counts as failed. */
const CHECK_TIMEOUT_MS = 2000;
/** A storage that took a file is believed for this long: a bucket is not written at every probe. */
const STORAGE_BELIEVED_MS = 30_000;

export const READY = 'ok';
export const DRAINING = 'The server is stopping: it finishes the requests it has and takes no more.';

export type ReadinessChecks = Record<'database' | 'migrations' | 'storage' | 'draining', string>;

/** READY, or what went wrong in plain words (a check that takes too long has failed). */
function outcome(work: Promise<unknown>): Promise<string> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`No answer within ${CHECK_TIMEOUT_MS / 1000} s.`)), CHECK_TIMEOUT_MS);
  });
  return Promise.race([work, late]).then(
    () => READY,
    (error: Error) => error.message,
  ).finally(() => clearTimeout(timer));
}

/** The checks, each READY or a sentence saying what failed. */
export function readinessOf(app: FastifyInstance): () => Promise<ReadinessChecks> {
  // Once applied, this process's migrations stay applied; the files are not read again.
  let migrationsApplied = false;
  let storageWroteAt = -Infinity;

  const database = () => app.db.query('select 1');
  const migrations = async () => {
    if (migrationsApplied) return;
    const missing = await unappliedMigrations(app.db);
    if (missing.length > 0) throw new Error(`Not applied yet: ${missing.join(', ')}.`);
    migrationsApplied = true;
  };
  const storage = async () => {
    if (Date.now() - storageWroteAt < STORAGE_BELIEVED_MS) return;
    await app.storage.checkWritable();
    storageWroteAt = Date.now();
  };

  return async () => {
    const [databaseCheck, migrationsCheck, storageCheck] = await Promise.all([outcome(database()), outcome(migrations()), outcome(storage())]);
    return { database: databaseCheck, migrations: migrationsCheck, storage: storageCheck, draining: app.lifecycle.draining ? DRAINING : READY };
  };
}
